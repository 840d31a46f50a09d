//! The platform's file dialogs through rfd, and how ccdesk tells a dialog
//! the user cancelled from one that could not open.
//!
//! rfd answers both with `None`. On Linux it first asks the desktop's
//! file-chooser portal over D-Bus, then runs `zenity`; when both fail it
//! logs an error (through the `log` crate) and returns `None`. ccdesk
//! installs a logger that keeps rfd's warnings and errors of the call on
//! this thread: when the last thing rfd said before answering `None` was an
//! error, no dialog was shown, and the answer is
//! [`DialogAnswer::Unavailable`] with rfd's words as the reason. A
//! cancelled portal or zenity dialog logs nothing after its last warning,
//! so it stays [`DialogAnswer::Cancelled`].

use std::cell::RefCell;
use std::path::PathBuf;
use std::sync::OnceLock;

use super::services::{DialogAnswer, FileChooser, FileKind, FileRequest};

/// The platform's file dialogs (rfd).
#[derive(Debug, Default, Clone, Copy)]
pub struct NativeFileChooser;

impl FileChooser for NativeFileChooser {
    fn ask(&self, request: &FileRequest) -> DialogAnswer {
        let mut dialog = rfd::FileDialog::new().set_title(&request.action);
        if let Some(filter) = request.filter {
            dialog = dialog.add_filter(filter.name, filter.extensions);
        }
        if let Some(folder) = &request.folder {
            dialog = dialog.set_directory(folder);
        }
        if !request.suggested_name.is_empty() {
            dialog = dialog.set_file_name(&request.suggested_name);
        }
        let (answer, said) = capturing_rfd_log(|| match request.kind {
            FileKind::Open => dialog.pick_file(),
            FileKind::Save => dialog.save_file(),
            FileKind::Folder => dialog.pick_folder(),
        });
        classify(answer, &said)
    }
}

/// One thing rfd logged: whether it was an error, and the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Said {
    /// An error (otherwise a warning).
    pub error: bool,
    /// The message.
    pub text: String,
}

/// Reads rfd's answer with what it logged during the call (see the
/// module's documentation).
pub(crate) fn classify(answer: Option<PathBuf>, said: &[Said]) -> DialogAnswer {
    if let Some(path) = answer {
        return DialogAnswer::Chosen(path);
    }
    match said.last() {
        Some(last) if last.error => DialogAnswer::Unavailable(
            said.iter()
                .filter(|s| s.error)
                .map(|s| s.text.as_str())
                .collect::<Vec<_>>()
                .join("; "),
        ),
        _ => DialogAnswer::Cancelled,
    }
}

thread_local! {
    /// What rfd said on this thread during a [`capturing_rfd_log`] call.
    static CAPTURE: RefCell<Option<Vec<Said>>> = const { RefCell::new(None) };
}

/// Keeps rfd's warnings and errors (and passes every record on to stderr
/// as `ccdesk: file dialog: …`, so a user who starts ccdesk from a
/// terminal sees why a dialog did not open).
struct RfdLog;

impl log::Log for RfdLog {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.target().starts_with("rfd") && metadata.level() <= log::Level::Warn
    }

    fn log(&self, record: &log::Record) {
        if !self.enabled(record.metadata()) {
            return;
        }
        // rfd prints D-Bus errors as `Some("name"): Some("message")`.
        let text = record
            .args()
            .to_string()
            .replace("Some(\"", "")
            .replace("\")", "");
        eprintln!("ccdesk: file dialog: {text}");
        CAPTURE.with(|c| {
            if let Some(said) = c.borrow_mut().as_mut() {
                said.push(Said {
                    error: record.level() == log::Level::Error,
                    text,
                });
            }
        });
    }

    fn flush(&self) {}
}

static RFD_LOG: RfdLog = RfdLog;

/// Installs the logger once; false when another logger was there first
/// (then rfd's words cannot be heard and every `None` reads as cancelled).
fn logger_installed() -> bool {
    static INSTALLED: OnceLock<bool> = OnceLock::new();
    *INSTALLED.get_or_init(|| {
        let ok = log::set_logger(&RFD_LOG).is_ok();
        if ok {
            log::set_max_level(log::LevelFilter::Warn);
        }
        ok
    })
}

/// Runs `f` and returns its answer with what rfd logged meanwhile on this
/// thread.
fn capturing_rfd_log<T>(f: impl FnOnce() -> T) -> (T, Vec<Said>) {
    if !logger_installed() {
        return (f(), Vec::new());
    }
    CAPTURE.with(|c| *c.borrow_mut() = Some(Vec::new()));
    let answer = f();
    let said = CAPTURE.with(|c| c.borrow_mut().take()).unwrap_or_default();
    (answer, said)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn warn(text: &str) -> Said {
        Said {
            error: false,
            text: text.to_owned(),
        }
    }
    fn error(text: &str) -> Said {
        Said {
            error: true,
            text: text.to_owned(),
        }
    }

    #[test]
    fn a_path_is_chosen_whatever_was_logged() {
        let path = PathBuf::from("/tmp/a.ron");
        assert_eq!(
            classify(Some(path.clone()), &[error("OpenFile failed")]),
            DialogAnswer::Chosen(path)
        );
    }

    #[test]
    fn nothing_logged_is_a_cancel() {
        assert_eq!(classify(None, &[]), DialogAnswer::Cancelled);
    }

    #[test]
    fn no_portal_and_no_zenity_is_unavailable() {
        let said = [
            error("Failed to connect to session bus: no bus"),
            warn("Using zenity fallback"),
            error("Failed to save file with zenity: No such file or directory (os error 2)"),
        ];
        assert_eq!(
            classify(None, &said),
            DialogAnswer::Unavailable(
                "Failed to connect to session bus: no bus; Failed to save file with zenity: No such file or directory (os error 2)".to_owned()
            )
        );
    }

    #[test]
    fn no_portal_but_zenity_cancelled_is_a_cancel() {
        let said = [error("OpenFile failed"), warn("Using zenity fallback")];
        assert_eq!(classify(None, &said), DialogAnswer::Cancelled);
    }
}
