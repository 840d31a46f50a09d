//! Leave: bookings, the allowance they use, and the days that stop the clock
//! (E8.1-E8.4, P11).
//!
//! A day `d` is a leave day of a side when
//!
//! 1. it lies inside one of that side's [`LeaveBooking`]s, `from <= d <= to`;
//! 2. it comes before the first date on which the side sends a move inside
//!    the same booking (E8.4: answering a move during leave cancels the rest
//!    of that leave; the day of the reply itself is not a leave day);
//! 3. the allowance still has room for it, when the days kept by 1 and 2 are
//!    taken in date order, once each even if bookings overlap, as calendar
//!    days (a Sunday inside a postal booking uses allowance too), whether or
//!    not they fall inside the side's own thinking time. Days cancelled by
//!    E8.4 use no allowance; days beyond the allowance are no leave days.
//!
//! The allowance is counted per calendar year (E8.1: 30 days, so a booking
//! across 31 December draws on two years) or for the whole game (P11: 14).
//! Days of a booking granted by the Tournament Director (E8.3) first use the
//! ordinary allowance and then the extra days the TD may grant.

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::colour::colour_serde;
use super::rule_set::LeaveAllowance;

/// One period of leave booked by a player (E8.1, E8.2, P11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveBooking {
    /// The side taking leave.
    #[serde(with = "colour_serde")]
    pub colour: Color,
    /// First day of leave.
    pub from: NaiveDate,
    /// Last day of leave (inclusive).
    pub to: NaiveDate,
    /// When the opponent and TD were told (E8.2: in advance); recorded only.
    pub announced: Option<NaiveDate>,
    /// Granted by the Tournament Director beyond the ordinary allowance (E8.3).
    pub granted_by_td: bool,
}

impl LeaveBooking {
    /// An ordinary booking from `from` to `to` inclusive.
    pub fn new(colour: Color, from: NaiveDate, to: NaiveDate) -> Self {
        LeaveBooking {
            colour,
            from,
            to,
            announced: None,
            granted_by_td: false,
        }
    }

    /// Whether `day` lies inside the booking.
    pub fn contains(&self, day: NaiveDate) -> bool {
        self.from <= day && day <= self.to
    }

    /// Whether the booking was announced before it began (E8.2, P11).
    pub fn announced_in_advance(&self) -> bool {
        self.announced.is_some_and(|a| a < self.from)
    }
}

/// Which allowance a leave day was taken from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeaveKind {
    /// The ordinary allowance (E8.1, P11).
    Ordinary,
    /// The extra days granted by the Tournament Director (E8.3).
    GrantedByTd,
}

/// Leave used in one allowance period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveBalance {
    /// The calendar year, or `None` for the whole game.
    pub year: Option<i32>,
    /// Ordinary days used.
    pub used: u32,
    /// Ordinary days allowed.
    pub allowance: u32,
    /// TD-granted days used.
    pub td_used: u32,
    /// TD-granted days allowed.
    pub td_allowance: u32,
}

impl LeaveBalance {
    /// Ordinary days left in this period.
    pub fn remaining(&self) -> u32 {
        self.allowance.saturating_sub(self.used)
    }
}

/// The leave days of one side, worked out from its bookings and the dates
/// it sent moves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LeaveDays {
    /// Days that stop the clock, with the allowance each used.
    pub days: BTreeMap<NaiveDate, LeaveKind>,
    /// Booked days cancelled by a reply during the booking (E8.4).
    pub cancelled: BTreeSet<NaiveDate>,
    /// Booked days beyond the allowance: the clock runs on them.
    pub beyond_allowance: BTreeSet<NaiveDate>,
    /// Allowance used per period, in period order.
    pub balances: Vec<LeaveBalance>,
}

impl LeaveDays {
    /// Works out the leave days of `colour`.
    ///
    /// `sent_dates` are the dates on which that side sent a move (moves
    /// played from an accepted conditional line are no answer and are left
    /// out by the caller).
    pub fn compute(
        allowance: LeaveAllowance,
        bookings: &[LeaveBooking],
        colour: Color,
        sent_dates: &[NaiveDate],
    ) -> Self {
        // Per day: (inside an ordinary booking, inside a TD-granted booking).
        let mut kept: BTreeMap<NaiveDate, (bool, bool)> = BTreeMap::new();
        let mut cancelled = BTreeSet::new();
        for booking in bookings.iter().filter(|b| b.colour == colour) {
            let reply = sent_dates
                .iter()
                .copied()
                .filter(|d| booking.contains(*d))
                .min();
            for day in booking.from.iter_days().take_while(|d| *d <= booking.to) {
                if reply.is_some_and(|r| day >= r) {
                    cancelled.insert(day);
                    continue;
                }
                let entry = kept.entry(day).or_insert((false, false));
                if booking.granted_by_td {
                    entry.1 = true;
                } else {
                    entry.0 = true;
                }
            }
        }
        // A day kept by one booking is not cancelled by another.
        cancelled.retain(|d| !kept.contains_key(d));

        let mut balances: BTreeMap<Option<i32>, LeaveBalance> = BTreeMap::new();
        let mut days = BTreeMap::new();
        let mut beyond_allowance = BTreeSet::new();
        for (day, (ordinary, granted)) in kept {
            let year = allowance.period_key(day);
            let balance = balances.entry(year).or_insert(LeaveBalance {
                year,
                used: 0,
                allowance: allowance.days,
                td_used: 0,
                td_allowance: allowance.td_extra_days,
            });
            if (ordinary || granted) && balance.used < balance.allowance {
                balance.used += 1;
                days.insert(day, LeaveKind::Ordinary);
            } else if granted && balance.td_used < balance.td_allowance {
                balance.td_used += 1;
                days.insert(day, LeaveKind::GrantedByTd);
            } else {
                beyond_allowance.insert(day);
            }
        }
        LeaveDays {
            days,
            cancelled,
            beyond_allowance,
            balances: balances.into_values().collect(),
        }
    }

    /// Whether the clock stops on `day` for this side.
    pub fn contains(&self, day: NaiveDate) -> bool {
        self.days.contains_key(&day)
    }

    /// Number of leave days.
    pub fn len(&self) -> usize {
        self.days.len()
    }

    /// Whether there are no leave days.
    pub fn is_empty(&self) -> bool {
        self.days.is_empty()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::ledger::RuleSet;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn e8_1_thirty_days_per_calendar_year_split_across_new_year() {
        // rule: E8.1
        // Booked 10 Dec 2025 - 31 Jan 2026: 22 days in 2025, 31 in 2026.
        // 2025 has room for all 22; 2026 for 30 of its 31: 31 Jan runs.
        let b = LeaveBooking::new(Color::White, d(2025, 12, 10), d(2026, 1, 31));
        let leave = LeaveDays::compute(RuleSet::email().leave, &[b], Color::White, &[]);
        assert_eq!(leave.len(), 52);
        assert!(leave.contains(d(2025, 12, 31)));
        assert!(leave.contains(d(2026, 1, 30)));
        assert!(!leave.contains(d(2026, 1, 31)));
        assert_eq!(leave.balances[0].year, Some(2025));
        assert_eq!(leave.balances[0].used, 22);
        assert_eq!(leave.balances[1].used, 30);
        assert_eq!(leave.balances[1].remaining(), 0);
    }

    #[test]
    fn e8_1_allowance_is_used_in_date_order_across_bookings() {
        // rule: E8.1
        // 20 days in March, then 20 in July: only 10 of July's are leave.
        let bookings = [
            LeaveBooking::new(Color::Black, d(2026, 7, 1), d(2026, 7, 20)),
            LeaveBooking::new(Color::Black, d(2026, 3, 1), d(2026, 3, 20)),
        ];
        let leave = LeaveDays::compute(RuleSet::email().leave, &bookings, Color::Black, &[]);
        assert_eq!(leave.len(), 30);
        assert!(leave.contains(d(2026, 7, 10)));
        assert!(!leave.contains(d(2026, 7, 11)));
        assert_eq!(leave.beyond_allowance.len(), 10);
    }

    #[test]
    fn e8_3_td_may_grant_thirty_more_days() {
        // rule: E8.3
        // 30 ordinary days in April use the year's allowance; a TD-granted
        // booking of 35 days in June gets 30 more, the last 5 run.
        let mut granted = LeaveBooking::new(Color::White, d(2026, 6, 1), d(2026, 7, 5));
        granted.granted_by_td = true;
        let bookings = [
            LeaveBooking::new(Color::White, d(2026, 4, 1), d(2026, 4, 30)),
            granted,
        ];
        let leave = LeaveDays::compute(RuleSet::email().leave, &bookings, Color::White, &[]);
        assert_eq!(leave.len(), 60);
        assert_eq!(
            leave.days.get(&d(2026, 6, 30)),
            Some(&LeaveKind::GrantedByTd)
        );
        assert!(!leave.contains(d(2026, 7, 1)));
        assert_eq!(leave.balances[0].td_used, 30);
    }

    #[test]
    fn e8_4_reply_during_leave_cancels_the_rest_and_uses_no_allowance() {
        // rule: E8.4
        // Booked 1-20 Mar; a move sent on 5 Mar: 1-4 Mar are leave, 5-20 Mar
        // are cancelled and leave 26 days of the year's allowance.
        let b = LeaveBooking::new(Color::White, d(2026, 3, 1), d(2026, 3, 20));
        let leave =
            LeaveDays::compute(RuleSet::email().leave, &[b], Color::White, &[d(2026, 3, 5)]);
        assert_eq!(leave.len(), 4);
        assert!(!leave.contains(d(2026, 3, 5)));
        assert_eq!(leave.cancelled.len(), 16);
        assert_eq!(leave.balances[0].remaining(), 26);
    }

    #[test]
    fn p11_fourteen_days_in_all() {
        // rule: P11
        // Two bookings in different years, 10 days each: 14 leave days in all.
        let bookings = [
            LeaveBooking::new(Color::Black, d(2025, 11, 1), d(2025, 11, 10)),
            LeaveBooking::new(Color::Black, d(2026, 2, 1), d(2026, 2, 10)),
        ];
        let leave = LeaveDays::compute(RuleSet::postal().leave, &bookings, Color::Black, &[]);
        assert_eq!(leave.len(), 14);
        assert!(leave.contains(d(2026, 2, 4)));
        assert!(!leave.contains(d(2026, 2, 5)));
        assert_eq!(leave.balances.len(), 1);
        assert_eq!(leave.balances[0].year, None);
    }

    #[test]
    fn overlapping_bookings_count_a_day_once() {
        let bookings = [
            LeaveBooking::new(Color::White, d(2026, 5, 1), d(2026, 5, 10)),
            LeaveBooking::new(Color::White, d(2026, 5, 6), d(2026, 5, 15)),
        ];
        let leave = LeaveDays::compute(RuleSet::email().leave, &bookings, Color::White, &[]);
        assert_eq!(leave.len(), 15);
        assert_eq!(leave.balances[0].used, 15);
    }

    #[test]
    fn other_side_bookings_are_ignored() {
        let b = LeaveBooking::new(Color::Black, d(2026, 5, 1), d(2026, 5, 10));
        let leave = LeaveDays::compute(RuleSet::email().leave, &[b], Color::White, &[]);
        assert!(leave.is_empty());
    }
}
