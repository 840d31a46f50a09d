//! The once-a-day notification of what is due (`deadlines::daily_notice`):
//! whether the window sends one and its text, worked out without a clock.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::deadlines::{DailyNotice, Deadline, NoticeDecision, daily_notice};
use ccdesk::domain::ids::GameId;
use chrono::NaiveDate;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn due(date: NaiveDate, game: u32, rule: &str, what: &str) -> Deadline {
    Deadline {
        date,
        game: Some(GameId(game)),
        rule: rule.to_owned(),
        what: what.to_owned(),
        key: format!("g{game}-{rule}"),
    }
}

#[test]
fn once_a_day_and_only_for_what_is_due_today_or_overdue() {
    let list = vec![
        due(d(3, 1), 1, "E3.1", "repeat my move"),
        due(d(3, 3), 2, "E6.1", "my move in g2"),
        due(d(3, 9), 3, "E7.1", "time claim in g3"),
    ];
    // Sent today already: nothing more today, and the deadlines are not
    // even worked out.
    assert_eq!(
        daily_notice(Some(d(3, 3)), d(3, 3), "Ann's desk", || unreachable!()),
        NoticeDecision::AlreadyToday
    );
    // Yesterday's (or never): today's, naming what is due on or before
    // today, not what falls due later.
    let expected = NoticeDecision::Notify(DailyNotice {
        summary: "ccdesk: 2 deadlines due in Ann's desk".to_owned(),
        body: "2026-03-01 g1 repeat my move [E3.1]\n2026-03-03 g2 my move in g2 [E6.1]".to_owned(),
    });
    assert_eq!(
        daily_notice(Some(d(3, 2)), d(3, 3), "Ann's desk", || list.clone()),
        expected
    );
    assert_eq!(
        daily_notice(None, d(3, 3), "Ann's desk", || list.clone()),
        expected
    );
    // Nothing due yet: no notification (today is still remembered).
    assert_eq!(
        daily_notice(None, d(2, 28), "Ann's desk", || list.clone()),
        NoticeDecision::NothingDue
    );
    assert_eq!(
        daily_notice(None, d(3, 3), "Ann's desk", Vec::new),
        NoticeDecision::NothingDue
    );
}

#[test]
fn a_long_list_names_five_and_counts_the_rest() {
    let list: Vec<Deadline> = (1..=7)
        .map(|g| due(d(3, g), g, "E6.1", &format!("my move in g{g}")))
        .collect();
    let NoticeDecision::Notify(notice) = daily_notice(None, d(3, 20), "Desk", || list.clone())
    else {
        panic!("a notification is due");
    };
    assert_eq!(notice.summary, "ccdesk: 7 deadlines due in Desk");
    let lines: Vec<&str> = notice.body.lines().collect();
    assert_eq!(lines.len(), 6);
    assert_eq!(lines[0], "2026-03-01 g1 my move in g1 [E6.1]");
    assert_eq!(lines[5], "… and 2 more (ccdesk due)");
    let one = daily_notice(None, d(3, 1), "Desk", || list[..1].to_vec());
    assert!(
        matches!(&one, NoticeDecision::Notify(n) if n.summary == "ccdesk: 1 deadline due in Desk"),
        "{one:?}"
    );
}
