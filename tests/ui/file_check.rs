//! The window checks the project it opens, between frames (issue 19):
//! the status line says how far the check is, packets and exports wait
//! for it, and what it finds is said once it is done, as `ccdesk check`
//! says it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::CcdeskApp;
use ccdesk::domain::demo::{DemoSpec, demo_project, generate};
use ccdesk::domain::game::MoveRecord;
use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use ccdesk::domain::validate::validate;
use ccdesk::io::project_file::save;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{TODAY, WINDOW_SIZE, app_on, window};

/// The games the status line says are checked, of how many; `None` when
/// it says no check is under way.
fn checked(h: &Harness<'static, CcdeskApp>) -> Option<(usize, usize)> {
    let node = h.query_by_label_contains("checking the file: ")?;
    // A label's words are its value.
    let label = node.accesskit_node().value()?;
    let words = label.strip_prefix("checking the file: ")?;
    let (done, of) = words.strip_suffix(" games")?.split_once(" of ")?;
    Some((done.parse().ok()?, of.parse().ok()?))
}

/// A season of 160 games (2 divisions of 10 teams of 8 boards) saved
/// in a folder, with game 7's fourth move made illegal by hand.
fn season_with_an_illegal_move(dir: &std::path::Path) -> (std::path::PathBuf, Project) {
    let mut project = generate(&DemoSpec::large(2, 10, 8, 12)).unwrap();
    let game = project
        .hand_edit()
        .games
        .iter_mut()
        .find(|g| g.id == GameId(7))
        .unwrap();
    game.moves[3] = MoveRecord::new("Ke9");
    let path = dir.join("season.ron");
    save(&path, &project).unwrap();
    (path, project)
}

#[test]
fn the_check_of_an_opened_file_runs_between_frames_and_says_what_it_found() {
    let dir = tempfile::tempdir().unwrap();
    let (path, project) = season_with_an_illegal_move(dir.path());
    let total = project.games().len();
    assert!(total > 100, "{total} games");
    let mut app = app_on(Project::new("empty"), TODAY);
    app.file_check.games_per_frame = Some(5);
    app.open_path(&path);
    let mut h = window(app, WINDOW_SIZE);
    h.run_steps(1);
    // Under way: the status line says how far, in words, a few games a
    // frame.
    let (done, of) = checked(&h).expect("the status line says the check is under way");
    assert_eq!(of, total);
    assert!(done > 0 && done < total && done % 5 == 0, "{done}");
    // What vouches for the games waits for the check.
    h.get_by_label("File").click();
    h.run_steps(2);
    assert!(h.get_by_label("Export PGN").accesskit_node().is_disabled());
    h.key_press(egui::Key::Escape);
    // Done: the problem is said, as `ccdesk check` says it.
    h.run_steps(total / 5 + 2);
    assert!(h.query_by_label_contains("checking the file").is_none());
    let expected = validate(&project);
    assert_eq!(expected.len(), 1, "{expected:?}");
    let said = format!(
        "the file check found 1 problem, first {}; `ccdesk check` lists it",
        expected[0]
    );
    assert_eq!(h.state().doc.last_event.as_deref(), Some(said.as_str()));
    assert_eq!(
        h.state().announcer.current().map(|a| a.text.as_str()),
        Some(said.as_str())
    );
    assert!(said.contains("game g7"), "{said}");
    h.get_by_label("File").click();
    h.run_steps(2);
    assert!(!h.get_by_label("Export PGN").accesskit_node().is_disabled());
}

#[test]
fn a_change_while_the_check_runs_starts_it_again_and_a_clean_file_says_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    save(&path, &demo_project()).unwrap();
    let mut app = app_on(Project::new("empty"), TODAY);
    app.file_check.games_per_frame = Some(2);
    app.open_path(&path);
    let mut h = window(app, WINDOW_SIZE);
    h.run_steps(1);
    let total = h.state().doc.project.games().len();
    let (before, of) = checked(&h).expect("under way");
    assert_eq!(of, total);
    assert!(before >= 2, "{before}");
    // A change to the project: the check starts again on the new one.
    h.state_mut()
        .execute(ccdesk::domain::command::Command::RenameProject {
            name: "Renamed".to_owned(),
        });
    h.run_steps(1);
    let (after, _) = checked(&h).expect("under way again");
    assert!(after < before, "{after} after {before}");
    h.run_steps(total / 2 + 2);
    assert!(h.query_by_label_contains("checking the file").is_none());
    // Nothing to say of a file without problems.
    assert!(
        h.state()
            .doc
            .last_event
            .as_deref()
            .is_none_or(|e| !e.contains("file check")),
        "{:?}",
        h.state().doc.last_event
    );
}
