//! The compact text of a [`MoveRecord`]: `"SAN RECEIVED SENT"`, with `-` for a date not known and a trailing `if`
//! for a move played from a conditional continuation:
//!
//! ```text
//! "d4 2025-10-15 2025-10-15"
//! "Nf6 - 2025-10-17"
//! "Qxd5 2025-10-20 2025-10-22 if"
//! "e4"
//! ```
//!
//! A game's moves are written as these texts on one line, separated by
//! `; ` (see `move_list`); files of one string a move, as ccdesk wrote
//! them before, hold them one to a string.

use chrono::NaiveDate;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::move_text_error::{MoveDate, MoveTextError};
use super::record::MoveRecord;
use super::san_text::SanText;

/// `YYYY-MM-DD`, written by hand for the years 0 to 9999 (this runs for
/// every date of a large file), by chrono otherwise; `-` for no date.
fn date_text(d: Option<NaiveDate>, out: &mut Vec<u8>) {
    match d {
        Some(d) => match date_digits(d, b'-') {
            Some(digits) => out.extend_from_slice(&digits),
            None => out.extend_from_slice(d.format("%Y-%m-%d").to_string().as_bytes()),
        },
        None => out.push(b'-'),
    }
}

/// `d` as ten ASCII bytes, `YYYY-MM-DD` with `separator` for `-`, for
/// the years written with four digits (0 to 9999); `None` for others.
/// Built on the stack: files of thousands of games write and hash dates by
/// the million.
#[must_use]
pub fn date_digits(d: NaiveDate, separator: u8) -> Option<[u8; 10]> {
    use chrono::Datelike;
    let y = u32::try_from(d.year()).ok().filter(|y| *y <= 9999)?;
    let (m, day) = (d.month(), d.day());
    // Each is a decimal digit (below 10), so `b'0' + digit` is an ASCII
    // digit and the `u8` conversion never falls back.
    let digit = |n: u32| b'0' + u8::try_from(n % 10).unwrap_or(0);
    Some([
        digit(y / 1000),
        digit(y / 100),
        digit(y / 10),
        digit(y),
        separator,
        digit(m / 10),
        digit(m),
        separator,
        digit(day / 10),
        digit(day),
    ])
}

/// Bytes written from whole `&str`s and ASCII as a `String`, checked once.
/// They are always UTF-8; were they ever not, the text would be kept with
/// replacement characters rather than lost.
pub(super) fn utf8(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

impl MoveRecord {
    /// The compact text of this move (see the module documentation).
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = Vec::with_capacity(self.san.len() + 24);
        self.write_text(&mut out);
        utf8(out)
    }

    /// Appends the compact text of this move to `out` (UTF-8: the SAN's
    /// bytes and ASCII).
    pub(super) fn write_text(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.san.as_bytes());
        if self.received.is_some() || self.sent.is_some() || self.conditional {
            out.push(b' ');
            date_text(self.received, out);
            out.push(b' ');
            date_text(self.sent, out);
        }
        if self.conditional {
            out.extend_from_slice(b" if");
        }
    }

    /// Reads the compact text of a move.
    ///
    /// # Errors
    ///
    /// [`MoveTextError`]: no move, a date that does not read, or a word
    /// after the dates other than `if`.
    pub fn from_text(text: &str) -> Result<MoveRecord, MoveTextError> {
        let mut parts = text.split_ascii_whitespace();
        let san = SanText::from(parts.next().ok_or(MoveTextError::Empty)?);
        let date =
            |part: Option<&str>, which: MoveDate| -> Result<Option<NaiveDate>, MoveTextError> {
                match part {
                    None | Some("-") => Ok(None),
                    Some(t) => parse_date(t.as_bytes()).map(Some).ok_or_else(|| {
                        // Why the quick reader refused it.
                        match crate::iso_date::parse_iso_date(t) {
                            Err(error) => MoveTextError::BadDate {
                                which,
                                text: text.to_owned(),
                                error,
                            },
                            Ok(_) => MoveTextError::NotIsoForm {
                                which,
                                text: text.to_owned(),
                            },
                        }
                    }),
                }
            };
        let received = date(parts.next(), MoveDate::Received)?;
        let sent = date(parts.next(), MoveDate::Sent)?;
        let unexpected = |word: &str| MoveTextError::Unexpected {
            word: word.to_owned(),
            text: text.to_owned(),
        };
        let conditional = match parts.next() {
            None => false,
            Some("if") => true,
            Some(other) => return Err(unexpected(other)),
        };
        if let Some(extra) = parts.next() {
            return Err(unexpected(extra));
        }
        Ok(MoveRecord {
            san,
            received,
            sent,
            conditional,
        })
    }
    /// [`MoveRecord::from_text`] of the form ccdesk writes, `SAN DATE
    /// DATE` with an optional ` if`, one space between words and each date
    /// `YYYY-MM-DD` or `-`, read straight from the bytes: a file of
    /// thousands of games holds hundreds of thousands of them. `None` for
    /// any other text, which `from_text` then reads, and says what is wrong
    /// with; where this gives a move, `from_text` gives the same one.
    pub(super) fn from_plain_text(text: &str, memo: &mut DateMemo) -> Option<MoveRecord> {
        let b = text.as_bytes();
        let san_end = memchr::memchr(b' ', b)?;
        if san_end == 0 || b[..san_end].iter().any(u8::is_ascii_whitespace) {
            return None;
        }
        let mut at = san_end + 1;
        let mut date = |at: &mut usize| -> Option<Option<NaiveDate>> {
            if b.get(*at) == Some(&b'-') && matches!(b.get(*at + 1), None | Some(b' ')) {
                *at += 1;
                return Some(None);
            }
            let t = b.get(*at..*at + 10)?;
            *at += 10;
            memo.date(t).map(Some)
        };
        let received = date(&mut at)?;
        if b.get(at) != Some(&b' ') {
            return None;
        }
        at += 1;
        let sent = date(&mut at)?;
        let conditional = match b.get(at..)? {
            b"" => false,
            b" if" => true,
            _ => return None,
        };
        Some(MoveRecord {
            san: SanText::from(&text[..san_end]),
            received,
            sent,
            conditional,
        })
    }
}

/// The last date a line's moves gave and its text: a move is often
/// received and sent the same day, and the date is then read once.
#[derive(Debug, Default)]
pub(super) struct DateMemo(Option<([u8; 10], NaiveDate)>);

impl DateMemo {
    /// The date written `t` (`YYYY-MM-DD`), if it is one.
    fn date(&mut self, t: &[u8]) -> Option<NaiveDate> {
        if let Some((text, date)) = &self.0
            && text.as_slice() == t
        {
            return Some(*date);
        }
        let date = parse_date(t)?;
        self.0 = Some((t.try_into().ok()?, date));
        Some(date)
    }
}

/// `YYYY-MM-DD`, read by hand: this runs for every date of a large file.
fn parse_date(b: &[u8]) -> Option<NaiveDate> {
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    let num = |s: &[u8]| -> Option<u32> {
        s.iter().try_fold(0u32, |acc, c| {
            c.is_ascii_digit().then(|| acc * 10 + u32::from(c - b'0'))
        })
    };
    let year = i32::try_from(num(&b[0..4])?).ok()?;
    NaiveDate::from_ymd_opt(year, num(&b[5..7])?, num(&b[8..10])?)
}

impl Serialize for MoveRecord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_text())
    }
}

struct MoveVisitor;

impl Visitor<'_> for MoveVisitor {
    type Value = MoveRecord;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a move as \"SAN RECEIVED SENT\", e.g. \"Nf3 2026-03-03 2026-03-05\"")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<MoveRecord, E> {
        MoveRecord::from_text(v).map_err(E::custom)
    }
}

impl<'de> Deserialize<'de> for MoveRecord {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(MoveVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(y, m, day)
    }

    #[test]
    fn every_form_round_trips() {
        let cases = [
            MoveRecord::new("e4"),
            MoveRecord::new("d4").dated(d(2025, 10, 15), d(2025, 10, 15)),
            MoveRecord::new("Nf6").dated(None, d(2025, 10, 17)),
            MoveRecord::new("O-O-O+").dated(d(2025, 10, 17), None),
            MoveRecord {
                conditional: true,
                ..MoveRecord::new("Qxd5").dated(d(2025, 10, 20), d(2025, 10, 22))
            },
            MoveRecord {
                conditional: true,
                ..MoveRecord::new("e8=Q#")
            },
        ];
        for m in cases {
            assert_eq!(
                MoveRecord::from_text(&m.to_text()),
                Ok(m.clone()),
                "{}",
                m.to_text()
            );
        }
        assert_eq!(
            MoveRecord::new("d4").dated(d(2025, 10, 15), None).to_text(),
            "d4 2025-10-15 -"
        );
    }

    #[test]
    fn each_refusal_names_the_date_or_word_at_fault() {
        use super::super::move_text_error::{MoveDate, MoveTextError};
        assert_eq!(MoveRecord::from_text("  "), Err(MoveTextError::Empty));
        let e = MoveRecord::from_text("e4 2025-13-01 -").unwrap_err();
        assert!(
            matches!(&e, MoveTextError::BadDate { which: MoveDate::Received, text, .. } if text == "e4 2025-13-01 -"),
            "{e:?}"
        );
        assert!(
            e.to_string()
                .starts_with("the received date of `e4 2025-13-01 -`: ")
        );
        assert_eq!(
            MoveRecord::from_text("e4 - 15.10.2025")
                .unwrap_err()
                .to_string(),
            "the sent date of `e4 - 15.10.2025`: 15.10.2025 is not a date written as YYYY-MM-DD, such as 2026-03-14"
        );
        assert_eq!(
            MoveRecord::from_text("e4 - - if x"),
            Err(MoveTextError::Unexpected {
                word: "x".to_owned(),
                text: "e4 - - if x".to_owned()
            })
        );
        assert_eq!(
            MoveRecord::from_text("e4 - - maybe")
                .unwrap_err()
                .to_string(),
            "unexpected `maybe` in move `e4 - - maybe`"
        );
    }

    #[test]
    fn bad_text_is_refused_with_a_reason() {
        for bad in [
            "",
            "e4 2025-13-01 -",
            "e4 - - maybe",
            "e4 15.10.2025",
            "e4 - - if x",
        ] {
            assert!(MoveRecord::from_text(bad).is_err(), "{bad}");
        }
    }

    /// What the quick reader gives, checked against the general one.
    fn plain_agrees(text: &str, memo: &mut DateMemo) -> Result<(), String> {
        match MoveRecord::from_plain_text(text, memo) {
            Some(m) if MoveRecord::from_text(text).as_ref() != Ok(&m) => Err(format!(
                "{text:?}: quick {m:?}, general {:?}",
                MoveRecord::from_text(text)
            )),
            _ => Ok(()),
        }
    }

    #[test]
    fn the_quick_reader_takes_what_ccdesk_writes_and_leaves_the_rest() {
        let mut memo = DateMemo::default();
        for text in [
            "d4 2025-10-15 2025-10-15",
            "Nf6 - 2025-10-17",
            "O-O-O+ 2025-10-17 -",
            "Qxd5 2025-10-20 2025-10-22 if",
            "e8=Q# - - if",
            "e4 - -",
        ] {
            assert!(
                MoveRecord::from_plain_text(text, &mut memo).is_some(),
                "{text}"
            );
            assert_eq!(plain_agrees(text, &mut memo), Ok(()));
        }
        // Anything else is left to the general reader, which says why.
        for text in [
            "e4",
            "e4 -",
            "e4  2025-10-15 -",
            "e4\t2025-10-15 -",
            "e4 2025-10-15\t-",
            "e4 2025-13-01 -",
            "e4 2025-10-155 -",
            "e4 -x -",
            "e4 - - maybe",
            "e4 - - if x",
            "e4 - - if ",
            " e4 - -",
        ] {
            assert!(
                MoveRecord::from_plain_text(text, &mut memo).is_none(),
                "{text}"
            );
        }
    }

    proptest::proptest! {
        /// Whatever the text, near the written form or not, the quick
        /// reader gives the general reader's move or leaves it to it; one
        /// memo serves a whole line.
        #[test]
        fn the_quick_reader_never_differs(
            texts in proptest::collection::vec(
                "(e4|Nf3|O-O|Qxd5\\+|é|e\t4)( |  |\t)?(2025-1[0-3]-[0-3][0-9]|-|-x|2025-02-29)?( )?(2024-02-2[89]|-|1999-12-31)?( if| maybe|if)?",
                1..12,
            )
        ) {
            let mut memo = DateMemo::default();
            for text in &texts {
                proptest::prop_assert_eq!(plain_agrees(text, &mut memo), Ok(()));
            }
        }
    }
}
