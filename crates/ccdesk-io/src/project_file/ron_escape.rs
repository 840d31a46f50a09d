//! A string's content as RON writes it, quickly.
//!
//! RON 0.12 writes a string (`escape_strings`, the default) as `"`, then
//! each of its chars through [`char::escape_debug`], then `"`: one call to
//! the writer a char, the largest cost of saving a project (a game's moves
//! are one string, four fifths of the file). [`push_escaped`] gives the
//! same bytes: a run of ASCII that `escape_debug` leaves as it is is copied
//! at once, and every other char (a quote, a backslash, a control char,
//! anything not ASCII) is handed to [`char::escape_debug`] itself, so its
//! escape is RON's by construction. Tests check every char and arbitrary
//! strings against RON.

/// True for the bytes that [`char::escape_debug`] writes as they are and
/// that are a whole char: printable ASCII but `"`, `'` and `\`.
const fn plain(byte: u8) -> bool {
    matches!(byte, b' '..=b'~') && !matches!(byte, b'"' | b'\'' | b'\\')
}

/// Eight copies of a byte in a word.
const fn splat(byte: u8) -> u64 {
    u64::from_ne_bytes([byte; 8])
}

/// True when one of the eight bytes of `word` is zero: exact (a borrow
/// that crosses into a byte only ever comes from a zero byte below it, so
/// the lowest zero byte is always flagged, and a word without one never).
const fn has_zero(word: u64) -> bool {
    word.wrapping_sub(splat(1)) & !word & splat(0x80) != 0
}

/// True when every byte of `word` is [`plain`].
const fn all_plain(word: u64) -> bool {
    // A byte below 0x20 borrows when 0x20 is taken away; a byte of 0x80 or
    // more has its high bit set; 0x7f and the three escaped chars are found
    // as a zero byte of the word XORed with them.
    let low = word.wrapping_sub(splat(0x20)) & !word & splat(0x80) != 0;
    let high = word & splat(0x80) != 0;
    !(low
        || high
        || has_zero(word ^ splat(0x7f))
        || has_zero(word ^ splat(b'"'))
        || has_zero(word ^ splat(b'\''))
        || has_zero(word ^ splat(b'\\')))
}

/// How many bytes at the start of `bytes` are [`plain`]: eight at a time,
/// then one at a time from the first word that holds another.
fn plain_run(bytes: &[u8]) -> usize {
    let mut run = 0;
    for chunk in bytes.chunks_exact(8) {
        let Ok(word) = <[u8; 8]>::try_from(chunk) else {
            break;
        };
        if !all_plain(u64::from_ne_bytes(word)) {
            break;
        }
        run += 8;
    }
    run + bytes[run..]
        .iter()
        .position(|&b| !plain(b))
        .unwrap_or(bytes.len() - run)
}

/// Appends `text` to `out` as RON writes the content of a string (without
/// the quotes): each char as [`char::escape_debug`] gives it.
pub fn push_escaped(out: &mut String, text: &str) {
    out.reserve(text.len());
    let mut rest = text;
    loop {
        // A plain byte is a whole char, so the run ends on a char boundary.
        let run = plain_run(rest.as_bytes());
        out.push_str(&rest[..run]);
        rest = &rest[run..];
        let mut chars = rest.chars();
        let Some(c) = chars.next() else {
            return;
        };
        out.extend(c.escape_debug());
        rest = chars.as_str();
    }
}

/// `text` as RON writes a string: quoted, each char escaped as
/// [`push_escaped`] does.
#[must_use]
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    push_escaped(&mut out, text);
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RON's own writing of `text` (its own escape, char by char).
    fn ron_of(text: &str) -> String {
        ron::to_string(text).unwrap()
    }

    #[test]
    fn every_char_is_escaped_as_ron_escapes_it() {
        // All of Unicode, one char at a time: the function is the
        // concatenation of each char's escape, as RON's is.
        for c in (0..=u32::from(char::MAX)).filter_map(char::from_u32) {
            let text = c.to_string();
            let mut out = String::new();
            push_escaped(&mut out, &text);
            let expected: String = c.escape_debug().collect();
            assert_eq!(out, expected, "U+{:04X}", u32::from(c));
        }
        for text in [
            "", "a", "\"", "'", "\\", "\0", "\u{301}", "e\u{301}", "é", "😀",
        ] {
            assert_eq!(quoted(text), ron_of(text), "{text:?}");
        }
    }

    #[test]
    fn a_word_is_plain_when_each_of_its_bytes_is() {
        // Every byte in every place of a word of plain bytes, and pairs
        // of bytes around the borrows' edges.
        for byte in 0..=u8::MAX {
            for place in 0..8 {
                let mut word = *b"abcdefgh";
                word[place] = byte;
                assert_eq!(
                    all_plain(u64::from_ne_bytes(word)),
                    plain(byte),
                    "{byte:#x} at {place}"
                );
                assert_eq!(plain_run(&word), if plain(byte) { 8 } else { place });
            }
            for other in [0, 0x1f, 0x20, 0x21, 0x22, 0x7e, 0x7f, 0x80, 0xff] {
                let mut word = [b' '; 8];
                word[3] = byte;
                word[4] = other;
                let both = plain(byte) && plain(other);
                assert_eq!(
                    all_plain(u64::from_ne_bytes(word)),
                    both,
                    "{byte:#x} {other:#x}"
                );
            }
        }
    }

    #[test]
    fn runs_and_escapes_mix_as_ron_writes_them() {
        for text in [
            "e4 e5 Nf3 Nc6",
            "d4 2025-10-15 2025-10-15; Nf6 - 2025-10-17 if",
            "O'Brien \"Seán\" \\ games: [ ] \n\t\r\u{0}\u{7f}\u{85}\u{a0}",
            "\u{301}start with a combining mark, and e\u{301}",
            "\u{200b}\u{feff}\u{2028}\u{e000}\u{10ffff}",
            "r#\"raw\"#",
        ] {
            assert_eq!(quoted(text), ron_of(text), "{text:?}");
        }
    }
}
