//! What a PGN game carries beyond the record: tags ccdesk has no field for,
//! comments, numeric annotation glyphs (NAGs) and variations.
//!
//! They are kept apart from [`MoveRecord`](super::MoveRecord) so the binding
//! record stays small and a game read from PGN is written back with its
//! annotations.
//!
//! ```
//! use ccdesk_domain::game::{Annotation, PgnExtras};
//!
//! let mut extras = PgnExtras::default();
//! assert!(extras.is_empty());
//! extras.annotation_mut(0).after = Some("the best by test".to_owned());
//! assert_eq!(extras.annotation(0).and_then(|a| a.after.as_deref()), Some("the best by test"));
//! ```

use serde::{Deserialize, Serialize};

/// How deep variations may nest in a project (a variation inside a
/// variation is depth 2): deeper ones are refused where they come in (PGN
/// import), so every project ccdesk writes it reads back.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// Comments, NAGs and variations attached to one move.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Annotation {
    /// A comment written before the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    /// Numeric annotation glyphs after the move (`$1` = `!`, `$2` = `?`, ...).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nags: Vec<u8>,
    /// A comment written after the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
    /// Alternatives to the move: each line starts in the position before it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Vec<AnnotatedMove>>,
}

impl Annotation {
    /// How deep the variations of this annotation nest (0 without any).
    #[must_use]
    pub fn variation_depth(&self) -> usize {
        self.variations
            .iter()
            .flatten()
            .map(|m| 1 + m.annotation.variation_depth())
            .max()
            .unwrap_or(0)
            .max(usize::from(!self.variations.is_empty()))
    }

    /// True when there is nothing to write.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.before.is_none()
            && self.nags.is_empty()
            && self.after.is_none()
            && self.variations.is_empty()
    }
}

/// A move of a variation, with its own annotation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnnotatedMove {
    /// The move in SAN.
    pub san: String,
    /// Its comments, NAGs and sub-variations.
    #[serde(default, skip_serializing_if = "Annotation::is_empty")]
    pub annotation: Annotation,
}

/// PGN content of a game that the record has no field for.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PgnExtras {
    /// Tags other than those ccdesk stores in fields (`Site`, `Board`,
    /// `TimeControl`, ratings, ...), in the order read, written back on export.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<(String, String)>,
    /// Annotations by ply (0 = the first move of the game), ascending. A
    /// ply equal to the number of moves holds a comment after the last move
    /// of a game without moves, in `before`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub annotations: Vec<(usize, Annotation)>,
}

impl PgnExtras {
    /// True when there is nothing to keep.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.annotations.is_empty()
    }

    /// The value of an extra tag.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The annotation of a ply, if any.
    #[must_use]
    pub fn annotation(&self, ply: usize) -> Option<&Annotation> {
        self.annotations
            .binary_search_by_key(&ply, |(p, _)| *p)
            .ok()
            .map(|i| &self.annotations[i].1)
    }

    /// The annotation of a ply, created empty when missing.
    pub fn annotation_mut(&mut self, ply: usize) -> &mut Annotation {
        let i = match self.annotations.binary_search_by_key(&ply, |(p, _)| *p) {
            Ok(i) => i,
            Err(i) => {
                self.annotations.insert(i, (ply, Annotation::default()));
                i
            }
        };
        &mut self.annotations[i].1
    }
}
