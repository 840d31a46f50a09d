//! The start of a new season (C31, C32).

use super::command::err;
use super::error::TournamentError;
use super::records::Champions;
use super::season::Season;
use super::trophies::Trophy;
use crate::command::DomainError;
use crate::project::Project;

pub(super) fn start_season(
    project: &mut Project,
    new: Box<Season>,
    champions: Option<Champions>,
    trophies: Vec<Trophy>,
) -> Result<String, DomainError> {
    let competition = project
        .competition
        .as_mut()
        .ok_or(err(TournamentError::NoSeason))?;
    let current = competition
        .seasons
        .last_mut()
        .ok_or(err(TournamentError::NoSeason))?;
    current.records.champions = champions;
    current.records.trophies = trophies;
    let ending = current.name.clone();
    let name = new.name.clone();
    competition.seasons.push(*new);
    // The games played so far belong to the season ending.
    for p in project.games.iter_mut().filter_map(|g| g.pairing.as_mut()) {
        if p.is_current() {
            p.season.clone_from(&ending);
        }
    }
    Ok(format!("started season {name}"))
}
