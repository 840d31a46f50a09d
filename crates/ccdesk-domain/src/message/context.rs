//! What a message needs to know about a game: its rule set, the players
//! and the numbering of moves. Its time figures come from the project's one
//! ledger ([`ledger_of_game`](crate::ledger::ledger_of_game)).

use shakmaty::{Chess, Color, Position};

use crate::game::{Game, Replay};
use crate::ledger::RuleSet;
use crate::project::Project;

use super::letter::Addressee;

/// The rule set a game is played under: the project's rule set of that
/// name, else (a name the project does not hold) the postal preset for a
/// name that says "postal" and the email preset otherwise.
#[must_use]
pub fn rule_set_of(project: &Project, game: &Game) -> RuleSet {
    project.rules_of(game).cloned().unwrap_or_else(|_| {
        if game.rules.to_ascii_lowercase().contains("postal") {
            RuleSet::postal()
        } else {
            RuleSet::email()
        }
    })
}

/// The move number of the move at `ply` (0 = the first move of the game)
/// and its side, counted from the game's starting position (E2.1).
#[must_use]
pub fn numbering(start: &Chess, ply: usize) -> (u32, Color) {
    let first = start.fullmoves().get();
    let black_first = start.turn() == Color::Black;
    let index = ply + usize::from(black_first);
    let number = first.saturating_add(u32::try_from(index / 2).unwrap_or(u32::MAX));
    let side = if index.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    (number, side)
}

/// `13.` for White, `12...` for Black, as the move is written in a score.
#[must_use]
pub fn numbered(number: u32, side: Color, text: &str) -> String {
    match side {
        Color::White => format!("{number}.{text}"),
        Color::Black => format!("{number}...{text}"),
    }
}

/// A player of a game as addressee, or a marker when unknown.
#[must_use]
pub fn addressee(project: &Project, game: &Game, side: Color) -> Addressee {
    let id = game.player(side.into());
    project.player(id).map_or_else(
        || Addressee::named(format!("(unknown player {id})")),
        Addressee::of,
    )
}

/// The event line of a message in English: event, round and board where
/// known ([`EventLine`](super::EventLine) writes it in other languages).
#[must_use]
pub fn event_line(game: &Game) -> String {
    super::event_line::EventLine::of(game).in_language(crate::language::Language::English)
}

/// The board of a game: its own board, or White's board in a team pairing.
#[must_use]
pub fn board_of(game: &Game) -> Option<String> {
    game.board
        .clone()
        .or_else(|| game.pairing.as_ref().map(|p| p.white_board.to_string()))
}

/// Replays a game, or `None` when a stored move cannot be played.
#[must_use]
pub fn replay(game: &Game) -> Option<Replay> {
    game.replay().ok()
}
