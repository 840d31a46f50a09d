//! Two windows on one project, no lost edit (issue 16, item 3): a save
//! never overwrites a file that changed on disk since it was read (the user
//! is asked: reload, merge or save as); a live window's lock and autosave
//! are never taken for a crash's, checked against a real second process;
//! and seeded random interleavings of two windows' edits, undos and saves
//! with the real command line writing too lose no edit.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, Stdio};

use ccdesk::app::disk_conflict::ConflictChoice;
use ccdesk::app::{CcdeskApp, Dialog};
use ccdesk::domain::command::Command;
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::lock::lock_path;
use ccdesk::io::project_file::{backup_path, load, save};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use shakmaty::Position;

use crate::window_harness::{TODAY, app_on, window_in};

/// Three games between four players: g1 for window A, g2 for window B, g3
/// for both.
fn three_games() -> Project {
    let mut p = Project::new("Friendlies");
    for (id, name) in [
        (1, "Ann Ashworth"),
        (2, "Bob Bramley"),
        (3, "Cid Cole"),
        (4, "Dee Dunn"),
    ] {
        p.hand_edit().players.push(Player::new(PlayerId(id), name));
    }
    p.hand_edit()
        .games
        .push(Game::new(GameId(1), PlayerId(1), PlayerId(2), "A's game"));
    p.hand_edit()
        .games
        .push(Game::new(GameId(2), PlayerId(3), PlayerId(4), "B's game"));
    p.hand_edit()
        .games
        .push(Game::new(GameId(3), PlayerId(1), PlayerId(4), "shared"));
    p
}

/// A window's app on an empty project, before it opens a file.
fn window() -> CcdeskApp {
    app_on(Project::new("empty"), TODAY)
}

/// The whole window on `app`, in egui_kittest's dark theme as these tests
/// have always had it.
fn harness(app: CcdeskApp) -> Harness<'static, CcdeskApp> {
    window_in(app, [1100.0, 750.0], egui::Theme::Dark)
}

fn play(game: u32, san: &str) -> Command {
    Command::PlayMove {
        game: GameId(game),
        san: san.into(),
        received: None,
        sent: None,
    }
}

fn moves(path: &Path, game: u32) -> Vec<String> {
    load(path)
        .unwrap()
        .game(GameId(game))
        .unwrap()
        .moves
        .iter()
        .map(|m| m.san.to_string())
        .collect()
}

#[test]
fn a_save_over_a_file_changed_on_disk_asks_and_merges() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &three_games()).unwrap();
    let mut a = window();
    a.open_path(&path);
    let mut b = window();
    b.open_path_with(&path, true);
    b.execute(play(2, "d4"));
    assert!(b.save());
    // A has not seen B's move; its own save must not overwrite it.
    a.execute(play(1, "e4"));
    let before = std::fs::read(&path).unwrap();
    let backup = std::fs::read(backup_path(&path, 1)).unwrap();
    assert!(!a.save(), "A saved over B's move without asking");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(std::fs::read(backup_path(&path, 1)).unwrap(), backup);
    assert!(matches!(&a.dialog, Some(Dialog::ChangedOnDisk { .. })));
    let mut h = harness(a);
    h.run();
    assert!(h.query_by_label("The file changed on disk").is_some());
    assert!(
        h.query_by_label("This window has 1 unsaved change.")
            .is_some()
    );
    h.get_by_label("Merge and save").click();
    h.run();
    assert!(h.state().dialog.is_none(), "{:?}", h.state().dialog);
    assert!(!h.state().doc.is_dirty());
    assert_eq!(moves(&path, 1), ["e4"]);
    assert_eq!(moves(&path, 2), ["d4"]);
}

#[test]
fn both_windows_changing_one_game_is_told_and_nothing_is_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &three_games()).unwrap();
    let mut a = window();
    a.open_path(&path);
    let mut b = window();
    b.open_path_with(&path, true);
    b.execute(play(3, "d4"));
    assert!(b.save());
    a.execute(play(3, "e4"));
    assert!(!a.save());
    a.resolve_conflict(&path, ConflictChoice::MergeAndSave, None);
    match &a.dialog {
        Some(Dialog::Error(e)) => {
            assert!(e.contains("both changed game g3"), "{e}");
            assert!(e.contains("Save as"), "{e}");
        }
        other => panic!("expected the conflict to be told, got {other:?}"),
    }
    assert_eq!(moves(&path, 3), ["d4"]);
    assert!(a.doc.is_dirty());
    // Reload: the user chose to drop A's move and sees B's.
    a.dialog = None;
    a.resolve_conflict(&path, ConflictChoice::Reload, None);
    assert!(!a.doc.is_dirty());
    assert_eq!(a.doc.project.game(GameId(3)).unwrap().moves.len(), 1);
    assert!(
        a.doc
            .last_event
            .as_deref()
            .is_some_and(|e| e.contains("1 unsaved change dropped"))
    );
}

/// The environment variable that makes this test binary a second window.
const HOLDER_ENV: &str = "CCDESK_TWO_WINDOWS_HOLDER";

/// In the child: open the project as a window, play a move, let autosave
/// write it, say where, and stay open until stdin closes (or killed).
fn holder_window(path: &Path) -> ! {
    let mut app = window();
    app.enable_autosave();
    app.open_path(path);
    assert!(app.dialog.is_none(), "{:?}", app.dialog);
    app.execute(play(2, "d4"));
    let mut h = harness(app);
    h.run();
    let mut app = h.into_state();
    let recovery = app.recovery_path().unwrap();
    // Wait for the autosave thread, then start a new one so the window
    // still autosaves like a live one.
    app.finish_autosave();
    app.enable_autosave();
    println!("ready {}", recovery.display());
    let mut line = String::new();
    let _ = std::io::stdin().read_line(&mut line);
    std::process::exit(0);
}

#[test]
fn a_live_window_keeps_its_lock_and_its_autosave() {
    if let Ok(path) = std::env::var(HOLDER_ENV) {
        holder_window(Path::new(&path));
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &three_games()).unwrap();
    let mut child = Process::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "two_windows::a_live_window_keeps_its_lock_and_its_autosave",
            "--nocapture",
        ])
        .env(HOLDER_ENV, &path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    let recovery = loop {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "the child ended");
        if let Some(p) = line.trim().strip_prefix("ready ") {
            break PathBuf::from(p);
        }
    };
    assert!(recovery.exists());
    let lock_before = std::fs::read_to_string(lock_path(&path)).unwrap();
    assert!(lock_before.contains(&format!("pid={}", child.id())));
    assert!(lock_before.contains("started="), "{lock_before}");

    // The lock says who holds it and that the process runs.
    let mut a = window();
    a.enable_autosave();
    a.open_path(&path);
    match &a.dialog {
        Some(Dialog::Locked { holder, .. }) => {
            assert!(
                holder.contains(&format!("process {}", child.id())),
                "{holder}"
            );
            assert!(holder.contains("started 20"), "{holder}");
            assert!(holder.contains("still running"), "{holder}");
        }
        other => panic!("expected the lock to be shown, got {other:?}"),
    }
    // Open anyway: the live window keeps its lock, and its autosave is not
    // offered as a crash's recovery (only mentioned).
    a.dialog = None;
    a.open_path_with(&path, true);
    assert_eq!(a.doc.project.name(), "Friendlies");
    assert_eq!(
        std::fs::read_to_string(lock_path(&path)).unwrap(),
        lock_before
    );
    assert!(
        !matches!(&a.dialog, Some(Dialog::Recover(_))),
        "a live window's autosave was offered as a crash's"
    );
    assert!(
        a.doc
            .last_event
            .as_deref()
            .is_some_and(|e| e.contains(&format!("process {}", child.id()))),
        "{:?}",
        a.doc.last_event
    );
    // A saves its own move: the other window's recovery file stays.
    a.execute(play(1, "e4"));
    let mut h = harness(a);
    h.run();
    assert!(h.state_mut().save());
    h.run();
    let mut a = h.into_state();
    a.finish_autosave();
    assert!(recovery.exists(), "A's save deleted B's recovery file");
    assert_eq!(moves(&path, 1), ["e4"]);
    drop(a);

    // The other window crashes: now its autosave is a crash's, offered
    // with what it holds against the file on disk.
    child.kill().unwrap();
    child.wait().unwrap();
    let mut c = window();
    c.open_path(&path);
    match &c.dialog {
        Some(Dialog::Recover(found)) => {
            assert_eq!(found.path, recovery);
            let owner = found.owner.as_deref().unwrap_or_default();
            assert!(owner.contains("no longer running"), "{owner}");
            assert!(
                found
                    .differences
                    .iter()
                    .any(|d| d == "game g2 (Cid Cole - Dee Dunn): 1 move added: 1. d4"),
                "{:?}",
                found.differences
            );
            assert!(
                found
                    .differences
                    .iter()
                    .any(|d| d == "game g1 (Ann Ashworth - Bob Bramley): 1 move taken back: 1. e4"),
                "{:?}",
                found.differences
            );
        }
        other => panic!("expected the crashed window's changes, got {other:?}"),
    }
    // The dead window's lock was stale and is taken over.
    assert!(
        std::fs::read_to_string(lock_path(&path))
            .unwrap()
            .contains(&format!("pid={}", std::process::id()))
    );
}

/// A small seeded generator (the same numbers on every run).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// A move made in a window: where, what, and whether a save wrote it.
#[derive(Debug, Clone)]
struct Edit {
    game: u32,
    ply: usize,
    san: String,
    saved: bool,
}

/// One window of the simulation with the edits it still stands by.
struct Sim {
    app: CcdeskApp,
    own_game: u32,
    live: Vec<Edit>,
}

#[derive(Debug, Default)]
struct Tally {
    edits: usize,
    saves: usize,
    refused: usize,
    merged: usize,
    told: usize,
    cli_saved: usize,
    cli_refused: usize,
}

impl Sim {
    /// Plays a random legal move in its own game or the shared one.
    fn edit(&mut self, rng: &mut Rng, tally: &mut Tally) {
        let game = if rng.below(10) < 7 { self.own_game } else { 3 };
        let Some(replay) = self.app.doc.replay(GameId(game)) else {
            return;
        };
        let pos = replay.current().clone();
        let legal = pos.legal_moves();
        if legal.is_empty() || replay.moves.len() > 60 {
            return;
        }
        let m = legal[usize::try_from(rng.below(legal.len() as u64)).unwrap()];
        let san = shakmaty::san::San::from_move(&pos, m).to_string();
        let ply = replay.moves.len();
        self.app.execute(play(game, &san));
        if self.app.dialog.take().is_none() {
            tally.edits += 1;
            self.live.push(Edit {
                game,
                ply,
                san,
                saved: false,
            });
        }
    }

    fn undo(&mut self) {
        if self.app.doc.can_undo() {
            self.app.undo();
            assert!(self.app.dialog.is_none(), "{:?}", self.app.dialog);
            self.live.pop();
        }
    }

    /// Saves as the user would: asked about a file changed on disk, merges;
    /// told that the merge cannot be made, reloads (the user drops this
    /// window's unsaved moves knowingly).
    fn save(&mut self, path: &Path, tally: &mut Tally) {
        tally.saves += 1;
        if self.app.save() {
            self.mark_saved();
            return;
        }
        assert!(
            matches!(&self.app.dialog, Some(Dialog::ChangedOnDisk { .. })),
            "{:?}",
            self.app.dialog
        );
        tally.refused += 1;
        self.app
            .resolve_conflict(path, ConflictChoice::MergeAndSave, None);
        match self.app.dialog.take() {
            None => {
                tally.merged += 1;
                assert!(!self.app.doc.is_dirty());
                self.mark_saved();
            }
            Some(Dialog::Error(e)) => {
                assert!(e.contains("cannot merge"), "{e}");
                self.app
                    .resolve_conflict(path, ConflictChoice::Reload, None);
                assert!(self.app.dialog.is_none(), "{:?}", self.app.dialog);
                let before = self.live.len();
                self.live.retain(|e| e.saved);
                tally.told += before - self.live.len();
            }
            Some(other) => panic!("unexpected {other:?}"),
        }
    }

    fn mark_saved(&mut self) {
        for e in &mut self.live {
            e.saved = true;
        }
    }
}

/// The real command line adds a game; returns its event when it says saved.
fn cli_adds_game(path: &Path, event: &str, tally: &mut Tally) -> Option<String> {
    let out = Process::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["game", "new"])
        .arg(path)
        .args([
            "--white",
            "Cid Cole",
            "--black",
            "Bob Bramley",
            "--rules",
            "email",
            "--start",
            "2026-01-05",
            "--event",
            event,
        ])
        .output()
        .unwrap();
    if out.status.success() {
        tally.cli_saved += 1;
        Some(event.to_owned())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("changed on disk"), "{err}");
        tally.cli_refused += 1;
        None
    }
}

#[test]
fn random_interleavings_of_two_windows_and_the_command_line_lose_no_edit() {
    let cases: u64 = std::env::var("CCDESK_INTERLEAVINGS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let mut tally = Tally::default();
    for case in 0..cases {
        let mut rng = Rng(0x16_0003 + case);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("friendlies.ron");
        save(&path, &three_games()).unwrap();
        let mut sims = [1, 2].map(|own_game| {
            let mut app = window();
            app.open_path_with(&path, true);
            Sim {
                app,
                own_game,
                live: Vec::new(),
            }
        });
        let mut cli_games = Vec::new();
        for step in 0..24 {
            let who = usize::try_from(rng.below(2)).unwrap();
            match rng.below(100) {
                0..45 => sims[who].edit(&mut rng, &mut tally),
                45..55 => sims[who].undo(),
                55..92 => sims[who].save(&path, &mut tally),
                _ => cli_games.extend(cli_adds_game(
                    &path,
                    &format!("case {case} step {step}"),
                    &mut tally,
                )),
            }
        }
        // Both windows save before closing.
        for sim in &mut sims {
            if sim.app.doc.is_dirty() {
                sim.save(&path, &mut tally);
            }
        }
        let disk = load(&path).unwrap();
        for (name, sim) in ["A", "B"].iter().zip(&sims) {
            for e in &sim.live {
                let found = disk
                    .game(GameId(e.game))
                    .and_then(|g| g.moves.get(e.ply))
                    .map(|m| m.san.as_str());
                assert_eq!(
                    found,
                    Some(e.san.as_str()),
                    "case {case}: window {name}'s move {} at ply {} of game g{} was lost",
                    e.san,
                    e.ply,
                    e.game
                );
            }
        }
        for event in &cli_games {
            assert!(
                disk.games().iter().any(|g| &g.event == event),
                "case {case}: the command line's game \"{event}\" was lost"
            );
        }
    }
    eprintln!("{cases} interleavings: {tally:?}");
    assert!(tally.merged > 0 && tally.refused > tally.merged && tally.cli_saved > 0);
}
