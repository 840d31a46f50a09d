//! The View menu: the workspaces (built-in and the user's own), saving the
//! layout under a name, Reset layout, each pane shown or hidden, light or
//! dark, and the zoom.

use super::CcdeskApp;
use super::panes::Pane;
use super::theme::ThemeChoice;
use super::workspace::{Chosen, Workspace};

/// The name being typed for View > Save layout as (kept in egui's memory).
fn name_id() -> egui::Id {
    egui::Id::unique("workspace_name_typed")
}

/// Draws the View menu's items.
pub(crate) fn view_menu_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    ui.label(egui::RichText::new("Workspace").small().weak());
    let chosen = app.chosen_workspace().clone();
    for w in Workspace::ALL {
        if ui
            .radio(chosen == Chosen::Builtin(w), w.title())
            .on_hover_text(w.purpose())
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
            .on_hover_text("your own layout; right-click to delete it");
        if item.clicked() {
            app.choose_own_workspace(&name);
            ui.close();
        }
        item.context_menu(|ui| {
            if ui.button(format!("delete \"{name}\"")).clicked() {
                app.delete_own_workspace(&name);
                ui.close();
            }
        });
    }
    let mut typed: String = ui.data_mut(|d| d.get_temp(name_id()).unwrap_or_default());
    let mut problem = None;
    ui.horizontal(|ui| {
        let l = ui.label("Save layout as");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut typed)
                    .hint_text("a name")
                    .desired_width(120.0),
            )
            .labelled_by(l.id);
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui
            .button("Save")
            .on_hover_text("keep the layout shown under this name, here in View")
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
        app.doc.last_event = Some(format!("layout not saved: {problem}"));
    }
    ui.data_mut(|d| d.insert_temp(name_id(), typed));
    if ui
        .button("Reset layout")
        .on_hover_text("put back the chosen workspace's own layout")
        .clicked()
    {
        app.reset_layout();
        ui.close();
    }
    ui.separator();
    ui.label(egui::RichText::new("Panes").small().weak());
    for pane in Pane::ALL {
        let mut shown = app.is_pane_visible(pane);
        if ui.checkbox(&mut shown, pane.title()).changed() {
            app.set_pane_visible(pane, shown);
        }
    }
    ui.separator();
    let theme = app.theme_choice();
    for choice in ThemeChoice::ALL {
        if ui.radio(theme == choice, choice.title()).clicked() {
            app.set_theme_choice(ui.ctx(), choice);
        }
    }
    ui.separator();
    egui::gui_zoom::zoom_menu_buttons(ui);
}
