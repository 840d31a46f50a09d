//! Every kind of message in the window: a resignation sent from the Reply
//! dialog ends the game; a draw offer read and applied is answered from
//! the Read dialog's Accept… button, and the game is drawn once the
//! acceptance is marked sent.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::colour::Colour;
use ccdesk::domain::game::{Game, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::message::{LetterKind, plan_send_offering};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{click, fill, has, menu, open_window, show_only, type_into};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann's desk: g1 Ann (White) - Bob, 1.e4 e5 2.Nf3 with dates; Ann sent
/// 2.Nf3 on 10 Mar.
fn desk(owner: u32) -> Project {
    let mut p = Project::new("desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.email = "ann@chess.example".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.email = "bob@chess.example".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(owner));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(3, 2))),
        MoveRecord::new("e5").dated(Some(d(3, 3)), Some(d(3, 8))),
        MoveRecord::new("Nf3").dated(Some(d(3, 9)), Some(d(3, 10))),
    ];
    p.hand_edit().games.push(g);
    p
}

fn harness(project: Project, today: NaiveDate) -> Harness<'static, CcdeskApp> {
    let mut app = crate::window_harness::app_on(project, today);
    show_only(&mut app, &[Pane::Scoresheet]);
    open_window(app, [1100.0, 800.0])
}

fn game(h: &Harness<'_, CcdeskApp>) -> Game {
    h.state().doc.project.game(GameId(1)).unwrap().clone()
}

// rule: E1.1 — a resignation sent from the Reply dialog ends the game at once, and is kept.
#[test]
fn a_resignation_is_sent_from_the_reply_dialog() {
    let mut h = harness(desk(1), d(3, 14));
    menu(&mut h, "File", "Reply…");
    click(&mut h, "Message:");
    click(&mut h, "resign the game");
    assert!(has(&h, "Subject: Friendly: I resign (0-1)"));
    assert!(
        game(&h).result.is_none(),
        "nothing is sent before Mark sent"
    );
    h.get_by_label("Mark sent").click();
    h.run();
    let result = game(&h).result.unwrap();
    assert_eq!(result.outcome, Outcome::BlackWins);
    assert_eq!(result.termination, Termination::Resignation);
    let kept = h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].kind, Some(LetterKind::Resignation));
}

// rule: E1.1 — a draw offer read is shown and applied, then accepted: the game is drawn.
#[test]
fn a_draw_offer_read_is_applied_and_accepted() {
    // Bob's copy: he answers 2...Nc6 and offers a draw with it.
    let bob = desk(2);
    let offer = plan_send_offering(
        &bob,
        GameId(1),
        Some("Nc6"),
        d(3, 12),
        Some(d(3, 11)),
        &[],
        true,
    )
    .unwrap()
    .message
    .text();
    let mut h = harness(desk(1), d(3, 13));
    menu(&mut h, "File", "Read message…");
    fill(&mut h, "Arrived on:", "2026-03-13");
    type_into(&mut h, "Message:", &offer);
    assert!(has(&h, "Bob Bramley offers a draw"));
    click(&mut h, "Accept…");
    let g = game(&h);
    assert_eq!(g.moves.len(), 4);
    assert_eq!(g.draw_offer.map(|o| o.by), Some(Colour::Black));
    // The Reply dialog opened on the acceptance.
    assert!(has(&h, "Subject: Friendly: draw accepted"));
    h.get_by_label("Mark sent").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.result.unwrap().outcome, Outcome::Draw);
    assert_eq!(g.result.unwrap().termination, Termination::Agreement);
    assert_eq!(g.draw_offer, None);
    let kinds: Vec<_> = h
        .state()
        .doc
        .project
        .correspondence()
        .iter()
        .map(|c| c.kind)
        .collect();
    assert_eq!(
        kinds,
        [Some(LetterKind::DrawOffer), Some(LetterKind::DrawAccepted)]
    );
}

// rule: E8.2 — booking the owner's leave offers its announcement to the opponents and the TD.
#[test]
fn booking_leave_offers_its_announcement() {
    let mut app = crate::window_harness::app_on(desk(1), d(3, 11));
    show_only(&mut app, &[Pane::Ledger]);
    let mut h = open_window(app, [1100.0, 800.0]);
    click(&mut h, "leave bookings");
    type_into(&mut h, "from:", "2026-04-01");
    type_into(&mut h, "to:", "2026-04-14");
    h.get_by_label("book leave").click();
    h.run();
    assert_eq!(h.state().doc.project.leave().len(), 1);
    assert!(has(&h, "Subject: Leave from 1 Apr 2026 to 14 Apr 2026"));
    h.get_by_label("Mark sent").click();
    h.run();
    let kept = h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].kind, Some(LetterKind::Leave));
    assert!(
        kept[0].text.contains("leave-from: 2026-04-01"),
        "{}",
        kept[0].text
    );
}
