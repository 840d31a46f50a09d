//! The status bar: file name, unsaved marker, last save time, last action.

use super::CcdeskApp;

/// Draws the status bar.
pub(crate) fn status_bar_ui(app: &CcdeskApp, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        ui.label(app.doc.file_name());
        if app.doc.is_dirty() {
            ui.label(
                egui::RichText::new("● unsaved changes").color(egui::Color32::from_rgb(180, 90, 0)),
            );
        } else if app.doc.path.is_some() {
            ui.label("saved");
        }
        if let Some(when) = &app.doc.last_saved {
            ui.label(format!("last saved {when}"));
        }
        if let Some(event) = &app.doc.last_event {
            ui.separator();
            ui.label(event);
        }
    });
}
