//! The games list: every game of the project, filtered by whose move it is
//! (from the desk owner's side) and sorted; the game picked here is shown
//! in every pane.

use shakmaty::Position;

use super::CcdeskApp;
use crate::domain::game::Game;
use crate::domain::ids::GameId;
use crate::domain::project::Project;

/// Which games the list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GamesFilter {
    /// Every game.
    #[default]
    All,
    /// Games where the owner is to move.
    MyMove,
    /// Games where the owner waits for the opponent.
    TheirMove,
    /// Games with a result.
    Finished,
}

impl GamesFilter {
    const ALL: [GamesFilter; 4] = [
        GamesFilter::All,
        GamesFilter::MyMove,
        GamesFilter::TheirMove,
        GamesFilter::Finished,
    ];

    fn label(self) -> &'static str {
        match self {
            GamesFilter::All => "all",
            GamesFilter::MyMove => "my move",
            GamesFilter::TheirMove => "their move",
            GamesFilter::Finished => "finished",
        }
    }
}

/// The order of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GamesSort {
    /// As stored in the project.
    #[default]
    AsEntered,
    /// By opponent's name.
    Opponent,
    /// By event, then round and board.
    Event,
    /// Fewest days left on the clock first (see [`days_left`]).
    DaysLeft,
}

impl GamesSort {
    const ALL: [GamesSort; 4] = [
        GamesSort::AsEntered,
        GamesSort::Opponent,
        GamesSort::Event,
        GamesSort::DaysLeft,
    ];

    fn label(self) -> &'static str {
        match self {
            GamesSort::AsEntered => "as entered",
            GamesSort::Opponent => "opponent",
            GamesSort::Event => "event",
            GamesSort::DaysLeft => "days left",
        }
    }
}

/// Filter and order of the games list.
#[derive(Debug, Clone, Default)]
pub struct GamesListState {
    /// Which games are shown.
    pub filter: GamesFilter,
    /// In which order.
    pub sort: GamesSort,
}

/// Whose move it is in a game, seen from the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    /// The owner is to move.
    MyMove,
    /// The owner's opponent is to move.
    TheirMove,
    /// The owner does not play in it; this side is to move.
    ToMove(shakmaty::Color),
    /// The game has a result.
    Finished,
    /// The stored moves do not replay.
    Damaged,
}

/// The status of `game` from the point of view of `project.owner`.
#[must_use]
pub fn game_status(project: &Project, game: &Game) -> GameStatus {
    if game.is_finished() {
        return GameStatus::Finished;
    }
    // Whose move it is follows from the start position and the number of
    // moves: no need to replay the game (this runs for every row, every frame).
    let Ok(start) = game.start_position() else {
        return GameStatus::Damaged;
    };
    let turn = if game.moves.len().is_multiple_of(2) {
        start.turn()
    } else {
        !start.turn()
    };
    let mover = if turn.is_white() {
        game.white
    } else {
        game.black
    };
    match project.owner {
        Some(owner) if owner == mover => GameStatus::MyMove,
        Some(owner) if owner == game.white || owner == game.black => GameStatus::TheirMove,
        _ => GameStatus::ToMove(turn),
    }
}

/// Days left on the owner's clock in `game`.
///
/// Hook for the clock ledger: until it reports days left per game, this is
/// `None` and the "days left" order keeps games as entered.
#[must_use]
pub fn days_left(_project: &Project, _game: &Game) -> Option<i64> {
    None
}

/// The opponent's name seen from the desk, or both names.
fn opponent(project: &Project, game: &Game) -> String {
    match project.owner {
        Some(o) if o == game.white => project.player_name(game.black).to_owned(),
        Some(o) if o == game.black => project.player_name(game.white).to_owned(),
        _ => format!(
            "{} – {}",
            project.player_name(game.white),
            project.player_name(game.black)
        ),
    }
}

fn status_text(status: GameStatus, game: &Game) -> String {
    match status {
        GameStatus::MyMove => "my move".to_owned(),
        GameStatus::TheirMove => "their move".to_owned(),
        GameStatus::ToMove(c) => {
            format!("{} to move", if c.is_white() { "White" } else { "Black" })
        }
        GameStatus::Finished => game
            .result
            .map_or_else(String::new, |r| r.outcome.to_string()),
        GameStatus::Damaged => "damaged".to_owned(),
    }
}

/// The games to list, filtered and sorted.
#[must_use]
pub fn listed_games(project: &Project, state: &GamesListState) -> Vec<(GameId, String)> {
    let mut games: Vec<(&Game, GameStatus)> = project
        .games
        .iter()
        .map(|g| (g, game_status(project, g)))
        .filter(|(_, s)| match state.filter {
            GamesFilter::All => true,
            GamesFilter::MyMove => *s == GameStatus::MyMove,
            GamesFilter::TheirMove => *s == GameStatus::TheirMove,
            GamesFilter::Finished => *s == GameStatus::Finished,
        })
        .collect();
    match state.sort {
        GamesSort::AsEntered => {}
        GamesSort::Opponent => {
            games.sort_by_cached_key(|(g, _)| opponent(project, g).to_lowercase())
        }
        GamesSort::Event => games.sort_by_cached_key(|(g, _)| {
            (g.event.to_lowercase(), g.round.clone(), g.board.clone())
        }),
        GamesSort::DaysLeft => {
            games.sort_by_key(|(g, _)| days_left(project, g).unwrap_or(i64::MAX))
        }
    }
    games
        .into_iter()
        .map(|(g, s)| {
            (
                g.id,
                format!(
                    "{}: {}  ({})",
                    g.event,
                    opponent(project, g),
                    status_text(s, g)
                ),
            )
        })
        .collect()
}

/// Draws the games list.
pub(crate) fn games_list_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    ui.horizontal_wrapped(|ui| {
        for f in GamesFilter::ALL {
            ui.selectable_value(&mut app.games_list.filter, f, f.label());
        }
    });
    ui.horizontal(|ui| {
        egui::ComboBox::from_label("order")
            .selected_text(app.games_list.sort.label())
            .show_ui(ui, |ui| {
                for s in GamesSort::ALL {
                    ui.selectable_value(&mut app.games_list.sort, s, s.label());
                }
            });
        if ui.button("New game…").clicked() {
            app.open_new_game_dialog();
        }
    });
    if app.games_list.sort == GamesSort::DaysLeft {
        ui.label(egui::RichText::new("days left come from the clock ledger").weak());
    }
    ui.separator();
    let rows = listed_games(&app.doc.project, &app.games_list);
    let mut clicked = None;
    if rows.is_empty() {
        ui.label("No games here.");
    }
    // Only the rows in view are laid out, so a season of 1,600 games scrolls
    // as fast as one of forty.
    let row_height =
        ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y;
    egui::ScrollArea::vertical()
        .id_salt("games_list")
        .auto_shrink([false, false])
        .show_rows(ui, row_height, rows.len(), |ui, range| {
            for (id, text) in &rows[range] {
                let button =
                    egui::Button::selectable(app.selection.game == Some(*id), text.as_str())
                        .truncate();
                if ui.add(button).on_hover_text(text.as_str()).clicked() {
                    clicked = Some(*id);
                }
            }
        });
    if let Some(id) = clicked {
        app.select_game(id);
    }
}
