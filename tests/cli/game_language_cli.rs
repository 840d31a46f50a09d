#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk game new --language` and `ccdesk game language`: the language
//! of a game's messages and printouts (issue 35, item 3), the letters
//! following it unless agreed apart (E2.2). Every line expected was worked
//! out by hand.
//!
//! rule: E2.2

use std::process::Command;

fn ccdesk(args: &[&str]) -> (u8, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn ok(args: &[&str]) -> String {
    let (status, out, err) = ccdesk(args);
    assert_eq!(status, 0, "{args:?}\nstdout:\n{out}\nstderr:\n{err}");
    out
}

const EMPTY: &str = "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"desk\",\n)\n";

/// A project file in `dir` holding g1, Ann Smith (White) - Bo Berg, made
/// with the extra `game new` arguments `extra`.
fn desk(dir: &tempfile::TempDir, name: &str, extra: &[&str]) -> String {
    let path = dir.path().join(name).display().to_string();
    std::fs::write(&path, EMPTY).unwrap();
    let mut args = vec![
        "game",
        "new",
        &path,
        "--white",
        "Ann Smith",
        "--black",
        "Bo Berg",
        "--rules",
        "email",
        "--start",
        "2026-10-01",
    ];
    args.extend(extra);
    assert_eq!(ok(&args), "g1\n");
    path
}

// rule: E2.2 — `game new --language de` starts a German game with German letters,
// unless `--letters` says otherwise; English is not written to the file.
#[test]
fn game_new_records_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let german = desk(&dir, "de.ron", &["--language", "de"]);
    let text = std::fs::read_to_string(&german).unwrap();
    assert!(text.contains("language: German"), "{text}");
    assert!(text.contains("letters: German"), "{text}");
    assert_eq!(
        ok(&["game", "language", &german, "--game", "g1"]),
        "g1: German\n"
    );
    let apart = desk(&dir, "apart.ron", &["--language", "fr", "--letters", "en"]);
    let text = std::fs::read_to_string(&apart).unwrap();
    assert!(text.contains("language: French"), "{text}");
    assert!(!text.contains("letters"), "{text}");
    let english = desk(&dir, "en.ron", &[]);
    let text = std::fs::read_to_string(&english).unwrap();
    assert!(
        !text.contains("language") && !text.contains("letters"),
        "{text}"
    );
}

// rule: E2.2 — `game language` sets it on an existing game; refusals leave the file as it was.
#[test]
fn game_language_sets_it_and_refuses_nonsense_intact() {
    let dir = tempfile::tempdir().unwrap();
    let p = desk(&dir, "p.ron", &[]);
    assert_eq!(
        ok(&["game", "language", &p, "--game", "g1", "it"]),
        "game g1 is now in Italian, written with Italian piece letters (R D T A C)\n"
    );
    assert_eq!(
        ok(&["game", "letters", &p, "--game", "1"]),
        "g1: Italian (R D T A C)\n"
    );
    // Letters agreed apart stay when the language changes.
    ok(&["game", "letters", &p, "--game", "g1", "nl"]);
    assert_eq!(
        ok(&["game", "language", &p, "--game", "g1", "Deutsch"]),
        "game g1 is now in German, written with Dutch piece letters (K D T L P)\n"
    );
    let before = std::fs::read_to_string(&p).unwrap();
    let (status, _, err) = ccdesk(&["game", "language", &p, "--game", "g1", "pt"]);
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("unknown language \"pt\": expected one of en, de, fr, es, it"),
        "{err}"
    );
    let (status, _, err) = ccdesk(&["game", "language", &p, "--game", "g7", "de"]);
    assert_eq!(status, 2, "{err}");
    assert_eq!(err, "ccdesk game language: there is no game g7\n");
    assert_eq!(std::fs::read_to_string(&p).unwrap(), before);
}
