//! Season operations as commands with undo: companies, divisions, teams and
//! board order, the draw of lots, pairings and their games (C17), results
//! game by game (C23, E9.1, E12.3), deductions (C15, C21),
//! replacements (C20), address changes (C22), fees and payments (C08, C09),
//! dated steps (C10, C11, C16) and the start of a new season (C31, C32).
//!
//! Every command works on the current (last) season. Each is applied
//! through [`crate::domain::command::apply`] as
//! `Command::Tournament(..)`; on refusal the project is unchanged.

use chrono::NaiveDate;

use super::company::Company;
use super::division::{BoardPairing, Division};
use super::draw::apply_draw;
use super::hutton::HuttonTable;
use super::records::{
    AddressChange, Champions, CompanyDate, FeeSchedule, Payment, PointDeduction, Replacement,
    Reporter, ResultReport, SeasonRecords,
};
use super::results::{reports_of, settle};
use super::season::Season;
use super::team::Team;
use crate::domain::command::{Command, DomainError, Event};
use crate::domain::game::{Game, GameResult, Outcome, PairingRef, Termination};
use crate::domain::ids::{CompanyId, GameId, PlayerId, TeamId};
use crate::domain::project::Project;

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
    /// Record the champions of the current season and start the next one
    /// (C31, C32). Built by [`super::rollover::RolloverPlan::command`].
    StartSeason {
        /// The new season.
        season: Box<Season>,
        /// The champions of the season ending.
        champions: Option<Champions>,
    },
    /// Remove the last season and put back the champions record of the one
    /// before (undoes [`TournamentCommand::StartSeason`]).
    DropSeason {
        /// The champions record to restore.
        champions: Option<Champions>,
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
}

/// Why a tournament command was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// The project runs no competition with a season.
    #[error("the project has no season of a team competition")]
    NoSeason,
    /// No division by that name.
    #[error("there is no division `{0}`")]
    UnknownDivision(String),
    /// A division by that name exists.
    #[error("there is already a division `{0}`")]
    DuplicateDivision(String),
    /// No such team in the division.
    #[error("there is no team {0} in the division")]
    UnknownTeam(TeamId),
    /// No such company.
    #[error("there is no company {0}")]
    UnknownCompany(CompanyId),
    /// The team id is used in another division.
    #[error("team {0} is already entered in another division")]
    TeamElsewhere(TeamId),
    /// The company still enters a team.
    #[error("company {0} still enters a team")]
    CompanyInUse(CompanyId),
    /// No player on that board.
    #[error("board {board} of {team} has no player")]
    EmptyBoard {
        /// The team.
        team: String,
        /// The board.
        board: u8,
    },
    /// The table does not fit the division.
    #[error(
        "the table is for {table_teams} teams of {table_boards} boards, the division has {teams} of {boards}"
    )]
    TableMismatch {
        /// Teams in the table.
        table_teams: u32,
        /// Boards in the table.
        table_boards: u32,
        /// Teams in the division.
        teams: usize,
        /// Boards of the division.
        boards: u8,
    },
    /// Games of the old pairings have moves or results.
    #[error("game {0} of the current pairings has started: remove it first")]
    GamesStarted(GameId),
    /// A deduction of more than 4 game points per player, or none.
    #[error("a deduction is up to 4 game points per player concerned (C15, C21), more than 0")]
    DeductionSize,
    /// The game is not part of the season's pairings.
    #[error("game {0} is not a game of this season's pairings")]
    NotAPairingGame(GameId),
    /// The captain's team does not play in the game.
    #[error("team {0} does not play in this game")]
    NotInGame(TeamId),
    /// The replaced player does not play the game.
    #[error("{player} does not play game {game}")]
    NotHisGame {
        /// The game.
        game: GameId,
        /// The player.
        player: PlayerId,
    },
    /// No player by that id.
    #[error("there is no player {0}")]
    UnknownPlayer(PlayerId),
    /// No game by that id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// A paired division keeps its boards (C05).
    #[error("{division} is paired on {boards} boards: its boards change only before pairing (C05)")]
    BoardsFixed {
        /// The division.
        division: String,
        /// Its boards.
        boards: u8,
    },
    /// A paired team stays in its division (E9.1).
    #[error("{0} is paired: pair the division again without it, or withdraw its players (E9.1)")]
    TeamPaired(String),
    /// A team names more players than its division has boards (C05, C06).
    #[error("{team} names {players} players for {boards} boards: one player a board (C05, C06)")]
    TooManyPlayers {
        /// The team.
        team: String,
        /// Players named.
        players: usize,
        /// Boards of its division.
        boards: u8,
    },
    /// There is no season to drop.
    #[error("there is no earlier season to go back to")]
    NoEarlierSeason,
    /// The season to drop has games of its own.
    #[error("game {0} belongs to the current season: remove its games before dropping it")]
    SeasonHasGames(GameId),
}

fn err(e: TournamentError) -> DomainError {
    DomainError::Tournament(e)
}

fn season_mut(project: &mut Project) -> Result<&mut Season, DomainError> {
    project
        .competition
        .as_mut()
        .and_then(|c| c.seasons.last_mut())
        .ok_or(err(TournamentError::NoSeason))
}

fn season(project: &Project) -> Result<&Season, DomainError> {
    project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .ok_or(err(TournamentError::NoSeason))
}

fn division_mut<'a>(project: &'a mut Project, name: &str) -> Result<&'a mut Division, DomainError> {
    season_mut(project)?
        .divisions
        .iter_mut()
        .find(|d| d.name == name)
        .ok_or_else(|| err(TournamentError::UnknownDivision(name.to_owned())))
}

fn division<'a>(project: &'a Project, name: &str) -> Result<&'a Division, DomainError> {
    season(project)?
        .divisions
        .iter()
        .find(|d| d.name == name)
        .ok_or_else(|| err(TournamentError::UnknownDivision(name.to_owned())))
}

fn tc(command: TournamentCommand) -> Command {
    Command::Tournament(command)
}

fn event(summary: impl Into<String>, undo: TournamentCommand) -> Event {
    Event {
        summary: summary.into(),
        undo: tc(undo),
    }
}

/// Changes the season's records and returns the event that restores them.
fn change_records(
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

/// Applies a tournament command. On error the project is unchanged.
pub fn apply(project: &mut Project, command: TournamentCommand) -> Result<Event, DomainError> {
    use TournamentCommand as T;
    match command {
        T::SetCompany(company) => {
            let summary = format!("entered company {}", company.name);
            match project.companies.iter_mut().find(|c| c.id == company.id) {
                Some(slot) => {
                    let old = std::mem::replace(slot, company);
                    Ok(event(summary, T::SetCompany(old)))
                }
                None => {
                    let id = company.id;
                    project.companies.push(company);
                    Ok(event(summary, T::RemoveCompany(id)))
                }
            }
        }
        T::RemoveCompany(id) => {
            if project
                .competition
                .iter()
                .flat_map(|c| c.seasons.iter())
                .flat_map(|s| s.divisions.iter())
                .flat_map(|d| d.teams.iter())
                .any(|t| t.company == id || t.partner == Some(id))
            {
                return Err(err(TournamentError::CompanyInUse(id)));
            }
            let index = project
                .companies
                .iter()
                .position(|c| c.id == id)
                .ok_or(err(TournamentError::UnknownCompany(id)))?;
            let old = project.companies.remove(index);
            Ok(event(
                format!("removed company {}", old.name),
                T::SetCompany(old),
            ))
        }
        T::AddDivision { division, index } => {
            let s = season_mut(project)?;
            if s.divisions.iter().any(|d| d.name == division.name) {
                return Err(err(TournamentError::DuplicateDivision(
                    division.name.clone(),
                )));
            }
            let name = division.name.clone();
            let at = index.unwrap_or(s.divisions.len()).min(s.divisions.len());
            s.divisions.insert(at, *division);
            Ok(event(format!("added {name}"), T::RemoveDivision(name)))
        }
        T::RemoveDivision(name) => {
            let s = season_mut(project)?;
            let index = s
                .divisions
                .iter()
                .position(|d| d.name == name)
                .ok_or_else(|| err(TournamentError::UnknownDivision(name.clone())))?;
            let old = s.divisions.remove(index);
            Ok(event(
                format!("removed {name}"),
                T::AddDivision {
                    division: Box::new(old),
                    index: Some(index),
                },
            ))
        }
        T::EditDivision {
            division: name,
            name: new_name,
            boards,
        } => {
            if new_name != name && division(project, &new_name).is_ok() {
                return Err(err(TournamentError::DuplicateDivision(new_name)));
            }
            let d = division_mut(project, &name)?;
            if boards != d.boards && d.boards_fixed() {
                return Err(err(TournamentError::BoardsFixed {
                    division: name,
                    boards: d.boards,
                }));
            }
            let undo = T::EditDivision {
                division: new_name.clone(),
                name: d.name.clone(),
                boards: d.boards,
            };
            d.name.clone_from(&new_name);
            d.boards = boards;
            if new_name != name {
                for g in &mut project.games {
                    if let Some(p) = &mut g.pairing
                        && p.division == name
                        && p.is_current()
                    {
                        p.division.clone_from(&new_name);
                    }
                }
            }
            Ok(event(format!("{new_name} has {boards} boards"), undo))
        }
        T::SetTeam {
            division: name,
            team,
        } => {
            if project.company(team.company).is_none() {
                return Err(err(TournamentError::UnknownCompany(team.company)));
            }
            if let Some(p) = team.players.iter().find(|p| project.player(**p).is_none()) {
                return Err(err(TournamentError::UnknownPlayer(*p)));
            }
            if season(project)?
                .divisions
                .iter()
                .any(|d| d.name != name && d.team(team.id).is_some())
            {
                return Err(err(TournamentError::TeamElsewhere(team.id)));
            }
            let d = division_mut(project, &name)?;
            if team.players.len() > usize::from(d.boards) {
                return Err(err(TournamentError::TooManyPlayers {
                    team: team.name,
                    players: team.players.len(),
                    boards: d.boards,
                }));
            }
            let summary = format!("entered {} in {name}", team.name);
            match d.teams.iter_mut().find(|t| t.id == team.id) {
                Some(slot) => {
                    let old = std::mem::replace(slot, team);
                    Ok(event(
                        summary,
                        T::SetTeam {
                            division: name,
                            team: old,
                        },
                    ))
                }
                None => {
                    let id = team.id;
                    d.teams.push(team);
                    Ok(event(
                        summary,
                        T::RemoveTeam {
                            division: name,
                            team: id,
                        },
                    ))
                }
            }
        }
        T::RemoveTeam {
            division: name,
            team,
        } => {
            let d = division_mut(project, &name)?;
            let index = d
                .teams
                .iter()
                .position(|t| t.id == team)
                .ok_or(err(TournamentError::UnknownTeam(team)))?;
            if d.is_paired(team) {
                return Err(err(TournamentError::TeamPaired(
                    d.teams[index].name.clone(),
                )));
            }
            let order: Vec<TeamId> = d.teams.iter().map(|t| t.id).collect();
            let seed = d.draw_seed;
            let old = d.teams.remove(index);
            let summary = format!("removed {} from {name}", old.name);
            // Undo: put the team back, then its place in the order.
            Ok(Event {
                summary,
                undo: Command::Batch(vec![
                    tc(T::SetTeam {
                        division: name.clone(),
                        team: old,
                    }),
                    tc(T::SetTeamOrder {
                        division: name,
                        order,
                        draw_seed: seed,
                    }),
                ]),
            })
        }
        T::DrawLots {
            division: name,
            seed,
        } => {
            let d = division_mut(project, &name)?;
            let old: Vec<TeamId> = d.teams.iter().map(|t| t.id).collect();
            let old_seed = d.draw_seed;
            let mut by_entry = d.teams.clone();
            by_entry.sort_by_key(|t| t.id);
            d.teams = apply_draw(&by_entry, seed);
            d.draw_seed = Some(seed);
            let letters = d
                .teams
                .iter()
                .enumerate()
                .map(|(i, t)| format!("{} {}", super::division::team_letter(i), t.name))
                .collect::<Vec<_>>()
                .join(", ");
            Ok(event(
                format!("drew lots for {name} with seed {seed}: {letters}"),
                T::SetTeamOrder {
                    division: name,
                    order: old,
                    draw_seed: old_seed,
                },
            ))
        }
        T::SetTeamOrder {
            division: name,
            order,
            draw_seed,
        } => {
            let d = division_mut(project, &name)?;
            let mut sorted = order.clone();
            sorted.sort();
            let mut have: Vec<TeamId> = d.teams.iter().map(|t| t.id).collect();
            have.sort();
            if sorted != have {
                let missing = have
                    .into_iter()
                    .find(|t| !order.contains(t))
                    .or_else(|| order.first().copied())
                    .unwrap_or(TeamId(0));
                return Err(err(TournamentError::UnknownTeam(missing)));
            }
            let old: Vec<TeamId> = d.teams.iter().map(|t| t.id).collect();
            let old_seed = d.draw_seed;
            let mut teams = std::mem::take(&mut d.teams);
            teams.sort_by_key(|t| order.iter().position(|o| *o == t.id));
            d.teams = teams;
            d.draw_seed = draw_seed;
            Ok(event(
                format!("put the teams of {name} in order"),
                T::SetTeamOrder {
                    division: name,
                    order: old,
                    draw_seed: old_seed,
                },
            ))
        }
        T::SetPairings {
            division: name,
            pairings,
            add_games,
            remove_games,
        } => set_pairings(project, name, pairings, add_games, remove_games),
        T::ReportResult(report) => report_result(project, report),
        T::RestoreReports {
            game,
            reports,
            result,
        } => {
            let g = project
                .game(game)
                .ok_or(err(TournamentError::UnknownGame(game)))?;
            let old_result = g.result;
            let records = &mut season_mut(project)?.records;
            let old_reports: Vec<ResultReport> =
                reports_of(records, game).into_iter().cloned().collect();
            records.reports.retain(|r| r.game != game);
            records.reports.extend(reports);
            if let Some(g) = project.game_mut(game) {
                g.result = result;
            }
            Ok(event(
                format!("restored the reports of game {game}"),
                T::RestoreReports {
                    game,
                    reports: old_reports,
                    result: old_result,
                },
            ))
        }
        T::AddDeduction(deduction) => {
            if deduction.halves <= 0 || deduction.halves > MAX_DEDUCTION_HALVES {
                return Err(err(TournamentError::DeductionSize));
            }
            if project.team(deduction.team).is_none() {
                return Err(err(TournamentError::UnknownTeam(deduction.team)));
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
        T::RecordStep {
            step,
            company,
            date,
        } => {
            if project.company(company).is_none() {
                return Err(err(TournamentError::UnknownCompany(company)));
            }
            let entry = CompanyDate { company, date };
            let name = project
                .company(company)
                .map_or_else(|| company.to_string(), |c| c.name.clone());
            let what = match step {
                CompanyStep::Entry => format!("the entry of {name} received (C10)"),
                CompanyStep::Form => format!("the team form of {name} returned (C11)"),
                CompanyStep::PairingsSent => format!("the pairing list sent to {name} (C16)"),
                CompanyStep::Reminder => format!("a fee reminder sent to {name} (C09)"),
                CompanyStep::Expelled => format!("{name} expelled for unpaid fees (C09)"),
            };
            change_records(
                project,
                format!("recorded {what} on {date}"),
                |r| match step {
                    CompanyStep::Entry => r.entries.push(entry),
                    CompanyStep::Form => r.forms.push(entry),
                    CompanyStep::PairingsSent => r.pairings_sent.push(entry),
                    CompanyStep::Reminder => r.reminders.push(entry),
                    CompanyStep::Expelled => r.expelled.push(entry),
                },
            )
        }
        T::SetFees(fees) => change_records(project, "set the season's fees".to_owned(), |r| {
            r.fees = fees;
        }),
        T::RecordPayment(payment) => {
            if project.company(payment.company).is_none() {
                return Err(err(TournamentError::UnknownCompany(payment.company)));
            }
            let summary = format!(
                "recorded {} from {}",
                payment.amount,
                project
                    .company(payment.company)
                    .map_or_else(|| payment.company.to_string(), |c| c.name.clone())
            );
            change_records(project, summary, |r| r.payments.push(payment))
        }
        T::RecordAddressChange(change) => {
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
        T::RestoreRecords(records) => {
            let s = season_mut(project)?;
            let old = std::mem::replace(&mut s.records, *records);
            Ok(event(
                "restored the season's records",
                T::RestoreRecords(Box::new(old)),
            ))
        }
        T::ApproveReplacement(replacement) => approve_replacement(project, replacement),
        T::SetGamePlayers { game, white, black } => {
            for p in [white, black] {
                if project.player(p).is_none() {
                    return Err(err(TournamentError::UnknownPlayer(p)));
                }
            }
            let g = project
                .game_mut(game)
                .ok_or(err(TournamentError::UnknownGame(game)))?;
            let undo = T::SetGamePlayers {
                game,
                white: g.white,
                black: g.black,
            };
            g.white = white;
            g.black = black;
            Ok(event(format!("changed the players of game {game}"), undo))
        }
        T::RuleAddressDefault { player, date } => {
            let games = unfinished_games_of(project, player);
            let reports = games
                .into_iter()
                .map(|(game, white)| {
                    tc(T::ReportResult(ResultReport {
                        game,
                        by: Reporter::Organiser,
                        result: GameResult {
                            outcome: if white {
                                Outcome::BlackWins
                            } else {
                                Outcome::WhiteWins
                            },
                            termination: Termination::Default,
                        },
                        received: date,
                        record_received: false,
                    }))
                })
                .collect();
            crate::domain::command::apply(project, Command::Batch(reports))
        }
        T::Withdraw {
            player,
            ruling,
            date,
        } => {
            let games = unfinished_games_of(project, player);
            let reports = games
                .into_iter()
                .map(|(game, white)| {
                    let outcome = match (ruling, white) {
                        (WithdrawalRuling::Annul, _) => Outcome::Annulled,
                        (WithdrawalRuling::ScoreLost, true) => Outcome::BlackWins,
                        (WithdrawalRuling::ScoreLost, false) => Outcome::WhiteWins,
                    };
                    tc(T::ReportResult(ResultReport {
                        game,
                        by: Reporter::Organiser,
                        result: GameResult {
                            outcome,
                            termination: Termination::Withdrawal,
                        },
                        received: date,
                        record_received: false,
                    }))
                })
                .collect();
            crate::domain::command::apply(project, Command::Batch(reports))
        }
        T::StartSeason {
            season: new,
            champions,
        } => {
            let competition = project
                .competition
                .as_mut()
                .ok_or(err(TournamentError::NoSeason))?;
            let current = competition
                .seasons
                .last_mut()
                .ok_or(err(TournamentError::NoSeason))?;
            let old = std::mem::replace(&mut current.records.champions, champions);
            let ending = current.name.clone();
            let name = new.name.clone();
            competition.seasons.push(*new);
            // The games played so far belong to the season ending.
            for p in project.games.iter_mut().filter_map(|g| g.pairing.as_mut()) {
                if p.is_current() {
                    p.season.clone_from(&ending);
                }
            }
            Ok(event(
                format!("started season {name}"),
                T::DropSeason { champions: old },
            ))
        }
        T::StartCompetition(competition) => {
            super::competition_ops::start_competition(project, *competition)
        }
        T::RemoveCompetition => super::competition_ops::remove_competition(project),
        T::SetCalendar(calendar) => super::competition_ops::set_calendar(project, *calendar),
        T::DropSeason { champions } => {
            let competition = project
                .competition
                .as_mut()
                .ok_or(err(TournamentError::NoSeason))?;
            if competition.seasons.len() < 2 {
                return Err(err(TournamentError::NoEarlierSeason));
            }
            if let Some(g) = project
                .games
                .iter()
                .find(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()))
            {
                return Err(err(TournamentError::SeasonHasGames(g.id)));
            }
            let Some(dropped) = competition.seasons.pop() else {
                return Err(err(TournamentError::NoEarlierSeason));
            };
            let old = competition
                .seasons
                .last_mut()
                .map(|s| std::mem::replace(&mut s.records.champions, champions))
                .unwrap_or_default();
            // The games of the season that is current again are current.
            let back = competition
                .seasons
                .last()
                .map(|s| s.name.clone())
                .unwrap_or_default();
            for p in project.games.iter_mut().filter_map(|g| g.pairing.as_mut()) {
                if p.season == back {
                    p.season.clear();
                }
            }
            Ok(event(
                format!("dropped season {}", dropped.name),
                T::StartSeason {
                    season: Box::new(dropped),
                    champions: old,
                },
            ))
        }
    }
}

/// Unfinished games of the current season's pairings where `player` plays:
/// (game, he has White).
fn unfinished_games_of(project: &Project, player: PlayerId) -> Vec<(GameId, bool)> {
    project
        .games
        .iter()
        .filter(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()) && g.result.is_none())
        .filter(|g| g.white == player || g.black == player)
        .map(|g| (g.id, g.white == player))
        .collect()
}

fn report_result(project: &mut Project, report: ResultReport) -> Result<Event, DomainError> {
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
    let old_result = g.result;
    let records = &mut season_mut(project)?.records;
    let old_reports: Vec<ResultReport> = reports_of(records, game).into_iter().cloned().collect();
    let who = match report.by {
        Reporter::Organiser => "the Organiser".to_owned(),
        Reporter::Captain(t) => format!("the captain of {t}"),
    };
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
    Ok(event(
        summary,
        TournamentCommand::RestoreReports {
            game,
            reports: old_reports,
            result: old_result,
        },
    ))
}

fn approve_replacement(project: &mut Project, r: Replacement) -> Result<Event, DomainError> {
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
    let records = season(project)?.records.clone();
    let mut new_records = records;
    new_records.replacements.push(r);
    steps.push(tc(TournamentCommand::RestoreRecords(Box::new(new_records))));
    let mut e = crate::domain::command::apply(project, Command::Batch(steps))?;
    e.summary = "approved a replacement (C20)".to_owned();
    Ok(e)
}

fn set_pairings(
    project: &mut Project,
    name: String,
    pairings: Vec<BoardPairing>,
    add_games: Vec<Game>,
    remove_games: Vec<GameId>,
) -> Result<Event, DomainError> {
    division(project, &name)?;
    for id in &remove_games {
        if project.game(*id).is_none() {
            return Err(err(TournamentError::UnknownGame(*id)));
        }
    }
    for g in &add_games {
        if project.game(g.id).is_some() && !remove_games.contains(&g.id) {
            return Err(DomainError::DuplicateId(format!("game {}", g.id)));
        }
        for p in [g.white, g.black] {
            if project.player(p).is_none() {
                return Err(err(TournamentError::UnknownPlayer(p)));
            }
        }
    }
    let removed: Vec<Game> = project
        .games
        .iter()
        .filter(|g| remove_games.contains(&g.id))
        .cloned()
        .collect();
    project.games.retain(|g| !remove_games.contains(&g.id));
    let added: Vec<GameId> = add_games.iter().map(|g| g.id).collect();
    project.games.extend(add_games);
    let d = division_mut(project, &name)?;
    let old = std::mem::replace(&mut d.pairings, pairings);
    Ok(event(
        format!("paired {name}: {} games", added.len()),
        TournamentCommand::SetPairings {
            division: name,
            pairings: old,
            add_games: removed,
            remove_games: added,
        },
    ))
}

/// The division's pairings from a Hutton table whose team letters follow
/// the division's team order (after the draw of lots).
pub fn pairings_from_table(
    division: &Division,
    table: &HuttonTable,
) -> Result<Vec<BoardPairing>, TournamentError> {
    if table.teams() as usize != division.teams.len()
        || table.boards() != u32::from(division.boards)
    {
        return Err(TournamentError::TableMismatch {
            table_teams: table.teams(),
            table_boards: table.boards(),
            teams: division.teams.len(),
            boards: division.boards,
        });
    }
    let mut out = Vec::new();
    for p in table.pairings() {
        let team = |letter: super::hutton::TeamLetter| {
            division
                .teams
                .get(letter.index() as usize)
                .map(|t| t.id)
                .ok_or(TournamentError::UnknownTeam(TeamId(letter.index())))
        };
        let board = |b: u32| u8::try_from(b).unwrap_or(u8::MAX);
        out.push(BoardPairing {
            team: team(p.first.team)?,
            board: board(p.first.board),
            opponent_team: team(p.second.team)?,
            opponent_board: board(p.second.board),
        });
    }
    Ok(out)
}

/// The two games of each pairing (C17), with the players on those boards:
/// in the first the pairing's `team` has White, in the second Black. Ids
/// start at `first_id`.
pub fn pairing_games(
    season: &Season,
    competition: &str,
    division: &Division,
    pairings: &[BoardPairing],
    first_id: GameId,
) -> Result<Vec<Game>, TournamentError> {
    let player = |team: TeamId, board: u8| {
        let t = division
            .team(team)
            .ok_or(TournamentError::UnknownTeam(team))?;
        t.player_on(board)
            .ok_or_else(|| TournamentError::EmptyBoard {
                team: t.name.clone(),
                board,
            })
    };
    let mut id = first_id.0;
    let mut games = Vec::with_capacity(pairings.len() * 2);
    for p in pairings {
        let a = (p.team, p.board);
        let b = (p.opponent_team, p.opponent_board);
        for (white, black) in [(a, b), (b, a)] {
            let mut game = Game::new(
                GameId(id),
                player(white.0, white.1)?,
                player(black.0, black.1)?,
                format!("{competition} {}, {}", season.name, division.name),
            );
            id += 1;
            game.rules = "Postal (Inter-Office appendix)".to_owned();
            game.start = Some(season.calendar.play_starts);
            game.pairing = Some(PairingRef {
                division: division.name.clone(),
                white_team: white.0,
                white_board: white.1,
                black_team: black.0,
                black_board: black.1,
                season: String::new(),
            });
            games.push(game);
        }
    }
    Ok(games)
}

/// The command that pairs `division` from `table` (generated, typed in or
/// imported) and creates its games, replacing any pairings whose games have
/// not started. Refused when a game of the old pairings has moves or a
/// result.
pub fn pairings_command(
    project: &Project,
    division_name: &str,
    table: &HuttonTable,
) -> Result<Command, DomainError> {
    let s = season(project)?;
    let d = division(project, division_name)?;
    let pairings = pairings_from_table(d, table).map_err(err)?;
    let old_games: Vec<&Game> = project
        .games
        .iter()
        .filter(|g| {
            g.pairing
                .as_ref()
                .is_some_and(|p| p.division == d.name && p.is_current())
        })
        .collect();
    if let Some(g) = old_games
        .iter()
        .find(|g| !g.moves.is_empty() || g.result.is_some())
    {
        return Err(err(TournamentError::GamesStarted(g.id)));
    }
    let competition = project.competition.as_ref().map_or("", |c| c.name.as_str());
    let games = pairing_games(s, competition, d, &pairings, project.next_game_id()).map_err(err)?;
    Ok(tc(TournamentCommand::SetPairings {
        division: d.name.clone(),
        pairings,
        add_games: games,
        remove_games: old_games.iter().map(|g| g.id).collect(),
    }))
}
