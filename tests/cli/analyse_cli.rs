//! `ccdesk analyse` with the real binary: output format and exit statuses.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Output};

fn analyse(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .arg("analyse")
        .args(args)
        .output()
        .unwrap()
}

fn have_stockfish() -> bool {
    let found = ccdesk::engine::locate(Path::new("stockfish")).is_ok();
    if !found {
        eprintln!("note: stockfish is not installed (apt install stockfish); skipping");
    }
    found
}

#[test]
fn prints_the_mate_in_two() {
    if !have_stockfish() {
        return;
    }
    let out = analyse(&[
        "--fen",
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
        "--depth",
        "10",
    ]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("engine Stockfish"), "{text}");
    assert_eq!(lines[1], "bestmove Nf6+ (d5f6)");
    assert_eq!(lines[2], "score mate 2");
    assert_eq!(lines[3], "depth 10");
    assert_eq!(lines[4], "pv Nf6+ gxf6 Bxf7#");
}

#[test]
fn a_mated_side_has_no_best_move() {
    if !have_stockfish() {
        return;
    }
    let out = analyse(&["--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "--depth", "3"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("\nbestmove (none)\nscore mate 0\n"), "{text}");
}

#[test]
fn bad_fen_and_bad_depth_are_usage_errors() {
    let out = analyse(&["--fen", "not a fen", "--depth", "3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad FEN"));
    let out = analyse(&["--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let out = analyse(&["--fen", "8/8/8/8/8/8/8/K6k w - - 0 1", "--depth", "0"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_missing_engine_exits_with_one_and_says_so() {
    let out = analyse(&[
        "--fen",
        "8/8/8/8/8/8/8/K6k w - - 0 1",
        "--depth",
        "3",
        "--engine",
        "/nonexistent/stockfish",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("engine not found: /nonexistent/stockfish"),
        "{err}"
    );
}

#[test]
fn an_engine_that_is_not_uci_is_reported_as_hung() {
    let out = analyse(&[
        "--fen",
        "8/8/8/8/8/8/8/K6k w - - 0 1",
        "--depth",
        "3",
        "--engine",
        "/bin/cat",
        "--timeout",
        "0.3",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("did not answer 'uciok'"), "{err}");
}
