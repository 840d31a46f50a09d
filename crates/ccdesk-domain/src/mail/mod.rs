//! Mail: the account a desk fetches and sends its correspondence with
//! (without the password, which never leaves the keyring or the
//! environment), the fetch state of each folder, and what the kept
//! messages hold of their mail (the Message-ID that makes a message
//! applied only once, the recipients, In-Reply-To), and the day a kept
//! move or a declaration goes out by mail (`mailing`,
//! `declaration_mailing`: re-dated to the day the server took it).
//!
//! Where each part lives: the account and the fetch state in the user's
//! settings (`io::mail::settings`, never in a project: a project goes to
//! the TD); the Message-IDs with the kept messages of the project (they
//! are the game's record, E5.1). Pure: the IMAP and SMTP shells are in
//! `io::mail`.

mod account;
mod declaration_mailing;
mod inbox;
mod mailing;
mod owner;
mod record;

pub use account::{
    FolderState, MailAccount, Security, Server, ServerError, UnknownSecurity, loopback_host,
};
pub use declaration_mailing::Carried;
pub use inbox::{IncomingMail, MailMatch, MailStatus, match_mail};
pub use mailing::{Mailing, MailingError, plan_mailing};
pub use owner::{OwnerError, owner_of};
pub use record::{
    MailRecord, Recipient, applied_with_id, last_received_id, tag_received, unsent_of,
};
