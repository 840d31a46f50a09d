//! The two adjudication procedures ccdesk runs.

use serde::{Deserialize, Serialize};

/// Which rules a case follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Procedure {
    /// The Inter-Office competition (C19, C24-C28): captains claim, two
    /// adjudicators and a third on disagreement, appeal to the original
    /// adjudicators and then to the national federation; fees.
    InterOffice,
    /// The email rules (E10, E11): players claim within 30 days, one
    /// adjudicator, appeal to a second adjudicator whose ruling is final.
    Email,
}
