#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The other messages of play: leave, change of address, time claim,
//! referral, and notes on the opponent's dates.

use ccdesk::domain::demo::demo_project;
use ccdesk::domain::message::{
    Addressee, DateNote, LetterKind, ReadOptions, address_change, compose_move, leave_announcement,
    read_message, referral, time_claim,
};
use ccdesk::io::eml::{read_eml, write_eml};
use chrono::NaiveDate;
use shakmaty::Color;

fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, day).unwrap()
}

fn td() -> Addressee {
    Addressee {
        name: "Tournament Director".into(),
        email: "td@chess.example".into(),
        address: String::new(),
    }
}

// rule: E8.2 — leave goes to the opponents and the TD in advance.
#[test]
fn e8_2_leave_announcement_to_opponents_and_td() {
    let project = demo_project();
    let owner = project.player(project.owner().unwrap()).unwrap();
    let games: Vec<_> = project
        .games()
        .iter()
        .filter(|g| g.result.is_none() && (g.white == owner.id || g.black == owner.id))
        .collect();
    let letter = leave_announcement(
        &project,
        &games,
        owner,
        d(2026, 12, 20),
        d(2027, 1, 3),
        d(2026, 12, 1),
        &td(),
    );
    assert_eq!(letter.kind, LetterKind::Leave);
    assert_eq!(letter.cc, vec![td()]);
    assert!(!letter.to.is_empty());
    assert!(
        letter
            .body
            .contains("from 20 Dec 2026 to 3 Jan 2027 inclusive (15 days)"),
        "{}",
        letter.body
    );
    assert!(letter.body.contains("leave-from: 2026-12-20"));
}

// rule: E5.3 — a change of address goes to every opponent in play and the TD.
#[test]
fn e5_3_address_change_reaches_every_opponent() {
    let project = demo_project();
    let mut me = project.player(project.owner().unwrap()).unwrap().clone();
    me.email = "new@chess.example".into();
    me.address = "1 New Street\nLeeds".into();
    let letter = address_change(&project, &me, d(2026, 12, 1), &td());
    let opponents = project
        .games()
        .iter()
        .filter(|g| g.result.is_none() && (g.white == me.id || g.black == me.id))
        .count();
    assert!(!letter.to.is_empty() && letter.to.len() <= opponents);
    assert!(letter.body.contains("new@chess.example"));
    assert!(letter.body.contains("  Leeds"));
    assert_eq!(letter.cc, vec![td()]);
}

// rule: E7.2 — the claim goes to the opponent with a copy to the TD.
#[test]
fn e7_2_time_claim_copied_to_td() {
    let project = demo_project();
    let game = project.games().iter().find(|g| g.moves.len() > 20).unwrap();
    let letter = time_claim(&project, game, Color::White, d(2026, 12, 1), &td());
    assert_eq!(letter.kind, LetterKind::TimeClaim);
    assert_eq!(letter.cc, vec![td()]);
    assert!(letter.body.contains("(rule E7.1)"));
    assert!(
        letter
            .body
            .contains("A copy goes to Tournament Director (rule E7.2)")
    );
    assert!(letter.body.contains("The times of the moves:"));
}

// rule: E2.9 — an assumed date is said with the reply; rule: E2.10 — so is a corrected one.
#[test]
fn e2_9_e2_10_notes_go_with_the_reply() {
    let project = demo_project();
    let game = project
        .games()
        .iter()
        .rev()
        .find(|g| g.moves.len() > 4)
        .unwrap();
    let m = compose_move(&project, game, 4, None)
        .unwrap()
        .with_notes(vec![
            DateNote::Assumed {
                what: "the date you sent your move".into(),
                date: d(2026, 3, 10),
            },
            DateNote::Corrected {
                what: "the date you sent your move".into(),
                stated: d(2026, 3, 9),
                date: d(2026, 3, 10),
            },
        ]);
    let text = m.text();
    assert!(
        text.contains(
            "You did not give the date you sent your move; I assume 10 Mar 2026 (rule E2.9)."
        ),
        "{text}"
    );
    assert!(text.contains("You gave the date you sent your move as 9 Mar 2026; it was 10 Mar 2026 and I count it so (rule E2.10)."));
}

// rule: E4.2 — the referral lists each finding and asks for the correction.
#[test]
fn e4_2_referral_lists_findings() {
    let project = demo_project();
    let game = project
        .games()
        .iter()
        .rev()
        .find(|g| g.result.is_none() && g.moves.len() > 2)
        .unwrap();
    let reading = read_message(
        &project,
        "My move: Zz9",
        &ReadOptions {
            game: Some(game.id),
            ..ReadOptions::default()
        },
    );
    assert!(!reading.is_valid());
    let letter = referral(&project, game, &reading, d(2026, 12, 1));
    assert!(
        letter.body.contains("I cannot read your move \"Zz9\""),
        "{}",
        letter.body
    );
    assert!(letter.body.contains("Please send the correction"));
}

// rule: E2.3 — the move message as an email: the Date header is the mailing date (E2.10).
#[test]
fn e2_3_move_message_as_eml_reads_back() {
    let project = demo_project();
    let game = project
        .games()
        .iter()
        .rev()
        .find(|g| g.moves.len() > 4)
        .unwrap();
    let m = compose_move(&project, game, 4, None).unwrap();
    let bytes = write_eml(&m.letter(), m.sent).unwrap();
    let mail = read_eml(&bytes).unwrap();
    assert_eq!(mail.date, Some(m.sent));
    assert_eq!(mail.subject.as_deref(), Some(m.subject().as_str()));
    assert_eq!(mail.body.trim_end(), m.text().trim_end());
    assert!(read_eml(b"hello").is_err());
}
