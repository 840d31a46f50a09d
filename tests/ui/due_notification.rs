//! The daily notification's shell: once a day it hands the domain's
//! notice to the desktop, and a desktop that cannot show it is named in
//! the status line.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Mutex;
use std::time::{Duration, Instant};

use ccdesk::app::services::{FakeFileChooser, SettingsStore};
use ccdesk::app::{CcdeskApp, Document};
use ccdesk::domain::deadlines::DailyNotice;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{WINDOW_SIZE, app_in, open_window};

static SHOWN: Mutex<Vec<DailyNotice>> = Mutex::new(Vec::new());

fn shown(notice: &DailyNotice) -> Result<(), String> {
    SHOWN.lock().unwrap().push(notice.clone());
    Ok(())
}

fn no_server(_: &DailyNotice) -> Result<(), String> {
    Err("no notification server on this desktop".to_owned())
}

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann sent 1.e4 on 2 Nov and heard nothing: on 20 Nov the repeat (E3.1)
/// is overdue.
fn window(
    settings: &std::path::Path,
    show: ccdesk::app::ShowNotice,
) -> Harness<'static, CcdeskApp> {
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
    let mut app = app_in(
        Document::new(p, None),
        d(11, 20),
        FakeFileChooser::default(),
        SettingsStore::at(settings.to_path_buf()),
    );
    app.enable_notifications_via(show);
    open_window(app, WINDOW_SIZE)
}

/// rule: E3.1
#[test]
fn once_a_day_the_notice_goes_to_the_desktop_and_a_failure_says_so_in_the_status_line() {
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.ron");
    let _h = window(&settings, shown);
    let start = Instant::now();
    while SHOWN.lock().unwrap().is_empty() {
        assert!(start.elapsed() < Duration::from_secs(10), "never shown");
        std::thread::sleep(Duration::from_millis(10));
    }
    let notices = SHOWN.lock().unwrap().clone();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].summary, "ccdesk: 1 deadline due in Ann's desk");
    assert!(
        notices[0]
            .body
            .starts_with("2026-11-16 g1 repeat my move in g1"),
        "{}",
        notices[0].body
    );
    // The same day again: the settings remember it, nothing is sent.
    let mut h = window(&settings, no_server);
    h.run();
    assert!(h.query_by_label_contains("was not shown").is_none());
    // Another desk (no settings yet) on a desktop without a server: said
    // in the status line.
    let other = dir.path().join("other.ron");
    let mut h = window(&other, no_server);
    let start = Instant::now();
    let text = "the desktop notification of what is due was not shown (no notification server on this desktop): ccdesk due lists it";
    while h.query_by_label_contains(text).is_none() {
        assert!(start.elapsed() < Duration::from_secs(10), "never said");
        std::thread::sleep(Duration::from_millis(10));
        h.run();
    }
}
