//! The division's standings (C29, C30), each line's working on hover and
//! in full below, and its crosstable; both export as HTML and CSV.

use egui_extras::{Column, TableBuilder};

use super::season_ui::Export;
use super::{Intent, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::crosstable::{Cell, crosstable};
use ccdesk_domain::tournament::results::division_standings;
use ccdesk_domain::tournament::standings::StandingsRow;
use ccdesk_domain::tournament::{Division, Season};

/// How a line's figures were reached, in words a captain can check: the
/// domain's working, one step per indented line.
#[must_use]
pub(crate) fn working_text(row: &StandingsRow) -> String {
    row.working_lines().join("\n  ")
}

fn export_menu_ui(ui: &mut egui::Ui, tr: &Catalogue, intents: &mut Vec<Intent>) {
    ui.menu_button(tr.t("tables-export"), |ui| {
        for (key, export) in [
            ("tables-standings-html", Export::StandingsHtml),
            ("tables-standings-csv", Export::StandingsCsv),
            ("tables-crosstable-html", Export::CrosstableHtml),
            ("tables-crosstable-csv", Export::CrosstableCsv),
            ("tables-standings-pdf", Export::StandingsPdf),
            ("tables-crosstable-pdf", Export::CrosstablePdf),
        ] {
            if ui.button(tr.t(key)).clicked() {
                intents.push(Intent::Export(export));
                ui.close();
            }
        }
    });
}

/// Draws the standings: place, team, game points, board count, tie-break.
pub(crate) fn standings_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    season: &Season,
    division: &Division,
    intents: &mut Vec<Intent>,
) {
    let standings = division_standings(project, season, division);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t("tables-standings-order"));
        export_menu_ui(ui, tr, intents);
    });
    if standings.rows.is_empty() {
        ui.label(tr.t("admin-no-teams"));
        return;
    }
    if let Some(p) = standings.provisional() {
        ui.strong(p);
    }
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    // Every column as wide as its words; a pane too narrow for them
    // scrolls sideways rather than cutting the tie-break short.
    egui::ScrollArea::horizontal()
        .id_salt(("standings_hscroll", &division.name))
        .show(ui, |ui| {
            TableBuilder::new(ui)
                .id_salt(("standings_table", &division.name))
                .striped(true)
                .vscroll(false)
                .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
                .column(Column::exact(44.0))
                .column(Column::auto().at_least(120.0))
                .columns(Column::auto().at_least(86.0), 2)
                .column(Column::auto().at_least(90.0))
                .header(20.0, |mut header| {
                    for (key, hint) in [
                        ("tables-place", "tables-place-hint"),
                        ("tables-team", "tables-team-hint"),
                        ("tables-game-points", "tables-game-points-hint"),
                        ("tables-board-count", "tables-board-count-hint"),
                        ("tables-tiebreak", "tables-tiebreak-hint"),
                    ] {
                        header.col(|ui| {
                            ui.strong(tr.t(key)).on_hover_text(tr.t(hint));
                        });
                    }
                })
                .body(|body| {
                    body.rows(row_height, standings.rows.len(), |mut row| {
                        let Some(line) = standings.rows.get(row.index()) else {
                            return;
                        };
                        let working = working_text(line);
                        row.col(|ui| {
                            ui.label(line.place.to_string());
                        });
                        row.col(|ui| {
                            ui.label(&line.team).on_hover_text(&working);
                        });
                        row.col(|ui| {
                            ui.label(line.game_points.to_string());
                        });
                        row.col(|ui| {
                            ui.label(line.board_count.to_string());
                        });
                        row.col(|ui| {
                            ui.label(line.tiebreak.to_string()).on_hover_text(&working);
                        });
                    });
                });
        });
    egui::CollapsingHeader::new(tr.t("tables-working"))
        .id_salt(("working", &division.name))
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .id_salt(("working_scroll", &division.name))
                .max_height(240.0)
                .show(ui, |ui| {
                    for line in &standings.rows {
                        ui.label(working_text(line));
                    }
                });
        });
}

/// A crosstable cell: the row team's points and the boards they met on.
fn cell_text(cell: &Cell) -> String {
    if cell.encounters.is_empty() {
        String::new()
    } else if cell.finished() == 0 {
        format!("- ({})", cell.boards())
    } else {
        format!("{} ({})", cell.points(), cell.boards())
    }
}

/// Draws the crosstable: a team x team grid, with game points, board count
/// and place.
pub(crate) fn crosstable_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    season: &Season,
    division: &Division,
    intents: &mut Vec<Intent>,
) {
    let table = crosstable(project, season, division);
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t("tables-crosstable-cell"));
        export_menu_ui(ui, tr, intents);
    });
    egui::ScrollArea::both()
        .id_salt(("crosstable_scroll", &division.name))
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new(("crosstable_grid", &division.name))
                .striped(true)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    ui.strong("");
                    ui.strong(tr.t("tables-team"));
                    for r in &table.rows {
                        ui.strong(&r.letter).on_hover_text(&r.name);
                    }
                    ui.strong(tr.t("tables-points"));
                    ui.strong(tr.t("tables-board-count"));
                    ui.strong(tr.t("tables-place"));
                    ui.end_row();
                    for row in &table.rows {
                        ui.strong(&row.letter);
                        ui.label(&row.name);
                        for (i, cell) in row.cells.iter().enumerate() {
                            if table.rows.get(i).is_some_and(|c| c.team == row.team) {
                                ui.label("×");
                            } else {
                                ui.label(cell_text(cell));
                            }
                        }
                        let s = row.standing.as_ref();
                        ui.label(s.map_or(String::new(), |s| s.game_points.to_string()));
                        ui.label(s.map_or(String::new(), |s| s.board_count.to_string()));
                        let place = ui.label(s.map_or(String::new(), |s| s.place.to_string()));
                        if let Some(s) = s {
                            place.on_hover_text(working_text(s));
                        }
                        ui.end_row();
                    }
                });
            for row in &table.rows {
                let title = tr_args(
                    tr,
                    "tables-board-by-board",
                    [
                        ("letter", row.letter.as_str().into()),
                        ("team", row.name.as_str().into()),
                    ],
                );
                egui::CollapsingHeader::new(title)
                    .id_salt(("boards", &division.name, row.team))
                    .show(ui, |ui| {
                        for e in &row.boards {
                            let score = |s: Option<ccdesk_domain::tournament::score::GameScore>| {
                                s.map_or_else(|| "-".to_owned(), |s| s.to_string())
                            };
                            let opp_team = division
                                .team(e.opponent_team)
                                .map_or_else(String::new, |t| t.name.clone());
                            ui.label(tr_args(
                                tr,
                                "tables-encounter",
                                [
                                    ("board", e.board.into()),
                                    (
                                        "player",
                                        e.player.map_or("?", |p| project.player_name(p)).into(),
                                    ),
                                    (
                                        "opponent",
                                        e.opponent.map_or("?", |p| project.player_name(p)).into(),
                                    ),
                                    ("team", opp_team.into()),
                                    ("opponent_board", e.opponent_board.into()),
                                    ("white", score(e.white).into()),
                                    ("black", score(e.black).into()),
                                ],
                            ));
                        }
                    });
            }
        });
}
