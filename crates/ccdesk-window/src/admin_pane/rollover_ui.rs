//! The next season from the final tables (C31, C32): the champions of the
//! first division, two up and two down between divisions as proposed from
//! the standings, which the Organiser may change team by team before
//! confirming ("unless the Committee decides otherwise"), and the new
//! season's name and dates (the seed's for the year, editable). Confirming
//! is one undoable step; the season ending keeps its games and records.

use chrono::Datelike;

use super::start_ui::CalendarFields;
use super::{AdminState, CAUTION, Intent, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::ids::TeamId;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::SeasonCalendar;
use ccdesk_domain::tournament::competition_ops::calendar_problem;
use ccdesk_domain::tournament::rollover::{
    Movement, RolloverPlan, propose_rollover, rollover_cautions,
};
use chrono::NaiveDate;

/// The "next season" form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct RolloverForm {
    plan: RolloverPlan,
    season: String,
    year: String,
    dates: CalendarFields,
    error: Option<String>,
}

impl RolloverForm {
    /// The plan proposed from the current season's standings, for the
    /// season a year after it, with what still stands open on `today`.
    pub(crate) fn new(tr: &Catalogue, project: &Project, today: NaiveDate) -> Result<Self, String> {
        let current = project
            .competition()
            .as_ref()
            .and_then(|c| c.seasons.last())
            .ok_or_else(|| tr.t("rollover-no-season"))?;
        let year = current.calendar.entries.year() + 1;
        let calendar = SeasonCalendar::default_for(year).ok_or_else(|| {
            tr_args(
                tr,
                "rollover-no-calendar",
                [("year", year.to_string().into())],
            )
        })?;
        let season = format!("{year}-{:02}", (year + 1).rem_euclid(100));
        let mut plan = propose_rollover(project, season.clone(), calendar.clone())
            .map_err(|e| e.to_string())?;
        plan.notes.extend(rollover_cautions(project, today));
        Ok(RolloverForm {
            plan,
            season,
            year: year.to_string(),
            dates: CalendarFields::from_calendar(&calendar),
            error: None,
        })
    }
}

fn team_name(project: &Project, team: TeamId) -> String {
    project
        .team(team)
        .map_or_else(|| team.to_string(), |t| t.name.clone())
}

/// Draws the "next season" dialog while it is open.
pub(crate) fn rollover_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.rollover else {
        return;
    };
    let names: Vec<String> = project.divisions().iter().map(|d| d.name.clone()).collect();
    let mut close = false;
    egui::Modal::new(egui::Id::unique("rollover_dialog")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading(tr.t("rollover-title"));
        egui::ScrollArea::vertical()
            .max_height(560.0)
            .show(ui, |ui| {
                egui::Grid::new("rollover_grid")
                    .num_columns(2)
                    .spacing([10.0, 6.0])
                    .show(ui, |ui| {
                        let l = ui.label(tr.t("rollover-new-season"));
                        ui.add(egui::TextEdit::singleline(&mut form.season).desired_width(120.0))
                            .labelled_by(l.id);
                        ui.end_row();
                        let l = ui.label(tr.t("rollover-first-year"));
                        ui.add(egui::TextEdit::singleline(&mut form.year).desired_width(120.0))
                            .labelled_by(l.id);
                        ui.end_row();
                    });
                if ui.button(tr.t("rollover-seed-dates")).clicked() {
                    match form
                        .year
                        .trim()
                        .parse::<i32>()
                        .ok()
                        .and_then(SeasonCalendar::default_for)
                    {
                        Some(c) => form.dates = CalendarFields::from_calendar(&c),
                        None => form.error = Some(tr.t("rollover-year-invalid")),
                    }
                }
                egui::CollapsingHeader::new(tr.t("rollover-dates"))
                    .id_salt("rollover_dates")
                    .show(ui, |ui| {
                        egui::Grid::new("rollover_dates_grid")
                            .num_columns(2)
                            .spacing([10.0, 4.0])
                            .show(ui, |ui| form.dates.grid_ui(ui, tr));
                    });
                let and = format!(" {} ", tr.t("admin-champions-and"));
                match &form.plan.champions {
                    Some(c) => ui.label(tr_args(
                        tr,
                        "rollover-champions",
                        [("names", c.names.join(&and).into())],
                    )),
                    None => ui.label(tr.t("rollover-no-champions")),
                };
                for t in form.plan.trophies.iter().skip(1) {
                    ui.label(tr_args(
                        tr,
                        "rollover-trophy",
                        [
                            ("division", t.division.as_str().into()),
                            ("holders", t.holders.join(&and).into()),
                        ],
                    ));
                }
                for note in &form.plan.notes {
                    ui.colored_label(CAUTION, note);
                }
                ui.separator();
                let mut moves: Vec<(TeamId, usize)> = Vec::new();
                for (i, teams) in form.plan.divisions.iter().enumerate() {
                    let title = names.get(i).map_or("?", String::as_str);
                    ui.strong(tr_args(
                        tr,
                        "rollover-division",
                        [("division", title.into()), ("teams", teams.len().into())],
                    ));
                    egui::Grid::new(("rollover_division", i))
                        .num_columns(3)
                        .spacing([12.0, 4.0])
                        .show(ui, |ui| {
                            for &team in teams {
                                let name = team_name(project, team);
                                let how =
                                    form.plan.moves.iter().find(|m| m.team == team).map(|m| {
                                        let from = names.get(m.from).map_or("?", String::as_str);
                                        let key = match m.movement {
                                            Movement::Promoted => "rollover-promoted",
                                            Movement::Relegated => "rollover-relegated",
                                            Movement::Moved => "rollover-moved",
                                        };
                                        tr_args(tr, key, [("from", from.into())])
                                    });
                                let l = ui.label(&name);
                                ui.label(how.unwrap_or_default());
                                let mut to = i;
                                crate::combo_value::show_combo(
                                    ui,
                                    egui::ComboBox::from_id_salt(("rollover_move", team)),
                                    title,
                                    |ui| {
                                        for (j, n) in names.iter().enumerate() {
                                            ui.selectable_value(&mut to, j, n);
                                        }
                                    },
                                )
                                .response
                                .labelled_by(l.id)
                                .on_hover_text(tr_args(
                                    tr,
                                    "rollover-move-hint",
                                    [("team", name.as_str().into())],
                                ));
                                if to != i {
                                    moves.push((team, to));
                                }
                                ui.end_row();
                            }
                        });
                }
                for (team, to) in moves {
                    if let Err(e) = form.plan.move_team(team, to) {
                        form.error = Some(e.to_string());
                    }
                }
            });
        let start = |f: &RolloverForm| {
            let season = f.season.trim().to_owned();
            if season.is_empty() {
                return Err(tr.t("rollover-name-season"));
            }
            let calendar = f.dates.calendar(tr)?;
            if let Some(p) = calendar_problem(&calendar) {
                return Err(p.to_string());
            }
            let mut plan = f.plan.clone();
            plan.name = season;
            plan.calendar = calendar;
            plan.command(project)
                .map(Intent::Execute)
                .map_err(|e| e.to_string())
        };
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("rollover-start"),
            start,
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.rollover = None;
    }
}
