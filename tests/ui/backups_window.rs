//! Backups are versions in the window too (issue 16, item 2): File > Import
//! PGN… of a file with no games (or none readable), then Save, leaves the
//! project file and its three backups byte-identical and says so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::app::Dialog;
use ccdesk::app::services::FakeFileChooser;
use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::{BACKUPS, backup_path, save};

use crate::window_harness::{TODAY, WINDOW_SIZE, app_with_files, window_in};

fn four(path: &Path) -> Vec<Option<Vec<u8>>> {
    std::iter::once(path.to_owned())
        .chain((1..=BACKUPS).map(|n| backup_path(path, n)))
        .map(|p| std::fs::read(p).ok())
        .collect()
}

#[test]
fn empty_and_failed_imports_then_save_keep_file_and_backups() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    let mut project = demo_project();
    for n in 1..=4 {
        *project.hand_edit().name = format!("version {n}");
        save(&path, &project).unwrap();
    }
    let before = four(&path);
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n").unwrap();
    for file in [&empty, &bad, &empty] {
        let mut app = app_with_files(
            project.clone(),
            TODAY,
            FakeFileChooser {
                open_pgn: Some(file.clone()),
                ..FakeFileChooser::default()
            },
        );
        app.open_path(&path);
        assert!(app.dialog.is_none(), "{:?}", app.dialog);
        // The chosen file is read at the end of a frame, as in the window.
        let mut h = window_in(app, WINDOW_SIZE, egui::Theme::Dark);
        ccdesk::app::pgn_menu::import_pgn_file(h.state_mut());
        h.run();
        let app = h.state_mut();
        assert!(matches!(app.dialog, Some(Dialog::PgnImported(_))));
        app.dialog = None;
        assert!(app.save());
        assert_eq!(four(&path), before, "after importing {}", file.display());
        let said = app.doc.last_event.clone().unwrap_or_default();
        assert!(said.contains("nothing written, backups kept"), "{said}");
    }
}
