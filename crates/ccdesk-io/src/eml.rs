//! Move messages as `.eml` files (RFC 5322): written with lettre's message
//! builder, read with mail-parser.
//!
//! ```
//! use ccdesk_domain::message::{Addressee, Letter, LetterKind};
//! use ccdesk_io::eml::{read_eml, write_eml};
//! use chrono::NaiveDate;
//!
//! let who = |name: &str, email: &str| Addressee { name: name.into(), email: email.into(), address: String::new() };
//! let letter = Letter {
//!     kind: LetterKind::Move,
//!     from: who("Ann Smith", "ann@chess.example"),
//!     to: vec![who("Bo Berg", "bo@chess.example")],
//!     cc: Vec::new(),
//!     subject: "Friendly: 1.e4".into(),
//!     body: "My move: 1.e4\n".into(),
//! };
//! let date = NaiveDate::from_ymd_opt(2026, 3, 14).unwrap();
//! let bytes = write_eml(&letter, date)?;
//! let mail = read_eml(&bytes)?;
//! assert_eq!(mail.from_email.as_deref(), Some("ann@chess.example"));
//! assert_eq!(mail.date, Some(date));
//! assert!(mail.body.contains("My move: 1.e4"));
//! # Ok::<_, ccdesk_io::eml::EmlError>(())
//! ```

use std::path::Path;

use chrono::{NaiveDate, NaiveTime};
use lettre::Message;
use lettre::message::Mailbox;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};

use ccdesk_domain::message::{Addressee, Letter, NOT_DECODED};
use ccdesk_domain::text_rules::{Lines, email_problem, text_problem};

/// Why a letter cannot be written or a file read as an email.
#[derive(Debug, thiserror::Error)]
pub enum EmlError {
    /// A sender or recipient has no usable email address.
    #[error("{name} has no valid email address ({email:?}): {why}")]
    NoAddress {
        /// The person.
        name: String,
        /// The address as stored.
        email: String,
        /// Why it is not a plain address.
        why: String,
    },
    /// A text that would go into a header holds a control character.
    #[error("cannot write the email: {0}")]
    HeaderText(String),
    /// The builder refused the message.
    #[error("cannot build the email: {0}")]
    Build(String),
    /// The bytes are not an email.
    #[error("not an email message")]
    NotAnEmail,
    /// The file cannot be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The `.eml` could not be written (see [`SaveError`](crate::project_file::SaveError)).
    #[error(transparent)]
    Save(crate::project_file::SaveError),
}

/// The addressee as a mailbox: the address must be a plain address (the
/// domain's rule, [`email_problem`], the one every door applies) and the
/// name may hold no control character, so that no header takes a line
/// break from data (issue 21).
fn mailbox(a: &Addressee) -> Result<Mailbox, EmlError> {
    let no_address = |why: String| EmlError::NoAddress {
        name: a.name.clone(),
        email: a.email.clone(),
        why,
    };
    if let Some(why) = email_problem(&a.email) {
        return Err(no_address(why.to_string()));
    }
    header_text("a name", &a.name)?;
    let address = a
        .email
        .parse()
        .map_err(|e: lettre::address::AddressError| no_address(e.to_string()))?;
    Ok(Mailbox::new(Some(a.name.clone()), address))
}

/// Refuses a header text holding a control character (a line break would
/// start a header of its own).
fn header_text(field: &str, text: &str) -> Result<(), EmlError> {
    match text_problem(field, text, Lines::One) {
        Some(problem) => Err(EmlError::HeaderText(problem.to_string())),
        None => Ok(()),
    }
}

/// The letter as an RFC 5322 message dated `date` (midnight UTC), plain
/// text.
///
/// # Errors
///
/// [`EmlError::NoAddress`] when the sender or a recipient has no valid
/// email address; [`EmlError::Build`] when the builder refuses.
pub fn write_eml(letter: &Letter, date: NaiveDate) -> Result<Vec<u8>, EmlError> {
    write_mail(
        letter,
        date.and_time(NaiveTime::MIN).and_utc().fixed_offset(),
        None,
    )
}

/// The headers a mail sent by ccdesk carries besides the letter's: its
/// Message-ID and the Message-ID of the mail it answers (In-Reply-To and
/// References), each without angle brackets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailIds<'a> {
    /// This mail's Message-ID.
    pub message_id: &'a str,
    /// The opponent's last mail, answered.
    pub in_reply_to: Option<&'a str>,
}

/// The letter as an RFC 5322 message dated `date`, with `ids` when it is
/// mailed: what `write_eml` writes and SMTP sends. The `Date:` keeps
/// `date`'s zone, so that the day a reader takes from it (the mailing
/// date, E2.10) is the sender's day.
///
/// # Errors
///
/// As [`write_eml`]; an id holding anything but visible ASCII.
pub fn write_mail(
    letter: &Letter,
    date: chrono::DateTime<chrono::FixedOffset>,
    ids: Option<&MailIds<'_>>,
) -> Result<Vec<u8>, EmlError> {
    header_text("the subject", &letter.subject)?;
    let mut builder = Message::builder()
        .from(mailbox(&letter.from)?)
        .subject(letter.subject.clone())
        .date(std::time::SystemTime::from(date))
        .header(ContentType::TEXT_PLAIN);
    if let Some(ids) = ids {
        let plain = |id: &str| {
            (!id.is_empty()
                && id
                    .bytes()
                    .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>'))
            .then(|| format!("<{id}>"))
            .ok_or_else(|| EmlError::HeaderText(format!("{id:?} is not a Message-ID")))
        };
        builder = builder.message_id(Some(plain(ids.message_id)?));
        if let Some(answered) = ids.in_reply_to {
            let answered = plain(answered)?;
            builder = builder.in_reply_to(answered.clone()).references(answered);
        }
    }
    for to in &letter.to {
        builder = builder.to(mailbox(to)?);
    }
    for cc in letter.cc.iter().filter(|c| !c.email.is_empty()) {
        builder = builder.cc(mailbox(cc)?);
    }
    let mut message = builder
        .body(letter.body.clone())
        .map_err(|e| EmlError::Build(e.to_string()))?;
    // lettre writes the Date: in UTC; the sender's zone keeps his day.
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("Date"),
        date.to_rfc2822(),
    ));
    Ok(message.formatted())
}

/// Writes the letter to `path` as an `.eml` file.
///
/// # Errors
///
/// As [`write_eml`], and [`EmlError::Io`] when the file cannot be written.
pub fn save_eml(path: &Path, letter: &Letter, date: NaiveDate) -> Result<(), EmlError> {
    let bytes = write_eml(letter, date)?;
    crate::export_file::write_export(path, &bytes).map_err(EmlError::Save)
}

/// What ccdesk needs of an email that arrived.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReceivedMail {
    /// The sender's address.
    pub from_email: Option<String>,
    /// The sender's name.
    pub from_name: Option<String>,
    /// The subject line.
    pub subject: Option<String>,
    /// The `Date:` header's day: the actual mailing date (E2.10).
    pub date: Option<NaiveDate>,
    /// The plain text body (decoded, lines ending in `\n`).
    pub body: String,
}

/// Reads an email's sender, subject, date and text body.
///
/// The body is the first plain text part that decodes; else the first
/// HTML part, given as its HTML so the message reader sees its lines
/// (`<pre>`, `<br>`, quotes) as a person does; multipart mail, base64 and
/// quoted-printable are decoded by mail-parser. A text part that does not
/// decode (a base64 body that is not base64) is never passed on as text:
/// a line [`NOT_DECODED`] says which part and why, and the reader reports
/// it as not read.
///
/// # Errors
///
/// [`EmlError::NotAnEmail`] when the bytes are no email message.
pub fn read_eml(bytes: &[u8]) -> Result<ReceivedMail, EmlError> {
    let message = mail_parser::MessageParser::default()
        .parse(bytes)
        .ok_or(EmlError::NotAnEmail)?;
    if message.from().is_none() && message.subject().is_none() && message.date().is_none() {
        return Err(EmlError::NotAnEmail);
    }
    let from = message.from().and_then(|a| a.first());
    let date = message.date().and_then(|d| {
        NaiveDate::from_ymd_opt(i32::from(d.year), u32::from(d.month), u32::from(d.day))
    });
    Ok(ReceivedMail {
        from_email: from.and_then(|a| a.address()).map(str::to_owned),
        from_name: from.and_then(|a| a.name()).map(str::to_owned),
        subject: message.subject().map(str::to_owned),
        date,
        body: body_of(&message),
    })
}

/// The text of a mail's body (see [`read_eml`]), lines ending in `\n`.
fn body_of(message: &mail_parser::Message<'_>) -> String {
    use mail_parser::{MimeHeaders, PartType};
    let mut not_decoded = Vec::new();
    let mut plain: Option<String> = None;
    let mut html: Option<String> = None;
    let body_parts = message.text_body.iter().chain(&message.html_body);
    // Parts that failed to decode become attachments in mail-parser's
    // view: look at every part that is text.
    let all_parts = (0..message.parts.len()).filter_map(|i| u32::try_from(i).ok());
    let mut seen = Vec::new();
    for id in body_parts.copied().chain(all_parts) {
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let Some(part) = message.part(id) else {
            continue;
        };
        let kind = part
            .content_type()
            .map(|ct| match ct.subtype() {
                Some(sub) => format!("{}/{sub}", ct.ctype()),
                None => ct.ctype().to_owned(),
            })
            .unwrap_or_else(|| "text/plain".to_owned())
            .to_ascii_lowercase();
        let attachment = part
            .content_disposition()
            .is_some_and(mail_parser::ContentType::is_attachment);
        if !kind.starts_with("text/") || attachment {
            continue;
        }
        if part.is_encoding_problem {
            // mail-parser sets a part it could not decode to no encoding:
            // the header says what it was.
            let encoding = part
                .content_transfer_encoding()
                .unwrap_or("its transfer encoding")
                .to_ascii_lowercase();
            not_decoded.push(format!(
                "{NOT_DECODED} part {} ({kind}) is not valid {encoding}]",
                id + 1
            ));
            continue;
        }
        match &part.body {
            PartType::Text(t) if plain.is_none() && kind == "text/plain" => {
                plain = Some(t.replace("\r\n", "\n"));
            }
            PartType::Html(h) if html.is_none() => html = Some(h.replace("\r\n", "\n")),
            _ => {}
        }
    }
    let mut body = plain.or(html).unwrap_or_default();
    for line in not_decoded {
        if !body.is_empty() && !body.ends_with('\n') {
            body.push('\n');
        }
        body.push_str(&line);
        body.push('\n');
    }
    body
}

/// Reads an `.eml` file.
///
/// # Errors
///
/// [`EmlError::Io`] when the file cannot be read; as [`read_eml`].
pub fn load_eml(path: &Path) -> Result<ReceivedMail, EmlError> {
    let bytes = std::fs::read(path).map_err(|source| EmlError::Io {
        path: path.display().to_string(),
        source,
    })?;
    read_eml(&bytes)
}
