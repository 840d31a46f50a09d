//! SAN with its check or mate sign, without the cost of a full outcome.
//!
//! shakmaty's `SanPlus::from_move_and_play_unchecked` decides the sign from
//! the position's whole outcome, which tests for stalemate and so generates
//! every legal move after every move. A mate needs a check, so here the
//! legal moves are looked at only after a checking move: the same text, at
//! a fraction of the cost when reading or writing thousands of games.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{Chess, Move, Position};

/// The SAN of `m` (legal in `pos`) with `+` or `#`, and `pos` after it.
pub fn san_plus_and_play(pos: &mut Chess, m: Move) -> SanPlus {
    let san = San::from_move(pos, m);
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

/// The SAN of `m` (legal in `pos`) with `+` or `#`.
#[must_use]
pub fn san_plus(pos: &Chess, m: Move) -> SanPlus {
    san_plus_and_play(&mut pos.clone(), m)
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
            }
        }
    }
}
