//! One adjudication case: an unfinished game from the close of play to its
//! final result (C19, C24-C27, E10, E11).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::appeal::{Appeal, AppealBody, AppealRuling};
use super::appeal_bar::AppealBar;
use super::assessment::EngineAssessment;
use super::claim::Claim;
use super::deadline::ClaimDeadlines;
use super::decision::Decision;
use super::organiser::{OrganiserOverride, OverrideAction};
use super::panel::{Opinion, Purpose, Referral};
use super::procedure::Procedure;
use super::verdict::Verdict;
use crate::colour::Colour;
use crate::game::{GameResult, Outcome, Termination};
use crate::ids::GameId;

/// Where a case stands on a given day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CaseState {
    /// Claims are still expected (C24, C25, E10.1-3).
    WaitingForClaims,
    /// The position is with the panel, or the decision waits to be notified (C26).
    WithAdjudicators,
    /// The decision is notified and the appeal period is open (C27, E11.1).
    Decided,
    /// An appeal waits for its ruling (C27, E11.2).
    UnderAppeal,
    /// The result stands: no further step.
    Final,
}

impl std::fmt::Display for CaseState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            CaseState::WaitingForClaims => "waiting for claims",
            CaseState::WithAdjudicators => "with adjudicators",
            CaseState::Decided => "decided",
            CaseState::UnderAppeal => "under appeal",
            CaseState::Final => "final",
        })
    }
}

/// The consequence of a missing submission (C25).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DefaultRuling {
    /// Only one side complied: its claim is upheld.
    ClaimUpheld {
        /// The side that complied.
        side: Colour,
        /// What its claim gives.
        verdict: Verdict,
    },
    /// Neither side submitted by the both-default day: loss to both.
    LossToBoth,
}

impl DefaultRuling {
    /// The result the default gives the game.
    #[must_use]
    pub fn result(self) -> GameResult {
        GameResult {
            outcome: match self {
                DefaultRuling::ClaimUpheld { verdict, .. } => verdict.outcome(),
                DefaultRuling::LossToBoth => Outcome::LossToBoth,
            },
            termination: Termination::Default,
        }
    }
}

/// A C25 default as applied by the Organiser.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppliedDefault {
    /// The ruling.
    pub ruling: DefaultRuling,
    /// The day it was applied.
    pub applied: NaiveDate,
}

/// The adjudication of one unfinished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdjudicationCase {
    /// The game.
    pub game: GameId,
    /// Inter-Office or email rules.
    pub procedure: Procedure,
    /// The close of play (C19, E10.1).
    pub opened: NaiveDate,
    /// Claim deadlines fixed at opening.
    pub deadlines: ClaimDeadlines,
    /// Claims received, at most one per side (a later one replaces it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Positions sent to adjudicators.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub referrals: Vec<Referral>,
    /// Opinions received.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opinions: Vec<Opinion>,
    /// The decision once notified.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<Decision>,
    /// Appeals received.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub appeals: Vec<Appeal>,
    /// Rulings on the appeals, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub appeal_rulings: Vec<AppealRuling>,
    /// Orders of the Organiser or TD.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overrides: Vec<OrganiserOverride>,
    /// A C25 default, once applied.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_applied: Option<AppliedDefault>,
    /// The engine's assessment of the final position, if the organiser
    /// asked for one (shown to the adjudicator on request, never to the
    /// captains).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assessment: Option<EngineAssessment>,
    /// Whether the panel wants the assessment printed on the adjudicator's
    /// sheet.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub print_assessment: bool,
}

impl AdjudicationCase {
    /// A new case opened at the close of play.
    #[must_use]
    pub fn new(
        game: GameId,
        procedure: Procedure,
        opened: NaiveDate,
        deadlines: ClaimDeadlines,
    ) -> Self {
        AdjudicationCase {
            game,
            procedure,
            opened,
            deadlines,
            claims: Vec::new(),
            referrals: Vec::new(),
            opinions: Vec::new(),
            decision: None,
            appeals: Vec::new(),
            appeal_rulings: Vec::new(),
            overrides: Vec::new(),
            default_applied: None,
            assessment: None,
            print_assessment: false,
        }
    }

    /// The assessment to print on the adjudicator's sheet: only when the
    /// panel asked for it.
    #[must_use]
    pub fn printed_assessment(&self) -> Option<&EngineAssessment> {
        self.assessment.as_ref().filter(|_| self.print_assessment)
    }

    /// The claim of `side`, if one was received.
    #[must_use]
    pub fn claim(&self, side: Colour) -> Option<&Claim> {
        self.claims.iter().find(|c| c.side == side)
    }

    /// The extension ordered by the Organiser, if any (the latest day).
    fn extension(&self) -> Option<NaiveDate> {
        self.overrides
            .iter()
            .filter_map(|o| match o.action {
                OverrideAction::ExtendClaims(d) => Some(d),
                _ => None,
            })
            .max()
    }

    /// Last day a side may still put right a missing claim (C25), with any extension.
    #[must_use]
    pub fn cure_day(&self) -> NaiveDate {
        self.extension()
            .map_or(self.deadlines.cure, |e| e.max(self.deadlines.cure))
    }

    /// Last day a claim counts, with any extension.
    #[must_use]
    pub fn last_claim_day(&self) -> NaiveDate {
        let last = self.deadlines.last_day();
        self.extension().map_or(last, |e| e.max(last))
    }

    /// The claim of `side` if it came in time to count (C25).
    #[must_use]
    pub fn counted_claim(&self, side: Colour) -> Option<&Claim> {
        self.claim(side)
            .filter(|c| c.submitted <= self.last_claim_day())
    }

    fn ordered(&self, pred: impl Fn(&OverrideAction) -> bool) -> bool {
        self.overrides.iter().any(|o| pred(&o.action))
    }

    /// The outcome the Organiser scored, if he did.
    #[must_use]
    pub fn scored(&self) -> Option<Outcome> {
        self.overrides.iter().rev().find_map(|o| match o.action {
            OverrideAction::Score(outcome) => Some(outcome),
            _ => None,
        })
    }

    /// The C25 default that applies on `today`, if any (Inter-Office only,
    /// and only while the Organiser has not overridden it).
    #[must_use]
    pub fn default_due(&self, today: NaiveDate) -> Option<DefaultRuling> {
        if self.procedure != Procedure::InterOffice
            || self.ordered(|a| matches!(a, OverrideAction::ReferToPanel))
            || self.scored().is_some()
            || !self.referrals.is_empty()
        {
            return None;
        }
        let white = self.counted_claim(Colour::White);
        let black = self.counted_claim(Colour::Black);
        match (white, black) {
            (Some(_), Some(_)) => None,
            (Some(c), None) | (None, Some(c)) => {
                (today > self.cure_day()).then(|| DefaultRuling::ClaimUpheld {
                    side: c.side,
                    verdict: c.verdict(),
                })
            }
            (None, None) => (today > self.last_claim_day()).then_some(DefaultRuling::LossToBoth),
        }
    }

    /// True once the position can go to the panel on `today`: both claims
    /// are in (C26), or under the email rules the 30 days are over and at
    /// least one side submitted, or the Organiser ordered it.
    #[must_use]
    pub fn claims_closed(&self, today: NaiveDate) -> bool {
        if self.ordered(|a| matches!(a, OverrideAction::ReferToPanel)) || !self.referrals.is_empty()
        {
            return true;
        }
        let white = self.counted_claim(Colour::White).is_some();
        let black = self.counted_claim(Colour::Black).is_some();
        match self.procedure {
            Procedure::InterOffice => white && black,
            Procedure::Email => {
                (white && black) || ((white || black) && today > self.deadlines.submissions)
            }
        }
    }

    /// How many independent first adjudicators the procedure wants (C26: two; E10: one).
    #[must_use]
    pub fn first_panel_size(&self) -> usize {
        match self.procedure {
            Procedure::InterOffice => 2,
            Procedure::Email => 1,
        }
    }

    fn opinion_of(&self, name: &str) -> Option<&Opinion> {
        self.opinions.iter().find(|o| o.adjudicator == name)
    }

    /// Opinions of the first adjudicators, in the order they were referred.
    #[must_use]
    pub fn first_views(&self) -> Vec<&Opinion> {
        self.referrals
            .iter()
            .filter(|r| r.purpose == Purpose::Adjudication)
            .filter_map(|r| self.opinion_of(&r.adjudicator))
            .take(self.first_panel_size())
            .collect()
    }

    /// True when the two first adjudicators disagree and a third must be
    /// told their views (C26).
    #[must_use]
    pub fn needs_tiebreak(&self) -> bool {
        let views = self.first_views();
        self.procedure == Procedure::InterOffice
            && views.len() == 2
            && views[0].verdict != views[1].verdict
    }

    /// The referral of the third adjudicator, if made.
    #[must_use]
    pub fn tiebreak_referral(&self) -> Option<&Referral> {
        self.referrals
            .iter()
            .find(|r| r.purpose == Purpose::Tiebreak)
    }

    /// The panel's verdict once reached, with the date of the opinion that settled it.
    #[must_use]
    pub fn panel_verdict(&self) -> Option<(Verdict, NaiveDate)> {
        let views = self.first_views();
        if views.len() < self.first_panel_size() {
            return None;
        }
        if self.needs_tiebreak() {
            let third = self.tiebreak_referral()?;
            let o = self.opinion_of(&third.adjudicator)?;
            return Some((o.verdict, o.received));
        }
        let settled = views.iter().map(|o| o.received).max()?;
        Some((views[0].verdict, settled))
    }

    /// Whether `side` may appeal, and why not (E10.4; C27 wants the
    /// analysis with the appeal itself, not with the claim).
    ///
    /// # Errors
    ///
    /// The [`AppealBar`] that stands in the way.
    pub fn right_of_appeal(&self, side: Colour) -> Result<(), AppealBar> {
        match self.procedure {
            Procedure::InterOffice => Ok(()),
            Procedure::Email => match self.claim(side) {
                Some(c) if c.has_analysis() => Ok(()),
                Some(_) => Err(AppealBar::NoAnalysisWithClaim),
                None => Err(AppealBar::NoClaim),
            },
        }
    }

    /// The appeal body that rules next, if an appeal is pending.
    #[must_use]
    pub fn next_appeal_body(&self) -> Option<AppealBody> {
        if self.appeals.is_empty() || self.appeals_settled() {
            return None;
        }
        Some(match self.procedure {
            Procedure::Email => AppealBody::SecondAdjudicator,
            Procedure::InterOffice if self.appeal_rulings.is_empty() => {
                AppealBody::OriginalAdjudicators
            }
            Procedure::InterOffice => AppealBody::FinalBody,
        })
    }

    /// True once the appeals have a final ruling: the second adjudicator's
    /// (E11.2), the federation's, or the original adjudicators' when they
    /// uphold the appeal (C27).
    #[must_use]
    pub fn appeals_settled(&self) -> bool {
        let Some(decision) = &self.decision else {
            return false;
        };
        self.appeal_rulings.iter().any(|r| match r.body {
            AppealBody::SecondAdjudicator | AppealBody::FinalBody => true,
            AppealBody::OriginalAdjudicators => r.verdict != decision.verdict,
        })
    }

    /// The verdict that stands now: the last appeal ruling, else the decision.
    #[must_use]
    pub fn standing_verdict(&self) -> Option<Verdict> {
        self.appeal_rulings
            .last()
            .map(|r| r.verdict)
            .or_else(|| self.decision.as_ref().map(|d| d.verdict))
    }

    /// The result the game carries now, if the case has given one.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        if let Some(outcome) = self.scored() {
            return Some(GameResult {
                outcome,
                termination: if outcome == Outcome::LossToBoth {
                    Termination::Default
                } else {
                    Termination::Adjudication
                },
            });
        }
        if let Some(d) = self.default_applied {
            return Some(d.ruling.result());
        }
        self.standing_verdict().map(|v| GameResult {
            outcome: v.outcome(),
            termination: Termination::Adjudication,
        })
    }

    /// The state of the case on `today`.
    #[must_use]
    pub fn state(&self, today: NaiveDate) -> CaseState {
        if self.scored().is_some() || self.default_applied.is_some() {
            return CaseState::Final;
        }
        if let Some(decision) = &self.decision {
            if self.appeals_settled() {
                return CaseState::Final;
            }
            if !self.appeals.is_empty() {
                return CaseState::UnderAppeal;
            }
            let open = today <= decision.appeal_deadline
                && decision
                    .appealable_by
                    .iter()
                    .any(|s| !self.appeals.iter().any(|a| a.side == *s));
            return if open {
                CaseState::Decided
            } else {
                CaseState::Final
            };
        }
        if self.claims_closed(today) {
            CaseState::WithAdjudicators
        } else {
            CaseState::WaitingForClaims
        }
    }
}
