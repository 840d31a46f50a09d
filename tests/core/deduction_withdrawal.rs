//! Deductions withdrawn and payments removed, worked by hand on the
//! module's season of `tournament_admin` (Hutton 4 x 2: A1-B1, C1-D1,
//! A2-C2, B2-D2). Before any deduction the table is Alpha 3 game points
//! (board count 1x2 + 2x1 = 4), Charlie 2 (1x1 + 2x1 = 3), Bravo 2
//! (2x2 = 4), Delta 1 (1x1 = 1).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::ids::{CompanyId, PlayerId, TeamId};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::TournamentCommand as T;
use ccdesk::domain::tournament::TournamentError;
use ccdesk::domain::tournament::fees::{Money, accounts};
use ccdesk::domain::tournament::records::{
    DeductionRule, DeductionWithdrawal, FeeSchedule, Payment, PointDeduction, WithdrawalReason,
    WithdrawnDeduction,
};
use ccdesk::domain::tournament::results::{current_season, project_standings};
use ccdesk::domain::validate::rulings_due;
use ccdesk::io::results_csv::write_standings;
use chrono::NaiveDate;

use super::tournament_admin::{day, play_worked_season, project};

/// The table before any deduction (see the module's comment).
const BEFORE: &str = "place,team,game_points,board_count,tiebreak\n\
                      1,Alpha,3,4,points\n\
                      2,Charlie,2,3,board count\n\
                      3,Bravo,2,4,board count\n\
                      4,Delta,1,1,points\n";

/// Alpha 3 - 1 = 2, level with Charlie and Bravo; Charlie's board count 3
/// is lowest; Alpha and Bravo (4 each) go to elimination at board 2:
/// Alpha 2 - 1 (its board 2 point) = 1 against Bravo 2 - 2 = 0.
const ONE_OFF_ALPHA: &str = "place,team,game_points,board_count,tiebreak\n\
                             1,Charlie,2,3,board count\n\
                             2,Alpha,2,4,elimination at board 2\n\
                             3,Bravo,2,4,elimination at board 2\n\
                             4,Delta,1,1,points\n";

fn standings_csv(p: &Project) -> String {
    let table = project_standings(p, "Division 1").unwrap();
    let mut out = Vec::new();
    write_standings(&table, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// 1 game point off Alpha for an ineligible player, decided on 3 March.
fn one_point_off_alpha() -> PointDeduction {
    PointDeduction {
        team: TeamId(1),
        player: None,
        halves: 2,
        rule: DeductionRule::IneligiblePlayer,
        reason: "board 2 not eligible (C13)".into(),
        decided: day(2026, 3, 3),
    }
}

fn appeal(notified: NaiveDate, appealed: NaiveDate, ruled: NaiveDate) -> DeductionWithdrawal {
    DeductionWithdrawal {
        reason: WithdrawalReason::AppealUpheld { notified, appealed },
        date: ruled,
    }
}

fn withdraw(
    p: &mut Project,
    d: PointDeduction,
    w: DeductionWithdrawal,
) -> Result<String, DomainError> {
    apply(
        p,
        Command::Tournament(T::WithdrawDeduction {
            deduction: d,
            withdrawal: w,
        }),
    )
    .map(|e| e.summary.to_string())
}

/// The worked season with 1 game point off Alpha.
fn season_with_deduction() -> Project {
    let mut p = project(1);
    play_worked_season(&mut p);
    apply(
        &mut p,
        Command::Tournament(T::AddDeduction(one_point_off_alpha())),
    )
    .unwrap();
    assert_eq!(standings_csv(&p), ONE_OFF_ALPHA);
    p
}

// rule: C38 — notified on 4 March, Alpha's company appeals on 11 March (7
// days: in time); the Committee upholds it on 20 March. The table is as
// before the deduction, the deduction is kept as withdrawn, and undo gives
// back exactly the project with the deduction in force.
#[test]
fn c38_an_appeal_upheld_in_time_withdraws_the_deduction() {
    let mut p = season_with_deduction();
    let before = p.clone();
    let w = appeal(day(2026, 3, 4), day(2026, 3, 11), day(2026, 3, 20));
    let withdrawal = Command::Tournament(T::WithdrawDeduction {
        deduction: one_point_off_alpha(),
        withdrawal: w.clone(),
    });
    let event = apply(&mut p, withdrawal.clone()).unwrap();
    assert_eq!(
        event.summary,
        "withdrew the 1-point deduction from Alpha (C38): the Committee upheld the appeal of 2026-03-11 on 2026-03-20"
    );
    assert_eq!(standings_csv(&p), BEFORE);
    let records = &current_season(&p).unwrap().records;
    assert!(records.deductions.is_empty());
    assert_eq!(
        records.withdrawn_deductions,
        [WithdrawnDeduction {
            deduction: one_point_off_alpha(),
            withdrawal: w,
        }]
    );
    assert_eq!(
        records.withdrawn_deductions[0].withdrawal.by(),
        "the Committee"
    );
    let withdrawn = p.clone();
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
    assert_eq!(standings_csv(&p), ONE_OFF_ALPHA);
    // Redo: the withdrawal applied again withdraws it again, exactly.
    apply(&mut p, withdrawal).unwrap();
    assert_eq!(p, withdrawn);
    // Withdrawn already: a second withdrawal is refused and changes nothing.
    let refused = withdraw(
        &mut p,
        one_point_off_alpha(),
        appeal(day(2026, 3, 4), day(2026, 3, 11), day(2026, 3, 20)),
    )
    .unwrap_err();
    assert_eq!(
        refused,
        DomainError::Tournament(TournamentError::NoSuchDeduction {
            team: "Alpha".into(),
            points: "1".into(),
            decided: day(2026, 3, 3),
        })
    );
    assert_eq!(p, withdrawn);
}

// rule: C38 — "within seven days of being notified": notified on 4 March,
// an appeal of 12 March is 8 days after, refused with the rule; so are
// dates out of order. Each refusal changes nothing.
#[test]
fn c38_an_appeal_out_of_time_or_dates_out_of_order_are_refused() {
    let mut p = season_with_deduction();
    let before = p.clone();
    let refused = withdraw(
        &mut p,
        one_point_off_alpha(),
        appeal(day(2026, 3, 4), day(2026, 3, 12), day(2026, 3, 20)),
    )
    .unwrap_err();
    assert_eq!(
        refused,
        DomainError::Tournament(TournamentError::AppealOutOfTime {
            company: "Alpha".into(),
            notified: day(2026, 3, 4),
            appealed: day(2026, 3, 12),
            days: 8,
            rule: "C38",
        })
    );
    assert_eq!(
        refused.to_string(),
        "the appeal of 2026-03-12 came 8 days after Alpha was notified on 2026-03-04: an appeal is due within 7 days (C38)"
    );
    assert_eq!(p, before);
    // Notified on 2 March, before the decision of 3 March.
    let refused = withdraw(
        &mut p,
        one_point_off_alpha(),
        appeal(day(2026, 3, 2), day(2026, 3, 5), day(2026, 3, 20)),
    )
    .unwrap_err();
    assert_eq!(
        refused,
        DomainError::Tournament(TournamentError::WithdrawalDatesOutOfOrder {
            earlier: "the Organiser's decision",
            earlier_date: day(2026, 3, 3),
            later: "the notice to the company",
            later_date: day(2026, 3, 2),
            rule: "C38",
        })
    );
    // The Committee's decision of 10 March before the appeal of 11 March.
    let refused = withdraw(
        &mut p,
        one_point_off_alpha(),
        appeal(day(2026, 3, 4), day(2026, 3, 11), day(2026, 3, 10)),
    )
    .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "the Committee's decision (2026-03-10) cannot come before the appeal (2026-03-11) (C38)"
    );
    // A deduction never made (2 game points, not 1).
    let mut other = one_point_off_alpha();
    other.halves = 4;
    assert!(matches!(
        withdraw(
            &mut p,
            other,
            appeal(day(2026, 3, 4), day(2026, 3, 5), day(2026, 3, 6)),
        ),
        Err(DomainError::Tournament(
            TournamentError::NoSuchDeduction { .. }
        ))
    ));
    assert_eq!(p, before);
    assert_eq!(standings_csv(&p), ONE_OFF_ALPHA);
}

// rule: C15 — a deduction entered in error, taken out by the Organiser,
// no longer counts towards the 4 game points per player concerned: 4 in
// force refuse ½ more; withdrawn, 4 may be deducted again.
#[test]
fn c15_a_deduction_entered_in_error_frees_the_cap() {
    let mut p = project(1);
    let four = PointDeduction {
        team: TeamId(1),
        player: Some(PlayerId(1)),
        halves: 8,
        rule: DeductionRule::OrderOfStrength,
        reason: "boards out of order".into(),
        decided: day(2026, 2, 1),
    };
    let add = |p: &mut Project, halves: i64| {
        let mut d = four.clone();
        d.halves = halves;
        apply(p, Command::Tournament(T::AddDeduction(d)))
    };
    add(&mut p, 8).unwrap();
    assert!(matches!(
        add(&mut p, 1),
        Err(DomainError::Tournament(
            TournamentError::DeductionOverCap { .. }
        ))
    ));
    // Taken out on 31 January, before the decision of 1 February: refused.
    let refused = withdraw(
        &mut p,
        four.clone(),
        DeductionWithdrawal {
            reason: WithdrawalReason::EnteredInError,
            date: day(2026, 1, 31),
        },
    )
    .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "its correction (2026-01-31) cannot come before the decision (2026-02-01) (C15)"
    );
    let summary = withdraw(
        &mut p,
        four.clone(),
        DeductionWithdrawal {
            reason: WithdrawalReason::EnteredInError,
            date: day(2026, 2, 2),
        },
    )
    .unwrap();
    assert_eq!(
        summary,
        "withdrew the 4-point deduction from Alpha: entered in error, taken out by the Organiser on 2026-02-02"
    );
    let table = project_standings(&p, "Division 1").unwrap();
    let alpha = table.rows.iter().find(|r| r.team == "Alpha").unwrap();
    assert_eq!(alpha.working.points_deducted.to_string(), "0");
    add(&mut p, 8).unwrap();
    let table = project_standings(&p, "Division 1").unwrap();
    let alpha = table.rows.iter().find(|r| r.team == "Alpha").unwrap();
    assert_eq!(alpha.working.points_deducted.to_string(), "4");
}

// rule: C38 — a C14 breach ruled by a C15 deduction stays ruled when the
// Committee withdraws the deduction on appeal (its decision is final); a
// deduction entered in error ruled on nothing, so the ruling is due again.
#[test]
fn c38_a_ruling_withdrawn_on_appeal_stays_a_ruling() {
    let mut p = project(1);
    let team = p.team(TeamId(3)).unwrap().clone();
    let mut second = p.player(team.players[1]).unwrap().clone();
    second.rating = Some(2100);
    apply(&mut p, Command::UpdatePlayer(second)).unwrap();
    let d = PointDeduction {
        team: TeamId(3),
        player: None,
        halves: 2,
        rule: DeductionRule::OrderOfStrength,
        reason: "board 2 is the stronger".into(),
        decided: day(2026, 1, 5),
    };
    apply(&mut p, Command::Tournament(T::AddDeduction(d.clone()))).unwrap();
    let c14 = |p: &Project| {
        rulings_due(p)
            .into_iter()
            .find(|r| r.rule == "C14")
            .unwrap()
            .ruling
            .map(|r| r.to_string())
    };
    assert_eq!(
        c14(&p).as_deref(),
        Some("1 game points deducted on 2026-01-05 (C15)")
    );
    let mut in_error = p.clone();
    withdraw(
        &mut p,
        d.clone(),
        appeal(day(2026, 1, 6), day(2026, 1, 9), day(2026, 1, 20)),
    )
    .unwrap();
    assert_eq!(
        c14(&p).as_deref(),
        Some(
            "1 game points deducted on 2026-01-05 (C15), withdrawn: the Committee upheld the appeal of 2026-01-09 on 2026-01-20 (C38)"
        )
    );
    withdraw(
        &mut in_error,
        d,
        DeductionWithdrawal {
            reason: WithdrawalReason::EnteredInError,
            date: day(2026, 1, 6),
        },
    )
    .unwrap();
    assert_eq!(c14(&in_error), None);
}

// rule: C08 — two payments from Bravo's company, £12.00 and £3.00; the
// first removed (entered by mistake), £3.00 is paid and the balance is
// £12.00 more; undo puts it back at its place, exactly.
#[test]
fn c08_a_payment_entered_by_mistake_is_removed() {
    let mut p = project(1);
    apply(
        &mut p,
        Command::Tournament(T::SetFees(FeeSchedule {
            subscription: Money(0),
            minimum_entry_fee: Money(1200),
            claim_fee: Money(0),
            appeal_fee: Money(0),
        })),
    )
    .unwrap();
    let payment = |pence, d| Payment {
        company: CompanyId(2),
        amount: Money(pence),
        received: day(2025, 10, d),
        note: String::new(),
    };
    for pay in [payment(1200, 1), payment(300, 2)] {
        apply(&mut p, Command::Tournament(T::RecordPayment(pay))).unwrap();
    }
    let bravo = |p: &Project| {
        let season = current_season(p).unwrap();
        let a = accounts(p, season, day(2025, 10, 3))
            .into_iter()
            .find(|a| a.company == CompanyId(2))
            .unwrap();
        (a.paid.0, a.balance.0)
    };
    let (paid, balance) = bravo(&p);
    assert_eq!(paid, 1500);
    let before = p.clone();
    let event = apply(
        &mut p,
        Command::Tournament(T::RemovePayment(payment(1200, 1))),
    )
    .unwrap();
    assert_eq!(
        event.summary,
        "removed the payment of £12.00 received from Bravo on 2025-10-01"
    );
    assert_eq!(bravo(&p), (300, balance + 1200));
    assert_eq!(
        current_season(&p).unwrap().records.payments,
        [payment(300, 2)]
    );
    // Removed already: refused, nothing changed.
    let removed = p.clone();
    assert_eq!(
        apply(
            &mut p,
            Command::Tournament(T::RemovePayment(payment(1200, 1)))
        )
        .unwrap_err()
        .to_string(),
        "no payment of £12.00 from Bravo received on 2025-10-01 is recorded"
    );
    assert_eq!(p, removed);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
    // The undo of recording a payment takes it off again.
    let event = apply(
        &mut p,
        Command::Tournament(T::RecordPayment(payment(500, 3))),
    )
    .unwrap();
    assert_eq!(event.summary, "recorded £5.00 from Bravo");
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
}
