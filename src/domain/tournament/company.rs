//! Companies that enter teams (C06, C07, C10).

use serde::{Deserialize, Serialize};

use crate::domain::ids::CompanyId;

/// A company entering the competition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
