//! Whose desk this is: the project's owner, the player the window speaks
//! for. The games list says "my move" and "their move" from the owner's
//! side, the board turns to the owner's colour, the due list and the
//! messages are the owner's. Edit › Whose desk… (or the games list's
//! heading) changes it through [`Command::SetOwner`], so it can be undone.

use super::CcdeskApp;
use crate::domain::command::Command;
use crate::domain::ids::PlayerId;
use crate::domain::project::Project;

/// The "Whose desk" dialog's choice while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeskForm {
    /// The player chosen; `None` = nobody's desk.
    pub owner: Option<PlayerId>,
}

/// "desk of Ann Ashworth", or "nobody's desk".
#[must_use]
pub fn desk_text(project: &Project) -> String {
    match project.owner() {
        Some(id) => format!("desk of {}", project.player_name(id)),
        None => "nobody's desk".to_owned(),
    }
}

fn choice_text(project: &Project, owner: Option<PlayerId>) -> String {
    owner.map_or_else(
        || "nobody".to_owned(),
        |id| project.player_name(id).to_owned(),
    )
}

impl CcdeskApp {
    /// Opens the dialog that changes whose desk this is.
    pub fn open_desk_dialog(&mut self) {
        self.desk = Some(DeskForm {
            owner: self.doc.project.owner(),
        });
    }
}

/// Draws the dialog while it is open.
pub(crate) fn desk_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.desk.take() else {
        return;
    };
    let project = &app.doc.project;
    let mut players: Vec<(PlayerId, &str)> = project
        .players()
        .iter()
        .map(|p| (p.id, p.name.as_str()))
        .collect();
    players.sort_by_cached_key(|(_, name)| name.to_lowercase());
    let mut close = false;
    let mut set = false;
    egui::Modal::new(egui::Id::unique("desk_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading("Whose desk");
        ui.label(
            "The games list shows my move and their move from this player's side, \
             the board turns to their colour, and the due list and the messages are theirs.",
        );
        ui.horizontal(|ui| {
            let label = ui.label("This is the desk of:");
            egui::ComboBox::from_id_salt("desk_owner")
                .selected_text(choice_text(project, form.owner))
                .height(320.0)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut form.owner, None, "nobody");
                    for (id, name) in &players {
                        ui.selectable_value(&mut form.owner, Some(*id), *name);
                    }
                })
                .response
                .labelled_by(label.id);
        });
        if players.is_empty() {
            ui.label("The project has no players yet: New game… adds you and your opponent.");
        }
        ui.horizontal(|ui| {
            if ui.button("OK").clicked() {
                set = true;
            }
            if ui.button("Cancel").clicked() {
                close = true;
            }
        });
    });
    if set {
        if form.owner != app.doc.project.owner() {
            app.execute(Command::SetOwner(form.owner));
        }
        return;
    }
    if !close {
        app.desk = Some(form);
    }
}
