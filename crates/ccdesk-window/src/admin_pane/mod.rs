//! The tournament admin pane: one division at a time (chosen at the top),
//! with tabs for its teams (and their eligibility findings), pairings,
//! games, results, standings, crosstable, the season's due list and the
//! companies' fees. Long lists lay out only the rows in view, so a season
//! of a hundred teams scrolls as fast as one of six.
//!
//! The pane reads the project and gathers what the organiser asked for as
//! [`Intent`]s; every change to the project goes through a
//! [`Command`], so Edit > Undo takes it back. Its words come from the
//! window's catalogue (`assets/i18n/<code>/organiser.ftl`), handed down as
//! a [`Catalogue`]; the domain's sentences (findings, the due list) stay
//! as the domain writes them.

mod deductions_ui;
mod details_ui;
mod due_actions_ui;
mod entries_ui;
mod form_actions;
mod forms;
mod own_table_ui;
mod payments_ui;
mod replacement_ui;
mod results_ui;
mod rollover_ui;
mod season_ui;
mod start_ui;
mod tables_ui;

use super::i18n::Catalogue;
use super::{BoardState, CcdeskApp, Selection};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::command::CompanyStep;
use ccdesk_domain::tournament::eligibility::{Finding, Severity, check_season};
use ccdesk_domain::tournament::late_step::company_step_late;
use ccdesk_domain::tournament::replacement_plan::{board_history, replaced_note};
use ccdesk_domain::tournament::results::current_season;
use ccdesk_domain::tournament::season::season_view;
use ccdesk_domain::tournament::{Division, Season, TournamentCommand};

use crate::worded::Worded;

/// Colour of breaches, disputes and overdue items.
pub(crate) const WARN: egui::Color32 = egui::Color32::from_rgb(190, 40, 30);

/// Colour of warnings the organiser should look at.
pub(crate) const CAUTION: egui::Color32 = egui::Color32::from_rgb(170, 100, 0);

/// The text of `key` in the catalogue's language with its placeables
/// filled from `args` (a number chooses the plural form).
pub(crate) fn tr_args<'a>(
    tr: &Catalogue,
    key: &str,
    args: impl IntoIterator<Item = (&'a str, fluent_bundle::FluentValue<'a>)>,
) -> String {
    let mut fluent = fluent_bundle::FluentArgs::new();
    for (name, value) in args {
        fluent.set(name, value);
    }
    tr.t_args(key, &fluent)
}

/// The pane's tabs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Tab {
    Teams,
    Pairings,
    #[default]
    Games,
    Results,
    Standings,
    Crosstable,
    Deductions,
    Calendar,
    Fees,
}

impl Tab {
    const ALL: [Tab; 9] = [
        Tab::Teams,
        Tab::Pairings,
        Tab::Games,
        Tab::Results,
        Tab::Standings,
        Tab::Crosstable,
        Tab::Deductions,
        Tab::Calendar,
        Tab::Fees,
    ];
}

/// What the pane keeps between frames (in egui's memory, per window).
#[derive(Debug, Clone, Default)]
pub(crate) struct AdminState {
    tab: Tab,
    /// The seed typed for each division's draw of lots, by division name
    /// (each division draws with its own).
    pub(crate) seeds: std::collections::HashMap<String, String>,
    /// The game whose result is being entered.
    pub(crate) result_game: Option<GameId>,
    /// Who reports the result being entered.
    pub(crate) reporter: results_ui::ReporterChoice,
    /// The result being reported, its reason and the day it arrived.
    pub(crate) result_form: results_ui::ResultForm,
    /// The "new division" form, while open.
    pub(crate) new_division: Option<forms::DivisionForm>,
    /// The "add team" form, while open.
    pub(crate) new_team: Option<forms::TeamForm>,
    /// The last refusal or confirmation, shown under the tabs.
    pub(crate) message: Option<String>,
    /// The "start a competition" form, while open.
    pub(crate) start: Option<start_ui::StartForm>,
    /// The "season dates" form, while open.
    pub(crate) dates: Option<start_ui::DatesForm>,
    /// The "organiser" form, while open.
    pub(crate) organiser: Option<start_ui::OrganiserForm>,
    /// The deduction being entered.
    pub(crate) deduction: Option<deductions_ui::DeductionForm>,
    /// The deduction being withdrawn (C38), while its form is open.
    pub(crate) withdrawal: Option<deductions_ui::WithdrawalForm>,
    /// The fees and the payment being entered.
    pub(crate) fees: Option<payments_ui::FeesForm>,
    /// The "replace a player" form, while open.
    pub(crate) replacement: Option<replacement_ui::ReplacementForm>,
    /// The organiser's own Hutton table being typed in.
    pub(crate) own_table: own_table_ui::OwnTableForm,
    /// An entries or companies import waiting for the organiser's word.
    pub(crate) import: Option<entries_ui::ImportPreview>,
    /// The "player details" form, while open.
    pub(crate) player: Option<details_ui::PlayerForm>,
    /// The "company details" form, while open.
    pub(crate) company: Option<details_ui::CompanyForm>,
    /// The "next season" form, while open.
    pub(crate) rollover: Option<rollover_ui::RolloverForm>,
    /// A division to show at the next frame (a due item's game).
    pub(crate) show_division: Option<String>,
    /// The "edit division" form, while open.
    pub(crate) edit_division: Option<forms::DivisionForm>,
    /// A draw that pairs teams of one company, waiting for the
    /// organiser's word: the division, the command and what it pairs.
    pub(crate) pending_draw: Option<(String, Command, Vec<String>)>,
    /// The date the due list's steps are recorded with, as typed (empty:
    /// today), so a step that happened earlier is keyed with its own date.
    pub(crate) step_date: String,
    /// The earlier season shown as it stood (read only); `None`: the
    /// current season, where changes are made.
    pub(crate) earlier_season: Option<String>,
}

impl AdminState {
    /// Whether the pane shows an earlier season, which cannot be changed.
    pub(crate) fn read_only(&self) -> bool {
        self.earlier_season.is_some()
    }

    /// Closes every form that changes the project (an earlier season is
    /// shown: its records stay as they stood).
    fn close_change_forms(&mut self) {
        self.result_game = None;
        self.new_division = None;
        self.new_team = None;
        self.start = None;
        self.dates = None;
        self.organiser = None;
        self.deduction = None;
        self.withdrawal = None;
        self.fees = None;
        self.replacement = None;
        self.import = None;
        self.player = None;
        self.company = None;
        self.rollover = None;
        self.edit_division = None;
        self.pending_draw = None;
    }
}

/// What the pane draws: the project as it is, or as it stood in an
/// earlier season (the domain's [`season_view`]), and the day.
pub(crate) struct View<'a> {
    /// The project drawn.
    pub(crate) project: &'a Project,
    /// The project as it is, every season in it (the one drawn when the
    /// current season is shown).
    whole: &'a Project,
    /// Today, as the desk's clock says.
    pub(crate) today: chrono::NaiveDate,
    /// The window's words, in its language.
    pub(crate) tr: &'a Catalogue,
    /// The game shown in every pane.
    pub(crate) selected: Option<GameId>,
    /// Changes with every change of the project and of the season shown:
    /// the key of what is found once per change.
    key: (u64, u64, Option<String>),
}

/// What the organiser asked for while the pane was drawn.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Intent {
    /// Run a command (undoable).
    Execute(Command),
    /// Run a command that adds a division, then show that division.
    AddDivision(Command),
    /// Show a game in every pane.
    SelectGame(GameId),
    /// Write an export of the division.
    Export(season_ui::Export),
    /// Read or write the entries or companies CSV.
    Entries(entries_ui::EntriesAction),
    /// Read the organiser's own table from a CSV file into its box.
    ImportTableCsv,
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

/// Changes the pane's state kept in egui's memory under `id`: for a file
/// action that finishes after the pane was drawn (the file is chosen at
/// the end of the frame, or later in ccdesk's own chooser).
/// Asks where to write `bytes` (as `request` says) and writes them there
/// atomically; the admin pane (its state kept under `state_id`) and the
/// status bar say where, or why nothing was written.
pub(crate) fn export_file(
    app: &mut CcdeskApp,
    request: crate::services::FileRequest,
    bytes: Vec<u8>,
    state_id: egui::Id,
) {
    app.choose_file(request, move |app, ctx, path| {
        let outcome = ccdesk_io::export_file::write_export(&path, &bytes)
            .map(|()| format!("wrote {}", path.display()))
            .map_err(|e| format!("nothing was exported: {e}"));
        let said = match &outcome {
            Ok(t) | Err(t) => t.clone(),
        };
        with_state(ctx, state_id, |state| state.message = Some(said));
        app.tell_file_outcome(outcome);
    });
}

pub(crate) fn with_state(ctx: &egui::Context, id: egui::Id, f: impl FnOnce(&mut AdminState)) {
    ctx.data_mut(|d| {
        let mut state: AdminState = d.get_temp(id).unwrap_or_default();
        f(&mut state);
        d.insert_temp(id, state);
    });
}

/// Draws the admin pane.
pub(crate) fn admin_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let state_id = ui.make_persistent_id("admin_state");
    let mut state: AdminState = ui.data_mut(|d| d.get_temp(state_id).unwrap_or_default());
    let memory = ui.make_persistent_id("admin_division");
    // The welcome's "Start a competition" opens the season set-up here.
    if std::mem::take(&mut app.start_competition_asked) && app.doc.project.competition().is_none() {
        state.start = Some(start_ui::StartForm::new(app.today()));
    }
    let mut intents = Vec::new();
    let earlier = shown_earlier_season(ui, app, &mut state);
    let view = View {
        project: earlier.as_deref().unwrap_or(&app.doc.project),
        whole: &app.doc.project,
        today: app.today(),
        tr: &app.catalogue,
        selected: app.selection.game,
        key: (
            app.doc.change_key().0,
            app.doc.change_key().1,
            state.earlier_season.clone(),
        ),
    };
    let chosen = pane_body_ui(ui, &view, &mut state, memory, &mut intents);
    let chosen_name = chosen
        .and_then(|i| current_season(view.project).ok()?.divisions.get(i))
        .map(|d| d.name.clone());
    // Exports are made from the season shown, the earlier one too.
    let exports: Vec<_> = intents
        .iter()
        .filter_map(|i| match i {
            Intent::Export(e) => chosen_name
                .as_deref()
                .map(|name| season_ui::export_bytes(view.project, name, *e, view.today)),
            _ => None,
        })
        .collect();
    drop(view);
    drop(earlier);
    for made in exports {
        match made {
            Ok((request, bytes)) => export_file(app, request, bytes, state_id),
            Err(e) => state.message = Some(e),
        }
    }
    let today = app.today();
    if state.read_only() {
        let season = state.earlier_season.clone().unwrap_or_default();
        if intents
            .iter()
            .any(|i| !matches!(i, Intent::SelectGame(_) | Intent::Export(_)))
        {
            state.message = Some(tr_args(
                &app.catalogue,
                "admin-earlier-season-unchanged",
                [("season", season.into())],
            ));
        }
        intents.retain(|i| matches!(i, Intent::SelectGame(_)));
    } else {
        let (ctx, tr, project) = (ui.ctx(), &app.catalogue, &app.doc.project);
        forms::division_dialog_ui(ctx, tr, &mut state, &mut intents);
        forms::edit_division_dialog_ui(ctx, tr, project, &mut state, &mut intents);
        start_ui::start_dialog_ui(ctx, tr, project, &mut state, &mut intents);
        start_ui::dates_dialog_ui(ctx, tr, &mut state, &mut intents);
        start_ui::organiser_dialog_ui(ctx, tr, &mut state, &mut intents);
        entries_ui::import_dialog_ui(ctx, tr, project, today, &mut state, &mut intents);
        details_ui::player_dialog_ui(ctx, tr, project, &mut state, &mut intents);
        details_ui::company_dialog_ui(ctx, tr, &mut state, &mut intents);
        rollover_ui::rollover_dialog_ui(ctx, tr, project, &mut state, &mut intents);
        if let Some(division) = chosen.and_then(|i| app.doc.project.divisions().get(i)) {
            replacement_ui::replacement_dialog_ui(
                ui.ctx(),
                &app.catalogue,
                &app.doc.project,
                division,
                &mut state,
                &mut intents,
            );
            let division = division.name.clone();
            forms::team_dialog_ui(
                ui.ctx(),
                &app.catalogue,
                &app.doc.project,
                &division,
                today,
                &mut state,
                &mut intents,
            );
        }
    }
    for intent in intents {
        match intent {
            Intent::Execute(command) => {
                app.execute(command);
                state.message = None;
            }
            Intent::AddDivision(command) => {
                app.execute(command);
                let last = app.doc.project.divisions().len().saturating_sub(1);
                ui.data_mut(|d| d.insert_persisted(memory, last));
            }
            Intent::SelectGame(id) => select(app, id),
            Intent::Entries(action) => entries_ui::run(app, action, state_id),
            Intent::ImportTableCsv => own_table_ui::import_csv(app, state_id),
            // Written above, from the season shown.
            Intent::Export(_) => {}
        }
    }
    ui.data_mut(|d| d.insert_temp(state_id, state));
}

/// The earlier season the organiser chose to see, as it stood (built once
/// per change of the project, kept in egui's memory); `None` for the
/// current season. A choice that names no earlier season any more (a
/// rollover made it current, an undo removed it) goes back to the current
/// season.
fn shown_earlier_season(
    ui: &egui::Ui,
    app: &CcdeskApp,
    state: &mut AdminState,
) -> Option<std::sync::Arc<Project>> {
    type Kept = std::sync::Arc<((u64, u64), String, std::sync::Arc<Project>)>;
    let name = state.earlier_season.clone()?;
    let project = &app.doc.project;
    let seasons = project.competition().map(|c| c.seasons.as_slice());
    let earlier = seasons.is_some_and(|s| s.iter().rev().skip(1).any(|season| season.name == name));
    if !earlier {
        state.earlier_season = None;
        return None;
    }
    let key = ui.scope_id().with("admin_earlier_season");
    let change = app.doc.change_key();
    if let Some(kept) = ui
        .data(|d| d.get_temp::<Kept>(key))
        .filter(|k| k.0 == change && k.1 == name)
    {
        return Some(kept.2.clone());
    }
    let view = std::sync::Arc::new(season_view(project, &name)?);
    let kept: Kept = std::sync::Arc::new((change, name, view.clone()));
    ui.data_mut(|d| d.insert_temp(key, kept));
    Some(view)
}

/// The current season's games of division `name`. Found once per change
/// of the project, not every frame: a competition that keeps twenty
/// seasons holds tens of thousands of past games.
fn division_games<'a>(ui: &egui::Ui, view: &View<'a>, name: &str) -> Vec<&'a Game> {
    // Where the games are in the project's list: the list does not change
    // while the change key stays the same.
    type Found = std::sync::Arc<((u64, u64, Option<String>), String, Vec<usize>)>;
    let project = view.project;
    let key = ui.scope_id().with("admin_division_games");
    let change = view.key.clone();
    let kept = ui
        .data(|d| d.get_temp::<Found>(key))
        .filter(|found| found.0 == change && found.1 == name);
    let found = kept.unwrap_or_else(|| {
        let ids = project
            .games()
            .iter()
            .enumerate()
            .filter(|(_, g)| {
                g.pairing
                    .as_ref()
                    .is_some_and(|p| p.is_current() && p.division == name)
            })
            .map(|(i, _)| i)
            .collect();
        let found: Found = std::sync::Arc::new((change, name.to_owned(), ids));
        ui.data_mut(|d| d.insert_temp(key, found.clone()));
        found
    });
    found
        .2
        .iter()
        .filter_map(|&i| project.games().get(i))
        .collect()
}

/// Draws everything but the dialogs; returns the index of the division
/// shown, if any.
fn pane_body_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    state: &mut AdminState,
    memory: egui::Id,
    intents: &mut Vec<Intent>,
) -> Option<usize> {
    let project = view.project;
    let tr = view.tr;
    let Some(competition) = &project.competition() else {
        ui.label(tr.t("admin-no-competition"));
        if ui
            .button(tr.t("admin-start-competition"))
            .on_hover_text(tr.t("admin-start-competition-hint"))
            .clicked()
        {
            state.start = Some(start_ui::StartForm::new(view.today));
        }
        return None;
    };
    ui.label(egui::RichText::new(&competition.name).strong());
    let Some(season) = competition.seasons.last() else {
        ui.label(tr.t("admin-no-season"));
        return None;
    };
    if let Some(whole) = view.whole.competition() {
        season_choice_ui(ui, tr, whole, state);
    }
    let trophies = ccdesk_domain::tournament::trophies::trophy_table(project, competition);
    if let Some(last) = trophies.last() {
        // The latest season's holders in sight, every season's in the list
        // (the same lines as `ccdesk trophies`).
        let champions = last
            .trophies
            .first()
            .map(|t| {
                t.holders
                    .join(&format!(" {} ", tr.t("admin-champions-and")))
            })
            .unwrap_or_default();
        egui::CollapsingHeader::new(tr_args(
            tr,
            "admin-champions",
            [
                ("season", last.season.as_str().into()),
                ("champions", champions.into()),
            ],
        ))
        .id_salt("trophies")
        .show(ui, |ui| {
            for season in trophies.iter().rev() {
                for line in season.lines() {
                    ui.label(line);
                }
            }
        });
    }
    let divisions = &season.divisions;
    if divisions.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.t("admin-no-divisions"));
            new_division_button_ui(ui, tr, state);
        });
        return None;
    }
    let mut chosen: usize = ui
        .data_mut(|d| d.get_persisted::<usize>(memory))
        .unwrap_or(0)
        .min(divisions.len() - 1);
    if let Some(i) = state
        .show_division
        .take()
        .and_then(|name| divisions.iter().position(|d| d.name == name))
    {
        chosen = i;
    }
    // Wrapped: in a narrow pane "new division…" goes to the next line
    // rather than being cut off.
    ui.horizontal_wrapped(|ui| {
        let title = division_title(tr, &divisions[chosen]);
        let combo = crate::combo_value::show_combo(
            ui,
            egui::ComboBox::from_id_salt("division_choice").width(text_width(ui, &title) + 8.0),
            title,
            |ui| {
                for (i, d) in divisions.iter().enumerate() {
                    ui.selectable_value(&mut chosen, i, division_title(tr, d));
                }
            },
        );
        // Never broken inside the word: it moves to the next line whole.
        let label = ui.add(
            egui::Label::new(tr.t("admin-division-label")).wrap_mode(egui::TextWrapMode::Extend),
        );
        combo.response.labelled_by(label.id);
        new_division_button_ui(ui, tr, state);
    });
    ui.data_mut(|d| d.insert_persisted(memory, chosen));
    let division = &divisions[chosen];
    let games = division_games(ui, view, &division.name);
    let titles: Vec<(Tab, String)> = Tab::ALL
        .into_iter()
        .map(|tab| {
            let count = |key, n: usize| tr_args(tr, key, [("n", n.into())]);
            let title = match tab {
                Tab::Teams => count("admin-tab-teams", division.teams.len()),
                Tab::Pairings => count("admin-tab-pairings", division.pairings.len()),
                Tab::Games => count("admin-tab-games", games.len()),
                Tab::Results => tr.t("admin-tab-results"),
                Tab::Standings => tr.t("admin-tab-standings"),
                Tab::Crosstable => tr.t("admin-tab-crosstable"),
                Tab::Deductions => tr.t("admin-tab-deductions"),
                Tab::Calendar => tr.t("admin-tab-calendar"),
                Tab::Fees => tr.t("admin-tab-fees"),
            };
            (tab, title)
        })
        .collect();
    tabs_ui(ui, tr, &titles, &mut state.tab);
    if let Some(message) = &state.message {
        if message.starts_with("wrote ") {
            ui.label(message);
        } else {
            ui.colored_label(WARN, message);
        }
    }
    ui.separator();
    match state.tab {
        Tab::Teams => teams_ui(ui, view, season, division, state, intents),
        Tab::Pairings => season_ui::pairings_ui(ui, view, division, state, intents),
        Tab::Games => games_ui(ui, view, division, &games, intents),
        Tab::Results => results_ui::results_ui(ui, view, season, division, &games, state, intents),
        Tab::Standings => tables_ui::standings_ui(ui, tr, project, season, division, intents),
        Tab::Crosstable => tables_ui::crosstable_ui(ui, tr, project, season, division, intents),
        Tab::Deductions => deductions_ui::deductions_ui(ui, view, season, division, state, intents),
        Tab::Calendar => {
            if !state.read_only() {
                calendar_buttons_ui(ui, tr, project, season, view.today, state);
            }
            season_ui::calendar_ui(ui, view, season, state, intents);
        }
        Tab::Fees => {
            if !state.read_only() {
                payments_ui::payments_ui(ui, tr, project, season, state, view.today, intents);
            }
            season_ui::fees_ui(ui, tr, project, season, view.today);
        }
    }
    Some(chosen)
}

/// The Calendar tab's buttons that change the season: its dates, the
/// Organiser, the next season.
fn calendar_buttons_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    season: &Season,
    today: chrono::NaiveDate,
    state: &mut AdminState,
) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr.t("admin-change-dates"))
            .on_hover_text(tr.t("admin-change-dates-hint"))
            .clicked()
        {
            state.dates = Some(start_ui::DatesForm::new(&season.calendar));
        }
        if ui
            .button(tr.t("admin-organiser"))
            .on_hover_text(tr.t("admin-organiser-hint"))
            .clicked()
            && let Some(competition) = project.competition()
        {
            state.organiser = Some(start_ui::OrganiserForm::new(competition));
        }
        if ui
            .button(tr.t("admin-next-season"))
            .on_hover_text(tr.t("admin-next-season-hint"))
            .clicked()
        {
            match rollover_ui::RolloverForm::new(tr, project, today) {
                Ok(form) => state.rollover = Some(form),
                Err(e) => state.message = Some(e),
            }
        }
    });
}

/// The season shown: the current one (where changes are made) or an
/// earlier one as it stood, read only, with a way back.
fn season_choice_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    competition: &ccdesk_domain::tournament::season::Competition,
    state: &mut AdminState,
) {
    let Some(current) = competition.seasons.last() else {
        return;
    };
    let title = |name: &str| {
        if name == current.name {
            tr_args(tr, "admin-season-current", [("name", name.into())])
        } else {
            name.to_owned()
        }
    };
    let mut shown = state
        .earlier_season
        .clone()
        .unwrap_or_else(|| current.name.clone());
    ui.horizontal_wrapped(|ui| {
        let label = ui.add(
            egui::Label::new(tr.t("admin-season-label")).wrap_mode(egui::TextWrapMode::Extend),
        );
        let shown_title = title(&shown);
        let combo = crate::combo_value::show_combo(
            ui,
            egui::ComboBox::from_id_salt("season_choice").width(text_width(ui, &shown_title) + 8.0),
            shown_title,
            |ui| {
                for season in competition.seasons.iter().rev() {
                    ui.selectable_value(&mut shown, season.name.clone(), title(&season.name));
                }
            },
        );
        combo
            .response
            .labelled_by(label.id)
            .on_hover_text(tr.t("admin-season-choice-hint"));
    });
    let earlier = (shown != current.name).then_some(shown);
    if earlier != state.earlier_season {
        if earlier.is_some() {
            state.close_change_forms();
        }
        state.message = None;
        state.earlier_season = earlier;
    }
    if let Some(name) = state.earlier_season.clone() {
        ui.horizontal_wrapped(|ui| {
            ui.colored_label(
                CAUTION,
                tr_args(
                    tr,
                    "admin-season-read-only",
                    [("name", name.as_str().into())],
                ),
            );
            if ui
                .button(tr_args(
                    tr,
                    "admin-season-back",
                    [("name", current.name.as_str().into())],
                ))
                .on_hover_text(tr.t("admin-season-back-hint"))
                .clicked()
            {
                state.earlier_season = None;
                state.message = None;
            }
        });
    }
}

fn new_division_button_ui(ui: &mut egui::Ui, tr: &Catalogue, state: &mut AdminState) {
    if !state.read_only()
        && ui
            .button(tr.t("admin-new-division"))
            .on_hover_text(tr.t("admin-new-division-hint"))
            .clicked()
    {
        state.new_division = Some(forms::DivisionForm::default());
    }
}

/// "Division 1 (6 teams, 4 boards)", "Division 3 (1 team, 1 board)".
fn division_title(tr: &Catalogue, d: &Division) -> String {
    tr_args(
        tr,
        "admin-division-title",
        [
            ("name", d.name.as_str().into()),
            ("teams", d.teams.len().into()),
            ("boards", usize::from(d.boards).into()),
        ],
    )
}

/// The width `text` takes as a button's text.
fn text_width(ui: &egui::Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    ui.ctx().fonts_mut(|f| {
        f.layout_no_wrap(text.to_owned(), font, egui::Color32::BLACK)
            .size()
            .x
    })
}

/// The tabs on one line: those that do not fit fold into a menu at the
/// end of the line, named after the tab chosen in it.
fn tabs_ui(ui: &mut egui::Ui, tr: &Catalogue, titles: &[(Tab, String)], chosen: &mut Tab) {
    let more = tr.t("admin-tabs-more");
    let pad = 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x;
    let widths: Vec<f32> = titles
        .iter()
        .map(|(_, t)| text_width(ui, t) + pad)
        .collect();
    let available = ui.available_width();
    let fit = if widths.iter().sum::<f32>() <= available {
        titles.len()
    } else {
        let folded_title = titles
            .iter()
            .map(|(_, t)| text_width(ui, &format!("{t} ▾")))
            .fold(text_width(ui, &more), f32::max)
            + pad;
        let mut used = folded_title;
        widths
            .iter()
            .take_while(|w| {
                used += **w;
                used <= available
            })
            .count()
    };
    ui.horizontal(|ui| {
        for (tab, title) in &titles[..fit] {
            if ui
                .add(egui::Button::selectable(*chosen == *tab, title.as_str()))
                .clicked()
            {
                *chosen = *tab;
            }
        }
        let folded = &titles[fit..];
        if folded.is_empty() {
            return;
        }
        let in_menu = folded.iter().find(|(tab, _)| tab == chosen);
        let label = in_menu.map_or_else(|| more.clone(), |(_, t)| format!("{t} ▾"));
        let text = if in_menu.is_some() {
            egui::RichText::new(label).strong()
        } else {
            egui::RichText::new(label)
        };
        ui.menu_button(text, |ui| {
            for (tab, title) in folded {
                if ui
                    .add(egui::Button::selectable(*chosen == *tab, title.as_str()))
                    .clicked()
                {
                    *chosen = *tab;
                    ui.close();
                }
            }
        })
        .response
        .on_hover_text(tr.t("admin-tabs-more-hint"));
    });
}

/// The division's games, the selected one highlighted; a click shows it in
/// every pane.
fn games_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    division: &Division,
    games: &[&Game],
    intents: &mut Vec<Intent>,
) {
    let project = view.project;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let scrolled = egui::ScrollArea::vertical()
        .id_salt(("games_scroll", &division.name))
        .auto_shrink([false, false])
        .show_rows(ui, row_height, games.len(), |ui, range| {
            for game in &games[range] {
                let selected = view.selected == Some(game.id);
                let text = format!(
                    "{}  ({})",
                    game_label(project, game),
                    ccdesk_domain::game_state::game_state(project, game, view.today).words(
                        ccdesk_domain::message::wording::Wording::of(view.tr.language())
                    )
                );
                let label = egui::Button::selectable(selected, text.as_str()).truncate();
                if ui.add(label).on_hover_text(&text).clicked() {
                    intents.push(Intent::SelectGame(game.id));
                }
            }
        });
    super::scroll_bars::name_bars(ui.ctx(), &scrolled, &view.tr.t("admin-games-list"));
}

/// One line of the teams list.
enum TeamLine<'a> {
    Team(usize),
    Player(usize, usize),
    Finding(&'a Finding),
    /// A step of the team's company recorded after its deadline (C10,
    /// C11), in the domain's words.
    Late(String),
}

/// The division's teams with their players in board order, and beside each
/// team what the eligibility check found (C06, C07, C12-C14): never
/// silently allowed.
fn teams_ui(
    ui: &mut egui::Ui,
    view: &View<'_>,
    season: &Season,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, today, tr) = (view.project, view.today, view.tr);
    let read_only = state.read_only();
    ui.horizontal_wrapped(|ui| {
        if !read_only
            && ui
                .button(tr.t("admin-add-team"))
                .on_hover_text(tr.t("admin-add-team-hint"))
                .clicked()
        {
            state.new_team = Some(forms::TeamForm::default());
        }
        if !read_only
            && !division.teams.is_empty()
            && ui
                .button(tr.t("admin-replace-player"))
                .on_hover_text(tr.t("admin-replace-player-hint"))
                .clicked()
        {
            state.replacement = Some(replacement_ui::ReplacementForm::new(today));
        }
        if !read_only {
            entries_ui::entries_menu_ui(ui, tr, intents);
        }
        if !division.teams.is_empty()
            && ui
                .button(tr.t("admin-labels-pdf"))
                .on_hover_text(tr.t("admin-labels-pdf-hint"))
                .clicked()
        {
            intents.push(Intent::Export(season_ui::Export::LabelsPdf));
        }
        if !read_only
            && ui
                .button(tr.t("admin-edit-division"))
                .on_hover_text(tr.t("admin-edit-division-hint"))
                .clicked()
        {
            state.edit_division = Some(forms::DivisionForm::editing(division));
        }
    });
    let findings = check_season(project, season);
    // A combined team waiting for the Committee (C07) is approved with the
    // date of its ruling: the field's, today by default.
    let approval_pending = findings
        .iter()
        .any(|f| f.rule == "C07" && f.severity == Severity::Note);
    let ruled_on = if approval_pending && !read_only {
        season_ui::step_date_ui(ui, tr, &mut state.step_date, today)
    } else {
        None
    };
    // A breach reads as `ccdesk check` lists it: with its ruling, or the
    // ruling due (C21, C15).
    let rulings = ccdesk_domain::validate::rulings_due_in(project, season);
    let mut lines = Vec::new();
    for (i, team) in division.teams.iter().enumerate() {
        lines.push(TeamLine::Team(i));
        let mut mine: Vec<&Finding> = findings.iter().filter(|f| f.team == team.id).collect();
        mine.sort_by_key(|f| std::cmp::Reverse(f.severity));
        lines.extend(mine.into_iter().map(TeamLine::Finding));
        for company in std::iter::once(team.company).chain(team.partner) {
            for (step, what) in [
                (CompanyStep::Entry, tr.t("admin-late-entry")),
                (CompanyStep::Form, tr.t("admin-late-team-form")),
            ] {
                if let Some(late) = company_step_late(season, step, company) {
                    let whose = project
                        .company(company)
                        .filter(|_| team.partner.is_some())
                        .map(|c| {
                            let of = [("company", c.name.as_str().into())];
                            format!(" {}", tr_args(tr, "admin-late-of", of))
                        })
                        .unwrap_or_default();
                    let late = late.worded(tr);
                    lines.push(TeamLine::Late(format!("    {what}{whose} {late}")));
                }
            }
        }
        lines.extend((0..team.players.len()).map(|b| TeamLine::Player(i, b)));
    }
    if division.teams.is_empty() {
        ui.label(tr.t("admin-no-teams"));
        return;
    }
    let marks = [
        tr.t("admin-team-expelled"),
        tr.t("admin-team-ineligible"),
        tr.t("admin-team-check"),
    ];
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let scrolled = egui::ScrollArea::vertical()
        .id_salt(("teams_scroll", &division.name))
        .auto_shrink([false, false])
        .show_rows(ui, row_height, lines.len(), |ui, range| {
            for line in &lines[range] {
                match line {
                    TeamLine::Team(i) => {
                        let Some(team) = division.teams.get(*i) else {
                            continue;
                        };
                        let company = project
                            .company(team.company)
                            .map_or_else(|| team.company.to_string(), |c| c.name.clone());
                        let worst = findings
                            .iter()
                            .filter(|f| f.team == team.id)
                            .map(|f| f.severity)
                            .max();
                        let expelled = std::iter::once(team.company).chain(team.partner).any(|c| {
                            ccdesk_domain::tournament::expulsion::is_expelled(&season.records, c)
                        });
                        let mark = match worst {
                            _ if expelled => format!("  {}", marks[0]),
                            Some(Severity::Breach) => format!("  {}", marks[1]),
                            Some(Severity::Warning) => format!("  {}", marks[2]),
                            _ => String::new(),
                        };
                        let text = egui::RichText::new(format!(
                            "{}  {}  ({company}){mark}",
                            ccdesk_domain::tournament::division::team_letter(*i),
                            team.name
                        ))
                        .strong();
                        if read_only {
                            ui.label(text);
                            continue;
                        }
                        let line = ui
                            .add(egui::Button::new(text).frame(false))
                            .on_hover_text(tr.t("admin-team-hint"));
                        if line.clicked()
                            && let Some(c) = project.company(team.company)
                        {
                            state.company = Some(details_ui::CompanyForm::new(c));
                        }
                        line.context_menu(|ui| {
                            // The command refuses a paired team (E9.1), in
                            // the same words everywhere.
                            if ui.button(tr.t("admin-remove-team")).clicked() {
                                intents.push(Intent::Execute(Command::Tournament(
                                    TournamentCommand::RemoveTeam {
                                        division: division.name.clone(),
                                        team: team.id,
                                    },
                                )));
                                ui.close();
                            }
                        });
                    }
                    TeamLine::Player(i, b) => {
                        let Some(team) = division.teams.get(*i) else {
                            continue;
                        };
                        let Some(p) = team.players.get(*b) else {
                            continue;
                        };
                        let captain = if team.captain == Some(*p) {
                            format!(" {}", tr.t("admin-captain"))
                        } else {
                            String::new()
                        };
                        // Who played the board before, and in which games (C20).
                        let before = u8::try_from(b + 1)
                            .ok()
                            .zip(current_season(project).ok())
                            .and_then(|(board, season)| {
                                replaced_note(
                                    project,
                                    &board_history(project, season, division, team, board),
                                )
                            })
                            .map(|n| format!(" · {n}"))
                            .unwrap_or_default();
                        let text = format!(
                            "    {}{captain}{before}",
                            tr_args(
                                tr,
                                "admin-board-player",
                                [
                                    ("board", (b + 1).into()),
                                    ("player", project.player_name(*p).into()),
                                ],
                            )
                        );
                        if read_only {
                            ui.label(text);
                            continue;
                        }
                        let line = ui
                            .add(egui::Button::new(text).frame(false))
                            .on_hover_text(tr.t("admin-player-hint"));
                        if line.clicked()
                            && let Some(player) = project.player(*p)
                        {
                            state.player = Some(details_ui::PlayerForm::new(player, today));
                        }
                        line.context_menu(|ui| {
                            team_player_menu(ui, tr, division, team, *p, *b, intents);
                        });
                    }
                    TeamLine::Late(text) => {
                        ui.colored_label(CAUTION, text);
                    }
                    TeamLine::Finding(f) => {
                        let colour = match f.severity {
                            Severity::Breach => WARN,
                            Severity::Warning => CAUTION,
                            Severity::Note => ui.visuals().weak_text_color(),
                        };
                        let ruling = rulings
                            .iter()
                            .find(|r| r.team == f.team && r.rule == f.rule && r.breach == f.kind);
                        let text = match ruling {
                            Some(r) => format!(
                                "    {}",
                                tr_args(tr, "admin-breach", [("ruling", r.worded(tr).into())],)
                            ),
                            None => format!("    {}", f.worded(tr)),
                        };
                        // One line per finding (the list lays out only the
                        // rows in view); the whole finding on hover.
                        ui.horizontal(|ui| {
                            // A combined team waits for the Committee (C07):
                            // its approval is recorded here, dated as the
                            // field above says (disabled while it is not a
                            // date: the reason is beside the field).
                            if f.rule == "C07" && f.severity == Severity::Note && !read_only {
                                let day = ruled_on.unwrap_or(today);
                                if ui
                                    .add_enabled(
                                        ruled_on.is_some(),
                                        egui::Button::new(tr.t("admin-approved")).small(),
                                    )
                                    .on_hover_text(tr_args(
                                        tr,
                                        "admin-approved-hint",
                                        [("day", day.to_string().into())],
                                    ))
                                    .clicked()
                                {
                                    intents.push(Intent::Execute(Command::Tournament(
                                        TournamentCommand::ApproveCombinedTeam {
                                            team: f.team,
                                            date: day,
                                        },
                                    )));
                                }
                            }
                            ui.add(
                                egui::Label::new(egui::RichText::new(&text).color(colour))
                                    .truncate(),
                            )
                            .on_hover_text(text.trim_start());
                        });
                    }
                }
            }
        });
    super::scroll_bars::name_bars(ui.ctx(), &scrolled, &tr.t("admin-teams-list"));
}

/// A team player's right-click menu: a board up or down (C14), another
/// team of the division, or off the team (C11). The commands refuse what
/// the rules refuse (a paired team changes players only by replacement,
/// C20; a full team takes no one, C06) and the window shows why.
fn team_player_menu(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    division: &ccdesk_domain::tournament::Division,
    team: &ccdesk_domain::tournament::Team,
    player: ccdesk_domain::ids::PlayerId,
    index: usize,
    intents: &mut Vec<Intent>,
) {
    let board = u8::try_from(index + 1).unwrap_or(u8::MAX);
    let mut chosen = None;
    let to_board = |key, board: u8| tr_args(tr, key, [("board", board.into())]);
    if index > 0 && ui.button(to_board("admin-board-up", board - 1)).clicked() {
        chosen = Some(TournamentCommand::MoveTeamPlayer {
            player,
            team: team.id,
            board: board - 1,
        });
    }
    if index + 1 < team.players.len()
        && ui.button(to_board("admin-board-down", board + 1)).clicked()
    {
        chosen = Some(TournamentCommand::MoveTeamPlayer {
            player,
            team: team.id,
            board: board + 1,
        });
    }
    let others: Vec<_> = division.teams.iter().filter(|t| t.id != team.id).collect();
    if !others.is_empty() {
        ui.menu_button(tr.t("admin-move-to-team"), |ui| {
            for other in others {
                let to = u8::try_from(other.players.len() + 1).unwrap_or(u8::MAX);
                let text = tr_args(
                    tr,
                    "admin-move-to-team-board",
                    [("team", other.name.as_str().into()), ("board", to.into())],
                );
                if ui.button(text).clicked() {
                    chosen = Some(TournamentCommand::MoveTeamPlayer {
                        player,
                        team: other.id,
                        board: to,
                    });
                }
            }
        });
    }
    if ui.button(tr.t("admin-take-off-team")).clicked() {
        chosen = Some(TournamentCommand::RemoveTeamPlayer {
            team: team.id,
            player,
        });
    }
    if let Some(command) = chosen {
        intents.push(Intent::Execute(Command::Tournament(command)));
        ui.close();
    }
}
