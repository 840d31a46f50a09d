#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk message compose` and `ccdesk message read` with the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

fn ccdesk(args: &[&str], stdin: &str) -> (u8, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A demo project file and one of the owner's email games in play.
fn setup() -> (tempfile::TempDir, String, ccdesk::domain::game::Game) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    let project = ccdesk::domain::demo::demo_project();
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let game = project
        .games
        .iter()
        .rev()
        .find(|g| g.result.is_none() && g.moves.len() > 2)
        .unwrap()
        .clone();
    (dir, path.display().to_string(), game)
}

// rule: E2.1 — compose prints the numbered move; rule: E2.4 — with the sender's name and email.
#[test]
fn compose_then_read_back_through_the_binary() {
    let (dir, project, game) = setup();
    let id = game.id.to_string();
    let (status, text, err) = ccdesk(&["message", "compose", &project, "--game", &id], "");
    assert_eq!(status, 0, "{err}");
    assert!(text.starts_with("Subject: "), "{text}");
    assert!(text.contains("My move:"));
    assert!(text.contains("--- ccdesk message 1 ---"));

    // The receiver's project: the game before its last move.
    let mut p = ccdesk::io::project_file::load(std::path::Path::new(&project)).unwrap();
    p.game_mut(game.id).unwrap().moves.pop();
    let before = dir.path().join("before.ron");
    ccdesk::io::project_file::save(&before, &p).unwrap();
    let before = before.display().to_string();
    let (status, out, err) = ccdesk(&["message", "read", &before], &text);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("no problems found"), "{out}");
    assert!(out.contains(&game.moves.last().unwrap().san), "{out}");

    // The same as an .eml file.
    let eml = dir.path().join("m.eml");
    let (status, _, err) = ccdesk(
        &[
            "message",
            "compose",
            &project,
            "--game",
            &id[1..],
            "--eml",
            &eml.display().to_string(),
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    let (status, out, err) = ccdesk(
        &["message", "read", &before, &eml.display().to_string()],
        "",
    );
    assert_eq!(status, 0, "{out}{err}");
}

// rule: E4.2 — an illegal move is referred back, exit 1; rule: E6.6 — with its penalty.
#[test]
fn read_reports_problems_with_exit_one_and_a_referral() {
    let (_dir, project, game) = setup();
    let id = game.id.to_string();
    let message = "Your move: Qxh8\nMy move: Ke9\n";
    let (status, out, _) = ccdesk(
        &["message", "read", &project, "--game", &id, "--reply"],
        message,
    );
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("(E4.1)"), "{out}");
    assert!(out.contains("(E4.2)"), "{out}");
    assert!(out.contains("penalty (E6.6)"), "{out}");
    assert!(out.contains("Please send the correction"), "{out}");
}

#[test]
fn compose_plays_a_move_given_in_any_notation() {
    let (_dir, project, game) = setup();
    let replay = game.replay().unwrap();
    let pos = replay.current();
    let mv = shakmaty::Position::legal_moves(pos)[0];
    let uci =
        ccdesk::domain::notation::format_move(pos, &mv, ccdesk::domain::notation::Notation::Uci);
    let san =
        ccdesk::domain::notation::format_move(pos, &mv, ccdesk::domain::notation::Notation::San);
    let (status, text, err) = ccdesk(
        &[
            "message",
            "compose",
            &project,
            "--game",
            &game.id.to_string(),
            "--move",
            &uci,
            "--date",
            "2026-12-01",
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert!(text.contains(&san), "{text}");
    assert!(text.contains("1 Dec 2026"), "{text}");
}

#[test]
fn bad_usage_exits_two() {
    let (_dir, project, game) = setup();
    let id = game.id.to_string();
    for args in [
        vec!["message", "compose", project.as_str(), "--game", "x9"],
        vec!["message", "compose", project.as_str(), "--game", "99999"],
        vec![
            "message",
            "compose",
            project.as_str(),
            "--game",
            id.as_str(),
            "--move",
            "Ke9",
        ],
        vec![
            "message",
            "compose",
            project.as_str(),
            "--game",
            id.as_str(),
            "--date",
            "1 Dec",
        ],
        vec!["message", "read", "/nonexistent.ron"],
        vec!["message", "read", project.as_str(), "/nonexistent.txt"],
        vec!["message"],
    ] {
        let (status, _, err) = ccdesk(&args, "");
        assert_eq!(status, 2, "{args:?}: {err}");
    }
}
