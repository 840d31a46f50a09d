//! What a subcommand prints for a person never acts on the terminal: every
//! character text from others may not hold ([`text_rules::is_refused`],
//! the escape, C1 controls, bidirectional overrides...) is written as its
//! escape (`\u{1b}`), whatever the data it came from (a player's name, a
//! kept message, a PGN token, a server's field). Line breaks and tabs stay:
//! they are the report's own layout. A field that must stay on its line
//! (a name inside a sentence) is passed through
//! [`text_rules::shown`](crate::domain::text_rules::shown) first, which
//! escapes its line breaks too.
//!
//! Data written to standard output for another program (PGN, CSV, HTML)
//! is not filtered: its bytes are the file's.

use std::io::Write;

use crate::domain::text_rules::{Lines, is_refused};

/// A writer that escapes refused characters on their way to `inner`.
pub struct TerminalText<'a> {
    inner: &'a mut dyn Write,
    /// The first bytes of a UTF-8 sequence cut by the end of a write.
    partial: Vec<u8>,
}

impl<'a> TerminalText<'a> {
    /// Wraps `inner`.
    pub fn new(inner: &'a mut dyn Write) -> Self {
        Self {
            inner,
            partial: Vec::new(),
        }
    }

    /// Writes `text`, escaping what it must.
    fn put(&mut self, text: &str) -> std::io::Result<()> {
        if !text.chars().any(refused) {
            return self.inner.write_all(text.as_bytes());
        }
        let mut out = String::with_capacity(text.len() + 16);
        for c in text.chars() {
            if refused(c) {
                out.extend(c.escape_default());
            } else {
                out.push(c);
            }
        }
        self.inner.write_all(out.as_bytes())
    }
}

/// Refused on a terminal: what text from others may not hold, but for the
/// line break and the tab of the report's own layout.
fn refused(c: char) -> bool {
    c != '\n' && c != '\t' && is_refused(c, Lines::Several)
}

impl Write for TerminalText<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut bytes = std::mem::take(&mut self.partial);
        bytes.extend_from_slice(buf);
        let mut rest = bytes.as_slice();
        loop {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    self.put(text)?;
                    break;
                }
                Err(e) => {
                    let (valid, after) = rest.split_at(e.valid_up_to());
                    // The prefix was checked as UTF-8 by from_utf8.
                    self.put(std::str::from_utf8(valid).unwrap_or_default())?;
                    match e.error_len() {
                        // A sequence cut short: kept for the next write.
                        None => {
                            self.partial = after.to_vec();
                            break;
                        }
                        Some(n) => {
                            for b in &after[..n] {
                                self.inner.write_all(format!("\\x{b:02x}").as_bytes())?;
                            }
                            rest = &after[n..];
                        }
                    }
                }
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.partial.is_empty() {
            let partial = std::mem::take(&mut self.partial);
            for b in partial {
                self.inner.write_all(format!("\\x{b:02x}").as_bytes())?;
            }
        }
        self.inner.flush()
    }
}

impl Drop for TerminalText<'_> {
    fn drop(&mut self) {
        // A cut sequence at the very end is shown as its bytes.
        let _ = self.flush();
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn through(chunks: &[&[u8]]) -> String {
        let mut out = Vec::new();
        {
            let mut t = TerminalText::new(&mut out);
            for c in chunks {
                assert!(t.write_all(c).is_ok(), "writing to a Vec cannot fail");
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    #[test]
    fn controls_are_escaped_and_the_layout_kept() {
        assert_eq!(
            through(&[b"Bo \x1b[2J Berg\n\tnext\n"]),
            "Bo \\u{1b}[2J Berg\n\tnext\n"
        );
        assert_eq!(
            through(&["a\u{202e}b\u{85}c\r".as_bytes()]),
            "a\\u{202e}b\\u{85}c\\r"
        );
        assert_eq!(through(&[b"plain text\n"]), "plain text\n");
    }

    #[test]
    fn a_character_cut_between_writes_is_whole_and_bad_bytes_shown() {
        let rlo = "\u{202e}".as_bytes();
        assert_eq!(through(&[&rlo[..1], &rlo[1..], b"x"]), "\\u{202e}x");
        assert_eq!(through(&["é".as_bytes()]), "é");
        assert_eq!(through(&[b"a\xffb"]), "a\\xffb");
        assert_eq!(through(&[&"é".as_bytes()[..1]]), "\\xc3");
    }
}
