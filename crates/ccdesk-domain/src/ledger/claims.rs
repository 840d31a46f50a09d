//! Time claims: when they must be made, protested and what they do
//! (E7.1-E7.6, P13).
//!
//! - E7.1: a claim that the opponent exceeded the limit in a control period
//!   goes to the TD at the latest with the claimant's reply to the
//!   opponent's control move (10th, 20th, ...) of that period:
//!   [`ClaimDeadline::WithReplyTo`].
//! - P13: a claim is made within the claim window (7 days) of receiving the
//!   move that shows the excess: [`ClaimDeadline::By`].
//! - E7.3: a protest must reach the TD within 14 days of receiving the
//!   claim, or the claim is conceded: [`Claim::standing`].
//! - E7.4: an upheld (or conceded) first claim restarts the offender's count
//!   from the date the offender received the claim; the ledger does this.
//! - E7.6: after a claim dismissed as unfounded, the TD may bar that
//!   player's further claims in the current period: [`claim_admissible`].

use chrono::{Days, NaiveDate};
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::colour::colour_serde;
use super::rule_set::RuleSet;

/// The Tournament Director's (or Organiser's) decision on a claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClaimDecision {
    /// The claim is upheld (E7.4, P13).
    Upheld,
    /// No protest arrived in time: the claim is deemed conceded (E7.3).
    Conceded,
    /// The claim is dismissed; with `no_further_claims`, the claimant's
    /// further claims in the current period are refused (E7.6).
    Dismissed {
        /// The TD barred further claims in this period (E7.6).
        no_further_claims: bool,
    },
}

impl ClaimDecision {
    /// Whether the claim takes effect (upheld or conceded).
    pub fn takes_effect(self) -> bool {
        matches!(self, ClaimDecision::Upheld | ClaimDecision::Conceded)
    }
}

/// A claim that the opponent exceeded the time limit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// The side claiming; the offender is the other side.
    #[serde(with = "colour_serde")]
    pub claimant: Color,
    /// The offender's control period the claim is about (1 for moves 1-10).
    pub period: u32,
    /// When the claim was sent to the TD and the offender (E7.1, E7.2).
    pub sent: NaiveDate,
    /// When the offender received the claim; a new count starts on this
    /// date if the claim is upheld (E7.4), and the protest window runs
    /// from it (E7.3).
    pub received: NaiveDate,
    /// When the offender's protest reached the TD, if any (E7.3).
    pub protest: Option<NaiveDate>,
    /// The decision, once made.
    pub decision: Option<ClaimDecision>,
}

/// Where a claim stands as of a date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClaimStanding {
    /// Waiting for a protest until the given date (E7.3).
    AwaitingProtest {
        /// The last day a protest may reach the TD.
        until: NaiveDate,
    },
    /// Protested in time: waiting for the TD's decision (E7.4).
    AwaitingDecision,
    /// Decided (or conceded for want of a protest, E7.3).
    Decided(ClaimDecision),
}

impl Claim {
    /// The side the claim is against.
    pub fn offender(&self) -> Color {
        !self.claimant
    }

    /// The last day a protest may reach the TD: received + 14 (E7.3).
    pub fn protest_deadline(&self, rules: &RuleSet) -> NaiveDate {
        add_days(self.received, rules.protest_window_days)
    }

    /// Where the claim stands on `today`: a claim without a decision and
    /// without a protest is conceded the day after the protest deadline
    /// (E7.3). A protest after the deadline does not count.
    pub fn standing(&self, rules: &RuleSet, today: NaiveDate) -> ClaimStanding {
        if let Some(decision) = self.decision {
            return ClaimStanding::Decided(decision);
        }
        let until = self.protest_deadline(rules);
        match self.protest {
            Some(p) if p <= until => ClaimStanding::AwaitingDecision,
            _ if today > until => ClaimStanding::Decided(ClaimDecision::Conceded),
            _ => ClaimStanding::AwaitingProtest { until },
        }
    }
}

/// When a claim about an excess must be made at the latest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClaimDeadline {
    /// With the claimant's reply to the offender's control move (E7.1).
    WithReplyTo {
        /// The claimant.
        #[serde(with = "colour_serde")]
        claimant: Color,
        /// The claimant's move number that replies to the control move.
        claimant_move: u32,
        /// The offender's control move (10th, 20th, ...).
        control_move: u32,
        /// The date of that reply, once it is in the ledger.
        sent: Option<NaiveDate>,
    },
    /// By a date: the claim window after the excess became known (P13).
    By(NaiveDate),
}

/// The claimant's move number that answers the offender's move `number`:
/// Black answers White's 10th with its own 10th, White answers Black's
/// 10th with its 11th.
pub fn reply_number(offender: Color, number: u32) -> u32 {
    match offender {
        Color::White => number,
        Color::Black => number + 1,
    }
}

/// Why a claim is not admissible.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimRefused {
    /// The TD barred further claims by this player in this period (E7.6).
    #[error(
        "further claims in period {period} were barred after a dismissed claim sent on {dismissed_claim_sent} (E7.6)"
    )]
    BarredThisPeriod {
        /// The period.
        period: u32,
        /// The dismissed claim's sending date.
        dismissed_claim_sent: NaiveDate,
    },
}

/// Whether `claimant` may claim about `period`, given the earlier claims (E7.6).
pub fn claim_admissible(
    claims: &[Claim],
    claimant: Color,
    period: u32,
) -> Result<(), ClaimRefused> {
    match claims.iter().find(|c| {
        c.claimant == claimant
            && c.period == period
            && c.decision
                == Some(ClaimDecision::Dismissed {
                    no_further_claims: true,
                })
    }) {
        Some(c) => Err(ClaimRefused::BarredThisPeriod {
            period,
            dismissed_claim_sent: c.sent,
        }),
        None => Ok(()),
    }
}

/// `date + days`, saturating at the end of the calendar.
pub(crate) fn add_days(date: NaiveDate, days: u32) -> NaiveDate {
    date.checked_add_days(Days::new(u64::from(days)))
        .unwrap_or(NaiveDate::MAX)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn claim() -> Claim {
        Claim {
            claimant: Color::White,
            period: 1,
            sent: d(2026, 4, 1),
            received: d(2026, 4, 2),
            protest: None,
            decision: None,
        }
    }

    #[test]
    fn e7_3_protest_within_fourteen_days_else_conceded() {
        // rule: E7.3
        // Received 2 Apr: a protest may reach the TD until 16 Apr.
        let rules = RuleSet::email();
        let c = claim();
        assert_eq!(c.protest_deadline(&rules), d(2026, 4, 16));
        assert_eq!(
            c.standing(&rules, d(2026, 4, 16)),
            ClaimStanding::AwaitingProtest {
                until: d(2026, 4, 16)
            }
        );
        assert_eq!(
            c.standing(&rules, d(2026, 4, 17)),
            ClaimStanding::Decided(ClaimDecision::Conceded)
        );
        let protested = Claim {
            protest: Some(d(2026, 4, 10)),
            ..claim()
        };
        assert_eq!(
            protested.standing(&rules, d(2026, 5, 1)),
            ClaimStanding::AwaitingDecision
        );
        let late = Claim {
            protest: Some(d(2026, 4, 20)),
            ..claim()
        };
        assert_eq!(
            late.standing(&rules, d(2026, 5, 1)),
            ClaimStanding::Decided(ClaimDecision::Conceded)
        );
    }

    #[test]
    fn e7_6_no_further_claim_this_period_after_unfounded_claim() {
        // rule: E7.6
        let dismissed = Claim {
            decision: Some(ClaimDecision::Dismissed {
                no_further_claims: true,
            }),
            ..claim()
        };
        let claims = [dismissed];
        assert_eq!(
            claim_admissible(&claims, Color::White, 1),
            Err(ClaimRefused::BarredThisPeriod {
                period: 1,
                dismissed_claim_sent: d(2026, 4, 1)
            })
        );
        // The next period, or the other player, may claim.
        assert_eq!(claim_admissible(&claims, Color::White, 2), Ok(()));
        assert_eq!(claim_admissible(&claims, Color::Black, 1), Ok(()));
        // A dismissal without the bar refuses nothing.
        let plain = [Claim {
            decision: Some(ClaimDecision::Dismissed {
                no_further_claims: false,
            }),
            ..claim()
        }];
        assert_eq!(claim_admissible(&plain, Color::White, 1), Ok(()));
    }

    #[test]
    fn e7_1_reply_to_the_control_move() {
        // rule: E7.1
        // White's 10th move is answered by Black's 10th; Black's 20th by White's 21st.
        assert_eq!(reply_number(Color::White, 10), 10);
        assert_eq!(reply_number(Color::Black, 20), 21);
    }
}
