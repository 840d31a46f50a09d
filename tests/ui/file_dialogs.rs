//! Every file action tells its outcome (issue 16): where the system's file
//! dialog cannot open, ccdesk's own chooser asks instead; a cancelled
//! dialog says so; a file written says where; a write that fails says why.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use ccdesk::app::Dialog;
use ccdesk::app::services::FakeFileChooser;
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::project::Project;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, WINDOW_SIZE, Window, app_with_files, click, fill, open_window};

/// What a desktop without a file-chooser portal and without zenity
/// answers (rfd's words).
const NO_PORTAL: &str = "Failed to save file with zenity: No such file or directory (os error 2)";

fn harness(project: Project, files: FakeFileChooser) -> Window {
    open_window(app_with_files(project, TODAY, files), WINDOW_SIZE)
}

fn no_dialogs() -> FakeFileChooser {
    FakeFileChooser {
        unavailable: Some(NO_PORTAL.to_owned()),
        ..FakeFileChooser::default()
    }
}

/// Replaces the text of the field `label` and presses Enter in it.
fn type_and_enter(h: &mut Window, label: &str, text: &str) {
    fill(h, label, text);
    h.key_press(Key::Enter);
    h.run();
}

fn status(h: &Window) -> Option<String> {
    h.state().doc.last_event.clone()
}

/// File > Export PGN > Selected game….
fn export_selected_game(h: &mut Window) {
    click(h, "File");
    h.get_by_label("Export PGN").hover();
    h.run();
    click(h, "Selected game…");
}

#[test]
fn a_new_project_is_saved_with_ccdesks_own_chooser_when_the_system_dialog_cannot_open() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Project::new("Friendlies"), no_dialogs());
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(
        h.state().file_chooser_open(),
        "Ctrl+S opens ccdesk's chooser"
    );
    assert_eq!(h.state().file_dialog_failure(), Some(NO_PORTAL));
    assert_eq!(
        status(&h).as_deref(),
        Some("The system's file dialog could not open: ccdesk's own file chooser asks instead.")
    );
    // The chooser says why, in the system's words.
    let why = format!("The system's file dialog could not open: {NO_PORTAL}");
    assert!(h.query_by_label(&why).is_some());
    // The folder is typed, then the name.
    type_and_enter(&mut h, "Folder", &dir.path().display().to_string());
    type_and_enter(&mut h, "File name", "spring");
    let saved = dir.path().join("spring.ron");
    assert!(!h.state().file_chooser_open());
    let project = ccdesk::io::project_file::load(&saved).unwrap();
    assert_eq!(project.name(), "Friendlies");
    assert_eq!(h.state().doc.path.as_deref(), Some(saved.as_path()));
    assert!(!h.state().doc.is_dirty());
    assert_eq!(status(&h), Some(format!("saved {}", saved.display())));
    // The next request goes straight to ccdesk's chooser, in the same folder.
    click(&mut h, "File");
    click(&mut h, "Save as…");
    assert!(h.state().file_chooser_open());
    // The status bar's file name, and the chooser's list of the folder.
    assert_eq!(h.query_all_by_label("spring.ron").count(), 2);
}

#[test]
fn an_export_through_ccdesks_chooser_says_where_it_wrote_and_asks_before_replacing() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(demo_project(), no_dialogs());
    export_selected_game(&mut h);
    type_and_enter(&mut h, "Folder", &dir.path().display().to_string());
    type_and_enter(&mut h, "File name", "one");
    let out = dir.path().join("one.pgn");
    let pgn = std::fs::read_to_string(&out).unwrap();
    assert!(pgn.contains("[White "), "{pgn}");
    let said = format!("wrote 1 game to {}", out.display());
    assert_eq!(status(&h).as_deref(), Some(said.as_str()));
    assert!(
        h.query_by_label_contains(&said).is_some(),
        "the status bar shows it"
    );
    // And says it to a screen reader, once (issue 18).
    assert_eq!(
        crate::accessibility::live_regions(&h),
        [(said.clone(), egui::accesskit::Live::Polite)]
    );

    // Again to the same file: ccdesk asks before replacing it.
    std::fs::write(&out, "kept").unwrap();
    export_selected_game(&mut h);
    type_and_enter(&mut h, "File name", "one.pgn");
    assert!(
        h.query_by_label_contains(&format!("{} already exists.", out.display()))
            .is_some()
    );
    click(&mut h, "Don't replace");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "kept");
    click(&mut h, "Save");
    click(&mut h, "Replace");
    assert!(std::fs::read_to_string(&out).unwrap().contains("[White "));
}

#[test]
fn a_cancelled_dialog_says_nothing_was_written() {
    // The system's dialog, cancelled.
    let mut h = harness(Project::new("Friendlies"), FakeFileChooser::default());
    click(&mut h, "File");
    click(&mut h, "Save as…");
    assert_eq!(
        status(&h).as_deref(),
        Some("Save as… cancelled, nothing written")
    );
    assert!(h.state().dialog.is_none() && !h.state().file_chooser_open());
    assert!(
        h.query_by_label("Save as… cancelled, nothing written")
            .is_some()
    );

    // ccdesk's own chooser, closed with Escape.
    let mut h = harness(demo_project(), no_dialogs());
    export_selected_game(&mut h);
    assert!(h.state().file_chooser_open());
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().file_chooser_open());
    assert_eq!(
        status(&h).as_deref(),
        Some("Export PGN cancelled, nothing written")
    );
}

/// A folder this user cannot write in: a read-only folder, or, for root
/// (who writes in any folder of a disk), one of /sys, where nobody can.
fn unwritable_folder(dir: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let ro = dir.join("read-only");
    std::fs::create_dir(&ro).unwrap();
    std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(ro.join("probe"), "").is_ok() {
        return PathBuf::from("/sys/kernel");
    }
    ro
}

#[test]
fn a_save_into_a_folder_that_cannot_be_written_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let folder = unwritable_folder(dir.path());
    let mut h = harness(Project::new("Friendlies"), no_dialogs());
    click(&mut h, "File");
    click(&mut h, "Save as…");
    type_and_enter(&mut h, "Folder", &folder.display().to_string());
    type_and_enter(&mut h, "File name", "spring.ron");
    let target = folder.join("spring.ron");
    assert!(!target.exists());
    let Some(Dialog::Error(why)) = h.state().dialog.clone() else {
        panic!("a message says why: {:?}", h.state().dialog);
    };
    assert!(why.contains(&target.display().to_string()), "{why}");
    assert!(why.contains("cannot be saved"), "{why}");
    assert!(why.contains("denied"), "{why}");
    assert_eq!(status(&h).as_deref(), Some(why.as_str()));
    assert!(h.state().doc.path.is_none(), "still a new project");
    assert!(h.state().doc.is_dirty() || h.state().doc.path.is_none());
}

#[test]
fn an_export_that_cannot_be_written_says_why_in_the_status_bar() {
    let dir = tempfile::tempdir().unwrap();
    let folder = unwritable_folder(dir.path());
    let out = folder.join("one.pgn");
    let files = FakeFileChooser {
        save_pgn: Some(out.clone()),
        ..FakeFileChooser::default()
    };
    let mut h = harness(demo_project(), files);
    export_selected_game(&mut h);
    let said = status(&h).unwrap();
    assert!(said.starts_with("nothing was exported: "), "{said}");
    assert!(said.contains(&out.display().to_string()), "{said}");
    // Said at once to a screen reader, once (issue 18).
    assert_eq!(
        crate::accessibility::live_regions(&h),
        [(said.clone(), egui::accesskit::Live::Assertive)]
    );
    assert!(matches!(h.state().dialog, Some(Dialog::Error(_))));
}

#[test]
fn ccdesks_chooser_says_when_a_folder_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Project::new("Friendlies"), no_dialogs());
    click(&mut h, "File");
    click(&mut h, "Save as…");
    let missing = dir.path().join("nowhere");
    type_and_enter(&mut h, "Folder", &missing.display().to_string());
    assert!(
        h.query_by_label(&format!("There is no folder {}.", missing.display()))
            .is_some()
    );
    assert!(h.state().file_chooser_open());
}

/// The real system dialog (rfd) on a machine with no session bus (so no
/// file-chooser portal) and no zenity, in a child process so that its
/// environment is its own: it answers that it could not open, with rfd's
/// reasons, rather than as a cancelled dialog.
#[test]
fn the_system_dialog_without_portal_or_zenity_says_it_could_not_open() {
    use ccdesk::app::file_chooser_native::NativeFileChooser;
    use ccdesk::app::services::{DialogAnswer, FileChooser, FileFilter, FileRequest};
    const NAME: &str =
        "file_dialogs::the_system_dialog_without_portal_or_zenity_says_it_could_not_open";
    if std::env::var_os("CCDESK_TEST_NO_PORTAL").is_some() {
        let request = FileRequest::save("Save as…", FileFilter::PROJECT, "x.ron");
        let started = std::time::Instant::now();
        match NativeFileChooser.ask(&request) {
            DialogAnswer::Unavailable(why) => {
                println!("UNAVAILABLE after {:?}: {why}", started.elapsed());
            }
            other => panic!("expected Unavailable, got {other:?}"),
        }
        return;
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args([NAME, "--exact", "--nocapture"])
        .env("CCDESK_TEST_NO_PORTAL", "1")
        .env(
            "DBUS_SESSION_BUS_ADDRESS",
            "unix:path=/nonexistent/ccdesk-no-bus",
        )
        .env("PATH", "/nonexistent")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    let line = stdout
        .lines()
        .find(|l| l.starts_with("UNAVAILABLE"))
        .unwrap_or_else(|| panic!("{stdout}\n{stderr}"));
    assert!(line.contains("zenity"), "{line}");
    eprintln!("{line}");
}

#[test]
fn the_setting_asks_with_ccdesks_own_chooser_even_when_the_system_could() {
    let dir = tempfile::tempdir().unwrap();
    let files = FakeFileChooser {
        save: Some(dir.path().join("from-the-system.ron")),
        ..FakeFileChooser::default()
    };
    let mut h = harness(Project::new("Friendlies"), files);
    click(&mut h, "Edit");
    click(&mut h, "Use ccdesk's own file chooser");
    assert!(h.state().uses_own_file_chooser());
    h.key_press(Key::Escape);
    h.run();
    click(&mut h, "File");
    click(&mut h, "Save as…");
    assert!(h.state().file_chooser_open());
    assert!(
        h.query_by_label("Edit > Use ccdesk's own file chooser is on.")
            .is_some()
    );
    type_and_enter(&mut h, "Folder", &dir.path().display().to_string());
    type_and_enter(&mut h, "File name", "mine");
    assert!(dir.path().join("mine.ron").exists());
    assert!(!dir.path().join("from-the-system.ron").exists());
}

#[test]
fn a_project_is_opened_by_picking_it_from_the_list_of_ccdesks_chooser() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.ron");
    ccdesk::io::project_file::save(&path, &Project::new("Club friendlies")).unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a project").unwrap();
    std::fs::create_dir(dir.path().join("old seasons")).unwrap();
    let mut h = harness(Project::new("Friendlies"), no_dialogs());
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    type_and_enter(&mut h, "Folder", &dir.path().display().to_string());
    // Folders first, then the projects; other files are not listed.
    assert!(h.query_by_label("old seasons/").is_some());
    assert!(h.query_by_label("notes.txt").is_none());
    click(&mut h, "club.ron");
    click(&mut h, "Open");
    assert_eq!(h.state().doc.path.as_deref(), Some(path.as_path()));
    assert_eq!(h.state().doc.project.name(), "Club friendlies");
    assert_eq!(status(&h), Some(format!("opened {}", path.display())));
}
