//! [`TakenId`]: an id a new player or game would take that is in use.

use crate::ids::{GameId, PlayerId};

/// An id already in use in the project.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakenId {
    /// A player's id.
    Player(PlayerId),
    /// A game's id.
    Game(GameId),
}

impl std::fmt::Display for TakenId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TakenId::Player(id) => write!(f, "player {id}"),
            TakenId::Game(id) => write!(f, "game {id}"),
        }
    }
}
