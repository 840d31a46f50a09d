//! How the window asks for a file and tells what came of it.
//!
//! Every file action calls [`CcdeskApp::choose_file`] with what it asks and
//! what to do with the answer. The platform's dialog is asked first; when
//! it answers that it could not open, or the user chose ccdesk's own
//! chooser in the Edit menu, ccdesk's own
//! [`OwnChooser`](super::file_chooser::OwnChooser) asks instead (and keeps
//! asking for the rest of the session, without trying the platform's dialog
//! again). A cancelled dialog says so in the status bar; the action itself
//! then tells where it wrote, or why it did not, through
//! [`CcdeskApp::tell_file_outcome`].
//!
//! The action runs at the end of the frame, after the panes were drawn, for
//! both kinds of dialog alike: a pane that keeps its state in egui's memory
//! finds it stored.

use std::path::PathBuf;

use super::file_chooser::{Outcome, OwnChooser};
use super::services::{DialogAnswer, FileRequest};
use super::{CcdeskApp, Dialog};

/// What to do with the chosen path.
type Then = Box<dyn FnOnce(&mut CcdeskApp, &egui::Context, PathBuf)>;

/// The file requests of the window between frames.
#[derive(Default)]
pub(crate) struct FileFlow {
    /// ccdesk's own chooser, while open, and what its answer is for.
    own: Option<(OwnChooser, Then)>,
    /// Answers waiting for the end of the frame.
    ready: Vec<(Then, PathBuf)>,
    /// Why the platform's dialog could not open, once it could not.
    native_failed: Option<String>,
    /// The folder of the last file chosen: the next request starts there.
    last_folder: Option<PathBuf>,
}

impl CcdeskApp {
    /// Asks for a file as `request` says, with the platform's dialog or
    /// ccdesk's own; `then` runs with the chosen path at the end of the
    /// frame. A cancelled request says so in the status bar.
    pub(crate) fn choose_file(
        &mut self,
        mut request: FileRequest,
        then: impl FnOnce(&mut CcdeskApp, &egui::Context, PathBuf) + 'static,
    ) {
        if request.folder.is_none() {
            request.folder = self.start_folder();
        }
        let then: Then = Box::new(then);
        if self.settings.own_file_chooser || self.file_flow.native_failed.is_some() {
            let chooser = OwnChooser::new(request, self.own_chooser_note());
            self.file_flow.own = Some((chooser, then));
            return;
        }
        match self.files.ask(&request) {
            DialogAnswer::Chosen(path) => {
                self.file_flow.last_folder = path.parent().map(ToOwned::to_owned);
                self.file_flow.ready.push((then, path));
            }
            DialogAnswer::Cancelled => self.doc.last_event = Some(request.cancelled_text()),
            DialogAnswer::Unavailable(why) => {
                eprintln!(
                    "ccdesk: the system's file dialog could not open ({why}); ccdesk's own file chooser asks instead"
                );
                self.doc.last_event = Some(
                    "The system's file dialog could not open: ccdesk's own file chooser asks instead."
                        .to_owned(),
                );
                self.file_flow.native_failed = Some(why);
                let chooser = OwnChooser::new(request, self.own_chooser_note());
                self.file_flow.own = Some((chooser, then));
            }
        }
    }

    /// Why ccdesk's own chooser asks rather than the system's dialog,
    /// shown at its foot.
    fn own_chooser_note(&self) -> String {
        match &self.file_flow.native_failed {
            Some(why) => format!("The system's file dialog could not open: {why}"),
            None => "Edit > Use ccdesk's own file chooser is on.".to_owned(),
        }
    }

    /// Whether ccdesk's own file chooser is open.
    #[must_use]
    pub fn file_chooser_open(&self) -> bool {
        self.file_flow.own.is_some()
    }

    /// Why the platform's file dialog could not open, if it could not in
    /// this session (ccdesk's own chooser is used since).
    #[must_use]
    pub fn file_dialog_failure(&self) -> Option<&str> {
        self.file_flow.native_failed.as_deref()
    }

    /// Whether ccdesk's own file chooser is always used (the setting).
    #[must_use]
    pub fn uses_own_file_chooser(&self) -> bool {
        self.settings.own_file_chooser
    }

    /// Sets whether ccdesk's own file chooser is always used, and keeps
    /// the setting.
    pub fn set_own_file_chooser(&mut self, own: bool) {
        self.settings.own_file_chooser = own;
        self.store_settings();
    }

    /// Tells a file action's outcome: what was written or read, and where,
    /// in the status bar; why not in the status bar and a message.
    pub(crate) fn tell_file_outcome(&mut self, outcome: Result<String, String>) {
        // Said once to a screen reader too: success politely, failure at once.
        match outcome {
            Ok(done) => self.announce(
                super::announce::file_done(&done),
                super::announce::Urgency::Polite,
            ),
            Err(why) => {
                self.announce(
                    super::announce::file_failed(&why),
                    super::announce::Urgency::Assertive,
                );
                self.dialog = Some(Dialog::Error(why));
            }
        }
    }

    /// Where a request starts: the folder of the last file chosen, else
    /// the project's folder, else none (the dialog's own choice).
    fn start_folder(&self) -> Option<PathBuf> {
        self.file_flow.last_folder.clone().or_else(|| {
            self.doc
                .path
                .as_ref()
                .and_then(|p| p.parent())
                .filter(|p| !p.as_os_str().is_empty())
                .map(ToOwned::to_owned)
        })
    }

    /// Runs the answers of this frame and draws ccdesk's own chooser while
    /// it is open; called last in the frame.
    pub(crate) fn file_chooser_ui(&mut self, ctx: &egui::Context) {
        for (then, path) in std::mem::take(&mut self.file_flow.ready) {
            then(self, ctx, path);
        }
        let Some((mut chooser, then)) = self.file_flow.own.take() else {
            return;
        };
        match chooser.ui(ctx) {
            None => self.file_flow.own = Some((chooser, then)),
            Some(Outcome::Chosen(path)) => {
                self.file_flow.last_folder = path.parent().map(ToOwned::to_owned);
                then(self, ctx, path);
            }
            Some(Outcome::Cancelled) => {
                self.file_flow.last_folder = Some(chooser.folder().to_owned());
                self.doc.last_event = Some(chooser.request.cancelled_text());
            }
        }
    }
}
