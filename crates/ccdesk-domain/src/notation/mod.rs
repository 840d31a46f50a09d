//! Chess move notations: SAN, lenient SAN, long algebraic, UCI, ICCF numeric, figurine,
//! and the piece letters of other languages ([`PieceLetters`]).
//!
//! Players agree on a notation (rules E2.2 and P02); ccdesk reads every one
//! of them, leniently where the rules say markers mean nothing (E4.4), and
//! writes each game's score in the agreed one.
//!
//! ```
//! use ccdesk_domain::notation::{format_move, parse_move, Notation};
//! use shakmaty::{Chess, Position};
//!
//! let pos = Chess::default();
//! // The same move in five notations.
//! for text in ["Nf3", "♘f3", "Ng1-f3", "g1f3", "7163"] {
//!     let m = parse_move(&pos, text)?;
//!     assert_eq!(format_move(&pos, &m, Notation::San), "Nf3");
//!     assert_eq!(format_move(&pos, &m, Notation::Iccf), "7163");
//! }
//!
//! // Refusals say why.
//! let e4 = parse_move(&pos, "e4")?;
//! let pos = pos.play(e4).map_err(|_| "e4 is legal")?;
//! let err = parse_move(&pos, "Ke6").err().map(|e| e.to_string());
//! assert_eq!(err.as_deref(), Some("Ke6 is illegal: no black king can move to e6"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```
//!
//! The pieces: [`WrittenMove`] is a move as written (syntax only);
//! [`WrittenMove::to_move`] finds it in a position; [`parse_move`] does both;
//! [`format_move`] and [`format_line`] write moves; [`read_line`] reads a
//! whole score with move numbers and results.

mod error;
mod figurine;
mod format;
mod iccf;
mod kind;
mod letters;
mod line;
mod parse;
mod resolve;
mod san_plus;
mod typed;
mod written;

pub use error::{CastlingRefusal, IllegalReason, MoveParseError, MoveRefusal};
pub use figurine::{glyph, role_of_glyph};
pub use format::{format_line, format_line_with, format_move, format_move_with};
pub use kind::{Notation, ParseNotationError};
pub use letters::{
    ParseLettersError, PieceLetters, format_move_in, parse_agreed_move, parse_move_in, readings,
};
pub use line::{LineError, move_tokens, read_line};
pub use parse::parse_move;
pub use san_plus::{play_named, resolve_san_and_play, san_plus, san_plus_and_play};
pub use typed::{TypedMove, TypedMoveError, how_read, read_typed_move, read_typed_move_in};
pub use written::{UnreadableMove, WrittenMove};
