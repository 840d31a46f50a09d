//! The account as the person gives it (`ccdesk mail account`'s flags or
//! Edit › Mail account…'s fields) checked into a [`MailAccount`]: one
//! function for the command line and the window.

use ccdesk_domain::mail::{MailAccount, Security, Server};

use super::tls;

/// What the person typed, before it is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AccountFields {
    /// The IMAP server, `HOST[:PORT]`.
    pub imap: String,
    /// IMAP security: `implicit`, `starttls` or `none`.
    pub imap_tls: String,
    /// The SMTP submission server, `HOST[:PORT]`.
    pub smtp: String,
    /// SMTP security: `implicit`, `starttls` or `none`.
    pub smtp_tls: String,
    /// The user name on both servers.
    pub user: String,
    /// The folder fetched; empty = INBOX.
    pub folder: String,
    /// A CA certificate file (PEM) trusted besides the system's roots;
    /// empty = none.
    pub ca_file: String,
    /// The folder applied mail is moved to; empty = leave it where it is.
    pub applied_folder: String,
}

/// How each field is named in the messages: the flags (`--imap`) or the
/// window's labels.
#[derive(Debug, Clone, Copy)]
pub struct FieldNames {
    /// The IMAP server's.
    pub imap: &'static str,
    /// The IMAP security's.
    pub imap_tls: &'static str,
    /// The SMTP server's.
    pub smtp: &'static str,
    /// The SMTP security's.
    pub smtp_tls: &'static str,
    /// The user's.
    pub user: &'static str,
    /// The CA file's.
    pub ca_file: &'static str,
    /// The folder for applied mail's.
    pub applied_folder: &'static str,
}

impl FieldNames {
    /// `ccdesk mail account`'s flags.
    pub const FLAGS: FieldNames = FieldNames {
        imap: "--imap",
        imap_tls: "--imap-tls",
        smtp: "--smtp",
        smtp_tls: "--smtp-tls",
        user: "--user",
        ca_file: "--ca",
        applied_folder: "--move-applied",
    };
}

impl AccountFields {
    /// The fields showing `account` (to change it).
    #[must_use]
    pub fn of(account: &MailAccount) -> AccountFields {
        let hostport = |s: &Server| {
            let host = if s.host.contains(':') {
                format!("[{}]", s.host)
            } else {
                s.host.clone()
            };
            format!("{host}:{}", s.port)
        };
        AccountFields {
            imap: hostport(&account.imap),
            imap_tls: account.imap.security.word().to_owned(),
            smtp: hostport(&account.smtp),
            smtp_tls: account.smtp.security.word().to_owned(),
            user: account.user.clone(),
            folder: account.folder.clone(),
            ca_file: account.ca_file.clone().unwrap_or_default(),
            applied_folder: account.applied_folder.clone().unwrap_or_default(),
        }
    }

    /// The account of the owner whose address is `owner_email`; the
    /// fetch state of `earlier` is kept when it is the same mailbox (same
    /// IMAP host and user).
    ///
    /// # Errors
    ///
    /// A server, security or user that is not one, plain text to a host
    /// that is not a loopback address, or a CA file that cannot be read as
    /// certificates; the message names the field.
    pub fn account(
        &self,
        names: FieldNames,
        owner_email: &str,
        earlier: Option<&MailAccount>,
    ) -> Result<MailAccount, String> {
        let imap_tls =
            Security::from_word(&self.imap_tls).map_err(|e| format!("{}: {e}", names.imap_tls))?;
        let smtp_tls =
            Security::from_word(&self.smtp_tls).map_err(|e| format!("{}: {e}", names.smtp_tls))?;
        let imap = Server::parse(names.imap, &self.imap, imap_tls, false)?;
        let smtp = Server::parse(names.smtp, &self.smtp, smtp_tls, true)?;
        let user = self.user.trim();
        if user.is_empty() || user.chars().any(char::is_control) {
            return Err(format!(
                "{}: {:?} is not a user name",
                names.user, self.user
            ));
        }
        let ca_file = match self.ca_file.trim() {
            "" => None,
            path => {
                tls::certificates(std::path::Path::new(path))
                    .map_err(|e| format!("{}: {e}", names.ca_file))?;
                Some(
                    std::path::absolute(path)
                        .map_err(|e| format!("{}: {e}", names.ca_file))?
                        .display()
                        .to_string(),
                )
            }
        };
        let folder = match self.folder.trim() {
            "" => "INBOX".to_owned(),
            f => f.to_owned(),
        };
        let applied_folder = match self.applied_folder.trim() {
            "" => None,
            f if f.eq_ignore_ascii_case(&folder) => {
                return Err(format!(
                    "{}: {f:?} is the folder fetched: applied mail would stay where it is",
                    names.applied_folder
                ));
            }
            f if !f.chars().all(|c| c.is_ascii_graphic() || c == ' ') => {
                return Err(format!(
                    "{}: {f:?}: a folder name of printable ASCII letters, digits, spaces and punctuation",
                    names.applied_folder
                ));
            }
            f => Some(f.to_owned()),
        };
        // The fetch state goes with the same mailbox only.
        let fetched = earlier
            .filter(|a| a.imap.host == imap.host && a.user == user)
            .map(|a| a.fetched.clone())
            .unwrap_or_default();
        Ok(MailAccount {
            owner_email: owner_email.to_owned(),
            imap,
            smtp,
            user: user.to_owned(),
            folder,
            ca_file,
            fetched,
            applied_folder,
        })
    }
}
