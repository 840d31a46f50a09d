//! One frame of the full window with the large project open, CPU only
//! (layout and tessellation, no GPU): target under 4 ms (DESIGN.md).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::services::{FakeFileChooser, FixedToday, SettingsStore};
use ccdesk::app::{CcdeskApp, Document};
use ccdesk::domain::demo::{DemoSpec, generate};
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

criterion_group!(benches, frame);
criterion_main!(benches);
