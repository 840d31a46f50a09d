//! The clock ledger pane: the dates of every move of the selected game.

use super::CcdeskApp;

/// Draws the ledger of the selected game.
pub(crate) fn ledger_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let Some(game) = app.selection.game.and_then(|id| app.doc.project.game(id)) else {
        ui.label("No game selected.");
        return;
    };
    ui.label(format!("Rule set: {}", game.rules));
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("ledger")
                .striped(true)
                .num_columns(5)
                .show(ui, |ui| {
                    for h in ["move", "colour", "received", "sent", "days"] {
                        ui.label(egui::RichText::new(h).strong());
                    }
                    ui.end_row();
                    for (ply, m) in game.moves.iter().enumerate() {
                        ui.label(format!(
                            "{}{} {}",
                            ply / 2 + 1,
                            if ply % 2 == 0 { "." } else { "..." },
                            m.san
                        ));
                        ui.label(if ply % 2 == 0 { "white" } else { "black" });
                        ui.label(
                            m.received
                                .map_or_else(|| "assumed".to_owned(), |d| d.to_string()),
                        );
                        ui.label(
                            m.sent
                                .map_or_else(|| "not sent".to_owned(), |d| d.to_string()),
                        );
                        let days = match (m.received, m.sent) {
                            (Some(r), Some(s)) => (s - r).num_days().to_string(),
                            _ => String::new(),
                        };
                        ui.label(days);
                        ui.end_row();
                    }
                });
        });
}
