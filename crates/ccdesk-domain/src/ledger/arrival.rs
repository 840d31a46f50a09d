//! The day a move reached its recipient (E2.7, E6.4, P04 b, P08): the day
//! the recipient's clock starts for his reply. A player records it when he
//! reads the opponent's message; his reply's received date is then that
//! day, not an assumed one (E2.9).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// A move of the opponent's as it arrived at this desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arrival {
    /// Index in the game's moves of the move that arrived.
    pub ply: usize,
    /// The day it arrived.
    pub date: NaiveDate,
}

/// Why the move at `ply` of `moves` cannot have `received` as the day the
/// opponent's move it answers was received: that move (at `ply - 1`) was
/// sent later (E2.7, E6.4: a move is received after it is sent, never
/// before). `None` when the date can stand, when there is no earlier move
/// or it has no sent date, or when either move is a conditional one (its
/// dates are those of the message that carried it, E4.5, E6.5).
#[must_use]
pub fn received_before_sent(
    moves: &[crate::game::MoveRecord],
    ply: usize,
    received: Option<NaiveDate>,
) -> Option<crate::date_problem::DateProblem> {
    let received = received?;
    let previous = moves.get(ply.checked_sub(1)?)?;
    let sent = previous.sent?;
    let conditional = previous.conditional || moves.get(ply).is_some_and(|m| m.conditional);
    (received < sent && !conditional).then(|| {
        crate::date_problem::DateProblem::ReceivedBeforeSent {
            san: previous.san.to_string(),
            received,
            sent,
        }
    })
}
