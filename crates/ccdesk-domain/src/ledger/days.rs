//! Counting the days of one interval: [`DaysUsed`] (E6.4, P08).
//!
//! The time for a move is the number of days `d` with
//! `received < d <= sent` that are neither excluded days (P08: Sundays and
//! listed no-collection days) nor leave days of the side. A reply sent on
//! the day the move arrived counts zero (P08; under E6.4 too, the difference
//! of two equal dates being zero). A day that is both excluded and leave is
//! counted as excluded.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};

use super::leave::LeaveDays;
use super::rule_set::RuleSet;

/// The days one interval costs, with the days left out and why.
///
/// ```
/// use ccdesk_domain::ledger::{DaysUsed, LeaveDays, RuleSet};
/// use chrono::NaiveDate;
///
/// let received = NaiveDate::from_ymd_opt(2026, 3, 3).unwrap();
/// let sent = NaiveDate::from_ymd_opt(2026, 3, 17).unwrap();
/// let days = DaysUsed::count(&RuleSet::postal(), received, sent, &LeaveDays::default());
/// assert_eq!(days.days, 12); // 14 calendar days minus 2 Sundays (P08)
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DaysUsed {
    /// Days counted against the side.
    pub days: u32,
    /// Calendar days in the interval, `sent - received`.
    pub calendar_days: u32,
    /// Days left out because of their weekday, per weekday (P08: Sundays).
    pub excluded_weekdays: BTreeMap<u8, u32>,
    /// Days left out because they are listed (holidays, no collection).
    pub excluded_dates: u32,
    /// Leave days inside the interval (E8.1, P11).
    pub leave_days: u32,
    /// One day counted for a same-day reply, when the rule set says so.
    pub same_day_day: bool,
}

impl DaysUsed {
    /// Counts the days `d` with `received < d <= sent` that count under
    /// `rules`, leaving out excluded days and the side's `leave`.
    /// An interval with `sent < received` counts nothing.
    pub fn count(rules: &RuleSet, received: NaiveDate, sent: NaiveDate, leave: &LeaveDays) -> Self {
        let mut used = DaysUsed::default();
        if sent < received {
            return used;
        }
        for day in received.iter_days().skip(1).take_while(|d| *d <= sent) {
            used.calendar_days += 1;
            if rules.excluded_dates.contains(&day) {
                used.excluded_dates += 1;
            } else if rules.excluded_weekdays.contains(&day.weekday()) {
                let key = day.weekday().num_days_from_monday() as u8;
                *used.excluded_weekdays.entry(key).or_insert(0) += 1;
            } else if leave.contains(day) {
                used.leave_days += 1;
            } else {
                used.days += 1;
            }
        }
        if used.calendar_days == 0 && !rules.same_day_reply_counts_zero {
            used.days = 1;
            used.same_day_day = true;
        }
        used
    }

    /// All excluded days (weekdays and listed dates).
    pub fn excluded_days(&self) -> u32 {
        self.excluded_weekdays.values().sum::<u32>() + self.excluded_dates
    }

    /// "minus 2 Sundays (P08), minus 3 leave days (E8.1)": the parts left
    /// out, each with its rule, or an empty string.
    pub fn deductions(&self, rules: &RuleSet) -> String {
        let mut parts = Vec::new();
        for (weekday, count) in &self.excluded_weekdays {
            let name = weekday_name(*weekday);
            parts.push(format!(
                "minus {count} {name}{} ({})",
                if *count == 1 { "" } else { "s" },
                rules.citations.excluded_days
            ));
        }
        if self.excluded_dates > 0 {
            parts.push(format!(
                "minus {} listed day{} without collection ({})",
                self.excluded_dates,
                plural(self.excluded_dates),
                rules.citations.excluded_days
            ));
        }
        if self.leave_days > 0 {
            parts.push(format!(
                "minus {} leave day{} ({})",
                self.leave_days,
                plural(self.leave_days),
                rules.citations.leave
            ));
        }
        parts.join(", ")
    }
}

/// `"s"` unless `n` is 1.
pub(crate) fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn weekday_name(days_from_monday: u8) -> &'static str {
    match days_from_monday {
        0 => "Monday",
        1 => "Tuesday",
        2 => "Wednesday",
        3 => "Thursday",
        4 => "Friday",
        5 => "Saturday",
        _ => "Sunday",
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn e6_4_difference_in_days_from_receipt_to_mailing() {
        // rule: E6.4
        // Received 3 Mar, sent 17 Mar: 14 days, Sundays count under email.
        let used = DaysUsed::count(
            &RuleSet::email(),
            d(2026, 3, 3),
            d(2026, 3, 17),
            &LeaveDays::default(),
        );
        assert_eq!(used.days, 14);
        assert_eq!(used.calendar_days, 14);
    }

    #[test]
    fn p08_sundays_and_a_holiday_are_not_counted() {
        // rule: P08
        // 3 Mar 2026 is a Tuesday. (3 Mar, 17 Mar] holds Sundays 8 and 15
        // Mar; 6 Mar is listed as a holiday: 14 - 2 - 1 = 11.
        let mut postal = RuleSet::postal();
        postal.excluded_dates.push(d(2026, 3, 6));
        let used = DaysUsed::count(
            &postal,
            d(2026, 3, 3),
            d(2026, 3, 17),
            &LeaveDays::default(),
        );
        assert_eq!(used.days, 11);
        assert_eq!(used.excluded_days(), 3);
        assert_eq!(
            used.deductions(&postal),
            "minus 2 Sundays (P08), minus 1 listed day without collection (P08)"
        );
    }

    #[test]
    fn p08_same_day_reply_counts_zero() {
        // rule: P08
        let used = DaysUsed::count(
            &RuleSet::postal(),
            d(2026, 3, 3),
            d(2026, 3, 3),
            &LeaveDays::default(),
        );
        assert_eq!(used.days, 0);
        let mut strict = RuleSet::postal();
        strict.same_day_reply_counts_zero = false;
        let used = DaysUsed::count(&strict, d(2026, 3, 3), d(2026, 3, 3), &LeaveDays::default());
        assert_eq!(used.days, 1);
    }

    #[test]
    fn p08_received_saturday_sent_monday_is_one_day() {
        // rule: P08
        // Received Sat 7 Mar, posted Mon 9 Mar: Sunday 8 Mar is not counted.
        let used = DaysUsed::count(
            &RuleSet::postal(),
            d(2026, 3, 7),
            d(2026, 3, 9),
            &LeaveDays::default(),
        );
        assert_eq!(used.days, 1);
    }
}
