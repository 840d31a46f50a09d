//! Writing a legal move in each [`Notation`].

use shakmaty::{CastlingSide, Chess, Move, Position, Role};

use super::figurine::san_to_figurine;
use super::iccf::{promotion_digit, square_digits};
use super::kind::Notation;
use super::letters::PieceLetters;
use super::resolve::{move_from, move_to};

/// Writes `m`, a legal move in `pos`, in notation `n`.
///
/// - SAN and figurine SAN carry `+` and `#` (shakmaty's `SanPlus`);
///   figurine uses the white glyphs ♔♕♖♗♘ for both colours.
/// - Long algebraic is `e2-e4`, `Ng1-f3`, `e7xd8=Q` (`x` for every capture,
///   en passant too), `O-O`, `O-O-O`, without check marks.
/// - ICCF numeric is `5254`, `27281`, castling as the king's move `5171`.
/// - UCI is `e2e4`, `e7e8q`, castling as the king's move `e1g1`.
///
/// ```
/// use ccdesk_domain::notation::{format_move, parse_move, Notation};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// let m = parse_move(&pos, "Nf3")?;
/// assert_eq!(format_move(&pos, &m, Notation::Lan), "Ng1-f3");
/// assert_eq!(format_move(&pos, &m, Notation::Iccf), "7163");
/// assert_eq!(format_move(&pos, &m, Notation::FigurineSan), "♘f3");
/// # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
/// ```
pub fn format_move(pos: &Chess, m: &Move, n: Notation) -> String {
    match n {
        Notation::San => super::san_plus(pos, *m).to_string(),
        Notation::FigurineSan => san_to_figurine(&super::san_plus(pos, *m).to_string()),
        Notation::Lan => lan(pos, m),
        Notation::Iccf => iccf(pos, m),
        Notation::Uci => uci(pos, m),
    }
}

/// Writes `m` as a game writes it: in notation `n` with the piece letters
/// agreed for the game (E2.2). Letters change SAN and long algebraic
/// (`Sf3`, `Sg1-f3`, `e8=D`); figurine, ICCF numeric and UCI have none.
///
/// ```
/// use ccdesk_domain::notation::{format_move_with, parse_move, Notation, PieceLetters};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// let m = parse_move(&pos, "Nf3")?;
/// assert_eq!(format_move_with(&pos, &m, Notation::San, PieceLetters::German), "Sf3");
/// assert_eq!(format_move_with(&pos, &m, Notation::Lan, PieceLetters::Spanish), "Cg1-f3");
/// assert_eq!(format_move_with(&pos, &m, Notation::Iccf, PieceLetters::German), "7163");
/// # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
/// ```
pub fn format_move_with(pos: &Chess, m: &Move, n: Notation, letters: PieceLetters) -> String {
    match n {
        Notation::San | Notation::Lan => letters.from_english(&format_move(pos, m, n)),
        Notation::FigurineSan | Notation::Iccf | Notation::Uci => format_move(pos, m, n),
    }
}

/// [`format_line`] with a game's piece letters ([`format_move_with`]).
pub fn format_line_with(
    start: &Chess,
    moves: &[Move],
    n: Notation,
    letters: PieceLetters,
) -> Vec<String> {
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        if !pos.is_legal(*m) {
            break;
        }
        out.push(format_move_with(&pos, m, n, letters));
        pos.play_unchecked(*m);
    }
    out
}

/// Writes a whole line of moves from `start`, each in the position before it.
///
/// The moves must be legal one after the other; writing stops at the first
/// one that is not (it cannot be played to reach the next position).
pub fn format_line(start: &Chess, moves: &[Move], n: Notation) -> Vec<String> {
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        if !pos.is_legal(*m) {
            break;
        }
        out.push(format_move(&pos, m, n));
        pos.play_unchecked(*m);
    }
    out
}

fn lan(pos: &Chess, m: &Move) -> String {
    if let Move::Castle { king, rook } = *m {
        return match CastlingSide::from_king_side(king < rook) {
            CastlingSide::KingSide => "O-O".to_owned(),
            CastlingSide::QueenSide => "O-O-O".to_owned(),
        };
    }
    let mut s = String::new();
    if m.role() != Role::Pawn {
        s.push(m.role().upper_char());
    }
    if let Some(from) = move_from(m) {
        s.push_str(&from.to_string());
    }
    s.push(if m.is_capture() { 'x' } else { '-' });
    s.push_str(&move_to(m, pos.turn()).to_string());
    if let Some(p) = m.promotion() {
        s.push('=');
        s.push(p.upper_char());
    }
    s
}

fn iccf(pos: &Chess, m: &Move) -> String {
    let mut s = String::new();
    if let Some(from) = move_from(m) {
        s.push_str(&square_digits(from));
    }
    s.push_str(&square_digits(move_to(m, pos.turn())));
    if let Some(digit) = m.promotion().and_then(promotion_digit) {
        s.push(digit);
    }
    s
}

fn uci(pos: &Chess, m: &Move) -> String {
    let mut s = String::new();
    if let Some(from) = move_from(m) {
        s.push_str(&from.to_string());
    }
    s.push_str(&move_to(m, pos.turn()).to_string());
    if let Some(p) = m.promotion() {
        s.push(p.char());
    }
    s
}
