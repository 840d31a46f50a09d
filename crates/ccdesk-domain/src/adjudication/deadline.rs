//! Claim and appeal deadlines (C24, C25, C27, E10.1-3, E11.1).

use chrono::{Days, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::tournament::SeasonCalendar;

/// Days after the close of play within which both players submit (E10.1-3).
pub const EMAIL_SUBMISSION_DAYS: u64 = 30;
/// Days after the submission date in which a side may still put right its
/// failure to submit (C25).
pub const CURE_DAYS: u64 = 7;
/// Days after receiving the decision within which an appeal is made (C27, E11.1).
pub const APPEAL_DAYS: u64 = 14;

/// The claim deadlines of one case, fixed when the case is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimDeadlines {
    /// Claims, score and diagrams due (C24: 30 June; E10.1: close + 30 days).
    pub submissions: NaiveDate,
    /// A side that missed `submissions` may still put it right until this
    /// day (C25: seven more days); the same as `submissions` under E10.
    pub cure: NaiveDate,
    /// No claim from either side by this day: loss to both (C25: 7 July).
    /// `None` under the email rules, which leave that to the TD (E13.2).
    pub both_default: Option<NaiveDate>,
}

impl ClaimDeadlines {
    /// Inter-Office deadlines from the season's calendar (C24, C25).
    #[must_use]
    pub fn inter_office(calendar: &SeasonCalendar) -> ClaimDeadlines {
        ClaimDeadlines {
            submissions: calendar.submissions,
            cure: calendar.submissions + Days::new(CURE_DAYS),
            both_default: Some(calendar.both_default),
        }
    }

    /// Email deadlines: 30 days from the close of play (E10.1-3).
    #[must_use]
    pub fn email(close_of_play: NaiveDate) -> ClaimDeadlines {
        let due = close_of_play + Days::new(EMAIL_SUBMISSION_DAYS);
        ClaimDeadlines {
            submissions: due,
            cure: due,
            both_default: None,
        }
    }

    /// The last day a claim counts: the later of the cure and both-default days.
    #[must_use]
    pub fn last_day(&self) -> NaiveDate {
        self.both_default.map_or(self.cure, |d| d.max(self.cure))
    }
}

/// The last day an appeal may be made against a decision notified on `notified`.
#[must_use]
pub fn appeal_deadline(notified: NaiveDate) -> NaiveDate {
    notified + Days::new(APPEAL_DAYS)
}
