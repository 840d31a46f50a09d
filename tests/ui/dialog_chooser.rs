//! A chooser opened from a dialog is on top and takes the keyboard, and
//! its answer reaches the dialog (issue 29, item 8); the mail client is
//! said to be opened only when it was.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::services::{FakeFileChooser, FakeOpener};
use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{app_with_files, fill, menu, open_window, show_only};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// What a desktop without a file-chooser portal and without zenity
/// answers (rfd's words).
const NO_PORTAL: &str = "Failed to save file with zenity: No such file or directory (os error 2)";

/// Ann's desk: g1 Ann (White) - Bob, 1.e4 e5 2.Nf3 Nc6, Ann to move.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.email = "ann@chess.example".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.email = "bob@chess.example".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(3, 2))),
        MoveRecord::new("e5").dated(Some(d(3, 3)), Some(d(3, 8))),
        MoveRecord::new("Nf3").dated(Some(d(3, 9)), Some(d(3, 10))),
        MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))),
    ];
    p.hand_edit().games.push(g);
    p
}

fn window(files: FakeFileChooser, opener: FakeOpener) -> Harness<'static, CcdeskApp> {
    let mut app = app_with_files(desk(), d(3, 14), files);
    app.set_opener(Box::new(opener));
    show_only(&mut app, &[Pane::Scoresheet]);
    open_window(app, [1100.0, 800.0])
}

/// The Reply dialog with 3.Bb5 typed in.
fn reply(h: &mut Harness<'static, CcdeskApp>) {
    menu(h, "File", "Reply…");
    fill(h, "My move:", "Bb5");
}

#[test]
fn the_chooser_opened_from_reply_is_on_top_takes_the_keyboard_and_saves() {
    let dir = tempfile::tempdir().unwrap();
    let files = FakeFileChooser {
        unavailable: Some(NO_PORTAL.to_owned()),
        ..FakeFileChooser::default()
    };
    let mut h = window(files, FakeOpener::default());
    reply(&mut h);
    h.get_by_label("Save .eml…").click();
    h.run();
    assert!(h.state().file_chooser_open());
    // On top of the Reply dialog: the top layer, and the modal that takes
    // the input.
    let chooser = egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("ccdesk_file_chooser"),
    );
    let reply_layer = egui::LayerId::new(egui::Order::Foreground, egui::Id::unique("reply_dialog"));
    h.ctx.memory(|m| {
        assert_eq!(m.top_modal_layer(), Some(chooser));
        assert_eq!(
            m.areas().top_layer_id(egui::Order::Foreground),
            Some(chooser)
        );
        assert!(
            m.areas().is_visible(&reply_layer),
            "the Reply dialog stays open below"
        );
    });
    // The chooser has the keyboard: its name field, with the name offered.
    assert!(h.get_by_label("File name").is_focused());
    // Its widgets take clicks: the folder typed, then its Save button.
    fill(&mut h, "Folder", &dir.path().display().to_string());
    h.key_press(Key::Enter);
    h.run();
    fill(&mut h, "File name", "to-bob");
    h.get_by_label("Save").click();
    h.run();
    assert!(!h.state().file_chooser_open());
    let saved = dir.path().join("to-bob.eml");
    let mail = ccdesk::io::eml::load_eml(&saved).unwrap();
    assert!(mail.body.contains("3.Bb5"), "{}", mail.body);
    // The answer reached the dialog, which is still open and says so.
    assert!(h.state().dialogs.reply.is_some());
    let said = format!("Saved {}.", saved.display());
    assert_eq!(
        h.state()
            .dialogs
            .reply
            .as_ref()
            .and_then(|f| f.outcome.clone()),
        Some(Ok(said.clone()))
    );
    assert!(h.query_all_by_label(&said).next().is_some(), "{said}");
}

#[test]
fn the_chooser_opened_from_read_message_reads_the_file_into_the_dialog() {
    let dir = tempfile::tempdir().unwrap();
    let eml = dir.path().join("from-bob.eml");
    let mut bob = desk();
    *bob.hand_edit().owner = Some(PlayerId(2));
    let letter =
        ccdesk::domain::message::compose_move(&bob, bob.game(GameId(1)).unwrap(), 3, None).unwrap();
    ccdesk::io::eml::save_eml(&eml, &letter.letter(), d(3, 12)).unwrap();
    let files = FakeFileChooser {
        unavailable: Some(NO_PORTAL.to_owned()),
        ..FakeFileChooser::default()
    };
    let mut h = window(files, FakeOpener::default());
    menu(&mut h, "File", "Read message…");
    h.get_by_label("Open .eml…").click();
    h.run();
    assert!(h.state().file_chooser_open());
    assert!(h.get_by_label("File name").is_focused());
    fill(&mut h, "File name", &eml.display().to_string());
    h.key_press(Key::Enter);
    h.run();
    assert!(!h.state().file_chooser_open());
    let form = h
        .state()
        .dialogs
        .read
        .as_ref()
        .expect("the read dialog is still open");
    assert!(form.text.contains("Nc6"), "{}", form.text);
}

#[test]
fn the_mail_client_is_said_to_be_opened_only_when_it_was() {
    let opener = FakeOpener::default();
    let asked = opener.opened.clone();
    let mut h = window(FakeFileChooser::default(), opener);
    reply(&mut h);
    h.get_by_label("Open in mail client").click();
    h.run();
    let links = asked.lock().unwrap().clone();
    assert_eq!(links.len(), 1);
    assert!(
        links[0].starts_with("mailto:bob@chess.example?subject="),
        "{links:?}"
    );
    assert!(
        h.query_by_label("Opened the message in the mail client.")
            .is_some()
    );

    let failing = FakeOpener {
        fails: Some(
            "xdg-open ended with status 3: no method available for opening 'mailto:…'".to_owned(),
        ),
        ..FakeOpener::default()
    };
    let mut h = window(FakeFileChooser::default(), failing);
    reply(&mut h);
    h.get_by_label("Open in mail client").click();
    h.run();
    assert!(
        h.query_by_label("Opened the message in the mail client.")
            .is_none()
    );
    assert!(
        h.query_by_label_contains(
            "The mail client did not open: xdg-open ended with status 3: no method available"
        )
        .is_some()
    );
}
