//! A player: one of the project's own people, or an opponent.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::ids::{CompanyId, PlayerId};

/// A player's link with the company he plays for (C13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Employment {
    /// Employed by the company (C13 (i)).
    #[default]
    Employed,
    /// Retired from the company (C13 (i)).
    Retired,
    /// Ex-employee playing under C13 (ii), declared under C12.
    ExEmployee {
        /// The date he left the company.
        left: NaiveDate,
        /// Employers since leaving.
        later_employers: Vec<String>,
    },
}

/// A person who plays correspondence games.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    /// Identifier, unique in the project.
    pub id: PlayerId,
    /// Full name, as it goes on messages (E2.4).
    pub name: String,
    /// Email address.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub email: String,
    /// Postal address, lines separated by newlines.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub address: String,
    /// Telephone number(s), as written (C10, C11, C16).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub phone: String,
    /// The company he plays for, in a team competition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub company: Option<CompanyId>,
    /// His link with that company.
    #[serde(default)]
    pub employment: Employment,
    /// A rating, where known, to check board order (C14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u16>,
}

/// Why a player cannot come in as he is ([`Player::problem`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerProblem {
    /// He has no name: every message carries one (E2.4).
    #[error("player {0} has no name")]
    NoName(PlayerId),
    /// A control character in his name, address, telephone or a later
    /// employer (issue 21).
    #[error("{0}")]
    Text(super::text_rules::TextProblem),
    /// His email address is not a plain address.
    #[error("player {player} ({name}) email: {why}")]
    Email {
        /// The player.
        player: PlayerId,
        /// His name, escaped.
        name: String,
        /// What is wrong with the address.
        why: super::text_rules::EmailProblem,
    },
}

impl Player {
    /// Why the player's name cannot stand, if it cannot: a name is what
    /// messages carry (E2.4), so it is not empty.
    #[must_use]
    pub fn name_problem(&self) -> Option<&'static str> {
        self.name.trim().is_empty().then_some("has no name")
    }

    /// Why the player cannot come in as he is, if he cannot: no name
    /// ([`Player::name_problem`]), a control character in his name, address
    /// or later employers, or an email address that is not a plain address
    /// (issue 21). The message names the player, the field and the
    /// character.
    #[must_use]
    pub fn problem(&self) -> Option<PlayerProblem> {
        use super::text_rules::{Lines, email_problem, has_refused, text_problem};
        let who = || format!("player {}", self.id);
        if self.name_problem().is_some() {
            return Some(PlayerProblem::NoName(self.id));
        }
        let later: &[String] = match &self.employment {
            Employment::ExEmployee {
                later_employers, ..
            } => later_employers,
            _ => &[],
        };
        let texts = [
            ("name", self.name.as_str(), Lines::One),
            ("address", self.address.as_str(), Lines::Several),
            ("telephone", self.phone.as_str(), Lines::One),
        ]
        .into_iter()
        .chain(
            later
                .iter()
                .map(|e| ("later employer", e.as_str(), Lines::One)),
        );
        // Nothing is named (no text built) unless the text holds a problem:
        // a season checks its players by the thousand.
        for (field, text, lines) in texts.filter(|&(_, text, lines)| has_refused(text, lines)) {
            if let Some(p) = text_problem(
                &format!("{} ({}) {field}", who(), self.name.escape_debug()),
                text,
                lines,
            ) {
                return Some(PlayerProblem::Text(p));
            }
        }
        if !self.email.is_empty()
            && let Some(p) = email_problem(&self.email)
        {
            return Some(PlayerProblem::Email {
                player: self.id,
                name: self.name.escape_debug().to_string(),
                why: p,
            });
        }
        None
    }

    /// A player with just a name.
    #[must_use]
    pub fn new(id: PlayerId, name: impl Into<String>) -> Self {
        Player {
            id,
            name: name.into(),
            email: String::new(),
            address: String::new(),
            phone: String::new(),
            company: None,
            employment: Employment::Employed,
            rating: None,
        }
    }
}
