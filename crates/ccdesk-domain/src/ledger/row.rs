//! One move of the ledger: what the players recorded ([`MoveEntry`]) and
//! what the ledger makes of it ([`LedgerRow`]).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::colour::colour_serde;
use super::days::DaysUsed;
use super::status::Status;

/// Which date of a move a correction is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DateField {
    /// The date the opponent's move was received (E2.7).
    Received,
    /// The (anticipated) mailing date or postmark of this move (E2.8, P04).
    Sent,
}

/// A date as stated and as corrected, kept as history (E2.10).
///
/// When the anticipated mailing date a player stated does not agree with the
/// actual one, the recipient corrects it and tells the sender with the reply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DateCorrection {
    /// Which date was corrected.
    pub field: DateField,
    /// The date as it stood before.
    pub stated: NaiveDate,
    /// The date it was corrected to.
    pub corrected: NaiveDate,
    /// When the correction was noted (and the sender told).
    pub noted_on: Option<NaiveDate>,
}

/// One move as the players recorded it, in the order played (E2.6-E2.8, P04).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveEntry {
    /// The side that played the move.
    #[serde(with = "colour_serde")]
    pub colour: Color,
    /// That side's move number (1, 2, ...).
    pub number: u32,
    /// The move in SAN, if recorded.
    pub san: Option<String>,
    /// The date this side received the opponent's previous move (for White's
    /// first move: the start of play). `None`: assume it (E2.9, P05).
    pub received: Option<NaiveDate>,
    /// The date this move was sent (the postmark under P04).
    pub sent: NaiveDate,
    /// Played from an accepted conditional line (E4.5, E6.5): the move was
    /// not sent in a message of its own, so it costs its side no days; the
    /// opponent's reply counts from the opponent's previous own move.
    pub conditional: bool,
    /// Earlier values of `received` and `sent` (E2.10).
    pub corrections: Vec<DateCorrection>,
}

impl MoveEntry {
    /// A move sent on `sent` after receiving the opponent's on `received`.
    pub fn new(colour: Color, number: u32, received: Option<NaiveDate>, sent: NaiveDate) -> Self {
        MoveEntry {
            colour,
            number,
            san: None,
            received,
            sent,
            conditional: false,
            corrections: Vec::new(),
        }
    }

    /// The same move with its SAN.
    pub fn with_san(mut self, san: &str) -> Self {
        self.san = Some(san.to_owned());
        self
    }

    /// Corrects a date, keeping the old one in [`MoveEntry::corrections`]
    /// (E2.10). Correcting an assumed received date records no history, as
    /// there was no stated date.
    pub fn correct(&mut self, field: DateField, corrected: NaiveDate, noted_on: Option<NaiveDate>) {
        let old = match field {
            DateField::Received => self.received.replace(corrected),
            DateField::Sent => Some(std::mem::replace(&mut self.sent, corrected)),
        };
        if let Some(stated) = old
            && stated != corrected
        {
            self.corrections.push(DateCorrection {
                field,
                stated,
                corrected,
                noted_on,
            });
        }
    }
}

/// Why each figure of a row is what it is, in words, with the rule.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Explanation {
    /// "12 days: received 3 Mar, sent 17 Mar, minus 2 Sundays (P08)".
    pub days: String,
    /// Penalty days and why, or empty.
    pub penalty: String,
    /// "52 days in all: 40 before, 12 for this move".
    pub total: String,
    /// "80 days for moves 11-20 (E6.1, E6.3)".
    pub allowance: String,
    /// "first excess: 85 > 80 days (E6.2)", or empty when ok.
    pub status: String,
}

/// One move as the ledger computes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LedgerRow {
    /// The side that played the move.
    #[serde(with = "colour_serde")]
    pub colour: Color,
    /// That side's move number.
    pub number: u32,
    /// The move in SAN, if recorded.
    pub san: Option<String>,
    /// The received date used (stated or assumed).
    pub received: NaiveDate,
    /// Whether `received` was assumed (E2.9, P05).
    pub received_assumed: bool,
    /// The sent date.
    pub sent: NaiveDate,
    /// Whether a date of this move was corrected (E2.10).
    pub corrected: bool,
    /// The move came from an accepted conditional line (E6.5).
    pub conditional: bool,
    /// The days this move cost, with the days left out (E6.4, P08).
    pub days: DaysUsed,
    /// Penalty days added with this move (E6.6, P09).
    pub penalty_days: u32,
    /// The side's running total (since the last restart, E7.4).
    pub total: u32,
    /// The cumulative allowance that applies to this move (E6.1, E6.3).
    pub allowance: u32,
    /// The control period of this move (1 for moves 1-10, ...).
    pub period: u32,
    /// The side's status after this move.
    pub status: Status,
    /// The side's count restarted with this move after an upheld claim (E7.4).
    pub restarted: bool,
    /// The working, in words.
    pub explanation: Explanation,
}

impl LedgerRow {
    /// Days left before this move's control: allowance minus total.
    pub fn days_left(&self) -> i64 {
        i64::from(self.allowance) - i64::from(self.total)
    }

    /// The figures the ledger pane and the printed scoresheet show for
    /// this move, in their order: days used, leave days (E8.1, P11),
    /// excluded days (Sundays and listed days, P08) and penalty days
    /// (E6.6, P09).
    #[must_use]
    pub fn figures(&self) -> RowFigures {
        RowFigures {
            days: self.days.days,
            leave: self.days.leave_days,
            excluded: self.days.excluded_days(),
            penalty: self.penalty_days,
        }
    }
}

/// The day figures of one ledger row ([`LedgerRow::figures`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RowFigures {
    /// Days counted against the side.
    pub days: u32,
    /// Leave days inside the interval.
    pub leave: u32,
    /// Days left out: Sundays and days without collection.
    pub excluded: u32,
    /// Penalty days added.
    pub penalty: u32,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn e2_10_corrected_date_keeps_its_history() {
        // rule: E2.10
        // Black stated 17 Mar as the mailing date; the message was in fact
        // sent on 19 Mar. White corrects it and the stated date is kept.
        let mut entry = MoveEntry::new(Color::Black, 5, Some(d(2026, 3, 10)), d(2026, 3, 17));
        entry.correct(DateField::Sent, d(2026, 3, 19), Some(d(2026, 3, 20)));
        assert_eq!(entry.sent, d(2026, 3, 19));
        assert_eq!(
            entry.corrections,
            vec![DateCorrection {
                field: DateField::Sent,
                stated: d(2026, 3, 17),
                corrected: d(2026, 3, 19),
                noted_on: Some(d(2026, 3, 20)),
            }]
        );
        // Confirming an assumed received date is no correction.
        let mut assumed = MoveEntry::new(Color::White, 6, None, d(2026, 3, 25));
        assumed.correct(DateField::Received, d(2026, 3, 20), None);
        assert!(assumed.corrections.is_empty());
        assert_eq!(assumed.received, Some(d(2026, 3, 20)));
    }
}
