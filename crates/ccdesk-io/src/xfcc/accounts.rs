//! Server accounts: the known XFCC servers, the user's own accounts (in
//! the settings file, `servers`), and the password, which is never kept
//! in a project or the settings: it comes from the environment variable
//! `CCDESK_XFCC_PASSWORD` when set, else from the system keyring
//! (`keyring_store`: on Linux the Secret Service when one answers on the
//! session D-Bus, kept across logins, else the kernel keyring, which needs
//! no desktop but forgets it at logout; the Keychain on macOS; the
//! Credential Manager on Windows), where the window and `ccdesk server
//! login` put it.

use serde::{Deserialize, Serialize};

use crate::keyring_store::{self, ForgetError, KeepError, Kept, ReadError, Store};

/// Why a server or its password could not be had.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// Neither an address nor a server's name ccdesk knows.
    #[error(
        "--server {given:?} is neither an http:// or https:// address nor a server ccdesk knows ({})",
        known.join(", ")
    )]
    Unknown {
        /// What was given.
        given: String,
        /// The names ccdesk knows (built in, then the user's accounts).
        known: Vec<String>,
    },
    /// Neither the environment nor the keyring gives a password.
    #[error(
        "no password for {user} on {server}: {why}; set {PASSWORD_VARIABLE}, or keep it in the keyring with ccdesk server login (ccdesk keeps no password in a file)"
    )]
    NoPassword {
        /// The user.
        user: String,
        /// The server's name.
        server: String,
        /// Why the keyring gave none.
        why: ReadError,
    },
    /// The keyring did not keep the password.
    #[error(
        "the password cannot be kept in the system keyring: {error}; set {PASSWORD_VARIABLE} instead"
    )]
    NotKept {
        /// The keyring's refusal.
        error: KeepError,
    },
    /// The keyring could not remove the password.
    #[error("the password cannot be removed from the system keyring: {error}")]
    NotRemoved {
        /// The keyring's refusal.
        error: ForgetError,
    },
}

impl From<ServerError> for String {
    fn from(e: ServerError) -> String {
        e.to_string()
    }
}

/// The servers ccdesk knows by name: (name, XFCC address).
pub const KNOWN_SERVERS: [(&str, &str); 2] = [
    ("ICCF", "https://www.iccf.com/xfccbasic.asmx"),
    (
        "LSS",
        "https://www.chess-server.net/de/api/server/xfcc/soap",
    ),
];

/// The environment variable the password is read from.
pub const PASSWORD_VARIABLE: &str = "CCDESK_XFCC_PASSWORD";

/// A user's account on an XFCC server, as kept in the settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerAccount {
    /// The server's name as the user calls it.
    pub name: String,
    /// Its XFCC address.
    pub url: String,
    /// The user's name there.
    pub user: String,
}

/// The server's name and address for `name_or_url`: a URL (`http://` or
/// `https://`) as it is, else a known server or one of `accounts` by
/// name (any case).
///
/// # Errors
///
/// Neither a URL nor a server's name; the message lists the names known.
pub fn resolve_server(
    name_or_url: &str,
    accounts: &[ServerAccount],
) -> Result<(String, String), ServerError> {
    let text = name_or_url.trim();
    let lower = text.to_ascii_lowercase();
    if lower.starts_with("https://") || lower.starts_with("http://") {
        return Ok((text.to_owned(), text.to_owned()));
    }
    if let Some(a) = accounts.iter().find(|a| a.name.eq_ignore_ascii_case(text)) {
        return Ok((a.name.clone(), a.url.clone()));
    }
    if let Some((name, url)) = KNOWN_SERVERS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(text))
    {
        return Ok(((*name).to_owned(), (*url).to_owned()));
    }
    let mut known: Vec<String> = KNOWN_SERVERS.iter().map(|(n, _)| (*n).to_owned()).collect();
    known.extend(accounts.iter().map(|a| a.name.clone()));
    Err(ServerError::Unknown {
        given: text.to_owned(),
        known,
    })
}

/// The keyring's service name for the password at the XFCC address `url`.
fn keyring_service(url: &str) -> String {
    format!("ccdesk XFCC {url}")
}

/// The password for `user` at the XFCC address `url` (of `server`):
/// `CCDESK_XFCC_PASSWORD` when set, else the system keyring's.
///
/// # Errors
///
/// Neither gives one; the message says why and how to give it.
pub fn password(server: &str, url: &str, user: &str) -> Result<String, ServerError> {
    if let Ok(p) = std::env::var(PASSWORD_VARIABLE)
        && !p.is_empty()
    {
        return Ok(p);
    }
    let why = match keyring_store::read(&keyring_service(url), user) {
        Ok((p, _)) => return Ok(p),
        Err(why) => why,
    };
    Err(ServerError::NoPassword {
        user: user.to_owned(),
        server: server.to_owned(),
        why,
    })
}

/// Keeps `password` for `user` at `url` in the system keyring (on Linux
/// the Secret Service when one answers, else the kernel keyring), read
/// back to be sure: where it went.
///
/// # Errors
///
/// No keyring took it or gave it back; the message says why, and nothing
/// is left stored.
pub fn remember_password(url: &str, user: &str, password: &str) -> Result<Kept, ServerError> {
    keyring_store::keep(&keyring_service(url), user, password)
        .map_err(|error| ServerError::NotKept { error })
}

/// Removes the password for `user` at `url` from every store of the
/// system keyring that holds one: those it was removed from (none when
/// none held it).
///
/// # Errors
///
/// The keyring cannot be changed; the message says why.
pub fn forget_password(url: &str, user: &str) -> Result<Vec<Store>, ServerError> {
    keyring_store::forget(&keyring_service(url), user)
        .map_err(|error| ServerError::NotRemoved { error })
}

/// The password the system keyring holds for `user` at `url`, if any
/// (`CCDESK_XFCC_PASSWORD` aside).
#[must_use]
pub fn kept_password(url: &str, user: &str) -> Option<String> {
    keyring_store::read(&keyring_service(url), user)
        .ok()
        .map(|(p, _)| p)
}

/// The accounts kept in the settings file (`servers`), for the command
/// line; none when there is no settings file or it cannot be read (the
/// window says so when it reads the file).
#[must_use]
pub fn saved_accounts() -> Vec<ServerAccount> {
    #[derive(Deserialize)]
    struct Saved {
        #[serde(default)]
        servers: Vec<ServerAccount>,
    }
    let Some(dirs) = directories::ProjectDirs::from("org", "ccdesk", "ccdesk") else {
        return Vec::new();
    };
    std::fs::read_to_string(dirs.config_dir().join("settings.ron"))
        .ok()
        .and_then(|text| ron::from_str::<Saved>(&text).ok())
        .map(|s| s.servers)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_server_is_refused_with_the_names_known() {
        let mine = ServerAccount {
            name: "Club".to_owned(),
            url: "https://club.example.org/xfcc".to_owned(),
            user: "ann".to_owned(),
        };
        let e = resolve_server("Nowhere", std::slice::from_ref(&mine)).unwrap_err();
        assert!(
            matches!(&e, ServerError::Unknown { given, known } if given == "Nowhere" && known == &["ICCF", "LSS", "Club"]),
            "{e:?}"
        );
        assert_eq!(
            e.to_string(),
            "--server \"Nowhere\" is neither an http:// or https:// address nor a server ccdesk knows (ICCF, LSS, Club)"
        );
        assert_eq!(
            resolve_server(" club ", &[mine]).unwrap(),
            (
                "Club".to_owned(),
                "https://club.example.org/xfcc".to_owned()
            )
        );
    }
}
