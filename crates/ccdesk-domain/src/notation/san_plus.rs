//! SAN with its check or mate sign, without the cost of a full outcome.
//!
//! shakmaty's `SanPlus::from_move_and_play_unchecked` decides the sign from
//! the position's whole outcome, which tests for stalemate and so generates
//! every legal move after every move. A mate needs a check, so here the
//! legal moves are looked at only after a checking move: the same text, at
//! a fraction of the cost when reading or writing thousands of games.

use shakmaty::san::{San, SanError, SanPlus, Suffix};
use shakmaty::{Bitboard, Chess, File, Move, MoveList, Position, Rank, Role, Square, attacks};

/// The SAN of `m` (legal in `pos`) with `+` or `#`, and `pos` after it.
pub fn san_plus_and_play(pos: &mut Chess, m: Move) -> SanPlus {
    let san = match m {
        // A pawn's SAN and a king's never need another piece's square.
        Move::Normal {
            role: Role::Pawn | Role::King,
            ..
        } => San::disambiguate(m, &MoveList::new()),
        _ => San::from_move(pos, m),
    };
    play_with_suffix(pos, san, m)
}

/// Plays `m` (legal in `pos`, written `san`) and adds the check sign.
fn play_with_suffix(pos: &mut Chess, san: San, m: Move) -> SanPlus {
    pos.play_unchecked(m);
    let suffix = if pos.is_check() {
        Some(if pos.is_checkmate() {
            Suffix::Checkmate
        } else {
            Suffix::Check
        })
    } else {
        None
    };
    SanPlus { san, suffix }
}

/// Finds the legal move `san` names in `pos`, plays it, and gives its SAN
/// as ccdesk writes it (the least disambiguation, `+` or `#`).
///
/// The same result as `san.to_move(pos)` then [`san_plus_and_play`], with
/// the legal moves to the target square generated once instead of twice:
/// reading a file of games does this for every move.
///
/// # Errors
///
/// shakmaty's [`SanError`] when `san` names no legal move or more than one;
/// `pos` is then left as it was (every refusal comes before the move is
/// played), which lets a caller play in place without a copy to fall back on.
pub fn resolve_san_and_play(pos: &mut Chess, san: San) -> Result<SanPlus, SanError> {
    let San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    } = san
    else {
        let m = san.to_move(pos)?;
        return Ok(san_plus_and_play(pos, m));
    };
    if let Some(piece) = PieceSan::of(san) {
        return resolve_piece_move(pos, piece);
    }
    if let Some(m) = pawn_move(pos, san) {
        // A pawn's SAN never needs another piece's square.
        let written = San::disambiguate(m, &MoveList::new());
        return Ok(play_with_suffix(pos, written, m));
    }
    let candidates = pos.san_candidates(role, to);
    // The filter of shakmaty's `San::to_move`.
    let mut named = candidates.iter().copied().filter(|m| match *m {
        Move::Normal {
            from,
            capture: c,
            promotion: p,
            ..
        } => {
            file.is_none_or(|f| f == from.file())
                && rank.is_none_or(|r| r == from.rank())
                && capture == c.is_some()
                && promotion == p
        }
        Move::EnPassant { from, .. } => {
            file.is_none_or(|f| f == from.file())
                && rank.is_none_or(|r| r == from.rank())
                && capture
                && promotion.is_none()
        }
        _ => false,
    });
    match (named.next(), named.next()) {
        (Some(m), None) => {
            let written = San::disambiguate(m, &candidates);
            Ok(play_with_suffix(pos, written, m))
        }
        (None, _) => Err(SanError::IllegalSan),
        (Some(_), Some(_)) => Err(SanError::AmbiguousSan),
    }
}

/// The SAN of a knight, bishop, rook or queen move.
#[derive(Clone, Copy)]
struct PieceSan {
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    capture: bool,
    to: Square,
}

/// [`resolve_san_and_play`] for a knight, bishop, rook or queen, the most
/// common moves, without shakmaty's list of candidate moves (see
/// [`PieceMove::find`]).
fn resolve_piece_move(pos: &mut Chess, san: PieceSan) -> Result<SanPlus, SanError> {
    let found = PieceMove::find(pos, san)?;
    // shakmaty's disambiguation: the file if it tells the others apart,
    // else the rank, else both.
    let from = found.from;
    let others = found.legal_from.without(from);
    let ambiguous = others.any();
    let same_file = others.into_iter().any(|sq| sq.file() == from.file());
    let same_rank = others.into_iter().any(|sq| sq.rank() == from.rank());
    let written = San::Normal {
        role: san.role,
        file: (ambiguous && (!same_file || same_rank)).then(|| from.file()),
        rank: same_file.then(|| from.rank()),
        capture: san.capture,
        to: san.to,
        promotion: None,
    };
    Ok(play_with_suffix(pos, written, found.m))
}

/// The legal move a knight's, bishop's, rook's or queen's SAN names.
struct PieceMove {
    /// The move.
    m: Move,
    /// Its origin.
    from: Square,
    /// Every square a piece of that kind could legally come from to the
    /// same target (the move's own among them), for its disambiguation.
    legal_from: Bitboard,
}

impl PieceMove {
    /// Finds the move without shakmaty's list of candidate moves: the
    /// pieces that could go to the square are found from the squares that
    /// attack it, and each is legal when, with it moved, no piece but the
    /// one captured attacks the king. The same answer as shakmaty's (the
    /// tests compare them on every legal move of many games), in about half
    /// the time.
    fn find(pos: &Chess, san: PieceSan) -> Result<PieceMove, SanError> {
        let turn = pos.turn();
        let board = pos.board();
        let Some(king) = board.king_of(turn) else {
            return Err(SanError::IllegalSan);
        };
        if board.by_color(turn).contains(san.to) {
            return Err(SanError::IllegalSan);
        }
        let piece = san.role.of(turn);
        let occupied = board.occupied();
        let target = Bitboard::from_square(san.to);
        let legal = |from: Square| {
            let after = (occupied ^ Bitboard::from_square(from)) | target;
            (board.attacks_to(king, !turn, after) & !target).is_empty()
        };
        let legal_from: Bitboard = (attacks::attacks(san.to, piece, occupied)
            & board.by_piece(piece))
        .into_iter()
        .filter(|&from| legal(from))
        .collect();
        let captured = board.role_at(san.to);
        if san.capture != captured.is_some() {
            return Err(SanError::IllegalSan);
        }
        let mut named = legal_from.into_iter().filter(|from| {
            san.file.is_none_or(|f| f == from.file()) && san.rank.is_none_or(|r| r == from.rank())
        });
        let from = match (named.next(), named.next()) {
            (Some(from), None) => from,
            (None, _) => return Err(SanError::IllegalSan),
            (Some(_), Some(_)) => return Err(SanError::AmbiguousSan),
        };
        let m = Move::Normal {
            role: san.role,
            from,
            capture: captured,
            to: san.to,
            promotion: None,
        };
        Ok(PieceMove {
            m,
            from,
            legal_from,
        })
    }
}

impl PieceSan {
    /// The SAN of a knight's, bishop's, rook's or queen's move, when `san`
    /// is one.
    fn of(san: San) -> Option<PieceSan> {
        match san {
            San::Normal {
                role: role @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen),
                file,
                rank,
                capture,
                to,
                promotion: None,
            } => Some(PieceSan {
                role,
                file,
                rank,
                capture,
                to,
            }),
            _ => None,
        }
    }
}

/// Finds the legal move `san` names in `pos` and plays it: what
/// `san.to_move(pos)` then `play_unchecked` do, without writing the move
/// again (a file's check replays its moves by the million).
///
/// # Errors
///
/// shakmaty's [`SanError`] when `san` names no legal move or more than one;
/// `pos` is then left as it was.
pub fn play_named(pos: &mut Chess, san: San) -> Result<Move, SanError> {
    let m = match PieceSan::of(san) {
        Some(piece) => PieceMove::find(pos, piece)?.m,
        None => match pawn_move(pos, san) {
            Some(m) => m,
            None => san.to_move(pos)?,
        },
    };
    pos.play_unchecked(m);
    Ok(m)
}

/// The legal move a pawn's push or capture names, found from the one
/// square the pawn can come from, without shakmaty's list of candidate
/// moves: legal when, with the pawn moved, no piece but the one captured
/// attacks the king. `None` leaves the move to shakmaty: en passant,
/// anything unusual and every refusal, so an error is always shakmaty's.
fn pawn_move(pos: &Chess, san: San) -> Option<Move> {
    let San::Normal {
        role: Role::Pawn,
        file,
        rank: None,
        capture,
        to,
        promotion,
    } = san
    else {
        return None;
    };
    let turn = pos.turn();
    let board = pos.board();
    let king = board.king_of(turn)?;
    let (back, last, double_to) = if turn.is_white() {
        (-8, Rank::Eighth, Rank::Fourth)
    } else {
        (8, Rank::First, Rank::Fifth)
    };
    let promotes = matches!(
        promotion,
        Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen)
    );
    if (to.rank() == last) != promotes || (promotion.is_some() && !promotes) {
        return None;
    }
    let pawns = board.by_piece(Role::Pawn.of(turn));
    let occupied = board.occupied();
    let from = if capture {
        let file = file?;
        if to.file().offset(-1) != Some(file) && to.file().offset(1) != Some(file) {
            return None;
        }
        // An empty target is en passant, or no move: shakmaty says which.
        let captured = board.piece_at(to)?;
        if captured.color == turn || captured.role == Role::King {
            return None;
        }
        Square::from_coords(file, to.offset(back)?.rank())
    } else {
        if file.is_some() || occupied.contains(to) {
            return None;
        }
        let one = to.offset(back)?;
        if pawns.contains(one) {
            one
        } else if to.rank() == double_to && !occupied.contains(one) {
            one.offset(back)?
        } else {
            return None;
        }
    };
    if !pawns.contains(from) {
        return None;
    }
    let target = Bitboard::from_square(to);
    let after = (occupied ^ Bitboard::from_square(from)) | target;
    if (board.attacks_to(king, !turn, after) & !target).any() {
        return None;
    }
    Some(Move::Normal {
        role: Role::Pawn,
        from,
        capture: board.role_at(to),
        to,
        promotion,
    })
}

/// The SAN of `m` (legal in `pos`) with `+` or `#`.
#[must_use]
pub fn san_plus(pos: &Chess, m: Move) -> SanPlus {
    san_plus_and_play(&mut pos.clone(), m)
}

/// `san` with its origin square as given (`None`: no file or rank at all,
/// `Some`: both), to check that reading accepts the least disambiguation,
/// more than the least, and refuses too little.
#[cfg(test)]
fn with_origin(san: San, from: Option<shakmaty::Square>) -> San {
    match san {
        San::Normal {
            role,
            capture,
            to,
            promotion,
            ..
        } if role != Role::Pawn => San::Normal {
            role,
            file: from.map(shakmaty::Square::file),
            rank: from.map(shakmaty::Square::rank),
            capture,
            to,
            promotion,
        },
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};

    /// The same text as shakmaty's for every legal move of positions with
    /// checks, mates, stalemates, promotions, castling and en passant.
    #[test]
    fn agrees_with_shakmaty_on_every_move() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "7k/PPPP4/8/8/8/8/4pppp/K7 b - - 0 1",
            "k7/8/1K6/8/8/8/8/2Q4R w - - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 2",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            for m in pos.legal_moves() {
                let ours = san_plus(&pos, m);
                let theirs = SanPlus::from_move(pos.clone(), m);
                assert_eq!(ours, theirs, "{fen}: {theirs}");

                let mut resolved = pos.clone();
                let read = resolve_san_and_play(&mut resolved, theirs.san).unwrap();
                assert_eq!(read, theirs, "{fen}: read {theirs}");
                let mut played = pos.clone();
                played.play_unchecked(m);
                assert_eq!(resolved, played, "{fen}: {theirs} played");

                for other in [
                    with_origin(theirs.san, None),
                    with_origin(theirs.san, m.from()),
                ] {
                    let mut loose = pos.clone();
                    assert_eq!(
                        resolve_san_and_play(&mut loose, other).map(|s| s.san),
                        other.to_move(&pos).map(|m| san_plus(&pos, m).san),
                        "{fen}: {other}"
                    );
                }
            }
        }
    }

    /// [`play_named`] finds the move shakmaty's `to_move` finds, or refuses
    /// as it does and leaves the position, and plays it.
    fn assert_played_as_shakmaty(pos: &Chess, san: San) {
        let mut ours = pos.clone();
        let played = play_named(&mut ours, san);
        assert_eq!(played, san.to_move(pos), "{san}");
        let mut theirs = pos.clone();
        if let Ok(m) = played {
            theirs.play_unchecked(m);
        }
        assert_eq!(ours, theirs, "{san} played");
    }

    /// [`resolve_san_and_play`] and [`play_named`] read `san` in `pos` as
    /// shakmaty reads it, and a refusal leaves the position as it was.
    fn assert_read_as_shakmaty(pos: &Chess, san: San) {
        let mut ours = pos.clone();
        let read = resolve_san_and_play(&mut ours, san);
        assert_eq!(
            read,
            san.to_move(pos).map(|m| san_plus(pos, m)),
            "{san} in {}",
            shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
        );
        if read.is_err() {
            assert_eq!(&ours, pos, "a refused {san} leaves the position");
        }
        assert_played_as_shakmaty(pos, san);
    }

    /// Random games (seeded): in every position, every legal move's SAN
    /// and pieces' SAN to squares picked at random, with and without a
    /// capture sign or an origin, read as shakmaty reads them.
    #[test]
    fn reads_as_shakmaty_in_random_games() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            usize::try_from(seed % n as u64).unwrap()
        };
        let roles = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen];
        for _game in 0..60 {
            let mut pos = Chess::default();
            for _ply in 0..120 {
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                for &m in &legal {
                    let theirs = SanPlus::from_move(pos.clone(), m);
                    let mut ours = pos.clone();
                    assert_eq!(resolve_san_and_play(&mut ours, theirs.san), Ok(theirs));
                    assert_played_as_shakmaty(&pos, theirs.san);
                }
                // Pieces' moves as they would be without pins or checks,
                // then squares at random.
                let pseudo: Vec<(Role, Square, Square)> = roles
                    .iter()
                    .flat_map(|&role| {
                        let piece = role.of(pos.turn());
                        let board = pos.board().clone();
                        board.by_piece(piece).into_iter().flat_map(move |from| {
                            attacks::attacks(from, piece, board.occupied())
                                .into_iter()
                                .map(move |to| (role, from, to))
                        })
                    })
                    .collect();
                for i in 0..32 {
                    let (role, from, to) = if i % 2 == 0 && !pseudo.is_empty() {
                        pseudo[next(pseudo.len())]
                    } else {
                        (
                            roles[next(4)],
                            Square::new(u32::try_from(next(64)).unwrap()),
                            Square::new(u32::try_from(next(64)).unwrap()),
                        )
                    };
                    let san = San::Normal {
                        role,
                        file: (next(3) == 0).then(|| from.file()),
                        rank: (next(3) == 0).then(|| from.rank()),
                        capture: next(2) == 0,
                        to,
                        promotion: None,
                    };
                    assert_read_as_shakmaty(&pos, san);
                }
                // Pawns' pushes and captures from their squares, and to
                // squares at random, with and without a file or a
                // promotion (en passant among them when the game allows).
                let pawns: Vec<Square> = pos.our(Role::Pawn).into_iter().collect();
                let promotions = [
                    None,
                    Some(Role::Queen),
                    Some(Role::Knight),
                    Some(Role::King),
                ];
                for i in 0..24 {
                    let to = if i % 2 == 0 && !pawns.is_empty() {
                        let from = pawns[next(pawns.len())];
                        let ahead = if pos.turn().is_white() { 8 } else { -8 };
                        let side = [0, 0, 1, -1][next(4)];
                        from.offset(ahead * [1, 1, 2][next(3)] + side)
                            .unwrap_or(from)
                    } else {
                        Square::new(u32::try_from(next(64)).unwrap())
                    };
                    let file = match next(4) {
                        0 => None,
                        1 => to.file().offset(-1),
                        2 => to.file().offset(1),
                        _ => Some(File::new(u32::try_from(next(8)).unwrap())),
                    };
                    let san = San::Normal {
                        role: Role::Pawn,
                        file,
                        rank: (next(8) == 0).then(|| to.rank()),
                        capture: next(2) == 0,
                        to,
                        promotion: promotions[next(promotions.len())],
                    };
                    assert_read_as_shakmaty(&pos, san);
                }
                // Prefer captures, so that the games reach open positions,
                // checks and pins.
                let captures: Vec<Move> =
                    legal.iter().copied().filter(|m| m.is_capture()).collect();
                let m = if !captures.is_empty() && next(2) == 0 {
                    captures[next(captures.len())]
                } else {
                    legal[next(legal.len())]
                };
                pos.play_unchecked(m);
            }
        }
    }

    /// The quick pawn search answers for pushes and captures, leaves en
    /// passant and pinned pawns to shakmaty, and agrees with it on all.
    #[test]
    fn pawns_are_found_from_their_square_and_pins_hold() {
        let at = |fen: &str| -> Chess {
            fen.parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap()
        };
        let cases = [
            // (position, SAN, found without shakmaty's list)
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "e4",
                true,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "e3",
                true,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                "d5",
                true,
            ),
            (
                "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
                "exd5",
                true,
            ),
            ("7k/PPPP4/8/8/8/8/4pppp/K7 b - - 0 1", "e1=Q", true),
            // En passant: shakmaty's.
            ("4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 2", "exd6", false),
            // The f-pawn is pinned to its king by the bishop on h4.
            ("4k3/8/8/8/7b/8/5P2/4K3 w - - 0 1", "f3", false),
            ("4k3/8/8/8/7b/8/5P2/4K3 w - - 0 1", "f4", false),
            // Blocked, and a push through a piece.
            ("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e3", false),
            ("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e4", false),
        ];
        for (fen, text, quick) in cases {
            let pos = at(fen);
            let san: San = text.parse().unwrap();
            assert_eq!(pawn_move(&pos, san).is_some(), quick, "{fen}: {text}");
            assert_played_as_shakmaty(&pos, san);
        }
    }

    #[test]
    fn refuses_what_shakmaty_refuses() {
        let pos: Chess = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        for text in ["Nf9", "Ke3", "Rb1", "Nd5", "Bxa6", "O-O-O", "exd6", "Qh8"] {
            let Ok(san) = text.parse::<San>() else {
                continue;
            };
            let mut resolved = pos.clone();
            let read = resolve_san_and_play(&mut resolved, san);
            assert_eq!(
                read.clone().map(|s| s.to_string()),
                san.to_move(&pos).map(|m| san_plus(&pos, m).to_string()),
                "{text}"
            );
            if read.is_err() {
                assert_eq!(resolved, pos, "{text}: a refused move leaves the position");
            }
            assert_played_as_shakmaty(&pos, san);
        }
    }
}
