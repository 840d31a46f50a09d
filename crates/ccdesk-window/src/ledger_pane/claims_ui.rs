//! The claims and penalties tab: time claims made, protested and decided
//! (E7.1-E7.6, P13) and penalties (E6.6, P09), each as a command with undo.

use chrono::NaiveDate;
use shakmaty::Color;

use super::super::i18n::Catalogue;
use super::{
    Intent, LedgerState, WARN, colour_name, date_field_ui, parse_date, parse_optional_date,
};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{
    Claim, ClaimDecision, ClaimStanding, Ledger, LedgerCommand, Penalty, PenaltyReason,
    PenaltyRule, RuleSet, claim_admissible,
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

fn standing_text(texts: &Catalogue, standing: ClaimStanding) -> String {
    match standing {
        ClaimStanding::AwaitingProtest { until } => texts.ta(
            "claims-awaiting-protest",
            &[("date", until.to_string().into())],
        ),
        ClaimStanding::AwaitingDecision => texts.t("claims-awaiting-decision"),
        ClaimStanding::Decided(ClaimDecision::Upheld) => texts.t("claims-upheld"),
        ClaimStanding::Decided(ClaimDecision::Conceded) => texts.t("claims-conceded"),
        ClaimStanding::Decided(ClaimDecision::Dismissed { no_further_claims }) => {
            texts.t(if no_further_claims {
                "claims-dismissed-barred"
            } else {
                "claims-dismissed"
            })
        }
    }
}

/// Draws the claims and penalties tab.
#[allow(clippy::too_many_arguments)]
pub(super) fn claims_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    rules: &RuleSet,
    ledger: Option<&Ledger>,
    today: NaiveDate,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    ui.strong(texts.t("claims-heading"));
    if game.clock.claims.is_empty() {
        ui.label(texts.t("claims-none"));
    }
    for (index, claim) in game.clock.claims.iter().enumerate() {
        claim_ui(ui, texts, game, rules, claim, index, today, state, intent);
    }
    ui.add_space(4.0);
    make_claim_ui(ui, texts, game, rules, ledger, state, intent);
    ui.separator();
    ui.strong(texts.t("penalties-heading"));
    penalties_ui(ui, texts, game, rules, state, intent);
}

#[allow(clippy::too_many_arguments)]
fn claim_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
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
        ui.label(
            texts.ta(
                "claims-claim",
                &[
                    ("claimant", colour_name(texts, claim.claimant).into()),
                    ("offender", colour_name(texts, claim.offender()).into()),
                    ("period", claim.period.into()),
                    (
                        "first",
                        rules
                            .control
                            .control_move(claim.period.saturating_sub(1))
                            .saturating_add(1)
                            .into(),
                    ),
                    ("last", rules.control.control_move(claim.period).into()),
                    ("sent", claim.sent.to_string().into()),
                    ("received", claim.received.to_string().into()),
                ],
            ),
        );
        if let Some(p) = claim.protest {
            ui.label(texts.ta("claims-protest-reached", &[("date", p.to_string().into())]));
        }
        ui.label(standing_text(texts, claim.standing(rules, today)));
        ui.horizontal_wrapped(|ui| {
            let decide = |decision: Option<ClaimDecision>| {
                Command::Ledger(LedgerCommand::DecideClaim {
                    game: id,
                    claim: index,
                    decision,
                })
            };
            if claim.decision.is_none() {
                date_field_ui(
                    ui,
                    &texts.t("claims-protest-on"),
                    &mut state.claims.protest,
                    state.today,
                );
                if ui.button(texts.t("claims-record-protest")).clicked() {
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
                if ui.button(texts.t("claims-uphold")).clicked() {
                    intent.commands.push(decide(Some(ClaimDecision::Upheld)));
                }
                if ui.button(texts.t("claims-dismiss")).clicked() {
                    intent.commands.push(decide(Some(ClaimDecision::Dismissed {
                        no_further_claims: false,
                    })));
                }
                if ui
                    .button(texts.t("claims-dismiss-bar"))
                    .on_hover_text(texts.t("claims-dismiss-bar-hint"))
                    .clicked()
                {
                    intent.commands.push(decide(Some(ClaimDecision::Dismissed {
                        no_further_claims: true,
                    })));
                }
            } else if ui.button(texts.t("claims-reopen")).clicked() {
                intent.commands.push(decide(None));
            }
            if ui.button(texts.t("claims-withdraw")).clicked() {
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
    texts: &Catalogue,
    game: &Game,
    rules: &RuleSet,
    ledger: Option<&Ledger>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let form = &mut state.claims;
    ui.label(texts.t("claims-make-heading"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut form.claimant_black,
            false,
            texts.t("claims-white-claims"),
        );
        ui.radio_value(
            &mut form.claimant_black,
            true,
            texts.t("claims-black-claims"),
        );
        let label = ui.label(texts.t("claims-period"));
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
                texts.ta(
                    "claims-no-excess",
                    &[
                        ("side", colour_name(texts, offender).into()),
                        ("period", form.period.into()),
                    ],
                ),
            );
        }
    }
    if let Err(e) = claim_admissible(&game.clock.claims, claimant, form.period) {
        ui.colored_label(WARN, e.to_string());
    }
    ui.horizontal_wrapped(|ui| {
        date_field_ui(ui, &texts.t("claims-sent"), &mut form.sent, state.today);
        date_field_ui(
            ui,
            &texts.t("claims-received-by-offender"),
            &mut form.received,
            state.today,
        );
    });
    if ui
        .button(texts.t("claims-make"))
        .on_hover_text(texts.ta(
            "claims-make-hint",
            &[("rule", rules.citations.excess.to_string().into())],
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
    texts: &Catalogue,
    game: &Game,
    rules: &RuleSet,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    if game.clock.penalties.is_empty() {
        ui.label(texts.t("penalties-none"));
    }
    for (index, p) in game.clock.penalties.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let mut text = texts.ta(
                "penalties-penalty",
                &[
                    ("side", colour_name(texts, p.colour).into()),
                    ("move", p.move_number.into()),
                    ("reason", reason_text(p.reason).into()),
                ],
            );
            let on =
                |key: &str, date: NaiveDate| texts.ta(key, &[("date", date.to_string().into())]);
            if let Some(r) = p.referred {
                text.push_str(&on("penalties-referred-on", r));
            }
            if let Some(c) = p.corrected {
                text.push_str(&on("penalties-corrected-on", c));
            }
            ui.label(text);
            if ui.small_button(texts.t("penalties-remove")).clicked() {
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
    let rule = rules.citations.penalty.to_string();
    let cost = match rules.penalty {
        PenaltyRule::FixedDays(n) => texts.ta(
            "penalties-cost-days",
            &[("days", n.into()), ("rule", rule.into())],
        ),
        PenaltyRule::TimeUntilCorrection => {
            texts.ta("penalties-cost-correction", &[("rule", rule.into())])
        }
    };
    ui.label(texts.ta("penalties-add-heading", &[("cost", cost.into())]));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut form.penalty_black,
            false,
            colour_name(texts, Color::White),
        );
        ui.radio_value(
            &mut form.penalty_black,
            true,
            colour_name(texts, Color::Black),
        );
        let label = ui.label(texts.t("penalties-move"));
        ui.add(egui::DragValue::new(&mut form.penalty_move).range(1..=999))
            .labelled_by(label.id);
        crate::combo_value::show_combo(
            ui,
            egui::ComboBox::new("ledger_penalty_reason", texts.t("penalties-reason")),
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
            date_field_ui(
                ui,
                &texts.t("penalties-referred"),
                &mut form.referred,
                state.today,
            );
            date_field_ui(
                ui,
                &texts.t("penalties-corrected"),
                &mut form.corrected,
                state.today,
            );
        });
    }
    if ui.button(texts.t("penalties-add")).clicked() {
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
