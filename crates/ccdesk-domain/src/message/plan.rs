//! [`plan_reading`]: what applying a message that arrived changes, as one
//! [`Command`] with each step in words. The window's "Apply" and
//! `ccdesk message read --apply` both apply this plan, so a message is
//! applied the same way wherever it is read.
//!
//! What a move message changes (E2.7, E2.10, E4.1-E4.7, E6.5, E6.6):
//!
//! - the sender's moves that bind are played with their dates: his move
//!   as stated, then each stated date the reader found wrong corrected with
//!   both kept (E2.10); an accepted conditional continuation is played
//!   with it (E4.5) even when the reply to it is missing (E4.7). A reply
//!   that repeats the recipient's move wrongly is not valid (E4.1) and is
//!   not played;
//! - the penalties the findings carry (E6.6), each counted from the day
//!   it is recorded;
//! - the conditional lines the sender proposes, in force from his sending
//!   date (E4.5, P07);
//! - the day the message arrived, as the received date of the reply to
//!   it (E2.7, E6.4);
//! - the message itself, kept with the game (E5.1).
//!
//! A referral that comes back (E4.2) takes back the moves it refused and
//! records the penalties it names, so the sender's copy of the game agrees
//! with the recipient's. Any other message without a move (a claim, leave,
//! a change of address) is kept with its game and changes nothing else.

use chrono::NaiveDate;
use shakmaty::Color;

use crate::command::{Command, DomainError, apply};
use crate::game::{ConditionalProposal, Game, GameCommand};
use crate::ids::GameId;
use crate::ledger::{DateField, LedgerCommand, Penalty, PenaltyReason};
use crate::project::Project;

use super::block::Block;
use super::correspondence_command::CorrespondenceCommand;
use super::date::long_date;
use super::declaration_refused::DeclarationRefused;
use super::finding::Finding;
use super::history::{Correspondence, Direction};
use super::letter::LetterKind;
use super::named_game_mismatch::NamedGameMismatch;
use super::own_side_move::OwnSideMove;
use super::read::Reading;
use super::sender::{SenderVerdict, check_sender};

/// A message as it arrived: its text, the day it arrived and its subject.
#[derive(Debug, Clone, Copy)]
pub struct Arrived<'a> {
    /// The whole text.
    pub text: &'a str,
    /// The day it arrived at this desk (E2.7).
    pub date: NaiveDate,
    /// The subject line, when it came by mail.
    pub subject: &'a str,
}

/// What applying a message does: one command, each step in words.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadingPlan {
    /// The game it changes.
    pub game: GameId,
    /// Each change, in words, in order.
    pub steps: Vec<String>,
    /// The change, as one undoable step.
    pub command: Command,
}

/// Why a message cannot be applied. The project is unchanged.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PlanError {
    /// The reader could not tell which game the message is about.
    #[error("ccdesk cannot tell which game this message is about: nothing can be applied")]
    GameNotFound,
    /// A message without a move names no game and none was chosen.
    #[error("this message names no game: choose the game it belongs to")]
    NoGameNamed,
    /// A move of the message does not follow the conditional moves in force.
    #[error("{0} does not follow the conditional moves in force")]
    OffConditionalLine(String),
    /// The message arrived before its sender says he sent it.
    #[error("the message cannot arrive on {arrived} before it was sent on {sent}")]
    ArrivedBeforeSent {
        /// The day it arrived.
        arrived: NaiveDate,
        /// The day it was sent, as counted.
        sent: NaiveDate,
    },
    /// The same message was applied before: applying it again would play
    /// its moves or record its penalties twice.
    #[error("this message was applied already (received {date})")]
    AlreadyApplied {
        /// The day it was kept as received.
        date: NaiveDate,
    },
    /// What the message declares cannot be applied to the game as it
    /// stands (an accepted draw no offer of ours stands for, a game over).
    #[error(transparent)]
    Declaration(DeclarationRefused),
    /// The message's ccdesk block names another game than the one it is
    /// applied to, or one this project does not hold.
    #[error(transparent)]
    OtherGame(NamedGameMismatch),
    /// The message would play a move for the desk owner's own side.
    #[error("{0}")]
    OwnSide(OwnSideMove),
    /// The sender is not the opponent's address and the person has not
    /// confirmed the message as the opponent's: the verdict says whose
    /// address it is ([`SenderVerdict::NotOpponent`],
    /// [`SenderVerdict::NoAddress`]).
    #[error("{}", .0.sentence().unwrap_or_default())]
    NotFromOpponent(SenderVerdict),
    /// The project refuses a change the message asks for.
    #[error("{what}: {error}")]
    Refused {
        /// The step refused.
        what: String,
        /// Why.
        error: DomainError,
    },
}

/// The kind a message states in its machine-readable block, if it does.
#[must_use]
pub fn stated_kind(text: &str) -> Option<LetterKind> {
    Block::find(text)?
        .get("kind")
        .and_then(LetterKind::from_name)
}

/// What a message that carries no move is, in words; `None` for a message
/// that carries a move (or does not say what it is).
#[must_use]
pub fn other_kind(kind: Option<LetterKind>) -> Option<&'static str> {
    match kind? {
        LetterKind::Move
        | LetterKind::Repeat
        | LetterKind::PostalCard
        | LetterKind::DrawOffer
        | LetterKind::DrawDeclined => None,
        LetterKind::Resignation => Some("a resignation (E1.1)"),
        LetterKind::DrawAccepted => Some("a draw accepted (E1.1)"),
        LetterKind::Protest => Some("a protest against a time claim (E7.3)"),
        LetterKind::ResultReport => Some("a result report to the TD (E12.1)"),
        LetterKind::Referral => Some("a referral for correction (E4.2)"),
        LetterKind::TimeClaim => Some("a time claim (E7.2)"),
        LetterKind::Leave => Some("a leave announcement (E8.2)"),
        LetterKind::AddressChange => Some("a change of address (E5.3)"),
        LetterKind::Escalation => Some("a message to the TD about silence (E3.2)"),
    }
}

/// The game a message names in its block (`game: g12`), if the project has it.
#[must_use]
pub fn named_game(project: &Project, text: &str) -> Option<GameId> {
    let id: GameId = Block::find(text)?.get("game")?.trim().parse().ok()?;
    project.game(id).map(|g| g.id)
}

/// Why a message's ccdesk block does not belong to `game`: it names
/// another game, or one the project does not hold. `None` when the block
/// names `game` or no game at all (a message without a block).
#[must_use]
pub fn named_game_problem(
    project: &Project,
    text: &str,
    game: GameId,
) -> Option<NamedGameMismatch> {
    let named = Block::find(text)?.get("game")?.trim().to_owned();
    match named.parse::<GameId>() {
        Ok(id) if id == game => None,
        Ok(id) if project.game(id).is_some() => {
            Some(NamedGameMismatch::Another { named: id, game })
        }
        Ok(id) => Some(NamedGameMismatch::NotHeld { named: id, game }),
        Err(_) => Some(NamedGameMismatch::NoGameId { named, game }),
    }
}

/// The sender's check for the game a plan changes: refused unless the
/// sender is the opponent's address or the person confirmed it.
pub(super) fn sender_trusted(
    project: &Project,
    reading: &Reading,
    game: GameId,
) -> Result<(), PlanError> {
    if reading.sender_confirmed {
        return Ok(());
    }
    let Some(g) = project.game(game) else {
        return Ok(());
    };
    let side = if reading.game == Some(game) {
        reading.side
    } else {
        None
    };
    let verdict = check_sender(project, g, side, &reading.sender);
    if verdict.accepted() {
        Ok(())
    } else {
        Err(PlanError::NotFromOpponent(verdict))
    }
}

/// The game a message without a move belongs to: the one its block
/// names, which must be the one chosen when one is; else the one chosen.
fn game_of_other(
    project: &Project,
    text: &str,
    chosen: Option<GameId>,
) -> Result<GameId, PlanError> {
    let named = Block::find(text).and_then(|b| b.get("game").map(|g| g.trim().to_owned()));
    match (named, chosen) {
        (Some(_), Some(c)) => match named_game_problem(project, text, c) {
            Some(why) => Err(PlanError::OtherGame(why)),
            None => Ok(c),
        },
        (Some(named), None) => named_game(project, text)
            .ok_or(PlanError::OtherGame(NamedGameMismatch::NoneHeld { named })),
        (None, Some(c)) => Ok(c),
        (None, None) => Err(PlanError::NoGameNamed),
    }
}

/// The plan that applies a message that arrived on `arrived.date`:
/// `reading` is what [`read_message`](super::read_message) understood of
/// it, `chosen` the game the user chose for a message that names none.
///
/// # Errors
///
/// [`PlanError`] when the game is not known or a change is refused; then
/// nothing may be applied.
pub fn plan_reading(
    project: &Project,
    reading: &Reading,
    arrived: Arrived<'_>,
    chosen: Option<GameId>,
) -> Result<ReadingPlan, PlanError> {
    let text = arrived.text.trim();
    if let Some(kept) = project
        .correspondence
        .iter()
        .find(|c| c.direction == Direction::Received && c.text.trim() == text)
    {
        return Err(PlanError::AlreadyApplied { date: kept.date });
    }
    // A resignation, a draw offer or its answer, a time claim, a protest:
    // from the block, else from the words (E1.1, E7.1-E7.3).
    let declared = stated_kind(arrived.text)
        .filter(|k| super::declaration::is_declaration(*k))
        .or(reading.declares);
    if let Some(kind) = declared {
        return super::declare_read::plan_declared(project, reading, arrived, chosen, kind);
    }
    match stated_kind(arrived.text) {
        Some(LetterKind::Referral) => plan_referral(project, reading, arrived, chosen),
        Some(LetterKind::Leave) => plan_leave(project, reading, arrived, chosen),
        kind => match other_kind(kind) {
            Some(what) => keep_only(project, reading, arrived, chosen, what),
            None => plan_move(project, reading, arrived)
                .map(|plan| super::declare_read::lapse_offer(project, reading, plan)),
        },
    }
}

/// The record of a received message, kept with its game.
/// With its sender's name and address and the day it arrived, assumed or
/// not (E5.1).
fn kept(
    game: GameId,
    reading: &Reading,
    arrived: Arrived<'_>,
    kind: Option<LetterKind>,
    understood: String,
) -> Command {
    Command::Correspondence(CorrespondenceCommand::Keep {
        entry: Correspondence {
            mail: None,
            game,
            direction: Direction::Received,
            date: arrived.date,
            kind,
            subject: arrived.subject.to_owned(),
            text: arrived.text.to_owned(),
            understood,
            sender_name: reading.sender.name.clone(),
            sender_email: reading.sender.email.clone(),
            date_assumed: reading.arrival_assumed && reading.arrived == Some(arrived.date),
        },
        index: None,
    })
}

fn keep_only(
    project: &Project,
    reading: &Reading,
    arrived: Arrived<'_>,
    chosen: Option<GameId>,
    what: &str,
) -> Result<ReadingPlan, PlanError> {
    let game = game_of_other(project, arrived.text, chosen)?;
    sender_trusted(project, reading, game)?;
    Ok(ReadingPlan {
        game,
        steps: vec![format!(
            "keep {what} with game {game} as received on {}",
            long_date(arrived.date)
        )],
        command: kept(
            game,
            reading,
            arrived,
            stated_kind(arrived.text),
            format!("{what}: no move to check\n"),
        ),
    })
}

/// Applies `command` to the trial copy and keeps it with its step.
struct Trial {
    project: Project,
    steps: Vec<String>,
    commands: Vec<Command>,
}

impl Trial {
    /// A copy of the project with only `game` ([`Project::with_only_game`]).
    fn of(project: &Project, game: &Game) -> Trial {
        Trial {
            project: project.with_only_game(game),
            steps: Vec::new(),
            commands: Vec::new(),
        }
    }

    fn game(&self, id: GameId) -> Option<&Game> {
        self.project.game(id)
    }

    /// Records each penalty against the game (E6.6).
    fn add_penalties(
        &mut self,
        game: GameId,
        penalties: impl IntoIterator<Item = Penalty>,
    ) -> Result<(), PlanError> {
        for penalty in penalties {
            self.try_apply(
                penalty_step(&penalty),
                Command::Ledger(LedgerCommand::AddPenalty {
                    game,
                    penalty,
                    index: None,
                }),
            )?;
        }
        Ok(())
    }

    fn try_apply(&mut self, step: String, command: Command) -> Result<(), PlanError> {
        match apply(&mut self.project, command.clone()) {
            Ok(_) => {
                self.steps.push(step);
                self.commands.push(command);
                Ok(())
            }
            Err(error) => Err(PlanError::Refused { what: step, error }),
        }
    }
}

/// A date of the sender's the reader corrected (E2.10): as stated, as counted.
fn corrected(reading: &Reading, what: &str) -> Option<(NaiveDate, NaiveDate)> {
    reading.findings.iter().find_map(|f| match f {
        Finding::DateCorrected {
            what: w,
            stated,
            date,
        } if w == what => Some((*stated, *date)),
        _ => None,
    })
}

pub(super) fn plan_move(
    project: &Project,
    reading: &Reading,
    arrived: Arrived<'_>,
) -> Result<ReadingPlan, PlanError> {
    let id = reading.game.ok_or(PlanError::GameNotFound)?;
    let game = project.game(id).ok_or(PlanError::GameNotFound)?;
    if let Some(why) = named_game_problem(project, arrived.text, id) {
        return Err(PlanError::OtherGame(why));
    }
    if let Some(why) = reading.own_side_problem(project) {
        return Err(PlanError::OwnSide(why));
    }
    sender_trusted(project, reading, id)?;
    if let Some(sent) = reading.sent
        && sent > arrived.date
    {
        return Err(PlanError::ArrivedBeforeSent {
            arrived: arrived.date,
            sent,
        });
    }
    let mut trial = Trial::of(project, game);
    let start = game.moves.len();
    let sender = reading.side;
    // The sender corrected dates of ours and tells us (E2.10): our copy
    // counts them so too, keeping what we had stated.
    for c in &reading.corrections {
        let now = game
            .moves
            .get(c.ply)
            .and_then(|m| match c.correction.field {
                DateField::Received => m.received,
                DateField::Sent => m.sent,
            });
        if now == Some(c.correction.corrected) {
            continue;
        }
        let san = game.moves.get(c.ply).map_or("", |m| m.san.as_str());
        trial.try_apply(
            format!(
                "correct the {} date of {san} from {} to {}, as you were told (E2.10)",
                match c.correction.field {
                    DateField::Received => "received",
                    DateField::Sent => "sent",
                },
                long_date(c.correction.stated),
                long_date(c.correction.corrected)
            ),
            Command::Ledger(LedgerCommand::CorrectDate {
                game: id,
                ply: c.ply,
                field: c.correction.field,
                corrected: c.correction.corrected,
                noted_on: Some(arrived.date),
            }),
        )?;
    }
    for (i, san) in reading.binding_moves().iter().enumerate() {
        let ply = start + i;
        let already = trial
            .game(id)
            .and_then(|g| g.moves.get(ply))
            .map(|m| same_move(&m.san, san));
        match already {
            // Our conditional reply, played with the move it answers (E4.5).
            Some(true) => continue,
            Some(false) => return Err(PlanError::OffConditionalLine(san.clone())),
            None if i == 0 => play_first(&mut trial, id, san, reading, arrived.date)?,
            None => {
                // Played with the date as stated, then corrected with both
                // kept, as the first move is (E2.10).
                let fix = corrected(reading, "the date you sent your move");
                trial.try_apply(
                    format!("play {san}"),
                    Command::PlayMove {
                        game: id,
                        san: san.clone(),
                        received: None,
                        sent: fix.map(|(stated, _)| stated).or(reading.sent),
                    },
                )?;
                if let Some((was, date)) = fix {
                    trial.try_apply(
                        format!(
                            "correct the sent date from {} to {} (E2.10)",
                            long_date(was),
                            long_date(date)
                        ),
                        Command::Ledger(LedgerCommand::CorrectDate {
                            game: id,
                            ply,
                            field: DateField::Sent,
                            corrected: date,
                            noted_on: Some(arrived.date),
                        }),
                    )?;
                }
            }
        }
    }
    trial.add_penalties(id, reading.penalties())?;
    let moves_now = trial.game(id).map_or(start, |g| g.moves.len());
    // The sender's proposals, in force from his sending date (E4.5, P07),
    // once his moves stand.
    if reading.reply_san.is_some() && moves_now > start {
        for line in &reading.proposals {
            let Some(game) = trial.game(id) else { break };
            let Ok(proposal) = ConditionalProposal::for_game(game, line) else {
                trial.steps.push(format!(
                    "leave out the proposal \"{line}\": it cannot be played from the position"
                ));
                continue;
            };
            trial.try_apply(
                format!("keep the proposal {line} (E4.5)"),
                Command::Game(GameCommand::ProposeConditional { game: id, proposal }),
            )?;
        }
        if !reading.proposals.is_empty()
            && trial
                .game(id)
                .is_some_and(|g| g.conditional.iter().any(|p| p.at_ply == moves_now))
        {
            let date = reading.sent.unwrap_or(arrived.date);
            trial.try_apply(
                format!("the proposal binds from {} (E4.5)", long_date(date)),
                Command::Game(GameCommand::MarkConditionalSent {
                    game: id,
                    at_ply: moves_now,
                    date,
                }),
            )?;
        }
    }
    // The day it arrived: the received date of the reply to it (E2.7).
    if let (Some(side), true) = (sender, moves_now > start)
        && let Some(last) = (start..moves_now)
            .rev()
            .find(|&p| crate::ledger::colour_of_ply(p) == side)
        && last + 1 == moves_now
    {
        let san = trial
            .game(id)
            .and_then(|g| g.moves.get(last))
            .map(|m| m.san.clone())
            .unwrap_or_default();
        trial.try_apply(
            format!(
                "{san} arrived on {}: your time runs from then",
                long_date(arrived.date)
            ),
            Command::Ledger(LedgerCommand::RecordArrival {
                game: id,
                ply: last,
                date: Some(arrived.date),
            }),
        )?;
    }
    let kind =
        stated_kind(arrived.text).or((!reading.moves_san.is_empty()).then_some(LetterKind::Move));
    trial.steps.push(format!(
        "keep the message as received on {}",
        long_date(arrived.date)
    ));
    trial
        .commands
        .push(kept(id, reading, arrived, kind, reading.report(project)));
    Ok(ReadingPlan {
        game: id,
        steps: trial.steps,
        command: Command::Batch(trial.commands),
    })
}

/// The same move, check markers aside (E4.4).
fn same_move(a: &str, b: &str) -> bool {
    a.trim_end_matches(['+', '#']) == b.trim_end_matches(['+', '#'])
}

fn penalty_step(penalty: &Penalty) -> String {
    format!(
        "record a penalty against {} move {}: {} (E6.6)",
        if penalty.colour.is_white() {
            "White's"
        } else {
            "Black's"
        },
        penalty.move_number,
        penalty.reason.describe()
    )
}

/// Plays the sender's first move with the dates as stated, then corrects
/// those the reader found wrong, so the ledger keeps both (E2.10); when
/// the stated dates cannot stand at all, with the corrected ones.
fn play_first(
    trial: &mut Trial,
    game: GameId,
    san: &str,
    reading: &Reading,
    noted_on: NaiveDate,
) -> Result<(), PlanError> {
    let ply = trial.game(game).map_or(0, |g| g.moves.len());
    let sent_fix = corrected(reading, "the date you sent your move");
    let received_fix = corrected(reading, "the date you received my move");
    // After a continuation the recipient already holds, the stated received
    // date is that of the move before it: this move's is assumed (E6.5).
    let (received_fix, stated_received) = if reading.held > 0 {
        (None, None)
    } else {
        (received_fix, reading.received)
    };
    let sent_words = reading
        .sent
        .map_or_else(String::new, |d| format!(", sent {}", long_date(d)));
    let stated = Command::PlayMove {
        game,
        san: san.to_owned(),
        received: received_fix.map(|(s, _)| s).or(stated_received),
        sent: sent_fix.map(|(s, _)| s).or(reading.sent),
    };
    // The move as stated and its corrections are one step: the ledger is
    // checked once they are all made (a stated date may be impossible on
    // its own, which is why it is corrected).
    let mut steps = vec![format!("play {san}{sent_words}")];
    let mut batch = vec![stated];
    for (field, fix, what) in [
        (DateField::Received, received_fix, "received"),
        (DateField::Sent, sent_fix, "sent"),
    ] {
        let Some((was, date)) = fix else {
            continue;
        };
        steps.push(format!(
            "correct the {what} date from {} to {} (E2.10)",
            long_date(was),
            long_date(date)
        ));
        batch.push(Command::Ledger(LedgerCommand::CorrectDate {
            game,
            ply,
            field,
            corrected: date,
            noted_on: Some(noted_on),
        }));
    }
    let command = match batch.len() {
        1 => batch.remove(0),
        _ => Command::Batch(batch),
    };
    if trial.try_apply(steps[0].clone(), command).is_ok() {
        trial.steps.extend(steps.into_iter().skip(1));
        return Ok(());
    }
    // The stated dates cannot stand at all: with the dates as counted.
    trial.try_apply(
        format!("play {san}{sent_words}"),
        Command::PlayMove {
            game,
            san: san.to_owned(),
            received: stated_received,
            sent: reading.sent,
        },
    )
}

/// A referral that came back (E4.2): the moves it did not accept are taken
/// back, its penalties recorded against this side (E6.6), and it is kept.
fn plan_referral(
    project: &Project,
    reading: &Reading,
    arrived: Arrived<'_>,
    chosen: Option<GameId>,
) -> Result<ReadingPlan, PlanError> {
    let id = game_of_other(project, arrived.text, chosen)?;
    sender_trusted(project, reading, id)?;
    let game = project.game(id).ok_or(PlanError::NoGameNamed)?;
    let block = Block::find(arrived.text).unwrap_or_default();
    let mut trial = Trial::of(project, game);
    if let Some(accepted) = block
        .get("accepted-moves")
        .and_then(|v| v.trim().parse::<usize>().ok())
    {
        let beyond = game.moves.len().saturating_sub(accepted);
        for _ in 0..beyond {
            let san = trial
                .game(id)
                .and_then(|g| g.moves.last())
                .map(|m| m.san.clone())
                .unwrap_or_default();
            trial.try_apply(
                format!("take back {san}: it was referred back, not accepted (E4.1, E4.2)"),
                Command::RetractMove {
                    game: id,
                    result_before: None,
                },
            )?;
        }
        // Once a move is taken back, the conditional lines in force are the
        // recipient's: those the refused move answered or broke come back,
        // those sent with it go (E4.5). Drafts not yet sent stay.
        let sent_lines: Vec<ConditionalProposal> = block
            .all("conditional")
            .filter_map(|text| ron::from_str(text).ok())
            .collect();
        if let Some(g) = trial.game(id).filter(|_| beyond > 0) {
            let mut proposals: Vec<ConditionalProposal> = g
                .conditional
                .iter()
                .filter(|p| p.sent.is_none() && p.at_ply <= accepted)
                .cloned()
                .collect();
            proposals.extend(sent_lines);
            proposals.sort_by_key(|p| p.at_ply);
            if proposals != g.conditional {
                trial.try_apply(
                    "put the conditional lines back as they stand with the accepted moves (E4.5)"
                        .to_owned(),
                    Command::Game(GameCommand::SetConditionals {
                        game: id,
                        proposals,
                    }),
                )?;
            }
        }
    }
    trial.add_penalties(id, block.all("penalty").filter_map(parse_penalty))?;
    trial.steps.push(format!(
        "keep the referral as received on {}",
        long_date(arrived.date)
    ));
    trial.commands.push(kept(
        id,
        reading,
        arrived,
        Some(LetterKind::Referral),
        format!("{}: referred back\n", id),
    ));
    Ok(ReadingPlan {
        game: id,
        steps: trial.steps,
        command: Command::Batch(trial.commands),
    })
}

/// A leave announcement (E8.2): the sender's leave is booked in the games
/// it names that he plays here, so both copies count it alike (E8.1, E8.4).
fn plan_leave(
    project: &Project,
    reading: &Reading,
    arrived: Arrived<'_>,
    chosen: Option<GameId>,
) -> Result<ReadingPlan, PlanError> {
    let block = Block::find(arrived.text).unwrap_or_default();
    let date = |k: &str| {
        block
            .get(k)
            .and_then(|v| NaiveDate::parse_from_str(v.trim(), "%Y-%m-%d").ok())
    };
    let mut games: Vec<GameId> = block
        .all("game")
        .filter_map(|g| g.trim().parse().ok())
        .filter(|g| project.game(*g).is_some())
        .collect();
    if games.is_empty() {
        games.extend(chosen);
    }
    let first = *games.first().ok_or(PlanError::NoGameNamed)?;
    for id in &games {
        sender_trusted(project, reading, *id)?;
    }
    let mut steps = Vec::new();
    let mut commands = Vec::new();
    if let (Some(from), Some(to)) = (date("leave-from"), date("leave-to")) {
        let name = block.get("player").unwrap_or_default().trim().to_owned();
        for id in &games {
            let Some(game) = project.game(*id) else {
                continue;
            };
            // The sender: the player of that name, else the side that is
            // not this desk's owner.
            let player = [game.white, game.black]
                .into_iter()
                .find(|p| project.player_name(*p).eq_ignore_ascii_case(&name))
                .or_else(|| match project.owner {
                    Some(o) if o == game.white => Some(game.black),
                    Some(o) if o == game.black => Some(game.white),
                    _ => None,
                });
            let Some(player) = player else { continue };
            let mut leave = crate::ledger::PlayerLeave::new(player, from, to);
            leave.game = Some(*id);
            leave.announced = Some(arrived.date);
            steps.push(format!(
                "book the leave of {} from {} to {} in game {id} (E8.2)",
                project.player_name(player),
                long_date(from),
                long_date(to)
            ));
            commands.push(Command::Ledger(LedgerCommand::AddLeave {
                leave,
                index: None,
            }));
        }
    }
    steps.push(format!(
        "keep the leave announcement as received on {}",
        long_date(arrived.date)
    ));
    commands.push(kept(
        first,
        reading,
        arrived,
        Some(LetterKind::Leave),
        "a leave announcement (E8.2)\n".to_owned(),
    ));
    Ok(ReadingPlan {
        game: first,
        steps,
        command: Command::Batch(commands),
    })
}

/// `black 12 illegal-move` as a referral's block writes a penalty.
#[must_use]
pub(super) fn penalty_field(penalty: &Penalty) -> String {
    format!(
        "{} {} {}",
        if penalty.colour.is_white() {
            "white"
        } else {
            "black"
        },
        penalty.move_number,
        reason_name(penalty.reason)
    )
}

fn reason_name(reason: PenaltyReason) -> &'static str {
    match reason {
        PenaltyReason::IllegalMove => "illegal-move",
        PenaltyReason::IllegibleMove => "illegible-move",
        PenaltyReason::AmbiguousMove => "ambiguous-move",
        PenaltyReason::WrongRepetition => "wrong-repetition",
    }
}

fn parse_penalty(text: &str) -> Option<Penalty> {
    let mut words = text.split_whitespace();
    let colour = match words.next()? {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return None,
    };
    let number = words.next()?.parse().ok()?;
    let word = words.next()?;
    let reason = [
        PenaltyReason::IllegalMove,
        PenaltyReason::IllegibleMove,
        PenaltyReason::AmbiguousMove,
        PenaltyReason::WrongRepetition,
    ]
    .into_iter()
    .find(|r| reason_name(*r) == word)?;
    Some(Penalty::new(colour, number, reason))
}
