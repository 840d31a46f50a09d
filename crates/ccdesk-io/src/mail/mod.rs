//! The mailbox: fetching the opponents' mail over IMAP (`imap`, a small
//! blocking client with bounded reads) and sending the replies over SMTP
//! submission (`smtp`, lettre), both over rustls with the system's roots
//! and an optional extra CA (`tls`); the account in the user's settings
//! and the password from the keyring or `CCDESK_MAIL_PASSWORD`
//! (`settings`).

pub mod account_fields;
pub mod fetch;
pub mod imap;
pub mod outgoing;
pub mod settings;
mod settings_error;
pub mod smtp;
pub mod tls;

/// Why the mail server could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MailError {
    /// No connection could be made (no such host, refused, timed out).
    #[error("cannot reach {server}: {reason}")]
    Unreachable {
        /// `host:port`.
        server: String,
        /// The system's reason.
        reason: String,
    },
    /// The server's certificate does not verify.
    #[error("{server}: the certificate does not verify: {reason}")]
    Certificate {
        /// `host:port`.
        server: String,
        /// rustls's reason.
        reason: String,
    },
    /// The server refused the user name and password.
    #[error("{server}: cannot log in as {user}: {reply}")]
    Login {
        /// `host:port`.
        server: String,
        /// The user.
        user: String,
        /// The server's reply.
        reply: String,
    },
    /// The server answered something ccdesk does not understand, or broke
    /// off.
    #[error("{server}: {reason}")]
    Protocol {
        /// `host:port`.
        server: String,
        /// What went wrong.
        reason: String,
    },
    /// The server refused the message (a recipient, the size...).
    #[error("{server} refused the message: {reply}")]
    Refused {
        /// `host:port`.
        server: String,
        /// The server's reply.
        reply: String,
    },
}
