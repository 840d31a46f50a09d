//! The clock ledger pane: first the owner's due list across the project,
//! then for the selected game both sides' totals and days left at the next
//! control, and tabs for the ledger table (dates editable), leave, claims
//! and penalties, and the rule set.
//!
//! The pane reads the project and gathers intent in a [`Intent`]; every
//! change goes through [`Command`]s, so each can be undone.

mod claims_ui;
mod leave_ui;
mod rule_set_ui;
mod server_ui;
mod silence_ui;

use std::path::PathBuf;

use chrono::NaiveDate;
use egui_extras::{Column, TableBuilder};
use shakmaty::Color;

use super::services::{FileFilter, FileRequest};
use super::{CcdeskApp, Selection};
use ccdesk_domain::command::Command;
use ccdesk_domain::deadlines::claim_deadlines;
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::ledger::{
    ClaimDeadline, ControlWarning, DateField, DueItem, Ledger, LedgerCommand, LedgerRow, MoveDates,
    RuleSet, Status, colour_name, due_game, due_list, game_ledger, ledger_input, play_closed,
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

    fn title(self) -> &'static str {
        match self {
            Tab::Moves => "moves",
            Tab::Leave => "leave bookings",
            Tab::Claims => "claims and penalties",
            Tab::Rules => "rule set",
        }
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

/// What the pane keeps between frames (in egui's memory).
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

/// A file operation asked for by the pane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FileAction {
    ExportMoves(GameId),
    ExportLedger(GameId),
    ImportDates(GameId),
}

/// What the user asked for this frame.
#[derive(Debug, Default)]
struct Intent {
    commands: Vec<Command>,
    select: Option<GameId>,
    file: Option<FileAction>,
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

/// The name of the player of `colour` in `game`.
fn side_name<'a>(project: &'a Project, game: &Game, colour: Color) -> &'a str {
    project.player_name(match colour {
        Color::White => game.white,
        Color::Black => game.black,
    })
}

/// Draws the ledger pane.
pub(crate) fn ledger_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let today = app.today();
    let state_id = egui::Id::unique("ccdesk_ledger_pane_state");
    let mut state: LedgerState = ui.data(|d| d.get_temp(state_id)).unwrap_or_default();
    state.today = today;
    let mut intent = Intent::default();
    let focus_due = app.keys.take(super::keyboard::FocusTarget::DueList);
    let mail_arrived = app.mail_arrived_games();
    {
        let due = owners_due(ui, app, today);
        let project = &app.doc.project;
        due_list_ui(
            ui,
            project,
            &due,
            app.selection.game,
            &mut intent,
            focus_due,
            &mail_arrived,
        );
        ui.separator();
        match app.selection.game.and_then(|id| project.game(id)) {
            None => {
                ui.label("No game selected.");
            }
            // The selected game's ledger scrolls as a whole: a long moves
            // table, the claim form and the penalties stay reachable in a
            // pane of any height.
            Some(game) => {
                let scrolled = egui::ScrollArea::vertical()
                    .id_salt("ledger_game_scroll")
                    .auto_shrink([false, false])
                    .show(ui, |ui| {
                        game_ui(ui, project, game, today, &mut state, &mut intent);
                    });
                super::scroll_bars::name_bars(ui.ctx(), &scrolled, "Game's ledger");
            }
        }
    }
    if !intent.commands.is_empty() {
        state.message = None;
    }
    let mut executed = true;
    for command in intent.commands {
        match app.doc.execute(command) {
            Ok(()) => state.edit = None,
            Err(e) => {
                state.message = Some(e.to_string());
                app.announce(e.to_string(), super::announce::Urgency::Assertive);
                executed = false;
                break;
            }
        }
    }
    // The owner's leave is booked: the Reply dialog offers its
    // announcement to the opponents and the TD (E8.2).
    if executed && let Some((from, to)) = intent.announce_leave {
        app.open_leave_announcement(from, to);
    }
    if let Some(game) = intent.select {
        app.selection = Selection {
            game: Some(game),
            ply: None,
        };
        state.edit = None;
    }
    if let Some(action) = intent.file
        && let Err(e) = file_action(app, action)
    {
        app.announce(e.clone(), super::announce::Urgency::Assertive);
        state.message = Some(e);
    }
    ui.data_mut(|d| d.insert_temp(state_id, state));
}

/// The owner's games, most urgent first: his move and fewest days left.
/// The owner's due games and claim deadlines on a day.
struct OwnersDue {
    change: (u64, u64),
    today: NaiveDate,
    items: Vec<DueItem>,
    claims: Vec<ccdesk_domain::deadlines::Deadline>,
}

/// The owner's due list and claims, worked out once per change of the
/// project or of the day rather than every frame: each walks every game,
/// and a competition of twenty seasons holds tens of thousands.
fn owners_due(ui: &egui::Ui, app: &CcdeskApp, today: NaiveDate) -> std::sync::Arc<OwnersDue> {
    let key = ui.scope_id().with("ledger_owners_due");
    let change = app.doc.change_key();
    let kept = ui
        .data(|d| d.get_temp::<std::sync::Arc<OwnersDue>>(key))
        .filter(|due| due.change == change && due.today == today);
    kept.unwrap_or_else(|| {
        let project = &app.doc.project;
        let due = std::sync::Arc::new(OwnersDue {
            change,
            today,
            items: with_server_games(project, due_list(project, today), today),
            claims: claim_deadlines(project, today),
        });
        ui.data_mut(|d| d.insert_temp(key, due.clone()));
        due
    })
}

fn due_list_ui(
    ui: &mut egui::Ui,
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
        None => "due: no owner set, so no games of mine".to_owned(),
        Some(owner) => format!(
            "due for {} as of {today} ({} game{})",
            project.player_name(owner),
            items.len(),
            if items.len() == 1 { "" } else { "s" }
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
                            due_row_ui(ui, project, item, selected, intent);
                        });
                    }
                });
            super::scroll_bars::name_bars(ui.ctx(), &scrolled, "Due list");
            if let Some(game) = super::check_mail::mail_arrived_ui(ui, mail_arrived) {
                intent.select = Some(game);
            }
            claims_due_ui(ui, &due.claims, today, intent);
        });
    super::fitted_header::name_header(ui, &response.header_response, &title, &shown);
}

/// The owner's time claims and protests due (E7.1, E7.3, P13), as
/// `ccdesk due` lists them; each selects its game.
fn claims_due_ui(
    ui: &mut egui::Ui,
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
            .on_hover_text("select the game")
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
        format!("{id}: white vs {}", project.player_name(game.black))
    } else {
        format!("{id}: black vs {}", project.player_name(game.white))
    };
    let row = ui.selectable_label(selected == Some(id), opponent);
    // The row's state in words for a screen reader, as the cells beside it show it.
    let state = format!(
        "{}, {} days left",
        if item.my_move { "my move" } else { "waiting" },
        item.days_left
    );
    ui.ctx()
        .accesskit_node_builder(row.id, |node| node.set_description(state));
    if row.clicked() {
        intent.select = Some(id);
    }
    if item.my_move {
        ui.label(egui::RichText::new("my move").strong());
    } else {
        ui.label("waiting");
    }
    let left = format!("{} days left", item.days_left);
    if item.days_left < 0 {
        ui.colored_label(WARN, left);
    } else {
        ui.label(left);
    }
    if let Some(link) = game.server.as_deref() {
        ui.label(format!(
            "on {}: clocks {} / {}{}",
            link.server,
            link.my_clock(),
            link.opponent_clock(),
            if link.game.draw_offered {
                ", draw offered"
            } else {
                ""
            }
        ))
        .on_hover_text("as the server said at the last sync (mine / the opponent's)");
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
            .duty(rules, !item.my_move, &named)
            .map(|what| (what, r.kind.rule(rules)))
    };
    match (item.due.last().and_then(duty), item.next.as_ref()) {
        (Some((what, cite)), _) => {
            let reached = item.due.last().map_or(String::new(), |r| r.due.to_string());
            ui.colored_label(WARN, format!("since {reached}: {what} ({cite})"))
                .on_hover_text(format!("reached: {} reminder(s)", item.due.len()));
        }
        (None, Some(next)) if !item.my_move => {
            if let Some((what, cite)) = duty(next) {
                ui.label(format!("on {}: {what} ({cite})", next.due));
            }
        }
        _ => {}
    }
}

/// The selected game: summary, then the tabs.
fn game_ui(
    ui: &mut egui::Ui,
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
        server_ui::server_game_ui(ui, game, link);
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
        ui.label(format!("rule set: {}", game.rules));
    });
    match (&rules, &ledger) {
        (Ok(rules), Ok(ledger)) => {
            summary_ui(ui, project, game, rules, ledger, today);
            if !game.is_finished() && !play_closed(project, game, today) {
                silence_ui::silence_ui(ui, game, rules, ledger, today, state, intent);
            }
        }
        (Err(e), _) => {
            ui.colored_label(WARN, e.to_string());
        }
        (_, Err(e)) => {
            ui.colored_label(WARN, format!("the ledger cannot be worked out: {e}"));
        }
    }
    ui.horizontal_wrapped(|ui| {
        for tab in Tab::ALL {
            ui.selectable_value(&mut state.tab, tab, tab.title());
        }
        ui.menu_button("csv…", |ui| {
            if ui.button("export moves…").clicked() {
                intent.file = Some(FileAction::ExportMoves(game.id));
            }
            if ui
                .add_enabled(ledger.is_ok(), egui::Button::new("export ledger…"))
                .clicked()
            {
                intent.file = Some(FileAction::ExportLedger(game.id));
            }
            if ui.button("import dates…").clicked() {
                intent.file = Some(FileAction::ImportDates(game.id));
            }
        })
        .response
        .on_hover_text(
            "the game's moves and dates as ccdesk ledger reads them, or its computed ledger",
        );
    });
    ui.separator();
    let ledger = ledger.ok();
    match (state.tab, rules) {
        (Tab::Moves, _) => moves_ui(ui, game, ledger.as_ref(), state, intent),
        (Tab::Leave, Ok(rules)) => {
            leave_ui::leave_ui(ui, project, game, rules, ledger.as_ref(), state, intent);
        }
        (Tab::Claims, Ok(rules)) => {
            claims_ui::claims_ui(ui, game, rules, ledger.as_ref(), today, state, intent);
        }
        (Tab::Rules, _) => rule_set_ui::rule_set_ui(ui, project, game, state, intent),
        (_, Err(_)) => {
            ui.label("choose a rule set first (rule set tab)");
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
        ui.add(egui::Label::new(format!("no clock runs: {stop}")).wrap());
    }
    for colour in [Color::White, Color::Black] {
        let summary = ledger.summary(colour);
        let mut text = format!(
            "{} ({}): {} days used, {} left at move {} ({} allowed)",
            side_name(project, game, colour),
            colour_name(colour),
            summary.total,
            summary.days_left,
            summary.control_move,
            summary.allowance
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
            text.push_str(&format!(
                "; to move, {} running: {} left today",
                clock.running.days, clock.days_left
            ));
        }
        let late = summary.days_left < 0 || (running && clock.days_left < 0);
        let label = egui::Label::new(if late {
            egui::RichText::new(text).color(WARN)
        } else {
            egui::RichText::new(text)
        })
        .wrap();
        ui.add(label).on_hover_text(format!(
            "{} days per {} moves, cumulative ({}); as of {today}",
            rules.control.days, rules.control.moves, rules.citations.time_control
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
                    egui::RichText::new(format!(
                        "  cannot meet the control at move {control_move}: {total} > {allowance} days ({})",
                        rules.citations.excess
                    ))
                    .color(WARN),
                )
                .wrap(),
            );
        }
        if let Some(row) = ledger.first_excess(colour)
            && let Some(deadline) = ledger.claim_deadline(rules, colour, row.period)
        {
            ui.add(egui::Label::new(format!("  {}", claim_deadline_text(rules, deadline))).wrap());
        }
    }
}

/// "Black may claim with his 10th move (E7.1)".
fn claim_deadline_text(rules: &RuleSet, deadline: ClaimDeadline) -> String {
    match deadline {
        ClaimDeadline::WithReplyTo {
            claimant,
            claimant_move,
            control_move,
            sent,
        } => format!(
            "{} may claim at the latest with move {claimant_move}, the reply to move {control_move}{} (E7.1)",
            colour_name(claimant),
            sent.map(|d| format!(", sent {d}")).unwrap_or_default()
        ),
        ClaimDeadline::By(date) => format!(
            "a claim must be made by {date} ({})",
            rules.citations.excess
        ),
    }
}

/// The ledger table, one row per move; dates can be clicked to edit.
fn moves_ui(
    ui: &mut egui::Ui,
    game: &Game,
    ledger: Option<&Ledger>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    date_edit_ui(ui, game, state, intent);
    if game.moves.is_empty() {
        ui.label("No moves yet.");
        return;
    }
    let rows = ledger.map_or(&[][..], |l| l.rows.as_slice());
    let scrolled = egui::ScrollArea::horizontal()
        .id_salt("ledger_table_hscroll")
        .show(ui, |ui| table_ui(ui, game, rows, state));
    super::scroll_bars::name_bars(ui.ctx(), &scrolled, "Clock ledger table");
}

/// The table itself: only the visible rows are laid out.
fn table_ui(ui: &mut egui::Ui, game: &Game, rows: &[LedgerRow], state: &mut LedgerState) {
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
                ("move", "the move and who played it"),
                ("received", "the date the opponent's move was received (E2.7)"),
                ("sent", "the date this move was sent (E2.8, P04)"),
                ("days", "days used for this move (E6.4, P08)"),
                ("leave", "leave days inside the interval (E8.1, P11)"),
                ("excl.", "excluded days: Sundays, listed days (P08)"),
                ("pen.", "penalty days (E6.6, P09)"),
                ("total", "the side's total (E6.3)"),
                ("allow.", "the allowance at this move's control (E6.1)"),
                ("status", "ok, exceeded (E6.2) or forfeit (E7.5, P13)"),
            ] {
                header.col(|ui| {
                    ui.strong(title).on_hover_text(hover);
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
                        ui.label(text + " (c)").on_hover_text(
                            "played from an accepted conditional line: counted in the time of the reply (E6.5)",
                        );
                    } else {
                        ui.label(text);
                    }
                });
                row.col(|ui| {
                    date_cell_ui(ui, game.id, ply, DateField::Received, record.received, computed, game.start, state);
                });
                row.col(|ui| {
                    date_cell_ui(ui, game.id, ply, DateField::Sent, record.sent, computed, None, state);
                });
                let row_name = super::announce::numbered(ply, &record.san);
                figures_ui(&mut row, computed, &row_name);
            });
        });
    super::scroll_bars::name_bars(&ctx, &scrolled, "Clock ledger rows");
}

/// The columns of the figures, as a screen reader says them.
const FIGURE_COLUMNS: [&str; 7] = [
    "days used",
    "leave days",
    "excluded days",
    "penalty days",
    "total days",
    "allowance",
    "status",
];

/// Names a figure of the table for a screen reader: its column and value
/// ("days used: 4"), and its row as the description ("3. white Nf3").
fn name_figure(ui: &egui::Ui, shown: &egui::Response, column: usize, value: &str, row: &str) {
    let column = FIGURE_COLUMNS.get(column).copied().unwrap_or("figure");
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
    computed: Option<&LedgerRow>,
    row_name: &str,
) {
    let Some(r) = computed else {
        for column in 0..7 {
            row.col(|ui| {
                let shown = ui.weak("–");
                name_figure(ui, &shown, column, "not worked out", row_name);
            });
        }
        return;
    };
    let e = &r.explanation;
    let figure =
        |row: &mut egui_extras::TableRow<'_, '_>, column: usize, value: u32, hover: &str| {
            row.col(|ui| {
                let shown = ui.label(value.to_string()).on_hover_text(hover);
                name_figure(ui, &shown, column, &value.to_string(), row_name);
            });
        };
    // The same figures as the printed scoresheet (one function).
    let f = r.figures();
    figure(row, 0, f.days, &e.days);
    figure(row, 1, f.leave, &e.days);
    figure(row, 2, f.excluded, &e.days);
    let penalty_hover = if e.penalty.is_empty() {
        "no penalty"
    } else {
        e.penalty.as_str()
    };
    figure(row, 3, f.penalty, penalty_hover);
    figure(row, 4, r.total, &e.total);
    figure(row, 5, r.allowance, &e.allowance);
    row.col(|ui| {
        let text = r.status.to_string();
        let hover = if e.status.is_empty() {
            "within the allowance"
        } else {
            e.status.as_str()
        };
        let shown = if r.status == Status::Ok {
            ui.label(&text).on_hover_text(hover)
        } else {
            ui.colored_label(WARN, &text).on_hover_text(hover)
        };
        name_figure(ui, &shown, 6, &text, row_name);
    });
}

/// A date of a move as a button that starts editing it. A received date
/// left empty shows the date the ledger assumed, marked "assumed".
#[allow(clippy::too_many_arguments)]
fn date_cell_ui(
    ui: &mut egui::Ui,
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
            format!("corrected (E2.10): {}", r.explanation.days),
        ),
        (_, Some(date), _) => (date.to_string(), "click to change".to_owned()),
        (DateField::Received, None, _) if ply == 0 => match start {
            Some(s) => (
                format!("{s} start"),
                "the start of play; click to state another date".to_owned(),
            ),
            None => (
                "start?".to_owned(),
                "the start of play is not set: click to state the date White received the game"
                    .to_owned(),
            ),
        },
        (DateField::Received, None, Some(r)) => (
            format!("{} assumed", r.received),
            format!("{}; click to state the date", r.explanation.days),
        ),
        (DateField::Received, None, None) => (
            "assumed".to_owned(),
            "the opponent's sent date plus transit days (E2.9)".to_owned(),
        ),
        (DateField::Sent, None, _) => ("not sent".to_owned(), "click to enter the date".to_owned()),
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
fn date_edit_ui(ui: &mut egui::Ui, game: &Game, state: &mut LedgerState, intent: &mut Intent) {
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
    let what = match edit.field {
        DateField::Received => "received",
        DateField::Sent => "sent",
    };
    let mut close = false;
    let mut error = None;
    ui.group(|ui| {
        ui.label(format!(
            "{what} date of {}",
            move_label(edit.ply, &record.san)
        ));
        ui.horizontal_wrapped(|ui| {
            let label = ui.label("new date:");
            let output = egui::TextEdit::singleline(&mut edit.text)
                .desired_width(112.0)
                .hint_text("YYYY-MM-DD")
                .show(ui);
            let field = (*output.response).clone().labelled_by(label.id);
            super::date_picker::date_picker_button_ui(ui, "new date:", &mut edit.text, today);
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
            if ui.button("set").clicked() || enter {
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
                .add_enabled(stated.is_some(), egui::Button::new("correct (E2.10)"))
                .on_hover_text("the stated date was wrong: keep it as history and tell the sender")
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
            if ui.button("cancel").clicked() {
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
fn file_action(app: &mut CcdeskApp, action: FileAction) -> Result<(), String> {
    match action {
        FileAction::ExportMoves(id) => {
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
        FileAction::ExportLedger(id) => {
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
        FileAction::ImportDates(id) => {
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
