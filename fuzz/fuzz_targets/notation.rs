//! Fuzz target: reading moves and scores never panics, and whatever is
//! accepted is legal and reads back from every notation it is written in.
//!
//! Needs a `fuzz/Cargo.toml` (cargo-fuzz, libfuzzer-sys) naming this target
//! `notation`; run with `cargo fuzz run notation`.

#![no_main]

use ccdesk::domain::notation::{Notation, format_move, parse_move, read_line};
use libfuzzer_sys::fuzz_target;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// Positions with castling, en passant and promotions available.
const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "7k/PPPP4/8/8/8/8/4pppp/K7 b - - 0 1",
];

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for fen in STARTS {
        let Ok(fen) = fen.parse::<Fen>() else { return };
        let Ok(pos) = fen.into_position::<Chess>(CastlingMode::Standard) else {
            return;
        };
        match parse_move(&pos, text) {
            Ok(m) => {
                assert!(pos.is_legal(m));
                for n in Notation::ALL {
                    let written = format_move(&pos, &m, n);
                    assert_eq!(parse_move(&pos, &written).ok(), Some(m), "{n}: {written}");
                }
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
        if let Ok(moves) = read_line(&pos, text) {
            let mut p = pos.clone();
            for m in moves {
                assert!(p.is_legal(m));
                p.play_unchecked(m);
            }
        }
    }
});
