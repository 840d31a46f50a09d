//! Server accounts: the known XFCC servers, the user's own accounts (in
//! the settings file, `servers`), and the password, which is never kept
//! in a project or the settings: it comes from the environment variable
//! `CCDESK_XFCC_PASSWORD`.

use serde::{Deserialize, Serialize};

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
) -> Result<(String, String), String> {
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
    let mut names: Vec<&str> = KNOWN_SERVERS.iter().map(|(n, _)| *n).collect();
    names.extend(accounts.iter().map(|a| a.name.as_str()));
    Err(format!(
        "--server {text:?} is neither an http:// or https:// address nor a server ccdesk knows ({})",
        names.join(", ")
    ))
}

/// The password for `user` on `server`, from `CCDESK_XFCC_PASSWORD`.
///
/// # Errors
///
/// The variable is not set or empty; the message says how to give it.
pub fn password(server: &str, user: &str) -> Result<String, String> {
    match std::env::var(PASSWORD_VARIABLE) {
        Ok(p) if !p.is_empty() => Ok(p),
        _ => Err(format!(
            "no password for {user} on {server}: set {PASSWORD_VARIABLE} to it (ccdesk keeps no password in a file)"
        )),
    }
}
