//! PGN from the File menu through egui_kittest, with a fake file chooser:
//! a file with one damaged game imports the others and reports the damaged
//! one (game number, move number, token); the import undoes in one step;
//! a game, a division and the whole project are exported and read back.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use ccdesk::app::services::FakeFileChooser;
use ccdesk::app::{CcdeskApp, Dialog};
use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use ccdesk::io::pgn::{Selection, read_pgn, select_games};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, WINDOW_SIZE, app_with_files, click, open_window};

/// Three games; the second plays the white king from e1 to e3 at move 2.
const THREE_GAMES: &str = r#"[Event "Spring friendly"]
[Site "?"]
[Date "2026.03.01"]
[Round "-"]
[White "Dora Dale"]
[Black "Eli Eck"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "Broken friendly"]
[White "Fay Fell"]
[Black "Gus Gray"]
[Result "*"]

1. e4 e5 2. Ke3 Nc6 *

[Event "Autumn friendly"]
[White "Hal Hume"]
[Black "Ida Ince"]
[Result "*"]

1. d4 d5 2. c4 {the Queen's Gambit} *
"#;

fn harness(project: Project, files: FakeFileChooser) -> Harness<'static, CcdeskApp> {
    open_window(app_with_files(project, TODAY, files), WINDOW_SIZE)
}

/// File > Export PGN, then `path` of submenu items.
fn export(h: &mut Harness<'static, CcdeskApp>, path: &[&str]) {
    click(h, "File");
    h.get_by_label("Export PGN").hover();
    h.run();
    for (i, item) in path.iter().enumerate() {
        if i + 1 < path.len() {
            h.get_by_label(item).hover();
        } else {
            h.get_by_label(item).click();
        }
        h.run();
    }
}

fn write_pgn_file(dir: &Path) -> PathBuf {
    let path = dir.join("three.pgn");
    std::fs::write(&path, THREE_GAMES).unwrap();
    path
}

#[test]
fn a_damaged_game_is_reported_while_the_others_import_in_one_undo() {
    let dir = tempfile::tempdir().unwrap();
    let files = FakeFileChooser {
        open_pgn: Some(write_pgn_file(dir.path())),
        ..FakeFileChooser::default()
    };
    let mut h = harness(Project::new("Friendlies"), files);
    click(&mut h, "File");
    click(&mut h, "Import PGN…");
    // The report names the damaged game, its move and the token.
    assert!(matches!(h.state().dialog, Some(Dialog::PgnImported(_))));
    assert!(
        h.query_by_label_contains("imported 2 games (4 new players)")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("game 2 not imported: move 2. `Ke3` cannot be played")
            .is_some()
    );
    h.snapshot("pgn_import_report");
    click(&mut h, "OK");
    assert!(h.state().dialog.is_none());
    // The two good games are in the list, the first one shown.
    assert!(
        h.query_by_label_contains("Dora Dale – Eli Eck  (")
            .is_some()
            && h.query_by_label_contains("· Spring friendly").is_some()
    );
    assert!(
        h.query_by_label_contains("Hal Hume – Ida Ince  (")
            .is_some()
            && h.query_by_label_contains("· Autumn friendly").is_some()
    );
    assert!(h.query_by_label_contains("Broken friendly").is_none());
    let project = &h.state().doc.project;
    assert_eq!(project.games().len(), 2);
    assert_eq!(project.games()[0].moves.len(), 7);
    assert_eq!(h.state().selection.game, Some(project.games()[0].id));
    // One undo takes the whole import back.
    click(&mut h, "Edit");
    click(&mut h, "Undo");
    assert!(h.state().doc.project.games().is_empty());
    assert!(h.state().doc.project.players().is_empty());
}

#[test]
fn a_file_that_cannot_be_read_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let files = FakeFileChooser {
        open_pgn: Some(dir.path().join("missing.pgn")),
        ..FakeFileChooser::default()
    };
    let mut h = harness(Project::new("Friendlies"), files);
    click(&mut h, "File");
    click(&mut h, "Import PGN…");
    assert!(matches!(h.state().dialog, Some(Dialog::Error(_))));
    assert!(
        h.query_all_by_label_contains("missing.pgn")
            .next()
            .is_some()
    );
    assert!(!h.state().doc.is_dirty());
}

#[test]
fn the_selected_game_and_the_whole_project_export_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut project = Project::new("Friendlies");
    ccdesk::io::pgn::import_pgn(&mut project, THREE_GAMES.as_bytes()).unwrap();
    let one = dir.path().join("one.pgn");
    let files = FakeFileChooser {
        save_pgn: Some(one.clone()),
        ..FakeFileChooser::default()
    };
    let mut h = harness(project, files);
    h.get_by_label_contains("Hal Hume – Ida Ince  (").click();
    h.run();
    export(&mut h, &["Selected game…"]);
    let text = std::fs::read_to_string(&one).unwrap();
    let read = read_pgn(text.as_bytes());
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.games.len(), 1);
    let game = &read.games[0].game;
    assert_eq!(game.event, "Autumn friendly");
    let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["d4", "d5", "c4"]);
    assert!(text.contains("{the Queen's Gambit}"));
    assert!(
        h.query_by_label_contains(&format!("wrote 1 game to {}", one.display()))
            .is_some()
    );

    // The whole project: both games, in project order.
    export(&mut h, &["Whole project…"]);
    let read = read_pgn(std::fs::read(&one).unwrap().as_slice());
    assert!(read.problems.is_empty());
    let events: Vec<String> = read.games.iter().map(|g| g.game.event.clone()).collect();
    assert_eq!(events, ["Spring friendly", "Autumn friendly"]);
}

#[test]
fn a_division_and_a_team_of_the_season_export_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("division.pgn");
    let project = ccdesk::app::shipped_demo();
    let division = project.divisions()[0].name.clone();
    let expected: Vec<GameId> = select_games(&project, &Selection::Division(division.clone()))
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert!(!expected.is_empty());
    let files = FakeFileChooser {
        save_pgn: Some(out.clone()),
        ..FakeFileChooser::default()
    };
    let mut h = harness(project, files);
    export(&mut h, &["A division", &format!("{division}…")]);
    let read = read_pgn(std::fs::read(&out).unwrap().as_slice());
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.games.len(), expected.len());
    // Each game reads back with the moves the project holds.
    for (read, id) in read.games.iter().zip(&expected) {
        let held = h.state().doc.project.game(*id).unwrap();
        assert_eq!(read.game.moves.len(), held.moves.len());
        assert_eq!(read.game.event, held.event);
    }
    // A team: the games it plays, with either colour.
    let team = h.state().doc.project.divisions()[0].teams[0].name.clone();
    let expected = select_games(&h.state().doc.project, &Selection::Team(team.clone()))
        .unwrap()
        .len();
    assert!(expected > 0);
    export(&mut h, &["A team", &format!("{team}…")]);
    let read = read_pgn(std::fs::read(&out).unwrap().as_slice());
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.games.len(), expected);
    assert!(
        h.query_by_label_contains(&format!("wrote {expected} games to"))
            .is_some()
    );
}

#[test]
fn comment_lines_shift_no_number_and_a_second_import_offers_the_duplicates() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("commented.pgn");
    let text = format!("; games of the club\n% written by hand\n\n{THREE_GAMES}\n; the end\n");
    std::fs::write(&path, text).unwrap();
    let files = FakeFileChooser {
        open_pgn: Some(path),
        ..FakeFileChooser::default()
    };
    let mut h = harness(Project::new("Friendlies"), files);
    click(&mut h, "File");
    click(&mut h, "Import PGN…");
    // The damaged game is game 2, as pgn-extract and python-chess number it;
    // the comment lines are no games between players "?".
    assert!(
        h.query_by_label_contains("game 2 not imported: move 2. `Ke3` cannot be played")
            .is_some()
    );
    assert!(h.query_by_label_contains("no tags").is_none());
    assert_eq!(h.state().doc.project.games().len(), 2);
    click(&mut h, "OK");

    // The same file again: both good games are reported, none is added.
    click(&mut h, "File");
    click(&mut h, "Import PGN…");
    assert_eq!(h.state().doc.project.games().len(), 2);
    assert!(
        h.query_by_label_contains("2 games already in the project (the same tags and moves)")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("game 1 is already in the project (game g1): skipped")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("game 3 is already in the project (game g2): skipped")
            .is_some()
    );
    // Asked to, it imports them anyway: one more step to undo.
    click(&mut h, "Import them anyway");
    assert!(h.state().dialog.is_none());
    assert_eq!(h.state().doc.project.games().len(), 4);
    assert!(
        h.query_by_label_contains(
            "imported 2 games from commented.pgn that the project already held"
        )
        .is_some()
    );
    click(&mut h, "Edit");
    click(&mut h, "Undo");
    assert_eq!(h.state().doc.project.games().len(), 2);
}
