#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `domain::mail::plan_mailing`: a move recorded on one day and mailed on
//! another is dated the day it was mailed, in the ledger and in the
//! message that goes, so that both copies count the same days; the
//! conditional moves and the draw offer sent with it take that day too; a
//! day the project refuses sends nothing. A declaration recorded on one
//! day and mailed on another is written for the day it was mailed, and
//! what the rules count from it moves with it: a draw offer's date (E1.1),
//! a time claim's sending and receipt and so its 14 days for a protest
//! (E7.1-E7.3), a protest's arrival at the TD (E7.3); a change of address
//! (dated the day it holds from) and a letter edited by hand go as kept.
//!
//! rule: E2.8 E2.10 E6.4

use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{DrawOffer, Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{Claim, ClaimDecision, ClaimStanding, ledger_of_game};
use ccdesk::domain::mail::{Carried, MailRecord, MailingError, plan_mailing, unsent_of};
use ccdesk::domain::message::{
    Addressee, Arrived, LetterKind, ReadOptions, plan_declaration, plan_reading, plan_send,
    plan_send_offering, read_message, rule_set_of,
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
    ccdesk::domain::command::undo(&mut ann, event.undo);
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

// rule: E2.8 E5.3 — a change of address carries no move, and its date is
// the day the new address holds from, not its mailing: it goes as kept.
#[test]
fn e2_8_a_change_of_address_goes_as_kept() {
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

fn tom() -> Addressee {
    Addressee {
        name: "Tom Dean".into(),
        email: "td@chess.example".into(),
        address: String::new(),
    }
}

/// Records the declaration `kind` at `desk` on `day`.
fn declare(desk: &mut Project, kind: LetterKind, day: NaiveDate) {
    let plan = plan_declaration(desk, G, kind, day, &tom()).unwrap();
    apply(desk, plan.command).unwrap();
}

/// Mails `desk`'s kept message on `day` (recorded as mailed): the mailing.
fn mail_on(desk: &mut Project, day: NaiveDate, id: &str) -> ccdesk::domain::mail::Mailing {
    let mailing = plan_mailing(desk, G, day).unwrap();
    apply(desk, mailing.command(record(id))).unwrap();
    mailing
}

/// 1.e4 (sent 2 March) e5 (sent 4 March, reaching Ann on 5 March).
fn after_e5() -> (Project, Project) {
    let (mut ann, mut bo) = (desk(1), desk(2));
    play(&mut ann, &mut bo, "e4", d(2));
    play(&mut bo, &mut ann, "e5", d(4));
    (ann, bo)
}

// rule: E1.1 E2.8 — worked by hand: Ann records a draw offer (no move) on
// 6 March and mails it on 9 March: the offer stands from 9 March, in her
// desk and in the letter (Date 9 Mar 2026, sent: 2026-03-09), and Bo's
// desk reads it as sent on 9 March without a finding. Bo accepts it on 10
// March and mails that on 12 March: his answer is dated 12 March and still
// names the offer of 9 March; Ann's desk reads it and the game is drawn.
#[test]
fn e1_1_a_draw_offer_and_its_answer_mailed_later_are_dated_the_day_mailed() {
    let (mut ann, mut bo) = after_e5();
    declare(&mut ann, LetterKind::DrawOffer, d(6));
    let offer = |p: &Project| p.game(G).unwrap().draw_offer;
    assert_eq!(offer(&ann).map(|o| o.sent), Some(d(6)));
    let before = ann.clone();
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert!(mailing.redated());
    assert_eq!(mailing.carried, Some(Carried::DrawOffer));
    assert_eq!(mailing.recorded, d(6));
    let text = &mailing.entry.text;
    assert!(
        text.contains("Date:                       9 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-09"), "{text}");
    assert!(!text.contains("6 Mar 2026"), "{text}");
    let event = apply(&mut ann, mailing.command(record("offer@example.org"))).unwrap();
    assert_eq!(
        offer(&ann),
        Some(DrawOffer {
            by: Colour::White,
            sent: d(9),
            at_ply: 2,
        })
    );
    let kept = ann.correspondence().last().unwrap();
    assert_eq!((kept.date, &kept.text), (d(9), &mailing.entry.text));
    // One step, undone at once.
    let mailed = ann.clone();
    ccdesk::domain::command::undo(&mut ann, event.undo);
    assert_eq!(ann, before);
    ann = mailed;
    // Bo reads the offer as sent on 9 March.
    let findings = deliver(&mut bo, &mailing.entry.text, d(9), d(10));
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(offer(&bo).map(|o| o.sent), Some(d(9)));
    // His acceptance, recorded on 10 March, mailed on 12 March.
    declare(&mut bo, LetterKind::DrawAccepted, d(10));
    let answer = plan_mailing(&bo, G, d(12)).unwrap();
    assert_eq!(answer.carried, Some(Carried::DrawAnswer));
    assert!(answer.redate.is_empty(), "nothing but the letter is dated");
    let text = &answer.entry.text;
    assert!(
        text.contains("Date:                       12 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-12"), "{text}");
    assert!(
        text.contains("I accept your draw offer of 9 Mar 2026"),
        "{text}"
    );
    apply(&mut bo, answer.command(record("yes@example.org"))).unwrap();
    assert_eq!(bo.correspondence().last().unwrap().date, d(12));
    let findings = deliver(&mut ann, &answer.entry.text, d(12), d(13));
    assert!(findings.is_empty(), "{findings:?}");
    let drawn = GameResult {
        outcome: Outcome::Draw,
        termination: Termination::Agreement,
    };
    assert_eq!(ann.game(G).unwrap().result, Some(drawn));
    assert_eq!(bo.game(G).unwrap().result, Some(drawn));
}

// rule: E2.8 — a draw declined later is dated the day mailed too.
#[test]
fn e1_1_a_declined_draw_mailed_later_is_dated_the_day_mailed() {
    let (mut ann, mut bo) = after_e5();
    declare(&mut ann, LetterKind::DrawOffer, d(6));
    let offer = mail_on(&mut ann, d(6), "offer@example.org");
    deliver(&mut bo, &offer.entry.text, d(6), d(7));
    declare(&mut bo, LetterKind::DrawDeclined, d(7));
    let answer = plan_mailing(&bo, G, d(8)).unwrap();
    assert_eq!(answer.carried, Some(Carried::DrawAnswer));
    let text = &answer.entry.text;
    assert!(
        text.contains("I decline your draw offer of 6 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-08"), "{text}");
    apply(&mut bo, answer.command(record("no@example.org"))).unwrap();
    let findings = deliver(&mut ann, &answer.entry.text, d(8), d(9));
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(ann.game(G).unwrap().draw_offer, None);
    assert_eq!(ann.game(G).unwrap().result, None);
}

/// Both desks after 1.e4 (sent 1 January, received 2 January) e5 (sent 20
/// February, 49 days: over the 40 of period 1), which reached Ann on 21
/// February.
fn black_over_the_limit() -> (Project, Project) {
    let jan = |day| NaiveDate::from_ymd_opt(2026, 1, day).unwrap();
    let feb = |day| NaiveDate::from_ymd_opt(2026, 2, day).unwrap();
    let (mut ann, mut bo) = (desk(1), desk(2));
    for p in [&mut ann, &mut bo] {
        let g = p.hand_edit().game(G).unwrap();
        g.start = Some(jan(1));
        g.moves = vec![
            MoveRecord::new("e4").dated(Some(jan(1)), Some(jan(1))),
            MoveRecord::new("e5").dated(Some(jan(2)), Some(feb(20))),
        ];
        g.clock.arrivals = Vec::new();
    }
    (ann, bo)
}

// rule: E7.1 E7.2 E7.3 E2.12 — worked by hand: Ann records her claim on 1
// March (received by Bo, one day of transit, on 2 March: a protest due by
// 16 March) and mails it on 9 March: the claim is sent on 9 March and
// received on 10 March, so the 14 days run to 24 March. On 20 March it
// still awaits a protest, where the claim as recorded would have been
// conceded on 17 March. The letter goes dated 9 March with its copy to the
// TD, and Bo's desk reads it without a finding.
#[test]
fn e7_3_a_time_claim_mailed_later_counts_its_protest_days_from_then() {
    let (mut ann, mut bo) = black_over_the_limit();
    declare(&mut ann, LetterKind::TimeClaim, d(1));
    let claim = |p: &Project| p.game(G).unwrap().clock.claims[0].clone();
    assert_eq!((claim(&ann).sent, claim(&ann).received), (d(1), d(2)));
    let rules = rule_set_of(&ann, ann.game(G).unwrap());
    assert_eq!(claim(&ann).protest_deadline(&rules), d(16));
    assert_eq!(
        claim(&ann).standing(&rules, d(20)),
        ClaimStanding::Decided(ClaimDecision::Conceded)
    );
    let before = ann.clone();
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert_eq!(mailing.carried, Some(Carried::TimeClaim));
    let text = &mailing.entry.text;
    assert!(
        text.contains("Date:                       9 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-09"), "{text}");
    assert!(text.contains("A copy goes to Tom Dean"), "{text}");
    let cc = &mailing.entry.mail.as_ref().unwrap().cc;
    assert_eq!(cc[0].email, "td@chess.example");
    let event = apply(&mut ann, mailing.command(record("claim@example.org"))).unwrap();
    let c = claim(&ann);
    assert_eq!((c.sent, c.received, c.period), (d(9), d(10), 1));
    assert_eq!(c.protest_deadline(&rules), d(24));
    assert_eq!(
        c.standing(&rules, d(20)),
        ClaimStanding::AwaitingProtest { until: d(24) }
    );
    assert_eq!(ann.game(G).unwrap().clock.claims.len(), 1);
    assert_eq!(ann.correspondence().last().unwrap().date, d(9));
    // Bo's desk reads the claim mailed on 9 March.
    let findings = deliver(&mut bo, &mailing.entry.text, d(9), d(10));
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(claim(&bo).sent, d(9));
    // One step, undone at once.
    ccdesk::domain::command::undo(&mut ann, event.undo);
    assert_eq!(ann, before);
}

// rule: E7.3 E2.12 — worked by hand: Bo received Ann's claim on 2 March
// (protest due by 16 March). He records his protest on 10 March (reaching
// the TD on 11 March: in time) but mails it on 20 March: it reaches the
// TD on 21 March, after the 14 days, so it no longer counts and the claim
// is conceded. The letter goes dated 20 March, to the TD.
#[test]
fn e7_3_a_protest_mailed_later_reaches_the_td_later() {
    let (_, mut bo) = black_over_the_limit();
    bo.hand_edit().game(G).unwrap().clock.claims = vec![Claim {
        claimant: shakmaty::Color::White,
        period: 1,
        sent: d(1),
        received: d(2),
        protest: None,
        decision: None,
    }];
    declare(&mut bo, LetterKind::Protest, d(10));
    let claim = |p: &Project| p.game(G).unwrap().clock.claims[0].clone();
    let rules = rule_set_of(&bo, bo.game(G).unwrap());
    assert_eq!(claim(&bo).protest, Some(d(11)));
    assert_eq!(
        claim(&bo).standing(&rules, d(21)),
        ClaimStanding::AwaitingDecision
    );
    let mailing = plan_mailing(&bo, G, d(20)).unwrap();
    assert_eq!(mailing.carried, Some(Carried::Protest));
    let text = &mailing.entry.text;
    assert!(
        text.contains("Date:                       20 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-20"), "{text}");
    // The claim's own dates are the claim's.
    assert!(text.contains("claim-received: 2026-03-02"), "{text}");
    assert_eq!(
        mailing.entry.mail.as_ref().unwrap().to[0].email,
        "td@chess.example"
    );
    apply(&mut bo, mailing.command(record("protest@example.org"))).unwrap();
    assert_eq!(claim(&bo).protest, Some(d(21)));
    assert_eq!(
        claim(&bo).standing(&rules, d(21)),
        ClaimStanding::Decided(ClaimDecision::Conceded)
    );
}

// rule: E1.1 E12.1 E2.8 — a resignation recorded on 6 March and mailed on
// 9 March is dated 9 March (the game stays lost); the result report to
// the TD recorded on 9 March and mailed on 11 March is dated 11 March.
// Bo's desk reads the resignation without a finding.
#[test]
fn e12_1_a_resignation_and_the_result_report_mailed_later_are_dated_the_day_mailed() {
    let (mut ann, mut bo) = after_e5();
    declare(&mut ann, LetterKind::Resignation, d(6));
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert_eq!(mailing.carried, Some(Carried::Resignation));
    assert!(mailing.redate.is_empty());
    let text = &mailing.entry.text;
    assert!(
        text.contains("Date:                       9 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-09"), "{text}");
    assert!(text.contains("I resign the game. Result: 0-1."), "{text}");
    apply(&mut ann, mailing.command(record("resign@example.org"))).unwrap();
    let lost = GameResult {
        outcome: Outcome::BlackWins,
        termination: Termination::Resignation,
    };
    assert_eq!(ann.game(G).unwrap().result, Some(lost));
    let findings = deliver(&mut bo, &mailing.entry.text, d(9), d(10));
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(bo.game(G).unwrap().result, Some(lost));
    declare(&mut ann, LetterKind::ResultReport, d(9));
    let report = plan_mailing(&ann, G, d(11)).unwrap();
    assert_eq!(report.carried, Some(Carried::ResultReport));
    let text = &report.entry.text;
    assert!(
        text.contains("Date:                       11 Mar 2026"),
        "{text}"
    );
    assert!(text.contains("sent: 2026-03-11"), "{text}");
    assert!(text.contains("1.e4 e5"), "{text}");
    apply(&mut ann, report.command(record("report@example.org"))).unwrap();
    assert_eq!(ann.correspondence().last().unwrap().date, d(11));
}

// rule: E2.8 — a kept declaration that no longer reads as the one the
// project holds (edited by hand) goes as it was kept, and so does one the
// project no longer holds (the offer withdrawn).
#[test]
fn e2_8_a_declaration_edited_by_hand_goes_as_kept() {
    let (mut ann, _) = after_e5();
    declare(&mut ann, LetterKind::Resignation, d(6));
    let last = ann.correspondence().len() - 1;
    ann.hand_edit().correspondence[last]
        .text
        .push_str("\nPS: a fine game.\n");
    let kept = unsent_of(&ann, G).unwrap().1.clone();
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert!(!mailing.redated());
    assert_eq!(mailing.entry, kept);
    let (mut ann, _) = after_e5();
    declare(&mut ann, LetterKind::DrawOffer, d(6));
    ann.hand_edit().game(G).unwrap().draw_offer = None;
    let mailing = plan_mailing(&ann, G, d(9)).unwrap();
    assert!(!mailing.redated());
    assert!(mailing.redate.is_empty());
    assert_eq!(mailing.entry.date, d(6));
}
