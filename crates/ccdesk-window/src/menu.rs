//! The menu bar; the View and Help menus show the keyboard's shortcuts
//! (from [`super::keyboard::shortcuts`], which the window obeys).

use super::keyboard::{self, Action, FocusTarget};
use super::panes::Pane;
use super::{AfterUnsaved, CcdeskApp};

/// File, Edit and View menus.
pub(crate) fn menu_bar_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            if ui.button("New").clicked() {
                app.after_unsaved(AfterUnsaved::New);
            }
            if ui.button("New game…").clicked() {
                app.open_new_game_dialog();
            }
            // Move messages sit here rather than in a menu of their own,
            // which would shift every menu bar in the window's snapshots.
            if ui
                .add_enabled(app.selection.game.is_some(), egui::Button::new("Reply…"))
                .on_hover_text("the message for the selected game's move (E2)")
                .clicked()
            {
                app.open_reply_dialog();
            }
            if ui
                .button("Read message…")
                .on_hover_text("paste a message that arrived, or open an .eml")
                .clicked()
            {
                app.open_read_dialog();
            }
            if ui.button("Open…").clicked() {
                app.open_dialog();
            }
            ui.menu_button("Open recent", |ui| {
                let recent = app.recent_files().to_vec();
                if recent.is_empty() {
                    ui.label("no recent projects");
                }
                for path in recent {
                    if ui.button(path.display().to_string()).clicked() {
                        app.after_unsaved(AfterUnsaved::Open(Some(path)));
                    }
                }
            });
            ui.separator();
            super::pgn_menu::pgn_menu_ui(app, ui);
            // Below the PGN menu, so the items above keep their places (the
            // .deb smoke test clicks File > Export PGN where it is drawn).
            if ui
                .button("Server games…")
                .on_hover_text("sync your games on an XFCC server (ICCF, LSS) and send moves")
                .clicked()
            {
                app.open_server_dialog();
            }
            if ui
                .button("Check mail")
                .on_hover_text("fetch your games' new mail (Edit > Mail account…) and list it to read")
                .clicked()
            {
                app.check_mail();
            }
            ui.separator();
            if ui.button("Save").clicked() {
                app.save();
            }
            if ui.button("Save as…").clicked() {
                app.save_as();
            }
            ui.menu_button("Print scoresheet", |ui| {
                ui.label("the selected game's score and clock ledger (E5.1, P10)");
                if ui.button("on A4…").clicked() {
                    app.print_scoresheet(ccdesk_io::pdf::Paper::A4);
                }
                if ui.button("on US Letter…").clicked() {
                    app.print_scoresheet(ccdesk_io::pdf::Paper::Letter);
                }
            });
            ui.separator();
            if ui.button("Quit").clicked() {
                app.after_unsaved(AfterUnsaved::Quit);
            }
        });
        ui.menu_button("Edit", |ui| {
            let (can_undo, can_redo) = (app.doc.can_undo(), app.doc.can_redo());
            if ui
                .add_enabled_ui(can_undo, |ui| menu_item(ui, "Undo", Action::Undo))
                .inner
                .clicked()
            {
                app.undo();
            }
            if ui
                .add_enabled_ui(can_redo, |ui| menu_item(ui, "Redo", Action::Redo))
                .inner
                .clicked()
            {
                app.redo();
            }
            ui.separator();
            if ui
                .button("Whose desk…")
                .on_hover_text(super::desk_dialog::desk_text(&app.doc.project))
                .clicked()
            {
                app.open_desk_dialog();
            }
            if ui
                .button("Mail account…")
                .on_hover_text("the IMAP and SMTP servers your games' mail is fetched from and sent through")
                .clicked()
            {
                app.open_mail_account_dialog();
            }
            if ui.button("Engine settings…").clicked() {
                app.open_engine_settings();
            }
            let mut own = app.uses_own_file_chooser();
            if ui
                .checkbox(&mut own, "Use ccdesk's own file chooser")
                .on_hover_text(
                    "ask for files in ccdesk's window instead of the system's dialog (used anyway when that cannot open)",
                )
                .changed()
            {
                app.set_own_file_chooser(own);
            }
            super::analysis_ui::engine_switch_ui(ui, app);
        });
        ui.menu_button("View", |ui| {
            super::workspace_menu::view_menu_ui(app, ui);
            ui.separator();
            ui.menu_button("Go to", |ui| go_to_menu_ui(app, ui));
        });
        ui.menu_button("Help", |ui| {
            if ui
                .button("Welcome…")
                .on_hover_text("what ccdesk and the demo are, whose desk it is, and how to begin")
                .clicked()
            {
                app.show_welcome();
            }
            if ui.button("About ccdesk…").clicked() {
                app.show_about = true;
            }
            if menu_item(ui, "Keyboard…", Action::KeyboardHelp).clicked() {
                keyboard::run(app, Action::KeyboardHelp);
            }
        });
    });
}

/// A menu button showing the keys of `action` beside its text, and telling
/// them to a screen reader (AccessKit's keyboard shortcut).
fn menu_item(ui: &mut egui::Ui, text: &str, action: Action) -> egui::Response {
    let keys = keyboard::keys_text(ui.ctx(), action);
    let mut button = egui::Button::new(text);
    if let Some(keys) = &keys {
        button = button.shortcut_text(keys);
    }
    let item = ui.add(button);
    if let Some(keys) = keys {
        // Named by its text; the keys are told as its shortcut.
        ui.ctx().accesskit_node_builder(item.id, |node| {
            node.set_label(text);
            node.set_keyboard_shortcut(keys);
        });
    }
    item
}

/// View > Go to: where the keyboard can be sent, with the keys that send it.
fn go_to_menu_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    let mut go = None;
    for (text, target) in [
        ("Board", FocusTarget::Board),
        ("Move field", FocusTarget::MoveField),
        ("Games list", FocusTarget::Games),
        ("Due list", FocusTarget::DueList),
    ] {
        if menu_item(ui, text, Action::Focus(target)).clicked() {
            go = Some(target);
        }
    }
    ui.separator();
    for pane in Pane::ALL {
        let target = FocusTarget::Pane(pane);
        if menu_item(ui, &format!("{} pane", pane.title()), Action::Focus(target)).clicked() {
            go = Some(target);
        }
    }
    if let Some(target) = go {
        keyboard::run(app, Action::Focus(target));
        ui.close();
    }
}
