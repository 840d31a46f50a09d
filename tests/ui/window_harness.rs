//! The window under test, set up once for every file in tests/ui: ccdesk's
//! app on a project, a fixed day, a fake file chooser and a settings store;
//! the panes a test wants; the whole window (`CcdeskApp::window_ui`) in an
//! egui_kittest harness at a size, with ccdesk's theme installed, in English
//! unless the settings chose a language; and the
//! small actions the tests take on it, each run until the window is at
//! rest.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;

use ccdesk::app::i18n::Language;
use ccdesk::app::services::{FakeFileChooser, FakeOpener, FileChooser, FixedToday, SettingsStore};
use ccdesk::app::{CcdeskApp, Document, Pane, shipped_demo};
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// The window under test.
pub(crate) type Window = Harness<'static, CcdeskApp>;

/// The window's size where a test does not need another: 1280x800.
pub(crate) const WINDOW_SIZE: [f32; 2] = [1280.0, 800.0];

/// The day the window is set on where a test does not need another:
/// 29 Nov 2026.
pub(crate) const TODAY: NaiveDate = date(2026, 11, 29);

/// The date `year-month-day` (panics on a day the calendar has not).
pub(crate) const fn date(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).unwrap()
}

/// The app on `doc` on `today`, its file dialogs answered by `files`, its
/// per-user settings kept by `settings`; links (the mail client) go to a
/// fake opener that opens nothing.
pub(crate) fn app_in(
    doc: Document,
    today: NaiveDate,
    files: impl FileChooser + 'static,
    settings: SettingsStore,
) -> CcdeskApp {
    let mut app = CcdeskApp::new(doc, Box::new(FixedToday(today)), Box::new(files), settings);
    app.set_opener(Box::new(FakeOpener::default()));
    // English as the system's language whatever this machine's locale, so
    // a German CI machine's snapshots are the English ones; a language
    // chosen in `settings` (View > Language) still shows.
    app.set_system_language(Language::English);
    app
}

/// The app on `project` (not saved in any file) on `today`, its file
/// dialogs answered by `files`, no settings kept.
pub(crate) fn app_with_files(
    project: Project,
    today: NaiveDate,
    files: FakeFileChooser,
) -> CcdeskApp {
    app_in(
        Document::new(project, None),
        today,
        files,
        SettingsStore::none(),
    )
}

/// The app on `project` (not saved in any file) on `today`, every file
/// dialog cancelled, no settings kept.
pub(crate) fn app_on(project: Project, today: NaiveDate) -> CcdeskApp {
    app_with_files(project, today, FakeFileChooser::default())
}

/// The app on the shipped demo as `ccdesk` opens it (marked as the demo,
/// in no file) on [`TODAY`], every file dialog cancelled, its settings kept
/// in `settings` (`None`: none kept).
pub(crate) fn demo_app(settings: Option<PathBuf>) -> CcdeskApp {
    let mut doc = Document::new(shipped_demo(), None);
    doc.is_demo = true;
    app_in(
        doc,
        TODAY,
        FakeFileChooser::default(),
        settings.map_or_else(SettingsStore::none, SettingsStore::at),
    )
}

/// Shows the panes in `shown` and hides every other one of [`Pane::ALL`].
pub(crate) fn show_only(app: &mut CcdeskApp, shown: &[Pane]) {
    for pane in Pane::ALL {
        app.set_pane_visible(pane, shown.contains(&pane));
    }
}

/// Hides the panes in `hidden`, leaving the others as they are.
pub(crate) fn hide(app: &mut CcdeskApp, hidden: &[Pane]) {
    for &pane in hidden {
        app.set_pane_visible(pane, false);
    }
}

/// The whole window on `app` at `size`, in egui's light theme with
/// ccdesk's theme installed; no frame drawn yet.
pub(crate) fn window(app: CcdeskApp, size: [f32; 2]) -> Window {
    window_in(app, size, egui::Theme::Light)
}

/// The whole window on `app` at `size` in `theme` (egui_kittest's own
/// default is dark), with ccdesk's theme installed; no frame drawn yet.
pub(crate) fn window_in(app: CcdeskApp, size: [f32; 2], theme: egui::Theme) -> Window {
    Harness::builder()
        .with_size(size)
        .with_theme(theme)
        .with_context_setup(ccdesk::app::theme::install)
        .build_ui_state(|ui, app: &mut CcdeskApp| app.window_ui(ui), app)
}

/// The whole window on `app` at `size`, as [`window`] makes it, run until
/// it is at rest.
pub(crate) fn open_window(app: CcdeskApp, size: [f32; 2]) -> Window {
    let mut h = window(app, size);
    h.run();
    h
}

/// Clicks the control labelled `label`, then runs the window.
pub(crate) fn click(h: &mut Harness<'_, CcdeskApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Clicks the button labelled `label` (where a text of the same words is
/// shown too), then runs the window.
pub(crate) fn click_button(h: &mut Harness<'_, CcdeskApp>, label: &str) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, label)
        .click();
    h.run();
}

/// Opens the menu `menu` and clicks its item `item`.
pub(crate) fn menu(h: &mut Harness<'_, CcdeskApp>, menu: &str, item: &str) {
    click(h, menu);
    click(h, item);
}

/// Gives the field labelled `label` the keyboard and types `text` where
/// its cursor is, running the window after each.
pub(crate) fn type_into(h: &mut Harness<'_, CcdeskApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Replaces the text of the field labelled `label` with `text`: gives it
/// the keyboard, selects all, types, running the window after each.
pub(crate) fn fill(h: &mut Harness<'_, CcdeskApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// Whether some label in the window contains `text`.
pub(crate) fn has(h: &Harness<'_, CcdeskApp>, text: &str) -> bool {
    h.query_all_by_label_contains(text).next().is_some()
}
