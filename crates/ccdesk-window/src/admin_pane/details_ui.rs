//! A player's and a company's details, edited from the Teams tab: the
//! player's email and correspondence address (printed on the captains'
//! pairing list, C16), his employment (C12, C13) and rating (C14); when his
//! address changes, the change is recorded with its dates (C22). A
//! company's Inter-Office Representative with his correspondence address
//! and telephone (C10) and its Club members (C06). A player who withdrew has his unfinished games annulled
//! or scored lost (E9.1). Each is one undoable step.

use chrono::NaiveDate;

use super::{AdminState, Intent, tr_args};
use crate::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::{CompanyId, PlayerId};
use ccdesk_domain::player::{Employment, Player};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::command::WithdrawalRuling;
use ccdesk_domain::tournament::records::AddressChange;
use ccdesk_domain::tournament::{Company, TournamentCommand};

/// How a player is linked with his company, as chosen in the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EmploymentChoice {
    Employed,
    Retired,
    ExEmployee,
}

/// The "player details" form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PlayerForm {
    id: PlayerId,
    name: String,
    email: String,
    address: String,
    /// Telephone numbers (C11: a captain's; C16 passes them on).
    phone: String,
    employment: EmploymentChoice,
    left: String,
    later_employers: String,
    rating: String,
    /// The date the address changed, when it did (C22).
    changed: String,
    /// The date captain and opponents were told, if they were (C22).
    notified: String,
    /// The date of a withdrawal ruled from the form (E9.1).
    today: NaiveDate,
    error: Option<String>,
}

impl PlayerForm {
    /// The form showing `player`, dated `today` for an address change.
    pub(crate) fn new(player: &Player, today: NaiveDate) -> Self {
        let (employment, left, later) = match &player.employment {
            Employment::Employed => (EmploymentChoice::Employed, String::new(), String::new()),
            Employment::Retired => (EmploymentChoice::Retired, String::new(), String::new()),
            Employment::ExEmployee {
                left,
                later_employers,
            } => (
                EmploymentChoice::ExEmployee,
                left.to_string(),
                later_employers.join("; "),
            ),
        };
        PlayerForm {
            id: player.id,
            name: player.name.clone(),
            email: player.email.clone(),
            address: player.address.clone(),
            phone: player.phone.clone(),
            employment,
            left,
            later_employers: later,
            rating: player.rating.map(|r| r.to_string()).unwrap_or_default(),
            changed: today.to_string(),
            notified: String::new(),
            today,
            error: None,
        }
    }

    fn command(&self, tr: &Catalogue, project: &Project) -> Result<Command, String> {
        let old = project.player(self.id).ok_or_else(|| {
            tr_args(
                tr,
                "details-no-player",
                [("player", self.id.to_string().into())],
            )
        })?;
        let name = self.name.trim();
        if name.is_empty() {
            return Err(tr.t("details-player-needs-name"));
        }
        let date = |text: &str, what: &str| {
            NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
                .map_err(|_| tr_args(tr, "deductions-not-a-date", [("field", tr.t(what).into())]))
        };
        let employment = match self.employment {
            EmploymentChoice::Employed => Employment::Employed,
            EmploymentChoice::Retired => Employment::Retired,
            EmploymentChoice::ExEmployee => Employment::ExEmployee {
                left: date(&self.left, "details-left-c12")?,
                later_employers: self
                    .later_employers
                    .split([';', '\n'])
                    .map(str::trim)
                    .filter(|e| !e.is_empty())
                    .map(str::to_owned)
                    .collect(),
            },
        };
        let rating = match self.rating.trim() {
            "" => None,
            r => Some(
                r.parse::<u16>()
                    .map_err(|_| tr.t("details-rating-invalid"))?,
            ),
        };
        let address = self
            .address
            .lines()
            .map(str::trim_end)
            .collect::<Vec<_>>()
            .join("\n")
            .trim()
            .to_owned();
        let player = Player {
            id: self.id,
            name: name.to_owned(),
            email: self.email.trim().to_owned(),
            address: address.clone(),
            phone: self.phone.trim().to_owned(),
            company: old.company,
            employment,
            rating,
        };
        let mut steps = vec![Command::UpdatePlayer(player)];
        if !old.address.trim().is_empty() && old.address.trim() != address {
            let occurred = date(&self.changed, "details-address-changed")?;
            let notified = match self.notified.trim() {
                "" => None,
                n => Some(date(n, "details-told-c22")?),
            };
            if notified.is_some_and(|n| n < occurred) {
                return Err(tr.t("details-told-before"));
            }
            steps.push(Command::Tournament(TournamentCommand::RecordAddressChange(
                AddressChange {
                    player: self.id,
                    occurred,
                    notified,
                },
            )));
        }
        Ok(Command::Batch(steps))
    }
}

/// The "company details" form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CompanyForm {
    id: CompanyId,
    name: String,
    representative: String,
    /// The representative's correspondence address (C10).
    address: String,
    /// The representative's telephone number(s) (C10).
    phone: String,
    contact: String,
    members: String,
    error: Option<String>,
}

impl CompanyForm {
    /// The form showing `company`.
    pub(crate) fn new(company: &Company) -> Self {
        CompanyForm {
            id: company.id,
            name: company.name.clone(),
            representative: company.representative.clone(),
            address: company.representative_address.clone(),
            phone: company.representative_phone.clone(),
            contact: company.contact.clone(),
            members: company.members.to_string(),
            error: None,
        }
    }

    fn command(&self, tr: &Catalogue) -> Result<Command, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(tr.t("details-company-needs-name"));
        }
        let members = self
            .members
            .trim()
            .parse::<u32>()
            .map_err(|_| tr.t("details-members-invalid"))?;
        Ok(Command::Tournament(TournamentCommand::SetCompany(
            Company {
                id: self.id,
                name: name.to_owned(),
                representative: self.representative.trim().to_owned(),
                representative_address: self.address.trim().to_owned(),
                representative_phone: self.phone.trim().to_owned(),
                contact: self.contact.trim().to_owned(),
                members,
            },
        )))
    }
}

/// A labelled text field in this dialog's grid, 280 points wide.
fn row_ui(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) {
    crate::form_row::text_row_ui(ui, label, value, hint, 280.0);
}

/// [`row_ui`] with its label and hint from the catalogue.
fn key_row_ui(ui: &mut egui::Ui, tr: &Catalogue, label: &str, value: &mut String, hint: &str) {
    row_ui(ui, &tr.t(label), value, &tr.t(hint));
}

/// Draws the "player details" dialog while it is open.
pub(crate) fn player_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.player else {
        return;
    };
    let address_changed = project
        .player(form.id)
        .is_some_and(|p| !p.address.trim().is_empty() && p.address.trim() != form.address.trim());
    let mut close = false;
    egui::Modal::new(egui::Id::unique("player_details_dialog")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(tr.t("details-player-title"));
        egui::Grid::new("player_details_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                key_row_ui(
                    ui,
                    tr,
                    "details-player",
                    &mut form.name,
                    "details-player-hint",
                );
                key_row_ui(
                    ui,
                    tr,
                    "details-email",
                    &mut form.email,
                    "details-email-hint",
                );
                let l = ui.label(tr.t("details-postal-address"));
                ui.add(
                    egui::TextEdit::multiline(&mut form.address)
                        .hint_text(tr.t("details-postal-address-hint"))
                        .desired_rows(3)
                        .desired_width(280.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                key_row_ui(
                    ui,
                    tr,
                    "details-telephone",
                    &mut form.phone,
                    "details-telephone-hint",
                );
                if address_changed {
                    let changed = tr.t("details-address-changed");
                    row_ui(ui, &changed, &mut form.changed, "YYYY-MM-DD");
                    key_row_ui(
                        ui,
                        tr,
                        "details-told",
                        &mut form.notified,
                        "details-told-hint",
                    );
                }
                let l = ui.label(tr.t("details-employment"));
                let text = |e: EmploymentChoice| match e {
                    EmploymentChoice::Employed => tr.t("details-employed"),
                    EmploymentChoice::Retired => tr.t("details-retired"),
                    EmploymentChoice::ExEmployee => tr.t("details-ex-employee"),
                };
                // Choices side by side, not a drop-down: a drop-down list in
                // this dialog opened behind it from its second use.
                ui.horizontal(|ui| {
                    for e in [
                        EmploymentChoice::Employed,
                        EmploymentChoice::Retired,
                        EmploymentChoice::ExEmployee,
                    ] {
                        ui.radio_value(&mut form.employment, e, text(e));
                    }
                })
                .response
                .labelled_by(l.id);
                ui.end_row();
                if form.employment == EmploymentChoice::ExEmployee {
                    let left = tr.t("details-left");
                    row_ui(ui, &left, &mut form.left, "YYYY-MM-DD (C12)");
                    let (later, hint) = ("details-later-employers", "details-later-employers-hint");
                    key_row_ui(ui, tr, later, &mut form.later_employers, hint);
                }
                key_row_ui(
                    ui,
                    tr,
                    "details-rating",
                    &mut form.rating,
                    "details-rating-hint",
                );
            });
        egui::CollapsingHeader::new(tr.t("details-withdrawal"))
            .id_salt("player_withdrawal")
            .show(ui, |ui| {
                ui.label(tr.t("details-withdrew"));
                ui.horizontal(|ui| {
                    for (key, ruling) in [
                        ("details-annul", WithdrawalRuling::Annul),
                        ("details-score-lost", WithdrawalRuling::ScoreLost),
                    ] {
                        if ui.button(tr.t(key)).clicked() {
                            intents.push(Intent::Execute(Command::Tournament(
                                TournamentCommand::Withdraw {
                                    player: form.id,
                                    ruling,
                                    date: form.today,
                                },
                            )));
                            close = true;
                        }
                    }
                });
            });
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("details-save-player"),
            |f| f.command(tr, project).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.player = None;
    }
}

/// Draws the "company details" dialog while it is open.
pub(crate) fn company_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.company else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("company_details_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(tr.t("details-company-title"));
        egui::Grid::new("company_details_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                row_ui(ui, &tr.t("details-company-name"), &mut form.name, "");
                let (rep, hint) = ("details-representative", "details-representative-hint");
                key_row_ui(ui, tr, rep, &mut form.representative, hint);
                let l = ui.label(tr.t("details-rep-address"));
                ui.add(
                    egui::TextEdit::multiline(&mut form.address)
                        .hint_text(tr.t("details-rep-address-hint"))
                        .desired_rows(3)
                        .desired_width(280.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                let (phone, hint) = ("details-rep-phone", "details-rep-phone-hint");
                key_row_ui(ui, tr, phone, &mut form.phone, hint);
                // Several lines: an older file's contact details hold the
                // address and telephone too, kept as they are.
                let l = ui.label(tr.t("details-other-contact"));
                ui.add(
                    egui::TextEdit::multiline(&mut form.contact)
                        .hint_text(tr.t("details-email"))
                        .desired_rows(1)
                        .desired_width(280.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                key_row_ui(
                    ui,
                    tr,
                    "details-members",
                    &mut form.members,
                    "details-members-hint",
                );
            });
        if super::form_actions::form_actions(
            ui,
            tr,
            form,
            |f| &mut f.error,
            &tr.t("details-save-company"),
            |f| f.command(tr).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.company = None;
    }
}
