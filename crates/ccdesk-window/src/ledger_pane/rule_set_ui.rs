//! The rule set tab: which rule set the game is played under, and every
//! number of it, editable per event (a copy of a preset or the preset
//! itself), applied as a command with undo.

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
    project: &Project,
    game: &Game,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    ui.horizontal_wrapped(|ui| {
        let label = ui.label("this game is played under:");
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
            format!("the rule set {:?} is not in the project", game.rules),
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
    ui.label(format!("{games} game(s) of the project use it."));
    egui::ScrollArea::vertical()
        .id_salt("ledger_rules_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            numbers_ui(ui, draft);
            ui.horizontal_wrapped(|ui| {
                let changed = draft != current;
                if ui
                    .add_enabled(changed, egui::Button::new("apply to this rule set"))
                    .on_hover_text("every game under this rule set follows the new numbers")
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
                    .add_enabled(changed, egui::Button::new("revert"))
                    .clicked()
                {
                    *draft = current.clone();
                }
                if ui
                    .button("copy for this game")
                    .on_hover_text("a new rule set with these numbers, used by this game only")
                    .clicked()
                {
                    let mut copy = draft.clone();
                    let mut n = 1;
                    copy.name = format!("{} (copy)", current.name);
                    while project.rule_set(&copy.name).is_some() {
                        n += 1;
                        copy.name = format!("{} (copy {n})", current.name);
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
        });
}

fn number_ui(ui: &mut egui::Ui, label: &str, value: &mut u32, max: u32) {
    let label = ui.label(label);
    ui.add(egui::DragValue::new(value).range(0..=max))
        .labelled_by(label.id);
    ui.end_row();
}

/// Every number of the rule set.
fn numbers_ui(ui: &mut egui::Ui, draft: &mut RuleSet) {
    egui::Grid::new("ledger_rule_numbers")
        .num_columns(2)
        .striped(true)
        .show(ui, |ui| {
            let label = ui.label("name");
            ui.text_edit_singleline(&mut draft.name)
                .labelled_by(label.id);
            ui.end_row();
            number_ui(ui, "days per control (E6.1)", &mut draft.control.days, 999);
            let label = ui.label("moves per control (E6.1)");
            ui.add(egui::DragValue::new(&mut draft.control.moves).range(1..=99))
                .labelled_by(label.id);
            ui.end_row();
            number_ui(
                ui,
                "excesses tolerated (E6.2)",
                &mut draft.excesses_allowed,
                9,
            );
            let mut fixed = match draft.penalty {
                PenaltyRule::FixedDays(n) => Some(n),
                PenaltyRule::TimeUntilCorrection => None,
            };
            ui.label("penalty (E6.6, P09)");
            ui.horizontal(|ui| {
                let mut is_fixed = fixed.is_some();
                let label = ui.checkbox(&mut is_fixed, "fixed days");
                match (is_fixed, fixed) {
                    (true, None) => fixed = Some(5),
                    (false, Some(_)) => fixed = None,
                    _ => {}
                }
                if let Some(n) = fixed.as_mut() {
                    ui.add(egui::DragValue::new(n).range(0..=99))
                        .labelled_by(label.id);
                } else {
                    ui.label("time until the correction");
                }
            });
            ui.end_row();
            draft.penalty = fixed.map_or(PenaltyRule::TimeUntilCorrection, PenaltyRule::FixedDays);
            number_ui(
                ui,
                "transit days assumed (E2.12)",
                &mut draft.transit_days,
                30,
            );
            number_ui(ui, "leave days (E8.1, P11)", &mut draft.leave.days, 365);
            ui.label("leave counted");
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut draft.leave.period,
                    LeavePeriod::CalendarYear,
                    "per year",
                );
                ui.radio_value(&mut draft.leave.period, LeavePeriod::WholeGame, "per game");
            });
            ui.end_row();
            number_ui(
                ui,
                "more leave the TD may grant (E8.3)",
                &mut draft.leave.td_extra_days,
                365,
            );
            ui.label("excluded days");
            let mut sundays = draft.excluded_weekdays.contains(&chrono::Weekday::Sun);
            if ui
                .checkbox(&mut sundays, "no time on Sundays (P08)")
                .changed()
            {
                draft
                    .excluded_weekdays
                    .retain(|d| *d != chrono::Weekday::Sun);
                if sundays {
                    draft.excluded_weekdays.push(chrono::Weekday::Sun);
                }
            }
            ui.end_row();
            ui.label("same-day reply");
            ui.checkbox(&mut draft.same_day_reply_counts_zero, "counts zero (P08)");
            ui.end_row();
            number_ui(
                ui,
                "repeat after days (E3.1, P12)",
                &mut draft.silence.repeat_after_days,
                99,
            );
            number_ui(
                ui,
                "escalate after days (E3.2, P12)",
                &mut draft.silence.escalate_after_days,
                99,
            );
            number_ui(
                ui,
                "protest window (E7.3)",
                &mut draft.protest_window_days,
                99,
            );
            ui.label("claim window (P13)");
            ui.horizontal(|ui| {
                let mut windowed = draft.claim_window_days.is_some();
                let label = ui.checkbox(&mut windowed, "days");
                match (windowed, draft.claim_window_days) {
                    (true, None) => draft.claim_window_days = Some(7),
                    (false, Some(_)) => draft.claim_window_days = None,
                    _ => {}
                }
                if let Some(n) = draft.claim_window_days.as_mut() {
                    ui.add(egui::DragValue::new(n).range(1..=99))
                        .labelled_by(label.id);
                } else {
                    ui.label("with the reply to the control move (E7.1)");
                }
            });
            ui.end_row();
            ui.label("an upheld claim");
            ui.checkbox(
                &mut draft.upheld_claim_restarts_count,
                "restarts the count (E7.4)",
            );
            ui.end_row();
        });
}
