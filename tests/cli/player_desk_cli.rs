#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The player's day headless, between two copies of one game: White's
//! project and Black's, each changed only by `ccdesk game new`, `owner`,
//! `leave`, `message compose --record` and `message read --apply`, with
//! every figure worked out by hand and both ledgers (`ccdesk ledger
//! --game`) compared after each step.
//!
//! rule: E2.6-8 E2.11 E4.2 E4.5 E4.6 E6.4 E6.5 E6.6 E8.2 E8.4

use crate::run_ccdesk::{ccdesk_text as ccdesk, ok};

struct Desks {
    dir: tempfile::TempDir,
    white: String,
    black: String,
}

impl Desks {
    fn new() -> Desks {
        let dir = tempfile::tempdir().unwrap();
        let empty = "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"desk\",\n)\n";
        let white = dir.path().join("white.ron");
        let black = dir.path().join("black.ron");
        std::fs::write(&white, empty).unwrap();
        std::fs::write(&black, empty).unwrap();
        Desks {
            white: white.display().to_string(),
            black: black.display().to_string(),
            dir,
        }
    }

    fn file(&self, name: &str, text: &str) -> String {
        let path = self.dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    }

    /// Both copies' ledgers of g1, asserted equal.
    fn ledger(&self) -> String {
        let w = ok(&["ledger", &self.white, "--game", "g1"]);
        let b = ok(&["ledger", &self.black, "--game", "g1"]);
        assert_eq!(w, b, "the two copies disagree");
        w
    }
}

/// The message part of an output that starts with `Subject:`.
fn letter(out: &str) -> String {
    let start = out.find("Subject:").expect("a letter");
    out[start..].to_owned()
}

/// `ccdesk message compose PROJECT --game g1 --move MV --date DATE --record ...`.
fn send(project: &str, mv: &str, date: &str, extra: &[&str]) -> (u8, String, String) {
    let mut args = vec![
        "message", "compose", project, "--game", "g1", "--move", mv, "--date", date, "--record",
    ];
    args.extend_from_slice(extra);
    ccdesk(&args)
}

/// `ccdesk message read PROJECT FILE --arrived DATE --apply ...`.
fn apply(project: &str, file: &str, arrived: &str, extra: &[&str]) -> (u8, String, String) {
    let mut args = vec![
        "message",
        "read",
        project,
        file,
        "--arrived",
        arrived,
        "--apply",
    ];
    args.extend_from_slice(extra);
    ccdesk(&args)
}

/// The output of a call that must exit 0.
fn done((status, out, err): (u8, String, String)) -> String {
    assert_eq!(status, 0, "stdout:\n{out}\nstderr:\n{err}");
    out
}

#[test]
fn two_desks_play_one_game_and_never_disagree() {
    let d = Desks::new();
    for p in [&d.white, &d.black] {
        let out = ok(&[
            "game",
            "new",
            p,
            "--white",
            "Ann Smith",
            "--black",
            "Bo Berg",
            "--rules",
            "email",
            "--start",
            "2026-10-01",
        ]);
        assert_eq!(out, "g1\n");
    }
    assert_eq!(ok(&["owner", &d.white, "Ann Smith"]), "Ann Smith\n");
    assert_eq!(ok(&["owner", &d.black, "Bo Berg"]), "Bo Berg\n");
    assert_eq!(ok(&["owner", &d.white]), "Ann Smith\n");

    // 1.e4 sent 3 Oct: 2 days from the start of play on 1 Oct (E6.4).
    let m1 = done(send(&d.white, "e4", "2026-10-03", &[]));
    assert!(m1.contains("Time for this move:         2 days"), "{m1}");
    let m1 = d.file("m1.txt", &m1);
    let read = done(apply(&d.black, &m1, "2026-10-04", &[]));
    assert!(read.contains("no problems found"), "{read}");
    assert!(read.contains("- play e4, sent 3 Oct 2026"), "{read}");
    // The same message read and applied again changes nothing.
    let before = std::fs::read_to_string(&d.black).unwrap();
    let again = done(apply(&d.black, &m1, "2026-10-05", &[]));
    assert!(
        again.contains("applied already (received 2026-10-04)"),
        "{again}"
    );
    assert_eq!(std::fs::read_to_string(&d.black).unwrap(), before);

    // Black books 5-7 Oct; White's copy books it from the announcement (E8.2).
    let leave = ok(&[
        "leave",
        &d.black,
        "--from",
        "2026-10-05",
        "--to",
        "2026-10-07",
    ]);
    assert!(
        leave.starts_with(
            "booked leave for Bo Berg from 2026-10-05 to 2026-10-07 (3 days, all games)"
        ),
        "{leave}"
    );
    let announcement = d.file("leave.txt", &letter(&leave));
    let read = done(apply(&d.white, &announcement, "2026-10-05", &[]));
    assert!(read.contains("book the leave of Bo Berg"), "{read}");

    // 1...e5 sent 9 Oct: received 4 Oct (the day it arrived), 5 days minus
    // 3 of leave = 2 (E8.1).
    let m2 = done(send(&d.black, "e5", "2026-10-09", &[]));
    assert!(
        m2.contains("I received it on:           4 Oct 2026"),
        "{m2}"
    );
    assert!(m2.contains("Time for this move:         2 days"), "{m2}");
    assert!(
        m2.contains("Time used in all:           White 2 days, Black 2 days"),
        "{m2}"
    );
    let m2 = d.file("m2.txt", &m2);
    done(apply(&d.white, &m2, "2026-10-10", &[]));
    assert_eq!(
        d.ledger(),
        "move,colour,days,total,allowance,status\n1,white,2,2,40,ok\n1,black,2,2,40,ok\n\ncolour,total,days_left\nwhite,2,38\nblack,2,38\n"
    );

    // 2.Nf3 sent 12 Oct (received 10 Oct: 2 days) with "if 2...Nc6 then 3.Bb5".
    let m3 = done(send(
        &d.white,
        "Nf3",
        "2026-10-12",
        &["--conditional", "Nc6, Bb5"],
    ));
    assert!(
        m3.contains("Conditional proposal:       2...Nc6 3.Bb5"),
        "{m3}"
    );
    let m3 = d.file("m3.txt", &m3);
    let read = done(apply(&d.black, &m3, "2026-10-13", &[]));
    assert!(
        read.contains("keep the proposal 2...Nc6 3.Bb5 (E4.5)"),
        "{read}"
    );

    // Black plays into it: 2...Nc6 brings 3.Bb5 (E4.5), and the reply to
    // it goes in the same message (E4.6, E4.7).
    let (status, out, _) = send(&d.black, "Nc6", "2026-10-15", &[]);
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("conditional reply Bb5"), "{out}");
    let m4 = done(send(&d.black, "Nf6", "2026-10-15", &[]));
    assert!(
        m4.contains("Conditional moves played:   2...Nc6 3.Bb5"),
        "{m4}"
    );
    // E6.5: 13 Oct to 15 Oct, the continuation counted in the reply's time.
    assert!(m4.contains("Time for this move:         2 days"), "{m4}");
    let m4 = d.file("m4.txt", &m4);
    let read = done(apply(&d.white, &m4, "2026-10-16", &[]));
    assert!(read.contains("no problems found"), "{read}");

    // White's 4.O-O goes out mistyped as 4.Qd8: illegal (E4.2), 5 days'
    // penalty (E6.6) counted at once, and the referral takes the move back
    // on White's copy.
    let m5 = done(send(&d.white, "O-O", "2026-10-18", &[]));
    let m5 = d.file("m5.txt", &m5.replace("O-O", "Qd8"));
    let (status, read, _) = apply(&d.black, &m5, "2026-10-19", &["--reply"]);
    assert_eq!(status, 1, "{read}");
    assert!(
        read.contains("penalty (E6.6): White move 4: illegal move"),
        "{read}"
    );
    let referral = d.file(
        "referral.txt",
        &letter(&read[..read.find("\napplied:").unwrap()]),
    );
    let back = done(apply(&d.white, &referral, "2026-10-20", &[]));
    assert!(back.contains("take back O-O"), "{back}");
    assert!(d.ledger().ends_with("white,9,31\nblack,4,36\n"));

    // The correction sent 21 Oct: received 16 Oct, 5 days + 5 penalty.
    let m6 = done(send(&d.white, "O-O", "2026-10-21", &[]));
    assert!(m6.contains("Time for this move:         10 days"), "{m6}");
    assert!(m6.contains("White 14 days, Black 4 days"), "{m6}");
    let m6 = d.file("m6.txt", &m6);
    let read = done(apply(&d.black, &m6, "2026-10-22", &[]));
    assert!(read.contains("no problems found"), "{read}");
    assert!(d.ledger().contains("4,white,10,14,40,ok\n"));
}

#[test]
fn a_message_of_no_game_here_is_a_finding_and_changes_nothing() {
    let d = Desks::new();
    ok(&[
        "game",
        "new",
        &d.white,
        "--white",
        "Ann Smith",
        "--black",
        "Bo Berg",
        "--rules",
        "email",
        "--start",
        "2026-10-01",
    ]);
    let before = std::fs::read_to_string(&d.white).unwrap();
    let stray = d.file("stray.txt", "Dear Carl,\n\nmy move in our game: 1.d4\n");
    let (status, out, _) = apply(&d.white, &stray, "2026-10-05", &[]);
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("nothing applied"), "{out}");
    assert_eq!(std::fs::read_to_string(&d.white).unwrap(), before);
}

#[test]
fn usage_errors_exit_2_and_change_nothing() {
    let d = Desks::new();
    let before = std::fs::read_to_string(&d.white).unwrap();
    let (status, _, err) = ccdesk(&[
        "game", "new", &d.white, "--white", "A", "--black", "B", "--rules", "email", "--start",
        "1 Oct",
    ]);
    assert_eq!(status, 2, "{err}");
    let (status, _, err) = ccdesk(&[
        "leave",
        &d.white,
        "--from",
        "2026-10-05",
        "--to",
        "2026-10-07",
    ]);
    assert_eq!(status, 2);
    assert!(err.contains("no owner"), "{err}");
    let (status, _, err) = ccdesk(&[
        "leave",
        &d.white,
        "--from",
        "2026-10-07",
        "--to",
        "2026-10-05",
    ]);
    assert_eq!(status, 2);
    assert!(
        err.contains("--to 2026-10-05 is before --from 2026-10-07"),
        "{err}"
    );
    let (status, _, _) = ccdesk(&["ledger", &d.white, "--game", "g9"]);
    assert_eq!(status, 2);
    assert_eq!(std::fs::read_to_string(&d.white).unwrap(), before);
    assert_eq!(ok(&["owner", &d.white]), "nobody\n");
}
