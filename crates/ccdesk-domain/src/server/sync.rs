//! Plans that bring a server's games into the project: a sync adds new
//! games and only the moves the project does not have yet, so the player's
//! analysis, notes and conditional lines stay; a move sent to the server is
//! then played in the project too.

use chrono::NaiveDate;

use super::command::ServerCommand;
use super::link::ServerLink;
use super::movetext::{movetext_sans, same_san};
use super::xfcc_game::{XfccGame, XfccResult};
use super::xfcc_text::cleaned;
use crate::colour::Colour;
use crate::command::{Command, DomainError, apply};
use crate::game::{Game, GameResult, Outcome, Termination};
use crate::ids::{GameId, PlayerId};
use crate::ledger::LedgerCommand;
use crate::player::Player;
use crate::project::Project;
use crate::text_rules::shown;

use super::sync_refusal::SyncRefusal;

/// One server game after a sync, for the terminal and the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncLine {
    /// The project's game.
    pub game: GameId,
    /// The server's id of the game.
    pub server_id: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Whose move it is, in words (or the game's end).
    pub whose_move: String,
    /// Moves added to the project by this sync.
    pub new_moves: usize,
    /// Whether the game is new to the project.
    pub added: bool,
}

impl std::fmt::Display for SyncLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {} {} - {}: {}",
            self.game, self.server_id, self.white, self.black, self.whose_move
        )?;
        if self.added {
            write!(f, " [new game")?;
            if self.new_moves > 0 {
                write!(f, ", {} moves", self.new_moves)?;
            }
            write!(f, "]")
        } else if self.new_moves > 0 {
            write!(f, " [{} new moves]", self.new_moves)
        } else {
            Ok(())
        }
    }
}

/// What a sync will do.
#[derive(Debug, Clone, PartialEq)]
pub struct SyncPlan {
    /// The one command that applies it all; `None` when nothing changed.
    pub command: Option<Command>,
    /// One line per server game taken in, in the server's order.
    pub lines: Vec<SyncLine>,
    /// Server games left out and why (the rest are taken in).
    pub problems: Vec<String>,
    /// What was changed in the server's texts to keep them (control
    /// characters replaced, a link that is not a web address left out).
    pub notes: Vec<String>,
}

/// Where the games came from.
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    /// The server's name as the user knows it.
    pub server: &'a str,
    /// The XFCC address.
    pub url: &'a str,
    /// The user's name on the server.
    pub user: &'a str,
}

/// Plans the sync of `games`, as `GetMyGames` of `server` (at `url`, for
/// `user`) returned them on `today`: each becomes or updates a project
/// game. A game whose moves differ from the project's, or do not replay,
/// is left as it was and named in `problems`.
#[must_use]
pub fn plan_sync(
    project: &Project,
    server: &str,
    url: &str,
    user: &str,
    games: &[XfccGame],
    today: NaiveDate,
) -> SyncPlan {
    let source = Source { server, url, user };
    let mut work = project.clone();
    let mut commands = Vec::new();
    let mut lines = Vec::new();
    let mut problems = Vec::new();
    let mut kept_notes = Vec::new();
    for xg in games {
        // The server's texts as they may be kept (issue 30): no control
        // characters, only web links; what was changed is said.
        let (xg, notes) = cleaned(xg);
        let xg = &xg;
        kept_notes.extend(notes.into_iter().map(|note| {
            format!(
                "server game {} ({} - {}): {note}",
                xg.id, xg.white, xg.black
            )
        }));
        let mut cmds = Steps::default();
        match sync_game(&mut work, &mut cmds, source, xg, today) {
            Ok(line) => {
                lines.push(line);
                commands.extend(cmds.commands);
            }
            Err(why) => {
                // What this game's sync applied is taken back, newest
                // first, rather than the project copied for each game.
                cmds.roll_back(&mut work);
                problems.push(format!(
                    "server game {} ({} - {}): {}; nothing of it was changed",
                    xg.id,
                    xg.white,
                    xg.black,
                    shown(&why.to_string())
                ));
            }
        }
    }
    let command = match commands.len() {
        0 => None,
        1 => commands.pop(),
        _ => Some(Command::Batch(commands)),
    };
    SyncPlan {
        command,
        lines,
        problems,
        notes: kept_notes,
    }
}

/// The commands one server game's sync applied to the working copy, with
/// their undos, so a refusal midway is taken back.
#[derive(Default)]
struct Steps {
    /// Applied, oldest first.
    commands: Vec<Command>,
    /// Their undos, oldest first.
    undos: Vec<crate::command::Undo>,
}

impl Steps {
    /// Takes back every step applied to `work`, newest first.
    fn roll_back(self, work: &mut Project) {
        for undo in self.undos.into_iter().rev() {
            crate::command::undo(work, undo);
        }
    }
}

fn step(work: &mut Project, cmds: &mut Steps, command: Command) -> Result<(), SyncRefusal> {
    let event = apply(work, command.clone()).map_err(SyncRefusal::Refused)?;
    cmds.commands.push(command);
    cmds.undos.push(event.undo);
    Ok(())
}

fn sync_game(
    work: &mut Project,
    cmds: &mut Steps,
    source: Source<'_>,
    xg: &XfccGame,
    today: NaiveDate,
) -> Result<SyncLine, SyncRefusal> {
    if xg.id.trim().is_empty() {
        return Err(SyncRefusal::NoId);
    }
    let existing = work
        .games()
        .iter()
        .find(|g| {
            g.server
                .as_ref()
                .is_some_and(|s| s.url == source.url && s.game.id == xg.id)
        })
        .map(|g| g.id);
    let (id, added) = match existing {
        Some(id) => (id, false),
        None => (add_game(work, cmds, xg)?, true),
    };
    let local: Vec<String> = work
        .game(id)
        .map(|g| g.moves.iter().map(|m| m.san.to_string()).collect())
        .unwrap_or_default();
    let server_moves = movetext_sans(&xg.moves);
    for (ply, (mine, theirs)) in local.iter().zip(&server_moves).enumerate() {
        if !same_san(mine, theirs) {
            return Err(SyncRefusal::MovesDiffer {
                number: ply + 1,
                server: theirs.clone(),
                ours: mine.clone(),
                game: id,
            });
        }
    }
    let new_moves = server_moves.get(local.len()..).unwrap_or_default();
    let first_white = work
        .game(id)
        .and_then(|g| g.start_position().ok())
        .is_none_or(|p| shakmaty::Position::turn(&p) == shakmaty::Color::White);
    for (ply, san) in (local.len()..).zip(new_moves) {
        step(
            work,
            cmds,
            Command::PlayMove {
                game: id,
                san: san.clone(),
                received: None,
                sent: None,
            },
        )?;
        // An opponent's move new to a game synced before reached this
        // desk with this sync: today is the day it arrived (E2.7), the
        // received date of the reply. The history of a game new to the
        // project stays undated: the server does not say when its moves
        // were made.
        let white_moved = ply.is_multiple_of(2) == first_white;
        if !added && white_moved != xg.has_white {
            step(
                work,
                cmds,
                Command::Ledger(LedgerCommand::RecordArrival {
                    game: id,
                    ply,
                    date: Some(today),
                }),
            )?;
        }
    }
    let finished = work.game(id).is_some_and(Game::is_finished);
    if !finished && let Some(result) = game_result(xg.result) {
        step(
            work,
            cmds,
            Command::SetResult {
                game: id,
                result: Some(result),
            },
        )?;
    }
    let mut kept = xg.clone();
    kept.moves.clear();
    let link = ServerLink {
        server: source.server.to_owned(),
        url: source.url.to_owned(),
        user: source.user.to_owned(),
        synced: Some(today),
        game: kept,
    };
    let line = SyncLine {
        game: id,
        server_id: xg.id.clone(),
        white: xg.white.clone(),
        black: xg.black.clone(),
        whose_move: link.whose_move(),
        new_moves: new_moves.len(),
        added,
    };
    if work.game(id).and_then(|g| g.server.as_deref()) != Some(&link) {
        step(
            work,
            cmds,
            Command::Server(ServerCommand::SetLink {
                game: id,
                link: Some(Box::new(link)),
            }),
        )?;
    }
    Ok(line)
}

/// Adds the server game as a new project game (players found by name or
/// added; the owner plays the user's colour).
fn add_game(work: &mut Project, cmds: &mut Steps, xg: &XfccGame) -> Result<GameId, SyncRefusal> {
    let white = player_for(work, cmds, xg, Colour::White)?;
    let black = player_for(work, cmds, xg, Colour::Black)?;
    if white == black {
        return Err(SyncRefusal::SamePlayer {
            name: work.player_name(white).to_owned(),
        });
    }
    let id = work.next_game_id();
    let event = if xg.event.trim().is_empty() {
        format!("Server game {}", xg.id)
    } else {
        xg.event.trim().to_owned()
    };
    let mut game = Game::new(id, white, black, event);
    game.round = non_empty(&xg.round);
    game.board = non_empty(&xg.board);
    if xg.setup {
        if xg.fen.trim().is_empty() {
            return Err(SyncRefusal::NoSetupFen);
        }
        game.setup_fen = Some(xg.fen.trim().to_owned());
        game.replay().map_err(SyncRefusal::BadSetup)?;
    }
    step(
        work,
        cmds,
        Command::AddGame {
            game: Box::new(game),
            index: None,
        },
    )?;
    Ok(id)
}

fn non_empty(text: &str) -> Option<String> {
    let t = text.trim();
    (!t.is_empty() && t != "?" && t != "-").then(|| t.to_owned())
}

fn player_for(
    work: &mut Project,
    cmds: &mut Steps,
    xg: &XfccGame,
    colour: Colour,
) -> Result<PlayerId, SyncRefusal> {
    let mine = (colour == Colour::White) == xg.has_white;
    if mine && let Some(owner) = work.owner() {
        return Ok(owner);
    }
    let name = match colour {
        Colour::White => xg.white.trim(),
        Colour::Black => xg.black.trim(),
    };
    let name = if name.is_empty() {
        format!("{colour:?} of server game {}", xg.id)
    } else {
        name.to_owned()
    };
    if let Some(p) = work
        .players()
        .iter()
        .find(|p| p.name.trim().eq_ignore_ascii_case(&name))
    {
        return Ok(p.id);
    }
    let id = work.next_player_id();
    step(work, cmds, Command::AddPlayer(Player::new(id, name)))?;
    Ok(id)
}

/// The project's result for a server's result; `None` while the game is
/// in play or its adjudication pending. The server does not say why a game
/// was won; a win not given on the board is recorded as a resignation.
#[must_use]
pub fn game_result(result: XfccResult) -> Option<GameResult> {
    let r = |outcome, termination| {
        Some(GameResult {
            outcome,
            termination,
        })
    };
    match result {
        XfccResult::Ongoing | XfccResult::AdjudicationPending => None,
        XfccResult::WhiteWins => r(Outcome::WhiteWins, Termination::Resignation),
        XfccResult::BlackWins => r(Outcome::BlackWins, Termination::Resignation),
        XfccResult::Draw => r(Outcome::Draw, Termination::Agreement),
        XfccResult::WhiteWinAdjudicated => r(Outcome::WhiteWins, Termination::Adjudication),
        XfccResult::BlackWinAdjudicated => r(Outcome::BlackWins, Termination::Adjudication),
        XfccResult::DrawAdjudicated => r(Outcome::Draw, Termination::Adjudication),
        XfccResult::WhiteDefaulted => r(Outcome::BlackWins, Termination::Default),
        XfccResult::BlackDefaulted => r(Outcome::WhiteWins, Termination::Default),
        XfccResult::BothDefaulted => r(Outcome::LossToBoth, Termination::Default),
        XfccResult::Cancelled => r(Outcome::Annulled, Termination::Withdrawal),
    }
}

/// What the user sent the server in one `MakeAMove`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SentMove {
    /// The move, in SAN as the project stores it (none for a resignation
    /// or a draw accepted or claimed without a move).
    pub san: Option<String>,
    /// A draw offered with the move.
    pub offer_draw: bool,
    /// The opponent's draw offer accepted.
    pub accept_draw: bool,
    /// A draw claimed.
    pub claim_draw: bool,
    /// The game resigned.
    pub resign: bool,
}

/// The number XFCC's `movecount` wants for the user's next move in
/// `game`: the full-move number of the position to move in (from the
/// set-up position's FEN when there is one).
#[must_use]
pub fn next_move_number(game: &Game) -> u32 {
    let (start, black_first): (u32, bool) = game.setup_fen.as_deref().map_or((1, false), |fen| {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let start = fields.get(5).and_then(|n| n.parse().ok()).unwrap_or(1);
        (start, fields.get(1) == Some(&"b"))
    });
    let plies = u32::try_from(game.moves.len()).unwrap_or(u32::MAX);
    start.saturating_add(plies.saturating_add(u32::from(black_first)) / 2)
}

/// The command that records in the project what the server accepted on
/// `today`: the move played (sent today), a draw accepted, a resignation,
/// the turn passed. Made only for a `Success`: a refused move is not sent.
///
/// # Errors
///
/// The game does not exist, is not a server game, or the move does not
/// replay in the project.
pub fn plan_played_move(
    project: &Project,
    game: GameId,
    sent: &SentMove,
    today: NaiveDate,
) -> Result<Command, DomainError> {
    let g = project.game(game).ok_or(DomainError::UnknownGame(game))?;
    let link = g
        .server
        .as_deref()
        .ok_or(DomainError::NotAServerGame(game))?;
    let mut cmds = Vec::new();
    if let Some(san) = &sent.san {
        // Sent today (E2.8); its received date is the day the opponent's
        // move arrived, as recorded by the sync that brought it.
        cmds.push(Command::PlayMove {
            game,
            san: san.clone(),
            received: None,
            sent: Some(today),
        });
    }
    let mine_lost = if link.game.has_white {
        Outcome::BlackWins
    } else {
        Outcome::WhiteWins
    };
    let mut new_link = link.clone();
    if sent.resign {
        cmds.push(Command::SetResult {
            game,
            result: Some(GameResult {
                outcome: mine_lost,
                termination: Termination::Resignation,
            }),
        });
        new_link.game.result = if link.game.has_white {
            XfccResult::BlackWins
        } else {
            XfccResult::WhiteWins
        };
    } else if sent.accept_draw {
        cmds.push(Command::SetResult {
            game,
            result: Some(GameResult {
                outcome: Outcome::Draw,
                termination: Termination::Agreement,
            }),
        });
        new_link.game.result = XfccResult::Draw;
    }
    if sent.san.is_some() {
        new_link.game.my_turn = false;
    }
    new_link.game.draw_offered = false;
    cmds.push(Command::Server(ServerCommand::SetLink {
        game,
        link: Some(Box::new(new_link)),
    }));
    let command = Command::Batch(cmds);
    apply(&mut project.clone(), command.clone())?;
    Ok(command)
}

/// The project's spelling (SAN) of `text` as the next move of `game`:
/// the move is checked by playing it on a copy, so nothing illegal is
/// sent to a server.
///
/// # Errors
///
/// The game does not exist or the move cannot be played there.
pub fn checked_san(project: &Project, game: GameId, text: &str) -> Result<String, DomainError> {
    let mut trial = project.clone();
    apply(
        &mut trial,
        Command::PlayMove {
            game,
            san: text.trim().to_owned(),
            received: None,
            sent: None,
        },
    )?;
    trial
        .game(game)
        .and_then(|g| g.moves.last())
        .map(|m| m.san.to_string())
        .ok_or(DomainError::UnknownGame(game))
}
