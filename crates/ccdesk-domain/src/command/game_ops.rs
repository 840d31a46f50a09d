//! Games added and removed, and their moves, moves' dates and results.

use chrono::NaiveDate;

use super::{DomainError, Summary, TakenId};
use crate::date_problem::DateProblem;
use crate::game::{Game, GameResult, detect_end};
use crate::ids::GameId;
use crate::ledger::received_before_sent;
use crate::project::Project;
use crate::tournament::close_of_play::{close_of_play_for, late_move_at};

/// Applies [`Command::AddGame`].
pub(super) fn add_game(
    project: &mut Project,
    game: Box<Game>,
    index: Option<usize>,
) -> Result<String, DomainError> {
    if project.game(game.id).is_some() {
        return Err(DomainError::DuplicateId(TakenId::Game(game.id)));
    }
    for id in [game.white, game.black] {
        if project.player(id).is_none() {
            return Err(DomainError::UnknownPlayer(id));
        }
    }
    game.replay().map_err(|e| DomainError::DamagedGame {
        game: game.id,
        problem: e,
    })?;
    // A new game's texts come from the user or from others (a command
    // line, a form): no control characters (issue 30).
    if let Some(problem) = crate::text_rules::game_problem(&game) {
        return Err(DomainError::TextFromOthers(problem));
    }
    let summary = format!("added game {}", game.id);
    let at = index
        .unwrap_or(project.games.len())
        .min(project.games.len());
    project.games.insert(at, *game);
    Ok(summary)
}

/// Applies [`Command::RemoveGame`].
pub(super) fn remove_game(project: &mut Project, id: GameId) -> Result<String, DomainError> {
    let index = project
        .games
        .iter()
        .position(|g| g.id == id)
        .ok_or(DomainError::UnknownGame(id))?;
    project.games.remove(index);
    // The messages kept with the game go with it (and come back with it
    // on undo, in their places).
    project.correspondence.retain(|entry| entry.game != id);
    Ok(format!("removed game {id}"))
}

/// Applies [`Command::RetractMove`].
pub(super) fn retract_move(
    project: &mut Project,
    game: GameId,
    result_before: Option<GameResult>,
) -> Result<Summary, DomainError> {
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    let record = g
        .moves
        .pop()
        .ok_or(DomainError::NoSuchMove { game, ply: 0 })?;
    // Replaying the retracted move restores any result it produced
    // on the board; a result set by hand is its own command.
    g.result = result_before;
    Ok(Summary::TookBack {
        san: record.san.to_string(),
        game,
    })
}

/// Applies [`Command::SetMoveDates`].
pub(super) fn set_move_dates(
    project: &mut Project,
    game: GameId,
    ply: usize,
    received: Option<NaiveDate>,
    sent: Option<NaiveDate>,
) -> Result<Summary, DomainError> {
    if let (Some(r), Some(s)) = (received, sent)
        && s < r
    {
        return Err(DomainError::BadDate(DateProblem::SentBeforeReceived {
            at: None,
            sent: s,
            received: r,
        }));
    }
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    if let Some(why) = sent.and_then(|s| g.clock.sent_after_arrival(ply, s)) {
        return Err(DomainError::BadDate(why));
    }
    // Received before the opponent sent his move, or sent after the
    // opponent says he received this one (E2.7, E6.4).
    let mut dated = g.moves.clone();
    if let Some(record) = dated.get_mut(ply) {
        record.received = received;
        record.sent = sent;
    }
    if let Some(why) = received_before_sent(&dated, ply, received)
        .or_else(|| received_before_sent(&dated, ply + 1, dated.get(ply + 1)?.received))
    {
        return Err(DomainError::BadDate(why));
    }
    if let Some(late) = project
        .game(game)
        .and_then(|g| late_move_at(project, g, &dated, ply))
    {
        return Err(DomainError::BadDate(DateProblem::MoveAfterClose {
            game,
            late,
        }));
    }
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    let record = g
        .moves
        .get_mut(ply)
        .ok_or(DomainError::NoSuchMove { game, ply })?;
    record.received = received;
    record.sent = sent;
    Ok(Summary::DatesChanged {
        san: record.san.to_string(),
        game,
    })
}

/// Applies [`Command::SetResult`].
pub(super) fn set_result(
    project: &mut Project,
    game: GameId,
    result: Option<GameResult>,
) -> Result<String, DomainError> {
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    g.result = result;
    Ok(match result {
        Some(r) => format!("recorded {r} in game {game}"),
        None => format!("cleared the result of game {game}"),
    })
}

/// The result the board gives at the last position of `replay`: mate,
/// stalemate or a dead position (repetition and fifty moves are claimed).
fn board_result(replay: &crate::game::Replay) -> Option<GameResult> {
    detect_end(replay)
        .filter(|end| {
            end.ply == replay.moves.len()
                && matches!(
                    end.result.termination,
                    crate::game::Termination::Checkmate
                        | crate::game::Termination::Stalemate
                        | crate::game::Termination::InsufficientMaterial
                )
        })
        .map(|end| end.result)
}

pub(super) fn play_move(
    project: &mut Project,
    game: GameId,
    san: &str,
    received: Option<NaiveDate>,
    sent: Option<NaiveDate>,
) -> Result<Summary, DomainError> {
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    if g.is_finished() {
        return Err(DomainError::GameFinished(game));
    }
    if project.adjudications.iter().any(|c| c.game == game) {
        return Err(DomainError::UnderAdjudication { game });
    }
    if let Some(sent) = sent
        && let Some(closes) = project
            .game(game)
            .and_then(|g| close_of_play_for(project, g))
        && sent > closes
    {
        return Err(DomainError::PlayClosed { game, closes, sent });
    }
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    if let (Some(r), Some(s)) = (received, sent)
        && s < r
    {
        return Err(DomainError::BadDate(DateProblem::SentBeforeReceived {
            at: None,
            sent: s,
            received: r,
        }));
    }
    // A received date before the opponent's move was sent is not refused
    // here: a message's plan plays a move with the dates its sender stated
    // and corrects them in the same step, keeping both (E2.10). The doors
    // that take a person's dates refuse it (`plan_send`, the window's
    // move dates), and `validate` reports it in a file.
    let mut replay = g
        .replay()
        .map_err(|e| DomainError::DamagedGame { game, problem: e })?;
    let pos = replay.current().clone();
    let m = crate::game::play_san(&pos, san).map_err(DomainError::IllegalMove)?;
    let ply = g.moves.len();
    let mut after = pos.clone();
    let text = crate::notation::san_plus_and_play(&mut after, m).to_string();
    replay.positions.push(after);
    replay.moves.push(m);
    g.moves.push(crate::game::MoveRecord {
        san: text.as_str().into(),
        received,
        sent,
        conditional: false,
    });
    if let Some(result) = board_result(&replay) {
        g.result = Some(result);
    }
    if g.conditional.is_empty() {
        return Ok(Summary::Played { san: text, game });
    }
    // Conditional moves answer the move just played (E4.5): a matching
    // sent proposal plays its reply, marked conditional, sent with the move
    // it answers (it counts in the time of the opponent's reply, E6.5).
    let mut summary = Summary::Played {
        san: text.clone(),
        game,
    };
    if g.result.is_none()
        && let Some(reply) = crate::game::answer_conditionals(g, ply, &pos, &m)
    {
        let mut now = replay.current().clone();
        if let Ok(r) = crate::game::play_san(&now, &reply) {
            let reply_text = crate::notation::san_plus_and_play(&mut now, r).to_string();
            replay.positions.push(now);
            replay.moves.push(r);
            g.moves.push(crate::game::MoveRecord {
                san: reply_text.as_str().into(),
                received: sent,
                sent,
                conditional: true,
            });
            if let Some(result) = board_result(&replay) {
                g.result = Some(result);
            }
            summary = Summary::PlayedWithReply {
                san: text,
                game,
                reply: reply_text,
            };
        }
    } else if g.result.is_some() {
        g.conditional.clear();
    }
    Ok(summary)
}
