//! Why the mail settings or the mail password could not be had: the
//! typed errors of `mail::settings`, each worded as the window and the
//! CLI show it.

use std::path::PathBuf;

use crate::keyring_store::{ForgetError, KeepError, ReadError};

use super::settings::PASSWORD_VARIABLE;

/// Why the mail settings (`mail.ron`) could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The system gives no configuration folder.
    #[error("the system gives no folder for ccdesk's settings")]
    NoFolder,
    /// The file exists but cannot be read or does not hold settings.
    #[error("{}: {error}", path.display())]
    Unreadable {
        /// The settings file.
        path: PathBuf,
        /// The system's or the reader's words.
        error: String,
    },
    /// The path given has no folder to write in.
    #[error("{} has no folder", path.display())]
    NoParent {
        /// The path given.
        path: PathBuf,
    },
    /// The folder or the file cannot be written.
    #[error("{}: {error}", path.display())]
    Unwritable {
        /// The folder or file that could not be written.
        path: PathBuf,
        /// The system's words.
        error: String,
    },
}

/// Why the mail password could not be read, kept or removed.
#[derive(Debug, thiserror::Error)]
pub enum MailPasswordError {
    /// Neither the environment nor the keyring gives one.
    #[error(
        "no mail password for {user} on {host}: {why}; set {PASSWORD_VARIABLE}, or keep it in the keyring with Edit > Mail account... (ccdesk keeps no password in a file)"
    )]
    NotGiven {
        /// The account's user.
        user: String,
        /// The account's IMAP host.
        host: String,
        /// Why the keyring gave none.
        why: ReadError,
    },
    /// The keyring did not keep it.
    #[error(
        "the password of {user} on {host} cannot be kept in the system keyring: {error}; set {PASSWORD_VARIABLE} instead"
    )]
    NotKept {
        /// The account's user.
        user: String,
        /// The account's IMAP host.
        host: String,
        /// The keyring's refusal.
        error: KeepError,
    },
    /// The keyring could not remove it.
    #[error("the password of {user} on {host} cannot be removed from the system keyring: {error}")]
    NotRemoved {
        /// The account's user.
        user: String,
        /// The account's IMAP host.
        host: String,
        /// The keyring's refusal.
        error: ForgetError,
    },
}

impl From<SettingsError> for String {
    fn from(e: SettingsError) -> String {
        e.to_string()
    }
}

impl From<MailPasswordError> for String {
    fn from(e: MailPasswordError) -> String {
        e.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_settings_error_names_the_file_as_before() {
        assert_eq!(
            SettingsError::NoFolder.to_string(),
            "the system gives no folder for ccdesk's settings"
        );
        assert_eq!(
            SettingsError::NoParent {
                path: PathBuf::from("/")
            }
            .to_string(),
            "/ has no folder"
        );
        assert_eq!(
            SettingsError::Unreadable {
                path: PathBuf::from("/home/ann/.config/ccdesk/mail.ron"),
                error: "permission denied".to_owned()
            }
            .to_string(),
            "/home/ann/.config/ccdesk/mail.ron: permission denied"
        );
    }

    #[test]
    fn a_password_not_given_says_how_to_give_it() {
        let e = MailPasswordError::NotGiven {
            user: "ann".to_owned(),
            host: "mail.example.org".to_owned(),
            why: ReadError::NoneKept,
        };
        assert_eq!(
            e.to_string(),
            "no mail password for ann on mail.example.org: the system keyring holds none; set CCDESK_MAIL_PASSWORD, or keep it in the keyring with Edit > Mail account... (ccdesk keeps no password in a file)"
        );
        let kept = MailPasswordError::NotKept {
            user: "ann".to_owned(),
            host: "mail.example.org".to_owned(),
            error: KeepError::Empty,
        };
        assert_eq!(
            String::from(kept),
            "the password of ann on mail.example.org cannot be kept in the system keyring: the password is empty: nothing is kept; set CCDESK_MAIL_PASSWORD instead"
        );
    }

    #[test]
    fn a_settings_file_that_does_not_read_is_refused_with_its_path() {
        let folder =
            std::env::temp_dir().join(format!("ccdesk-settings-error-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join("mail.ron");
        std::fs::write(&path, "not ron (").unwrap();
        let e = super::super::settings::MailSettings::load_from(&path).unwrap_err();
        assert!(
            matches!(&e, SettingsError::Unreadable { path: p, .. } if p == &path),
            "{e:?}"
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
