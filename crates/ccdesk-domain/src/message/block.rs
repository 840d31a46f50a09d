//! The compact machine-readable block that follows the human text, so that
//! ccdesk at the other end reads a message without guessing.
//!
//! ```text
//! --- ccdesk message 1 ---
//! kind: move
//! reply: 13.Bb5
//! sent: 2026-03-14
//! --- end ccdesk message ---
//! ```
//!
//! One `key: value` per line; moves in SAN with their numbers, dates as
//! `YYYY-MM-DD`. Mail clients that quote the text (`> `) do not hurt.

/// The first line of the block.
pub const BEGIN: &str = "--- ccdesk message 1 ---";
/// The last line of the block.
pub const END: &str = "--- end ccdesk message ---";

/// The fields of a block, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Block {
    /// `(key, value)` pairs.
    pub fields: Vec<(String, String)>,
}

impl Block {
    /// Adds a field; an empty value is left out.
    pub fn push(&mut self, key: &str, value: impl Into<String>) {
        let value: String = value.into();
        let value = value.replace(['\n', '\r'], " ");
        if !value.trim().is_empty() {
            self.fields.push((key.to_owned(), value.trim().to_owned()));
        }
    }

    /// The first value of a key.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of a key.
    pub fn all<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.fields
            .iter()
            .filter(move |(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The block as text, with its first and last lines.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = String::from(BEGIN);
        out.push('\n');
        for (k, v) in &self.fields {
            out.push_str(&format!("{k}: {v}\n"));
        }
        out.push_str(END);
        out.push('\n');
        out
    }

    /// Finds the last block in `text`; `None` when there is none or it has
    /// no end line.
    #[must_use]
    pub fn find(text: &str) -> Option<Block> {
        let lines: Vec<&str> = text.lines().map(unquote).collect();
        let start = lines.iter().rposition(|l| l.trim() == BEGIN)?;
        let mut block = Block::default();
        for line in &lines[start + 1..] {
            if line.trim() == END {
                return Some(block);
            }
            if let Some((k, v)) = line.split_once(':') {
                block
                    .fields
                    .push((k.trim().to_owned(), v.trim().to_owned()));
            }
        }
        None
    }

    /// The text with the block (and anything after it) removed.
    #[must_use]
    pub fn strip(text: &str) -> &str {
        match text.rfind(BEGIN) {
            Some(i) => {
                // Cut at the start of the line holding the marker.
                let line_start = text[..i].rfind('\n').map_or(0, |n| n + 1);
                &text[..line_start]
            }
            None => text,
        }
    }
}

/// A line without mail quoting (`> `, `>> `).
fn unquote(line: &str) -> &str {
    line.trim_start_matches(['>', ' '])
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn block_round_trips_even_when_quoted() {
        let mut b = Block::default();
        b.push("kind", "move");
        b.push("reply", "13.Bb5");
        b.push("empty", " ");
        let text = format!("Hello\n\n{}", b.to_text());
        assert_eq!(Block::find(&text), Some(b.clone()));
        let quoted: String = text.lines().map(|l| format!("> {l}\n")).collect();
        assert_eq!(Block::find(&quoted), Some(b));
        assert_eq!(Block::strip(&text), "Hello\n\n");
        assert_eq!(Block::find("--- ccdesk message 1 ---\nkind: move\n"), None);
    }
}
