//! Starting a competition in a project that has none (File > New, then
//! "start a competition…"): its name, the Organiser (C03), the first
//! season's name and its dates, filled in with the seed's defaults for the
//! year (C09-C11, C16, C19, C24, C25, C28) and editable. The same dates
//! form changes a running season's dates, and the organiser form names the
//! Organiser with his postal address (P12). Each is one undoable command.

use chrono::{Datelike, NaiveDate};

use super::{AdminState, Intent, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::{
    Competition, Season, SeasonCalendar, SeasonRecords, TournamentCommand,
};

/// The season's dates as typed, one field per date.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct CalendarFields {
    /// Entries close, C09 to C28 in the order of [`CalendarFields::LABELS`].
    values: [String; 8],
}

impl CalendarFields {
    /// The catalogue key of each date's label, with the rule that sets it.
    const LABELS: [&'static str; 8] = [
        "start-entries-close",
        "start-forms-due",
        "start-pairings-set",
        "start-play-starts",
        "start-play-closes",
        "start-submissions-due",
        "start-both-default",
        "start-fees-due",
    ];

    /// The fields showing `calendar`.
    pub(crate) fn from_calendar(c: &SeasonCalendar) -> Self {
        let dates = [
            c.entries,
            c.forms,
            c.pairings,
            c.play_starts,
            c.play_closes,
            c.submissions,
            c.both_default,
            c.fees_due,
        ];
        CalendarFields {
            values: dates.map(|d| d.to_string()),
        }
    }

    /// The dates typed, or which one is not a date.
    pub(crate) fn calendar(&self, tr: &Catalogue) -> Result<SeasonCalendar, String> {
        let mut dates = [NaiveDate::MIN; 8];
        for ((date, text), label) in dates.iter_mut().zip(&self.values).zip(Self::LABELS) {
            *date = NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
                tr_args(
                    tr,
                    "start-not-a-date",
                    [("field", tr.t(label).into()), ("text", text.trim().into())],
                )
            })?;
        }
        let [
            entries,
            forms,
            pairings,
            play_starts,
            play_closes,
            submissions,
            both_default,
            fees_due,
        ] = dates;
        Ok(SeasonCalendar {
            entries,
            forms,
            pairings,
            play_starts,
            play_closes,
            submissions,
            both_default,
            fees_due,
        })
    }

    /// Draws the eight date fields as rows of a two-column grid.
    pub(crate) fn grid_ui(&mut self, ui: &mut egui::Ui, tr: &Catalogue) {
        for (label, value) in Self::LABELS.iter().zip(self.values.iter_mut()) {
            let l = ui.label(tr.t(label));
            ui.add(
                egui::TextEdit::singleline(value)
                    .hint_text("YYYY-MM-DD")
                    .desired_width(110.0),
            )
            .labelled_by(l.id);
            ui.end_row();
        }
    }
}

/// The year a season being set up today starts in: this year from July,
/// else last year (a season runs from September to the next summer).
#[must_use]
pub(crate) fn season_year(today: NaiveDate) -> i32 {
    if today.month() >= 7 {
        today.year()
    } else {
        today.year() - 1
    }
}

/// The "start a competition" form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StartForm {
    /// The competition's name.
    name: String,
    /// The Organiser (C03).
    organiser: String,
    /// The Organiser's postal address (P12, C23).
    organiser_address: String,
    /// The first season's name.
    season: String,
    /// The year entries close in, as typed.
    year: String,
    /// The season's dates.
    dates: CalendarFields,
    /// Why the last try was refused.
    error: Option<String>,
}

impl StartForm {
    /// A form for the season starting in the year of `today` (see
    /// [`season_year`]), with the seed's dates.
    pub(crate) fn new(today: NaiveDate) -> Self {
        let year = season_year(today);
        StartForm {
            name: String::new(),
            organiser: String::new(),
            organiser_address: String::new(),
            season: format!("{year}-{:02}", (year + 1).rem_euclid(100)),
            year: year.to_string(),
            dates: SeasonCalendar::default_for(year)
                .map(|c| CalendarFields::from_calendar(&c))
                .unwrap_or_default(),
            error: None,
        }
    }

    /// Puts the seed's dates for the year typed in the date fields.
    fn fill_default_dates(&mut self, tr: &Catalogue) {
        match self
            .year
            .trim()
            .parse::<i32>()
            .ok()
            .and_then(SeasonCalendar::default_for)
        {
            Some(c) => {
                self.dates = CalendarFields::from_calendar(&c);
                self.error = None;
            }
            None => self.error = Some(tr.t("start-year-invalid")),
        }
    }

    /// The command that starts the competition in `project` (naming a
    /// new project after it), or why not.
    fn command(&self, tr: &Catalogue, project: &Project) -> Result<Command, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(tr.t("start-give-name"));
        }
        let season = self.season.trim();
        if season.is_empty() {
            return Err(tr.t("start-give-season"));
        }
        let calendar = self.dates.calendar(tr)?;
        if let Some(problem) =
            ccdesk_domain::tournament::competition_ops::calendar_problem(&calendar)
        {
            return Err(problem.to_string());
        }
        Ok(
            ccdesk_domain::tournament::competition_ops::start_competition_command(
                project,
                Competition {
                    name: name.to_owned(),
                    organiser: self.organiser.trim().to_owned(),
                    organiser_address: self.organiser_address.trim().to_owned(),
                    seasons: vec![Season {
                        name: season.to_owned(),
                        calendar,
                        divisions: Vec::new(),
                        records: SeasonRecords::default(),
                    }],
                },
            ),
        )
    }
}

/// A labelled text field in this dialog's grid, 280 points wide.
fn text_row_ui(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) {
    crate::form_row::text_row_ui(ui, label, value, hint, 280.0);
}

/// A labelled address field of three lines in this dialog's grid.
fn address_row_ui(ui: &mut egui::Ui, tr: &Catalogue, value: &mut String) {
    let l = ui.label(tr.t("start-organiser-address"));
    ui.add(
        egui::TextEdit::multiline(value)
            .hint_text(tr.t("start-organiser-address-hint"))
            .desired_rows(3)
            .desired_width(280.0),
    )
    .labelled_by(l.id);
    ui.end_row();
}

/// Draws the "start a competition" dialog while it is open.
pub(crate) fn start_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.start else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("start_competition_dialog")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(tr.t("start-title"));
        egui::Grid::new("start_competition_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let name = tr.t("start-competition");
                let example = tr.t("start-competition-example");
                text_row_ui(ui, &name, &mut form.name, &example);
                let (organiser, hint) = (tr.t("start-organiser"), tr.t("start-organiser-hint"));
                text_row_ui(ui, &organiser, &mut form.organiser, &hint);
                address_row_ui(ui, tr, &mut form.organiser_address);
                text_row_ui(ui, &tr.t("start-season"), &mut form.season, "2026-27");
                let (year, hint) = (tr.t("start-first-year"), tr.t("start-first-year-hint"));
                text_row_ui(ui, &year, &mut form.year, &hint);
            });
        if ui
            .button(tr.t("start-seed-dates"))
            .on_hover_text(tr.t("start-seed-dates-hint"))
            .clicked()
        {
            form.fill_default_dates(tr);
        }
        egui::Grid::new("start_competition_dates")
            .num_columns(2)
            .spacing([10.0, 4.0])
            .show(ui, |ui| form.dates.grid_ui(ui, tr));
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("start-start"),
            |f| f.command(tr, project).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.start = None;
    }
}

/// The "change the season's dates" form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DatesForm {
    /// The dates.
    dates: CalendarFields,
    /// Why the last try was refused.
    error: Option<String>,
}

impl DatesForm {
    /// The form showing the season's dates.
    pub(crate) fn new(calendar: &SeasonCalendar) -> Self {
        DatesForm {
            dates: CalendarFields::from_calendar(calendar),
            error: None,
        }
    }
}

/// Draws the "season dates" dialog while it is open.
pub(crate) fn dates_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.dates else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("season_dates_dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(tr.t("start-season-dates"));
        egui::Grid::new("season_dates_grid")
            .num_columns(2)
            .spacing([10.0, 4.0])
            .show(ui, |ui| form.dates.grid_ui(ui, tr));
        let change = |f: &DatesForm| {
            let calendar = f.dates.calendar(tr)?;
            match ccdesk_domain::tournament::competition_ops::calendar_problem(&calendar) {
                Some(p) => Err(p.to_string()),
                None => Ok(Intent::Execute(Command::Tournament(
                    TournamentCommand::SetCalendar(Box::new(calendar)),
                ))),
            }
        };
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("start-change-dates"),
            change,
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.dates = None;
    }
}

/// The "organiser" form: the competition's Organiser and his address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OrganiserForm {
    /// His name (C03).
    name: String,
    /// His postal address (P12, C23).
    address: String,
    /// Why the last try was refused.
    error: Option<String>,
}

impl OrganiserForm {
    /// The form showing `competition`'s Organiser.
    pub(crate) fn new(competition: &Competition) -> Self {
        OrganiserForm {
            name: competition.organiser.clone(),
            address: competition.organiser_address.clone(),
            error: None,
        }
    }

    fn command(&self) -> Command {
        Command::Tournament(TournamentCommand::SetOrganiser {
            name: self.name.trim().to_owned(),
            address: self.address.trim().to_owned(),
        })
    }
}

/// Draws the "organiser" dialog while it is open.
pub(crate) fn organiser_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.organiser else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("organiser_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(tr.t("start-organiser-title"));
        egui::Grid::new("organiser_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let (organiser, hint) = (tr.t("start-organiser"), tr.t("start-organiser-hint"));
                text_row_ui(ui, &organiser, &mut form.name, &hint);
                address_row_ui(ui, tr, &mut form.address);
            });
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("start-save-organiser"),
            |f| Ok(Intent::Execute(f.command())),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.organiser = None;
    }
}
