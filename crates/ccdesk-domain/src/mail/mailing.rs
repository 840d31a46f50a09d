//! The day a kept message goes out by mail (issue 32). A move is recorded
//! (Mark sent, `message compose --record`) with the day the person gives;
//! when its mail goes out on another day, the day the server took it is
//! the move's mailing date (E2.8): the move is re-dated to it, so that the
//! ledger counts the time to the real mailing (E6.4), and the message is
//! written again for that day (its sent date and time figures, E2.11), as
//! the opponent's desk reads it from the mail's `Date:` (E2.10). The
//! conditional moves sent with it (E4.5) and the draw offer it makes
//! (E1.1) take the same day. A declaration (a draw offer without a move,
//! a resignation, an answer to an offer, a time claim, a protest, a result
//! report) is written again for that day too, with what the rules count
//! from its date (`declaration_mailing`). A message that carries neither
//! (a change of address, a notice), or no longer reads as what it
//! carries, goes as it was kept.

use chrono::NaiveDate;
use shakmaty::Position;

use crate::colour::Colour;
use crate::command::{Command, DomainError, apply};
use crate::game::{DrawOffer, Game, GameCommand};
use crate::ids::GameId;
use crate::ledger::colour_of_ply;
use crate::message::{
    ComposeError, Correspondence, CorrespondenceCommand, LetterKind, compose_move,
};
use crate::project::Project;

use super::declaration_mailing::{Carried, redate_declaration};
use super::record::{MailRecord, unsent_of};

/// A game's kept message not yet mailed, as it goes out on a given day.
#[derive(Debug, Clone, PartialEq)]
pub struct Mailing {
    /// The kept message's place in the correspondence.
    pub index: usize,
    /// The day it goes out.
    pub day: NaiveDate,
    /// The day it was kept as sent.
    pub recorded: NaiveDate,
    /// The message as it goes out: re-dated and written again for `day`
    /// when the move it carries is re-dated.
    pub entry: Correspondence,
    /// What re-dates the move, its conditional moves and its draw offer,
    /// or what the declaration recorded (the offer, the claim, the
    /// protest); empty when nothing but the message changes.
    pub redate: Vec<Command>,
    /// What the message carries, when it goes re-dated to `day`; `None`
    /// when it goes as it was kept.
    pub carried: Option<Carried>,
}

/// Why a kept message cannot be mailed on that day. Nothing is changed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MailingError {
    /// No kept message of the game waits to be mailed.
    #[error(
        "game {0} has no kept message that is not mailed yet: record one with ccdesk message compose ... --record"
    )]
    NothingToMail(GameId),
    /// The project refuses the move's new mailing date (before the
    /// opponent's move was received, after the close of play...).
    #[error("game {game}: the move cannot be mailed on {day}: {error}")]
    Refused {
        /// The game.
        game: GameId,
        /// The day it would go out.
        day: NaiveDate,
        /// The refusal.
        error: DomainError,
    },
    /// The message cannot be written again for the day.
    #[error("game {game}: the message cannot be written for {day}: {error}")]
    Compose {
        /// The game.
        game: GameId,
        /// The day it would go out.
        day: NaiveDate,
        /// Why.
        error: ComposeError,
    },
}

impl Mailing {
    /// Whether the message is re-dated (the mail goes out on another day
    /// than the one it was recorded with, and carries a move or a
    /// declaration).
    #[must_use]
    pub fn redated(&self) -> bool {
        self.carried.is_some()
    }

    /// The command that records the message mailed with `record` (its
    /// Message-ID, recipients and time): the move re-dated, then the kept
    /// message replaced in place. One step, undone at once.
    #[must_use]
    pub fn command(&self, record: MailRecord) -> Command {
        let mut entry = self.entry.clone();
        entry.mail = Some(Box::new(record));
        let mut commands = self.redate.clone();
        commands.push(Command::Correspondence(CorrespondenceCommand::Drop {
            index: self.index,
        }));
        commands.push(Command::Correspondence(CorrespondenceCommand::Keep {
            entry,
            index: Some(self.index),
        }));
        Command::Batch(commands)
    }
}

/// The move a kept message carries: the game's last move, the owner's,
/// sent the day the message was kept, whose message (with its draw offer
/// when it is one) reads as the kept text.
fn carried_move(project: &Project, game: &Game, kept: &Correspondence) -> Option<usize> {
    if !matches!(kept.kind, Some(LetterKind::Move | LetterKind::DrawOffer)) {
        return None;
    }
    let ply = game.moves.len().checked_sub(1)?;
    let record = &game.moves[ply];
    let mover = game
        .replay()
        .ok()
        .map_or_else(|| colour_of_ply(ply), |r| r.positions[ply].turn());
    if record.sent != Some(kept.date) || project.owner_side(game) != Some(mover) {
        return None;
    }
    let mut message = compose_move(project, game, ply, None).ok()?;
    message.offers_draw = kept.kind == Some(LetterKind::DrawOffer);
    (message.letter().body == kept.text).then_some(ply)
}

/// Game `id`'s last kept message not yet mailed, as it goes out on `day`:
/// when it carries the owner's move recorded on another day, that move
/// (with its conditional moves and its draw offer) re-dated to `day` and
/// the message written again for it; when it is a declaration, the letter
/// written again for `day` with what the rules count from its date (the
/// offer's date, the claim's sending and receipt, the protest's arrival).
///
/// # Errors
///
/// [`MailingError`]: no message waits, the project refuses the new date
/// (the move would be sent before the opponent's was received, or after
/// the close of play), or the message cannot be written.
pub fn plan_mailing(
    project: &Project,
    id: GameId,
    day: NaiveDate,
) -> Result<Mailing, MailingError> {
    let (index, kept) = unsent_of(project, id).ok_or(MailingError::NothingToMail(id))?;
    let game = project.game(id).ok_or(MailingError::NothingToMail(id))?;
    let unchanged = Mailing {
        index,
        day,
        recorded: kept.date,
        entry: kept.clone(),
        redate: Vec::new(),
        carried: None,
    };
    if kept.date == day {
        return Ok(unchanged);
    }
    let Some(ply) = carried_move(project, game, kept) else {
        return match redate_declaration(project, game, kept, day) {
            None => Ok(unchanged),
            Some(declared) => {
                let mut trial = project.with_only_game(game);
                for command in &declared.commands {
                    apply(&mut trial, command.clone()).map_err(|error| MailingError::Refused {
                        game: id,
                        day,
                        error,
                    })?;
                }
                let mut entry = kept.clone();
                entry.date = day;
                entry.subject = declared.letter.subject;
                entry.text = declared.letter.body;
                Ok(Mailing {
                    entry,
                    redate: declared.commands,
                    carried: Some(declared.carried),
                    ..unchanged
                })
            }
        };
    };
    let mut redate = vec![Command::SetMoveDates {
        game: id,
        ply,
        received: game.moves[ply].received,
        sent: Some(day),
    }];
    if game
        .conditional
        .iter()
        .any(|p| p.at_ply == ply + 1 && p.sent == Some(kept.date))
    {
        redate.push(Command::Game(GameCommand::MarkConditionalSent {
            game: id,
            at_ply: ply + 1,
            date: day,
        }));
    }
    let mover = Colour::from(
        project
            .owner_side(game)
            .unwrap_or_else(|| colour_of_ply(ply)),
    );
    if let Some(offer) = game.draw_offer.filter(|o| {
        kept.kind == Some(LetterKind::DrawOffer)
            && o.by == mover
            && o.at_ply == ply + 1
            && o.sent == kept.date
    }) {
        redate.push(Command::Game(GameCommand::SetDrawOffer {
            game: id,
            offer: Some(DrawOffer { sent: day, ..offer }),
        }));
    }
    let mut trial = project.with_only_game(game);
    for command in &redate {
        apply(&mut trial, command.clone()).map_err(|error| MailingError::Refused {
            game: id,
            day,
            error,
        })?;
    }
    let redated = trial.game(id).ok_or(MailingError::NothingToMail(id))?;
    let mut message =
        compose_move(&trial, redated, ply, None).map_err(|error| MailingError::Compose {
            game: id,
            day,
            error,
        })?;
    message.offers_draw = kept.kind == Some(LetterKind::DrawOffer);
    let letter = message.letter();
    let mut entry = kept.clone();
    entry.date = day;
    entry.subject = letter.subject;
    entry.text = letter.body;
    Ok(Mailing {
        index,
        day,
        recorded: kept.date,
        entry,
        redate,
        carried: Some(Carried::Move),
    })
}
