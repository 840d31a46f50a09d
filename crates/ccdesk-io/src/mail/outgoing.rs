//! A game's last kept message not yet mailed, made into a mail and sent
//! over SMTP submission, then recorded as mailed: one way for `ccdesk
//! mail send` and the window's Send in Reply. [`prepare`] reads the
//! project (on the window's thread) and dates the mail now, in the
//! desk's zone: a move recorded on another day is written again for this
//! one ([`plan_mailing`]); [`deliver`] talks to the server (on a thread of
//! its own in the window); [`mailed`] is the command that records it,
//! the move's sent date with it, so the ledger counts to the day the
//! server took it (E2.8, E6.4).

use chrono::{DateTime, FixedOffset};

use crate::eml;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::mail::{
    MailAccount, MailRecord, Mailing, MailingError, OwnerError, Recipient, last_received_id,
    owner_of, plan_mailing,
};
use ccdesk_domain::message::{Letter, LetterKind};
use ccdesk_domain::project::Project;

use super::imap::timeout;
use super::{MailError, smtp, tls};

/// A mail ready to go: the kept message it is, its recipients and bytes.
#[derive(Debug, Clone)]
pub struct Outgoing {
    /// The game.
    pub game: GameId,
    /// The kept message as it goes out, and what re-dates its move.
    pub mailing: Mailing,
    /// The sender's address (the desk's owner).
    pub from: String,
    /// Its Message-ID, without the angle brackets.
    pub message_id: String,
    /// To.
    pub to: Vec<Recipient>,
    /// Cc (the TD where the rule asks for it).
    pub cc: Vec<Recipient>,
    /// The mail (RFC 5322).
    pub bytes: Vec<u8>,
    /// When it was made, in the desk's zone: the `Date:` (whose day the
    /// opponent's desk reads as the mailing date, E2.10), the move's sent
    /// date and the mailing time recorded.
    pub made: DateTime<FixedOffset>,
}

impl Outgoing {
    /// The day it is mailed: the day of its `Date:`.
    #[must_use]
    pub fn day(&self) -> chrono::NaiveDate {
        self.made.date_naive()
    }
}

/// A Message-ID for a mail of game `game` from `email`: unique by the
/// time, the process and the game, at the sender's domain.
fn new_message_id(game: GameId, email: &str, now: DateTime<FixedOffset>) -> String {
    let nanos = now
        .timestamp_nanos_opt()
        .map_or_else(|| now.timestamp().unsigned_abs(), i64::unsigned_abs);
    let domain = email
        .rsplit_once('@')
        .map_or("ccdesk.invalid", |(_, d)| d)
        .trim();
    format!("ccdesk.{nanos:x}.{:x}.{game}@{domain}", std::process::id())
}

/// Why a game's message cannot be made into a mail; nothing is changed.
#[derive(Debug, thiserror::Error)]
pub enum PrepareError {
    /// No game has this id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// The desk has no owner's address to send from.
    #[error(transparent)]
    Owner(#[from] OwnerError),
    /// No kept message to mail, or one the project refuses to date that day.
    #[error(transparent)]
    Mailing(#[from] MailingError),
    /// Nobody to send it to.
    #[error("game {0}: the message has no recipient with an email address")]
    NoRecipient(GameId),
    /// The mail cannot be written.
    #[error(transparent)]
    Write(#[from] eml::EmlError),
}

/// The mail of game `id`'s last kept message not yet mailed, made now in
/// the desk's zone: [`prepare_at`].
///
/// # Errors
///
/// As [`prepare_at`].
pub fn prepare(project: &Project, id: GameId) -> Result<Outgoing, PrepareError> {
    prepare_at(project, id, chrono::Local::now().fixed_offset())
}

/// The mail of game `id`'s last kept message not yet mailed, dated
/// `made`, to the recipients kept with it (the opponent when none were
/// kept), with `In-Reply-To` and `References` to the opponent's last
/// mail. A move recorded on another day than `made`'s goes re-dated to
/// it ([`plan_mailing`]).
///
/// # Errors
///
/// No such game, no owner's address, no kept message not yet mailed, a
/// move the project refuses to date that day, no recipient with an
/// address, or the mail cannot be written.
pub fn prepare_at(
    project: &Project,
    id: GameId,
    made: DateTime<FixedOffset>,
) -> Result<Outgoing, PrepareError> {
    let game = project.game(id).ok_or(PrepareError::UnknownGame(id))?;
    let owner = owner_of(project)?;
    let mailing = plan_mailing(project, id, made.date_naive())?;
    let entry = &mailing.entry;
    let (mut to, cc) = entry
        .mail
        .as_ref()
        .map(|m| (m.to.clone(), m.cc.clone()))
        .unwrap_or_default();
    if to.is_empty() {
        // A message kept without its recipients goes to the opponent.
        let opponent = if project.owner() == Some(game.white) {
            game.black
        } else {
            game.white
        };
        if let Some(p) = project
            .player(opponent)
            .filter(|p| !p.email.trim().is_empty())
        {
            to.push(Recipient {
                name: p.name.clone(),
                email: p.email.trim().to_owned(),
            });
        }
    }
    if to.is_empty() {
        return Err(PrepareError::NoRecipient(id));
    }
    let letter = Letter {
        kind: entry.kind.unwrap_or(LetterKind::Move),
        from: owner.clone(),
        to: to.iter().map(Recipient::addressee).collect(),
        cc: cc.iter().map(Recipient::addressee).collect(),
        subject: entry.subject.clone(),
        body: entry.text.clone(),
    };
    let message_id = new_message_id(id, &owner.email, made);
    let answered = last_received_id(project, id);
    let bytes = eml::write_mail(
        &letter,
        made,
        Some(&eml::MailIds {
            message_id: &message_id,
            in_reply_to: answered.as_deref(),
        }),
    )?;
    Ok(Outgoing {
        game: id,
        mailing,
        from: owner.email,
        message_id,
        to,
        cc,
        bytes,
        made,
    })
}

/// Sends `mail` through the account's SMTP server.
///
/// # Errors
///
/// The server cannot be reached or logged in to, or refused the mail
/// ([`MailError::Refused`], its reply).
pub fn deliver(mail: &Outgoing, account: &MailAccount, password: &str) -> Result<(), MailError> {
    let extra = tls::extra_ca(account.ca_file.as_deref());
    let everyone: Vec<String> = mail
        .to
        .iter()
        .chain(&mail.cc)
        .map(|r| r.email.clone())
        .collect();
    let outgoing = smtp::Outgoing {
        from: &mail.from,
        to: everyone,
        bytes: &mail.bytes,
    };
    smtp::send(
        &account.smtp,
        extra.as_deref(),
        &account.user,
        password,
        &outgoing,
        timeout(),
    )
}

/// The command that records `mail` as mailed (its Message-ID, recipients
/// and the time it was made) on the kept message, and the move re-dated
/// to the day it went out; `None` when that message is no longer the
/// game's one not yet mailed, or would no longer go out as it did.
#[must_use]
pub fn mailed(project: &Project, mail: &Outgoing) -> Option<Command> {
    let now = plan_mailing(project, mail.game, mail.day()).ok()?;
    if now != mail.mailing {
        return None;
    }
    Some(now.command(MailRecord {
        message_id: mail.message_id.clone(),
        to: mail.to.clone(),
        cc: mail.cc.clone(),
        mailed_at: mail.made.to_rfc3339(),
    }))
}

#[cfg(test)]
mod prepare_tests {
    use super::*;
    use ccdesk_domain::demo::demo_project;

    #[test]
    fn a_mail_that_cannot_be_made_says_which_piece_is_missing() {
        let project = demo_project();
        assert!(matches!(
            prepare(&project, GameId(9999)),
            Err(PrepareError::UnknownGame(GameId(9999)))
        ));
        let first = project.games().first().map(|g| g.id).unwrap_or(GameId(1));
        let refused = prepare(&project, first).err();
        assert!(
            matches!(
                refused,
                Some(PrepareError::Mailing(MailingError::NothingToMail(g))) if g == first
            ),
            "{refused:?}"
        );
    }
}
