//! Changes to the clock ledger of a project, each with its undo:
//! [`LedgerCommand`], applied through [`Command::Ledger`].
//!
//! Leave bookings (E8.1-E8.4, P11), penalties (E6.6, P09), time claims made,
//! protested and decided (E7.1-E7.6, P13), dates corrected with their
//! history kept (E2.10), dates set from a spreadsheet, and the rule sets
//! with every number editable.

use chrono::NaiveDate;

use super::arrival::Arrival;
use super::claims::{Claim, ClaimDecision, ClaimRefused, claim_admissible};
use super::penalty::Penalty;
use super::project::{MoveCorrection, PlayerLeave};
use super::repeat::RepeatSent;
use super::row::{DateCorrection, DateField};
use super::rule_set::RuleSet;
use crate::command::{Command, DomainError, Event};
use crate::date_problem::DateProblem;
use crate::game::Game;
use crate::ids::{GameId, PlayerId};
use crate::project::Project;

/// The received and sent dates of one move, as a spreadsheet gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveDates {
    /// Index of the move in the game.
    pub ply: usize,
    /// Date the opponent's previous move was received (`None` = assumed).
    pub received: Option<NaiveDate>,
    /// Date the move was sent (`None` = not yet sent).
    pub sent: Option<NaiveDate>,
}

/// One change to the clock ledger of a project.
#[derive(Debug, Clone, PartialEq)]
pub enum LedgerCommand {
    /// Book leave for a player, at the end of the list or at `index` (E8.1, P11).
    AddLeave {
        /// The booking.
        leave: PlayerLeave,
        /// Where in [`Project::leave`]; `None` = at the end.
        index: Option<usize>,
    },
    /// Cancel a leave booking.
    RemoveLeave {
        /// Index in [`Project::leave`].
        index: usize,
    },
    /// Record a penalty against one side of a game (E6.6, P09).
    AddPenalty {
        /// The game.
        game: GameId,
        /// The penalty.
        penalty: Penalty,
        /// Where in the game's penalties; `None` = at the end.
        index: Option<usize>,
    },
    /// Remove a penalty.
    RemovePenalty {
        /// The game.
        game: GameId,
        /// Index in the game's penalties.
        index: usize,
    },
    /// Record a time claim (E7.1, E7.2, P13); refused when the TD barred
    /// the claimant's further claims in that period (E7.6).
    MakeClaim {
        /// The game.
        game: GameId,
        /// The claim.
        claim: Claim,
        /// Where in the game's claims; `None` = at the end.
        index: Option<usize>,
    },
    /// Take a claim off the record (the undo of [`LedgerCommand::MakeClaim`]).
    WithdrawClaim {
        /// The game.
        game: GameId,
        /// Index in the game's claims.
        index: usize,
    },
    /// Record (or clear) the date a protest reached the TD (E7.3).
    RecordProtest {
        /// The game.
        game: GameId,
        /// Index in the game's claims.
        claim: usize,
        /// The date; `None` clears it.
        protest: Option<NaiveDate>,
    },
    /// Record (or clear) the TD's decision on a claim (E7.4, E7.6, P13).
    DecideClaim {
        /// The game.
        game: GameId,
        /// Index in the game's claims.
        claim: usize,
        /// The decision; `None` clears it.
        decision: Option<ClaimDecision>,
    },
    /// Correct a stated date of a move, keeping the stated one as history (E2.10).
    CorrectDate {
        /// The game.
        game: GameId,
        /// Index of the move.
        ply: usize,
        /// Which date.
        field: DateField,
        /// The corrected date.
        corrected: NaiveDate,
        /// When the correction was noted and the sender told.
        noted_on: Option<NaiveDate>,
    },
    /// Put a corrected date back (the undo of [`LedgerCommand::CorrectDate`]).
    RevertCorrection {
        /// The game.
        game: GameId,
        /// Index of the move.
        ply: usize,
        /// Which date.
        field: DateField,
        /// The date to put back.
        previous: Option<NaiveDate>,
        /// The history entry the correction added, to drop.
        history: Option<usize>,
    },
    /// Set the dates of several moves at once (a spreadsheet import).
    SetDates {
        /// The game.
        game: GameId,
        /// The dates, one entry per move changed.
        dates: Vec<MoveDates>,
    },
    /// Replace a rule set (change any of its numbers, or its name: games
    /// that name it follow the new name).
    SetRuleSet {
        /// Index in [`Project::rule_sets`].
        index: usize,
        /// The new rule set.
        rule_set: Box<RuleSet>,
    },
    /// Add a rule set (a copy of a preset with an event's numbers).
    AddRuleSet {
        /// The rule set; its name must be free.
        rule_set: Box<RuleSet>,
        /// Where in the list; `None` = at the end.
        index: Option<usize>,
    },
    /// Remove a rule set no game uses.
    RemoveRuleSet {
        /// Index in [`Project::rule_sets`].
        index: usize,
    },
    /// Record (or clear) the date a move was repeated to a silent opponent
    /// (E3.1, P12); the escalation (E3.2) is then counted from it.
    RecordRepeat {
        /// The game.
        game: GameId,
        /// Index of the move repeated (the last sent move).
        ply: usize,
        /// The date the repeat was sent; `None` clears it.
        sent: Option<NaiveDate>,
    },
    /// Record (or clear) the day the opponent's move at `ply` arrived at
    /// this desk (E2.7): the received date of the reply, when the reply
    /// states none.
    RecordArrival {
        /// The game.
        game: GameId,
        /// Index of the move that arrived.
        ply: usize,
        /// The day it arrived; `None` clears it.
        date: Option<NaiveDate>,
    },
    /// Play a game under another rule set of the project.
    SetGameRules {
        /// The game.
        game: GameId,
        /// The rule set's name.
        rules: String,
    },
}

/// Why a ledger command was refused. The project is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LedgerCommandError {
    /// No such leave booking, penalty or claim.
    #[error("there is no {what} {index}")]
    NoSuchEntry {
        /// What was looked for.
        what: &'static str,
        /// The index asked for.
        index: usize,
    },
    /// The dates do not fit.
    #[error("{0}")]
    BadDate(crate::date_problem::DateProblem),
    /// A penalty names move 0: moves are numbered from 1.
    #[error("moves are numbered from 1")]
    MoveZero,
    /// A claim names control period 0: periods are numbered from 1.
    #[error("control periods are numbered from 1")]
    PeriodZero,
    /// A rule set's time control asks for no moves.
    #[error("a time control needs at least one move")]
    ControlWithoutMoves,
    /// Another rule set has this name.
    #[error("there is already a rule set named {0:?}")]
    DuplicateRuleSet(String),
    /// No rule set has this name.
    #[error("there is no rule set named {0:?}")]
    UnknownRuleSet(String),
    /// A rule set renamed to nothing: games name their rule set.
    #[error("give the rule set a name")]
    UnnamedRuleSet,
    /// Games are played under the rule set.
    #[error("the rule set {name:?} is used by {games} game(s)")]
    RuleSetInUse {
        /// Its name.
        name: String,
        /// How many games use it.
        games: usize,
    },
    /// The claim is not admissible (E7.6).
    #[error(transparent)]
    ClaimRefused(#[from] ClaimRefused),
}

fn refuse(error: LedgerCommandError) -> DomainError {
    DomainError::Ledger(error)
}

fn game_mut(project: &mut Project, id: GameId) -> Result<&mut Game, DomainError> {
    project.game_mut(id).ok_or(DomainError::UnknownGame(id))
}

fn insert_at<T>(list: &mut Vec<T>, index: Option<usize>, item: T) -> usize {
    let at = index.unwrap_or(list.len()).min(list.len());
    list.insert(at, item);
    at
}

fn take<T>(list: &mut Vec<T>, index: usize, what: &'static str) -> Result<T, DomainError> {
    if index < list.len() {
        Ok(list.remove(index))
    } else {
        Err(refuse(LedgerCommandError::NoSuchEntry { what, index }))
    }
}

fn event(summary: String, undo: LedgerCommand) -> Event {
    Event {
        summary: summary.into(),
        undo: Command::Ledger(undo),
    }
}

fn bad_date(problem: DateProblem) -> DomainError {
    refuse(LedgerCommandError::BadDate(problem))
}

/// Applies a ledger command. On error the project is unchanged.
///
/// # Errors
///
/// An unknown game, player, move, entry or rule set; dates that do not
/// fit; a claim barred by E7.6; a rule set in use or named twice.
pub fn apply_ledger_command(
    project: &mut Project,
    command: LedgerCommand,
) -> Result<Event, DomainError> {
    match command {
        LedgerCommand::AddLeave { leave, index } => add_leave(project, leave, index),
        LedgerCommand::RemoveLeave { index } => remove_leave(project, index),
        LedgerCommand::AddPenalty {
            game,
            penalty,
            index,
        } => add_penalty(project, game, penalty, index),
        LedgerCommand::RemovePenalty { game, index } => remove_penalty(project, game, index),
        LedgerCommand::MakeClaim { game, claim, index } => make_claim(project, game, claim, index),
        LedgerCommand::WithdrawClaim { game, index } => withdraw_claim(project, game, index),
        LedgerCommand::RecordProtest {
            game,
            claim,
            protest,
        } => record_protest(project, game, claim, protest),
        LedgerCommand::DecideClaim {
            game,
            claim,
            decision,
        } => decide_claim(project, game, claim, decision),
        LedgerCommand::CorrectDate {
            game,
            ply,
            field,
            corrected,
            noted_on,
        } => correct_date(project, game, ply, field, corrected, noted_on),
        LedgerCommand::RevertCorrection {
            game,
            ply,
            field,
            previous,
            history,
        } => revert_correction(project, game, ply, field, previous, history),
        LedgerCommand::SetDates { game, dates } => set_dates(project, game, dates),
        LedgerCommand::SetRuleSet { index, rule_set } => set_rule_set(project, index, *rule_set),
        LedgerCommand::AddRuleSet { rule_set, index } => add_rule_set(project, rule_set, index),
        LedgerCommand::RemoveRuleSet { index } => remove_rule_set(project, index),
        LedgerCommand::RecordRepeat { game, ply, sent } => record_repeat(project, game, ply, sent),
        LedgerCommand::RecordArrival { game, ply, date } => {
            record_arrival_step(project, game, ply, date)
        }
        LedgerCommand::SetGameRules { game, rules } => set_game_rules(project, game, rules),
    }
}

/// Applies [`LedgerCommand::RemoveLeave`].
fn remove_leave(project: &mut Project, index: usize) -> Result<Event, DomainError> {
    let leave = take(&mut project.leave, index, "leave booking")?;
    let summary = format!(
        "cancelled the leave of {} from {} to {}",
        project.player_name(leave.player),
        leave.from,
        leave.to
    );
    Ok(event(
        summary,
        LedgerCommand::AddLeave {
            leave,
            index: Some(index),
        },
    ))
}

/// Applies [`LedgerCommand::AddPenalty`].
fn add_penalty(
    project: &mut Project,
    game: GameId,
    penalty: Penalty,
    index: Option<usize>,
) -> Result<Event, DomainError> {
    if penalty.move_number == 0 {
        return Err(refuse(LedgerCommandError::MoveZero));
    }
    if let (Some(r), Some(c)) = (penalty.referred, penalty.corrected)
        && c < r
    {
        return Err(bad_date(DateProblem::CorrectionBeforeReferral {
            corrected: c,
            referred: r,
        }));
    }
    let g = game_mut(project, game)?;
    let summary = format!(
        "penalty for {} move {} in game {game}: {}",
        super::colour_name(penalty.colour),
        penalty.move_number,
        penalty.reason.describe()
    );
    let at = insert_at(&mut g.clock.penalties, index, penalty);
    Ok(event(
        summary,
        LedgerCommand::RemovePenalty { game, index: at },
    ))
}

/// Applies [`LedgerCommand::RemovePenalty`].
fn remove_penalty(project: &mut Project, game: GameId, index: usize) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    let penalty = take(&mut g.clock.penalties, index, "penalty")?;
    Ok(event(
        format!("removed a penalty in game {game}"),
        LedgerCommand::AddPenalty {
            game,
            penalty,
            index: Some(index),
        },
    ))
}

/// Applies [`LedgerCommand::MakeClaim`].
fn make_claim(
    project: &mut Project,
    game: GameId,
    claim: Claim,
    index: Option<usize>,
) -> Result<Event, DomainError> {
    if claim.period == 0 {
        return Err(refuse(LedgerCommandError::PeriodZero));
    }
    if claim.received < claim.sent {
        return Err(bad_date(DateProblem::ClaimReceivedBeforeSent {
            received: claim.received,
            sent: claim.sent,
        }));
    }
    let g = game_mut(project, game)?;
    claim_admissible(&g.clock.claims, claim.claimant, claim.period)
        .map_err(|e| refuse(e.into()))?;
    let summary = format!(
        "{} claimed {}'s time in period {} of game {game}",
        super::colour_name(claim.claimant),
        super::colour_name(claim.offender()),
        claim.period
    );
    let at = insert_at(&mut g.clock.claims, index, claim);
    Ok(event(
        summary,
        LedgerCommand::WithdrawClaim { game, index: at },
    ))
}

/// Applies [`LedgerCommand::WithdrawClaim`].
fn withdraw_claim(project: &mut Project, game: GameId, index: usize) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    let claim = take(&mut g.clock.claims, index, "claim")?;
    Ok(event(
        format!("withdrew a claim in game {game}"),
        LedgerCommand::MakeClaim {
            game,
            claim,
            index: Some(index),
        },
    ))
}

/// Applies [`LedgerCommand::RecordProtest`].
fn record_protest(
    project: &mut Project,
    game: GameId,
    claim: usize,
    protest: Option<NaiveDate>,
) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    let c = g
        .clock
        .claims
        .get_mut(claim)
        .ok_or(refuse(LedgerCommandError::NoSuchEntry {
            what: "claim",
            index: claim,
        }))?;
    if let Some(p) = protest
        && p < c.received
    {
        return Err(bad_date(DateProblem::ProtestBeforeClaim {
            protest: p,
            claim_received: c.received,
        }));
    }
    let old = std::mem::replace(&mut c.protest, protest);
    let summary = match protest {
        Some(p) => format!("protest against the claim recorded on {p} in game {game}"),
        None => format!("cleared the protest in game {game}"),
    };
    Ok(event(
        summary,
        LedgerCommand::RecordProtest {
            game,
            claim,
            protest: old,
        },
    ))
}

/// Applies [`LedgerCommand::DecideClaim`].
fn decide_claim(
    project: &mut Project,
    game: GameId,
    claim: usize,
    decision: Option<ClaimDecision>,
) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    let c = g
        .clock
        .claims
        .get_mut(claim)
        .ok_or(refuse(LedgerCommandError::NoSuchEntry {
            what: "claim",
            index: claim,
        }))?;
    let old = std::mem::replace(&mut c.decision, decision);
    let summary = match decision {
        Some(ClaimDecision::Upheld) => format!("claim upheld in game {game}"),
        Some(ClaimDecision::Conceded) => format!("claim conceded in game {game}"),
        Some(ClaimDecision::Dismissed { .. }) => format!("claim dismissed in game {game}"),
        None => format!("cleared the decision on a claim in game {game}"),
    };
    Ok(event(
        summary,
        LedgerCommand::DecideClaim {
            game,
            claim,
            decision: old,
        },
    ))
}

/// Applies [`LedgerCommand::RevertCorrection`].
fn revert_correction(
    project: &mut Project,
    game: GameId,
    ply: usize,
    field: DateField,
    previous: Option<NaiveDate>,
    history: Option<usize>,
) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    if let Some(h) = history
        && h >= g.clock.corrections.len()
    {
        return Err(refuse(LedgerCommandError::NoSuchEntry {
            what: "date correction",
            index: h,
        }));
    }
    let record = g
        .moves
        .get_mut(ply)
        .ok_or(DomainError::NoSuchMove { game, ply })?;
    let slot = match field {
        DateField::Received => &mut record.received,
        DateField::Sent => &mut record.sent,
    };
    let now = std::mem::replace(slot, previous);
    let noted_on = history
        .map(|h| g.clock.corrections.remove(h))
        .and_then(|c| c.correction.noted_on);
    let undo = match now {
        Some(corrected) => LedgerCommand::CorrectDate {
            game,
            ply,
            field,
            corrected,
            noted_on,
        },
        None => LedgerCommand::SetDates {
            game,
            dates: Vec::new(),
        },
    };
    Ok(event(
        format!("took back a date correction in game {game}"),
        undo,
    ))
}

/// Applies [`LedgerCommand::AddRuleSet`].
fn add_rule_set(
    project: &mut Project,
    rule_set: Box<RuleSet>,
    index: Option<usize>,
) -> Result<Event, DomainError> {
    if project.rule_set(&rule_set.name).is_some() {
        return Err(refuse(LedgerCommandError::DuplicateRuleSet(
            rule_set.name.clone(),
        )));
    }
    let summary = format!("added the rule set {}", rule_set.name);
    let at = insert_at(&mut project.rule_sets, index, *rule_set);
    Ok(event(summary, LedgerCommand::RemoveRuleSet { index: at }))
}

/// Applies [`LedgerCommand::RemoveRuleSet`].
fn remove_rule_set(project: &mut Project, index: usize) -> Result<Event, DomainError> {
    let name = project
        .rule_sets
        .get(index)
        .map(|r| r.name.clone())
        .ok_or(refuse(LedgerCommandError::NoSuchEntry {
            what: "rule set",
            index,
        }))?;
    let games = project.games.iter().filter(|g| g.rules == name).count();
    if games > 0 {
        return Err(refuse(LedgerCommandError::RuleSetInUse { name, games }));
    }
    let rule_set = project.rule_sets.remove(index);
    Ok(event(
        format!("removed the rule set {name}"),
        LedgerCommand::AddRuleSet {
            rule_set: Box::new(rule_set),
            index: Some(index),
        },
    ))
}

/// Applies [`LedgerCommand::RecordArrival`].
fn record_arrival_step(
    project: &mut Project,
    game: GameId,
    ply: usize,
    date: Option<NaiveDate>,
) -> Result<Event, DomainError> {
    record_arrival(project, game, ply, date)
}

/// Applies [`LedgerCommand::SetGameRules`].
fn set_game_rules(
    project: &mut Project,
    game: GameId,
    rules: String,
) -> Result<Event, DomainError> {
    if project.rule_set(&rules).is_none() {
        return Err(refuse(LedgerCommandError::UnknownRuleSet(rules)));
    }
    let g = game_mut(project, game)?;
    let old = std::mem::replace(&mut g.rules, rules.clone());
    Ok(event(
        format!("game {game} is played under {rules}"),
        LedgerCommand::SetGameRules { game, rules: old },
    ))
}

fn add_leave(
    project: &mut Project,
    leave: PlayerLeave,
    index: Option<usize>,
) -> Result<Event, DomainError> {
    let player: PlayerId = leave.player;
    if project.player(player).is_none() {
        return Err(DomainError::UnknownPlayer(player));
    }
    if leave.to < leave.from {
        return Err(bad_date(DateProblem::LeaveEndsBeforeBegins {
            from: leave.from,
            to: leave.to,
        }));
    }
    let summary = format!(
        "booked leave for {} from {} to {}",
        project.player_name(player),
        leave.from,
        leave.to
    );
    let at = insert_at(&mut project.leave, index, leave);
    Ok(event(summary, LedgerCommand::RemoveLeave { index: at }))
}

fn correct_date(
    project: &mut Project,
    game: GameId,
    ply: usize,
    field: DateField,
    corrected: NaiveDate,
    noted_on: Option<NaiveDate>,
) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    if field == DateField::Sent
        && let Some(why) = g.clock.sent_after_arrival(ply, corrected)
    {
        return Err(bad_date(why));
    }
    let record = g
        .moves
        .get_mut(ply)
        .ok_or(DomainError::NoSuchMove { game, ply })?;
    let (received, sent) = match field {
        DateField::Received => (Some(corrected), record.sent),
        DateField::Sent => (record.received, Some(corrected)),
    };
    if let (Some(r), Some(s)) = (received, sent)
        && s < r
    {
        return Err(bad_date(DateProblem::SentBeforeReceived {
            at: None,
            sent: s,
            received: r,
        }));
    }
    // Received before the opponent sent his move, or sent after the
    // opponent received this one (E2.7, E6.4).
    let mut dated = g.moves.clone();
    if let Some(m) = dated.get_mut(ply) {
        m.received = received;
        m.sent = sent;
    }
    if let Some(why) = super::received_before_sent(&dated, ply, received)
        .or_else(|| super::received_before_sent(&dated, ply + 1, dated.get(ply + 1)?.received))
    {
        return Err(bad_date(why));
    }
    refuse_late_move(project, game, &dated, [ply])?;
    let g = game_mut(project, game)?;
    let record = g
        .moves
        .get_mut(ply)
        .ok_or(DomainError::NoSuchMove { game, ply })?;
    let san = record.san.clone();
    let slot = match field {
        DateField::Received => &mut record.received,
        DateField::Sent => &mut record.sent,
    };
    let previous = slot.replace(corrected);
    let history = match previous {
        Some(stated) if stated != corrected => {
            g.clock.corrections.push(MoveCorrection {
                ply,
                correction: DateCorrection {
                    field,
                    stated,
                    corrected,
                    noted_on,
                },
            });
            Some(g.clock.corrections.len() - 1)
        }
        _ => None,
    };
    let what = match field {
        DateField::Received => "received",
        DateField::Sent => "sent",
    };
    let summary = match previous {
        Some(stated) => format!(
            "corrected the {what} date of {san} in game {game} from {stated} to {corrected} (E2.10)"
        ),
        None => format!("set the {what} date of {san} in game {game} to {corrected}"),
    };
    Ok(event(
        summary,
        LedgerCommand::RevertCorrection {
            game,
            ply,
            field,
            previous,
            history,
        },
    ))
}

/// The game, the SAN of its move at `ply` and that move's sent date.
fn sent_move(
    project: &mut Project,
    game: GameId,
    ply: usize,
) -> Result<(&mut Game, String, Option<NaiveDate>), DomainError> {
    let g = game_mut(project, game)?;
    let record = g
        .moves
        .get(ply)
        .ok_or(DomainError::NoSuchMove { game, ply })?;
    let (san, sent) = (record.san.to_string(), record.sent);
    Ok((g, san, sent))
}

fn record_repeat(
    project: &mut Project,
    game: GameId,
    ply: usize,
    sent: Option<NaiveDate>,
) -> Result<Event, DomainError> {
    let (g, san, move_sent) = sent_move(project, game, ply)?;
    if let Some(date) = sent {
        let Some(move_sent) = move_sent else {
            return Err(bad_date(DateProblem::RepeatOfUnsentMove { san }));
        };
        if date < move_sent {
            return Err(bad_date(DateProblem::RepeatBeforeSent {
                san,
                repeat: date,
                sent: move_sent,
            }));
        }
    }
    let old = g.clock.repeat_sent(ply);
    g.clock.repeats.retain(|r| r.ply != ply);
    if let Some(date) = sent {
        g.clock.repeats.push(RepeatSent { ply, sent: date });
        g.clock.repeats.sort_by_key(|r| r.ply);
    }
    let summary = match sent {
        Some(date) => format!("{san} repeated on {date} in game {game} (E3.1)"),
        None => format!("cleared the repeat of {san} in game {game}"),
    };
    Ok(event(
        summary,
        LedgerCommand::RecordRepeat {
            game,
            ply,
            sent: old,
        },
    ))
}

/// Refuses dates that would send one of `plies` of `dated` (the moves of
/// `game` as they would stand) after the close of play (C19).
fn refuse_late_move(
    project: &Project,
    game: GameId,
    dated: &[crate::game::MoveRecord],
    plies: impl IntoIterator<Item = usize>,
) -> Result<(), DomainError> {
    let Some(g) = project.game(game) else {
        return Ok(());
    };
    let late = plies
        .into_iter()
        .find_map(|ply| crate::tournament::close_of_play::late_move_at(project, g, dated, ply));
    match late {
        Some(late) => Err(bad_date(DateProblem::MoveAfterClose { game, late })),
        None => Ok(()),
    }
}

fn set_dates(
    project: &mut Project,
    game: GameId,
    dates: Vec<MoveDates>,
) -> Result<Event, DomainError> {
    let g = game_mut(project, game)?;
    for d in &dates {
        if d.ply >= g.moves.len() {
            return Err(DomainError::NoSuchMove { game, ply: d.ply });
        }
        if let (Some(r), Some(s)) = (d.received, d.sent)
            && s < r
        {
            return Err(bad_date(DateProblem::SentBeforeReceived {
                at: Some(d.ply + 1),
                sent: s,
                received: r,
            }));
        }
    }
    // The dates as they would stand: none received before the move it
    // answers was sent (E2.7, E6.4).
    let mut dated = g.moves.clone();
    for d in &dates {
        if let Some(m) = dated.get_mut(d.ply) {
            m.received = d.received;
            m.sent = d.sent;
        }
    }
    if let Some(why) = dates
        .iter()
        .flat_map(|d| [d.ply, d.ply + 1])
        .find_map(|ply| super::received_before_sent(&dated, ply, dated.get(ply)?.received))
    {
        return Err(bad_date(why));
    }
    refuse_late_move(project, game, &dated, dates.iter().map(|d| d.ply))?;
    let g = game_mut(project, game)?;
    let mut old = Vec::with_capacity(dates.len());
    for d in dates.iter().rev() {
        if let Some(record) = g.moves.get_mut(d.ply) {
            old.push(MoveDates {
                ply: d.ply,
                received: record.received,
                sent: record.sent,
            });
            record.received = d.received;
            record.sent = d.sent;
        }
    }
    Ok(event(
        format!("set the dates of {} move(s) in game {game}", dates.len()),
        LedgerCommand::SetDates { game, dates: old },
    ))
}

fn set_rule_set(
    project: &mut Project,
    index: usize,
    rule_set: RuleSet,
) -> Result<Event, DomainError> {
    let old_name = project
        .rule_sets
        .get(index)
        .map(|r| r.name.clone())
        .ok_or(refuse(LedgerCommandError::NoSuchEntry {
            what: "rule set",
            index,
        }))?;
    if rule_set.name.trim().is_empty() {
        return Err(refuse(LedgerCommandError::UnnamedRuleSet));
    }
    if rule_set.control.moves == 0 {
        return Err(refuse(LedgerCommandError::ControlWithoutMoves));
    }
    if project
        .rule_sets
        .iter()
        .enumerate()
        .any(|(i, r)| i != index && r.name == rule_set.name)
    {
        return Err(refuse(LedgerCommandError::DuplicateRuleSet(rule_set.name)));
    }
    let new_name = rule_set.name.clone();
    if new_name != old_name {
        for g in project.games.iter_mut().filter(|g| g.rules == old_name) {
            g.rules.clone_from(&new_name);
        }
    }
    let old = std::mem::replace(&mut project.rule_sets[index], rule_set);
    Ok(event(
        format!("changed the rule set {new_name}"),
        LedgerCommand::SetRuleSet {
            index,
            rule_set: Box::new(old),
        },
    ))
}

fn record_arrival(
    project: &mut Project,
    game: GameId,
    ply: usize,
    date: Option<NaiveDate>,
) -> Result<Event, DomainError> {
    let (g, san, sent) = sent_move(project, game, ply)?;
    if let (Some(date), Some(sent)) = (date, sent)
        && date < sent
    {
        return Err(bad_date(DateProblem::ArrivalBeforeSent {
            san,
            arrived: date,
            sent,
        }));
    }
    if let (Some(date), Some(reply_sent)) = (date, g.moves.get(ply + 1).and_then(|m| m.sent))
        && reply_sent < date
    {
        return Err(bad_date(DateProblem::ArrivalAfterReply {
            san,
            arrived: date,
            reply_sent,
        }));
    }
    let old = g.clock.arrived(ply);
    g.clock.arrivals.retain(|a| a.ply != ply);
    if let Some(date) = date {
        g.clock.arrivals.push(Arrival { ply, date });
        g.clock.arrivals.sort_by_key(|a| a.ply);
    }
    let summary = match date {
        Some(date) => format!("{san} arrived on {date} in game {game}"),
        None => format!("cleared the arrival of {san} in game {game}"),
    };
    Ok(event(
        summary,
        LedgerCommand::RecordArrival {
            game,
            ply,
            date: old,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::PenaltyReason;
    use shakmaty::Color;

    fn refusal(project: &mut Project, command: LedgerCommand) -> Option<LedgerCommandError> {
        match apply_ledger_command(project, command) {
            Err(DomainError::Ledger(e)) => Some(e),
            _ => None,
        }
    }

    #[test]
    fn a_penalty_on_move_zero_is_refused_as_such() {
        let mut project = Project::new("p");
        let penalty = Penalty::new(Color::White, 0, PenaltyReason::IllegalMove);
        let err = refusal(
            &mut project,
            LedgerCommand::AddPenalty {
                game: GameId(1),
                penalty,
                index: None,
            },
        );
        assert_eq!(err, Some(LedgerCommandError::MoveZero));
        assert_eq!(
            err.map(|e| e.to_string()).as_deref(),
            Some("moves are numbered from 1")
        );
    }

    #[test]
    fn a_claim_in_period_zero_is_refused_as_such() {
        let mut project = Project::new("p");
        let day = NaiveDate::from_ymd_opt(2026, 3, 14).unwrap_or_default();
        let claim = Claim {
            claimant: Color::Black,
            period: 0,
            sent: day,
            received: day,
            protest: None,
            decision: None,
        };
        let err = refusal(
            &mut project,
            LedgerCommand::MakeClaim {
                game: GameId(1),
                claim,
                index: None,
            },
        );
        assert_eq!(err, Some(LedgerCommandError::PeriodZero));
        assert_eq!(
            err.map(|e| e.to_string()).as_deref(),
            Some("control periods are numbered from 1")
        );
    }

    #[test]
    fn a_rule_set_renamed_to_nothing_is_refused_as_unnamed() {
        let mut project = Project::new("p");
        let mut rule_set = RuleSet::email();
        rule_set.name = "  ".to_owned();
        let err = refusal(
            &mut project,
            LedgerCommand::SetRuleSet {
                index: 0,
                rule_set: Box::new(rule_set),
            },
        );
        assert_eq!(err, Some(LedgerCommandError::UnnamedRuleSet));
        assert_eq!(
            err.map(|e| e.to_string()).as_deref(),
            Some("give the rule set a name")
        );
    }

    #[test]
    fn a_time_control_of_no_moves_is_refused_as_such() {
        let mut project = Project::new("p");
        let mut rule_set = RuleSet::email();
        rule_set.control.moves = 0;
        let err = refusal(
            &mut project,
            LedgerCommand::SetRuleSet {
                index: 0,
                rule_set: Box::new(rule_set),
            },
        );
        assert_eq!(err, Some(LedgerCommandError::ControlWithoutMoves));
        assert_eq!(
            err.map(|e| e.to_string()).as_deref(),
            Some("a time control needs at least one move")
        );
    }
}
