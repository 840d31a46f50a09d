//! Rollover to a new season: two up, two down between divisions (C32),
//! the champions recorded (C31).
//!
//! [`propose_rollover`] reads the final standings of each division and
//! proposes next season's divisions: the top two of every division but the
//! first go up one division, the bottom two of every division but the last
//! go down one (never a team already going up). The Organiser may move any
//! team before confirming ([`RolloverPlan::move_team`], "unless the
//! Committee decides otherwise"); [`RolloverPlan::command`] makes the
//! command that records the champions and starts the season. Teams keep
//! their ids, names, companies and players; pairings and the draw start
//! empty; the records start empty except the fees, carried over.

use super::command::TournamentCommand;
use super::division::Division;
use super::records::{Champions, SeasonRecords};
use super::results::{division_standings, team_label};
use super::season::{Season, SeasonCalendar};
use super::team::Team;
use super::trophies::Trophy;
use crate::command::Command;
use crate::ids::TeamId;
use crate::project::Project;

/// How many teams go up and down between two divisions (C32).
pub const UP_AND_DOWN: usize = 2;

/// Why a team changes division.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Movement {
    /// Promoted one division (C32).
    Promoted,
    /// Relegated one division (C32).
    Relegated,
    /// Moved by the Organiser (the Committee decided otherwise, C32).
    Moved,
}

/// One team's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMove {
    /// The team.
    pub team: TeamId,
    /// Division index it leaves (0 = first).
    pub from: usize,
    /// Division index it joins.
    pub to: usize,
    /// Why.
    pub movement: Movement,
}

/// Next season as proposed, to be reviewed before confirming.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RolloverPlan {
    /// The new season's name.
    pub name: String,
    /// Its calendar.
    pub calendar: SeasonCalendar,
    /// Team ids per division, top division first, in final order of the
    /// season ending (newcomers after).
    pub divisions: Vec<Vec<TeamId>>,
    /// The moves proposed and made.
    pub moves: Vec<TeamMove>,
    /// The champions of the season ending (C31): first place of the first
    /// division, more than one when shared (C30).
    pub champions: Option<Champions>,
    /// Every division's trophy of the season ending, the first division's
    /// (the premier trophy) first (C30, C31).
    pub trophies: Vec<Trophy>,
    /// Places decided as shared at a promotion or relegation line, for the
    /// Organiser to look at.
    pub notes: Vec<String>,
}

/// Why a plan cannot be changed or confirmed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RolloverError {
    /// The project has no season.
    #[error("the project has no season to roll over")]
    NoSeason,
    /// The team is not in the plan.
    #[error("team {0} is not in the plan")]
    UnknownTeam(TeamId),
    /// No such division.
    #[error("there is no division {0} in the plan")]
    UnknownDivision(usize),
}

/// Proposes next season from the final standings of the current one.
pub fn propose_rollover(
    project: &Project,
    name: impl Into<String>,
    calendar: SeasonCalendar,
) -> Result<RolloverPlan, RolloverError> {
    let season = project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .ok_or(RolloverError::NoSeason)?;
    let count = season.divisions.len();
    let mut finishing: Vec<Vec<TeamId>> = Vec::with_capacity(count);
    let mut champions = None;
    let mut trophies = Vec::new();
    let mut notes = Vec::new();
    for (i, d) in season.divisions.iter().enumerate() {
        let table = division_standings(project, season, d);
        let id_of = |name: &str| d.teams.iter().find(|t| t.name == name).map(|t| t.id);
        let mut order: Vec<TeamId> = table.rows.iter().filter_map(|r| id_of(&r.team)).collect();
        for t in &d.teams {
            if !order.contains(&t.id) {
                order.push(t.id);
            }
        }
        // An expelled company's teams leave the competition (C09): they
        // are neither promoted nor relegated, nor carried, billed or
        // reminded next season.
        let expelled = |id: &TeamId| {
            d.team(*id).is_some_and(|t| {
                std::iter::once(t.company)
                    .chain(t.partner)
                    .any(|c| super::expulsion::is_expelled(&season.records, c))
            })
        };
        for t in order.iter().filter(|t| expelled(t)) {
            notes.push(format!(
                "{}: {} was expelled (C09) and leaves the competition",
                d.name,
                team_label(d, *t)
            ));
        }
        order.retain(|t| !expelled(t));
        // The first division's trophy holders are the Champions (C31).
        let trophy = Trophy::from_table(project, d, &table);
        if i == 0 {
            champions = trophy.as_ref().map(|t| Champions {
                teams: t.teams.clone(),
                names: t.names.clone(),
            });
        }
        trophies.extend(trophy);
        // A shared place across a line of two.
        let n = table.rows.len();
        for line in [UP_AND_DOWN, n.saturating_sub(UP_AND_DOWN)] {
            if line > 0 && line < n && table.rows[line - 1].place == table.rows[line].place {
                notes.push(format!(
                    "{}: {} and {} share place {} across a promotion or relegation line",
                    d.name,
                    table.rows[line - 1].team,
                    table.rows[line].team,
                    table.rows[line].place
                ));
            }
        }
        finishing.push(order);
    }
    let mut moves = Vec::new();
    let mut divisions: Vec<Vec<TeamId>> = vec![Vec::new(); count];
    for (i, order) in finishing.iter().enumerate() {
        let up: Vec<TeamId> = if i > 0 {
            order.iter().take(UP_AND_DOWN).copied().collect()
        } else {
            Vec::new()
        };
        let down: Vec<TeamId> = if i + 1 < count {
            order
                .iter()
                .rev()
                .take(UP_AND_DOWN)
                .filter(|t| !up.contains(t))
                .copied()
                .collect()
        } else {
            Vec::new()
        };
        for &t in order {
            let (to, movement) = if up.contains(&t) {
                (i - 1, Some(Movement::Promoted))
            } else if down.contains(&t) {
                (i + 1, Some(Movement::Relegated))
            } else {
                (i, None)
            };
            divisions[to].push(t);
            if let Some(movement) = movement {
                moves.push(TeamMove {
                    team: t,
                    from: i,
                    to,
                    movement,
                });
            }
        }
    }
    // In each new division, teams coming down are listed first, then those
    // staying (in final order), then teams coming up.
    for (i, teams) in divisions.iter_mut().enumerate() {
        let rank = |t: &TeamId| {
            moves
                .iter()
                .find(|m| m.team == *t && m.to == i)
                .map_or(1, |m| match m.movement {
                    Movement::Relegated => 0,
                    _ => 2,
                })
        };
        teams.sort_by_key(rank);
    }
    Ok(RolloverPlan {
        name: name.into(),
        calendar,
        divisions,
        moves,
        champions,
        trophies,
        notes,
    })
}

impl RolloverPlan {
    /// Moves a team to division `to` (the Organiser overriding C32).
    pub fn move_team(&mut self, team: TeamId, to: usize) -> Result<(), RolloverError> {
        if to >= self.divisions.len() {
            return Err(RolloverError::UnknownDivision(to));
        }
        let from = self
            .divisions
            .iter()
            .position(|d| d.contains(&team))
            .ok_or(RolloverError::UnknownTeam(team))?;
        if from == to {
            return Ok(());
        }
        self.divisions[from].retain(|t| *t != team);
        self.divisions[to].push(team);
        let original = self
            .moves
            .iter()
            .find(|m| m.team == team)
            .map_or(from, |m| m.from);
        self.moves.retain(|m| m.team != team);
        if original != to {
            self.moves.push(TeamMove {
                team,
                from: original,
                to,
                movement: Movement::Moved,
            });
        }
        Ok(())
    }

    /// The new season this plan makes from the current one.
    pub fn season(&self, project: &Project) -> Result<Season, RolloverError> {
        let current = project
            .competition
            .as_ref()
            .and_then(|c| c.seasons.last())
            .ok_or(RolloverError::NoSeason)?;
        let team = |id: TeamId| -> Option<Team> {
            current.divisions.iter().find_map(|d| d.team(id)).cloned()
        };
        let divisions = current
            .divisions
            .iter()
            .zip(&self.divisions)
            .map(|(old, ids)| Division {
                name: old.name.clone(),
                boards: old.boards,
                teams: ids.iter().filter_map(|id| team(*id)).collect(),
                draw_seed: None,
                pairings: Vec::new(),
            })
            .collect();
        Ok(Season {
            name: self.name.clone(),
            calendar: self.calendar.clone(),
            divisions,
            records: SeasonRecords {
                fees: current.records.fees.clone(),
                membership: current.records.membership.clone(),
                results_need_record: current.records.results_need_record,
                ..SeasonRecords::default()
            },
        })
    }

    /// The command that records the champions and starts the new season.
    pub fn command(&self, project: &Project) -> Result<Command, RolloverError> {
        Ok(Command::Tournament(TournamentCommand::StartSeason {
            season: Box::new(self.season(project)?),
            champions: self.champions.clone(),
            trophies: self.trophies.clone(),
        }))
    }
}

/// What stands open in the season ending on `today` and could still change
/// its final tables (and so the champions and who goes up and down, C31,
/// C32): adjudication cases not yet final (claims, panel, an appeal still
/// possible or waiting, C24-C27) and games with neither result nor case.
/// Rolling over is the Organiser's decision; these are said before it.
#[must_use]
pub fn rollover_cautions(project: &Project, today: chrono::NaiveDate) -> Vec<String> {
    use crate::adjudication::CaseState;
    let Some(season) = project.competition.as_ref().and_then(|c| c.seasons.last()) else {
        return Vec::new();
    };
    let in_season = |g: &crate::game::Game| {
        g.pairing.as_ref().is_some_and(|p| {
            p.is_current() && season.divisions.iter().any(|d| d.name == p.division)
        })
    };
    let mut out = Vec::new();
    for g in project.games.iter().filter(|g| in_season(g)) {
        match project.adjudication(g.id) {
            Some(case) => {
                let state = case.state(today);
                if state != CaseState::Final {
                    let until = case
                        .decision
                        .as_ref()
                        .filter(|_| state == CaseState::Decided)
                        .map(|d| format!(" until {}", d.appeal_deadline))
                        .unwrap_or_default();
                    out.push(format!(
                        "game {} is {state}{until}: its result can still change the tables (C27)",
                        g.id
                    ));
                }
            }
            None if g.result.is_none() => out.push(format!(
                "game {} has no result and no adjudication case (C19)",
                g.id
            )),
            None => {}
        }
    }
    out
}
