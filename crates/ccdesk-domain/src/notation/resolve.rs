//! Turning a [`WrittenMove`] into a legal [`Move`], or saying exactly why not.

use shakmaty::attacks::{attacks, pawn_attacks};
use shakmaty::{CastlingSide, Chess, Color, Move, Position, Role, Square};

use super::error::{CastlingRefusal, IllegalReason, MoveRefusal};
use super::written::WrittenMove;

/// Where a move's piece starts (the king's square for castling).
pub(crate) fn move_from(m: &Move) -> Option<Square> {
    match *m {
        Move::Normal { from, .. } | Move::EnPassant { from, .. } => Some(from),
        Move::Castle { king, .. } => Some(king),
        Move::Put { .. } => None,
    }
}

/// Where a move's piece lands (the king's destination for castling).
pub(crate) fn move_to(m: &Move, turn: Color) -> Square {
    match *m {
        Move::Castle { king, rook } => CastlingSide::from_king_side(king < rook).king_to(turn),
        _ => m.to(),
    }
}

impl WrittenMove {
    /// Finds the one legal move in `pos` that this written move stands for.
    ///
    /// # Errors
    ///
    /// [`MoveRefusal::Ambiguous`] names the pieces that could make the move;
    /// [`MoveRefusal::Illegal`] says why no piece can.
    pub fn to_move(self, pos: &Chess) -> Result<Move, MoveRefusal> {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Err(IllegalReason::GameOver {
                checkmate: pos.is_check(),
            }
            .into());
        }
        let turn = pos.turn();
        match self {
            WrittenMove::Castle(side) => match pos.castling_moves(side).first() {
                Some(m) => Ok(*m),
                None => Err(castling_refusal(pos, side).into()),
            },
            WrittenMove::Piece {
                role,
                file,
                rank,
                to,
                promotion,
            } => {
                let fits: Vec<Move> = legal
                    .iter()
                    .filter(|m| {
                        let from = move_from(m);
                        m.role() == role
                            && move_to(m, turn) == to
                            && file.is_none_or(|f| from.is_some_and(|sq| sq.file() == f))
                            && rank.is_none_or(|r| from.is_some_and(|sq| sq.rank() == r))
                    })
                    .copied()
                    .collect();
                if fits.is_empty() {
                    return Err(explain_piece(pos, role, file, rank, to).into());
                }
                choose(&fits, role, to, promotion)
            }
            WrittenMove::FromTo {
                role,
                from,
                to,
                promotion,
            } => {
                let piece = pos
                    .board()
                    .piece_at(from)
                    .ok_or(IllegalReason::NoPieceOn { square: from })?;
                if piece.color != turn {
                    return Err(IllegalReason::WrongSide {
                        square: from,
                        role: piece.role,
                        owner: piece.color,
                    }
                    .into());
                }
                if let Some(written) = role.filter(|r| *r != piece.role) {
                    return Err(IllegalReason::OtherPiece {
                        square: from,
                        written,
                        found: piece.role,
                    }
                    .into());
                }
                let fits: Vec<Move> = legal
                    .iter()
                    .filter(|m| {
                        move_from(m) == Some(from)
                            && (move_to(m, turn) == to
                                || matches!(**m, Move::Castle { rook, .. } if rook == to))
                    })
                    .copied()
                    .collect();
                if fits.is_empty() {
                    return Err(explain_from_to(pos, piece.role, from, to).into());
                }
                choose(&fits, piece.role, to, promotion)
            }
        }
    }
}

/// Picks the move among those that fit square-wise, by the promotion piece.
fn choose(
    fits: &[Move],
    role: Role,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, MoveRefusal> {
    let chosen: Vec<Move> = fits
        .iter()
        .filter(|m| m.promotion() == promotion)
        .copied()
        .collect();
    match chosen.as_slice() {
        [] if promotion.is_none() => Err(IllegalReason::PromotionMissing { to }.into()),
        [] => Err(IllegalReason::NotAPromotion.into()),
        [m] => Ok(*m),
        many => {
            let mut candidates: Vec<Square> = many.iter().filter_map(move_from).collect();
            candidates.sort();
            candidates.dedup();
            Err(MoveRefusal::Ambiguous {
                role,
                to,
                candidates,
            })
        }
    }
}

/// Why castling on `side` is not legal now.
fn castling_refusal(pos: &Chess, side: CastlingSide) -> IllegalReason {
    let turn = pos.turn();
    let castles = pos.castles();
    let why = if !castles.has(turn, side) {
        CastlingRefusal::NoRight
    } else if (castles.path(turn, side) & pos.board().occupied()).any() {
        CastlingRefusal::Blocked
    } else if pos.is_check() {
        CastlingRefusal::InCheck
    } else {
        CastlingRefusal::ThroughCheck
    };
    IllegalReason::CastlingNotAllowed { side, why }
}

/// Whether the piece on `from` could reach `to` if its own king's safety did
/// not matter (the destination is known not to hold one of its own pieces).
fn reaches_ignoring_check(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if piece.role != Role::Pawn {
        return attacks(from, piece, board.occupied()).contains(to);
    }
    let capture = pawn_attacks(piece.color, from).contains(to)
        && (board.by_color(piece.color.other()).contains(to) || pos.maybe_ep_square() == Some(to));
    let step = if piece.color.is_white() { 8 } else { -8 };
    let empty = |sq: Option<Square>| sq.is_some_and(|sq| !board.occupied().contains(sq));
    let one = from.offset(step);
    let two = from.offset(2 * step);
    let push = (one == Some(to) && empty(one))
        || (two == Some(to)
            && piece.color.relative_rank(from.rank()) == shakmaty::Rank::Second
            && empty(one)
            && empty(two));
    capture || push
}

/// Why no `role` matching `file`/`rank` can legally move to `to`.
fn explain_piece(
    pos: &Chess,
    role: Role,
    file: Option<shakmaty::File>,
    rank: Option<shakmaty::Rank>,
    to: Square,
) -> IllegalReason {
    let side = pos.turn();
    let ours = pos.our(role);
    if ours.is_empty() {
        return IllegalReason::NoSuchPiece { side, role };
    }
    if let Some(own) = pos.board().piece_at(to).filter(|p| p.color == side) {
        return IllegalReason::OwnPieceOn {
            square: to,
            side,
            role: own.role,
        };
    }
    let pinned_or_exposed = ours
        .into_iter()
        .filter(|sq| file.is_none_or(|f| sq.file() == f) && rank.is_none_or(|r| sq.rank() == r))
        .any(|sq| reaches_ignoring_check(pos, sq, to));
    if pinned_or_exposed {
        IllegalReason::LeavesKingInCheck {
            in_check: pos.is_check(),
            king_moves: role == Role::King,
        }
    } else {
        IllegalReason::NoPieceCanReach { side, role, to }
    }
}

/// Why the `role` of the side to move on `from` cannot legally move to `to`.
fn explain_from_to(pos: &Chess, role: Role, from: Square, to: Square) -> IllegalReason {
    let side = pos.turn();
    if role == Role::King
        && let Some(castle) = castling_intent(pos, from, to)
    {
        return castling_refusal(pos, castle);
    }
    if let Some(own) = pos.board().piece_at(to).filter(|p| p.color == side) {
        return IllegalReason::OwnPieceOn {
            square: to,
            side,
            role: own.role,
        };
    }
    if reaches_ignoring_check(pos, from, to) {
        IllegalReason::LeavesKingInCheck {
            in_check: pos.is_check(),
            king_moves: role == Role::King,
        }
    } else {
        IllegalReason::CannotReach { role, from, to }
    }
}

/// Whether a king move `from`-`to` is written as castling: two files along
/// the back rank from the e-file, or onto a castling rook.
fn castling_intent(pos: &Chess, from: Square, to: Square) -> Option<CastlingSide> {
    let side = pos.turn();
    if from.rank() != side.backrank() || to.rank() != from.rank() {
        return None;
    }
    for castle in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        if pos.castles().rook(side, castle) == Some(to) {
            return Some(castle);
        }
    }
    let from_e = from.file() == shakmaty::File::E;
    if from_e && to.file() == shakmaty::File::G {
        Some(CastlingSide::KingSide)
    } else if from_e && to.file() == shakmaty::File::C {
        Some(CastlingSide::QueenSide)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn position(fen: &str) -> Chess {
        let Ok(fen) = fen.parse::<Fen>() else {
            panic!("bad test FEN {fen}")
        };
        match fen.into_position(shakmaty::CastlingMode::Standard) {
            Ok(pos) => pos,
            Err(e) => panic!("illegal test FEN: {e}"),
        }
    }

    fn refusal(fen: &str, text: &str) -> MoveRefusal {
        let written: WrittenMove = match text.parse() {
            Ok(w) => w,
            Err(e) => panic!("{e}"),
        };
        match written.to_move(&position(fen)) {
            Ok(m) => panic!("{text} should be refused, found {m}"),
            Err(e) => e,
        }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn each_refusal_has_its_reason() {
        use IllegalReason::*;
        let cases: [(&str, &str, IllegalReason); 15] = [
            (START, "e3e4", NoPieceOn { square: Square::E3 }),
            (
                START,
                "e7e5",
                WrongSide {
                    square: Square::E7,
                    role: Role::Pawn,
                    owner: Color::Black,
                },
            ),
            (
                START,
                "Bb1-c3",
                OtherPiece {
                    square: Square::B1,
                    written: Role::Bishop,
                    found: Role::Knight,
                },
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "Nf3",
                NoSuchPiece {
                    side: Color::White,
                    role: Role::Knight,
                },
            ),
            (
                START,
                "Nd4",
                NoPieceCanReach {
                    side: Color::White,
                    role: Role::Knight,
                    to: Square::D4,
                },
            ),
            (
                START,
                "Nbf3",
                NoPieceCanReach {
                    side: Color::White,
                    role: Role::Knight,
                    to: Square::F3,
                },
            ),
            (
                START,
                "Bf1-c4",
                CannotReach {
                    role: Role::Bishop,
                    from: Square::F1,
                    to: Square::C4,
                },
            ),
            (
                START,
                "Nd2",
                OwnPieceOn {
                    square: Square::D2,
                    side: Color::White,
                    role: Role::Pawn,
                },
            ),
            (
                "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1",
                "Nc3",
                LeavesKingInCheck {
                    in_check: false,
                    king_moves: false,
                },
            ),
            (
                "4k3/4r3/8/8/8/8/8/N3K3 w - - 0 1",
                "Nb3",
                LeavesKingInCheck {
                    in_check: true,
                    king_moves: false,
                },
            ),
            (
                "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1",
                "e1f2",
                LeavesKingInCheck {
                    in_check: false,
                    king_moves: true,
                },
            ),
            (
                START,
                "O-O-O",
                CastlingNotAllowed {
                    side: CastlingSide::QueenSide,
                    why: CastlingRefusal::Blocked,
                },
            ),
            (
                "2k5/P7/8/8/8/8/8/4K3 w - - 0 1",
                "a8",
                PromotionMissing { to: Square::A8 },
            ),
            (START, "e2e4q", NotAPromotion),
            (
                "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",
                "Kh7",
                GameOver { checkmate: true },
            ),
        ];
        for (fen, text, reason) in cases {
            assert_eq!(
                refusal(fen, text),
                MoveRefusal::Illegal(reason),
                "{text} in {fen}"
            );
        }
    }

    #[test]
    fn ambiguity_lists_every_candidate_in_board_order() {
        let cases: [(&str, &str, Role, Square, &[Square]); 3] = [
            (
                "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
                "Nd2",
                Role::Knight,
                Square::D2,
                &[Square::B1, Square::F3],
            ),
            (
                "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
                "Qb2",
                Role::Queen,
                Square::B2,
                &[Square::A1, Square::C1, Square::A3],
            ),
            (
                "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
                "Qab2",
                Role::Queen,
                Square::B2,
                &[Square::A1, Square::A3],
            ),
        ];
        for (fen, text, role, to, candidates) in cases {
            let expected = MoveRefusal::Ambiguous {
                role,
                to,
                candidates: candidates.to_vec(),
            };
            assert_eq!(refusal(fen, text), expected, "{text}");
        }
    }
}
