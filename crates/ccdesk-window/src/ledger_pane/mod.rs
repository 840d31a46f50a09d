//! The clock ledger pane: first the owner's due list across the project,
//! then for the selected game both sides' totals and days left at the next
//! control, and tabs for the ledger table (dates editable), leave, claims
//! and penalties, and the rule set.
//!
//! The pane ([`LedgerPane`]) draws from the window's read-only
//! [`ViewContext`] and gathers intent in an [`Intent`], returned as
//! [`AppCommand`]s; every change goes through [`Command`]s, so each can be
//! undone.

mod claims_ui;
mod leave_ui;
mod rule_set_ui;
mod server_ui;
mod silence_ui;

use std::path::PathBuf;

use chrono::NaiveDate;
use egui_extras::{Column, TableBuilder};
use shakmaty::Color;

use super::app_command::{AppCommand, Opening};
use super::i18n::Catalogue;
use super::keyboard::FocusTarget;
use super::services::{FileFilter, FileRequest};
use super::view_context::ViewContext;
use super::{CcdeskApp, Pane};
use ccdesk_domain::command::Command;
use ccdesk_domain::deadlines::claim_deadlines;
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::ledger::{
    ClaimDeadline, ControlWarning, DateField, DueItem, Ledger, LedgerCommand, LedgerRow, MoveDates,
    RuleSet, Status, due_game, due_list, game_ledger, ledger_input, play_closed,
};
use ccdesk_domain::project::Project;
use ccdesk_io::ledger_csv;

/// Colour of warnings and errors.
const WARN: egui::Color32 = egui::Color32::from_rgb(190, 40, 30);

/// The pane's tabs below the game's summary.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Tab {
    #[default]
    Moves,
    Leave,
    Claims,
    Rules,
}

impl Tab {
    const ALL: [Tab; 4] = [Tab::Moves, Tab::Leave, Tab::Claims, Tab::Rules];

    fn title(self, texts: &Catalogue) -> String {
        texts.t(match self {
            Tab::Moves => "ledger-tab-moves",
            Tab::Leave => "ledger-tab-leave",
            Tab::Claims => "ledger-tab-claims",
            Tab::Rules => "ledger-tab-rules",
        })
    }
}

/// A date being edited: which move and which of its dates, and the text.
#[derive(Debug, Clone, PartialEq, Eq)]
struct DateEdit {
    game: GameId,
    ply: usize,
    field: DateField,
    text: String,
    /// Focus the field and select its text (the first frame).
    focus: bool,
}

/// What the pane's forms keep between frames.
#[derive(Debug, Clone, Default)]
struct LedgerState {
    tab: Tab,
    edit: Option<DateEdit>,
    message: Option<String>,
    leave: leave_ui::LeaveForm,
    claims: claims_ui::ClaimForms,
    rules: rule_set_ui::RuleSetDraft,
    /// The date typed for the repeat of the last move (E3.1).
    repeat: String,
    /// Today, for the calendars to open on.
    today: NaiveDate,
}

/// A clock ledger CSV import or export asked for by the pane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LedgerFile {
    /// The moves and their dates, as `ccdesk ledger` reads them.
    ExportMoves(GameId),
    /// The worked-out ledger.
    ExportLedger(GameId),
    /// A moves CSV read back as the game's dates.
    ImportDates(GameId),
}

/// What the user asked for this frame.
#[derive(Debug, Default)]
struct Intent {
    commands: Vec<Command>,
    select: Option<GameId>,
    file: Option<LedgerFile>,
    /// The owner booked leave: offer its announcement (E8.2).
    announce_leave: Option<(NaiveDate, NaiveDate)>,
}

/// Reads a date typed as `2026-03-17`.
pub(crate) fn parse_date(text: &str) -> Result<NaiveDate, String> {
    let text = text.trim();
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map_err(|_| format!("{text:?} is not a date: type it as 2026-03-17"))
}

/// Reads an optional date: empty means none.
pub(crate) fn parse_optional_date(text: &str) -> Result<Option<NaiveDate>, String> {
    if text.trim().is_empty() {
        Ok(None)
    } else {
        parse_date(text).map(Some)
    }
}

/// A labelled single-line date field, found by its label in tests and by
/// screen readers, with a calendar beside it (opening on `today` while the
/// field is empty).
pub(crate) fn date_field_ui(
    ui: &mut egui::Ui,
    label: &str,
    text: &mut String,
    today: NaiveDate,
) -> egui::Response {
    let label_response = ui.label(label);
    let field = ui
        .add(
            egui::TextEdit::singleline(text)
                .desired_width(112.0)
                .hint_text("YYYY-MM-DD"),
        )
        .labelled_by(label_response.id);
    super::date_picker::date_picker_button_ui(ui, label, text, today);
    field
}

/// "1. e4" or "1... e5".
fn move_label(ply: usize, san: &str) -> String {
    format!(
        "{}{} {san}",
        ply / 2 + 1,
        if ply.is_multiple_of(2) { "." } else { "..." }
    )
}

/// "white" or "black" inside a sentence of the ledger, in the window's
/// language.
pub(crate) fn colour_name(texts: &Catalogue, colour: Color) -> String {
    texts.t(match colour {
        Color::White => "ledger-colour-white",
        Color::Black => "ledger-colour-black",
    })
}

/// The name of the player of `colour` in `game`.
fn side_name<'a>(project: &'a Project, game: &Game, colour: Color) -> &'a str {
    project.player_name(match colour {
        Color::White => game.white,
        Color::Black => game.black,
    })
}

/// The clock ledger pane: the forms' state and the owner's due list last
/// worked out.
#[derive(Default)]
pub struct LedgerPane {
    state: LedgerState,
    due: Option<std::sync::Arc<OwnersDue>>,
}

impl LedgerPane {
    /// Draws the ledger pane.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let today = view.today;
        let mut commands = Vec::new();
        let due = self.owners_due(view);
        let state = &mut self.state;
        state.today = today;
        let mut intent = Intent::default();
        let focus_due = view.keyboard_sent_to(FocusTarget::DueList);
        if focus_due {
            commands.push(AppCommand::KeyboardArrived(FocusTarget::DueList));
        }
        let texts = view.texts;
        let project = view.project;
        due_list_ui(
            ui,
            texts,
            project,
            &due,
            view.selection.game,
            &mut intent,
            focus_due,
            view.mail_arrived,
        );
        ui.separator();
        match view.selected_game() {
            None => {
                ui.label(texts.t("ledger-no-game"));
            }
            // The selected game's ledger scrolls as a whole: a long moves
            // table, the claim form and the penalties stay reachable in a
            // pane of any height.
            Some(game) => {
                let scrolled = egui::ScrollArea::vertical()
                    .id_salt("ledger_game_scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        game_ui(ui, texts, project, game, today, state, &mut intent);
                    });
                super::scroll_bars::name_bars(ui.ctx(), &scrolled, &texts.t("ledger-game-scroll"));
            }
        }
        if !intent.commands.is_empty() {
            state.message = None;
        }
        // Refused, a command is said below the form and the rest dropped
        // (see `CcdeskApp::run_all`): the leave's announcement is offered
        // only once the leave is booked (E8.2).
        commands.extend(
            intent
                .commands
                .into_iter()
                .map(|c| AppCommand::ExecuteForm(Pane::Ledger, c)),
        );
        if let Some((from, to)) = intent.announce_leave {
            commands.push(AppCommand::Open(Opening::LeaveAnnouncement { from, to }));
        }
        if let Some(game) = intent.select {
            commands.push(AppCommand::SelectGame(game));
            state.edit = None;
        }
        if let Some(action) = intent.file {
            commands.push(AppCommand::LedgerFile(action));
        }
        commands
    }

    /// What became of a command the pane's forms made: applied, the date
    /// edited is closed; refused, the reason is shown below the form.
    pub(crate) fn form_outcome(&mut self, outcome: Result<(), String>) {
        match outcome {
            Ok(()) => self.state.edit = None,
            Err(e) => self.state.message = Some(e),
        }
    }

    /// The owner's due list and claims, worked out once per change of the
    /// project or of the day rather than every frame: each walks every
    /// game, and a competition of twenty seasons holds tens of thousands.
    fn owners_due(&mut self, view: &ViewContext) -> std::sync::Arc<OwnersDue> {
        let change = view.doc.change_key();
        let today = view.today;
        if let Some(due) = self
            .due
            .as_ref()
            .filter(|due| due.change == change && due.today == today)
        {
            return std::sync::Arc::clone(due);
        }
        let project = view.project;
        let due = std::sync::Arc::new(OwnersDue {
            change,
            today,
            items: with_server_games(project, due_list(project, today), today),
            claims: claim_deadlines(project, today),
        });
        self.due = Some(std::sync::Arc::clone(&due));
        due
    }
}

/// The owner's games, most urgent first: his move and fewest days left.
/// The owner's due games and claim deadlines on a day.
struct OwnersDue {
    change: (u64, u64),
    today: NaiveDate,
    items: Vec<DueItem>,
    claims: Vec<ccdesk_domain::deadlines::Deadline>,
}

#[allow(clippy::too_many_arguments)]
fn due_list_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    due: &OwnersDue,
    selected: Option<GameId>,
    intent: &mut Intent,
    focus: bool,
    mail_arrived: &[GameId],
) {
    let today = due.today;
    let items = &due.items;
    let title = match project.owner() {
        None => texts.t("ledger-due-no-owner"),
        Some(owner) => texts.ta(
            "ledger-due-title",
            &[
                ("owner", project.player_name(owner).into()),
                ("date", today.to_string().into()),
                ("games", items.len().into()),
            ],
        ),
    };
    let (header, shown) = super::fitted_header::fitted_header(ui, &title);
    let response = header
        .id_salt("ledger_due_list")
        .default_open(true)
        .show(ui, |ui| {
            // Ctrl+D: the first game of the due list takes the keyboard.
            if focus {
                super::keyboard::focus_next_control(ui);
            }
            // One line a game, wrapped at the pane's width rather than cut
            // off (issue 20).
            let scrolled = egui::ScrollArea::vertical()
                .id_salt("ledger_due_scroll")
                .max_height(74.0)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    for item in items {
                        ui.horizontal_wrapped(|ui| {
                            due_row_ui(ui, texts, project, item, selected, intent);
                        });
                    }
                });
            super::scroll_bars::name_bars(ui.ctx(), &scrolled, &texts.t("go-to-due-list"));
            if let Some(game) = super::check_mail::mail_arrived_ui(ui, texts, mail_arrived) {
                intent.select = Some(game);
            }
            claims_due_ui(ui, texts, &due.claims, today, intent);
        });
    super::fitted_header::name_header(ui, &response.header_response, &title, &shown);
}

/// The owner's time claims and protests due (E7.1, E7.3, P13), as
/// `ccdesk due` lists them; each selects its game.
fn claims_due_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    claims: &[ccdesk_domain::deadlines::Deadline],
    today: NaiveDate,
    intent: &mut Intent,
) {
    for due in claims {
        let text = format!(
            "{} by {}: {} ({})",
            due.game.map_or_else(String::new, |g| g.to_string()),
            due.date,
            due.what,
            due.rule
        );
        let label = if due.overdue(today) {
            egui::RichText::new(text).color(WARN)
        } else {
            egui::RichText::new(text)
        };
        if ui
            .add(egui::Label::new(label).wrap().sense(egui::Sense::click()))
            .on_hover_text(texts.t("ledger-select-game-hint"))
            .clicked()
            && let Some(game) = due.game
        {
            intent.select = Some(game);
        }
    }
}

/// The ledger's due list with the owner's server games in play on their
/// server's clocks instead of the ledger's (their moves carry no dates),
/// most urgent first.
fn with_server_games(project: &Project, items: Vec<DueItem>, today: NaiveDate) -> Vec<DueItem> {
    let is_server = |id: GameId| project.game(id).is_some_and(|g| g.server.is_some());
    let mut items: Vec<DueItem> = items
        .into_iter()
        .filter(|item| !due_game(item).is_some_and(is_server))
        .collect();
    let owner = project.owner();
    for game in project.games() {
        let Some(link) = game.server.as_deref() else {
            continue;
        };
        let mine = owner.is_some_and(|o| game.white == o || game.black == o);
        if !mine || game.is_finished() || !link.game.result.in_play() {
            continue;
        }
        let Some(synced) = link.synced else { continue };
        let clock = if link.game.my_turn {
            link.my_clock()
        } else {
            link.opponent_clock()
        };
        items.push(DueItem {
            game: game.id.to_string(),
            my_move: link.game.my_turn,
            days_left: (clock.last_day(synced) - today).num_days(),
            due: Vec::new(),
            next: None,
        });
    }
    ccdesk_domain::ledger::sort_due(&mut items);
    items
}

fn due_row_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    item: &DueItem,
    selected: Option<GameId>,
    intent: &mut Intent,
) {
    let Some(id) = due_game(item) else {
        return;
    };
    let Some(game) = project.game(id) else {
        return;
    };
    let opponent = if Some(game.white) == project.owner() {
        texts.ta(
            "ledger-due-white-vs",
            &[
                ("game", id.to_string().into()),
                ("opponent", project.player_name(game.black).into()),
            ],
        )
    } else {
        texts.ta(
            "ledger-due-black-vs",
            &[
                ("game", id.to_string().into()),
                ("opponent", project.player_name(game.white).into()),
            ],
        )
    };
    let row = ui.selectable_label(selected == Some(id), opponent);
    // The row's state in words for a screen reader, as the cells beside it show it.
    let whose = texts.t(if item.my_move {
        "ledger-my-move"
    } else {
        "ledger-waiting"
    });
    let left = texts.ta("days-left", &[("days", item.days_left.into())]);
    let state = format!("{whose}, {left}");
    ui.ctx()
        .accesskit_node_builder(row.id, |node| node.set_description(state));
    if row.clicked() {
        intent.select = Some(id);
    }
    if item.my_move {
        ui.label(egui::RichText::new(whose).strong());
    } else {
        ui.label(whose);
    }
    if item.days_left < 0 {
        ui.colored_label(WARN, left);
    } else {
        ui.label(left);
    }
    if let Some(link) = game.server.as_deref() {
        let key = if link.game.draw_offered {
            "ledger-server-clocks-draw-offered"
        } else {
            "ledger-server-clocks"
        };
        ui.label(texts.ta(
            key,
            &[
                ("server", link.server.to_string().into()),
                ("mine", link.my_clock().to_string().into()),
                ("theirs", link.opponent_clock().to_string().into()),
            ],
        ))
        .on_hover_text(texts.t("ledger-server-clocks-hint"));
        return;
    }
    let Ok(rules) = project.rules_of(game) else {
        return;
    };
    // The owner's own duties only, in the words `ccdesk due` uses (the row
    // names the opponent already: the game by its id). Where he is to
    // move, his days left say what is due; a reminder only once reached.
    let named = game.id.to_string();
    let duty = |r: &ccdesk_domain::ledger::Reminder| {
        r.kind
            .duty_of(rules, !item.my_move)
            .map(|d| (crate::worded::duty(texts, d, &named), r.kind.rule(rules)))
    };
    match (item.due.last().and_then(duty), item.next.as_ref()) {
        (Some((what, cite)), _) => {
            let reached = item.due.last().map_or(String::new(), |r| r.due.to_string());
            ui.colored_label(
                WARN,
                texts.ta(
                    "ledger-duty-since",
                    &[
                        ("date", reached.into()),
                        ("what", what.into()),
                        ("rule", cite.to_string().into()),
                    ],
                ),
            )
            .on_hover_text(texts.ta(
                "ledger-reminders-reached",
                &[("reminders", item.due.len().into())],
            ));
        }
        (None, Some(next)) if !item.my_move => {
            if let Some((what, cite)) = duty(next) {
                ui.label(texts.ta(
                    "ledger-duty-on",
                    &[
                        ("date", next.due.to_string().into()),
                        ("what", what.into()),
                        ("rule", cite.to_string().into()),
                    ],
                ));
            }
        }
        _ => {}
    }
}

/// The selected game: summary, then the tabs.
fn game_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    game: &Game,
    today: NaiveDate,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    if let Some(link) = game.server.as_deref() {
        ui.strong(format!(
            "{} – {}",
            project.player_name(game.white),
            project.player_name(game.black)
        ));
        server_ui::server_game_ui(ui, texts, game, link);
        return;
    }
    let rules = project.rules_of(game);
    let ledger = game_ledger(project, game.id);
    ui.horizontal_wrapped(|ui| {
        ui.strong(format!(
            "{} – {}",
            project.player_name(game.white),
            project.player_name(game.black)
        ));
        ui.label(texts.ta("ledger-rule-set", &[("rules", game.rules.as_str().into())]));
    });
    match (&rules, &ledger) {
        (Ok(rules), Ok(ledger)) => {
            summary_ui(ui, texts, project, game, rules, ledger, today);
            if !game.is_finished() && !play_closed(project, game, today) {
                silence_ui::silence_ui(ui, texts, game, rules, ledger, today, state, intent);
            }
        }
        (Err(e), _) => {
            ui.colored_label(WARN, e.to_string());
        }
        (_, Err(e)) => {
            ui.colored_label(
                WARN,
                texts.ta("ledger-not-worked-out", &[("why", e.to_string().into())]),
            );
        }
    }
    ui.horizontal_wrapped(|ui| {
        for tab in Tab::ALL {
            ui.selectable_value(&mut state.tab, tab, tab.title(texts));
        }
        ui.menu_button(texts.t("ledger-csv"), |ui| {
            if ui.button(texts.t("ledger-export-moves")).clicked() {
                intent.file = Some(LedgerFile::ExportMoves(game.id));
            }
            if ui
                .add_enabled(
                    ledger.is_ok(),
                    egui::Button::new(texts.t("ledger-export-ledger")),
                )
                .clicked()
            {
                intent.file = Some(LedgerFile::ExportLedger(game.id));
            }
            if ui.button(texts.t("ledger-import-dates")).clicked() {
                intent.file = Some(LedgerFile::ImportDates(game.id));
            }
        })
        .response
        .on_hover_text(texts.t("ledger-csv-hint"));
    });
    ui.separator();
    let ledger = ledger.ok();
    match (state.tab, rules) {
        (Tab::Moves, _) => moves_ui(ui, texts, game, ledger.as_ref(), state, intent),
        (Tab::Leave, Ok(rules)) => {
            leave_ui::leave_ui(
                ui,
                texts,
                project,
                game,
                rules,
                ledger.as_ref(),
                state,
                intent,
            );
        }
        (Tab::Claims, Ok(rules)) => {
            claims_ui::claims_ui(
                ui,
                texts,
                game,
                rules,
                ledger.as_ref(),
                today,
                state,
                intent,
            );
        }
        (Tab::Rules, _) => rule_set_ui::rule_set_ui(ui, texts, project, game, state, intent),
        (_, Err(_)) => {
            ui.label(texts.t("ledger-choose-rule-set-first"));
        }
    }
    // Below the form that was used, never above it: a refusal does not
    // move the controls under the pointer (it is also in the status line).
    if let Some(message) = &state.message {
        ui.add(egui::Label::new(egui::RichText::new(message).color(WARN)).wrap());
    }
}

/// Both sides' totals and days left, today's running clock, warnings and
/// claim deadlines.
fn summary_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    game: &Game,
    rules: &RuleSet,
    ledger: &Ledger,
    today: NaiveDate,
) {
    // The running clocks, as the games list and the Move field's `c` tell
    // them (one function).
    let clocks = ccdesk_domain::ledger::game_clocks(project, game, today);
    let stopped = clocks.as_ref().and_then(|c| c.stopped);
    if let Some(stop) = stopped.filter(|s| *s != ccdesk_domain::ledger::ClockStop::Finished) {
        ui.add(
            egui::Label::new(
                texts.ta(
                    "ledger-no-clock-runs",
                    &[(
                        "why",
                        stop.words(ccdesk_domain::message::wording::Wording::of(
                            texts.language(),
                        ))
                        .into(),
                    )],
                ),
            )
            .wrap(),
        );
    }
    for colour in [Color::White, Color::Black] {
        let summary = ledger.summary(colour);
        let mut text = texts.ta(
            "ledger-summary",
            &[
                ("player", side_name(project, game, colour).into()),
                ("side", colour_name(texts, colour).into()),
                ("used", summary.total.into()),
                ("left", summary.days_left.into()),
                ("control", summary.control_move.into()),
                ("allowed", summary.allowance.into()),
            ],
        );
        if summary.status != Status::Ok {
            text.push_str(&format!(", {}", summary.status));
        }
        let clock = clocks.as_ref().map_or_else(
            || ledger.clock_as_of(rules, colour, today, None),
            |c| c.side(colour).clone(),
        );
        let running = clock.to_move && stopped.is_none();
        if running {
            text.push_str(&texts.ta(
                "ledger-summary-running",
                &[
                    ("running", clock.running.days.into()),
                    ("left", clock.days_left.into()),
                ],
            ));
        }
        let late = summary.days_left < 0 || (running && clock.days_left < 0);
        let label = egui::Label::new(if late {
            egui::RichText::new(text).color(WARN)
        } else {
            egui::RichText::new(text)
        })
        .wrap();
        ui.add(label).on_hover_text(texts.ta(
            "ledger-summary-hint",
            &[
                ("days", rules.control.days.into()),
                ("moves", rules.control.moves.into()),
                ("rule", rules.citations.time_control.to_string().into()),
                ("date", today.to_string().into()),
            ],
        ));
        let warning = if running {
            clock.warning.or(summary.warning)
        } else {
            summary.warning
        };
        if let Some(ControlWarning::CannotMeetControl {
            control_move,
            allowance,
            total,
        }) = warning
        {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(
                        "  ".to_owned()
                            + &texts.ta(
                                "ledger-cannot-meet-control",
                                &[
                                    ("control", control_move.into()),
                                    ("total", total.into()),
                                    ("allowance", allowance.into()),
                                    ("rule", rules.citations.excess.to_string().into()),
                                ],
                            ),
                    )
                    .color(WARN),
                )
                .wrap(),
            );
        }
        if let Some(row) = ledger.first_excess(colour)
            && let Some(deadline) = ledger.claim_deadline(rules, colour, row.period)
        {
            ui.add(
                egui::Label::new(format!("  {}", claim_deadline_text(texts, rules, deadline)))
                    .wrap(),
            );
        }
    }
}

/// "Black may claim with his 10th move (E7.1)".
fn claim_deadline_text(texts: &Catalogue, rules: &RuleSet, deadline: ClaimDeadline) -> String {
    match deadline {
        ClaimDeadline::WithReplyTo {
            claimant,
            claimant_move,
            control_move,
            sent,
        } => {
            let args = [
                ("side", colour_name(texts, claimant).into()),
                ("claim", claimant_move.into()),
                ("control", control_move.into()),
                (
                    "date",
                    sent.map(|d| d.to_string()).unwrap_or_default().into(),
                ),
            ];
            let key = if sent.is_some() {
                "ledger-claim-with-reply-sent"
            } else {
                "ledger-claim-with-reply"
            };
            texts.ta(key, &args)
        }
        ClaimDeadline::By(date) => texts.ta(
            "ledger-claim-by",
            &[
                ("date", date.to_string().into()),
                ("rule", rules.citations.excess.to_string().into()),
            ],
        ),
    }
}

/// The ledger table, one row per move; dates can be clicked to edit.
fn moves_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    ledger: Option<&Ledger>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    date_edit_ui(ui, texts, game, state, intent);
    if game.moves.is_empty() {
        ui.label(texts.t("score-no-moves"));
        return;
    }
    let rows = ledger.map_or(&[][..], |l| l.rows.as_slice());
    let scrolled = egui::ScrollArea::horizontal()
        .id_salt("ledger_table_hscroll")
        .show(ui, |ui| table_ui(ui, texts, game, rows, state));
    super::scroll_bars::name_bars(ui.ctx(), &scrolled, &texts.t("ledger-table"));
}

/// The table itself: only the visible rows are laid out.
fn table_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    rows: &[LedgerRow],
    state: &mut LedgerState,
) {
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let ctx = ui.ctx().clone();
    let scrolled = TableBuilder::new(ui)
        .id_salt("ledger_table")
        .striped(true)
        .auto_shrink([false, false])
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::auto().at_least(70.0))
        .columns(Column::auto().at_least(78.0), 2)
        .columns(Column::auto().at_least(34.0), 6)
        .column(Column::remainder().at_least(50.0))
        .header(20.0, |mut header| {
            for (title, hover) in [
                ("ledger-col-move", "ledger-col-move-hint"),
                ("ledger-col-received", "ledger-col-received-hint"),
                ("ledger-col-sent", "ledger-col-sent-hint"),
                ("ledger-col-days", "ledger-col-days-hint"),
                ("ledger-col-leave", "ledger-col-leave-hint"),
                ("ledger-col-excluded", "ledger-col-excluded-hint"),
                ("ledger-col-penalty", "ledger-col-penalty-hint"),
                ("ledger-col-total", "ledger-col-total-hint"),
                ("ledger-col-allowance", "ledger-col-allowance-hint"),
                ("ledger-col-status", "ledger-col-status-hint"),
            ] {
                header.col(|ui| {
                    ui.strong(texts.t(title)).on_hover_text(texts.t(hover));
                });
            }
        })
        .body(|body| {
            body.rows(row_height, game.moves.len(), |mut row| {
                let ply = row.index();
                let Some(record) = game.moves.get(ply) else {
                    return;
                };
                let computed = rows.get(ply);
                row.col(|ui| {
                    let text = move_label(ply, &record.san);
                    if record.conditional {
                        ui.label(texts.ta("ledger-conditional-move", &[("move", text.into())]))
                            .on_hover_text(texts.t("ledger-conditional-move-hint"));
                    } else {
                        ui.label(text);
                    }
                });
                row.col(|ui| {
                    date_cell_ui(
                        ui,
                        texts,
                        game.id,
                        ply,
                        DateField::Received,
                        record.received,
                        computed,
                        game.start,
                        state,
                    );
                });
                row.col(|ui| {
                    date_cell_ui(
                        ui,
                        texts,
                        game.id,
                        ply,
                        DateField::Sent,
                        record.sent,
                        computed,
                        None,
                        state,
                    );
                });
                let row_name = super::announce::numbered(texts, ply, &record.san);
                figures_ui(&mut row, texts, computed, &row_name);
            });
        });
    super::scroll_bars::name_bars(&ctx, &scrolled, &texts.t("ledger-rows"));
}

/// The columns of the figures, as a screen reader says them.
const FIGURE_COLUMNS: [&str; 7] = [
    "ledger-figure-days",
    "ledger-figure-leave",
    "ledger-figure-excluded",
    "ledger-figure-penalty",
    "ledger-figure-total",
    "ledger-figure-allowance",
    "ledger-figure-status",
];

/// Names a figure of the table for a screen reader: its column and value
/// ("days used: 4"), and its row as the description ("3. white Nf3").
fn name_figure(
    ui: &egui::Ui,
    texts: &Catalogue,
    shown: &egui::Response,
    column: usize,
    value: &str,
    row: &str,
) {
    let column = texts.t(FIGURE_COLUMNS
        .get(column)
        .copied()
        .unwrap_or("ledger-figure"));
    let name = format!("{column}: {value}");
    ui.ctx().accesskit_node_builder(shown.id, |node| {
        node.set_value(name);
        node.set_description(row.to_owned());
    });
}

/// The figures of one computed row, each explaining itself on hover and
/// naming its column and row to a screen reader.
fn figures_ui(
    row: &mut egui_extras::TableRow<'_, '_>,
    texts: &Catalogue,
    computed: Option<&LedgerRow>,
    row_name: &str,
) {
    let Some(r) = computed else {
        for column in 0..7 {
            row.col(|ui| {
                let shown = ui.weak("–");
                let value = texts.t("ledger-figure-not-worked-out");
                name_figure(ui, texts, &shown, column, &value, row_name);
            });
        }
        return;
    };
    let e = &r.explanation;
    let figure =
        |row: &mut egui_extras::TableRow<'_, '_>, column: usize, value: u32, hover: &str| {
            row.col(|ui| {
                let shown = ui.label(value.to_string()).on_hover_text(hover);
                name_figure(ui, texts, &shown, column, &value.to_string(), row_name);
            });
        };
    // The same figures as the printed scoresheet (one function).
    let f = r.figures();
    figure(row, 0, f.days, &e.days);
    figure(row, 1, f.leave, &e.days);
    figure(row, 2, f.excluded, &e.days);
    let penalty_hover = if e.penalty.is_empty() {
        texts.t("ledger-no-penalty")
    } else {
        e.penalty.clone()
    };
    figure(row, 3, f.penalty, &penalty_hover);
    figure(row, 4, r.total, &e.total);
    figure(row, 5, r.allowance, &e.allowance);
    row.col(|ui| {
        let text = r.status.to_string();
        let hover = if e.status.is_empty() {
            texts.t("ledger-within-allowance")
        } else {
            e.status.clone()
        };
        let shown = if r.status == Status::Ok {
            ui.label(&text).on_hover_text(hover)
        } else {
            ui.colored_label(WARN, &text).on_hover_text(hover)
        };
        name_figure(ui, texts, &shown, 6, &text, row_name);
    });
}

/// A date of a move as a button that starts editing it. A received date
/// left empty shows the date the ledger assumed, marked "assumed".
#[allow(clippy::too_many_arguments)]
fn date_cell_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: GameId,
    ply: usize,
    field: DateField,
    stated: Option<NaiveDate>,
    computed: Option<&LedgerRow>,
    start: Option<NaiveDate>,
    state: &mut LedgerState,
) {
    let (text, hover) = match (field, stated, computed) {
        (_, Some(date), Some(r)) if r.corrected => (
            format!("{date} *"),
            texts.ta(
                "ledger-date-corrected-hint",
                &[("why", r.explanation.days.as_str().into())],
            ),
        ),
        (_, Some(date), _) => (date.to_string(), texts.t("ledger-date-change-hint")),
        (DateField::Received, None, _) if ply == 0 => match start {
            Some(s) => (
                texts.ta("ledger-date-start", &[("date", s.to_string().into())]),
                texts.t("ledger-date-start-hint"),
            ),
            None => (
                texts.t("ledger-date-no-start"),
                texts.t("ledger-date-no-start-hint"),
            ),
        },
        (DateField::Received, None, Some(r)) => (
            texts.ta(
                "ledger-date-assumed-on",
                &[("date", r.received.to_string().into())],
            ),
            texts.ta(
                "ledger-date-assumed-on-hint",
                &[("why", r.explanation.days.as_str().into())],
            ),
        ),
        (DateField::Received, None, None) => (
            texts.t("ledger-date-assumed"),
            texts.t("ledger-date-assumed-hint"),
        ),
        (DateField::Sent, None, _) => (
            texts.t("ledger-date-not-sent"),
            texts.t("ledger-date-not-sent-hint"),
        ),
    };
    let assumed = stated.is_none();
    let label = if assumed {
        egui::RichText::new(text).italics()
    } else {
        egui::RichText::new(text)
    };
    if ui
        .add(egui::Button::new(label).frame(false))
        .on_hover_text(hover)
        .clicked()
    {
        let current = stated.or(computed.map(|r| match field {
            DateField::Received => r.received,
            DateField::Sent => r.sent,
        }));
        state.edit = Some(DateEdit {
            game,
            ply,
            field,
            text: current.map(|d| d.to_string()).unwrap_or_default(),
            focus: true,
        });
    }
}

/// The date being edited, above the table: set it, record it as a
/// correction (E2.10), or clear it (assume it again).
fn date_edit_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let today = state.today;
    let Some(edit) = state.edit.as_mut() else {
        return;
    };
    if edit.game != game.id {
        state.edit = None;
        return;
    }
    let Some(record) = game.moves.get(edit.ply) else {
        state.edit = None;
        return;
    };
    let key = match edit.field {
        DateField::Received => "ledger-edit-received-date",
        DateField::Sent => "ledger-edit-sent-date",
    };
    let mut close = false;
    let mut error = None;
    ui.group(|ui| {
        ui.label(texts.ta(key, &[("move", move_label(edit.ply, &record.san).into())]));
        ui.horizontal_wrapped(|ui| {
            let new_date = texts.t("ledger-new-date");
            let label = ui.label(&new_date);
            let output = egui::TextEdit::singleline(&mut edit.text)
                .desired_width(112.0)
                .hint_text("YYYY-MM-DD")
                .show(ui);
            let field = (*output.response).clone().labelled_by(label.id);
            super::date_picker::date_picker_button_ui(ui, &new_date, &mut edit.text, today);
            if std::mem::take(&mut edit.focus) {
                let mut text_state = output.state;
                text_state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::select_all_str(&edit.text)));
                text_state.store(ui.ctx(), field.id);
                field.request_focus();
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let (mut received, mut sent) = (record.received, record.sent);
            if ui.button(texts.t("ledger-set-date")).clicked() || enter {
                match parse_optional_date(&edit.text) {
                    Ok(date) => {
                        match edit.field {
                            DateField::Received => received = date,
                            DateField::Sent => sent = date,
                        }
                        intent.commands.push(Command::SetMoveDates {
                            game: game.id,
                            ply: edit.ply,
                            received,
                            sent,
                        });
                    }
                    Err(e) => error = Some(e),
                }
            }
            let stated = match edit.field {
                DateField::Received => record.received,
                DateField::Sent => record.sent,
            };
            if ui
                .add_enabled(
                    stated.is_some(),
                    egui::Button::new(texts.t("ledger-correct-date")),
                )
                .on_hover_text(texts.t("ledger-correct-date-hint"))
                .clicked()
            {
                match parse_date(&edit.text) {
                    Ok(corrected) => {
                        intent
                            .commands
                            .push(Command::Ledger(LedgerCommand::CorrectDate {
                                game: game.id,
                                ply: edit.ply,
                                field: edit.field,
                                corrected,
                                noted_on: None,
                            }))
                    }
                    Err(e) => error = Some(e),
                }
            }
            if ui.button(texts.t("ledger-cancel-date")).clicked() {
                close = true;
            }
        });
    });
    if let Some(e) = error {
        state.message = Some(e);
    }
    if close {
        state.edit = None;
    }
}

/// Runs a CSV import or export: makes what is exported, then asks for the
/// file; once chosen, the status bar says what was written or read where,
/// or a message says why not. What cannot be made says why at once.
pub(crate) fn file_action(app: &mut CcdeskApp, action: LedgerFile) -> Result<(), String> {
    match action {
        LedgerFile::ExportMoves(id) => {
            let built = ledger_input(&app.doc.project, id).map_err(|e| e.to_string())?;
            let mut bytes = Vec::new();
            ledger_csv::write_moves(&built.input.moves, &mut bytes).map_err(|e| e.to_string())?;
            let request =
                FileRequest::save("Export moves", FileFilter::CSV, &format!("{id}-moves.csv"));
            app.choose_file(request, move |app, _, path| {
                let outcome = write_file(&path, &bytes)
                    .map(|()| format!("wrote the moves of {id} to {}", path.display()));
                app.tell_file_outcome(outcome);
            });
        }
        LedgerFile::ExportLedger(id) => {
            let ledger = game_ledger(&app.doc.project, id).map_err(|e| e.to_string())?;
            let mut bytes = Vec::new();
            ledger_csv::write_ledger(&ledger, &mut bytes).map_err(|e| e.to_string())?;
            let request = FileRequest::save(
                "Export ledger",
                FileFilter::CSV,
                &format!("{id}-ledger.csv"),
            );
            app.choose_file(request, move |app, _, path| {
                let outcome = write_file(&path, &bytes)
                    .map(|()| format!("wrote the ledger of {id} to {}", path.display()));
                app.tell_file_outcome(outcome);
            });
        }
        LedgerFile::ImportDates(id) => {
            let request = FileRequest::open("Import dates", Some(FileFilter::CSV));
            app.choose_file(request, move |app, _, path| {
                let outcome = import_dates(&app.doc.project, id, &path).and_then(|command| {
                    app.doc.execute(command).map_err(|e| e.to_string())?;
                    Ok(format!("read the dates of {id} from {}", path.display()))
                });
                app.tell_file_outcome(outcome);
            });
        }
    }
    Ok(())
}

fn write_file(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    ccdesk_io::export_file::write_export(path, bytes)
        .map_err(|e| format!("nothing was exported: {e}"))
}

/// Reads a moves CSV (as `ccdesk ledger` reads it) and turns it into the
/// dates of the game's moves: the CSV's moves must be the game's first
/// moves, in order.
fn import_dates(project: &Project, id: GameId, path: &PathBuf) -> Result<Command, String> {
    let game = project
        .game(id)
        .ok_or_else(|| format!("there is no game {id}"))?;
    let rules = project.rules_of(game).map_err(|e| e.to_string())?;
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let read =
        ledger_csv::read_moves(rules, file).map_err(|e| format!("{}: {e}", path.display()))?;
    if read.moves.len() > game.moves.len() {
        return Err(format!(
            "{}: {} moves, but the game has {}: play the moves first",
            path.display(),
            read.moves.len(),
            game.moves.len()
        ));
    }
    let mut dates = Vec::with_capacity(read.moves.len());
    for (ply, (entry, line)) in read.moves.iter().zip(&read.lines).enumerate() {
        let record = &game.moves[ply];
        if let Some(san) = &entry.san
            && san.trim_end_matches(['+', '#']) != record.san.trim_end_matches(['+', '#'])
        {
            return Err(format!(
                "{} line {line}: {san} is not the game's move {}",
                path.display(),
                move_label(ply, &record.san)
            ));
        }
        dates.push(MoveDates {
            ply,
            received: entry.received,
            sent: Some(entry.sent),
        });
    }
    Ok(Command::Ledger(LedgerCommand::SetDates { game: id, dates }))
}
