//! The claims and penalties tab: time claims made, protested and decided
//! (E7.1-E7.6, P13) and penalties (E6.6, P09), each as a command with undo.

use chrono::NaiveDate;
use shakmaty::Color;

use super::{Intent, LedgerState, WARN, date_field_ui, parse_date, parse_optional_date};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{
    Claim, ClaimDecision, ClaimStanding, Ledger, LedgerCommand, Penalty, PenaltyReason,
    PenaltyRule, RuleSet, claim_admissible, colour_name,
};

/// The claim and penalty being typed.
#[derive(Debug, Clone)]
pub(super) struct ClaimForms {
    claimant_black: bool,
    period: u32,
    sent: String,
    received: String,
    protest: String,
    penalty_black: bool,
    penalty_move: u32,
    reason: PenaltyReason,
    referred: String,
    corrected: String,
}

impl Default for ClaimForms {
    fn default() -> Self {
        ClaimForms {
            claimant_black: false,
            period: 1,
            sent: String::new(),
            received: String::new(),
            protest: String::new(),
            penalty_black: false,
            penalty_move: 1,
            reason: PenaltyReason::IllegalMove,
            referred: String::new(),
            corrected: String::new(),
        }
    }
}

fn standing_text(standing: ClaimStanding) -> String {
    match standing {
        ClaimStanding::AwaitingProtest { until } => {
            format!("a protest may reach the TD until {until} (E7.3)")
        }
        ClaimStanding::AwaitingDecision => {
            "protested: awaiting the TD's decision (E7.4)".to_owned()
        }
        ClaimStanding::Decided(ClaimDecision::Upheld) => {
            "upheld: the offender's count restarts (E7.4)".to_owned()
        }
        ClaimStanding::Decided(ClaimDecision::Conceded) => {
            "conceded: no protest in time (E7.3)".to_owned()
        }
        ClaimStanding::Decided(ClaimDecision::Dismissed { no_further_claims }) => {
            if no_further_claims {
                "dismissed; no further claims this period (E7.6)".to_owned()
            } else {
                "dismissed".to_owned()
            }
        }
    }
}

/// Draws the claims and penalties tab.
pub(super) fn claims_ui(
    ui: &mut egui::Ui,
    game: &Game,
    rules: &RuleSet,
    ledger: Option<&Ledger>,
    today: NaiveDate,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    egui::ScrollArea::vertical()
        .id_salt("ledger_claims_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.strong("claims");
            if game.clock.claims.is_empty() {
                ui.label("No claims.");
            }
            for (index, claim) in game.clock.claims.iter().enumerate() {
                claim_ui(ui, game, rules, claim, index, today, state, intent);
            }
            ui.add_space(4.0);
            make_claim_ui(ui, game, rules, ledger, state, intent);
            ui.separator();
            ui.strong("penalties");
            penalties_ui(ui, game, rules, state, intent);
        });
}

#[allow(clippy::too_many_arguments)]
fn claim_ui(
    ui: &mut egui::Ui,
    game: &Game,
    rules: &RuleSet,
    claim: &Claim,
    index: usize,
    today: NaiveDate,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let id = game.id;
    ui.group(|ui| {
        ui.label(format!(
            "{} claims {}'s time in period {} (moves {}-{}): sent {}, received {}",
            colour_name(claim.claimant),
            colour_name(claim.offender()),
            claim.period,
            rules
                .control
                .control_move(claim.period.saturating_sub(1))
                .saturating_add(1),
            rules.control.control_move(claim.period),
            claim.sent,
            claim.received
        ));
        if let Some(p) = claim.protest {
            ui.label(format!("protest reached the TD on {p}"));
        }
        ui.label(standing_text(claim.standing(rules, today)));
        ui.horizontal_wrapped(|ui| {
            let decide = |decision: Option<ClaimDecision>| {
                Command::Ledger(LedgerCommand::DecideClaim {
                    game: id,
                    claim: index,
                    decision,
                })
            };
            if claim.decision.is_none() {
                date_field_ui(ui, "protest on:", &mut state.claims.protest, state.today);
                if ui.button("record protest").clicked() {
                    match parse_date(&state.claims.protest) {
                        Ok(date) => {
                            intent
                                .commands
                                .push(Command::Ledger(LedgerCommand::RecordProtest {
                                    game: id,
                                    claim: index,
                                    protest: Some(date),
                                }));
                        }
                        Err(e) => state.message = Some(e),
                    }
                }
                if ui.button("uphold").clicked() {
                    intent.commands.push(decide(Some(ClaimDecision::Upheld)));
                }
                if ui.button("dismiss").clicked() {
                    intent.commands.push(decide(Some(ClaimDecision::Dismissed {
                        no_further_claims: false,
                    })));
                }
                if ui
                    .button("dismiss, bar further claims")
                    .on_hover_text("no further claims by this player in this period (E7.6)")
                    .clicked()
                {
                    intent.commands.push(decide(Some(ClaimDecision::Dismissed {
                        no_further_claims: true,
                    })));
                }
            } else if ui.button("reopen").clicked() {
                intent.commands.push(decide(None));
            }
            if ui.button("withdraw claim").clicked() {
                intent
                    .commands
                    .push(Command::Ledger(LedgerCommand::WithdrawClaim {
                        game: id,
                        index,
                    }));
            }
        });
    });
}

fn make_claim_ui(
    ui: &mut egui::Ui,
    game: &Game,
    rules: &RuleSet,
    ledger: Option<&Ledger>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let form = &mut state.claims;
    ui.label("make a claim:");
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut form.claimant_black, false, "white claims");
        ui.radio_value(&mut form.claimant_black, true, "black claims");
        let label = ui.label("period:");
        ui.add(egui::DragValue::new(&mut form.period).range(1..=99))
            .labelled_by(label.id);
    });
    let claimant = if form.claimant_black {
        Color::Black
    } else {
        Color::White
    };
    if let Some(ledger) = ledger {
        let offender = !claimant;
        let excess = ledger
            .rows
            .iter()
            .any(|r| r.colour == offender && r.period == form.period && r.total > r.allowance);
        if !excess {
            ui.colored_label(
                WARN,
                format!(
                    "the ledger shows no excess by {} in period {}",
                    colour_name(offender),
                    form.period
                ),
            );
        }
    }
    if let Err(e) = claim_admissible(&game.clock.claims, claimant, form.period) {
        ui.colored_label(WARN, e.to_string());
    }
    ui.horizontal_wrapped(|ui| {
        date_field_ui(ui, "sent:", &mut form.sent, state.today);
        date_field_ui(
            ui,
            "received by the offender:",
            &mut form.received,
            state.today,
        );
    });
    if ui
        .button("make claim")
        .on_hover_text(format!(
            "the claim goes to the TD and the opponent ({}, E7.2)",
            rules.citations.excess
        ))
        .clicked()
    {
        let parsed = (|| -> Result<Claim, String> {
            let sent = parse_date(&form.sent)?;
            Ok(Claim {
                claimant,
                period: form.period,
                sent,
                received: parse_optional_date(&form.received)?.unwrap_or(sent),
                protest: None,
                decision: None,
            })
        })();
        match parsed {
            Ok(claim) => intent
                .commands
                .push(Command::Ledger(LedgerCommand::MakeClaim {
                    game: game.id,
                    claim,
                    index: None,
                })),
            Err(e) => state.message = Some(e),
        }
    }
}

fn reason_text(reason: PenaltyReason) -> &'static str {
    reason.describe()
}

fn penalties_ui(
    ui: &mut egui::Ui,
    game: &Game,
    rules: &RuleSet,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    if game.clock.penalties.is_empty() {
        ui.label("No penalties.");
    }
    for (index, p) in game.clock.penalties.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let mut text = format!(
                "{} move {}: {}",
                colour_name(p.colour),
                p.move_number,
                reason_text(p.reason)
            );
            if let Some(r) = p.referred {
                text.push_str(&format!(", referred {r}"));
            }
            if let Some(c) = p.corrected {
                text.push_str(&format!(", corrected {c}"));
            }
            ui.label(text);
            if ui.small_button("remove penalty").clicked() {
                intent
                    .commands
                    .push(Command::Ledger(LedgerCommand::RemovePenalty {
                        game: game.id,
                        index,
                    }));
            }
        });
    }
    let form = &mut state.claims;
    let cost = match rules.penalty {
        PenaltyRule::FixedDays(n) => format!("{n} days ({})", rules.citations.penalty),
        PenaltyRule::TimeUntilCorrection => format!(
            "the time until the correction ({})",
            rules.citations.penalty
        ),
    };
    ui.label(format!("add a penalty, costing {cost}:"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut form.penalty_black, false, "white");
        ui.radio_value(&mut form.penalty_black, true, "black");
        let label = ui.label("move:");
        ui.add(egui::DragValue::new(&mut form.penalty_move).range(1..=999))
            .labelled_by(label.id);
        crate::combo_value::show_combo(
            ui,
            egui::ComboBox::new("ledger_penalty_reason", "reason"),
            reason_text(form.reason),
            |ui| {
                for reason in [
                    PenaltyReason::IllegalMove,
                    PenaltyReason::IllegibleMove,
                    PenaltyReason::AmbiguousMove,
                    PenaltyReason::WrongRepetition,
                ] {
                    ui.selectable_value(&mut form.reason, reason, reason_text(reason));
                }
            },
        );
    });
    if rules.penalty == PenaltyRule::TimeUntilCorrection {
        ui.horizontal_wrapped(|ui| {
            date_field_ui(ui, "referred:", &mut form.referred, state.today);
            date_field_ui(ui, "corrected:", &mut form.corrected, state.today);
        });
    }
    if ui.button("add penalty").clicked() {
        let parsed = (|| -> Result<Penalty, String> {
            let colour = if form.penalty_black {
                Color::Black
            } else {
                Color::White
            };
            let mut penalty = Penalty::new(colour, form.penalty_move, form.reason);
            penalty.referred = parse_optional_date(&form.referred)?;
            penalty.corrected = parse_optional_date(&form.corrected)?;
            Ok(penalty)
        })();
        match parsed {
            Ok(penalty) => intent
                .commands
                .push(Command::Ledger(LedgerCommand::AddPenalty {
                    game: game.id,
                    penalty,
                    index: None,
                })),
            Err(e) => state.message = Some(e),
        }
    }
}
