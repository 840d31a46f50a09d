//! Round trips: every legal move of a corpus of generated games, written in
//! each notation, reads back as the same move.
//!
//! The games are deterministic pseudo-random playouts (a small LCG) from
//! positions chosen so that the corpus holds every kind of move: all
//! promotions, both castlings, en passant, checks, mates, and moves that
//! need a file or rank to tell pieces apart. The test checks the corpus
//! really holds them.

// A test fails by panicking: `expect` says what was expected.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use ccdesk::domain::notation::{
    Notation, PieceLetters, format_line, format_move, format_move_in, format_move_with, parse_move,
    parse_move_in, read_line,
};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, CastlingSide, Chess, Move, Position, Role};

/// Knuth's MMIX linear congruential generator: enough randomness, no dependency.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Both sides one step from promoting, many times over.
    "7k/PPPP4/8/8/8/8/4pppp/K7 w - - 0 1",
    // Castling on both wings for both sides.
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    // "Kiwipete": castling, en passant, pins, promotions soon.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Pawns side by side for en passant; rooks and knights that share files and ranks.
    "r3k2r/1p1p1p1p/8/P1P1P1P1/8/8/8/RN2K1NR w KQkq - 0 1",
    // Few pieces: mates come quickly.
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
];

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("the corpus FENs are well formed");
    fen.into_position(CastlingMode::Standard)
        .expect("the corpus FENs are legal")
}

/// One playout of up to `plies` moves; a mating move is always taken, so mates occur.
fn playout(start: &Chess, rng: &mut Lcg, plies: usize) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mating = legal.iter().find(|m| {
            pos.clone()
                .play(**m)
                .is_ok_and(|after| after.is_checkmate())
        });
        let m = mating
            .copied()
            .unwrap_or_else(|| legal[rng.below(legal.len())]);
        moves.push(m);
        pos.play_unchecked(m);
    }
    moves
}

/// What the corpus must contain for the round trips to mean something.
#[derive(Default, Debug)]
struct Coverage {
    promotions: [usize; 4],
    castles: [usize; 2],
    en_passant: usize,
    checks: usize,
    mates: usize,
    by_file: usize,
    by_rank: usize,
    plies: usize,
}

impl Coverage {
    fn count(&mut self, pos: &Chess, m: &Move) {
        self.plies += 1;
        match m.promotion() {
            Some(Role::Queen) => self.promotions[0] += 1,
            Some(Role::Rook) => self.promotions[1] += 1,
            Some(Role::Bishop) => self.promotions[2] += 1,
            Some(Role::Knight) => self.promotions[3] += 1,
            _ => {}
        }
        match m.castling_side() {
            Some(CastlingSide::KingSide) => self.castles[0] += 1,
            Some(CastlingSide::QueenSide) => self.castles[1] += 1,
            None => {}
        }
        if m.is_en_passant() {
            self.en_passant += 1;
        }
        if let San::Normal {
            role, file, rank, ..
        } = San::from_move(pos, *m)
            && role != Role::Pawn
        {
            self.by_file += usize::from(file.is_some());
            self.by_rank += usize::from(rank.is_some());
        }
        let after = pos.clone().play(*m).expect("corpus moves are legal");
        self.checks += usize::from(after.is_check());
        self.mates += usize::from(after.is_checkmate());
    }
}

/// Every move of the line, in every notation, reads back as itself.
fn assert_round_trips(start: &Chess, moves: &[Move], coverage: &mut Coverage) {
    let mut pos = start.clone();
    for m in moves {
        coverage.count(&pos, m);
        for n in Notation::ALL {
            let text = format_move(&pos, m, n);
            match parse_move(&pos, &text) {
                Ok(back) => assert_eq!(
                    back,
                    *m,
                    "{n}: {text} in {}",
                    Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
                ),
                Err(e) => panic!(
                    "{n}: {text} in {}: {e}",
                    Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
                ),
            }
        }
        pos.play_unchecked(*m);
    }
}

// rule: E2.2 — every notation the players may agree on reads back what it wrote.
// rule: P02
#[test]
fn corpus_round_trips_in_every_notation() {
    let mut rng = Lcg(0x00cc_de5c);
    let mut coverage = Coverage::default();
    for fen in STARTS {
        let start = position(fen);
        for _ in 0..40 {
            let moves = playout(&start, &mut rng, 120);
            assert_round_trips(&start, &moves, &mut coverage);
        }
    }
    assert!(coverage.promotions.iter().all(|&n| n > 0), "{coverage:?}");
    assert!(coverage.castles.iter().all(|&n| n > 0), "{coverage:?}");
    assert!(coverage.en_passant > 0, "{coverage:?}");
    assert!(coverage.checks > 0 && coverage.mates > 0, "{coverage:?}");
    assert!(coverage.by_file > 0 && coverage.by_rank > 0, "{coverage:?}");
}

// rule: E2.1 — a whole score, written with numbers and a result, reads back
// the same line whatever the notation.
#[test]
fn whole_scores_round_trip_through_read_line() {
    let mut rng = Lcg(7);
    for fen in STARTS {
        let start = position(fen);
        for _ in 0..10 {
            let moves = playout(&start, &mut rng, 80);
            for n in Notation::ALL {
                let written = format_line(&start, &moves, n);
                assert_eq!(written.len(), moves.len());
                let score = numbered(&start, &written);
                let back =
                    read_line(&start, &score).unwrap_or_else(|e| panic!("{n}: {e}\n{score}"));
                assert_eq!(back, moves, "{n}: {score}");
            }
        }
    }
}

/// A PGN-like score: `1.e4 e5 2.Nf3 ...`, `1...e5` when Black starts, then `*`.
fn numbered(start: &Chess, written: &[String]) -> String {
    let mut number = start.fullmoves().get();
    let mut white = start.turn().is_white();
    let mut score = String::new();
    if !white {
        score.push_str(&format!("{number}..."));
    }
    for text in written {
        if white {
            score.push_str(&format!("{number}."));
        }
        score.push_str(text);
        score.push(' ');
        if !white {
            number += 1;
        }
        white = !white;
    }
    score.push('*');
    score
}

// rule: E4.4 — markers stripped or added change nothing.
#[test]
fn markers_mean_nothing() {
    let mut rng = Lcg(99);
    for fen in STARTS {
        let start = position(fen);
        let moves = playout(&start, &mut rng, 100);
        let mut pos = start.clone();
        for m in &moves {
            let san = format_move(&pos, m, Notation::San);
            let bare: String = san
                .chars()
                .filter(|c| !matches!(c, 'x' | '+' | '#' | '='))
                .collect();
            let marked = if m.is_en_passant() {
                format!("{san} e.p.!?")
            } else {
                format!("{san}!")
            };
            for text in [bare, marked] {
                assert_eq!(parse_move(&pos, &text).ok(), Some(*m), "{text} for {san}");
            }
            pos.play_unchecked(*m);
        }
    }
}

/// Every move of the line, written with each language's letters in SAN
/// and long algebraic, reads back as itself with the same letters.
fn assert_letters_round_trip(start: &Chess, moves: &[Move]) {
    let mut pos = start.clone();
    for m in moves {
        let fen = || Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
        for letters in PieceLetters::ALL {
            let san = format_move_in(&pos, m, letters);
            assert_eq!(
                format_move_with(&pos, m, Notation::San, letters),
                san,
                "{letters} in {}",
                fen()
            );
            let lan = format_move_with(&pos, m, Notation::Lan, letters);
            for text in [&san, &lan] {
                match parse_move_in(&pos, text, letters) {
                    Ok(back) => assert_eq!(back, *m, "{letters}: {text} in {}", fen()),
                    Err(e) => panic!("{letters}: {text} in {}: {e}", fen()),
                }
            }
        }
        pos.play_unchecked(*m);
    }
}

// rule: E2.2 — a game agreed in any language's letters reads back what it wrote,
// every promotion, castling and disambiguation of the corpus included.
#[test]
fn corpus_round_trips_in_every_language() {
    let mut rng = Lcg(0x1e77e25);
    let mut coverage = Coverage::default();
    for fen in STARTS {
        let start = position(fen);
        for _ in 0..20 {
            let moves = playout(&start, &mut rng, 120);
            let mut pos = start.clone();
            for m in &moves {
                coverage.count(&pos, m);
                pos.play_unchecked(*m);
            }
            assert_letters_round_trip(&start, &moves);
        }
    }
    assert!(coverage.promotions.iter().all(|&n| n > 0), "{coverage:?}");
    assert!(coverage.castles.iter().all(|&n| n > 0), "{coverage:?}");
    assert!(coverage.by_file > 0 && coverage.by_rank > 0, "{coverage:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    // rule: E2.2 — written in a language's letters, read back with them: the same move.
    #[test]
    fn random_games_round_trip_in_every_language(seed in any::<u64>(), start in 0..STARTS.len(), plies in 1usize..150) {
        let start = position(STARTS[start]);
        let moves = playout(&start, &mut Lcg(seed), plies);
        assert_letters_round_trip(&start, &moves);
    }

    // rule: E2.2
    #[test]
    fn random_games_round_trip(seed in any::<u64>(), start in 0..STARTS.len(), plies in 1usize..150) {
        let start = position(STARTS[start]);
        let moves = playout(&start, &mut Lcg(seed), plies);
        assert_round_trips(&start, &moves, &mut Coverage::default());
    }

    #[test]
    fn any_text_is_read_or_refused_without_panicking(text in "\\PC{0,12}") {
        let pos = Chess::default();
        if let Ok(m) = parse_move(&pos, &text) {
            prop_assert!(pos.is_legal(m));
        }
    }

    #[test]
    fn move_like_text_is_read_or_refused_without_panicking(text in "[KQRBNPOo0-9a-hx=+#:.()/ -]{0,10}") {
        for fen in STARTS {
            let pos = position(fen);
            match parse_move(&pos, &text) {
                Ok(m) => prop_assert!(pos.is_legal(m)),
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
        }
    }
}
