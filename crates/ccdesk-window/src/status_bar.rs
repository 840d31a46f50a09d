//! The status bar: file name, unsaved marker, last save time, last action,
//! each cut to a line (a project's texts may be any length). The last
//! action, when announced ([`super::announce`]), is a live region.

use super::CcdeskApp;
use super::announce::{Announcement, live_label};
use super::short_text::{LINE_CHARS, shorten};

/// Draws the status bar.
pub(crate) fn status_bar_ui(app: &CcdeskApp, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        ui.label(shorten(&app.doc.file_name(app.catalogue()), LINE_CHARS));
        if app.doc.is_dirty() {
            ui.label(
                egui::RichText::new(format!("● {}", app.t("status-unsaved")))
                    .color(egui::Color32::from_rgb(180, 90, 0)),
            );
        } else if app.doc.path.is_some() {
            ui.label(app.t("status-saved"));
        }
        if let Some(when) = &app.doc.last_saved {
            ui.label(app.catalogue().ta(
                "status-last-saved",
                &[("when", shorten(when, LINE_CHARS).into())],
            ));
        }
        if let Some(under_way) = app.file_check.under_way(&app.doc) {
            ui.separator();
            ui.add(egui::Spinner::new());
            ui.label(under_way);
        }
        if let Some(event) = &app.doc.last_event {
            ui.separator();
            // What a command did, in the window's language.
            let worded = app
                .doc
                .event_in(app.catalogue())
                .unwrap_or_else(|| event.clone());
            let shown = shorten(&worded, LINE_CHARS * 2);
            // An announced event is a live region: said once to a screen
            // reader (politely, failures at once); other notes are not.
            match app.announcer.current() {
                Some(said) if &said.text == event => {
                    let said = Announcement {
                        text: shown.into_owned(),
                        ..said.clone()
                    };
                    live_label(ui, &said, None);
                }
                _ => {
                    ui.label(shown);
                }
            }
        }
    });
}
