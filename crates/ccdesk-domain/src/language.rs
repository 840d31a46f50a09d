//! [`Language`]: the language a game is played in with the opponent, in
//! which ccdesk writes that game's messages and printouts (issue 35,
//! item 3). The `ccdesk` block at the foot of a message stays
//! language-neutral, so any desk reads any other's.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::notation::PieceLetters;

/// A language of a game's messages and printouts: English by default.
///
/// The short names `en de fr es it` are what [`FromStr`] reads (the
/// English names too) and [`Language::code`] writes. The window's
/// settings kept the language as `En`, `De`… before the window took this
/// type: those names are read too.
///
/// ```
/// use ccdesk_domain::language::Language;
/// use ccdesk_domain::notation::PieceLetters;
///
/// assert_eq!("de".parse::<Language>(), Ok(Language::German));
/// assert_eq!(Language::French.letters(), PieceLetters::French);
/// assert_eq!(Language::Italian.to_string(), "Italian");
/// ```
#[derive(
    Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord,
)]
pub enum Language {
    /// English.
    #[default]
    #[serde(alias = "En")]
    English,
    /// German (Deutsch).
    #[serde(alias = "De")]
    German,
    /// French (français).
    #[serde(alias = "Fr")]
    French,
    /// Spanish (español).
    #[serde(alias = "Es")]
    Spanish,
    /// Italian (italiano).
    #[serde(alias = "It")]
    Italian,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
    ];

    /// The ISO 639-1 code: `en`, `de`, `fr`, `es`, `it`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Italian => "it",
        }
    }

    /// The language's name in English.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "German",
            Language::French => "French",
            Language::Spanish => "Spanish",
            Language::Italian => "Italian",
        }
    }

    /// The language's name in itself, as a menu lists it.
    #[must_use]
    pub const fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
        }
    }

    /// The language's own piece letters (E2.2): what a game's letters
    /// follow when they were the language's before it changed.
    #[must_use]
    pub const fn letters(self) -> PieceLetters {
        match self {
            Language::English => PieceLetters::English,
            Language::German => PieceLetters::German,
            Language::French => PieceLetters::French,
            Language::Spanish => PieceLetters::Spanish,
            Language::Italian => PieceLetters::Italian,
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name of a language that is none of `en de fr es it`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {name:?}: expected one of en, de, fr, es, it")]
pub struct ParseLanguageError {
    /// The name as it was given.
    pub name: String,
}

impl FromStr for Language {
    type Err = ParseLanguageError;

    /// Reads a short name (`de`), an English name (`German`) or the
    /// language's own (`Deutsch`), ignoring case and surrounding spaces.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let name = s.trim().to_lowercase();
        Language::ALL
            .into_iter()
            .find(|l| {
                l.code() == name
                    || l.name().to_lowercase() == name
                    || l.own_name().to_lowercase() == name
            })
            .ok_or_else(|| ParseLanguageError { name: s.to_owned() })
    }
}
