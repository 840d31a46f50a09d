//! The start of a new season and its undo (C31, C32).

use super::command::{TournamentCommand, err, event};
use super::error::TournamentError;
use super::records::Champions;
use super::season::Season;
use super::trophies::Trophy;
use crate::command::{DomainError, Event};
use crate::project::Project;

use TournamentCommand as T;

pub(super) fn start_season(
    project: &mut Project,
    new: Box<Season>,
    champions: Option<Champions>,
    trophies: Vec<Trophy>,
) -> Result<Event, DomainError> {
    let competition = project
        .competition
        .as_mut()
        .ok_or(err(TournamentError::NoSeason))?;
    let current = competition
        .seasons
        .last_mut()
        .ok_or(err(TournamentError::NoSeason))?;
    let old = std::mem::replace(&mut current.records.champions, champions);
    let old_trophies = std::mem::replace(&mut current.records.trophies, trophies);
    let ending = current.name.clone();
    let name = new.name.clone();
    competition.seasons.push(*new);
    // The games played so far belong to the season ending.
    for p in project.games.iter_mut().filter_map(|g| g.pairing.as_mut()) {
        if p.is_current() {
            p.season.clone_from(&ending);
        }
    }
    Ok(event(
        format!("started season {name}"),
        T::DropSeason {
            champions: old,
            trophies: old_trophies,
        },
    ))
}

pub(super) fn drop_season(
    project: &mut Project,
    champions: Option<Champions>,
    trophies: Vec<Trophy>,
) -> Result<Event, DomainError> {
    let competition = project
        .competition
        .as_mut()
        .ok_or(err(TournamentError::NoSeason))?;
    if competition.seasons.len() < 2 {
        return Err(err(TournamentError::NoEarlierSeason));
    }
    if let Some(g) = project
        .games
        .iter()
        .find(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()))
    {
        return Err(err(TournamentError::SeasonHasGames(g.id)));
    }
    let Some(dropped) = competition.seasons.pop() else {
        return Err(err(TournamentError::NoEarlierSeason));
    };
    let (old, old_trophies) = competition
        .seasons
        .last_mut()
        .map(|s| {
            (
                std::mem::replace(&mut s.records.champions, champions),
                std::mem::replace(&mut s.records.trophies, trophies),
            )
        })
        .unwrap_or_default();
    // The games of the season that is current again are current.
    let back = competition
        .seasons
        .last()
        .map(|s| s.name.clone())
        .unwrap_or_default();
    for p in project.games.iter_mut().filter_map(|g| g.pairing.as_mut()) {
        if p.season == back {
            p.season.clear();
        }
    }
    Ok(event(
        format!("dropped season {}", dropped.name),
        T::StartSeason {
            season: Box::new(dropped),
            champions: old,
            trophies: old_trophies,
        },
    ))
}
