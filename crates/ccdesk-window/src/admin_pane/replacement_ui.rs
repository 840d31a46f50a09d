//! A replacement approved by the Organiser (C20): the team, the board, and
//! who takes it over (a player already known, or a new one of the team's
//! company); he takes over the board and the unfinished games of the player
//! replaced, finished games keep their players. The domain plans it
//! ([`plan_replacement`]); one undoable step; the eligibility check then
//! looks at him like any other player (C12, C13, C21).

use chrono::NaiveDate;

use super::{AdminState, Intent, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::{PlayerId, TeamId};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::Division;
use ccdesk_domain::tournament::replacement_plan::plan_replacement;

/// The "replace a player" form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ReplacementForm {
    team: Option<TeamId>,
    board: u8,
    /// The replacement's name: a known player of the company, else a new one.
    by: String,
    approved: String,
    error: Option<String>,
}

impl ReplacementForm {
    /// An empty form dated `today`.
    pub(crate) fn new(today: NaiveDate) -> Self {
        ReplacementForm {
            board: 1,
            approved: today.to_string(),
            ..ReplacementForm::default()
        }
    }

    fn command(
        &self,
        tr: &Catalogue,
        project: &Project,
        division: &Division,
    ) -> Result<Command, String> {
        let team = self.team.ok_or_else(|| tr.t("replacement-choose-team"))?;
        let approved =
            NaiveDate::parse_from_str(self.approved.trim(), "%Y-%m-%d").map_err(|_| {
                let field = [("field", tr.t("replacement-approved").into())];
                tr_args(tr, "deductions-not-a-date", field)
            })?;
        plan_replacement(project, division, team, self.board, &self.by, approved)
            .map_err(|e| e.to_string())
    }
}

/// Players of the project who could replace on `team`: of its company, not
/// in the team already.
fn candidates(project: &Project, division: &Division, team: Option<TeamId>) -> Vec<PlayerId> {
    let Some(team) = team.and_then(|t| division.team(t)) else {
        return Vec::new();
    };
    project
        .players()
        .iter()
        .filter(|p| p.company == Some(team.company) && !team.players.contains(&p.id))
        .map(|p| p.id)
        .collect()
}

/// Draws the "replace a player" dialog while it is open.
pub(crate) fn replacement_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.replacement else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("replacement_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(tr.t("replacement-title"));
        egui::Grid::new("replacement_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let l = ui.label(tr.t("tables-team"));
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("replacement_team"),
                    form.team
                        .and_then(|t| division.team(t))
                        .map_or_else(|| tr.t("deductions-choose"), |t| t.name.clone()),
                    |ui| {
                        for t in &division.teams {
                            ui.selectable_value(&mut form.team, Some(t.id), &t.name);
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("replacement-board"));
                let team = form.team.and_then(|t| division.team(t));
                let board_text = |b: u8| {
                    let who = team
                        .and_then(|t| t.player_on(b))
                        .map_or("", |p| project.player_name(p));
                    format!("{b}: {who}")
                };
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("replacement_board"),
                    board_text(form.board),
                    |ui| {
                        for b in 1..=division.boards {
                            ui.selectable_value(&mut form.board, b, board_text(b));
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("replacement-by"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.by)
                        .hint_text(tr.t("replacement-by-hint"))
                        .desired_width(260.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("replacement-approved"));
                ui.add(egui::TextEdit::singleline(&mut form.approved).desired_width(110.0))
                    .labelled_by(l.id);
                ui.end_row();
            });
        let known = candidates(project, division, form.team);
        if !known.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr.t("replacement-known"));
                for p in known {
                    if ui.small_button(project.player_name(p)).clicked() {
                        form.by = project.player_name(p).to_owned();
                    }
                }
            });
        }
        ui.label(tr.t("replacement-takes-over"));
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("replacement-approve"),
            |f| f.command(tr, project, division).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.replacement = None;
    }
}
