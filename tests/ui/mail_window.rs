//! Issue 32 item 4, the mailbox in the window: Edit › Mail account… keeps
//! the account in `mail.ron` beside the settings and the password in the
//! keyring only; File › Check mail fetches over IMAP on a thread from the
//! real Dovecot of tests/mail/servers.sh and lists what came, each opened
//! in Read message to apply; Reply's Send mails the kept message over
//! SMTP and marks it mailed.
//!
//! The servers are found as tests/cli/mail_cli.rs finds them
//! (`CCDESK_TEST_MAIL_DIR` and the ports of servers.sh's `env`); without
//! them the tests that need them say why and pass, unless
//! `CCDESK_MAIL_SERVERS=required`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::app::services::{FakeFileChooser, SettingsStore};
use ccdesk::app::{CcdeskApp, Document, Pane};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::mail::settings::MailSettings;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{WINDOW_SIZE, app_in, click, fill, has, open_window, show_only};

/// The desk of `who` (`white` or `black`, of slot `n`'s users) with the
/// game g1 between them, its settings in `config`.
fn desk(who: &str, n: u32, config: &Path) -> Harness<'static, CcdeskApp> {
    let mut p = Project::new(format!("{who}'s desk"));
    let mut white = Player::new(PlayerId(1), "Wanda White");
    white.email = format!("white-{n}@chess.test");
    let mut black = Player::new(PlayerId(2), "Boris Black");
    black.email = format!("black-{n}@chess.test");
    *p.hand_edit().players = vec![white, black];
    *p.hand_edit().owner = Some(PlayerId(if who == "white" { 1 } else { 2 }));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Mail friendlies");
    g.rules = "ICCF email".into();
    g.start = Some(today());
    p.hand_edit().games.push(g);
    let mut app = app_in(
        Document::new(p, None),
        today(),
        FakeFileChooser::default(),
        SettingsStore::at(config.join("settings.ron")),
    );
    show_only(&mut app, &[Pane::Games]);
    open_window(app, WINDOW_SIZE)
}

fn today() -> chrono::NaiveDate {
    chrono::Local::now().date_naive()
}

/// Fills Edit › Mail account… and saves it.
fn keep_account(h: &mut Harness<'_, CcdeskApp>, fields: &[(&str, &str)]) {
    click(h, "Edit");
    click(h, "Mail account…");
    for (label, text) in fields {
        fill(h, label, text);
    }
    click(h, "Save");
}

#[test]
fn the_mail_account_dialog_keeps_the_account_in_the_settings_and_the_password_in_the_keyring() {
    crate::memory_keyring::install();
    let dir = tempfile::tempdir().unwrap();
    let ca = dir.path().join("no-ca.crt");
    let mut h = desk("white", 90, dir.path());
    keep_account(
        &mut h,
        &[
            ("IMAP server", "127.0.0.1:10143"),
            ("SMTP server", "mail.chess.test"),
            ("User", "white-90@chess.test"),
            ("Password", "secret-90"),
        ],
    );
    assert!(has(
        &h,
        "Kept the mail account of Wanda White <white-90@chess.test>: IMAP 127.0.0.1:10143 (implicit), SMTP mail.chess.test:587 (starttls), the password in the system keyring."
    ));
    let path = dir.path().join("mail.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(!text.contains("secret-90"), "no password in a file: {text}");
    let kept = MailSettings::load_from(&path).unwrap();
    let account = kept.account("white-90@chess.test").unwrap();
    assert_eq!(account.imap.describe(), "127.0.0.1:10143 (implicit)");
    assert_eq!(account.smtp.describe(), "mail.chess.test:587 (starttls)");
    assert_eq!(account.user, "white-90@chess.test");
    assert_eq!(account.folder, "INBOX");
    assert!(crate::memory_keyring::entries().contains(&(
        "ccdesk mail 127.0.0.1".to_owned(),
        "white-90@chess.test".to_owned(),
        "secret-90".to_owned()
    )));
    // A CA file that does not exist is refused by name; the kept account
    // stays as it was.
    fill(&mut h, "CA file", &ca.display().to_string());
    click(&mut h, "Save");
    assert!(has(&h, "CA file: "), "the refusal names the field");
    assert_eq!(MailSettings::load_from(&path).unwrap(), kept);
    // Opened again, the dialog shows the kept account.
    click(&mut h, "Close");
    click(&mut h, "Edit");
    click(&mut h, "Mail account…");
    assert!(has(&h, "The mailbox of Wanda White <white-90@chess.test>."));
    let shown = h.get_by_label("IMAP server");
    assert_eq!(shown.value().as_deref(), Some("127.0.0.1:10143"));
}
