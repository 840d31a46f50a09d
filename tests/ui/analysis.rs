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

/// The analysis pane alone on `fen`, searched by `engine`: a `Desk`, not
/// the whole window, so not `window_harness`'s set-up.
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
        |ui, desk: &mut Desk| {
            analysis_ui(ui, &desk.position, &mut desk.analysis);
        },
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
    // The engine thinks on its own thread: frames go on being drawn while it
    // does, until its lines reach the mate (however loaded the machine is;
    // the frame's cost is measured by the `frame` bench, not here).
    let began = Instant::now();
    let mut frames = 0;
    while began.elapsed() < Duration::from_secs(60)
        && h.query_by_label_contains("1. Nf6+ gxf6 2. Bxf7#").is_none()
    {
        h.step();
        frames += 1;
    }
    assert!(
        frames > 1,
        "the window drew {frames} frames while the engine ran"
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

// ---------------------------------------------------------------------
// The pane inside the whole window: the per-event switch, "add line",
// tablebases and the engine settings dialog.

use ccdesk::app::services::FakeFileChooser;
use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;

use crate::window_harness::{TODAY, app_with_files, click, show_only, window_in};

const TABLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/syzygy");

/// A project with one game, started from `fen` when given.
fn one_game(fen: Option<&str>) -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    let mut game = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Club friendly");
    game.setup_fen = fen.map(str::to_owned);
    p.hand_edit().games.push(game);
    p
}

/// The whole window on `project` with only the board and analysis panes
/// shown, in egui_kittest's dark theme as these tests have always had it;
/// no frame drawn yet.
fn window(project: Project, files: FakeFileChooser) -> Harness<'static, CcdeskApp> {
    let mut app = app_with_files(project, TODAY, files);
    show_only(&mut app, &[Pane::Board, Pane::Analysis]);
    window_in(app, [1100.0, 760.0], egui::Theme::Dark)
}

#[test]
fn the_engine_switch_hides_every_engine_feature_of_the_event_and_undo_restores_it() {
    let mut h = window(one_game(None), FakeFileChooser::default());
    h.run();
    assert!(h.query_by_label("Start analysis").is_some());
    assert!(h.query_by_label_contains("Endgame tablebase").is_some());
    click(&mut h, "Edit");
    click(&mut h, "Engine allowed in this event");
    assert!(!h.state().doc.project.engine_allowed("Club friendly"));
    assert!(h.query_by_label("Start analysis").is_none());
    assert!(h.query_by_label_contains("Endgame tablebase").is_none());
    assert!(
        h.query_by_label_contains("Engine and tablebase help is switched off for Club friendly")
            .is_some()
    );
    h.state_mut().undo();
    h.run();
    assert!(h.state().doc.project.engine_allowed("Club friendly"));
    assert!(h.query_by_label("Start analysis").is_some());
}

#[test]
fn without_tables_the_tablebase_says_what_it_needs_and_with_them_gives_the_result() {
    // King and rook against king, White to move: Rh8 mates at once.
    let mut h = window(
        one_game(Some("k7/8/1K6/8/8/8/8/7R w - - 0 1")),
        FakeFileChooser::default(),
    );
    h.run();
    assert!(h.query_by_label_contains("Needs Syzygy tables").is_some());
    let mut settings = h.state().engine_settings().clone();
    settings.syzygy = Some(TABLES.into());
    h.state_mut().apply_engine_settings(settings);
    h.run();
    assert!(h.query_by_label_contains("White wins").is_some());
    assert!(h.query_by_label("Rh8# win").is_some());
}

#[test]
fn the_settings_dialog_reads_the_engines_options_and_keeps_the_tables_folder() {
    let files = FakeFileChooser {
        folder: Some(TABLES.into()),
        ..FakeFileChooser::default()
    };
    let mut h = window(one_game(None), files);
    h.run();
    click(&mut h, "Edit");
    click(&mut h, "Engine settings…");
    click(&mut h, "Choose…");
    if have_stockfish() {
        click(&mut h, "Read engine options");
        let began = Instant::now();
        while h.query_by_label("Threads").is_none() && began.elapsed() < Duration::from_secs(10) {
            h.step();
            std::thread::sleep(Duration::from_millis(20));
        }
        assert!(
            h.query_by_label("Threads").is_some(),
            "Stockfish declares Threads"
        );
        assert!(h.query_by_label("Hash").is_some());
        // MultiPV is the pane's own setting, not listed twice.
        assert!(h.query_by_label("MultiPV").is_none());
    }
    click(&mut h, "Save");
    assert_eq!(
        h.state().engine_settings().syzygy.as_deref(),
        Some(Path::new(TABLES))
    );
    assert!(h.query_by_label("Engine settings").is_none());
}

#[test]
fn a_bad_engine_path_in_settings_is_refused_plainly() {
    let mut h = window(one_game(None), FakeFileChooser::default());
    h.run();
    click(&mut h, "Edit");
    click(&mut h, "Engine settings…");
    fill(&mut h, "Syzygy tables folder", "/nonexistent/tables");
    assert!(
        h.query_by_label_contains("/nonexistent/tables is not a folder")
            .is_some()
    );
    fill(&mut h, "Syzygy tables folder", "");
    fill(&mut h, "Engine program", "/nonexistent/engine");
    click(&mut h, "Read engine options");
    h.run();
    assert!(
        h.query_by_label_contains("engine not found: /nonexistent/engine")
            .is_some()
    );
}

#[test]
fn an_engine_line_is_added_to_the_analysis_never_to_the_game() {
    if !have_stockfish() {
        return;
    }
    // rule: E4.1 (the game record is binding; analysis is kept apart)
    let mut h = window(
        one_game(Some(
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
        )),
        FakeFileChooser::default(),
    );
    h.run();
    click(&mut h, "Start analysis");
    let began = Instant::now();
    while h.query_by_label_contains("#2").is_none() && began.elapsed() < Duration::from_secs(20) {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(h.query_by_label_contains("#2").is_some());
    h.get_all_by_label("Add line").next().unwrap().click();
    h.run();
    let game = h.state().doc.project.game(GameId(1)).unwrap().clone();
    assert!(game.moves.is_empty(), "the game record is untouched");
    assert_eq!(game.analysis.len(), 1);
    assert_eq!(game.analysis[0].from_ply, 0);
    assert_eq!(game.analysis[0].moves[0], "Nf6+");
    click(&mut h, "Stop analysis");
}

fn have_stockfish() -> bool {
    let found = ccdesk::engine::locate(Path::new("stockfish")).is_ok();
    if !found {
        eprintln!("note: stockfish is not installed (apt install stockfish); skipping");
    }
    found
}

/// Replaces the text of the field labelled `label`; kept here, not in
/// `window_harness::fill`, because an empty `text` presses Delete (typing
/// nothing would leave the selected text in the field).
fn fill(h: &mut Harness<'static, CcdeskApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    if text.is_empty() {
        h.key_press(egui::Key::Delete);
    } else {
        h.get_by_label(label).type_text(text);
    }
    h.run();
}
