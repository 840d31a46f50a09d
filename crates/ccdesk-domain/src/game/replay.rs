//! Replaying a game record through shakmaty: every stored move is checked.

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanPlus};
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::record::Game;
use super::san_text::SanText;
use crate::notation::play_named;

/// What goes wrong when a stored game is replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The setup FEN cannot be read or is not a legal position.
    #[error("the starting position `{fen}` is not valid: {reason}")]
    BadSetup {
        /// The FEN as stored.
        fen: String,
        /// Why.
        reason: String,
    },
    /// A stored move is unreadable, illegal or ambiguous.
    #[error("move {number}{dots} `{san}` is {reason}")]
    BadMove {
        /// The move number.
        number: u32,
        /// `.` for White, `...` for Black.
        dots: &'static str,
        /// The move as stored.
        san: String,
        /// Why it cannot be played.
        reason: String,
    },
}

/// A replayed game: every position and every move.
#[derive(Debug, Clone)]
pub struct Replay {
    /// Positions before the first move, after the first, ..., after the last:
    /// always one more than `moves`.
    pub positions: Vec<Chess>,
    /// The moves, checked for legality.
    pub moves: Vec<Move>,
}

impl Replay {
    /// The position after the last move.
    #[must_use]
    pub fn current(&self) -> &Chess {
        // `positions` is never empty: `Game::replay` pushes the start first.
        &self.positions[self.positions.len() - 1]
    }
}

/// The starting position of a game from its optional setup FEN.
pub fn start_position(setup_fen: Option<&str>) -> Result<Chess, ReplayError> {
    match setup_fen {
        None => Ok(Chess::default()),
        Some(text) => {
            let bad = |reason: String| ReplayError::BadSetup {
                fen: text.to_owned(),
                reason,
            };
            let fen: Fen = text.parse().map_err(|e| bad(format!("{e}")))?;
            fen.into_position(CastlingMode::Standard)
                .map_err(|e| bad(format!("{e}")))
        }
    }
}

impl Game {
    /// The starting position.
    pub fn start_position(&self) -> Result<Chess, ReplayError> {
        start_position(self.setup_fen.as_deref())
    }

    /// Plays every move from the start, checking each, and keeps no
    /// positions: [`Game::replay`] without its memory, for checking files.
    pub fn check_moves(&self) -> Result<(), ReplayError> {
        let mut pos = self.start_position()?;
        for record in &self.moves {
            let san = stored_san(&pos, &record.san)?;
            // Refused, the position is as it was: the error names its move.
            play_named(&mut pos, san)
                .map_err(|e| bad_move(&pos, record.san.as_str(), e.to_string()))?;
        }
        Ok(())
    }

    /// Replays every move from the start, checking each.
    pub fn replay(&self) -> Result<Replay, ReplayError> {
        let start = self.start_position()?;
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        let mut moves = Vec::with_capacity(self.moves.len());
        positions.push(start);
        for record in &self.moves {
            let pos = &positions[positions.len() - 1];
            let m = play_stored(pos, &record.san)?;
            let mut next = pos.clone();
            next.play_unchecked(m);
            moves.push(m);
            positions.push(next);
        }
        Ok(Replay { positions, moves })
    }
}

/// Reads a stored SAN move in `pos`.
pub fn play_san(pos: &Chess, text: &str) -> Result<Move, ReplayError> {
    let san = read_san(pos, text.as_bytes(), || text)?;
    san.to_move(pos)
        .map_err(|e| bad_move(pos, text, e.to_string()))
}

/// [`play_san`] of a game's move as held, read from its bytes: the text is
/// only made for a message (a check replays a file's moves by the million).
pub(crate) fn play_stored(pos: &Chess, san: &SanText) -> Result<Move, ReplayError> {
    let read = stored_san(pos, san)?;
    read.to_move(pos)
        .map_err(|e| bad_move(pos, san.as_str(), e.to_string()))
}

/// A game's move as held, read as SAN (its check sign aside).
fn stored_san(pos: &Chess, san: &SanText) -> Result<San, ReplayError> {
    read_san(pos, san.as_bytes(), || san.as_str())
}

/// The SAN `bytes` (`text` for a message), read in `pos`.
fn read_san<'t>(pos: &Chess, bytes: &[u8], text: impl Fn() -> &'t str) -> Result<San, ReplayError> {
    SanPlus::from_ascii(bytes)
        .map(|s| s.san)
        .map_err(|e| bad_move(pos, text(), format!("unreadable ({e})")))
}

/// Why the move written `text` cannot be played in `pos`.
fn bad_move(pos: &Chess, text: &str, reason: String) -> ReplayError {
    ReplayError::BadMove {
        number: pos.fullmoves().get(),
        dots: if pos.turn().is_white() { "." } else { "..." },
        san: text.to_owned(),
        reason,
    }
}
