//! The Organiser's override in exceptional circumstances (C25), and the
//! TD's decisions where the rules are silent (E13.2).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::game::Outcome;

/// What the Organiser or TD ordered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum OverrideAction {
    /// Claims received up to this day count (the C25 defaults wait for it).
    ExtendClaims(NaiveDate),
    /// Send the position to adjudication whatever the C25 defaults say.
    ReferToPanel,
    /// Score the game this way; the case is final.
    Score(Outcome),
}

/// An override with its date and reason, kept for the record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OrganiserOverride {
    /// The date of the order.
    pub date: NaiveDate,
    /// The order.
    pub action: OverrideAction,
    /// Why (the exceptional circumstances).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
}
