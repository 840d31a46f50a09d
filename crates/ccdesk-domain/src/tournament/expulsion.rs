//! Expulsion for unpaid fees (C09): only with a fee reminder sent to the
//! company at least 21 days before the date of expulsion.

use chrono::NaiveDate;

use super::calendar::REMINDER_DAYS;
use super::records::SeasonRecords;
use crate::ids::CompanyId;

/// Why a company may not be expelled on a date under C09: no fee
/// reminder before it, or the latest one less than 21 days before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EarlyExpulsion {
    /// No reminder was sent before the expulsion.
    #[error(
        "no fee reminder was sent before the expulsion on {expelled}; {rule} wants one at least {REMINDER_DAYS} days before"
    )]
    NoReminder {
        /// The date of expulsion.
        expelled: NaiveDate,
        /// The rule: C09.
        rule: &'static str,
    },
    /// The latest reminder is less than 21 days before the expulsion.
    #[error(
        "the latest fee reminder, of {reminded}, is {days} day{} before the expulsion on {expelled}; {rule} wants at least {REMINDER_DAYS}",
        if *days == 1 { "" } else { "s" }
    )]
    ReminderTooLate {
        /// The latest reminder's date.
        reminded: NaiveDate,
        /// The date of expulsion.
        expelled: NaiveDate,
        /// The days between them.
        days: i64,
        /// The rule: C09.
        rule: &'static str,
    },
}

/// Why `company` may not be expelled on `date` under C09 (its words name
/// the reminder and the days: "the latest fee reminder, of 2026-12-20, is
/// 12 days before the expulsion on 2027-01-01; C09 wants at least 21"), or
/// `None` when a reminder was sent at least 21 days before.
#[must_use]
pub fn expulsion_problem(
    records: &SeasonRecords,
    company: CompanyId,
    date: NaiveDate,
) -> Option<EarlyExpulsion> {
    let latest = records
        .reminders
        .iter()
        .filter(|r| r.company == company && r.date <= date)
        .map(|r| r.date)
        .max();
    match latest {
        // rule: C09 — a reminder at least 21 days before the expulsion.
        None => Some(EarlyExpulsion::NoReminder {
            expelled: date,
            rule: "C09",
        }),
        Some(sent) => {
            let days = (date - sent).num_days();
            (days < REMINDER_DAYS).then_some(EarlyExpulsion::ReminderTooLate {
                reminded: sent,
                expelled: date,
                days,
                rule: "C09",
            })
        }
    }
}

/// Every expulsion of the season recorded without its reminder 21 days
/// before (a file written by hand or by an older version): the company and
/// the reason, as `ccdesk check` lists them.
#[must_use]
pub fn early_expulsions(records: &SeasonRecords) -> Vec<(CompanyId, EarlyExpulsion)> {
    records
        .expelled
        .iter()
        .filter_map(|e| expulsion_problem(records, e.company, e.date).map(|p| (e.company, p)))
        .collect()
}

/// Whether `company` was expelled this season (C09).
#[must_use]
pub fn is_expelled(records: &SeasonRecords, company: CompanyId) -> bool {
    records.expelled.iter().any(|e| e.company == company)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::records::CompanyDate;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap_or_default()
    }

    #[test]
    fn an_expulsion_without_a_reminder_21_days_before_names_the_dates_and_its_rule() {
        // rule: C09
        let mut records = SeasonRecords::default();
        let c = CompanyId(1);
        assert_eq!(
            expulsion_problem(&records, c, d(1, 5)),
            Some(EarlyExpulsion::NoReminder {
                expelled: d(1, 5),
                rule: "C09"
            })
        );
        records.reminders.push(CompanyDate {
            company: c,
            date: d(1, 4),
        });
        let late = expulsion_problem(&records, c, d(1, 5));
        assert_eq!(
            late,
            Some(EarlyExpulsion::ReminderTooLate {
                reminded: d(1, 4),
                expelled: d(1, 5),
                days: 1,
                rule: "C09"
            })
        );
        assert_eq!(
            late.map(|e| e.to_string()).as_deref(),
            Some(
                "the latest fee reminder, of 2026-01-04, is 1 day before the expulsion on 2026-01-05; C09 wants at least 21"
            )
        );
        assert_eq!(expulsion_problem(&records, c, d(1, 25)), None);
    }
}
