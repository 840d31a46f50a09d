//! Appeals against a decision and the rulings on them (C27, E11.1-E11.3).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::verdict::Verdict;
use crate::colour::Colour;

/// An appeal by one side.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Appeal {
    /// The side appealing.
    pub side: Colour,
    /// The date it was mailed (E11.1) or forwarded (C27).
    pub mailed: NaiveDate,
    /// The analysis showing the lines the appeal rests on (required by C27;
    /// further analysis may go with it under E11.3).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub analysis: String,
}

/// Who rules on an appeal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AppealBody {
    /// C27: the analysis goes first to the original adjudicators.
    OriginalAdjudicators,
    /// C27: if they do not uphold it, the national federation, whose
    /// decision is final.
    FinalBody,
    /// E11.2: another adjudicator, whose ruling is final.
    SecondAdjudicator,
}

impl std::fmt::Display for AppealBody {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            AppealBody::OriginalAdjudicators => "the original adjudicators",
            AppealBody::FinalBody => "the national federation",
            AppealBody::SecondAdjudicator => "a second adjudicator",
        })
    }
}

/// A ruling on the appeals of a case, notified on `ruled`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppealRuling {
    /// Who ruled.
    pub body: AppealBody,
    /// The name of the adjudicator or body.
    pub by: String,
    /// The date the ruling was notified to both sides.
    pub ruled: NaiveDate,
    /// The verdict after the appeal.
    pub verdict: Verdict,
}
