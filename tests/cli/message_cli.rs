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
        .games()
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

    // The receiver's project: the game before its last move, at the desk
    // of the player who did not play it (only the opponent's mail moves
    // his pieces).
    let mut p = ccdesk::io::project_file::load(std::path::Path::new(&project)).unwrap();
    p.hand_edit().game(game.id).unwrap().moves.pop();
    let receiver = if game.moves.len() % 2 == 1 {
        game.black
    } else {
        game.white
    };
    *p.hand_edit().owner = Some(receiver);
    let before = dir.path().join("before.ron");
    ccdesk::io::project_file::save(&before, &p).unwrap();
    let before = before.display().to_string();
    let (status, out, err) = ccdesk(&["message", "read", &before], &text);
    assert_eq!(status, 0, "{out}{err}");
    // rule: E2.9 — no arrival given: assumed, and said.
    assert!(out.contains("(assumed, E2.9: sent "), "{out}");
    assert!(out.contains("no problems found"), "{out}");
    assert!(
        out.contains(game.moves.last().unwrap().san.as_str()),
        "{out}"
    );

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

// rule: E5.1 — a game's correspondence goes to the TD on request: all of it, or what the search finds.
#[test]
fn history_prints_or_writes_one_games_correspondence() {
    let (dir, project, _) = setup();
    let demo = ccdesk::domain::demo::demo_project();
    let kept = &demo.correspondence();
    let game = kept[0].game;
    let other = kept.iter().find(|c| c.game != game).unwrap().game;
    let id = game.to_string();
    let (status, out, err) = ccdesk(&["message", "history", &project, "--game", &id], "");
    assert_eq!(status, 0, "{err}");
    assert!(
        out.starts_with(&format!("Correspondence of game {game}\n")),
        "{out}"
    );
    let mine: Vec<_> = kept.iter().filter(|c| c.game == game).collect();
    for c in &mine {
        assert!(
            out.contains(&format!("===== {} {} =====", c.direction.word(), c.date)),
            "{out}"
        );
    }
    assert!(out.contains("--- as read by the recipient ---"));
    assert!(!out.contains(&format!("game: {other}")));
    // A search keeps only the messages that contain it.
    let reply = mine
        .last()
        .unwrap()
        .subject
        .rsplit(", ")
        .next()
        .unwrap()
        .to_owned();
    let (status, found, _) = ccdesk(
        &[
            "message", "history", &project, "--game", &id, "--search", &reply,
        ],
        "",
    );
    assert_eq!(status, 0);
    assert!(
        found.contains(&format!("Messages containing \"{reply}\"")),
        "{found}"
    );
    assert!(found.matches("=====").count() < out.matches("=====").count());
    // To a file.
    let file = dir.path().join("for-the-td.txt");
    let (status, printed, err) = ccdesk(
        &[
            "message",
            "history",
            &project,
            "--game",
            &id,
            "-o",
            &file.display().to_string(),
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert!(printed.is_empty());
    assert_eq!(std::fs::read_to_string(&file).unwrap(), out);
    // A game without messages says so; an unknown game is bad usage.
    let quiet = demo
        .games()
        .iter()
        .find(|g| !kept.iter().any(|c| c.game == g.id))
        .unwrap()
        .id
        .to_string();
    let (status, out, _) = ccdesk(&["message", "history", &project, "--game", &quiet], "");
    assert_eq!(status, 0);
    assert!(out.contains("No messages are kept for this game."));
    let (status, _, err) = ccdesk(&["message", "history", &project, "--game", "99999"], "");
    assert_eq!(status, 2);
    assert!(err.contains("there is no game g99999"), "{err}");
}

/// Ann (White) sent 2.Nf3 on 1 Mar 2026; Bob Bramley has been silent since.
fn silent_desk(dir: &tempfile::TempDir) -> String {
    use ccdesk::domain::game::{Game, MoveRecord};
    use ccdesk::domain::ids::{GameId, PlayerId};
    use ccdesk::domain::player::Player;
    let d = |m, day| chrono::NaiveDate::from_ymd_opt(2026, m, day).unwrap();
    let mut p = ccdesk::domain::project::Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.email = "ann@chess.example".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.email = "bob@chess.example".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.rules = "ICCF email".into();
    g.start = Some(d(2, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(2, 2))),
        MoveRecord::new("e5").dated(Some(d(2, 3)), Some(d(2, 10))),
        MoveRecord::new("Nf3").dated(Some(d(2, 11)), Some(d(3, 1))),
    ];
    p.hand_edit().games.push(g);
    let path = dir.path().join("ann.ron");
    ccdesk::io::project_file::save(&path, &p).unwrap();
    path.display().to_string()
}

// rule: E3.2 — no reply 14 days after the repeat: the TD is told, with a copy to the opponent.
// rule: E3.1 — the repeat itself, with a copy to the TD.
#[test]
fn compose_tells_the_td_after_a_further_silence() {
    let dir = tempfile::tempdir().unwrap();
    let project = silent_desk(&dir);
    let args = |date: &'static str| {
        vec![
            "message",
            "compose",
            project.as_str(),
            "--game",
            "1",
            "--inform-td",
            "--date",
            date,
            "--td",
            "Tom Director",
            "--td-email",
            "td@chess.example",
        ]
    };
    let (status, out, err) = ccdesk(&args("2026-04-02"), "");
    assert_eq!(status, 0, "{err}");
    assert!(
        out.starts_with(
            "Subject: Friendly: no reply from Bob Bramley since 1 Mar 2026 (rule E3.2)\nTo: Tom Director <td@chess.example>\nCc: Bob Bramley <bob@chess.example>\n"
        ),
        "{out}"
    );
    assert!(out.contains("I sent my move 2.Nf3 to Bob Bramley on 1 Mar 2026. Its repeat with all details was due on 15 Mar 2026 (rule E3.1)."), "{out}");
    assert!(out.contains("await your decision"));
    assert!(out.contains("kind: escalation"));
    assert!(!out.contains("note:"), "{out}");
    // Asked for before it is due: printed, with a note.
    let (status, early, _) = ccdesk(&args("2026-03-20"), "");
    assert_eq!(status, 0);
    assert!(
        early.contains("note: telling the TD (E3.2) is due only from 2026-03-29"),
        "{early}"
    );
    // The repeat (E3.1) and its .eml.
    let eml = dir.path().join("repeat.eml");
    let (status, repeat, err) = ccdesk(
        &[
            "message",
            "compose",
            &project,
            "--game",
            "g1",
            "--repeat",
            "--date",
            "2026-03-16",
            "--td",
            "Tom Director",
            "--td-email",
            "td@chess.example",
            "--eml",
            &eml.display().to_string(),
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert!(repeat.contains("Subject: REPEAT: "), "{repeat}");
    assert!(
        repeat.contains("Cc: Tom Director <td@chess.example>"),
        "{repeat}"
    );
    let mail = ccdesk::io::eml::load_eml(&eml).unwrap();
    assert!(mail.body.contains("I have had no reply to my move 2.Nf3"));
    // The silence letters take no move.
    let (status, _, _) = ccdesk(
        &[
            "message",
            "compose",
            &project,
            "--game",
            "1",
            "--inform-td",
            "--move",
            "Nc6",
        ],
        "",
    );
    assert_eq!(status, 2);
}
