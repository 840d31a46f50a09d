//! Competitions and their seasons.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::division::Division;
use super::records::SeasonRecords;

/// The dates of a season (C10, C11, C16, C19, C24, C25, C09).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeasonCalendar {
    /// Entries close (C10, default 1 Sep).
    pub entries: NaiveDate,
    /// Team forms due (C11, default 15 Sep).
    pub forms: NaiveDate,
    /// Pairings sent and fees set (C16, C28, default 1 Oct).
    pub pairings: NaiveDate,
    /// Play starts (C19, default 15 Oct).
    pub play_starts: NaiveDate,
    /// Play closes (C19, default 15 Jun).
    pub play_closes: NaiveDate,
    /// Adjudication submissions due (C24, default 30 Jun).
    pub submissions: NaiveDate,
    /// Both sides in default after this (C25, default 7 Jul).
    pub both_default: NaiveDate,
    /// Fees due (C09, default 1 Jan).
    pub fees_due: NaiveDate,
}

impl SeasonCalendar {
    /// The seed's default dates for the season starting in `year`
    /// (entries in September of `year`, play until June of `year + 1`).
    #[must_use]
    pub fn default_for(year: i32) -> Option<SeasonCalendar> {
        let d = |y: i32, m: u32, day: u32| NaiveDate::from_ymd_opt(y, m, day);
        Some(SeasonCalendar {
            entries: d(year, 9, 1)?,
            forms: d(year, 9, 15)?,
            pairings: d(year, 10, 1)?,
            play_starts: d(year, 10, 15)?,
            play_closes: d(year + 1, 6, 15)?,
            submissions: d(year + 1, 6, 30)?,
            both_default: d(year + 1, 7, 7)?,
            fees_due: d(year + 1, 1, 1)?,
        })
    }

    /// When the season's adjudication fees must be paid (C28: "on or
    /// before 1st October in each year"): 1 October of the year play
    /// closes, the first 1 October after the adjudications of 30 June.
    #[must_use]
    pub fn adjudication_fees_due(&self) -> NaiveDate {
        use chrono::Datelike;
        NaiveDate::from_ymd_opt(self.submissions.year(), 10, 1).unwrap_or(self.submissions)
    }
}

/// One season of a competition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Season {
    /// Name ("2026-27").
    pub name: String,
    /// Its dates.
    pub calendar: SeasonCalendar,
    /// Divisions, the first being the top one.
    pub divisions: Vec<Division>,
    /// The Organiser's records: forms, reports, deductions, fees, champion.
    #[serde(default, skip_serializing_if = "SeasonRecords::is_empty")]
    pub records: SeasonRecords,
}

/// A team competition run over seasons (C04).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Competition {
    /// Name ("Inter-Office Correspondence Competition").
    pub name: String,
    /// The Organiser (C03).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub organiser: String,
    /// The Organiser's postal address, lines separated by newlines: where
    /// the captains write to him (C16, C23; P12: a silence reported).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub organiser_address: String,
    /// Seasons, oldest first.
    pub seasons: Vec<Season>,
}

/// The project as it stood in its season `name`: that season is the
/// current one (its games' pairings current again, later seasons left
/// out), so every table, export and check of a current season reads an
/// earlier one the same way. `None` when no season has that name.
#[must_use]
pub fn season_view(
    project: &crate::project::Project,
    name: &str,
) -> Option<crate::project::Project> {
    let competition = project.competition.as_ref()?;
    let index = competition.seasons.iter().position(|s| s.name == name)?;
    let current = competition.seasons.last()?.name.clone();
    let mut view = project.clone();
    if let Some(c) = view.competition.as_mut() {
        c.seasons.truncate(index + 1);
    }
    for g in &mut view.games {
        if let Some(p) = &mut g.pairing {
            if p.is_current() {
                p.season.clone_from(&current);
            }
            if p.season == name {
                p.season.clear();
            }
        }
    }
    Some(view)
}
