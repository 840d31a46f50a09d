//! Why a subcommand failed, with the exit status it gives (issue 30):
//! 1 for a write that failed or was refused (the project, an export, an
//! `.eml`, stdout) and for a change the project's rules refuse (a data
//! error: the game is over, it is the opponent's move, no offer stands),
//! 2 for usage: what was asked cannot be read as asked (an unknown game,
//! a move, date or flag that does not parse, an unreadable project).

use crate::domain::mail::OwnerError;
use crate::domain::message::{DeclareError, SendError};
use crate::io::mail::settings::{MailPasswordError, SettingsError};
use crate::io::xfcc::ServerError;

/// A subcommand's failure: its words and its exit status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The exit status.
    pub status: u8,
    /// What happened and where.
    pub message: String,
}

impl Failure {
    /// A file or stream that could not be written (or whose writing was
    /// refused): exit 1.
    #[must_use]
    pub fn write(message: impl Into<String>) -> Self {
        Failure {
            status: 1,
            message: message.into(),
        }
    }

    /// The same failure as usage (2): the domain refused a value given on
    /// the command line (a name or an address with a control character,
    /// an email address that is not one), which is the argument's fault,
    /// not the project's.
    #[must_use]
    pub fn as_usage(self) -> Self {
        Failure {
            status: 2,
            message: self.message,
        }
    }

    /// A server that could not be reached or answered what cannot be
    /// read (nothing changed, or the server may have it): exit 3.
    #[must_use]
    pub fn network(message: impl Into<String>) -> Self {
        Failure {
            status: 3,
            message: message.into(),
        }
    }

    /// A change the project's rules refuse (the domain's refusal; the
    /// project is unchanged): exit 1.
    #[must_use]
    pub fn refused(message: impl Into<String>) -> Self {
        Failure {
            status: 1,
            message: message.into(),
        }
    }
}

/// A move message that cannot be sent: an unknown game or a move that
/// cannot be read is usage (2); every other refusal is the game's state
/// (1).
impl From<SendError> for Failure {
    fn from(e: SendError) -> Self {
        match e {
            SendError::UnknownGame(_)
            | SendError::DamagedGame { .. }
            | SendError::BadMove { .. }
            | SendError::BadConditionalLine { .. } => Failure::from(e.to_string()),
            _ => Failure::refused(e.to_string()),
        }
    }
}

/// A declaration that cannot be sent: an unknown game is usage (2); every
/// other refusal is the game's state (1).
impl From<DeclareError> for Failure {
    fn from(e: DeclareError) -> Self {
        match e {
            DeclareError::UnknownGame(_) | DeclareError::NotADeclaration(_) => {
                Failure::from(e.to_string())
            }
            _ => Failure::refused(e.to_string()),
        }
    }
}

/// A project without an owner's address to send from: usage (2), as the
/// owner is given on the command line (`ccdesk owner`).
impl From<OwnerError> for Failure {
    fn from(e: OwnerError) -> Self {
        Failure::from(e.to_string())
    }
}

/// Mail settings that cannot be written are a failed write (1); a folder
/// the system does not give or a file that does not read, usage (2).
impl From<SettingsError> for Failure {
    fn from(e: SettingsError) -> Self {
        match e {
            SettingsError::Unwritable { .. } | SettingsError::NoParent { .. } => {
                Failure::write(e.to_string())
            }
            SettingsError::NoFolder | SettingsError::Unreadable { .. } => {
                Failure::from(e.to_string())
            }
        }
    }
}

/// No mail password, or one the keyring did not keep or remove: usage
/// (2), as the password is given by the user (the environment, `ccdesk
/// mail password`).
impl From<MailPasswordError> for Failure {
    fn from(e: MailPasswordError) -> Self {
        Failure::from(e.to_string())
    }
}

/// A server ccdesk does not know, or no password for it: usage (2).
impl From<ServerError> for Failure {
    fn from(e: ServerError) -> Self {
        Failure::from(e.to_string())
    }
}

/// What was asked cannot be read as asked (usage): exit 2.
impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure { status: 2, message }
    }
}

/// [`From<String>`] for a fixed sentence.
impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Failure::from(message.to_owned())
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}
