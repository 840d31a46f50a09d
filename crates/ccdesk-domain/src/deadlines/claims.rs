//! The owner's time-claim deadlines (E7.1, E7.3, P13), from the one
//! ledger of each game he plays (`ledger::game_ledger`):
//!
//! - a claim that the opponent exceeded the time limit in a control
//!   period, not yet made: by E7.1 it goes to the TD at the latest with
//!   the owner's reply to the opponent's control move of that period, so
//!   it is dated once that control move is in and the reply is the
//!   owner's next move, on the day that move is due (the same day as the
//!   move's own deadline); under a claim window (P13) it is dated
//!   [`ClaimDeadline::By`]. A claim whose time has passed is left out:
//!   it can no longer be made.
//! - a claim against the owner that waits for his protest: the last day a
//!   protest may reach the TD (E7.3).
//!
//! Server games run on the server's clock and are left out.

use chrono::NaiveDate;
use shakmaty::Color;

use super::{Deadline, add_days, players};
use crate::ledger::{ClaimDeadline, ClaimStanding, DueItem, Ledger, RuleSet, game_ledger};
use crate::project::Project;

fn colour_word(colour: Color) -> &'static str {
    match colour {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The control periods in which `offender` passed its allowance, in order.
fn excess_periods(ledger: &Ledger, offender: Color) -> Vec<u32> {
    let mut periods: Vec<u32> = ledger
        .rows
        .iter()
        .filter(|r| r.colour == offender && r.total > r.allowance)
        .map(|r| r.period)
        .collect();
    periods.dedup();
    periods
}

/// Adds the owner's claim and protest deadlines on `today` to `out`.
pub(super) fn claim_deadlines(project: &Project, today: NaiveDate, out: &mut Vec<Deadline>) {
    for (item, id, game) in super::ledger_due_games(project, today) {
        let (Some(me), Ok(rules), Ok(ledger)) = (
            project.owner_side(game),
            project.rules_of(game),
            game_ledger(project, id),
        ) else {
            continue;
        };
        let names = players(project, game);
        let offender = !me;
        for period in excess_periods(&ledger, offender) {
            if game
                .clock
                .claims
                .iter()
                .any(|c| c.claimant == me && c.period == period)
            {
                continue;
            }
            let Some((date, rule, how)) =
                claim_date(rules, &ledger, &item, me, offender, period, today)
            else {
                continue;
            };
            let control = rules.control.control_move(period);
            let first = control.saturating_sub(rules.control.moves) + 1;
            out.push(Deadline {
                date,
                game: Some(id),
                rule,
                what: format!(
                    "time claim in {id} ({names}): {} exceeded the time limit in moves {first}-{control}; claim {how}",
                    colour_word(offender)
                ),
                key: format!("{id}-claim-{period}"),
            });
        }
        for (index, claim) in game.clock.claims.iter().enumerate() {
            if claim.offender() != me {
                continue;
            }
            if let ClaimStanding::AwaitingProtest { until } = claim.standing(rules, today) {
                out.push(Deadline {
                    date: until,
                    game: Some(id),
                    rule: "E7.3".to_owned(),
                    what: format!(
                        "protest in {id} ({names}) against {}'s time claim received {}: to reach the TD by {until}, else the claim is conceded",
                        colour_word(claim.claimant),
                        claim.received
                    ),
                    key: format!("{id}-protest-{index}"),
                });
            }
        }
    }
}

/// The day a claim about `offender`'s excess in `period` is due, its rule
/// and how it is made; `None` while it cannot be dated or once its time
/// has passed.
fn claim_date(
    rules: &RuleSet,
    ledger: &Ledger,
    item: &DueItem,
    me: Color,
    offender: Color,
    period: u32,
    today: NaiveDate,
) -> Option<(NaiveDate, String, String)> {
    match ledger.claim_deadline(rules, offender, period)? {
        ClaimDeadline::By(date) if date >= today => Some((
            date,
            rules.citations.excess.clone(),
            format!(
                "within {} days of receiving the move that showed it",
                rules.claim_window_days.unwrap_or_default()
            ),
        )),
        ClaimDeadline::By(_) => None,
        ClaimDeadline::WithReplyTo {
            claimant_move,
            control_move,
            sent: None,
            ..
        } => {
            let control_in = ledger
                .rows
                .iter()
                .any(|r| r.colour == offender && r.number == control_move);
            let replying = item.my_move && ledger.summary(me).next_move == claimant_move;
            (control_in && replying).then(|| {
                (
                    add_days(today, item.days_left),
                    "E7.1".to_owned(),
                    format!(
                        "at the latest with my move {claimant_move}, the reply to {}'s move {control_move}",
                        colour_word(offender)
                    ),
                )
            })
        }
        ClaimDeadline::WithReplyTo { sent: Some(_), .. } => None,
    }
}
