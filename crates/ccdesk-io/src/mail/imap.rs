//! A small blocking IMAP4rev1 client (RFC 3501): implicit TLS or
//! STARTTLS (plain text only to a loopback address), LOGIN, EXAMINE with
//! its UIDVALIDITY, UID SEARCH and UID FETCH of `UID INTERNALDATE
//! BODY.PEEK[]` (the mail stays unread and where it is), or of the
//! Message-ID header alone; and, only when
//! the account asks for it, SELECT and `UID MOVE` (else `UID COPY`,
//! `\Deleted` and `EXPUNGE`) of applied mail to a folder. Every read is
//! bounded: a line at most [`MAX_LINE`] bytes, a literal at most
//! [`MAX_LITERAL`], and each read and write times out.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::Duration;

use chrono::NaiveDate;
use rustls::{ClientConnection, StreamOwned};
use rustls_pki_types::ServerName;

use super::MailError;
use ccdesk_domain::mail::{Security, Server, loopback_host};

/// The longest line read from the server (bytes).
pub const MAX_LINE: usize = 64 * 1024;
/// The largest literal (one mail) read from the server (bytes).
pub const MAX_LITERAL: usize = 50 * 1024 * 1024;
/// How many UIDs one UID FETCH asks for.
const FETCH_BATCH: usize = 500;

/// How long a read or a write may wait: `CCDESK_MAIL_TIMEOUT` seconds,
/// else 30.
#[must_use]
pub fn timeout() -> Duration {
    std::env::var("CCDESK_MAIL_TIMEOUT")
        .ok()
        .and_then(|s| s.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .map_or(Duration::from_secs(30), Duration::from_secs_f64)
}

/// A mail fetched: its UID, the day it reached the mailbox (INTERNALDATE)
/// and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FetchedMail {
    /// Its UID in the folder.
    pub uid: u32,
    /// The day the server received it (its INTERNALDATE, in the server's
    /// zone).
    pub arrived: Option<NaiveDate>,
    /// The whole message (RFC 5322).
    pub bytes: Vec<u8>,
}

/// The connection, plain (loopback only) or TLS.
enum Conn {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ClientConnection, TcpStream>>),
}

impl Read for Conn {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Conn::Plain(s) => s.read(buf),
            Conn::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Conn {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Conn::Plain(s) => s.write(buf),
            Conn::Tls(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Conn::Plain(s) => s.flush(),
            Conn::Tls(s) => s.flush(),
        }
    }
}

/// One untagged response: its text pieces, each literal coming after the
/// piece before it (`pieces[i]` ends with `{n}` when `literals[i]`
/// follows).
#[derive(Debug, Default)]
struct Untagged {
    pieces: Vec<String>,
    literals: Vec<Vec<u8>>,
}

/// A logged-in (or not yet) IMAP session.
pub struct ImapSession {
    reader: BufReader<Conn>,
    tag: u32,
    server: String,
}

/// Opens a TCP connection to `server` within `wait`.
pub(super) fn tcp(server: &Server, wait: Duration) -> Result<TcpStream, MailError> {
    let name = server.describe();
    let unreachable = |reason: String| MailError::Unreachable {
        server: name.clone(),
        reason,
    };
    let addrs = (server.host.as_str(), server.port)
        .to_socket_addrs()
        .map_err(|e| unreachable(e.to_string()))?;
    let mut last = "the host has no address".to_owned();
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, wait) {
            Ok(s) => {
                s.set_read_timeout(Some(wait))
                    .and_then(|()| s.set_write_timeout(Some(wait)))
                    .map_err(|e| unreachable(e.to_string()))?;
                return Ok(s);
            }
            Err(e) => last = e.to_string(),
        }
    }
    Err(unreachable(last))
}

/// The TLS stream over `tcp`, the handshake done (so that a certificate
/// that does not verify is said as such).
fn tls(
    mut tcp: TcpStream,
    server: &Server,
    config: Arc<rustls::ClientConfig>,
) -> Result<Conn, MailError> {
    let name = server.describe();
    let host = ServerName::try_from(server.host.clone()).map_err(|e| MailError::Protocol {
        server: name.clone(),
        reason: format!("{} is not a host name TLS can check: {e}", server.host),
    })?;
    let mut conn = ClientConnection::new(config, host).map_err(|e| MailError::Protocol {
        server: name.clone(),
        reason: e.to_string(),
    })?;
    while conn.is_handshaking() {
        if let Err(e) = conn.complete_io(&mut tcp) {
            return Err(tls_error(&name, &e));
        }
    }
    Ok(Conn::Tls(Box::new(StreamOwned::new(conn, tcp))))
}

/// A TLS failure: a certificate that does not verify, else the broken
/// connection.
pub(super) fn tls_error(server: &str, e: &std::io::Error) -> MailError {
    match e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<rustls::Error>())
    {
        Some(rustls::Error::InvalidCertificate(why)) => MailError::Certificate {
            server: server.to_owned(),
            reason: format!("{why:?}"),
        },
        Some(other) => MailError::Protocol {
            server: server.to_owned(),
            reason: format!("TLS: {other}"),
        },
        None => MailError::Unreachable {
            server: server.to_owned(),
            reason: format!("the TLS handshake broke off: {e}"),
        },
    }
}

/// A string as an IMAP quoted string, `None` when it cannot be one (a
/// line break, a NUL or a non-ASCII character).
fn quoted(text: &str) -> Option<String> {
    if text
        .chars()
        .any(|c| c == '\r' || c == '\n' || c == '\0' || !c.is_ascii())
    {
        return None;
    }
    Some(format!(
        "\"{}\"",
        text.replace('\\', "\\\\").replace('"', "\\\"")
    ))
}

/// The literal length at the end of a line, `{123}` (or `{123+}`).
fn literal_len(line: &str) -> Option<usize> {
    let inner = line.strip_suffix('}')?;
    let open = inner.rfind('{')?;
    inner[open + 1..].trim_end_matches('+').parse().ok()
}

/// A UID set of `uids` (sorted): `1:5,9,12:14`.
fn uid_set(uids: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < uids.len() {
        let start = uids[i];
        let mut end = start;
        while i + 1 < uids.len() && uids[i + 1] == end.saturating_add(1) {
            i += 1;
            end = uids[i];
        }
        parts.push(if start == end {
            start.to_string()
        } else {
            format!("{start}:{end}")
        });
        i += 1;
    }
    parts.join(",")
}

/// The number after `word ` (case-insensitive) in `text`.
fn number_after(text: &str, word: &str) -> Option<u32> {
    let upper = text.to_ascii_uppercase();
    let at = upper.find(&format!("{word} "))? + word.len() + 1;
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The day of an INTERNALDATE, `"17-Jul-1996 02:44:25 -0700"`.
#[must_use]
pub fn internal_date(text: &str) -> Option<NaiveDate> {
    chrono::DateTime::parse_from_str(text.trim(), "%d-%b-%Y %H:%M:%S %z")
        .ok()
        .map(|d| d.date_naive())
}

impl ImapSession {
    /// Connects to `server` as its security says (TLS with `config`),
    /// reads the greeting and, for STARTTLS, secures the connection
    /// before anything else is said.
    ///
    /// # Errors
    ///
    /// [`MailError`]: unreachable, a certificate that does not verify, a
    /// server that does not greet or offers no STARTTLS; plain text to a
    /// host that is not loopback.
    pub fn connect(
        server: &Server,
        config: Arc<rustls::ClientConfig>,
        wait: Duration,
    ) -> Result<ImapSession, MailError> {
        let name = server.describe();
        if server.security == Security::None && !loopback_host(&server.host) {
            return Err(MailError::Protocol {
                server: name,
                reason: "plain text is allowed only to a loopback address".to_owned(),
            });
        }
        let stream = tcp(server, wait)?;
        let conn = match server.security {
            Security::Implicit => tls(stream, server, Arc::clone(&config))?,
            Security::StartTls | Security::None => Conn::Plain(stream),
        };
        let mut session = ImapSession {
            reader: BufReader::new(conn),
            tag: 0,
            server: name.clone(),
        };
        let greeting = session.read_line()?;
        if !(greeting.starts_with("* OK") || greeting.starts_with("* PREAUTH")) {
            return Err(session.protocol(format!("the server does not greet: {greeting}")));
        }
        if server.security == Security::StartTls {
            session.command("STARTTLS")?;
            let plain = match session.reader.into_inner() {
                Conn::Plain(s) => s,
                Conn::Tls(_) => {
                    return Err(MailError::Protocol {
                        server: name,
                        reason: "STARTTLS on a TLS connection".to_owned(),
                    });
                }
            };
            session = ImapSession {
                reader: BufReader::new(tls(plain, server, config)?),
                tag: session.tag,
                server: name,
            };
        }
        Ok(session)
    }

    fn protocol(&self, reason: String) -> MailError {
        MailError::Protocol {
            server: self.server.clone(),
            reason,
        }
    }

    /// Reads one line (without its CRLF), at most [`MAX_LINE`] bytes.
    fn read_line(&mut self) -> Result<String, MailError> {
        let mut line = Vec::new();
        let limit = u64::try_from(MAX_LINE).unwrap_or(u64::MAX);
        let read = (&mut self.reader)
            .take(limit)
            .read_until(b'\n', &mut line)
            .map_err(|e| self.broken(&e))?;
        if read == 0 {
            return Err(self.protocol("the server closed the connection".to_owned()));
        }
        if !line.ends_with(b"\n") {
            return Err(self.protocol(format!("a line longer than {MAX_LINE} bytes")));
        }
        while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            line.pop();
        }
        Ok(String::from_utf8_lossy(&line).into_owned())
    }

    fn broken(&self, e: &std::io::Error) -> MailError {
        match e.kind() {
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut => {
                self.protocol(format!("no answer within {:?}", timeout()))
            }
            _ => tls_error(&self.server, e),
        }
    }

    /// Sends `text` as the next tagged command and reads the untagged
    /// responses up to its tagged one, which must be OK.
    fn command(&mut self, text: &str) -> Result<Vec<Untagged>, MailError> {
        let (untagged, status) = self.exchange(text)?;
        if status.0 == "OK" {
            Ok(untagged)
        } else {
            let shown = text.split(' ').next().unwrap_or(text).to_owned();
            Err(self.protocol(format!("{shown}: {} {}", status.0, status.1)))
        }
    }

    /// Sends a command and returns its untagged responses and its tagged
    /// status (`OK`/`NO`/`BAD`, the rest of the line).
    fn exchange(&mut self, text: &str) -> Result<(Vec<Untagged>, (String, String)), MailError> {
        self.tag += 1;
        let tag = format!("c{}", self.tag);
        let line = format!("{tag} {text}\r\n");
        let writer = self.reader.get_mut();
        if let Err(e) = writer
            .write_all(line.as_bytes())
            .and_then(|()| writer.flush())
        {
            return Err(self.broken(&e));
        }
        let mut untagged = Vec::new();
        loop {
            let line = self.read_line()?;
            if let Some(rest) = line.strip_prefix(&format!("{tag} ")) {
                let (status, text) = rest.split_once(' ').unwrap_or((rest, ""));
                return Ok((untagged, (status.to_ascii_uppercase(), text.to_owned())));
            }
            if line.starts_with('+') {
                return Err(self.protocol(format!("an unexpected continuation: {line}")));
            }
            let mut response = Untagged::default();
            let mut piece = line;
            while let Some(n) = literal_len(&piece) {
                if n > MAX_LITERAL {
                    return Err(
                        self.protocol(format!("a literal of {n} bytes (more than {MAX_LITERAL})"))
                    );
                }
                let mut literal = vec![0; n];
                if let Err(e) = self.reader.read_exact(&mut literal) {
                    return Err(self.broken(&e));
                }
                response.pieces.push(piece);
                response.literals.push(literal);
                piece = self.read_line()?;
            }
            response.pieces.push(piece);
            untagged.push(response);
        }
    }

    /// LOGIN as `user` with `password`.
    ///
    /// # Errors
    ///
    /// [`MailError::Login`] when the server says no; a user or password
    /// that cannot be quoted (a line break, a non-ASCII character).
    pub fn login(&mut self, user: &str, password: &str) -> Result<(), MailError> {
        let (Some(u), Some(p)) = (quoted(user), quoted(password)) else {
            return Err(self.protocol(
                "the user name or password holds a line break or a non-ASCII character, which LOGIN cannot send".to_owned(),
            ));
        };
        let (_, (status, reply)) = self.exchange(&format!("LOGIN {u} {p}"))?;
        if status == "OK" {
            Ok(())
        } else {
            Err(MailError::Login {
                server: self.server.clone(),
                user: user.to_owned(),
                reply: format!("{status} {reply}"),
            })
        }
    }

    /// EXAMINE `folder` (read-only): its UIDVALIDITY.
    ///
    /// # Errors
    ///
    /// The folder does not exist or gives no UIDVALIDITY.
    pub fn examine(&mut self, folder: &str) -> Result<u32, MailError> {
        self.open_folder("EXAMINE", folder)
    }

    /// SELECT `folder` (read-write, to move mail out of it): its
    /// UIDVALIDITY.
    ///
    /// # Errors
    ///
    /// The folder does not exist or gives no UIDVALIDITY.
    pub fn select(&mut self, folder: &str) -> Result<u32, MailError> {
        self.open_folder("SELECT", folder)
    }

    fn folder_name(&self, folder: &str) -> Result<String, MailError> {
        quoted(folder)
            .ok_or_else(|| self.protocol(format!("the folder name {folder:?} cannot be sent")))
    }

    fn open_folder(&mut self, verb: &str, folder: &str) -> Result<u32, MailError> {
        let name = self.folder_name(folder)?;
        let untagged = self.command(&format!("{verb} {name}"))?;
        untagged
            .iter()
            .filter_map(|r| r.pieces.first())
            .find_map(|line| number_after(line, "[UIDVALIDITY"))
            .ok_or_else(|| self.protocol(format!("{folder} gives no UIDVALIDITY")))
    }

    /// The server's capabilities (CAPABILITY), in upper case.
    ///
    /// # Errors
    ///
    /// The server refuses the command or breaks off.
    pub fn capabilities(&mut self) -> Result<Vec<String>, MailError> {
        let untagged = self.command("CAPABILITY")?;
        Ok(untagged
            .iter()
            .filter_map(|r| r.pieces.first())
            .filter_map(|l| l.strip_prefix("* "))
            .filter(|l| l.to_ascii_uppercase().starts_with("CAPABILITY "))
            .flat_map(|l| l.split_whitespace().skip(1))
            .map(str::to_ascii_uppercase)
            .collect())
    }

    /// Moves the mails `uids` of the selected folder to `folder`: `UID
    /// MOVE` (RFC 6851) when the server offers it, else
    /// [`ImapSession::copy_and_expunge`]. `folder` is created when the
    /// server says it is missing.
    ///
    /// # Errors
    ///
    /// The server refuses the move (or the copy, the flags, the expunge
    /// or the folder's creation) or breaks off.
    pub fn move_uids(&mut self, uids: &[u32], folder: &str) -> Result<(), MailError> {
        if uids.is_empty() {
            return Ok(());
        }
        if self.capabilities()?.iter().any(|c| c == "MOVE") {
            self.put_in_folder("MOVE", uids, folder)
        } else {
            self.copy_and_expunge(uids, folder)
        }
    }

    /// Copies the mails `uids` of the selected folder to `folder` (created
    /// when missing), marks them `\Deleted` and expunges them: `UID
    /// EXPUNGE` of those alone when the server offers UIDPLUS (RFC 4315),
    /// else `EXPUNGE`, which also removes what was marked deleted before.
    ///
    /// # Errors
    ///
    /// The server refuses a step or breaks off; once the copy is made, a
    /// refusal leaves the mails in both folders.
    pub fn copy_and_expunge(&mut self, uids: &[u32], folder: &str) -> Result<(), MailError> {
        if uids.is_empty() {
            return Ok(());
        }
        self.put_in_folder("COPY", uids, folder)?;
        let mut sets = Vec::new();
        for batch in uids.chunks(FETCH_BATCH) {
            let set = uid_set(batch);
            self.command(&format!("UID STORE {set} +FLAGS.SILENT (\\Deleted)"))?;
            sets.push(set);
        }
        if self.capabilities()?.iter().any(|c| c == "UIDPLUS") {
            for set in sets {
                self.command(&format!("UID EXPUNGE {set}"))?;
            }
        } else {
            self.command("EXPUNGE")?;
        }
        Ok(())
    }

    /// `UID MOVE` or `UID COPY` of `uids` to `folder`, creating it and
    /// trying again when the server answers `[TRYCREATE]`.
    fn put_in_folder(&mut self, verb: &str, uids: &[u32], folder: &str) -> Result<(), MailError> {
        let name = self.folder_name(folder)?;
        for batch in uids.chunks(FETCH_BATCH) {
            let command = format!("UID {verb} {} {name}", uid_set(batch));
            let (_, (status, reply)) = self.exchange(&command)?;
            if status == "OK" {
                continue;
            }
            if status == "NO" && reply.to_ascii_uppercase().contains("[TRYCREATE]") {
                self.command(&format!("CREATE {name}"))?;
                self.command(&command)?;
                continue;
            }
            return Err(self.protocol(format!("UID {verb} to {folder}: {status} {reply}")));
        }
        Ok(())
    }

    /// The UIDs from `first` on, sorted.
    ///
    /// # Errors
    ///
    /// The server refuses the search.
    pub fn uids_from(&mut self, first: u32) -> Result<Vec<u32>, MailError> {
        let untagged = self.command(&format!("UID SEARCH UID {first}:*"))?;
        let mut uids: Vec<u32> = untagged
            .iter()
            .filter_map(|r| r.pieces.first())
            .filter(|l| l.to_ascii_uppercase().starts_with("* SEARCH"))
            .flat_map(|l| l.split_whitespace().skip(2).filter_map(|n| n.parse().ok()))
            // `n:*` always holds the last message, even below n.
            .filter(|u| *u >= first)
            .collect();
        uids.sort_unstable();
        uids.dedup();
        Ok(uids)
    }

    /// The mails with these UIDs (sorted), in batches.
    ///
    /// # Errors
    ///
    /// The server refuses the fetch or breaks off.
    pub fn fetch(&mut self, uids: &[u32]) -> Result<Vec<FetchedMail>, MailError> {
        let mut mails = Vec::with_capacity(uids.len());
        for batch in uids.chunks(FETCH_BATCH) {
            let untagged = self.command(&format!(
                "UID FETCH {} (UID INTERNALDATE BODY.PEEK[])",
                uid_set(batch)
            ))?;
            for r in untagged {
                if let Some(mail) = fetched(&r) {
                    mails.push(mail);
                }
            }
        }
        mails.sort_by_key(|m| m.uid);
        Ok(mails)
    }

    /// The Message-IDs of the mails with these UIDs (sorted), read from
    /// their headers alone (`BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)]`: the
    /// mail stays unread), in batches; a mail without one has an empty
    /// Message-ID.
    ///
    /// # Errors
    ///
    /// The server refuses the fetch or breaks off.
    pub fn message_ids(&mut self, uids: &[u32]) -> Result<Vec<(u32, String)>, MailError> {
        let mut ids = Vec::with_capacity(uids.len());
        for batch in uids.chunks(FETCH_BATCH) {
            let untagged = self.command(&format!(
                "UID FETCH {} (UID BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)])",
                uid_set(batch)
            ))?;
            ids.extend(untagged.iter().filter_map(message_id_of));
        }
        ids.sort_unstable();
        Ok(ids)
    }

    /// LOGOUT (its failure does not matter: the work is done).
    pub fn logout(mut self) {
        let _ = self.exchange("LOGOUT");
    }
}

/// A FETCH response's mail: the UID, the INTERNALDATE and the BODY[]
/// literal.
fn fetched(r: &Untagged) -> Option<FetchedMail> {
    let head = r.pieces.first()?;
    if !head.to_ascii_uppercase().contains(" FETCH ") {
        return None;
    }
    let all = r.pieces.join(" ");
    let uid = number_after(&all, "UID")?;
    let upper = all.to_ascii_uppercase();
    let arrived = upper.find("INTERNALDATE \"").and_then(|at| {
        let rest = &all[at + "INTERNALDATE \"".len()..];
        internal_date(&rest[..rest.find('"')?])
    });
    let body = r
        .pieces
        .iter()
        .zip(&r.literals)
        .find(|(piece, _)| {
            let p = piece.to_ascii_uppercase();
            let before = p.rsplit_once('{').map_or(p.as_str(), |(b, _)| b);
            before.trim_end().ends_with("BODY[]")
        })
        .map(|(_, literal)| literal.clone())?;
    Some(FetchedMail {
        uid,
        arrived,
        bytes: body,
    })
}

/// A FETCH response's UID and the Message-ID of its header literal
/// (without the angle brackets; empty when the mail has none).
fn message_id_of(r: &Untagged) -> Option<(u32, String)> {
    let head = r.pieces.first()?;
    if !head.to_ascii_uppercase().contains(" FETCH ") {
        return None;
    }
    let uid = number_after(&r.pieces.join(" "), "UID")?;
    let id = r
        .literals
        .first()
        .and_then(|header| {
            mail_parser::MessageParser::default()
                .parse_headers(header)
                .and_then(|m| m.message_id().map(str::to_owned))
        })
        .unwrap_or_default();
    Some((uid, id))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn uid_sets_join_runs() {
        assert_eq!(uid_set(&[1, 2, 3, 5, 7, 8]), "1:3,5,7:8");
        assert_eq!(uid_set(&[4]), "4");
    }

    #[test]
    fn fetch_response_gives_uid_date_and_body() {
        let r = Untagged {
            pieces: vec![
                "* 3 FETCH (UID 17 INTERNALDATE \" 2-Dec-2026 23:10:00 +0100\" BODY[] {5}".into(),
                ")".into(),
            ],
            literals: vec![b"hello".to_vec()],
        };
        let m = fetched(&r).unwrap();
        assert_eq!(m.uid, 17);
        assert_eq!(m.arrived, NaiveDate::from_ymd_opt(2026, 12, 2));
        assert_eq!(m.bytes, b"hello");
        // Items in another order.
        let r = Untagged {
            pieces: vec!["* 3 FETCH (BODY[] {2}".into(), " UID 9)".into()],
            literals: vec![b"hi".to_vec()],
        };
        assert_eq!(fetched(&r).unwrap().uid, 9);
    }

    #[test]
    fn header_fetch_gives_uid_and_message_id() {
        let r = Untagged {
            pieces: vec![
                "* 2 FETCH (UID 41 BODY[HEADER.FIELDS (MESSAGE-ID)] {34}".into(),
                ")".into(),
            ],
            literals: vec![b"Message-ID: <m1@chess.test>\r\n\r\n".to_vec()],
        };
        assert_eq!(message_id_of(&r), Some((41, "m1@chess.test".to_owned())));
        // A mail without a Message-ID.
        let r = Untagged {
            pieces: vec![
                "* 3 FETCH (UID 42 BODY[HEADER.FIELDS (MESSAGE-ID)] {2}".into(),
                ")".into(),
            ],
            literals: vec![b"\r\n".to_vec()],
        };
        assert_eq!(message_id_of(&r), Some((42, String::new())));
    }

    #[test]
    fn quoting_refuses_line_breaks() {
        assert_eq!(quoted("a\"b\\").unwrap(), "\"a\\\"b\\\\\"");
        assert!(quoted("a\r\nb").is_none());
        assert_eq!(literal_len("* 1 FETCH (BODY[] {123}"), Some(123));
        assert_eq!(literal_len("* OK done"), None);
    }
}
