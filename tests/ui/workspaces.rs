//! Workspaces (issue 20): View > Player, Organiser, Adjudicator and All
//! panes, each its own layout; the user's own layouts saved by name; Reset
//! layout; the layout, the zoom and the theme kept in the per-user settings
//! and restored by a new window; and snapshots of each workspace on the
//! demo at 1280x800 and 1024x700, looked at for words cut off.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use ccdesk::app::services::Settings;
use ccdesk::app::workspace::{Chosen, Workspace};
use ccdesk::app::{CcdeskApp, Pane};
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, demo_app, window};

/// A window on the demo, on the game the window starts on, with settings
/// kept in `settings` (`None`: not kept).
fn demo_window(settings: Option<PathBuf>) -> CcdeskApp {
    let mut app = demo_app(settings);
    let game = ccdesk::app::welcome::start_game(&app.doc.project, TODAY).unwrap();
    app.select_game(game);
    app
}

fn shown(app: &CcdeskApp) -> Vec<Pane> {
    Pane::ALL
        .into_iter()
        .filter(|p| app.is_pane_visible(*p))
        .collect()
}

#[test]
fn each_workspace_shows_the_panes_of_its_work() {
    let mut h = window(demo_window(None), [1280.0, 800.0]);
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Organiser").click();
    h.run();
    assert_eq!(shown(h.state()), vec![Pane::Games, Pane::Admin]);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Player").click();
    h.run();
    assert_eq!(
        shown(h.state()),
        vec![Pane::Games, Pane::Board, Pane::Scoresheet, Pane::Ledger]
    );
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Adjudicator").click();
    h.run();
    assert_eq!(
        shown(h.state()),
        vec![
            Pane::Board,
            Pane::Scoresheet,
            Pane::Ledger,
            Pane::Adjudication
        ]
    );
    // The pane headings are their names, with no grip symbol in them.
    assert!(h.query_by_label("Adjudication").is_some());
    assert!(h.query_by_label_contains("⠿").is_none());
}

#[test]
fn reset_layout_puts_back_the_workspace_s_own_layout() {
    let mut h = window(demo_window(None), [1280.0, 800.0]);
    h.run();
    h.state_mut().choose_workspace(Workspace::Player);
    h.state_mut().set_pane_visible(Pane::Board, false);
    h.state_mut().set_pane_visible(Pane::Admin, true);
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Reset layout").click();
    h.run();
    assert_eq!(
        shown(h.state()),
        vec![Pane::Games, Pane::Board, Pane::Scoresheet, Pane::Ledger]
    );
}

#[test]
fn an_own_layout_is_saved_by_name_and_chosen_again() {
    let mut h = window(demo_window(None), [1280.0, 800.0]);
    h.run();
    h.state_mut().choose_workspace(Workspace::Player);
    h.state_mut().set_pane_visible(Pane::Analysis, true);
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Save layout as").focus();
    h.run();
    h.get_by_label("Save layout as")
        .type_text("Evening analysis");
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Save")
        .click();
    h.run();
    assert_eq!(h.state().own_workspaces(), vec!["Evening analysis"]);
    h.state_mut().choose_workspace(Workspace::Organiser);
    h.run();
    assert!(!h.state().is_pane_visible(Pane::Analysis));
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Evening analysis").click();
    h.run();
    assert!(h.state().is_pane_visible(Pane::Analysis));
    assert_eq!(
        h.state().chosen_workspace(),
        &Chosen::Own("Evening analysis".to_owned())
    );
    // A built-in name is refused, and the window says why.
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Save layout as").focus();
    h.run();
    h.get_by_label("Save layout as").type_text("player");
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Save")
        .click();
    h.run();
    assert_eq!(
        h.state().doc.last_event.as_deref(),
        Some("layout not saved: that is the name of a built-in workspace")
    );
    // Deleted, it is gone from View and the chosen workspace is All panes.
    h.state_mut().delete_own_workspace("Evening analysis");
    assert!(h.state().own_workspaces().is_empty());
    assert_eq!(
        h.state().chosen_workspace(),
        &Chosen::Builtin(Workspace::AllPanes)
    );
}

#[test]
fn the_layout_zoom_and_theme_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let mut h = window(demo_window(Some(settings.clone())), [1280.0, 800.0]);
    h.run();
    h.state_mut().choose_workspace(Workspace::Organiser);
    h.state_mut().set_pane_visible(Pane::Correspondence, true);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run();
    h.run();
    assert!((h.ctx.zoom_factor() - 1.1).abs() < 1e-4);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    drop(h);

    let kept: Settings = ron::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
    assert_eq!(kept.zoom, Some(1.1));
    assert_eq!(kept.layout.chosen, Chosen::Builtin(Workspace::Organiser));

    let mut again = window(demo_window(Some(settings.clone())), [1280.0, 800.0]);
    again.run();
    assert_eq!(
        shown(again.state()),
        vec![Pane::Games, Pane::Admin, Pane::Correspondence]
    );
    assert!((again.ctx.zoom_factor() - 1.1).abs() < 1e-4);
    assert_eq!(
        again.ctx.options(|o| o.theme_preference),
        egui::ThemePreference::Dark
    );
    // Nothing is written while nothing changes (not once a frame).
    std::fs::remove_file(&settings).unwrap();
    for _ in 0..3 {
        again.run();
    }
    assert!(!settings.exists());
    // Ctrl+0 goes back to actual size, and that is kept too.
    again.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Num0);
    again.run();
    again.run();
    let kept: Settings = ron::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
    assert_eq!(kept.zoom, None);
    // View > System theme follows the system again.
    again.get_by_label("View").click();
    again.run();
    again.get_by_label("System theme").click();
    again.run();
    assert_eq!(
        again.ctx.options(|o| o.theme_preference),
        egui::ThemePreference::System
    );
}

/// The window in `workspace` at 1280x800 and at 1024x700, snapshotted as
/// `workspace_<name>_<size>`.
fn workspace_snapshots(workspace: Workspace, name: &str) {
    let mut h = window(demo_window(None), [1280.0, 800.0]);
    h.state_mut().choose_workspace(workspace);
    h.run();
    h.snapshot(format!("workspace_{name}_1280x800"));
    h.set_size(egui::vec2(1024.0, 700.0));
    h.run();
    h.snapshot(format!("workspace_{name}_1024x700"));
}

#[test]
fn player_workspace_snapshots() {
    workspace_snapshots(Workspace::Player, "player");
}

#[test]
fn organiser_workspace_snapshots() {
    workspace_snapshots(Workspace::Organiser, "organiser");
}

#[test]
fn adjudicator_workspace_snapshots() {
    workspace_snapshots(Workspace::Adjudicator, "adjudicator");
}

#[test]
fn all_panes_workspace_snapshots() {
    workspace_snapshots(Workspace::AllPanes, "all_panes");
}

/// A header too long for its pane is cut with "…" rather than widening the
/// pane's content (every label after it then wrapped wider than the pane
/// and was cut at its edge); its whole title is its name for a screen
/// reader.
#[test]
fn a_long_header_is_cut_to_its_pane_and_keeps_its_whole_name() {
    let mut h = window(demo_window(None), [1024.0, 700.0]);
    h.state_mut().choose_workspace(Workspace::AllPanes);
    h.run();
    let whole = "due for Ian Lockwood as of 2026-11-29 (3 games)";
    let header = h.get_by_label(whole);
    // Its box ends inside the window (it used to reach past the right
    // edge, and so did every wrapped label after it).
    assert!(header.rect().right() <= 1024.0, "{:?}", header.rect());
    let summary = h.get_by_label_contains("Ian Lockwood (white): 28 days used");
    assert!(summary.rect().right() <= 1024.0, "{:?}", summary.rect());
}

/// The middle of the pane heading `title` (the label that drags its pane).
fn heading_centre(h: &egui_kittest::Harness<'_, CcdeskApp>, title: &str) -> egui::Pos2 {
    h.query_all_by_label(title)
        .next()
        .unwrap_or_else(|| panic!("no heading {title}"))
        .rect()
        .center()
}

// README, Files and backups: a pane dragged by its heading moves, and the
// layout as the user leaves it is kept in the settings.
#[test]
fn a_pane_dragged_by_its_heading_moves_and_the_layout_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let mut h = window(demo_window(Some(settings.clone())), [1280.0, 800.0]);
    h.run();
    h.state_mut().choose_workspace(Workspace::Player);
    h.run();
    h.run();
    let from = heading_centre(&h, "Scoresheet");
    let games = heading_centre(&h, "Games");
    // The left edge of the Games pane, below its heading: a split there.
    let to = egui::pos2(games.x - 20.0, 500.0);
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for step in 1..=8 {
        h.hover_at(from + (to - from) * (step as f32 / 8.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
    h.run();
    let after = heading_centre(&h, "Scoresheet");
    assert!(
        (after.x - from.x).abs() > 200.0,
        "the Scoresheet pane did not move: {from:?} -> {after:?}"
    );
    drop(h);
    // A new window opens on the layout as it was left.
    let mut again = window(demo_window(Some(settings)), [1280.0, 800.0]);
    again.run();
    again.run();
    let reopened = heading_centre(&again, "Scoresheet");
    assert!(
        (reopened - after).length() < 1.0,
        "{after:?} -> {reopened:?}"
    );
}
