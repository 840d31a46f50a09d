//! [`Conflict`]: why a person is not independent of a game (C26).

use crate::colour::Colour;
use crate::ids::GameId;

/// How a would-be panel member is tied to the game (C26): he plays in
/// it, plays for or captains one of its teams, or belongs to one of its
/// companies.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Conflict {
    /// He plays one side of the game.
    #[error("{name} plays {side} in game {game}")]
    PlaysIn {
        /// The name as given.
        name: String,
        /// His side.
        side: Colour,
        /// The game.
        game: GameId,
    },
    /// He captains one of the game's teams.
    #[error("{name} is the captain of {team}")]
    Captains {
        /// The name as given.
        name: String,
        /// The team.
        team: String,
    },
    /// He plays for one of the game's teams.
    #[error("{name} plays for {team}")]
    PlaysFor {
        /// The name as given.
        name: String,
        /// The team.
        team: String,
    },
    /// He plays for or captains another team of one of the game's
    /// companies (a combined team's partner included, C07).
    #[error("{name} plays for or captains {team} of {company}, a company of game {game}")]
    CompanyTeam {
        /// The name as given.
        name: String,
        /// The team.
        team: String,
        /// The company.
        company: String,
        /// The game.
        game: GameId,
    },
    /// He belongs to one of the game's companies.
    #[error("{name} is of {company}, a company of game {game}")]
    OfCompany {
        /// The name as given.
        name: String,
        /// The company.
        company: String,
        /// The game.
        game: GameId,
    },
}
