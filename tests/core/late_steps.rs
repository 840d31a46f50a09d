//! Whether a dated step was late against its deadline (issue 34, item 2):
//! `tournament::late_step`, the one truth the window and `ccdesk check`
//! show. Dates worked by hand on the demo's 2025-26 calendar: entries by
//! 2025-09-01 (C10), forms by 2025-09-15 (C11), pairing lists by
//! 2025-10-01 (C16), fees due 2026-01-01 so the reminder by 2025-12-11
//! (C09: 21 days before), claims by 2026-06-30 (C24).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::{AdjudicationCommand, Claim, ClaimKind};
use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::tournament::SeasonCalendar;
use ccdesk::domain::tournament::TournamentCommand;
use ccdesk::domain::tournament::command::CompanyStep;
use ccdesk::domain::tournament::late_step::{LateWhat, late_steps, step_late};
use chrono::NaiveDate;

fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, day).unwrap()
}

// rule: C09
// rule: C10
// rule: C11
// rule: C16
#[test]
fn each_step_is_late_only_after_its_own_deadline() {
    let cal = SeasonCalendar::default_for(2025).unwrap();
    // C10: on the day is in time; the day after is 1 day late.
    assert_eq!(step_late(&cal, CompanyStep::Entry, d(2025, 9, 1)), None);
    let late = step_late(&cal, CompanyStep::Entry, d(2025, 9, 2)).unwrap();
    assert_eq!(late.days(), 1);
    assert_eq!(
        late.wording(),
        "late: received 2025-09-02, due 2025-09-01 (C10)"
    );
    // C11: 15 September; 20 September is 5 days late.
    assert_eq!(step_late(&cal, CompanyStep::Form, d(2025, 9, 15)), None);
    let late = step_late(&cal, CompanyStep::Form, d(2025, 9, 20)).unwrap();
    assert_eq!((late.days(), late.rule), (5, "C11"));
    assert_eq!(
        late.wording(),
        "late: returned 2025-09-20, due 2025-09-15 (C11)"
    );
    // C16: 1 October.
    assert_eq!(
        step_late(&cal, CompanyStep::PairingsSent, d(2025, 10, 1)),
        None
    );
    assert_eq!(
        step_late(&cal, CompanyStep::PairingsSent, d(2025, 10, 20))
            .unwrap()
            .wording(),
        "late: sent 2025-10-20, due 2025-10-01 (C16)"
    );
    // C09: fees due 1 January 2026, 21 days before is 11 December 2025.
    assert_eq!(
        step_late(&cal, CompanyStep::Reminder, d(2025, 12, 11)),
        None
    );
    let late = step_late(&cal, CompanyStep::Reminder, d(2025, 12, 15)).unwrap();
    assert_eq!(
        (late.days(), late.due, late.rule),
        (4, d(2025, 12, 11), "C09")
    );
    // An expulsion has no deadline of its own.
    assert_eq!(step_late(&cal, CompanyStep::Expelled, d(2026, 3, 1)), None);
}

// rule: C10
// rule: C11
// rule: C24
#[test]
fn the_season_lists_every_late_step_by_date_with_its_rule() {
    let mut p = demo_project();
    let company = p.divisions()[0].teams[0].company;
    let name = p.company(company).unwrap().name.clone();
    // An entry received 49 days late (30 of September, 19 of October);
    // a form returned in time.
    for (step, date) in [
        (CompanyStep::Entry, d(2025, 10, 20)),
        (CompanyStep::Form, d(2025, 9, 10)),
    ] {
        apply(
            &mut p,
            Command::Tournament(TournamentCommand::RecordStep {
                step,
                company,
                date,
            }),
        )
        .unwrap();
    }
    // A claim received on 3 July, 3 days after 30 June (C24), which C25's
    // seven more days still let count.
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let game = p.adjudications()[0].game;
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::SubmitClaim {
            game,
            claim: Claim {
                side: Colour::White,
                kind: ClaimKind::Draw,
                submitted: d(2026, 7, 3),
                analysis: String::new(),
            },
        }),
    )
    .unwrap();
    let season = p.competition().unwrap().seasons.last().unwrap();
    let late = late_steps(&p, season);
    let said: Vec<String> = late.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        vec![
            format!("the entry of {name} late: received 2025-10-20, due 2025-09-01 (C10)"),
            format!("White's claim in game {game} late: received 2026-07-03, due 2026-06-30 (C24)"),
        ]
    );
    assert_eq!(late[0].what, LateWhat::Company(CompanyStep::Entry, company));
    assert_eq!(late[0].lateness.days(), 49);
    assert_eq!(late[1].what, LateWhat::Claim(game, Colour::White));
}

// rule: C08
// rule: C09
// A company of 5 members at £4.00 a member owes £20.00, above the £15.00
// minimum (C08), by 1 January 2026. £8.00 paid on 1 December is in time;
// £10.00 on 1 January, the day itself, is in time; £2.00 on 20 January,
// still owed then, is late; £5.00 on 1 February, after the fee was paid
// in full, is not a late fee.
#[test]
fn a_fee_paid_after_it_was_due_is_late_until_it_is_paid() {
    use ccdesk::domain::tournament::fees::Money;
    use ccdesk::domain::tournament::records::{FeeSchedule, Payment};
    let mut p = demo_project();
    let company = p.divisions()[0].teams[0].company;
    let mut details = p.company(company).unwrap().clone();
    details.members = 5;
    let name = details.name.clone();
    let run = |p: &mut ccdesk::domain::project::Project, c: TournamentCommand| {
        apply(p, Command::Tournament(c)).unwrap();
    };
    run(&mut p, TournamentCommand::SetCompany(details));
    run(
        &mut p,
        TournamentCommand::SetFees(FeeSchedule {
            subscription: Money(400),
            minimum_entry_fee: Money(1500),
            claim_fee: Money(0),
            appeal_fee: Money(0),
        }),
    );
    for (pence, date) in [
        (800, d(2025, 12, 1)),
        (1000, d(2026, 1, 1)),
        (200, d(2026, 1, 20)),
        (500, d(2026, 2, 1)),
    ] {
        run(
            &mut p,
            TournamentCommand::RecordPayment(Payment {
                company,
                amount: Money(pence),
                received: date,
                note: String::new(),
            }),
        );
    }
    let season = p.competition().unwrap().seasons.last().unwrap();
    let late: Vec<_> = late_steps(&p, season)
        .into_iter()
        .filter(|s| s.what == LateWhat::Payment(company))
        .collect();
    assert_eq!(late.len(), 1, "{late:?}");
    assert_eq!(
        late[0].to_string(),
        format!("a payment of £2.00 from {name} late: received 2026-01-20, due 2026-01-01 (C09)")
    );
    assert_eq!(late[0].lateness.days(), 19);
}
