//! A move as written (`"Nf3"`, `"exd8=Q#"`, `"O-O-O+"`), held inline.
//!
//! A project of twenty seasons holds more than a million and a half moves;
//! as a `String` each cost 24 bytes plus a heap block of its own (and a
//! call to the allocator when the file is read). Every SAN is at most seven
//! characters, and long algebraic or numeric moves are not much longer, so
//! a [`SanText`] keeps up to [`SanText::INLINE`] bytes in itself, in 16
//! bytes, and only a longer text (a damaged or foreign file's "move", which
//! must still load so that `check` can report it) goes to the heap.
//!
//! It reads like a `&str`: it dereferences to one, compares, orders and
//! hashes as its text, and is written to and read from files as a plain
//! string.
//!
//! ```
//! use ccdesk_domain::game::SanText;
//!
//! let san = SanText::from("Nf3");
//! assert_eq!(san, "Nf3");
//! assert_eq!(san.len(), 3);
//! assert!(san.starts_with('N'));
//! assert_eq!(String::from(san), "Nf3");
//! ```

use std::borrow::Borrow;
use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The text of one move, inline up to [`SanText::INLINE`] bytes.
#[derive(Clone)]
pub struct SanText(Repr);

/// How the text is held.
///
/// Invariant: `Inline`'s `bytes[..len]` are always the bytes of one whole
/// `&str` (or of whole `&str`s appended one after the other), copied as
/// they were, and `len <= INLINE`; nothing else ever writes them. So they
/// are always valid UTF-8.
#[derive(Clone)]
enum Repr {
    /// Up to `INLINE` bytes; those after `len` are zero.
    Inline {
        /// How many of `bytes` are the text.
        len: u8,
        /// The text, then zeros.
        bytes: [u8; SanText::INLINE],
    },
    /// A longer text. A `Box<String>` and not a `String` or `Box<str>`:
    /// its thin pointer keeps `SanText` at 16 bytes, and the extra heap
    /// block is paid only by damaged or foreign moves.
    #[allow(clippy::box_collection)]
    Long(Box<String>),
}

impl SanText {
    /// The longest text held without a heap block, in bytes.
    pub const INLINE: usize = 14;

    /// The empty text.
    #[must_use]
    pub const fn new() -> Self {
        SanText(Repr::Inline {
            len: 0,
            bytes: [0; Self::INLINE],
        })
    }

    /// The text, as a `&str`.
    #[must_use]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Inline { len, bytes } => {
                let bytes = &bytes[..usize::from(*len)];
                match std::str::from_utf8(bytes) {
                    Ok(text) => text,
                    // Cannot happen: the inline bytes are only ever a copy
                    // of whole `&str`s (see `Repr`), so they are valid
                    // UTF-8. Should it ever happen, the valid start of the
                    // text is given (never a panic in the middle of reading
                    // a file), and a debug build says so loudly.
                    Err(e) => {
                        debug_assert!(false, "SanText holds invalid UTF-8: {e}");
                        // `valid_up_to` is, by its documentation, where
                        // `from_utf8` of the start succeeds.
                        std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default()
                    }
                }
            }
            Repr::Long(text) => text.as_str(),
        }
    }

    /// The text's bytes (UTF-8), without the check [`SanText::as_str`]
    /// makes: a writer that joins many moves checks the whole once.
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline { len, bytes } => bytes.get(..usize::from(*len)).unwrap_or_default(),
            Repr::Long(text) => text.as_bytes(),
        }
    }

    /// True when the text is held without a heap block.
    #[must_use]
    pub fn is_inline(&self) -> bool {
        matches!(self.0, Repr::Inline { .. })
    }

    /// Appends `text`, moving everything to the heap only when the whole
    /// no longer fits inline.
    pub fn push_str(&mut self, text: &str) {
        match &mut self.0 {
            Repr::Inline { len, bytes } => {
                let start = usize::from(*len);
                let end = start + text.len();
                match (bytes.get_mut(start..end), u8::try_from(end)) {
                    (Some(room), Ok(new_len)) => {
                        room.copy_from_slice(text.as_bytes());
                        *len = new_len;
                    }
                    _ => {
                        let mut long = String::with_capacity(end);
                        long.push_str(self.as_str());
                        long.push_str(text);
                        self.0 = Repr::Long(Box::new(long));
                    }
                }
            }
            Repr::Long(long) => long.push_str(text),
        }
    }
}

impl Default for SanText {
    fn default() -> Self {
        SanText::new()
    }
}

impl From<&str> for SanText {
    fn from(text: &str) -> Self {
        let mut san = SanText::new();
        san.push_str(text);
        san
    }
}

impl From<&String> for SanText {
    fn from(text: &String) -> Self {
        SanText::from(text.as_str())
    }
}

impl From<String> for SanText {
    /// Inline when it fits; a longer `String` is kept as it is, without a
    /// copy.
    fn from(text: String) -> Self {
        if text.len() <= SanText::INLINE {
            SanText::from(text.as_str())
        } else {
            SanText(Repr::Long(Box::new(text)))
        }
    }
}

impl From<&SanText> for SanText {
    fn from(text: &SanText) -> Self {
        text.clone()
    }
}

impl From<SanText> for String {
    fn from(text: SanText) -> Self {
        match text.0 {
            Repr::Long(long) => *long,
            Repr::Inline { .. } => text.as_str().to_owned(),
        }
    }
}

impl From<shakmaty::san::SanPlus> for SanText {
    /// The move written straight into the inline bytes, byte by byte, as
    /// shakmaty's `Display` writes it (a test compares them), without a
    /// formatter or a `String`: reading a file of games does this for every
    /// move.
    fn from(san: shakmaty::san::SanPlus) -> Self {
        use shakmaty::san::{San, Suffix};
        use shakmaty::{CastlingSide, Role};
        let mut w = AsciiWriter::default();
        match san.san {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    w.put(role.upper_char());
                }
                if let Some(file) = file {
                    w.put(file.char());
                }
                if let Some(rank) = rank {
                    w.put(rank.char());
                }
                if capture {
                    w.put('x');
                }
                w.put(to.file().char());
                w.put(to.rank().char());
                if let Some(promotion) = promotion {
                    w.put('=');
                    w.put(promotion.upper_char());
                }
            }
            San::Castle(CastlingSide::KingSide) => w.put_str("O-O"),
            San::Castle(CastlingSide::QueenSide) => w.put_str("O-O-O"),
            San::Put { role, to } => {
                if role != Role::Pawn {
                    w.put(role.upper_char());
                }
                w.put('@');
                w.put(to.file().char());
                w.put(to.rank().char());
            }
            San::Null => w.put_str("--"),
        }
        match san.suffix {
            Some(Suffix::Check) => w.put('+'),
            Some(Suffix::Checkmate) => w.put('#'),
            None => {}
        }
        w.into_text()
    }
}

/// Writes the ASCII characters of a SAN into the bytes of an inline
/// [`SanText`].
///
/// The longest SAN is nine bytes ("Qa1xb2=Q#": piece, file, rank, capture,
/// square, promotion, sign; "O-O-O+" is six), well inside
/// [`SanText::INLINE`], and every character of a SAN is ASCII; so the bytes
/// never run out and always hold valid UTF-8 (`Repr`'s invariant). Were
/// either ever untrue, `put` would keep the text valid and `into_text`
/// fall back to the heap, never panic.
#[derive(Default)]
struct AsciiWriter {
    bytes: [u8; SanText::INLINE],
    len: usize,
    /// Set when a character did not fit or was not ASCII.
    overflow: Option<String>,
}

impl AsciiWriter {
    fn put(&mut self, c: char) {
        match (self.bytes.get_mut(self.len), u8::try_from(c)) {
            (Some(slot), Ok(ascii)) if ascii.is_ascii() && self.overflow.is_none() => {
                *slot = ascii;
                self.len += 1;
            }
            _ => self.spill().push(c),
        }
    }

    fn put_str(&mut self, text: &str) {
        for c in text.chars() {
            self.put(c);
        }
    }

    /// The text on the heap from here on.
    fn spill(&mut self) -> &mut String {
        let (bytes, len) = (&self.bytes, self.len);
        self.overflow.get_or_insert_with(|| {
            // Only ASCII was ever put inline.
            String::from_utf8_lossy(&bytes[..len]).into_owned()
        })
    }

    fn into_text(self) -> SanText {
        match (self.overflow, u8::try_from(self.len)) {
            (None, Ok(len)) => SanText(Repr::Inline {
                len,
                bytes: self.bytes,
            }),
            (overflow, _) => SanText::from(overflow.unwrap_or_default()),
        }
    }
}

impl fmt::Write for SanText {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s);
        Ok(())
    }
}

impl Deref for SanText {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for SanText {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

/// Hash, `Eq` and `Ord` are those of the text, so a `SanText` key is found
/// with a `&str`.
impl Borrow<str> for SanText {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.as_str(), f)
    }
}

impl fmt::Debug for SanText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for SanText {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for SanText {}

impl PartialEq<str> for SanText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for SanText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for SanText {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<SanText> for str {
    fn eq(&self, other: &SanText) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<SanText> for &str {
    fn eq(&self, other: &SanText) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<SanText> for String {
    fn eq(&self, other: &SanText) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialOrd for SanText {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for SanText {
    fn cmp(&self, other: &Self) -> Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl Hash for SanText {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

impl Serialize for SanText {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

struct SanTextVisitor;

impl Visitor<'_> for SanTextVisitor {
    type Value = SanText;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a move as a string, e.g. \"Nf3\"")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<SanText, E> {
        Ok(SanText::from(v))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<SanText, E> {
        Ok(SanText::from(v))
    }
}

impl<'de> Deserialize<'de> for SanText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(SanTextVisitor)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::hash::BuildHasher;

    use proptest::prelude::*;

    use super::*;

    #[test]
    fn it_is_sixteen_bytes() {
        assert_eq!(std::mem::size_of::<SanText>(), 16);
        assert_eq!(std::mem::size_of::<Option<SanText>>(), 16);
    }

    #[test]
    fn up_to_fourteen_bytes_are_inline_and_longer_text_on_the_heap() {
        for n in 0..=SanText::INLINE {
            let text = "x".repeat(n);
            let san = SanText::from(text.as_str());
            assert!(san.is_inline(), "{n}");
            assert_eq!(san, text);
            assert!(SanText::from(text.clone()).is_inline(), "{n}");
        }
        for n in [SanText::INLINE + 1, 40, 500] {
            let text = "y".repeat(n);
            let san = SanText::from(text.as_str());
            assert!(!san.is_inline(), "{n}");
            assert_eq!(san.as_str(), text);
            assert_eq!(String::from(san), text);
        }
        // Multi-byte characters at the boundary.
        let seven = "é".repeat(7);
        assert!(SanText::from(seven.as_str()).is_inline());
        let eight = "é".repeat(8);
        assert_eq!(SanText::from(eight.as_str()), eight);
    }

    #[test]
    fn appending_spills_to_the_heap_only_when_it_must() {
        let mut san = SanText::from("Nbd7");
        san.push_str("+");
        assert!(san.is_inline());
        assert_eq!(san, "Nbd7+");
        san.push_str("123456789");
        assert!(san.is_inline());
        assert_eq!(san.len(), SanText::INLINE);
        san.push_str("!");
        assert!(!san.is_inline());
        assert_eq!(san, "Nbd7+123456789!");
    }

    #[test]
    fn a_san_plus_is_written_inline() {
        for text in ["e4", "Nbd7", "exd8=Q#", "O-O-O+", "R1a3", "Qh4xe1#"] {
            let san: shakmaty::san::SanPlus = text.parse().unwrap();
            let written = SanText::from(san);
            assert!(written.is_inline());
            assert_eq!(written, san.to_string());
        }
    }

    /// A hash with fixed keys, the same from call to call.
    fn hash_of<T: Hash + ?Sized>(value: &T) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        value.hash(&mut hasher);
        hasher.finish()
    }

    #[test]
    fn equality_order_and_hash_are_the_text_s() {
        let a = SanText::from("Nf3");
        let long = SanText::from("a-move-far-too-long-for-san");
        assert_eq!(a, "Nf3");
        assert_eq!(a, *"Nf3");
        assert_eq!(a, "Nf3".to_owned());
        assert_eq!("Nf3", a);
        assert_ne!(a, "Nf");
        let (shorter, check) = (SanText::from("Nf3"), SanText::from("Nf3+"));
        assert!(shorter < check);
        assert!(a < long);
        assert_eq!(a.cmp(&long), "Nf3".cmp("a-move-far-too-long-for-san"));
        let state = std::collections::hash_map::RandomState::new();
        assert_eq!(state.hash_one(&a), state.hash_one("Nf3"));
        assert_eq!(
            state.hash_one(&long),
            state.hash_one("a-move-far-too-long-for-san")
        );
        let mut map = HashMap::new();
        map.insert(a.clone(), 1);
        map.insert(long.clone(), 2);
        assert_eq!(map.get("Nf3"), Some(&1));
        assert_eq!(map.get("a-move-far-too-long-for-san"), Some(&2));
        assert_eq!(hash_of(&a), hash_of("Nf3"));
    }

    #[test]
    fn display_and_debug_are_the_text_s() {
        let san = SanText::from("e8=Q+");
        assert_eq!(san.to_string(), "e8=Q+");
        assert_eq!(format!("{san:?}"), "\"e8=Q+\"");
        assert_eq!(format!("{san:>7}"), "  e8=Q+");
        assert_eq!(SanText::default(), "");
    }

    #[test]
    fn serde_writes_and_reads_a_plain_string() {
        for text in ["", "e4", "O-O-O+", "12345678901234", "123456789012345"] {
            let san = SanText::from(text);
            let ron_text = ron::to_string(&san).unwrap();
            assert_eq!(ron_text, ron::to_string(text).unwrap());
            let back: SanText = ron::from_str(&ron_text).unwrap();
            assert_eq!(back, san);
        }
    }

    proptest! {
        /// Any text comes back from a `SanText` unchanged, however it is
        /// made, and compares, orders and hashes as itself.
        #[test]
        fn any_text_round_trips(text in ".{0,40}", other in ".{0,20}") {
            let san = SanText::from(text.as_str());
            prop_assert_eq!(san.as_str(), text.as_str());
            prop_assert_eq!(san.is_inline(), text.len() <= SanText::INLINE);
            prop_assert_eq!(String::from(SanText::from(text.clone())), text.clone());
            let back: SanText = ron::from_str(&ron::to_string(&san).unwrap()).unwrap();
            prop_assert_eq!(back.as_str(), text.as_str());
            let b = SanText::from(other.as_str());
            prop_assert_eq!(san.cmp(&b), text.as_str().cmp(other.as_str()));
            prop_assert_eq!(san == b, text == other);
            prop_assert_eq!(hash_of(&san), hash_of(text.as_str()));
            let mut joined = san.clone();
            joined.push_str(&other);
            prop_assert_eq!(joined.as_str(), format!("{text}{other}"));
        }
    }

    proptest! {
        /// A SAN written straight into a `SanText` is what shakmaty's
        /// `Display` writes, for every legal move (with its sign) of the
        /// positions along random games, promotions and castling included.
        #[test]
        fn san_written_inline_is_shakmatys_display(choices in proptest::collection::vec(0usize..256, 0..120)) {
            use shakmaty::san::SanPlus;
            use shakmaty::{Chess, Position};
            let mut pos = Chess::default();
            for choice in choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for m in &moves {
                    let san = SanPlus::from_move(pos.clone(), *m);
                    let text = SanText::from(san);
                    prop_assert!(text.is_inline());
                    prop_assert_eq!(text.as_str(), san.to_string());
                }
                let m = moves[choice % moves.len()];
                pos.play_unchecked(m);
            }
        }
    }

    #[test]
    fn every_kind_of_san_is_written_as_shakmaty_writes_it() {
        use shakmaty::san::SanPlus;
        for text in [
            "e4", "exd8=Q#", "Qa1xb2+", "N8f6", "Rdxd1", "O-O", "O-O-O+", "Q@e4", "@h3", "--",
            "bxa1=N", "Kxh8#",
        ] {
            let san: SanPlus = text.parse().unwrap();
            assert_eq!(SanText::from(san).as_str(), san.to_string(), "{text}");
            assert_eq!(SanText::from(san).as_str(), text);
        }
    }

    /// The writer's guard, which no SAN reaches: text too long for the
    /// inline bytes, or not ASCII, goes whole to the heap.
    #[test]
    fn the_ascii_writer_spills_what_does_not_fit() {
        let mut w = AsciiWriter::default();
        w.put_str("0123456789abcdefg");
        assert_eq!(w.into_text(), "0123456789abcdefg");
        let mut w = AsciiWriter::default();
        w.put_str("Nf3");
        w.put('é');
        w.put('+');
        assert_eq!(w.into_text(), "Nf3é+");
        let mut w = AsciiWriter::default();
        w.put_str("e4");
        let text = w.into_text();
        assert!(text.is_inline());
        assert_eq!(text, "e4");
    }
}
