//! A division of a season: its teams, its board count and its pairings.

use serde::{Deserialize, Serialize};

use super::team::Team;
use crate::ids::TeamId;

/// One player's pairing: a board of one team against a board of another.
/// Each pairing is two games, one with each colour (C17).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardPairing {
    /// First team.
    pub team: TeamId,
    /// Its board.
    pub board: u8,
    /// The opposing team.
    pub opponent_team: TeamId,
    /// The opposing board.
    pub opponent_board: u8,
}

/// A division (C04, C05).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Division {
    /// Name ("Division 1").
    pub name: String,
    /// Boards per team this season (C05).
    pub boards: u8,
    /// Teams, in the order of their letters once lots are drawn.
    pub teams: Vec<Team>,
    /// The seed of the recorded draw of lots for team letters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_seed: Option<u64>,
    /// The pairing table, each pairing listed once.
    #[serde(default)]
    pub pairings: Vec<BoardPairing>,
}

impl Division {
    /// Whether the division is paired: its boards are then fixed (C05).
    #[must_use]
    pub fn boards_fixed(&self) -> bool {
        !self.pairings.is_empty()
    }

    /// Whether `team` plays in the division's pairings: it then stays in
    /// the division (E9.1).
    #[must_use]
    pub fn is_paired(&self, team: TeamId) -> bool {
        self.pairings
            .iter()
            .any(|p| p.team == team || p.opponent_team == team)
    }

    /// The team with the given id.
    #[must_use]
    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.teams.iter().find(|t| t.id == id)
    }

    /// The letter of a team (A, B, ...), by its place in `teams`.
    #[must_use]
    pub fn letter(&self, id: TeamId) -> Option<String> {
        self.teams.iter().position(|t| t.id == id).map(team_letter)
    }
}

/// Letters for team positions: A..Z, then AA, AB, ...
#[must_use]
pub fn team_letter(index: usize) -> String {
    // The Hutton table's lettering is the one source of team letters.
    u32::try_from(index).map_or_else(
        |_| format!("#{index}"),
        |i| super::hutton::TeamLetter(i).to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::team_letter;

    #[test]
    fn letters_run_a_to_z_then_aa() {
        let got: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .into_iter()
            .map(team_letter)
            .collect();
        assert_eq!(got, ["A", "B", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
    }
}
