//! One frame of the full window with the large project open, CPU only
//! (layout and tessellation, no GPU): target under 4 ms (DESIGN.md).
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
    let project = generate(&DemoSpec::large(10, 10, 8, 40)).unwrap();
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
    c.bench_function("frame_large_project", |b| {
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
