//! The season's fees set by the Organiser (subscription per member and the
//! minimum entry fee, C08; the fees for a claim or appeal not upheld, C28)
//! and the payments received from companies, each undoable; the balances
//! follow in the fees table.

use chrono::NaiveDate;

use super::{AdminState, Intent, WARN, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::CompanyId;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::fees::{Money, competing_companies};
use ccdesk_domain::tournament::records::{FeeSchedule, Payment};
use ccdesk_domain::tournament::{Season, TournamentCommand};

/// An amount typed as `12`, `12.5`, `12.50` or `£12.50`, in pence.
#[must_use]
pub(crate) fn parse_money(text: &str) -> Option<Money> {
    let t = text.trim();
    let t = t.strip_prefix('£').unwrap_or(t).trim();
    let (pounds, pence) = match t.split_once('.') {
        Some((p, d)) if !d.is_empty() && d.len() <= 2 && d.chars().all(|c| c.is_ascii_digit()) => {
            let value: i64 = d.parse().ok()?;
            (p, if d.len() == 1 { value * 10 } else { value })
        }
        Some(_) => return None,
        None => (t, 0),
    };
    if pounds.is_empty() || !pounds.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let pounds: i64 = pounds.parse().ok()?;
    Some(Money(pounds.checked_mul(100)?.checked_add(pence)?))
}

/// Prints an amount for a text field: `12.50`.
fn money_text(m: Money) -> String {
    format!("{}.{:02}", m.0 / 100, m.0.rem_euclid(100))
}

/// The "fees" and "payment" forms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FeesForm {
    /// The four fees as typed, in the order of [`FEE_LABELS`].
    fees: [String; 4],
    /// The season's fees when the fields were filled: when they change
    /// (set, or undone), the fields show them again.
    shown: FeeSchedule,
    company: Option<CompanyId>,
    amount: String,
    received: String,
    note: String,
    error: Option<String>,
}

/// The catalogue keys of the four fees' labels, with their rules.
const FEE_LABELS: [(&str, &str); 4] = [
    ("payments-subscription", "C08"),
    ("payments-minimum-fee", "C08"),
    ("payments-claim-fee", "C28"),
    ("payments-appeal-fee", "C28"),
];

impl FeesForm {
    /// The form showing `fees`, a payment dated `today`.
    pub(crate) fn new(fees: &FeeSchedule, today: NaiveDate) -> Self {
        FeesForm {
            fees: [
                fees.subscription,
                fees.minimum_entry_fee,
                fees.claim_fee,
                fees.appeal_fee,
            ]
            .map(money_text),
            shown: fees.clone(),
            company: None,
            amount: String::new(),
            received: today.to_string(),
            note: String::new(),
            error: None,
        }
    }

    /// Chooses the company a payment is from.
    pub(crate) fn set_company(&mut self, company: CompanyId) {
        self.company = Some(company);
    }

    fn fees_command(&self, tr: &Catalogue) -> Result<Command, String> {
        let mut amounts = [Money::ZERO; 4];
        for ((slot, text), (label, _)) in amounts.iter_mut().zip(&self.fees).zip(FEE_LABELS) {
            *slot = parse_money(text).ok_or_else(|| {
                tr_args(
                    tr,
                    "payments-not-an-amount",
                    [("field", tr.t(label).into())],
                )
            })?;
        }
        let [subscription, minimum_entry_fee, claim_fee, appeal_fee] = amounts;
        Ok(Command::Tournament(TournamentCommand::SetFees(
            FeeSchedule {
                subscription,
                minimum_entry_fee,
                claim_fee,
                appeal_fee,
            },
        )))
    }

    fn payment_command(&self, tr: &Catalogue) -> Result<Command, String> {
        let company = self
            .company
            .ok_or_else(|| tr.t("payments-choose-company"))?;
        let amount = parse_money(&self.amount)
            .filter(|m| m.0 > 0)
            .ok_or_else(|| tr.t("payments-amount-more"))?;
        let received =
            NaiveDate::parse_from_str(self.received.trim(), "%Y-%m-%d").map_err(|_| {
                let field = [("field", tr.t("payments-received").into())];
                tr_args(tr, "deductions-not-a-date", field)
            })?;
        Ok(Command::Tournament(TournamentCommand::RecordPayment(
            Payment {
                company,
                amount,
                received,
                note: self.note.trim().to_owned(),
            },
        )))
    }
}

fn field_ui(ui: &mut egui::Ui, label: &str, value: &mut String, width: f32) {
    let l = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).desired_width(width))
        .labelled_by(l.id);
}

/// Draws the fee and payment forms and the payments recorded, above the
/// companies' accounts.
pub(crate) fn payments_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    season: &Season,
    state: &mut AdminState,
    today: NaiveDate,
    intents: &mut Vec<Intent>,
) {
    let form = state
        .fees
        .get_or_insert_with(|| FeesForm::new(&season.records.fees, today));
    if form.shown != season.records.fees {
        let fresh = FeesForm::new(&season.records.fees, today);
        form.fees = fresh.fees;
        form.shown = fresh.shown;
    }
    egui::CollapsingHeader::new(tr.t("payments-set-fees-title"))
        .id_salt("fees_form")
        .show(ui, |ui| {
            egui::Grid::new("fees_grid")
                .num_columns(2)
                .spacing([10.0, 4.0])
                .show(ui, |ui| {
                    for ((label, rule), value) in FEE_LABELS.iter().zip(form.fees.iter_mut()) {
                        field_ui(ui, &format!("{} ({rule})", tr.t(label)), value, 80.0);
                        ui.end_row();
                    }
                });
            if ui.button(tr.t("payments-set-fees")).clicked() {
                match form.fees_command(tr) {
                    Ok(c) => {
                        intents.push(Intent::Execute(c));
                        form.error = None;
                    }
                    Err(e) => form.error = Some(e),
                }
            }
        });
    let companies: Vec<CompanyId> = {
        let mut c = competing_companies(season);
        for company in project.companies() {
            if !c.contains(&company.id) {
                c.push(company.id);
            }
        }
        c
    };
    let name = |id: CompanyId| {
        project
            .company(id)
            .map_or_else(|| id.to_string(), |c| c.name.clone())
    };
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(tr.t("payments-from"));
        crate::combo_value::show_combo(
            ui,
            egui::ComboBox::from_id_salt("payment_company"),
            form.company.map_or_else(|| tr.t("deductions-choose"), name),
            |ui| {
                for id in &companies {
                    ui.selectable_value(&mut form.company, Some(*id), name(*id));
                }
            },
        )
        .response
        .labelled_by(l.id);
        field_ui(ui, &tr.t("payments-amount"), &mut form.amount, 70.0);
        field_ui(ui, &tr.t("payments-received"), &mut form.received, 90.0);
        field_ui(ui, &tr.t("payments-note"), &mut form.note, 140.0);
        if ui.button(tr.t("payments-record")).clicked() {
            match form.payment_command(tr) {
                Ok(c) => {
                    intents.push(Intent::Execute(c));
                    form.amount.clear();
                    form.note.clear();
                    form.error = None;
                }
                Err(e) => form.error = Some(e),
            }
        }
    });
    if let Some(e) = &form.error {
        ui.colored_label(WARN, e);
    }
    let payments = &season.records.payments;
    if !payments.is_empty() {
        egui::CollapsingHeader::new(tr_args(tr, "payments-list", [("n", payments.len().into())]))
            .id_salt("payments_list")
            .show(ui, |ui| {
                egui::Grid::new("payments_grid")
                    .striped(true)
                    .spacing([12.0, 3.0])
                    .show(ui, |ui| {
                        for p in payments {
                            ui.label(p.received.to_string());
                            ui.label(name(p.company));
                            ui.label(p.amount.to_string());
                            ui.label(&p.note);
                            if ui
                                .small_button(tr.t("payments-remove"))
                                .on_hover_text(tr.t("payments-remove-hint"))
                                .clicked()
                            {
                                intents.push(Intent::Execute(Command::Tournament(
                                    TournamentCommand::RemovePayment(p.clone()),
                                )));
                            }
                            ui.end_row();
                        }
                    });
            });
    }
    ui.separator();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_in_pence() {
        for (text, pence) in [
            ("12", Some(1200)),
            ("12.5", Some(1250)),
            ("12.50", Some(1250)),
            ("£12.05", Some(1205)),
            ("0.07", Some(7)),
            ("12.", None),
            ("12.505", None),
            ("-3", None),
            ("", None),
        ] {
            assert_eq!(parse_money(text).map(|m| m.0), pence, "{text}");
        }
    }
}
