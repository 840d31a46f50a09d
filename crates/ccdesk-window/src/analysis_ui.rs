//! Engine and tablebase help in the window: the analysis pane on the
//! position shown, "add line to analysis" (kept apart from the binding game
//! record, E4.1), the evaluation bar beside the board, and the per-event
//! switch that hides all of it where an event's rules forbid engines.

use shakmaty::{Chess, Color, Position};

use super::CcdeskApp;
use super::analysis_pane::{AnalysisAction, AnalysisState, analysis_ui};
use super::app_command::AppCommand;
use super::board_pane::Shown;
use super::view_context::ViewContext;
use ccdesk_domain::command::Command;
use ccdesk_domain::game::{AnalysisLine, GameCommand};
use ccdesk_domain::project::Project;
use ccdesk_engine::analysis::{format_eval, white_share};

/// The event of the selected game, if a game is selected.
pub(crate) fn selected_event(app: &CcdeskApp) -> Option<String> {
    let game = app.doc.project.game(app.selection.game?)?;
    Some(game.event.clone())
}

/// Whether engine help may be shown for the selected game: always when no
/// game is selected, else as its event's switch and its server's flags
/// (`noEngines`, `noTablebases`) say.
pub(crate) fn engine_allowed(app: &CcdeskApp) -> bool {
    engine_allowed_in(&app.doc.project, app.selection.game)
}

/// Whether engine help may be shown for `game` of `project` (see
/// [`engine_allowed`]).
fn engine_allowed_in(project: &Project, game: Option<ccdesk_domain::ids::GameId>) -> bool {
    game.is_none_or(|game| project.engine_allowed_in_game(game))
}

/// The server forbids engines or tablebases in the selected game.
fn server_forbids(view: &ViewContext) -> Option<String> {
    let link = view.selected_game()?.server.as_deref()?;
    link.forbids_engines().then(|| link.server.clone())
}

/// The Analysis pane: the engine's state (its process, lines and
/// tablebases), then the position in the player's other games.
#[derive(Default)]
pub struct AnalysisPane {
    /// The engine, its lines and the tablebases.
    pub engine: AnalysisState,
    /// The last search of the other games.
    other_games: super::other_games_ui::OtherGames,
}

impl AnalysisPane {
    /// Draws the pane: engine and tablebase help, then the position in
    /// the player's other games.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let mut commands = Vec::new();
        if let Some(command) = self.engine_ui(ui, view) {
            commands.push(command);
        }
        commands.extend(self.other_games.ui(ui, view));
        commands
    }

    /// Engine and tablebase help, or why it is off.
    fn engine_ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Option<AppCommand> {
        let texts = view.texts;
        if !engine_allowed_in(view.project, view.selection.game) {
            if self.engine.is_running() {
                self.engine.stop();
            }
            if let Some(server) = server_forbids(view) {
                ui.label(texts.ta("analysis-off-server", &[("server", server.into())]));
                return None;
            }
            let event = view
                .selected_game()
                .map(|g| g.event.clone())
                .unwrap_or_default();
            ui.label(texts.ta("analysis-off-event", &[("event", event.into())]));
            ui.label(texts.t("analysis-allow-again"));
            return None;
        }
        let Some(shown) = view.shown_position() else {
            ui.label(texts.t("analysis-select-game"));
            return None;
        };
        match analysis_ui(ui, &shown.pos, &mut self.engine)? {
            AnalysisAction::AddLine(moves) => add_line(view, &shown, &moves),
        }
    }
}

/// Keeps an engine line with the selected game's analysis lines: from the
/// game position shown, or after the moves of the analysis being tried.
fn add_line(
    view: &ViewContext,
    shown: &Shown,
    engine_moves: &[shakmaty::Move],
) -> Option<AppCommand> {
    let game = view.selected_game()?;
    let replay = game.replay().ok()?;
    let mut moves: Vec<shakmaty::Move> = Vec::new();
    if let Some(draft) = view.board.analysis.as_ref().filter(|_| shown.analysis) {
        moves.extend(draft.moves.iter().copied());
    }
    moves.extend(engine_moves.iter().copied());
    let start = replay.positions.get(shown.ply)?;
    let line = AnalysisLine::new(shown.ply, start, &moves);
    let mut lines = game.analysis.clone();
    lines.push(line);
    Some(AppCommand::Execute(Command::Game(
        GameCommand::SetAnalysis {
            game: game.id,
            lines,
        },
    )))
}

/// The evaluation to show beside the board: the best line's score, when
/// the engine has analysed exactly the position shown.
fn shown_eval(app: &CcdeskApp, position: &Chess) -> Option<ccdesk_engine::uci_parse::Score> {
    let lines = app.panes.analysis.engine.lines()?;
    if lines.position() != position {
        return None;
    }
    lines.best()?.score
}

/// Width of the evaluation bar, when there is one to draw.
pub(crate) fn eval_bar_width(app: &CcdeskApp, position: &Chess) -> Option<f32> {
    (engine_allowed(app) && shown_eval(app, position).is_some()).then_some(14.0)
}

/// Draws the evaluation bar, `height` tall: White's share from the bottom
/// (from the top when the board is flipped), the figure written beside it.
pub(crate) fn eval_bar_ui(ui: &mut egui::Ui, app: &CcdeskApp, position: &Chess, height: f32) {
    let Some(score) = shown_eval(app, position) else {
        return;
    };
    let Some(width) = eval_bar_width(app, position) else {
        return;
    };
    let share = white_share(score, position.turn());
    let text = format_eval(score, position.turn());
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, egui::Color32::from_gray(40));
    let white_height = rect.height() * share;
    let white_rect = if app.board.flipped {
        egui::Rect::from_min_size(rect.min, egui::vec2(width, white_height))
    } else {
        egui::Rect::from_min_max(egui::pos2(rect.min.x, rect.max.y - white_height), rect.max)
    };
    painter.rect_filled(white_rect, 2.0, egui::Color32::from_gray(235));
    painter.line_segment(
        [
            egui::pos2(rect.min.x, rect.center().y),
            egui::pos2(rect.max.x, rect.center().y),
        ],
        egui::Stroke::new(1.0, egui::Color32::from_rgb(200, 60, 60)),
    );
    let leader = if share >= 0.5 {
        Color::White
    } else {
        Color::Black
    };
    let texts = app.texts();
    response.on_hover_text(texts.ta(
        "analysis-eval-bar",
        &[
            ("eval", text.into()),
            ("side", super::board_pane::side_name(&texts, leader).into()),
            ("engine", app.panes.analysis.engine.engine_name().into()),
        ],
    ));
}

/// The Game menu's switch for the selected game's event.
pub(crate) fn engine_switch_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let texts = app.texts();
    let Some(event) = selected_event(app) else {
        ui.add_enabled(false, egui::Button::new(texts.t("analysis-engine-allowed")));
        return;
    };
    let mut allowed = app.doc.project.engine_allowed(&event);
    if ui
        .checkbox(&mut allowed, texts.t("analysis-engine-allowed"))
        .on_hover_text(texts.ta(
            "analysis-engine-allowed-hint",
            &[("event", event.to_string().into())],
        ))
        .changed()
    {
        app.execute(Command::SetEngineAllowed { event, allowed });
    }
}
