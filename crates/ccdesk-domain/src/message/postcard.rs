//! [`move_to_post`]: the move a postal game's card carries (P01, P03, P04):
//! the game's latest move when it is the desk owner's, with its figures
//! from the one ledger ([`compose_move`]).

use chrono::NaiveDate;

use crate::game::Game;
use crate::ids::GameId;
use crate::project::Project;

use super::compose::{ComposeError, MoveMessage, compose_move};
use super::context::rule_set_of;

/// Whether `game` is played by post (P01): its rule set has a transit
/// time of more than a day, or its rules' name says "postal"; never a
/// server game.
#[must_use]
pub fn plays_by_post(project: &Project, game: &Game) -> bool {
    game.server.is_none()
        && (rule_set_of(project, game).transit_days > 1
            || game.rules.to_ascii_lowercase().contains("postal"))
}

/// Why a game has no move to post on a card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PostcardError {
    /// The project holds no such game.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// The game is played by email or on a server, not by post (P01).
    #[error(
        "game {game} is not played by post (rules \"{rules}\"): there is no card to post (P01)"
    )]
    NotPostal {
        /// The game.
        game: GameId,
        /// Its rule set's name.
        rules: String,
    },
    /// The game has no move yet.
    #[error("game {0} has no move yet: there is no move to post")]
    NoMove(GameId),
    /// The latest move is the opponent's: it is the owner's turn to move.
    #[error("game {game}: the latest move, {mv}, is {mover}'s: play your move first, then post it")]
    OpponentsMove {
        /// The game.
        game: GameId,
        /// The latest move, numbered.
        mv: String,
        /// Who played it.
        mover: String,
    },
    /// The move's message cannot be composed.
    #[error(transparent)]
    Compose(#[from] ComposeError),
}

/// The message of the move to post in game `id`: its latest move, which
/// must be the desk owner's (any side's when the project names no owner
/// or the owner does not play in it). A move not yet marked sent is posted
/// on `today` (P04 c: the date I post mine).
///
/// # Errors
///
/// [`PostcardError`] when the game is unknown, not postal, has no move,
/// its latest move is the opponent's, or it cannot be replayed.
pub fn move_to_post(
    project: &Project,
    id: GameId,
    today: NaiveDate,
) -> Result<MoveMessage, PostcardError> {
    let game = project.game(id).ok_or(PostcardError::UnknownGame(id))?;
    let ply = game
        .moves
        .len()
        .checked_sub(1)
        .ok_or(PostcardError::NoMove(id))?;
    let message = compose_move(project, game, ply, Some(today))?;
    // rule: P01 — a card is for post; email and server games have none.
    if !plays_by_post(project, game) {
        return Err(PostcardError::NotPostal {
            game: id,
            rules: game.rules.clone(),
        });
    }
    if let Some(me) = project.owner_side(game)
        && me != message.side
    {
        return Err(PostcardError::OpponentsMove {
            game: id,
            mv: message.reply.display(),
            mover: message.sender.name.clone(),
        });
    }
    Ok(message)
}
