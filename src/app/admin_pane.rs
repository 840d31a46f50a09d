//! The tournament admin pane: one division at a time (chosen at the top),
//! with its teams, pairings and games. Long lists lay out only the rows in
//! view, so a season of a hundred teams scrolls as fast as one of six.

use super::{BoardState, CcdeskApp, Selection};
use crate::domain::game::Game;
use crate::domain::ids::GameId;
use crate::domain::project::Project;
use crate::domain::tournament::Division;

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
    let Some(competition) = &project.competition else {
        ui.label("No team competition in this project.");
        return;
    };
    ui.label(egui::RichText::new(&competition.name).strong());
    let divisions = project.divisions();
    if let Some(season) = competition.seasons.last() {
        ui.label(format!("Season {}", season.name));
    }
    if divisions.is_empty() {
        ui.label("This season has no divisions yet.");
        return;
    }
    let memory = ui.make_persistent_id("admin_division");
    let mut chosen: usize = ui
        .data_mut(|d| d.get_persisted::<usize>(memory))
        .unwrap_or(0)
        .min(divisions.len() - 1);
    egui::ComboBox::from_label("division")
        .selected_text(division_title(&divisions[chosen]))
        .show_ui(ui, |ui| {
            for (i, d) in divisions.iter().enumerate() {
                ui.selectable_value(&mut chosen, i, division_title(d));
            }
        });
    ui.data_mut(|d| d.insert_persisted(memory, chosen));
    let division = &divisions[chosen];
    ui.separator();
    egui::CollapsingHeader::new(format!("Teams ({})", division.teams.len()))
        .id_salt(("teams", &division.name))
        .show(ui, |ui| teams_ui(ui, project, division));
    egui::CollapsingHeader::new(format!("Pairings ({})", division.pairings.len()))
        .id_salt(("pairings", &division.name))
        .show(ui, |ui| pairings_ui(ui, project, division));
    let games: Vec<&Game> = project
        .games
        .iter()
        .filter(|g| {
            g.pairing
                .as_ref()
                .is_some_and(|p| p.division == division.name)
        })
        .collect();
    egui::CollapsingHeader::new(format!("Games ({})", games.len()))
        .id_salt(("games", &division.name))
        .default_open(true)
        .show(ui, |ui| {
            let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
            egui::ScrollArea::vertical()
                .id_salt(("games_scroll", &division.name))
                .auto_shrink([false, false])
                .show_rows(ui, row_height, games.len(), |ui, range| {
                    for game in &games[range] {
                        let selected = app.selection.game == Some(game.id);
                        let text =
                            format!("{}  ({})", game_label(project, game), result_text(game));
                        let label = egui::Button::selectable(selected, text).truncate();
                        if ui.add(label).clicked() {
                            clicked = Some(game.id);
                        }
                    }
                });
        });
    if let Some(id) = clicked {
        select(app, id);
    }
}

fn division_title(d: &Division) -> String {
    format!("{} ({} teams, {} boards)", d.name, d.teams.len(), d.boards)
}

fn teams_ui(ui: &mut egui::Ui, project: &Project, division: &Division) {
    egui::ScrollArea::vertical()
        .id_salt(("teams_scroll", &division.name))
        .max_height(260.0)
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
}

fn pairings_ui(ui: &mut egui::Ui, project: &Project, division: &Division) {
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    egui::ScrollArea::vertical()
        .id_salt(("pairings_scroll", &division.name))
        .max_height(260.0)
        .show_rows(ui, row_height, division.pairings.len(), |ui, range| {
            for pr in &division.pairings[range] {
                let name = |t, b| {
                    division
                        .team(t)
                        .and_then(|team| team.player_on(b))
                        .map_or("?", |p| project.player_name(p))
                };
                let letter = |t| division.letter(t).unwrap_or_default();
                ui.label(format!(
                    "{}{} {}  v  {}{} {}",
                    letter(pr.team),
                    pr.board,
                    name(pr.team, pr.board),
                    letter(pr.opponent_team),
                    pr.opponent_board,
                    name(pr.opponent_team, pr.opponent_board)
                ));
            }
        });
}
