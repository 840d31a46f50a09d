//! Bytes of a PGN file that are not UTF-8, read as Windows-1252: the code
//! page of the Western European chess programs and databases whose files
//! still travel (ChessBase exports, old club archives). ISO 8859-1 is the
//! same but for 0x80-0x9F, where Windows-1252 has its printable extras.

/// The characters of 0x80-0x9F in Windows-1252; the five it leaves
/// undefined keep their Latin-1 code point (a C1 control, which the tag's
/// own check then refuses).
const HIGH: [char; 32] = [
    '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8d}', 'Ž', '\u{8f}',
    '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9d}', 'ž', 'Ÿ',
];

/// `bytes` read as Windows-1252.
#[must_use]
pub fn decode(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9f => HIGH[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_letters_and_the_windows_extras_are_read() {
        assert_eq!(decode(b"M\xfcller"), "Müller");
        assert_eq!(decode(b"Ren\xe9 \x96 Jos\xe9"), "René – José");
        assert_eq!(decode(b"\x80 \x9c"), "€ œ");
        assert_eq!(decode(b"plain"), "plain");
    }
}
