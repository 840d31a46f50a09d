//! The window in the user's language (issue 35 items 1 and 5): the menus
//! from the catalogue of the language chosen in View > Language, kept in
//! the settings, and the days left counted with that language's plural.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::i18n::Language;
use ccdesk::app::services::{FakeFileChooser, Settings, SettingsStore};
use ccdesk::app::{Document, Pane};
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, WINDOW_SIZE, app_in, click, has, show_only, window};

/// A settings file in `dir` that chose `language` (and has seen the
/// welcome, so that nothing covers the menus).
fn settings_choosing(dir: &std::path::Path, language: Language) -> std::path::PathBuf {
    let path = dir.join("settings.ron");
    let settings = Settings {
        language: Some(language),
        welcomed: true,
        ..Settings::default()
    };
    SettingsStore::at(path.clone()).save(&settings).unwrap();
    path
}

/// The demo project's window on [`TODAY`], its settings in `settings`.
fn demo_window(settings: std::path::PathBuf) -> crate::window_harness::Window {
    demo_window_showing(settings, &[])
}

/// The demo project's app on [`TODAY`], its settings in `settings`.
fn demo_app_with(settings: std::path::PathBuf) -> ccdesk::app::CcdeskApp {
    app_in(
        Document::new(ccdesk::domain::demo::demo_project(), None),
        TODAY,
        FakeFileChooser::default(),
        SettingsStore::at(settings),
    )
}

/// [`demo_window`] with only the panes `shown` (all as laid out if none).
fn demo_window_showing(
    settings: std::path::PathBuf,
    shown: &[Pane],
) -> crate::window_harness::Window {
    let mut app = demo_app_with(settings);
    if !shown.is_empty() {
        show_only(&mut app, shown);
    }
    let mut h = window(app, WINDOW_SIZE);
    h.run();
    h
}

#[test]
fn the_window_starts_in_german_when_the_settings_chose_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window(settings_choosing(dir.path(), Language::German));
    // The menu bar is German, and no English menu is left.
    for menu in ["Datei", "Bearbeiten", "Ansicht", "Hilfe"] {
        assert!(h.query_by_label(menu).is_some(), "no {menu} menu");
    }
    assert!(h.query_by_label("File").is_none());
    click(&mut h, "Datei");
    // The File menu's item, and the games list's button.
    assert_eq!(h.query_all_by_label("Neue Partie…").count(), 2);
    assert!(h.query_by_label("Speichern unter…").is_some());
    assert!(h.query_by_label("Beenden").is_some());
    assert!(h.query_by_label("Save as…").is_none());
    assert!(h.query_by_label("PGN importieren…").is_some());
    click(&mut h, "PGN exportieren");
    assert!(h.query_by_label("Ganzes Projekt…").is_some());
}

#[test]
fn the_games_list_counts_the_days_left_in_german() {
    // Each game's days left, named for a screen reader, take German's
    // plural ("Tage", never "days").
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window_showing(
        settings_choosing(dir.path(), Language::German),
        &[Pane::Games],
    );
    // The games whose clocks run (the first rows wait for adjudication).
    click(&mut h, "ich am Zug");
    assert!(has(&h, " Tage übrig"));
    assert!(!has(&h, " days left"));
}

#[test]
fn view_language_switches_the_menus_and_keeps_the_choice() {
    let dir = tempfile::tempdir().unwrap();
    let settings = settings_choosing(dir.path(), Language::German);
    let mut h = demo_window(settings.clone());
    click(&mut h, "Ansicht");
    // The View menu's own items are German too.
    for item in [
        "Anordnung zurücksetzen",
        "Design des Systems",
        "Hell",
        "Dunkel",
    ] {
        assert!(h.query_by_label(item).is_some(), "no {item} in Ansicht");
    }
    click(&mut h, "Sprache");
    // Each language by its own name.
    for name in ["English", "Deutsch", "Français", "Español", "Italiano"] {
        assert!(
            h.query_by_label(name).is_some(),
            "no {name} in View > Language"
        );
    }
    click(&mut h, "Français");
    h.run();
    for menu in ["Fichier", "Édition", "Affichage", "Aide"] {
        assert!(h.query_by_label(menu).is_some(), "no {menu} menu");
    }
    assert!(h.query_by_label("Datei").is_none());
    let kept: Settings = ron::from_str(&std::fs::read_to_string(&settings).unwrap()).unwrap();
    assert_eq!(kept.language, Some(Language::French));
    // The next start opens in French.
    let again = demo_window(settings);
    assert!(again.query_by_label("Fichier").is_some());
    assert_eq!(again.state().language(), Language::French);
}

#[test]
fn without_a_choice_the_window_is_english_whatever_the_machine_says() {
    // The harness takes English as the system's language; the real window
    // takes it from LC_ALL, LC_MESSAGES or LANG (i18n::system_language).
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let h = demo_window(settings);
    assert_eq!(h.state().language(), Language::English);
    for menu in ["File", "Edit", "View", "Help"] {
        assert!(h.query_by_label(menu).is_some(), "no {menu} menu");
    }
}

#[test]
fn a_new_game_is_in_the_window_language_until_another_is_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window(settings_choosing(dir.path(), Language::German));
    h.state_mut().open_new_game_dialog();
    h.run();
    // rule: E2.2 — the owner's language and its letters by default (K D T
    // L S); the opponent may agree another.
    let form = h.state().dialogs.new_game.clone().unwrap();
    assert_eq!(form.language, Language::German);
    assert_eq!(form.letters, Language::German.letters());
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window(settings_choosing(dir.path(), Language::French));
    h.state_mut().open_new_game_dialog();
    h.run();
    let form = h.state().dialogs.new_game.clone().unwrap();
    assert_eq!(form.language, Language::French);
    assert_eq!(form.letters, Language::French.letters());
}

#[test]
fn the_board_scoresheet_ledger_and_games_list_speak_german() {
    // Issue 35 items 1 and 5: each pane's buttons, tabs, headings and the
    // names a screen reader hears come from the German catalogue.
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window_showing(
        settings_choosing(dir.path(), Language::German),
        &[Pane::Games, Pane::Board, Pane::Scoresheet, Pane::Ledger],
    );
    // A game in play, with moves and dates in its ledger.
    let game = h
        .state()
        .doc
        .project
        .games()
        .iter()
        .find(|g| g.result.is_none() && g.moves.len() > 4 && g.server.is_none())
        .unwrap()
        .id;
    h.state_mut().select_game(game);
    h.run();
    // Each pane's heading.
    for name in ["Partien", "Brett", "Partieformular", "Bedenkzeitkonto"] {
        assert!(h.query_by_label(name).is_some(), "no {name} pane");
    }
    // The board: its buttons, the Move field, the arrows' names, and each
    // piece named with an adjective that agrees with it.
    for name in [
        "Drehen",
        "FEN kopieren",
        "Analyse",
        "Zug:",
        "Ziehen",
        "Erster Zug",
        "Letzter Zug",
    ] {
        assert!(has(&h, name), "no {name} on the board");
    }
    assert!(has(&h, "weißer König") && has(&h, "schwarzer König"));
    assert!(!has(&h, "white king") && !has(&h, "Flip"));
    // The scoresheet.
    for name in ["Notation kopieren", "Ergebnis eintragen"] {
        assert!(has(&h, name), "no {name} on the scoresheet");
    }
    assert!(!has(&h, "Copy score") && !has(&h, "Record result"));
    // The clock ledger: tabs, the CSV menu, the table's columns, the due
    // list's title with its plural.
    for name in [
        "Urlaubsbuchungen",
        "Reklamationen und Strafen",
        "Regelwerk",
        "CSV…",
        "empfangen",
        "abgesandt",
        " Tage verbraucht, ",
        "fällig für ",
    ] {
        assert!(has(&h, name), "no {name} in the clock ledger");
    }
    assert!(!has(&h, "leave bookings") && !has(&h, " days used"));
    // Each tab of the ledger.
    for (tab, inside) in [
        ("Urlaubsbuchungen", "Urlaub buchen"),
        ("Reklamationen und Strafen", "Reklamation erheben"),
        ("Regelwerk", "Tage je Zeitkontrolle (E6.1)"),
    ] {
        h.get_by_role_and_label(egui::accesskit::Role::Button, tab)
            .click();
        h.run();
        assert!(has(&h, inside), "no {inside} under {tab}");
    }
    // The calendar beside a date field, and the scroll bars, are named in
    // German for a screen reader.
    click(&mut h, "Urlaubsbuchungen");
    assert!(has(&h, "Kalender: von"));
    assert!(has(&h, "Partienliste, senkrechte Bildlaufleiste"));
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Züge")
        .click();
    h.run();
    // The games list: filters, order, whose move.
    for name in [
        "alle",
        "ich am Zug",
        "Gegner am Zug",
        "beendet",
        "Reihenfolge",
    ] {
        assert!(has(&h, name), "no {name} in the games list");
    }
    assert!(!has(&h, "their move"));
    // The status bar, once the project changed.
    click(&mut h, "Ergebnis eintragen");
    click(&mut h, "Remis vereinbart");
    assert!(has(&h, "ungespeicherte Änderungen"));
}

/// The Player workspace (games, board, scoresheet and clock ledger) in
/// German, the longest words of the five, at 1280x800 and 1024x700.
#[test]
fn german_player_workspace_snapshots() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = demo_app_with(settings_choosing(dir.path(), Language::German));
    app.choose_workspace(ccdesk::app::workspace::Workspace::Player);
    let mut h = window(app, [1280.0, 800.0]);
    h.run();
    h.snapshot("german_player_1280x800");
    h.set_size(egui::vec2(1024.0, 700.0));
    h.run();
    h.snapshot("german_player_1024x700");
}

/// What opens a dialog.
type Opens = fn(&mut ccdesk::app::CcdeskApp);

#[test]
fn the_dialogs_speak_german() {
    // Issue 35 items 1 and 5: New game, Whose desk, Read message, Reply and
    // Mail account, each found by its German names.
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window(settings_choosing(dir.path(), Language::German));
    let cases: [(Opens, &[&str]); 5] = [
        (
            |app| app.open_new_game_dialog(),
            &["Gegner:", "Ich spiele:", "Turnier:", "Partie anlegen"],
        ),
        (
            |app| app.open_desk_dialog(),
            &["Wessen Schreibtisch", "Dies ist der Schreibtisch von:"],
        ),
        (
            |app| app.open_read_dialog(),
            &[
                "Eine Nachricht lesen",
                ".eml öffnen…",
                "Eingegangen am:",
                "Anwenden",
            ],
        ),
        (
            |app| app.open_reply_dialog(),
            &[
                "Absendedatum:",
                "Kopieren",
                "Als abgesandt markieren",
                "Schließen",
            ],
        ),
        (
            |app| app.open_mail_account_dialog(),
            &[
                "E-Mail-Konto",
                "IMAP-Server",
                "Abrufen alle (Minuten)",
                "Schließen",
            ],
        ),
    ];
    for (open, names) in cases {
        open(h.state_mut());
        h.run();
        for name in names {
            assert!(has(&h, name), "no {name} in the dialog");
        }
        assert!(!has(&h, "Cancel") && !has(&h, "Close"));
        h.state_mut().dialogs.new_game = None;
        h.state_mut().dialogs.desk = None;
        h.state_mut().dialogs.read = None;
        h.state_mut().dialogs.reply = None;
        h.state_mut().dialogs.mail_account = None;
        h.run();
    }
    // A new game's event is named in German until another is typed.
    h.state_mut().open_new_game_dialog();
    assert_eq!(
        h.state().dialogs.new_game.as_ref().unwrap().event,
        "Freundschaftspartie"
    );
}

/// The New game and Reply dialogs in German at 1024x700: their longer
/// labels fit the dialog.
#[test]
fn german_dialog_snapshots() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = demo_app_with(settings_choosing(dir.path(), Language::German));
    app.open_new_game_dialog();
    let mut h = window(app, [1024.0, 700.0]);
    h.run();
    h.snapshot("german_new_game_dialog_1024x700");
    h.state_mut().dialogs.new_game = None;
    h.state_mut().open_reply_dialog();
    h.run();
    h.snapshot("german_reply_dialog_1024x700");
}

#[test]
fn the_correspondence_pane_speaks_german() {
    // issue 35 item 1: the pane's buttons, filter and count from the
    // German catalogue, the English words gone.
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window_showing(
        settings_choosing(dir.path(), Language::German),
        &[Pane::Correspondence],
    );
    for label in ["Nachricht lesen…", "Filter:", "alle Partien"] {
        assert!(h.query_by_label(label).is_some(), "no {label}");
    }
    assert!(h.query_by_label("all games").is_none());
    assert!(h.query_by_label("Read message…").is_none());
    click(&mut h, "alle Partien");
    // Every game's messages counted with German's plural, or none kept.
    assert!(has(&h, "Nachrichten"), "no German count");
    assert!(!has(&h, " messages"));
}

#[test]
fn the_analysis_pane_speaks_german() {
    // issue 35 item 1: the engine and tablebase section, and the Edit
    // menu's engine switch, from the German catalogue.
    let dir = tempfile::tempdir().unwrap();
    let mut h = demo_window_showing(
        settings_choosing(dir.path(), Language::German),
        &[Pane::Analysis],
    );
    assert!(h.query_by_label("Analyse starten").is_some());
    assert!(h.query_by_label("Start analysis").is_none());
    assert!(h.query_by_label("Endspieldatenbank").is_some());
    // No Syzygy folder is set in these settings.
    assert!(has(&h, "Braucht Syzygy-Tabellen"));
    assert!(!has(&h, "Needs Syzygy tables"));
    click(&mut h, "Bearbeiten");
    assert!(
        h.query_by_label("Engine in diesem Turnier erlaubt")
            .is_some()
    );
    assert!(h.query_by_label("Engine allowed in this event").is_none());
}

/// A workspace in German at 1280x800 and 1024x700, snapshots named
/// `{name}_1280x800` and `{name}_1024x700` (issue 35 item 4: every
/// workspace's snapshot in German; the Player one is above, the Organiser
/// ones in `organiser_language`).
fn german_workspace_snapshots(workspace: ccdesk::app::workspace::Workspace, name: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = demo_app_with(settings_choosing(dir.path(), Language::German));
    app.choose_workspace(workspace);
    let mut h = window(app, [1280.0, 800.0]);
    h.run();
    h.snapshot(format!("{name}_1280x800"));
    h.set_size(egui::vec2(1024.0, 700.0));
    h.run();
    h.snapshot(format!("{name}_1024x700"));
}

#[test]
fn german_all_panes_workspace_snapshots() {
    german_workspace_snapshots(
        ccdesk::app::workspace::Workspace::AllPanes,
        "german_all_panes",
    );
}

#[test]
fn german_adjudicator_workspace_snapshots() {
    german_workspace_snapshots(
        ccdesk::app::workspace::Workspace::Adjudicator,
        "german_adjudicator",
    );
}
