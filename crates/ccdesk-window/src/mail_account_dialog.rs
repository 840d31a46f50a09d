//! Edit › Mail account…: the IMAP and SMTP account of the desk's owner,
//! kept in the user's settings (`mail.ron` beside the window's settings,
//! never in the project) by the same checks as `ccdesk mail account`
//! ([`AccountFields::account`]), with the folder applied mail is moved
//! to, if any; the password goes to the system keyring only, never to a
//! file.

use std::path::PathBuf;

use super::CcdeskApp;
use super::i18n::Catalogue;
use ccdesk_domain::mail::owner_of;
use ccdesk_io::mail::account_fields::{AccountFields, FieldNames};
use ccdesk_io::mail::settings::{MailSettings, remember_password};

/// The fields' names in the file code's messages (English, as
/// `ccdesk mail account` words them); the dialog shows its own labels
/// from the window's catalogue.
const LABELS: FieldNames = FieldNames {
    imap: "IMAP server",
    imap_tls: "IMAP security",
    smtp: "SMTP server",
    smtp_tls: "SMTP security",
    user: "User",
    ca_file: "CA file",
    applied_folder: "Move applied mail to",
};

/// The dialog's fields while it is open.
#[derive(Debug, Clone, Default)]
pub struct MailAccountForm {
    /// The account as typed.
    pub fields: AccountFields,
    /// A password to keep in the system keyring; empty = leave the kept
    /// one.
    pub password: String,
    /// Check the mail every this many minutes while the window is open;
    /// empty or 0 = only when asked.
    pub check_minutes: String,
    /// What the last Save did, or why it was refused.
    pub outcome: Option<Result<String, String>>,
}

/// The minutes typed: `None` for empty or 0.
fn check_minutes(texts: &Catalogue, text: &str) -> Result<Option<u32>, String> {
    match text.trim() {
        "" => Ok(None),
        t => t
            .parse::<u32>()
            .ok()
            .filter(|m| *m <= 24 * 60)
            .map(|m| (m > 0).then_some(m))
            .ok_or_else(|| texts.ta("mail-error-minutes", &[("text", t.into())])),
    }
}

impl CcdeskApp {
    /// Where the window keeps the mail accounts: `mail.ron` beside its
    /// settings file (the same file `ccdesk mail` uses for the platform's
    /// settings); `None` when the window keeps no settings.
    #[must_use]
    pub fn mail_settings_path(&self) -> Option<PathBuf> {
        self.settings_store
            .path()
            .map(|p| p.with_file_name("mail.ron"))
    }

    /// The mail settings the window keeps.
    ///
    /// # Errors
    ///
    /// The window keeps no settings, or the file cannot be read.
    pub fn mail_settings(&self) -> Result<(PathBuf, MailSettings), String> {
        let path = self
            .mail_settings_path()
            .ok_or_else(|| "this window keeps no settings, so no mail account".to_owned())?;
        let settings = MailSettings::load_from(&path)?;
        Ok((path, settings))
    }

    /// Opens Edit › Mail account…, showing the owner's account if one is
    /// kept (IMAP implicit TLS and SMTP STARTTLS for a new one).
    pub fn open_mail_account_dialog(&mut self) {
        let kept = owner_of(&self.doc.project).ok().and_then(|owner| {
            self.mail_settings()
                .ok()
                .and_then(|(_, s)| s.account(&owner.email).cloned())
        });
        let fields = kept.as_ref().map_or_else(
            || AccountFields {
                imap_tls: "implicit".to_owned(),
                smtp_tls: "starttls".to_owned(),
                folder: "INBOX".to_owned(),
                ..AccountFields::default()
            },
            AccountFields::of,
        );
        self.dialogs.mail_account = Some(MailAccountForm {
            fields,
            check_minutes: self
                .settings
                .mail_check_minutes
                .map(|m| m.to_string())
                .unwrap_or_default(),
            ..MailAccountForm::default()
        });
    }

    /// Keeps the form's account (and password) for the desk's owner.
    fn save_mail_account(&mut self, form: &MailAccountForm) -> Result<String, String> {
        let texts = self.texts();
        let minutes = check_minutes(&texts, &form.check_minutes)?;
        let owner = owner_of(&self.doc.project).map_err(|e| e.to_string())?;
        let (path, mut settings) = self.mail_settings()?;
        let account = form
            .fields
            .account(LABELS, &owner.email, settings.account(&owner.email))
            .map_err(|e| e.to_string())?;
        // Where the password went, in words ("the Secret Service ...",
        // "the kernel keyring ..."); nothing when none was given.
        let kept = if form.password.is_empty() {
            None
        } else {
            Some(remember_password(&account, &form.password)?.to_string())
        };
        let args = [
            ("name", owner.name.as_str().into()),
            ("email", owner.email.as_str().into()),
            ("imap", account.imap.describe().into()),
            ("smtp", account.smtp.describe().into()),
            ("keyring", kept.clone().unwrap_or_default().into()),
        ];
        let words = match kept {
            Some(_) => texts.ta("mail-kept-with-password", &args),
            None => texts.ta("mail-kept", &args),
        };
        settings.put(account);
        settings.save_to(&path)?;
        if self.settings.mail_check_minutes != minutes {
            self.settings.mail_check_minutes = minutes;
            self.store_settings();
        }
        Ok(match minutes {
            Some(m) => format!(
                "{words} {}",
                texts.ta("mail-checked-every", &[("minutes", m.into())])
            ),
            None => words,
        })
    }
}

/// One labelled text line.
fn field(ui: &mut egui::Ui, label: &str, text: &mut String, password: bool, hint: &str) {
    let l = ui.label(label);
    ui.add(
        egui::TextEdit::singleline(text)
            .password(password)
            .desired_width(280.0),
    )
    .labelled_by(l.id)
    .on_hover_text(hint);
    ui.end_row();
}

/// A choice of security.
fn security(ui: &mut egui::Ui, texts: &Catalogue, label: &str, word: &mut String, salt: &str) {
    let l = ui.label(label);
    super::combo_value::show_combo(ui, egui::ComboBox::from_id_salt(salt), word.clone(), |ui| {
        for choice in ["implicit", "starttls", "none"] {
            ui.selectable_value(word, choice.to_owned(), choice);
        }
    })
    .response
    .labelled_by(l.id)
    .on_hover_text(texts.t("mail-security-hint"));
    ui.end_row();
}

/// Draws the dialog while it is open.
pub(crate) fn mail_account_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.mail_account.take() else {
        return;
    };
    let mut close = false;
    let mut save = false;
    let texts = app.texts();
    let t = |key: &str| texts.t(key);
    egui::Modal::new(egui::Id::unique("mail_account_dialog")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading(t("mail-heading"));
        ui.label(match owner_of(&app.doc.project) {
            Ok(owner) => texts.ta(
                "mail-mailbox-of",
                &[
                    ("name", owner.name.as_str().into()),
                    ("email", owner.email.as_str().into()),
                ],
            ),
            Err(e) => texts.ta("mail-no-owner", &[("why", e.to_string().into())]),
        });
        egui::Grid::new("mail_account_fields")
            .num_columns(2)
            .show(ui, |ui| {
                let f = &mut form.fields;
                field(
                    ui,
                    &t("mail-imap"),
                    &mut f.imap,
                    false,
                    &t("mail-imap-hint"),
                );
                security(
                    ui,
                    &texts,
                    &t("mail-imap-security"),
                    &mut f.imap_tls,
                    "mail_imap_tls",
                );
                field(
                    ui,
                    &t("mail-smtp"),
                    &mut f.smtp,
                    false,
                    &t("mail-smtp-hint"),
                );
                security(
                    ui,
                    &texts,
                    &t("mail-smtp-security"),
                    &mut f.smtp_tls,
                    "mail_smtp_tls",
                );
                field(
                    ui,
                    &t("mail-user"),
                    &mut f.user,
                    false,
                    &t("mail-user-hint"),
                );
                field(
                    ui,
                    &t("mail-folder"),
                    &mut f.folder,
                    false,
                    &t("mail-folder-hint"),
                );
                field(
                    ui,
                    &t("mail-applied-folder"),
                    &mut f.applied_folder,
                    false,
                    &t("mail-applied-folder-hint"),
                );
                field(
                    ui,
                    &t("mail-ca-file"),
                    &mut f.ca_file,
                    false,
                    &t("mail-ca-file-hint"),
                );
                field(
                    ui,
                    &t("mail-password"),
                    &mut form.password,
                    true,
                    &t("mail-password-hint"),
                );
                field(
                    ui,
                    &t("mail-check-every"),
                    &mut form.check_minutes,
                    false,
                    &t("mail-check-every-hint"),
                );
            });
        match &form.outcome {
            Some(Ok(words)) => {
                ui.label(words);
            }
            Some(Err(e)) => {
                ui.colored_label(egui::Color32::from_rgb(170, 30, 30), e);
            }
            None => {}
        }
        ui.horizontal(|ui| {
            if ui.button(t("mail-save")).clicked() {
                save = true;
            }
            if ui.button(t("dialog-close")).clicked() {
                close = true;
            }
        });
    });
    if save {
        form.outcome = Some(app.save_mail_account(&form));
        if matches!(form.outcome, Some(Ok(_))) {
            form.password.clear();
        }
    }
    if !close {
        app.dialogs.mail_account = Some(form);
    }
}
