//! [`Notation`]: the ways a move can be written, one of which the players agree on.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A way of writing chess moves.
///
/// Rules E2.2 (international numeric, or one both players agree) and P02
/// (English algebraic or an agreed notation) make the notation a setting of
/// each game.
///
/// The short names (`san`, `figurine`, `lan`, `iccf`, `uci`) are what
/// [`FromStr`] reads and [`Display`](fmt::Display) writes.
///
/// ```
/// use ccdesk_domain::notation::Notation;
///
/// let n: Notation = "iccf".parse()?;
/// assert_eq!(n, Notation::Iccf);
/// assert_eq!(n.to_string(), "iccf");
/// assert_eq!(n.label(), "ICCF numeric");
/// # Ok::<_, ccdesk_domain::notation::ParseNotationError>(())
/// ```
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard Algebraic Notation with English piece letters: `Nf3`, `exd5`, `e8=Q+`.
    San,
    /// SAN with piece glyphs instead of letters: `♘f3`, `e8=♕+`.
    FigurineSan,
    /// Long algebraic: `e2-e4`, `Ng1-f3`, `e7xd8=Q`, `O-O`.
    Lan,
    /// ICCF numeric: `5254`, promotion digit 1=Q 2=R 3=B 4=N (`27281`), castling as the king's move (`5171`).
    Iccf,
    /// UCI (engine protocol): `e2e4`, `e7e8q`, castling as the king's move (`e1g1`).
    Uci,
}

impl Notation {
    /// Every notation, in the order a menu shows them.
    pub const ALL: [Notation; 5] = [
        Notation::San,
        Notation::FigurineSan,
        Notation::Lan,
        Notation::Iccf,
        Notation::Uci,
    ];

    /// The short name read by [`FromStr`] and used on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Notation::San => "san",
            Notation::FigurineSan => "figurine",
            Notation::Lan => "lan",
            Notation::Iccf => "iccf",
            Notation::Uci => "uci",
        }
    }

    /// The name shown to people, e.g. in the scoresheet's notation menu.
    pub const fn label(self) -> &'static str {
        match self {
            Notation::San => "algebraic (SAN)",
            Notation::FigurineSan => "figurine algebraic",
            Notation::Lan => "long algebraic",
            Notation::Iccf => "ICCF numeric",
            Notation::Uci => "UCI",
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A notation name that is none of `san`, `figurine`, `lan`, `iccf`, `uci`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown notation {name:?}: expected one of san, figurine, lan, iccf, uci")]
pub struct ParseNotationError {
    /// The name as it was given.
    pub name: String,
}

impl FromStr for Notation {
    type Err = ParseNotationError;

    /// Reads a short name, ignoring case and surrounding spaces; `figurine-san`,
    /// `long` and `numeric` are accepted as synonyms.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "san" | "algebraic" => Ok(Notation::San),
            "figurine" | "figurine-san" | "fsan" => Ok(Notation::FigurineSan),
            "lan" | "long" => Ok(Notation::Lan),
            "iccf" | "numeric" => Ok(Notation::Iccf),
            "uci" => Ok(Notation::Uci),
            _ => Err(ParseNotationError { name: s.to_owned() }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: E2.2, P02 — every notation a game can agree on has a name that reads back.
    #[test]
    fn names_round_trip() {
        for n in Notation::ALL {
            assert_eq!(n.to_string().parse::<Notation>(), Ok(n));
            assert!(!n.label().is_empty());
        }
    }

    #[test]
    fn synonyms_and_case() {
        let cases = [
            ("SAN", Notation::San),
            (" figurine ", Notation::FigurineSan),
            ("Figurine-SAN", Notation::FigurineSan),
            ("numeric", Notation::Iccf),
            ("LAN", Notation::Lan),
            ("Uci", Notation::Uci),
        ];
        for (text, n) in cases {
            assert_eq!(text.parse::<Notation>(), Ok(n), "{text}");
        }
    }

    #[test]
    fn unknown_names_are_refused() {
        for text in ["", "pgn", "descriptive", "sanx"] {
            let err = text.parse::<Notation>().err();
            assert_eq!(
                err,
                Some(ParseNotationError {
                    name: text.to_owned()
                })
            );
        }
    }
}
