//! What text that comes from others may hold (issue 21): the one rule
//! every door applies (window forms, entries CSV, PGN tags, messages,
//! project files through `ccdesk check`), so that a name stays a name.
//!
//! - No control characters (a line break, an escape, a NUL...) in a
//!   one-line text such as a name; a postal address may hold line breaks
//!   and nothing else of the kind. Characters that reorder text on screen
//!   (bidirectional overrides) and the Unicode line separators count as
//!   control characters too.
//! - An email address is a plain address `local@domain`: what the `.eml`
//!   writer accepts and what a `mailto:` link can carry as one address.

use std::fmt;

/// Whether a text is one line or may hold line breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    /// One line: a name, a company, an event.
    One,
    /// Several lines separated by `\n`: a postal address.
    Several,
}

/// Why a text cannot come in: the field, the character and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextProblem {
    /// The field, as the user knows it (`"player 3 name"`).
    pub field: String,
    /// The character refused.
    pub found: char,
    /// Its position in the text, counting characters from 1.
    pub position: usize,
}

impl fmt::Display for TextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} holds a control character, U+{:04X} ({}), at character {}: \
             remove it (text from others may not hold control characters)",
            self.field,
            u32::from(self.found),
            char_name(self.found),
            self.position
        )
    }
}

/// A short name for a refused character, for messages.
fn char_name(c: char) -> &'static str {
    match c {
        '\n' => "line feed",
        '\r' => "carriage return",
        '\t' => "tab",
        '\0' => "NUL",
        '\u{1b}' => "escape",
        '\u{7f}' => "delete",
        '\u{2028}' => "line separator",
        '\u{2029}' => "paragraph separator",
        '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => "text direction override",
        _ => "control character",
    }
}

/// Whether `c` is refused in text from others (`\n` is allowed where
/// several lines are).
#[must_use]
pub fn is_refused(c: char, lines: Lines) -> bool {
    if c == '\n' {
        return lines == Lines::One;
    }
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// True when `text` holds a character [`is_refused`] refuses: what
/// [`text_problem`] finds, without naming it (nothing is built). ASCII text
/// is checked byte by byte.
#[must_use]
pub fn has_refused(text: &str, lines: Lines) -> bool {
    if text.is_ascii() {
        // The refused ASCII characters are the C0 controls and DEL.
        text.bytes()
            .any(|b| (b < 0x20 && !(b == b'\n' && lines == Lines::Several)) || b == 0x7f)
    } else {
        text.chars().any(|c| is_refused(c, lines))
    }
}

/// The first refused character of `text`, named as `field`.
#[must_use]
pub fn text_problem(field: &str, text: &str, lines: Lines) -> Option<TextProblem> {
    text.chars()
        .enumerate()
        .find(|&(_, c)| is_refused(c, lines))
        .map(|(i, found)| TextProblem {
            field: field.to_owned(),
            found,
            position: i + 1,
        })
}

/// `text` with every refused character replaced by a space (for a door
/// that keeps the text and says so, such as a PGN tag).
#[must_use]
pub fn replace_refused(text: &str, lines: Lines) -> String {
    text.chars()
        .map(|c| if is_refused(c, lines) { ' ' } else { c })
        .collect()
}

/// `text` with every refused character written as an escape (`\n`,
/// `\u{1b}`), for a terminal or a log: what a file holds is shown, never
/// acted on by the terminal.
#[must_use]
pub fn shown(text: &str) -> String {
    text.chars()
        .map(|c| {
            if is_refused(c, Lines::One) {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Why a game's texts from others cannot stand, if they cannot: a control
/// character in its event, round, board or other PGN tags.
#[must_use]
pub fn game_problem(game: &crate::game::Game) -> Option<TextProblem> {
    // Nothing is named (no text built) unless some text holds a problem.
    let clean = [
        Some(game.event.as_str()),
        game.round.as_deref(),
        game.board.as_deref(),
    ]
    .into_iter()
    .flatten()
    .chain(game.pgn.tags.iter().map(|(_, value)| value.as_str()))
    .all(|text| !has_refused(text, Lines::One));
    if clean {
        return None;
    }
    let who = format!("game {}", game.id);
    let named = [
        ("event", Some(game.event.as_str())),
        ("round", game.round.as_deref()),
        ("board", game.board.as_deref()),
    ];
    named
        .into_iter()
        .filter_map(|(field, text)| text.map(|t| (field.to_owned(), t)))
        .chain(
            game.pgn
                .tags
                .iter()
                .map(|(tag, value)| (format!("tag {tag}"), value.as_str())),
        )
        .find_map(|(field, text)| text_problem(&format!("{who} {field}"), text, Lines::One))
}

/// The characters RFC 5322 allows in a local part besides letters and
/// digits (`atext`).
const ATEXT: &str = "!#$%&'*+-/=?^_`{|}~";

/// What is wrong with an address that is not a plain `local@domain`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmailFault {
    /// Nothing at all.
    #[error("it is empty")]
    Empty,
    /// A space or a control character.
    #[error("it holds a space or control character (U+{:04X})", u32::from(*.0))]
    SpaceOrControl(char),
    /// No `@`.
    #[error("it has no @")]
    NoAt,
    /// A second `@`.
    #[error("it has more than one @")]
    SecondAt,
    /// The local part is empty or longer than 64 characters.
    #[error("the part before the @ is empty or longer than 64 characters")]
    LocalLength,
    /// The local part begins or ends with a dot, or has two in a row.
    #[error("the part before the @ begins or ends with a dot, or has two in a row")]
    LocalDots,
    /// A character that may not stand in the local part.
    #[error("{0:?} may not stand before the @")]
    LocalChar(char),
    /// The domain is empty or longer than 253 characters.
    #[error("the domain after the @ is empty or longer than 253 characters")]
    DomainLength,
    /// A label of the domain is empty or longer than 63 characters.
    #[error("the domain has an empty part or one longer than 63 characters")]
    LabelLength,
    /// A label of the domain begins or ends with a hyphen.
    #[error("a part of the domain begins or ends with a hyphen")]
    LabelHyphen,
    /// A character that may not stand in the domain.
    #[error("{0:?} may not stand in the domain")]
    DomainChar(char),
}

/// An address that is not a plain `local@domain` ([`email_problem`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{email:?} is not a plain email address: {fault}")]
pub struct EmailProblem {
    /// The address as given.
    pub email: String,
    /// What is wrong with it.
    pub fault: EmailFault,
}

/// Why `email` is not a plain address `local@domain`, if it is not: the
/// rule the `.eml` writer and the doors share. The local part is a
/// dot-atom of RFC 5322 (ASCII letters, digits and `!#$%&'*+-/=?^_`{|}~`,
/// dots between them), at most 64 characters; the domain is a host name of
/// labels (letters, digits, hyphens inside) separated by dots, at most 253
/// characters. No spaces, quotes, brackets, comments or second `@`.
#[must_use]
pub fn email_problem(email: &str) -> Option<EmailProblem> {
    email_fault(email).map(|fault| EmailProblem {
        email: email.to_owned(),
        fault,
    })
}

/// What [`email_problem`] finds wrong with `email`.
fn email_fault(email: &str) -> Option<EmailFault> {
    if email.is_empty() {
        return Some(EmailFault::Empty);
    }
    if let Some(c) = email.chars().find(|c| c.is_whitespace() || c.is_control()) {
        return Some(EmailFault::SpaceOrControl(c));
    }
    let Some((local, domain)) = email.split_once('@') else {
        return Some(EmailFault::NoAt);
    };
    if domain.contains('@') {
        return Some(EmailFault::SecondAt);
    }
    if local.is_empty() || local.chars().count() > 64 {
        return Some(EmailFault::LocalLength);
    }
    if local.starts_with('.') || local.ends_with('.') || local.contains("..") {
        return Some(EmailFault::LocalDots);
    }
    if let Some(c) = local
        .chars()
        .find(|&c| !(c.is_ascii_alphanumeric() || c == '.' || ATEXT.contains(c)))
    {
        return Some(EmailFault::LocalChar(c));
    }
    if domain.is_empty() || domain.chars().count() > 253 {
        return Some(EmailFault::DomainLength);
    }
    for label in domain.split('.') {
        if label.is_empty() || label.chars().count() > 63 {
            return Some(EmailFault::LabelLength);
        }
        if label.starts_with('-') || label.ends_with('-') {
            return Some(EmailFault::LabelHyphen);
        }
        if let Some(c) = label.chars().find(|&c| !(c.is_alphanumeric() || c == '-')) {
            return Some(EmailFault::DomainChar(c));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_named_with_field_and_position() {
        let p = text_problem("player 3 name", "Ann\nBcc: spy@evil.example", Lines::One);
        let p = p.map(|p| p.to_string()).unwrap_or_default();
        assert!(p.contains("player 3 name"), "{p}");
        assert!(p.contains("U+000A (line feed)"), "{p}");
        assert!(p.contains("character 4"), "{p}");
        assert_eq!(
            text_problem("address", "1 High St\nLeeds", Lines::Several),
            None
        );
        assert!(text_problem("address", "1 High St\r\nLeeds", Lines::Several).is_some());
        assert!(text_problem("name", "Ann\u{202e}nnA", Lines::One).is_some());
        assert_eq!(text_problem("name", "Åsa Öberg-Łukasz", Lines::One), None);
        assert_eq!(replace_refused("a\tb\u{1b}c", Lines::One), "a b c");
        assert_eq!(shown("a\nb\u{1b}[31m"), "a\\nb\\u{1b}[31m");
    }

    proptest::proptest! {
        /// The fast check finds what the naming one finds (issue 19).
        #[test]
        fn has_refused_agrees_with_text_problem(text in "[a-c \\t\\n\\r\\x00\\x1b\\x7f\\u{85}\\u{a0}\\u{2028}\\u{202e}é]{0,8}") {
            for lines in [Lines::One, Lines::Several] {
                proptest::prop_assert_eq!(
                    has_refused(&text, lines),
                    text_problem("f", &text, lines).is_some()
                );
            }
        }
    }

    #[test]
    fn plain_addresses_only() {
        for ok in [
            "ann@chess.example",
            "h.lindqvist@schack.example",
            "o'brien+chess@mail.co.uk",
            "x@xn--bcher-kva.example",
        ] {
            assert_eq!(email_problem(ok), None, "{ok}");
        }
        for bad in [
            "",
            "ann",
            "h.lindqvist@schack.example?attach=/home/me/.ssh/id_rsa&x=",
            "a@b@c.example",
            "Ann <ann@chess.example>",
            "ann@chess.example\r\nBcc: spy@evil.example",
            "ann@chess.example,spy@evil.example",
            ".ann@chess.example",
            "ann@-chess.example",
            "ann@chess..example",
            "\"a b\"@chess.example",
        ] {
            assert!(email_problem(bad).is_some(), "{bad}");
        }
        let fault = |e: &str| email_problem(e).map(|p| p.fault);
        assert_eq!(fault("a@b@c.example"), Some(EmailFault::SecondAt));
        assert_eq!(fault("ann@-chess.example"), Some(EmailFault::LabelHyphen));
        assert_eq!(
            fault("a b@c.example"),
            Some(EmailFault::SpaceOrControl(' '))
        );
        assert_eq!(
            email_problem("ann").map(|p| p.to_string()).as_deref(),
            Some("\"ann\" is not a plain email address: it has no @")
        );
        assert_eq!(
            email_problem("ann@chess.example\r\n")
                .map(|p| p.to_string())
                .as_deref(),
            Some(
                "\"ann@chess.example\\r\\n\" is not a plain email address: it holds a space or control character (U+000D)"
            )
        );
    }
}
