//! Serde for [`shakmaty::Color`] as `"white"` / `"black"`, and parsing of
//! the colour names the ledger's CSV uses.

use serde::{Deserialize, Deserializer, Serializer};
use shakmaty::Color;

/// The colour's name as the ledger writes it: `white` or `black`.
pub fn colour_name(colour: Color) -> &'static str {
    match colour {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// Reads `white` or `black` (any case, surrounding spaces ignored).
pub fn parse_colour(text: &str) -> Option<Color> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("white") {
        Some(Color::White)
    } else if text.eq_ignore_ascii_case("black") {
        Some(Color::Black)
    } else {
        None
    }
}

/// `#[serde(with = "colour_serde")]` for a [`Color`] field.
pub mod colour_serde {
    use super::*;

    /// Writes the colour as `"white"` or `"black"`.
    pub fn serialize<S: Serializer>(colour: &Color, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(colour_name(*colour))
    }

    /// Reads `"white"` or `"black"`.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
        let text = String::deserialize(deserializer)?;
        parse_colour(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown colour {text:?}")))
    }
}
