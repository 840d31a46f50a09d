//! Analysis pane: a UCI engine's MultiPV lines for the position on the
//! board, in SAN, with evaluation, depth and nodes, each line addable to
//! the game's analysis (never to the game); and the exact result from
//! Syzygy tablebases when the user has them.
//!
//! The pane never waits on the engine: each frame it polls
//! [`Engine::poll`] (which only drains a channel) and, while the engine
//! runs, asks for another frame soon. Nothing here changes the game record.

use std::path::{Path, PathBuf};
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use ccdesk_engine::analysis::{AnalysisLines, format_eval};
use ccdesk_engine::{Engine, EngineEvent, Probe, ProbeRefusal, SearchLimit, Tablebases};

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
    /// Engine options the user set (name, value), sent when it starts.
    pub options: Vec<(String, String)>,
    /// The Syzygy tablebases, when the user has them.
    pub tablebases: TablebaseView,
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
            options: Vec::new(),
            tablebases: TablebaseView::default(),
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
                Ok(mut engine) => {
                    for (name, value) in &self.options {
                        if let Err(e) = engine.set_option(name, Some(value)) {
                            self.error = Some(e.to_string());
                            return;
                        }
                    }
                    self.engine = Some(engine);
                }
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

    /// Uses another engine or other options from now on; a running engine
    /// is stopped so that the next start uses them.
    pub fn configure(&mut self, engine_path: &str, multipv: u32, options: &[(String, String)]) {
        if self.engine_path != engine_path || self.options != options {
            self.engine = None;
            self.running = false;
            self.queued = None;
        }
        engine_path.clone_into(&mut self.engine_path);
        self.multipv = multipv.clamp(1, 10);
        self.options = options.to_vec();
    }

    /// The name the engine gave, or its program while it has not started.
    pub fn engine_name(&self) -> String {
        self.engine
            .as_ref()
            .map_or_else(|| self.engine_path.clone(), Engine::name)
    }

    fn fail(&mut self, message: String) {
        self.error = Some(message);
        self.running = false;
        self.queued = None;
        self.engine = None;
    }
}

/// What the user asked of the pane that changes the project.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisAction {
    /// Keep this engine line (legal moves from the position shown) with the
    /// game's analysis, apart from its moves.
    AddLine(Vec<shakmaty::Move>),
}

/// Draws the pane for `position` and runs the engine's side of it; returns
/// what the user asked that changes the project.
pub fn analysis_ui(
    ui: &mut egui::Ui,
    position: &Chess,
    state: &mut AnalysisState,
) -> Option<AnalysisAction> {
    let mut action = None;
    let texts = crate::i18n::of(ui.ctx());
    state.poll(position);
    ui.horizontal(|ui| {
        if state.is_running() {
            if ui.button(texts.t("analysis-stop")).clicked() {
                state.stop();
            }
        } else if ui.button(texts.t("analysis-start")).clicked() {
            state.start(position);
        }
        ui.label(texts.ta("analysis-engine", &[("engine", state.engine_name().into())]));
    });
    if let Some(error) = state.error() {
        ui.colored_label(ui.visuals().error_fg_color, error);
        ui.label(texts.t("analysis-restart"));
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
                .map(|n| format!("  {}", texts.ta("analysis-nodes", &[("nodes", n.into())])))
                .unwrap_or_default();
            ui.horizontal_wrapped(|ui| {
                let add = ui
                    .add_enabled(
                        !line.san.is_empty(),
                        egui::Button::new(texts.t("analysis-add-line")).small(),
                    )
                    .on_hover_text(texts.t("analysis-add-line-hint"));
                if add.clicked() {
                    action = line_moves(lines.position(), &line.pv).map(AnalysisAction::AddLine);
                }
                let depth = texts.ta("analysis-depth", &[("depth", line.depth.into())]);
                ui.label(format!("{eval}  {depth}{nodes}  {moves}"));
            });
        }
    }
    if state.is_running() {
        ui.ctx().request_repaint_after(POLL_INTERVAL);
    }
    ui.separator();
    tablebase_ui(ui, position, &mut state.tablebases);
    action
}

/// The legal moves of `pv` from `position`, up to the first that is not.
fn line_moves(position: &Chess, pv: &[shakmaty::uci::UciMove]) -> Option<Vec<shakmaty::Move>> {
    let mut pos = position.clone();
    let mut moves = Vec::with_capacity(pv.len());
    for uci in pv {
        let Ok(m) = uci.to_move(&pos) else { break };
        pos.play_unchecked(m);
        moves.push(m);
    }
    (!moves.is_empty()).then_some(moves)
}

/// The Syzygy tablebases: the folder the user chose, the tables opened
/// from it, and the last position looked up.
#[derive(Default)]
pub struct TablebaseView {
    folder: Option<PathBuf>,
    opened: Option<Result<Tablebases, String>>,
    last: Option<(Chess, Result<Probe, ProbeRefusal>)>,
}

impl TablebaseView {
    /// Uses the tables in `folder` (or none); they open on first use.
    pub fn set_folder(&mut self, folder: Option<&Path>) {
        if self.folder.as_deref() != folder {
            self.folder = folder.map(Path::to_owned);
            self.opened = None;
            self.last = None;
        }
    }

    /// The folder in use.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The answer for `position`: looked up once per position shown.
    fn probe(&mut self, position: &Chess) -> Option<Result<&Probe, String>> {
        let folder = self.folder.as_ref()?;
        let opened = self
            .opened
            .get_or_insert_with(|| Tablebases::open(folder).map_err(|e| e.to_string()));
        let tables = match opened {
            Ok(tables) => tables,
            Err(e) => return Some(Err(e.clone())),
        };
        if self.last.as_ref().is_none_or(|(p, _)| p != position) {
            self.last = Some((position.clone(), tables.probe(position)));
        }
        let (_, answer) = self.last.as_ref()?;
        Some(answer.as_ref().map_err(ToString::to_string))
    }
}

/// The tablebase section: the exact result and each move's, or what is
/// missing for them.
fn tablebase_ui(ui: &mut egui::Ui, position: &Chess, view: &mut TablebaseView) {
    let texts = crate::i18n::of(ui.ctx());
    ui.label(egui::RichText::new(texts.t("analysis-tablebase")).strong());
    match view.probe(position) {
        None => {
            ui.label(texts.t("analysis-tablebase-needs-tables"));
        }
        Some(Err(why)) => {
            ui.label(texts.ta("analysis-tablebase-no-answer", &[("why", why.into())]));
        }
        Some(Ok(probe)) => {
            ui.label(egui::RichText::new(probe.describe()).strong());
            ui.horizontal_wrapped(|ui| {
                for m in &probe.moves {
                    let result = match (m.verdict, m.dtz_after) {
                        (Some(v), Some(d)) if d != 0 => format!("{} {}", v.key(), d.abs()),
                        (Some(v), _) => v.key().to_owned(),
                        (None, _) => "?".to_owned(),
                    };
                    ui.label(format!("{} {result}", m.san));
                }
            });
        }
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
