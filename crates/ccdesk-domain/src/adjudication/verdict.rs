//! What an adjudicator (or a claim) says the result should be.

use serde::{Deserialize, Serialize};

use crate::colour::Colour;
use crate::game::Outcome;

/// An adjudicator's verdict on a position: a win for one side or a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// White wins.
    WhiteWins,
    /// Black wins.
    BlackWins,
    /// Drawn.
    Draw,
}

impl Verdict {
    /// The game outcome this verdict gives.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            Verdict::WhiteWins => Outcome::WhiteWins,
            Verdict::BlackWins => Outcome::BlackWins,
            Verdict::Draw => Outcome::Draw,
        }
    }

    /// A win for `side`.
    #[must_use]
    pub fn win_for(side: Colour) -> Verdict {
        match side {
            Colour::White => Verdict::WhiteWins,
            Colour::Black => Verdict::BlackWins,
        }
    }

    /// What `side` scores, in half points (2 = win, 1 = draw, 0 = loss).
    #[must_use]
    pub fn half_points(self, side: Colour) -> u8 {
        match (self, side) {
            (Verdict::Draw, _) => 1,
            (Verdict::WhiteWins, Colour::White) | (Verdict::BlackWins, Colour::Black) => 2,
            _ => 0,
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verdict::WhiteWins => "win for White (1-0)",
            Verdict::BlackWins => "win for Black (0-1)",
            Verdict::Draw => "draw (½-½)",
        })
    }
}
