//! Properties of the clock ledger over generated games.

#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;

use ccdesk::domain::ledger::{LeaveBooking, Ledger, LedgerInput, MoveEntry, RuleSet};
use chrono::{Days, NaiveDate};
use proptest::prelude::*;
use shakmaty::Color;

/// A generated game: rule set, moves with stated dates, leave.
#[derive(Debug, Clone)]
struct Game {
    postal: bool,
    input: LedgerInput,
}

fn rules(postal: bool) -> RuleSet {
    let mut rules = if postal {
        RuleSet::postal()
    } else {
        RuleSet::email()
    };
    // A listed holiday, so both kinds of excluded day occur under postal.
    if postal {
        rules.excluded_dates.push(day0() + Days::new(40));
    }
    rules
}

fn day0() -> NaiveDate {
    NaiveDate::from_ymd_opt(2025, 11, 3).unwrap_or_default()
}

fn game_strategy() -> impl Strategy<Value = Game> {
    (
        any::<bool>(),
        prop::collection::vec((0u64..4, 0u64..25), 1..30),
        prop::collection::vec((any::<bool>(), 0u64..200, 0u64..40), 0..4),
    )
        .prop_map(|(postal, spans, bookings)| {
            let mut moves = Vec::new();
            let mut received = day0();
            for (i, (gap, think)) in spans.iter().enumerate() {
                let colour = if i % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let number = (i / 2 + 1) as u32;
                if i > 0 {
                    received = received + Days::new(*gap);
                }
                let sent = received + Days::new(*think);
                moves.push(MoveEntry::new(colour, number, Some(received), sent));
                received = sent;
            }
            let leave = bookings
                .iter()
                .map(|(white, start, len)| {
                    let colour = if *white { Color::White } else { Color::Black };
                    let from = day0() + Days::new(*start);
                    LeaveBooking::new(colour, from, from + Days::new(*len))
                })
                .collect();
            Game {
                postal,
                input: LedgerInput {
                    moves,
                    leave,
                    ..LedgerInput::default()
                },
            }
        })
}

/// The leave days of `colour` straight from the definition: inside a
/// booking, before the side's first send inside that booking, and within the
/// allowance when taken in date order.
fn leave_by_definition(rules: &RuleSet, input: &LedgerInput, colour: Color) -> Vec<NaiveDate> {
    let sends: Vec<NaiveDate> = input
        .moves
        .iter()
        .filter(|m| m.colour == colour)
        .map(|m| m.sent)
        .collect();
    let mut kept = std::collections::BTreeSet::new();
    for b in input.leave.iter().filter(|b| b.colour == colour) {
        let first_send = sends.iter().filter(|s| b.contains(**s)).min();
        for day in b.from.iter_days().take_while(|d| *d <= b.to) {
            if first_send.is_none_or(|s| day < *s) {
                kept.insert(day);
            }
        }
    }
    let mut used: BTreeMap<Option<i32>, u32> = BTreeMap::new();
    let mut out = Vec::new();
    for day in kept {
        let n = used.entry(rules.leave.period_key(day)).or_insert(0);
        if *n < rules.leave.days {
            *n += 1;
            out.push(day);
        }
    }
    out
}

proptest! {
    #[test]
    fn sum_of_days_is_intervals_minus_leave_and_excluded_days(game in game_strategy()) {
        let rules = rules(game.postal);
        let ledger = Ledger::compute(&rules, &game.input).unwrap();
        let leave = [
            leave_by_definition(&rules, &game.input, Color::White),
            leave_by_definition(&rules, &game.input, Color::Black),
        ];
        let mut sums = [0u32, 0u32];
        for row in &ledger.rows {
            let side = usize::from(row.colour == Color::Black);
            let interval: Vec<NaiveDate> = row
                .received
                .iter_days()
                .skip(1)
                .take_while(|d| *d <= row.sent)
                .collect();
            let excluded = interval.iter().filter(|d| rules.is_excluded(**d)).count() as u32;
            let on_leave = interval
                .iter()
                .filter(|d| !rules.is_excluded(**d) && leave[side].contains(d))
                .count() as u32;
            prop_assert_eq!(row.days.days, interval.len() as u32 - excluded - on_leave);
            prop_assert_eq!(row.days.calendar_days, interval.len() as u32);
            prop_assert_eq!(row.days.excluded_days(), excluded);
            prop_assert_eq!(row.days.leave_days, on_leave);
            sums[side] += row.days.days;
            prop_assert_eq!(row.total, sums[side]);
        }
        prop_assert_eq!(ledger.white.total, sums[0]);
        prop_assert_eq!(ledger.black.total, sums[1]);
    }

    #[test]
    fn moving_a_sent_date_later_never_lowers_a_total(
        game in game_strategy(),
        pick in any::<prop::sample::Index>(),
        shift in 1u64..30,
    ) {
        let rules = rules(game.postal);
        let before = Ledger::compute(&rules, &game.input).unwrap();
        // The reply cannot arrive before it was sent: stay on or before the
        // next move's received date. A postmark never falls on a day
        // without collection.
        let moves = &game.input.moves;
        let room = |i: usize| {
            moves
                .get(i + 1)
                .and_then(|m| m.received)
                .map_or(shift, |l| (l - moves[i].sent).num_days().max(0) as u64)
        };
        let movable: Vec<usize> = (0..moves.len()).filter(|i| room(*i) > 0).collect();
        prop_assume!(!movable.is_empty());
        let i = movable[pick.index(movable.len())];
        let mut new_sent = moves[i].sent + Days::new(1 + (shift - 1) % room(i));
        while rules.is_excluded(new_sent) && new_sent > moves[i].sent {
            new_sent = new_sent.pred_opt().unwrap();
        }
        prop_assume!(new_sent > moves[i].sent);
        // A reply sent during leave cancels the rest of that leave (E8.4),
        // which frees allowance for a later booking (E8.1, P11) and rightly
        // lowers a later move's days: found by this property (postal, 3 +
        // 14 days booked, a reply moved into the first booking).
        prop_assume!(!game.input.leave.iter().any(|l| l.colour == moves[i].colour && l.from <= new_sent && new_sent <= l.to));
        let mut input = game.input.clone();
        input.moves[i].sent = new_sent;
        let after = Ledger::compute(&rules, &input).unwrap();
        let colour = input.moves[i].colour;
        for (old, new) in before.rows.iter().zip(&after.rows) {
            if old.colour == colour {
                prop_assert!(new.total >= old.total, "row {} {:?}: {} -> {}", old.number, colour, old.total, new.total);
            }
        }
        prop_assert!(after.summary(colour).total >= before.summary(colour).total);
    }
}
