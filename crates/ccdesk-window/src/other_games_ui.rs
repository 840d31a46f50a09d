//! "This position in my other games", at the foot of the analysis pane:
//! the project's games that reached the position shown, with the move
//! played next and the result (`domain::other_games`), each selecting its
//! game. Off, with the reason, where the game's server forbids databases
//! or opening books (`Project::explorer_off_reason`). Worked out once per
//! project revision and position, so the pane can ask every frame.

use shakmaty::{EnPassantMode, Position};

use super::CcdeskApp;
use super::board_pane::shown_position;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::other_games::{PositionMatch, same_position_in_other_games};

/// The last search: its key and what it found.
#[derive(Clone, Default)]
struct Cached {
    key: Option<((u64, u64), GameId, u64)>,
    found: Vec<PositionMatch>,
}

/// Draws the section.
pub(crate) fn other_games_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let Some(game) = app.selection.game else {
        return;
    };
    ui.separator();
    ui.strong("This position in my other games");
    if let Some(why) = app.doc.project.explorer_off_reason(game) {
        ui.add(
            egui::Label::new(format!(
                "Switched off for this game: {why}. The project's games are a database."
            ))
            .wrap(),
        );
        return;
    }
    let Some(shown) = shown_position(app) else {
        return;
    };
    let hash: u64 = shown
        .pos
        .zobrist_hash::<shakmaty::zobrist::Zobrist64>(EnPassantMode::Legal)
        .0;
    let key = (app.doc.change_key(), game, hash);
    let id = egui::Id::unique("ccdesk_other_games");
    let mut cached: Cached = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if cached.key != Some(key) {
        cached = Cached {
            key: Some(key),
            found: same_position_in_other_games(&app.doc.project, game, &shown.pos),
        };
        ui.data_mut(|d| d.insert_temp(id, cached.clone()));
    }
    if cached.found.is_empty() {
        ui.label("No other game of the project reached it.");
        return;
    }
    let mut select = None;
    for found in &cached.found {
        if ui
            .add(egui::Label::new(found.describe()).sense(egui::Sense::click()))
            .on_hover_text("select this game at that position")
            .clicked()
        {
            select = Some((found.game, found.ply));
        }
    }
    if let Some((game, ply)) = select {
        app.board.analysis = None;
        app.selection.game = Some(game);
        app.selection.ply = Some(ply);
    }
}
