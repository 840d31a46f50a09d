//! Game scores and game points (C29), counted in half points so that sums
//! are exact.

use std::fmt;
use std::str::FromStr;

/// The score of one player in one finished game: 1, ½ or 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameScore {
    /// A win: 1 game point.
    Win,
    /// A draw: ½ game point.
    Draw,
    /// A loss: 0 game points.
    Loss,
    /// A loss to both players (C25, E12.3): 0 game points, and the opponent
    /// scores 0 too. Never read from a results CSV; it comes from a
    /// project's games. Prints as `0`.
    LossToBoth,
}

impl GameScore {
    /// The opponent's score in the same game.
    pub fn opponent(self) -> GameScore {
        match self {
            GameScore::Win => GameScore::Loss,
            GameScore::Draw => GameScore::Draw,
            GameScore::Loss => GameScore::Win,
            GameScore::LossToBoth => GameScore::LossToBoth,
        }
    }

    /// The game points this score is worth.
    pub fn points(self) -> GamePoints {
        GamePoints::from_halves(match self {
            GameScore::Win => 2,
            GameScore::Draw => 1,
            GameScore::Loss | GameScore::LossToBoth => 0,
        })
    }
}

/// A text that is not a game score.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a score (1, 0, 0.5 or ½)")]
pub struct ScoreError(pub String);

impl FromStr for GameScore {
    type Err = ScoreError;

    /// Reads exactly `1`, `0`, `0.5` or `½` (nothing else: not `1.0`,
    /// `1/2` or `=`).
    ///
    /// ```
    /// use ccdesk_domain::tournament::score::GameScore;
    /// assert_eq!("½".parse(), Ok(GameScore::Draw));
    /// assert_eq!("0.5".parse(), Ok(GameScore::Draw));
    /// assert!("1/2".parse::<GameScore>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "1" => Ok(GameScore::Win),
            "0.5" | "½" => Ok(GameScore::Draw),
            "0" => Ok(GameScore::Loss),
            _ => Err(ScoreError(s.to_owned())),
        }
    }
}

impl fmt::Display for GameScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameScore::Win => "1",
            GameScore::Draw => "0.5",
            GameScore::Loss | GameScore::LossToBoth => "0",
        })
    }
}

/// A number of game points, possibly negative after deductions (C15, C21).
/// Kept in half points; prints as `8`, `7.5` or `-1.5`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GamePoints(i64);

impl GamePoints {
    /// No points.
    pub const ZERO: GamePoints = GamePoints(0);

    /// `halves / 2` game points.
    pub const fn from_halves(halves: i64) -> Self {
        GamePoints(halves)
    }

    /// A whole number of game points.
    pub const fn whole(points: i64) -> Self {
        GamePoints(points * 2)
    }

    /// The number of half points.
    pub const fn halves(self) -> i64 {
        self.0
    }
}

impl std::ops::Add for GamePoints {
    type Output = GamePoints;
    fn add(self, rhs: GamePoints) -> GamePoints {
        GamePoints(self.0 + rhs.0)
    }
}

impl std::ops::AddAssign for GamePoints {
    fn add_assign(&mut self, rhs: GamePoints) {
        self.0 += rhs.0;
    }
}

impl std::ops::Sub for GamePoints {
    type Output = GamePoints;
    fn sub(self, rhs: GamePoints) -> GamePoints {
        GamePoints(self.0 - rhs.0)
    }
}

impl std::ops::SubAssign for GamePoints {
    fn sub_assign(&mut self, rhs: GamePoints) {
        self.0 -= rhs.0;
    }
}

impl std::iter::Sum for GamePoints {
    fn sum<I: Iterator<Item = GamePoints>>(iter: I) -> GamePoints {
        iter.fold(GamePoints::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for GamePoints {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_halves(f, self.0)
    }
}

/// Writes `halves / 2` as `8`, `7.5`, `-0.5`.
pub(crate) fn write_halves(f: &mut fmt::Formatter<'_>, halves: i64) -> fmt::Result {
    let sign = if halves < 0 { "-" } else { "" };
    let abs = halves.unsigned_abs();
    if abs.is_multiple_of(2) {
        write!(f, "{sign}{}", abs / 2)
    } else {
        write!(f, "{sign}{}.5", abs / 2)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_only_the_four_spellings() {
        assert_eq!("1".parse(), Ok(GameScore::Win));
        assert_eq!("0".parse(), Ok(GameScore::Loss));
        assert_eq!("0.5".parse(), Ok(GameScore::Draw));
        assert_eq!("½".parse(), Ok(GameScore::Draw));
        for bad in ["", "2", "1.0", ".5", "1/2", "=", "w", "0,5", "-1"] {
            assert_eq!(bad.parse::<GameScore>(), Err(ScoreError(bad.into())));
        }
    }

    #[test]
    fn opponent_scores_one_minus() {
        for s in [GameScore::Win, GameScore::Draw, GameScore::Loss] {
            assert_eq!((s.points() + s.opponent().points()).halves(), 2);
        }
    }

    #[test]
    fn loss_to_both_scores_nothing_for_either_side() {
        // rule: E12.3
        let s = GameScore::LossToBoth;
        assert_eq!(s.opponent(), s);
        assert_eq!(s.points(), GamePoints::ZERO);
        assert_eq!(s.to_string(), "0");
    }

    #[test]
    fn points_print_as_whole_or_half() {
        let shown: Vec<String> = [0, 1, 16, 15, -1, -3, -4]
            .into_iter()
            .map(|h| GamePoints::from_halves(h).to_string())
            .collect();
        assert_eq!(shown, ["0", "0.5", "8", "7.5", "-0.5", "-1.5", "-2"]);
    }
}
