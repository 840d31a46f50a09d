//! One frame of the full window with the large project open, CPU only
//! (layout and tessellation, no GPU): target under 4 ms (DESIGN.md).
//! `frame_1600_games` and `frame_32000_games`: the 1,600-game season, and
//! the same with nineteen past seasons' games (issue 19): a frame with
//! 32,000 games costs no more than with 1,600.
//!
//! `board_and_scoresheet_150_moves`: the board and scoresheet panes alone
//! (the other panes hidden) on a game of 150 moves a side, dated: target
//! under 1 ms of CPU a frame (issue 3).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::services::{FakeFileChooser, FixedToday, SettingsStore};
use ccdesk::app::{CcdeskApp, Document, Pane};
use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use criterion::{Criterion, criterion_group, criterion_main};

fn input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        ..Default::default()
    }
}

fn frame(c: &mut Criterion) {
    frame_of(
        c,
        "frame_large_project",
        generate(&DemoSpec::large(10, 10, 8, 40)).unwrap(),
    );
    frame_of(
        c,
        "frame_1600_games",
        generate(&DemoSpec::large(20, 10, 8, 40)).unwrap(),
    );
    frame_of(c, "frame_32000_games", twenty_seasons());
}

/// The 1,600-game season with nineteen past seasons' games before it
/// (issue 19): 32,000 games, those of the past marked with their season as
/// rollover marks them, each a copy of a current game under a new id.
fn twenty_seasons() -> Project {
    let mut project = generate(&DemoSpec::large(20, 10, 8, 40)).unwrap();
    let current = project.games().to_vec();
    let mut next = current.iter().map(|g| g.id.0).max().unwrap() + 1;
    let mut past = Vec::with_capacity(current.len() * 19);
    for season in 2006..2025 {
        for g in &current {
            let mut old = g.clone();
            old.id = GameId(next);
            next += 1;
            if let Some(p) = &mut old.pairing {
                p.season = format!("{season}-{}", season + 1);
            }
            past.push(old);
        }
    }
    past.extend(current);
    // In id order, as ccdesk keeps a project's games (each new game takes
    // the next id; rollover keeps the old ones where they are).
    past.sort_by_key(|g| g.id);
    *project.hand_edit().games = past;
    project
}

fn frame_of(c: &mut Criterion, name: &str, project: Project) {
    let mut app = CcdeskApp::new(
        Document::new(project, None),
        Box::new(FixedToday(NaiveDate::from_ymd_opt(2026, 11, 29).unwrap())),
        Box::new(FakeFileChooser::default()),
        SettingsStore::none(),
    );
    let ctx = egui::Context::default();
    ccdesk::app::theme::install(&ctx);
    // Warm up: fonts, galley caches, panel sizes.
    for _ in 0..5 {
        let mut out = ctx.run_ui(input(), |ui| app.window_ui(ui));
        out.textures_delta.clear();
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    c.bench_function(name, |b| {
        b.iter(|| {
            let mut out = ctx.run_ui(input(), |ui| app.window_ui(ui));
            // No GPU here: the texture updates are measured, then dropped.
            out.textures_delta.clear();
            ctx.tessellate(out.shapes, out.pixels_per_point)
        });
    });
}

/// A legal game of `plies` half-moves that does not end early: each move
/// picked from the legal ones by a fixed pseudo-random sequence, skipping
/// moves that would end the game. Every move dated, a day apart.
fn long_game(plies: usize) -> Game {
    use shakmaty::san::San;
    use shakmaty::{Chess, Position};
    let mut game = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Long friendly");
    let start = NaiveDate::from_ymd_opt(2025, 1, 1).unwrap();
    game.start = Some(start);
    let mut pos = Chess::default();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for ply in 0..plies {
        let legal = pos.legal_moves();
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let first = (seed >> 33) as usize % legal.len();
        let chosen = (0..legal.len())
            .map(|i| legal[(first + i) % legal.len()])
            .find(|m| {
                let mut next = pos.clone();
                next.play_unchecked(*m);
                !next.is_game_over() && !next.is_insufficient_material()
            })
            .unwrap_or(legal[first]);
        let san = San::from_move(&pos, chosen).to_string();
        pos.play_unchecked(chosen);
        let day = start + chrono::Days::new(ply as u64 + 1);
        game.moves.push(MoveRecord::new(san).dated(None, Some(day)));
    }
    game
}

fn board_and_scoresheet(c: &mut Criterion) {
    let mut project = Project::new("One long game");
    project
        .hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    project
        .hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    *project.hand_edit().owner = Some(PlayerId(1));
    project.hand_edit().games.push(long_game(300));
    let mut app = CcdeskApp::new(
        Document::new(project, None),
        Box::new(FixedToday(NaiveDate::from_ymd_opt(2026, 11, 29).unwrap())),
        Box::new(FakeFileChooser::default()),
        SettingsStore::none(),
    );
    for pane in Pane::ALL {
        app.set_pane_visible(pane, matches!(pane, Pane::Board | Pane::Scoresheet));
    }
    let ctx = egui::Context::default();
    ccdesk::app::theme::install(&ctx);
    for _ in 0..5 {
        let mut out = ctx.run_ui(input(), |ui| app.window_ui(ui));
        out.textures_delta.clear();
        let _ = ctx.tessellate(out.shapes, out.pixels_per_point);
    }
    assert_eq!(app.doc.project.games()[0].moves.len(), 300);
    c.bench_function("board_and_scoresheet_150_moves", |b| {
        b.iter(|| {
            let mut out = ctx.run_ui(input(), |ui| app.window_ui(ui));
            out.textures_delta.clear();
            ctx.tessellate(out.shapes, out.pixels_per_point)
        });
    });
}

criterion_group!(benches, frame, board_and_scoresheet);
criterion_main!(benches);
