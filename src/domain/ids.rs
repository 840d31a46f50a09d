//! Identifiers of the things a project holds.
//!
//! Identifiers are small numbers, stable for the life of a project: they are
//! what the file stores where one record refers to another.

use serde::{Deserialize, Serialize};

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
