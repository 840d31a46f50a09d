//! Which games an export writes: one, a team's, a division's or all.

use std::str::FromStr;

use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;

/// The games to export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Selection {
    /// Every game of the project, in project order.
    All,
    /// One game.
    Game(GameId),
    /// The games of a division of the current season (by name).
    Division(String),
    /// The games a team of the current season plays (by name).
    Team(String),
}

/// Why nothing can be exported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// No game has the id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// No division has the name.
    #[error("there is no division \"{0}\"")]
    UnknownDivision(String),
    /// No team has the name.
    #[error("there is no team \"{0}\"")]
    UnknownTeam(String),
    /// A game id that is not `12` or `g12`.
    #[error("`{0}` is not a game id (write 12 or g12)")]
    BadGameId(String),
}

/// Reads a game id written `12` or `g12`.
impl FromStr for Selection {
    type Err = ExportError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<GameId>()
            .map(Selection::Game)
            .map_err(|_| ExportError::BadGameId(s.to_owned()))
    }
}

/// The games `selection` names, in project order.
pub fn select_games<'p>(
    project: &'p Project,
    selection: &Selection,
) -> Result<Vec<&'p Game>, ExportError> {
    match selection {
        Selection::All => Ok(project.games().iter().collect()),
        Selection::Game(id) => project
            .game(*id)
            .map(|g| vec![g])
            .ok_or(ExportError::UnknownGame(*id)),
        Selection::Division(name) => {
            if !project.divisions().iter().any(|d| d.name == *name) {
                return Err(ExportError::UnknownDivision(name.clone()));
            }
            Ok(project
                .games()
                .iter()
                .filter(|g| {
                    g.pairing
                        .as_ref()
                        .is_some_and(|p| p.is_current() && p.division == *name)
                })
                .collect())
        }
        Selection::Team(name) => {
            let ids: Vec<_> = project
                .teams()
                .filter(|t| t.name == *name)
                .map(|t| t.id)
                .collect();
            if ids.is_empty() {
                return Err(ExportError::UnknownTeam(name.clone()));
            }
            Ok(project
                .games()
                .iter()
                .filter(|g| {
                    g.pairing.as_ref().is_some_and(|p| {
                        p.is_current()
                            && (ids.contains(&p.white_team) || ids.contains(&p.black_team))
                    })
                })
                .collect())
        }
    }
}
