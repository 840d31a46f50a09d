//! No move after the close of play (C19): the one rule that `play_move`,
//! the commands that change a move's dates, the calendar's change and
//! `validate` all apply, so that whatever `check` accepts every command
//! computes.
//!
//! Only games of the current pairings are bound by the current season's
//! close; a game of a past season (marked at rollover) or outside the
//! competition is not.

use chrono::NaiveDate;

use crate::game::{Game, MoveRecord};
use crate::project::Project;

/// The close of play of the current season for `game` when it belongs to
/// the current pairings (C19); `None` for any other game.
#[must_use]
pub fn close_of_play_for(project: &Project, game: &Game) -> Option<NaiveDate> {
    game.pairing.as_ref().filter(|p| p.is_current())?;
    project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .map(|s| s.calendar.play_closes)
}

/// A move sent after the close of play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LateMove {
    /// The ply of the move, from 0.
    pub ply: usize,
    /// The move as recorded.
    pub san: String,
    /// The day it was sent.
    pub sent: NaiveDate,
    /// The close of play it comes after.
    pub closes: NaiveDate,
}

impl LateMove {
    /// "move 41 (Kg2)": the full-move number and the move.
    #[must_use]
    pub fn named(&self) -> String {
        format!("move {} ({})", self.ply / 2 + 1, self.san)
    }

    /// Why the move cannot stand, in words.
    #[must_use]
    pub fn why(&self) -> String {
        format!(
            "sent {}, after the close of play on {} (C19): the position goes to adjudication as it stood",
            self.sent, self.closes
        )
    }
}

/// `m`, the move at `ply`, when it is sent after `closes`.
#[must_use]
pub fn late(ply: usize, m: &MoveRecord, closes: NaiveDate) -> Option<LateMove> {
    m.sent.filter(|sent| *sent > closes).map(|sent| LateMove {
        ply,
        san: m.san.to_string(),
        sent,
        closes,
    })
}

/// The first move of `moves` sent after `closes`.
#[must_use]
pub fn first_late_move(moves: &[MoveRecord], closes: NaiveDate) -> Option<LateMove> {
    moves
        .iter()
        .enumerate()
        .find_map(|(ply, m)| late(ply, m, closes))
}

/// The move at `ply` of `moves` (the record `game` would hold) when it is
/// sent after the close of play `game` is bound by.
#[must_use]
pub fn late_move_at(
    project: &Project,
    game: &Game,
    moves: &[MoveRecord],
    ply: usize,
) -> Option<LateMove> {
    late(ply, moves.get(ply)?, close_of_play_for(project, game)?)
}
