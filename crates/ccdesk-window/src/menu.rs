//! The menu bar; the View and Help menus show the keyboard's shortcuts
//! (from [`super::keyboard::shortcuts`], which the window obeys); its
//! texts come from the window's catalogue ([`super::i18n`]).

use super::app_command::AppCommand;
use super::i18n::Language;
use super::keyboard::{self, Action, FocusTarget};
use super::panes::Pane;
use super::{AfterUnsaved, CcdeskApp};
use fluent_bundle::FluentArgs;

/// File, Edit, View and Help menus.
pub(crate) fn menu_bar_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(app.t("menu-file"), |ui| {
            if ui.button(app.t("file-new")).clicked() {
                app.after_unsaved(AfterUnsaved::New);
            }
            if ui.button(app.t("file-new-game")).clicked() {
                app.open_new_game_dialog();
            }
            // Move messages sit here rather than in a menu of their own,
            // which would shift every menu bar in the window's snapshots.
            if ui
                .add_enabled(
                    app.selection.game.is_some(),
                    egui::Button::new(app.t("file-reply")),
                )
                .on_hover_text(app.t("file-reply-hint"))
                .clicked()
            {
                app.open_reply_dialog();
            }
            if ui
                .button(app.t("file-read-message"))
                .on_hover_text(app.t("file-read-message-hint"))
                .clicked()
            {
                app.open_read_dialog();
            }
            if ui.button(app.t("file-open")).clicked() {
                app.open_dialog();
            }
            ui.menu_button(app.t("file-open-recent"), |ui| {
                let recent = app.recent_files().to_vec();
                if recent.is_empty() {
                    ui.label(app.t("file-no-recent"));
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
                .button(app.t("file-server-games"))
                .on_hover_text(app.t("file-server-games-hint"))
                .clicked()
            {
                app.open_server_dialog();
            }
            if ui
                .button(app.t("file-check-mail"))
                .on_hover_text(app.t("file-check-mail-hint"))
                .clicked()
            {
                app.check_mail();
            }
            ui.separator();
            if ui.button(app.t("file-save")).clicked() {
                app.run(AppCommand::Do(Action::Save));
            }
            if ui.button(app.t("file-save-as")).clicked() {
                app.run(AppCommand::Do(Action::SaveAs));
            }
            if ui
                .button(app.t("file-rename"))
                .on_hover_text(app.t("file-rename-hint"))
                .clicked()
            {
                app.open_rename_dialog();
            }
            ui.menu_button(app.t("file-print-scoresheet"), |ui| {
                ui.label(app.t("file-print-scoresheet-hint"));
                if ui.button(app.t("file-print-a4")).clicked() {
                    app.print_scoresheet(ccdesk_io::pdf::Paper::A4);
                }
                if ui.button(app.t("file-print-letter")).clicked() {
                    app.print_scoresheet(ccdesk_io::pdf::Paper::Letter);
                }
            });
            ui.separator();
            if ui.button(app.t("file-quit")).clicked() {
                app.after_unsaved(AfterUnsaved::Quit);
            }
        });
        ui.menu_button(app.t("menu-edit"), |ui| {
            let (can_undo, can_redo) = (app.doc.can_undo(), app.doc.can_redo());
            let (undo, redo) = (app.t("edit-undo"), app.t("edit-redo"));
            if ui
                .add_enabled_ui(can_undo, |ui| menu_item(ui, &undo, Action::Undo))
                .inner
                .clicked()
            {
                app.run(AppCommand::Do(Action::Undo));
            }
            if ui
                .add_enabled_ui(can_redo, |ui| menu_item(ui, &redo, Action::Redo))
                .inner
                .clicked()
            {
                app.run(AppCommand::Do(Action::Redo));
            }
            ui.separator();
            if ui
                .button(app.t("edit-whose-desk"))
                .on_hover_text(super::desk_dialog::desk_text(
                    &app.doc.project,
                    app.catalogue(),
                ))
                .clicked()
            {
                app.open_desk_dialog();
            }
            if ui
                .button(app.t("edit-mail-account"))
                .on_hover_text(app.t("edit-mail-account-hint"))
                .clicked()
            {
                app.open_mail_account_dialog();
            }
            if ui.button(app.t("edit-engine-settings")).clicked() {
                app.open_engine_settings();
            }
            let mut own = app.uses_own_file_chooser();
            if ui
                .checkbox(&mut own, app.t("edit-own-file-chooser"))
                .on_hover_text(app.t("edit-own-file-chooser-hint"))
                .changed()
            {
                app.set_own_file_chooser(own);
            }
            super::analysis_ui::engine_switch_ui(ui, app);
        });
        ui.menu_button(app.t("menu-view"), |ui| {
            super::workspace_menu::view_menu_ui(app, ui);
            ui.separator();
            ui.menu_button(app.t("view-go-to"), |ui| go_to_menu_ui(app, ui));
            language_menu_ui(app, ui);
        });
        ui.menu_button(app.t("menu-help"), |ui| {
            if ui
                .button(app.t("help-welcome"))
                .on_hover_text(app.t("help-welcome-hint"))
                .clicked()
            {
                app.show_welcome();
            }
            if ui.button(app.t("help-about")).clicked() {
                app.dialogs.show_about = true;
            }
            if menu_item(ui, &app.t("help-keyboard"), Action::KeyboardHelp).clicked() {
                app.run(AppCommand::Do(Action::KeyboardHelp));
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
        ("go-to-board", FocusTarget::Board),
        ("go-to-move-field", FocusTarget::MoveField),
        ("go-to-games-list", FocusTarget::Games),
        ("go-to-due-list", FocusTarget::DueList),
    ] {
        if menu_item(ui, &app.t(text), Action::Focus(target)).clicked() {
            go = Some(target);
        }
    }
    ui.separator();
    for pane in Pane::ALL {
        let target = FocusTarget::Pane(pane);
        let mut args = FluentArgs::new();
        args.set("pane", pane.name(app.catalogue()));
        let text = app.catalogue().t_args("go-to-pane", &args);
        if menu_item(ui, &text, Action::Focus(target)).clicked() {
            go = Some(target);
        }
    }
    if let Some(target) = go {
        app.run(AppCommand::Do(Action::Focus(target)));
        ui.close();
    }
}

/// View > Language: each language by its own name; the choice is kept in
/// the settings.
fn language_menu_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    let shown = app.language();
    ui.menu_button(app.t("view-language"), |ui| {
        ui.label(
            egui::RichText::new(app.t("view-language-hint"))
                .small()
                .weak(),
        );
        for language in Language::ALL {
            if ui.radio(shown == language, language.own_name()).clicked() {
                app.choose_language(language);
                ui.close();
            }
        }
    });
}
