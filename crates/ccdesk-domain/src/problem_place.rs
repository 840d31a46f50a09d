//! [`Place`]: where the check of a project found a problem, as data; its
//! `Display` is the English `ccdesk check` prints ("game g12", "team t3
//! (Barclays I)", "game g1, move 2 (Nf3)").

use std::fmt;

use crate::ids::{CompanyId, GameId, PlayerId, TeamId};

/// Where a problem of a project is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// The project itself.
    Project,
    /// A player.
    Player(PlayerId),
    /// A player, with his name.
    PlayerNamed {
        /// The player.
        player: PlayerId,
        /// His name.
        name: String,
    },
    /// A company.
    Company(CompanyId),
    /// A division, by its name as shown.
    Division(String),
    /// A team.
    Team(TeamId),
    /// A team, with its name.
    TeamNamed {
        /// The team.
        team: TeamId,
        /// Its name.
        name: String,
    },
    /// A division's pairing, counted from 1.
    Pairing {
        /// The division's name.
        division: String,
        /// The pairing's number in the division.
        number: usize,
    },
    /// A game.
    Game(GameId),
    /// A move of a game.
    Move {
        /// The game.
        game: GameId,
        /// The full-move number.
        number: usize,
        /// The move as recorded.
        san: String,
    },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Project => f.write_str("project"),
            Place::Player(p) => write!(f, "player {p}"),
            Place::PlayerNamed { player, name } => write!(f, "player {player} ({name})"),
            Place::Company(c) => write!(f, "company {c}"),
            Place::Division(name) => write!(f, "division {name}"),
            Place::Team(t) => write!(f, "team {t}"),
            Place::TeamNamed { team, name } => write!(f, "team {team} ({name})"),
            Place::Pairing { division, number } => {
                write!(f, "division {division}, pairing {number}")
            }
            Place::Game(g) => write!(f, "game {g}"),
            Place::Move { game, number, san } => write!(f, "game {game}, move {number} ({san})"),
        }
    }
}
