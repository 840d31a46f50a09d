//! What a project game keeps of its server game.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::xfcc_game::{XfccGame, XfccResult};

/// Time left on a server clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServerClock {
    /// Days.
    pub days: i64,
    /// Hours.
    pub hours: i64,
    /// Minutes.
    pub minutes: i64,
}

impl ServerClock {
    /// The whole days the clock still holds counted from the day of the
    /// sync, with any hours or minutes beyond them as one more day: the
    /// last day a move can be made.
    #[must_use]
    pub fn last_day(self, synced: NaiveDate) -> NaiveDate {
        let part = i64::from(self.hours > 0 || self.minutes > 0);
        let days = (self.days + part).max(0);
        synced
            .checked_add_days(chrono::Days::new(days.unsigned_abs()))
            .unwrap_or(NaiveDate::MAX)
    }
}

impl std::fmt::Display for ServerClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}d {}h {}m", self.days, self.hours, self.minutes)
    }
}

/// A project game's link to its game on a server, as last synchronised.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerLink {
    /// The server's name as the user knows it (`ICCF`, `LSS`, or the URL).
    pub server: String,
    /// The XFCC address the game was fetched from.
    pub url: String,
    /// The user's name on the server.
    pub user: String,
    /// The day of the last sync (the clocks count from it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub synced: Option<NaiveDate>,
    /// The game as the server last sent it (its moves are the game's).
    pub game: XfccGame,
}

impl ServerLink {
    /// The server's id of the game.
    #[must_use]
    pub fn server_id(&self) -> &str {
        &self.game.id
    }

    /// The user's clock.
    #[must_use]
    pub fn my_clock(&self) -> ServerClock {
        ServerClock {
            days: self.game.days_player,
            hours: self.game.hours_player,
            minutes: self.game.minutes_player,
        }
    }

    /// The opponent's clock.
    #[must_use]
    pub fn opponent_clock(&self) -> ServerClock {
        ServerClock {
            days: self.game.days_opponent,
            hours: self.game.hours_opponent,
            minutes: self.game.minutes_opponent,
        }
    }

    /// Whether the server forbids engine and tablebase help in this game
    /// (`noEngines`, `noTablebases`).
    #[must_use]
    pub fn forbids_engines(&self) -> bool {
        self.game.no_engines || self.game.no_tablebases
    }

    /// Whether the server forbids the opening explorer and databases
    /// (`noOpeningBooks`, `noDatabases`).
    #[must_use]
    pub fn forbids_explorer(&self) -> bool {
        self.game.no_opening_books || self.game.no_databases
    }

    /// Whose move it is, in words.
    #[must_use]
    pub fn whose_move(&self) -> String {
        if self.game.result != XfccResult::Ongoing {
            return format!("game over: {}", self.game.result.words());
        }
        let (me, them) = if self.game.has_white {
            ("White", "Black")
        } else {
            ("Black", "White")
        };
        let draw = if self.game.draw_offered {
            ", draw offered"
        } else {
            ""
        };
        if self.game.my_turn {
            format!("my move ({me}, {} left{draw})", self.my_clock())
        } else {
            format!(
                "opponent's move ({them}, {} left{draw})",
                self.opponent_clock()
            )
        }
    }
}
