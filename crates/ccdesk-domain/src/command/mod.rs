//! Every change to a project goes through a [`Command`] and [`apply`].
//!
//! `apply` either changes the project and returns an [`Event`] holding its
//! [`Undo`] (what the command changed, as it stood before: [`undo()`] puts
//! it back), or refuses with a [`DomainError`] and leaves the project exactly
//! as it was. The window, the CLI and the tests all drive projects this
//! way, which gives undo/redo and an audit trail for free: the audit and
//! the journal keep the commands, redo applies the command again.

use chrono::NaiveDate;

mod engine_policy;
mod game_ops;
mod import;
mod player_in_use;
mod player_ops;
mod summary;
mod taken_id;
mod undo;

pub use player_in_use::PlayerUse;
pub use summary::Summary;
pub use taken_id::TakenId;
pub use undo::{Undo, undo};

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
    /// P06); its undo exists for entry mistakes in the window.
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
    /// Take back the last move of a game and give it the result it had
    /// before that move was played (a move referred back, E4.1, E4.2).
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
    /// nothing (a PGN import), undone in one step.
    ImportGames {
        /// Players to add (their ids must be free).
        players: Vec<Player>,
        /// Games to add at the end of the list (their ids must be free),
        /// each already found legal, so its moves are not replayed again.
        games: Vec<LegalGame>,
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
    /// Keep (or drop) a message in a game's correspondence (E5.1).
    Correspondence(super::message::CorrespondenceCommand),
    /// Record what a server said about a game (XFCC server games).
    Server(super::server::ServerCommand),
}

/// What an applied command did, with what undoes it.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// What it did, for the status bar and the audit trail (its
    /// `Display` is the English sentence).
    pub summary: Summary,
    /// What the command changed, as it stood before: [`undo()`] puts it back.
    pub undo: Undo,
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
            _ => &[],
        }
    }
}

/// Applies `command` to `project`. On error the project is unchanged: what
/// the command may change is kept before it is applied ([`Undo`]) and put
/// back on a refusal.
pub fn apply(project: &mut Project, command: Command) -> Result<Event, DomainError> {
    let mut kept = Undo::default();
    match apply_kept(project, command, &mut kept) {
        Ok(summary) => Ok(Event {
            summary,
            undo: kept,
        }),
        Err(refusal) => {
            kept.roll_back(project);
            Err(refusal)
        }
    }
}

/// Applies `command` as a step of another command, whose [`Undo`] already
/// keeps what the step may change; the step's summary. On a refusal the
/// step's own changes are put back.
pub(crate) fn apply_step(project: &mut Project, command: Command) -> Result<String, DomainError> {
    apply(project, command).map(|event| event.summary.to_string())
}

/// Applies `command` with the ledger's guard, keeping in `kept` what it
/// may change; on a refusal the caller puts `kept` back.
fn apply_kept(
    project: &mut Project,
    command: Command,
    kept: &mut Undo,
) -> Result<Summary, DomainError> {
    let guarded = ledger_guarded(project, &command);
    if guarded.is_empty() {
        return apply_unguarded(project, command, kept);
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
    let summary = apply_unguarded(project, command, kept)?;
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
        None => Ok(summary),
        Some(why) => Err(DomainError::BadDate(
            crate::date_problem::DateProblem::UnworkableLedger {
                game: why.0,
                error: Box::new(why.1),
            },
        )),
    }
}

/// The games whose clock ledger `command` may leave impossible to work out
/// (a date moved before the received date it must follow, stated or
/// assumed, E2.9, E6.4; other transit days): [`apply`] refuses the command
/// when one of them could be worked out before and no longer can, so that
/// whatever `ccdesk check` accepts, the ledger computes. A command that
/// only puts back an earlier state (an [`undo()`]) is not guarded.
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

/// Applies `command` without the ledger's guard of [`apply`], keeping in
/// `kept` what it may change first (a batch's steps one by one).
fn apply_unguarded(
    project: &mut Project,
    command: Command,
    kept: &mut Undo,
) -> Result<Summary, DomainError> {
    undo::take(project, &command, kept);
    let text = |r: Result<String, DomainError>| r.map(Summary::from);
    match command {
        Command::SetEngineAllowed { event, allowed } => {
            Ok(engine_policy::set_engine_allowed(project, &event, allowed).into())
        }
        Command::RenameProject { name } => text(player_ops::rename_project(project, name)),
        Command::AddPlayer(player) => text(player_ops::add_player(project, player)),
        Command::UpdatePlayer(player) => text(player_ops::update_player(project, player)),
        Command::RemovePlayer(id) => text(player_ops::remove_player(project, id)),
        Command::AddGame { game, index } => text(game_ops::add_game(project, game, index)),
        Command::RemoveGame(id) => text(game_ops::remove_game(project, id)),
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
        Command::Adjudication(command) => text(super::adjudication::apply(project, command)),
        Command::Ledger(command) => text(super::ledger::apply_ledger_command(project, command)),
        Command::Game(command) => text(super::game::apply_game_command(project, command)),
        Command::Tournament(command) => text(super::tournament::command::apply(project, command)),
        Command::Server(command) => text(super::server::apply_server_command(project, command)),
        Command::Batch(commands) => apply_batch(project, commands, kept),
        Command::SetOwner(owner) => text(player_ops::set_owner(project, owner)),
        Command::Correspondence(command) => {
            super::message::apply_correspondence_command(project, command)
        }
        Command::ImportGames { players, games } => {
            text(import::import_games(project, players, games))
        }
        Command::SetResult { game, result } => text(game_ops::set_result(project, game, result)),
    }
}

/// Applies `commands` in order, each keeping in `kept` what it may change
/// as it stands when its turn comes; the first refusal is returned, and
/// [`apply`] puts back what the steps before it changed.
fn apply_batch(
    project: &mut Project,
    commands: Vec<Command>,
    kept: &mut Undo,
) -> Result<Summary, DomainError> {
    let mut summaries = Vec::with_capacity(commands.len());
    for command in commands {
        // The ledger's guard checks the whole batch (see `apply`).
        summaries.push(apply_unguarded(project, command, kept)?);
    }
    Ok(Summary::Steps(summaries))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn add(id: u32) -> Command {
        Command::AddPlayer(Player::new(PlayerId(id), format!("P{id}")))
    }

    #[test]
    fn a_refused_batch_puts_back_the_steps_it_made_and_its_undo_all_of_them() {
        let mut project = Project::new("p");
        let before = project.clone();
        let refused = Command::Batch(vec![
            Command::RenameProject {
                name: "q".to_owned(),
            },
            add(1),
            Command::RemoveGame(GameId(9)),
        ]);
        assert_eq!(
            apply(&mut project, refused).err(),
            Some(DomainError::UnknownGame(GameId(9)))
        );
        assert_eq!(project, before);
        let batch = Command::Batch(vec![
            Command::RenameProject {
                name: "q".to_owned(),
            },
            add(1),
            add(2),
            Command::RemovePlayer(PlayerId(1)),
        ]);
        let event = apply(&mut project, batch).unwrap();
        assert_eq!(
            event.summary,
            "renamed the project to q; added player P1; added player P2; removed player P1"
        );
        assert_eq!(project.players().len(), 1);
        undo(&mut project, event.undo);
        assert_eq!(project, before);
    }

    #[test]
    fn a_player_on_leave_or_owning_the_desk_is_not_removed_and_says_why() {
        let mut project = Project::new("p");
        let first = add(1);
        assert!(apply(&mut project, first).is_ok());
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
