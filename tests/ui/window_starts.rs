//! The window always starts (issue 16, item 4): recent files are absolute
//! paths; a project that cannot be opened at start leaves the demo with the
//! reason shown; a start that ended the program is not repeated on its
//! own; names too long to show are cut on screen and never sent whole to
//! the window system.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use ccdesk::app::services::{Settings, SettingsStore};
use ccdesk::app::{Dialog, Document, Pane};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::project_file::save;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{TODAY, app_in, demo_app, window_in};

fn write_settings(path: &Path, settings: &Settings) {
    std::fs::write(
        path,
        ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default()).unwrap(),
    )
    .unwrap();
}

/// `target` written relative to the current folder ("../../tmp/…").
fn relative_to_cwd(target: &Path) -> PathBuf {
    let cwd = std::env::current_dir().unwrap();
    let mut rel = PathBuf::new();
    for _ in cwd.components().skip(1) {
        rel.push("..");
    }
    rel.join(target.strip_prefix("/").unwrap())
}

#[test]
fn a_huge_project_name_is_cut_in_the_title_and_on_screen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.ron");
    let huge = "N".repeat(5_000_000);
    let mut project = Project::new(huge.clone());
    project
        .hand_edit()
        .players
        .push(Player::new(PlayerId(1), "P".repeat(1_000_000)));
    project
        .hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    project.hand_edit().games.push(Game::new(
        GameId(1),
        PlayerId(1),
        PlayerId(2),
        "E".repeat(1_000_000),
    ));
    save(&path, &project).unwrap();
    let mut h = window_in(demo_app(None), [1100.0, 750.0], egui::Theme::Dark);
    h.run();
    let app = h.state_mut();
    app.open_path(&path);
    assert!(app.dialog.is_none(), "{:?}", app.dialog);
    let title = app.title();
    assert!(
        title.chars().count() < 300,
        "title of {} characters",
        title.len()
    );
    assert!(title.starts_with("NNNN") && title.contains('…'), "{title}");
    h.step();
    // What goes to the window system: the title, cut.
    let sent: Vec<String> = h
        .output()
        .viewport_output
        .values()
        .flat_map(|v| &v.commands)
        .filter_map(|c| match c {
            egui::ViewportCommand::Title(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(sent, [title]);
    // The games list (its player names and events) with the status bar and
    // menus; the other panes show one game's own texts.
    for pane in Pane::ALL {
        h.state_mut().set_pane_visible(pane, pane == Pane::Games);
    }
    h.run();
    // What the screen shows: no text anywhere near the names' length.
    let long: Vec<String> = h
        .query_all_by(|n| {
            n.label().is_some_and(|l| l.len() > 2_000) || n.value().is_some_and(|v| v.len() > 2_000)
        })
        .map(|n| {
            let node = n.accesskit_node();
            let text = node.label().or_else(|| node.value()).unwrap_or_default();
            format!(
                "{:?}: {}",
                node.role(),
                text.chars().take(60).collect::<String>()
            )
        })
        .collect();
    assert!(
        long.is_empty(),
        "texts of more than 2,000 bytes on screen: {long:?}"
    );
    assert!(h.query_by_label_contains("PPPP").is_some());
}

#[test]
fn recent_files_are_absolute_and_old_relative_entries_are_resolved_or_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let project = dir.path().join("season.ron");
    save(&project, &Project::new("Season")).unwrap();
    let relative = relative_to_cwd(&project);
    assert!(relative.is_relative() && relative.exists());

    // Opening by a relative path records the absolute one.
    let mut app = demo_app(Some(settings.clone()));
    app.open_path(&relative);
    assert_eq!(app.doc.project.name(), "Season");
    assert_eq!(app.recent_files()[0], project.canonicalize().unwrap());
    drop(app);

    // A list written by an older ccdesk: relative entries.
    write_settings(
        &settings,
        &Settings {
            recent: vec![PathBuf::from("no/such/season.ron"), relative.clone()],
            ..Settings::default()
        },
    );
    let app = demo_app(Some(settings.clone()));
    assert_eq!(app.recent_files(), [project.canonicalize().unwrap()]);
    let note = app.doc.last_event.clone().unwrap_or_default();
    assert!(note.contains("no/such/season.ron"), "{note}");
    assert!(note.contains("dropped"), "{note}");
    // And the tidied list is kept.
    let kept: Settings = ron::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
    assert_eq!(kept.recent, [project.canonicalize().unwrap()]);
}

#[test]
fn a_recent_project_that_cannot_be_opened_leaves_the_demo_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let damaged = dir.path().join("damaged.ron");
    std::fs::write(&damaged, "(format_version: 1, name: \"x\", games: [(\n").unwrap();
    write_settings(
        &settings,
        &Settings {
            recent: vec![damaged.clone()],
            ..Settings::default()
        },
    );
    let mut app = demo_app(Some(settings));
    app.open_at_start(None);
    assert!(app.doc.is_demo);
    match &app.dialog {
        Some(Dialog::Error(e)) => {
            assert!(e.contains("damaged.ron"), "{e}");
            assert!(e.contains("damaged"), "{e}");
        }
        other => panic!("expected the reason, got {other:?}"),
    }
}

#[test]
fn a_start_that_ended_the_program_is_not_tried_again_on_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let project = dir.path().join("season.ron");
    save(&project, &Project::new("Season")).unwrap();
    write_settings(
        &settings,
        &Settings {
            recent: vec![project.clone()],
            ..Settings::default()
        },
    );
    // A start that drew its first frame: the project opens and the marker
    // is cleared.
    let mut app = demo_app(Some(settings.clone()));
    app.open_at_start(None);
    assert_eq!(app.doc.project.name(), "Season");
    let during: Settings = ron::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
    assert_eq!(during.opening, Some(project.clone()));
    let mut h = window_in(app, [1000.0, 700.0], egui::Theme::Dark);
    h.step();
    drop(h);
    let after: Settings = ron::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
    assert_eq!(after.opening, None);

    // A start that died before its first frame (as X11 killed ccdesk on a
    // huge title): the next start stays on the demo and says why.
    write_settings(
        &settings,
        &Settings {
            recent: vec![project.clone()],
            opening: Some(project.clone()),
            ..Settings::default()
        },
    );
    let mut app = demo_app(Some(settings.clone()));
    app.open_at_start(None);
    assert!(app.doc.is_demo);
    match &app.dialog {
        Some(Dialog::Error(e)) => {
            assert!(e.contains("season.ron"), "{e}");
            assert!(e.contains("not opened again"), "{e}");
        }
        other => panic!("expected the reason, got {other:?}"),
    }
    // The start after that opens it again as usual.
    let mut app = demo_app(Some(settings));
    app.open_at_start(None);
    assert_eq!(app.doc.project.name(), "Season");
}

/// A file chooser that notes the names it is offered and chooses nothing.
struct NotingChooser(std::rc::Rc<std::cell::RefCell<Vec<String>>>);

impl ccdesk::app::services::FileChooser for NotingChooser {
    fn ask(
        &self,
        request: &ccdesk::app::services::FileRequest,
    ) -> ccdesk::app::services::DialogAnswer {
        self.0.borrow_mut().push(request.suggested_name.clone());
        ccdesk::app::services::DialogAnswer::Cancelled
    }
}

#[test]
fn save_as_offers_the_platform_dialog_a_short_name() {
    let offered = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let mut app = app_in(
        Document::new(Project::new(format!("a/b {}", "N".repeat(1_000_000))), None),
        TODAY,
        NotingChooser(offered.clone()),
        SettingsStore::none(),
    );
    app.save_as();
    let offered = offered.borrow();
    assert_eq!(offered.len(), 1);
    assert!(
        offered[0].chars().count() < 100,
        "{} characters",
        offered[0].len()
    );
    assert!(offered[0].starts_with("a-b NNN") && offered[0].ends_with("….ron"));
}
