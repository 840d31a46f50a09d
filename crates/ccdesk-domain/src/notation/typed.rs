//! [`read_typed_move`]: a move typed by a person in any notation and with
//! any language's piece letters (E2.2: an agreed notation; E4.4: a move is
//! read by what it means). German `Sf3`, French `Cf3`, Dutch `Pf3` are the
//! knight's move wherever only one reading is legal. Where the letters of
//! two languages give two legal moves (`R` is a rook in English, a king in
//! French), the English reading is taken, ccdesk's own and the rules'
//! default (P02), and the answer says what was assumed and what the other
//! reading would have been.
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
use super::format::format_move;
use super::kind::Notation;
use super::letters::{PieceLetters, parse_move_in, readings};
use super::parse::parse_move;

/// A move read from what a person typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedMove {
    /// The move.
    pub mv: Move,
    /// What was assumed to read it, in words: other piece letters than
    /// English, or the English reading taken where another language's
    /// letters give another legal move. `None` when English letters read
    /// it and no other reading exists.
    pub assumed: Option<String>,
}

/// Why a typed move is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TypedMoveError {
    /// No language's letters read a legal move: English's reason.
    #[error(transparent)]
    Move(#[from] MoveParseError),
    /// English letters read no legal move and two other languages' letters
    /// read two different ones.
    #[error("{text} can be read as {}; type it with English letters (K Q R B N)", .readings.iter().map(|(lang, san)| format!("{san} in {lang} letters")).collect::<Vec<_>>().join(" or "))]
    TwoReadings {
        /// As typed.
        text: String,
        /// Each language and the move its letters read, in SAN.
        readings: Vec<(PieceLetters, String)>,
    },
}

/// Reads a typed move with the piece letters of any language.
///
/// # Errors
///
/// [`TypedMoveError::Move`] with English's error when no language reads a
/// legal move (or, when English cannot read the text at all, the first
/// other language's refusal); [`TypedMoveError::TwoReadings`] when English
/// reads no legal move and two other languages read two different ones.
pub fn read_typed_move(pos: &Chess, text: &str) -> Result<TypedMove, TypedMoveError> {
    let text = text.trim();
    let english = parse_move(pos, text);
    let found = readings(pos, text);
    let san = |m: &Move| format_move(pos, m, Notation::San);
    // Each distinct legal move, with the first language that reads it.
    let mut distinct: Vec<(PieceLetters, Move)> = Vec::new();
    for (lang, m) in &found {
        if distinct.iter().all(|(_, d)| d != m) {
            distinct.push((*lang, *m));
        }
    }
    let english = match english {
        Ok(mv) => {
            let others: Vec<String> = distinct
                .iter()
                .filter(|(_, m)| *m != mv)
                .map(|(lang, m)| format!("{} in {lang} letters", san(m)))
                .collect();
            let assumed = (!others.is_empty()).then(|| {
                format!(
                    "{text} read with English piece letters as {}; it would be {}",
                    san(&mv),
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
                san(mv)
            )),
        }),
        [] => Err(TypedMoveError::Move(match english {
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
            readings: many.iter().map(|(lang, m)| (*lang, san(m))).collect(),
        }),
    }
}
