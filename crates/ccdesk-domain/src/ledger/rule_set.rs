//! The numbers a clock ledger is computed with: [`RuleSet`] and its parts.
//!
//! Two presets ship, [`RuleSet::email`] (the ICCF email rules, E) and
//! [`RuleSet::postal`] (the Rules of Play appendix of the Inter-Office
//! competition, P). Every number is a public field, so an event can copy a
//! preset and change any of them; the project file stores the rule set of
//! each game.

use chrono::{Datelike, NaiveDate, Weekday};
use serde::{Deserialize, Serialize};

/// `days` days for every `moves` moves, cumulative (E6.1, E6.3, P08).
///
/// ```
/// use ccdesk_domain::ledger::TimeControl;
///
/// let control = TimeControl { days: 40, moves: 10 };
/// assert_eq!(control.period_of(10), 1);
/// assert_eq!(control.period_of(11), 2);
/// assert_eq!(control.allowance_for_move(25), 120);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeControl {
    /// Days allowed for each control period.
    pub days: u32,
    /// Moves in each control period.
    pub moves: u32,
}

impl TimeControl {
    /// The control period (1 for moves 1-10, 2 for 11-20, ...) of a side's
    /// move number. Move 0 is treated as move 1.
    pub fn period_of(self, move_number: u32) -> u32 {
        let moves = self.moves.max(1);
        move_number.saturating_sub(1) / moves + 1
    }

    /// Cumulative allowance of a control period: `days x period`.
    pub fn allowance_of_period(self, period: u32) -> u32 {
        self.days.saturating_mul(period)
    }

    /// Cumulative allowance that applies to a side's move number.
    pub fn allowance_for_move(self, move_number: u32) -> u32 {
        self.allowance_of_period(self.period_of(move_number))
    }

    /// The last move number of a control period (10, 20, ...).
    pub fn control_move(self, period: u32) -> u32 {
        self.moves.saturating_mul(period)
    }
}

/// What an illegal, illegible or ambiguous move costs its sender.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyRule {
    /// A fixed number of days added to the offender's time (E6.6: 5).
    FixedDays(u32),
    /// The time from the referral to the correction counts against the
    /// offender, as if for a separate move (P09).
    TimeUntilCorrection,
}

/// The period over which the leave allowance is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LeavePeriod {
    /// Per calendar year, split across 31 December (E8.1).
    CalendarYear,
    /// For the whole game (P11).
    WholeGame,
}

/// Leave a player may take (E8.1, E8.3, P11).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveAllowance {
    /// Days of ordinary leave per period (email 30, postal 14).
    pub days: u32,
    /// The period `days` and `td_extra_days` apply to.
    pub period: LeavePeriod,
    /// Further days the Tournament Director may grant per period (E8.3: 30).
    pub td_extra_days: u32,
}

impl LeaveAllowance {
    /// The key of the allowance period a day falls in: its year for
    /// [`LeavePeriod::CalendarYear`], `None` for the whole game.
    pub fn period_key(self, day: NaiveDate) -> Option<i32> {
        match self.period {
            LeavePeriod::CalendarYear => Some(day.year()),
            LeavePeriod::WholeGame => None,
        }
    }
}

/// Who is told when the opponent stays silent after the reminder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Escalation {
    /// The player informs the Tournament Director (E3.2).
    PlayerInformsTournamentDirector,
    /// The team captain informs the Organiser (P12).
    CaptainInformsOrganiser,
}

/// Silence thresholds: reminders and what follows them (E3.1-E3.3, E1.3, P12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SilenceRules {
    /// Days without a reply after which the move is repeated (E3.1: 14, P12: 12).
    pub repeat_after_days: u32,
    /// Whether the transit days are added to `repeat_after_days` (P12: yes).
    pub repeat_adds_transit: bool,
    /// Further days after the reminder before escalation (E3.2: 14, P12: 10).
    pub escalate_after_days: u32,
    /// Whether the transit days are added to `escalate_after_days` (P12: yes).
    pub escalate_adds_transit: bool,
    /// Who escalates to whom.
    pub escalation: Escalation,
    /// Days without a move after which the game may be scored lost (E3.3: 40).
    pub may_score_lost_after_days: Option<u32>,
    /// Days without email access after which a player counts as withdrawn (E1.3: 30).
    pub access_lost_withdrawal_days: Option<u32>,
}

/// Rule references quoted in explanations, so a custom rule set can cite its own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Citations {
    /// Time for one move (E6.4, P08).
    pub time_per_move: String,
    /// Excluded days (P08).
    pub excluded_days: String,
    /// Assumed dates (E2.9, P05).
    pub assumed_date: String,
    /// Leave (E8.1, P11).
    pub leave: String,
    /// Penalties (E6.6, P09).
    pub penalty: String,
    /// Time control, cumulative (E6.3, P08).
    pub time_control: String,
    /// A tolerated excess (E6.2).
    pub excess: String,
    /// An excess that loses the game (E7.5, P13).
    pub forfeit: String,
    /// A count restarted after an upheld claim (E7.4).
    pub restart: String,
    /// Conditional moves counted in the time of the reply (E6.5).
    pub conditional: String,
}

/// Every number the clock rules of one event use.
///
/// ```
/// use ccdesk_domain::ledger::{RuleSet, TimeControl};
///
/// let email = RuleSet::email();
/// assert_eq!(email.control, TimeControl { days: 40, moves: 10 });
/// assert_eq!(email.excesses_allowed, 1);
/// let postal = RuleSet::postal();
/// assert_eq!(postal.control, TimeControl { days: 20, moves: 10 });
/// assert_eq!(postal.transit_days, 2);
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// Shown to the user ("ICCF email").
    pub name: String,
    /// Days per moves (E6.1: 40/10, P08: 20/10).
    pub control: TimeControl,
    /// Excesses tolerated before the game is forfeited (E6.2: 1, P13: 0).
    pub excesses_allowed: u32,
    /// Cost of an illegal or illegible move (E6.6, P09).
    pub penalty: PenaltyRule,
    /// Days a move is assumed to travel (E2.12: 1; post: 2).
    pub transit_days: u32,
    /// Leave allowance (E8.1, E8.3, P11).
    pub leave: LeaveAllowance,
    /// Weekdays on which no time is counted (P08: Sunday).
    pub excluded_weekdays: Vec<Weekday>,
    /// Further days on which no time is counted: public holidays, days
    /// without a postal collection (P08).
    pub excluded_dates: Vec<NaiveDate>,
    /// A reply sent on the day the move was received counts zero days (P08).
    /// When `false`, such a reply counts one day.
    pub same_day_reply_counts_zero: bool,
    /// Reminder and silence thresholds.
    pub silence: SilenceRules,
    /// Days the claimant has to claim an excess (P13: 7); `None` when the
    /// deadline is set by the time control instead (E7.1).
    pub claim_window_days: Option<u32>,
    /// Days to protest against a claim after receiving it (E7.3: 14).
    pub protest_window_days: u32,
    /// Whether an upheld first claim restarts the offender's count (E7.4).
    pub upheld_claim_restarts_count: bool,
    /// Rule references used in explanations.
    pub citations: Citations,
}

impl RuleSet {
    /// The ICCF email rules ("ICCF email").
    pub fn email() -> Self {
        RuleSet {
            name: "ICCF email".to_owned(),
            control: TimeControl {
                days: 40,
                moves: 10,
            },
            excesses_allowed: 1,
            penalty: PenaltyRule::FixedDays(5),
            transit_days: 1,
            leave: LeaveAllowance {
                days: 30,
                period: LeavePeriod::CalendarYear,
                td_extra_days: 30,
            },
            excluded_weekdays: Vec::new(),
            excluded_dates: Vec::new(),
            same_day_reply_counts_zero: true,
            silence: SilenceRules {
                repeat_after_days: 14,
                repeat_adds_transit: false,
                escalate_after_days: 14,
                escalate_adds_transit: false,
                escalation: Escalation::PlayerInformsTournamentDirector,
                may_score_lost_after_days: Some(40),
                access_lost_withdrawal_days: Some(30),
            },
            claim_window_days: None,
            protest_window_days: 14,
            upheld_claim_restarts_count: true,
            citations: Citations {
                time_per_move: "E6.4".to_owned(),
                excluded_days: "-".to_owned(),
                assumed_date: "E2.9".to_owned(),
                leave: "E8.1".to_owned(),
                penalty: "E6.6".to_owned(),
                time_control: "E6.3".to_owned(),
                excess: "E6.2".to_owned(),
                forfeit: "E7.5".to_owned(),
                restart: "E7.4".to_owned(),
                conditional: "E6.5".to_owned(),
            },
        }
    }

    /// The Rules of Play appendix for postal play ("Postal (Inter-Office appendix)").
    pub fn postal() -> Self {
        RuleSet {
            name: "Postal (Inter-Office appendix)".to_owned(),
            control: TimeControl {
                days: 20,
                moves: 10,
            },
            excesses_allowed: 0,
            penalty: PenaltyRule::TimeUntilCorrection,
            transit_days: 2,
            leave: LeaveAllowance {
                days: 14,
                period: LeavePeriod::WholeGame,
                td_extra_days: 0,
            },
            excluded_weekdays: vec![Weekday::Sun],
            excluded_dates: Vec::new(),
            same_day_reply_counts_zero: true,
            silence: SilenceRules {
                repeat_after_days: 12,
                repeat_adds_transit: true,
                escalate_after_days: 10,
                escalate_adds_transit: true,
                escalation: Escalation::CaptainInformsOrganiser,
                may_score_lost_after_days: None,
                access_lost_withdrawal_days: None,
            },
            claim_window_days: Some(7),
            protest_window_days: 14,
            upheld_claim_restarts_count: false,
            citations: Citations {
                time_per_move: "P08".to_owned(),
                excluded_days: "P08".to_owned(),
                assumed_date: "P05".to_owned(),
                leave: "P11".to_owned(),
                penalty: "P09".to_owned(),
                time_control: "P08".to_owned(),
                excess: "P13".to_owned(),
                forfeit: "P13".to_owned(),
                restart: "P13".to_owned(),
                conditional: "P07".to_owned(),
            },
        }
    }

    /// The preset for a CLI name: `email` or `postal`.
    pub fn preset(name: &str) -> Option<Self> {
        match name {
            "email" => Some(Self::email()),
            "postal" => Some(Self::postal()),
            _ => None,
        }
    }

    /// Whether no time is counted on `day` (an excluded weekday or date, P08).
    pub fn is_excluded(&self, day: NaiveDate) -> bool {
        self.excluded_weekdays.contains(&day.weekday()) || self.excluded_dates.contains(&day)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn e6_1_forty_days_for_ten_moves() {
        // rule: E6.1
        let c = RuleSet::email().control;
        assert_eq!(c.allowance_for_move(1), 40);
        assert_eq!(c.allowance_for_move(10), 40);
        assert_eq!(c.allowance_for_move(11), 80);
        assert_eq!(c.allowance_for_move(30), 120);
    }

    #[test]
    fn p08_twenty_days_for_ten_moves() {
        // rule: P08
        let c = RuleSet::postal().control;
        assert_eq!(c.allowance_for_move(10), 20);
        assert_eq!(c.allowance_for_move(11), 40);
        assert_eq!(c.control_move(2), 20);
    }

    #[test]
    fn p08_sundays_and_listed_days_are_excluded() {
        // rule: P08
        let mut postal = RuleSet::postal();
        let sunday = NaiveDate::from_ymd_opt(2026, 3, 8).unwrap();
        let monday = NaiveDate::from_ymd_opt(2026, 3, 9).unwrap();
        assert!(postal.is_excluded(sunday));
        assert!(!postal.is_excluded(monday));
        postal.excluded_dates.push(monday);
        assert!(postal.is_excluded(monday));
        assert!(!RuleSet::email().is_excluded(sunday));
    }

    #[test]
    fn presets_by_name_and_serde_round_trip() {
        assert_eq!(RuleSet::preset("email"), Some(RuleSet::email()));
        assert_eq!(RuleSet::preset("postal"), Some(RuleSet::postal()));
        assert_eq!(RuleSet::preset("fax"), None);
        let text = ron::to_string(&RuleSet::postal()).unwrap();
        let back: RuleSet = ron::from_str(&text).unwrap();
        assert_eq!(back, RuleSet::postal());
    }
}
