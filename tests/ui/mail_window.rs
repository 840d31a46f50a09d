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

use std::path::{Path, PathBuf};

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

/// The project of `who`'s desk (`white` or `black`, of slot `n`'s users)
/// with the game g1 between them, nothing played.
fn project(who: &str, n: u32) -> Project {
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
    p
}

/// The window on `who`'s desk, its settings in `config`.
fn desk(who: &str, n: u32, config: &Path) -> Harness<'static, CcdeskApp> {
    let mut app = app_in(
        Document::new(project(who, n), None),
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

use crate::mail_servers::{Servers, servers};

/// Empties the mailboxes of slot `n` (tests/cli/mail_cli.rs takes the
/// slots 1 to 10 and 17 to 22; the window's tests take theirs from 16
/// down, and 23 and 24).
fn empty_slot(s: &Servers, n: u32) {
    for who in ["white", "black", "td"] {
        let mailbox = s.dir.join("mail").join(format!("{who}-{n}@chess.test"));
        if mailbox.exists() {
            std::fs::remove_dir_all(&mailbox).unwrap();
        }
    }
}

/// A desk of slot `n` on the command line: its project, with the
/// account kept in `config`.
struct CliDesk {
    project: PathBuf,
    config: PathBuf,
    password: String,
    ca: PathBuf,
}

impl CliDesk {
    fn new(s: &Servers, dir: &Path, who: &str, n: u32) -> CliDesk {
        let project = dir.join(format!("{who}.ron"));
        ccdesk::io::project_file::save(&project, &self::project(who, n)).unwrap();
        let desk = CliDesk {
            project,
            config: dir.join(format!("{who}-config")),
            password: format!("chess-{who}-{n}"),
            ca: s.dir.join("ca.crt"),
        };
        let p = desk.project.display().to_string();
        desk.run(&[
            "mail",
            "account",
            &p,
            "--imap",
            &format!("127.0.0.1:{}", s.imaps),
            "--smtp",
            &format!("127.0.0.1:{}", s.submission),
            "--user",
            &format!("{who}-{n}@chess.test"),
        ]);
        desk
    }

    /// Runs ccdesk with `args`; its standard output (it must succeed).
    fn run(&self, args: &[&str]) -> String {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .env("XDG_CONFIG_HOME", &self.config)
            .env("HOME", &self.config)
            .env("CCDESK_MAIL_PASSWORD", &self.password)
            .env("CCDESK_MAIL_CA", &self.ca)
            .env("CCDESK_MAIL_TIMEOUT", "10")
            .args(args)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "ccdesk {args:?}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        text
    }

    /// Records the move `san` and mails it.
    fn send_move(&self, san: &str) {
        let p = self.project.display().to_string();
        let day = today().to_string();
        self.run(&[
            "message", "compose", &p, "--game", "1", "--move", san, "--date", &day, "--record",
        ]);
        let out = self.run(&["mail", "send", &p, "--game", "1"]);
        assert!(out.starts_with("Message-ID: <"), "{out}");
    }
}

/// Steps the window until `done` holds (a call runs on a thread), at
/// most `seconds`.
fn step_until(
    h: &mut Harness<'_, CcdeskApp>,
    seconds: u64,
    what: &str,
    mut done: impl FnMut(&mut Harness<'_, CcdeskApp>) -> bool,
) {
    let start = std::time::Instant::now();
    while !done(h) {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(seconds),
            "{what} within {seconds} s"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
        h.step();
    }
}

/// File › Check mail, again until a mail is listed (the servers deliver
/// within seconds).
fn check_until_mail(h: &mut Harness<'_, CcdeskApp>) {
    click(h, "File");
    h.get_by_label("Check mail").click();
    h.step();
    let start = std::time::Instant::now();
    loop {
        step_until(h, 15, "the check answers", |h| {
            !h.state().check_mail.running()
        });
        h.run();
        if !has(h, "No new mail in INBOX.") {
            return;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "no mail arrived within 20 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
        h.get_by_label("Check again").click();
        h.step();
    }
}

/// The window of `who`'s desk keeps its account through Edit › Mail
/// account… (the password in the keyring), SMTP on `submission`.
fn mail_window(
    s: &Servers,
    dir: &Path,
    who: &str,
    n: u32,
    submission: u16,
) -> Harness<'static, CcdeskApp> {
    let mut h = desk(who, n, &dir.join(format!("{who}-window-config")));
    let imap = format!("127.0.0.1:{}", s.imaps);
    let smtp = format!("127.0.0.1:{submission}");
    let user = format!("{who}-{n}@chess.test");
    let password = format!("chess-{who}-{n}");
    let ca = s.dir.join("ca.crt").display().to_string();
    keep_account(
        &mut h,
        &[
            ("IMAP server", &imap),
            ("SMTP server", &smtp),
            ("User", &user),
            ("CA file", &ca),
            ("Password", &password),
        ],
    );
    assert!(has(&h, "Kept the mail account of "));
    click(&mut h, "Close");
    h
}

#[test]
fn check_mail_lists_the_opponents_move_and_read_message_applies_it_once() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 16;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let white = CliDesk::new(&s, dir.path(), "white", n);
    white.send_move("e4");
    let mut h = mail_window(&s, dir.path(), "black", n, s.submission);
    check_until_mail(&mut h);
    assert!(
        has(&h, "1 new mail in INBOX; 1 to read"),
        "the check's answer"
    );
    assert!(has(&h, &format!("white-{n}@chess.test")));
    assert!(has(&h, &today().to_string()), "arrived today");
    assert!(has(&h, "g1"));
    assert!(has(&h, "read"));
    // Nothing is applied without the person.
    assert!(
        h.state()
            .doc
            .project
            .game(GameId(1))
            .unwrap()
            .moves
            .is_empty()
    );
    // The due list says the mail is there.
    show_only(h.state_mut(), &[Pane::Games, Pane::Ledger]);
    h.run();
    assert!(has(&h, "mail arrived in g1"), "the due list says it");
    h.get_by_label("Open").click();
    h.run();
    assert!(has(
        &h,
        &format!("From UID 1 in INBOX: white-{n}@chess.test")
    ));
    h.get_by_label("Apply").click();
    h.run();
    let p = &h.state().doc.project;
    let moves: Vec<String> = p
        .game(GameId(1))
        .unwrap()
        .moves
        .iter()
        .map(|m| m.san.to_string())
        .collect();
    assert_eq!(moves, ["e4"]);
    // The mail's Message-ID is kept with it: the list says it is applied,
    // and the fetch state moved past it.
    let kept = p
        .correspondence()
        .iter()
        .find(|c| {
            c.mail
                .as_ref()
                .is_some_and(|m| m.message_id.starts_with("ccdesk."))
        })
        .expect("the received message keeps the mail's Message-ID");
    assert_eq!(kept.game, GameId(1));
    h.run();
    assert!(has(&h, "already applied"));
    assert!(
        !has(&h, "mail arrived in g1"),
        "applied, it is no longer due"
    );
    // The next check lists it as applied and moves the folder's state
    // past it; the one after finds nothing new.
    for (n, answer) in [
        (2, "1 new mail in INBOX; 0 to read"),
        (3, "No new mail in INBOX."),
    ] {
        h.get_by_label("Check again").click();
        h.step();
        step_until(&mut h, 15, &format!("check {n} answers"), |h| {
            !h.state().check_mail.running()
        });
        h.run();
        assert!(has(&h, answer), "check {n}: {answer}");
    }
    assert_eq!(
        h.state().doc.project.game(GameId(1)).unwrap().moves.len(),
        1
    );
}

/// Reply's Send on White's window, stepped until the server answers:
/// what the dialog then says.
fn reply_and_send(h: &mut Harness<'_, CcdeskApp>, san: &str) {
    h.state_mut().selection.game = Some(GameId(1));
    h.run();
    click(h, "File");
    click(h, "Reply…");
    fill(h, "My move:", san);
    h.get_by_label("Send").click();
    h.step();
    step_until(h, 15, "the server answers the send", |h| {
        !h.state().mail_send.running()
    });
    h.run();
}

#[test]
fn send_in_reply_mails_the_move_and_marks_it_mailed() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 15;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let mut h = mail_window(&s, dir.path(), "white", n, s.submission);
    reply_and_send(&mut h, "e4");
    assert!(
        has(
            &h,
            &format!("Mailed the message of g1 to Boris Black <black-{n}@chess.test>.")
        ),
        "the dialog says it was mailed"
    );
    let p = &h.state().doc.project;
    assert_eq!(
        p.game(GameId(1)).unwrap().moves.len(),
        1,
        "the move is played"
    );
    let sent = p.correspondence().last().unwrap();
    let mail = sent
        .mail
        .as_ref()
        .expect("the kept message is marked mailed");
    assert!(mail.message_id.starts_with("ccdesk."), "{mail:?}");
    assert!(!mail.mailed_at.is_empty(), "{mail:?}");
    assert_eq!(mail.to[0].email, format!("black-{n}@chess.test"));
    // Black's desk fetches it and applies it: the mail went through.
    let black = CliDesk::new(&s, dir.path(), "black", n);
    let bp = black.project.display().to_string();
    let start = std::time::Instant::now();
    loop {
        let out = black.run(&["mail", "fetch", &bp, "--apply"]);
        if out.contains(" g1 move applied") {
            break;
        }
        assert!(out.starts_with("no new mail"), "{out}");
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "no mail arrived"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

#[test]
fn send_to_a_server_that_is_down_says_so_and_leaves_the_message_not_mailed() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 14;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let mut h = mail_window(&s, dir.path(), "white", n, s.closed);
    reply_and_send(&mut h, "d4");
    assert!(
        has(&h, "Not sent: cannot reach 127.0.0.1:"),
        "the dialog says why"
    );
    let p = &h.state().doc.project;
    let sent = p.correspondence().last().unwrap();
    assert!(
        sent.mail.as_ref().is_none_or(|m| m.message_id.is_empty()),
        "the kept message stays not mailed: {:?}",
        sent.mail
    );
    assert!(ccdesk::domain::mail::unsent_of(p, GameId(1)).is_some());
}

#[test]
fn the_mail_is_checked_on_its_own_every_n_minutes_while_the_window_is_open() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 13;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let white = CliDesk::new(&s, dir.path(), "white", n);
    white.send_move("c4");
    let mut h = mail_window(&s, dir.path(), "black", n, s.submission);
    show_only(h.state_mut(), &[Pane::Games, Pane::Ledger]);
    h.run();
    assert!(!h.state().check_mail.running(), "no check before it is set");
    click(&mut h, "Edit");
    click(&mut h, "Mail account…");
    fill(&mut h, "Check every (minutes)", "abc");
    click(&mut h, "Save");
    assert!(has(
        &h,
        "Check every (minutes): \"abc\" is not a number of minutes"
    ));
    fill(&mut h, "Check every (minutes)", "30");
    click(&mut h, "Save");
    assert!(has(
        &h,
        "The mail is checked every 30 minutes while the window is open."
    ));
    click(&mut h, "Close");
    let settings =
        std::fs::read_to_string(dir.path().join("black-window-config/settings.ron")).unwrap();
    assert!(
        settings.contains("mail_check_minutes: Some(30)"),
        "{settings}"
    );
    // The first check starts at once, without the Check mail window; the
    // due list says what came (the mail may take a moment to arrive).
    let start = std::time::Instant::now();
    while !has(&h, "mail arrived in g1") {
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "no mail arrived on its own: {:?}",
            h.state().check_mail.answer
        );
        let nothing = h
            .state()
            .check_mail
            .answer
            .as_ref()
            .is_some_and(|a| a.as_ref().is_ok_and(|w| w.starts_with("No new mail")));
        if !h.state().check_mail.running() && nothing {
            // Not arrived yet, and the next check is 30 minutes away:
            // start afresh, as the time would.
            h.state_mut().check_mail = Default::default();
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        h.step();
    }
    assert!(
        !h.state().check_mail.open,
        "the Check mail window stays closed"
    );
}

// Issue 32: a message recorded with Mark sent (not mailed) is listed in
// the correspondence pane as not mailed, with a Send button that mails it
// through the account; sent, the button is gone.
#[test]
fn send_in_the_correspondence_pane_mails_a_message_recorded_earlier() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 12;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let mut h = mail_window(&s, dir.path(), "white", n, s.submission);
    h.state_mut().selection.game = Some(GameId(1));
    h.run();
    click(&mut h, "File");
    click(&mut h, "Reply…");
    fill(&mut h, "My move:", "Nf3");
    h.get_by_label("Mark sent").click();
    h.run();
    assert!(
        ccdesk::domain::mail::unsent_of(&h.state().doc.project, GameId(1)).is_some(),
        "recorded, not mailed"
    );
    show_only(h.state_mut(), &[Pane::Games, Pane::Correspondence]);
    h.run();
    h.get_by_label_contains("· not mailed").click();
    h.run();
    h.get_by_label("Send").click();
    h.step();
    step_until(&mut h, 15, "the server answers the send", |h| {
        !h.state().mail_send.running()
    });
    h.run();
    assert!(
        has(
            &h,
            &format!("Mailed the message of g1 to Boris Black <black-{n}@chess.test>.")
        ),
        "the pane says it was mailed"
    );
    let p = &h.state().doc.project;
    assert!(ccdesk::domain::mail::unsent_of(p, GameId(1)).is_none());
    let mail = p.correspondence().last().unwrap().mail.clone().unwrap();
    assert!(mail.message_id.starts_with("ccdesk."), "{mail:?}");
    assert!(!has(&h, "· not mailed"), "sent, it is no longer listed so");
    assert!(h.query_by_label("Send").is_none(), "nothing left to send");
    // Black's desk fetches it and applies it.
    let black = CliDesk::new(&s, dir.path(), "black", n);
    let bp = black.project.display().to_string();
    let start = std::time::Instant::now();
    loop {
        let out = black.run(&["mail", "fetch", &bp, "--apply"]);
        if out.contains(" g1 move applied") {
            break;
        }
        assert!(out.starts_with("no new mail"), "{out}");
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "no mail arrived"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
}

/// The UIDs in `folder` of slot `n`'s `who` (none when it does not exist).
fn folder_uids(s: &Servers, who: &str, n: u32, folder: &str) -> Vec<u32> {
    use ccdesk::domain::mail::{Security, Server};
    let server = Server {
        host: "127.0.0.1".into(),
        port: s.imap,
        security: Security::StartTls,
    };
    let ca = s.dir.join("ca.crt");
    let config = ccdesk::io::mail::tls::client_config(Some(ca.to_str().unwrap())).unwrap();
    let mut session = ccdesk::io::mail::imap::ImapSession::connect(
        &server,
        config,
        std::time::Duration::from_secs(10),
    )
    .unwrap();
    session
        .login(
            &format!("{who}-{n}@chess.test"),
            &format!("chess-{who}-{n}"),
        )
        .unwrap();
    let uids = match session.examine(folder) {
        Ok(_) => session.uids_from(1).unwrap(),
        Err(_) => Vec::new(),
    };
    session.logout();
    uids
}

// Issue 32: with "Move applied mail to" in the account, a mail applied
// from Check mail through Read message goes to that folder on the server.
#[test]
fn a_mail_applied_in_the_window_is_moved_to_the_folder_for_applied_mail() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 11;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let white = CliDesk::new(&s, dir.path(), "white", n);
    white.send_move("e4");
    let mut h = mail_window(&s, dir.path(), "black", n, s.submission);
    click(&mut h, "Edit");
    click(&mut h, "Mail account…");
    fill(&mut h, "Move applied mail to", "INBOX");
    click(&mut h, "Save");
    assert!(
        has(&h, "Move applied mail to: \"INBOX\" is the folder fetched"),
        "the folder fetched is refused"
    );
    fill(&mut h, "Move applied mail to", "Applied");
    click(&mut h, "Save");
    assert!(has(&h, "Kept the mail account of "));
    click(&mut h, "Close");
    check_until_mail(&mut h);
    h.get_by_label("Open").click();
    h.run();
    h.get_by_label("Apply").click();
    h.run();
    assert_eq!(
        h.state().doc.project.game(GameId(1)).unwrap().moves.len(),
        1
    );
    step_until(&mut h, 15, "the applied mail is moved", |h| {
        has(h, "Moved the applied mail (UID 1 in INBOX) to Applied.")
    });
    assert!(folder_uids(&s, "black", n, "INBOX").is_empty());
    assert_eq!(folder_uids(&s, "black", n, "Applied"), vec![1]);
}

// Issue 32: mail applied before the account named a folder for applied
// mail leaves the inbox at the first check once it names one: the person
// asked that applied mail leave it, not only the mail applied from then on.
#[test]
fn mail_applied_before_the_folder_was_named_is_moved_at_the_next_check() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 24;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let white = CliDesk::new(&s, dir.path(), "white", n);
    white.send_move("e4");
    let mut h = mail_window(&s, dir.path(), "black", n, s.submission);
    check_until_mail(&mut h);
    h.get_by_label("Open").click();
    h.run();
    h.get_by_label("Apply").click();
    h.run();
    assert_eq!(
        h.state().doc.project.game(GameId(1)).unwrap().moves.len(),
        1
    );
    // Applied, listed as applied, then behind the fetch state: it stays.
    for answer in ["1 new mail in INBOX; 0 to read", "No new mail in INBOX."] {
        h.get_by_label("Check again").click();
        h.step();
        step_until(&mut h, 15, answer, |h| !h.state().check_mail.running());
        h.run();
        assert!(has(&h, answer), "{answer}");
    }
    assert_eq!(folder_uids(&s, "black", n, "INBOX"), vec![1]);
    click(&mut h, "Edit");
    click(&mut h, "Mail account…");
    fill(&mut h, "Move applied mail to", "Applied");
    click(&mut h, "Save");
    assert!(has(&h, "Kept the mail account of "));
    click(&mut h, "Close");
    h.get_by_label("Check again").click();
    h.step();
    step_until(&mut h, 15, "the mail applied before is moved", |h| {
        has(h, "Moved the applied mail (UID 1 in INBOX) to Applied.")
    });
    assert!(folder_uids(&s, "black", n, "INBOX").is_empty());
    assert_eq!(folder_uids(&s, "black", n, "Applied"), vec![1]);
}

// rule: E1.1 E2.8 — a draw offer kept yesterday (Reply's Mark sent, or
// `message compose --record`) and sent today from the correspondence
// pane goes dated today: the pane says so, the offer stands from today,
// and Black's desk applies it as sent today.
#[test]
fn send_in_the_pane_dates_a_draw_offer_recorded_yesterday_the_day_it_is_mailed() {
    let Some(s) = servers() else { return };
    crate::memory_keyring::install();
    let n = 23;
    empty_slot(&s, n);
    let dir = tempfile::tempdir().unwrap();
    let mut h = mail_window(&s, dir.path(), "white", n, s.submission);
    let yesterday = today() - chrono::Days::new(1);
    h.state_mut()
        .doc
        .project
        .hand_edit()
        .game(GameId(1))
        .unwrap()
        .start = Some(today() - chrono::Days::new(3));
    let td = ccdesk::domain::message::Addressee {
        name: "Tess Director".into(),
        email: format!("td-{n}@chess.test"),
        address: String::new(),
    };
    let plan = ccdesk::domain::message::plan_declaration(
        &h.state().doc.project,
        GameId(1),
        ccdesk::domain::message::LetterKind::DrawOffer,
        yesterday,
        &td,
    )
    .unwrap();
    h.state_mut().doc.execute(plan.command).unwrap();
    let offer = |h: &Harness<'_, CcdeskApp>| {
        h.state()
            .doc
            .project
            .game(GameId(1))
            .unwrap()
            .draw_offer
            .map(|o| o.sent)
    };
    assert_eq!(offer(&h), Some(yesterday));
    show_only(h.state_mut(), &[Pane::Games, Pane::Correspondence]);
    h.state_mut().selection.game = Some(GameId(1));
    h.run();
    h.get_by_label_contains("· not mailed").click();
    h.run();
    h.get_by_label("Send").click();
    h.step();
    step_until(&mut h, 15, "the server answers the send", |h| {
        !h.state().mail_send.running()
    });
    h.run();
    assert!(
        has(
            &h,
            &format!(
                "Mailed the message of g1 to Boris Black <black-{n}@chess.test>. The draw offer is dated {}, the day it was mailed (it was recorded {yesterday}).",
                today()
            )
        ),
        "the pane says it was re-dated"
    );
    assert_eq!(offer(&h), Some(today()));
    let kept = h
        .state()
        .doc
        .project
        .correspondence()
        .last()
        .unwrap()
        .clone();
    assert_eq!(kept.date, today());
    assert!(
        kept.text.contains(&format!("sent: {}", today())),
        "{}",
        kept.text
    );
    // Black's desk applies it as sent today.
    let black = CliDesk::new(&s, dir.path(), "black", n);
    let bp = black.project.display().to_string();
    let start = std::time::Instant::now();
    loop {
        let out = black.run(&["mail", "fetch", &bp, "--apply"]);
        if out.contains(" g1 draw-offer applied") {
            break;
        }
        assert!(out.starts_with("no new mail"), "{out}");
        assert!(
            start.elapsed() < std::time::Duration::from_secs(20),
            "no mail arrived"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let p = ccdesk::io::project_file::load(&black.project).unwrap();
    assert_eq!(
        p.game(GameId(1)).unwrap().draw_offer.map(|o| o.sent),
        Some(today())
    );
}
