//! The crosstable of a division: a team x team grid where each cell holds
//! the game points the row team scored against the column team and the
//! boards they met on, with each team's game points, board count and place
//! (C29, C30); and a board-by-board view of each team.

use super::division::Division;
use super::results::{counted_white_score, division_standings, pairing_game, team_label};
use super::score::{GamePoints, GameScore};
use super::season::Season;
use super::standings::StandingsRow;
use crate::ids::{PlayerId, TeamId};
use crate::project::Project;

/// One pairing seen from one side: my board against the opponent's, with my
/// scores in the two games (C17).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Encounter {
    /// My board.
    pub board: u8,
    /// My player.
    pub player: Option<PlayerId>,
    /// The opposing team.
    pub opponent_team: TeamId,
    /// The opposing board.
    pub opponent_board: u8,
    /// The opposing player.
    pub opponent: Option<PlayerId>,
    /// My score with White (`None`: counts nothing yet).
    pub white: Option<GameScore>,
    /// My score with Black.
    pub black: Option<GameScore>,
}

impl Encounter {
    /// Game points scored in the two games.
    #[must_use]
    pub fn points(&self) -> GamePoints {
        [self.white, self.black]
            .into_iter()
            .flatten()
            .map(GameScore::points)
            .sum()
    }

    /// Games of the pairing that count (0, 1 or 2).
    #[must_use]
    pub fn finished(&self) -> usize {
        [self.white, self.black].iter().flatten().count()
    }
}

/// A cell of the grid: what the row team did against the column team.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Cell {
    /// The pairings between the two teams, by the row team's board.
    pub encounters: Vec<Encounter>,
}

impl Cell {
    /// Game points the row team scored.
    #[must_use]
    pub fn points(&self) -> GamePoints {
        self.encounters.iter().map(Encounter::points).sum()
    }

    /// Games played between them that count.
    #[must_use]
    pub fn finished(&self) -> usize {
        self.encounters.iter().map(Encounter::finished).sum()
    }

    /// The boards, as `1-2 2-2` (row board, column board).
    #[must_use]
    pub fn boards(&self) -> String {
        self.encounters
            .iter()
            .map(|e| format!("{}-{}", e.board, e.opponent_board))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// A team's row: its cells against every team, and its standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrosstableRow {
    /// The team.
    pub team: TeamId,
    /// Its letter (A, B, ...).
    pub letter: String,
    /// Its name.
    pub name: String,
    /// One cell per team of the division, in letter order (empty on the
    /// diagonal).
    pub cells: Vec<Cell>,
    /// Its line in the standings.
    pub standing: Option<StandingsRow>,
    /// Every encounter of the team, by its board: the board-by-board view.
    pub boards: Vec<Encounter>,
}

/// The crosstable of a division.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// The division's name.
    pub division: String,
    /// One row per team, in letter order.
    pub rows: Vec<CrosstableRow>,
}

impl Crosstable {
    /// Rows in order of place (then letter), for a published table.
    #[must_use]
    pub fn by_place(&self) -> Vec<&CrosstableRow> {
        let mut rows: Vec<&CrosstableRow> = self.rows.iter().collect();
        rows.sort_by_key(|r| r.standing.as_ref().map_or(u32::MAX, |s| s.place));
        rows
    }
}

/// Builds the crosstable of `division` of `season`.
#[must_use]
pub fn crosstable(project: &Project, season: &Season, division: &Division) -> Crosstable {
    let standings = division_standings(project, season, division);
    let score = |white: (TeamId, u8), black: (TeamId, u8)| {
        pairing_game(project, &division.name, white, black)
            .and_then(|g| counted_white_score(&season.records, g))
    };
    let player = |team: TeamId, board: u8| division.team(team).and_then(|t| t.player_on(board));
    let mut rows = Vec::with_capacity(division.teams.len());
    for (index, team) in division.teams.iter().enumerate() {
        let mut boards = Vec::new();
        for p in &division.pairings {
            let sides = if p.team == team.id {
                ((p.team, p.board), (p.opponent_team, p.opponent_board))
            } else if p.opponent_team == team.id {
                ((p.opponent_team, p.opponent_board), (p.team, p.board))
            } else {
                continue;
            };
            let (me, them) = sides;
            boards.push(Encounter {
                board: me.1,
                player: player(me.0, me.1),
                opponent_team: them.0,
                opponent_board: them.1,
                opponent: player(them.0, them.1),
                white: score(me, them),
                black: score(them, me).map(GameScore::opponent),
            });
        }
        boards.sort_by_key(|e| (e.board, e.opponent_board));
        let cells = division
            .teams
            .iter()
            .map(|other| Cell {
                encounters: boards
                    .iter()
                    .filter(|e| e.opponent_team == other.id && other.id != team.id)
                    .cloned()
                    .collect(),
            })
            .collect();
        let name = team_label(division, team.id);
        rows.push(CrosstableRow {
            team: team.id,
            letter: super::division::team_letter(index),
            standing: standings.rows.iter().find(|r| r.team == name).cloned(),
            name,
            cells,
            boards,
        });
    }
    Crosstable {
        division: division.name.clone(),
        rows,
    }
}
