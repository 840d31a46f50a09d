//! Adjudication of unfinished games: claims, panels, decisions, appeals
//! and fees (C19, C24-C28, E10.1-E10.5, E11.1-E11.3).
//!
//! At the close of play every unfinished game gets an
//! [`AdjudicationCase`]. Each side sends a [`Claim`]; missing claims follow
//! C25 ([`AdjudicationCase::default_due`]). Positions go to independent
//! adjudicators without the claims (C26); a third one settles a
//! disagreement. The decision is notified with who may appeal (E10.4,
//! E10.5); appeals within 14 days go to the bodies of C27 or E11. Every
//! step is an [`AdjudicationCommand`] applied through the project's
//! command door, so it can be undone; results flow to the game, fees not
//! upheld to [`fees_due`].
//!
//! Nothing here reads the clock: [`AdjudicationCase::state`] and
//! [`AdjudicationCase::due`] take `today`.
//!
//! ```
//! use ccdesk_domain::adjudication::{AdjudicationCase, CaseState, ClaimDeadlines, Procedure};
//! use ccdesk_domain::ids::GameId;
//! use chrono::NaiveDate;
//!
//! let close = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
//! let case = AdjudicationCase::new(GameId(1), Procedure::Email, close, ClaimDeadlines::email(close));
//! assert_eq!(case.deadlines.submissions, NaiveDate::from_ymd_opt(2026, 3, 31).unwrap());
//! assert_eq!(case.state(close), CaseState::WaitingForClaims);
//! assert_eq!(case.due(close).len(), 2);
//! ```

mod appeal;
mod appeal_bar;
mod assessment;
pub mod bulk;
mod case;
pub mod case_filter;
mod claim;
mod command;
mod conflict;
mod deadline;
mod decision;
mod due;
mod error;
mod fees;
pub mod independence;
mod organiser;
mod panel;
mod procedure;
mod verdict;
mod wrong_stage;

pub use appeal::{Appeal, AppealBody, AppealRuling};
pub use appeal_bar::AppealBar;
pub use assessment::{AssessmentLimit, EngineAssessment};
pub use case::{AdjudicationCase, AppliedDefault, CaseState, DefaultRuling};
pub use claim::{Claim, ClaimKind};
pub use command::AdjudicationCommand;
pub(crate) use command::apply;
pub use conflict::Conflict;
pub use deadline::{
    APPEAL_DAYS, CURE_DAYS, ClaimDeadlines, EMAIL_SUBMISSION_DAYS, appeal_deadline,
};
pub use decision::Decision;
pub use due::{Due, DueStep, Party};
pub use error::AdjudicationError;
pub use fees::{FeeCharge, FeeKind, fees_due};
pub use organiser::{OrganiserOverride, OverrideAction};
pub use panel::{Opinion, Purpose, Referral};
pub use procedure::Procedure;
pub use verdict::Verdict;
pub use wrong_stage::WrongStage;

use crate::ids::GameId;
use crate::project::Project;

impl Project {
    /// The adjudication case of a game, if it has one.
    #[must_use]
    pub fn adjudication(&self, game: GameId) -> Option<&AdjudicationCase> {
        self.adjudications.iter().find(|c| c.game == game)
    }
}
