//! [`WrongStage`]: an adjudication step the case is not ready for, or is
//! past.

use super::appeal::AppealBody;

/// Why a case cannot take the step asked for as it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WrongStage {
    /// The position was referred already, or the case is decided.
    #[error("the position is already with the adjudicators or decided")]
    AlreadyReferred,
    /// The decision is notified: the panel's work is done.
    #[error("the decision is already notified")]
    DecisionNotified,
    /// The panel's opinions do not make a verdict yet.
    #[error("the panel has not reached a verdict")]
    NoVerdict,
    /// An appeal before any decision.
    #[error("no decision has been notified")]
    NoDecision,
    /// The appeals are ruled on: none more is heard.
    #[error("the appeals have been ruled on")]
    AppealsRuled,
    /// A ruling with no appeal pending.
    #[error("no appeal waits for a ruling")]
    NoAppealWaiting,
    /// A ruling from another body than the one the appeal goes to next
    /// (C27, E11.2).
    #[error("the appeal goes to {expected} next, not {given}")]
    WrongAppealBody {
        /// The body that rules next.
        expected: AppealBody,
        /// The body given.
        given: AppealBody,
    },
    /// No engine assessment to remove or print.
    #[error("the case has no engine assessment")]
    NoAssessment,
    /// A referral to a case already decided.
    #[error("the case is already decided")]
    AlreadyDecided,
    /// A referral before the claims are in (C24, C25, E10.1-3).
    #[error("the claims are not in yet (C24, C25, E10.1-3)")]
    ClaimsNotIn,
    /// The first panel has all its adjudicators.
    #[error("the position already went to {referred} adjudicator{}", if *referred == 1 { "" } else { "s" })]
    PanelFull {
        /// How many have the position.
        referred: usize,
    },
    /// A third adjudicator while the first two agree (C26).
    #[error("a third adjudicator is only asked when the first two disagree ({rule})")]
    ThirdNotNeeded {
        /// The rule: C26.
        rule: &'static str,
    },
    /// A third adjudicator was asked already.
    #[error("a third adjudicator already has the position")]
    ThirdAlreadyAsked,
    /// An engine assessment without the engine's name.
    #[error("an assessment must name its engine")]
    AssessmentWithoutEngine,
    /// An engine assessment with no depth and no time.
    #[error("an assessment needs a depth or a time above zero")]
    AssessmentWithoutLimit,
    /// The C25 default was applied already.
    #[error("the default is already applied")]
    DefaultApplied,
}
