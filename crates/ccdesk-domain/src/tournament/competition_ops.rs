//! Starting a team competition in a project that has none (C03, C04),
//! changing the current season's dates (C09-C11, C16, C19, C24, C25, C28)
//! and naming its Organiser with his address (C03, P12).
//!
//! [`start_competition`] and [`remove_competition`] undo each other, as do
//! two [`set_calendar`]s and two [`set_organiser`]s. A competition is only removed while none of its
//! seasons has a division, so an undo never throws away entries.

use super::command::{TournamentCommand, TournamentError};
use super::season::{Competition, SeasonCalendar};
use crate::command::{Command, DomainError, Event};
use crate::date_problem::DateProblem;
use crate::project::Project;

/// Why the season's dates cannot be used, or `None` when they follow one
/// another as the rules expect: entries before forms before pairings before
/// play; play closes before the adjudication submissions, which come before
/// both sides are in default (C10, C11, C16, C19, C24, C25).
#[must_use]
pub fn calendar_problem(c: &SeasonCalendar) -> Option<DateProblem> {
    let steps = [
        ("entries (C10)", c.entries),
        ("team forms (C11)", c.forms),
        ("pairings (C16)", c.pairings),
        ("start of play (C19)", c.play_starts),
        ("close of play (C19)", c.play_closes),
        ("adjudication submissions (C24)", c.submissions),
        ("both sides in default (C25)", c.both_default),
    ];
    for pair in steps.windows(2) {
        if let [(a, da), (b, db)] = pair
            && db < da
        {
            return Some(DateProblem::CalendarOutOfOrder {
                earlier: a,
                earlier_date: *da,
                later: b,
                later_date: *db,
            });
        }
    }
    if c.fees_due < c.entries || c.fees_due > c.play_closes {
        return Some(DateProblem::FeesDueOutside {
            fees_due: c.fees_due,
            entries: c.entries,
            closes: c.play_closes,
        });
    }
    None
}

fn refuse(refusal: TournamentError) -> DomainError {
    DomainError::Tournament(refusal)
}

/// Gives the project its team competition. Refused when it has one, when
/// the competition has no season or no name, or when the current season's
/// dates are out of order.
pub fn start_competition(
    project: &mut Project,
    competition: Competition,
) -> Result<Event, DomainError> {
    if let Some(c) = &project.competition {
        return Err(refuse(TournamentError::CompetitionExists(c.name.clone())));
    }
    if competition.name.trim().is_empty() {
        return Err(refuse(TournamentError::CompetitionUnnamed));
    }
    let Some(season) = competition.seasons.last() else {
        return Err(DomainError::Tournament(TournamentError::NoSeason));
    };
    if season.name.trim().is_empty() {
        return Err(refuse(TournamentError::SeasonUnnamed));
    }
    if let Some(problem) = calendar_problem(&season.calendar) {
        return Err(DomainError::BadDate(problem));
    }
    let summary = format!("started {} season {}", competition.name, season.name);
    project.competition = Some(competition);
    Ok(Event {
        summary: summary.into(),
        undo: Command::Tournament(TournamentCommand::RemoveCompetition),
    })
}

/// The one step that starts `competition` in `project`: with it the
/// project takes the competition's name while it still has a new
/// project's ([`Project::UNNAMED`]), so the packets' footers, the
/// calendar file and the title bar name the competition; a project the
/// user named keeps its name. Undone as one step.
#[must_use]
pub fn start_competition_command(project: &Project, competition: Competition) -> Command {
    let rename = (project.name().trim() == Project::UNNAMED).then(|| Command::RenameProject {
        name: competition.name.trim().to_owned(),
    });
    let start = Command::Tournament(TournamentCommand::StartCompetition(Box::new(competition)));
    match rename {
        Some(rename) => Command::Batch(vec![start, rename]),
        None => start,
    }
}

/// Takes the competition out of the project again (undoes
/// [`start_competition`]). Refused while a season has a division.
pub fn remove_competition(project: &mut Project) -> Result<Event, DomainError> {
    let Some(c) = &project.competition else {
        return Err(DomainError::Tournament(TournamentError::NoSeason));
    };
    if let Some(d) = c.seasons.iter().flat_map(|s| s.divisions.iter()).next() {
        return Err(refuse(TournamentError::CompetitionHasDivisions {
            competition: c.name.clone(),
            division: d.name.clone(),
        }));
    }
    let Some(old) = project.competition.take() else {
        return Err(DomainError::Tournament(TournamentError::NoSeason));
    };
    Ok(Event {
        summary: format!("removed the competition {}", old.name).into(),
        undo: Command::Tournament(TournamentCommand::StartCompetition(Box::new(old))),
    })
}

/// Names the competition's Organiser and his postal address (C03; P12).
/// Refused without a competition.
pub fn set_organiser(
    project: &mut Project,
    name: String,
    address: String,
) -> Result<Event, DomainError> {
    let competition = project
        .competition
        .as_mut()
        .ok_or(DomainError::Tournament(TournamentError::NoSeason))?;
    let summary = if name.trim().is_empty() {
        "the competition names no Organiser".to_owned()
    } else {
        format!("{} is the Organiser", name.trim())
    };
    let old_name = std::mem::replace(&mut competition.organiser, name);
    let old_address = std::mem::replace(&mut competition.organiser_address, address);
    Ok(Event {
        summary: summary.into(),
        undo: Command::Tournament(TournamentCommand::SetOrganiser {
            name: old_name,
            address: old_address,
        }),
    })
}

/// Replaces the current season's dates. Refused when they are out of order.
pub fn set_calendar(project: &mut Project, calendar: SeasonCalendar) -> Result<Event, DomainError> {
    if let Some(problem) = calendar_problem(&calendar) {
        return Err(DomainError::BadDate(problem));
    }
    // A close of play before a move already sent would leave that move
    // standing against the rule (C19): `check` would refuse the file.
    let late = project
        .games()
        .iter()
        .filter(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()))
        .filter_map(|g| {
            super::close_of_play::first_late_move(&g.moves, calendar.play_closes)
                .map(|late| (g.id, late))
        })
        .min_by_key(|(game, late)| (late.sent, *game));
    if let Some((game, late)) = late {
        return Err(DomainError::BadDate(DateProblem::CloseBeforeMove {
            game,
            late,
        }));
    }
    let season = project
        .competition
        .as_mut()
        .and_then(|c| c.seasons.last_mut())
        .ok_or(DomainError::Tournament(TournamentError::NoSeason))?;
    let old = std::mem::replace(&mut season.calendar, calendar);
    Ok(Event {
        summary: format!("changed the dates of season {}", season.name).into(),
        undo: Command::Tournament(TournamentCommand::SetCalendar(Box::new(old))),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::command::apply;
    use crate::tournament::records::SeasonRecords;
    use crate::tournament::season::Season;

    fn competition() -> Competition {
        Competition {
            name: "Inter-Office".into(),
            organiser: String::new(),
            organiser_address: String::new(),
            seasons: vec![Season {
                name: "2025-26".into(),
                calendar: SeasonCalendar::default_for(2025).unwrap(),
                divisions: Vec::new(),
                records: SeasonRecords::default(),
            }],
        }
    }

    #[test]
    fn a_new_project_takes_the_competitions_name_and_gives_it_back_in_one_undo() {
        let mut project = Project::new(Project::UNNAMED);
        let command = start_competition_command(&project, competition());
        let event = apply(&mut project, command).unwrap();
        assert_eq!(project.name(), "Inter-Office");
        assert!(project.competition().is_some());
        apply(&mut project, event.undo).unwrap();
        assert_eq!(project, Project::new(Project::UNNAMED));
    }

    #[test]
    fn a_named_project_keeps_its_name() {
        let mut project = Project::new("My league desk");
        let command = start_competition_command(&project, competition());
        apply(&mut project, command).unwrap();
        assert_eq!(project.name(), "My league desk");
    }
}
