//! The status of a side's clock after a move: [`Status`].

use std::fmt;

use serde::{Deserialize, Serialize};

/// Where a side stands against the time control after one of its moves.
///
/// The status is sticky: once a side has exceeded, its later rows are at
/// least [`Status::Exceeded`], and once forfeited always [`Status::Forfeit`].
///
/// ```
/// use ccdesk_domain::ledger::Status;
///
/// assert_eq!(Status::Exceeded.to_string(), "exceeded");
/// assert_eq!("forfeit".parse::<Status>(), Ok(Status::Forfeit));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Within the allowance, or never exceeded.
    Ok,
    /// The time limit has been exceeded once and that is tolerated (E6.2).
    Exceeded,
    /// The time limit has been exceeded more often than the rule set
    /// tolerates: the game is lost on time (E7.5, P13).
    Forfeit,
}

impl Status {
    /// The status after `excesses` distinct excesses, when `allowed` are tolerated.
    pub fn after_excesses(excesses: u32, allowed: u32) -> Self {
        if excesses == 0 {
            Status::Ok
        } else if excesses <= allowed {
            Status::Exceeded
        } else {
            Status::Forfeit
        }
    }

    /// The word the ledger's CSV uses: `ok`, `exceeded`, `forfeit`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Exceeded => "exceeded",
            Status::Forfeit => "forfeit",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not `ok`, `exceeded` or `forfeit`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown status (expected ok, exceeded or forfeit)")]
pub struct ParseStatusError;

impl std::str::FromStr for Status {
    type Err = ParseStatusError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "ok" => Ok(Status::Ok),
            "exceeded" => Ok(Status::Exceeded),
            "forfeit" => Ok(Status::Forfeit),
            _ => Err(ParseStatusError),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn e6_2_one_excess_is_tolerated_by_email() {
        // rule: E6.2
        assert_eq!(Status::after_excesses(0, 1), Status::Ok);
        assert_eq!(Status::after_excesses(1, 1), Status::Exceeded);
    }

    #[test]
    fn e7_5_second_excess_forfeits() {
        // rule: E7.5
        assert_eq!(Status::after_excesses(2, 1), Status::Forfeit);
    }

    #[test]
    fn p13_first_excess_loses_by_post() {
        // rule: P13
        assert_eq!(Status::after_excesses(1, 0), Status::Forfeit);
    }
}
