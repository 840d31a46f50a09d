//! The first run (issue 20): a welcome the first time the window starts,
//! saying what the demo is and whose desk it is, with three ways to begin;
//! reopened from Help > Welcome; not shown again once closed (the per-user
//! settings remember it); and the demo opens on the owner's game that
//! waits for his move. The welcome takes neither the keyboard nor the menus
//! from the window (the .deb smoke test presses Ctrl+Shift+S and clicks the
//! File menu while it is open).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use ccdesk::app::Pane;
use ccdesk::app::services::Settings;
use ccdesk::app::workspace::{Chosen, Workspace};
use ccdesk::domain::ids::GameId;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{WINDOW_SIZE, Window, demo_app, open_window};

/// The window as `ccdesk` starts it on the demo, with settings in `settings`.
fn started(settings: PathBuf) -> Window {
    let mut app = demo_app(Some(settings));
    app.open_at_start(None);
    open_window(app, WINDOW_SIZE)
}

fn kept(settings: &std::path::Path) -> Settings {
    ron::from_str(&std::fs::read_to_string(settings).unwrap()).unwrap()
}

#[test]
fn the_first_start_welcomes_and_says_whose_desk_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = started(dir.path().join("settings.ron"));
    assert!(h.state().is_welcome_open());
    assert!(h.query_by_label("Welcome to ccdesk").is_some());
    assert!(h.query_by_label_contains("is the demo").is_some());
    assert!(h.query_by_label_contains("\"I\" am Ian Lockwood").is_some());
    for button in [
        "Explore the demo",
        "Start my own games",
        "Start a competition",
    ] {
        assert!(h.query_by_label(button).is_some(), "{button}");
    }
    // The demo opens on Ian Lockwood's game in play where it is his move.
    assert_eq!(h.state().selection.game, Some(GameId(45)));
    assert!(
        h.query_all_by_label_contains("White to move")
            .next()
            .is_some()
    );
    h.snapshot("welcome_first_run");
}

#[test]
fn a_closed_welcome_is_not_shown_again_but_help_reopens_it() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let mut h = started(settings.clone());
    h.get_by_label("Explore the demo").click();
    h.run();
    assert!(!h.state().is_welcome_open());
    assert!(h.state().doc.is_demo);
    assert!(kept(&settings).welcomed);
    drop(h);

    let mut again = started(settings);
    assert!(!again.state().is_welcome_open());
    assert!(again.query_by_label("Welcome to ccdesk").is_none());
    again.get_by_label("Help").click();
    again.run();
    again.get_by_label("Welcome…").click();
    again.run();
    assert!(again.query_by_label("Welcome to ccdesk").is_some());
}

#[test]
fn escape_closes_the_welcome_for_good() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let mut h = started(settings.clone());
    assert!(h.state().is_welcome_open());
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!h.state().is_welcome_open());
    assert!(h.query_by_label("Welcome to ccdesk").is_none());
    assert!(
        kept(&settings).welcomed,
        "closed by Escape is closed as by a button"
    );
}

#[test]
fn the_welcome_leaves_the_keyboard_and_the_file_menu_to_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = started(dir.path().join("settings.ron"));
    assert!(h.state().is_welcome_open());
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::S,
    );
    h.run();
    assert_eq!(
        h.state().doc.last_event.as_deref(),
        Some("Save as… cancelled, nothing written")
    );
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Export PGN").hover();
    h.run();
    assert!(h.query_by_label("Whole project…").is_some());
}

#[test]
fn start_my_own_games_opens_a_new_project_on_the_new_game_form() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = started(dir.path().join("settings.ron"));
    h.get_by_label("Start my own games").click();
    h.run();
    assert!(!h.state().doc.is_demo);
    assert!(h.state().doc.project.games().is_empty());
    assert!(h.query_by_label("New game").is_some());
    assert_eq!(
        h.state().chosen_workspace(),
        &Chosen::Builtin(Workspace::Player)
    );
}

#[test]
fn start_a_competition_opens_the_season_set_up_for_the_organiser() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = started(dir.path().join("settings.ron"));
    h.get_by_label("Start a competition").click();
    h.run();
    assert!(!h.state().doc.is_demo);
    assert!(h.state().doc.project.competition().is_none());
    assert!(h.state().is_pane_visible(Pane::Admin));
    assert!(h.query_by_label("Start a competition").is_some());
    assert_eq!(
        h.state().chosen_workspace(),
        &Chosen::Builtin(Workspace::Organiser)
    );
}
