//! Results game by game (C23, E9.1, E12.3), deductions (C15, C21) and
//! their withdrawal (C38), the players of a game and withdrawals (E9.1).

use chrono::NaiveDate;

use super::command::{
    MAX_DEDUCTION_HALVES, TournamentCommand, WithdrawalRuling, change_records, division, err,
    season, season_mut, tc,
};
use super::error::TournamentError;
use super::records::{
    APPEAL_DAYS, DeductionWithdrawal, PointDeduction, Reporter, ResultReport, WithdrawalReason,
    WithdrawnDeduction,
};
use super::results::{reports_of, settle};
use super::score::GamePoints;
use crate::command::{Command, DomainError};
use crate::game::{GameResult, Outcome, Termination};
use crate::ids::{GameId, PlayerId, TeamId};
use crate::project::Project;

use TournamentCommand as T;

pub(super) fn add_deduction(
    project: &mut Project,
    deduction: PointDeduction,
) -> Result<String, DomainError> {
    if deduction.halves <= 0 || deduction.halves > MAX_DEDUCTION_HALVES {
        return Err(err(TournamentError::DeductionSize));
    }
    if project.team(deduction.team).is_none() {
        return Err(err(TournamentError::UnknownTeam(deduction.team)));
    }
    // C15, C21: up to 4 game points for each player concerned, in all:
    // the deductions already made for the same player under the same rule
    // count (E13.1 penalties are the Organiser's own and are not capped).
    if deduction.rule != super::records::DeductionRule::Penalty {
        let already: i64 = season(project)?
            .records
            .deductions
            .iter()
            .filter(|d| {
                d.team == deduction.team && d.player == deduction.player && d.rule == deduction.rule
            })
            .map(|d| d.halves)
            .sum();
        if already + deduction.halves > MAX_DEDUCTION_HALVES {
            return Err(err(TournamentError::DeductionOverCap {
                who: deduction.player.map_or_else(
                    || "the team".to_owned(),
                    |p| project.player_name(p).to_owned(),
                ),
                already: GamePoints::from_halves(already).to_string(),
                asked: deduction.points().to_string(),
                rule: deduction.rule.rule_id(),
            }));
        }
    }
    let summary = format!(
        "deducted {} game points from {} ({})",
        deduction.points(),
        project
            .team(deduction.team)
            .map_or(String::new(), |t| t.name.clone()),
        deduction.rule.rule_id()
    );
    change_records(project, summary, |r| r.deductions.push(deduction))
}

/// A team by its name, as people know it; its id when it is not found.
fn team_name(project: &Project, team: TeamId) -> String {
    project
        .team(team)
        .map_or_else(|| team.to_string(), |t| t.name.clone())
}

/// Withdraws the last deduction in force equal to `deduction`: it moves to
/// the withdrawn deductions with `withdrawal`, and the standings no longer
/// take it off. Refused when no such deduction is in force, and when the
/// dates do not allow it (C38: notice after the decision, the appeal
/// within 7 days of the notice, the Committee's decision after the
/// appeal).
pub(super) fn withdraw_deduction(
    project: &mut Project,
    deduction: &PointDeduction,
    withdrawal: DeductionWithdrawal,
) -> Result<String, DomainError> {
    let team = team_name(project, deduction.team);
    let points = deduction.points().to_string();
    let index = season(project)?
        .records
        .deductions
        .iter()
        .rposition(|d| d == deduction)
        .ok_or_else(|| {
            err(TournamentError::NoSuchDeduction {
                team: team.clone(),
                points: points.clone(),
                decided: deduction.decided,
            })
        })?;
    if let Some(problem) = withdrawal_problem(project, deduction, &withdrawal) {
        return Err(err(problem));
    }
    let summary = match withdrawal.reason {
        WithdrawalReason::AppealUpheld { .. } => format!(
            "withdrew the {points}-point deduction from {team} (C38): {}",
            withdrawal.account()
        ),
        WithdrawalReason::EnteredInError => format!(
            "withdrew the {points}-point deduction from {team}: {}",
            withdrawal.account()
        ),
    };
    let withdrawn = WithdrawnDeduction {
        deduction: deduction.clone(),
        withdrawal,
    };
    let records = &mut season_mut(project)?.records;
    records.deductions.remove(index);
    records.withdrawn_deductions.push(withdrawn);
    Ok(summary)
}

/// Why `withdrawal` cannot withdraw `deduction`: its dates out of order,
/// or an appeal made more than 7 days after the notice (C38).
fn withdrawal_problem(
    project: &Project,
    deduction: &PointDeduction,
    withdrawal: &DeductionWithdrawal,
) -> Option<TournamentError> {
    let order = |earlier, earlier_date, later, later_date, rule| {
        (later_date < earlier_date).then_some(TournamentError::WithdrawalDatesOutOfOrder {
            earlier,
            earlier_date,
            later,
            later_date,
            rule,
        })
    };
    match withdrawal.reason {
        WithdrawalReason::AppealUpheld { notified, appealed } => order(
            "the Organiser's decision",
            deduction.decided,
            "the notice to the company",
            notified,
            "C38",
        )
        .or_else(|| order("the notice", notified, "the appeal", appealed, "C38"))
        .or_else(|| {
            let days = (appealed - notified).num_days();
            (days > APPEAL_DAYS).then(|| TournamentError::AppealOutOfTime {
                company: project
                    .team(deduction.team)
                    .and_then(|t| project.company(t.company))
                    .map_or_else(|| "the company".to_owned(), |c| c.name.clone()),
                notified,
                appealed,
                days,
                rule: "C38",
            })
        })
        .or_else(|| {
            order(
                "the appeal",
                appealed,
                "the Committee's decision",
                withdrawal.date,
                "C38",
            )
        }),
        WithdrawalReason::EnteredInError => order(
            "the decision",
            deduction.decided,
            "its correction",
            withdrawal.date,
            deduction.rule.rule_id(),
        ),
    }
}

pub(super) fn set_game_players(
    project: &mut Project,
    game: GameId,
    white: PlayerId,
    black: PlayerId,
) -> Result<String, DomainError> {
    for p in [white, black] {
        if project.player(p).is_none() {
            return Err(err(TournamentError::UnknownPlayer(p)));
        }
    }
    let g = project
        .game_mut(game)
        .ok_or(err(TournamentError::UnknownGame(game)))?;
    g.white = white;
    g.black = black;
    Ok(format!("changed the players of game {game}"))
}

pub(super) fn withdraw(
    project: &mut Project,
    player: PlayerId,
    ruling: WithdrawalRuling,
    date: NaiveDate,
) -> Result<String, DomainError> {
    rule_unfinished_games(
        project,
        player,
        date,
        Termination::Withdrawal,
        |white| match (ruling, white) {
            (WithdrawalRuling::Annul, _) => Outcome::Annulled,
            (WithdrawalRuling::ScoreLost, true) => Outcome::BlackWins,
            (WithdrawalRuling::ScoreLost, false) => Outcome::WhiteWins,
        },
    )
}

/// The Organiser's result, reported on `date`, for every unfinished game
/// of `player` in the current pairings: `outcome` given whether he has
/// White, ended by `termination` (a withdrawal, E9.1; an address default,
/// C22).
pub(super) fn rule_unfinished_games(
    project: &mut Project,
    player: PlayerId,
    date: NaiveDate,
    termination: Termination,
    outcome: impl Fn(bool) -> Outcome,
) -> Result<String, DomainError> {
    let reports = unfinished_games_of(project, player)
        .into_iter()
        .map(|(game, white)| {
            tc(T::ReportResult(ResultReport {
                game,
                by: Reporter::Organiser,
                result: GameResult {
                    outcome: outcome(white),
                    termination,
                },
                received: date,
                record_received: false,
            }))
        })
        .collect();
    crate::command::apply_step(project, Command::Batch(reports))
}

/// Unfinished games of the current season's pairings where `player` plays:
/// (game, he has White).
pub(crate) fn unfinished_games_of(project: &Project, player: PlayerId) -> Vec<(GameId, bool)> {
    project
        .games
        .iter()
        .filter(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()) && g.result.is_none())
        .filter(|g| g.white == player || g.black == player)
        .map(|g| (g.id, g.white == player))
        .collect()
}

pub(super) fn report_result(
    project: &mut Project,
    report: ResultReport,
) -> Result<String, DomainError> {
    let game = report.game;
    let g = project
        .game(game)
        .ok_or(err(TournamentError::UnknownGame(game)))?;
    let pairing = g
        .pairing
        .clone()
        .ok_or(err(TournamentError::NotAPairingGame(game)))?;
    if division(project, &pairing.division).is_err() {
        return Err(err(TournamentError::NotAPairingGame(game)));
    }
    if let Reporter::Captain(team) = report.by
        && team != pairing.white_team
        && team != pairing.black_team
    {
        return Err(err(TournamentError::NotInGame(team)));
    }
    // The team by its name, as people know it (issue 34).
    let who = match report.by {
        Reporter::Organiser => "the Organiser".to_owned(),
        Reporter::Captain(t) => format!(
            "the captain of {}",
            project
                .team(t)
                .map_or_else(|| t.to_string(), |x| x.name.clone())
        ),
    };
    let records = &mut season_mut(project)?.records;
    let reported = report.result;
    records.reports.push(report);
    let settlement = settle(&reports_of(records, game));
    let disputed = matches!(settlement, super::results::Settlement::Disputed { .. });
    // A dispute clears the result until the Organiser decides (C23, C37).
    let new_result = settlement.result();
    if let Some(g) = project.game_mut(game) {
        g.result = new_result;
    }
    let summary = if disputed {
        format!("{who} reported {reported} in game {game}: the captains disagree (C23, C37)")
    } else {
        format!("{who} reported {reported} in game {game}")
    };
    Ok(summary)
}
