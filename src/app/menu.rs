//! The menu bar and keyboard shortcuts.

use super::{AfterUnsaved, CcdeskApp};

/// Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y / Ctrl+S / Ctrl+O / Ctrl+N.
pub(crate) fn shortcuts(app: &mut CcdeskApp, ctx: &egui::Context) {
    use egui::{Key, KeyboardShortcut, Modifiers};
    let pressed =
        |m: Modifiers, k: Key| ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)));
    if app.dialog.is_some() || app.file_chooser_open() {
        return;
    }
    if pressed(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z) || pressed(Modifiers::COMMAND, Key::Y)
    {
        app.redo();
    } else if pressed(Modifiers::COMMAND, Key::Z) {
        app.undo();
    }
    if pressed(Modifiers::COMMAND | Modifiers::SHIFT, Key::S) {
        app.save_as();
    } else if pressed(Modifiers::COMMAND, Key::S) {
        app.save();
    }
    if pressed(Modifiers::COMMAND, Key::O) {
        app.open_dialog();
    }
    if pressed(Modifiers::COMMAND, Key::N) {
        app.after_unsaved(AfterUnsaved::New);
    }
}

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
                    app.print_scoresheet(crate::io::pdf::Paper::A4);
                }
                if ui.button("on US Letter…").clicked() {
                    app.print_scoresheet(crate::io::pdf::Paper::Letter);
                }
            });
            ui.separator();
            if ui.button("Quit").clicked() {
                app.after_unsaved(AfterUnsaved::Quit);
            }
        });
        ui.menu_button("Edit", |ui| {
            if ui
                .add_enabled(app.doc.can_undo(), egui::Button::new("Undo"))
                .clicked()
            {
                app.undo();
            }
            if ui
                .add_enabled(app.doc.can_redo(), egui::Button::new("Redo"))
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
            super::engine_help::engine_switch_ui(ui, app);
        });
        ui.menu_button("View", |ui| super::workspace_menu::view_menu_ui(app, ui));
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
        });
    });
}
