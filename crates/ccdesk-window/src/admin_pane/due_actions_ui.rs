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
use ccdesk_domain::project::Project;
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
    project: &Project,
    season: &Season,
    item: &DueItem,
    dates: StepDates,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let StepDates {
        today,
        step: step_date,
    } = dates;
    let (text, hover) = match &item.kind {
        DueKind::Entry(_) => (
            "entry received",
            "record the entry as received on the steps' date (C10)",
        ),
        DueKind::Form(_) => (
            "form returned",
            "record the team form as returned on the steps' date (C11)",
        ),
        DueKind::PairingsNotSent(_) => (
            "list sent",
            "record the pairing list as sent to the representative on the steps' date (C16)",
        ),
        DueKind::ReminderOwed(_) => (
            "reminder sent",
            "record the fee reminder as sent on the steps' date: expulsion is possible 21 days later (C09)",
        ),
        DueKind::LiableToExpulsion(_) => (
            "expelled",
            "record the company as expelled on the steps' date for unpaid fees, with a ruling on its teams' unfinished games (C09)",
        ),
        DueKind::ResultMissing(_) | DueKind::Dispute(_) => (
            "enter result…",
            "go to the game on the Results tab (C23, C37)",
        ),
        DueKind::FeesUnpaid(_) => ("payment…", "record a payment on the Fees tab (C08)"),
        DueKind::AdjudicationFeesUnpaid(_) => (
            "payment…",
            "record a payment of the adjudication fees on the Fees tab (C28)",
        ),
        DueKind::AddressChange(_) => (
            "rule default",
            "rule the player's unfinished games lost by default for the address change not notified, on the steps' date (C22)",
        ),
        DueKind::PairingsNotMade(_) => ("pairings…", "go to the Pairings tab (C16)"),
    };
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
            .on_disabled_hover_text("the steps' date above does not read as a date");
        return;
    };
    if let DueKind::LiableToExpulsion(c) = &item.kind {
        // The expulsion rules the company's unfinished games (C09).
        ui.menu_button("expel…", |ui| {
            for (label, ruling) in [
                ("expel, its games annulled", WithdrawalRuling::Annul),
                ("expel, its games scored lost", WithdrawalRuling::ScoreLost),
            ] {
                if ui.button(label).on_hover_text(hover).clicked() {
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
