//! "This position in my other games", at the foot of the analysis pane:
//! the project's games that reached the position shown, with the move
//! played next and the result (`domain::other_games`), each selecting its
//! game. Off, with the reason, where the game's server forbids databases
//! or opening books (`Project::explorer_off_reason`). Worked out once per
//! project revision and position, so the pane can ask every frame.

use shakmaty::{EnPassantMode, Position};

use super::app_command::AppCommand;
use super::view_context::ViewContext;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::other_games::{PositionMatch, same_position_in_other_games};

/// The section's last search: its key (project change, game, position)
/// and what it found.
#[derive(Clone, Default)]
pub(crate) struct OtherGames {
    key: Option<((u64, u64), GameId, u64)>,
    found: Vec<PositionMatch>,
}

impl OtherGames {
    /// Draws the section; a game clicked is shown at that position.
    pub(crate) fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let mut commands = Vec::new();
        let Some(game) = view.selection.game else {
            return commands;
        };
        ui.separator();
        ui.strong("This position in my other games");
        if let Some(why) = view.project.explorer_off_reason(game) {
            ui.add(
                egui::Label::new(format!(
                    "Switched off for this game: {why}. The project's games are a database."
                ))
                .wrap(),
            );
            return commands;
        }
        let Some(shown) = view.shown_position() else {
            return commands;
        };
        let hash: u64 = shown
            .pos
            .zobrist_hash::<shakmaty::zobrist::Zobrist64>(EnPassantMode::Legal)
            .0;
        let key = (view.doc.change_key(), game, hash);
        if self.key != Some(key) {
            *self = OtherGames {
                key: Some(key),
                found: same_position_in_other_games(view.project, game, &shown.pos),
            };
        }
        if self.found.is_empty() {
            ui.label("No other game of the project reached it.");
            return commands;
        }
        for found in &self.found {
            if ui
                .add(egui::Label::new(found.describe()).sense(egui::Sense::click()))
                .on_hover_text("select this game at that position")
                .clicked()
            {
                commands.push(AppCommand::ShowMove {
                    game: found.game,
                    ply: found.ply,
                });
            }
        }
        commands
    }
}
