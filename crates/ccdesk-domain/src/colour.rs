//! The two sides of a game.

use serde::{Deserialize, Serialize};

/// White or Black, in the project file's vocabulary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// The side that moves first from the initial position.
    White,
    /// The other side.
    Black,
}

impl Colour {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// Lower-case name, as used in CSV files (`white`, `black`).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
        }
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Colour::White => "White",
            Colour::Black => "Black",
        })
    }
}

impl From<shakmaty::Color> for Colour {
    fn from(c: shakmaty::Color) -> Self {
        match c {
            shakmaty::Color::White => Colour::White,
            shakmaty::Color::Black => Colour::Black,
        }
    }
}

impl From<Colour> for shakmaty::Color {
    fn from(c: Colour) -> Self {
        match c {
            Colour::White => shakmaty::Color::White,
            Colour::Black => shakmaty::Color::Black,
        }
    }
}
