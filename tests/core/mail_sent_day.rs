#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `domain::mail::plan_mailing`: a move recorded on one day and mailed on
//! another is dated the day it was mailed, in the ledger and in the
//! message that goes, so that both copies count the same days; the
//! conditional moves and the draw offer sent with it take that day too; a
//! day the project refuses sends nothing; a declaration goes as kept.
//!
//! rule: E2.8 E2.10 E6.4

use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{DrawOffer, Game};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::ledger_of_game;
use ccdesk::domain::mail::{MailRecord, MailingError, plan_mailing, unsent_of};
use ccdesk::domain::message::{
    Addressee, Arrived, LetterKind, ReadOptions, plan_declaration, plan_reading, plan_send,
    plan_send_offering, read_message,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

const G: GameId = GameId(1);

fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
}

/// The desk of `owner` (1: Ann Smith, White; 2: Bo Berg, Black).
fn desk(owner: u32) -> Project {
    let mut p = Project::new("desk".to_owned());
    for (id, name, email) in [
        (1, "Ann Smith", "ann@example.org"),
        (2, "Bo Berg", "bo@example.org"),
    ] {
        let mut player = Player::new(PlayerId(id), name);
        player.email = email.to_owned();
        apply(&mut p, Command::AddPlayer(player)).unwrap();
    }
    let mut game = Game::new(G, PlayerId(1), PlayerId(2), "Club email friendlies");
    game.start = Some(d(1));
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(game),
            index: None,
        },
    )
    .unwrap();
    apply(&mut p, Command::SetOwner(Some(PlayerId(owner)))).unwrap();
    p
}

/// `text` read at `to`, mailed on `mailed` and arrived on `arrived`, and
/// applied; the reading's findings.
fn deliver(to: &mut Project, text: &str, mailed: NaiveDate, arrived: NaiveDate) -> Vec<String> {
    let options = ReadOptions {
        mailed: Some(mailed),
        arrived: Some(arrived),
        ..ReadOptions::default()
    };
    let reading = read_message(to, text, &options);
    let findings = reading.findings.iter().map(ToString::to_string).collect();
    let plan = plan_reading(
        to,
        &reading,
        Arrived {
            text,
            date: arrived,
            subject: "",
        },
        None,
    )
    .unwrap_or_else(|e| panic!("{e}\n{text}"));
    apply(to, plan.command).unwrap();
    findings
}

/// A move sent by `from` on `sent` and mailed that day, applied at `to`
/// the next day.
fn play(from: &mut Project, to: &mut Project, san: &str, sent: NaiveDate) {
    let plan = plan_send(from, G, Some(san), sent, None, &[]).unwrap();
    apply(from, plan.command).unwrap();
    deliver(to, &plan.message.text(), sent, sent + chrono::Days::new(1));
}

/// 1.e4 (sent 2 March) e5 (sent 4 March, reaching Ann on 5 March), then
/// Ann records 2.Nf3 on 6 March without mailing it.
fn nf3_recorded() -> (Project, Project) {
    let (mut ann, mut bo) = (desk(1), desk(2));
    play(&mut ann, &mut bo, "e4", d(2));
    play(&mut bo, &mut ann, "e5", d(4));
    let plan = plan_send(&ann, G, Some("Nf3"), d(6), None, &[]).unwrap();
    apply(&mut ann, plan.command).unwrap();
    (ann, bo)
}

fn record(id: &str) -> MailRecord {
    MailRecord {
        message_id: id.to_owned(),
        to: Vec::new(),
        cc: Vec::new(),
        mailed_at: "2026-03-09T10:00:00+01:00".to_owned(),
    }
}

// rule: E2.8 E6.4 — worked by hand: 1...e5 reached Ann on 5 March; 2.Nf3
// recorded on 6 March (1 day) but mailed on 9 March is sent on 9 March: 4
// days (5 → 9), in her ledger and in the message that goes. Bo's desk,
// reading the mail dated 9 March, finds nothing to correct (E2.10) and
// records the same day.
#[test]
fn e2_8_a_move_mailed_days_after_it_was_recorded_is_dated_the_day_it_went() {
    let (mut ann, mut bo) = nf3_recorded();
    let row = |p: &Project| {
        let ledger = ledger_of_game(p, p.game(G).unwrap()).unwrap();
        let r = &ledger.rows[2];
        (r.sent, r.days.days)
    };
    assert_eq!(row(&ann), (d(6), 1));
    let kept = unsent_of(&ann, G).unwrap().1.clone();
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert!(mailing.redated());
    assert_eq!(mailing.recorded, d(6));
    assert_eq!(mailing.entry.date, d(9));
    assert_ne!(mailing.entry.text, kept.text);
    assert!(
        mailing.entry.text.contains("sent: 2026-03-09"),
        "{}",
        mailing.entry.text
    );
    assert!(
        mailing.entry.text.contains("days: 4"),
        "{}",
        mailing.entry.text
    );
    let before = ann.clone();
    let event = apply(&mut ann, mailing.command(record("nf3@example.org"))).unwrap();
    assert_eq!(ann.game(G).unwrap().moves[2].sent, Some(d(9)));
    assert_eq!(row(&ann), (d(9), 4));
    let sent = ann.correspondence().last().unwrap();
    assert_eq!(sent.date, d(9));
    assert_eq!(sent.text, mailing.entry.text);
    assert_eq!(sent.mail.as_ref().unwrap().message_id, "nf3@example.org");
    assert!(unsent_of(&ann, G).is_none());
    // Bo reads the mail of 9 March: nothing to correct.
    let findings = deliver(&mut bo, &mailing.entry.text, d(9), d(10));
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(bo.game(G).unwrap().moves[2].sent, Some(d(9)));
    assert_eq!(row(&bo), row(&ann));
    // The kept text, sent unchanged, would have been corrected (E2.10).
    let old = read_message(
        &desk_after_e5(),
        &kept.text,
        &ReadOptions {
            mailed: Some(d(9)),
            arrived: Some(d(10)),
            ..ReadOptions::default()
        },
    );
    assert!(!old.findings.is_empty());
    // One step, undone at once.
    apply(&mut ann, event.undo).unwrap();
    assert_eq!(ann, before);
}

/// Bo's desk after 1...e5, before Nf3 arrives.
fn desk_after_e5() -> Project {
    let (mut ann, mut bo) = (desk(1), desk(2));
    play(&mut ann, &mut bo, "e4", d(2));
    play(&mut bo, &mut ann, "e5", d(4));
    bo
}

// rule: E2.8 — mailed the day it was recorded, nothing is re-dated.
#[test]
fn e2_8_mailed_the_day_it_was_recorded_nothing_changes_but_the_mark() {
    let (mut ann, _) = nf3_recorded();
    let kept = unsent_of(&ann, G).unwrap().1.clone();
    let mailing = plan_mailing(&ann, G, d(6)).unwrap();
    assert!(!mailing.redated());
    assert_eq!(mailing.entry, kept);
    apply(&mut ann, mailing.command(record("same@example.org"))).unwrap();
    assert_eq!(ann.game(G).unwrap().moves[2].sent, Some(d(6)));
    assert_eq!(ann.correspondence().last().unwrap().text, kept.text);
}

// rule: E1.1 E4.5 — the draw offer and the conditional moves sent with
// the move take the day it was mailed; the message still carries both.
#[test]
fn e4_5_the_offer_and_the_conditional_moves_go_with_the_day_mailed() {
    let (mut ann, mut bo) = (desk(1), desk(2));
    play(&mut ann, &mut bo, "e4", d(2));
    play(&mut bo, &mut ann, "e5", d(4));
    let plan = plan_send_offering(
        &ann,
        G,
        Some("Nf3"),
        d(6),
        None,
        &["Nc6 Bb5".to_owned()],
        true,
    )
    .unwrap();
    apply(&mut ann, plan.command).unwrap();
    let mailing = plan_mailing(&ann, G, d(8)).unwrap();
    assert!(mailing.redated());
    assert_eq!(mailing.entry.kind, Some(LetterKind::DrawOffer));
    assert!(
        mailing.entry.text.contains("I offer a draw"),
        "{}",
        mailing.entry.text
    );
    assert!(mailing.entry.text.contains("Bb5"), "{}", mailing.entry.text);
    apply(&mut ann, mailing.command(record("offer@example.org"))).unwrap();
    let g = ann.game(G).unwrap();
    assert_eq!(g.moves[2].sent, Some(d(8)));
    assert_eq!(
        g.draw_offer,
        Some(DrawOffer {
            by: Colour::White,
            sent: d(8),
            at_ply: 3,
        })
    );
    assert_eq!(g.conditional[0].sent, Some(d(8)));
    // Bo's desk reads the offer and the line as sent on 8 March.
    let findings = deliver(&mut bo, &mailing.entry.text, d(8), d(9));
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(bo.game(G).unwrap().draw_offer.map(|o| o.sent), Some(d(8)));
}

// rule: E2.7 E6.4 — a move cannot be mailed before the opponent's move
// reached its sender: refused, and nothing would be sent.
#[test]
fn e6_4_a_day_before_the_opponents_move_arrived_is_refused() {
    let (ann, _) = nf3_recorded();
    let err = plan_mailing(&ann, G, d(4)).unwrap_err();
    assert!(matches!(err, MailingError::Refused { .. }), "{err}");
    // No game without a kept message waiting.
    let fresh = desk(1);
    assert!(matches!(
        plan_mailing(&fresh, G, d(4)),
        Err(MailingError::NothingToMail(_))
    ));
}

// rule: E2.8 — a declaration carries no move: it goes as it was kept.
#[test]
fn e2_8_a_declaration_goes_as_kept() {
    let (mut ann, _) = nf3_recorded();
    let td = Addressee {
        name: "Tom Dean".into(),
        email: "td@chess.example".into(),
        address: String::new(),
    };
    // Nf3 mailed first, then the change of address recorded on 7 March.
    let mailing = plan_mailing(&ann, G, d(6)).unwrap();
    apply(&mut ann, mailing.command(record("nf3@example.org"))).unwrap();
    let plan = plan_declaration(&ann, G, LetterKind::AddressChange, d(7), &td).unwrap();
    apply(&mut ann, plan.command).unwrap();
    let kept = unsent_of(&ann, G).unwrap().1.clone();
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert!(!mailing.redated());
    assert_eq!(mailing.entry, kept);
    assert_eq!(ann.game(G).unwrap().moves[2].sent, Some(d(6)));
}
