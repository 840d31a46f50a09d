//! Penalties for illegal, illegible or ambiguous moves (E6.6, P09).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::colour::colour_serde;

/// Why a penalty was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyReason {
    /// An illegal move (E4.2, E6.6, P09).
    IllegalMove,
    /// An illegible move (E4.2, E6.6, P09), or a message without a move (E4.3).
    IllegibleMove,
    /// An ambiguous move (P09).
    AmbiguousMove,
    /// The opponent's latest move repeated wrongly (E4.1, E6.6).
    WrongRepetition,
}

impl PenaltyReason {
    /// A short description for explanations.
    pub fn describe(self) -> &'static str {
        match self {
            PenaltyReason::IllegalMove => "illegal move",
            PenaltyReason::IllegibleMove => "illegible move",
            PenaltyReason::AmbiguousMove => "ambiguous move",
            PenaltyReason::WrongRepetition => "wrong repetition of the opponent's move",
        }
    }
}

/// A penalty against one side, attached to one of its moves.
///
/// Under a [`PenaltyRule::FixedDays`](super::PenaltyRule::FixedDays) rule
/// set the fixed days are added to that move's time (E6.6). Under
/// [`PenaltyRule::TimeUntilCorrection`](super::PenaltyRule::TimeUntilCorrection)
/// the days `referred < d <= corrected` (counted like a move, without
/// excluded and leave days) are added instead (P09); until the correction is
/// sent nothing is added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    /// The offender.
    #[serde(with = "colour_serde")]
    pub colour: Color,
    /// The offender's move number the penalty is added to.
    pub move_number: u32,
    /// Why.
    pub reason: PenaltyReason,
    /// The date the offender received the referral back (P09).
    pub referred: Option<NaiveDate>,
    /// The date the offender sent the correction (P09).
    pub corrected: Option<NaiveDate>,
}

impl Penalty {
    /// A penalty without referral dates (enough under E6.6).
    pub fn new(colour: Color, move_number: u32, reason: PenaltyReason) -> Self {
        Penalty {
            colour,
            move_number,
            reason,
            referred: None,
            corrected: None,
        }
    }
}
