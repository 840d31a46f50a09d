//! What is due and overdue in a season as of a given day (C09, C10, C11,
//! C16, C19, C22, C24, C37).
//!
//! `today` is always a parameter: nothing here reads the clock. An item is
//! listed once its date is within [`LOOK_AHEAD_DAYS`] of `today` or past;
//! it is overdue when `today` is after its date.

use chrono::{Duration, NaiveDate};

use super::fees::{Money, accounts, competing_companies};
use super::records::CompanyDate;
use super::results::disputes;
use super::season::Season;
use crate::ids::{CompanyId, GameId, PlayerId};
use crate::project::Project;

/// How far ahead the list looks.
pub const LOOK_AHEAD_DAYS: i64 = 30;

/// Days a fee reminder must precede expulsion (C09).
pub const REMINDER_DAYS: i64 = 21;

/// What is due.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DueKind {
    /// A company's entry is not recorded (C10).
    Entry(CompanyId),
    /// A company's team form is not returned (C11).
    Form(CompanyId),
    /// A division has no pairings yet (C16).
    PairingsNotMade(String),
    /// The pairing list is not sent to a company (C16).
    PairingsNotSent(CompanyId),
    /// A game has no result after the close of play (C19, C24).
    ResultMissing(GameId),
    /// The captains disagree about a result (C23, C37).
    Dispute(GameId),
    /// A company owes entry fees or arrears (C08, C09).
    FeesUnpaid(CompanyId),
    /// A company owes adjudication fees, due by 1 October (C28).
    AdjudicationFeesUnpaid(CompanyId),
    /// A fee reminder must be sent at least 21 days before expulsion (C09).
    ReminderOwed(CompanyId),
    /// A company reminded at least 21 days ago still owes its fees: it is
    /// liable to expulsion (C09).
    LiableToExpulsion(CompanyId),
    /// A player's address change was not notified within 7 days (C22).
    AddressChange(PlayerId),
}

/// One line of the due list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueItem {
    /// What.
    pub kind: DueKind,
    /// The rule.
    pub rule: &'static str,
    /// When it is due.
    pub due: NaiveDate,
    /// Past its date on `today`.
    pub overdue: bool,
    /// What is outstanding, with its data (its `Display` is the list's
    /// English sentence).
    pub what: Outstanding,
}

pub use super::outstanding::Outstanding;

fn has(list: &[CompanyDate], company: CompanyId) -> bool {
    list.iter().any(|c| c.company == company)
}

/// The due and overdue list of `season` on `today`, by date then message.
#[must_use]
pub fn due_list(project: &Project, season: &Season, today: NaiveDate) -> Vec<DueItem> {
    let cal = &season.calendar;
    let horizon = today + Duration::days(LOOK_AHEAD_DAYS);
    let mut out = Vec::new();
    let mut push = |kind, rule, due: NaiveDate, what: Outstanding| {
        if due <= horizon {
            out.push(DueItem {
                kind,
                rule,
                due,
                overdue: today > due,
                what,
            });
        }
    };
    let name = |c: CompanyId| project.company(c).map_or(c.to_string(), |x| x.name.clone());
    let records = &season.records;
    let companies = competing_companies(season);
    for &c in &companies {
        if !has(&records.entries, c) {
            push(
                DueKind::Entry(c),
                "C10",
                cal.entries,
                Outstanding::EntryNotRecorded { company: name(c) },
            );
        }
        if !has(&records.forms, c) {
            push(
                DueKind::Form(c),
                "C11",
                cal.forms,
                Outstanding::FormNotReturned { company: name(c) },
            );
        }
        if !has(&records.pairings_sent, c) {
            push(
                DueKind::PairingsNotSent(c),
                "C16",
                cal.pairings,
                Outstanding::PairingListNotSent { company: name(c) },
            );
        }
    }
    for d in &season.divisions {
        if d.pairings.is_empty() {
            push(
                DueKind::PairingsNotMade(d.name.clone()),
                "C16",
                cal.pairings,
                Outstanding::NoPairings {
                    division: d.name.clone(),
                },
            );
        }
    }
    if today > cal.play_closes {
        for g in &project.games {
            let in_season = g.pairing.as_ref().is_some_and(|p| {
                p.is_current() && season.divisions.iter().any(|d| d.name == p.division)
            });
            if in_season && g.result.is_none() && project.adjudication(g.id).is_none() {
                push(
                    DueKind::ResultMissing(g.id),
                    "C24",
                    cal.submissions,
                    Outstanding::NoResult {
                        white: project.player_name(g.white).to_owned(),
                        black: project.player_name(g.black).to_owned(),
                        game: g.id,
                    },
                );
            }
        }
    }
    for (game, _) in disputes(season) {
        push(
            DueKind::Dispute(game),
            "C37",
            today,
            Outstanding::CaptainsDisagree { game },
        );
    }
    let expelled = |c| has(&records.expelled, c);
    for account in accounts(project, season, today) {
        if account.balance.0 <= 0 || expelled(account.company) {
            continue;
        }
        let c = account.company;
        // Payments go to the entry fee and arrears first (due 1 January,
        // C09), then to the adjudication fees (due 1 October, C28).
        let adjudication = account.adjudication.min(account.balance).max(Money::ZERO);
        let entry = account.balance - adjudication;
        if adjudication.0 > 0 {
            push(
                DueKind::AdjudicationFeesUnpaid(c),
                "C28",
                cal.adjudication_fees_due(),
                Outstanding::AdjudicationFeesOwed {
                    company: account.name.clone(),
                    amount: adjudication,
                },
            );
        }
        if entry.0 <= 0 {
            continue;
        }
        push(
            DueKind::FeesUnpaid(c),
            "C09",
            cal.fees_due,
            Outstanding::FeesOwed {
                company: account.name.clone(),
                amount: entry,
            },
        );
        let reminded = records
            .reminders
            .iter()
            .filter(|r| r.company == c)
            .map(|r| r.date)
            .max();
        match reminded {
            None => push(
                DueKind::ReminderOwed(c),
                "C09",
                cal.fees_due - Duration::days(REMINDER_DAYS),
                Outstanding::ReminderToSend {
                    company: account.name.clone(),
                },
            ),
            Some(sent) => {
                let from = (sent + Duration::days(REMINDER_DAYS)).max(cal.fees_due);
                push(
                    DueKind::LiableToExpulsion(c),
                    "C09",
                    from,
                    Outstanding::LiableToExpulsion {
                        company: account.name.clone(),
                        reminded: sent,
                        from,
                    },
                );
            }
        }
    }
    for change in &records.address_changes {
        if change.notified.is_none() {
            push(
                DueKind::AddressChange(change.player),
                "C22",
                change.deadline(),
                Outstanding::AddressChangeNotNotified {
                    player: project.player_name(change.player).to_owned(),
                    occurred: change.occurred,
                },
            );
        }
    }
    // By date, then by the English sentence, as the list always sorted.
    out.sort_by_cached_key(|item| (item.due, item.what.to_string()));
    out
}
