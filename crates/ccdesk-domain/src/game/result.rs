//! How a game ended.

use serde::{Deserialize, Serialize};

/// Who scored what.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// 1-0.
    WhiteWins,
    /// 0-1.
    BlackWins,
    /// ½-½.
    Draw,
    /// 0-0: both sides scored lost (C25, E12.3).
    LossToBoth,
    /// The game is annulled and counts for nobody (E9.1).
    Annulled,
}

impl Outcome {
    /// Points for White and for Black.
    #[must_use]
    pub fn points(self) -> Option<(f32, f32)> {
        match self {
            Outcome::WhiteWins => Some((1.0, 0.0)),
            Outcome::BlackWins => Some((0.0, 1.0)),
            Outcome::Draw => Some((0.5, 0.5)),
            Outcome::LossToBoth => Some((0.0, 0.0)),
            Outcome::Annulled => None,
        }
    }

    /// The PGN result token (`*` for outcomes PGN cannot express).
    #[must_use]
    pub fn pgn(self) -> &'static str {
        match self {
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
            Outcome::LossToBoth | Outcome::Annulled => "*",
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "½-½",
            Outcome::LossToBoth => "0-0 (loss to both)",
            Outcome::Annulled => "annulled",
        })
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Termination {
    /// Checkmate on the board.
    Checkmate,
    /// Stalemate on the board.
    Stalemate,
    /// Neither side can mate.
    InsufficientMaterial,
    /// The same position a third time.
    Repetition,
    /// Fifty moves by each side without a capture or pawn move.
    FiftyMoves,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// Time exceeded (E7.5, P13).
    Time,
    /// Lost by default (C22, C25, E3.3).
    Default,
    /// Decided by adjudication (C26, E10).
    Adjudication,
    /// Annulled or scored by the TD after a withdrawal (E9.1).
    Withdrawal,
}

impl std::fmt::Display for Termination {
    /// The English word of the wording table (`resignation`), the one
    /// source of every language's.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            crate::message::wording::Wording::of(crate::language::Language::English)
                .termination(*self),
        )
    }
}

/// A recorded result: the score and the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// The score.
    pub outcome: Outcome,
    /// The reason.
    pub termination: Termination,
}

impl std::fmt::Display for GameResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.outcome, self.termination)
    }
}
