//! [`read_typed_move`]: a move typed by a person in any notation and with
//! any language's piece letters (E2.2: an agreed notation; E4.4: a move is
//! read by what it means). German `Sf3`, French `Cf3`, Dutch `Pf3` are the
//! knight's move wherever only one reading is legal. Where the letters of
//! two languages give two legal moves (`R` is a rook in English, a king in
//! French), the reading of the game's agreed letters is taken
//! ([`read_typed_move_in`]; English, ccdesk's own and the rules' default
//! (P02), unless the players agreed others), and the answer says what was
//! assumed and what the other reading would have been.
//!
//! ```
//! use ccdesk_domain::notation::{parse_move, read_typed_move};
//! use shakmaty::Chess;
//!
//! let pos = Chess::default();
//! let typed = read_typed_move(&pos, "Sf3")?;
//! assert_eq!(typed.mv, parse_move(&pos, "Nf3")?);
//! assert_eq!(typed.assumed.as_deref(), Some("Sf3 read with German piece letters as Nf3"));
//! assert_eq!(read_typed_move(&pos, "Nf3")?.assumed, None);
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use shakmaty::{Chess, Move};

use super::error::MoveParseError;
use super::letters::{PieceLetters, format_move_in, parse_move_in, readings};
use super::parse::parse_move;

/// A move read from what a person typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    /// The move.
    pub mv: Move,
    /// What was assumed to read it, in words: other piece letters than
    /// the game's, or the game letters' reading taken where another
    /// language's letters give another legal move. `None` when the game's
    /// letters read it and no other reading exists.
    pub assumed: Option<String>,
}

/// Why a typed move is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TypedMoveError {
    /// No language's letters read a legal move: the game letters' reason.
    #[error(transparent)]
    Move(#[from] MoveParseError),
    /// The game's letters read no legal move and two other languages' letters
    /// read two different ones.
    #[error("{text} can be read as {}; type it with {letters} letters ({})", .readings.iter().map(|(lang, san)| format!("{san} in {lang} letters")).collect::<Vec<_>>().join(" or "), .letters.pieces())]
    TwoReadings {
        /// As typed.
        text: String,
        /// The game's letters, in which the readings are written.
        letters: PieceLetters,
        /// Each language and the move its letters read, in SAN with the
        /// game's letters.
        readings: Vec<(PieceLetters, String)>,
    },
}

/// What is worth saying of how `text` reads as `mv` in a game agreed in
/// `game` letters: [`TypedMove::assumed`] of [`read_typed_move_in`] when
/// that reads the same move (other letters than the game's, or another
/// legal reading in another language's); `None` otherwise. For a move
/// already read with the agreed letters (`parse_agreed_move`), so that the
/// CLI and the message plan say what the window's Move field says.
#[must_use]
pub fn how_read(pos: &Chess, text: &str, game: PieceLetters, mv: &Move) -> Option<String> {
    read_typed_move_in(pos, text, game)
        .ok()
        .filter(|typed| typed.mv == *mv)
        .and_then(|typed| typed.assumed)
}

/// Reads a typed move with the piece letters of any language, English
/// first: [`read_typed_move_in`] for a game agreed in English letters.
///
/// # Errors
///
/// As [`read_typed_move_in`].
pub fn read_typed_move(pos: &Chess, text: &str) -> Result<TypedMove, TypedMoveError> {
    read_typed_move_in(pos, text, PieceLetters::English)
}

/// Reads a typed move in a game agreed in `game` letters (E2.2): those
/// letters first, then any language's where only one reading is legal.
/// The moves the answer names are written in the game's letters, as its
/// scoresheet shows them.
///
/// ```
/// use ccdesk_domain::notation::{PieceLetters, parse_move, read_typed_move_in};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// // The game's own letters: nothing to say.
/// let typed = read_typed_move_in(&pos, "Sf3", PieceLetters::German)?;
/// assert_eq!(typed.mv, parse_move(&pos, "Nf3")?);
/// assert_eq!(typed.assumed, None);
/// // English letters in a German game: read, and said so.
/// let typed = read_typed_move_in(&pos, "Nf3", PieceLetters::German)?;
/// assert_eq!(typed.assumed.as_deref(), Some("Nf3 read with English piece letters as Sf3"));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
///
/// [`TypedMoveError::Move`] with the game letters' error when no language
/// reads a legal move (or, when they cannot read the text at all, the
/// first other language's refusal); [`TypedMoveError::TwoReadings`] when
/// the game's letters read no legal move and two other languages read two
/// different ones.
pub fn read_typed_move_in(
    pos: &Chess,
    text: &str,
    game: PieceLetters,
) -> Result<TypedMove, TypedMoveError> {
    let text = text.trim();
    let own = if game == PieceLetters::English {
        parse_move(pos, text)
    } else {
        parse_move_in(pos, text, game)
    };
    let found = readings(pos, text);
    let written = |m: &Move| format_move_in(pos, m, game);
    // Each distinct legal move, with the first language that reads it.
    let mut distinct: Vec<(PieceLetters, Move)> = Vec::new();
    for (lang, m) in &found {
        if distinct.iter().all(|(_, d)| d != m) {
            distinct.push((*lang, *m));
        }
    }
    let own = match own {
        Ok(mv) => {
            let others: Vec<String> = distinct
                .iter()
                .filter(|(_, m)| *m != mv)
                .map(|(lang, m)| format!("{} in {lang} letters", written(m)))
                .collect();
            let assumed = (!others.is_empty()).then(|| {
                format!(
                    "{text} read with {game} piece letters as {}; it would be {}",
                    written(&mv),
                    others.join(", ")
                )
            });
            return Ok(TypedMove { mv, assumed });
        }
        Err(e) => e,
    };
    match distinct.as_slice() {
        [(lang, mv)] => Ok(TypedMove {
            mv: *mv,
            assumed: Some(format!(
                "{text} read with {lang} piece letters as {}",
                written(mv)
            )),
        }),
        [] => Err(TypedMoveError::Move(match own {
            MoveParseError::Unreadable(u) => PieceLetters::ALL
                .iter()
                .find_map(|l| match parse_move_in(pos, text, *l) {
                    Err(e @ MoveParseError::Refused { .. }) => Some(e),
                    _ => None,
                })
                .unwrap_or(MoveParseError::Unreadable(u)),
            e @ MoveParseError::Refused { .. } => e,
        })),
        many => Err(TypedMoveError::TwoReadings {
            text: text.to_owned(),
            letters: game,
            readings: many.iter().map(|(lang, m)| (*lang, written(m))).collect(),
        }),
    }
}
