//! The organiser's forms for starting a season: a new division (name and
//! boards, C05) and a new team (name, company, players in board order,
//! C14; entered as the domain plans an entry). Each builds one command,
//! so one undo takes it back.

use super::{AdminState, Intent, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::command::CompanyStep;
use ccdesk_domain::tournament::late_step::step_late;
use ccdesk_domain::tournament::team_entry::{EnteredPlayer, TeamEntry, plan_team_entry};
use ccdesk_domain::tournament::{Division, TournamentCommand};
use chrono::NaiveDate;

/// The "new division" form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct DivisionForm {
    /// Its name.
    pub(crate) name: String,
    /// Boards per team, as typed.
    pub(crate) boards: String,
    /// Why the last try was refused.
    pub(crate) error: Option<String>,
    /// The division being edited (its name), when not a new one.
    pub(crate) original: Option<String>,
}

impl DivisionForm {
    /// The form showing `division`, to rename it or change its boards.
    pub(crate) fn editing(division: &Division) -> Self {
        DivisionForm {
            name: division.name.clone(),
            boards: division.boards.to_string(),
            error: None,
            original: Some(division.name.clone()),
        }
    }

    /// The command that renames the division or changes its boards, or
    /// why not: boards change only before the division is paired (C05).
    fn edit_command(&self, tr: &Catalogue, project: &Project) -> Result<Command, String> {
        let original = self.original.clone().unwrap_or_default();
        let d = project
            .divisions()
            .iter()
            .find(|d| d.name == original)
            .ok_or_else(|| {
                tr_args(
                    tr,
                    "forms-no-division",
                    [("division", original.as_str().into())],
                )
            })?;
        let (name, boards) = self.name_and_boards(tr)?;
        if boards != d.boards && d.boards_fixed() {
            return Err(tr_args(
                tr,
                "forms-boards-fixed",
                [
                    ("division", original.as_str().into()),
                    ("boards", d.boards.into()),
                ],
            ));
        }
        Ok(Command::Tournament(TournamentCommand::EditDivision {
            division: original,
            name: name.to_owned(),
            boards,
        }))
    }

    /// The name and boards typed, or why they cannot be used (C05).
    fn name_and_boards(&self, tr: &Catalogue) -> Result<(&str, u8), String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(tr.t("forms-give-name"));
        }
        let boards: u8 = self
            .boards
            .trim()
            .parse()
            .ok()
            .filter(|b| *b >= 1)
            .ok_or_else(|| tr.t("forms-boards-number"))?;
        Ok((name, boards))
    }

    /// The command that adds the division, or why not.
    fn command(&self, tr: &Catalogue) -> Result<Command, String> {
        let (name, boards) = self.name_and_boards(tr)?;
        Ok(Command::Tournament(TournamentCommand::AddDivision {
            division: Box::new(Division {
                name: name.to_owned(),
                boards,
                teams: Vec::new(),
                draw_seed: None,
                pairings: Vec::new(),
            }),
            index: None,
        }))
    }
}

/// The "add team" form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct TeamForm {
    /// The team's name.
    pub(crate) name: String,
    /// The company's name (a new company when no company has it).
    pub(crate) company: String,
    /// The players, board 1 first, separated by commas or new lines.
    pub(crate) players: String,
    /// The day the entry and team form arrived (C10, C11), as typed;
    /// empty: today.
    pub(crate) received: String,
    /// Why the last try was refused.
    pub(crate) error: Option<String>,
}

impl TeamForm {
    /// The day the entry and form arrived: what is typed, else `today`.
    fn received_on(&self, tr: &Catalogue, today: NaiveDate) -> Result<NaiveDate, String> {
        if self.received.trim().is_empty() {
            return Ok(today);
        }
        crate::ledger_pane::parse_date(&self.received)
            .map_err(|e| format!("{}: {e}", tr.t("payments-received")))
    }

    /// The command that enters the team in `division` on the day typed
    /// (`today` when none), as the
    /// domain plans an entry ([`plan_team_entry`]: its company and new
    /// players as needed, the company's entry and team form, C10, C11),
    /// the first player its captain; or why not.
    fn command(
        &self,
        tr: &Catalogue,
        project: &Project,
        division: &str,
        today: NaiveDate,
    ) -> Result<Command, String> {
        let players = self
            .players
            .split([',', '\n'])
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(EnteredPlayer::named)
            .collect();
        let entry = TeamEntry {
            division: division.to_owned(),
            name: self.name.clone(),
            company: self.company.clone(),
            partner: None,
            players,
            captain: Some(1),
        };
        let received = self.received_on(tr, today)?;
        plan_team_entry(project, entry, received).map_err(|e| e.to_string())
    }
}

/// A labelled text field in this dialog's grid, 260 points wide.
fn field_ui(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) {
    crate::form_row::text_row_ui(ui, label, value, hint, 260.0);
}

/// Draws the "new division" dialog while it is open.
pub(crate) fn division_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.new_division else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("new_division_dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(tr.t("forms-new-division"));
        egui::Grid::new("new_division_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let example = tr.t("forms-division-example");
                field_ui(ui, &tr.t("forms-name"), &mut form.name, &example);
                let per_team = tr.t("forms-boards-hint");
                field_ui(ui, &tr.t("forms-boards"), &mut form.boards, &per_team);
            });
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("forms-add-division"),
            |f| f.command(tr).map(Intent::AddDivision),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.new_division = None;
    }
}

/// Draws the "add team" dialog while it is open.
pub(crate) fn team_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    division: &str,
    today: NaiveDate,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.new_team else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("new_team_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(tr_args(
            tr,
            "forms-add-team-title",
            [("division", division.into())],
        ));
        egui::Grid::new("new_team_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                field_ui(ui, &tr.t("tables-team"), &mut form.name, "Lloyd's Bank I");
                let company_hint = tr.t("forms-company-hint");
                field_ui(ui, &tr.t("fees-company"), &mut form.company, &company_hint);
                let players_hint = tr.t("forms-players-hint");
                field_ui(ui, &tr.t("forms-players"), &mut form.players, &players_hint);
                let hint = today.format("%Y-%m-%d").to_string();
                field_ui(ui, &tr.t("payments-received"), &mut form.received, &hint);
            });
        ui.label(tr.t("forms-captain-first"));
        // rule: C10, C11 — the entry and form arrived on the day typed;
        // said late here as the due list will say it.
        let season = project.competition().and_then(|c| c.seasons.last());
        if let (Some(season), Ok(day)) = (season, form.received_on(tr, today)) {
            for step in [CompanyStep::Entry, CompanyStep::Form] {
                if let Some(late) = step_late(&season.calendar, step, day) {
                    ui.colored_label(super::CAUTION, late.to_string());
                }
            }
        }
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("forms-add-team"),
            |f| f.command(tr, project, division, today).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.new_team = None;
    }
}

/// Draws the "edit division" dialog while it is open.
pub(crate) fn edit_division_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.edit_division else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("edit_division_dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        let the_division = tr.t("forms-the-division");
        ui.heading(tr_args(
            tr,
            "forms-edit-title",
            [(
                "division",
                form.original.as_deref().unwrap_or(&the_division).into(),
            )],
        ));
        egui::Grid::new("edit_division_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let example = tr.t("forms-division-example");
                field_ui(ui, &tr.t("forms-division-name"), &mut form.name, &example);
                field_ui(ui, &tr.t("forms-boards-per-team"), &mut form.boards, "C05");
            });
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("forms-save-division"),
            |f| f.edit_command(tr, project).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.edit_division = None;
    }
}
