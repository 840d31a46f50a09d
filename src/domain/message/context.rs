//! What a message needs to know about a game: its rule set, its clock
//! ledger up to a move, the players and the numbering of moves.

use chrono::NaiveDate;
use shakmaty::{Chess, Color, Position};

use crate::domain::game::{Game, Replay};
use crate::domain::ledger::{Ledger, LedgerInput, MoveEntry, RuleSet, expected_move};
use crate::domain::project::Project;

use super::letter::Addressee;

/// The rule set a game is played under, from its rule set name: the postal
/// preset for a name that says "postal", the email preset otherwise.
#[must_use]
pub fn rule_set_of(game: &Game) -> RuleSet {
    if game.rules.to_ascii_lowercase().contains("postal") {
        RuleSet::postal()
    } else {
        RuleSet::email()
    }
}

/// The clock ledger of the first `plies` moves of a game, from the dates
/// recorded on its moves.
///
/// White's first move counts from the start of play when its received date
/// is not recorded. `None` when a move has no sent date yet or the dates do
/// not fit together (the message then gives no time figures rather than
/// wrong ones).
#[must_use]
pub fn ledger_of(game: &Game, rules: &RuleSet, plies: usize) -> Option<Ledger> {
    let mut input = LedgerInput::default();
    let first_black = game
        .setup_fen
        .as_deref()
        .is_some_and(|fen| fen.split_whitespace().nth(1) == Some("b"));
    if first_black {
        // The ledger counts from White's first move; a set-up position with
        // Black to move gives no figures.
        return None;
    }
    for (index, record) in game.moves.iter().take(plies).enumerate() {
        let (colour, number) = expected_move(index);
        let received = record
            .received
            .or(if index == 0 { game.start } else { None });
        let mut entry =
            MoveEntry::new(colour, number, received, record.sent?).with_san(&record.san);
        entry.conditional = record.conditional;
        input.moves.push(entry);
    }
    Ledger::compute(rules, &input).ok()
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

/// The side of the project's owner in a game, if the owner plays in it.
#[must_use]
pub fn owner_side(project: &Project, game: &Game) -> Option<Color> {
    let owner = project.owner?;
    if game.white == owner {
        Some(Color::White)
    } else if game.black == owner {
        Some(Color::Black)
    } else {
        None
    }
}

/// The event line of a message: event, round and board where known.
#[must_use]
pub fn event_line(game: &Game) -> String {
    let mut line = game.event.clone();
    if let Some(round) = &game.round {
        line.push_str(&format!(", round {round}"));
    }
    if let Some(board) = board_of(game) {
        line.push_str(&format!(", board {board}"));
    }
    line
}

/// The board of a game: its own board, or White's board in a team pairing.
#[must_use]
pub fn board_of(game: &Game) -> Option<String> {
    game.board
        .clone()
        .or_else(|| game.pairing.as_ref().map(|p| p.white_board.to_string()))
}

/// The date a move was received: recorded, or assumed as the opponent's
/// sent date plus transit days (E2.9, P05). The bool says it was assumed.
#[must_use]
pub fn received_of(game: &Game, rules: &RuleSet, ply: usize) -> Option<(NaiveDate, bool)> {
    let record = game.moves.get(ply)?;
    if let Some(r) = record.received {
        return Some((r, false));
    }
    if ply == 0 {
        return game.start.map(|s| (s, false));
    }
    let before = game.moves.get(ply - 1)?.sent?;
    Some((
        before + chrono::Days::new(u64::from(rules.transit_days)),
        true,
    ))
}

/// Replays a game, or `None` when a stored move cannot be played.
#[must_use]
pub fn replay(game: &Game) -> Option<Replay> {
    game.replay().ok()
}
