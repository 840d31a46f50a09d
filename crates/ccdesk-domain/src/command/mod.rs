//! Every change to a project goes through a [`Command`] and [`apply`].
//!
//! `apply` either changes the project and returns an [`Event`] holding the
//! command that undoes it, or refuses with a [`DomainError`] and leaves the
//! project exactly as it was. The window, the CLI and the tests all drive
//! projects this way, which gives undo/redo and an audit trail for free.

use chrono::NaiveDate;

mod engine_policy;
mod game_ops;
mod import;
mod player_in_use;
mod player_ops;
mod summary;
mod taken_id;

pub use player_in_use::PlayerUse;
pub use summary::Summary;
pub use taken_id::TakenId;

use super::adjudication::{AdjudicationCommand, AdjudicationError};
use super::game::{Game, GameCommand, GameResult, LegalGame};
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
    /// What it did, for the status bar and the audit trail (its
    /// `Display` is the English sentence).
    pub summary: Summary,
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
    DuplicateId(TakenId),
    /// The player still plays somewhere.
    #[error("{name} cannot be removed: {place}")]
    PlayerInUse {
        /// The player's name.
        name: String,
        /// Where he still appears.
        place: PlayerUse,
    },
    /// The game is over.
    #[error("game {0} is finished: no more moves can be entered")]
    GameFinished(GameId),
    /// The move cannot be played.
    #[error("{0}")]
    IllegalMove(crate::game::ReplayError),
    /// The conditional moves cannot be proposed (E4.5-E4.7).
    #[error("{0}")]
    Conditional(crate::game::ConditionalError),
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
    BadDate(crate::date_problem::DateProblem),
    /// The player cannot come in as he is.
    #[error("{0}")]
    Player(crate::player::PlayerProblem),
    /// A text from others holds a control character (issue 30, SECURITY.md).
    #[error("{0}")]
    TextFromOthers(crate::text_rules::TextProblem),
    /// The game went to adjudication at the close of play (C19).
    #[error(
        "game {game} went to adjudication at the close of play (C19): its position is under adjudication and no move can be played"
    )]
    UnderAdjudication {
        /// The game.
        game: GameId,
    },
    /// The move was sent after the close of play (C19).
    #[error(
        "play closed on {closes} (C19): a move sent on {sent} cannot be recorded in game {game}; its position goes to adjudication"
    )]
    PlayClosed {
        /// The game.
        game: GameId,
        /// The close of play.
        closes: chrono::NaiveDate,
        /// The date the move was sent.
        sent: chrono::NaiveDate,
    },
    /// Conditional moves are proposed for the position the game is in.
    #[error(
        "a conditional proposal is made for the current position (after move {moves}), not an earlier one"
    )]
    ConditionalNotAtCurrentPosition {
        /// The game.
        game: GameId,
        /// The moves the game has.
        moves: usize,
    },
    /// The proposal for this position was sent and binds (E4.5, P07).
    #[error("the proposal for this position was sent and binds as it stands (E4.5, P07)")]
    ConditionalBinds {
        /// The game.
        game: GameId,
    },
    /// Sent conditional moves cannot be withdrawn (E4.5, P07).
    #[error(
        "sent conditional moves bind until the opponent plays a different move; they cannot be withdrawn (E4.5, P07)"
    )]
    ConditionalCannotBeWithdrawn {
        /// The game.
        game: GameId,
    },
    /// The server's game is already linked to another game of the project.
    #[error("server game {server_game} of {server} is already game {game}")]
    ServerGameTaken {
        /// The server's id of the game.
        server_game: String,
        /// The server.
        server: String,
        /// The project's game it is linked to.
        game: GameId,
    },
    /// The game is not a server game.
    #[error("game {0} is not a server game")]
    NotAServerGame(GameId),
    /// The correspondence has no message at that index.
    #[error("there is no message {0} in the correspondence")]
    NoSuchMessage(usize),
    /// The stored game cannot be replayed.
    #[error("game {game}: {problem}")]
    DamagedGame {
        /// The game.
        game: GameId,
        /// Why its moves do not replay.
        problem: crate::game::ReplayError,
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
    /// A change was refused, and putting back the steps it had already
    /// made was refused too: the project may be partly changed. Never
    /// expected (an undo puts back a state that was valid a moment ago),
    /// but said rather than ignored.
    #[error(
        "{refusal}; and putting back the steps already made was refused too ({undo}): the project may be partly changed, so undo or reopen it before going on"
    )]
    RollbackRefused {
        /// Why the change was refused.
        refusal: Box<DomainError>,
        /// Why its rollback was refused.
        undo: Box<DomainError>,
    },
}

impl DomainError {
    /// The rules a refusal applies, by their IDs (`["C19"]`); empty for a
    /// refusal no rule of play names (an unknown id, a damaged file).
    #[must_use]
    pub fn rules(&self) -> &'static [&'static str] {
        match self {
            Self::UnderAdjudication { .. } | Self::PlayClosed { .. } => &["C19"],
            Self::ConditionalBinds { .. } | Self::ConditionalCannotBeWithdrawn { .. } => {
                &["E4.5", "P07"]
            }
            Self::RollbackRefused { refusal, .. } => refusal.rules(),
            _ => &[],
        }
    }
}

/// `refusal`, after putting back what a refused change had already done
/// with `undo`; a rollback that is itself refused is said, never ignored.
pub(crate) fn rolled_back(
    project: &mut Project,
    undo: Command,
    refusal: DomainError,
) -> DomainError {
    match apply_unguarded(project, undo) {
        Ok(_) => refusal,
        Err(undo) => DomainError::RollbackRefused {
            refusal: Box::new(refusal),
            undo: Box::new(undo),
        },
    }
}

/// Applies `command` to `project`. On error the project is unchanged.
pub fn apply(project: &mut Project, command: Command) -> Result<Event, DomainError> {
    let guarded = ledger_guarded(project, &command);
    if guarded.is_empty() {
        return apply_unguarded(project, command);
    }
    let fitted: Vec<GameId> = guarded
        .into_iter()
        .filter(|id| {
            project
                .game(*id)
                .is_some_and(|g| crate::ledger::ledger_fits(project, g).is_ok())
        })
        .collect();
    let command_kind = match &command {
        Command::Ledger(super::ledger::LedgerCommand::CorrectDate { ply, .. }) => Some(*ply),
        _ => None,
    };
    let event = apply_unguarded(project, command)?;
    // A corrected date the opponent told (E2.10) is refused only when the
    // corrected move itself no longer fits: what it does to the moves after
    // it is the opponent's word against the record, which `check` names.
    let only_ply = command_kind;
    let broken = fitted.iter().find_map(|id| {
        let g = project.game(*id)?;
        match crate::ledger::ledger_fits(project, g) {
            Err(crate::ledger::GameLedgerError::Entry { ply, .. })
                if only_ply.is_some_and(|p| p != ply) =>
            {
                None
            }
            Err(e) => Some((*id, e)),
            Ok(()) => None,
        }
    });
    match broken {
        None => Ok(event),
        Some(why) => Err(rolled_back(
            project,
            event.undo,
            DomainError::BadDate(crate::date_problem::DateProblem::UnworkableLedger {
                game: why.0,
                error: Box::new(why.1),
            }),
        )),
    }
}

/// The games whose clock ledger `command` may leave impossible to work out
/// (a date moved before the received date it must follow, stated or
/// assumed, E2.9, E6.4; other transit days): [`apply`] refuses the command
/// when one of them could be worked out before and no longer can, so that
/// whatever `ccdesk check` accepts, the ledger computes. A command that
/// only puts back an earlier state (an undo) is not guarded.
fn ledger_guarded(project: &Project, command: &Command) -> Vec<GameId> {
    use super::ledger::LedgerCommand as L;
    match command {
        Command::PlayMove {
            game,
            sent: Some(_),
            ..
        }
        | Command::SetMoveDates { game, .. }
        | Command::Ledger(
            L::CorrectDate { game, .. }
            | L::SetDates { game, .. }
            | L::RecordArrival { game, .. }
            | L::SetGameRules { game, .. },
        ) => vec![*game],
        // A batch is checked once, at its end: its steps may pass through
        // a state the whole leaves behind.
        Command::Batch(steps) => {
            let mut games: Vec<GameId> = steps
                .iter()
                .flat_map(|c| ledger_guarded(project, c))
                .collect();
            games.sort_unstable();
            games.dedup();
            games
        }
        Command::Ledger(L::SetRuleSet { index, .. }) => {
            let Some(rules) = project.rule_sets.get(*index) else {
                return Vec::new();
            };
            project
                .games
                .iter()
                .filter(|g| g.rules == rules.name)
                .map(|g| g.id)
                .collect()
        }
        _ => Vec::new(),
    }
}

/// Applies `command` without the ledger's guard of [`apply`].
fn apply_unguarded(project: &mut Project, command: Command) -> Result<Event, DomainError> {
    match command {
        Command::SetEngineAllowed { event, allowed } => {
            Ok(engine_policy::set_engine_allowed(project, event, allowed))
        }
        Command::RenameProject { name } => player_ops::rename_project(project, name),
        Command::AddPlayer(player) => player_ops::add_player(project, player),
        Command::UpdatePlayer(player) => player_ops::update_player(project, player),
        Command::RemovePlayer(id) => player_ops::remove_player(project, id),
        Command::InsertPlayer { player, index } => {
            player_ops::insert_player(project, player, index)
        }
        Command::AddGame { game, index } => game_ops::add_game(project, game, index),
        Command::RemoveGame(id) => game_ops::remove_game(project, id),
        Command::PlayMove {
            game,
            san,
            received,
            sent,
        } => game_ops::play_move(project, game, &san, received, sent),
        Command::RetractMove {
            game,
            result_before,
        } => game_ops::retract_move(project, game, result_before),
        Command::SetMoveDates {
            game,
            ply,
            received,
            sent,
        } => game_ops::set_move_dates(project, game, ply, received, sent),
        Command::Adjudication(command) => super::adjudication::apply(project, command),
        Command::Ledger(command) => super::ledger::apply_ledger_command(project, command),
        Command::Game(command) => super::game::apply_game_command(project, command),
        Command::Tournament(command) => super::tournament::command::apply(project, command),
        Command::Server(command) => super::server::apply_server_command(project, command),
        Command::Batch(commands) => apply_batch(project, commands),
        Command::SetOwner(owner) => player_ops::set_owner(project, owner),
        Command::RestoreGame(game) => game_ops::restore_game(project, game),
        Command::Correspondence(command) => {
            super::message::apply_correspondence_command(project, command)
        }
        Command::ImportGames { players, games } => import::import_games(project, players, games),
        Command::RemoveImported { players, games } => {
            import::remove_imported(project, &players, &games)
        }
        Command::SetResult { game, result } => game_ops::set_result(project, game, result),
    }
}

/// Applies `commands` in order; on the first refusal undoes those applied
/// and returns the refusal.
fn apply_batch(project: &mut Project, commands: Vec<Command>) -> Result<Event, DomainError> {
    let mut undos = Vec::with_capacity(commands.len());
    let mut summaries = Vec::with_capacity(commands.len());
    for command in commands {
        // The ledger's guard checks the whole batch (see `apply`).
        match apply_unguarded(project, command) {
            Ok(event) => {
                undos.push(event.undo);
                summaries.push(event.summary);
            }
            Err(e) => {
                let undo = Command::Batch(undos.into_iter().rev().collect());
                return Err(rolled_back(project, undo, e));
            }
        }
    }
    undos.reverse();
    Ok(Event {
        summary: Summary::Steps(summaries),
        undo: Command::Batch(undos),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn refusal() -> DomainError {
        DomainError::UnknownPlayer(PlayerId(7))
    }

    #[test]
    fn a_rollback_that_is_refused_is_an_error_naming_both_refusals() {
        let mut project = Project::new("p");
        let e = rolled_back(&mut project, Command::RemoveGame(GameId(9)), refusal());
        assert_eq!(
            e,
            DomainError::RollbackRefused {
                refusal: Box::new(refusal()),
                undo: Box::new(DomainError::UnknownGame(GameId(9))),
            }
        );
        assert!(
            e.to_string().starts_with(
                "there is no player p7; and putting back the steps already made was refused too (there is no game g9)"
            ),
            "{e}"
        );
    }

    #[test]
    fn a_rollback_that_is_applied_gives_the_refusal_alone() {
        let mut project = Project::new("p");
        let renamed = apply(
            &mut project,
            Command::RenameProject {
                name: "q".to_owned(),
            },
        )
        .unwrap();
        let e = rolled_back(&mut project, renamed.undo, refusal());
        assert_eq!(e, refusal());
        assert_eq!(project, Project::new("p"));
    }

    #[test]
    fn a_player_on_leave_or_owning_the_desk_is_not_removed_and_says_why() {
        let mut project = Project::new("p");
        let add = |project: &mut Project, id| {
            apply(
                project,
                Command::AddPlayer(Player::new(PlayerId(id), format!("P{id}"))),
            )
        };
        assert!(add(&mut project, 1).is_ok());
        project.owner = Some(PlayerId(1));
        let e = apply(&mut project, Command::RemovePlayer(PlayerId(1))).err();
        assert_eq!(
            e,
            Some(DomainError::PlayerInUse {
                name: "P1".to_owned(),
                place: PlayerUse::Owner,
            })
        );
        assert_eq!(
            e.map(|e| e.to_string()).as_deref(),
            Some("P1 cannot be removed: this is his desk (the project's owner)")
        );
        assert_eq!(
            PlayerUse::OnLeave.to_string(),
            "he has leave booked",
            "E8.2 leave keeps the player"
        );
        assert_eq!(TakenId::Game(GameId(3)).to_string(), "game g3");
    }
}
