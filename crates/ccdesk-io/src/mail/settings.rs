//! The mail accounts in the user's settings (`mail.ron` beside
//! `settings.ron` in ccdesk's configuration folder: never in a project,
//! which goes to the TD) with each folder's fetch state, and the password:
//! `CCDESK_MAIL_PASSWORD` when set, else the system keyring (as the XFCC
//! password is kept, `keyring_store`: on Linux the Secret Service when one
//! answers on the session D-Bus, else the kernel keyring; the Keychain on
//! macOS, the Credential Manager on Windows), where `ccdesk mail password`
//! keeps and forgets it.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use ccdesk_domain::mail::MailAccount;

use crate::keyring_store::{self, Kept, Store};

pub use super::settings_error::{MailPasswordError, SettingsError};

/// The environment variable the mail password is read from.
pub const PASSWORD_VARIABLE: &str = "CCDESK_MAIL_PASSWORD";

/// The accounts kept.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailSettings {
    /// One account per desk owner's address.
    #[serde(default)]
    pub accounts: Vec<MailAccount>,
}

/// The settings file, `mail.ron` in the configuration folder.
///
/// # Errors
///
/// The system gives no configuration folder.
pub fn settings_path() -> Result<PathBuf, SettingsError> {
    directories::ProjectDirs::from("org", "ccdesk", "ccdesk")
        .map(|d| d.config_dir().join("mail.ron"))
        .ok_or(SettingsError::NoFolder)
}

impl MailSettings {
    /// The settings read from [`settings_path`]; none kept yet when the
    /// file does not exist.
    ///
    /// # Errors
    ///
    /// The file exists but cannot be read; the message names it.
    pub fn load() -> Result<MailSettings, SettingsError> {
        MailSettings::load_from(&settings_path()?)
    }

    /// The settings read from `path`; none kept yet when the file does
    /// not exist.
    ///
    /// # Errors
    ///
    /// The file exists but cannot be read; the message names it.
    pub fn load_from(path: &std::path::Path) -> Result<MailSettings, SettingsError> {
        let unreadable = |error: String| SettingsError::Unreadable {
            path: path.to_owned(),
            error,
        };
        match std::fs::read_to_string(path) {
            Ok(text) => ron::from_str(&text).map_err(|e| unreadable(e.to_string())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(MailSettings::default()),
            Err(e) => Err(unreadable(e.to_string())),
        }
    }

    /// Writes the settings (atomically: a temporary file renamed).
    ///
    /// # Errors
    ///
    /// The folder or file cannot be written; the message names it.
    pub fn save(&self) -> Result<(), SettingsError> {
        self.save_to(&settings_path()?)
    }

    /// Writes the settings to `path` (atomically: a temporary file
    /// renamed).
    ///
    /// # Errors
    ///
    /// The folder or file cannot be written; the message names it.
    pub fn save_to(&self, path: &std::path::Path) -> Result<(), SettingsError> {
        let unwritable = |path: &std::path::Path, error: String| SettingsError::Unwritable {
            path: path.to_owned(),
            error,
        };
        let folder = path.parent().ok_or_else(|| SettingsError::NoParent {
            path: path.to_owned(),
        })?;
        std::fs::create_dir_all(folder).map_err(|e| unwritable(folder, e.to_string()))?;
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| unwritable(path, e.to_string()))?;
        let temporary = path.with_extension("ron.tmp");
        std::fs::write(&temporary, text)
            .and_then(|()| std::fs::rename(&temporary, path))
            .map_err(|e| unwritable(path, e.to_string()))
    }

    /// The account of the owner whose address is `owner_email`.
    #[must_use]
    pub fn account(&self, owner_email: &str) -> Option<&MailAccount> {
        self.accounts
            .iter()
            .find(|a| a.owner_email.eq_ignore_ascii_case(owner_email))
    }

    /// Keeps `account`, replacing the owner's earlier one.
    pub fn put(&mut self, account: MailAccount) {
        self.accounts
            .retain(|a| !a.owner_email.eq_ignore_ascii_case(&account.owner_email));
        self.accounts.push(account);
    }
}

/// The keyring's service name for `account`'s password.
fn keyring_service(account: &MailAccount) -> String {
    format!("ccdesk mail {}", account.imap.host)
}

/// The password of `account`: `CCDESK_MAIL_PASSWORD` when set, else the
/// system keyring's.
///
/// # Errors
///
/// Neither gives one; the message says how to give it.
pub fn password(account: &MailAccount) -> Result<String, MailPasswordError> {
    if let Ok(p) = std::env::var(PASSWORD_VARIABLE)
        && !p.is_empty()
    {
        return Ok(p);
    }
    let why = match keyring_store::read(&keyring_service(account), &account.user) {
        Ok((p, _)) => return Ok(p),
        Err(why) => why,
    };
    Err(MailPasswordError::NotGiven {
        user: account.user.clone(),
        host: account.imap.host.clone(),
        why,
    })
}

/// Keeps the password of `account` in the system keyring (on Linux the
/// Secret Service when one answers, else the kernel keyring), read back
/// to be sure: where it went.
///
/// # Errors
///
/// No keyring took it or gave it back; the message says why, and nothing
/// is left stored.
pub fn remember_password(account: &MailAccount, password: &str) -> Result<Kept, MailPasswordError> {
    keyring_store::keep(&keyring_service(account), &account.user, password).map_err(|error| {
        MailPasswordError::NotKept {
            user: account.user.clone(),
            host: account.imap.host.clone(),
            error,
        }
    })
}

/// Removes the password of `account` from every store of the system
/// keyring that holds one: those it was removed from (none when none
/// held it).
///
/// # Errors
///
/// The keyring cannot be used or changed; the message says why.
pub fn forget_password(account: &MailAccount) -> Result<Vec<Store>, MailPasswordError> {
    keyring_store::forget(&keyring_service(account), &account.user).map_err(|error| {
        MailPasswordError::NotRemoved {
            user: account.user.clone(),
            host: account.imap.host.clone(),
            error,
        }
    })
}
