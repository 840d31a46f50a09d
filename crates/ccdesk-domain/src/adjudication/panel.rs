//! The panel of adjudicators: referrals of a position and the opinions
//! that come back (C26, E10.5).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::verdict::Verdict;

/// Why a position went to an adjudicator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Purpose {
    /// One of the independent first adjudicators (C26: two; E10: one).
    Adjudication,
    /// The third adjudicator after the first two disagreed; he is told
    /// their views (C26).
    Tiebreak,
}

/// A position sent to an adjudicator, without the claims (C26).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Referral {
    /// The adjudicator's name.
    pub adjudicator: String,
    /// The date the packet was sent.
    pub sent: NaiveDate,
    /// First adjudication or tie-break.
    pub purpose: Purpose,
}

/// An adjudicator's view of the position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Opinion {
    /// The adjudicator's name (he must have been sent the position).
    pub adjudicator: String,
    /// The date the opinion was received.
    pub received: NaiveDate,
    /// Win for White, win for Black or draw.
    pub verdict: Verdict,
    /// His reasons or main lines, if given.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reasons: String,
}
