//! Whose desk this is: the project's owner, the player the window speaks
//! for. The games list says "my move" and "their move" from the owner's
//! side, the board turns to the owner's colour, the due list and the
//! messages are the owner's. Edit › Whose desk… (or the games list's
//! heading) changes it, and the owner's identity: name, email address,
//! postal address and telephone, which every message bears as its
//! sender's (E2.4), so a friendly game without a competition has them
//! too. One OK is one undoable step ([`Command::UpdatePlayer`] or
//! [`Command::AddPlayer`] with [`Command::SetOwner`], in one batch).

use super::CcdeskApp;
use super::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::PlayerId;
use ccdesk_domain::player::Player;
use ccdesk_domain::project::Project;

/// The "Whose desk" dialog's choice while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeskForm {
    /// The player chosen; `None` = nobody's desk (or a new player, with
    /// `new_player`).
    pub owner: Option<PlayerId>,
    /// The desk is someone not yet in the project: `name` adds him.
    pub new_player: bool,
    /// The owner's full name (E2.4).
    pub name: String,
    /// The owner's email address (E2.4).
    pub email: String,
    /// The owner's postal address, lines separated by newlines.
    pub address: String,
    /// The owner's telephone number(s).
    pub phone: String,
    /// Why the last OK was refused.
    pub error: Option<String>,
}

impl DeskForm {
    /// The form for `owner`'s desk, with his details.
    #[must_use]
    pub fn for_owner(project: &Project, owner: Option<PlayerId>) -> DeskForm {
        let mut form = DeskForm {
            owner,
            new_player: false,
            name: String::new(),
            email: String::new(),
            address: String::new(),
            phone: String::new(),
            error: None,
        };
        form.load(project);
        form
    }

    /// Fills the fields from the chosen player (empty for a new one).
    fn load(&mut self, project: &Project) {
        let player = self
            .owner
            .filter(|_| !self.new_player)
            .and_then(|id| project.player(id));
        self.name = player.map(|p| p.name.clone()).unwrap_or_default();
        self.email = player.map(|p| p.email.clone()).unwrap_or_default();
        self.address = player.map(|p| p.address.clone()).unwrap_or_default();
        self.phone = player.map(|p| p.phone.clone()).unwrap_or_default();
    }

    /// The one step OK takes: the owner's details and the owner, as one
    /// batch; `None` when nothing changes.
    ///
    /// # Errors
    ///
    /// A new player without a name.
    pub fn command(&self, project: &Project, texts: &Catalogue) -> Result<Option<Command>, String> {
        let mut steps = Vec::new();
        let fill = |p: &mut Player| {
            p.name = self.name.trim().to_owned();
            p.email = self.email.trim().to_owned();
            p.address = self.address.trim().to_owned();
            p.phone = self.phone.trim().to_owned();
        };
        let owner = if self.new_player {
            if self.name.trim().is_empty() {
                return Err(texts.t("desk-error-name"));
            }
            let mut p = Player::new(project.next_player_id(), "");
            fill(&mut p);
            let id = p.id;
            steps.push(Command::AddPlayer(p));
            Some(id)
        } else {
            if let Some(old) = self.owner.and_then(|id| project.player(id)) {
                let mut p = old.clone();
                fill(&mut p);
                if p != *old {
                    steps.push(Command::UpdatePlayer(p));
                }
            }
            self.owner
        };
        if owner != project.owner() {
            steps.push(Command::SetOwner(owner));
        }
        Ok((!steps.is_empty()).then_some(Command::Batch(steps)))
    }
}

/// "desk of Ann Ashworth", or "nobody's desk", in the window's language.
#[must_use]
pub fn desk_text(project: &Project, texts: &Catalogue) -> String {
    match project.owner() {
        Some(id) => texts.ta("desk-of", &[("name", project.player_name(id).into())]),
        None => texts.t("desk-nobodys"),
    }
}

fn choice_text(project: &Project, form: &DeskForm, texts: &Catalogue) -> String {
    if form.new_player {
        return texts.t("new-game-new-player");
    }
    form.owner.map_or_else(
        || texts.t("desk-nobody"),
        |id| project.player_name(id).to_owned(),
    )
}

impl CcdeskApp {
    /// Opens the dialog that changes whose desk this is.
    pub fn open_desk_dialog(&mut self) {
        self.dialogs.desk = Some(DeskForm::for_owner(
            &self.doc.project,
            self.doc.project.owner(),
        ));
    }
}

/// One labelled line of the form.
fn field(ui: &mut egui::Ui, label: &str, text: &mut String, lines: usize) {
    ui.horizontal(|ui| {
        let l = ui.add_sized([130.0, 18.0], egui::Label::new(label));
        let edit = if lines > 1 {
            egui::TextEdit::multiline(text).desired_rows(lines)
        } else {
            egui::TextEdit::singleline(text)
        };
        ui.add(edit.desired_width(280.0)).labelled_by(l.id);
    });
}

/// Draws the dialog while it is open.
pub(crate) fn desk_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.desk.take() else {
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
    let texts = app.texts();
    let t = |key: &str| texts.t(key);
    egui::Modal::new(egui::Id::unique("desk_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(t("desk-heading"));
        ui.label(t("desk-explained"));
        ui.horizontal(|ui| {
            let label = ui.label(t("desk-this-is-the-desk-of"));
            let before = (form.owner, form.new_player);
            let mut choice = (form.owner, form.new_player);
            super::combo_value::show_combo(
                ui,
                egui::ComboBox::from_id_salt("desk_owner").height(320.0),
                choice_text(project, &form, &texts),
                |ui| {
                    ui.selectable_value(&mut choice, (None, false), t("desk-nobody"));
                    for (id, name) in &players {
                        ui.selectable_value(&mut choice, (Some(*id), false), *name);
                    }
                    ui.selectable_value(&mut choice, (None, true), t("new-game-new-player"));
                },
            )
            .response
            .labelled_by(label.id);
            if choice != before {
                (form.owner, form.new_player) = choice;
                form.error = None;
                form.load(project);
            }
        });
        if form.owner.is_some() || form.new_player {
            ui.label(t("desk-details-explained"));
            field(ui, &t("desk-name"), &mut form.name, 1);
            field(ui, &t("desk-email"), &mut form.email, 1);
            field(ui, &t("new-game-postal-address"), &mut form.address, 3);
            field(ui, &t("desk-telephone"), &mut form.phone, 1);
            // rule: P01 — what `ccdesk check` says of the owner's address.
            if let Some(missing) =
                ccdesk_domain::tournament::contacts::owner_address_missing(project)
                    .filter(|_| form.owner.is_some() && form.owner == project.owner())
            {
                ui.colored_label(egui::Color32::from_rgb(170, 110, 0), missing.missing);
            }
        }
        if players.is_empty() {
            ui.label(t("desk-no-players"));
        }
        ui.horizontal(|ui| {
            if ui.button(t("dialog-ok")).clicked() {
                set = true;
            }
            if ui.button(t("dialog-cancel")).clicked() {
                close = true;
            }
        });
        // Why the form was refused: below the buttons, in room kept for
        // it, so they never move under the pointer.
        super::status_slot::refusal_slot_ui(ui, form.error.as_deref());
    });
    if set {
        let command = form.command(&app.doc.project, &texts);
        match app.doc.execute_form(command) {
            Ok(()) => return,
            Err(e) => form.error = Some(e),
        }
    }
    if !close {
        app.dialogs.desk = Some(form);
    }
}
