//! Companies that enter teams (C06, C07, C10).

use serde::{Deserialize, Serialize};

use crate::ids::CompanyId;
use crate::postal_address::{address_lines, has_telephone};

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
    /// The representative's correspondence address, lines separated by
    /// newlines (C10).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub representative_address: String,
    /// The representative's telephone number(s) (C10).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub representative_phone: String,
    /// Other contact details (an email address); a file written before
    /// the representative had an address and a telephone of his own holds
    /// them here.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub contact: String,
    /// Number of Club members employed (C06).
    #[serde(default)]
    pub members: u32,
}

impl Company {
    /// The representative's correspondence address, a line each (C10):
    /// his own address, else (a file from before he had one) the postal
    /// lines of the contact details.
    #[must_use]
    pub fn representative_address_lines(&self) -> Vec<String> {
        let own = address_lines(&self.representative_address);
        if own.is_empty() {
            address_lines(&self.contact)
        } else {
            own
        }
    }

    /// The representative's telephone number(s) (C10): his own, else the
    /// contact details' lines that hold one; empty when neither has one.
    #[must_use]
    pub fn representative_telephone(&self) -> String {
        if has_telephone(&self.representative_phone) {
            return self.representative_phone.trim().to_owned();
        }
        self.contact
            .lines()
            .map(str::trim)
            .filter(|l| has_telephone(l))
            .collect::<Vec<_>>()
            .join("; ")
    }

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
            (
                "representative's address",
                &self.representative_address,
                Lines::Several,
            ),
            (
                "representative's telephone",
                &self.representative_phone,
                Lines::One,
            ),
            ("contact", &self.contact, Lines::Several),
        ]
        .into_iter()
        .find_map(|(field, text, lines)| text_problem(&format!("{who} {field}"), text, lines))
    }
}
