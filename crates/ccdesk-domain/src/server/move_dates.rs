//! The dates a server game's moves carry in the project, as the ledger
//! pane and `ccdesk ledger --game` show them: a server game's clocks are
//! the server's, so no days are counted here under a rule set; only what
//! this desk knows is shown. An opponent's move is dated the day it reached
//! this desk (the sync that brought it, recorded as its arrival, E2.7); a
//! move of the user's is dated the day it was sent to the server (E2.8).
//! Moves brought in by a game's first sync, or played on the server's own
//! pages, carry no date: the server does not say when they were made.

use chrono::NaiveDate;
use shakmaty::Color;

use crate::game::Game;

/// One move of a server game with its dates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerMoveDates {
    /// Index of the move in the game.
    pub ply: usize,
    /// Its number (1 for White's and Black's first).
    pub number: u32,
    /// Who played it.
    pub colour: Color,
    /// Whether the user (the desk's side of the server game) played it.
    pub mine: bool,
    /// The move.
    pub san: String,
    /// For an opponent's move, the day it reached this desk.
    pub received: Option<NaiveDate>,
    /// The day it was sent, when known (the user's moves sent from
    /// ccdesk).
    pub sent: Option<NaiveDate>,
}

/// The moves of `game` with their dates; empty when it is not a server
/// game or its start position cannot be read.
#[must_use]
pub fn server_move_dates(game: &Game) -> Vec<ServerMoveDates> {
    let Some(link) = game.server.as_deref() else {
        return Vec::new();
    };
    let Ok(start) = game.start_position() else {
        return Vec::new();
    };
    let first = shakmaty::Position::turn(&start);
    let first_number = u32::from(shakmaty::Position::fullmoves(&start));
    let mine = if link.game.has_white {
        Color::White
    } else {
        Color::Black
    };
    game.moves
        .iter()
        .enumerate()
        .map(|(ply, record)| {
            let colour = if ply.is_multiple_of(2) { first } else { !first };
            // Plies from White's move of the first number.
            let from_white = ply + usize::from(first == Color::Black);
            let number =
                first_number.saturating_add(u32::try_from(from_white / 2).unwrap_or(u32::MAX));
            let is_mine = colour == mine;
            ServerMoveDates {
                ply,
                number,
                colour,
                mine: is_mine,
                san: record.san.to_string(),
                received: (!is_mine).then(|| game.clock.arrived(ply)).flatten(),
                sent: record.sent,
            }
        })
        .collect()
}
