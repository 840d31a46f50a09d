//! Identifiers of the things a project holds.
//!
//! Identifiers are small numbers, stable for the life of a project: they are
//! what the file stores where one record refers to another.

use serde::{Deserialize, Serialize};

/// Text that is not an identifier such as `g12` or `12`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not an id such as {example} or 12")]
pub struct ParseIdError {
    /// The text read.
    pub text: String,
    /// An id of the kind expected.
    pub example: &'static str,
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u32);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }

        /// Reads `12` or `g12` (the prefix in either case).
        impl std::str::FromStr for $name {
            type Err = ParseIdError;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                let trimmed = text.trim();
                let digits = trimmed
                    .strip_prefix($prefix)
                    .or_else(|| trimmed.strip_prefix(&$prefix.to_ascii_uppercase()[..]))
                    .unwrap_or(trimmed);
                digits.parse().map($name).map_err(|_| ParseIdError {
                    text: text.to_owned(),
                    example: concat!($prefix, "12"),
                })
            }
        }
    };
}

id_type!(
    /// A game of the project (`g12`).
    GameId,
    "g"
);
id_type!(
    /// A player, one of the project's own or an opponent (`p7`).
    PlayerId,
    "p"
);
id_type!(
    /// A company entering teams (`c3`).
    CompanyId,
    "c"
);
id_type!(
    /// A team of a division (`t5`).
    TeamId,
    "t"
);
