//! The View menu: the workspaces (built-in and the user's own), saving the
//! layout under a name, Reset layout, each pane shown or hidden, light or
//! dark, and the zoom; its own texts from the window's catalogue.

use super::CcdeskApp;
use super::panes::Pane;
use super::theme::ThemeChoice;
use super::workspace::{Chosen, Workspace};
use fluent_bundle::FluentArgs;

/// The name being typed for View > Save layout as (kept in egui's memory).
fn name_id() -> egui::Id {
    egui::Id::unique("workspace_name_typed")
}

/// Draws the View menu's items.
pub(crate) fn view_menu_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    ui.label(egui::RichText::new(app.t("view-workspace")).small().weak());
    let chosen = app.chosen_workspace().clone();
    for w in Workspace::ALL {
        if ui
            .radio(chosen == Chosen::Builtin(w), app.t(w.keys().0))
            .on_hover_text(app.t(w.keys().1))
            .clicked()
        {
            app.choose_workspace(w);
            ui.close();
        }
    }
    for name in app.own_workspaces() {
        let shown = chosen == Chosen::Own(name.clone());
        let item = ui
            .radio(shown, super::short_text::shorten(&name, 40))
            .on_hover_text(app.t("view-own-layout-hint"));
        if item.clicked() {
            app.choose_own_workspace(&name);
            ui.close();
        }
        item.context_menu(|ui| {
            let mut args = FluentArgs::new();
            args.set("name", name.as_str());
            if ui
                .button(app.catalogue().t_args("view-delete-layout", &args))
                .clicked()
            {
                app.delete_own_workspace(&name);
                ui.close();
            }
        });
    }
    let mut typed: String = ui.data_mut(|d| d.get_temp(name_id()).unwrap_or_default());
    let mut problem = None;
    ui.horizontal(|ui| {
        let l = ui.label(app.t("view-save-layout-as"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut typed)
                    .hint_text(app.t("view-layout-name-hint"))
                    .desired_width(120.0),
            )
            .labelled_by(l.id);
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui
            .button(app.t("view-save-layout"))
            .on_hover_text(app.t("view-save-layout-hint"))
            .clicked()
            || enter
        {
            match app.save_workspace_as(&typed) {
                Ok(()) => {
                    typed.clear();
                    ui.close();
                }
                Err(e) => problem = Some(e),
            }
        }
    });
    if let Some(problem) = problem {
        let mut args = FluentArgs::new();
        args.set("problem", problem);
        app.doc.last_event = Some(app.catalogue().t_args("view-layout-not-saved", &args));
    }
    ui.data_mut(|d| d.insert_temp(name_id(), typed));
    if ui
        .button(app.t("view-reset-layout"))
        .on_hover_text(app.t("view-reset-layout-hint"))
        .clicked()
    {
        app.reset_layout();
        ui.close();
    }
    ui.separator();
    ui.label(egui::RichText::new(app.t("view-panes")).small().weak());
    for pane in Pane::ALL {
        let mut shown = app.is_pane_visible(pane);
        if ui
            .checkbox(&mut shown, pane.name(app.catalogue()))
            .changed()
        {
            app.set_pane_visible(pane, shown);
        }
    }
    ui.separator();
    let theme = app.theme_choice();
    for choice in ThemeChoice::ALL {
        if ui.radio(theme == choice, app.t(choice.key())).clicked() {
            app.set_theme_choice(ui.ctx(), choice);
        }
    }
    ui.separator();
    egui::gui_zoom::zoom_menu_buttons(ui);
}
