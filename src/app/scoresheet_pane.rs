//! The scoresheet pane: numbered moves in two columns, with dates; click a
//! move to see its position on the board.

use super::CcdeskApp;
use crate::domain::game::Game;

/// Draws the scoresheet of the selected game.
pub(crate) fn scoresheet_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let Some(game) = app.selection.game.and_then(|id| app.doc.project.game(id)) else {
        ui.label("No game selected.");
        return;
    };
    let project = &app.doc.project;
    ui.label(
        egui::RichText::new(format!(
            "{} – {}",
            project.player_name(game.white),
            project.player_name(game.black)
        ))
        .strong(),
    );
    ui.label(format!("{} · {}", game.event, game.rules));
    let mut show: Option<Option<usize>> = None;
    ui.horizontal(|ui| {
        let len = game.moves.len();
        let at = app.selection.ply.unwrap_or(len);
        if ui.button("|◀").on_hover_text("start position").clicked() {
            show = Some(Some(0));
        }
        if ui.button("◀").on_hover_text("previous move").clicked() {
            show = Some(Some(at.saturating_sub(1)));
        }
        if ui.button("▶").on_hover_text("next move").clicked() {
            show = Some(if at + 1 >= len { None } else { Some(at + 1) });
        }
        if ui.button("▶|").on_hover_text("last move").clicked() {
            show = Some(None);
        }
    });
    ui.separator();
    let current = app.selection.ply;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .max_height(ui.available_height() - 24.0)
        .show(ui, |ui| {
            egui::Grid::new("scoresheet")
                .striped(true)
                .num_columns(3)
                .show(ui, |ui| {
                    for (i, pair) in game.moves.chunks(2).enumerate() {
                        ui.label(format!("{}.", i + 1));
                        for (j, m) in pair.iter().enumerate() {
                            let ply = 2 * i + j + 1;
                            let selected = current.unwrap_or(game.moves.len()) == ply;
                            let text = if m.conditional {
                                format!("{} (if)", m.san)
                            } else {
                                m.san.clone()
                            };
                            let response = ui.selectable_label(selected, text);
                            let response = match m.sent {
                                Some(d) => response.on_hover_text(format!("sent {d}")),
                                None => response,
                            };
                            if response.clicked() {
                                show = Some(if ply == game.moves.len() {
                                    None
                                } else {
                                    Some(ply)
                                });
                            }
                        }
                        ui.end_row();
                    }
                });
        });
    ui.label(result_line(game));
    if let Some(ply) = show {
        app.selection.ply = ply;
    }
}

fn result_line(game: &Game) -> String {
    match game.result {
        Some(r) => format!("Result: {r}"),
        None => "In play".to_owned(),
    }
}
