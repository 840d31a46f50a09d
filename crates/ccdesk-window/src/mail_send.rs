//! Reply's Send: the message is marked sent (kept, the move played, as
//! Mark sent does), then mailed over SMTP on a thread through the owner's
//! account (Edit › Mail account…), by the same functions as `ccdesk mail
//! send` ([`outgoing`]). Once the server took it the kept message is
//! recorded as mailed (Message-ID, recipients, time), its move or
//! declaration dated the day it went out; a failure says why and leaves it marked not mailed,
//! to send again (Send in the correspondence pane) or by the other ways.

use std::sync::mpsc::{Receiver, TryRecvError};

use super::CcdeskApp;
use super::announce::Urgency;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::mail::{MailAccount, owner_of};
use ccdesk_io::mail::MailError;
use ccdesk_io::mail::outgoing::{self, Outgoing};
use ccdesk_io::mail::settings::password;

/// What the sending thread brought back.
type Sent = (Outgoing, Result<(), MailError>);

/// A mail being sent.
#[derive(Default)]
pub struct MailSend {
    running: Option<Receiver<Sent>>,
}

impl MailSend {
    /// Whether a mail is being sent.
    #[must_use]
    pub fn running(&self) -> bool {
        self.running.is_some()
    }
}

impl CcdeskApp {
    /// The owner's account and its password, to send with.
    ///
    /// # Errors
    ///
    /// No owner's address, no account kept, or no password.
    pub(crate) fn mail_sender(&self) -> Result<(MailAccount, String), String> {
        let owner = owner_of(&self.doc.project).map_err(|e| e.to_string())?;
        let (_, settings) = self.mail_settings()?;
        let account = settings.account(&owner.email).cloned().ok_or_else(|| {
            format!(
                "no mail account for {} <{}>: keep one with Edit > Mail account…",
                owner.name, owner.email
            )
        })?;
        let password = password(&account)?;
        Ok((account, password))
    }

    /// Mails game `game`'s last kept message not yet mailed on a thread;
    /// what it says meanwhile.
    ///
    /// # Errors
    ///
    /// A mail is being sent already, or the message cannot be made.
    pub(crate) fn send_by_mail(
        &mut self,
        game: GameId,
        account: MailAccount,
        password: String,
    ) -> Result<String, String> {
        if self.mail_send.running() {
            return Err("A mail is being sent: wait for its answer.".to_owned());
        }
        let mail = outgoing::prepare(&self.doc.project, game).map_err(|e| e.to_string())?;
        let words = format!(
            "Sending the message of {game} to {} through {}…",
            mail.to
                .iter()
                .map(|r| r.email.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            account.smtp.describe()
        );
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let result = outgoing::deliver(&mail, &account, &password);
            let _ = tx.send((mail, result));
        });
        self.mail_send.running = Some(rx);
        Ok(words)
    }

    /// Takes in the server's answer: the kept message recorded as mailed,
    /// or why it was not.
    fn mail_sent(&mut self, (mail, result): Sent) {
        let game = mail.game;
        let outcome = match result {
            Err(e) => Err(format!(
                "Not sent: {e}. The message is kept, marked not mailed: Send again, or save the .eml or open it in the mail client."
            )),
            Ok(()) => match outgoing::mailed(&self.doc.project, &mail) {
                None => Err(format!(
                    "The server took the message of {game}, but it is no longer the game's message not yet mailed here, so it is not marked mailed."
                )),
                Some(command) => match self.doc.execute(command) {
                    Ok(()) => {
                        let mut words = format!(
                            "Mailed the message of {game} to {}",
                            mail.to
                                .iter()
                                .map(|r| r.addressee().mailbox())
                                .collect::<Vec<_>>()
                                .join(", ")
                        );
                        if !mail.cc.is_empty() {
                            words.push_str(&format!(
                                ", a copy to {}",
                                mail.cc
                                    .iter()
                                    .map(|r| r.addressee().mailbox())
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            ));
                        }
                        words.push('.');
                        if let Some(carried) = mail.mailing.carried {
                            // Every noun starts "the ": here it starts the sentence.
                            let what = carried.noun().replacen("the ", "The ", 1);
                            words.push_str(&format!(
                                " {what} is dated {}, the day it was mailed (it was recorded {}).",
                                mail.day(),
                                mail.mailing.recorded
                            ));
                        }
                        Ok(words)
                    }
                    Err(e) => Err(format!(
                        "The server took the message of {game}, but it could not be marked mailed: {e}."
                    )),
                },
            },
        };
        let urgency = if outcome.is_ok() {
            Urgency::Polite
        } else {
            Urgency::Assertive
        };
        let words = match &outcome {
            Ok(w) | Err(w) => w.clone(),
        };
        self.announce(words.clone(), urgency);
        self.doc.last_event = Some(words);
        // Said where Send was clicked: Reply, or the correspondence pane.
        self.panes.correspondence.mail_outcome = Some(outcome.clone());
        if let Some(form) = &mut self.dialogs.reply {
            form.outcome = Some(outcome);
        }
    }
}

/// Takes in a sending thread's answer.
pub(crate) fn mail_send_poll(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(rx) = &app.mail_send.running else {
        return;
    };
    match rx.try_recv() {
        Ok(sent) => {
            app.mail_send.running = None;
            app.mail_sent(sent);
        }
        Err(TryRecvError::Empty) => {
            ctx.request_repaint_after(std::time::Duration::from_millis(50));
        }
        Err(TryRecvError::Disconnected) => {
            app.mail_send.running = None;
            let why = Err(
                "The sending ended without an answer: the message is kept, marked not mailed."
                    .to_owned(),
            );
            app.panes.correspondence.mail_outcome = Some(why.clone());
            if let Some(form) = &mut app.dialogs.reply {
                form.outcome = Some(why);
            }
        }
    }
}
