//! The clock ledger: days used under a rule set, time controls, leave,
//! penalties, claims and reminders (E1.3, E2.6-E2.12, E3, E6-E8; P04, P05,
//! P08, P09, P11-P13).
//!
//! Everything here is pure: dates come in as values, "today" is a
//! parameter. The pieces:
//!
//! - [`RuleSet`]: every number the rules use, with the two presets;
//! - [`MoveEntry`], [`LeaveBooking`], [`Penalty`], [`Claim`]: what players
//!   and directors record; [`DateCorrection`] keeps corrected dates (E2.10);
//! - [`Ledger::compute`]: rows with [`DaysUsed`], totals, allowances and
//!   [`Status`], each figure with its [`Explanation`], and each side's
//!   [`SideSummary`];
//! - [`SilenceDeadlines`], [`DueItem`]: reminders and the due list;
//! - [`SanReplay`]: the legality check of the recorded moves.
//!
//! ```
//! use ccdesk_domain::ledger::{Ledger, LedgerInput, MoveEntry, RuleSet};
//! use chrono::NaiveDate;
//! use shakmaty::Color;
//!
//! let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day).unwrap();
//! // Postal: received Tue 3 Mar, posted Tue 17 Mar: 14 days minus 2 Sundays.
//! let input = LedgerInput {
//!     moves: vec![MoveEntry::new(Color::White, 1, Some(d(3, 3)), d(3, 17))],
//!     ..LedgerInput::default()
//! };
//! let ledger = Ledger::compute(&RuleSet::postal(), &input)?;
//! assert_eq!(
//!     ledger.rows[0].explanation.days,
//!     "12 days: received 3 Mar, sent 17 Mar, minus 2 Sundays (P08)"
//! );
//! # Ok::<_, ccdesk_domain::ledger::LedgerError>(())
//! ```

mod arrival;
mod claims;
mod colour;
mod command;
mod compute;
mod days;
mod game_clocks;
mod leave;
mod penalty;
mod project;
mod reminders;
mod repeat;
mod row;
mod rule_set;
mod san;
mod status;

pub use arrival::{Arrival, received_before_sent};
pub use claims::{
    Claim, ClaimDeadline, ClaimDecision, ClaimRefused, ClaimStanding, claim_admissible,
    reply_number,
};
pub use colour::{colour_name, colour_serde, parse_colour};
pub(crate) use command::apply_ledger_command;
pub use command::{LedgerCommand, LedgerCommandError, MoveDates};
pub use compute::{
    ControlWarning, EntryError, Ledger, LedgerError, LedgerInput, ReceivedFrom, SideClock,
    SideSummary, check_entry, expected_move,
};
pub use days::DaysUsed;
pub use game_clocks::{ClockStop, GameClocks, clock_stop, game_clocks};
pub use leave::{LeaveBalance, LeaveBooking, LeaveDays, LeaveKind};
pub use penalty::{Penalty, PenaltyReason};
pub use project::{
    ClockRecord, GameLedgerError, GameLedgerInput, MoveCorrection, PlayerLeave, colour_of_ply,
    default_rule_sets, due_game, due_list, game_ledger, game_silence, is_default_rule_sets,
    leave_touching, ledger_fits, ledger_input, ledger_input_of, ledger_of_game, next_received,
    play_closed, recorded_received,
};
pub use reminders::{
    DueItem, Duty, Reminder, ReminderKind, SilenceDeadlines, sort_due, withdrawal_after_access_lost,
};
pub use repeat::RepeatSent;
pub use row::{DateCorrection, DateField, Explanation, LedgerRow, MoveEntry, RowFigures};
pub use rule_set::{
    Citations, Escalation, LeaveAllowance, LeavePeriod, PenaltyRule, RuleSet, SilenceRules,
    TimeControl,
};
pub use san::{SanCheckError, SanReplay};
pub use status::{ParseStatusError, Status};
