//! The account as the person gives it (`ccdesk mail account`'s flags or
//! Edit › Mail account…'s fields) checked into a [`MailAccount`]: one
//! function for the command line and the window.

use ccdesk_domain::mail::{MailAccount, Security, Server, ServerError, UnknownSecurity};

use super::tls;

/// A field of the account as the person gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountField {
    /// The IMAP server.
    Imap,
    /// The IMAP security.
    ImapTls,
    /// The SMTP server.
    Smtp,
    /// The SMTP security.
    SmtpTls,
    /// The user name.
    User,
    /// The CA file.
    CaFile,
    /// The folder for applied mail.
    AppliedFolder,
}

/// Why the fields are not an account: the field at fault ([`Self::field`])
/// and what is wrong with it; the message names the field as the form
/// does (`--imap`, or the window's label).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccountFieldError {
    /// A security word that is not one.
    #[error("{name}: {problem}")]
    Security {
        /// The IMAP or SMTP security.
        field: AccountField,
        /// The field's name in the message.
        name: &'static str,
        /// The word given.
        problem: UnknownSecurity,
    },
    /// A server that is not one (its message names the field).
    #[error("{problem}")]
    Server {
        /// The IMAP or SMTP server.
        field: AccountField,
        /// What is wrong with it.
        problem: ServerError,
    },
    /// An empty user name, or one with control characters.
    #[error("{name}: {user:?} is not a user name")]
    BadUser {
        /// The field's name in the message.
        name: &'static str,
        /// The user name as given.
        user: String,
    },
    /// A CA file that cannot be read as certificates.
    #[error("{name}: {problem}")]
    CaFile {
        /// The field's name in the message.
        name: &'static str,
        /// Why, with the file's path.
        problem: String,
    },
    /// The folder for applied mail is the folder fetched.
    #[error("{name}: {folder:?} is the folder fetched: applied mail would stay where it is")]
    AppliedIsFetched {
        /// The field's name in the message.
        name: &'static str,
        /// The folder given.
        folder: String,
    },
    /// The folder for applied mail is not printable ASCII.
    #[error(
        "{name}: {folder:?}: a folder name of printable ASCII letters, digits, spaces and punctuation"
    )]
    AppliedNotAscii {
        /// The field's name in the message.
        name: &'static str,
        /// The folder given.
        folder: String,
    },
}

impl AccountFieldError {
    /// The field at fault.
    #[must_use]
    pub fn field(&self) -> AccountField {
        match self {
            AccountFieldError::Security { field, .. } | AccountFieldError::Server { field, .. } => {
                *field
            }
            AccountFieldError::BadUser { .. } => AccountField::User,
            AccountFieldError::CaFile { .. } => AccountField::CaFile,
            AccountFieldError::AppliedIsFetched { .. }
            | AccountFieldError::AppliedNotAscii { .. } => AccountField::AppliedFolder,
        }
    }
}

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
    ) -> Result<MailAccount, AccountFieldError> {
        let security = |field, name, word: &str| {
            Security::from_word(word).map_err(|problem| AccountFieldError::Security {
                field,
                name,
                problem,
            })
        };
        let server = |field, name, text: &str, tls, smtp| {
            Server::parse(name, text, tls, smtp)
                .map_err(|problem| AccountFieldError::Server { field, problem })
        };
        let imap_tls = security(AccountField::ImapTls, names.imap_tls, &self.imap_tls)?;
        let smtp_tls = security(AccountField::SmtpTls, names.smtp_tls, &self.smtp_tls)?;
        let imap = server(AccountField::Imap, names.imap, &self.imap, imap_tls, false)?;
        let smtp = server(AccountField::Smtp, names.smtp, &self.smtp, smtp_tls, true)?;
        let user = self.user.trim();
        if user.is_empty() || user.chars().any(char::is_control) {
            return Err(AccountFieldError::BadUser {
                name: names.user,
                user: self.user.clone(),
            });
        }
        let ca_problem = |problem: String| AccountFieldError::CaFile {
            name: names.ca_file,
            problem,
        };
        let ca_file = match self.ca_file.trim() {
            "" => None,
            path => {
                tls::certificates(std::path::Path::new(path))
                    .map_err(|e| ca_problem(e.to_string()))?;
                Some(
                    std::path::absolute(path)
                        .map_err(|e| ca_problem(e.to_string()))?
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
                return Err(AccountFieldError::AppliedIsFetched {
                    name: names.applied_folder,
                    folder: f.to_owned(),
                });
            }
            f if !f.chars().all(|c| c.is_ascii_graphic() || c == ' ') => {
                return Err(AccountFieldError::AppliedNotAscii {
                    name: names.applied_folder,
                    folder: f.to_owned(),
                });
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

#[cfg(test)]
mod tests {
    use super::*;

    fn fields() -> AccountFields {
        AccountFields {
            imap: "127.0.0.1:1143".to_owned(),
            imap_tls: "none".to_owned(),
            smtp: "127.0.0.1:1587".to_owned(),
            smtp_tls: "none".to_owned(),
            user: "ann".to_owned(),
            ..AccountFields::default()
        }
    }

    fn refusal(f: AccountFields) -> Option<AccountFieldError> {
        f.account(FieldNames::FLAGS, "ann@club.example", None).err()
    }

    #[test]
    fn each_refusal_names_its_field_with_the_words_of_the_flag() {
        let bad_tls = refusal(AccountFields {
            smtp_tls: "sometimes".to_owned(),
            ..fields()
        });
        assert_eq!(
            bad_tls.as_ref().map(AccountFieldError::field),
            Some(AccountField::SmtpTls)
        );
        assert_eq!(
            bad_tls.map(|e| e.to_string()).as_deref(),
            Some("--smtp-tls: \"sometimes\" is not implicit, starttls or none")
        );
        let no_user = refusal(AccountFields {
            user: " ".to_owned(),
            ..fields()
        });
        assert_eq!(
            no_user,
            Some(AccountFieldError::BadUser {
                name: "--user",
                user: " ".to_owned()
            })
        );
        let same = refusal(AccountFields {
            folder: "Chess".to_owned(),
            applied_folder: "chess".to_owned(),
            ..fields()
        });
        assert_eq!(
            same.as_ref().map(AccountFieldError::field),
            Some(AccountField::AppliedFolder)
        );
        assert_eq!(
            same.map(|e| e.to_string()).as_deref(),
            Some(
                "--move-applied: \"chess\" is the folder fetched: applied mail would stay where it is"
            )
        );
        let port = refusal(AccountFields {
            imap: "127.0.0.1:99999".to_owned(),
            ..fields()
        });
        assert_eq!(
            port.as_ref().map(AccountFieldError::field),
            Some(AccountField::Imap)
        );
        assert!(matches!(
            port,
            Some(AccountFieldError::Server {
                problem: ServerError::BadPort { .. },
                ..
            })
        ));
    }
}
