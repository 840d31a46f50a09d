//! Analysis pane: a UCI engine's MultiPV lines for the position on the
//! board, in SAN, with evaluation and depth.
//!
//! The pane never waits on the engine: each frame it polls
//! [`Engine::poll`] (which only drains a channel) and, while the engine
//! runs, asks for another frame soon. Nothing here changes the game record.

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use crate::engine::analysis::{AnalysisLines, format_eval};
use crate::engine::{Engine, EngineEvent, SearchLimit};

/// How often the pane looks for engine output while a search runs.
const POLL_INTERVAL: Duration = Duration::from_millis(50);

/// The pane's state: which engine, how many lines, and the running search.
pub struct AnalysisState {
    /// The engine's program: a path or a name on `PATH`.
    pub engine_path: String,
    /// How many lines to show (UCI `MultiPV`).
    pub multipv: u32,
    /// Wait for `uciok`/`readyok` at most this long.
    pub timeout: Duration,
    engine: Option<Engine>,
    lines: Option<AnalysisLines>,
    /// A position waiting for the engine to finish starting or stopping.
    queued: Option<Chess>,
    running: bool,
    error: Option<String>,
}

impl Default for AnalysisState {
    fn default() -> Self {
        Self::new("stockfish")
    }
}

impl AnalysisState {
    /// A stopped pane for the engine at `engine_path`, three lines.
    pub fn new(engine_path: impl Into<String>) -> Self {
        Self {
            engine_path: engine_path.into(),
            multipv: 3,
            timeout: Duration::from_secs(10),
            engine: None,
            lines: None,
            queued: None,
            running: false,
            error: None,
        }
    }

    /// Whether analysis is on (the engine starting or searching).
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// The lines found so far, for the position last analysed.
    pub fn lines(&self) -> Option<&AnalysisLines> {
        self.lines.as_ref()
    }

    /// The last engine error, said plainly.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// Starts analysing `position` (starting the engine if needed); returns
    /// at once.
    pub fn start(&mut self, position: &Chess) {
        self.error = None;
        if self.engine.is_none() {
            match Engine::spawn(&self.engine_path, self.timeout) {
                Ok(engine) => self.engine = Some(engine),
                Err(e) => {
                    self.error = Some(e.to_string());
                    return;
                }
            }
        }
        self.running = true;
        self.queued = Some(position.clone());
        self.advance();
    }

    /// Stops the search; the lines found stay shown.
    pub fn stop(&mut self) {
        self.running = false;
        self.queued = None;
        if let Some(engine) = self.engine.as_mut()
            && let Err(e) = engine.stop()
        {
            self.fail(e.to_string());
        }
    }

    /// Reads what the engine said and follows `position` if it changed.
    /// Call once a frame; never waits.
    pub fn poll(&mut self, position: &Chess) {
        if self.running
            && self
                .lines
                .as_ref()
                .is_some_and(|l| l.position() != position)
        {
            self.queued = Some(position.clone());
        }
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        match engine.poll() {
            Ok(events) => {
                for event in events {
                    if let (EngineEvent::Info(info), Some(lines)) = (&event, self.lines.as_mut()) {
                        lines.update(info);
                    }
                }
            }
            Err(e) => {
                self.fail(e.to_string());
                return;
            }
        }
        self.advance();
    }

    /// Sends the queued position once the engine is free for it.
    fn advance(&mut self) {
        let Some(engine) = self.engine.as_mut() else {
            return;
        };
        if !engine.is_started() || self.queued.is_none() {
            return;
        }
        if engine.is_searching() {
            if let Err(e) = engine.stop() {
                self.fail(e.to_string());
            }
            return;
        }
        let Some(position) = self.queued.take() else {
            return;
        };
        let multipv = self.multipv.to_string();
        let fen = Fen::from_position(&position, EnPassantMode::Legal);
        let sent = engine
            .set_option("MultiPV", Some(&multipv))
            .and_then(|()| engine.set_position(&fen, &[]))
            .and_then(|()| engine.go(SearchLimit::Infinite));
        match sent {
            Ok(()) => self.lines = Some(AnalysisLines::new(position)),
            Err(e) => self.fail(e.to_string()),
        }
    }

    fn fail(&mut self, message: String) {
        self.error = Some(message);
        self.running = false;
        self.queued = None;
        self.engine = None;
    }
}

/// Draws the pane for `position` and runs the engine's side of it.
pub fn analysis_ui(ui: &mut egui::Ui, position: &Chess, state: &mut AnalysisState) {
    state.poll(position);
    ui.horizontal(|ui| {
        if state.is_running() {
            if ui.button("Stop analysis").clicked() {
                state.stop();
            }
        } else if ui.button("Start analysis").clicked() {
            state.start(position);
        }
        let name = state
            .engine
            .as_ref()
            .map_or_else(|| state.engine_path.clone(), Engine::name);
        ui.label(format!("Engine: {name}"));
    });
    if let Some(error) = state.error() {
        ui.colored_label(ui.visuals().error_fg_color, error);
        ui.label("Press start analysis to restart the engine.");
    }
    if let Some(lines) = state.lines() {
        let turn = lines.position().turn();
        let fullmoves = lines.position().fullmoves().get();
        for line in lines.lines() {
            let eval = line
                .score
                .map_or_else(|| "?".to_owned(), |s| format_eval(s, turn));
            let moves = numbered_san(&line.san, fullmoves, turn);
            let nodes = line
                .nodes
                .map(|n| format!("  {n} nodes"))
                .unwrap_or_default();
            ui.label(format!("{eval}  depth {}{nodes}  {moves}", line.depth));
        }
    }
    if state.is_running() {
        ui.ctx().request_repaint_after(POLL_INTERVAL);
    }
}

/// `12. Nf3 d5 13. c4` or `12... d5 13. c4` from the move number and side.
fn numbered_san(san: &[shakmaty::san::SanPlus], fullmoves: u32, turn: shakmaty::Color) -> String {
    let mut out = Vec::new();
    let mut number = fullmoves;
    let mut white = turn.is_white();
    for (i, m) in san.iter().enumerate() {
        if white {
            out.push(format!("{number}. {m}"));
        } else if i == 0 {
            out.push(format!("{number}... {m}"));
        } else {
            out.push(m.to_string());
        }
        if !white {
            number += 1;
        }
        white = !white;
    }
    out.join(" ")
}
