//! [`WrittenMove`]: what a move says, read from text before any position is known.
//!
//! Reading is lenient, as rule E4.4 asks: check, mate, capture and en passant
//! markers (`+ # x : e.p. ch`) and annotation marks (`! ?`) are optional and
//! carry no meaning; castling may be written with letter O or digit 0;
//! promotion with or without `=`, with an upper- or lower-case piece.

use std::fmt;
use std::str::FromStr;

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::figurine::role_of_glyph;
use super::iccf::read_numeric;

/// A move as written, not yet checked against a position.
///
/// All the accepted notations come down to three shapes:
///
/// ```
/// use ccdesk_domain::notation::WrittenMove;
/// use shakmaty::{CastlingSide, Role, Square};
///
/// // SAN, lenient SAN and figurine SAN
/// let nf3: WrittenMove = "♘f3".parse()?;
/// assert_eq!(nf3, WrittenMove::Piece { role: Role::Knight, file: None, rank: None, to: Square::F3, promotion: None });
/// // long algebraic, UCI and ICCF numeric
/// assert_eq!("5254".parse::<WrittenMove>()?, "e2-e4".parse()?);
/// assert_eq!("e7e8q".parse::<WrittenMove>()?, "57581".parse()?);
/// // castling
/// assert_eq!("0-0-0".parse::<WrittenMove>()?, WrittenMove::Castle(CastlingSide::QueenSide));
/// # Ok::<_, ccdesk_domain::notation::UnreadableMove>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WrittenMove {
    /// `O-O` or `O-O-O` (also `0-0`, `0-0-0`).
    Castle(CastlingSide),
    /// A piece (or pawn) and its destination, with optional disambiguation,
    /// as in SAN: `Nbd2`, `exd5`, `e8=Q`.
    Piece {
        /// The piece that moves; `Pawn` when no letter was written.
        role: Role,
        /// The from-file, when written (`Nbd2`, `exd5`).
        file: Option<File>,
        /// The from-rank, when written (`R1a3`).
        rank: Option<Rank>,
        /// The destination.
        to: Square,
        /// The promotion piece, when written.
        promotion: Option<Role>,
    },
    /// From-square and to-square, as in long algebraic (`Ng1-f3`), UCI
    /// (`e7e8q`) and ICCF numeric (`5254`). Castling is the king's move
    /// (`e1g1`); taking one's own rook with the king (`e1h1`) is read as
    /// castling too.
    FromTo {
        /// The piece letter, when written (`Ng1-f3`); `None` for UCI and ICCF.
        role: Option<Role>,
        /// Where the piece stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The promotion piece, when written.
        promotion: Option<Role>,
    },
}

/// Text that is no move in any accepted notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error(
    "{token:?} is not a move in any notation ccdesk reads (SAN, long algebraic, UCI, ICCF numeric)"
)]
pub struct UnreadableMove {
    /// The text as it was given.
    pub token: String,
}

impl FromStr for WrittenMove {
    type Err = UnreadableMove;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        read(s).ok_or_else(|| UnreadableMove {
            token: s.to_owned(),
        })
    }
}

impl fmt::Display for WrittenMove {
    /// Writes the move back in the notation of its shape: SAN for `Piece`,
    /// long algebraic for `FromTo`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = |role: Role| {
            if role == Role::Pawn {
                String::new()
            } else {
                role.upper_char().to_string()
            }
        };
        let promotion = |p: Option<Role>| {
            p.map(|r| format!("={}", r.upper_char()))
                .unwrap_or_default()
        };
        match *self {
            WrittenMove::Castle(CastlingSide::KingSide) => f.write_str("O-O"),
            WrittenMove::Castle(CastlingSide::QueenSide) => f.write_str("O-O-O"),
            WrittenMove::Piece {
                role,
                file,
                rank,
                to,
                promotion: p,
            } => {
                write!(f, "{}", letter(role))?;
                if let Some(file) = file {
                    write!(f, "{file}")?;
                }
                if let Some(rank) = rank {
                    write!(f, "{rank}")?;
                }
                write!(f, "{to}{}", promotion(p))
            }
            WrittenMove::FromTo {
                role,
                from,
                to,
                promotion: p,
            } => {
                write!(
                    f,
                    "{}{from}-{to}{}",
                    role.map(letter).unwrap_or_default(),
                    promotion(p)
                )
            }
        }
    }
}

/// Markers that may trail a move and mean nothing (rule E4.4) or are annotations.
const TRAILING_MARKS: &[char] = &['+', '#', '!', '?', '†', '‡'];

/// Removes what means nothing: trailing check/mate/annotation marks, an
/// en passant suffix, and capture marks and dashes between the parts.
fn strip_markers(text: &str) -> String {
    let mut rest = text.trim();
    loop {
        let before = rest.len();
        rest = rest.trim_end_matches(TRAILING_MARKS).trim_end();
        for suffix in ["e.p.", "e.p", "ep"] {
            if rest.len() > suffix.len() && rest.to_ascii_lowercase().ends_with(suffix) {
                rest = rest[..rest.len() - suffix.len()].trim_end();
            }
        }
        // "ch" for check ("Bb5ch"), only after a square or a promotion piece.
        if let Some(before) = rest.strip_suffix("ch").map(str::trim_end)
            && before
                .chars()
                .last()
                .is_some_and(|c| c.is_ascii_digit() || c.is_ascii_uppercase() || c == ')')
        {
            rest = before;
        }
        if rest.len() == before {
            break;
        }
    }
    rest.chars()
        .filter(|ch| !matches!(ch, 'x' | 'X' | ':' | '×' | '-' | '–'))
        .collect()
}

/// Reads a castling move: `O-O`, `0-0`, `O-O-O`, `0-0-0` (dashes already gone).
fn read_castle(text: &str) -> Option<WrittenMove> {
    let os: String = text
        .chars()
        .map(|ch| if ch == '0' || ch == 'o' { 'O' } else { ch })
        .collect();
    match os.as_str() {
        "OO" => Some(WrittenMove::Castle(CastlingSide::KingSide)),
        "OOO" => Some(WrittenMove::Castle(CastlingSide::QueenSide)),
        _ => None,
    }
}

/// A character-by-character reader over the stripped text.
struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    fn done(&self) -> bool {
        self.at >= self.chars.len()
    }

    /// A leading piece: an upper-case letter (`P` for pawn), a glyph, or a
    /// lower-case `n`, `r`, `q`, `k` (never a file; `b` is the b-file).
    fn piece(&mut self) -> Option<Role> {
        let ch = self.peek(0)?;
        let role = match ch {
            'n' | 'r' | 'q' | 'k' => Role::from_char(ch),
            _ if ch.is_ascii_uppercase() => Role::from_char(ch.to_ascii_lowercase()),
            _ => role_of_glyph(ch),
        }?;
        self.at += 1;
        Some(role)
    }

    fn file(&mut self) -> Option<File> {
        let file = File::from_char(self.peek(0)?)?;
        self.at += 1;
        Some(file)
    }

    fn rank(&mut self) -> Option<Rank> {
        let rank = Rank::from_char(self.peek(0)?)?;
        self.at += 1;
        Some(rank)
    }

    /// A square, only if both its file and rank are next.
    fn square(&mut self) -> Option<Square> {
        let file = File::from_char(self.peek(0)?)?;
        let rank = Rank::from_char(self.peek(1)?)?;
        self.at += 2;
        Some(Square::from_coords(file, rank))
    }

    /// A promotion suffix: `=Q`, `Q`, `q`, `(Q)`, `/Q` or a glyph; `Ok(None)`
    /// when nothing follows; `Err` when something else follows.
    fn promotion(&mut self) -> Result<Option<Role>, ()> {
        let open = matches!(self.peek(0), Some('=' | '(' | '/'));
        if open {
            self.at += 1;
        }
        let Some(ch) = self.peek(0) else {
            return if open { Err(()) } else { Ok(None) };
        };
        let role = Role::from_char(ch.to_ascii_lowercase())
            .or_else(|| role_of_glyph(ch))
            .ok_or(())?;
        if matches!(role, Role::King | Role::Pawn) {
            return Err(());
        }
        self.at += 1;
        if self.peek(0) == Some(')') {
            self.at += 1;
        }
        if self.done() { Ok(Some(role)) } else { Err(()) }
    }
}

/// Reads any accepted notation; `None` if the text is none of them.
fn read(text: &str) -> Option<WrittenMove> {
    let stripped = strip_markers(text);
    if stripped.is_empty() {
        return None;
    }
    if let Some(castle) = read_castle(&stripped) {
        return Some(castle);
    }
    if let Some((from, to, promotion)) = read_numeric(&stripped) {
        return Some(WrittenMove::FromTo {
            role: None,
            from,
            to,
            promotion,
        });
    }
    let mut reader = Reader {
        chars: stripped.chars().collect(),
        at: 0,
    };
    let role = reader.piece();
    let start = reader.at;
    // Long algebraic / UCI: two full squares.
    if let (Some(from), Some(to)) = (reader.square(), reader.square()) {
        let promotion = reader.promotion().ok()?;
        return Some(WrittenMove::FromTo {
            role,
            from,
            to,
            promotion,
        });
    }
    // SAN: optional file, optional rank, then the destination.
    reader.at = start;
    let (file, rank, to) = match (reader.file(), reader.rank(), reader.square()) {
        (file, rank, Some(to)) => (file, rank, to),
        // No disambiguation: what was read as file and rank is the destination.
        (Some(file), Some(rank), None) => (None, None, Square::from_coords(file, rank)),
        // A file and a square, e.g. `ed5`, were read as file + square already;
        // anything else is unreadable.
        _ => return None,
    };
    let promotion = reader.promotion().ok()?;
    Some(WrittenMove::Piece {
        role: role.unwrap_or(Role::Pawn),
        file,
        rank,
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use CastlingSide::{KingSide, QueenSide};
    use Role::{Bishop, King, Knight, Pawn, Queen, Rook};

    fn piece(
        role: Role,
        file: Option<char>,
        rank: Option<char>,
        to: Square,
        promotion: Option<Role>,
    ) -> WrittenMove {
        WrittenMove::Piece {
            role,
            file: file.and_then(File::from_char),
            rank: rank.and_then(Rank::from_char),
            to,
            promotion,
        }
    }

    fn from_to(
        role: Option<Role>,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> WrittenMove {
        WrittenMove::FromTo {
            role,
            from,
            to,
            promotion,
        }
    }

    // rule: P02 — English algebraic, strict and lenient.
    // rule: E4.4 — check, capture and e.p. markers are optional and mean nothing.
    #[test]
    fn reads_san_and_lenient_san() {
        let cases = [
            ("Nf3", piece(Knight, None, None, Square::F3, None)),
            ("e4", piece(Pawn, None, None, Square::E4, None)),
            ("exd5", piece(Pawn, Some('e'), None, Square::D5, None)),
            ("ed5", piece(Pawn, Some('e'), None, Square::D5, None)),
            ("e:d5", piece(Pawn, Some('e'), None, Square::D5, None)),
            ("exd6e.p.", piece(Pawn, Some('e'), None, Square::D6, None)),
            ("exd6 e.p.", piece(Pawn, Some('e'), None, Square::D6, None)),
            ("exd6ep+", piece(Pawn, Some('e'), None, Square::D6, None)),
            ("Bb5ch", piece(Bishop, None, None, Square::B5, None)),
            ("e8Qch", piece(Pawn, None, None, Square::E8, Some(Queen))),
            ("e8=Q+", piece(Pawn, None, None, Square::E8, Some(Queen))),
            ("e8Q", piece(Pawn, None, None, Square::E8, Some(Queen))),
            ("e8q", piece(Pawn, None, None, Square::E8, Some(Queen))),
            ("e8=n", piece(Pawn, None, None, Square::E8, Some(Knight))),
            ("e8(R)", piece(Pawn, None, None, Square::E8, Some(Rook))),
            (
                "bxa1=B#",
                piece(Pawn, Some('b'), None, Square::A1, Some(Bishop)),
            ),
            (
                "dxe8=♕",
                piece(Pawn, Some('d'), None, Square::E8, Some(Queen)),
            ),
            ("Nbd2", piece(Knight, Some('b'), None, Square::D2, None)),
            ("N1d2", piece(Knight, None, Some('1'), Square::D2, None)),
            ("Qh4xe1", from_to(Some(Queen), Square::H4, Square::E1, None)),
            ("Rxa8+!?", piece(Rook, None, None, Square::A8, None)),
            ("Kf1??", piece(King, None, None, Square::F1, None)),
            ("Pe4", piece(Pawn, None, None, Square::E4, None)),
            ("♘f3", piece(Knight, None, None, Square::F3, None)),
            ("nf3", piece(Knight, None, None, Square::F3, None)),
            ("qxd8+", piece(Queen, None, None, Square::D8, None)),
            ("bc4", piece(Pawn, Some('b'), None, Square::C4, None)),
            ("♞xf6", piece(Knight, None, None, Square::F6, None)),
            ("O-O", WrittenMove::Castle(KingSide)),
            ("0-0", WrittenMove::Castle(KingSide)),
            ("O-O-O+", WrittenMove::Castle(QueenSide)),
            ("0-0-0", WrittenMove::Castle(QueenSide)),
            ("o-o", WrittenMove::Castle(KingSide)),
        ];
        for (text, expected) in cases {
            assert_eq!(text.parse::<WrittenMove>(), Ok(expected), "{text}");
        }
    }

    // rule: E2.2 — numeric notation; also long algebraic and UCI.
    #[test]
    fn reads_from_to_notations() {
        let cases = [
            ("e2-e4", from_to(None, Square::E2, Square::E4, None)),
            ("e2e4", from_to(None, Square::E2, Square::E4, None)),
            (
                "Ng1-f3",
                from_to(Some(Knight), Square::G1, Square::F3, None),
            ),
            ("Ng1f3", from_to(Some(Knight), Square::G1, Square::F3, None)),
            (
                "e7xd8=Q",
                from_to(None, Square::E7, Square::D8, Some(Queen)),
            ),
            ("e7e8q", from_to(None, Square::E7, Square::E8, Some(Queen))),
            ("e7e8n", from_to(None, Square::E7, Square::E8, Some(Knight))),
            ("b2b1b", from_to(None, Square::B2, Square::B1, Some(Bishop))),
            ("e1g1", from_to(None, Square::E1, Square::G1, None)),
            ("5254", from_to(None, Square::E2, Square::E4, None)),
            ("27281", from_to(None, Square::B7, Square::B8, Some(Queen))),
            ("27284", from_to(None, Square::B7, Square::B8, Some(Knight))),
            ("5171", from_to(None, Square::E1, Square::G1, None)),
            (
                "♘g1-f3",
                from_to(Some(Knight), Square::G1, Square::F3, None),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(text.parse::<WrittenMove>(), Ok(expected), "{text}");
        }
    }

    #[test]
    fn refuses_garbage() {
        for text in [
            "", "   ", "+", "x", "Nf", "Zf3", "e9", "i4", "e8=K", "e8=P", "e8=", "e8=Q=Q", "Nf3g",
            "hello", "5294", "1-0", "e2-e4-e5", "N", "e", "4", "e.p.", "Nf3)", "==",
        ] {
            assert_eq!(
                text.parse::<WrittenMove>(),
                Err(UnreadableMove {
                    token: text.to_owned()
                }),
                "{text:?} should be unreadable"
            );
        }
    }

    #[test]
    fn display_reads_back() {
        for text in [
            "Nbd2", "R1a3", "exd5", "e8=Q", "O-O", "O-O-O", "Ng1-f3", "e7-d8=N", "e2-e4", "Qh4e1",
        ] {
            let written: WrittenMove = match text.parse() {
                Ok(w) => w,
                Err(e) => panic!("{e}"),
            };
            assert_eq!(
                written.to_string().parse::<WrittenMove>(),
                Ok(written),
                "{text}"
            );
        }
    }
}
