//! The trophies of each season (C30, C31): every division's trophy goes to
//! the company whose team finished first; the first division's winners
//! are the Champions and hold the premier trophy. Where first place is
//! shared after board count and board elimination (C30), the trophy is
//! inscribed with every such company's name and each holds it for a
//! proportionate period of the year.
//!
//! The year a trophy is held runs from the first day of play of the next
//! season (the day the awards are made at the rollover's season) to the
//! day before the same date a year later; shared, it is split into equal
//! runs of days in the order the final table lists the holders, any odd
//! days going one each to the first holders.

use chrono::{Datelike, Days, NaiveDate};
use serde::{Deserialize, Serialize};

use super::season::{Competition, Season};
use super::standings::Standings;
use crate::ids::TeamId;
use crate::project::Project;

/// A division's trophy for one season, as recorded at the rollover.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trophy {
    /// The division's name that season.
    pub division: String,
    /// The teams that finished first, in the final table's order.
    pub teams: Vec<TeamId>,
    /// Their names as they were that season.
    pub names: Vec<String>,
    /// The company or companies (a combined team's two, "A and B") each
    /// team plays for, as they were named that season: the holders.
    pub holders: Vec<String>,
}

/// One holder's run of a trophy's year (C30).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holding {
    /// The company (or companies of a combined team).
    pub holder: String,
    /// The first day held.
    pub from: NaiveDate,
    /// The last day held.
    pub to: NaiveDate,
}

impl Trophy {
    /// The trophy of `division` from its final table: the teams placed
    /// first; `None` when the table is empty.
    #[must_use]
    pub fn from_table(
        project: &Project,
        division: &super::Division,
        table: &Standings,
    ) -> Option<Trophy> {
        let first: Vec<_> = table.rows.iter().filter(|r| r.place == 1).collect();
        if first.is_empty() {
            return None;
        }
        let team_of = |name: &str| division.teams.iter().find(|t| t.name == name);
        let holders = first
            .iter()
            .map(|r| match team_of(&r.team) {
                Some(t) => std::iter::once(t.company)
                    .chain(t.partner)
                    .map(|c| {
                        project
                            .company(c)
                            .map_or_else(|| c.to_string(), |c| c.name.clone())
                    })
                    .collect::<Vec<_>>()
                    .join(" and "),
                None => r.team.clone(),
            })
            .collect();
        Some(Trophy {
            division: division.name.clone(),
            teams: first
                .iter()
                .filter_map(|r| team_of(&r.team).map(|t| t.id))
                .collect(),
            names: first.iter().map(|r| r.team.clone()).collect(),
            holders,
        })
    }

    /// Who holds it when in the year from `from` (C30): the whole year
    /// for one holder, equal runs of days for a shared first place.
    #[must_use]
    pub fn holdings(&self, from: NaiveDate) -> Vec<Holding> {
        let until = a_year_on(from);
        let days = (until - from).num_days().max(0);
        let n = i64::try_from(self.holders.len()).unwrap_or(i64::MAX).max(1);
        let (each, odd) = (days / n, days % n);
        let mut start = from;
        let mut out = Vec::with_capacity(self.holders.len());
        for (i, holder) in self.holders.iter().enumerate() {
            let i = i64::try_from(i).unwrap_or(i64::MAX);
            let length = each + i64::from(i < odd);
            let end = start + chrono::Duration::days(length);
            out.push(Holding {
                holder: holder.clone(),
                from: start,
                to: end.pred_opt().unwrap_or(end),
            });
            start = end;
        }
        out
    }
}

/// The same day a year after `from` (28 February for 29 February).
fn a_year_on(from: NaiveDate) -> NaiveDate {
    from.with_year(from.year() + 1)
        .or_else(|| {
            from.checked_sub_days(Days::new(1))
                .and_then(|d| d.with_year(from.year() + 1))
        })
        .unwrap_or(from)
}

/// A season's trophies with the year they are held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeasonTrophies {
    /// The season the trophies were won in.
    pub season: String,
    /// The first day of the year they are held: the next season's first
    /// day of play.
    pub held_from: NaiveDate,
    /// Each division's trophy, the first division's (the premier trophy,
    /// C31) first.
    pub trophies: Vec<Trophy>,
}

impl SeasonTrophies {
    /// One line per trophy: division, holders with their runs, and the
    /// rule. The window's list and `ccdesk trophies` print these.
    #[must_use]
    pub fn lines(&self) -> Vec<String> {
        self.trophies
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let what = if i == 0 {
                    "the premier trophy: Champions (C31)".to_owned()
                } else {
                    "trophy (C30)".to_owned()
                };
                let held = t
                    .holdings(self.held_from)
                    .iter()
                    .map(|h| format!("{} from {} to {}", h.holder, h.from, h.to))
                    .collect::<Vec<_>>()
                    .join("; ");
                let shared = if t.holders.len() > 1 {
                    format!(", first place shared by {} (C30)", t.names.join(" and "))
                } else {
                    String::new()
                };
                format!("{} {}, {what}: {held}{shared}", self.season, t.division)
            })
            .collect()
    }
}

/// The trophies of every season that has ended (a later season exists),
/// oldest first. A season recorded before trophies were kept shows its
/// Champions as the premier trophy.
#[must_use]
pub fn trophy_table(project: &Project, competition: &Competition) -> Vec<SeasonTrophies> {
    competition
        .seasons
        .windows(2)
        .filter_map(|pair| {
            let (ended, next) = (&pair[0], &pair[1]);
            let trophies = recorded(project, ended);
            (!trophies.is_empty()).then(|| SeasonTrophies {
                season: ended.name.clone(),
                held_from: next.calendar.play_starts,
                trophies,
            })
        })
        .collect()
}

/// The trophies recorded for `season`, or its Champions alone.
fn recorded(project: &Project, season: &Season) -> Vec<Trophy> {
    if !season.records.trophies.is_empty() {
        return season.records.trophies.clone();
    }
    let Some(champions) = &season.records.champions else {
        return Vec::new();
    };
    let first = season.divisions.first();
    let holders = champions
        .teams
        .iter()
        .zip(&champions.names)
        .map(|(id, name)| {
            first
                .and_then(|d| d.team(*id))
                .and_then(|t| project.company(t.company))
                .map_or_else(|| name.clone(), |c| c.name.clone())
        })
        .collect();
    vec![Trophy {
        division: first.map(|d| d.name.clone()).unwrap_or_default(),
        teams: champions.teams.clone(),
        names: champions.names.clone(),
        holders,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn trophy(holders: &[&str]) -> Trophy {
        Trophy {
            division: "Division 2".to_owned(),
            teams: Vec::new(),
            names: holders.iter().map(|h| (*h).to_owned()).collect(),
            holders: holders.iter().map(|h| (*h).to_owned()).collect(),
        }
    }

    // rule: C30 — one holder keeps the trophy the whole year.
    #[test]
    fn one_holder_keeps_it_the_year() {
        let h = trophy(&["Unilever"]).holdings(d(2026, 10, 1));
        assert_eq!(
            h,
            [Holding {
                holder: "Unilever".to_owned(),
                from: d(2026, 10, 1),
                to: d(2027, 9, 30)
            }]
        );
    }

    // rule: C30 — first place shared by two: 1 Oct 2026 to 30 Sep 2027 is
    // 365 days, 183 to the first (1 Oct - 1 Apr), 182 to the second.
    #[test]
    fn a_shared_first_place_splits_the_year_into_proportionate_runs() {
        let h = trophy(&["Unilever", "Met Office"]).holdings(d(2026, 10, 1));
        assert_eq!(h.len(), 2);
        assert_eq!((h[0].from, h[0].to), (d(2026, 10, 1), d(2027, 4, 1)));
        assert_eq!((h[1].from, h[1].to), (d(2027, 4, 2), d(2027, 9, 30)));
        // Three holders: 365 = 122 + 122 + 121.
        let h = trophy(&["A", "B", "C"]).holdings(d(2026, 10, 1));
        assert_eq!((h[0].from, h[0].to), (d(2026, 10, 1), d(2027, 1, 30)));
        assert_eq!((h[1].from, h[1].to), (d(2027, 1, 31), d(2027, 6, 1)));
        assert_eq!((h[2].from, h[2].to), (d(2027, 6, 2), d(2027, 9, 30)));
    }

    #[test]
    fn a_year_from_the_29th_of_february_ends_the_27th() {
        assert_eq!(a_year_on(d(2028, 2, 29)), d(2029, 2, 28));
        let h = trophy(&["A"]).holdings(d(2028, 2, 29));
        assert_eq!(h[0].to, d(2029, 2, 27));
    }
}
