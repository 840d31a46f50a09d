//! The mail account of a desk's owner and the fetch state of a folder.

use serde::{Deserialize, Serialize};

/// How a connection is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Security {
    /// TLS from the first byte (IMAP 993, SMTP 465).
    Implicit,
    /// Plain text, then STARTTLS before anything else is said (IMAP 143,
    /// SMTP 587).
    StartTls,
    /// No TLS: only to a loopback address (127.0.0.0/8, ::1).
    None,
}

impl Security {
    /// `implicit`, `starttls` or `none`.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Security::Implicit => "implicit",
            Security::StartTls => "starttls",
            Security::None => "none",
        }
    }

    /// Reads `implicit`, `starttls` or `none` (any case).
    ///
    /// # Errors
    ///
    /// Any other word; the message lists the three.
    pub fn from_word(word: &str) -> Result<Security, UnknownSecurity> {
        match word.trim().to_ascii_lowercase().as_str() {
            "implicit" | "tls" => Ok(Security::Implicit),
            "starttls" => Ok(Security::StartTls),
            "none" => Ok(Security::None),
            other => Err(UnknownSecurity {
                word: other.to_owned(),
            }),
        }
    }
}

/// A security word that is none of the three.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{word:?} is not implicit, starttls or none")]
pub struct UnknownSecurity {
    /// The word given (trimmed, lower case).
    pub word: String,
}

/// Why `HOST[:PORT]` is not a server to connect to ([`Server::parse`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ServerError {
    /// The port is not a number from 1 to 65535.
    #[error("{field}: {port:?} is not a port (1 to 65535)")]
    BadPort {
        /// The field or flag it was given in (`--imap`).
        field: String,
        /// The port as written.
        port: String,
    },
    /// No host name, or one with spaces or control characters.
    #[error("{field}: {text:?} names no host")]
    NoHost {
        /// The field or flag it was given in.
        field: String,
        /// The text as given (trimmed).
        text: String,
    },
    /// Plain text (no TLS) to a host that is not a loopback address: the
    /// password would cross the network unencrypted.
    #[error(
        "{field}: plain text (none) is allowed only to a loopback address (127.0.0.0/8, ::1), not {host}: the password would cross the network unencrypted"
    )]
    PlainTextOffLoopback {
        /// The field or flag it was given in.
        field: String,
        /// The host.
        host: String,
    },
}

/// One server: host, port and how the connection is secured.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Server {
    /// Host name or address.
    pub host: String,
    /// TCP port.
    pub port: u16,
    /// TLS from the start, STARTTLS, or none (loopback only).
    pub security: Security,
}

impl Server {
    /// `HOST[:PORT]` with `security`; without a port, the usual one of
    /// the protocol (`imap`: 993 implicit, 143 otherwise; `smtp`: 465
    /// implicit, 587 otherwise). `none` is refused unless the host is a
    /// loopback address.
    ///
    /// # Errors
    ///
    /// An empty host, a port that is not a number from 1 to 65535, or
    /// plain text to a host that is not a loopback address.
    pub fn parse(
        flag: &str,
        text: &str,
        security: Security,
        smtp: bool,
    ) -> Result<Server, ServerError> {
        let text = text.trim();
        let (host, port) = match text.rsplit_once(':') {
            // [::1]:143 or a host with a port; a bare IPv6 address has
            // more than one colon and no brackets.
            Some((h, p)) if !h.contains(':') || h.starts_with('[') => {
                let port = p.parse::<u16>().ok().filter(|p| *p > 0).ok_or_else(|| {
                    ServerError::BadPort {
                        field: flag.to_owned(),
                        port: p.to_owned(),
                    }
                })?;
                (h.trim_start_matches('[').trim_end_matches(']'), Some(port))
            }
            _ => (text.trim_start_matches('[').trim_end_matches(']'), None),
        };
        if host.is_empty() || host.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(ServerError::NoHost {
                field: flag.to_owned(),
                text: text.to_owned(),
            });
        }
        if security == Security::None && !loopback_host(host) {
            return Err(ServerError::PlainTextOffLoopback {
                field: flag.to_owned(),
                host: host.to_owned(),
            });
        }
        let port = port.unwrap_or(match (smtp, security) {
            (false, Security::Implicit) => 993,
            (false, _) => 143,
            (true, Security::Implicit) => 465,
            (true, _) => 587,
        });
        Ok(Server {
            host: host.to_owned(),
            port,
            security,
        })
    }

    /// `host:port (security)`.
    #[must_use]
    pub fn describe(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        format!("{host}:{} ({})", self.port, self.security.word())
    }
}

/// True for 127.0.0.0/8, ::1 and `localhost`.
#[must_use]
pub fn loopback_host(host: &str) -> bool {
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// The fetch state of one folder: the UIDVALIDITY seen and the last UID
/// fetched and settled. A new UIDVALIDITY means the UIDs were renumbered:
/// the folder is read again from the first (the Message-IDs kept keep a
/// message from being applied twice).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FolderState {
    /// The folder's name.
    pub folder: String,
    /// Its UIDVALIDITY when last fetched.
    pub uidvalidity: u32,
    /// The last UID fetched.
    pub last_uid: u32,
}

impl FolderState {
    /// The first UID to fetch in `folder` whose UIDVALIDITY is now
    /// `uidvalidity`: the one after the last fetched, or 1 when the folder
    /// was never fetched or was renumbered.
    #[must_use]
    pub fn first_new(states: &[FolderState], folder: &str, uidvalidity: u32) -> u32 {
        states
            .iter()
            .find(|s| s.folder == folder && s.uidvalidity == uidvalidity)
            .map_or(1, |s| s.last_uid.saturating_add(1))
    }

    /// Records that `folder` (UIDVALIDITY `uidvalidity`) was fetched up to
    /// `last_uid`.
    pub fn record(states: &mut Vec<FolderState>, folder: &str, uidvalidity: u32, last_uid: u32) {
        states.retain(|s| s.folder != folder);
        states.push(FolderState {
            folder: folder.to_owned(),
            uidvalidity,
            last_uid,
        });
    }
}

/// A desk owner's mail account, as kept in the user's settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MailAccount {
    /// The owner's email address: which desk the account is for.
    pub owner_email: String,
    /// The IMAP server.
    pub imap: Server,
    /// The SMTP submission server.
    pub smtp: Server,
    /// The user name on both.
    pub user: String,
    /// The folder fetched (INBOX by default).
    #[serde(default = "inbox")]
    pub folder: String,
    /// A CA certificate file (PEM) trusted besides the system's roots,
    /// for a club's own server.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ca_file: Option<String>,
    /// What was fetched from each folder.
    #[serde(default)]
    pub fetched: Vec<FolderState>,
    /// The folder a mail goes to once applied (moved there on the
    /// server); `None` leaves every mail where it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub applied_folder: Option<String>,
}

fn inbox() -> String {
    "INBOX".to_owned()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn ports_default_by_protocol_and_security() {
        let s = Server::parse("--imap", "mail.example", Security::Implicit, false).unwrap();
        assert_eq!(s.port, 993);
        let s = Server::parse("--imap", "mail.example", Security::StartTls, false).unwrap();
        assert_eq!(s.port, 143);
        let s = Server::parse("--smtp", "mail.example", Security::StartTls, true).unwrap();
        assert_eq!(s.port, 587);
        let s = Server::parse("--smtp", "mail.example:2465", Security::Implicit, true).unwrap();
        assert_eq!(s.port, 2465);
        let s = Server::parse("--imap", "[::1]:1143", Security::None, false).unwrap();
        assert_eq!((s.host.as_str(), s.port), ("::1", 1143));
    }

    #[test]
    fn plain_text_only_to_loopback() {
        assert!(Server::parse("--imap", "127.0.0.1:143", Security::None, false).is_ok());
        assert!(Server::parse("--imap", "127.8.9.1:143", Security::None, false).is_ok());
        let e = Server::parse("--imap", "mail.example:143", Security::None, false).unwrap_err();
        assert_eq!(
            e,
            ServerError::PlainTextOffLoopback {
                field: "--imap".to_owned(),
                host: "mail.example".to_owned()
            }
        );
        assert!(e.to_string().contains("loopback"), "{e}");
        assert!(Server::parse("--imap", "10.0.0.1", Security::None, false).is_err());
        assert_eq!(
            Server::parse("--imap", "x:0", Security::Implicit, false),
            Err(ServerError::BadPort {
                field: "--imap".to_owned(),
                port: "0".to_owned()
            })
        );
        assert_eq!(
            Server::parse("--smtp", " :25", Security::Implicit, true).map_err(|e| e.to_string()),
            Err("--smtp: \":25\" names no host".to_owned())
        );
        assert_eq!(
            Security::from_word(" TLS-ish "),
            Err(UnknownSecurity {
                word: "tls-ish".to_owned()
            })
        );
        assert_eq!(
            Security::from_word("x").map_err(|e| e.to_string()),
            Err("\"x\" is not implicit, starttls or none".to_owned())
        );
    }

    #[test]
    fn renumbered_folder_is_read_again() {
        let mut states = Vec::new();
        assert_eq!(FolderState::first_new(&states, "INBOX", 7), 1);
        FolderState::record(&mut states, "INBOX", 7, 41);
        assert_eq!(FolderState::first_new(&states, "INBOX", 7), 42);
        assert_eq!(FolderState::first_new(&states, "INBOX", 8), 1);
        assert_eq!(FolderState::first_new(&states, "Chess", 7), 1);
        FolderState::record(&mut states, "INBOX", 8, 3);
        assert_eq!(states.len(), 1);
    }
}
