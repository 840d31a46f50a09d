//! Why a move was refused: unreadable, ambiguous, or illegal and why.

use std::fmt;

use shakmaty::{CastlingSide, Color, Role, Square};

use super::written::UnreadableMove;

/// Why a written move is illegal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum IllegalReason {
    /// The from-square is empty.
    #[error("there is no piece on {square}")]
    NoPieceOn {
        /// The from-square as written.
        square: Square,
    },
    /// The piece on the from-square belongs to the side not to move.
    #[error("the {} on {square} is {}'s, but {} is to move", role_name(*role), side_name(*owner), side_name(owner.other()))]
    WrongSide {
        /// The from-square as written.
        square: Square,
        /// What stands there.
        role: Role,
        /// Whose piece it is.
        owner: Color,
    },
    /// The piece letter names another piece than the one on the from-square.
    #[error("the piece on {square} is a {found}, not a {written}", found = role_name(*found), written = role_name(*written))]
    OtherPiece {
        /// The from-square as written.
        square: Square,
        /// The piece the move names.
        written: Role,
        /// The piece that is there.
        found: Role,
    },
    /// The side to move has no piece of that kind.
    #[error("{} has no {}", side_name(*side), role_name(*role))]
    NoSuchPiece {
        /// The side to move.
        side: Color,
        /// The piece the move names.
        role: Role,
    },
    /// No piece of that kind (matching the written file or rank) can reach the square.
    #[error("no {} {} can move to {to}", side_name(*side).to_lowercase(), role_name(*role))]
    NoPieceCanReach {
        /// The side to move.
        side: Color,
        /// The piece the move names.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// This piece does not move that way, or something stands in its path.
    #[error("the {} on {from} cannot move to {to}", role_name(*role))]
    CannotReach {
        /// The piece on the from-square.
        role: Role,
        /// The from-square.
        from: Square,
        /// The destination.
        to: Square,
    },
    /// The destination holds a piece of the side to move.
    #[error("{square} is occupied by {}'s own {}", side_name(*side), role_name(*role))]
    OwnPieceOn {
        /// The destination.
        square: Square,
        /// The side to move.
        side: Color,
        /// The piece standing there.
        role: Role,
    },
    /// The move would leave (or put) the mover's own king in check.
    #[error("{}", check_text(*in_check, *king_moves))]
    LeavesKingInCheck {
        /// The king is in check before the move (and the move does not end it).
        in_check: bool,
        /// The king itself moves (into check).
        king_moves: bool,
    },
    /// Castling is not allowed now.
    #[error("{} is not allowed: {why}", castle_name(*side))]
    CastlingNotAllowed {
        /// Which castling.
        side: CastlingSide,
        /// Why not.
        why: CastlingRefusal,
    },
    /// A pawn reaches the last rank but no promotion piece was written.
    #[error("a pawn reaching {to} must promote: add the piece (=Q, =R, =B or =N)")]
    PromotionMissing {
        /// The promotion square.
        to: Square,
    },
    /// A promotion piece was written for a move that is no promotion.
    #[error("only a pawn reaching the last rank promotes")]
    NotAPromotion,
    /// The side to move has no legal move at all.
    #[error("the game is over: {}", if *checkmate { "checkmate" } else { "stalemate" })]
    GameOver {
        /// Checkmate rather than stalemate.
        checkmate: bool,
    },
}

/// Why castling is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum CastlingRefusal {
    /// The king or that rook has moved (or the right was not in the FEN).
    #[error("the king or the rook has moved")]
    NoRight,
    /// A piece stands between king and rook.
    #[error("there are pieces between king and rook")]
    Blocked,
    /// The king is in check.
    #[error("the king is in check")]
    InCheck,
    /// The king would pass through or land on an attacked square.
    #[error("the king would pass through or land on an attacked square")]
    ThroughCheck,
}

/// Why a readable move is refused in a position, without the text it came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveRefusal {
    /// More than one piece of the side to move fits the written move.
    #[error("ambiguous: {} on {} can move to {to}", plural_role_name(*role), square_list(candidates))]
    Ambiguous {
        /// The piece named.
        role: Role,
        /// The destination.
        to: Square,
        /// The squares of the pieces that could move there, in board order.
        candidates: Vec<Square>,
    },
    /// No legal move fits.
    #[error("illegal: {0}")]
    Illegal(#[from] IllegalReason),
}

/// A move that could not be read or played, with the text as it was given.
///
/// The message names the text and says why:
/// `Nd2 is ambiguous: knights on b1 and f3 can move to d2`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum MoveParseError {
    /// The text is no move in any accepted notation.
    #[error(transparent)]
    Unreadable(#[from] UnreadableMove),
    /// The text is a move, but not one that can be played here.
    #[error("{token} is {refusal}")]
    Refused {
        /// The text as given (trimmed).
        token: String,
        /// Why it is refused.
        refusal: MoveRefusal,
    },
}

impl MoveParseError {
    /// The text that was refused.
    pub fn token(&self) -> &str {
        match self {
            MoveParseError::Unreadable(e) => &e.token,
            MoveParseError::Refused { token, .. } => token,
        }
    }

    /// Whether the move was refused as ambiguous (it would be legal with more detail).
    pub fn is_ambiguous(&self) -> bool {
        matches!(
            self,
            MoveParseError::Refused {
                refusal: MoveRefusal::Ambiguous { .. },
                ..
            }
        )
    }
}

/// "White" or "Black".
pub(crate) const fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

fn plural_role_name(role: Role) -> String {
    format!("{}s", role_name(role))
}

fn castle_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "castling king-side (O-O)",
        CastlingSide::QueenSide => "castling queen-side (O-O-O)",
    }
}

fn check_text(in_check: bool, king_moves: bool) -> &'static str {
    match (in_check, king_moves) {
        (_, true) => "the king would move into check",
        (true, false) => "the king is in check and this move does not get it out",
        (false, false) => "the move leaves the king in check (the piece is pinned)",
    }
}

/// "b1", "b1 and f3", "b1, d1 and f3".
fn square_list(squares: &[Square]) -> String {
    struct List<'a>(&'a [Square]);
    impl fmt::Display for List<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            for (i, sq) in self.0.iter().enumerate() {
                if i > 0 {
                    f.write_str(if i + 1 == self.0.len() { " and " } else { ", " })?;
                }
                write!(f, "{sq}")?;
            }
            Ok(())
        }
    }
    List(squares).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ambiguity_names_the_pieces() {
        let e = MoveParseError::Refused {
            token: "Nd2".to_owned(),
            refusal: MoveRefusal::Ambiguous {
                role: Role::Knight,
                to: Square::D2,
                candidates: vec![Square::B1, Square::F3],
            },
        };
        assert_eq!(
            e.to_string(),
            "Nd2 is ambiguous: knights on b1 and f3 can move to d2"
        );
        assert!(e.is_ambiguous());
        assert_eq!(e.token(), "Nd2");
    }

    #[test]
    fn messages_say_why() {
        let cases: [(IllegalReason, &str); 8] = [
            (
                IllegalReason::NoPieceOn { square: Square::E3 },
                "there is no piece on e3",
            ),
            (
                IllegalReason::WrongSide {
                    square: Square::E7,
                    role: Role::Pawn,
                    owner: Color::Black,
                },
                "the pawn on e7 is Black's, but White is to move",
            ),
            (
                IllegalReason::NoPieceCanReach {
                    side: Color::White,
                    role: Role::Knight,
                    to: Square::D4,
                },
                "no white knight can move to d4",
            ),
            (
                IllegalReason::LeavesKingInCheck {
                    in_check: false,
                    king_moves: true,
                },
                "the king would move into check",
            ),
            (
                IllegalReason::LeavesKingInCheck {
                    in_check: false,
                    king_moves: false,
                },
                "the move leaves the king in check (the piece is pinned)",
            ),
            (
                IllegalReason::CastlingNotAllowed {
                    side: CastlingSide::KingSide,
                    why: CastlingRefusal::Blocked,
                },
                "castling king-side (O-O) is not allowed: there are pieces between king and rook",
            ),
            (
                IllegalReason::OtherPiece {
                    square: Square::E2,
                    written: Role::Knight,
                    found: Role::Pawn,
                },
                "the piece on e2 is a pawn, not a knight",
            ),
            (
                IllegalReason::GameOver { checkmate: true },
                "the game is over: checkmate",
            ),
        ];
        for (reason, text) in cases {
            assert_eq!(reason.to_string(), text);
        }
        let e = MoveParseError::Refused {
            token: "Nd4".to_owned(),
            refusal: MoveRefusal::Illegal(IllegalReason::NoPieceCanReach {
                side: Color::White,
                role: Role::Knight,
                to: Square::D4,
            }),
        };
        assert_eq!(
            e.to_string(),
            "Nd4 is illegal: no white knight can move to d4"
        );
    }

    #[test]
    fn square_lists() {
        assert_eq!(square_list(&[Square::A1]), "a1");
        assert_eq!(square_list(&[Square::A1, Square::H8]), "a1 and h8");
        assert_eq!(
            square_list(&[Square::A1, Square::C3, Square::H8]),
            "a1, c3 and h8"
        );
    }
}
