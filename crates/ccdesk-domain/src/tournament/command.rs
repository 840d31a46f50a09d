//! Tournament commands with undo: companies, divisions, teams and
//! board order, the draw of lots, pairings and their games (C17), results
//! game by game (C23, E9.1, E12.3), deductions (C15, C21) and their
//! withdrawal (C38), replacements (C20), address changes (C22), fees and
//! payments (C08, C09), dated steps (C10, C11, C16) and the start of a new
//! season (C31, C32).
//!
//! Every command works on the current (last) season. Each is applied
//! through [`crate::command::apply`] as
//! `Command::Tournament(..)`; on refusal the project is unchanged.
//!
//! This file holds the enum and a thin dispatch; each operation is one
//! function in the file of its area (`entry_ops`, `pairing_ops`,
//! `result_ops`, `records_ops`, `season_change_ops`, `competition_ops`),
//! and refusals are [`TournamentError`]s.

use chrono::NaiveDate;

use super::company::Company;
use super::division::{BoardPairing, Division};
pub use super::error::TournamentError;
use super::records::{
    AddressChange, Champions, DeductionWithdrawal, FeeSchedule, Payment, PointDeduction,
    Replacement, ResultReport, SeasonRecords, WithdrawnDeduction,
};
use super::season::Season;
use super::team::Team;
use super::{competition_ops, entry_ops, pairing_ops, records_ops, result_ops, season_change_ops};
use crate::command::{Command, DomainError, Event, Summary};
use crate::game::{Game, GameResult};
use crate::ids::{CompanyId, GameId, PlayerId, TeamId};
use crate::project::Project;

/// Most game points the Organiser may deduct per player concerned (C15,
/// C21), in half points.
pub const MAX_DEDUCTION_HALVES: i64 = 8;

/// A dated step recorded for a company.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompanyStep {
    /// Entry received (C10).
    Entry,
    /// Team form returned (C11).
    Form,
    /// Pairing list sent (C16).
    PairingsSent,
    /// Fee reminder sent (C09).
    Reminder,
    /// Expelled for unpaid fees (C09).
    Expelled,
}

/// What happens to a withdrawn (or deceased) player's unfinished games
/// (E9.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WithdrawalRuling {
    /// The games are annulled and count for nobody.
    Annul,
    /// The games are scored as losses for the withdrawn player.
    ScoreLost,
}

/// A change to the team competition.
#[derive(Debug, Clone, PartialEq)]
pub enum TournamentCommand {
    /// Add a company, or replace the one with the same id.
    SetCompany(Company),
    /// Remove a company that enters no team.
    RemoveCompany(CompanyId),
    /// Add a division to the current season (at `index`, else last).
    AddDivision {
        /// The division.
        division: Box<Division>,
        /// Its place among the divisions.
        index: Option<usize>,
    },
    /// Remove a division of the current season.
    RemoveDivision(String),
    /// Rename a division or change its boards (C05).
    EditDivision {
        /// The division's name.
        division: String,
        /// Its new name.
        name: String,
        /// Boards per team (C05).
        boards: u8,
    },
    /// Add a team to a division, or replace the team with the same id
    /// (players in board order, C14).
    SetTeam {
        /// The division.
        division: String,
        /// The team.
        team: Team,
    },
    /// Remove a team from a division.
    RemoveTeam {
        /// The division.
        division: String,
        /// The team.
        team: TeamId,
    },
    /// Take a player off a team before its division is paired (C11): the
    /// boards below move up (C14). After pairing, a replacement (C20).
    RemoveTeamPlayer {
        /// The team.
        team: TeamId,
        /// The player.
        player: PlayerId,
    },
    /// Put a player on `board` (from 1) of `team`, the boards from there
    /// down moving one down (C14), and take him off any other team of the
    /// season (C13: one team a player). Only while both teams are unpaired,
    /// and within the division's boards (C05, C06).
    MoveTeamPlayer {
        /// The player.
        player: PlayerId,
        /// The team he joins (or in which he changes board).
        team: TeamId,
        /// His board there, from 1.
        board: u8,
    },
    /// Draw lots for team letters with a seed: the teams, in order of id,
    /// are shuffled by the seed (repeatable), and the seed recorded.
    DrawLots {
        /// The division.
        division: String,
        /// The seed.
        seed: u64,
    },
    /// Put a division's teams in this order and record this seed (undoes a
    /// draw).
    SetTeamOrder {
        /// The division.
        division: String,
        /// Every team of the division, in letter order.
        order: Vec<TeamId>,
        /// The recorded seed.
        draw_seed: Option<u64>,
    },
    /// Replace a division's pairings, adding and removing games (each
    /// pairing is two games, C17). Built by [`pairings_command`].
    SetPairings {
        /// The division.
        division: String,
        /// The new pairings.
        pairings: Vec<BoardPairing>,
        /// Games to add.
        add_games: Vec<Game>,
        /// Games to remove.
        remove_games: Vec<GameId>,
    },
    /// A result reported game by game by the Organiser or a captain (C23);
    /// the game's result becomes what the reports settle (a dispute clears
    /// it, C37).
    ReportResult(ResultReport),
    /// Put back a game's reports and result (undoes a report).
    RestoreReports {
        /// The game.
        game: GameId,
        /// Its reports.
        reports: Vec<ResultReport>,
        /// Its result.
        result: Option<GameResult>,
    },
    /// Deduct game points from a team (C15, C21: up to 4 per player).
    AddDeduction(PointDeduction),
    /// Withdraw a deduction in force (the last one equal to `deduction`):
    /// the Committee upheld the company's appeal, made within 7 days of
    /// its notice (C38), or the deduction was entered in error. It is kept
    /// among the withdrawn deductions and counts for nothing.
    WithdrawDeduction {
        /// The deduction, as recorded.
        deduction: PointDeduction,
        /// Who withdraws it, when and why.
        withdrawal: DeductionWithdrawal,
    },
    /// Put the last deduction withdrawn back in force at `index` among the
    /// deductions (undoes [`TournamentCommand::WithdrawDeduction`]).
    ReinstateDeduction {
        /// The last entry of the withdrawn deductions.
        withdrawn: WithdrawnDeduction,
        /// Its place among the deductions in force.
        index: usize,
    },
    /// Record a dated step for a company.
    RecordStep {
        /// Which step.
        step: CompanyStep,
        /// The company.
        company: CompanyId,
        /// The date.
        date: NaiveDate,
    },
    /// Set the season's fees (C08, C28).
    SetFees(FeeSchedule),
    /// Record a payment.
    RecordPayment(Payment),
    /// Remove a payment entered by mistake (the last one equal to it).
    RemovePayment(Payment),
    /// Put a removed payment back at `index` among the payments (undoes
    /// [`TournamentCommand::RemovePayment`]).
    RestorePayment {
        /// The payment.
        payment: Payment,
        /// Its place among the payments.
        index: usize,
    },
    /// Record a change of address (C22).
    RecordAddressChange(AddressChange),
    /// Put back the season's records (undoes a records-only change).
    RestoreRecords(Box<SeasonRecords>),
    /// Approve a replacement (C20): he takes over the team's board and the
    /// listed games.
    ApproveReplacement(Replacement),
    /// Change who plays a game (undoes a replacement).
    SetGamePlayers {
        /// The game.
        game: GameId,
        /// White.
        white: PlayerId,
        /// Black.
        black: PlayerId,
    },
    /// Rule a player's unfinished games lost by default for an address
    /// change not notified in time (C22).
    RuleAddressDefault {
        /// The player.
        player: PlayerId,
        /// The date of the ruling.
        date: NaiveDate,
    },
    /// Record the Committee's approval of a combined team on `date` (C07).
    ApproveCombinedTeam {
        /// The combined team.
        team: TeamId,
        /// The date of the Committee's ruling.
        date: NaiveDate,
    },
    /// Expel a company for unpaid fees (C09: only 21 days or more after a
    /// reminder): its teams' unfinished games are annulled or scored lost.
    Expel {
        /// The company.
        company: CompanyId,
        /// What becomes of its teams' unfinished games.
        ruling: WithdrawalRuling,
        /// The date of the expulsion.
        date: NaiveDate,
    },
    /// A player withdrew or died: his unfinished games are annulled or
    /// scored lost (E9.1). Adjudication goes through the adjudication
    /// commands.
    Withdraw {
        /// The player.
        player: PlayerId,
        /// The ruling.
        ruling: WithdrawalRuling,
        /// The date.
        date: NaiveDate,
    },
    /// Record the champions and the trophies of the current season and
    /// start the next one (C30, C31, C32). Built by
    /// [`super::rollover::RolloverPlan::command`].
    StartSeason {
        /// The new season.
        season: Box<Season>,
        /// The champions of the season ending.
        champions: Option<Champions>,
        /// Every division's trophy of the season ending.
        trophies: Vec<super::trophies::Trophy>,
    },
    /// Remove the last season and put back the champions and trophies
    /// records of the one before (undoes [`TournamentCommand::StartSeason`]).
    DropSeason {
        /// The champions record to restore.
        champions: Option<Champions>,
        /// The trophies record to restore.
        trophies: Vec<super::trophies::Trophy>,
    },
    /// Give a project without one its team competition, with its first
    /// season and dates (C03, C04; see
    /// [`super::competition_ops::start_competition`]).
    StartCompetition(Box<super::season::Competition>),
    /// Remove the competition while no season has a division (undoes
    /// [`TournamentCommand::StartCompetition`]).
    RemoveCompetition,
    /// Replace the current season's dates (C09-C11, C16, C19, C24, C25).
    SetCalendar(Box<super::season::SeasonCalendar>),
    /// Name the competition's Organiser and his postal address (C03; the
    /// captains write to him, C23, P12). Its own undo.
    SetOrganiser {
        /// The Organiser's name.
        name: String,
        /// His postal address, lines separated by newlines.
        address: String,
    },
}

pub(super) fn err(e: TournamentError) -> DomainError {
    DomainError::Tournament(e)
}

pub(super) fn season_mut(project: &mut Project) -> Result<&mut Season, DomainError> {
    project
        .competition
        .as_mut()
        .and_then(|c| c.seasons.last_mut())
        .ok_or(err(TournamentError::NoSeason))
}

pub(super) fn season(project: &Project) -> Result<&Season, DomainError> {
    project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .ok_or(err(TournamentError::NoSeason))
}

pub(super) fn division_mut<'a>(
    project: &'a mut Project,
    name: &str,
) -> Result<&'a mut Division, DomainError> {
    season_mut(project)?
        .divisions
        .iter_mut()
        .find(|d| d.name == name)
        .ok_or_else(|| err(TournamentError::UnknownDivision(name.to_owned())))
}

pub(super) fn division<'a>(project: &'a Project, name: &str) -> Result<&'a Division, DomainError> {
    season(project)?
        .divisions
        .iter()
        .find(|d| d.name == name)
        .ok_or_else(|| err(TournamentError::UnknownDivision(name.to_owned())))
}

pub(super) fn tc(command: TournamentCommand) -> Command {
    Command::Tournament(command)
}

pub(super) fn event(summary: impl Into<Summary>, undo: TournamentCommand) -> Event {
    Event {
        summary: summary.into(),
        undo: tc(undo),
    }
}

/// Changes the season's records and returns the event that restores them.
pub(super) fn change_records(
    project: &mut Project,
    summary: String,
    change: impl FnOnce(&mut SeasonRecords),
) -> Result<Event, DomainError> {
    let records = &mut season_mut(project)?.records;
    let old = records.clone();
    change(records);
    Ok(event(
        summary,
        TournamentCommand::RestoreRecords(Box::new(old)),
    ))
}

/// Why the names a command brings in cannot stand (issue 21): a control
/// character in a company's details, a division's or a team's name. A text
/// that stood so already (an older file, put back by an undo) is let be.
fn text_problem(
    project: &Project,
    command: &TournamentCommand,
) -> Option<crate::text_rules::TextProblem> {
    use crate::text_rules::{Lines, text_problem as line_problem};
    use TournamentCommand as T;
    let line = |field: String, text: &str| line_problem(&field, text, Lines::One);
    match command {
        T::SetCompany(company) => company.problem().filter(|_| {
            project
                .company(company.id)
                .is_none_or(|old| old.problem().is_none())
        }),
        T::AddDivision { division, .. } => {
            line(format!("division {:?} name", division.name), &division.name)
        }
        T::EditDivision { name, .. } => line(format!("division name {name:?}"), name),
        T::SetOrganiser { name, address } => line("the Organiser's name".to_owned(), name)
            .or_else(|| line_problem("the Organiser's address", address, Lines::Several)),
        T::SetTeam { team, .. } => {
            line(format!("team {} name", team.id), &team.name).filter(|_| {
                project
                    .divisions()
                    .iter()
                    .flat_map(|d| d.teams.iter())
                    .find(|t| t.id == team.id)
                    .is_none_or(|old| line_problem("", &old.name, Lines::One).is_none())
            })
        }
        _ => None,
    }
}

/// Applies a tournament command. On error the project is unchanged.
pub fn apply(project: &mut Project, command: TournamentCommand) -> Result<Event, DomainError> {
    use TournamentCommand as T;
    if let Some(problem) = text_problem(project, &command) {
        return Err(DomainError::TextFromOthers(problem));
    }
    match command {
        T::SetCompany(company) => entry_ops::set_company(project, company),
        T::RemoveCompany(id) => entry_ops::remove_company(project, id),
        T::AddDivision { division, index } => entry_ops::add_division(project, *division, index),
        T::RemoveDivision(name) => entry_ops::remove_division(project, name),
        T::EditDivision {
            division: name,
            name: new_name,
            boards,
        } => entry_ops::edit_division(project, name, new_name, boards),
        T::SetTeam {
            division: name,
            team,
        } => entry_ops::set_team(project, name, team),
        T::RemoveTeam {
            division: name,
            team,
        } => entry_ops::remove_team(project, name, team),
        T::RemoveTeamPlayer { team, player } => {
            entry_ops::remove_team_player(project, team, player)
        }
        T::MoveTeamPlayer {
            player,
            team,
            board,
        } => entry_ops::move_team_player(project, player, team, board),
        T::DrawLots {
            division: name,
            seed,
        } => pairing_ops::draw_lots(project, name, seed),
        T::SetTeamOrder {
            division: name,
            order,
            draw_seed,
        } => pairing_ops::set_team_order(project, name, order, draw_seed),
        T::SetPairings {
            division: name,
            pairings,
            add_games,
            remove_games,
        } => pairing_ops::set_pairings(project, name, pairings, add_games, remove_games),
        T::ReportResult(report) => result_ops::report_result(project, report),
        T::RestoreReports {
            game,
            reports,
            result,
        } => result_ops::restore_reports(project, game, reports, result),
        T::AddDeduction(deduction) => result_ops::add_deduction(project, deduction),
        T::WithdrawDeduction {
            deduction,
            withdrawal,
        } => result_ops::withdraw_deduction(project, &deduction, withdrawal),
        T::ReinstateDeduction { withdrawn, index } => {
            result_ops::reinstate_deduction(project, &withdrawn, index)
        }
        T::RecordStep {
            step,
            company,
            date,
        } => records_ops::record_step(project, step, company, date),
        T::SetFees(fees) => records_ops::set_fees(project, fees),
        T::RecordPayment(payment) => records_ops::record_payment(project, payment),
        T::RemovePayment(payment) => records_ops::remove_payment(project, &payment),
        T::RestorePayment { payment, index } => {
            records_ops::restore_payment(project, payment, index)
        }
        T::RecordAddressChange(change) => records_ops::record_address_change(project, change),
        T::RestoreRecords(records) => records_ops::restore_records(project, records),
        T::ApproveReplacement(replacement) => {
            records_ops::approve_replacement(project, replacement)
        }
        T::SetGamePlayers { game, white, black } => {
            result_ops::set_game_players(project, game, white, black)
        }
        T::RuleAddressDefault { player, date } => {
            records_ops::rule_address_default(project, player, date)
        }
        T::Withdraw {
            player,
            ruling,
            date,
        } => result_ops::withdraw(project, player, ruling, date),
        T::Expel {
            company,
            ruling,
            date,
        } => super::expel_ops::expel(project, company, ruling, date),
        T::ApproveCombinedTeam { team, date } => {
            records_ops::approve_combined_team(project, team, date)
        }
        T::StartSeason {
            season: new,
            champions,
            trophies,
        } => season_change_ops::start_season(project, new, champions, trophies),
        T::StartCompetition(competition) => {
            competition_ops::start_competition(project, *competition)
        }
        T::RemoveCompetition => competition_ops::remove_competition(project),
        T::SetCalendar(calendar) => competition_ops::set_calendar(project, *calendar),
        T::SetOrganiser { name, address } => competition_ops::set_organiser(project, name, address),
        T::DropSeason {
            champions,
            trophies,
        } => season_change_ops::drop_season(project, champions, trophies),
    }
}
