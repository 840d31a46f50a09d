//! The eframe/egui window: a menu bar, four panes that can be rearranged or
//! hidden (board, scoresheet, clock ledger, tournament admin) and a status bar.
//!
//! Panes read the project and return intent; every change goes through
//! [`ccdesk_domain::command::Command`]s on the [`Document`], which gives undo
//! and redo.

mod about;
mod adjudication_pane;
mod admin_pane;
pub mod analysis_pane;
mod analysis_ui;
pub mod announce;
pub mod app_command;
mod autosave;
mod board_pane;
mod board_state;
mod check_mail;
mod combo_value;
mod correspondence_pane;
mod date_picker;
mod desk_dialog;
pub mod dialogs;
pub mod disk_conflict;
pub mod document;
mod due_notify;
mod due_since;
mod engine_settings;
pub mod file_check;
mod file_chooser;
mod file_chooser_flow;
pub mod file_chooser_native;
mod first_frame;
mod fitted_header;
mod form_row;
mod games_list;
pub mod i18n;
pub mod keyboard;
mod keyboard_help;
mod ledger_pane;
mod mail_account_dialog;
mod mail_send;
mod menu;
mod move_dates;
mod new_game_dialog;
mod other_games_ui;
mod pane_splitters;
pub mod pane_states;
mod panes;
pub mod pgn_menu;
mod postcard_print;
mod printing;
mod promotion;
mod read_dialog;
pub mod recent;
mod rename_dialog;
mod reply_dialog;
mod scoresheet_pane;
mod scroll_bars;
mod server_dialog;
pub mod services;
pub mod short_text;
mod status_bar;
mod status_slot;
pub mod theme;
pub mod view_context;
pub mod welcome;
mod window_titles;
pub mod worded;
pub mod workspace;
mod workspace_menu;

use std::path::{Path, PathBuf};

pub use board_state::{AnalysisDraft, BoardState};
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;
use ccdesk_io::project_file;
pub use document::Document;
pub use due_notify::ShowNotice;
pub use panes::Pane;
use services::{FileChooser, FileFilter, FileRequest, Settings, SettingsStore, Today};

/// What the user is looking at: the selected game and the move shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// The game shown in every pane.
    pub game: Option<GameId>,
    /// The number of moves played in the position shown; `None` = the
    /// game's current position.
    pub ply: Option<usize>,
}

/// A modal question or message on top of the window.
#[derive(Debug, Clone, PartialEq)]
pub enum Dialog {
    /// Something failed; the project is unchanged.
    Error(String),
    /// The file is open in another ccdesk window: open anyway (without
    /// taking its lock) or cancel.
    Locked {
        /// The project file.
        path: PathBuf,
        /// Who holds it: process, host, start time, whether it runs.
        holder: String,
    },
    /// A save was refused: the file changed on disk since it was read.
    /// Reload, merge and save, save as, or cancel; then do `then`.
    ChangedOnDisk {
        /// The project file.
        path: PathBuf,
        /// What the save was for (quit, open another file...).
        then: Option<AfterUnsaved>,
    },
    /// A recovery file has changes the saved file does not.
    Recover(Box<ccdesk_io::recovery::Recovered>),
    /// Unsaved changes: save, discard or cancel, then do `then`.
    Unsaved(AfterUnsaved),
    /// A PGN import with games that could not be read (the others were imported).
    PgnImported(pgn_menu::PgnImportReport),
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
    /// Open the demo (the welcome's first button).
    Demo,
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
    tiles: egui_tiles::Tree<Pane>,
    today: Box<dyn Today>,
    files: Box<dyn FileChooser>,
    /// Opens a message in the mail client.
    opener: Box<dyn services::Opener>,
    file_flow: file_chooser_flow::FileFlow,
    settings_store: SettingsStore,
    settings: Settings,
    quit_confirmed: bool,
    shown_title: String,
    autosave: Option<autosave::Autosave>,
    lock: Option<ccdesk_io::lock::ProjectLock>,
    /// This window's claim on its own recovery files.
    window: ccdesk_io::recovery::WindowSlot,
    /// A crashed window's recovery file whose changes were recovered here:
    /// removed once they are saved.
    adopted_recovery: Option<PathBuf>,
    /// File › Check mail: the fetch and its list.
    pub check_mail: check_mail::CheckMail,
    /// Reply's Send: the mail being sent.
    pub mail_send: mail_send::MailSend,
    /// The daily notification of what is due (only the real window's).
    notify: due_notify::Notifier,
    /// The panes' own state (games list, correspondence, clock ledger).
    panes: pane_states::PaneStates,
    /// The dialogs' forms, while open.
    pub dialogs: dialogs::Dialogs,
    /// The adjudication case's engine assessment being made.
    pub(crate) assessment: adjudication_pane::AssessmentRun,
    /// What the status line says to a screen reader.
    pub announcer: announce::Announcer,
    /// Where the keyboard was sent (a shortcut), until it gets there.
    pub keys: keyboard::KeyboardState,
    /// The welcome window is open.
    welcome_open: bool,
    /// The welcome asked for the season set-up: the admin pane opens it.
    pub(crate) start_competition_asked: bool,
    /// The zoom and theme of the settings were applied to the window.
    look_applied: bool,
    /// The check of the project shown, made between frames.
    pub file_check: file_check::FileCheck,
    /// The machine's cores, for the file check.
    cores: usize,
    /// The system's language (English unless the real window read the
    /// locale: tests never depend on the machine's).
    system_language: i18n::Language,
    /// The texts of the window in its language.
    catalogue: std::sync::Arc<i18n::Catalogue>,
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
        let (tiles, layout_note) = settings.layout.start_layout();
        let mut app = CcdeskApp {
            doc,
            selection: Selection::default(),
            board: BoardState::default(),
            dialog: None,
            tiles,
            today,
            files,
            opener: Box::new(services::SystemOpener),
            file_flow: file_chooser_flow::FileFlow::default(),
            settings_store,
            settings,
            quit_confirmed: false,
            shown_title: String::new(),
            autosave: None,
            lock: None,
            window: ccdesk_io::recovery::WindowSlot::open(),
            adopted_recovery: None,
            check_mail: check_mail::CheckMail::default(),
            mail_send: mail_send::MailSend::default(),
            notify: due_notify::Notifier::default(),
            panes: pane_states::PaneStates::default(),
            dialogs: dialogs::Dialogs::default(),
            assessment: adjudication_pane::AssessmentRun::default(),
            announcer: announce::Announcer::default(),
            keys: keyboard::KeyboardState::default(),
            welcome_open: false,
            start_competition_asked: false,
            look_applied: false,
            file_check: file_check::FileCheck::default(),
            cores: ccdesk_io::cores::cores(),
            system_language: i18n::Language::English,
            catalogue: std::sync::Arc::default(),
        };
        app.catalogue = std::sync::Arc::new(i18n::Catalogue::new(app.language()));
        app.doc.last_event = layout_note;
        let notes = recent::tidy(&mut app.settings.recent);
        if !notes.is_empty() {
            app.doc.last_event = Some(notes.join("; "));
            app.store_settings();
        }
        let engine = app.settings.engine.clone();
        app.panes
            .analysis
            .engine
            .configure(&engine.path, engine.multipv, &engine.options);
        app.panes
            .analysis
            .engine
            .tablebases
            .set_folder(engine.syzygy.as_deref());
        app.select_first_game();
        app
    }

    /// Opens links (a message in the mail client) with `opener` instead of
    /// the system's (tests).
    pub fn set_opener(&mut self, opener: Box<dyn services::Opener>) {
        self.opener = opener;
    }

    /// Opens the window on the demo project with the system's services,
    /// autosave on.
    pub fn with_demo() -> Self {
        let mut doc = Document::new(shipped_demo(), None);
        doc.is_demo = true;
        let mut app = CcdeskApp::new(
            doc,
            Box::new(services::SystemToday),
            Box::new(file_chooser_native::NativeFileChooser),
            SettingsStore::platform(),
        );
        app.set_system_language(i18n::system_language());
        app.enable_autosave();
        app.enable_notifications();
        app
    }

    /// Starts writing unsaved changes to a recovery file after every change.
    pub fn enable_autosave(&mut self) {
        if self.autosave.is_none() {
            self.autosave = Some(autosave::Autosave::start());
        }
    }

    /// Waits for pending autosaves (tests and quitting).
    pub fn finish_autosave(&mut self) {
        if let Some(a) = &mut self.autosave {
            a.finish();
        }
        self.autosave = None;
    }

    /// This window's recovery file for the open project.
    #[must_use]
    pub fn recovery_path(&self) -> Option<PathBuf> {
        self.window.path_for(self.doc.path.as_deref())
    }

    /// Offers the recovery file a crashed window left for the open project,
    /// if there is one that differs from what is open. Recovery files of
    /// windows that still run are theirs: only mentioned.
    pub fn offer_recovery(&mut self) {
        let saved = self.doc.path.as_ref().map(|_| &self.doc.project);
        let scan = ccdesk_io::recovery::scan(self.doc.path.as_deref(), self.window.owner(), saved);
        if let Some(found) = scan.offer {
            self.dialog = Some(Dialog::Recover(Box::new(found)));
        }
        if let Some((_, owner)) = scan.live.first() {
            self.doc.last_event = Some(format!(
                "another ccdesk window ({owner}) has unsaved changes to this file; saving here first checks for them"
            ));
        }
        if let Some(e) = scan.unreadable.first() {
            self.doc.last_event = Some(format!("a recovery file could not be read: {e}"));
        }
    }

    fn autosave_tick(&mut self) {
        let Some(path) = self.recovery_path() else {
            return;
        };
        let Some(autosave) = &mut self.autosave else {
            return;
        };
        if let Some(e) = autosave.error() {
            self.doc.last_event = Some(e);
        }
        if self.doc.is_dirty() {
            autosave.changed(path, &self.doc.project, self.doc.revision());
        }
    }

    fn clear_recovery(&mut self) {
        if let (Some(path), Some(autosave)) = (self.recovery_path(), &mut self.autosave) {
            autosave.clear(path, self.doc.revision());
        }
        if let Some(adopted) = self.adopted_recovery.take() {
            ccdesk_io::recovery::clear(&adopted);
        }
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
        let owner = self.doc.project.owner();
        let game = self
            .doc
            .project
            .games()
            .iter()
            .find(|g| Some(g.white) == owner || Some(g.black) == owner)
            .or_else(|| self.doc.project.games().first())
            .map(|g| g.id);
        self.selection = Selection { game, ply: None };
        self.board = BoardState {
            flipped: self.board.flipped,
            ..BoardState::default()
        };
    }

    /// The window title: project name, file and an unsaved marker, each
    /// cut to [`short_text::TITLE_CHARS`] (the window system refuses huge
    /// titles).
    #[must_use]
    pub fn title(&self) -> String {
        format!(
            "{}{} - {} - ccdesk",
            if self.doc.is_dirty() { "● " } else { "" },
            short_text::shorten(self.doc.project.name(), short_text::TITLE_CHARS),
            short_text::shorten(
                &self.doc.file_name(&self.catalogue),
                short_text::TITLE_CHARS
            )
        )
    }

    /// Says `text` in the status line, and to a screen reader once (a live
    /// region; see [`announce`]).
    pub fn announce(&mut self, text: String, urgency: announce::Urgency) {
        self.doc.last_event = Some(text.clone());
        self.announcer.say(text, urgency);
    }

    /// Runs a command; a refusal is shown, never lost.
    pub fn execute(&mut self, command: Command) {
        if let Err(e) = self.doc.execute(command) {
            self.dialog = Some(Dialog::Error(e.to_string()));
        }
    }

    /// Undoes the last command.
    pub fn undo(&mut self) {
        match self.doc.undo() {
            Ok(()) => self.announce_change_back(),
            Err(e) => self.dialog = Some(Dialog::Error(format!("cannot undo: {e}"))),
        }
        self.clamp_selection();
    }

    /// Says what an undo or redo did ("undid: played e4 in game g1"),
    /// once, to a screen reader too.
    fn announce_change_back(&mut self) {
        if let Some(done) = self.doc.event_in(&self.catalogue) {
            self.announce(announce::changed_back(&done), announce::Urgency::Polite);
        }
    }

    /// Redoes the last undone command.
    pub fn redo(&mut self) {
        match self.doc.redo() {
            Ok(()) => self.announce_change_back(),
            Err(e) => self.dialog = Some(Dialog::Error(format!("cannot redo: {e}"))),
        }
        self.clamp_selection();
    }

    pub(crate) fn clamp_selection(&mut self) {
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
        self.open_path_with(path, false);
    }

    /// Opens a project file; with `force`, even when another window has it
    /// open (its lock stays its own: this window's saves check the file on
    /// disk first).
    pub fn open_path_with(&mut self, path: &Path, force: bool) {
        let doc = match Document::open(path) {
            Ok(doc) => doc,
            Err(e) => {
                self.dialog = Some(Dialog::Error(e.to_string()));
                return;
            }
        };
        let mut note = None;
        let lock = match ccdesk_io::lock::acquire(path) {
            Ok(ccdesk_io::lock::LockState::Acquired(lock)) => Some(lock),
            Ok(ccdesk_io::lock::LockState::HeldBy(holder)) if force => {
                note = Some(format!(
                    "opened while {holder} has it open; saving here first checks for its changes"
                ));
                None
            }
            Ok(ccdesk_io::lock::LockState::HeldBy(holder)) => {
                self.dialog = Some(Dialog::Locked {
                    path: path.to_owned(),
                    holder: holder.to_string(),
                });
                return;
            }
            // A folder where no lock file can be written (read-only media)
            // still opens; saves still check the file on disk first.
            Err(_) => None,
        };
        // What the file holds that ccdesk refuses (text from elsewhere,
        // issue 21; moves that do not replay) the file check says once it
        // is done (`file_check`, in the frames that follow).
        self.clear_recovery();
        self.lock = lock;
        self.doc = doc;
        self.doc.last_event = note;
        self.select_first_game();
        self.settings.remember(path);
        self.store_settings();
        self.offer_recovery();
    }

    /// The window's language: the one chosen in View > Language, else the
    /// system's.
    #[must_use]
    pub fn language(&self) -> i18n::Language {
        self.settings.language.unwrap_or(self.system_language)
    }

    /// Takes `language` as the system's (read from the locale by the
    /// real window), shown unless the user chose one.
    pub fn set_system_language(&mut self, language: i18n::Language) {
        self.system_language = language;
        self.show_language();
    }

    /// Shows the window in `language` (View > Language), kept for the
    /// next start.
    pub fn choose_language(&mut self, language: i18n::Language) {
        self.settings.language = Some(language);
        self.store_settings();
        self.show_language();
    }

    /// Loads the catalogue of the window's language if it is not shown.
    fn show_language(&mut self) {
        if self.catalogue.language() != self.language() {
            self.catalogue = std::sync::Arc::new(i18n::Catalogue::new(self.language()));
        }
    }

    /// The text of a catalogue key in the window's language.
    #[must_use]
    pub fn t(&self, key: &str) -> String {
        self.catalogue.t(key)
    }

    /// The window's catalogue (for texts with placeables).
    #[must_use]
    pub fn catalogue(&self) -> &i18n::Catalogue {
        &self.catalogue
    }

    /// A handle on the window's catalogue that does not borrow the app
    /// (for a pane that changes the app while it writes its texts).
    #[must_use]
    pub fn texts(&self) -> std::sync::Arc<i18n::Catalogue> {
        std::sync::Arc::clone(&self.catalogue)
    }

    fn store_settings(&mut self) {
        if let Err(e) = self.settings_store.save(&self.settings) {
            self.doc.last_event = Some(format!("settings not saved: {e}"));
        }
    }

    /// Saves to the current file and returns true when saved; a project
    /// never saved asks where first (Save as…) and returns false: it is
    /// saved once a file is chosen.
    pub fn save(&mut self) -> bool {
        self.save_then(None)
    }

    /// Saves; when the file changed on disk, the question that follows
    /// remembers `then` (what the save was for).
    fn save_then(&mut self, then: Option<AfterUnsaved>) -> bool {
        match self.doc.path.clone() {
            Some(path) => self.save_to_then(&path, then),
            None => {
                self.save_as_then(then);
                false
            }
        }
    }

    /// Asks where to save, then saves (once a file is chosen).
    pub fn save_as(&mut self) {
        self.save_as_then(None);
    }

    /// Asks where to save; once saved, does `then`.
    fn save_as_then(&mut self, then: Option<AfterUnsaved>) {
        // The name goes to the file dialog: a line's worth of it.
        let name = short_text::shorten(self.doc.project.name(), short_text::TITLE_CHARS)
            .replace(['/', '\\'], "-");
        let request = FileRequest::save("Save as…", FileFilter::PROJECT, &format!("{name}.ron"));
        self.choose_file(request, move |app, _, path| {
            if app.save_to_then(&path, then.clone())
                && let Some(then) = then
            {
                app.proceed(then);
            }
        });
    }

    /// Saves to `path`; its own file only if no one changed it on disk
    /// meanwhile (else the user is asked: [`Dialog::ChangedOnDisk`]).
    pub(crate) fn save_to(&mut self, path: &Path) -> bool {
        self.save_to_then(path, None)
    }

    fn save_to_then(&mut self, path: &Path, then: Option<AfterUnsaved>) -> bool {
        let when = self.today.now_text();
        let moved = self.doc.path.as_deref() != Some(path);
        let old_recovery = self.recovery_path();
        match self.doc.save_to(path, when) {
            Ok(saved) => {
                if moved
                    && let Ok(ccdesk_io::lock::LockState::Acquired(lock)) =
                        ccdesk_io::lock::acquire(path)
                {
                    self.lock = Some(lock);
                }
                // This window's recovery file, under the old name too.
                if let (Some(old), Some(autosave)) = (old_recovery, &mut self.autosave) {
                    autosave.clear(old, self.doc.revision());
                }
                self.clear_recovery();
                if saved.written {
                    self.announce(
                        announce::saved(&self.texts(), path),
                        announce::Urgency::Polite,
                    );
                } else {
                    self.announce(
                        announce::saved_unchanged(&self.texts(), path),
                        announce::Urgency::Polite,
                    );
                }
                self.settings.remember(path);
                self.store_settings();
                true
            }
            Err(project_file::SaveError::ChangedOnDisk { path, .. }) => {
                self.dialog = Some(disk_conflict::changed_on_disk(path, then));
                false
            }
            Err(e) => {
                self.tell_file_outcome(Err(e.to_string()));
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

    pub(crate) fn proceed(&mut self, then: AfterUnsaved) {
        if self.doc.is_dirty() {
            // The user chose to discard: the recovery file goes too.
            self.clear_recovery();
        }
        match then {
            AfterUnsaved::Quit => self.quit_confirmed = true,
            AfterUnsaved::New => {
                self.doc = Document::new(
                    ccdesk_domain::project::Project::new(ccdesk_domain::project::Project::UNNAMED),
                    None,
                );
                self.select_first_game();
            }
            AfterUnsaved::Open(path) => {
                if let Some(path) = path {
                    self.open_path(&path);
                } else {
                    let request = FileRequest::open("Open…", Some(FileFilter::PROJECT));
                    self.choose_file(request, |app, _, path| {
                        app.open_path(&path);
                        if app.doc.path.as_deref() == Some(path.as_path())
                            && app.doc.last_event.is_none()
                        {
                            app.doc.last_event = Some(format!("opened {}", path.display()));
                        }
                    });
                }
            }
            AfterUnsaved::Demo => self.open_demo(),
        }
    }

    /// Opens what the window starts on: `file` if given, else the most
    /// recent project, else the demo (already open). A project that cannot
    /// be opened leaves the demo with the reason shown; a recent project
    /// whose opening ended the program last time is not opened again on its
    /// own (the user is told, and File > Open still opens it). Then shows
    /// what fell due since the window was last open.
    pub fn open_at_start(&mut self, file: Option<PathBuf>) {
        self.open_start_project(file);
        self.welcome_at_start();
        self.check_due_since();
    }

    fn open_start_project(&mut self, file: Option<PathBuf>) {
        if let Some(file) = file {
            self.open_path(&file);
            return;
        }
        let Some(last) = self.settings.recent.first().cloned() else {
            self.offer_recovery();
            return;
        };
        if self.settings.opening.as_ref() == Some(&last) {
            self.settings.opening = None;
            self.store_settings();
            self.dialog = Some(Dialog::Error(format!(
                "ccdesk closed while opening {} the last time it started, so it was not opened again. File > Open… opens it.",
                last.display()
            )));
            return;
        }
        if !last.exists() {
            self.doc.last_event = Some(format!(
                "the last project, {}, is no longer there",
                last.display()
            ));
            self.offer_recovery();
            return;
        }
        self.settings.opening = Some(last.clone());
        self.store_settings();
        self.open_path(&last);
    }

    /// Where settings are kept, if anywhere.
    #[must_use]
    pub fn settings_path(&self) -> Option<&Path> {
        self.settings_store.path()
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

    /// The panes' own state (filters, forms, the engine's lines).
    #[must_use]
    pub fn panes(&self) -> &pane_states::PaneStates {
        &self.panes
    }

    /// The engine analysis pane's engine, lines and tablebases.
    #[must_use]
    pub fn analysis(&self) -> &analysis_pane::AnalysisState {
        &self.panes.analysis.engine
    }

    /// Shows or hides a pane.
    pub fn set_pane_visible(&mut self, pane: Pane, visible: bool) {
        panes::set_visible(&mut self.tiles, pane, visible);
    }

    /// Shows a pane and makes it the active tab where it is one, so the
    /// keyboard can be sent into it.
    pub fn reveal_pane(&mut self, pane: Pane) {
        panes::set_visible(&mut self.tiles, pane, true);
        self.tiles
            .make_active(|_, tile| matches!(tile, egui_tiles::Tile::Pane(p) if *p == pane));
    }

    /// Whether a pane is shown.
    #[must_use]
    pub fn is_pane_visible(&self, pane: Pane) -> bool {
        panes::is_visible(&self.tiles, pane)
    }

    /// Draws the whole window into `ui`.
    pub fn window_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        i18n::install(&ctx, self.texts());
        adjudication_pane::poll_assessment(&ctx, self);
        if ctx.input(|i| i.viewport().close_requested()) && !self.quit_confirmed {
            if self.doc.is_dirty() {
                ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
                self.dialog = Some(Dialog::Unsaved(AfterUnsaved::Quit));
            } else {
                self.quit_confirmed = true;
            }
        }
        self.file_check_tick(&ctx);
        keyboard::dispatch(self, &ctx);
        self.autosave_tick();
        board_pane::orient(self);
        egui::Panel::top("menu_bar").show(ui, |ui| menu::menu_bar_ui(self, ui));
        egui::Panel::bottom("status_bar").show(ui, |ui| status_bar::status_bar_ui(self, ui));
        egui::CentralPanel::default().show(ui, |ui| {
            let mut tiles = std::mem::replace(&mut self.tiles, panes::empty_tree());
            let mail_arrived = self.mail_arrived_games();
            let mut behavior = panes::PaneBehavior {
                app: self,
                mail_arrived,
                commands: Vec::new(),
            };
            tiles.ui(&mut behavior, ui);
            let commands = behavior.commands;
            pane_splitters::name_splitters(ui, &tiles);
            self.tiles = tiles;
            // What the panes asked for, applied once they are drawn; the
            // next frame shows it.
            if !commands.is_empty() {
                self.run_all(commands);
                ui.ctx().request_repaint();
            }
        });
        about::about_window_ui(&ctx, self);
        keyboard_help::keyboard_help_ui(&ctx, self);
        self.dialog_ui(&ctx);
        new_game_dialog::new_game_dialog_ui(self, &ctx);
        reply_dialog::reply_dialog_ui(self, &ctx);
        read_dialog::read_dialog_ui(self, &ctx);
        engine_settings::engine_settings_ui(self, &ctx);
        desk_dialog::desk_dialog_ui(self, &ctx);
        rename_dialog::rename_dialog_ui(self, &ctx);
        server_dialog::server_dialog_ui(self, &ctx);
        mail_account_dialog::mail_account_dialog_ui(self, &ctx);
        check_mail::check_mail_ui(self, &ctx);
        mail_send::mail_send_poll(self, &ctx);
        due_since::due_since_ui(self, &ctx);
        window_titles::name_title_bars(&ctx);
        due_notify::tick(self, &ctx);
        workspace::frame_ui(self, &ctx);
        if self.settings.opening.is_some() {
            // A frame was drawn: opening the project at start went well.
            self.settings.opening = None;
            self.store_settings();
        }
        self.file_chooser_ui(&ctx);
        let title = self.title();
        // The window's frame carries the title for a screen reader too.
        ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| {
            node.set_label(title.clone());
        });
        if title != self.shown_title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shown_title = title;
        }
        if self.quit_confirmed {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// Checks a slice of the project (see [`file_check`]) and says what
    /// the check found once it is done; frames keep coming while it runs.
    fn file_check_tick(&mut self, ctx: &egui::Context) {
        if let Some(problems) = self.file_check.step(&self.doc, self.cores)
            && let Some(said) = worded::problems_found(&self.catalogue, &problems)
        {
            self.announce(said, announce::Urgency::Assertive);
        }
        if self.file_check.progress(&self.doc).is_some() {
            ctx.request_repaint();
        }
    }

    fn dialog_ui(&mut self, ctx: &egui::Context) {
        let Some(dialog) = self.dialog.clone() else {
            return;
        };
        let mut close = false;
        let mut then_do: Option<(AfterUnsaved, bool)> = None;
        let mut open_forced: Option<PathBuf> = None;
        let mut recover: Option<(ccdesk_domain::project::Project, PathBuf)> = None;
        let mut discard_recovery: Option<PathBuf> = None;
        let mut conflict: Option<(PathBuf, disk_conflict::ConflictChoice, Option<AfterUnsaved>)> =
            None;
        let mut import_duplicates: Option<pgn_menu::PgnImportReport> = None;
        egui::Modal::new(egui::Id::unique("dialog")).show(ctx, |ui| {
            ui.set_max_width(480.0);
            match &dialog {
                Dialog::Error(message) => {
                    ui.heading("ccdesk");
                    ui.label(short_text::shorten(message, 4 * short_text::LINE_CHARS));
                    ui.label("Nothing was changed.");
                    if ui.button("OK").clicked() {
                        close = true;
                    }
                }
                Dialog::Locked { path, holder } => {
                    ui.heading("Project open elsewhere");
                    ui.label(format!(
                        "{} is open in another ccdesk window: {holder}.",
                        path.display()
                    ));
                    ui.label("Open anyway opens it here too; that window keeps its lock and its unsaved changes, and a save here first checks whether it saved meanwhile.");
                    ui.horizontal(|ui| {
                        if ui.button("Open anyway").clicked() {
                            open_forced = Some(path.clone());
                        }
                        if ui.button("Cancel").clicked() {
                            close = true;
                        }
                    });
                }
                Dialog::Recover(found) => {
                    ui.heading("Recover unsaved changes?");
                    ui.label(match &found.owner {
                        Some(owner) => format!("A ccdesk window ended without saving ({owner})."),
                        None => "A ccdesk window ended without saving.".to_owned(),
                    });
                    ui.label(format!(
                        "{} has, against the file on disk:",
                        found.path.display()
                    ));
                    for line in &found.differences {
                        ui.label(format!("• {line}"));
                    }
                    ui.label("Recovering opens these changes unsaved; the saved file is not touched until you save.");
                    ui.horizontal(|ui| {
                        if ui.button("Recover").clicked() {
                            recover = Some((found.project.clone(), found.path.clone()));
                        }
                        if ui.button("Discard recovery").clicked() {
                            discard_recovery = Some(found.path.clone());
                        }
                        if ui.button("Later").clicked() {
                            close = true;
                        }
                    });
                }
                Dialog::ChangedOnDisk { path, then } => {
                    if let Some(choice) =
                        disk_conflict::conflict_ui(ui, path, self.doc.unsaved_commands())
                    {
                        conflict = Some((path.clone(), choice, then.clone()));
                    }
                }
                Dialog::PgnImported(report) => match pgn_menu::report_ui(ui, report) {
                    pgn_menu::ReportAnswer::Open => {}
                    pgn_menu::ReportAnswer::Close => close = true,
                    pgn_menu::ReportAnswer::ImportDuplicates => {
                        import_duplicates = Some(report.clone());
                    }
                },
                Dialog::Unsaved(then) => {
                    ui.heading("Unsaved changes");
                    ui.label(format!(
                        "\"{}\" has changes that are not saved.",
                        short_text::shorten(self.doc.project.name(), short_text::TITLE_CHARS)
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
        if let Some(report) = import_duplicates {
            pgn_menu::import_duplicates(self, &report);
        }
        if let Some(path) = open_forced {
            self.dialog = None;
            self.open_path_with(&path, true);
        }
        if let Some((project, from)) = recover {
            self.dialog = None;
            let path = self.doc.path.clone();
            self.doc.replace_project(project, path);
            self.adopted_recovery = Some(from);
            self.select_first_game();
        }
        if let Some(path) = discard_recovery {
            self.dialog = None;
            ccdesk_io::recovery::clear(&path);
        }
        if let Some((path, choice, then)) = conflict {
            self.resolve_conflict(&path, choice, then);
        }
        if let Some((then, save_first)) = then_do {
            self.dialog = None;
            if !save_first || self.save_then(Some(then.clone())) {
                self.proceed(then);
            }
        }
    }
}

impl first_frame::Settles for CcdeskApp {
    fn settled(&self) -> bool {
        self.file_check.progress(&self.doc).is_none()
    }
}

impl eframe::App for CcdeskApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.window_ui(ui);
    }
}

/// The demo project shipped in `assets/demo.ron` (written by `ccdesk demo`;
/// a test keeps it equal to the generator's output). Should it ever fail to
/// load, the generator builds the same project.
#[must_use]
pub fn shipped_demo() -> ccdesk_domain::project::Project {
    ccdesk_io::project_file::from_ron(
        include_str!("../../../assets/demo.ron"),
        Path::new("assets/demo.ron"),
    )
    .unwrap_or_else(|_| ccdesk_domain::demo::demo_project())
}

/// The window's app id (Wayland) and window class (X11): the name of the
/// `.desktop` file and of the icon in `packaging/`, so the desktop shows the
/// icon and groups the window under its menu entry.
pub const APP_ID: &str = "io.github.ccdesk.ccdesk";

/// The window's own icon: the 256-pixel PNG of `packaging/icons/`.
pub const WINDOW_ICON_PNG: &[u8] = include_bytes!("../../../packaging/icons/ccdesk-256.png");

/// Opens the window: on `file` if given, else on the most recent project,
/// else on the demo.
pub fn run_window(file: Option<PathBuf>) -> anyhow::Result<()> {
    let started = std::time::Instant::now();
    let mut app = CcdeskApp::with_demo();
    app.open_at_start(file);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(app.title())
        .with_app_id(APP_ID)
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([800.0, 500.0]);
    // ccdesk's icon on the window itself (Windows task bar, X11 without a
    // desktop file), instead of eframe's egui logo.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(WINDOW_ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        "ccdesk",
        options,
        Box::new(move |cc| {
            theme::install(&cc.egui_ctx);
            Ok(match first_frame::FirstFrame::wrap(app, started) {
                Ok(timed) => Box::new(timed) as Box<dyn eframe::App>,
                Err(app) => Box::new(app),
            })
        }),
    )
    .map_err(|e| anyhow::anyhow!("cannot open the window: {e}"))
}
