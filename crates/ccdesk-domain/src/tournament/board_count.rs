//! Board count (C30): the first tie-break between teams level on game points.

use std::fmt;

use super::score::{GameScore, write_halves};

/// A team's board count: the sum of its own board numbers over the games it
/// won, plus half the board number over the games it drew. Lower is better.
/// Kept in halves; prints as `12` or `10.5`.
///
/// ```
/// use ccdesk_domain::tournament::board_count::BoardCount;
/// use ccdesk_domain::tournament::score::GameScore;
///
/// let mut count = BoardCount::default();
/// count.add(3, GameScore::Win); // 3
/// count.add(2, GameScore::Draw); // 1
/// count.add(1, GameScore::Loss); // 0
/// assert_eq!(count.to_string(), "4");
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BoardCount(u64);

impl BoardCount {
    /// `halves / 2`.
    pub const fn from_halves(halves: u64) -> Self {
        BoardCount(halves)
    }

    /// The number of halves.
    pub const fn halves(self) -> u64 {
        self.0
    }

    /// Counts one game played on the team's board `board` with `score`.
    pub fn add(&mut self, board: u32, score: GameScore) {
        let board = u64::from(board);
        self.0 += match score {
            GameScore::Win => 2 * board,
            GameScore::Draw => board,
            GameScore::Loss | GameScore::LossToBoth => 0,
        };
    }
}

impl fmt::Display for BoardCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_halves(f, i64::try_from(self.0).unwrap_or(i64::MAX))
    }
}
