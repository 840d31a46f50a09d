//! Expulsion for unpaid fees (C09): only with a fee reminder sent to the
//! company at least 21 days before the date of expulsion.

use chrono::NaiveDate;

use super::calendar::REMINDER_DAYS;
use super::records::SeasonRecords;
use crate::ids::CompanyId;

/// Why `company` may not be expelled on `date` under C09, in words naming
/// the reminder and the days ("the latest fee reminder, of 2026-12-20, is
/// 12 days before the expulsion on 2027-01-01; C09 wants at least 21"), or
/// `None` when a reminder was sent at least 21 days before.
#[must_use]
pub fn expulsion_problem(
    records: &SeasonRecords,
    company: CompanyId,
    date: NaiveDate,
) -> Option<String> {
    let latest = records
        .reminders
        .iter()
        .filter(|r| r.company == company && r.date <= date)
        .map(|r| r.date)
        .max();
    match latest {
        None => Some(format!(
            "no fee reminder was sent before the expulsion on {date}; C09 wants one at least {REMINDER_DAYS} days before"
        )),
        Some(sent) => {
            let days = (date - sent).num_days();
            (days < REMINDER_DAYS).then(|| {
                format!(
                    "the latest fee reminder, of {sent}, is {days} day{} before the expulsion on {date}; C09 wants at least {REMINDER_DAYS}",
                    if days == 1 { "" } else { "s" }
                )
            })
        }
    }
}

/// Every expulsion of the season recorded without its reminder 21 days
/// before (a file written by hand or by an older version): the company and
/// the reason, as `ccdesk check` lists them.
#[must_use]
pub fn early_expulsions(records: &SeasonRecords) -> Vec<(CompanyId, String)> {
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
