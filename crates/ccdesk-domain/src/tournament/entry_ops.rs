//! Entries: companies, divisions and their boards (C05, C06), teams and
//! their players (C06, C07, C11, C13, E9.1).

use super::command::{
    TournamentCommand, division, division_mut, err, event, season, season_mut, tc,
};
use super::company::Company;
use super::division::Division;
use super::error::TournamentError;
use super::team::Team;
use crate::command::{Command, DomainError, Event};
use crate::ids::{CompanyId, PlayerId, TeamId};
use crate::project::Project;

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
    if let Some(t) = d
        .teams
        .iter()
        .find(|t| t.players.len() > usize::from(boards))
    {
        return Err(err(TournamentError::TooManyPlayers {
            team: t.name.clone(),
            players: t.players.len(),
            boards,
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
        summary: summary.into(),
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

/// Where a team of the current season stands: its division's name and the
/// team as it is.
fn team_in_season(project: &Project, team: TeamId) -> Result<(String, Division), DomainError> {
    season(project)?
        .divisions
        .iter()
        .find(|d| d.team(team).is_some())
        .map(|d| (d.name.clone(), d.clone()))
        .ok_or(err(TournamentError::UnknownTeam(team)))
}

/// Refuses a change to the players of a paired team: from then on they
/// change only by a replacement the Organiser approves (C20).
fn players_open(division: &Division, team: &Team) -> Result<(), DomainError> {
    if division.is_paired(team.id) {
        return Err(err(TournamentError::PlayersFixed(team.name.clone())));
    }
    Ok(())
}

pub(super) fn remove_team_player(
    project: &mut Project,
    team: TeamId,
    player: PlayerId,
) -> Result<Event, DomainError> {
    let (division_name, division) = team_in_season(project, team)?;
    let Some(old) = division.team(team) else {
        return Err(err(TournamentError::UnknownTeam(team)));
    };
    players_open(&division, old)?;
    if !old.players.contains(&player) {
        return Err(err(TournamentError::NotInTeam {
            player: project.player_name(player).to_owned(),
            team: old.name.clone(),
        }));
    }
    let mut new = old.clone();
    new.players.retain(|p| *p != player);
    if new.captain == Some(player) {
        new.captain = None;
    }
    let summary = format!(
        "took {} off {} (the boards below move up, C14)",
        project.player_name(player),
        old.name
    );
    let mut e = set_team(project, division_name, new)?;
    e.summary = summary.into();
    Ok(e)
}

pub(super) fn move_team_player(
    project: &mut Project,
    player: PlayerId,
    team: TeamId,
    board: u8,
) -> Result<Event, DomainError> {
    if project.player(player).is_none() {
        return Err(err(TournamentError::UnknownPlayer(player)));
    }
    let (to_division_name, to_division) = team_in_season(project, team)?;
    let Some(to) = to_division.team(team) else {
        return Err(err(TournamentError::UnknownTeam(team)));
    };
    players_open(&to_division, to)?;
    let from = season(project)?.divisions.iter().find_map(|d| {
        d.teams
            .iter()
            .find(|t| t.id != team && t.players.contains(&player))
            .map(|t| (d.name.clone(), d.clone(), t.clone()))
    });
    let mut to_team = to.clone();
    to_team.players.retain(|p| *p != player);
    let at = usize::from(board.max(1)) - 1;
    if at > to_team.players.len() {
        // The first empty board is the lowest a player can join.
        return Err(err(TournamentError::EmptyBoard {
            team: to_team.name.clone(),
            board: u8::try_from(to_team.players.len() + 1).unwrap_or(u8::MAX),
        }));
    }
    to_team.players.insert(at, player);
    let mut steps = Vec::new();
    if let Some((from_division_name, from_division, from_team)) = from {
        players_open(&from_division, &from_team)?;
        let mut left = from_team;
        left.players.retain(|p| *p != player);
        if left.captain == Some(player) {
            left.captain = None;
        }
        steps.push(tc(T::SetTeam {
            division: from_division_name,
            team: left,
        }));
    }
    let summary = format!(
        "{} plays on board {} of {} (C14)",
        project.player_name(player),
        at + 1,
        to_team.name
    );
    steps.push(tc(T::SetTeam {
        division: to_division_name,
        team: to_team,
    }));
    let mut e = crate::command::apply(project, Command::Batch(steps))?;
    e.summary = summary.into();
    Ok(e)
}
