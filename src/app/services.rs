//! What the window asks of the system, behind small traits so tests can
//! fake it: today's date, file dialogs, settings and recent files.

use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Gives today's date.
pub trait Today {
    /// Today's date.
    fn today(&self) -> NaiveDate;
    /// The current local time as text, for "saved at" in the status bar.
    fn now_text(&self) -> String;
}

/// The system clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemToday;

impl Today for SystemToday {
    fn today(&self) -> NaiveDate {
        chrono::Local::now().date_naive()
    }
    fn now_text(&self) -> String {
        chrono::Local::now().format("%H:%M:%S").to_string()
    }
}

/// A fixed date, for tests and screenshots.
#[derive(Debug, Clone, Copy)]
pub struct FixedToday(pub NaiveDate);

impl Today for FixedToday {
    fn today(&self) -> NaiveDate {
        self.0
    }
    fn now_text(&self) -> String {
        "12:00:00".to_owned()
    }
}

/// Asks the user for files.
pub trait FileChooser {
    /// A project file to open.
    fn open_project(&self) -> Option<PathBuf>;
    /// Where to save a project.
    fn save_project(&self, suggested_name: &str) -> Option<PathBuf>;
    /// A CSV file to read (a game's ledger kept in a spreadsheet).
    fn open_csv(&self) -> Option<PathBuf> {
        None
    }
    /// Where to write a CSV file.
    fn save_csv(&self, _suggested_name: &str) -> Option<PathBuf> {
        None
    }
    /// Where to write an HTML page (standings or a crosstable to publish).
    fn save_html(&self, _suggested_name: &str) -> Option<PathBuf> {
        None
    }
    /// An email file (`.eml`) to read: a move message that arrived.
    fn open_eml(&self) -> Option<PathBuf> {
        None
    }
    /// Where to write a message as an email file (`.eml`).
    fn save_eml(&self, _suggested_name: &str) -> Option<PathBuf> {
        None
    }
    /// Where to write a plain text file (a game's correspondence for the TD).
    fn save_text(&self, _suggested_name: &str) -> Option<PathBuf> {
        None
    }
    /// A PGN file to import.
    fn open_pgn(&self) -> Option<PathBuf> {
        None
    }
    /// Where to write a PGN file.
    fn save_pgn(&self, _suggested_name: &str) -> Option<PathBuf> {
        None
    }
    /// Where to write a PDF file (a scoresheet or an adjudication packet).
    fn save_pdf(&self, _suggested_name: &str) -> Option<PathBuf> {
        None
    }
    /// A program to run (a UCI engine).
    fn open_program(&self) -> Option<PathBuf> {
        None
    }
    /// A folder (the Syzygy tables).
    fn choose_folder(&self) -> Option<PathBuf> {
        None
    }
}

/// The platform's file dialogs (rfd).
#[derive(Debug, Default, Clone, Copy)]
pub struct NativeFileChooser;

impl FileChooser for NativeFileChooser {
    fn open_project(&self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("ccdesk project", &["ron"])
            .pick_file()
    }
    fn save_project(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("ccdesk project", &["ron"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn open_csv(&self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("CSV", &["csv"])
            .pick_file()
    }
    fn save_csv(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("CSV", &["csv"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn save_html(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("HTML page", &["html", "htm"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn open_eml(&self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("email", &["eml"])
            .pick_file()
    }
    fn save_eml(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("email", &["eml"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn save_text(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("text", &["txt"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn open_pgn(&self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("PGN", &["pgn"])
            .pick_file()
    }
    fn save_pgn(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("PGN", &["pgn"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn save_pdf(&self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .add_filter("PDF", &["pdf"])
            .set_file_name(suggested_name)
            .save_file()
    }
    fn open_program(&self) -> Option<PathBuf> {
        rfd::FileDialog::new().pick_file()
    }
    fn choose_folder(&self) -> Option<PathBuf> {
        rfd::FileDialog::new().pick_folder()
    }
}

/// A chooser that answers from fixed paths (tests).
#[derive(Debug, Default, Clone)]
pub struct FakeFileChooser {
    /// Answer to "open".
    pub open: Option<PathBuf>,
    /// Answer to "save as".
    pub save: Option<PathBuf>,
    /// Answer to "open a CSV file".
    pub open_csv: Option<PathBuf>,
    /// Answer to "save a CSV file".
    pub save_csv: Option<PathBuf>,
    /// Answer to "save an HTML page".
    pub save_html: Option<PathBuf>,
    /// Answer to "open an email file".
    pub open_eml: Option<PathBuf>,
    /// Answer to "save an email file".
    pub save_eml: Option<PathBuf>,
    /// Answer to "save a text file".
    pub save_text: Option<PathBuf>,
    /// Answer to "open a PGN file".
    pub open_pgn: Option<PathBuf>,
    /// Answer to "save a PGN file".
    pub save_pgn: Option<PathBuf>,
    /// Answer to "save a PDF file".
    pub save_pdf: Option<PathBuf>,
    /// Answer to "choose a program".
    pub open_program: Option<PathBuf>,
    /// Answer to "choose a folder".
    pub folder: Option<PathBuf>,
}

impl FileChooser for FakeFileChooser {
    fn open_project(&self) -> Option<PathBuf> {
        self.open.clone()
    }
    fn save_project(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save.clone()
    }
    fn open_csv(&self) -> Option<PathBuf> {
        self.open_csv.clone()
    }
    fn save_csv(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save_csv.clone()
    }
    fn save_html(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save_html.clone()
    }
    fn open_eml(&self) -> Option<PathBuf> {
        self.open_eml.clone()
    }
    fn save_eml(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save_eml.clone()
    }
    fn save_text(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save_text.clone()
    }
    fn open_pgn(&self) -> Option<PathBuf> {
        self.open_pgn.clone()
    }
    fn save_pgn(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save_pgn.clone()
    }
    fn save_pdf(&self, _suggested_name: &str) -> Option<PathBuf> {
        self.save_pdf.clone()
    }
    fn open_program(&self) -> Option<PathBuf> {
        self.open_program.clone()
    }
    fn choose_folder(&self) -> Option<PathBuf> {
        self.folder.clone()
    }
}

/// Settings kept between sessions.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Recently opened project files, newest first, as absolute paths.
    #[serde(default)]
    pub recent: Vec<PathBuf>,
    /// The recent project being opened at start; cleared once the window
    /// has shown a frame. Still set at the next start: that opening ended
    /// the program, so it is not tried again on its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<PathBuf>,
    /// The engine and tablebases of the analysis pane.
    #[serde(default)]
    pub engine: super::engine_settings::EngineSettings,
}

/// How many recent files to keep.
pub const RECENT_FILES: usize = 8;

impl Settings {
    /// Puts `path` first in the recent files, as an absolute path.
    pub fn remember(&mut self, path: &Path) {
        let path = super::recent::absolute(path);
        self.recent.retain(|p| *p != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_FILES);
    }
}

/// Where settings live: the platform's configuration folder
/// (`~/.config/ccdesk` on Linux), or nowhere for tests.
#[derive(Debug, Clone)]
pub struct SettingsStore {
    path: Option<PathBuf>,
}

impl SettingsStore {
    /// The platform's usual place.
    #[must_use]
    pub fn platform() -> Self {
        let path = directories::ProjectDirs::from("org", "ccdesk", "ccdesk")
            .map(|d| d.config_dir().join("settings.ron"));
        SettingsStore { path }
    }

    /// A store that keeps nothing (tests).
    #[must_use]
    pub fn none() -> Self {
        SettingsStore { path: None }
    }

    /// A store in the file `path` (tests, or a portable setup).
    #[must_use]
    pub fn at(path: PathBuf) -> Self {
        SettingsStore { path: Some(path) }
    }

    /// The settings file, if any.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Loads settings; a missing or damaged file gives defaults.
    #[must_use]
    pub fn load(&self) -> Settings {
        self.path
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default()
    }

    /// Saves settings atomically.
    pub fn save(&self, settings: &Settings) -> Result<(), String> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())?;
        crate::io::project_file::write_atomically(path, text.as_bytes(), 0)
            .map_err(|e| e.to_string())
    }
}
