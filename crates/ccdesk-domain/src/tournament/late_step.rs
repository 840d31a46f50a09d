//! Whether a dated step was late against its deadline: the one truth the
//! window and `ccdesk check` both show.
//!
//! - an entry against the season's entries date (C10: 1 September),
//! - a team form against its forms date (C11: 15 September or as set),
//! - a pairing list sent against the pairings date (C16: 1 October),
//! - a fee reminder against 21 days before the fees are due (C09: a
//!   reminder sent later only puts the expulsion off),
//! - a fee payment against the day the fees are due (C09: 1 January),
//!   when the company still owed its entry fee and its arrears then: the
//!   payments after that day, in date order, until they are paid. The
//!   adjudication fees of C28 fall due after the season and are carried
//!   as arrears, so a payment is late only against C09's day.
//! - an adjudication claim against the submission date (C24: 30 June;
//!   E10.1 under the email rules), even when C25's seven more days still
//!   let it count.
//!
//! An appeal is never listed: one received after its days is refused
//! (C27, C38), so every appeal recorded was in time. An expulsion has no
//! deadline of its own.

use chrono::NaiveDate;

use super::command::CompanyStep;
use super::season::{Season, SeasonCalendar};
use crate::adjudication::Procedure;
use crate::colour::Colour;
use crate::ids::{CompanyId, GameId};
use crate::project::Project;

/// A step's deadline and the rule that sets it; `None` when the step has
/// none (an expulsion).
#[must_use]
pub fn step_deadline(
    calendar: &SeasonCalendar,
    step: CompanyStep,
) -> Option<(NaiveDate, &'static str)> {
    match step {
        CompanyStep::Entry => Some((calendar.entries, "C10")),
        CompanyStep::Form => Some((calendar.forms, "C11")),
        CompanyStep::PairingsSent => Some((calendar.pairings, "C16")),
        CompanyStep::Reminder => Some((
            calendar.fees_due - chrono::Duration::days(super::calendar::REMINDER_DAYS),
            "C09",
        )),
        CompanyStep::Expelled => None,
    }
}

/// A step dated after its deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lateness {
    /// The day the step happened (received, returned, sent).
    pub date: NaiveDate,
    /// Its deadline.
    pub due: NaiveDate,
    /// The rule that sets the deadline.
    pub rule: &'static str,
    /// "received", "returned" or "sent".
    pub verb: &'static str,
}

impl Lateness {
    /// Days after the deadline (at least 1).
    #[must_use]
    pub fn days(&self) -> i64 {
        (self.date - self.due).num_days()
    }

    /// "late: received 2026-10-20, due 2026-09-30 (C10)".
    #[must_use]
    pub fn wording(&self) -> String {
        format!(
            "late: {} {}, due {} ({})",
            self.verb, self.date, self.due, self.rule
        )
    }
}

impl std::fmt::Display for Lateness {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.wording())
    }
}

/// The lateness of `date` against `due`, if it is after it.
#[must_use]
pub fn late_against(
    date: NaiveDate,
    due: NaiveDate,
    rule: &'static str,
    verb: &'static str,
) -> Option<Lateness> {
    (date > due).then_some(Lateness {
        date,
        due,
        rule,
        verb,
    })
}

/// Whether `step` dated `date` was late against `calendar` (see the
/// module's list); `None` when in time or without a deadline.
#[must_use]
pub fn step_late(
    calendar: &SeasonCalendar,
    step: CompanyStep,
    date: NaiveDate,
) -> Option<Lateness> {
    let (due, rule) = step_deadline(calendar, step)?;
    let verb = match step {
        CompanyStep::Entry => "received",
        CompanyStep::Form => "returned",
        CompanyStep::PairingsSent | CompanyStep::Reminder | CompanyStep::Expelled => "sent",
    };
    late_against(date, due, rule, verb)
}

/// What was late.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LateWhat {
    /// A company's step (entry, form, pairing list, reminder).
    Company(CompanyStep, CompanyId),
    /// One side's adjudication claim in a game (C24, E10.1).
    Claim(GameId, Colour),
    /// A company's payment of its fees received after they were due (C09).
    Payment(CompanyId),
}

/// One late step of a season, for a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LateStep {
    /// What.
    pub what: LateWhat,
    /// How late.
    pub lateness: Lateness,
    /// The company's name (a company's step or payment); empty for a
    /// claim.
    pub company: String,
    /// The payment's amount (a late payment).
    pub amount: Option<super::fees::Money>,
}

/// "the entry of Lloyd's Bank late: received 2026-10-20, due 2026-09-01
/// (C10)", "White's claim in game g4 late: …", "a payment of £2.00 from
/// Lloyd's Bank late: …".
impl std::fmt::Display for LateStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (company, lateness) = (&self.company, &self.lateness);
        match self.what {
            LateWhat::Company(step, _) => {
                let what = match step {
                    CompanyStep::Entry => "the entry of",
                    CompanyStep::Form => "the team form of",
                    CompanyStep::PairingsSent => "the pairing list to",
                    CompanyStep::Reminder => "the fee reminder to",
                    CompanyStep::Expelled => "the expulsion of",
                };
                write!(f, "{what} {company} {lateness}")
            }
            LateWhat::Claim(game, side) => write!(f, "{side}'s claim in game {game} {lateness}"),
            LateWhat::Payment(_) => write!(
                f,
                "a payment of {} from {company} {lateness}",
                self.amount.unwrap_or(super::fees::Money::ZERO)
            ),
        }
    }
}

/// Every step recorded in `season` after its deadline, by date then
/// message; the claims are those of the project's adjudication cases when
/// `season` is the current one.
#[must_use]
pub fn late_steps(project: &Project, season: &Season) -> Vec<LateStep> {
    let name = |c: CompanyId| {
        project
            .company(c)
            .map_or_else(|| c.to_string(), |x| x.name.clone())
    };
    let r = &season.records;
    let mut out = Vec::new();
    for (step, list) in [
        (CompanyStep::Entry, &r.entries),
        (CompanyStep::Form, &r.forms),
        (CompanyStep::PairingsSent, &r.pairings_sent),
        (CompanyStep::Reminder, &r.reminders),
    ] {
        for d in list {
            if let Some(lateness) = step_late(&season.calendar, step, d.date) {
                out.push(LateStep {
                    what: LateWhat::Company(step, d.company),
                    lateness,
                    company: name(d.company),
                    amount: None,
                });
            }
        }
    }
    out.extend(late_payments(project, season));
    let current = project
        .competition()
        .and_then(|c| c.seasons.last())
        .is_some_and(|s| std::ptr::eq(s, season));
    if current {
        for case in project.adjudications() {
            let rule = match case.procedure {
                Procedure::InterOffice => "C24",
                Procedure::Email => "E10.1",
            };
            for claim in &case.claims {
                if let Some(lateness) = late_against(
                    claim.submitted,
                    case.deadlines.submissions,
                    rule,
                    "received",
                ) {
                    out.push(LateStep {
                        what: LateWhat::Claim(case.game, claim.side),
                        lateness,
                        company: String::new(),
                        amount: None,
                    });
                }
            }
        }
    }
    // By date, then by the English sentence, as the list always sorted.
    out.sort_by_cached_key(|step| (step.lateness.date, step.to_string()));
    out
}

/// The payments of `season` received after its fees were due (C09) while
/// the company still owed its entry fee and arrears: in date order, each
/// payment after the day is late until what was owed on it is paid.
fn late_payments(project: &Project, season: &Season) -> Vec<LateStep> {
    let due = season.calendar.fees_due;
    let mut out = Vec::new();
    // The accounts (every season's fees before this one) are worked out
    // only when some payment came after the day: the Calendar tab asks
    // every frame.
    if !season.records.payments.iter().any(|p| p.received > due) {
        return out;
    }
    for account in super::fees::accounts(project, season, due) {
        let owed = account.entry + account.arrears;
        let mut payments: Vec<_> = season
            .records
            .payments
            .iter()
            .filter(|p| p.company == account.company)
            .collect();
        payments.sort_by_key(|p| p.received);
        let mut paid = super::fees::Money::ZERO;
        for payment in payments {
            if paid < owed
                && let Some(lateness) = late_against(payment.received, due, "C09", "received")
            {
                out.push(LateStep {
                    what: LateWhat::Payment(account.company),
                    lateness,
                    company: account.name.clone(),
                    amount: Some(payment.amount),
                });
            }
            paid = paid + payment.amount;
        }
    }
    out
}

/// The lateness of the step recorded for `company` in `list` (the
/// earliest one), if late: what the Teams tab shows beside a company.
#[must_use]
pub fn company_step_late(
    season: &Season,
    step: CompanyStep,
    company: CompanyId,
) -> Option<Lateness> {
    let r = &season.records;
    let list = match step {
        CompanyStep::Entry => &r.entries,
        CompanyStep::Form => &r.forms,
        CompanyStep::PairingsSent => &r.pairings_sent,
        CompanyStep::Reminder => &r.reminders,
        CompanyStep::Expelled => &r.expelled,
    };
    let date = list
        .iter()
        .filter(|d| d.company == company)
        .map(|d| d.date)
        .min()?;
    step_late(&season.calendar, step, date)
}
