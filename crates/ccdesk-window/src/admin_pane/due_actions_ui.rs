//! What the Organiser can do about each line of the due list, beside it:
//! record an entry received (C10), a team form returned (C11), the pairing
//! list sent (C16), a fee reminder sent or an expulsion (C09); go to the
//! game whose result is missing or disputed (C24, C37) or to the company's
//! payment (C08); rule a player's games lost for an address change not
//! notified (C22). Each record is one undoable command dated with the
//! steps' date above the list: today unless the Organiser keys a step late.

use chrono::NaiveDate;

use super::{AdminState, Intent, Tab, payments_ui};
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::CompanyId;
use ccdesk_domain::tournament::calendar::{DueItem, DueKind};
use ccdesk_domain::tournament::command::CompanyStep;
use ccdesk_domain::tournament::{Season, TournamentCommand, WithdrawalRuling};

fn step(step: CompanyStep, company: CompanyId, date: NaiveDate) -> Intent {
    Intent::Execute(Command::Tournament(TournamentCommand::RecordStep {
        step,
        company,
        date,
    }))
}

/// The days the due list works with.
#[derive(Debug, Clone, Copy)]
pub(crate) struct StepDates {
    /// Today: what the fees form opens on.
    pub(crate) today: NaiveDate,
    /// The date a step is recorded with; `None` while the field does not
    /// read as a date.
    pub(crate) step: Option<NaiveDate>,
}

/// Draws the button for `item`, if something can be done about it.
pub(crate) fn due_action_ui(
    ui: &mut egui::Ui,
    view: &super::View<'_>,
    season: &Season,
    item: &DueItem,
    dates: StepDates,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, tr) = (view.project, view.tr);
    let StepDates {
        today,
        step: step_date,
    } = dates;
    let (text, hover) = match &item.kind {
        DueKind::Entry(_) => ("due-entry", "due-entry-hint"),
        DueKind::Form(_) => ("due-form", "due-form-hint"),
        DueKind::PairingsNotSent(_) => ("due-list-sent", "due-list-sent-hint"),
        DueKind::ReminderOwed(_) => ("due-reminder", "due-reminder-hint"),
        DueKind::LiableToExpulsion(_) => ("due-expelled", "due-expelled-hint"),
        DueKind::ResultMissing(_) | DueKind::Dispute(_) => ("due-result", "due-result-hint"),
        DueKind::FeesUnpaid(_) => ("due-payment", "due-payment-hint"),
        DueKind::AdjudicationFeesUnpaid(_) => ("due-payment", "due-adjudication-payment-hint"),
        DueKind::AddressChange(_) => ("due-rule-default", "due-rule-default-hint"),
        DueKind::PairingsNotMade(_) => ("due-pairings", "due-pairings-hint"),
    };
    let (text, hover) = (tr.t(text), tr.t(hover));
    // A step dated with a date that does not read is not recorded: the
    // field says why beside it.
    let records = matches!(
        item.kind,
        DueKind::Entry(_)
            | DueKind::Form(_)
            | DueKind::PairingsNotSent(_)
            | DueKind::ReminderOwed(_)
            | DueKind::LiableToExpulsion(_)
            | DueKind::AddressChange(_)
    );
    let Some(date) = step_date.or((!records).then_some(today)) else {
        ui.add_enabled(false, egui::Button::new(text).small())
            .on_disabled_hover_text(tr.t("due-date-unreadable"));
        return;
    };
    if let DueKind::LiableToExpulsion(c) = &item.kind {
        // The expulsion rules the company's unfinished games (C09).
        ui.menu_button(tr.t("due-expel"), |ui| {
            for (label, ruling) in [
                ("due-expel-annulled", WithdrawalRuling::Annul),
                ("due-expel-scored-lost", WithdrawalRuling::ScoreLost),
            ] {
                if ui.button(tr.t(label)).on_hover_text(&hover).clicked() {
                    intents.push(Intent::Execute(Command::Tournament(
                        TournamentCommand::Expel {
                            company: *c,
                            ruling,
                            date,
                        },
                    )));
                    ui.close();
                }
            }
        });
        return;
    }
    if !ui.small_button(text).on_hover_text(hover).clicked() {
        return;
    }
    match &item.kind {
        DueKind::Entry(c) => intents.push(step(CompanyStep::Entry, *c, date)),
        DueKind::Form(c) => intents.push(step(CompanyStep::Form, *c, date)),
        DueKind::PairingsNotSent(c) => intents.push(step(CompanyStep::PairingsSent, *c, date)),
        DueKind::ReminderOwed(c) => intents.push(step(CompanyStep::Reminder, *c, date)),
        DueKind::LiableToExpulsion(_) => {}
        DueKind::ResultMissing(g) | DueKind::Dispute(g) => {
            state.result_game = Some(*g);
            state.show_division = project
                .game(*g)
                .and_then(|g| g.pairing.as_ref())
                .map(|p| p.division.clone());
            state.tab = Tab::Results;
        }
        DueKind::FeesUnpaid(c) | DueKind::AdjudicationFeesUnpaid(c) => {
            state
                .fees
                .get_or_insert_with(|| payments_ui::FeesForm::new(&season.records.fees, today))
                .set_company(*c);
            state.tab = Tab::Fees;
        }
        DueKind::AddressChange(p) => intents.push(Intent::Execute(Command::Tournament(
            TournamentCommand::RuleAddressDefault { player: *p, date },
        ))),
        DueKind::PairingsNotMade(d) => {
            state.show_division = Some(d.clone());
            state.tab = Tab::Pairings;
        }
    }
}
