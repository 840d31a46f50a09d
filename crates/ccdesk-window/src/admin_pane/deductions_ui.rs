//! Game-point deductions of a division (C15, C21, E13.1): a form for a new
//! one with the team, the player concerned, the points, the rule and the
//! Organiser's reason, and the list of deductions made, each of which can
//! be withdrawn: the Committee upheld the company's appeal (C38), or it was
//! entered in error. The standings take the deductions in force off at
//! once and show them in their working; the withdrawn ones are listed
//! below with who withdrew them, when and why.

use chrono::NaiveDate;

use super::{AdminState, Intent, WARN, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::{PlayerId, TeamId};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::command::MAX_DEDUCTION_HALVES;
use ccdesk_domain::tournament::records::{
    DeductionRule, DeductionWithdrawal, PointDeduction, WithdrawalReason,
};
use ccdesk_domain::tournament::score::GamePoints;
use ccdesk_domain::tournament::{Division, Season, TournamentCommand};

/// The rules a deduction can be made under, with the catalogue key of
/// their text.
const RULES: [(DeductionRule, &str); 3] = [
    (DeductionRule::OrderOfStrength, "deductions-rule-c15"),
    (DeductionRule::IneligiblePlayer, "deductions-rule-c21"),
    (DeductionRule::Penalty, "deductions-rule-e13"),
];

fn rule_text(tr: &Catalogue, rule: DeductionRule) -> String {
    RULES
        .iter()
        .find(|(r, _)| *r == rule)
        .map_or_else(String::new, |(_, key)| tr.t(key))
}

/// The "deduct game points" form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DeductionForm {
    team: Option<TeamId>,
    player: Option<PlayerId>,
    points: String,
    rule: DeductionRule,
    reason: String,
    decided: String,
    error: Option<String>,
}

impl DeductionForm {
    /// An empty form dated `today`.
    pub(crate) fn new(today: NaiveDate) -> Self {
        DeductionForm {
            team: None,
            player: None,
            points: String::new(),
            rule: DeductionRule::IneligiblePlayer,
            reason: String::new(),
            decided: today.to_string(),
            error: None,
        }
    }

    fn command(&self, tr: &Catalogue) -> Result<Command, String> {
        let team = self.team.ok_or_else(|| tr.t("deductions-choose-team"))?;
        let halves = parse_halves(&self.points)
            .filter(|h| *h > 0 && *h <= MAX_DEDUCTION_HALVES)
            .ok_or_else(|| tr.t("deductions-points-range"))?;
        let reason = self.reason.trim();
        if reason.is_empty() {
            return Err(tr.t("deductions-give-reason"));
        }
        let decided = date_field(tr, &self.decided, &tr.t("deductions-decided"))?;
        Ok(Command::Tournament(TournamentCommand::AddDeduction(
            PointDeduction {
                team,
                player: self.player,
                halves,
                rule: self.rule,
                reason: reason.to_owned(),
                decided,
            },
        )))
    }
}

/// A date typed in a field labelled `label`.
fn date_field(tr: &Catalogue, text: &str, label: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| tr_args(tr, "deductions-not-a-date", [("field", label.into())]))
}

/// The "withdraw a deduction" form, open under the list for one
/// deduction in force. It closes when the deduction is no longer in force
/// (withdrawn); a refusal leaves it open with its dates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WithdrawalForm {
    deduction: PointDeduction,
    /// The Committee upheld an appeal (C38); else entered in error.
    appeal: bool,
    notified: String,
    appealed: String,
    date: String,
    error: Option<String>,
}

impl WithdrawalForm {
    /// The form for `deduction`: an appeal, the company notified the day
    /// of the decision, the appeal and the Committee's decision `today`.
    pub(crate) fn new(deduction: PointDeduction, today: NaiveDate) -> Self {
        WithdrawalForm {
            notified: deduction.decided.to_string(),
            deduction,
            appeal: true,
            appealed: today.to_string(),
            date: today.to_string(),
            error: None,
        }
    }

    fn date_label(&self, tr: &Catalogue) -> String {
        if self.appeal {
            tr.t("deductions-committee-decided")
        } else {
            tr.t("deductions-taken-out-on")
        }
    }

    fn command(&self, tr: &Catalogue) -> Result<Command, String> {
        let reason = if self.appeal {
            WithdrawalReason::AppealUpheld {
                notified: date_field(tr, &self.notified, &tr.t("deductions-company-notified"))?,
                appealed: date_field(tr, &self.appealed, &tr.t("deductions-appeal-received"))?,
            }
        } else {
            WithdrawalReason::EnteredInError
        };
        let date = date_field(tr, &self.date, &self.date_label(tr))?;
        Ok(Command::Tournament(TournamentCommand::WithdrawDeduction {
            deduction: self.deduction.clone(),
            withdrawal: DeductionWithdrawal { reason, date },
        }))
    }
}

/// Draws the withdrawal form under the list of deductions.
fn withdrawal_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.withdrawal else {
        return;
    };
    let d = &form.deduction;
    ui.separator();
    ui.strong(tr_args(
        tr,
        "deductions-withdraw-title",
        [
            ("points", d.points().to_string().into()),
            (
                "team",
                division.team(d.team).map_or("", |t| t.name.as_str()).into(),
            ),
            ("rule", d.rule.rule_id().into()),
            ("decided", d.decided.to_string().into()),
        ],
    ));
    ui.horizontal(|ui| {
        ui.radio_value(&mut form.appeal, true, tr.t("deductions-appeal-upheld"));
        ui.radio_value(&mut form.appeal, false, tr.t("deductions-in-error"));
    });
    egui::Grid::new(("withdrawal_grid", &division.name))
        .num_columns(2)
        .spacing([10.0, 6.0])
        .show(ui, |ui| {
            if form.appeal {
                let l = ui.label(tr.t("deductions-company-notified"));
                ui.add(egui::TextEdit::singleline(&mut form.notified).desired_width(110.0))
                    .labelled_by(l.id)
                    .on_hover_text(tr.t("deductions-company-notified-hint"));
                ui.end_row();
                let l = ui.label(tr.t("deductions-appeal-received"));
                ui.add(egui::TextEdit::singleline(&mut form.appealed).desired_width(110.0))
                    .labelled_by(l.id)
                    .on_hover_text(tr.t("deductions-appeal-received-hint"));
                ui.end_row();
            }
            let l = ui.label(form.date_label(tr));
            ui.add(egui::TextEdit::singleline(&mut form.date).desired_width(110.0))
                .labelled_by(l.id);
            ui.end_row();
        });
    if let Some(e) = &form.error {
        ui.colored_label(WARN, e);
    }
    let mut close = false;
    ui.horizontal(|ui| {
        if ui.button(tr.t("deductions-withdraw-button")).clicked() {
            match form.command(tr) {
                Ok(c) => {
                    intents.push(Intent::Execute(c));
                    form.error = None;
                }
                Err(e) => form.error = Some(e),
            }
        }
        close = ui.button(tr.t("pairings-cancel")).clicked();
    });
    if close {
        state.withdrawal = None;
    }
}

/// Half points in `text`: `2`, `1.5`, `1½`, `½`, `0.5`.
#[must_use]
pub(crate) fn parse_halves(text: &str) -> Option<i64> {
    let t = text.trim();
    let (whole, half) = match t.strip_suffix('½') {
        Some(w) => (w, true),
        None => match t.split_once('.') {
            Some((w, "5")) => (w, true),
            Some((w, "0")) => (w, false),
            Some(_) => return None,
            None => (t, false),
        },
    };
    let whole: i64 = if whole.is_empty() && half {
        0
    } else {
        whole.parse().ok().filter(|w: &i64| *w >= 0)?
    };
    Some(whole * 2 + i64::from(half))
}

/// Draws the deductions tab.
pub(crate) fn deductions_ui(
    ui: &mut egui::Ui,
    view: &super::View<'_>,
    season: &Season,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, today, tr) = (view.project, view.today, view.tr);
    ui.label(tr.t("deductions-intro"));
    // An earlier season shown as it stood takes no deduction.
    if !state.read_only() {
        let form = state
            .deduction
            .get_or_insert_with(|| DeductionForm::new(today));
        if form.team.is_some_and(|t| division.team(t).is_none()) {
            form.team = None;
            form.player = None;
        }
        egui::Grid::new(("deduction_grid", &division.name))
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                let l = ui.label(tr.t("deductions-team"));
                let team_name = |t: Option<TeamId>| {
                    t.and_then(|t| division.team(t))
                        .map_or_else(|| tr.t("deductions-choose"), |t| t.name.clone())
                };
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("deduction_team"),
                    team_name(form.team),
                    |ui| {
                        for t in &division.teams {
                            if ui
                                .selectable_label(form.team == Some(t.id), &t.name)
                                .clicked()
                            {
                                form.team = Some(t.id);
                                form.player = None;
                            }
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("deductions-player"));
                let none_named = tr.t("deductions-none-named");
                let player_name = |p: Option<PlayerId>| {
                    p.map_or_else(|| none_named.clone(), |p| project.player_name(p).to_owned())
                };
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("deduction_player"),
                    player_name(form.player),
                    |ui| {
                        ui.selectable_value(&mut form.player, None, none_named.as_str());
                        if let Some(team) = form.team.and_then(|t| division.team(t)) {
                            for p in &team.players {
                                ui.selectable_value(
                                    &mut form.player,
                                    Some(*p),
                                    project.player_name(*p),
                                );
                            }
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("tables-game-points"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.points)
                        .hint_text(tr.t("deductions-up-to-4"))
                        .desired_width(80.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("deductions-rule"));
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("deduction_rule"),
                    rule_text(tr, form.rule),
                    |ui| {
                        for (rule, key) in RULES {
                            ui.selectable_value(&mut form.rule, rule, tr.t(key));
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("deductions-reason"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.reason)
                        .hint_text(tr.t("deductions-reason-hint"))
                        .desired_width(320.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(tr.t("deductions-decided"));
                ui.add(egui::TextEdit::singleline(&mut form.decided).desired_width(110.0))
                    .labelled_by(l.id)
                    .on_hover_text(tr.t("deductions-decided-hint"));
                ui.end_row();
            });
        if let Some(e) = &form.error {
            ui.colored_label(WARN, e);
        }
        if ui.button(tr.t("deductions-deduct")).clicked() {
            match form.command(tr) {
                Ok(c) => {
                    intents.push(Intent::Execute(c));
                    *form = DeductionForm::new(today);
                }
                Err(e) => form.error = Some(e),
            }
        }
    }
    ui.separator();
    // The form closes once its deduction is no longer in force.
    if state
        .withdrawal
        .as_ref()
        .is_some_and(|w| !season.records.deductions.contains(&w.deduction))
    {
        state.withdrawal = None;
    }
    let mine: Vec<&PointDeduction> = season
        .records
        .deductions
        .iter()
        .filter(|d| division.team(d.team).is_some())
        .collect();
    if mine.is_empty() {
        ui.label(tr.t("deductions-none"));
    } else {
        egui::Grid::new(("deductions_list", &division.name))
            .striped(true)
            .spacing([12.0, 4.0])
            .show(ui, |ui| {
                for key in COLUMNS {
                    ui.strong(tr.t(key));
                }
                ui.strong("");
                ui.end_row();
                for d in mine {
                    deduction_cells(ui, project, division, d);
                    if !state.read_only()
                        && ui
                            .small_button(tr.t("deductions-withdraw"))
                            .on_hover_text(tr.t("deductions-withdraw-hint"))
                            .clicked()
                    {
                        state.withdrawal = Some(WithdrawalForm::new(d.clone(), today));
                    }
                    ui.end_row();
                }
            });
    }
    withdrawal_ui(ui, tr, division, state, intents);
    withdrawn_ui(ui, tr, project, season, division);
}

/// The catalogue keys of the deductions' columns.
const COLUMNS: [&str; 6] = [
    "deductions-decided",
    "deductions-col-team",
    "deductions-col-player",
    "deductions-deducted",
    "deductions-rule",
    "deductions-why",
];

/// The cells of a deduction's row: decided, team, player, deducted, rule,
/// why.
fn deduction_cells(ui: &mut egui::Ui, project: &Project, division: &Division, d: &PointDeduction) {
    ui.label(d.decided.to_string());
    ui.label(division.team(d.team).map_or("", |t| t.name.as_str()));
    ui.label(d.player.map_or("", |p| project.player_name(p)));
    ui.label(format!("−{}", GamePoints::from_halves(d.halves)));
    ui.label(d.rule.rule_id());
    ui.label(&d.reason);
}

/// The division's withdrawn deductions, each with who withdrew it, when
/// and why.
fn withdrawn_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    season: &Season,
    division: &Division,
) {
    let withdrawn: Vec<_> = season
        .records
        .withdrawn_deductions
        .iter()
        .filter(|w| division.team(w.deduction.team).is_some())
        .collect();
    if withdrawn.is_empty() {
        return;
    }
    ui.separator();
    ui.strong(tr.t("deductions-withdrawn"));
    egui::Grid::new(("withdrawn_list", &division.name))
        .striped(true)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for key in COLUMNS {
                ui.strong(tr.t(key));
            }
            ui.strong(tr.t("deductions-col-withdrawn"));
            ui.end_row();
            for w in withdrawn {
                deduction_cells(ui, project, division, &w.deduction);
                let rule = match w.withdrawal.reason {
                    WithdrawalReason::AppealUpheld { .. } => " (C38)",
                    WithdrawalReason::EnteredInError => "",
                };
                ui.label(format!("{}{rule}", w.withdrawal.account()));
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::parse_halves;

    #[test]
    fn points_read_in_halves() {
        for (text, halves) in [
            ("2", Some(4)),
            ("1.5", Some(3)),
            ("1½", Some(3)),
            ("½", Some(1)),
            ("0.5", Some(1)),
            ("4.0", Some(8)),
            ("x", None),
            ("1.25", None),
            ("-1", None),
        ] {
            assert_eq!(parse_halves(text), halves, "{text}");
        }
    }
}
