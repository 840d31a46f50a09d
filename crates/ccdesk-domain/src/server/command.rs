//! Server commands with undo: recording what the server last said about a
//! game. Each is applied through [`crate::command::apply`] as
//! `Command::Server(..)`; on refusal the project is unchanged.

use super::link::ServerLink;
use crate::command::{Command, DomainError, Event};
use crate::ids::GameId;
use crate::project::Project;

/// A change to a game's server link.
#[derive(Debug, Clone, PartialEq)]
pub enum ServerCommand {
    /// Record (or remove) the server link of a game: its server, id,
    /// clocks, turn, draw offer, result and flags.
    SetLink {
        /// The game.
        game: GameId,
        /// The link; `None` makes it a game of the desk alone.
        link: Option<Box<ServerLink>>,
    },
}

/// Applies a server command; undone by the command it returns.
///
/// # Errors
///
/// The game does not exist, or another game is already this server game.
pub fn apply_server_command(
    project: &mut Project,
    command: ServerCommand,
) -> Result<Event, DomainError> {
    match command {
        ServerCommand::SetLink { game, link } => {
            if let Some(new) = &link
                && let Some(other) = project.games().iter().find(|g| {
                    g.id != game
                        && g.server
                            .as_ref()
                            .is_some_and(|s| s.url == new.url && s.game.id == new.game.id)
                })
            {
                return Err(DomainError::ServerGameTaken {
                    server_game: new.game.id.clone(),
                    server: new.server.clone(),
                    game: other.id,
                });
            }
            let g = project
                .game_mut(game)
                .ok_or(DomainError::UnknownGame(game))?;
            let summary = match &link {
                Some(l) => format!(
                    "game {game} is server game {} of {}: {}",
                    l.game.id,
                    l.server,
                    l.whose_move()
                ),
                None => format!("game {game} is no longer a server game"),
            };
            let old = std::mem::replace(&mut g.server, link);
            Ok(Event {
                summary: summary.into(),
                undo: Command::Server(ServerCommand::SetLink { game, link: old }),
            })
        }
    }
}
