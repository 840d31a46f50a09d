//! The ledger of a server game: its clocks are the server's, so nothing is
//! counted under a rule set here (no days, allowances, leave or time
//! claims of the E or P rules); the pane shows the server's clocks as of
//! the last sync and the dates the moves carry in the project
//! (`server::server_move_dates`).

use ccdesk_domain::game::Game;
use ccdesk_domain::server::{ServerLink, server_move_dates};

/// Draws the ledger of a server game.
pub(super) fn server_game_ui(ui: &mut egui::Ui, game: &Game, link: &ServerLink) {
    let synced = link.synced.map_or_else(
        || "never synced".to_owned(),
        |d| format!("as of the sync on {d}"),
    );
    ui.add(
        egui::Label::new(format!(
            "Server game {} on {}: the server keeps its clocks, {synced}: mine {}, the opponent's {}; {}.",
            link.game.id,
            link.server,
            link.my_clock(),
            link.opponent_clock(),
            link.whose_move()
        ))
        .wrap(),
    );
    ui.add(
        egui::Label::new(
            "No days are counted here under a rule set: leave, time claims and the time control are the server's.",
        )
        .wrap(),
    );
    ui.separator();
    let rows = server_move_dates(game);
    if rows.is_empty() {
        ui.label("No moves yet.");
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt("ledger_server_moves")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            egui::Grid::new("ledger_server_grid")
                .striped(true)
                .num_columns(4)
                .show(ui, |ui| {
                    ui.strong("move");
                    ui.strong("by");
                    ui.strong("received")
                        .on_hover_text("the day the opponent's move reached this desk: the sync that brought it (E2.7)");
                    ui.strong("sent")
                        .on_hover_text("the day my move was sent to the server (E2.8)");
                    ui.end_row();
                    for row in rows {
                        let dots = if row.colour == shakmaty::Color::White { "." } else { "..." };
                        ui.label(format!("{}{dots} {}", row.number, row.san));
                        ui.label(if row.mine { "me" } else { "opponent" });
                        ui.label(row.received.map_or_else(|| "–".to_owned(), |d| d.to_string()));
                        ui.label(row.sent.map_or_else(|| "–".to_owned(), |d| d.to_string()));
                        ui.end_row();
                    }
                });
        });
}
