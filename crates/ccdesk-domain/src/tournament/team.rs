//! A team: players of one company (or two combined, C07) in board order.

use serde::{Deserialize, Serialize};

use crate::ids::{CompanyId, PlayerId, TeamId};

/// A team of a division.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Team {
    /// Identifier, unique in the project.
    pub id: TeamId,
    /// Name as it appears in tables ("Lloyd's Bank I").
    pub name: String,
    /// The company entering the team.
    pub company: CompanyId,
    /// A second company combined with the first (C07).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner: Option<CompanyId>,
    /// The captain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captain: Option<PlayerId>,
    /// Players by board, strongest first (C14): `players[0]` is board 1.
    pub players: Vec<PlayerId>,
}

impl Team {
    /// The player on `board` (1-based).
    #[must_use]
    pub fn player_on(&self, board: u8) -> Option<PlayerId> {
        usize::from(board)
            .checked_sub(1)
            .and_then(|i| self.players.get(i).copied())
    }
}
