//! Words that are true (issue 30, item 5): a date or a version that cannot
//! stand is said in words, not as the shape it should have had.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::save;

fn check(text: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    std::fs::write(&path, text).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .arg("check")
        .arg(&path)
        .output()
        .unwrap();
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr),
    )
}

#[test]
fn a_day_the_month_does_not_have_is_named_in_a_project_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    save(&path, &demo_project()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let text = text.replacen("e4 2026-09-20 2026-09-23", "e4 2026-02-30 2026-09-23", 1);
    let (status, said) = check(&text);
    assert_ne!(status, Some(0), "{said}");
    assert!(said.contains("February 2026 has 28 days"), "{said}");
}

#[test]
fn format_version_zero_is_said_as_zero() {
    let (status, said) =
        check("#![enable(implicit_some)]\n(\n  format_version: 0,\n  name: \"x\",\n)\n");
    assert_ne!(status, Some(0), "{said}");
    assert!(said.contains("format_version is missing or 0"), "{said}");
    assert!(said.contains("start at format_version 1"), "{said}");
}

/// `ccdesk check` of a project, with its exit status and all it printed.
fn check_project(project: &ccdesk::domain::project::Project) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    save(&path, project).unwrap();
    check(&std::fs::read_to_string(&path).unwrap())
}

#[test]
fn check_refuses_a_pairing_whose_division_the_season_lacks() {
    let mut project = demo_project();
    let game = project
        .hand_edit()
        .games
        .iter_mut()
        .find(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()))
        .unwrap();
    game.pairing.as_mut().unwrap().division = "Division 9".to_owned();
    let (status, said) = check_project(&project);
    assert_eq!(status, Some(1), "{said}");
    assert!(said.contains("division Division 9"), "{said}");
    assert!(said.contains("leave the standings"), "{said}");
}

// rule: C19 — no move is played after the close of play.
#[test]
fn check_refuses_a_move_sent_after_the_close_of_play_and_the_calendar_cannot_close_before_one() {
    use ccdesk::domain::command::{Command, apply};
    use ccdesk::domain::tournament::TournamentCommand;
    let project = demo_project();
    let closes = project
        .competition()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes;
    let mut late = project.clone();
    let game = late
        .hand_edit()
        .games
        .iter_mut()
        .find(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()) && !g.moves.is_empty())
        .unwrap();
    let game_id = game.id;
    let last = game.moves.last_mut().unwrap();
    last.received = Some(closes);
    last.sent = closes.succ_opt();
    let (status, said) = check_project(&late);
    assert_eq!(status, Some(1), "{said}");
    assert!(
        said.contains(&format!(
            "sent {}, after the close of play on {closes} (C19)",
            closes.succ_opt().unwrap()
        )),
        "{said}"
    );
    assert!(said.contains(&format!("game {}, move", game_id)), "{said}");

    // The calendar's close cannot be moved before a move already sent.
    let mut moved = project.clone();
    let sent = project
        .games()
        .iter()
        .filter(|g| g.pairing.as_ref().is_some_and(|p| p.is_current()))
        .flat_map(|g| g.moves.iter().filter_map(|m| m.sent))
        .max()
        .unwrap();
    let mut calendar = project
        .competition()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .clone();
    calendar.play_closes = sent.pred_opt().unwrap();
    calendar.play_starts = calendar.play_starts.min(calendar.play_closes);
    calendar.fees_due = calendar.fees_due.min(calendar.play_closes);
    calendar.pairings = calendar.pairings.min(calendar.play_starts);
    calendar.forms = calendar.forms.min(calendar.pairings);
    calendar.entries = calendar.entries.min(calendar.forms).min(calendar.fees_due);
    let err = apply(
        &mut moved,
        Command::Tournament(TournamentCommand::SetCalendar(Box::new(calendar))),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains(&format!("was sent on {sent}, after it")),
        "{err}"
    );
    assert_eq!(moved, project);
}
