//! File › Rename project…: the project's name, which the title bar, the
//! adjudication packets' footers and the calendar file carry (a new
//! project is named after its competition when one is started). One OK
//! is one undoable step ([`Command::RenameProject`]); a name the domain
//! refuses (empty, or with control characters) is said in the dialog and
//! changes nothing.

use super::CcdeskApp;
use ccdesk_domain::command::Command;

/// The dialog's name while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenameForm {
    /// The name typed.
    pub name: String,
    /// Why the last OK was refused.
    pub error: Option<String>,
}

impl RenameForm {
    /// The step OK takes: `None` when the name is unchanged.
    ///
    /// # Errors
    ///
    /// An empty name.
    pub fn command(&self, current: &str) -> Result<Option<Command>, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err("give the project a name".to_owned());
        }
        Ok((name != current).then(|| Command::RenameProject {
            name: name.to_owned(),
        }))
    }
}

impl CcdeskApp {
    /// Opens the dialog that renames the project, with its name.
    pub fn open_rename_dialog(&mut self) {
        self.dialogs.rename = Some(RenameForm {
            name: self.doc.project.name().to_owned(),
            error: None,
        });
    }
}

/// Draws the dialog while it is open.
pub(crate) fn rename_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.rename.take() else {
        return;
    };
    let (title, intro, label, hint, ok, cancel) = (
        app.t("rename-title"),
        app.t("rename-intro"),
        app.t("rename-name"),
        app.t("rename-name-hint"),
        app.t("rename-ok"),
        app.t("rename-cancel"),
    );
    let mut close = false;
    let mut set = false;
    egui::Modal::new(egui::Id::unique("rename_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(title);
        ui.label(intro);
        ui.horizontal(|ui| {
            let l = ui.label(label);
            let edit = ui
                .add(
                    egui::TextEdit::singleline(&mut form.name)
                        .hint_text(hint)
                        .desired_width(300.0),
                )
                .labelled_by(l.id);
            if edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                set = true;
            }
        });
        ui.horizontal(|ui| {
            set |= ui.button(ok).clicked();
            close = ui.button(cancel).clicked();
        });
        // Why the form was refused: below the buttons, in room kept for
        // it, so they never move under the pointer.
        super::status_slot::refusal_slot_ui(ui, form.error.as_deref());
    });
    if set {
        let command = form.command(app.doc.project.name());
        match app.doc.execute_form(command) {
            Ok(()) => return,
            Err(e) => form.error = Some(e),
        }
    }
    if !close {
        app.dialogs.rename = Some(form);
    }
}
