//! Help > Keyboard: every shortcut of the window, from the one table
//! ([`super::keyboard::shortcuts`]), and the keys that work without one.
//! Escape or Close closes it.

use super::CcdeskApp;
use super::keyboard::{OTHER_KEYS, shortcuts};

/// Draws the window while it is open.
pub(crate) fn keyboard_help_ui(ctx: &egui::Context, app: &mut CcdeskApp) {
    if !app.dialogs.show_keyboard_help {
        return;
    }
    let mut open = true;
    let mut close = false;
    egui::Window::new("Keyboard")
        .open(&mut open)
        .default_width(560.0)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label("Every key of ccdesk. Escape closes this window.");
            egui::Grid::new("keyboard_help")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for s in shortcuts() {
                        ui.label(ctx.format_shortcut(&s.keys));
                        ui.label(s.what);
                        ui.end_row();
                    }
                    for (keys, what) in OTHER_KEYS {
                        ui.label(keys);
                        ui.label(what);
                        ui.end_row();
                    }
                });
            if ui.button("Close").clicked() {
                close = true;
            }
        });
    if !open || close {
        app.dialogs.show_keyboard_help = false;
    }
}
