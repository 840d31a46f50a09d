//! A side's claim: win or draw, with optional analysis (C24, E10.1-3).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::verdict::Verdict;
use crate::colour::Colour;

/// What a side claims.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClaimKind {
    /// The side claims a win for itself.
    Win,
    /// The side claims a draw.
    Draw,
}

impl std::fmt::Display for ClaimKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ClaimKind::Win => "win",
            ClaimKind::Draw => "draw",
        })
    }
}

/// One side's submission: the claim, its date and any analysis.
///
/// Under C24 the captain sends it with the score and two diagrams; under
/// E10.1-3 the player sends the moves, the position and the claim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The side claiming (its captain or player).
    pub side: Colour,
    /// Win or draw.
    pub kind: ClaimKind,
    /// The date the submission was received (the Organiser's or TD's date).
    pub submitted: NaiveDate,
    /// Supporting analysis, PGN or free text; empty = none (E10.4).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub analysis: String,
}

impl Claim {
    /// The verdict this claim asks for.
    #[must_use]
    pub fn verdict(&self) -> Verdict {
        match self.kind {
            ClaimKind::Win => Verdict::win_for(self.side),
            ClaimKind::Draw => Verdict::Draw,
        }
    }

    /// True when analysis went with the claim (E10.4: else no appeal).
    #[must_use]
    pub fn has_analysis(&self) -> bool {
        !self.analysis.trim().is_empty()
    }

    /// True when `verdict` gives the claiming side at least what it claimed
    /// (C28: a claim not upheld costs a fee).
    #[must_use]
    pub fn upheld_by(&self, verdict: Verdict) -> bool {
        verdict.half_points(self.side) >= self.verdict().half_points(self.side)
    }
}
