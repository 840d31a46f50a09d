#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk game new --letters` and `ccdesk game letters`: the piece letters
//! agreed for a game (E2.2), then `message compose` writing that game's
//! moves with them and reading `--move` in them, and a German desk and a
//! French desk playing through the messages each composes and the other
//! reads and applies. Every line expected was worked out by hand.
//!
//! rule: E2.2 E4.4

use crate::run_ccdesk::{EMPTY_DESK as EMPTY, ccdesk_text as ccdesk, ok};

/// A project file in `dir` holding g1, Ann Smith (White) - Bo Berg, with
/// `--letters` when given, on `owner`'s desk.
fn desk(dir: &tempfile::TempDir, name: &str, owner: &str, letters: Option<&str>) -> String {
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
    if let Some(l) = letters {
        args.extend(["--letters", l]);
    }
    assert_eq!(ok(&args), "g1\n");
    ok(&["owner", &path, owner]);
    path
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

// rule: E2.2 — `game new --letters de` records the letters; English is not written to the file.
#[test]
fn game_new_records_the_letters_agreed() {
    let dir = tempfile::tempdir().unwrap();
    let german = desk(&dir, "de.ron", "Ann Smith", Some("de"));
    assert!(
        std::fs::read_to_string(&german)
            .unwrap()
            .contains("letters: German")
    );
    assert_eq!(
        ok(&["game", "letters", &german, "--game", "g1"]),
        "g1: German (K D T L S)\n"
    );
    let english = desk(&dir, "en.ron", "Ann Smith", None);
    assert!(
        !std::fs::read_to_string(&english)
            .unwrap()
            .contains("letters")
    );
    let explicit = desk(&dir, "en2.ron", "Ann Smith", Some("en"));
    assert!(
        !std::fs::read_to_string(&explicit)
            .unwrap()
            .contains("letters")
    );
}

// rule: E2.2 — `game letters` sets them on an existing game; refusals leave the file as it was.
#[test]
fn game_letters_sets_them_and_refuses_nonsense_intact() {
    let dir = tempfile::tempdir().unwrap();
    let p = desk(&dir, "p.ron", "Ann Smith", None);
    assert_eq!(
        ok(&["game", "letters", &p, "--game", "g1", "fr"]),
        "game g1 is now written with French piece letters (R D T F C)\n"
    );
    assert_eq!(
        ok(&["game", "letters", &p, "--game", "1"]),
        "g1: French (R D T F C)\n"
    );
    let before = std::fs::read_to_string(&p).unwrap();
    let (status, _, err) = ccdesk(&["game", "letters", &p, "--game", "g1", "pt"]);
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("unknown piece letters \"pt\": expected one of en, de, fr, es, nl, it"),
        "{err}"
    );
    let (status, _, err) = ccdesk(&["game", "letters", &p, "--game", "g7", "de"]);
    assert_eq!(status, 2, "{err}");
    assert_eq!(err, "ccdesk game letters: there is no game g7\n");
    assert_eq!(std::fs::read_to_string(&p).unwrap(), before);
}

// rule: E2.2 — a German desk and a French desk play through their messages,
// each written in its own letters and read by the other (issue 35).
// rule: E4.4
#[test]
fn a_german_and_a_french_desk_play_by_message() {
    let dir = tempfile::tempdir().unwrap();
    let ann = desk(&dir, "ann.ron", "Ann Smith", Some("de"));
    let bo = desk(&dir, "bo.ron", "Bo Berg", Some("fr"));
    let m1 = send(&ann, "e4", "2026-10-03");
    assert!(m1.contains("My move:                    1.e4\n"), "{m1}");
    assert!(apply(&dir, &bo, &m1, "2026-10-04").contains("no problems found"));
    let m2 = send(&bo, "e5", "2026-10-05");
    assert!(apply(&dir, &ann, &m2, "2026-10-06").contains("no problems found"));
    // 2.Sf3, typed and written in German letters.
    let m3 = send(&ann, "Sf3", "2026-10-07");
    assert!(m3.contains("Your move:                  1...e5\n"), "{m3}");
    assert!(m3.contains("My move:                    2.Sf3\n"), "{m3}");
    assert!(m3.contains("reply: 2.Nf3"), "{m3}");
    let read = apply(&dir, &bo, &m3, "2026-10-08");
    assert!(read.contains("no problems found"), "{read}");
    // 2...Cc6 on the French desk: the German knight repeated in French.
    let m4 = send(&bo, "Cc6", "2026-10-09");
    assert!(m4.contains("Your move:                  2.Cf3\n"), "{m4}");
    assert!(m4.contains("My move:                    2...Cc6\n"), "{m4}");
    assert!(
        m4.contains(
            "Game record (algebraic (SAN), French letters R D T F C):\n1.e4 e5 2.Cf3 Cc6\n"
        ),
        "{m4}"
    );
    let read = apply(&dir, &ann, &m4, "2026-10-10");
    assert!(read.contains("no problems found"), "{read}");
    // English SAN is read too; another language's letters are not guessed
    // at for a move that binds once mailed (E4.1).
    let m5 = send(&ann, "Bb5", "2026-10-11");
    assert!(m5.contains("My move:                    3.Lb5\n"), "{m5}");
    let (status, _, err) = ccdesk(&[
        "message",
        "compose",
        &bo,
        "--game",
        "g1",
        "--move",
        "Sf6",
        "--date",
        "2026-10-13",
    ]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("French piece letters, R D T F C"), "{err}");
    // Bo's copy reads Ann's German 3.Lb5 and answers in French: 3...a6.
    let read = apply(&dir, &bo, &m5, "2026-10-12");
    assert!(read.contains("no problems found"), "{read}");
    let m6 = send(&bo, "a6", "2026-10-13");
    assert!(m6.contains("Your move:                  3.Fb5\n"), "{m6}");
    // Both copies agree on every figure.
    assert!(apply(&dir, &ann, &m6, "2026-10-14").contains("no problems found"));
    assert_eq!(
        ok(&["ledger", &ann, "--game", "g1"]),
        ok(&["ledger", &bo, "--game", "g1"])
    );
}

// rule: E2.2 — `--conditional` is read in the game's letters, and the message
// proposes the line in them (its block in English SAN).
// rule: E4.5
#[test]
fn a_conditional_line_is_given_in_the_game_letters() {
    let dir = tempfile::tempdir().unwrap();
    let ann = desk(&dir, "ann.ron", "Ann Smith", Some("de"));
    let bo = desk(&dir, "bo.ron", "Bo Berg", Some("de"));
    let m1 = send(&ann, "e4", "2026-10-03");
    apply(&dir, &bo, &m1, "2026-10-04");
    let m2 = send(&bo, "e5", "2026-10-05");
    apply(&dir, &ann, &m2, "2026-10-06");
    let m3 = ok(&[
        "message",
        "compose",
        &ann,
        "--game",
        "g1",
        "--move",
        "Sf3",
        "--date",
        "2026-10-07",
        "--record",
        "--conditional",
        "Sc6 Lb5",
    ]);
    assert!(
        m3.contains("Conditional proposal:       2...Sc6 3.Lb5\n"),
        "{m3}"
    );
    assert!(m3.contains("proposal: 2...Nc6 3.Bb5"), "{m3}");
    let read = apply(&dir, &bo, &m3, "2026-10-08");
    assert!(read.contains("no problems found"), "{read}");
}
