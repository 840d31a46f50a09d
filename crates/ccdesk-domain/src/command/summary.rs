//! [`Summary`]: what an applied command did, as data for the most common
//! changes (a move played, a move's dates, a message kept or dropped);
//! `Display` gives the English sentence of the status bar and the audit
//! trail, and the window words it in its language (`events.ftl`).

use std::fmt;

use chrono::NaiveDate;

use crate::ids::GameId;
use crate::message::Direction;

/// What an applied command did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Summary {
    /// A move played in a game.
    Played {
        /// The move as recorded.
        san: String,
        /// The game.
        game: GameId,
    },
    /// A move played that a sent conditional line answered (E4.5).
    PlayedWithReply {
        /// The move as recorded.
        san: String,
        /// The game.
        game: GameId,
        /// The conditional reply that followed.
        reply: String,
    },
    /// The last move of a game taken back.
    TookBack {
        /// The move as recorded.
        san: String,
        /// The game.
        game: GameId,
    },
    /// A move's received and sent dates changed (a move sent, or read).
    DatesChanged {
        /// The move as recorded.
        san: String,
        /// The game.
        game: GameId,
    },
    /// A message kept in a game's correspondence (E5.1).
    MessageKept {
        /// Sent or received.
        direction: Direction,
        /// Its day.
        date: NaiveDate,
        /// The game.
        game: GameId,
    },
    /// A message dropped from a game's correspondence.
    MessageDropped {
        /// Sent or received.
        direction: Direction,
        /// Its day.
        date: NaiveDate,
        /// The game.
        game: GameId,
    },
    /// Several steps applied as one (`Command::Batch`).
    Steps(Vec<Summary>),
    /// Any other change, in English words.
    Text(String),
}

impl From<String> for Summary {
    fn from(text: String) -> Self {
        Summary::Text(text)
    }
}

impl From<&str> for Summary {
    fn from(text: &str) -> Self {
        Summary::Text(text.to_owned())
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Summary::Played { san, game } => write!(f, "played {san} in game {game}"),
            Summary::PlayedWithReply { san, game, reply } => write!(
                f,
                "played {san} in game {game}; the conditional reply {reply} followed"
            ),
            Summary::TookBack { san, game } => write!(f, "took back {san} in game {game}"),
            Summary::DatesChanged { san, game } => {
                write!(f, "changed the dates of {san} in game {game}")
            }
            Summary::MessageKept {
                direction,
                date,
                game,
            } => write!(
                f,
                "kept the message {} on {date} in game {game}",
                direction.word()
            ),
            Summary::MessageDropped {
                direction,
                date,
                game,
            } => write!(
                f,
                "dropped the message {} on {date} from game {game}",
                direction.word()
            ),
            Summary::Steps(steps) => {
                for (i, step) in steps.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{step}")?;
                }
                Ok(())
            }
            Summary::Text(text) => f.write_str(text),
        }
    }
}

impl Summary {
    /// Whether the English sentence holds `part` (the tests' and the
    /// callers' check of what a step did).
    #[must_use]
    pub fn contains(&self, part: &str) -> bool {
        self.to_string().contains(part)
    }
}

/// A summary equals the English sentence it says.
impl PartialEq<&str> for Summary {
    fn eq(&self, other: &&str) -> bool {
        self.to_string().as_str() == *other
    }
}
