//! One case in full: its deadlines, what is due, and the forms of each
//! step (C24-C27, E10, E11), each offered only while the rules allow it.

use chrono::NaiveDate;

use super::forms::{CaseForms, parse_day, required_name};
use super::{Intent, WARN, place, players};
use crate::admin_pane::tr_args;
use crate::i18n::Catalogue;
use crate::worded::Worded;
use ccdesk_domain::adjudication::{
    AdjudicationCase, AdjudicationCommand as A, Appeal, AppealRuling, CaseState, Claim, ClaimKind,
    Opinion, OrganiserOverride, OverrideAction, Procedure, Purpose, Referral, Verdict,
};
use ccdesk_domain::colour::Colour;
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Outcome;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;

/// A day as the window's language writes it in a sentence ("29 Nov
/// 2026", "29. November 2026"), as the messages and printouts do.
fn day(tr: &Catalogue, d: NaiveDate) -> String {
    tr.letter_date(d)
}

fn execute(intents: &mut Vec<Intent>, step: Result<A, String>) {
    intents.push(match step {
        Ok(c) => Intent::execute(Command::Adjudication(c)),
        Err(e) => Intent::Refuse(e),
    });
}

/// A labelled one-line text field (the label names it for screen readers
/// and tests).
fn field_ui(ui: &mut egui::Ui, label: &str, text: &mut String, width: f32) {
    let l = ui.label(label);
    ui.add(egui::TextEdit::singleline(text).desired_width(width))
        .labelled_by(l.id);
}

/// A labelled text box of a few lines.
fn text_box_ui(ui: &mut egui::Ui, label: &str, text: &mut String) {
    let l = ui.label(label);
    ui.add(
        egui::TextEdit::multiline(text)
            .desired_rows(2)
            .desired_width(f32::INFINITY),
    )
    .labelled_by(l.id);
}

fn verdict_ui(ui: &mut egui::Ui, verdict: &mut Verdict) {
    ui.radio_value(verdict, Verdict::WhiteWins, "1-0");
    ui.radio_value(verdict, Verdict::Draw, "½-½");
    ui.radio_value(verdict, Verdict::BlackWins, "0-1");
}

/// A game without a case: open one under the rules the domain says it
/// follows (C19 for a season game, E10.1 otherwise).
pub(crate) fn no_case_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    game: GameId,
    today: NaiveDate,
    intents: &mut Vec<Intent>,
) {
    ui.label(tr_args(
        tr,
        "case-none",
        [
            ("game", game.to_string().into()),
            ("players", players(project, game).into()),
        ],
    ));
    let Some(g) = project.game(game) else {
        return;
    };
    if g.is_finished() {
        ui.label(tr.t("case-game-finished"));
        return;
    }
    let (procedure, close_of_play) = Procedure::for_game(project, g, today);
    let closes = [("day", day(tr, close_of_play).into())];
    let hover = match procedure {
        Procedure::InterOffice => tr_args(tr, "case-open-inter-office-hint", closes),
        Procedure::Email => tr_args(tr, "case-open-email-hint", closes),
    };
    let rules = match procedure {
        Procedure::InterOffice => tr.t("case-inter-office-rules-name"),
        Procedure::Email => tr.t("case-email-rules-name"),
    };
    if ui
        .button(tr_args(tr, "case-open", [("rules", rules.into())]))
        .on_hover_text(hover)
        .clicked()
    {
        execute(
            intents,
            Ok(A::Open {
                game,
                procedure,
                close_of_play,
            }),
        );
    }
}

/// The case of the selected game with the forms of its next steps.
pub(crate) fn case_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    case: &AdjudicationCase,
    today: NaiveDate,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    let game = case.game;
    let state = case.state(today);
    let state_words = state.worded(tr);
    ui.heading(tr_args(
        tr,
        "case-title",
        [
            ("game", game.to_string().into()),
            ("players", players(project, game).into()),
        ],
    ));
    ui.label(format!(
        "{} · {} · {state_words}",
        place(project, game),
        match case.procedure {
            Procedure::InterOffice => tr.t("case-inter-office-rules"),
            Procedure::Email => tr.t("case-email-rules"),
        }
    ));
    deadlines_ui(ui, tr, case);
    let result = project
        .game(game)
        .and_then(|g| g.result)
        .map_or_else(|| tr.t("case-no-result"), |r| r.to_string());
    ui.label(tr_args(tr, "case-result", [("result", result.into())]));
    for due in case.due(today) {
        let text = tr_args(tr, "case-due", [("due", due.worded(tr).into())]);
        if due.overdue(today) {
            ui.colored_label(WARN, text);
        } else {
            ui.label(text);
        }
    }
    ui.separator();
    claims_ui(ui, tr, case, today, forms, intents);
    if case.claims_closed(today) || !case.referrals.is_empty() {
        ui.separator();
        panel_ui(ui, tr, case, forms, intents);
    }
    if case.decision.is_some() || case.panel_verdict().is_some() {
        ui.separator();
        decision_ui(ui, tr, case, forms, intents);
    }
    if case.decision.is_none() && case.default_applied.is_none() && case.scored().is_none() {
        ui.separator();
        orders_ui(ui, tr, case, forms, intents);
    }
    if case.decision.is_some()
        && matches!(
            state,
            CaseState::Decided | CaseState::UnderAppeal | CaseState::Final
        )
    {
        appeals_ui(ui, tr, case, state, forms, intents);
    }
}

fn deadlines_ui(ui: &mut egui::Ui, tr: &Catalogue, case: &AdjudicationCase) {
    let d = &case.deadlines;
    let text = match case.procedure {
        Procedure::InterOffice => tr_args(
            tr,
            "case-deadlines-inter-office",
            [
                ("opened", day(tr, case.opened).into()),
                ("claims", day(tr, d.submissions).into()),
                ("cure", day(tr, case.cure_day()).into()),
                ("both", day(tr, d.both_default.unwrap_or(d.cure)).into()),
            ],
        ),
        Procedure::Email => tr_args(
            tr,
            "case-deadlines-email",
            [
                ("opened", day(tr, case.opened).into()),
                ("due", day(tr, d.submissions).into()),
            ],
        ),
    };
    ui.label(text);
}

fn claims_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    case: &AdjudicationCase,
    today: NaiveDate,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    ui.strong(tr.t("case-claims"));
    for side in [Colour::White, Colour::Black] {
        let text = match case.claim(side) {
            Some(c) => {
                let late = if case.counted_claim(side).is_none() {
                    tr.t("claim-too-late")
                } else {
                    String::new()
                };
                let analysis = if c.has_analysis() {
                    let first = c.analysis.lines().next().unwrap_or("");
                    tr_args(tr, "claim-analysis-is", [("analysis", first.into())])
                } else {
                    tr.t("claim-no-analysis")
                };
                tr_args(
                    tr,
                    "claim-line",
                    [
                        ("side", side.to_string().into()),
                        ("kind", c.kind.to_string().into()),
                        ("received", day(tr, c.submitted).into()),
                        ("late", late.into()),
                        ("analysis", analysis.into()),
                    ],
                )
            }
            None => tr_args(tr, "claim-none-yet", [("side", side.to_string().into())]),
        };
        ui.label(text);
    }
    let open = case.decision.is_none()
        && case.default_applied.is_none()
        && case.referrals.is_empty()
        && case.scored().is_none();
    if let Some(d) = case.default_applied {
        ui.label(tr_args(
            tr,
            "claim-default-applied",
            [
                ("applied", day(tr, d.applied).into()),
                ("result", d.ruling.result().to_string().into()),
            ],
        ));
    }
    if !open {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut forms.claim_side, Colour::White, tr.t("claim-white"));
        ui.radio_value(&mut forms.claim_side, Colour::Black, tr.t("claim-black"));
        ui.separator();
        ui.radio_value(&mut forms.claim_kind, ClaimKind::Win, tr.t("claim-win"));
        ui.radio_value(&mut forms.claim_kind, ClaimKind::Draw, tr.t("claim-draw"));
        ui.separator();
        field_ui(ui, &tr.t("claim-received"), &mut forms.claim_date, 90.0);
    });
    text_box_ui(ui, &tr.t("claim-analysis"), &mut forms.claim_analysis);
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr.t("claim-record"))
            .on_hover_text(tr.t("claim-record-hint"))
            .clicked()
        {
            let step = parse_day(tr, &forms.claim_date, &tr.t("claim-received")).map(|submitted| {
                A::SubmitClaim {
                    game: case.game,
                    claim: Claim {
                        side: forms.claim_side,
                        kind: forms.claim_kind,
                        submitted,
                        analysis: forms.claim_analysis.trim().to_owned(),
                    },
                }
            });
            execute(intents, step);
        }
        if let Some(ruling) = case.default_due(today)
            && ui
                .button(tr_args(
                    tr,
                    "claim-apply-default",
                    [("result", ruling.result().to_string().into())],
                ))
                .clicked()
        {
            execute(
                intents,
                Ok(A::ApplyDefault {
                    game: case.game,
                    today,
                }),
            );
        }
    });
}

fn panel_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    case: &AdjudicationCase,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    ui.strong(tr.t("case-adjudicators"));
    for r in &case.referrals {
        let role = match r.purpose {
            Purpose::Adjudication => String::new(),
            Purpose::Tiebreak => tr.t("panel-third-role"),
        };
        let opinion = case
            .opinions
            .iter()
            .find(|o| o.adjudicator == r.adjudicator)
            .map_or_else(
                || tr.t("panel-opinion-awaited"),
                |o| {
                    tr_args(
                        tr,
                        "panel-opinion-received",
                        [
                            ("verdict", o.verdict.to_string().into()),
                            ("received", day(tr, o.received).into()),
                        ],
                    )
                },
            );
        ui.label(tr_args(
            tr,
            "panel-referral",
            [
                ("adjudicator", r.adjudicator.as_str().into()),
                ("role", role.into()),
                ("sent", day(tr, r.sent).into()),
                ("opinion", opinion.into()),
            ],
        ));
    }
    if case.decision.is_some() {
        return;
    }
    let first = case
        .referrals
        .iter()
        .filter(|r| r.purpose == Purpose::Adjudication)
        .count();
    let tiebreak = case.needs_tiebreak() && case.tiebreak_referral().is_none();
    if case.needs_tiebreak() {
        if case.panel_verdict().is_some() {
            // Settled by the third: no longer a warning.
            ui.label(tr.t("panel-third-decided"));
        } else {
            ui.colored_label(WARN, tr.t("panel-disagree"));
        }
    }
    let purpose = if tiebreak {
        Some(Purpose::Tiebreak)
    } else if first < case.first_panel_size() && case.default_applied.is_none() {
        Some(Purpose::Adjudication)
    } else {
        None
    };
    if let Some(purpose) = purpose {
        ui.horizontal_wrapped(|ui| {
            field_ui(
                ui,
                &tr.t("panel-adjudicator"),
                &mut forms.adjudicator,
                140.0,
            );
            field_ui(
                ui,
                &tr.t("panel-position-sent"),
                &mut forms.referral_date,
                90.0,
            );
            let (label, hover) = match purpose {
                Purpose::Tiebreak => (tr.t("panel-send-third"), tr.t("panel-send-third-hint")),
                Purpose::Adjudication => (
                    tr_args(
                        tr,
                        "panel-send",
                        [
                            ("number", (first + 1).into()),
                            ("of", case.first_panel_size().into()),
                        ],
                    ),
                    tr.t("panel-send-hint"),
                ),
            };
            if ui.button(label).on_hover_text(hover).clicked() {
                let step = required_name(tr, &forms.adjudicator, "panel-name-adjudicator")
                    .and_then(|name| {
                        parse_day(tr, &forms.referral_date, &tr.t("panel-position-sent")).map(
                            |sent| A::Refer {
                                game: case.game,
                                referral: Referral {
                                    adjudicator: name,
                                    sent,
                                    purpose,
                                },
                            },
                        )
                    });
                execute(intents, step);
            }
        });
    }
    let pending: Vec<&str> = case
        .referrals
        .iter()
        .filter(|r| case.opinions.iter().all(|o| o.adjudicator != r.adjudicator))
        .map(|r| r.adjudicator.as_str())
        .collect();
    if pending.is_empty() {
        return;
    }
    if !pending.contains(&forms.opinion_by.as_str()) {
        forms.opinion_by = pending[0].to_owned();
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t("panel-opinion-of"));
        for name in &pending {
            ui.radio_value(&mut forms.opinion_by, (*name).to_owned(), *name);
        }
        ui.separator();
        verdict_ui(ui, &mut forms.opinion_verdict);
        ui.separator();
        field_ui(
            ui,
            &tr.t("panel-opinion-date"),
            &mut forms.opinion_date,
            90.0,
        );
    });
    text_box_ui(ui, &tr.t("panel-reasons"), &mut forms.opinion_reasons);
    if ui.button(tr.t("panel-record-opinion")).clicked() {
        let step =
            parse_day(tr, &forms.opinion_date, &tr.t("panel-opinion-date")).map(|received| {
                A::RecordOpinion {
                    game: case.game,
                    opinion: Opinion {
                        adjudicator: forms.opinion_by.clone(),
                        received,
                        verdict: forms.opinion_verdict,
                        reasons: forms.opinion_reasons.trim().to_owned(),
                    },
                }
            });
        execute(intents, step);
    }
}

fn decision_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    case: &AdjudicationCase,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    ui.strong(tr.t("case-decision"));
    if let Some(d) = &case.decision {
        let who: Vec<String> = d.appealable_by.iter().map(ToString::to_string).collect();
        let appeal = if who.is_empty() {
            tr.t("decision-no-appeal")
        } else {
            tr_args(
                tr,
                "decision-may-appeal",
                [
                    ("who", who.join(&tr.t("decision-and")).into()),
                    ("until", day(tr, d.appeal_deadline).into()),
                    (
                        "rule",
                        match case.procedure {
                            Procedure::InterOffice => "C27",
                            Procedure::Email => "E11.1",
                        }
                        .into(),
                    ),
                ],
            )
        };
        ui.label(tr_args(
            tr,
            "decision-notified-line",
            [
                ("verdict", d.verdict.to_string().into()),
                ("notified", day(tr, d.notified).into()),
                ("appeal", appeal.into()),
            ],
        ));
        return;
    }
    let Some((verdict, settled)) = case.panel_verdict() else {
        return;
    };
    ui.label(tr_args(
        tr,
        "decision-panel-verdict",
        [
            ("verdict", verdict.to_string().into()),
            ("settled", day(tr, settled).into()),
        ],
    ));
    ui.horizontal_wrapped(|ui| {
        field_ui(ui, &tr.t("decision-notified"), &mut forms.notified, 90.0);
        if ui
            .button(tr.t("decision-notify"))
            .on_hover_text(tr.t("decision-notify-hint"))
            .clicked()
        {
            let step = parse_day(tr, &forms.notified, &tr.t("decision-notified")).map(|notified| {
                A::Notify {
                    game: case.game,
                    notified,
                }
            });
            execute(intents, step);
        }
    });
}

fn appeals_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    case: &AdjudicationCase,
    state: CaseState,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    let Some(decision) = &case.decision else {
        return;
    };
    ui.separator();
    ui.strong(tr.t("case-appeals"));
    // The window may have closed while an appeal mailed in time was still
    // on its way: it is keyed with the date it was mailed (C27).
    if case.appeals.is_empty() && state == CaseState::Final {
        ui.label(tr.t("appeal-window-closed"));
    }
    for a in &case.appeals {
        ui.label(tr_args(
            tr,
            "appeal-appealed-on",
            [
                ("side", a.side.to_string().into()),
                ("mailed", day(tr, a.mailed).into()),
            ],
        ));
    }
    for r in &case.appeal_rulings {
        ui.label(tr_args(
            tr,
            "appeal-ruled",
            [
                ("body", r.body.to_string().into()),
                ("by", r.by.as_str().into()),
                ("verdict", r.verdict.to_string().into()),
                ("ruled", day(tr, r.ruled).into()),
            ],
        ));
    }
    if case.appeal_rulings.is_empty() && !decision.appealable_by.is_empty() {
        if !decision.appealable_by.contains(&forms.appeal_side) {
            forms.appeal_side = decision.appealable_by[0];
        }
        ui.horizontal_wrapped(|ui| {
            for side in &decision.appealable_by {
                ui.radio_value(
                    &mut forms.appeal_side,
                    *side,
                    tr_args(
                        tr,
                        "appeal-side-appeals",
                        [("side", side.to_string().into())],
                    ),
                );
            }
            field_ui(ui, &tr.t("appeal-mailed"), &mut forms.appeal_date, 90.0);
        });
        text_box_ui(ui, &tr.t("appeal-analysis"), &mut forms.appeal_analysis);
        if ui
            .button(tr.t("appeal-record"))
            .on_hover_text(tr.t("appeal-record-hint"))
            .clicked()
        {
            let step =
                parse_day(tr, &forms.appeal_date, &tr.t("appeal-mailed")).map(|mailed| A::Appeal {
                    game: case.game,
                    appeal: Appeal {
                        side: forms.appeal_side,
                        mailed,
                        analysis: forms.appeal_analysis.trim().to_owned(),
                    },
                });
            execute(intents, step);
        }
    }
    let Some(body) = case.next_appeal_body() else {
        return;
    };
    ui.label(tr_args(
        tr,
        "appeal-goes-to",
        [("body", body.to_string().into())],
    ));
    ui.horizontal_wrapped(|ui| {
        field_ui(ui, &tr.t("appeal-ruled-by"), &mut forms.ruling_by, 140.0);
        verdict_ui(ui, &mut forms.ruling_verdict);
        field_ui(
            ui,
            &tr.t("appeal-ruling-notified"),
            &mut forms.ruling_date,
            90.0,
        );
    });
    if ui
        .button(tr.t("appeal-record-ruling"))
        .on_hover_text(tr.t("appeal-record-ruling-hint"))
        .clicked()
    {
        let step = required_name(tr, &forms.ruling_by, "appeal-name-ruled-by").and_then(|by| {
            parse_day(tr, &forms.ruling_date, &tr.t("appeal-ruling-notified")).map(|ruled| {
                A::RuleOnAppeal {
                    game: case.game,
                    ruling: AppealRuling {
                        body,
                        by,
                        ruled,
                        verdict: forms.ruling_verdict,
                    },
                }
            })
        });
        execute(intents, step);
    }
}

/// The Organiser's orders in exceptional circumstances (C25) or the TD's
/// where the rules are silent (E13.2): more time for claims, the position
/// to the panel whatever the defaults say, or a result.
fn orders_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    case: &AdjudicationCase,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    ui.collapsing(tr.t("case-orders"), |ui| {
        for o in &case.overrides {
            let what = match &o.action {
                OverrideAction::ExtendClaims(d) => {
                    tr_args(tr, "order-extended", [("until", day(tr, *d).into())])
                }
                OverrideAction::ReferToPanel => tr.t("order-referred"),
                OverrideAction::Score(outcome) => tr_args(
                    tr,
                    "order-scored",
                    [("outcome", outcome.to_string().into())],
                ),
            };
            ui.label(tr_args(
                tr,
                "order-line",
                [
                    ("date", day(tr, o.date).into()),
                    ("what", what.into()),
                    ("reason", o.reason.as_str().into()),
                ],
            ));
        }
        ui.horizontal_wrapped(|ui| {
            field_ui(ui, &tr.t("order-dated"), &mut forms.order_date, 90.0);
            field_ui(ui, &tr.t("order-reason"), &mut forms.order_reason, 260.0);
        });
        let order = |forms: &CaseForms, action: Result<OverrideAction, String>| {
            let date = parse_day(tr, &forms.order_date, &tr.t("order-dated"))?;
            Ok(A::Override {
                game: case.game,
                order: OrganiserOverride {
                    date,
                    action: action?,
                    reason: forms.order_reason.trim().to_owned(),
                },
            })
        };
        ui.horizontal_wrapped(|ui| {
            field_ui(ui, &tr.t("order-claims-until"), &mut forms.extend_to, 90.0);
            if ui
                .button(tr.t("order-extend"))
                .on_hover_text(tr.t("order-extend-hint"))
                .clicked()
            {
                let to = parse_day(tr, &forms.extend_to, &tr.t("order-claims-until"));
                execute(intents, order(forms, to.map(OverrideAction::ExtendClaims)));
            }
        });
        if case.referrals.is_empty()
            && ui
                .button(tr.t("order-refer"))
                .on_hover_text(tr.t("order-refer-hint"))
                .clicked()
        {
            execute(intents, order(forms, Ok(OverrideAction::ReferToPanel)));
        }
        ui.horizontal_wrapped(|ui| {
            for (outcome, label) in [
                (Outcome::WhiteWins, "order-score-white"),
                (Outcome::Draw, "order-score-draw"),
                (Outcome::BlackWins, "order-score-black"),
                (Outcome::LossToBoth, "order-score-both-lose"),
            ] {
                let label = tr.t(label);
                ui.radio_value(&mut forms.score, outcome, label);
            }
            if ui
                .button(tr.t("order-score"))
                .on_hover_text(tr.t("order-score-hint"))
                .clicked()
            {
                execute(
                    intents,
                    order(forms, Ok(OverrideAction::Score(forms.score))),
                );
            }
        });
    });
}
