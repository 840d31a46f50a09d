//! The tournament admin pane: divisions, teams, players, pairings and games.

use super::{BoardState, CcdeskApp, Selection};
use crate::domain::game::Game;
use crate::domain::ids::GameId;
use crate::domain::project::Project;

/// Short result text for lists.
fn result_text(game: &Game) -> String {
    game.result.map_or_else(
        || format!("{} moves, in play", game.moves.len().div_ceil(2)),
        |r| r.outcome.to_string(),
    )
}

/// A one-line description of a game for lists and buttons.
#[must_use]
pub fn game_label(project: &Project, game: &Game) -> String {
    format!(
        "{} – {}",
        project.player_name(game.white),
        project.player_name(game.black)
    )
}

fn select(app: &mut CcdeskApp, id: GameId) {
    app.selection = Selection {
        game: Some(id),
        ply: None,
    };
    app.board = BoardState {
        flipped: app.board.flipped,
        ..BoardState::default()
    };
}

/// Draws the admin pane.
pub(crate) fn admin_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let mut clicked: Option<GameId> = None;
    let project = &app.doc.project;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if let Some(competition) = &project.competition {
                ui.label(egui::RichText::new(&competition.name).strong());
                if let Some(season) = competition.seasons.last() {
                    ui.label(format!("Season {}", season.name));
                }
            } else {
                ui.label("No team competition in this project.");
            }
            for division in project.divisions() {
                egui::CollapsingHeader::new(format!(
                    "{} ({} teams, {} boards)",
                    division.name,
                    division.teams.len(),
                    division.boards
                ))
                .id_salt(("division", &division.name))
                .default_open(true)
                .show(ui, |ui| {
                    egui::CollapsingHeader::new("Teams")
                        .id_salt(("teams", &division.name))
                        .default_open(false)
                        .show(ui, |ui| {
                            for (i, team) in division.teams.iter().enumerate() {
                                ui.label(
                                    egui::RichText::new(format!(
                                        "{}  {}",
                                        crate::domain::tournament::division::team_letter(i),
                                        team.name
                                    ))
                                    .strong(),
                                );
                                for (b, p) in team.players.iter().enumerate() {
                                    let captain = if team.captain == Some(*p) {
                                        " (captain)"
                                    } else {
                                        ""
                                    };
                                    ui.label(format!(
                                        "    board {}: {}{captain}",
                                        b + 1,
                                        project.player_name(*p)
                                    ));
                                }
                            }
                        });
                    egui::CollapsingHeader::new("Pairings")
                        .id_salt(("pairings", &division.name))
                        .default_open(false)
                        .show(ui, |ui| {
                            egui::Grid::new(("pairing_grid", &division.name))
                                .striped(true)
                                .show(ui, |ui| {
                                    for pr in &division.pairings {
                                        let name = |t, b| {
                                            division
                                                .team(t)
                                                .and_then(|team| team.player_on(b))
                                                .map_or("?", |p| project.player_name(p))
                                        };
                                        let letter = |t| division.letter(t).unwrap_or_default();
                                        ui.label(format!("{}{}", letter(pr.team), pr.board));
                                        ui.label(name(pr.team, pr.board));
                                        ui.label("v");
                                        ui.label(format!(
                                            "{}{}",
                                            letter(pr.opponent_team),
                                            pr.opponent_board
                                        ));
                                        ui.label(name(pr.opponent_team, pr.opponent_board));
                                        ui.end_row();
                                    }
                                });
                        });
                    egui::CollapsingHeader::new("Games")
                        .id_salt(("games", &division.name))
                        .default_open(true)
                        .show(ui, |ui| {
                            for game in project.games.iter().filter(|g| {
                                g.pairing
                                    .as_ref()
                                    .is_some_and(|p| p.division == division.name)
                            }) {
                                let selected = app.selection.game == Some(game.id);
                                let text = format!(
                                    "{}  ({})",
                                    game_label(project, game),
                                    result_text(game)
                                );
                                if ui.selectable_label(selected, text).clicked() {
                                    clicked = Some(game.id);
                                }
                            }
                        });
                });
            }
            let own: Vec<&Game> = project
                .games
                .iter()
                .filter(|g| g.pairing.is_none())
                .collect();
            if !own.is_empty() {
                egui::CollapsingHeader::new(format!("Other games ({})", own.len()))
                    .default_open(true)
                    .show(ui, |ui| {
                        for game in own {
                            let selected = app.selection.game == Some(game.id);
                            let text = format!(
                                "{}: {}  ({})",
                                game.event,
                                game_label(project, game),
                                result_text(game)
                            );
                            if ui.selectable_label(selected, text).clicked() {
                                clicked = Some(game.id);
                            }
                        }
                    });
            }
        });
    if let Some(id) = clicked {
        select(app, id);
    }
}
