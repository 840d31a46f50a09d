//! The rule set tab: which rule set the game is played under, and every
//! number of it, editable per event (a copy of a preset or the preset
//! itself), applied as a command with undo.

use super::super::i18n::Catalogue;
use super::{Intent, LedgerState, WARN};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{LeavePeriod, LedgerCommand, PenaltyRule, RuleSet};
use ccdesk_domain::project::Project;

/// The numbers being edited, for the rule set at `index`.
#[derive(Debug, Clone, Default)]
pub(super) struct RuleSetDraft {
    index: Option<usize>,
    draft: Option<RuleSet>,
}

/// Draws the rule set tab.
pub(super) fn rule_set_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    game: &Game,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(texts.t("rules-played-under"));
        let mut chosen = game.rules.clone();
        crate::combo_value::show_combo(
            ui,
            egui::ComboBox::from_id_salt("ledger_game_rules"),
            chosen.clone(),
            |ui| {
                for r in project.rule_sets() {
                    ui.selectable_value(&mut chosen, r.name.clone(), &r.name);
                }
            },
        )
        .response
        .labelled_by(label.id);
        if chosen != game.rules {
            intent
                .commands
                .push(Command::Ledger(LedgerCommand::SetGameRules {
                    game: game.id,
                    rules: chosen,
                }));
        }
    });
    let Some(index) = project
        .rule_sets()
        .iter()
        .position(|r| r.name == game.rules)
    else {
        ui.colored_label(
            WARN,
            texts.ta(
                "rules-not-in-project",
                &[("rules", format!("{:?}", game.rules).into())],
            ),
        );
        return;
    };
    let current = &project.rule_sets()[index];
    let games = project
        .games()
        .iter()
        .filter(|g| g.rules == current.name)
        .count();
    let draft_state = &mut state.rules;
    if draft_state.index != Some(index)
        || draft_state
            .draft
            .as_ref()
            .is_none_or(|d| d.name != current.name)
    {
        draft_state.index = Some(index);
        draft_state.draft = Some(current.clone());
    }
    let Some(draft) = draft_state.draft.as_mut() else {
        return;
    };
    ui.label(texts.ta("rules-games-using", &[("games", games.into())]));
    numbers_ui(ui, texts, draft);
    ui.horizontal_wrapped(|ui| {
        let changed = draft != current;
        if ui
            .add_enabled(changed, egui::Button::new(texts.t("rules-apply")))
            .on_hover_text(texts.t("rules-apply-hint"))
            .clicked()
        {
            intent
                .commands
                .push(Command::Ledger(LedgerCommand::SetRuleSet {
                    index,
                    rule_set: Box::new(draft.clone()),
                }));
        }
        if ui
            .add_enabled(changed, egui::Button::new(texts.t("rules-revert")))
            .clicked()
        {
            *draft = current.clone();
        }
        if ui
            .button(texts.t("rules-copy"))
            .on_hover_text(texts.t("rules-copy-hint"))
            .clicked()
        {
            let mut copy = draft.clone();
            let mut n = 1;
            let name_of = |n: usize| {
                let args = [("name", current.name.as_str().into()), ("n", n.into())];
                texts.ta("rules-copy-name", &args)
            };
            copy.name = name_of(n);
            while project.rule_set(&copy.name).is_some() {
                n += 1;
                copy.name = name_of(n);
            }
            let name = copy.name.clone();
            intent
                .commands
                .push(Command::Ledger(LedgerCommand::AddRuleSet {
                    rule_set: Box::new(copy),
                    index: None,
                }));
            intent
                .commands
                .push(Command::Ledger(LedgerCommand::SetGameRules {
                    game: game.id,
                    rules: name,
                }));
        }
    });
}

fn number_ui(ui: &mut egui::Ui, label: &str, value: &mut u32, max: u32) {
    let label = ui.label(label);
    ui.add(egui::DragValue::new(value).range(0..=max))
        .labelled_by(label.id);
    ui.end_row();
}

/// Every number of the rule set.
fn numbers_ui(ui: &mut egui::Ui, texts: &Catalogue, draft: &mut RuleSet) {
    let t = |key: &str| texts.t(key);
    egui::Grid::new("ledger_rule_numbers")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let label = ui.label(t("rules-name"));
            ui.text_edit_singleline(&mut draft.name)
                .labelled_by(label.id);
            ui.end_row();
            number_ui(
                ui,
                &t("rules-days-per-control"),
                &mut draft.control.days,
                999,
            );
            let label = ui.label(t("rules-moves-per-control"));
            ui.add(egui::DragValue::new(&mut draft.control.moves).range(1..=99))
                .labelled_by(label.id);
            ui.end_row();
            number_ui(ui, &t("rules-excesses"), &mut draft.excesses_allowed, 9);
            let mut fixed = match draft.penalty {
                PenaltyRule::FixedDays(n) => Some(n),
                PenaltyRule::TimeUntilCorrection => None,
            };
            ui.label(t("rules-penalty"));
            ui.horizontal(|ui| {
                let mut is_fixed = fixed.is_some();
                let label = ui.checkbox(&mut is_fixed, t("rules-fixed-days"));
                match (is_fixed, fixed) {
                    (true, None) => fixed = Some(5),
                    (false, Some(_)) => fixed = None,
                    _ => {}
                }
                if let Some(n) = fixed.as_mut() {
                    ui.add(egui::DragValue::new(n).range(0..=99))
                        .labelled_by(label.id);
                } else {
                    ui.label(t("rules-until-correction"));
                }
            });
            ui.end_row();
            draft.penalty = fixed.map_or(PenaltyRule::TimeUntilCorrection, PenaltyRule::FixedDays);
            number_ui(ui, &t("rules-transit-days"), &mut draft.transit_days, 30);
            number_ui(ui, &t("rules-leave-days"), &mut draft.leave.days, 365);
            ui.label(t("rules-leave-counted"));
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut draft.leave.period,
                    LeavePeriod::CalendarYear,
                    t("rules-per-year"),
                );
                ui.radio_value(
                    &mut draft.leave.period,
                    LeavePeriod::WholeGame,
                    t("rules-per-game"),
                );
            });
            ui.end_row();
            number_ui(
                ui,
                &t("rules-td-extra-leave"),
                &mut draft.leave.td_extra_days,
                365,
            );
            ui.label(t("rules-excluded-days"));
            let mut sundays = draft.excluded_weekdays.contains(&chrono::Weekday::Sun);
            if ui.checkbox(&mut sundays, t("rules-no-sundays")).changed() {
                draft
                    .excluded_weekdays
                    .retain(|d| *d != chrono::Weekday::Sun);
                if sundays {
                    draft.excluded_weekdays.push(chrono::Weekday::Sun);
                }
            }
            ui.end_row();
            ui.label(t("rules-same-day-reply"));
            ui.checkbox(
                &mut draft.same_day_reply_counts_zero,
                t("rules-counts-zero"),
            );
            ui.end_row();
            number_ui(
                ui,
                &t("rules-repeat-after"),
                &mut draft.silence.repeat_after_days,
                99,
            );
            number_ui(
                ui,
                &t("rules-escalate-after"),
                &mut draft.silence.escalate_after_days,
                99,
            );
            number_ui(
                ui,
                &t("rules-protest-window"),
                &mut draft.protest_window_days,
                99,
            );
            ui.label(t("rules-claim-window"));
            ui.horizontal(|ui| {
                let mut windowed = draft.claim_window_days.is_some();
                let label = ui.checkbox(&mut windowed, t("rules-days"));
                match (windowed, draft.claim_window_days) {
                    (true, None) => draft.claim_window_days = Some(7),
                    (false, Some(_)) => draft.claim_window_days = None,
                    _ => {}
                }
                if let Some(n) = draft.claim_window_days.as_mut() {
                    ui.add(egui::DragValue::new(n).range(1..=99))
                        .labelled_by(label.id);
                } else {
                    ui.label(t("rules-with-reply"));
                }
            });
            ui.end_row();
            ui.label(t("rules-upheld-claim"));
            ui.checkbox(
                &mut draft.upheld_claim_restarts_count,
                t("rules-restarts-count"),
            );
            ui.end_row();
        });
}
