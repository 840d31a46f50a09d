//! Which adjudication cases the Organiser is looking at: a season of
//! 1,600 games can hold over a thousand cases (C19), so the list is
//! filtered by state, division, team and deadline, and searched by game
//! id, player or team name. The window keeps a [`CaseFilter`] and asks
//! [`filtered_cases`] which cases to show.

use chrono::{Days, NaiveDate};

use super::case::{AdjudicationCase, CaseState};
use super::due::Party;
use crate::check_summary::grouped;
use crate::ids::GameId;
use crate::project::Project;

/// Which cases by their next deadline.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum DeadlineFilter {
    /// Every case.
    #[default]
    Any,
    /// Cases with a step overdue today.
    Overdue,
    /// Cases with a step due within this many days from today, not yet
    /// overdue (a step due now, with no day set, counts).
    Within(u32),
}

/// The filters and search of the cases list; the default shows every case.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CaseFilter {
    /// Only cases of games of this season (by name): an earlier season's
    /// cases as they stood.
    pub season: Option<String>,
    /// Only cases in this state.
    pub state: Option<CaseState>,
    /// Only cases of this division.
    pub division: Option<String>,
    /// Only cases of games this team (by name) plays.
    pub team: Option<String>,
    /// Only cases by their next deadline.
    pub deadline: DeadlineFilter,
    /// Game id, player or team name, any part of it, any case.
    pub search: String,
}

/// True when a step of `case` is overdue on `today`: its earliest dated
/// step has passed, or, with no dated step, the Organiser owes the C25
/// default now. One answer for the list's colour and its filter.
#[must_use]
pub fn overdue(case: &AdjudicationCase, today: NaiveDate) -> bool {
    let due = case.due(today);
    match due.iter().filter_map(|d| d.by).min() {
        Some(by) => today > by,
        None => due
            .iter()
            .find(|d| d.from == Party::Organiser)
            .is_some_and(|d| d.rule == "C25"),
    }
}

/// The names of the two teams whose game `game` is ("" when it has no
/// pairing or the team is gone).
#[must_use]
pub fn case_teams(project: &Project, game: GameId) -> [String; 2] {
    let name = |t| project.team(t).map(|t| t.name.clone()).unwrap_or_default();
    project
        .game(game)
        .and_then(|g| g.pairing.as_ref())
        .map_or_else(Default::default, |p| {
            [name(p.white_team), name(p.black_team)]
        })
}

impl CaseFilter {
    /// True when `case` passes every filter and the search on `today`.
    #[must_use]
    pub fn matches(&self, project: &Project, case: &AdjudicationCase, today: NaiveDate) -> bool {
        if self.state.is_some_and(|s| case.state(today) != s) {
            return false;
        }
        let game = project.game(case.game);
        let pairing = game.and_then(|g| g.pairing.as_ref());
        let current = project
            .competition()
            .and_then(|c| c.seasons.last())
            .map_or("", |s| s.name.as_str());
        if let Some(season) = &self.season
            && pairing.is_none_or(|p| p.season_name(current) != season)
        {
            return false;
        }
        if let Some(d) = &self.division
            && pairing.is_none_or(|p| &p.division != d)
        {
            return false;
        }
        let teams = case_teams(project, case.game);
        if let Some(t) = &self.team
            && !teams.contains(t)
        {
            return false;
        }
        let ok = match self.deadline {
            DeadlineFilter::Any => true,
            DeadlineFilter::Overdue => overdue(case, today),
            DeadlineFilter::Within(days) => {
                let until = today.checked_add_days(Days::new(u64::from(days)));
                let due = case.due(today);
                !overdue(case, today)
                    && match due.iter().filter_map(|d| d.by).min() {
                        Some(by) => until.is_none_or(|u| by <= u),
                        None => due.iter().any(|d| d.from == Party::Organiser),
                    }
            }
        };
        if !ok {
            return false;
        }
        let needle = self.search.trim().to_lowercase();
        if needle.is_empty() {
            return true;
        }
        let mut haystack = vec![case.game.to_string()];
        if let Some(g) = game {
            haystack.push(project.player_name(g.white).to_owned());
            haystack.push(project.player_name(g.black).to_owned());
        }
        haystack.extend(teams);
        haystack.iter().any(|h| h.to_lowercase().contains(&needle))
    }
}

/// The cases of `project` that `filter` lets through on `today`, in the
/// project's order.
#[must_use]
pub fn filtered_cases<'a>(
    project: &'a Project,
    filter: &CaseFilter,
    today: NaiveDate,
) -> Vec<&'a AdjudicationCase> {
    project
        .adjudications()
        .iter()
        .filter(|c| filter.matches(project, c, today))
        .collect()
}

/// "showing 12 of 1,271 cases".
#[must_use]
pub fn showing(shown: usize, total: usize) -> String {
    format!(
        "showing {} of {} case{}",
        grouped(shown),
        grouped(total),
        if total == 1 { "" } else { "s" }
    )
}
