//! The project file changed on disk since this window read or saved it
//! (another window, the command line, a sync tool): the save is refused and
//! the user chooses to reload it, merge this window's changes into it or
//! save them elsewhere. Nothing is overwritten silently.

use std::path::{Path, PathBuf};

use super::{AfterUnsaved, CcdeskApp, Dialog};

/// The user's answer to a file changed on disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConflictChoice {
    /// Read the file again; this window's unsaved changes are dropped.
    Reload,
    /// Apply this window's unsaved commands to the version on disk, then save.
    MergeAndSave,
    /// Save this window's project to another file.
    SaveAs,
    /// Leave everything as it is (unsaved).
    Cancel,
}

/// Draws the question; returns the answer once a button is clicked.
pub(crate) fn conflict_ui(
    ui: &mut egui::Ui,
    path: &Path,
    unsaved: Option<usize>,
) -> Option<ConflictChoice> {
    let mut choice = None;
    ui.heading("The file changed on disk");
    ui.label(format!(
        "{} was saved (or removed) by another window or program since this window read it. Saving now would overwrite those changes, so nothing was written.",
        path.display()
    ));
    ui.label(match unsaved {
        Some(n) => format!(
            "This window has {n} unsaved change{}.",
            if n == 1 { "" } else { "s" }
        ),
        None => "This window's unsaved changes came from a recovery file.".to_owned(),
    });
    ui.horizontal(|ui| {
        if ui
            .button("Merge and save")
            .on_hover_text("apply this window's changes to the version on disk, when they do not touch what the other side changed")
            .clicked()
        {
            choice = Some(ConflictChoice::MergeAndSave);
        }
        if ui
            .button("Reload from disk")
            .on_hover_text("drop this window's unsaved changes and show the file as it is now")
            .clicked()
        {
            choice = Some(ConflictChoice::Reload);
        }
        if ui
            .button("Save as…")
            .on_hover_text("keep this window's version in another file")
            .clicked()
        {
            choice = Some(ConflictChoice::SaveAs);
        }
        if ui.button("Cancel").clicked() {
            choice = Some(ConflictChoice::Cancel);
        }
    });
    choice
}

impl CcdeskApp {
    /// Carries out the user's answer to a file changed on disk, then `then`
    /// (what the save was for) if the project ended up saved or reloaded.
    pub fn resolve_conflict(
        &mut self,
        path: &Path,
        choice: ConflictChoice,
        then: Option<AfterUnsaved>,
    ) {
        self.dialog = None;
        let done = match choice {
            ConflictChoice::Cancel => false,
            // The user sees the file as reloaded before anything else.
            ConflictChoice::Reload => match self.doc.reload() {
                Ok(()) => {
                    // The dropped changes' recovery file goes with them.
                    self.clear_recovery();
                    self.clamp_selection();
                    false
                }
                Err(e) => {
                    self.dialog = Some(Dialog::Error(format!("cannot reload: {e}")));
                    false
                }
            },
            ConflictChoice::MergeAndSave => match self.doc.merge_from_disk() {
                Ok(_) => {
                    self.clamp_selection();
                    self.save_to(path)
                }
                Err(e) => {
                    self.dialog = Some(Dialog::Error(format!(
                        "{}: {e}. This window's changes are still here, unsaved: Save as… keeps them in another file, Reload from disk drops them.",
                        path.display()
                    )));
                    false
                }
            },
            ConflictChoice::SaveAs => {
                // What the save was for follows once a file is chosen.
                self.save_as_then(then.clone());
                false
            }
        };
        if done && let Some(then) = then {
            self.proceed(then);
        }
    }
}

/// The dialog for a save refused because `path` changed on disk.
#[must_use]
pub fn changed_on_disk(path: PathBuf, then: Option<AfterUnsaved>) -> Dialog {
    Dialog::ChangedOnDisk { path, then }
}
