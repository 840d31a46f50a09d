//! The decision as notified to both sides (C27, E10.5).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::verdict::Verdict;
use crate::colour::Colour;

/// The adjudicators' decision, once the Organiser or TD has notified it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Decision {
    /// The verdict reached by the panel.
    pub verdict: Verdict,
    /// The date both sides were notified (C27, E10.5); the appeal period
    /// runs from it.
    pub notified: NaiveDate,
    /// The sides that may appeal, as the notification says (E10.4, E10.5).
    pub appealable_by: Vec<Colour>,
    /// The last day an appeal may be made (C27, E11.1: 14 days).
    pub appeal_deadline: NaiveDate,
}
