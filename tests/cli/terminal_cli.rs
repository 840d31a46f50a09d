//! Data from others never reaches the terminal as control (issue 30, item
//! 4): names, kept bodies, PGN tokens and server fields are printed with
//! their control characters escaped; the doors refuse them (a game's event
//! on the command line) or replace them (a project named after a file).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::save;

use crate::run_ccdesk::ccdesk;

/// True when `bytes` hold a raw escape, C1 control or direction override.
fn holds_control(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.chars().any(|c| {
        (c.is_control() && c != '\n' && c != '\t')
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

/// The demo saved in `dir` with `from` replaced by `to` in its RON text.
fn hostile_demo(dir: &Path, from: &str, to: &str) -> String {
    let path = dir.join("p.ron");
    save(&path, &demo_project()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{from} not in the demo");
    std::fs::write(&path, text.replace(from, to)).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn due_prints_a_name_with_an_escape_as_its_escape() {
    let dir = tempfile::tempdir().unwrap();
    // RON's own escapes: ESC, a clear-screen sequence and RLO.
    let p = hostile_demo(
        dir.path(),
        "\"Henrik Lindqvist\"",
        "\"Henrik\\u{1b}[2J\\u{202e}Lindqvist\"",
    );
    let o = ccdesk(&["due", &p]);
    assert!(
        !holds_control(&o.stdout),
        "{:?}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert!(!holds_control(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("Henrik\\u{1b}[2J\\u{202e}Lindqvist"), "{out}");
}

#[test]
fn message_history_prints_a_kept_body_with_its_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let p = hostile_demo(
        dir.path(),
        "With best wishes,",
        "With \\u{1b}]0;pwned\\u{7} best\\u{9b}31m wishes,",
    );
    let o = ccdesk(&["message", "history", &p, "--game", "45"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!holds_control(&o.stdout));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("With \\u{1b}]0;pwned\\u{7} best\\u{9b}31m wishes,"),
        "{out}"
    );
}

#[test]
fn pgn_import_names_a_bad_token_without_acting_on_it() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("bad.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. K\u{1b}[2Je3 *\n",
    )
    .unwrap();
    let into = dir.path().join("p.ron");
    let o = ccdesk(&[
        "pgn",
        "import",
        pgn.to_str().unwrap(),
        "--into",
        into.to_str().unwrap(),
    ]);
    assert!(
        !holds_control(&o.stderr),
        "{:?}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!holds_control(&o.stdout));
}

#[test]
fn a_new_games_event_with_a_control_character_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("p.ron");
    save(&p, &demo_project()).unwrap();
    let before = std::fs::read(&p).unwrap();
    let project = demo_project();
    let names: Vec<&str> = project
        .players()
        .iter()
        .take(2)
        .map(|p| p.name.as_str())
        .collect();
    let o = ccdesk(&[
        "game",
        "new",
        p.to_str().unwrap(),
        "--white",
        names[0],
        "--black",
        names[1],
        "--rules",
        "email",
        "--start",
        "2026-10-01",
        "--event",
        "E\u{1b}[2J",
    ]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("control character"),
        "{o:?}"
    );
    assert!(!holds_control(&o.stderr));
    assert_eq!(std::fs::read(&p).unwrap(), before);
}

#[cfg(unix)]
#[test]
fn a_project_named_after_a_hostile_file_name_passes_its_own_check() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("club\u{1b}[31mgames.pgn");
    std::fs::write(&pgn, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n").unwrap();
    let into = dir.path().join("p.ron");
    let o = ccdesk(&[
        "pgn",
        "import",
        pgn.to_str().unwrap(),
        "--into",
        into.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{o:?}");
    let project = ccdesk::io::project_file::load(&into).unwrap();
    assert_eq!(project.name(), "club [31mgames");
    let check = ccdesk(&["check", into.to_str().unwrap()]);
    assert_eq!(check.status.code(), Some(0), "{check:?}");
}

#[test]
fn check_names_control_characters_and_script_links_in_a_server_games_fields() {
    use ccdesk::domain::server::{ServerLink, XfccGame};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    let mut project = demo_project();
    let game = project
        .hand_edit()
        .games
        .iter_mut()
        .find(|g| g.result.is_none())
        .unwrap();
    game.server = Some(Box::new(ServerLink {
        server: "Club".into(),
        url: "https://club.example/xfcc".into(),
        user: "ian".into(),
        synced: None,
        game: XfccGame {
            id: "9".into(),
            white_title: "GM\u{202e}".into(),
            ..XfccGame::default()
        },
    }));
    save(&path, &project).unwrap();
    let o = ccdesk(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let said =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(said.contains("whiteTitle"), "{said}");
    assert!(!holds_control(&o.stdout) && !holds_control(&o.stderr));
    // A script link is named too.
    let game = project
        .hand_edit()
        .games
        .iter_mut()
        .find(|g| g.server.is_some())
        .unwrap();
    let link = game.server.as_mut().unwrap();
    link.game.white_title = "GM".into();
    link.game.game_link = "javascript:alert(1)".into();
    save(&path, &project).unwrap();
    let o = ccdesk(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let said =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(said.contains("gameLink"), "{said}");
}

// A name holding a line break (only a file edited by hand can hold one:
// every door refuses it) is named by every subcommand's file-check line
// and by `check` with the break escaped, each on its one line.
#[test]
fn a_name_with_a_line_break_is_named_escaped_by_the_file_check() {
    let dir = tempfile::tempdir().unwrap();
    let p = hostile_demo(dir.path(), "\"Henrik Lindqvist\"", "\"Henrik\\nLindqvist\"");
    let o = ccdesk(&["due", &p]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    // The listing keeps one deadline a line: the name's line break is
    // written as its escape, never as a new line of its own.
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.lines()
            .all(|l| l.as_bytes().first().is_some_and(u8::is_ascii_digit) || l == "nothing is due"),
        "{out}"
    );
    assert!(out.contains("Henrik\\nLindqvist"), "{out}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("(Henrik\\nLindqvist) name holds a control character, U+000A (line feed)"),
        "{err}"
    );
    let o = ccdesk(&["check", &p]);
    assert_eq!(o.status.code(), Some(1), "{o:?}");
    let said =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(said.contains("Henrik\\nLindqvist"), "{said}");
    assert!(!said.contains("Henrik\nLindqvist"), "{said}");
}
