//! The About window: version, licences, and where the project, backups and
//! settings are.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Document;
use ccdesk::app::services::{FakeFileChooser, SettingsStore};
use ccdesk::domain::project::Project;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, WINDOW_SIZE, app_in, app_on, window_in};

#[test]
fn about_names_the_licences_and_the_files() {
    let path = std::path::PathBuf::from("/home/ann/chess/season.ron");
    let app = app_in(
        Document::new(Project::new("Season"), Some(path)),
        TODAY,
        FakeFileChooser::default(),
        SettingsStore::none(),
    );
    let mut h = window_in(app, [1200.0, 800.0], egui::Theme::Dark);
    h.run();
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("About ccdesk…").click();
    h.run();
    assert!(
        h.query_by_label_contains(env!("CARGO_PKG_VERSION"))
            .is_some()
    );
    assert!(h.query_all_by_label_contains("GPL-3.0-or-later").count() >= 1);
    assert!(h.query_by_label_contains("DejaVu Sans").is_some());
    assert!(
        h.query_by_label_contains("/home/ann/chess/season.ron.bak1")
            .is_some()
    );
    assert!(h.query_by_label_contains("season.ron.recovery").is_some());
    // The fonts egui bundles as fallbacks are embedded too: named with theirs.
    assert!(
        h.query_by_label_contains("Ubuntu Font Licence 1.0")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("Hack by Source Foundry")
            .is_some()
    );
    assert!(h.query_by_label_contains("John Slegers").is_some());
    assert!(
        h.query_by_label_contains("Settings and recent files")
            .is_some()
    );
    h.snapshot("about_window");
}

#[test]
fn the_engine_pane_is_hidden_until_asked_for() {
    let app = app_on(ccdesk::domain::demo::demo_project(), TODAY);
    let mut h = window_in(app, WINDOW_SIZE, egui::Theme::Dark);
    h.run();
    assert!(h.query_by_label("Start analysis").is_none());
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Engine analysis").click();
    h.run();
    assert!(h.query_by_label("Start analysis").is_some());
}
