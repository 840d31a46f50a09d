//! The games list: every game of the project, filtered by whose move it is
//! (from the desk owner's side) and sorted; the game picked here is shown
//! in every pane.

use std::collections::HashMap;

use chrono::NaiveDate;
use shakmaty::Position;

use super::app_command::{AppCommand, Opening};
use super::i18n::{Catalogue, Language};
use super::keyboard::FocusTarget;
use super::short_text::{LINE_CHARS, shorten};
use super::view_context::ViewContext;
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;

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

    fn label(self, texts: &Catalogue) -> String {
        texts.t(match self {
            GamesFilter::All => "games-filter-all",
            GamesFilter::MyMove => "games-my-move",
            GamesFilter::TheirMove => "games-their-move",
            GamesFilter::Finished => "games-filter-finished",
        })
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

    fn label(self, texts: &Catalogue) -> String {
        texts.t(match self {
            GamesSort::AsEntered => "games-sort-as-entered",
            GamesSort::Opponent => "games-sort-opponent",
            GamesSort::Event => "games-sort-event",
            GamesSort::DaysLeft => "games-sort-days-left",
        })
    }
}

/// The games list pane: its filter and order, and the rows last worked out.
#[derive(Debug, Clone, Default)]
pub struct GamesListPane {
    /// Which games are shown.
    pub filter: GamesFilter,
    /// In which order.
    pub sort: GamesSort,
    /// The rows last worked out, and what they were worked out from.
    cache: Option<ListCache>,
}

/// What the days left depend on: the project (document and revision) and
/// today.
type DaysKey = ((u64, u64), NaiveDate);

/// The rows of the list, worked out once per change rather than per frame.
/// Each game's days left need its ledger, so they are kept apart and
/// survive a change of filter or order.
#[derive(Debug, Clone)]
struct ListCache {
    days_key: DaysKey,
    days: HashMap<GameId, Option<i64>>,
    shown: (GamesFilter, GamesSort, Language),
    rows: Vec<ListedGame>,
}

/// One row of the games list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedGame {
    /// The game.
    pub id: GameId,
    /// Event, opponent and whose move it is.
    pub text: String,
    /// Days left at the next control for the side to move (see [`days_left`]).
    pub days_left: Option<i64>,
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
    /// No move is owed: the game went to adjudication, or its season's play
    /// closed and it waits for adjudication (C19).
    Adjudication,
    /// The stored moves do not replay.
    Damaged,
}

/// The status of `game` from the point of view of `project.owner` on
/// `today`.
#[must_use]
pub fn game_status(project: &Project, game: &Game, today: NaiveDate) -> GameStatus {
    match ccdesk_domain::ledger::clock_stop(project, game, today) {
        Some(ccdesk_domain::ledger::ClockStop::Finished) => return GameStatus::Finished,
        Some(_) => return GameStatus::Adjudication,
        None => {}
    }
    // Whose move it is follows from the start position and the number of
    // moves: no need to replay the game (this runs for every row, every
    // frame).
    let Ok(start) = game.start_position() else {
        return GameStatus::Damaged;
    };
    let turn = if game.moves.len().is_multiple_of(2) {
        start.turn()
    } else {
        !start.turn()
    };
    let mine = project.owner_side(game);
    // A server game's turn is the server's (a move sent elsewhere, a
    // game stopped for adjudication).
    if let Some(link) = game.server.as_deref()
        && mine.is_some()
    {
        return if link.game.my_turn && link.game.result.in_play() {
            GameStatus::MyMove
        } else {
            GameStatus::TheirMove
        };
    }
    // My move played on the board but not sent yet is still my move: my
    // clock runs until it is sent, as the ledger and the due list count it.
    let unsent_mine = mine.is_some_and(|side| side != turn)
        && game
            .moves
            .last()
            .is_some_and(|m| m.sent.is_none() && !m.conditional);
    match mine {
        Some(_) if unsent_mine => GameStatus::MyMove,
        Some(side) if side == turn => GameStatus::MyMove,
        Some(_) => GameStatus::TheirMove,
        None => GameStatus::ToMove(turn),
    }
}

/// Days left at the next time control as of `today`: in a game the
/// desk's owner plays, his own (the figure the due list gives), else the
/// side to move's, its clock running since it received the last move
/// (E6.1, E6.3): the figure the ledger pane shows as "left today".
///
/// `None` when no clock runs: the game is finished, gone to adjudication,
/// its season's play has closed (C19), its clock has not started (no move
/// sent and no start of play), or its ledger cannot be worked out.
#[must_use]
pub fn days_left(project: &Project, game: &Game, today: NaiveDate) -> Option<i64> {
    if ccdesk_domain::ledger::clock_stop(project, game, today).is_some() {
        return None;
    }
    let mine = project.owner_side(game);
    // A server game runs on the server's clock: the days the owner (or
    // the side to move) had left at the last sync, counted down since.
    if let Some(link) = game.server.as_deref() {
        if !link.game.result.in_play() {
            return None;
        }
        let clock = if mine.is_some() || link.game.my_turn {
            link.my_clock()
        } else {
            link.opponent_clock()
        };
        let synced = link.synced?;
        // The owner's clock stands while it is the opponent's move.
        let stands = mine.is_some() && !link.game.my_turn;
        let from = if stands { synced } else { today };
        return Some((clock.last_day(synced) - from).num_days());
    }
    // Before the first move White's clock runs from the start of play; with
    // no start of play it has not started.
    let clocks =
        ccdesk_domain::ledger::game_clocks(project, game, today).filter(|clocks| clocks.started)?;
    match mine {
        Some(side) => Some(clocks.side(side).days_left),
        None => [&clocks.white, &clocks.black]
            .into_iter()
            .find(|side| side.to_move)
            .map(|side| side.days_left),
    }
}

/// The opponent's name seen from the desk, or both names.
/// Each name is cut to a line's worth.
fn opponent(project: &Project, game: &Game) -> String {
    let name = |id| shorten(project.player_name(id), LINE_CHARS).into_owned();
    match project.owner() {
        Some(o) if o == game.white => name(game.black),
        Some(o) if o == game.black => name(game.white),
        _ => format!("{} – {}", name(game.white), name(game.black)),
    }
}

/// A server game's server and clocks (mine, then the opponent's), as
/// last synced; empty for other games.
fn server_text(texts: &Catalogue, game: &Game) -> String {
    game.server.as_deref().map_or_else(String::new, |link| {
        format!(
            " · {}",
            texts.ta(
                "games-server-clocks",
                &[
                    ("server", shorten(&link.server, LINE_CHARS).into()),
                    ("game", link.game.id.to_string().into()),
                    ("mine", link.my_clock().to_string().into()),
                    ("theirs", link.opponent_clock().to_string().into()),
                ],
            )
        )
    })
}

fn status_text(
    texts: &Catalogue,
    project: &Project,
    status: GameStatus,
    game: &Game,
    today: NaiveDate,
) -> String {
    match status {
        GameStatus::MyMove => texts.t("games-my-move"),
        GameStatus::TheirMove => texts.t("games-their-move"),
        GameStatus::ToMove(c) => texts.ta(
            "board-status-to-move",
            &[("side", super::board_pane::side_name(texts, c).into())],
        ),
        // The same words as every other pane (one function).
        GameStatus::Finished | GameStatus::Adjudication => {
            ccdesk_domain::game_state::game_state(project, game, today).words(
                ccdesk_domain::message::wording::Wording::of(texts.language()),
            )
        }
        GameStatus::Damaged => texts.t("games-damaged"),
    }
}

/// A result's score for a list that puts it in brackets: "1-0", "½-½",
/// "0-0, loss to both" (never "(0-0 (loss to both))").
#[must_use]
pub fn outcome_words(texts: &Catalogue, outcome: ccdesk_domain::game::Outcome) -> String {
    ccdesk_domain::game_state::outcome_words_in(
        outcome,
        ccdesk_domain::message::wording::Wording::of(texts.language()),
    )
}

/// The games to list, filtered and sorted, with `days_of` giving each
/// game's days left.
fn listed_games(
    texts: &Catalogue,
    project: &Project,
    today: NaiveDate,
    filter: GamesFilter,
    sort: GamesSort,
    days_of: impl Fn(&Game) -> Option<i64>,
) -> Vec<ListedGame> {
    let mut games: Vec<(&Game, GameStatus)> = project
        .games()
        .iter()
        .map(|g| (g, game_status(project, g, today)))
        .filter(|(_, s)| match filter {
            GamesFilter::All => true,
            GamesFilter::MyMove => *s == GameStatus::MyMove,
            GamesFilter::TheirMove => *s == GameStatus::TheirMove,
            GamesFilter::Finished => *s == GameStatus::Finished,
        })
        .collect();
    match sort {
        GamesSort::AsEntered => {}
        GamesSort::Opponent => {
            games.sort_by_cached_key(|(g, _)| opponent(project, g).to_lowercase())
        }
        GamesSort::Event => games.sort_by_cached_key(|(g, _)| {
            (g.event.to_lowercase(), g.round.clone(), g.board.clone())
        }),
        GamesSort::DaysLeft => {}
    }
    let mut rows: Vec<ListedGame> = games
        .into_iter()
        .map(|(g, s)| ListedGame {
            id: g.id,
            // The opponent and whose move it is first: they are what a
            // narrow list must still show; the event comes last.
            text: format!(
                "{}  ({}) · {}{}",
                opponent(project, g),
                status_text(texts, project, s, g, today),
                shorten(&g.event, LINE_CHARS),
                server_text(texts, g)
            ),
            days_left: days_of(g),
        })
        .collect();
    if sort == GamesSort::DaysLeft {
        // Fewest days left first; games without a running clock last, in
        // the order entered (the sort is stable).
        rows.sort_by_key(|r| r.days_left.unwrap_or(i64::MAX));
    }
    rows
}

impl GamesListPane {
    /// Makes the rows for this frame, unless the cache holds them (nothing
    /// they depend on has changed); [`GamesListPane::rows`] reads them.
    fn refresh_rows(&mut self, view: &ViewContext) {
        let today = view.today;
        let days_key = (view.doc.change_key(), today);
        let shown = (self.filter, self.sort, view.texts.language());
        let project = view.project;
        let fresh_days = self.cache.as_ref().is_none_or(|c| c.days_key != days_key);
        if fresh_days || self.cache.as_ref().is_some_and(|c| c.shown != shown) {
            let days = match self.cache.take() {
                Some(c) if !fresh_days => c.days,
                _ => project
                    .games()
                    .iter()
                    .map(|g| (g.id, days_left(project, g, today)))
                    .collect(),
            };
            let rows = listed_games(view.texts, project, today, shown.0, shown.1, |g| {
                days.get(&g.id).copied().flatten()
            });
            self.cache = Some(ListCache {
                days_key,
                days,
                shown,
                rows,
            });
        }
    }

    /// The rows [`GamesListPane::refresh_rows`] made.
    fn rows(&self) -> &[ListedGame] {
        self.cache.as_ref().map_or(&[], |c| c.rows.as_slice())
    }
}

/// The width of the days column: its heading, written small.
fn days_column_width(ui: &egui::Ui, texts: &Catalogue) -> f32 {
    let font = egui::TextStyle::Small.resolve(ui.style());
    let heading = ui.ctx().fonts_mut(|f| {
        f.layout_no_wrap(
            texts.t("games-days-left-heading"),
            font,
            egui::Color32::BLACK,
        )
        .size()
        .x
    });
    (heading + 6.0).max(34.0)
}

/// The headings over the list: what each column is, with the meaning of
/// the figures on hover.
fn headings_ui(ui: &mut egui::Ui, texts: &Catalogue, days_width: Option<f32>) {
    ui.horizontal(|ui| {
        if let Some(width) = days_width {
            let text = egui::RichText::new(texts.t("games-days-left-heading"))
                .small()
                .weak();
            ui.add_sized([width, 0.0], egui::Label::new(text))
                .on_hover_text(texts.t("games-days-left-meaning"));
        }
        ui.label(
            egui::RichText::new(texts.t("games-columns-heading"))
                .small()
                .weak(),
        )
        .on_hover_text(texts.t("games-columns-heading-hint"));
    });
}

/// "12", red when the control can no longer be met; labelled "12 days
/// left" (in the window's language, "1 day left" in the singular) for
/// screen readers and tests.
fn days_left_ui(
    ui: &mut egui::Ui,
    catalogue: &Catalogue,
    days_left: Option<i64>,
    width: f32,
    height: f32,
) {
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let Some(days) = days_left else {
        return;
    };
    let colour = if days < 0 {
        egui::Color32::from_rgb(190, 40, 30)
    } else {
        ui.visuals().weak_text_color()
    };
    ui.painter().text(
        rect.right_center() - egui::vec2(4.0, 0.0),
        egui::Align2::RIGHT_CENTER,
        days.to_string(),
        egui::TextStyle::Body.resolve(ui.style()),
        colour,
    );
    let mut args = fluent_bundle::FluentArgs::new();
    args.set("days", days);
    let label = catalogue.t_args("days-left", &args);
    response
        .on_hover_text(catalogue.ta("games-days-left-hint", &[("days", days.into())]))
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
}

impl GamesListPane {
    /// Draws the games list; a game clicked is selected, the desk's link
    /// and New game open their dialogs.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let mut commands = Vec::new();
        let texts = view.texts;
        // Whose desk it is: "my move" and "their move" are from this side.
        let desk = super::desk_dialog::desk_text(view.project, texts);
        if ui
            .link(egui::RichText::new(desk).strong())
            .on_hover_text(texts.t("games-desk-hint"))
            .clicked()
        {
            commands.push(AppCommand::Open(Opening::Desk));
        }
        ui.horizontal_wrapped(|ui| {
            for f in GamesFilter::ALL {
                ui.selectable_value(&mut self.filter, f, f.label(texts));
            }
        });
        // Wrapped: in a narrow pane the button goes under the order, never cut.
        ui.horizontal_wrapped(|ui| {
            crate::combo_value::show_combo(
                ui,
                egui::ComboBox::from_label(texts.t("games-order")),
                self.sort.label(texts),
                |ui| {
                    for s in GamesSort::ALL {
                        ui.selectable_value(&mut self.sort, s, s.label(texts));
                    }
                },
            );
            if ui.button(texts.t("file-new-game")).clicked() {
                commands.push(AppCommand::Open(Opening::NewGame));
            }
        });
        ui.separator();
        let selected = view.selection.game;
        // Ctrl+G: the first row in view takes the keyboard.
        let focus_rows = view.keyboard_sent_to(FocusTarget::Games);
        if focus_rows {
            commands.push(AppCommand::KeyboardArrived(FocusTarget::Games));
        }
        self.refresh_rows(view);
        let rows = self.rows();
        if rows.is_empty() {
            ui.label(texts.t("games-none-here"));
        }
        // Only the rows in view are laid out, so a season of 1,600 games
        // scrolls as fast as one of forty.
        let row_height =
            ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y;
        // No column of days when no clock runs in the list (a closed
        // season, a list of finished games): it would only push every row
        // to the right.
        let any_clock = rows.iter().any(|r| r.days_left.is_some());
        let days_width = any_clock.then(|| days_column_width(ui, texts));
        if !rows.is_empty() {
            headings_ui(ui, texts, days_width);
        }
        if focus_rows {
            super::keyboard::focus_next_control(ui);
        }
        let scrolled = egui::ScrollArea::vertical()
            .id_salt("games_list")
            .auto_shrink([false, false])
            .show_rows(ui, row_height, rows.len(), |ui, range| {
                for row in &rows[range] {
                    ui.horizontal(|ui| {
                        if let Some(width) = days_width {
                            days_left_ui(ui, texts, row.days_left, width, row_height);
                        }
                        let button =
                            egui::Button::selectable(selected == Some(row.id), row.text.as_str())
                                .truncate();
                        if ui.add(button).on_hover_text(row.text.as_str()).clicked() {
                            commands.push(AppCommand::SelectGame(row.id));
                        }
                    });
                }
            });
        super::scroll_bars::name_bars(ui.ctx(), &scrolled, &texts.t("go-to-games-list"));
        commands
    }
}

#[cfg(test)]
mod tests {
    use super::outcome_words;
    use crate::i18n::Catalogue;
    use ccdesk_domain::game::Outcome;

    #[test]
    fn a_loss_to_both_reads_once_in_brackets() {
        assert_eq!(
            format!(
                "({})",
                outcome_words(&Catalogue::default(), Outcome::LossToBoth)
            ),
            "(0-0, loss to both)"
        );
        assert_eq!(
            outcome_words(&Catalogue::default(), Outcome::WhiteWins),
            "1-0"
        );
    }
}
