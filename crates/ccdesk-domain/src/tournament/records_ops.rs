//! The season's records: dated steps (C10, C11, C16), fees and payments
//! (C08, C09), address changes (C22), replacements (C20) and address
//! defaults.

use chrono::NaiveDate;

use super::command::{
    CompanyStep, TournamentCommand, change_records, err, event, season, season_mut, tc,
};
use super::error::TournamentError;
use super::records::{
    AddressChange, CompanyDate, FeeSchedule, Payment, Replacement, SeasonRecords,
};
use crate::command::{Command, DomainError, Event};
use crate::game::{Outcome, Termination};
use crate::ids::{CompanyId, PlayerId};
use crate::project::Project;

use super::result_ops::rule_unfinished_games;
use TournamentCommand as T;

pub(super) fn record_step(
    project: &mut Project,
    step: CompanyStep,
    company: CompanyId,
    date: NaiveDate,
) -> Result<Event, DomainError> {
    if project.company(company).is_none() {
        return Err(err(TournamentError::UnknownCompany(company)));
    }
    let entry = CompanyDate { company, date };
    let name = project
        .company(company)
        .map_or_else(|| company.to_string(), |c| c.name.clone());
    if step == CompanyStep::Expelled
        && let Some(reason) =
            super::expulsion::expulsion_problem(&season(project)?.records, company, date)
    {
        return Err(err(TournamentError::ExpulsionTooEarly {
            company: name,
            reason,
        }));
    }
    let what = match step {
        CompanyStep::Entry => format!("the entry of {name} received (C10)"),
        CompanyStep::Form => format!("the team form of {name} returned (C11)"),
        CompanyStep::PairingsSent => format!("the pairing list sent to {name} (C16)"),
        CompanyStep::Reminder => format!("a fee reminder sent to {name} (C09)"),
        CompanyStep::Expelled => format!("{name} expelled for unpaid fees (C09)"),
    };
    let late = step_lateness(&season(project)?.calendar, step, date);
    change_records(
        project,
        format!("recorded {what} on {date}{late}"),
        |r| match step {
            CompanyStep::Entry => r.entries.push(entry),
            CompanyStep::Form => r.forms.push(entry),
            CompanyStep::PairingsSent => r.pairings_sent.push(entry),
            CompanyStep::Reminder => r.reminders.push(entry),
            CompanyStep::Expelled => r.expelled.push(entry),
        },
    )
}

pub(super) fn set_fees(project: &mut Project, fees: FeeSchedule) -> Result<Event, DomainError> {
    change_records(project, "set the season's fees".to_owned(), |r| {
        r.fees = fees;
    })
}

pub(super) fn record_payment(
    project: &mut Project,
    payment: Payment,
) -> Result<Event, DomainError> {
    if project.company(payment.company).is_none() {
        return Err(err(TournamentError::UnknownCompany(payment.company)));
    }
    let summary = format!(
        "recorded {} from {}",
        payment.amount,
        company_name(project, payment.company)
    );
    season_mut(project)?.records.payments.push(payment.clone());
    Ok(event(summary, T::RemovePayment(payment)))
}

/// A company by its name; its id when it is not found.
fn company_name(project: &Project, company: CompanyId) -> String {
    project
        .company(company)
        .map_or_else(|| company.to_string(), |c| c.name.clone())
}

/// Removes the last payment equal to `payment` (one entered by mistake);
/// the balances follow.
pub(super) fn remove_payment(
    project: &mut Project,
    payment: &Payment,
) -> Result<Event, DomainError> {
    let company = company_name(project, payment.company);
    let index = season(project)?
        .records
        .payments
        .iter()
        .rposition(|p| p == payment)
        .ok_or_else(|| {
            err(TournamentError::NoSuchPayment {
                company: company.clone(),
                amount: payment.amount,
                received: payment.received,
            })
        })?;
    season_mut(project)?.records.payments.remove(index);
    Ok(event(
        format!(
            "removed the payment of {} received from {company} on {}",
            payment.amount, payment.received
        ),
        T::RestorePayment {
            payment: payment.clone(),
            index,
        },
    ))
}

/// Puts a removed payment back at `index` among the payments (the undo
/// of [`remove_payment`]).
pub(super) fn restore_payment(
    project: &mut Project,
    payment: Payment,
    index: usize,
) -> Result<Event, DomainError> {
    let company = company_name(project, payment.company);
    let payments = &mut season_mut(project)?.records.payments;
    if index > payments.len() {
        return Err(err(TournamentError::NoSuchPlace {
            list: "payments",
            index,
            len: payments.len(),
        }));
    }
    let summary = format!(
        "put back the payment of {} received from {company} on {}",
        payment.amount, payment.received
    );
    payments.insert(index, payment.clone());
    Ok(event(summary, T::RemovePayment(payment)))
}

pub(super) fn record_address_change(
    project: &mut Project,
    change: AddressChange,
) -> Result<Event, DomainError> {
    if project.player(change.player).is_none() {
        return Err(err(TournamentError::UnknownPlayer(change.player)));
    }
    let summary = format!(
        "recorded {}'s change of address",
        project.player_name(change.player)
    );
    change_records(project, summary, |r| {
        match r
            .address_changes
            .iter_mut()
            .find(|c| c.player == change.player && c.occurred == change.occurred)
        {
            Some(slot) => *slot = change,
            None => r.address_changes.push(change),
        }
    })
}

pub(super) fn restore_records(
    project: &mut Project,
    records: Box<SeasonRecords>,
) -> Result<Event, DomainError> {
    let s = season_mut(project)?;
    let old = std::mem::replace(&mut s.records, *records);
    Ok(event(
        "restored the season's records",
        T::RestoreRecords(Box::new(old)),
    ))
}

pub(super) fn rule_address_default(
    project: &mut Project,
    player: PlayerId,
    date: NaiveDate,
) -> Result<Event, DomainError> {
    // A player who cannot be reached loses his unfinished games (C22).
    rule_unfinished_games(project, player, date, Termination::Default, |white| {
        if white {
            Outcome::BlackWins
        } else {
            Outcome::WhiteWins
        }
    })
}

pub(super) fn approve_replacement(
    project: &mut Project,
    r: Replacement,
) -> Result<Event, DomainError> {
    if project.player(r.by).is_none() {
        return Err(err(TournamentError::UnknownPlayer(r.by)));
    }
    let (division_name, mut team) = season(project)?
        .divisions
        .iter()
        .find_map(|d| d.team(r.team).map(|t| (d.name.clone(), t.clone())))
        .ok_or(err(TournamentError::UnknownTeam(r.team)))?;
    let mut steps = Vec::new();
    for &game in &r.games {
        let g = project
            .game(game)
            .ok_or(err(TournamentError::UnknownGame(game)))?;
        let (white, black) = if g.white == r.replaced {
            (r.by, g.black)
        } else if g.black == r.replaced {
            (g.white, r.by)
        } else {
            return Err(err(TournamentError::NotHisGame {
                game,
                player: r.replaced,
            }));
        };
        steps.push(tc(TournamentCommand::SetGamePlayers { game, white, black }));
    }
    if let Some(slot) = usize::from(r.board)
        .checked_sub(1)
        .and_then(|i| team.players.get_mut(i))
        && *slot == r.replaced
    {
        *slot = r.by;
        steps.push(tc(TournamentCommand::SetTeam {
            division: division_name,
            team,
        }));
    }
    let mut e = crate::command::apply(project, Command::Batch(steps))?;
    // The batch changed the games and the team; the replacement is then
    // recorded in the season's records.
    let records = match season_mut(project) {
        Ok(season) => &mut season.records,
        Err(refusal) => return Err(crate::command::rolled_back(project, e.undo, refusal)),
    };
    let old = records.clone();
    records.replacements.push(r);
    e.undo = Command::Batch(vec![tc(T::RestoreRecords(Box::new(old))), e.undo]);
    e.summary = "approved a replacement (C20)".to_owned().into();
    Ok(e)
}

/// Records the Committee's approval of a combined team (C07) on `date`;
/// refused for a team of one company or one already approved.
pub(super) fn approve_combined_team(
    project: &mut Project,
    team: crate::ids::TeamId,
    date: NaiveDate,
) -> Result<Event, DomainError> {
    let t = project
        .team(team)
        .ok_or(err(TournamentError::UnknownTeam(team)))?;
    let name = t.name.clone();
    if t.partner.is_none_or(|p| p == t.company) {
        return Err(err(TournamentError::NotCombined(name)));
    }
    if season(project)?
        .records
        .combined_approved
        .iter()
        .any(|a| a.team == team)
    {
        return Err(err(TournamentError::AlreadyApproved(name)));
    }
    change_records(
        project,
        format!("recorded the Committee's approval of the combined team {name} on {date} (C07)"),
        |r| {
            r.combined_approved.push(super::records::CombinedApproval {
                team,
                approved: date,
            });
        },
    )
}

/// ", 3 days late (due 2025-09-01)" when `date` is after the step's
/// deadline ([`super::late_step::step_late`]), else nothing: a step keyed
/// late says so in its event.
fn step_lateness(
    calendar: &super::season::SeasonCalendar,
    step: CompanyStep,
    date: NaiveDate,
) -> String {
    super::late_step::step_late(calendar, step, date).map_or_else(String::new, |late| {
        let days = late.days();
        format!(
            ", {days} day{} late (due {})",
            if days == 1 { "" } else { "s" },
            late.due
        )
    })
}
