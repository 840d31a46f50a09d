//! Entries: companies, divisions and their boards (C05, C06), teams and
//! their players (C06, C07, C11, C13, E9.1).

use super::command::{
    TournamentCommand, division, division_mut, err, event, season, season_mut, tc,
};
use super::company::Company;
use super::division::Division;
use super::error::TournamentError;
use super::team::Team;
use crate::domain::command::{Command, DomainError, Event};
use crate::domain::ids::{CompanyId, TeamId};
use crate::domain::project::Project;

use TournamentCommand as T;

pub(super) fn set_company(project: &mut Project, company: Company) -> Result<Event, DomainError> {
    let summary = format!("entered company {}", company.name);
    match project.companies.iter_mut().find(|c| c.id == company.id) {
        Some(slot) => {
            let old = std::mem::replace(slot, company);
            Ok(event(summary, T::SetCompany(old)))
        }
        None => {
            let id = company.id;
            project.companies.push(company);
            Ok(event(summary, T::RemoveCompany(id)))
        }
    }
}

pub(super) fn remove_company(project: &mut Project, id: CompanyId) -> Result<Event, DomainError> {
    if project
        .competition
        .iter()
        .flat_map(|c| c.seasons.iter())
        .flat_map(|s| s.divisions.iter())
        .flat_map(|d| d.teams.iter())
        .any(|t| t.company == id || t.partner == Some(id))
    {
        return Err(err(TournamentError::CompanyInUse(id)));
    }
    let index = project
        .companies
        .iter()
        .position(|c| c.id == id)
        .ok_or(err(TournamentError::UnknownCompany(id)))?;
    let old = project.companies.remove(index);
    Ok(event(
        format!("removed company {}", old.name),
        T::SetCompany(old),
    ))
}

pub(super) fn add_division(
    project: &mut Project,
    division: Division,
    index: Option<usize>,
) -> Result<Event, DomainError> {
    let s = season_mut(project)?;
    if s.divisions.iter().any(|d| d.name == division.name) {
        return Err(err(TournamentError::DuplicateDivision(
            division.name.clone(),
        )));
    }
    let name = division.name.clone();
    let at = index.unwrap_or(s.divisions.len()).min(s.divisions.len());
    s.divisions.insert(at, division);
    Ok(event(format!("added {name}"), T::RemoveDivision(name)))
}

pub(super) fn remove_division(project: &mut Project, name: String) -> Result<Event, DomainError> {
    let s = season_mut(project)?;
    let index = s
        .divisions
        .iter()
        .position(|d| d.name == name)
        .ok_or_else(|| err(TournamentError::UnknownDivision(name.clone())))?;
    let old = s.divisions.remove(index);
    Ok(event(
        format!("removed {name}"),
        T::AddDivision {
            division: Box::new(old),
            index: Some(index),
        },
    ))
}

pub(super) fn edit_division(
    project: &mut Project,
    name: String,
    new_name: String,
    boards: u8,
) -> Result<Event, DomainError> {
    if new_name != name && division(project, &new_name).is_ok() {
        return Err(err(TournamentError::DuplicateDivision(new_name)));
    }
    let d = division_mut(project, &name)?;
    if boards != d.boards && d.boards_fixed() {
        return Err(err(TournamentError::BoardsFixed {
            division: name,
            boards: d.boards,
        }));
    }
    let undo = T::EditDivision {
        division: new_name.clone(),
        name: d.name.clone(),
        boards: d.boards,
    };
    d.name.clone_from(&new_name);
    d.boards = boards;
    if new_name != name {
        for g in &mut project.games {
            if let Some(p) = &mut g.pairing
                && p.division == name
                && p.is_current()
            {
                p.division.clone_from(&new_name);
            }
        }
    }
    Ok(event(format!("{new_name} has {boards} boards"), undo))
}

pub(super) fn set_team(
    project: &mut Project,
    name: String,
    team: Team,
) -> Result<Event, DomainError> {
    if project.company(team.company).is_none() {
        return Err(err(TournamentError::UnknownCompany(team.company)));
    }
    if let Some(p) = team.players.iter().find(|p| project.player(**p).is_none()) {
        return Err(err(TournamentError::UnknownPlayer(*p)));
    }
    if season(project)?
        .divisions
        .iter()
        .any(|d| d.name != name && d.team(team.id).is_some())
    {
        return Err(err(TournamentError::TeamElsewhere(team.id)));
    }
    let d = division_mut(project, &name)?;
    if team.players.len() > usize::from(d.boards) {
        return Err(err(TournamentError::TooManyPlayers {
            team: team.name,
            players: team.players.len(),
            boards: d.boards,
        }));
    }
    let summary = format!("entered {} in {name}", team.name);
    match d.teams.iter_mut().find(|t| t.id == team.id) {
        Some(slot) => {
            let old = std::mem::replace(slot, team);
            Ok(event(
                summary,
                T::SetTeam {
                    division: name,
                    team: old,
                },
            ))
        }
        None => {
            let id = team.id;
            d.teams.push(team);
            Ok(event(
                summary,
                T::RemoveTeam {
                    division: name,
                    team: id,
                },
            ))
        }
    }
}

pub(super) fn remove_team(
    project: &mut Project,
    name: String,
    team: TeamId,
) -> Result<Event, DomainError> {
    let d = division_mut(project, &name)?;
    let index = d
        .teams
        .iter()
        .position(|t| t.id == team)
        .ok_or(err(TournamentError::UnknownTeam(team)))?;
    if d.is_paired(team) {
        return Err(err(TournamentError::TeamPaired(
            d.teams[index].name.clone(),
        )));
    }
    let order: Vec<TeamId> = d.teams.iter().map(|t| t.id).collect();
    let seed = d.draw_seed;
    let old = d.teams.remove(index);
    let summary = format!("removed {} from {name}", old.name);
    // Undo: put the team back, then its place in the order.
    Ok(Event {
        summary,
        undo: Command::Batch(vec![
            tc(T::SetTeam {
                division: name.clone(),
                team: old,
            }),
            tc(T::SetTeamOrder {
                division: name,
                order,
                draw_seed: seed,
            }),
        ]),
    })
}
