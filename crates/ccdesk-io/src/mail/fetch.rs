//! The fetch of the mail new since the last one, each fetched mail
//! decoded for the matching (`domain::mail::match_mail`), and the move of
//! applied mail to the account's folder for it (the mail of this fetch
//! and that of earlier ones still in the folder): one way for `ccdesk
//! mail fetch` and the window's File › Check mail.

use crate::eml;
use ccdesk_domain::mail::{FolderState, IncomingMail, MailAccount};

use super::imap::{FetchedMail, ImapSession, timeout};
use super::{MailError, tls};

/// What a fetch brought from a folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMail {
    /// The folder's UIDVALIDITY.
    pub uidvalidity: u32,
    /// The mails new since the account's last fetch.
    pub mails: Vec<FetchedMail>,
    /// When the account moves applied mail to a folder: the mails an
    /// earlier fetch brought that are still in this one, as `(UID,
    /// Message-ID)` (their headers alone are read), so that those applied
    /// leave it too; else empty.
    pub earlier: Vec<(u32, String)>,
}

/// The mails of `folder` new since the account's last fetch, with the
/// folder's UIDVALIDITY and, when the account names a folder for applied
/// mail, the Message-IDs of the mails fetched before that are still there.
/// Nothing is changed on the server (EXAMINE, BODY.PEEK).
///
/// # Errors
///
/// The server cannot be reached, its certificate does not verify, the
/// login is refused, or it answers what ccdesk does not understand.
pub fn new_mail(account: &MailAccount, folder: &str, password: &str) -> Result<NewMail, MailError> {
    let extra = tls::extra_ca(account.ca_file.as_deref());
    let config = tls::client_config(extra.as_deref()).map_err(|e| MailError::Protocol {
        server: account.imap.describe(),
        reason: e.to_string(),
    })?;
    let mut session = ImapSession::connect(&account.imap, config, timeout())?;
    session.login(&account.user, password)?;
    let uidvalidity = session.examine(folder)?;
    let first = FolderState::first_new(&account.fetched, folder, uidvalidity);
    let (uids, earlier) = if account.applied_folder.is_some() && first > 1 {
        let (new, old): (Vec<u32>, Vec<u32>) =
            session.uids_from(1)?.into_iter().partition(|u| *u >= first);
        (new, session.message_ids(&old)?)
    } else {
        (session.uids_from(first)?, Vec::new())
    };
    let mails = session.fetch(&uids)?;
    session.logout();
    Ok(NewMail {
        uidvalidity,
        mails,
        earlier,
    })
}

/// Moves the mails `uids` of `folder` to the account's folder for applied
/// mail (created when missing); nothing when the account names none or
/// there is nothing to move.
///
/// # Errors
///
/// The server cannot be reached or logged in to, or refuses the move.
pub fn move_applied(
    account: &MailAccount,
    folder: &str,
    uids: &[u32],
    password: &str,
) -> Result<(), MailError> {
    let Some(target) = account.applied_folder.as_deref() else {
        return Ok(());
    };
    if uids.is_empty() {
        return Ok(());
    }
    let extra = tls::extra_ca(account.ca_file.as_deref());
    let config = tls::client_config(extra.as_deref()).map_err(|e| MailError::Protocol {
        server: account.imap.describe(),
        reason: e.to_string(),
    })?;
    let mut session = ImapSession::connect(&account.imap, config, timeout())?;
    session.login(&account.user, password)?;
    session.select(folder)?;
    session.move_uids(uids, target)?;
    session.logout();
    Ok(())
}

/// The fetched `mail` decoded: sender, subject, `Date:`, body, Message-ID
/// and the day it reached the mailbox (INTERNALDATE).
///
/// # Errors
///
/// It is not an email message.
pub fn incoming(mail: &FetchedMail) -> Result<IncomingMail, eml::EmlError> {
    let received = eml::read_eml(&mail.bytes)?;
    Ok(IncomingMail {
        message_id: mail_parser::MessageParser::default()
            .parse_headers(&mail.bytes)
            .and_then(|m| m.message_id().map(str::to_owned))
            .unwrap_or_default(),
        from_email: received.from_email,
        from_name: received.from_name,
        subject: received.subject,
        mailed: received.date,
        body: received.body,
        arrived: mail.arrived,
    })
}
