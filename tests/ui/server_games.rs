//! File › Server games… against the XFCC test server on 127.0.0.1: Sync
//! brings every game in, Send move asks for confirmation then sends with
//! the draw offer and message (dated the day it was sent), Accept draw,
//! Claim draw and Resign ask first and are answered in words, a move
//! synced is dated the day it arrived and the ledger pane shows a server
//! game's clocks and dates, the password is kept in the keyring and never
//! in the settings, and a server that is down is said to be offline with
//! nothing changed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use ccdesk::app::services::{FakeFileChooser, SettingsStore};
use ccdesk::app::{CcdeskApp, Document, Pane};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{WINDOW_SIZE, app_in, click, date, fill, has, open_window, show_only};
use crate::xfcc_server::{Mode, NS, PASSWORD, USER, XfccServer, down_url};

fn harness() -> Harness<'static, CcdeskApp> {
    harness_with(SettingsStore::none())
}

fn harness_with(settings: SettingsStore) -> Harness<'static, CcdeskApp> {
    let mut p = Project::new("Ann's desk");
    *p.hand_edit().players = vec![Player::new(PlayerId(1), "Ann Player")];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut app = app_in(
        Document::new(p, None),
        date(2026, 12, 1),
        FakeFileChooser::default(),
        settings,
    );
    show_only(&mut app, &[Pane::Games]);
    open_window(app, WINDOW_SIZE)
}

/// Clicks a button that starts a call to the server: the window keeps
/// repainting until the answer comes, so it is stepped, not run to rest.
fn click_call(h: &mut Harness<'_, CcdeskApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
}

/// Steps the window until `text` shows (the call runs on a thread).
fn wait_for(h: &mut Harness<'_, CcdeskApp>, text: &str) {
    let start = Instant::now();
    while !has(h, text) {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{text} never showed"
        );
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.run();
}

fn open_and_sync(h: &mut Harness<'_, CcdeskApp>, url: &str, password: &str) {
    click(h, "File");
    click(h, "Server games…");
    fill(h, "Server", url);
    fill(h, "User", USER);
    fill(h, "Password", password);
    click_call(h, "Sync");
}

#[test]
fn sync_then_send_a_move_with_confirmation() {
    let server = XfccServer::start(Mode::Normal);
    let mut h = harness();
    open_and_sync(&mut h, &server.url, PASSWORD);
    wait_for(&mut h, "Synced 8 games from");
    assert!(has(
        &h,
        "g2 1002 Carl Cook - Ann Player: my move (Black, 10d 5h 30m left, draw offered)"
    ));
    assert_eq!(h.state().doc.project.games().len(), 8);
    // The games list shows the server, both clocks and whose move it is
    // as the server says.
    assert!(has(&h, "Carl Cook  (my move) · WS/2026/1 · "), "games list");
    assert!(has(&h, "1002, clocks 10d 5h 30m / 20d 0h 0m"), "games list");
    assert!(has(&h, "Bob Builder  (their move)"), "games list");
    // The ledger pane's due list: server games on their server's clocks.
    h.state_mut().set_pane_visible(Pane::Ledger, true);
    h.run();
    assert!(
        has(&h, "due for Ann Player as of 2026-12-01 (5 games)"),
        "due list"
    );
    assert!(has(&h, "g2: black vs Carl Cook"), "due list");
    assert!(
        has(&h, "clocks 10d 5h 30m / 20d 0h 0m, draw offered"),
        "due list"
    );
    assert!(has(&h, "11 days left"), "due list");
    h.state_mut().set_pane_visible(Pane::Ledger, false);
    h.run();
    // One step: undo takes the whole sync back.
    assert!(h.state().doc.can_undo());

    h.state_mut().selection.game = Some(GameId(2));
    h.run();
    assert!(has(&h, "g2: server game 1002 on"));
    fill(&mut h, "Move", "Nf6");
    fill(&mut h, "Message", "Good luck");
    click(&mut h, "Offer a draw");
    click(&mut h, "Send move…");
    assert!(
        has(
            &h,
            "Send the 1. Nf6 with a draw offer in g2 (server game 1002 on"
        ),
        "asks first"
    );
    let before = server.requests().len();
    assert_eq!(
        h.state().doc.project.game(GameId(2)).unwrap().moves.len(),
        1,
        "not yet played"
    );
    click_call(&mut h, "Send");
    wait_for(&mut h, "sent: the server accepted it (Success)");
    // Heard once, politely, as the dialog shows it.
    let heard: Vec<_> = crate::accessibility::live_regions(&h)
        .into_iter()
        .filter(|(text, _)| text.contains("sent: the server accepted it (Success)"))
        .collect();
    assert_eq!(heard.len(), 1, "{heard:?}");
    assert_eq!(heard[0].1, egui::accesskit::Live::Polite);
    let request = server.requests()[before].clone();
    assert_eq!(request.soap_action, format!("\"{NS}/MakeAMove\""));
    assert!(request.body.contains("<myMove>Nf6</myMove>"));
    assert!(request.body.contains("<offerDraw>true</offerDraw>"));
    assert!(request.body.contains("<myMessage>Good luck</myMessage>"));
    let g2 = h.state().doc.project.game(GameId(2)).unwrap().clone();
    assert_eq!(g2.moves.last().unwrap().san, "Nf6");
    // rule: E2.8 (sent on the day the server accepted it)
    assert_eq!(
        g2.moves.last().unwrap().sent,
        NaiveDate::from_ymd_opt(2026, 12, 1)
    );
    assert!(!g2.server.unwrap().game.my_turn);
}

#[test]
fn accept_claim_and_resign_ask_first_and_each_answer_is_in_words() {
    let server = XfccServer::start(Mode::Normal);
    let mut h = harness();
    open_and_sync(&mut h, &server.url, PASSWORD);
    wait_for(&mut h, "Synced 8 games from");
    // g2: Carl Cook offered a draw; Ann accepts it.
    h.state_mut().selection.game = Some(GameId(2));
    h.run();
    click(&mut h, "Accept draw…");
    assert!(has(
        &h,
        "Send the draw acceptance in g2 (server game 1002 on"
    ));
    click_call(&mut h, "Send");
    wait_for(
        &mut h,
        "g2: draw acceptance sent: the server accepted it (Success).",
    );
    assert!(
        server
            .requests()
            .last()
            .unwrap()
            .body
            .contains("<acceptDraw>true</acceptDraw>")
    );
    let g2 = h.state().doc.project.game(GameId(2)).unwrap().clone();
    assert_eq!(
        g2.result.unwrap().outcome,
        ccdesk::domain::game::Outcome::Draw
    );
    // g3: this server takes no draw claims: said in words, nothing changes.
    h.state_mut().selection.game = Some(GameId(3));
    h.run();
    let before = h.state().doc.project.clone();
    click(&mut h, "Claim draw…");
    assert!(has(&h, "Send the draw claim in g3 (server game 1003 on"));
    click_call(&mut h, "Send");
    wait_for(
        &mut h,
        "g3: draw claim refused: the server does not offer this (FeatureUnavailable). Nothing was changed.",
    );
    assert!(
        server
            .requests()
            .last()
            .unwrap()
            .body
            .contains("<claimDraw>true</claimDraw>")
    );
    assert_eq!(h.state().doc.project, before);
    // Ann resigns g3.
    click(&mut h, "Resign…");
    assert!(has(&h, "Send the resignation in g3 (server game 1003 on"));
    click_call(&mut h, "Send");
    wait_for(
        &mut h,
        "g3: resignation sent: the server accepted it (Success).",
    );
    assert!(
        server
            .requests()
            .last()
            .unwrap()
            .body
            .contains("<resign>true</resign>")
    );
    let g3 = h.state().doc.project.game(GameId(3)).unwrap().clone();
    assert_eq!(
        g3.result.unwrap().outcome,
        ccdesk::domain::game::Outcome::BlackWins
    );
}

#[test]
fn a_move_synced_in_the_window_arrived_that_day_and_the_ledger_shows_the_servers_clocks() {
    // rule: E2.7
    let server = XfccServer::start(Mode::Normal);
    let mut h = harness();
    open_and_sync(&mut h, &server.url, PASSWORD);
    wait_for(&mut h, "Synced 8 games from");
    server.set("1001", "moves", "1.e4 e5 2.Nf3 Nc6");
    server.set("1001", "MYTURN", "true");
    click_call(&mut h, "Sync");
    wait_for(&mut h, "[1 new moves]");
    let g1 = h.state().doc.project.game(GameId(1)).unwrap().clone();
    assert_eq!(g1.clock.arrived(3), NaiveDate::from_ymd_opt(2026, 12, 1));
    // The ledger pane of a server game: the server's clocks and the
    // moves' dates, no days counted under the email rules.
    h.state_mut().dialogs.server = None;
    h.state_mut().set_pane_visible(Pane::Ledger, true);
    h.state_mut().selection.game = Some(GameId(1));
    h.run();
    assert!(has(&h, "Server game 1001 on"), "server summary");
    assert!(has(
        &h,
        "the server keeps its clocks, as of the sync on 2026-12-01"
    ));
    assert!(has(&h, "No days are counted here under a rule set"));
    assert!(has(&h, "2... Nc6"));
    assert!(has(&h, "2026-12-01"));
    assert!(!has(&h, "days used"), "no E-rule summary for a server game");
    // A server game from a set-up position draws too.
    h.state_mut().selection.game = Some(GameId(3));
    h.run();
    assert!(has(&h, "Server game 1003 on"));
}

#[test]
fn the_window_keeps_the_password_in_the_keyring_never_in_the_settings() {
    crate::memory_keyring::install();
    let server = XfccServer::start(Mode::Normal);
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let mut h = harness_with(SettingsStore::at(settings.clone()));
    click(&mut h, "File");
    click(&mut h, "Server games…");
    fill(&mut h, "Server", &server.url);
    fill(&mut h, "User", USER);
    fill(&mut h, "Password", PASSWORD);
    click(&mut h, "Keep the password in the system keyring");
    click_call(&mut h, "Sync");
    wait_for(&mut h, "The password is kept in the system keyring.");
    assert!(crate::memory_keyring::entries().contains(&(
        format!("ccdesk XFCC {}", server.url),
        USER.to_owned(),
        PASSWORD.to_owned()
    )));
    let text = std::fs::read_to_string(&settings).unwrap();
    assert!(
        text.contains(&server.url),
        "the account is remembered: {text}"
    );
    assert!(!text.contains(PASSWORD), "{text}");
    // A new window finds the account in the settings and the password in
    // the keyring: Sync works without typing it.
    let mut h = harness_with(SettingsStore::at(settings));
    click(&mut h, "File");
    click(&mut h, "Server games…");
    click_call(&mut h, "Sync");
    wait_for(&mut h, "Synced 8 games from");
    let request = server.requests().last().unwrap().clone();
    assert!(
        request
            .body
            .contains(&format!("<password>{PASSWORD}</password>"))
    );
}

#[test]
fn a_refusal_is_shown_in_words_and_cancel_sends_nothing() {
    let server = XfccServer::start(Mode::Normal);
    let mut h = harness();
    open_and_sync(&mut h, &server.url, PASSWORD);
    wait_for(&mut h, "Synced 8 games from");
    h.state_mut().selection.game = Some(GameId(6));
    h.run();
    fill(&mut h, "Move", "e4");
    click(&mut h, "Send move…");
    let before = server.requests().len();
    click(&mut h, "Cancel");
    assert!(has(&h, "Not sent."));
    assert_eq!(server.requests().len(), before);
    click(&mut h, "Send move…");
    click_call(&mut h, "Send");
    wait_for(&mut h, "refused: the move is ambiguous");
    assert!(has(&h, "(MoveIsAmbiguous). Nothing was changed."));
    // A refusal is heard at once (assertive).
    assert!(
        crate::accessibility::live_regions(&h)
            .iter()
            .any(
                |(text, live)| text.contains("(MoveIsAmbiguous). Nothing was changed.")
                    && *live == egui::accesskit::Live::Assertive
            ),
        "{:?}",
        crate::accessibility::live_regions(&h)
    );
    assert!(
        h.state()
            .doc
            .project
            .game(GameId(6))
            .unwrap()
            .moves
            .is_empty()
    );
}

#[test]
fn offline_says_so_and_changes_nothing() {
    let mut h = harness();
    let before = h.state().doc.project.clone();
    open_and_sync(&mut h, &down_url(), PASSWORD);
    wait_for(
        &mut h,
        "Offline: cannot reach the XFCC server at http://127.0.0.1:",
    );
    assert!(has(&h, "Nothing was changed."));
    assert_eq!(h.state().doc.project, before);
    assert!(!h.state().doc.can_undo());

    let server = XfccServer::start(Mode::Normal);
    fill(&mut h, "Server", &server.url);
    fill(&mut h, "Password", "wrong");
    click_call(&mut h, "Sync");
    wait_for(&mut h, "did not accept the user name or password");
    assert_eq!(h.state().doc.project, before);
}

/// rule: E3.1
#[test]
fn what_fell_due_since_the_window_was_last_open_is_shown_at_start() {
    use ccdesk::app::services::Settings;
    use ccdesk::domain::game::{Game, MoveRecord};
    let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day).unwrap();
    let mut p = Project::new("Ann's desk");
    *p.hand_edit().players = vec![
        Player::new(PlayerId(1), "Ann Player"),
        Player::new(PlayerId(2), "Bob Silent"),
    ];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(11, 1));
    g.moves = vec![MoveRecord::new("e4").dated(None, Some(d(11, 2)))];
    p.hand_edit().games.push(g);
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let store = SettingsStore::at(settings.clone());
    store
        .save(&Settings {
            last_open: Some(d(11, 10)),
            ..Settings::default()
        })
        .unwrap();
    let start = |today: NaiveDate| {
        let mut app = app_in(
            Document::new(p.clone(), None),
            today,
            FakeFileChooser::default(),
            SettingsStore::at(settings.clone()),
        );
        app.open_at_start(None);
        open_window(app, WINDOW_SIZE)
    };
    let mut h = start(d(11, 20));
    assert!(has(&h, "Due since you were last here"));
    // Said once at start, in the status line (issue 18).
    assert_eq!(
        crate::accessibility::live_regions(&h),
        [(
            "1 deadline fell due since 2026-11-10; the first: 2026-11-16 g1 repeat my move in g1 (Ann Player - Bob Silent) with full details, with a copy to the Tournament Director [E3.1]".to_owned(),
            egui::accesskit::Live::Polite
        )]
    );
    assert!(has(&h, "Since 2026-11-10 (1 deadlines):"));
    assert!(has(
        &h,
        "2026-11-16 g1 repeat my move in g1 (Ann Player - Bob Silent) with full details, with a copy to the Tournament Director [E3.1]"
    ));
    assert_eq!(store.load().last_open, Some(d(11, 20)));
    click(&mut h, "Close");
    assert!(!has(&h, "Due since you were last here"));
    // Opened again the same day: nothing new fell due.
    let h = start(d(11, 20));
    assert!(!has(&h, "Due since you were last here"));
}

#[test]
fn reply_on_a_server_game_points_to_the_server() {
    let server = XfccServer::start(Mode::Normal);
    let mut h = harness();
    open_and_sync(&mut h, &server.url, PASSWORD);
    wait_for(&mut h, "Synced 8 games from");
    h.state_mut().selection.game = Some(GameId(2));
    h.state_mut().open_reply_dialog();
    h.run();
    assert!(
        has(&h, "Game g2 is played on"),
        "the Reply dialog says where its moves go"
    );
    assert!(has(&h, "File > Server games…"));
}
