//! The repeat of a move after silence (E3.1, P12): the date it actually
//! went out, so the escalation (E3.2, P12) is counted from it rather than
//! from the date it was due.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// A move repeated to a silent opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RepeatSent {
    /// Index in the game's moves of the move repeated (the waiting side's
    /// last sent move).
    pub ply: usize,
    /// The date the repeat was sent.
    pub sent: NaiveDate,
}
