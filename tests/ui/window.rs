//! The window, driven through egui_kittest: the four panes on the demo,
//! selecting a game, playing a move by clicking squares, undo, and a
//! snapshot of the whole window.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, WINDOW_SIZE, app_on, window};

fn one_game() -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    p.hand_edit().games.push(Game::new(
        GameId(1),
        PlayerId(1),
        PlayerId(2),
        "Club friendly",
    ));
    p
}

#[test]
fn the_four_panes_show_the_demo() {
    let mut h = window(app_on(demo_project(), TODAY), WINDOW_SIZE);
    h.run();
    for title in ["Board", "Scoresheet", "Clock ledger", "Tournament admin"] {
        assert!(
            // The dividers between panes name them too.
            h.query_all_by_label_contains(title).next().is_some(),
            "{title} pane missing"
        );
    }
    // Division 1 is shown first; the other division is one choice away.
    assert!(h.query_by_label_contains("Games (24)").is_some());
    h.get_by_label("division").click();
    h.run();
    h.get_by_label_contains("Division 2 (5 teams, 4 boards)")
        .click();
    h.run();
    assert!(h.query_by_label_contains("Games (20)").is_some());
    // The ledger pane lists the selected game's move dates.
    assert!(h.query_all_by_label("2025-10-15").count() >= 2);
}

#[test]
fn selecting_a_game_shows_it_on_board_and_scoresheet() {
    let project = demo_project();
    let target = project.games()[5].clone();
    let label = format!(
        "{} – {}",
        project.player_name(target.white),
        project.player_name(target.black)
    );
    let mut h = window(app_on(project, TODAY), WINDOW_SIZE);
    h.run();
    // The game is listed in the admin pane (and in the games list).
    h.get_all_by_label_contains(&label).next().unwrap().click();
    h.run();
    assert_eq!(h.state().selection.game, Some(target.id));
    // The scoresheet heading names the players, and its last move is in
    // sight (the sheet keeps the latest moves in view; rows out of sight
    // are not laid out).
    assert!(h.query_all_by_label(&label).count() >= 1);
    let last = &target.moves.last().unwrap().san;
    assert!(h.query_all_by_label(last).count() >= 1);
    // The board shows the game's final position: every square labelled.
    let replay = target.replay().unwrap();
    let pos = replay.current();
    use shakmaty::Position;
    let e1 = pos.board().piece_at(shakmaty::Square::E1);
    let expected = match e1 {
        Some(p) => format!(
            "e1 {} {}",
            if p.color.is_white() { "white" } else { "black" },
            format!("{:?}", p.role).to_lowercase()
        ),
        None => "e1".to_owned(),
    };
    assert!(h.query_by_label(&expected).is_some(), "{expected}");
}

#[test]
fn a_move_by_clicks_then_undo_and_redo() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    h.get_by_label("e2 white pawn").click();
    h.run();
    h.get_by_label("e4").click();
    h.run();
    // The move asks for its dates under the board before it is recorded.
    assert!(h.state().doc.project.games()[0].moves.is_empty());
    h.get_by_label("record as sent").click();
    h.run();
    assert_eq!(h.state().doc.project.games()[0].moves.len(), 1);
    assert_eq!(h.state().doc.project.games()[0].moves[0].san, "e4");
    assert_eq!(
        h.state().doc.project.games()[0].moves[0].sent,
        NaiveDate::from_ymd_opt(2026, 11, 29)
    );
    assert!(h.state().doc.is_dirty());
    assert!(h.query_by_label("e4 white pawn").is_some());
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label("Undo").click();
    h.run();
    assert!(h.state().doc.project.games()[0].moves.is_empty());
    assert!(h.query_by_label("e2 white pawn").is_some());
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label("Redo").click();
    h.run();
    assert_eq!(h.state().doc.project.games()[0].moves.len(), 1);
}

// rule: E1.1 (only legal moves are accepted)
#[test]
fn an_illegal_click_changes_nothing() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    h.get_by_label("e2 white pawn").click();
    h.run();
    h.get_by_label("e5").click();
    h.run();
    assert!(h.state().doc.project.games()[0].moves.is_empty());
    assert!(!h.state().doc.is_dirty());
    assert!(h.query_by_label_contains("not a legal move").is_some());
}

#[test]
fn a_typed_move_is_played() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    let field = h.get_by_label("Move:");
    field.focus();
    h.run();
    h.get_by_label("Move:").type_text("Nf3");
    h.run();
    h.get_by_label("Play").click();
    h.run();
    h.get_by_label("record as sent").click();
    h.run();
    assert_eq!(h.state().doc.project.games()[0].moves[0].san, "Nf3");
}

#[test]
fn closing_with_unsaved_changes_asks_first() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    h.get_by_label("e2 white pawn").click();
    h.run();
    h.get_by_label("e4").click();
    h.run();
    h.get_by_label("not sent yet").click();
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Quit").click();
    h.run();
    assert!(h.query_by_label("Unsaved changes").is_some());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("Unsaved changes").is_none());
    assert_eq!(h.state().doc.project.games()[0].moves.len(), 1);
}

#[test]
fn a_bad_file_is_reported_and_the_project_stays_open() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, "(format_version: 1, name: ").unwrap();
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    h.state_mut().open_path(&bad);
    h.run();
    assert!(h.query_by_label_contains("damaged").is_some());
    assert_eq!(h.state().doc.project.name(), "Friendlies");
    h.get_by_label("OK").click();
    h.run();
    assert!(h.query_by_label_contains("damaged").is_none());
}

#[test]
fn whole_window_snapshot() {
    let mut h = window(app_on(demo_project(), TODAY), WINDOW_SIZE);
    h.run();
    h.snapshot("whole_window_demo");
}
