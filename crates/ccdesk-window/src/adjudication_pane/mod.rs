//! The adjudication pane (C19, C24-C28, E10, E11): the cases of unfinished
//! games with their state, next deadline and what is due from whom as of
//! today, and under the list the case of the selected game with every
//! step the organiser records: claims, C25 defaults, the panel of
//! adjudicators, the decision, appeals and rulings. Packets for captains
//! and adjudicators are printed from here.
//!
//! Like the other panes it reads the project and gathers [`Intent`]s;
//! every change goes through a [`Command`], so Edit > Undo takes it back.
//! Selecting a case selects its game, so the board and scoresheet show it.
//! Its words come from the window's catalogue (`organiser.ftl`); the
//! domain's (a case's state, who owes a step, how many cases show) stay as
//! the domain writes them.

mod assessment_ui;
mod case_ui;
mod forms;

use chrono::NaiveDate;
use egui_extras::{Column, TableBuilder};

use super::admin_pane::tr_args;
use super::app_command::AppCommand;
use super::i18n::Catalogue;
use super::printing::{Printout, print_pdf};
use super::view_context::ViewContext;
use super::worded::Worded;
use super::{CcdeskApp, Pane};
pub(crate) use assessment_ui::AssessmentJob;
use assessment_ui::JobPoll;
use ccdesk_domain::adjudication::bulk::{bulk_question, games_to_default, games_to_open};
use ccdesk_domain::adjudication::case_filter::{
    CaseFilter, DeadlineFilter, filtered_cases, overdue, showing,
};
use ccdesk_domain::adjudication::{
    AdjudicationCase, AdjudicationCommand, AssessmentLimit, CaseState, Party,
};
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;
use ccdesk_io::pdf::{Paper, Recipient};
use forms::CaseForms;

/// Colour of overdue deadlines and refusals.
const WARN: egui::Color32 = egui::Color32::from_rgb(190, 40, 30);

/// Which games a packet holds.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum PrintScope {
    /// The selected case only.
    #[default]
    Case,
    /// Every case of the selected case's division.
    Division,
}

/// What the pane keeps between frames.
#[derive(Debug, Clone, Default)]
pub(crate) struct AdjudicationState {
    /// The forms of the case shown, and the game they were filled for.
    forms: Option<(GameId, CaseForms)>,
    /// Print on US Letter rather than A4.
    letter: bool,
    /// Which games a packet holds.
    scope: PrintScope,
    /// The last refusal (`false`) or confirmation (`true`).
    message: Option<(bool, String)>,
    /// The step on many cases waiting for the organiser's Apply / Cancel.
    confirm: Option<AdjudicationCommand>,
    /// The filters and search of the cases list.
    filter: CaseFilter,
    /// The days of "due within N days", kept while another deadline
    /// filter is chosen.
    within_days: u32,
}

/// The engine assessment being made, kept by the window rather than the
/// pane so that its answer is recorded even while the pane is hidden.
#[derive(Debug, Default)]
pub(crate) struct AssessmentRun {
    pub(crate) job: Option<AssessmentJob>,
}

/// What the organiser asked for while the pane was drawn: something the
/// window does (an [`AppCommand`]), or a change of the pane's own state.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Intent {
    /// A change of the window: a command applied, a case's game selected,
    /// an assessment started or stopped.
    App(AppCommand),
    /// Ask first, saying how many cases and which, then run a step that
    /// acts on many cases.
    AskFirst(AdjudicationCommand),
    /// Print a packet for these games; the text names them in the file
    /// name (on the pane's paper).
    Print(Recipient, Vec<GameId>, String),
    /// Something typed cannot be used: say why.
    Refuse(String),
}

impl Intent {
    /// Runs a command (undoable); what it did is said in the pane, why
    /// not in a dialog.
    pub(crate) fn execute(command: Command) -> Self {
        Intent::App(AppCommand::ExecuteFor(Pane::Adjudication, command))
    }
}

/// What the adjudication pane asks the window to do beyond a command.
#[derive(Debug, Clone, PartialEq)]
pub enum AdjudicationRun {
    /// Print a packet for `recipient` of these games, named `name`.
    Print {
        /// Who the packet is for.
        recipient: Recipient,
        /// The games it holds.
        games: Vec<GameId>,
        /// What names them in the file name.
        name: String,
        /// A4 or US Letter.
        paper: Paper,
    },
    /// Run the engine on a case's final position (in the background).
    Assess(GameId, AssessmentLimit),
    /// Stop the running assessment; nothing is recorded.
    StopAssessment,
}

/// "White – Black" of a game.
fn players(project: &Project, game: GameId) -> String {
    project.game(game).map_or_else(
        || format!("game {game}"),
        |g| {
            format!(
                "{} – {}",
                project.player_name(g.white),
                project.player_name(g.black)
            )
        },
    )
}

/// "Division 1, board 3" of a game, or its event.
fn place(project: &Project, game: GameId) -> String {
    match project.game(game) {
        Some(g) => match &g.pairing {
            Some(p) => format!("{}, board {}", p.division, p.white_board),
            None => g.event.clone(),
        },
        None => String::new(),
    }
}

/// The division of a game, if it belongs to one.
fn division_of(project: &Project, game: GameId) -> Option<String> {
    project
        .game(game)
        .and_then(|g| g.pairing.as_ref())
        .map(|p| p.division.clone())
}

/// The earliest day something is due in `case`, with its rule, as text
/// in the window's language.
fn next_deadline(tr: &Catalogue, case: &AdjudicationCase, today: NaiveDate) -> (String, bool) {
    let due = case.due(today);
    let late = overdue(case, today);
    match due.iter().filter_map(|d| d.by.map(|b| (b, d.rule))).min() {
        Some((by, rule)) => (format!("{} ({rule})", tr.letter_date(by)), late),
        None => match due.iter().find(|d| d.from == Party::Organiser) {
            Some(d) => (tr.ta("finding-due-now", &[("rule", d.rule.into())]), late),
            None => ("–".to_owned(), false),
        },
    }
}

/// Who owes the next steps, without repeats, in the window's language.
fn due_from(tr: &Catalogue, case: &AdjudicationCase, today: NaiveDate) -> String {
    let mut parties: Vec<String> = Vec::new();
    for d in case.due(today) {
        let p = d.from.worded(tr);
        if !parties.contains(&p) {
            parties.push(p);
        }
    }
    if parties.is_empty() {
        tr.t("finding-party-nobody")
    } else {
        parties.join(", ")
    }
}

/// The adjudication pane: its filters, the forms of the case shown, the
/// paper, and what it last said.
#[derive(Debug, Default)]
pub struct AdjudicationPane {
    state: AdjudicationState,
}

impl AdjudicationPane {
    /// Draws the adjudication pane.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let state = &mut self.state;
        let today = view.today;
        let (tr, project): (&Catalogue, &Project) = (view.texts, view.project);
        let mut intents = Vec::new();
        season_bar_ui(ui, tr, project, today, &mut intents);
        confirm_ui(ui.ctx(), tr, project, &mut state.confirm, &mut intents);
        if let Some((ok, message)) = &state.message {
            if *ok {
                ui.label(message);
            } else {
                ui.colored_label(WARN, message);
            }
        }
        ui.separator();
        cases_ui(
            ui,
            view,
            today,
            (&mut state.filter, &mut state.within_days),
            &mut intents,
        );
        ui.separator();
        let selected = view.selection.game;
        if let Some(game) = selected
            && state.forms.as_ref().is_none_or(|(g, _)| *g != game)
        {
            state.forms = Some((game, CaseForms::new(today)));
        }
        egui::ScrollArea::vertical()
            .id_salt("adjudication_case")
            .auto_shrink([false, false])
            .show(ui, |ui| match (selected, &mut state.forms) {
                (Some(game), Some((_, forms))) => match project.adjudication(game) {
                    Some(case) => {
                        case_ui::case_ui(ui, tr, project, case, today, forms, &mut intents);
                        ui.separator();
                        assessment_ui::assessment_ui(
                            ui,
                            tr,
                            project,
                            case,
                            forms,
                            view.assessing,
                            &mut intents,
                        );
                        ui.separator();
                        print_ui(
                            ui,
                            tr,
                            project,
                            case,
                            (&mut state.letter, &mut state.scope),
                            view.file_check.under_way(view.doc).as_deref(),
                            &mut intents,
                        );
                    }
                    None => case_ui::no_case_ui(ui, tr, project, game, today, &mut intents),
                },
                _ => {
                    ui.label(tr.t("adjudication-select-case"));
                }
            });
        let paper = if state.letter {
            Paper::Letter
        } else {
            Paper::A4
        };
        let mut commands = Vec::new();
        for intent in intents {
            match intent {
                Intent::App(command) => commands.push(command),
                Intent::AskFirst(command) => state.confirm = Some(command),
                Intent::Print(recipient, games, name) => {
                    commands.push(AppCommand::Adjudication(AdjudicationRun::Print {
                        recipient,
                        games,
                        name,
                        paper,
                    }));
                }
                Intent::Refuse(why) => state.message = Some((false, why)),
            }
        }
        commands
    }

    /// What the pane says next: a confirmation (`true`) or a refusal, or
    /// nothing.
    pub(crate) fn say(&mut self, said: Option<(bool, String)>) {
        self.state.message = said;
    }

    /// What became of a command the pane made: applied, its event is said
    /// and the case's text fields are emptied; refused, why.
    pub(crate) fn form_outcome(&mut self, outcome: Result<String, String>) {
        match outcome {
            Ok(event) => {
                self.state.message = Some((true, event));
                if let Some((_, forms)) = &mut self.state.forms {
                    forms.clear_texts();
                }
            }
            Err(why) => self.state.message = Some((false, why)),
        }
    }

    /// An assessment's answer: what was recorded (hidden until asked
    /// for), or why nothing was.
    pub(crate) fn assessed(&mut self, game: GameId, outcome: Result<String, String>) {
        match outcome {
            Ok(recorded) => {
                if let Some((g, forms)) = &mut self.state.forms
                    && *g == game
                {
                    forms.show_assessment = false;
                    forms.assess_open = false;
                }
                self.state.message = Some((true, recorded));
            }
            Err(why) => self.state.message = Some((false, why)),
        }
    }
}

/// Does what the adjudication pane asked for: prints a packet, starts or
/// stops an assessment; what came of it is said in the pane.
pub(crate) fn run(app: &mut CcdeskApp, asked: AdjudicationRun) {
    match asked {
        AdjudicationRun::Print {
            recipient,
            games,
            name,
            paper,
        } => {
            // What was written, and where, goes to the status bar.
            let said = print_pdf(app, Printout::Packet(recipient), &games, paper, &name)
                .err()
                .map(|e| (false, e));
            app.panes.adjudication.say(said);
        }
        AdjudicationRun::Assess(game, limit) => {
            match assessment_ui::final_position(&app.doc.project, game) {
                Ok(position) => {
                    app.panes.adjudication.say(None);
                    let engine = app.engine_settings();
                    let job = AssessmentJob::start(
                        game,
                        position,
                        limit,
                        engine.path.trim().into(),
                        engine.options.clone(),
                        app.today(),
                    );
                    app.assessment.job = Some(job);
                }
                Err(why) => app.panes.adjudication.say(Some((false, why))),
            }
        }
        AdjudicationRun::StopAssessment => {
            if let Some(job) = app.assessment.job.take() {
                job.stop();
                app.panes.adjudication.say(Some((
                    true,
                    format!(
                        "the assessment of game {} was stopped; nothing was recorded",
                        job.game
                    ),
                )));
            }
        }
    }
}

/// Looks for the answer of a running assessment, once a frame whichever
/// panes are shown: records it (hidden until asked for, one Edit > Undo),
/// or keeps why there is none for the pane to say.
pub(crate) fn poll_assessment(ctx: &egui::Context, app: &mut CcdeskApp) {
    let Some(job) = &app.assessment.job else {
        return;
    };
    let game = job.game;
    let outcome = match job.poll() {
        JobPoll::Running => {
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
            return;
        }
        JobPoll::Done(Ok(assessment)) => {
            let before = app.doc.revision();
            app.execute(Command::Adjudication(
                AdjudicationCommand::RecordAssessment { game, assessment },
            ));
            if app.doc.revision() == before {
                Err(format!("the assessment of game {game} was not recorded"))
            } else {
                Ok(app.doc.last_event.clone().unwrap_or_default())
            }
        }
        JobPoll::Done(Err(why)) => {
            let why = format!("engine assessment failed: {why}");
            app.doc.last_event = Some(why.clone());
            Err(why)
        }
    };
    app.assessment.job = None;
    // Said by the pane, shown or not, when it is next drawn.
    app.panes.adjudication.assessed(game, outcome);
}

/// How many of the cases a confirmation names before "and N more".
const NAMED: usize = 5;

/// The confirmation of a step on many cases: how many and which, Apply /
/// Cancel. Nothing happens until Apply.
fn confirm_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    confirm: &mut Option<AdjudicationCommand>,
    intents: &mut Vec<Intent>,
) {
    let Some(command) = confirm.clone() else {
        return;
    };
    let Some((title, lines)) = bulk_question(project, &command, NAMED) else {
        *confirm = None;
        return;
    };
    let shown = egui::Modal::new(egui::Id::unique("adjudication_bulk_confirm")).show(ctx, |ui| {
        ui.strong(title);
        for line in &lines {
            ui.label(line);
        }
        ui.horizontal(|ui| {
            if ui.button(tr.t("adjudication-apply")).clicked() {
                intents.push(Intent::execute(Command::Adjudication(command.clone())));
                *confirm = None;
            }
            if ui.button(tr.t("adjudication-cancel")).clicked() {
                *confirm = None;
            }
        });
    });
    // Escape or a click outside cancels too.
    if shown.should_close() {
        *confirm = None;
    }
}

/// The season's adjudication dates and the steps for all cases at once.
fn season_bar_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    today: NaiveDate,
    intents: &mut Vec<Intent>,
) {
    let day = |d: NaiveDate| d.format("%-d %b %Y").to_string();
    let season = project.competition().and_then(|c| c.seasons.last());
    match season {
        Some(season) => {
            let cal = &season.calendar;
            ui.label(tr_args(
                tr,
                "adjudication-season",
                [
                    ("season", season.name.as_str().into()),
                    ("closes", day(cal.play_closes).into()),
                    ("claims", day(cal.submissions).into()),
                    ("both", day(cal.both_default).into()),
                    ("today", day(today).into()),
                ],
            ));
            let unopened = games_to_open(project, None).len();
            ui.horizontal_wrapped(|ui| {
                let open = ui
                    .add_enabled(
                        unopened > 0 && today >= cal.play_closes,
                        egui::Button::new(tr.t("adjudication-open-cases")),
                    )
                    .on_hover_text(tr_args(
                        tr,
                        "adjudication-open-cases-hint",
                        [("n", unopened.into())],
                    ))
                    .on_disabled_hover_text(if today < cal.play_closes {
                        tr_args(
                            tr,
                            "adjudication-play-closes-on",
                            [("day", day(cal.play_closes).into())],
                        )
                    } else {
                        tr.t("adjudication-every-game-has-case")
                    });
                if open.clicked() {
                    intents.push(Intent::AskFirst(AdjudicationCommand::OpenAtClose {
                        division: None,
                    }));
                }
                let defaults = games_to_default(project, today).len();
                let apply = ui
                    .add_enabled(
                        defaults > 0,
                        egui::Button::new(tr_args(
                            tr,
                            "adjudication-apply-defaults",
                            [("n", defaults.into())],
                        )),
                    )
                    .on_hover_text(tr.t("adjudication-apply-defaults-hint"));
                if apply.clicked() {
                    intents.push(Intent::AskFirst(AdjudicationCommand::ApplyDefaults {
                        today,
                    }));
                }
            });
        }
        None => {
            ui.label(tr_args(
                tr,
                "adjudication-no-competition",
                [("today", day(today).into())],
            ));
        }
    }
}

/// The filters and search over the cases list, and how many they show.
fn filter_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    (filter, within): (&mut CaseFilter, &mut u32),
) {
    ui.horizontal_wrapped(|ui| {
        let any = |v: &Option<String>, key: &str| v.clone().unwrap_or_else(|| tr.t(key));
        let seasons = project
            .competition()
            .map(|c| c.seasons.as_slice())
            .unwrap_or_default();
        if seasons.len() > 1 {
            egui::ComboBox::from_label(tr.t("adjudication-filter-season"))
                .selected_text(any(&filter.season, "adjudication-any-season"))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut filter.season, None, tr.t("adjudication-any-season"));
                    for s in seasons.iter().rev() {
                        ui.selectable_value(&mut filter.season, Some(s.name.clone()), &s.name);
                    }
                });
        }
        // The divisions and teams of the season filtered on, the current
        // one's by default.
        let divisions = filter
            .season
            .as_ref()
            .and_then(|name| seasons.iter().find(|s| s.name == *name))
            .map_or_else(|| project.divisions(), |s| s.divisions.as_slice());
        egui::ComboBox::from_label(tr.t("adjudication-filter-state"))
            .selected_text(
                filter
                    .state
                    .map_or_else(|| tr.t("adjudication-any-state"), |s| s.to_string()),
            )
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.state, None, tr.t("adjudication-any-state"));
                for s in [
                    CaseState::WaitingForClaims,
                    CaseState::WithAdjudicators,
                    CaseState::Decided,
                    CaseState::UnderAppeal,
                    CaseState::Final,
                ] {
                    ui.selectable_value(&mut filter.state, Some(s), s.to_string());
                }
            });
        egui::ComboBox::from_label(tr.t("adjudication-filter-division"))
            .selected_text(any(&filter.division, "adjudication-any-division"))
            .show_ui(ui, |ui| {
                ui.selectable_value(
                    &mut filter.division,
                    None,
                    tr.t("adjudication-any-division"),
                );
                for d in divisions {
                    ui.selectable_value(&mut filter.division, Some(d.name.clone()), &d.name);
                }
            });
        egui::ComboBox::from_label(tr.t("adjudication-filter-team"))
            .selected_text(any(&filter.team, "adjudication-any-team"))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.team, None, tr.t("adjudication-any-team"));
                for d in divisions
                    .iter()
                    .filter(|d| filter.division.as_ref().is_none_or(|n| *n == d.name))
                {
                    for t in &d.teams {
                        ui.selectable_value(&mut filter.team, Some(t.name.clone()), &t.name);
                    }
                }
            });
        let within_text = tr_args(tr, "adjudication-due-within", [("days", (*within).into())]);
        let (any_deadline, overdue) = (
            tr.t("adjudication-any-deadline"),
            tr.t("adjudication-overdue"),
        );
        egui::ComboBox::from_label(tr.t("adjudication-filter-deadline"))
            .selected_text(match filter.deadline {
                DeadlineFilter::Any => any_deadline.clone(),
                DeadlineFilter::Overdue => overdue.clone(),
                DeadlineFilter::Within(_) => within_text.clone(),
            })
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.deadline, DeadlineFilter::Any, any_deadline);
                ui.selectable_value(&mut filter.deadline, DeadlineFilter::Overdue, overdue);
                ui.selectable_value(
                    &mut filter.deadline,
                    DeadlineFilter::Within(*within),
                    within_text,
                );
            });
        if matches!(filter.deadline, DeadlineFilter::Within(_)) {
            let l = ui.label(tr.t("adjudication-days"));
            ui.add(egui::DragValue::new(within).range(1..=365))
                .labelled_by(l.id);
            filter.deadline = DeadlineFilter::Within(*within);
        }
        let l = ui.label(tr.t("adjudication-search"));
        ui.add(
            egui::TextEdit::singleline(&mut filter.search)
                .hint_text(tr.t("adjudication-search-hint"))
                .desired_width(160.0),
        )
        .labelled_by(l.id);
        if ui
            .add_enabled(
                *filter != CaseFilter::default(),
                egui::Button::new(tr.t("adjudication-clear-filters")),
            )
            .clicked()
        {
            *filter = CaseFilter::default();
        }
    });
}

/// The list of cases, filtered: a click selects the case's game
/// everywhere. Only the rows in view are drawn, so a season of 1,600
/// games stays quick.
fn cases_ui(
    ui: &mut egui::Ui,
    view: &ViewContext,
    today: NaiveDate,
    (filter, within): (&mut CaseFilter, &mut u32),
    intents: &mut Vec<Intent>,
) {
    let (project, tr): (&Project, &Catalogue) = (view.project, view.texts);
    let all = project.adjudications();
    if all.is_empty() {
        ui.label(tr.t("adjudication-no-cases"));
        return;
    }
    if *within == 0 {
        *within = 7;
    }
    filter_ui(ui, tr, project, (filter, within));
    let cases = filtered_cases(project, filter, today);
    ui.label(showing(cases.len(), all.len()));
    if cases.is_empty() {
        ui.label(tr.t("adjudication-no-match"));
        return;
    }
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let list_height = (ui.available_height() * 0.4).max(4.0 * row_height);
    // A pane narrower than the columns scrolls sideways rather than
    // cutting the last columns off.
    egui::ScrollArea::horizontal()
        .id_salt("adjudication_cases_hscroll")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            TableBuilder::new(ui)
                .id_salt("adjudication_cases")
                .striped(true)
                .auto_shrink([false, true])
                .max_scroll_height(list_height)
                .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
                .column(Column::auto().at_least(250.0).clip(true))
                .column(Column::auto().at_least(90.0).clip(true))
                .column(Column::auto().at_least(110.0))
                .column(Column::auto().at_least(110.0))
                .column(Column::remainder().at_least(90.0).clip(true))
                .header(20.0, |mut header| {
                    for key in [
                        "adjudication-col-case",
                        "adjudication-col-where",
                        "adjudication-col-state",
                        "adjudication-col-deadline",
                        "adjudication-col-due-from",
                    ] {
                        header.col(|ui| {
                            ui.strong(tr.t(key));
                        });
                    }
                })
                .body(|body| {
                    body.rows(row_height, cases.len(), |mut row| {
                        let Some(&case) = cases.get(row.index()) else {
                            return;
                        };
                        let game = case.game;
                        row.col(|ui| {
                            let text = format!("{game} {}", players(project, game));
                            let selected = view.selection.game == Some(game);
                            if ui
                                .add(egui::Button::selectable(selected, text).truncate())
                                .clicked()
                            {
                                intents.push(Intent::App(AppCommand::SelectGame(game)));
                            }
                        });
                        row.col(|ui| {
                            ui.label(place(project, game));
                        });
                        row.col(|ui| {
                            ui.label(case.state(today).worded(tr));
                        });
                        row.col(|ui| {
                            let (text, overdue) = next_deadline(tr, case, today);
                            if overdue {
                                ui.colored_label(WARN, text);
                            } else {
                                ui.label(text);
                            }
                        });
                        row.col(|ui| {
                            ui.label(due_from(tr, case, today));
                        });
                    });
                });
        });
}

/// Paper and scope, and the two packets (C24, C26).
fn print_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    case: &AdjudicationCase,
    (letter, scope): (&mut bool, &mut PrintScope),
    checking: Option<&str>,
    intents: &mut Vec<Intent>,
) {
    ui.strong(tr.t("adjudication-print"));
    let division = division_of(project, case.game);
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(letter, false, "A4");
        ui.radio_value(letter, true, "US Letter");
        ui.separator();
        ui.radio_value(scope, PrintScope::Case, tr.t("adjudication-this-game"));
        if let Some(d) = &division {
            let every = tr_args(
                tr,
                "adjudication-every-case-of",
                [("division", d.as_str().into())],
            );
            ui.radio_value(scope, PrintScope::Division, every);
        } else {
            *scope = PrintScope::Case;
        }
    });
    let (games, name): (Vec<GameId>, String) = match (&scope, &division) {
        (PrintScope::Division, Some(d)) => (
            project
                .adjudications()
                .iter()
                .filter(|c| division_of(project, c.game).as_deref() == Some(d.as_str()))
                .map(|c| c.game)
                .collect(),
            d.to_lowercase().replace(' ', "-"),
        ),
        _ => (vec![case.game], case.game.to_string()),
    };
    // A packet vouches for the games it prints: it waits for the file
    // check (issue 19).
    let waits = |under_way: &str| {
        tr_args(
            tr,
            "adjudication-packets-wait",
            [("check", under_way.into())],
        )
    };
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                checking.is_none(),
                egui::Button::new(tr.t("adjudication-print-captain")),
            )
            .on_hover_text(tr.t("adjudication-print-captain-hint"))
            .on_disabled_hover_text(checking.map(waits).unwrap_or_default())
            .clicked()
        {
            intents.push(Intent::Print(
                Recipient::Captain,
                games.clone(),
                name.clone(),
            ));
        }
        if ui
            .add_enabled(
                checking.is_none(),
                egui::Button::new(tr.t("adjudication-print-adjudicator")),
            )
            .on_hover_text(tr.t("adjudication-print-adjudicator-hint"))
            .on_disabled_hover_text(checking.map(waits).unwrap_or_default())
            .clicked()
        {
            intents.push(Intent::Print(
                Recipient::Adjudicator,
                games.clone(),
                name.clone(),
            ));
        }
    });
}
