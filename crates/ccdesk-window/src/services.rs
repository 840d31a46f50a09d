//! What the window asks of the system, behind small traits so tests can
//! fake it: today's date, file dialogs, the program that opens a link (the
//! mail client), settings and recent files.
//!
//! A file dialog is asked one [`FileRequest`] and answers with a
//! [`DialogAnswer`] that tells a cancelled dialog from one that could not
//! open.

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

/// What kind of answer a file request wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// An existing file to read.
    Open,
    /// Where to write a file (it may exist: then it is replaced).
    Save,
    /// An existing folder.
    Folder,
}

/// The files a request lists: a name and the extensions (no dot).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileFilter {
    /// Shown in the dialog ("ccdesk project").
    pub name: &'static str,
    /// Extensions without the dot, the first one added to a name typed
    /// without one.
    pub extensions: &'static [&'static str],
}

impl FileFilter {
    /// ccdesk project files.
    pub const PROJECT: FileFilter = FileFilter {
        name: "ccdesk project",
        extensions: &["ron"],
    };
    /// CSV spreadsheets.
    pub const CSV: FileFilter = FileFilter {
        name: "CSV",
        extensions: &["csv"],
    };
    /// HTML pages.
    pub const HTML: FileFilter = FileFilter {
        name: "HTML page",
        extensions: &["html", "htm"],
    };
    /// Email files.
    pub const EML: FileFilter = FileFilter {
        name: "email",
        extensions: &["eml"],
    };
    /// Plain text.
    pub const TEXT: FileFilter = FileFilter {
        name: "text",
        extensions: &["txt"],
    };
    /// PGN game files.
    pub const PGN: FileFilter = FileFilter {
        name: "PGN",
        extensions: &["pgn"],
    };
    /// PDF documents.
    pub const PDF: FileFilter = FileFilter {
        name: "PDF",
        extensions: &["pdf"],
    };

    /// Whether `path`'s extension is one of the filter's (any case).
    #[must_use]
    pub fn matches(&self, path: &Path) -> bool {
        path.extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| self.extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
    }
}

/// One question for a file: what it is for, which files, a suggested name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRequest {
    /// Open, save or a folder.
    pub kind: FileKind,
    /// The action as the menu names it ("Save as…", "Export PGN"): the
    /// dialog's title and the subject of "… cancelled, nothing written".
    pub action: String,
    /// The files listed; `None` lists every file (a program to run).
    pub filter: Option<FileFilter>,
    /// The file name offered when saving.
    pub suggested_name: String,
    /// The folder to start in, if known.
    pub folder: Option<PathBuf>,
}

impl FileRequest {
    /// An existing file of `filter` (every file when `None`) to read.
    #[must_use]
    pub fn open(action: &str, filter: Option<FileFilter>) -> Self {
        FileRequest {
            kind: FileKind::Open,
            action: action.to_owned(),
            filter,
            suggested_name: String::new(),
            folder: None,
        }
    }

    /// Where to write a file of `filter`, offering `suggested_name`.
    #[must_use]
    pub fn save(action: &str, filter: FileFilter, suggested_name: &str) -> Self {
        FileRequest {
            kind: FileKind::Save,
            action: action.to_owned(),
            filter: Some(filter),
            suggested_name: suggested_name.to_owned(),
            folder: None,
        }
    }

    /// An existing folder.
    #[must_use]
    pub fn folder(action: &str) -> Self {
        FileRequest {
            kind: FileKind::Folder,
            action: action.to_owned(),
            filter: None,
            suggested_name: String::new(),
            folder: None,
        }
    }

    /// What the status bar says when the user cancels.
    #[must_use]
    pub fn cancelled_text(&self) -> String {
        match self.kind {
            FileKind::Save => format!("{} cancelled, nothing written", self.action),
            FileKind::Open => format!("{} cancelled, nothing read", self.action),
            FileKind::Folder => format!("{} cancelled, nothing changed", self.action),
        }
    }
}

/// How a file dialog answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DialogAnswer {
    /// The user chose this file or folder.
    Chosen(PathBuf),
    /// The user closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown; the reason, as the system gave it.
    Unavailable(String),
}

/// Asks the user for files: the platform's dialogs
/// ([`super::file_chooser_native::NativeFileChooser`]) or, in tests, fixed
/// answers ([`FakeFileChooser`]). When it answers
/// [`DialogAnswer::Unavailable`] the window asks with its own chooser.
pub trait FileChooser {
    /// Asks, and waits for the answer.
    fn ask(&self, request: &FileRequest) -> DialogAnswer;
}

/// A chooser that answers from fixed paths (tests): `None` answers as a
/// cancelled dialog, and `unavailable` as a platform without dialogs.
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
    /// When set, every request answers that no dialog could be shown, with
    /// this reason.
    pub unavailable: Option<String>,
}

impl FakeFileChooser {
    fn answer_for(&self, request: &FileRequest) -> Option<&PathBuf> {
        let ext = request.filter.map(|f| f.extensions[0]);
        let save = request.kind == FileKind::Save;
        match (request.kind, ext) {
            (FileKind::Folder, _) => self.folder.as_ref(),
            (FileKind::Open, None) => self.open_program.as_ref(),
            (_, Some("ron")) => if save { &self.save } else { &self.open }.as_ref(),
            (_, Some("csv")) => if save { &self.save_csv } else { &self.open_csv }.as_ref(),
            (_, Some("eml")) => if save { &self.save_eml } else { &self.open_eml }.as_ref(),
            (_, Some("pgn")) => if save { &self.save_pgn } else { &self.open_pgn }.as_ref(),
            (FileKind::Save, Some("html")) => self.save_html.as_ref(),
            (FileKind::Save, Some("txt")) => self.save_text.as_ref(),
            (FileKind::Save, Some("pdf")) => self.save_pdf.as_ref(),
            _ => None,
        }
    }
}

impl FileChooser for FakeFileChooser {
    fn ask(&self, request: &FileRequest) -> DialogAnswer {
        if let Some(why) = &self.unavailable {
            return DialogAnswer::Unavailable(why.clone());
        }
        match self.answer_for(request) {
            Some(path) => DialogAnswer::Chosen(path.clone()),
            None => DialogAnswer::Cancelled,
        }
    }
}

/// Opens a link (a `mailto:` message) in the program the system keeps for
/// it: [`SystemOpener`], or in tests [`FakeOpener`].
pub trait Opener {
    /// Opens `link`; `Err` says why it did not open.
    ///
    /// # Errors
    ///
    /// The opener could not run, or ended with a failure.
    fn open(&self, link: &str) -> Result<(), String>;
}

/// How long [`SystemOpener`] waits for the opener to end: one still running
/// then has started the program (`xdg-open` without a desktop runs it in
/// the foreground), and the window goes on.
const OPENER_WAIT: std::time::Duration = std::time::Duration::from_secs(3);

/// The system's opener: `xdg-open` (`open` on macOS, the URL handler on
/// Windows), whose exit status says whether the link was opened.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemOpener;

impl SystemOpener {
    /// The program and the arguments before the link.
    fn program() -> (&'static str, &'static [&'static str]) {
        if cfg!(target_os = "macos") {
            ("open", &[])
        } else if cfg!(windows) {
            ("rundll32", &["url.dll,FileProtocolHandler"])
        } else {
            ("xdg-open", &[])
        }
    }
}

impl Opener for SystemOpener {
    fn open(&self, link: &str) -> Result<(), String> {
        let (program, before) = Self::program();
        run_opener(program, before, link)
    }
}

/// Runs `program` with `before` and `link` and tells how it ended: its exit
/// status, with what it wrote on its error output when it failed.
///
/// # Errors
///
/// The program could not run, or ended with a failure.
pub fn run_opener(program: &str, before: &[&str], link: &str) -> Result<(), String> {
    use std::io::Read as _;
    use std::process::{Command, Stdio};
    let mut child = Command::new(program)
        .args(before)
        .arg(link)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{program} could not run ({e})"))?;
    let start = std::time::Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return Ok(()),
            Ok(Some(status)) => {
                let mut said = String::new();
                if let Some(mut err) = child.stderr.take() {
                    let _ = err.read_to_string(&mut said);
                }
                let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
                let code = status.code().map_or_else(
                    || "was stopped".to_owned(),
                    |c| format!("ended with status {c}"),
                );
                return Err(if said.is_empty() {
                    format!("{program} {code}")
                } else {
                    format!("{program} {code}: {said}")
                });
            }
            // Still running: it has started the program it runs.
            Ok(None) if start.elapsed() >= OPENER_WAIT => return Ok(()),
            Ok(None) => std::thread::sleep(std::time::Duration::from_millis(20)),
            Err(e) => return Err(format!("{program} could not be waited for ({e})")),
        }
    }
}

/// An opener for tests: keeps the links it is asked to open, and fails
/// with `fails` when set.
#[derive(Debug, Default, Clone)]
pub struct FakeOpener {
    /// The links asked for, in order (shared with the test).
    pub opened: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    /// When set, every link fails with this reason.
    pub fails: Option<String>,
}

impl Opener for FakeOpener {
    fn open(&self, link: &str) -> Result<(), String> {
        if let Ok(mut opened) = self.opened.lock() {
            opened.push(link.to_owned());
        }
        self.fails.clone().map_or(Ok(()), Err)
    }
}

/// What the window says after asking `opener` to open the message `link`
/// in the mail client: that it opened only when the opener says it did,
/// else what failed and what to do instead.
///
/// # Errors
///
/// The sentence that says the mail client did not open, and why.
pub fn open_in_mail_client(opener: &dyn Opener, link: &str) -> Result<String, String> {
    opener
        .open(link)
        .map(|()| "Opened the message in the mail client.".to_owned())
        .map_err(|why| {
            format!(
                "The mail client did not open: {why}. Save .eml… and open the file in your mail program, or Copy the text."
            )
        })
}

/// Settings kept between sessions, per user (never in a project file).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
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
    /// Always ask with ccdesk's own file chooser, never the platform's
    /// dialog (Edit > Use ccdesk's own file chooser).
    #[serde(default)]
    pub own_file_chooser: bool,
    /// The user's XFCC server accounts (server, address, user name; never
    /// a password), the last used first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub servers: Vec<ccdesk_io::xfcc::ServerAccount>,
    /// The day the window was last open (what fell due since is shown at
    /// start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_open: Option<chrono::NaiveDate>,
    /// The day of the last desktop notification of what is due.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_notified: Option<chrono::NaiveDate>,
    /// The workspace chosen, the layout as last left and the user's own
    /// layouts (View menu).
    #[serde(default)]
    pub layout: super::workspace::LayoutSettings,
    /// The zoom factor (Ctrl+plus, Ctrl+minus, Ctrl+0); `None`: actual size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zoom: Option<f32>,
    /// Light or dark as chosen in View; `None`: never chosen, the system's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<super::theme::ThemeChoice>,
    /// The window's language as chosen in View; `None`: never chosen, the
    /// system's locale's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<super::i18n::Language>,
    /// The welcome was seen and closed: it is not shown at start again
    /// (Help > Welcome shows it).
    #[serde(default)]
    pub welcomed: bool,
    /// Check the mail every this many minutes while the window is open
    /// (Edit › Mail account…); `None` = only when asked (File › Check
    /// mail).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mail_check_minutes: Option<u32>,
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
        ccdesk_io::export_file::write_export(path, text.as_bytes()).map_err(|e| e.to_string())
    }
}

#[cfg(all(test, unix))]
mod opener_tests {
    use super::*;

    #[test]
    fn the_opener_is_believed_only_when_it_ends_well() {
        assert_eq!(run_opener("true", &[], "mailto:bob@chess.example"), Ok(()));
        // What xdg-open says when no mail program handles mailto:.
        let failed = run_opener(
            "sh",
            &[
                "-c",
                "echo \"xdg-open: no method available for opening '$1'\" >&2; exit 3",
                "sh",
            ],
            "mailto:bob@chess.example",
        );
        assert_eq!(
            failed,
            Err("sh ended with status 3: xdg-open: no method available for opening 'mailto:bob@chess.example'".to_owned())
        );
        let missing = run_opener("/nonexistent/xdg-open", &[], "mailto:x@y.example").unwrap_err();
        assert!(
            missing.starts_with("/nonexistent/xdg-open could not run ("),
            "{missing}"
        );
    }

    #[test]
    fn the_window_says_what_failed() {
        let fake = FakeOpener {
            fails: Some("xdg-open ended with status 4".to_owned()),
            ..FakeOpener::default()
        };
        assert_eq!(
            open_in_mail_client(&fake, "mailto:x@y.example"),
            Err("The mail client did not open: xdg-open ended with status 4. Save .eml… and open the file in your mail program, or Copy the text.".to_owned())
        );
        assert_eq!(
            open_in_mail_client(&FakeOpener::default(), "mailto:x@y.example"),
            Ok("Opened the message in the mail client.".to_owned())
        );
    }
}
