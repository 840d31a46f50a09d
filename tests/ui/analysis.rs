//! The analysis pane keeps drawing frames while Stockfish searches, shows
//! its lines in SAN, and says plainly when the engine is missing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::time::{Duration, Instant};

use ccdesk::app::analysis_pane::{AnalysisState, analysis_ui};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

struct Desk {
    position: Chess,
    analysis: AnalysisState,
}

fn harness(engine: &str, fen: &str) -> Harness<'static, Desk> {
    let position = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let desk = Desk {
        position,
        analysis: AnalysisState::new(engine),
    };
    Harness::builder().with_size([600.0, 300.0]).build_ui_state(
        |ui, desk: &mut Desk| analysis_ui(ui, &desk.position, &mut desk.analysis),
        desk,
    )
}

#[test]
fn frames_keep_coming_while_the_engine_runs() {
    if ccdesk::engine::locate(Path::new("stockfish")).is_err() {
        eprintln!("note: stockfish is not installed (apt install stockfish); skipping");
        return;
    }
    let mut h = harness(
        "stockfish",
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
    );
    h.step();
    h.get_by_label("Start analysis").click();
    let began = Instant::now();
    let mut frames = 0;
    let mut slowest = Duration::ZERO;
    while began.elapsed() < Duration::from_secs(1) {
        let frame = Instant::now();
        h.step();
        slowest = slowest.max(frame.elapsed());
        frames += 1;
    }
    assert!(frames >= 10, "only {frames} frames in a second");
    assert!(
        slowest < Duration::from_millis(250),
        "a frame took {slowest:?}"
    );
    assert!(h.state().analysis.is_running());
    let best = h.state().analysis.lines().unwrap().best().unwrap();
    assert_eq!(best.san[0].to_string(), "Nf6+");
    assert!(h.query_by_label_contains("#2").is_some());
    assert!(h.query_by_label_contains("1. Nf6+ gxf6 2. Bxf7#").is_some());
    h.get_by_label("Stop analysis").click();
    h.step();
    h.step();
    assert!(!h.state().analysis.is_running());
    assert!(h.query_by_label("Start analysis").is_some());
}

#[test]
fn a_missing_engine_is_said_plainly() {
    let mut h = harness("/nonexistent/engine", "8/8/4k3/8/8/3NK3/8/8 w - - 0 1");
    h.step();
    h.get_by_label("Start analysis").click();
    h.step();
    h.step();
    assert!(
        h.query_by_label_contains("engine not found: /nonexistent/engine")
            .is_some()
    );
    assert!(!h.state().analysis.is_running());
}
