//! The day a move reached its recipient (E2.7, E6.4, P04 b, P08): the day
//! the recipient's clock starts for his reply. A player records it when he
//! reads the opponent's message; his reply's received date is then that
//! day, not an assumed one (E2.9).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// A move of the opponent's as it arrived at this desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrival {
    /// Index in the game's moves of the move that arrived.
    pub ply: usize,
    /// The day it arrived.
    pub date: NaiveDate,
}
