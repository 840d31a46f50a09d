//! [`PlayerUse`]: where a player the project would remove still appears.

use crate::ids::GameId;

/// Where a player still appears, so that he cannot be removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerUse {
    /// He plays in a game.
    Plays(GameId),
    /// He plays for a team (its name).
    OnTeam(String),
    /// The project is his desk.
    Owner,
    /// He has leave booked (E8.2).
    OnLeave,
}

impl std::fmt::Display for PlayerUse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerUse::Plays(game) => write!(f, "he plays in game {game}"),
            PlayerUse::OnTeam(team) => write!(f, "he plays for {team}"),
            PlayerUse::Owner => f.write_str("this is his desk (the project's owner)"),
            PlayerUse::OnLeave => f.write_str("he has leave booked"),
        }
    }
}
