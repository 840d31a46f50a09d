//! The "Read message…" dialog: paste a message that arrived or open an
//! `.eml`; ccdesk shows what it understood and each finding (E4.1-E4.3,
//! E4.6, E4.7, E2.5-E2.11) with the referral the user can send back
//! (E4.2). Nothing changes until "Apply": then the reply is played with its
//! dates, or, for an invalid message, the penalty is recorded (E6.6), and
//! the message is kept in the game's correspondence (E5.1).

use super::announce::{Announcement, Urgency, live_label};
use chrono::NaiveDate;

use super::CcdeskApp;
use super::i18n::Catalogue;
use super::services::{FileFilter, FileRequest};
use ccdesk_domain::ids::GameId;
use ccdesk_domain::message::{
    Arrived, LetterKind, PlanError, ReadOptions, Reading, ReadingPlan, Severity,
    declaration_sentence, long_date, other_kind, plan_reading, read_message, referral, stated_kind,
};
use ccdesk_domain::project::Project;

/// The dialog's fields, kept between frames while it is open.
#[derive(Debug, Clone, Default)]
pub struct ReadForm {
    /// The message text, pasted or read from an `.eml`.
    pub text: String,
    /// The date the message arrived, `YYYY-MM-DD`.
    pub arrived: String,
    /// The `.eml` the text came from, with its sender and date.
    pub mail: Option<MailSource>,
    /// The game selected when the dialog opened.
    pub selected: Option<GameId>,
    /// Read the message as one of the selected game, rather than finding
    /// its game from what it says.
    pub only_selected: bool,
    /// The person confirmed that the opponent sent it, although it came
    /// from another address (or none).
    pub sender_confirmed: bool,
    /// What was read, for the text, date, game choice and confirmation it
    /// was read from.
    reading: Option<(String, String, bool, bool, Reading)>,
    /// What the last button did, or why it failed.
    pub outcome: Option<Result<String, String>>,
}

/// Where an `.eml` message came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSource {
    /// The file.
    pub file: String,
    /// Its subject line.
    pub subject: Option<String>,
    /// The `Date:` day: the actual mailing date (E2.10).
    pub mailed: Option<NaiveDate>,
    /// The sender's address.
    pub from_email: Option<String>,
    /// The sender's name.
    pub from_name: Option<String>,
    /// The mail's Message-ID (a mail fetched by Check mail), kept with the
    /// message applied so that it is applied once.
    pub message_id: Option<String>,
    /// A mail fetched by Check mail: its UID and folder, to move it to
    /// the account's folder for applied mail once applied.
    pub fetched: Option<(u32, String)>,
}

impl CcdeskApp {
    /// Opens the "Read message…" dialog.
    pub fn open_read_dialog(&mut self) {
        // The arrival starts empty: then it is assumed from the day the
        // message was sent and the transit, and said so (E2.9, E2.12).
        self.dialogs.read = Some(ReadForm {
            selected: self.selection.game,
            ..ReadForm::default()
        });
    }
}

/// The arrival typed; `None` when the field is empty (assumed).
fn typed_arrival(form: &ReadForm, texts: &Catalogue) -> Result<Option<NaiveDate>, String> {
    if form.arrived.trim().is_empty() {
        return Ok(None);
    }
    NaiveDate::parse_from_str(form.arrived.trim(), "%Y-%m-%d")
        .map(Some)
        .map_err(|_| {
            texts.ta(
                "read-error-arrival",
                &[("text", form.arrived.as_str().into())],
            )
        })
}

/// The day the message arrived: typed, else assumed by the reading.
fn arrived_date(
    form: &ReadForm,
    reading: Option<&Reading>,
    texts: &Catalogue,
) -> Result<NaiveDate, String> {
    match typed_arrival(form, texts)? {
        Some(d) => Ok(d),
        None => reading
            .and_then(|r| r.arrived)
            .ok_or_else(|| texts.t("read-error-no-sent-date")),
    }
}

/// Reads the form's message again when its text or date changed.
fn refresh(project: &Project, form: &mut ReadForm) {
    if form.reading.as_ref().is_some_and(|(t, a, o, c, _)| {
        *t == form.text
            && *a == form.arrived
            && *o == form.only_selected
            && *c == form.sender_confirmed
    }) {
        return;
    }
    if form.text.trim().is_empty() {
        form.reading = None;
        form.sender_confirmed = false;
        return;
    }
    // A confirmation is of one text: another text asks again.
    if form.reading.as_ref().is_some_and(|(t, ..)| *t != form.text) {
        form.sender_confirmed = false;
    }
    let options = ReadOptions {
        game: form.selected.filter(|_| form.only_selected),
        // The typed date only: a refusal's words are not needed here.
        arrived: typed_arrival(form, &Catalogue::default()).ok().flatten(),
        mailed: form.mail.as_ref().and_then(|m| m.mailed),
        from_email: form.mail.as_ref().and_then(|m| m.from_email.clone()),
        from_name: form.mail.as_ref().and_then(|m| m.from_name.clone()),
        sender_confirmed: form.sender_confirmed,
    };
    let reading = read_message(project, &form.text, &options);
    form.reading = Some((
        form.text.clone(),
        form.arrived.clone(),
        form.only_selected,
        form.sender_confirmed,
        reading,
    ));
}

/// Why the plan was refused: the sentence, and whether it is the sender's
/// address (then the person may confirm the sender).
struct Refusal {
    text: String,
    sender: bool,
}

/// The plan that applies the form's message (the domain's, as
/// `ccdesk message read --apply` applies it).
fn plan(
    project: &Project,
    form: &ReadForm,
    reading: &Reading,
    texts: &Catalogue,
) -> Result<ReadingPlan, Refusal> {
    let refused = |text: String| Refusal {
        text,
        sender: false,
    };
    let arrived = arrived_date(form, Some(reading), texts).map_err(refused)?;
    plan_arrived(project, form, reading, arrived).map_err(|e| Refusal {
        sender: matches!(e, PlanError::NotFromOpponent(_)),
        text: e.to_string(),
    })
}

fn plan_arrived(
    project: &Project,
    form: &ReadForm,
    reading: &Reading,
    arrived: NaiveDate,
) -> Result<ReadingPlan, PlanError> {
    let subject = form
        .mail
        .as_ref()
        .and_then(|m| m.subject.as_deref())
        .unwrap_or_default();
    plan_reading(
        project,
        reading,
        Arrived {
            text: &form.text,
            date: arrived,
            subject,
        },
        form.selected,
    )
}

const ERROR: egui::Color32 = egui::Color32::from_rgb(170, 30, 30);
const WARN: egui::Color32 = egui::Color32::from_rgb(150, 90, 0);

/// Draws the dialog while it is open.
pub(crate) fn read_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.read.take() else {
        return;
    };
    let today = app.today();
    refresh(&app.doc.project, &mut form);
    let project = &app.doc.project;
    let reading = form.reading.as_ref().map(|(_, _, _, _, r)| r.clone());
    let texts = app.texts();
    let t = |key: &str| texts.t(key);
    let planned = reading.as_ref().map(|r| plan(project, &form, r, &texts));
    let declares = reading.as_ref().and_then(|r| r.declares);
    // What the message declares, in words: "Bo Berg resigns: 1-0".
    let declared = reading.as_ref().and_then(|r| {
        let game = project.game(r.game.or(form.selected)?)?;
        Some(declaration_sentence(project, game, r.side?, r.declares?))
    });
    let moving = other_kind(stated_kind(&form.text)).is_none()
        && declares.is_none_or(|k| !ccdesk_domain::message::ends_without_move(k));
    let referral_letter = reading.as_ref().filter(|_| moving).and_then(|r| {
        let game = project.game(r.game?)?;
        (!r.findings.is_empty()).then(|| {
            referral(
                project,
                game,
                r,
                arrived_date(&form, Some(r), &texts).unwrap_or(today),
            )
        })
    });
    let mut close = false;
    let mut open_eml = false;
    let mut apply_now = false;
    // After Apply, the Reply dialog opens on the answer to a draw offer.
    let mut answer: Option<super::reply_dialog::ReplyKind> = None;
    egui::Modal::new(egui::Id::unique("read_dialog")).show(ctx, |ui| {
        ui.set_width(640.0);
        ui.heading(t("read-heading"));
        ui.horizontal(|ui| {
            if ui
                .button(t("read-open-eml"))
                .on_hover_text(t("read-open-eml-hint"))
                .clicked()
            {
                open_eml = true;
            }
            let l = ui.label(t("read-arrived-on"));
            ui.add(
                egui::TextEdit::singleline(&mut form.arrived)
                    .hint_text(t("read-arrived-on-placeholder"))
                    .desired_width(110.0),
            )
            .on_hover_text(t("read-arrived-on-hint"))
            .labelled_by(l.id);
            if let Some(id) = form.selected {
                ui.checkbox(
                    &mut form.only_selected,
                    texts.ta("read-about-game", &[("game", id.to_string().into())]),
                )
                .on_hover_text(t("read-about-game-hint"));
            }
        });
        if let Some(mail) = &form.mail {
            ui.label(
                texts.ta(
                    "read-from-file",
                    &[
                        ("file", mail.file.as_str().into()),
                        (
                            "sender",
                            mail.from_email
                                .clone()
                                .unwrap_or_else(|| t("read-unknown-sender"))
                                .into(),
                        ),
                        (
                            "date",
                            mail.mailed
                                .map_or_else(|| t("read-unknown-date"), long_date)
                                .into(),
                        ),
                    ],
                ),
            );
        }
        let l = ui.label(t("read-message"));
        egui::ScrollArea::vertical()
            .id_salt("read_text")
            .max_height(180.0)
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut form.text)
                        .hint_text(t("read-message-hint"))
                        .font(egui::TextStyle::Monospace)
                        .desired_rows(6)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(l.id);
            });
        ui.separator();
        let other = other_kind(stated_kind(&form.text)).filter(|_| declares.is_none());
        if let Some(sentence) = &declared {
            ui.label(egui::RichText::new(sentence).strong().size(16.0));
        }
        match (&reading, other) {
            (None, _) => {
                ui.label(t("read-nothing-yet"));
            }
            (Some(_), Some(what)) => {
                ui.label(texts.ta("read-not-a-move", &[("what", what.to_string().into())]));
            }
            (Some(r), None) => {
                ui.label(egui::RichText::new(t("read-understood")).strong());
                ui.label(egui::RichText::new(r.summary(project)).monospace());
                if r.findings.is_empty() {
                    ui.label(t("read-no-problems"));
                }
                // Each finding is a live region: said once, when it appears
                // (an invalid message at once, the rest politely).
                for (i, f) in r.findings.iter().enumerate() {
                    let (colour, urgency) = match f.severity() {
                        Severity::Invalid => (ERROR, Urgency::Assertive),
                        Severity::Disagreement => (WARN, Urgency::Polite),
                        Severity::Note => (ui.visuals().text_color(), Urgency::Polite),
                    };
                    let said = Announcement {
                        text: super::announce::finding(&f.to_string()),
                        urgency,
                        serial: i as u64,
                    };
                    live_label(ui, &said, Some(colour));
                }
            }
        }
        // The confirm step: the sender is not the opponent's address.
        let sender_refused = matches!(&planned, Some(Err(Refusal { sender: true, .. })));
        let doubtful = reading.as_ref().and_then(|r| {
            r.sender_verdict
                .sentence()
                .filter(|_| !r.sender_verdict.accepted())
        });
        if sender_refused || (form.sender_confirmed && doubtful.is_some()) {
            if form.sender_confirmed
                && let Some(why) = &doubtful
            {
                ui.colored_label(
                    WARN,
                    texts.ta("read-sender", &[("why", why.to_string().into())]),
                );
            }
            ui.checkbox(&mut form.sender_confirmed, t("read-sender-confirmed"));
        }
        if let Some(letter) = &referral_letter {
            ui.collapsing(t("read-referral"), |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("read_referral")
                    .max_height(160.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut letter.body.as_str())
                                .font(egui::TextStyle::Monospace)
                                .desired_width(f32::INFINITY),
                        );
                    });
                if ui.button(t("read-copy-referral")).clicked() {
                    ui.ctx()
                        .copy_text(format!("Subject: {}\n\n{}", letter.subject, letter.body));
                    form.outcome = Some(Ok(t("read-copied-referral")));
                }
            });
        }
        if let Some(p) = &planned {
            match p {
                Ok(plan) => {
                    ui.label(t("read-apply-will"));
                    for step in &plan.steps {
                        ui.label(format!("• {step}"));
                    }
                }
                Err(e) => {
                    ui.colored_label(
                        ERROR,
                        texts.ta("read-not-applied", &[("why", e.text.as_str().into())]),
                    );
                }
            }
        }
        if let Some(outcome) = &form.outcome {
            match outcome {
                Ok(text) => ui.label(text),
                Err(text) => ui.colored_label(ERROR, text),
            };
        }
        ui.horizontal(|ui| {
            let ready = matches!(planned, Some(Ok(_)));
            if ui
                .add_enabled(ready, egui::Button::new(t("read-apply")))
                .clicked()
            {
                apply_now = true;
            }
            // A draw offered: applied, then answered in the Reply dialog.
            if declares == Some(LetterKind::DrawOffer) {
                ui.label(t("read-draw-offered"));
                if ui
                    .add_enabled(ready, egui::Button::new(t("read-accept-draw")))
                    .on_hover_text(t("read-accept-draw-hint"))
                    .clicked()
                {
                    apply_now = true;
                    answer = Some(super::reply_dialog::ReplyKind::AcceptDraw);
                }
                if ui
                    .add_enabled(ready, egui::Button::new(t("read-decline-draw")))
                    .on_hover_text(t("read-decline-draw-hint"))
                    .clicked()
                {
                    apply_now = true;
                    answer = Some(super::reply_dialog::ReplyKind::DeclineDraw);
                }
            }
            if ui.button(t("dialog-close")).clicked() {
                close = true;
            }
        });
    });
    if open_eml {
        let request = FileRequest::open(&t("read-open-eml"), Some(FileFilter::EML));
        app.choose_file(request, |app, _, path| {
            let loaded = ccdesk_io::eml::load_eml(&path);
            let texts = app.texts();
            app.doc.last_event = Some(match &loaded {
                Ok(_) => texts.ta(
                    "read-eml-read",
                    &[("path", path.display().to_string().into())],
                ),
                Err(e) => texts.ta("read-eml-not-read", &[("why", e.to_string().into())]),
            });
            // The file chosen reaches the dialog, reopened if it was closed.
            if app.dialogs.read.is_none() {
                app.open_read_dialog();
            }
            if let Some(form) = &mut app.dialogs.read {
                read_mail(form, &path, loaded);
            }
        });
    }
    if apply_now && let Some(Ok(plan)) = planned {
        let summary = super::announce::message_applied(plan.game, &plan.steps);
        let command = match form.mail.as_ref().and_then(|m| m.message_id.as_deref()) {
            Some(id) => ccdesk_domain::mail::tag_received(plan.command, id),
            None => plan.command,
        };
        match app.doc.execute(command) {
            Ok(()) => {
                app.announce(summary, super::announce::Urgency::Polite);
                if let Some((uid, folder)) = form.mail.as_ref().and_then(|m| m.fetched.clone()) {
                    app.mail_applied(uid, &folder);
                }
                app.select_game(plan.game);
                if let Some(kind) = answer {
                    app.open_reply_dialog_as(kind);
                }
                return;
            }
            Err(e) => form.outcome = Some(Err(e.to_string())),
        }
    }
    if !close {
        app.dialogs.read = Some(form);
    }
}

/// Puts the text of the `.eml` read from `path` into the form, or why it
/// could not be read.
fn read_mail(
    form: &mut ReadForm,
    path: &std::path::Path,
    loaded: Result<ccdesk_io::eml::ReceivedMail, ccdesk_io::eml::EmlError>,
) {
    match loaded {
        Ok(mail) => {
            form.text = mail.body;
            form.mail = Some(MailSource {
                file: path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                ),
                subject: mail.subject,
                mailed: mail.date,
                from_email: mail.from_email,
                from_name: mail.from_name,
                message_id: None,
                fetched: None,
            });
            form.reading = None;
            form.outcome = None;
            form.sender_confirmed = false;
        }
        Err(e) => form.outcome = Some(Err(e.to_string())),
    }
}
