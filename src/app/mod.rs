//! The eframe/egui window: a menu bar, four panes that can be rearranged or
//! hidden (board, scoresheet, clock ledger, tournament admin) and a status bar.
//!
//! Panes read the project and return intent; every change goes through
//! [`crate::domain::command::Command`]s on the [`Document`], which gives undo
//! and redo.

mod admin_pane;
mod board_pane;
mod games_list;
pub mod document;
mod ledger_pane;
mod menu;
mod new_game_dialog;
mod panes;
mod promotion;
mod scoresheet_pane;
pub mod services;
mod status_bar;
pub mod theme;

use std::path::{Path, PathBuf};

use crate::domain::command::Command;
use crate::domain::ids::GameId;
use crate::io::project_file;
pub use document::Document;
pub use panes::Pane;
use services::{FileChooser, Settings, SettingsStore, Today};

/// What the user is looking at: the selected game and the move shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// The game shown in every pane.
    pub game: Option<GameId>,
    /// The number of moves played in the position shown; `None` = the
    /// game's current position.
    pub ply: Option<usize>,
}

/// State of the board pane between frames.
#[derive(Debug, Clone, Default)]
pub struct BoardState {
    /// Black at the bottom.
    pub flipped: bool,
    /// The square of the piece picked up by a first click.
    pub picked: Option<shakmaty::Square>,
    /// The move typed in the entry field.
    pub move_text: String,
    /// Why the last move was refused.
    pub message: Option<String>,
    /// A pawn move to the last rank waiting for the choice of piece.
    pub promotion: Option<(shakmaty::Square, shakmaty::Square)>,
    /// Analysis mode: moves go into a line kept apart from the game.
    pub analysis: Option<AnalysisDraft>,
    /// The arrow keys, Home and End step through the moves (the board or
    /// scoresheet was used last).
    pub keys_active: bool,
    /// The conditional line typed in the scoresheet.
    pub conditional_text: String,
    /// Why the last conditional line was refused.
    pub conditional_message: Option<String>,
}

/// A line being analysed on the board, not yet kept.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnalysisDraft {
    /// Number of game moves before the line starts.
    pub from_ply: usize,
    /// The moves tried so far.
    pub moves: Vec<shakmaty::Move>,
}

/// A modal question or message on top of the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dialog {
    /// Something failed; the project is unchanged.
    Error(String),
    /// Unsaved changes: save, discard or cancel, then do `then`.
    Unsaved(AfterUnsaved),
}

/// What to do once unsaved changes are dealt with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AfterUnsaved {
    /// Close the window.
    Quit,
    /// Start a new project.
    New,
    /// Open this file (or ask for one).
    Open(Option<PathBuf>),
}

/// The whole window's state.
pub struct CcdeskApp {
    /// The open project.
    pub doc: Document,
    /// The selected game and position.
    pub selection: Selection,
    /// Board pane state.
    pub board: BoardState,
    /// An open dialog.
    pub dialog: Option<Dialog>,
    /// Filter and order of the games list.
    pub games_list: games_list::GamesListState,
    /// The "new game" form, while open.
    pub new_game: Option<new_game_dialog::NewGameForm>,
    tiles: egui_tiles::Tree<Pane>,
    today: Box<dyn Today>,
    files: Box<dyn FileChooser>,
    settings_store: SettingsStore,
    settings: Settings,
    quit_confirmed: bool,
    shown_title: String,
}

impl CcdeskApp {
    /// A window on `doc` with the given services.
    pub fn new(
        doc: Document,
        today: Box<dyn Today>,
        files: Box<dyn FileChooser>,
        settings_store: SettingsStore,
    ) -> Self {
        let settings = settings_store.load();
        let mut app = CcdeskApp {
            doc,
            selection: Selection::default(),
            board: BoardState::default(),
            dialog: None,
            games_list: games_list::GamesListState::default(),
            new_game: None,
            tiles: panes::default_layout(),
            today,
            files,
            settings_store,
            settings,
            quit_confirmed: false,
            shown_title: String::new(),
        };
        app.select_first_game();
        app
    }

    /// Opens the window on the demo project with the system's services.
    pub fn with_demo() -> Self {
        let mut doc = Document::new(crate::domain::demo::demo_project(), None);
        doc.is_demo = true;
        CcdeskApp::new(
            doc,
            Box::new(services::SystemToday),
            Box::new(services::NativeFileChooser),
            SettingsStore::platform(),
        )
    }

    /// Shows `game` in every pane, at its current position.
    pub fn select_game(&mut self, game: GameId) {
        self.selection = Selection {
            game: Some(game),
            ply: None,
        };
        self.board = BoardState {
            flipped: self.board.flipped,
            ..BoardState::default()
        };
    }

    fn select_first_game(&mut self) {
        let owner = self.doc.project.owner;
        let game = self
            .doc
            .project
            .games
            .iter()
            .find(|g| Some(g.white) == owner || Some(g.black) == owner)
            .or_else(|| self.doc.project.games.first())
            .map(|g| g.id);
        self.selection = Selection { game, ply: None };
        self.board = BoardState {
            flipped: self.board.flipped,
            ..BoardState::default()
        };
    }

    /// The window title: project name, file and an unsaved marker.
    #[must_use]
    pub fn title(&self) -> String {
        format!(
            "{}{} - {} - ccdesk",
            if self.doc.is_dirty() { "● " } else { "" },
            self.doc.project.name,
            self.doc.file_name()
        )
    }

    /// Runs a command; a refusal is shown, never lost.
    pub fn execute(&mut self, command: Command) {
        if let Err(e) = self.doc.execute(command) {
            self.dialog = Some(Dialog::Error(e.to_string()));
        }
    }

    /// Undoes the last command.
    pub fn undo(&mut self) {
        if let Err(e) = self.doc.undo() {
            self.dialog = Some(Dialog::Error(format!("cannot undo: {e}")));
        }
        self.clamp_selection();
    }

    /// Redoes the last undone command.
    pub fn redo(&mut self) {
        if let Err(e) = self.doc.redo() {
            self.dialog = Some(Dialog::Error(format!("cannot redo: {e}")));
        }
        self.clamp_selection();
    }

    fn clamp_selection(&mut self) {
        if let Some(id) = self.selection.game {
            match self.doc.project.game(id) {
                None => self.select_first_game(),
                Some(g) => {
                    if self.selection.ply.is_some_and(|p| p >= g.moves.len()) {
                        self.selection.ply = None;
                    }
                }
            }
        }
    }

    /// Opens a project file in place of the current one. On failure the
    /// current project stays open and the error is shown.
    pub fn open_path(&mut self, path: &Path) {
        match project_file::load(path) {
            Ok(project) => {
                self.doc = Document::new(project, Some(path.to_owned()));
                self.select_first_game();
                self.settings.remember(path);
                self.store_settings();
            }
            Err(e) => self.dialog = Some(Dialog::Error(e.to_string())),
        }
    }

    fn store_settings(&mut self) {
        if let Err(e) = self.settings_store.save(&self.settings) {
            self.doc.last_event = Some(format!("settings not saved: {e}"));
        }
    }

    /// Saves to the current file, or asks where. Returns true when saved.
    pub fn save(&mut self) -> bool {
        match self.doc.path.clone() {
            Some(path) => self.save_to(&path),
            None => self.save_as(),
        }
    }

    /// Asks where to save, then saves. Returns true when saved.
    pub fn save_as(&mut self) -> bool {
        let suggested = format!("{}.ron", self.doc.project.name);
        match self.files.save_project(&suggested) {
            Some(path) => self.save_to(&path),
            None => false,
        }
    }

    fn save_to(&mut self, path: &Path) -> bool {
        match project_file::save(path, &self.doc.project) {
            Ok(()) => {
                let when = self.today.now_text();
                self.doc.mark_saved(path.to_owned(), when);
                self.settings.remember(path);
                self.store_settings();
                true
            }
            Err(e) => {
                self.dialog = Some(Dialog::Error(e.to_string()));
                false
            }
        }
    }

    /// Asks for a file and opens it (after dealing with unsaved changes).
    pub fn open_dialog(&mut self) {
        self.after_unsaved(AfterUnsaved::Open(None));
    }

    /// Runs `then`, first asking about unsaved changes if there are any.
    pub fn after_unsaved(&mut self, then: AfterUnsaved) {
        if self.doc.is_dirty() {
            self.dialog = Some(Dialog::Unsaved(then));
        } else {
            self.proceed(then);
        }
    }

    fn proceed(&mut self, then: AfterUnsaved) {
        match then {
            AfterUnsaved::Quit => self.quit_confirmed = true,
            AfterUnsaved::New => {
                self.doc = Document::new(crate::domain::project::Project::new("New project"), None);
                self.select_first_game();
            }
            AfterUnsaved::Open(path) => {
                if let Some(path) = path.or_else(|| self.files.open_project()) {
                    self.open_path(&path);
                }
            }
        }
    }

    /// Recent project files, newest first.
    #[must_use]
    pub fn recent_files(&self) -> &[PathBuf] {
        &self.settings.recent
    }

    /// Today's date from the clock service.
    #[must_use]
    pub fn today(&self) -> chrono::NaiveDate {
        self.today.today()
    }

    /// Shows or hides a pane.
    pub fn set_pane_visible(&mut self, pane: Pane, visible: bool) {
        panes::set_visible(&mut self.tiles, pane, visible);
    }

    /// Whether a pane is shown.
    #[must_use]
    pub fn is_pane_visible(&self, pane: Pane) -> bool {
        panes::is_visible(&self.tiles, pane)
    }

    /// Draws the whole window into `ui`.
    pub fn window_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if ctx.input(|i| i.viewport().close_requested()) && !self.quit_confirmed {
            if self.doc.is_dirty() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.dialog = Some(Dialog::Unsaved(AfterUnsaved::Quit));
            } else {
                self.quit_confirmed = true;
            }
        }
        menu::shortcuts(self, &ctx);
        egui::Panel::top("menu_bar").show(ui, |ui| menu::menu_bar_ui(self, ui));
        egui::Panel::bottom("status_bar").show(ui, |ui| status_bar::status_bar_ui(self, ui));
        egui::CentralPanel::default().show(ui, |ui| {
            let mut tiles = std::mem::replace(&mut self.tiles, panes::empty_tree());
            let mut behavior = panes::PaneBehavior { app: self };
            tiles.ui(&mut behavior, ui);
            self.tiles = tiles;
        });
        self.dialog_ui(&ctx);
        new_game_dialog::new_game_dialog_ui(self, &ctx);
        let title = self.title();
        if title != self.shown_title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
        if self.quit_confirmed {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    fn dialog_ui(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.dialog.clone() else {
            return;
        };
        let mut close = false;
        let mut then_do: Option<(AfterUnsaved, bool)> = None;
        egui::Modal::new(egui::Id::unique("dialog")).show(ctx, |ui| {
            ui.set_max_width(480.0);
            match &dialog {
                Dialog::Error(message) => {
                    ui.heading("ccdesk");
                    ui.label(message);
                    ui.label("Nothing was changed.");
                    if ui.button("OK").clicked() {
                        close = true;
                    }
                }
                Dialog::Unsaved(then) => {
                    ui.heading("Unsaved changes");
                    ui.label(format!(
                        "\"{}\" has changes that are not saved.",
                        self.doc.project.name
                    ));
                    ui.horizontal(|ui| {
                        if ui.button("Save").clicked() {
                            then_do = Some((then.clone(), true));
                        }
                        if ui.button("Discard").clicked() {
                            then_do = Some((then.clone(), false));
                        }
                        if ui.button("Cancel").clicked() {
                            close = true;
                        }
                    });
                }
            }
        });
        if close {
            self.dialog = None;
        }
        if let Some((then, save_first)) = then_do {
            self.dialog = None;
            if !save_first || self.save() {
                self.proceed(then);
            }
        }
    }
}

impl eframe::App for CcdeskApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.window_ui(ui);
    }
}

/// Opens the window: on `file` if given, else on the most recent project,
/// else on the demo.
pub fn run_window(file: Option<PathBuf>) -> anyhow::Result<()> {
    let mut app = CcdeskApp::with_demo();
    let start = file.or_else(|| app.recent_files().first().filter(|p| p.exists()).cloned());
    if let Some(path) = start {
        app.open_path(&path);
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(app.title())
            .with_app_id("ccdesk")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([800.0, 500.0]),
        ..Default::default()
    };
    eframe::run_native(
        "ccdesk",
        options,
        Box::new(move |cc| {
            theme::install(&cc.egui_ctx);
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
