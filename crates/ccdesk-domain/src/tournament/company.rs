//! Companies that enter teams (C06, C07, C10).

use serde::{Deserialize, Serialize};

use crate::ids::CompanyId;

/// A company entering the competition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Company {
    /// Identifier, unique in the project.
    pub id: CompanyId,
    /// Name.
    pub name: String,
    /// The Inter-Office Representative (C10).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub representative: String,
    /// The representative's contact details.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub contact: String,
    /// Number of Club members employed (C06).
    #[serde(default)]
    pub members: u32,
}

impl Company {
    /// Why the company cannot come in as it is, if it cannot: a control
    /// character in its name, representative or contact details (issue
    /// 21; the contact details may run over several lines).
    #[must_use]
    pub fn problem(&self) -> Option<crate::text_rules::TextProblem> {
        use crate::text_rules::{Lines, text_problem};
        let who = format!("company {} ({})", self.id, self.name.escape_debug());
        [
            ("name", &self.name, Lines::One),
            ("representative", &self.representative, Lines::One),
            ("contact", &self.contact, Lines::Several),
        ]
        .into_iter()
        .find_map(|(field, text, lines)| text_problem(&format!("{who} {field}"), text, lines))
    }
}
