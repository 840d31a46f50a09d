//! Endings the board decides: mate, stalemate, dead position, repetition
//! and the fifty-move rule (E1.1: the FIDE Laws apply).

use shakmaty::zobrist::Zobrist64;
use shakmaty::{EnPassantMode, KnownOutcome, Outcome as BoardOutcome, Position};

use super::replay::Replay;
use super::result::{GameResult, Outcome, Termination};

/// An ending found on the board, with the ply at which it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DetectedEnd {
    /// The result it gives.
    pub result: GameResult,
    /// Number of moves played when it happened.
    pub ply: usize,
}

/// Looks for the first ending on the board: checkmate, stalemate and
/// insufficient material (shakmaty), a position repeated three times with the
/// same side to move, castling and en passant rights, or fifty moves by each
/// side without capture or pawn move.
#[must_use]
pub fn detect_end(replay: &Replay) -> Option<DetectedEnd> {
    let mut seen: std::collections::HashMap<u64, u8> = std::collections::HashMap::new();
    for (ply, pos) in replay.positions.iter().enumerate() {
        let hash: Zobrist64 = pos.zobrist_hash(EnPassantMode::Legal);
        let count = seen.entry(hash.0).or_insert(0);
        *count += 1;
        if let BoardOutcome::Known(outcome) = pos.outcome() {
            let (outcome, termination) = match outcome {
                KnownOutcome::Decisive { winner } => (
                    if winner.is_white() {
                        Outcome::WhiteWins
                    } else {
                        Outcome::BlackWins
                    },
                    Termination::Checkmate,
                ),
                KnownOutcome::Draw => (
                    Outcome::Draw,
                    if pos.is_stalemate() {
                        Termination::Stalemate
                    } else {
                        Termination::InsufficientMaterial
                    },
                ),
            };
            return Some(DetectedEnd {
                result: GameResult {
                    outcome,
                    termination,
                },
                ply,
            });
        }
        let draw = |termination| {
            Some(DetectedEnd {
                result: GameResult {
                    outcome: Outcome::Draw,
                    termination,
                },
                ply,
            })
        };
        if *count >= 3 {
            return draw(Termination::Repetition);
        }
        if pos.halfmoves() >= 100 {
            return draw(Termination::FiftyMoves);
        }
    }
    None
}
