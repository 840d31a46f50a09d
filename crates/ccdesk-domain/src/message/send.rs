//! [`plan_send`]: what sending a move changes, with the message it sends.
//! `ccdesk message compose --record` and the window's "Mark sent" apply
//! the same plan: the move is played with its received and sent dates
//! (E2.6-E2.8), the conditional moves drafted after it are marked sent and
//! bind from then on (E4.5, P07), and the message is kept with the game
//! (E5.1). The message's figures are the ledger's after the change.

use chrono::NaiveDate;

use crate::colour::Colour;
use crate::command::{Command, DomainError, apply};
use crate::game::{ConditionalProposal, DrawOffer, GameCommand, offer_after_move};
use crate::ids::GameId;
use crate::ledger::{colour_of_ply, received_before_sent, recorded_received};
use crate::notation::{
    MoveParseError, Notation, PieceLetters, format_move, how_read, parse_agreed_move,
};
use crate::project::Project;
use shakmaty::Position;

use super::compose::{ComposeError, MoveMessage, compose_move};
use super::correspondence_command::CorrespondenceCommand;
use super::history::{Correspondence, Direction};

/// What sending a move does.
#[derive(Debug, Clone, PartialEq)]
pub struct SendPlan {
    /// The message that goes out.
    pub message: MoveMessage,
    /// The change, as one undoable step.
    pub command: Command,
    /// Each change, in words.
    pub steps: Vec<String>,
    /// How the move typed was read when that is worth saying (E2.2,
    /// E4.4): other piece letters than the game's, or the game's letters'
    /// reading taken where another language's letters read another legal
    /// move ("Ba4 read with German piece letters as a4; it would be La4 in
    /// English letters"); as the window's Move field says it.
    pub assumed: Option<String>,
}

/// Why a move cannot be sent. The project is unchanged.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SendError {
    /// No game has this id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// The game's stored moves cannot be replayed, so no move can be
    /// read against its position.
    #[error("game {game}: {problem}")]
    DamagedGame {
        /// The game.
        game: GameId,
        /// Why its moves do not replay.
        problem: crate::game::ReplayError,
    },
    /// The move cannot be read or is not legal, in the game's agreed
    /// letters or English SAN (E2.2).
    #[error("{problem}{}", letters.refusal_note())]
    BadMove {
        /// Why the move is refused (it names the text given).
        problem: MoveParseError,
        /// The piece letters agreed for the game.
        letters: PieceLetters,
    },
    /// A conditional line to propose cannot be read or played (E4.5).
    #[error("conditional line {line:?}: {problem}")]
    BadConditionalLine {
        /// The line as given.
        line: String,
        /// Why it is refused.
        problem: crate::game::ConditionalError,
    },
    /// A move before the last has no sent date.
    #[error("an earlier move of game {0} has no sent date: give it one in the clock ledger first")]
    EarlierUnsent(GameId),
    /// It is the opponent's move: the desk waits for a reply.
    #[error("it is {0}'s move: you are waiting for a reply")]
    NotYourMove(String),
    /// The game is over.
    #[error("game {0} is over: there is no move to send")]
    GameOver(GameId),
    /// No move is given and the game has no move waiting to be sent.
    #[error("game {0} has no move waiting to be sent: give one")]
    NothingToSend(GameId),
    /// A server game's moves go to its server, not by message.
    #[error(
        "game {game} is played on {server}: its moves are sent to the server (File > Server games…, or ccdesk server move), not by message"
    )]
    ServerGame {
        /// The game.
        game: GameId,
        /// The server's name.
        server: String,
    },
    /// The move met the opponent's conditional move, which is now played:
    /// the reply to it goes in the same message (E4.6, E4.7).
    #[error(
        "{played} met your opponent's conditional move {conditional}, now played with it (E4.5): give your reply to it before sending (E4.6, E4.7)"
    )]
    ReplyToContinuation {
        /// The move that was played.
        played: String,
        /// The opponent's conditional reply to it.
        conditional: String,
        /// The change made so far (the move and the conditional reply).
        command: Box<Command>,
    },
    /// The project refuses the change.
    #[error("{0}")]
    Refused(DomainError),
    /// The message cannot be written.
    #[error("{0}")]
    Compose(#[from] ComposeError),
}

/// The plan that sends `mv` (any notation; `None` = the game's last move,
/// played but not yet sent) in game `id` on `sent`, received on
/// `received` (`None` = the day the opponent's move arrived, else
/// assumed, E2.9), with the conditional lines `proposals` ("if Nc6 then
/// Bb5": `Nc6 Bb5`, commas and move numbers allowed) proposed after it.
///
/// # Errors
///
/// [`SendError`]; on [`SendError::ReplyToContinuation`] the error carries
/// the change made so far, to apply before giving the reply.
pub fn plan_send(
    project: &Project,
    id: GameId,
    mv: Option<&str>,
    sent: NaiveDate,
    received: Option<NaiveDate>,
    proposals: &[String],
) -> Result<SendPlan, SendError> {
    plan_send_offering(project, id, mv, sent, received, proposals, false)
}

/// [`plan_send`], and with `offer_draw` the move goes with a draw offer
/// (E1.1): the message says so (its kind is a draw offer) and the offer is
/// remembered on the game until the opponent answers it. Either way a draw
/// offer the opponent made lapses once this move is sent without
/// accepting it ([`offer_after_move`]).
///
/// # Errors
///
/// As [`plan_send`].
pub fn plan_send_offering(
    project: &Project,
    id: GameId,
    mv: Option<&str>,
    sent: NaiveDate,
    received: Option<NaiveDate>,
    proposals: &[String],
    offer_draw: bool,
) -> Result<SendPlan, SendError> {
    let game = project.game(id).ok_or(SendError::UnknownGame(id))?;
    if let Some(link) = game.server.as_deref() {
        return Err(SendError::ServerGame {
            game: id,
            server: link.server.clone(),
        });
    }
    let unsent = game.moves.iter().rposition(|m| m.sent.is_none());
    if unsent.is_some_and(|p| p + 1 != game.moves.len() || mv.is_some()) {
        return Err(SendError::EarlierUnsent(id));
    }
    if mv.is_some() {
        if game.is_finished() {
            return Err(SendError::GameOver(id));
        }
        let to_move = colour_of_ply(game.moves.len());
        if game.setup_fen.is_none()
            && let Some(me) = project.owner_side(game)
            && me != to_move
        {
            return Err(SendError::NotYourMove(
                project.player_name(game.player(to_move.into())).to_owned(),
            ));
        }
    }
    let mut trial = project.with_only_game(game);
    let mut commands = Vec::new();
    let mut steps = Vec::new();
    let mut run = |trial: &mut Project,
                   commands: &mut Vec<Command>,
                   command: Command|
     -> Result<(), SendError> {
        let event = apply(trial, command.clone()).map_err(SendError::Refused)?;
        steps.push(event.summary.to_string());
        commands.push(command);
        Ok(())
    };
    let mut assumed = None;
    let ply = match mv {
        Some(text) => {
            let replay = game
                .replay()
                .map_err(|problem| SendError::DamagedGame { game: id, problem })?;
            let pos = replay.current();
            // The game's agreed letters, else English SAN (E2.2).
            let m = parse_agreed_move(pos, text, game.letters).map_err(|problem| {
                SendError::BadMove {
                    problem,
                    letters: game.letters,
                }
            })?;
            assumed = how_read(pos, text, game.letters, &m);
            let san = format_move(pos, &m, Notation::San);
            let ply = game.moves.len();
            // A date not recorded stays empty, so the ledger assumes it as
            // the opponent's copy does (E2.9).
            let received = received.or_else(|| recorded_received(game, ply));
            // Received before the opponent sent his move (E2.7, E6.4).
            if let Some(why) = received_before_sent(&game.moves, ply, received) {
                return Err(SendError::Refused(DomainError::BadDate(why)));
            }
            run(
                &mut trial,
                &mut commands,
                Command::PlayMove {
                    game: id,
                    san: san.clone(),
                    received,
                    sent: Some(sent),
                },
            )?;
            let after = trial.game(id).map_or(0, |g| g.moves.len());
            if after > ply + 1 {
                let conditional = trial
                    .game(id)
                    .and_then(|g| g.moves.last())
                    .map(|m| m.san.to_string())
                    .unwrap_or_default();
                return Err(SendError::ReplyToContinuation {
                    played: san,
                    conditional,
                    command: Box::new(Command::Batch(commands)),
                });
            }
            ply
        }
        None => {
            let ply = game
                .moves
                .len()
                .checked_sub(1)
                .filter(|&p| game.moves[p].sent.is_none())
                .ok_or(SendError::NothingToSend(id))?;
            let record = &game.moves[ply];
            run(
                &mut trial,
                &mut commands,
                Command::SetMoveDates {
                    game: id,
                    ply,
                    received: record.received,
                    sent: Some(sent),
                },
            )?;
            ply
        }
    };
    for line in proposals {
        let game = trial.game(id).ok_or(SendError::UnknownGame(id))?;
        // Typed by the owner: in the game's agreed letters, else English SAN (E2.2).
        let proposal = ConditionalProposal::for_game_typed(game, line).map_err(|problem| {
            SendError::BadConditionalLine {
                line: line.clone(),
                problem,
            }
        })?;
        run(
            &mut trial,
            &mut commands,
            Command::Game(GameCommand::ProposeConditional { game: id, proposal }),
        )?;
    }
    // Conditional moves drafted after this move bind once sent (E4.5, P07).
    if trial.game(id).is_some_and(|g| {
        g.conditional
            .iter()
            .any(|p| p.at_ply == ply + 1 && p.sent.is_none())
    }) {
        run(
            &mut trial,
            &mut commands,
            Command::Game(GameCommand::MarkConditionalSent {
                game: id,
                at_ply: ply + 1,
                date: sent,
            }),
        )?;
    }
    // The draw offer that stands once this move is sent (E1.1).
    if let Some(g) = trial.game(id) {
        let mover = Colour::from(
            g.replay()
                .ok()
                .map_or_else(|| colour_of_ply(ply), |r| r.positions[ply].turn()),
        );
        let standing = g.draw_offer;
        let after = if offer_draw {
            Some(DrawOffer {
                by: mover,
                sent,
                at_ply: ply + 1,
            })
        } else {
            offer_after_move(standing, mover)
        };
        if after != standing {
            run(
                &mut trial,
                &mut commands,
                Command::Game(GameCommand::SetDrawOffer {
                    game: id,
                    offer: after,
                }),
            )?;
        }
    }
    let game = trial.game(id).ok_or(SendError::UnknownGame(id))?;
    let mut message = compose_move(&trial, game, ply, Some(sent))?;
    message.offers_draw = offer_draw;
    let letter = message.letter();
    let keep = Command::Correspondence(CorrespondenceCommand::Keep {
        entry: Correspondence {
            mail: Some(Box::new(crate::mail::MailRecord::of_letter(&letter))),
            sender_name: String::new(),
            sender_email: String::new(),
            date_assumed: false,
            game: id,
            direction: Direction::Sent,
            date: sent,
            kind: Some(letter.kind),
            subject: letter.subject.clone(),
            text: letter.body.clone(),
            understood: String::new(),
        },
        index: None,
    });
    commands.push(keep);
    steps.push(format!("kept the message sent on {sent}"));
    Ok(SendPlan {
        message,
        command: Command::Batch(commands),
        steps,
        assumed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::demo_project;

    /// The demo's first game in play where the desk is to move (no unsent
    /// move), a legal move there in SAN, and the day to send it.
    fn open_game() -> Option<(Project, GameId, String, NaiveDate)> {
        let project = demo_project();
        let game = project.games.iter().find(|g| {
            !g.is_finished()
                && g.moves.iter().all(|m| m.sent.is_some())
                && project
                    .owner_side(g)
                    .is_none_or(|me| me == colour_of_ply(g.moves.len()))
        })?;
        let pos = game.replay().ok()?.current().clone();
        let first = *pos.legal_moves().first()?;
        let san = format_move(&pos, &first, Notation::San);
        // A few days after the last move was sent, before the close of play.
        let last = game.moves.last().and_then(|m| m.sent).or(game.start)?;
        let sent = last.checked_add_days(chrono::Days::new(1))?;
        Some((project.clone(), game.id, san, sent))
    }

    #[test]
    fn an_unreadable_move_is_refused_with_the_parse_error_and_the_letters() {
        // rule: E2.2 — the game's agreed letters, else English SAN.
        let Some((mut project, id, _, today)) = open_game() else {
            panic!("the demo has a game in play");
        };
        if let Some(g) = project.game_mut(id) {
            g.letters = PieceLetters::German;
        }
        let err = plan_send(&project, id, Some("Zz9"), today, None, &[]).err();
        let Some(SendError::BadMove { problem, letters }) = err.clone() else {
            panic!("expected BadMove, got {err:?}");
        };
        assert_eq!(letters, PieceLetters::German);
        assert_eq!(problem.token(), "Zz9");
        let said = err.map(|e| e.to_string()).unwrap_or_default();
        assert!(said.starts_with(&problem.to_string()), "{said}");
        assert!(
            said.ends_with(&PieceLetters::German.refusal_note()),
            "{said}"
        );
    }

    #[test]
    fn an_unreadable_conditional_line_names_the_line() {
        // rule: E4.5 — conditional moves proposed with the move.
        let Some((project, id, san, today)) = open_game() else {
            panic!("the demo has a game in play");
        };
        let line = "Zz9 Qq0".to_owned();
        let err = plan_send(
            &project,
            id,
            Some(&san),
            today,
            Some(today),
            std::slice::from_ref(&line),
        )
        .err();
        let Some(SendError::BadConditionalLine { line: given, .. }) = err.clone() else {
            panic!("expected BadConditionalLine, got {err:?}");
        };
        assert_eq!(given, line);
        let said = err.map(|e| e.to_string()).unwrap_or_default();
        assert!(said.starts_with("conditional line \"Zz9 Qq0\": "), "{said}");
    }
}
