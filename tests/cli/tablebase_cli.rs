//! `ccdesk tablebase` with the real binary against the KQvK, KRvK and KPvK
//! Syzygy tables in `tests/data/syzygy`: results worked out by hand from
//! the positions, output format and exit statuses.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};

const TABLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy");

fn tablebase(fen: &str, folder: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["tablebase", "--fen", fen, "--syzygy", folder])
        .output()
        .unwrap()
}

fn stdout_lines(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_mate_in_one_is_the_best_move_of_a_won_rook_ending() {
    // White Kb6, Rh1 against Ka8: Rh8 is mate at once.
    let out = tablebase("k7/8/1K6/8/8/8/8/7R w - - 0 1", TABLES);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let lines = stdout_lines(&out);
    assert_eq!(lines[0], "wdl win");
    assert!(lines[1].starts_with("dtz "), "{lines:?}");
    assert_eq!(lines[2], "bestmove Rh8# (h1h8)");
    assert_eq!(lines[3], "move Rh8# win 0");
}

#[test]
fn the_defender_sees_a_loss_and_moves_that_stalemate_are_draws() {
    // Black to move against king and queen: every move loses.
    let out = tablebase("8/8/8/8/8/2k5/8/K6Q b - - 0 1", TABLES);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let lines = stdout_lines(&out);
    assert_eq!(lines[0], "wdl loss");
    assert!(
        lines.iter().skip(3).all(|l| l.contains(" loss ")),
        "{lines:?}"
    );
    // Kb6, Qc1 against Ka8: Qc8 mates, Qc7 stalemates.
    let out = tablebase("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", TABLES);
    let lines = stdout_lines(&out);
    assert_eq!(lines[2], "bestmove Qc8# (c1c8)");
    assert!(lines.contains(&"move Qc7 draw".to_owned()), "{lines:?}");
}

#[test]
fn pawn_endings_win_with_the_king_in_front_and_draw_with_the_king_behind() {
    // Ke6, Pe5 against Ke8: the king on the sixth in front of its pawn wins.
    let won = tablebase("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", TABLES);
    assert_eq!(stdout_lines(&won)[0], "wdl win");
    // Ke1, Pe2 against Ke7: the defender holds the square in front.
    let drawn = tablebase("8/4k3/8/8/8/8/4P3/4K3 w - - 0 1", TABLES);
    let lines = stdout_lines(&drawn);
    assert_eq!(lines[0], "wdl draw");
    assert!(!lines.iter().any(|l| l.starts_with("dtz")), "{lines:?}");
}

#[test]
fn positions_outside_the_tables_are_refused_with_the_reason() {
    let start = tablebase(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        TABLES,
    );
    assert_eq!(start.status.code(), Some(1));
    assert!(start.stdout.is_empty());
    let err = String::from_utf8_lossy(&start.stderr);
    assert!(err.contains("32 pieces"), "{err}");
    let castling = tablebase("r3k3/8/8/8/8/8/8/4K3 b q - 0 1", TABLES);
    assert_eq!(castling.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&castling.stderr).contains("castling"));
}

#[test]
fn a_folder_without_tables_and_a_bad_fen_are_usage_errors() {
    let empty = tempfile::tempdir().unwrap();
    let out = tablebase(
        "k7/8/1K6/8/8/8/8/7R w - - 0 1",
        empty.path().to_str().unwrap(),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("holds no Syzygy tables"));
    let out = tablebase("not a fen", TABLES);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("bad FEN"));
}

#[test]
fn a_damaged_table_is_said_in_words_without_a_backtrace() {
    // KQvK with its header kept and the rest overwritten: corrupted.
    let dir = tempfile::tempdir().unwrap();
    for name in ["KQvK.rtbw", "KQvK.rtbz"] {
        let good = std::fs::read(format!("{TABLES}/{name}")).unwrap();
        let mut bad = good.clone();
        for b in bad.iter_mut().skip(8) {
            *b = 0xa5;
        }
        std::fs::write(dir.path().join(name), bad).unwrap();
    }
    // With backtraces on, as a developer's shell may have them.
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args([
            "tablebase",
            "--fen",
            "8/8/8/8/8/2k5/8/K6Q b - - 0 1",
            "--syzygy",
        ])
        .arg(dir.path())
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the file is damaged"), "{err}");
    assert_ne!(out.status.code(), Some(0), "{out:?}");
    assert!(!err.contains("backtrace") && !err.contains(".rs:"), "{err}");
    assert!(err.lines().count() <= 3, "{err}");
}
