//! Every change to a project goes through a [`Command`] and [`apply`].
//!
//! `apply` either changes the project and returns an [`Event`] holding the
//! command that undoes it, or refuses with a [`DomainError`] and leaves the
//! project exactly as it was. The window, the CLI and the tests all drive
//! projects this way, which gives undo/redo and an audit trail for free.

use chrono::NaiveDate;

mod engine_policy;
mod import;

use super::adjudication::{AdjudicationCommand, AdjudicationError};
use super::game::{Game, GameCommand, GameResult, LegalGame, detect_end};
use super::ids::{GameId, PlayerId};
use super::player::Player;
use super::project::Project;

/// One change to a project.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Allow or forbid engine and tablebase help in the games of an event.
    SetEngineAllowed {
        /// The event, as named on its games.
        event: String,
        /// Whether its rules allow engine help.
        allowed: bool,
    },
    /// Give the project a new name.
    RenameProject {
        /// The new name.
        name: String,
    },
    /// Add a player (the id must be free).
    AddPlayer(Player),
    /// Replace a player's details (same id).
    UpdatePlayer(Player),
    /// Remove a player who plays in no game and no team.
    RemovePlayer(PlayerId),
    /// Put a removed player back at his place in the list (the undo of
    /// [`Command::RemovePlayer`]).
    InsertPlayer {
        /// The player.
        player: Player,
        /// His index in the list.
        index: usize,
    },
    /// Add a game (the id must be free), at the end of the list or at `index`.
    AddGame {
        /// The game.
        game: Box<Game>,
        /// Where in the list; `None` = at the end.
        index: Option<usize>,
    },
    /// Remove a game.
    RemoveGame(GameId),
    /// Play the next move of a game. A move is binding once played (E4.1,
    /// P06); this command's undo exists for entry mistakes in the window.
    PlayMove {
        /// The game.
        game: GameId,
        /// The move, in SAN (checked for legality).
        san: String,
        /// Date the opponent's previous move was received (`None` = assumed).
        received: Option<NaiveDate>,
        /// Date this move was sent (`None` = not yet sent).
        sent: Option<NaiveDate>,
    },
    /// Take back the last move of a game and restore the result it had
    /// before that move was played. Used to undo [`Command::PlayMove`].
    RetractMove {
        /// The game.
        game: GameId,
        /// The result to restore.
        result_before: Option<GameResult>,
    },
    /// Change the received and sent dates of one move (E2.9, E2.10).
    SetMoveDates {
        /// The game.
        game: GameId,
        /// Index of the move (0 = White's first move in a normal game).
        ply: usize,
        /// Date the opponent's previous move was received.
        received: Option<NaiveDate>,
        /// Date this move was sent.
        sent: Option<NaiveDate>,
    },
    /// Record (or clear) a game's result.
    SetResult {
        /// The game.
        game: GameId,
        /// The result; `None` clears it.
        result: Option<GameResult>,
    },
    /// Add many games and the new players they need, checked all or
    /// nothing (a PGN import); undone by [`Command::RemoveImported`].
    ImportGames {
        /// Players to add (their ids must be free).
        players: Vec<Player>,
        /// Games to add at the end of the list (their ids must be free),
        /// each already found legal, so its moves are not replayed again.
        games: Vec<LegalGame>,
    },
    /// Remove the games and players of an import, in one step.
    RemoveImported {
        /// Players to remove (they must play in no other game or team).
        players: Vec<PlayerId>,
        /// Games to remove.
        games: Vec<GameId>,
    },
    /// A step of the adjudication procedure (C19, C24-C28, E10, E11).
    Adjudication(AdjudicationCommand),
    /// A change to the clock ledger: leave, penalties, claims, corrected
    /// dates, rule sets (E2.10, E6-E8, P08-P13).
    Ledger(super::ledger::LedgerCommand),
    /// A change to one game's notation, conditional moves or analysis.
    Game(GameCommand),
    /// A change to the team competition: entries, draw, pairings, results,
    /// deductions, fees, rollover (C04-C32, E9.1, E12).
    Tournament(super::tournament::TournamentCommand),
    /// Several commands as one step: all are applied or none.
    Batch(Vec<Command>),
    /// Set (or clear) the player whose desk the project is.
    SetOwner(Option<PlayerId>),
    /// Put a game back exactly as it was (same id). Used to undo a move
    /// that conditional moves answered.
    RestoreGame(Box<Game>),
    /// Keep (or drop) a message in a game's correspondence (E5.1).
    Correspondence(super::message::CorrespondenceCommand),
    /// Record what a server said about a game (XFCC server games).
    Server(super::server::ServerCommand),
}

/// What an applied command did, with the command that undoes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// A short sentence for the status bar and the audit trail.
    pub summary: String,
    /// Applying this command reverts the change.
    pub undo: Command,
}

/// Why a command was refused. The project is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DomainError {
    /// No game has this id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// No player has this id.
    #[error("there is no player {0}")]
    UnknownPlayer(PlayerId),
    /// The id is taken.
    #[error("{0} is already in use")]
    DuplicateId(String),
    /// The player still plays somewhere.
    #[error("{name} cannot be removed: {reason}")]
    PlayerInUse {
        /// The player's name.
        name: String,
        /// Where he still appears.
        reason: String,
    },
    /// The game is over.
    #[error("game {0} is finished: no more moves can be entered")]
    GameFinished(GameId),
    /// The move cannot be played.
    #[error("{0}")]
    IllegalMove(String),
    /// The game has no move there.
    #[error("game {game} has no move {ply}")]
    NoSuchMove {
        /// The game.
        game: GameId,
        /// The ply asked for.
        ply: usize,
    },
    /// A date does not fit.
    #[error("{0}")]
    BadDate(String),
    /// The rules do not allow this.
    #[error("{0}")]
    NotAllowed(String),
    /// The stored game cannot be replayed.
    #[error("game {game}: {reason}")]
    DamagedGame {
        /// The game.
        game: GameId,
        /// Why.
        reason: String,
    },
    /// An adjudication step was refused.
    #[error(transparent)]
    Adjudication(#[from] AdjudicationError),
    /// A ledger change was refused.
    #[error(transparent)]
    Ledger(#[from] super::ledger::LedgerCommandError),
    /// A tournament change was refused.
    #[error(transparent)]
    Tournament(#[from] super::tournament::TournamentError),
}

/// Applies `command` to `project`. On error the project is unchanged.
pub fn apply(project: &mut Project, command: Command) -> Result<Event, DomainError> {
    match command {
        Command::SetEngineAllowed { event, allowed } => {
            Ok(engine_policy::set_engine_allowed(project, event, allowed))
        }
        Command::RenameProject { name } => {
            let old = std::mem::replace(&mut project.name, name.clone());
            Ok(Event {
                summary: format!("renamed the project to {name}"),
                undo: Command::RenameProject { name: old },
            })
        }
        Command::AddPlayer(player) => {
            if project.player(player.id).is_some() {
                return Err(DomainError::DuplicateId(format!("player {}", player.id)));
            }
            if let Some(problem) = player.name_problem() {
                return Err(DomainError::NotAllowed(format!(
                    "player {} {problem}",
                    player.id
                )));
            }
            let id = player.id;
            let summary = format!("added player {}", player.name);
            project.players.push(player);
            Ok(Event {
                summary,
                undo: Command::RemovePlayer(id),
            })
        }
        Command::UpdatePlayer(player) => {
            let slot = project
                .players
                .iter_mut()
                .find(|p| p.id == player.id)
                .ok_or(DomainError::UnknownPlayer(player.id))?;
            // A name that could not stand is refused, unless it stood so
            // already (an older file, put back by an undo).
            if let Some(problem) = player.name_problem()
                && slot.name_problem().is_none()
            {
                return Err(DomainError::NotAllowed(format!(
                    "player {} {problem}",
                    player.id
                )));
            }
            let summary = format!("changed player {}", player.name);
            let old = std::mem::replace(slot, player);
            Ok(Event {
                summary,
                undo: Command::UpdatePlayer(old),
            })
        }
        Command::RemovePlayer(id) => {
            let index = project
                .players
                .iter()
                .position(|p| p.id == id)
                .ok_or(DomainError::UnknownPlayer(id))?;
            let name = project.players[index].name.clone();
            if let Some(g) = project
                .games
                .iter()
                .find(|g| g.white == id || g.black == id)
            {
                return Err(DomainError::PlayerInUse {
                    name,
                    reason: format!("he plays in game {}", g.id),
                });
            }
            if let Some(t) = project.teams().find(|t| t.players.contains(&id)) {
                return Err(DomainError::PlayerInUse {
                    name,
                    reason: format!("he plays for {}", t.name),
                });
            }
            if project.owner == Some(id) {
                return Err(DomainError::PlayerInUse {
                    name,
                    reason: "this is his desk (the project's owner)".to_owned(),
                });
            }
            if project.leave.iter().any(|l| l.player == id) {
                return Err(DomainError::PlayerInUse {
                    name,
                    reason: "he has leave booked".to_owned(),
                });
            }
            let player = project.players.remove(index);
            Ok(Event {
                summary: format!("removed player {name}"),
                undo: Command::InsertPlayer { player, index },
            })
        }
        Command::InsertPlayer { player, index } => {
            if project.player(player.id).is_some() {
                return Err(DomainError::DuplicateId(format!("player {}", player.id)));
            }
            let id = player.id;
            let summary = format!("added player {}", player.name);
            let at = index.min(project.players.len());
            project.players.insert(at, player);
            Ok(Event {
                summary,
                undo: Command::RemovePlayer(id),
            })
        }
        Command::AddGame { game, index } => {
            if project.game(game.id).is_some() {
                return Err(DomainError::DuplicateId(format!("game {}", game.id)));
            }
            for id in [game.white, game.black] {
                if project.player(id).is_none() {
                    return Err(DomainError::UnknownPlayer(id));
                }
            }
            game.replay().map_err(|e| DomainError::DamagedGame {
                game: game.id,
                reason: e.to_string(),
            })?;
            let id = game.id;
            let summary = format!("added game {id}");
            let at = index
                .unwrap_or(project.games.len())
                .min(project.games.len());
            project.games.insert(at, *game);
            Ok(Event {
                summary,
                undo: Command::RemoveGame(id),
            })
        }
        Command::RemoveGame(id) => {
            let index = project
                .games
                .iter()
                .position(|g| g.id == id)
                .ok_or(DomainError::UnknownGame(id))?;
            let game = project.games.remove(index);
            // The messages kept with the game go with it, and come back
            // with it on undo, in their places.
            let mut kept = Vec::new();
            let mut at = 0;
            project.correspondence.retain(|entry| {
                let stays = entry.game != id;
                if !stays {
                    kept.push((at, entry.clone()));
                }
                at += 1;
                stays
            });
            let add = Command::AddGame {
                game: Box::new(game),
                index: Some(index),
            };
            let undo = if kept.is_empty() {
                add
            } else {
                let mut undo = vec![add];
                undo.extend(kept.into_iter().map(|(at, entry)| {
                    Command::Correspondence(super::message::CorrespondenceCommand::Keep {
                        entry,
                        index: Some(at),
                    })
                }));
                Command::Batch(undo)
            };
            Ok(Event {
                summary: format!("removed game {id}"),
                undo,
            })
        }
        Command::PlayMove {
            game,
            san,
            received,
            sent,
        } => play_move(project, game, &san, received, sent),
        Command::RetractMove {
            game,
            result_before,
        } => {
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
            let undo = Command::PlayMove {
                game,
                san: record.san.clone(),
                received: record.received,
                sent: record.sent,
            };
            Ok(Event {
                summary: format!("took back {} in game {game}", record.san),
                undo,
            })
        }
        Command::SetMoveDates {
            game,
            ply,
            received,
            sent,
        } => {
            if let (Some(r), Some(s)) = (received, sent)
                && s < r
            {
                return Err(DomainError::BadDate(format!(
                    "the move cannot be sent ({s}) before the opponent's move was received ({r})"
                )));
            }
            let g = project
                .game_mut(game)
                .ok_or(DomainError::UnknownGame(game))?;
            if let Some(why) = sent.and_then(|s| g.clock.sent_after_arrival(ply, s)) {
                return Err(DomainError::BadDate(why));
            }
            let record = g
                .moves
                .get_mut(ply)
                .ok_or(DomainError::NoSuchMove { game, ply })?;
            let undo = Command::SetMoveDates {
                game,
                ply,
                received: record.received,
                sent: record.sent,
            };
            record.received = received;
            record.sent = sent;
            Ok(Event {
                summary: format!("changed the dates of {} in game {game}", record.san),
                undo,
            })
        }
        Command::Adjudication(command) => super::adjudication::apply(project, command),
        Command::Ledger(command) => super::ledger::apply_ledger_command(project, command),
        Command::Game(command) => super::game::apply_game_command(project, command),
        Command::Tournament(command) => super::tournament::command::apply(project, command),
        Command::Server(command) => super::server::apply_server_command(project, command),
        Command::Batch(commands) => apply_batch(project, commands),
        Command::SetOwner(owner) => {
            if let Some(id) = owner
                && project.player(id).is_none()
            {
                return Err(DomainError::UnknownPlayer(id));
            }
            let old = std::mem::replace(&mut project.owner, owner);
            Ok(Event {
                summary: match owner {
                    Some(id) => format!("this is now {}'s desk", project.player_name(id)),
                    None => "the project has no owner".to_owned(),
                },
                undo: Command::SetOwner(old),
            })
        }
        Command::RestoreGame(game) => {
            let id = game.id;
            game.replay().map_err(|e| DomainError::DamagedGame {
                game: id,
                reason: e.to_string(),
            })?;
            let slot = project.game_mut(id).ok_or(DomainError::UnknownGame(id))?;
            let old = std::mem::replace(slot, *game);
            Ok(Event {
                summary: format!("restored game {id}"),
                undo: Command::RestoreGame(Box::new(old)),
            })
        }
        Command::Correspondence(command) => {
            super::message::apply_correspondence_command(project, command)
        }
        Command::ImportGames { players, games } => import::import_games(project, players, games),
        Command::RemoveImported { players, games } => {
            import::remove_imported(project, &players, &games)
        }
        Command::SetResult { game, result } => {
            let g = project
                .game_mut(game)
                .ok_or(DomainError::UnknownGame(game))?;
            let old = std::mem::replace(&mut g.result, result);
            let summary = match result {
                Some(r) => format!("recorded {r} in game {game}"),
                None => format!("cleared the result of game {game}"),
            };
            Ok(Event {
                summary,
                undo: Command::SetResult { game, result: old },
            })
        }
    }
}

/// Applies `commands` in order; on the first refusal undoes those applied
/// and returns the refusal.
fn apply_batch(project: &mut Project, commands: Vec<Command>) -> Result<Event, DomainError> {
    let mut undos = Vec::with_capacity(commands.len());
    let mut summaries = Vec::with_capacity(commands.len());
    for command in commands {
        match apply(project, command) {
            Ok(event) => {
                undos.push(event.undo);
                summaries.push(event.summary);
            }
            Err(e) => {
                for undo in undos.into_iter().rev() {
                    // Undoing what was just done cannot be refused.
                    let _ = apply(project, undo);
                }
                return Err(e);
            }
        }
    }
    undos.reverse();
    Ok(Event {
        summary: summaries.join("; "),
        undo: Command::Batch(undos),
    })
}

/// The result the board gives at the last position of `replay`: mate,
/// stalemate or a dead position (repetition and fifty moves are claimed).
fn board_result(replay: &super::game::Replay) -> Option<GameResult> {
    detect_end(replay)
        .filter(|end| {
            end.ply == replay.moves.len()
                && matches!(
                    end.result.termination,
                    super::game::Termination::Checkmate
                        | super::game::Termination::Stalemate
                        | super::game::Termination::InsufficientMaterial
                )
        })
        .map(|end| end.result)
}

/// The close of play of the season a game of the current pairings belongs
/// to (C19); `None` for games outside a season.
fn play_closes_for(project: &Project, game: GameId) -> Option<NaiveDate> {
    let g = project.game(game)?;
    g.pairing.as_ref().filter(|p| p.is_current())?;
    project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .map(|s| s.calendar.play_closes)
}

fn play_move(
    project: &mut Project,
    game: GameId,
    san: &str,
    received: Option<NaiveDate>,
    sent: Option<NaiveDate>,
) -> Result<Event, DomainError> {
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    if g.is_finished() {
        return Err(DomainError::GameFinished(game));
    }
    if project.adjudications.iter().any(|c| c.game == game) {
        return Err(DomainError::NotAllowed(format!(
            "game {game} went to adjudication at the close of play (C19): its position is under adjudication and no move can be played"
        )));
    }
    if let Some(sent) = sent
        && let Some(closes) = play_closes_for(project, game)
        && sent > closes
    {
        return Err(DomainError::NotAllowed(format!(
            "play closed on {closes} (C19): a move sent on {sent} cannot be recorded in game {game}; its position goes to adjudication"
        )));
    }
    let g = project
        .game_mut(game)
        .ok_or(DomainError::UnknownGame(game))?;
    if let (Some(r), Some(s)) = (received, sent)
        && s < r
    {
        return Err(DomainError::BadDate(format!(
            "the move cannot be sent ({s}) before the opponent's move was received ({r})"
        )));
    }
    let mut replay = g.replay().map_err(|e| DomainError::DamagedGame {
        game,
        reason: e.to_string(),
    })?;
    let pos = replay.current().clone();
    let m =
        super::game::play_san(&pos, san).map_err(|e| DomainError::IllegalMove(e.to_string()))?;
    let before = (!g.conditional.is_empty()).then(|| g.clone());
    let ply = g.moves.len();
    let mut after = pos.clone();
    let text = super::notation::san_plus_and_play(&mut after, m).to_string();
    replay.positions.push(after);
    replay.moves.push(m);
    let result_before = g.result;
    g.moves.push(super::game::MoveRecord {
        san: text.clone(),
        received,
        sent,
        conditional: false,
    });
    if let Some(result) = board_result(&replay) {
        g.result = Some(result);
    }
    let Some(before) = before else {
        return Ok(Event {
            summary: format!("played {text} in game {game}"),
            undo: Command::RetractMove {
                game,
                result_before,
            },
        });
    };
    // Conditional moves answer the move just played (E4.5): a matching
    // sent proposal plays its reply, marked conditional, sent with the move
    // it answers (it counts in the time of the opponent's reply, E6.5).
    let mut summary = format!("played {text} in game {game}");
    if g.result.is_none()
        && let Some(reply) = super::game::answer_conditionals(g, ply, &pos, &m)
    {
        let mut now = replay.current().clone();
        if let Ok(r) = super::game::play_san(&now, &reply) {
            let reply_text = super::notation::san_plus_and_play(&mut now, r).to_string();
            replay.positions.push(now);
            replay.moves.push(r);
            g.moves.push(super::game::MoveRecord {
                san: reply_text.clone(),
                received: sent,
                sent,
                conditional: true,
            });
            if let Some(result) = board_result(&replay) {
                g.result = Some(result);
            }
            summary = format!("{summary}; the conditional reply {reply_text} followed");
        }
    } else if g.result.is_some() {
        g.conditional.clear();
    }
    Ok(Event {
        summary,
        undo: Command::RestoreGame(Box::new(before)),
    })
}
