#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk game new --language` and `ccdesk game language`: the language
//! of a game's messages and printouts (issue 35, item 3), the letters
//! following it unless agreed apart (E2.2). Every line expected was worked
//! out by hand.
//!
//! rule: E2.2

use crate::run_ccdesk::{EMPTY_DESK as EMPTY, ccdesk_text as ccdesk, ok};

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

/// `message compose --record` of `mv` sent on `date`: the letter printed.
fn send(project: &str, mv: &str, date: &str) -> String {
    ok(&[
        "message", "compose", project, "--game", "g1", "--move", mv, "--date", date, "--record",
    ])
}

/// `message read --apply` of `text` arrived on `date`.
fn apply(dir: &tempfile::TempDir, project: &str, text: &str, date: &str) -> String {
    let file = dir.path().join("in.txt");
    std::fs::write(&file, text).unwrap();
    ok(&[
        "message",
        "read",
        project,
        &file.display().to_string(),
        "--arrived",
        date,
        "--apply",
    ])
}

/// Ann Smith's German desk and Bo Berg's French one, each owning his
/// side of g1: their project files in `dir`.
fn german_and_french_desks(dir: &tempfile::TempDir) -> (String, String) {
    let ann = desk(dir, "ann.ron", &["--language", "de"]);
    ok(&["owner", &ann, "Ann Smith"]);
    let bo = desk(dir, "bo.ron", &["--language", "fr"]);
    ok(&["owner", &bo, "Bo Berg"]);
    (ann, bo)
}

/// The readable part of a message, without its `ccdesk` block.
fn without_block(text: &str) -> &str {
    &text[..text.find("--- ccdesk").unwrap()]
}

// rule: E2.1 E2.2 — a German desk and a French desk play through their messages,
// each written in its game's language and read by the other, with the block
// and without it (issue 35).
// rule: E4.4
#[test]
fn a_german_and_a_french_desk_play_in_their_languages() {
    let dir = tempfile::tempdir().unwrap();
    let (ann, bo) = german_and_french_desks(&dir);
    let m1 = send(&ann, "e4", "2026-10-03");
    assert!(m1.contains("Mein Zug:                   1.e4\n"), "{m1}");
    assert!(
        m1.contains("Ich sende diesen Zug am:    3. Oktober 2026\n"),
        "{m1}"
    );
    assert!(m1.contains("\nMit freundlichen Grüßen,\n"), "{m1}");
    assert!(m1.contains("reply: 1.e4\n"), "{m1}");
    let read = apply(&dir, &bo, &m1, "2026-10-04");
    assert!(read.contains("no problems found"), "{read}");
    let m2 = send(&bo, "e5", "2026-10-05");
    assert!(
        m2.contains("Votre coup\u{a0}:                1.e4\n"),
        "{m2}"
    );
    assert!(
        m2.contains("Mon coup\u{a0}:                  1...e5\n"),
        "{m2}"
    );
    // Ann reads Bo's French without the block: the words carry it all.
    let read = apply(&dir, &ann, without_block(&m2), "2026-10-06");
    assert!(read.contains("no problems found"), "{read}");
    let m3 = send(&ann, "Sf3", "2026-10-07");
    assert!(m3.contains("Ihr Zug:                    1...e5\n"), "{m3}");
    assert!(
        m3.contains("Ihr Zug wurde gesendet am:  5. Oktober 2026\n"),
        "{m3}"
    );
    assert!(
        m3.contains("Ich erhielt ihn am:         6. Oktober 2026\n"),
        "{m3}"
    );
    let read = apply(&dir, &bo, without_block(&m3), "2026-10-08");
    assert!(read.contains("no problems found"), "{read}");
    // Both copies agree on every figure.
    assert_eq!(
        ok(&["ledger", &ann, "--game", "g1"]),
        ok(&["ledger", &bo, "--game", "g1"])
    );
}

// rule: E2.2 — `message compose --move Bc4` from a German desk after 1.e4 e5:
// the German pawn move c2-c4 (B, Bauer), the game's letters, and stderr says
// that English letters would read the bishop's Lc4 (issue 35 item 2).
#[test]
fn a_move_two_languages_read_differently_is_said_on_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let (ann, bo) = german_and_french_desks(&dir);
    let m1 = send(&ann, "e4", "2026-10-03");
    apply(&dir, &bo, &m1, "2026-10-04");
    let m2 = send(&bo, "e5", "2026-10-05");
    apply(&dir, &ann, &m2, "2026-10-06");
    let (status, out, err) = ccdesk(&[
        "message",
        "compose",
        &ann,
        "--game",
        "g1",
        "--move",
        "Bc4",
        "--date",
        "2026-10-07",
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("Mein Zug:                   2.c4\n"), "{out}");
    assert_eq!(
        err,
        "ccdesk message compose: --move Bc4 read with German piece letters as c4; it would be Lc4 in English letters\n"
    );
}
