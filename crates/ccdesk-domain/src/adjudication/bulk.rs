//! The steps that act on many cases at once (opening the cases at the
//! close of play, C19; applying the C25 defaults): which games each would
//! touch, worked out before it is applied, so the window can say how many
//! and which and ask first. [`super::apply`] acts on the same games.

use chrono::NaiveDate;

use super::command::AdjudicationCommand;
use crate::check_summary::grouped;
use crate::ids::GameId;
use crate::project::Project;

/// The unfinished games of the current season (or of `division`) with a
/// move and no case yet: those that get a case at the close of play
/// (C19). A game without a move has no position to judge: the Organiser
/// rules on it (C19, C37).
#[must_use]
pub fn games_to_open(project: &Project, division: Option<&str>) -> Vec<GameId> {
    let Some(season) = project.competition().and_then(|c| c.seasons.last()) else {
        return Vec::new();
    };
    let opened: std::collections::HashSet<GameId> =
        project.adjudications().iter().map(|c| c.game).collect();
    project
        .games()
        .iter()
        .filter(|g| !g.is_finished())
        .filter(|g| !g.moves.is_empty())
        .filter(|g| {
            g.pairing.as_ref().is_some_and(|p| {
                p.is_current()
                    && season.divisions.iter().any(|d| d.name == p.division)
                    && division.is_none_or(|name| p.division == name)
            })
        })
        .filter(|g| !opened.contains(&g.id))
        .map(|g| g.id)
        .collect()
}

/// The cases whose C25 default is due on `today` and not yet applied.
#[must_use]
pub fn games_to_default(project: &Project, today: NaiveDate) -> Vec<GameId> {
    project
        .adjudications()
        .iter()
        .filter(|c| c.default_applied.is_none() && c.default_due(today).is_some())
        .map(|c| c.game)
        .collect()
}

/// The games a step acting on many cases would touch; `None` for a step
/// on one case.
#[must_use]
pub fn bulk_games(project: &Project, command: &AdjudicationCommand) -> Option<Vec<GameId>> {
    match command {
        AdjudicationCommand::OpenAtClose { division } => {
            Some(games_to_open(project, division.as_deref()))
        }
        AdjudicationCommand::ApplyDefaults { today } => Some(games_to_default(project, *today)),
        _ => None,
    }
}

/// The question before a step on many cases: "Apply the C25 default to
/// 1,271 cases?", then the first `first` games by id and players ("g3
/// Ann Lee – Bob Ray"), then "and 1,266 more" when there are more.
#[must_use]
pub fn bulk_question(
    project: &Project,
    command: &AdjudicationCommand,
    first: usize,
) -> Option<(String, Vec<String>)> {
    let games = bulk_games(project, command)?;
    let n = games.len();
    let cases = format!("{} case{}", grouped(n), if n == 1 { "" } else { "s" });
    let title = match command {
        AdjudicationCommand::OpenAtClose { division: Some(d) } => {
            format!("Open {cases} of {d} at the close of play (C19)?")
        }
        AdjudicationCommand::OpenAtClose { division: None } => {
            format!("Open {cases} at the close of play (C19)?")
        }
        _ => format!("Apply the C25 default to {cases}?"),
    };
    let mut lines: Vec<String> = games
        .iter()
        .take(first)
        .map(|&g| match project.game(g) {
            Some(game) => format!(
                "{g} {} – {}",
                project.player_name(game.white),
                project.player_name(game.black)
            ),
            None => g.to_string(),
        })
        .collect();
    if n > first {
        lines.push(format!("and {} more", grouped(n - first)));
    }
    Some((title, lines))
}
