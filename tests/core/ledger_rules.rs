//! The clock ledger against the rule texts: each case is worked out by hand
//! and names the rule it checks.

#![allow(clippy::unwrap_used)]

use ccdesk::domain::ledger::{
    Claim, ClaimDeadline, ClaimDecision, ControlWarning, DateField, LeaveBooking, Ledger,
    LedgerInput, MoveEntry, Penalty, PenaltyReason, RuleSet, Status,
};
use chrono::{Days, NaiveDate};
use shakmaty::Color;

fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, day).unwrap()
}

/// A game where White's move `k` takes `spans[k].0` days and Black's
/// `spans[k].1` days; every received date is stated as the opponent's sent
/// date plus one day, so under email each move costs exactly its span.
fn game(start: NaiveDate, spans: &[(u64, u64)]) -> Vec<MoveEntry> {
    let mut moves = Vec::new();
    let mut received = start;
    for (i, (w, b)) in spans.iter().enumerate() {
        let n = i as u32 + 1;
        let sent = received + Days::new(*w);
        moves.push(MoveEntry::new(Color::White, n, Some(received), sent));
        let b_received = sent + Days::new(1);
        let b_sent = b_received + Days::new(*b);
        moves.push(MoveEntry::new(Color::Black, n, Some(b_received), b_sent));
        received = b_sent + Days::new(1);
    }
    moves
}

fn compute(rules: &RuleSet, input: &LedgerInput) -> Ledger {
    Ledger::compute(rules, input).unwrap()
}

fn moves_only(moves: Vec<MoveEntry>) -> LedgerInput {
    LedgerInput {
        moves,
        ..LedgerInput::default()
    }
}

fn black_rows(ledger: &Ledger) -> Vec<(u32, u32, u32, Status)> {
    ledger
        .rows
        .iter()
        .filter(|r| r.colour == Color::Black)
        .map(|r| (r.number, r.total, r.allowance, r.status))
        .collect()
}

#[test]
fn e6_1_forty_days_by_the_tenth_move_is_within_the_limit() {
    // rule: E6.1
    // Black uses 4 days on each of its first 10 moves: 40 = 40, ok.
    let spans = [(0, 4); 10];
    let ledger = compute(&RuleSet::email(), &moves_only(game(d(2026, 1, 1), &spans)));
    assert_eq!(black_rows(&ledger).last(), Some(&(10, 40, 40, Status::Ok)));
    assert_eq!(ledger.black.days_left, 40); // next move 11: 80 - 40
    // One more day on move 10 passes the limit.
    let mut spans = spans;
    spans[9].1 = 5;
    let ledger = compute(&RuleSet::email(), &moves_only(game(d(2026, 1, 1), &spans)));
    assert_eq!(
        black_rows(&ledger).last(),
        Some(&(10, 41, 40, Status::Exceeded))
    );
}

#[test]
fn e6_3_time_saved_is_carried_forward_across_three_controls() {
    // rule: E6.3
    // Black: 10 days on moves 1-3 (30), 0 on 4-10 (30 <= 40, 10 saved);
    // 45 on move 11: 75 <= 80 only thanks to the 10 carried;
    // 0 on 12-20 (75); 44 on move 21: 119 <= 120; 1 on 22: 120 <= 120;
    // 1 on 23: 121 > 120, the first excess.
    let mut spans = vec![(0u64, 0u64); 23];
    for s in spans.iter_mut().take(3) {
        s.1 = 10;
    }
    spans[10].1 = 45;
    spans[20].1 = 44;
    spans[21].1 = 1;
    spans[22].1 = 1;
    let ledger = compute(&RuleSet::email(), &moves_only(game(d(2026, 1, 1), &spans)));
    let rows = black_rows(&ledger);
    assert_eq!(rows[9], (10, 30, 40, Status::Ok));
    assert_eq!(rows[10], (11, 75, 80, Status::Ok));
    assert_eq!(rows[19], (20, 75, 80, Status::Ok));
    assert_eq!(rows[20], (21, 119, 120, Status::Ok));
    assert_eq!(rows[21], (22, 120, 120, Status::Ok));
    assert_eq!(rows[22], (23, 121, 120, Status::Exceeded));
    // The warning comes at once, seven moves before the 30th move.
    assert_eq!(ledger.black.days_left, -1);
    assert_eq!(
        ledger.black.warning,
        Some(ControlWarning::CannotMeetControl {
            control_move: 30,
            allowance: 120,
            total: 121
        })
    );
    assert_eq!(ledger.white.warning, None);
}

#[test]
fn e6_2_and_e7_5_exceeded_once_then_forfeit_in_a_later_period() {
    // rule: E6.2
    // rule: E7.5
    // Black: 41 days on move 1 (exceeded); 0 until move 11 (still
    // exceeded, 41 <= 80 in period 2); 40 on move 12: 81 > 80, forfeit.
    let mut spans = vec![(0u64, 0u64); 13];
    spans[0].1 = 41;
    spans[11].1 = 40;
    let ledger = compute(&RuleSet::email(), &moves_only(game(d(2026, 1, 1), &spans)));
    let rows = black_rows(&ledger);
    assert_eq!(rows[0], (1, 41, 40, Status::Exceeded));
    assert_eq!(rows[10], (11, 41, 80, Status::Exceeded));
    assert_eq!(rows[11], (12, 81, 80, Status::Forfeit));
    assert_eq!(rows[12], (13, 81, 80, Status::Forfeit));
    assert_eq!(ledger.black.status, Status::Forfeit);
    assert!(ledger.rows[23].explanation.status.contains("E7.5"));
}

#[test]
fn p13_postal_first_excess_loses_and_claim_within_seven_days() {
    // rule: P13
    // Postal, from Mon 2 Mar 2026. Black move 1: received 3 Mar, 25
    // calendar days to 28 Mar: minus Sundays 8, 15, 22 Mar = 22 > 20.
    let moves = game(d(2026, 3, 2), &[(0, 25), (0, 0)]);
    let rules = RuleSet::postal();
    let ledger = compute(&rules, &moves_only(moves));
    assert_eq!(black_rows(&ledger)[0], (1, 22, 20, Status::Forfeit));
    // White received it on 29 Mar (the next row's received date): the
    // claim must be made by 5 Apr.
    assert_eq!(
        ledger.claim_deadline(&rules, Color::Black, 1),
        Some(ClaimDeadline::By(d(2026, 4, 5)))
    );
    assert_eq!(ledger.claim_deadline(&rules, Color::White, 1), None);
}

#[test]
fn e7_1_claim_at_the_latest_with_the_reply_to_the_tenth_move() {
    // rule: E7.1
    // Black exceeded in moves 1-10: White must claim with its 11th move,
    // the reply to Black's 10th.
    let mut spans = vec![(0u64, 0u64); 11];
    spans[2].1 = 50;
    let moves = game(d(2026, 1, 1), &spans);
    let white_11_sent = moves[20].sent;
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    assert_eq!(
        ledger.claim_deadline(&RuleSet::email(), Color::Black, 1),
        Some(ClaimDeadline::WithReplyTo {
            claimant: Color::White,
            claimant_move: 11,
            control_move: 10,
            sent: Some(white_11_sent),
        })
    );
    // White exceeding: Black replies to White's 10th with its own 10th.
    assert!(matches!(
        ledger.claim_deadline(&RuleSet::email(), Color::White, 1),
        Some(ClaimDeadline::WithReplyTo {
            claimant_move: 10,
            ..
        })
    ));
}

/// Black: 20, 15, 10 days on moves 1-3 (45 > 40, exceeded at move 3);
/// move 4: received 22 Feb, sent 4 Mar (10 days); move 5: 31 days.
fn claim_game() -> Vec<MoveEntry> {
    let moves = game(
        d(2026, 1, 1),
        &[(0, 20), (0, 15), (0, 10), (0, 10), (0, 31)],
    );
    assert_eq!(moves[5].sent, d(2026, 2, 20)); // Black 3
    assert_eq!(moves[7].received, Some(d(2026, 2, 22))); // Black 4
    assert_eq!(moves[7].sent, d(2026, 3, 4));
    moves
}

#[test]
fn e7_4_upheld_claim_starts_a_new_count_from_its_receipt() {
    // rule: E7.4
    // rule: E7.5
    // White claims with its 4th move on 21 Feb; Black receives the claim on
    // 22 Feb and the TD upholds it. Black's count restarts on 22 Feb: move
    // 4 counts 23 Feb - 4 Mar = 10 days, total 10 of a fresh 40. Move 5
    // adds 31: 41 > 40, a second excess under the new count: forfeit.
    let claim = Claim {
        claimant: Color::White,
        period: 1,
        sent: d(2026, 2, 21),
        received: d(2026, 2, 22),
        protest: None,
        decision: Some(ClaimDecision::Upheld),
    };
    let input = LedgerInput {
        moves: claim_game(),
        claims: vec![claim.clone()],
        ..LedgerInput::default()
    };
    let ledger = compute(&RuleSet::email(), &input);
    let rows = black_rows(&ledger);
    assert_eq!(rows[2], (3, 45, 40, Status::Exceeded));
    assert_eq!(rows[3], (4, 10, 40, Status::Exceeded));
    assert!(ledger.rows[7].restarted);
    assert!(
        ledger.rows[7]
            .explanation
            .total
            .contains("restarted on 22 Feb (E7.4)")
    );
    assert_eq!(rows[4], (5, 41, 40, Status::Forfeit));
    assert_eq!(ledger.restarts, [None, Some(d(2026, 2, 22))]);

    // Without the claim the count runs on: 55, then 86, one excess only.
    let ledger = compute(&RuleSet::email(), &moves_only(claim_game()));
    let rows = black_rows(&ledger);
    assert_eq!(rows[3], (4, 55, 40, Status::Exceeded));
    assert_eq!(rows[4], (5, 86, 40, Status::Exceeded));

    // A dismissed claim restarts nothing.
    let dismissed = Claim {
        decision: Some(ClaimDecision::Dismissed {
            no_further_claims: false,
        }),
        ..claim
    };
    let input = LedgerInput {
        moves: claim_game(),
        claims: vec![dismissed],
        ..LedgerInput::default()
    };
    assert_eq!(black_rows(&compute(&RuleSet::email(), &input))[3].1, 55);
}

#[test]
fn e7_3_conceded_claim_restarts_like_an_upheld_one() {
    // rule: E7.3
    // No protest reached the TD by 8 Mar (22 Feb + 14): on 9 Mar the claim
    // stands conceded, and recorded as such it restarts the count.
    let rules = RuleSet::email();
    let mut claim = Claim {
        claimant: Color::White,
        period: 1,
        sent: d(2026, 2, 21),
        received: d(2026, 2, 22),
        protest: None,
        decision: None,
    };
    assert_eq!(claim.protest_deadline(&rules), d(2026, 3, 8));
    assert_eq!(
        claim.standing(&rules, d(2026, 3, 9)),
        ccdesk::domain::ledger::ClaimStanding::Decided(ClaimDecision::Conceded)
    );
    claim.decision = Some(ClaimDecision::Conceded);
    let input = LedgerInput {
        moves: claim_game(),
        claims: vec![claim],
        ..LedgerInput::default()
    };
    assert_eq!(black_rows(&compute(&rules, &input))[3].1, 10);
}

#[test]
fn e6_5_conditional_move_counts_in_the_time_of_the_reply() {
    // rule: E6.5
    // 1.e4 (1 Jan) e5 (received 2 Jan, sent 5 Jan: 3) 2.Nf3 (received 6
    // Jan, sent 8 Jan: 2) proposing "2...Nc6 3.Bb5". Black receives it on 9
    // Jan and plays 2...Nc6, so 3.Bb5 is played from the proposal: 0 days
    // for White. Black sends 2...Nc6 3...a6 together on 15 Jan: 6 days in
    // all, and 3...a6 (received with Black's own 2...Nc6) adds 0.
    // 4.Ba4: received 16 Jan (assumed), sent 18 Jan: 2.
    let mut bb5 = MoveEntry::new(Color::White, 3, None, d(2026, 1, 8)).with_san("Bb5");
    bb5.conditional = true;
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 1, 1)), d(2026, 1, 1)).with_san("e4"),
        MoveEntry::new(Color::Black, 1, Some(d(2026, 1, 2)), d(2026, 1, 5)).with_san("e5"),
        MoveEntry::new(Color::White, 2, Some(d(2026, 1, 6)), d(2026, 1, 8)).with_san("Nf3"),
        MoveEntry::new(Color::Black, 2, Some(d(2026, 1, 9)), d(2026, 1, 15)).with_san("Nc6"),
        bb5,
        MoveEntry::new(Color::Black, 3, None, d(2026, 1, 15)).with_san("a6"),
        MoveEntry::new(Color::White, 4, None, d(2026, 1, 18)).with_san("Ba4"),
    ];
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    let days: Vec<u32> = ledger.rows.iter().map(|r| r.days.days).collect();
    assert_eq!(days, [0, 3, 2, 6, 0, 0, 2]);
    assert!(ledger.rows[4].conditional);
    assert!(ledger.rows[4].explanation.days.contains("(E6.5)"));
    assert_eq!(ledger.rows[5].received, d(2026, 1, 15));
    assert_eq!(ledger.rows[6].received, d(2026, 1, 16));
    assert_eq!(ledger.white.total, 4);
    assert_eq!(ledger.black.total, 9);
}

#[test]
fn e6_6_five_penalty_days_for_an_illegal_move() {
    // rule: E6.6
    // Black's second move was illegal: 5 days are added with it.
    // Black 2 took 3 days: 3 + 5 = 8 on top of move 1's 2 = 10.
    let input = LedgerInput {
        moves: game(d(2026, 1, 1), &[(1, 2), (1, 3)]),
        penalties: vec![Penalty::new(Color::Black, 2, PenaltyReason::IllegalMove)],
        ..LedgerInput::default()
    };
    let ledger = compute(&RuleSet::email(), &input);
    let row = &ledger.rows[3];
    assert_eq!((row.days.days, row.penalty_days, row.total), (3, 5, 10));
    assert_eq!(row.explanation.penalty, "+5 days (E6.6): illegal move");
    assert_eq!(ledger.white.total, 2);
}

#[test]
fn p09_postal_time_until_correction_counts_against_the_offender() {
    // rule: P09
    // Black's second move was illegible; Black received the query on Fri
    // 20 Mar 2026 and posted the correction on Tue 24 Mar: 21-24 Mar = 4
    // days minus Sunday 22 Mar = 3 penalty days.
    let mut penalty = Penalty::new(Color::Black, 2, PenaltyReason::IllegibleMove);
    penalty.referred = Some(d(2026, 3, 20));
    penalty.corrected = Some(d(2026, 3, 24));
    let input = LedgerInput {
        moves: game(d(2026, 3, 2), &[(0, 1), (0, 1)]),
        penalties: vec![penalty.clone()],
        ..LedgerInput::default()
    };
    let ledger = compute(&RuleSet::postal(), &input);
    assert_eq!(ledger.rows[3].penalty_days, 3);
    assert!(ledger.rows[3].explanation.penalty.contains("(P09)"));
    // Until the correction is posted nothing is added.
    penalty.corrected = None;
    let input = LedgerInput {
        penalties: vec![penalty],
        ..input
    };
    assert_eq!(compute(&RuleSet::postal(), &input).rows[3].penalty_days, 0);
}

#[test]
fn e2_6_to_e2_8_recorded_dates_and_e2_11_time_and_total() {
    // rule: E2.6-8
    // rule: E2.11
    // rule: P04
    // The stated received and sent dates are kept; each row records the
    // days used for the move and the game's accumulated time.
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 4, 1)), d(2026, 4, 3)),
        MoveEntry::new(Color::Black, 1, Some(d(2026, 4, 4)), d(2026, 4, 9)),
        MoveEntry::new(Color::White, 2, Some(d(2026, 4, 10)), d(2026, 4, 17)),
    ];
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    let r = &ledger.rows[2];
    assert_eq!(
        (r.received, r.sent, r.received_assumed),
        (d(2026, 4, 10), d(2026, 4, 17), false)
    );
    assert_eq!((r.days.days, r.total), (7, 9));
    assert_eq!(r.explanation.days, "7 days: received 10 Apr, sent 17 Apr");
    assert_eq!(
        r.explanation.total,
        "9 days in all: 2 before, 7 for this move"
    );
}

#[test]
fn e2_9_and_e2_12_missing_received_date_is_assumed_one_day_after_sending() {
    // rule: E2.9
    // rule: E2.12
    // Black gave no received date for White's move of 3 Apr: 4 Apr is
    // assumed, and the ledger says so.
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 4, 1)), d(2026, 4, 3)),
        MoveEntry::new(Color::Black, 1, None, d(2026, 4, 9)),
    ];
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    let r = &ledger.rows[1];
    assert!(r.received_assumed);
    assert_eq!((r.received, r.days.days), (d(2026, 4, 4), 5));
    assert_eq!(
        r.explanation.days,
        "5 days: received 4 Apr (assumed: sent 3 Apr + 1 day in transit, E2.9), sent 9 Apr"
    );
}

#[test]
fn p05_postal_assumes_two_days_in_transit() {
    // rule: P05
    // Posted Mon 2 Mar; received assumed Wed 4 Mar; reply Thu 5 Mar: 1 day.
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 3, 2)), d(2026, 3, 2)),
        MoveEntry::new(Color::Black, 1, None, d(2026, 3, 5)),
    ];
    let ledger = compute(&RuleSet::postal(), &moves_only(moves));
    assert_eq!(ledger.rows[1].received, d(2026, 3, 4));
    assert_eq!(ledger.rows[1].days.days, 1);
}

#[test]
fn e2_10_corrected_sent_date_is_used_and_shown() {
    // rule: E2.10
    // Black stated 8 Apr; the message was mailed on 10 Apr. The corrected
    // date counts (received 4 Apr: 6 days) and the stated one stays.
    let mut black = MoveEntry::new(Color::Black, 1, Some(d(2026, 4, 4)), d(2026, 4, 8));
    black.correct(DateField::Sent, d(2026, 4, 10), Some(d(2026, 4, 12)));
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 4, 1)), d(2026, 4, 3)),
        black,
    ];
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    let r = &ledger.rows[1];
    assert!(r.corrected);
    assert_eq!(r.days.days, 6);
    assert!(
        r.explanation
            .days
            .ends_with("sent date corrected from 8 Apr (E2.10)")
    );
}

#[test]
fn p08_sundays_and_holidays_in_a_game() {
    // rule: P08
    // Postal, Good Friday 3 Apr and Easter Monday 6 Apr 2026 listed.
    // White 1: received Wed 1 Apr, posted Tue 7 Apr: 2-7 Apr = 6 days minus
    // 3 Apr, Sunday 5 Apr and 6 Apr = 3.
    // Black 1: received and posted Thu 9 Apr: 0 (same day).
    let mut rules = RuleSet::postal();
    rules.excluded_dates = vec![d(2026, 4, 3), d(2026, 4, 6)];
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 4, 1)), d(2026, 4, 7)),
        MoveEntry::new(Color::Black, 1, Some(d(2026, 4, 9)), d(2026, 4, 9)),
    ];
    let ledger = compute(&rules, &moves_only(moves));
    assert_eq!(ledger.rows[0].days.days, 3);
    assert_eq!(
        ledger.rows[0].explanation.days,
        "3 days: received 1 Apr, sent 7 Apr, minus 1 Sunday (P08), minus 2 listed days without collection (P08)"
    );
    assert_eq!(ledger.rows[1].days.days, 0);
    assert!(ledger.rows[1].explanation.days.contains("same-day reply"));
}

#[test]
fn e8_3_td_granted_leave_stops_the_clock_beyond_thirty_days() {
    // rule: E8.3
    // rule: E8.1
    // Black's ordinary 30 days are booked 1-30 Jun 2026; the TD grants 10
    // more, 1-10 Jul. Black received White's move on 31 May and replies on
    // 15 Jul: 1 Jun - 15 Jul = 45 days, 40 of them leave: 5 days.
    let mut granted = LeaveBooking::new(Color::Black, d(2026, 7, 1), d(2026, 7, 10));
    granted.granted_by_td = true;
    let input = LedgerInput {
        moves: vec![
            MoveEntry::new(Color::White, 1, Some(d(2026, 5, 30)), d(2026, 5, 30)),
            MoveEntry::new(Color::Black, 1, Some(d(2026, 5, 31)), d(2026, 7, 15)),
        ],
        leave: vec![
            LeaveBooking::new(Color::Black, d(2026, 6, 1), d(2026, 6, 30)),
            granted.clone(),
        ],
        ..LedgerInput::default()
    };
    let ledger = compute(&RuleSet::email(), &input);
    assert_eq!(ledger.rows[1].days.days, 5);
    assert_eq!(ledger.rows[1].days.leave_days, 40);
    // Without the TD's grant the July days run: 15 days.
    let input = LedgerInput {
        leave: vec![
            LeaveBooking::new(Color::Black, d(2026, 6, 1), d(2026, 6, 30)),
            LeaveBooking {
                granted_by_td: false,
                ..granted
            },
        ],
        ..input
    };
    assert_eq!(compute(&RuleSet::email(), &input).rows[1].days.days, 15);
}

#[test]
fn e8_4_replying_during_leave_cancels_the_rest_of_it() {
    // rule: E8.4
    // White books 10-30 Jun 2026 but replies on 14 Jun: 10-13 Jun are
    // leave, 14-30 Jun are cancelled and the clock runs on them.
    let input = LedgerInput {
        moves: vec![
            MoveEntry::new(Color::White, 1, Some(d(2026, 6, 1)), d(2026, 6, 1)),
            MoveEntry::new(Color::Black, 1, Some(d(2026, 6, 2)), d(2026, 6, 3)),
            MoveEntry::new(Color::White, 2, Some(d(2026, 6, 4)), d(2026, 6, 14)),
            MoveEntry::new(Color::Black, 2, Some(d(2026, 6, 15)), d(2026, 6, 16)),
            MoveEntry::new(Color::White, 3, Some(d(2026, 6, 17)), d(2026, 6, 20)),
        ],
        leave: vec![LeaveBooking::new(
            Color::White,
            d(2026, 6, 10),
            d(2026, 6, 30),
        )],
        ..LedgerInput::default()
    };
    let ledger = compute(&RuleSet::email(), &input);
    // White 2: 5-14 Jun = 10 days minus 10-13 Jun (4 leave) = 6.
    assert_eq!(ledger.rows[2].days.days, 6);
    // White 3: 18-20 Jun = 3, the leave being cancelled.
    assert_eq!(ledger.rows[4].days.days, 3);
    assert_eq!(ledger.leave(Color::White).cancelled.len(), 17);
}

#[test]
fn days_left_for_a_side_without_moves() {
    // rule: E6.1
    let moves = vec![MoveEntry::new(
        Color::White,
        1,
        Some(d(2026, 4, 1)),
        d(2026, 4, 3),
    )];
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    assert_eq!(
        (
            ledger.black.total,
            ledger.black.next_move,
            ledger.black.days_left
        ),
        (0, 1, 40)
    );
    assert_eq!(ledger.side_to_move(), Color::Black);
}

#[test]
fn clock_as_of_today_warns_before_the_control() {
    // rule: E6.3
    // Black received White's move on 4 Apr (assumed) and has not replied by
    // 20 May: 46 days running, 46 > 40: the 10th-move control can no
    // longer be met, though Black has not moved yet.
    let moves = vec![MoveEntry::new(
        Color::White,
        1,
        Some(d(2026, 4, 1)),
        d(2026, 4, 3),
    )];
    let ledger = compute(&RuleSet::email(), &moves_only(moves));
    let clock = ledger.clock_as_of(&RuleSet::email(), Color::Black, d(2026, 5, 20), None);
    assert!(clock.to_move);
    assert_eq!((clock.running.days, clock.days_left), (46, -6));
    assert!(clock.warning.is_some());
    let white = ledger.clock_as_of(&RuleSet::email(), Color::White, d(2026, 5, 20), None);
    assert_eq!((white.to_move, white.days_left), (false, 38));
}

#[test]
fn e3_1_silence_deadlines_of_a_game() {
    // rule: E3.1
    // rule: E3.3
    // Black's last move was sent on 9 Apr: repeat on 23 Apr, lost 19 May.
    let moves = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 4, 1)), d(2026, 4, 3)),
        MoveEntry::new(Color::Black, 1, None, d(2026, 4, 9)),
    ];
    let rules = RuleSet::email();
    let silence = compute(&rules, &moves_only(moves))
        .silence(&rules, None)
        .unwrap();
    assert_eq!(silence.waiting, Color::Black);
    assert_eq!(silence.repeat_due, d(2026, 4, 23));
    assert_eq!(silence.escalate_due, d(2026, 5, 7));
    assert_eq!(silence.may_score_lost, Some(d(2026, 5, 19)));
}

#[test]
fn bad_entries_are_refused_with_their_index() {
    let rules = RuleSet::email();
    let white_first = MoveEntry::new(Color::White, 1, None, d(2026, 4, 3));
    let err = Ledger::compute(&rules, &moves_only(vec![white_first])).unwrap_err();
    assert_eq!(err.index, 0);
    let late = vec![
        MoveEntry::new(Color::White, 1, Some(d(2026, 4, 1)), d(2026, 4, 3)),
        MoveEntry::new(Color::Black, 1, Some(d(2026, 4, 5)), d(2026, 4, 4)),
    ];
    assert_eq!(
        Ledger::compute(&rules, &moves_only(late))
            .unwrap_err()
            .index,
        1
    );
}
