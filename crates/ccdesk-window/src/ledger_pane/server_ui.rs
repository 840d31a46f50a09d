//! The ledger of a server game: its clocks are the server's, so nothing is
//! counted under a rule set here (no days, allowances, leave or time
//! claims of the E or P rules); the pane shows the server's clocks as of
//! the last sync and the dates the moves carry in the project
//! (`server::server_move_dates`).

use super::super::i18n::Catalogue;
use ccdesk_domain::game::Game;
use ccdesk_domain::server::{ServerLink, server_move_dates};

/// Draws the ledger of a server game.
pub(super) fn server_game_ui(ui: &mut egui::Ui, texts: &Catalogue, game: &Game, link: &ServerLink) {
    let synced = link.synced.map_or_else(
        || texts.t("server-never-synced"),
        |d| texts.ta("server-synced-on", &[("date", d.to_string().into())]),
    );
    ui.add(
        egui::Label::new(texts.ta(
            "server-game-clocks",
            &[
                ("game", link.game.id.to_string().into()),
                ("server", link.server.to_string().into()),
                ("synced", synced.into()),
                ("mine", link.my_clock().to_string().into()),
                ("theirs", link.opponent_clock().to_string().into()),
                ("whose", link.whose_move().to_string().into()),
            ],
        ))
        .wrap(),
    );
    ui.add(egui::Label::new(texts.t("server-no-days-counted")).wrap());
    ui.separator();
    let rows = server_move_dates(game);
    if rows.is_empty() {
        ui.label(texts.t("score-no-moves"));
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
                    ui.strong(texts.t("ledger-col-move"));
                    ui.strong(texts.t("server-col-by"));
                    ui.strong(texts.t("ledger-col-received"))
                        .on_hover_text(texts.t("server-col-received-hint"));
                    ui.strong(texts.t("ledger-col-sent"))
                        .on_hover_text(texts.t("server-col-sent-hint"));
                    ui.end_row();
                    for row in rows {
                        let dots = if row.colour == shakmaty::Color::White {
                            "."
                        } else {
                            "..."
                        };
                        ui.label(format!("{}{dots} {}", row.number, row.san));
                        ui.label(texts.t(if row.mine {
                            "server-by-me"
                        } else {
                            "server-by-opponent"
                        }));
                        ui.label(
                            row.received
                                .map_or_else(|| "–".to_owned(), |d| d.to_string()),
                        );
                        ui.label(row.sent.map_or_else(|| "–".to_owned(), |d| d.to_string()));
                        ui.end_row();
                    }
                });
        });
}
