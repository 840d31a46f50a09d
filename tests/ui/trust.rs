//! Issue 29 in the window: a message from an address that is not the
//! opponent's is shown as such and applied only once the person confirms;
//! the arrival left empty is assumed (E2.9); Edit > Whose desk… keeps the
//! owner's identity (E2.4), one undo for one OK.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{app_on, click, fill, menu, open_window, show_only, type_into};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann's desk: g1 Ann (White) - Bob, 1.e4 e5 2.Nf3, 2.Nf3 sent 10 Mar.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.email = "ann@chess.example".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.email = "bob@chess.example".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.rules = "ICCF email".into();
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
    let mut app = app_on(project, today);
    show_only(&mut app, &[Pane::Scoresheet]);
    open_window(app, [1100.0, 800.0])
}

fn moves(h: &Harness<'_, CcdeskApp>) -> usize {
    h.state().doc.project.game(GameId(1)).unwrap().moves.len()
}

/// Bob's 2...Nc6, sent 12 Mar, as a mail from `from` would carry it.
fn reply(from: &str) -> String {
    format!(
        "From: Bob Bramley <{from}>\nGame: Ann Ashworth (White) - Bob Bramley (Black)\n\nYour move: 2.Nf3\nMy move: 2...Nc6\nI received it on: 11 Mar 2026\nI send this move on: 12 Mar 2026\nTime for this move: 1 day\n"
    )
}

// A stranger's address: the warning names it and the opponent, Apply is
// refused until "I know my opponent sent it" is ticked; then it applies.
#[test]
fn a_strangers_message_is_shown_and_applied_only_when_confirmed() {
    let mut h = harness(desk(), d(3, 13));
    menu(&mut h, "File", "Read message…");
    fill(&mut h, "Arrived on:", "2026-03-13");
    type_into(&mut h, "Message:", &reply("x@y.example"));
    let warning = "Not applied: from x@y.example, not Bob Bramley's address: apply it only if you know Bob Bramley sent it.";
    assert!(h.query_by_label(warning).is_some());
    assert!(
        h.query_by_label_contains("sender:             Bob Bramley <x@y.example>")
            .is_some()
    );
    h.get_by_label("Apply").click();
    h.run();
    assert_eq!(moves(&h), 3, "nothing is applied before the confirmation");
    assert!(h.state().dialogs.read.is_some());
    h.get_by_label("I know my opponent sent it: apply it anyway")
        .click();
    h.run();
    assert!(h.query_by_label(warning).is_none());
    assert!(
        h.query_by_label_contains("Sender: from x@y.example, not Bob Bramley's address")
            .is_some(),
        "the warning stays in sight, as a warning"
    );
    assert!(h.query_by_label("• play Nc6, sent 12 Mar 2026").is_some());
    h.get_by_label("Apply").click();
    h.run();
    assert_eq!(moves(&h), 4);
    let kept = h.state().doc.project.correspondence()[0].clone();
    assert_eq!(kept.sender_email, "x@y.example");
    assert_eq!(kept.sender_name, "Bob Bramley");
}

// rule: E2.9 — the arrival left empty: sent 12 Mar plus 1 day, 13 Mar,
// assumed and said; applied with it. Bob's own address needs no confirmation.
#[test]
fn an_empty_arrival_is_assumed_from_the_transit() {
    let mut h = harness(desk(), d(3, 20));
    menu(&mut h, "File", "Read message…");
    type_into(&mut h, "Message:", &reply("bob@chess.example"));
    assert!(
        h.query_by_label_contains(
            "arrived:            2026-03-13 (assumed, E2.9: sent 2026-03-12 plus 1 day in transit)"
        )
        .is_some()
    );
    assert!(
        h.query_by_label("I know my opponent sent it: apply it anyway")
            .is_none()
    );
    h.get_by_label("Apply").click();
    h.run();
    let g = h.state().doc.project.game(GameId(1)).unwrap().clone();
    assert_eq!(g.clock.arrived(3), Some(d(3, 13)));
}

// rule: E2.4 — Whose desk… keeps the owner's name, email, postal address
// and telephone; one OK is one undo.
#[test]
fn whose_desk_keeps_the_owners_identity() {
    let mut h = harness(desk(), d(3, 13));
    menu(&mut h, "Edit", "Whose desk…");
    assert_eq!(
        h.get_by_label("Email address:").value().as_deref(),
        Some("ann@chess.example")
    );
    fill(&mut h, "Email address:", "ann.ashworth@home.example");
    fill(&mut h, "Telephone:", "+44 161 496 0000");
    type_into(&mut h, "Postal address:", "1 Mill Lane\nLeeds LS6 2AB");
    click(&mut h, "OK");
    assert!(h.state().dialogs.desk.is_none());
    let ann = h.state().doc.project.player(PlayerId(1)).unwrap().clone();
    assert_eq!(ann.email, "ann.ashworth@home.example");
    assert_eq!(ann.phone, "+44 161 496 0000");
    assert_eq!(ann.address, "1 Mill Lane\nLeeds LS6 2AB");
    h.state_mut().undo();
    h.run();
    let ann = h.state().doc.project.player(PlayerId(1)).unwrap().clone();
    assert_eq!(ann.email, "ann@chess.example");
    assert_eq!(ann.phone, "");
    // A bad address is refused in the dialog, which stays open.
    menu(&mut h, "Edit", "Whose desk…");
    fill(&mut h, "Email address:", "not an address");
    click(&mut h, "OK");
    assert!(h.state().dialogs.desk.is_some());
    assert_eq!(
        h.state().doc.project.player(PlayerId(1)).unwrap().email,
        "ann@chess.example"
    );
}

// rule: E2.7, E6.4 — the ledger pane's date editing: Ann cannot have
// received Bob's 1...e5 (sent 8 Mar) on 7 Mar; refused in words, nothing changes.
#[test]
fn the_ledger_pane_refuses_a_move_received_before_it_was_sent() {
    let mut app = app_on(desk(), d(3, 13));
    show_only(&mut app, &[Pane::Ledger]);
    let mut h = open_window(app, [1100.0, 800.0]);
    let before = h.state().doc.project.clone();
    h.get_by_label("2026-03-09").click();
    h.run();
    type_into(&mut h, "new date:", "2026-03-07");
    h.get_by_label("set").click();
    h.run();
    assert_eq!(h.state().doc.project, before);
    // Said below the form and in the status line.
    assert_eq!(
        h.query_all_by_label_contains(
            "e5 cannot be received (2026-03-07) before it was sent (2026-03-08)"
        )
        .count(),
        2
    );
}
