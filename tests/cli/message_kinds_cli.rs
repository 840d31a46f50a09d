#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Two desks, one file each, play whole games through the real binary
//! alone: `ccdesk message compose --record` at one desk, `ccdesk message
//! read --apply` at the other. One game ends by resignation, one by an
//! agreed draw; `ccdesk pgn export` then gives each its result.
//!
//! rule: E1.1 E7.1 E7.3 E12.1

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;

fn ccdesk(args: &[&str]) -> (u8, String, String) {
    let mut child = Process::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"").unwrap();
    let out = child.wait_with_output().unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The desk of `owner` (1: Ann Smith, White; 2: Bo Berg, Black), saved in `dir`.
fn desk(dir: &Path, owner: u32) -> String {
    let mut p = Project::new("desk".to_owned());
    for (id, name, email) in [
        (1, "Ann Smith", "ann@example.org"),
        (2, "Bo Berg", "bo@example.org"),
    ] {
        let mut player = Player::new(PlayerId(id), name);
        player.email = email.to_owned();
        apply(&mut p, Command::AddPlayer(player)).unwrap();
    }
    let mut game = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Club email friendlies");
    game.start = Some(chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap());
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(game),
            index: None,
        },
    )
    .unwrap();
    apply(&mut p, Command::SetOwner(Some(PlayerId(owner)))).unwrap();
    let path: PathBuf = dir.join(if owner == 1 { "ann.ron" } else { "bo.ron" });
    ccdesk::io::project_file::save(&path, &p).unwrap();
    path.display().to_string()
}

struct Desks {
    dir: tempfile::TempDir,
    ann: String,
    bo: String,
    day: u32,
    sent: u32,
}

impl Desks {
    fn new() -> Desks {
        let dir = tempfile::tempdir().unwrap();
        let ann = desk(dir.path(), 1);
        let bo = desk(dir.path(), 2);
        Desks {
            dir,
            ann,
            bo,
            day: 1,
            sent: 0,
        }
    }

    fn date(&self) -> String {
        let d = chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()
            + chrono::Days::new(u64::from(self.day));
        d.to_string()
    }

    /// `from` composes with `flags` and records; the other desk reads the
    /// message the next day and applies it. Returns the read's output.
    fn send(&mut self, white: bool, flags: &[&str]) -> String {
        let (from, to) = if white {
            (self.ann.clone(), self.bo.clone())
        } else {
            (self.bo.clone(), self.ann.clone())
        };
        let date = self.date();
        let mut args = vec![
            "message", "compose", &from, "--game", "1", "--record", "--date",
        ];
        args.push(&date);
        args.extend_from_slice(flags);
        let (status, text, err) = ccdesk(&args);
        assert_eq!(status, 0, "{args:?}: {err}");
        self.sent += 1;
        let file = self.dir.path().join(format!("m{}.txt", self.sent));
        std::fs::write(&file, &text).unwrap();
        self.day += 1;
        let arrived = self.date();
        let (status, out, err) = ccdesk(&[
            "message",
            "read",
            &to,
            &file.display().to_string(),
            "--apply",
            "--arrived",
            &arrived,
        ]);
        assert_eq!(status, 0, "{text}\n{out}{err}");
        assert!(out.contains("applied:"), "{out}");
        self.day += 1;
        out
    }

    fn pgn(&self, project: &str) -> String {
        let (status, out, err) = ccdesk(&["pgn", "export", project, "--game", "1", "-o", "-"]);
        assert_eq!(status, 0, "{err}");
        out
    }

    fn play(&mut self, moves: &[&str]) {
        for (i, mv) in moves.iter().enumerate() {
            self.send(i % 2 == 0, &["--move", mv]);
        }
    }
}

// rule: E1.1 — a whole game to a resignation through compose --record and read --apply alone.
#[test]
fn two_desks_play_a_game_to_a_resignation() {
    let mut desks = Desks::new();
    desks.play(&["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"]);
    let out = desks.send(true, &["--resign"]);
    assert!(out.contains("Ann Smith resigns: 0-1"), "{out}");
    for project in [&desks.ann, &desks.bo] {
        let pgn = desks.pgn(project);
        assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
        assert!(pgn.trim_end().ends_with("0-1"), "{pgn}");
        assert!(pgn.contains("4. Ba4"), "{pgn}");
    }
    // The game is over: no further move, no second resignation.
    let (status, _, err) = ccdesk(&[
        "message", "compose", &desks.bo, "--game", "1", "--resign", "--record",
    ]);
    assert_eq!(status, 1, "a refusal by the rules: {err}");
    assert!(err.contains("is over already"), "{err}");
}

// rule: E1.1 — a draw offered with a move, accepted: ½-½ in both copies.
#[test]
fn two_desks_agree_a_draw() {
    let mut desks = Desks::new();
    desks.play(&["d4", "d5", "c4", "e6"]);
    // Nothing to accept yet: refused with exit 1, the file unchanged.
    let before = std::fs::read(&desks.bo).unwrap();
    let (status, _, err) = ccdesk(&[
        "message",
        "compose",
        &desks.bo,
        "--game",
        "1",
        "--accept-draw",
        "--record",
    ]);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("no draw offer"), "{err}");
    assert_eq!(std::fs::read(&desks.bo).unwrap(), before);
    let out = desks.send(true, &["--move", "Nc3", "--offer-draw"]);
    assert!(out.contains("Ann Smith offers a draw"), "{out}");
    assert!(out.contains("3.Nc3") || out.contains("Nc3"), "{out}");
    let out = desks.send(false, &["--accept-draw"]);
    assert!(out.contains("Bo Berg accepts the draw"), "{out}");
    for project in [&desks.ann, &desks.bo] {
        let pgn = desks.pgn(project);
        assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    }
    // The result goes to the TD with the record (E12.1).
    let (status, text, err) = ccdesk(&[
        "message",
        "compose",
        &desks.ann,
        "--game",
        "1",
        "--report-result",
        "--td",
        "Tom Dean",
        "--td-email",
        "td@chess.example",
    ]);
    assert_eq!(status, 0, "{err}");
    assert!(text.contains("To: Tom Dean <td@chess.example>"), "{text}");
    assert!(text.contains("Result: 1/2-1/2"), "{text}");
    assert!(text.contains("1.d4 d5 2.c4 e6 3.Nc3"), "{text}");
}

// rule: E1.1 — a declaration sends no move: --move with --resign is bad usage.
#[test]
fn a_move_goes_only_with_a_draw_offer() {
    let desks = Desks::new();
    let (status, _, err) = ccdesk(&[
        "message", "compose", &desks.ann, "--game", "1", "--resign", "--move", "e4",
    ]);
    assert_eq!(status, 2, "{err}");
    let (status, _, err) = ccdesk(&[
        "message",
        "compose",
        &desks.ann,
        "--game",
        "1",
        "--resign",
        "--offer-draw",
    ]);
    assert_eq!(status, 2, "{err}");
}

// rule: E7.1 E7.3 — a time claim and the protest against it, desk to desk.
#[test]
fn two_desks_claim_and_protest() {
    let mut desks = Desks::new();
    desks.send(true, &["--move", "e4"]);
    // Bo takes 45 days over his first move: over the 40 of the period.
    desks.day += 45;
    desks.send(false, &["--move", "e5"]);
    let out = desks.send(true, &["--claim-time", "--td", "Tom Dean"]);
    assert!(out.contains("a protest must reach the TD by"), "{out}");
    let out = desks.send(false, &["--protest", "--td", "Tom Dean"]);
    assert!(
        out.contains("protest against your time claim is recorded"),
        "{out}"
    );
    // Nothing left to protest against.
    let (status, _, err) = ccdesk(&["message", "compose", &desks.bo, "--game", "1", "--protest"]);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("nothing to protest against"), "{err}");
    // An unknown game stays usage.
    let (status, _, err) = ccdesk(&["message", "compose", &desks.bo, "--game", "9", "--protest"]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("there is no game"), "{err}");
}

// rule: E1.1 — a change the rules refuse is a data error (exit 1), what
// cannot be read as asked is usage (exit 2); neither changes the file
// (issue 30: "exit 1 for a failed write or a data error, 2 only for usage").
#[test]
fn a_refusal_by_the_rules_exits_1_and_usage_exits_2_with_the_file_unchanged() {
    let desks = Desks::new();
    let files = [&desks.ann, &desks.bo].map(|p| std::fs::read(p).unwrap());
    let at = |desk: &str, flags: &[&str]| {
        let mut args = vec!["message", "compose", desk, "--game", "1", "--record"];
        args.extend_from_slice(flags);
        let (status, _, err) = ccdesk(&args);
        let now = [&desks.ann, &desks.bo].map(|p| std::fs::read(p).unwrap());
        assert_eq!(now, files, "{args:?}");
        (status, err)
    };
    let compose = |flags: &[&str]| at(&desks.bo, flags);
    // Black moves first: it is White's move.
    let (status, err) = compose(&["--move", "e5", "--date", "2026-03-02"]);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("it is Ann Smith's move"), "{err}");
    // Nothing to answer, nothing to report.
    let (status, err) = compose(&["--decline-draw", "--date", "2026-03-02"]);
    assert_eq!(status, 1, "{err}");
    let (status, err) = compose(&["--report-result", "--date", "2026-03-02"]);
    assert_eq!(status, 1, "{err}");
    assert!(err.contains("has no result yet"), "{err}");
    // Usage: a date that is not one, a move that cannot be read, a flag
    // that does not go with --move.
    let (status, err) = compose(&["--resign", "--date", "2026-02-30"]);
    assert_eq!(status, 2, "{err}");
    let (status, err) = at(&desks.ann, &["--move", "Zz9", "--date", "2026-03-02"]);
    assert_eq!(status, 2, "{err}");
    let (status, err) = compose(&["--resign", "--move", "e5"]);
    assert_eq!(status, 2, "{err}");
}
