//! A game's last kept message not yet mailed, made into a mail and sent
//! over SMTP submission, then recorded as mailed: one way for `ccdesk
//! mail send` and the window's Send in Reply. [`prepare`] reads the
//! project (on the window's thread), [`deliver`] talks to the server (on
//! a thread of its own in the window), [`mailed`] is the command that
//! records it.

use std::time::SystemTime;

use crate::eml;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::mail::{
    MailAccount, Recipient, last_received_id, mark_mailed, owner_of, unsent_of,
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
    /// The kept message's place in the correspondence.
    pub index: usize,
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
    /// When it was made: the `Date:` and the mailing time recorded.
    pub made: SystemTime,
}

/// A Message-ID for a mail of game `game` from `email`: unique by the
/// time, the process and the game, at the sender's domain.
fn new_message_id(game: GameId, email: &str, now: SystemTime) -> String {
    let nanos = now
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    let domain = email
        .rsplit_once('@')
        .map_or("ccdesk.invalid", |(_, d)| d)
        .trim();
    format!("ccdesk.{nanos:x}.{:x}.{game}@{domain}", std::process::id())
}

/// The mail of game `id`'s last kept message not yet mailed, to the
/// recipients kept with it (the opponent when none were kept), with
/// `In-Reply-To` and `References` to the opponent's last mail.
///
/// # Errors
///
/// No such game, no owner's address, no kept message not yet mailed, no
/// recipient with an address, or the mail cannot be written.
pub fn prepare(project: &Project, id: GameId) -> Result<Outgoing, String> {
    let game = project
        .game(id)
        .ok_or_else(|| format!("there is no game {id}"))?;
    let owner = owner_of(project)?;
    let (index, entry) = unsent_of(project, id).ok_or_else(|| {
        format!("game {id} has no kept message that is not mailed yet: record one with ccdesk message compose ... --record")
    })?;
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
        return Err(format!(
            "game {id}: the message has no recipient with an email address"
        ));
    }
    let letter = Letter {
        kind: entry.kind.unwrap_or(LetterKind::Move),
        from: owner.clone(),
        to: to.iter().map(Recipient::addressee).collect(),
        cc: cc.iter().map(Recipient::addressee).collect(),
        subject: entry.subject.clone(),
        body: entry.text.clone(),
    };
    let made = SystemTime::now();
    let message_id = new_message_id(id, &owner.email, made);
    let answered = last_received_id(project, id);
    let bytes = eml::write_mail(
        &letter,
        made,
        Some(&eml::MailIds {
            message_id: &message_id,
            in_reply_to: answered.as_deref(),
        }),
    )
    .map_err(|e| e.to_string())?;
    Ok(Outgoing {
        game: id,
        index,
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
/// and the time it was made) on the kept message; `None` when that
/// message is no longer the game's one not yet mailed.
#[must_use]
pub fn mailed(project: &Project, mail: &Outgoing) -> Option<Command> {
    unsent_of(project, mail.game).filter(|(index, _)| *index == mail.index)?;
    let mailed_at = chrono::DateTime::<chrono::Utc>::from(mail.made).to_rfc3339();
    mark_mailed(
        project,
        mail.index,
        &mail.message_id,
        &mailed_at,
        mail.to.clone(),
        mail.cc.clone(),
    )
}
