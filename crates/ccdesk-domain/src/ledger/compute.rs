//! The ledger computation: from recorded moves, leave, penalties and claims
//! to rows, totals and statuses ([`Ledger::compute`]).
//!
//! Readings of the rules this computation takes:
//!
//! - **Order.** Moves are given in the order played; without a starting
//!   position White moves first, the colours alternate, and each side's
//!   move numbers run 1, 2, 3, ... Anything else is "out of order".
//! - **Received dates.** A stated received date is used as it is. An empty
//!   one is assumed (E2.9, P05): the opponent's previous sent date plus the
//!   rule set's transit days (E2.12: 1; post: 2). When the opponent's
//!   previous move was played from an accepted conditional line (E6.5) it
//!   reached this side together with this side's own previous move, so the
//!   assumption is this side's own previous sent date. White's first move
//!   has no opponent move to assume from: its received date is the start of
//!   play and must be stated ([`EntryError::MissingStartOfPlay`]).
//! - **Sent before received** (stated or assumed) is an error.
//! - **Days and total.** See [`DaysUsed`] and [`LeaveDays`]; a move's
//!   penalty days are added with it (E6.6, P09); the total is the side's
//!   cumulative days (E6.3).
//! - **Allowance** of a move is `days x period` (40 for moves 1-10, 80 for
//!   11-20, ...; E6.1, E6.3, P08). After a restart (E7.4) it is
//!   `days x (period - restart period + 1)`: a fresh allowance for the
//!   remaining controls, the period in progress included.
//! - **Status** is checked at every move, not only at the control move: a
//!   total can only grow within a period, so a passed allowance cannot be
//!   recovered before its control. A move whose total passes its allowance
//!   (total > allowance) is an *excess*; later moves of the same period (and
//!   of the same count) that still pass it are the same excess. A new excess
//!   is a move that passes the allowance of a later period, or any pass after
//!   a restart. With `n` excesses and `k` tolerated (email 1, postal 0) the
//!   status is `ok` for `n = 0`, `exceeded` for `n <= k`, `forfeit` beyond:
//!   email is `exceeded` from the first excess (E6.2) and `forfeit` from
//!   the second (E7.5); postal is `forfeit` from the first (P13). Statuses
//!   are sticky.
//! - **Claims** (E7.4): the first claim against a side that is upheld or
//!   conceded restarts that side's count from the date the side received
//!   the claim: its first move sent on or after that date counts only the
//!   days after it, and the total starts again from that move. Without
//!   claims the count is never restarted.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::claims::{Claim, ClaimDeadline, add_days, reply_number};
use super::colour::{colour_name, colour_serde};
use super::days::{DaysUsed, plural};
use super::leave::{LeaveBooking, LeaveDays};
use super::penalty::Penalty;
use super::row::{DateField, Explanation, LedgerRow, MoveEntry};
use super::rule_set::{PenaltyRule, RuleSet};
use super::status::Status;

/// Everything recorded about one game's clock.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LedgerInput {
    /// The moves in the order played.
    pub moves: Vec<MoveEntry>,
    /// Leave bookings of both sides.
    pub leave: Vec<LeaveBooking>,
    /// Penalties of both sides.
    pub penalties: Vec<Penalty>,
    /// Time claims of both sides.
    pub claims: Vec<Claim>,
}

/// Why one recorded move cannot go into the ledger.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryError {
    /// The colour or the number is not the one expected next.
    #[error("moves out of order: expected {} move {expected_number}, found {} move {found_number}", colour_name(*expected_colour), colour_name(*found_colour))]
    OutOfOrder {
        /// The colour expected.
        expected_colour: Color,
        /// The number expected.
        expected_number: u32,
        /// The colour found.
        found_colour: Color,
        /// The number found.
        found_number: u32,
    },
    /// White's first move was given no received date (the start of play).
    #[error(
        "white's first move needs the start of play as its received date: there is no earlier move to assume it from"
    )]
    MissingStartOfPlay,
    /// The opponent's move was received before he sent it (E2.7, E6.4).
    #[error("received {received} before the opponent's move was sent ({sent})")]
    ReceivedBeforeSent {
        /// The received date.
        received: NaiveDate,
        /// The opponent's sent date.
        sent: NaiveDate,
    },
    /// The move was sent before the opponent's move was received.
    #[error("sent {sent} before received {received}{}", if *assumed { " (assumed: the opponent's sent date plus transit days)" } else { "" })]
    SentBeforeReceived {
        /// The received date.
        received: NaiveDate,
        /// The sent date.
        sent: NaiveDate,
        /// Whether the received date was assumed.
        assumed: bool,
    },
}

/// A recorded move that cannot go into the ledger, with its index in
/// [`LedgerInput::moves`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("move entry {}: {error}", index + 1)]
pub struct LedgerError {
    /// Index of the entry in the input (0 for the first).
    pub index: usize,
    /// What is wrong.
    pub error: EntryError,
}

/// The colour and number the move at `index` must have: White first, then
/// alternating, each side counting 1, 2, 3, ...
pub fn expected_move(index: usize) -> (Color, u32) {
    let colour = if index.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let number = u32::try_from(index / 2 + 1).unwrap_or(u32::MAX);
    (colour, number)
}

/// How a received date was arrived at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReceivedFrom {
    /// Stated by the player (E2.7, P04).
    Stated,
    /// Assumed: the opponent's sent date plus transit days (E2.9, P05).
    AssumedTransit {
        /// The opponent's sent date.
        opponent_sent: NaiveDate,
    },
    /// Assumed: the side's own previous sent date, the opponent's move
    /// having come from an accepted conditional line (E6.5).
    AssumedAfterConditional,
    /// A conditional move has no interval of its own (E6.5).
    Conditional,
}

/// Checks the entry that follows `previous` and works out its received date.
///
/// This is what [`Ledger::compute`] does for each move; readers of files
/// call it row by row to report the first bad row where it is.
pub fn check_entry(
    rules: &RuleSet,
    previous: &[MoveEntry],
    entry: &MoveEntry,
) -> Result<(NaiveDate, ReceivedFrom), EntryError> {
    let (expected_colour, expected_number) = expected_move(previous.len());
    if entry.colour != expected_colour || entry.number != expected_number {
        return Err(EntryError::OutOfOrder {
            expected_colour,
            expected_number,
            found_colour: entry.colour,
            found_number: entry.number,
        });
    }
    if entry.conditional {
        return Ok((entry.sent, ReceivedFrom::Conditional));
    }
    if let (Some(received), Some(opponent)) = (entry.received, previous.last())
        && !opponent.conditional
        && received < opponent.sent
    {
        return Err(EntryError::ReceivedBeforeSent {
            received,
            sent: opponent.sent,
        });
    }
    let (received, from) = match (entry.received, previous.last()) {
        (Some(received), _) => (received, ReceivedFrom::Stated),
        (None, None) => return Err(EntryError::MissingStartOfPlay),
        (None, Some(opponent)) if opponent.conditional => {
            let own = previous.len().checked_sub(2).and_then(|i| previous.get(i));
            match own {
                Some(own) => (own.sent, ReceivedFrom::AssumedAfterConditional),
                None => (opponent.sent, ReceivedFrom::AssumedAfterConditional),
            }
        }
        (None, Some(opponent)) => (
            add_days(opponent.sent, rules.transit_days),
            ReceivedFrom::AssumedTransit {
                opponent_sent: opponent.sent,
            },
        ),
    };
    if entry.sent < received {
        return Err(EntryError::SentBeforeReceived {
            received,
            sent: entry.sent,
            assumed: from != ReceivedFrom::Stated,
        });
    }
    Ok((received, from))
}

/// A warning about a side's next time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ControlWarning {
    /// The total already passes the allowance of the next control: it can
    /// no longer be met (a total only grows within a period).
    CannotMeetControl {
        /// The control move (10th, 20th, ...).
        control_move: u32,
        /// Its allowance.
        allowance: u32,
        /// The total (with the days running, as of a date).
        total: u32,
    },
}

/// One side's figures after the last recorded move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSummary {
    /// The side.
    #[serde(with = "colour_serde")]
    pub colour: Color,
    /// Moves recorded.
    pub moves: u32,
    /// Total days used (since the last restart, E7.4).
    pub total: u32,
    /// The side's next move number.
    pub next_move: u32,
    /// The allowance of the next move.
    pub allowance: u32,
    /// The control move the allowance applies to (10th, 20th, ...).
    pub control_move: u32,
    /// `allowance - total`; negative once passed.
    pub days_left: i64,
    /// The side's status.
    pub status: Status,
    /// Set as soon as the next control can no longer be met.
    pub warning: Option<ControlWarning>,
}

/// A side's clock as of a date, with the days of the move in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideClock {
    /// The side.
    #[serde(with = "colour_serde")]
    pub colour: Color,
    /// Whether it is this side's move.
    pub to_move: bool,
    /// Days running on the move in progress (0 when not to move).
    pub running: DaysUsed,
    /// Total with the running days.
    pub total: u32,
    /// Allowance of the next move.
    pub allowance: u32,
    /// The control move the allowance applies to.
    pub control_move: u32,
    /// `allowance - total`.
    pub days_left: i64,
    /// Set as soon as the next control can no longer be met.
    pub warning: Option<ControlWarning>,
}

/// A computed ledger: one row per move, and each side's summary.
///
/// ```
/// use ccdesk_domain::ledger::{Ledger, LedgerInput, MoveEntry, RuleSet, Status};
/// use chrono::NaiveDate;
/// use shakmaty::Color;
///
/// let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day).unwrap();
/// let input = LedgerInput {
///     moves: vec![
///         MoveEntry::new(Color::White, 1, Some(d(3, 1)), d(3, 4)),
///         MoveEntry::new(Color::Black, 1, None, d(3, 9)), // received 5 Mar, assumed
///     ],
///     ..LedgerInput::default()
/// };
/// let ledger = Ledger::compute(&RuleSet::email(), &input)?;
/// assert_eq!(ledger.rows[1].days.days, 4);
/// assert!(ledger.rows[1].received_assumed);
/// assert_eq!(ledger.summary(Color::Black).days_left, 36);
/// assert_eq!(ledger.rows[1].status, Status::Ok);
/// # Ok::<_, ccdesk_domain::ledger::LedgerError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ledger {
    /// One row per recorded move, in the same order.
    pub rows: Vec<LedgerRow>,
    /// White's summary.
    pub white: SideSummary,
    /// Black's summary.
    pub black: SideSummary,
    /// White's leave days.
    pub white_leave: LeaveDays,
    /// Black's leave days.
    pub black_leave: LeaveDays,
    /// The first restart of each side's count (date received), if any (E7.4).
    pub restarts: [Option<NaiveDate>; 2],
    /// The day the side to move received the last move (before the first
    /// move: the start of play), when it is recorded rather than assumed;
    /// [`Ledger::clock_as_of`] runs the clock from it. Set by the project's
    /// ledger ([`game_ledger`](super::game_ledger)); `None` from
    /// [`Ledger::compute`] alone.
    pub awaiting_received: Option<NaiveDate>,
}

/// Running state of one side during the computation.
#[derive(Debug, Clone, Copy)]
struct SideState {
    total: u32,
    moves: u32,
    excesses: u32,
    /// (count, period) of the last excess.
    last_excess: Option<(u32, u32)>,
    /// Number of restarts so far.
    count: u32,
    /// The period in which the current count started.
    restart_period: u32,
    /// The date the pending restart takes effect, until applied.
    pending_restart: Option<NaiveDate>,
    /// The date of the applied restart.
    restarted_on: Option<NaiveDate>,
}

impl SideState {
    fn new(pending_restart: Option<NaiveDate>) -> Self {
        SideState {
            total: 0,
            moves: 0,
            excesses: 0,
            last_excess: None,
            count: 0,
            restart_period: 1,
            pending_restart,
            restarted_on: None,
        }
    }

    fn allowance(&self, rules: &RuleSet, period: u32) -> u32 {
        rules
            .control
            .allowance_of_period(period.saturating_sub(self.restart_period) + 1)
    }
}

fn side_index(colour: Color) -> usize {
    match colour {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// "3 Mar".
fn short_date(date: NaiveDate) -> String {
    date.format("%-d %b").to_string()
}

impl Ledger {
    /// Computes the ledger of a game under `rules`.
    ///
    /// # Errors
    ///
    /// The first recorded move that is out of order, lacks the start of
    /// play, or was sent before it was received.
    pub fn compute(rules: &RuleSet, input: &LedgerInput) -> Result<Ledger, LedgerError> {
        let mut received = Vec::with_capacity(input.moves.len());
        for (index, entry) in input.moves.iter().enumerate() {
            let previous = &input.moves[..index];
            let resolved = check_entry(rules, previous, entry)
                .map_err(|error| LedgerError { index, error })?;
            received.push(resolved);
        }

        let leave_of = |colour: Color| {
            let sent: Vec<NaiveDate> = input
                .moves
                .iter()
                .filter(|m| m.colour == colour && !m.conditional)
                .map(|m| m.sent)
                .collect();
            LeaveDays::compute(rules.leave, &input.leave, colour, &sent)
        };
        let leaves = [leave_of(Color::White), leave_of(Color::Black)];

        let first_restart = |offender: Color| {
            if !rules.upheld_claim_restarts_count {
                return None;
            }
            input
                .claims
                .iter()
                .filter(|c| {
                    c.offender() == offender && c.decision.is_some_and(|d| d.takes_effect())
                })
                .map(|c| c.received)
                .min()
        };
        let restarts = [first_restart(Color::White), first_restart(Color::Black)];
        let mut states = [SideState::new(restarts[0]), SideState::new(restarts[1])];

        let mut rows = Vec::with_capacity(input.moves.len());
        for (entry, (received, from)) in input.moves.iter().zip(received) {
            let side = side_index(entry.colour);
            let leave = &leaves[side];
            let state = &mut states[side];
            let period = rules.control.period_of(entry.number);

            // E7.4: the count restarts with the first own move sent on or
            // after the date the claim was received.
            let mut restarted = false;
            let mut counted_from = received;
            if let Some(restart) = state.pending_restart
                && !entry.conditional
                && entry.sent >= restart
            {
                state.pending_restart = None;
                state.restarted_on = Some(restart);
                state.total = 0;
                state.count += 1;
                state.restart_period = period;
                restarted = true;
                counted_from = counted_from.max(restart);
            }

            let days = if entry.conditional {
                DaysUsed::default()
            } else {
                DaysUsed::count(rules, counted_from, entry.sent, leave)
            };
            let (penalty_days, penalty_text) = penalties_for(rules, &input.penalties, entry, leave);

            let before = state.total;
            state.total = state
                .total
                .saturating_add(days.days)
                .saturating_add(penalty_days);
            state.moves = entry.number;
            let allowance = state.allowance(rules, period);
            let mut status_text = String::new();
            if state.total > allowance && state.last_excess != Some((state.count, period)) {
                state.excesses += 1;
                state.last_excess = Some((state.count, period));
                let status = Status::after_excesses(state.excesses, rules.excesses_allowed);
                let cite = if status == Status::Forfeit {
                    &rules.citations.forfeit
                } else {
                    &rules.citations.excess
                };
                status_text = format!(
                    "excess {}: {} > {allowance} days ({cite})",
                    state.excesses, state.total
                );
            }
            let status = Status::after_excesses(state.excesses, rules.excesses_allowed);
            if status_text.is_empty() && status != Status::Ok {
                status_text = format!("{status} since an earlier move");
            }

            let explanation = Explanation {
                days: explain_days(
                    rules,
                    entry,
                    received,
                    from,
                    &days,
                    restarted.then_some(counted_from),
                ),
                penalty: penalty_text,
                total: if restarted {
                    format!(
                        "{} days since the count restarted on {} ({})",
                        state.total,
                        short_date(counted_from),
                        rules.citations.restart
                    )
                } else {
                    format!(
                        "{} days in all: {before} before, {} for this move{}",
                        state.total,
                        days.days,
                        if penalty_days > 0 {
                            format!(", {penalty_days} penalty")
                        } else {
                            String::new()
                        }
                    )
                },
                allowance: format!(
                    "{allowance} days up to move {} ({})",
                    rules.control.control_move(period),
                    rules.citations.time_control
                ),
                status: status_text,
            };
            rows.push(LedgerRow {
                colour: entry.colour,
                number: entry.number,
                san: entry.san.clone(),
                received,
                received_assumed: matches!(
                    from,
                    ReceivedFrom::AssumedTransit { .. } | ReceivedFrom::AssumedAfterConditional
                ),
                sent: entry.sent,
                corrected: !entry.corrections.is_empty(),
                conditional: entry.conditional,
                days,
                penalty_days,
                total: state.total,
                allowance,
                period,
                status,
                restarted,
                explanation,
            });
        }

        let summary = |colour: Color| {
            let state = &states[side_index(colour)];
            // A penalty against a move not yet recorded (the illegal or
            // illegible move that was referred back) counts from the day it
            // is recorded, before the corrected move is (E6.6, P09).
            let pending = penalties_pending(
                rules,
                &input.penalties,
                colour,
                state.moves,
                &leaves[side_index(colour)],
            );
            let state = &SideState {
                total: state.total.saturating_add(pending),
                ..*state
            };
            let next_move = state.moves + 1;
            let period = rules.control.period_of(next_move);
            let allowance = state.allowance(rules, period);
            let days_left = i64::from(allowance) - i64::from(state.total);
            let control_move = rules.control.control_move(period);
            SideSummary {
                colour,
                moves: state.moves,
                total: state.total,
                next_move,
                allowance,
                control_move,
                days_left,
                status: Status::after_excesses(state.excesses, rules.excesses_allowed),
                warning: (days_left < 0).then_some(ControlWarning::CannotMeetControl {
                    control_move,
                    allowance,
                    total: state.total,
                }),
            }
        };
        let white = summary(Color::White);
        let black = summary(Color::Black);
        let [white_leave, black_leave] = leaves;
        Ok(Ledger {
            rows,
            white,
            black,
            white_leave,
            black_leave,
            restarts: [states[0].restarted_on, states[1].restarted_on],
            awaiting_received: None,
        })
    }

    /// The summary of one side.
    pub fn summary(&self, colour: Color) -> &SideSummary {
        match colour {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The leave days of one side.
    pub fn leave(&self, colour: Color) -> &LeaveDays {
        match colour {
            Color::White => &self.white_leave,
            Color::Black => &self.black_leave,
        }
    }

    /// The side whose move it is: White before any move, then alternating.
    pub fn side_to_move(&self) -> Color {
        match self.rows.last() {
            Some(row) => !row.colour,
            None => Color::White,
        }
    }

    /// The last row of a side.
    pub fn last_row(&self, colour: Color) -> Option<&LedgerRow> {
        self.rows.iter().rev().find(|r| r.colour == colour)
    }

    /// The first row of a side with an excess (status not `ok`).
    pub fn first_excess(&self, colour: Color) -> Option<&LedgerRow> {
        self.rows
            .iter()
            .find(|r| r.colour == colour && r.status != Status::Ok)
    }

    /// A side's clock on `today`: when it is that side's move, the days
    /// since it received the opponent's last move count too. `received` is
    /// that date if known; otherwise it is assumed (opponent's sent date
    /// plus transit days); [`Ledger::awaiting_received`] when recorded.
    /// Before any move the clock runs from the start of play when it is
    /// known, and stands still otherwise.
    pub fn clock_as_of(
        &self,
        rules: &RuleSet,
        colour: Color,
        today: NaiveDate,
        received: Option<NaiveDate>,
    ) -> SideClock {
        let summary = self.summary(colour);
        let to_move = self.side_to_move() == colour;
        let received = received.or(self.awaiting_received);
        let from = match (received, self.rows.last()) {
            (Some(from), _) => Some(from),
            (None, Some(last)) => Some(add_days(last.sent, rules.transit_days)),
            (None, None) => None,
        };
        let running = match from {
            Some(from) if to_move && from <= today => {
                DaysUsed::count(rules, from, today, self.leave(colour))
            }
            _ => DaysUsed::default(),
        };
        let total = summary.total.saturating_add(running.days);
        let days_left = i64::from(summary.allowance) - i64::from(total);
        SideClock {
            colour,
            to_move,
            running,
            total,
            allowance: summary.allowance,
            control_move: summary.control_move,
            days_left,
            warning: (days_left < 0).then_some(ControlWarning::CannotMeetControl {
                control_move: summary.control_move,
                allowance: summary.allowance,
                total,
            }),
        }
    }

    /// When a claim about `offender`'s excess in `period` must be made at
    /// the latest: with the claimant's reply to the offender's control move
    /// (E7.1), or, under a claim window (P13), that many days after the
    /// claimant received the offender's first move of the excess (the day
    /// it arrived when that is recorded and not yet replied to). `None`
    /// when the offender has no excess in that period (P13) or the period
    /// is 0.
    pub fn claim_deadline(
        &self,
        rules: &RuleSet,
        offender: Color,
        period: u32,
    ) -> Option<ClaimDeadline> {
        if period == 0 {
            return None;
        }
        let claimant = !offender;
        match rules.claim_window_days {
            None => {
                let control_move = rules.control.control_move(period);
                let claimant_move = reply_number(offender, control_move);
                let sent = self
                    .rows
                    .iter()
                    .find(|r| r.colour == claimant && r.number == claimant_move)
                    .map(|r| r.sent);
                Some(ClaimDeadline::WithReplyTo {
                    claimant,
                    claimant_move,
                    control_move,
                    sent,
                })
            }
            Some(window) => {
                let index = self.rows.iter().position(|r| {
                    r.colour == offender && r.period == period && r.total > r.allowance
                })?;
                let offending = self.rows.get(index)?;
                // The day the claimant received the offending move: the
                // received date of the reply, else (no reply yet) the day
                // it arrived when recorded, else assumed from transit.
                let last = index + 1 == self.rows.len();
                let known = self
                    .rows
                    .get(index + 1)
                    .map(|r| r.received)
                    .or(self.awaiting_received.filter(|_| last))
                    .unwrap_or_else(|| add_days(offending.sent, rules.transit_days));
                Some(ClaimDeadline::By(add_days(known, window)))
            }
        }
    }
}

/// The penalty days of `colour` against moves after its `moves` recorded
/// ones: counted in its total from the day they are recorded.
fn penalties_pending(
    rules: &RuleSet,
    penalties: &[Penalty],
    colour: Color,
    moves: u32,
    leave: &LeaveDays,
) -> u32 {
    penalties
        .iter()
        .filter(|p| p.colour == colour && p.move_number > moves)
        .map(|p| penalty_days(rules, p, leave).0)
        .fold(0, u32::saturating_add)
}

/// The penalty days added with `entry`, and their explanation.
fn penalties_for(
    rules: &RuleSet,
    penalties: &[Penalty],
    entry: &MoveEntry,
    leave: &LeaveDays,
) -> (u32, String) {
    let mut days = 0u32;
    let mut parts = Vec::new();
    for p in penalties
        .iter()
        .filter(|p| p.colour == entry.colour && p.move_number == entry.number)
    {
        let (n, text) = penalty_days(rules, p, leave);
        days = days.saturating_add(n);
        parts.push(text);
    }
    (days, parts.join("; "))
}

/// The days one penalty adds under `rules`, and why (E6.6, P09).
fn penalty_days(rules: &RuleSet, p: &Penalty, leave: &LeaveDays) -> (u32, String) {
    match rules.penalty {
        PenaltyRule::FixedDays(n) => (
            n,
            format!(
                "+{n} day{} ({}): {}",
                plural(n),
                rules.citations.penalty,
                p.reason.describe()
            ),
        ),
        PenaltyRule::TimeUntilCorrection => match (p.referred, p.corrected) {
            (Some(referred), Some(corrected)) => {
                let used = DaysUsed::count(rules, referred, corrected, leave);
                (
                    used.days,
                    format!(
                        "+{} day{} ({}): {}, referred back {}, corrected {}",
                        used.days,
                        plural(used.days),
                        rules.citations.penalty,
                        p.reason.describe(),
                        short_date(referred),
                        short_date(corrected)
                    ),
                )
            }
            _ => (
                0,
                format!(
                    "{} awaiting correction ({})",
                    p.reason.describe(),
                    rules.citations.penalty
                ),
            ),
        },
    }
}

/// "12 days: received 3 Mar, sent 17 Mar, minus 2 Sundays (P08)".
fn explain_days(
    rules: &RuleSet,
    entry: &MoveEntry,
    received: NaiveDate,
    from: ReceivedFrom,
    days: &DaysUsed,
    restart: Option<NaiveDate>,
) -> String {
    if entry.conditional {
        return format!(
            "0 days: played from an accepted conditional line, counted in the time of the reply ({})",
            rules.citations.conditional
        );
    }
    let assumed = match from {
        ReceivedFrom::AssumedTransit { opponent_sent } => format!(
            " (assumed: sent {} + {} day{} in transit, {})",
            short_date(opponent_sent),
            rules.transit_days,
            plural(rules.transit_days),
            rules.citations.assumed_date
        ),
        ReceivedFrom::AssumedAfterConditional => format!(
            " (assumed: with the own previous move, after a conditional move, {})",
            rules.citations.conditional
        ),
        ReceivedFrom::Stated | ReceivedFrom::Conditional => String::new(),
    };
    let corrected: Vec<String> = entry
        .corrections
        .iter()
        .map(|c| {
            format!(
                "{} date corrected from {} (E2.10)",
                match c.field {
                    DateField::Received => "received",
                    DateField::Sent => "sent",
                },
                short_date(c.stated)
            )
        })
        .collect();
    let mut text = if days.calendar_days == 0 {
        format!(
            "{} day{}: received and sent {}{assumed}, a same-day reply ({})",
            days.days,
            plural(days.days),
            short_date(entry.sent),
            rules.citations.time_per_move
        )
    } else {
        format!(
            "{} day{}: received {}{assumed}, sent {}",
            days.days,
            plural(days.days),
            short_date(received),
            short_date(entry.sent)
        )
    };
    if let Some(restart) = restart {
        text.push_str(&format!(
            ", counted from {} when the count restarted ({})",
            short_date(restart),
            rules.citations.restart
        ));
    }
    let deductions = days.deductions(rules);
    if !deductions.is_empty() {
        text.push_str(", ");
        text.push_str(&deductions);
    }
    for c in corrected {
        text.push_str("; ");
        text.push_str(&c);
    }
    text
}
