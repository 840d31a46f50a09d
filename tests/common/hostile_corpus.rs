//! The hostile corpus of `tests/data/hostile` (issue 21, issue 30): where
//! it is, its files, and the escapes its text files write control
//! characters with.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

/// The corpus folder.
#[must_use]
pub fn hostile_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile")
}

/// A file of the corpus (it must exist).
#[must_use]
pub fn hostile_file(name: &str) -> PathBuf {
    let path = hostile_dir().join(name);
    assert!(path.is_file(), "{} is not in the corpus", path.display());
    path
}

/// `\n`, `\r`, `\t`, `\e`, `\0`, `\\` and `\u{HEX}` of the corpus.
#[must_use]
pub fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some('e') => out.push('\u{1b}'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
            }
            other => panic!("unknown escape \\{other:?} in {text}"),
        }
    }
    out
}

/// The `name<TAB>value` lines of a corpus text file, unescaped.
#[must_use]
pub fn pairs(name: &str) -> Vec<(String, String)> {
    std::fs::read_to_string(hostile_file(name))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split_once('\t'))
        .map(|(k, v)| (k.to_owned(), unescape(v)))
        .collect()
}

/// Whether `bytes` hold a control character a terminal acts on (C0 but
/// newline and tab, DEL, the C1 block in UTF-8, and the bidirectional
/// overrides).
#[must_use]
pub fn acts_on_a_terminal(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.chars().any(|c| {
        (c.is_control() && c != '\n' && c != '\t')
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}
