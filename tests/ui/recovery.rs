//! Autosave, recovery after a crash, and the lock against two windows.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Dialog};
use ccdesk::domain::command::Command;
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::lock::{LockState, acquire, lock_path};
use ccdesk::io::project_file::{load, save};
use egui_kittest::kittest::Queryable;

use crate::window_harness::{TODAY, app_on, window_in};

fn one_game() -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    p.hand_edit().games.push(Game::new(
        GameId(1),
        PlayerId(1),
        PlayerId(2),
        "Club friendly",
    ));
    p
}

fn app() -> CcdeskApp {
    let mut app = app_on(Project::new("empty"), TODAY);
    app.enable_autosave();
    app
}

#[test]
fn unsaved_moves_survive_a_crash_and_are_offered_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &one_game()).unwrap();
    let saved_bytes = std::fs::read(&path).unwrap();

    // First session: a move is played, autosaved, then the program "crashes"
    // (the app is dropped without saving; its lock is left behind as a
    // crashed process would, so take a copy first).
    let mut first = app();
    first.open_path(&path);
    first.execute(Command::PlayMove {
        game: GameId(1),
        san: "e4".into(),
        received: None,
        sent: None,
    });
    let mut h = window_in(first, [1000.0, 700.0], egui::Theme::Dark);
    h.run();
    let mut first = h.into_state();
    first.finish_autosave();
    let recovery = first.recovery_path().unwrap();
    let recovered = load(&recovery).unwrap();
    assert_eq!(recovered.games()[0].moves.len(), 1);
    // Autosave never touches the saved file.
    assert_eq!(std::fs::read(&path).unwrap(), saved_bytes);
    drop(first);

    // Second session: opening the file offers the recovery, says what it has.
    let mut second = app();
    second.open_path(&path);
    match &second.dialog {
        Some(Dialog::Recover(found)) => {
            assert!(
                found
                    .differences
                    .iter()
                    .any(|d| d == "game g1 (Ann Ashworth - Bob Bramley): 1 move added: 1. e4"),
                "{:?}",
                found.differences
            );
            // And which window left it: this process's first window.
            let pid = std::process::id().to_string();
            assert!(
                found
                    .owner
                    .as_deref()
                    .is_some_and(|o| o.starts_with("window ") && o.contains(&pid)),
                "{:?}",
                found.owner
            );
        }
        other => panic!("expected a recovery offer, got {other:?}"),
    }
    let mut h = window_in(second, [1000.0, 700.0], egui::Theme::Dark);
    h.run();
    assert!(h.query_by_label("Recover unsaved changes?").is_some());
    assert!(
        h.query_by_label_contains("A ccdesk window ended without saving (window ")
            .is_some()
    );
    h.get_by_label("Recover").click();
    h.run();
    let second = h.state();
    assert_eq!(second.doc.project.games()[0].moves.len(), 1);
    assert!(second.doc.is_dirty());
    // Still not written to the saved file until the user saves.
    assert_eq!(std::fs::read(&path).unwrap(), saved_bytes);
}

#[test]
fn saving_removes_the_recovery_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &one_game()).unwrap();
    let mut a = app();
    a.open_path(&path);
    a.execute(Command::RenameProject {
        name: "Renamed".into(),
    });
    let mut h = window_in(a, [1000.0, 700.0], egui::Theme::Dark);
    h.run();
    assert!(h.state_mut().save());
    let mut a = h.into_state();
    a.finish_autosave();
    assert!(!a.recovery_path().unwrap().exists());
    assert_eq!(load(&path).unwrap().name(), "Renamed");
}

#[test]
fn a_second_window_is_warned_and_a_stale_lock_is_taken_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    save(&path, &one_game()).unwrap();
    // A live process holds the file.
    let mut holder = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap();
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    std::fs::write(
        lock_path(&path),
        format!("pid={}\nhost={}\n", holder.id(), host.trim()),
    )
    .unwrap();
    let mut a = app();
    a.open_path(&path);
    assert!(
        matches!(&a.dialog, Some(Dialog::Locked { holder: h, .. }) if h.contains(&holder.id().to_string()))
    );
    assert_eq!(a.doc.project.hand_edit().name, "empty");
    // Open anyway opens the file but leaves the live holder its lock.
    a.open_path_with(&path, true);
    assert_eq!(a.doc.project.hand_edit().name, "Friendlies");
    assert!(
        std::fs::read_to_string(lock_path(&path))
            .unwrap()
            .contains(&format!("pid={}", holder.id()))
    );
    drop(a);
    holder.kill().unwrap();
    holder.wait().unwrap();
    // The holder is gone: its lock is stale and is taken over silently.
    std::fs::write(
        lock_path(&path),
        format!("pid={}\nhost={}\n", holder.id(), host.trim()),
    )
    .unwrap();
    assert!(matches!(acquire(&path).unwrap(), LockState::Acquired(_)));
}
