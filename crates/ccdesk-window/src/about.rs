//! The About window: version, licences, and where files are kept.

use super::CcdeskApp;

/// Draws the About window while `app.dialogs.show_about` is set.
pub(crate) fn about_window_ui(ctx: &egui::Context, app: &mut CcdeskApp) {
    let mut open = app.dialogs.show_about;
    egui::Window::new("About ccdesk")
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            ui.heading(format!("ccdesk {}", env!("CARGO_PKG_VERSION")));
            ui.label("A desk for correspondence chess played by email and by post.");
            ui.separator();
            ui.label("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).");
            ui.label("It builds on shakmaty by Niklas Fiekas (GPL-3.0-or-later) and egui by Emil Ernerfeldt (MIT or Apache-2.0).");
            ui.label("Pieces and text: DejaVu Sans by the DejaVu fonts team, after Bitstream Vera (Bitstream Vera licence; DejaVu changes in the public domain).");
            ui.label("For characters that font lacks, the fonts egui bundles: Ubuntu Light by Dalton Maag (Ubuntu Font Licence 1.0), Hack by Source Foundry (MIT; its Bitstream Vera parts under the Bitstream Vera licence) and five icons of emoji-icon-font by John Slegers (MIT).");
            ui.label("The licence texts come with the program (on Debian and Ubuntu in /usr/share/doc/ccdesk).");
            ui.separator();
            match &app.doc.path {
                Some(path) => {
                    ui.label(format!("Project file: {}", path.display()));
                    ui.label(format!(
                        "Backups: {} (newest) to {}",
                        ccdesk_io::project_file::backup_path(path, 1).display(),
                        ccdesk_io::project_file::backup_path(path, ccdesk_io::project_file::BACKUPS).display()
                    ));
                }
                None => {
                    ui.label("Project file: not saved yet");
                }
            }
            if let Some(recovery) = ccdesk_io::recovery::recovery_pattern(app.doc.path.as_deref()) {
                ui.label(format!(
                    "Unsaved changes are kept in: {recovery} (one file per window)"
                ));
            }
            match app.settings_path() {
                Some(p) => ui.label(format!("Settings and recent files: {}", p.display())),
                None => ui.label("Settings and recent files: not kept"),
            };
        });
    app.dialogs.show_about = open;
}
