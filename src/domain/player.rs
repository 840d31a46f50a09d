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

impl Player {
    /// Why the player's name cannot stand, if it cannot: a name is what
    /// messages carry (E2.4), so it is not empty.
    #[must_use]
    pub fn name_problem(&self) -> Option<&'static str> {
        self.name.trim().is_empty().then_some("has no name")
    }

    /// A player with just a name.
    #[must_use]
    pub fn new(id: PlayerId, name: impl Into<String>) -> Self {
        Player {
            id,
            name: name.into(),
            email: String::new(),
            address: String::new(),
            company: None,
            employment: Employment::Employed,
            rating: None,
        }
    }
}
