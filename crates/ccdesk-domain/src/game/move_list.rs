//! How a game's moves are written in the project file: one line a game.
//!
//! Moves without dates (a game imported from a PGN archive) are one string
//! of SAN separated by spaces; when a move carries a date, or was played
//! from a conditional continuation, every move is written as its compact
//! text (see `move_text`: `"SAN RECEIVED SENT"`, `-` for a date not known,
//! `if` after a conditional move) and the moves are separated by `; `:
//!
//! ```text
//! moves: "e4 e5 Nf3 Nc6 Bb5 a6",
//! moves: "d4 2025-10-15 2025-10-15; Nf6 2025-10-15 2025-10-17; c4 2025-10-18 -",
//! moves: [],
//! ```
//!
//! The list of one string a move that ccdesk wrote before
//! (`moves: ["d4 2025-10-15 2025-10-15", "Nf6 - 2025-10-17"]`) is still
//! read, so older files open. One string a game instead of eighty keeps a
//! file of 20,000 games quick to read and write and a third of the size;
//! a game is still one line a person reads like a scoresheet.

use serde::de::{self, SeqAccess, Visitor};
use serde::{Deserializer, Serializer};

use super::move_text::DateMemo;
use super::move_text_error::MoveTextError;
use super::record::MoveRecord;

/// Between two moves of the dated form.
const SEPARATOR: &str = "; ";

/// True when a move carries something beside its SAN.
fn dated(m: &MoveRecord) -> bool {
    m.received.is_some() || m.sent.is_some() || m.conditional
}

/// The one line of `moves`.
#[must_use]
pub(super) fn line(moves: &[MoveRecord]) -> String {
    let with_dates = moves.iter().any(dated);
    // Bytes, checked as UTF-8 once for the whole line rather than once a
    // move.
    let mut line = Vec::with_capacity(moves.len() * if with_dates { 27 } else { 6 });
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            line.extend_from_slice(if with_dates { SEPARATOR } else { " " }.as_bytes());
        }
        if with_dates {
            m.write_text(&mut line);
        } else {
            line.extend_from_slice(m.san.as_bytes());
        }
    }
    super::move_text::utf8(line)
}

/// Reads the one line of a game's moves.
///
/// # Errors
///
/// The first move of the dated form that does not read, and why.
pub(super) fn from_line(line: &str) -> Result<Vec<MoveRecord>, MoveTextError> {
    // The dated form: moves separated by `;`, or a single move whose
    // second word is a date or `-` (a SAN starts with a letter).
    let second = line.split_ascii_whitespace().nth(1);
    let dated_one = second.is_some_and(|w| w.starts_with(|c: char| c == '-' || c.is_ascii_digit()));
    if line.contains(';') || dated_one {
        let bytes = line.as_bytes();
        let mut moves = Vec::with_capacity(memchr::memchr_iter(b';', bytes).count() + 1);
        let mut memo = DateMemo::default();
        let mut start = 0;
        // Each `;` is ASCII, so every cut is at a character's boundary.
        for end in memchr::memchr_iter(b';', bytes).chain(std::iter::once(bytes.len())) {
            let text = trimmed(&line[start..end]);
            start = end + 1;
            moves.push(match MoveRecord::from_plain_text(text, &mut memo) {
                Some(m) => m,
                None => MoveRecord::from_text(text)?,
            });
        }
        Ok(moves)
    } else {
        let mut moves = Vec::with_capacity(line.split_ascii_whitespace().count());
        moves.extend(line.split_ascii_whitespace().map(MoveRecord::new));
        Ok(moves)
    }
}

/// `text` without the white space around it, as `str::trim` gives it:
/// the ASCII spaces ccdesk writes are cut without a look at Unicode's
/// table, which is only asked when an end is anything but a visible ASCII
/// character.
fn trimmed(text: &str) -> &str {
    let cut = text.trim_ascii();
    match (cut.as_bytes().first(), cut.as_bytes().last()) {
        (Some(first), Some(last)) if first.is_ascii_graphic() && last.is_ascii_graphic() => cut,
        _ => text.trim(),
    }
}

/// Writes `moves` as one line; no moves as `[]`.
pub(super) fn serialize<S: Serializer>(moves: &[MoveRecord], s: S) -> Result<S::Ok, S::Error> {
    if moves.is_empty() {
        use serde::ser::SerializeSeq;
        return s.serialize_seq(Some(0))?.end();
    }
    s.serialize_str(&line(moves))
}

/// Reads the one line, or the older list of one string a move.
pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<MoveRecord>, D::Error> {
    d.deserialize_any(MovesVisitor)
}

struct MovesVisitor;

impl<'de> Visitor<'de> for MovesVisitor {
    type Value = Vec<MoveRecord>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "the moves as one string (\"e4 e5 Nf3\", or \"d4 2026-03-03 2026-03-05; Nf6 - 2026-03-07\")",
        )
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
        from_line(v).map_err(E::custom)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut moves = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1024));
        while let Some(m) = seq.next_element::<MoveRecord>()? {
            moves.push(m);
        }
        moves.shrink_to_fit();
        Ok(moves)
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;
    use proptest::prelude::*;

    use super::super::record::Game;
    use super::*;
    use crate::ids::{GameId, PlayerId};

    fn game(moves: Vec<MoveRecord>) -> Game {
        let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Test");
        g.moves = moves;
        g
    }

    fn round_trip(g: &Game) -> (String, Game) {
        let text = ron::to_string(g).unwrap();
        let back: Game = ron::from_str(&text).unwrap();
        (text, back)
    }

    #[test]
    fn a_game_s_moves_are_one_line_with_or_without_dates() {
        let plain = game(["e4", "e5", "Nf3"].map(MoveRecord::new).to_vec());
        let (text, back) = round_trip(&plain);
        assert!(text.contains("moves:\"e4 e5 Nf3\""), "{text}");
        assert_eq!(back, plain);

        let day = NaiveDate::from_ymd_opt(2025, 10, 15);
        let dated = game(vec![
            MoveRecord::new("d4").dated(day, day),
            MoveRecord::new("Nf6"),
            MoveRecord {
                conditional: true,
                ..MoveRecord::new("c4").dated(None, day)
            },
        ]);
        let (text, back) = round_trip(&dated);
        assert!(
            text.contains("moves:\"d4 2025-10-15 2025-10-15; Nf6; c4 - 2025-10-15 if\""),
            "{text}"
        );
        assert_eq!(back, dated);

        for one in [
            MoveRecord::new("d4").dated(day, day),
            MoveRecord::new("d4").dated(None, day),
            MoveRecord {
                conditional: true,
                ..MoveRecord::new("d4")
            },
        ] {
            let single = game(vec![one]);
            let (text, back) = round_trip(&single);
            assert_eq!(back, single, "{text}");
        }

        let (text, back) = round_trip(&game(Vec::new()));
        assert!(text.contains("moves:[]"), "{text}");
        assert!(back.moves.is_empty());
    }

    #[test]
    fn the_older_list_of_one_string_a_move_still_reads() {
        let text = ron::to_string(&game(Vec::new())).unwrap().replace(
            "moves:[]",
            "moves:[\"e4\",\"e5 2025-10-15 -\",\"Nf3 - 2025-10-16 if\"]",
        );
        let back: Game = ron::from_str(&text).unwrap();
        let day = |d| NaiveDate::from_ymd_opt(2025, 10, d);
        assert_eq!(
            back.moves,
            vec![
                MoveRecord::new("e4"),
                MoveRecord::new("e5").dated(day(15), None),
                MoveRecord {
                    conditional: true,
                    ..MoveRecord::new("Nf3").dated(None, day(16))
                },
            ]
        );
    }

    #[test]
    fn a_damaged_move_in_the_line_is_refused_with_its_text() {
        let text = ron::to_string(&game(Vec::new()))
            .unwrap()
            .replace("moves:[]", "moves:\"d4 2025-10-15 -; Nf6 2025-13-40 -\"");
        let e = ron::from_str::<Game>(&text).unwrap_err().to_string();
        assert!(e.contains("Nf6 2025-13-40 -"), "{e}");
    }

    proptest! {
        /// The quick trim cuts what `str::trim` cuts, whatever the white
        /// space around the text (vertical tab, no-break space, line
        /// separator).
        #[test]
        fn trimmed_is_str_trim(text in "[ \\t\\n\\r\\x0b\\x0c\\u{a0}\\u{2028}\\u{3000}]{0,3}[a-e4é\\x0b ]{0,4}[ \\t\\n\\x0b\\u{a0}\\u{2028}]{0,3}") {
            prop_assert_eq!(trimmed(&text), text.trim());
        }

        /// A dated line reads as the general reader reads each move
        /// between its `;`s, trimmed: the same moves, or the same error.
        #[test]
        fn a_dated_line_reads_as_each_move_read_alone(
            parts in proptest::collection::vec(
                "[ \\u{a0}\\x0b]{0,2}(e4|Nf3|O-O-O\\+)( 2025-10-1[0-9]| -)( 2025-10-2[0-9]| -)?( if)?[ \\t\\u{2028}]{0,2}",
                2..10,
            )
        ) {
            // Two moves or more: a line with a `;` is of the dated form.
            let line = parts.join(";");
            let general: Result<Vec<MoveRecord>, MoveTextError> =
                line.split(';').map(str::trim).map(MoveRecord::from_text).collect();
            prop_assert_eq!(from_line(&line), general);
        }
    }
}
