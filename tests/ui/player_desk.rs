//! A player's desk in the window (issue 14, part 6): the board turned to
//! the owner's side, whose desk it is shown and changed, a move played on
//! the board asking for its dates, the conditional field read as people
//! write it, Mark sent dated as the message, and the games list's figures
//! explained.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{WINDOW_SIZE, app_on, click, fill, has, menu, open_window, show_only};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann's desk: g1 Ann (White) – Bob from 1 Mar, 1.e4 e5 2.Nf3 Nc6 with
/// their dates (Bob sent 2...Nc6 on 12 Mar: Ann's move); g2 Bob (White) –
/// Ann, 1.d4 sent 3 Mar (Ann's move, with Black).
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
        MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))),
    ];
    p.hand_edit().games.push(g);
    let mut g = Game::new(GameId(2), PlayerId(2), PlayerId(1), "Return game");
    g.rules = "ICCF email".into();
    g.start = Some(d(3, 1));
    g.moves = vec![MoveRecord::new("d4").dated(Some(d(3, 1)), Some(d(3, 3)))];
    p.hand_edit().games.push(g);
    p
}

fn harness(project: Project, today: NaiveDate, shown: &[Pane]) -> Harness<'static, CcdeskApp> {
    let mut app = app_on(project, today);
    show_only(&mut app, shown);
    open_window(app, WINDOW_SIZE)
}

fn game(h: &Harness<'_, CcdeskApp>, id: u32) -> Game {
    h.state().doc.project.game(GameId(id)).unwrap().clone()
}

/// The square `name`'s centre on the board ("a1" or "a1 white rook").
fn square(h: &Harness<'_, CcdeskApp>, name: &str) -> egui::Pos2 {
    let prefix = format!("{name} ");
    h.query_all_by_label_contains(name)
        .find(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            let r = n.rect();
            (label == name || label.starts_with(&prefix))
                && (r.width() - r.height()).abs() < 1.0
                && r.width() > 20.0
        })
        .unwrap_or_else(|| panic!("no square {name}"))
        .rect()
        .center()
}

/// Black is at the bottom of the board: a8 is below a1.
fn black_at_bottom(h: &Harness<'_, CcdeskApp>) -> bool {
    square(h, "a8").y > square(h, "a1").y
}

fn select(h: &mut Harness<'_, CcdeskApp>, row_start: &str) {
    let label = h
        .query_all_by_label_contains(row_start)
        .map(|n| n.accesskit_node().label().unwrap_or_default())
        .find(|l| l.starts_with(row_start))
        .unwrap_or_else(|| panic!("no row {row_start}"));
    click(h, &label);
}

#[test]
fn the_board_turns_to_the_owners_side_and_flip_holds_until_another_game() {
    let mut h = harness(desk(), d(3, 14), &[Pane::Games, Pane::Board]);
    assert_eq!(h.state().selection.game, Some(GameId(1)));
    assert!(!black_at_bottom(&h), "Ann has White in g1");
    select(&mut h, "Bob Bramley  (my move) · Return game");
    assert!(black_at_bottom(&h), "Ann has Black in g2");
    click(&mut h, "Flip");
    assert!(!black_at_bottom(&h), "Flip still turns it");
    // The choice holds while the game stays selected...
    h.get_by_label("Previous move").click();
    h.run();
    assert!(!black_at_bottom(&h));
    // ...and another game is shown from the owner's side again.
    select(&mut h, "Bob Bramley  (my move) · Friendly");
    assert!(!black_at_bottom(&h));
    select(&mut h, "Bob Bramley  (my move) · Return game");
    assert!(black_at_bottom(&h));
}

#[test]
fn whose_desk_it_is_is_shown_and_changed_with_undo() {
    let mut h = harness(desk(), d(3, 14), &[Pane::Games, Pane::Board]);
    assert!(h.query_by_label("desk of Ann Ashworth").is_some());
    menu(&mut h, "Edit", "Whose desk…");
    assert!(h.query_by_label("Whose desk").is_some());
    click(&mut h, "This is the desk of:");
    click(&mut h, "Bob Bramley");
    click(&mut h, "OK");
    assert_eq!(h.state().doc.project.owner(), Some(PlayerId(2)));
    assert!(h.query_by_label("desk of Bob Bramley").is_some());
    // The games list and the board follow: g1 is now seen from Black.
    assert!(has(&h, "Ann Ashworth  (their move) · Friendly"));
    assert!(black_at_bottom(&h));
    // The heading opens the same dialog; nobody's desk shows both players.
    click(&mut h, "desk of Bob Bramley");
    click(&mut h, "This is the desk of:");
    click(&mut h, "nobody");
    click(&mut h, "OK");
    assert_eq!(h.state().doc.project.owner(), None);
    assert!(h.query_by_label("nobody's desk").is_some());
    assert!(has(&h, "Ann Ashworth – Bob Bramley  (White to move)"));
    // Cancel changes nothing.
    menu(&mut h, "Edit", "Whose desk…");
    click(&mut h, "Cancel");
    assert!(h.state().dialogs.desk.is_none());
    // Each change is one undo.
    h.state_mut().undo();
    h.run();
    assert_eq!(h.state().doc.project.owner(), Some(PlayerId(2)));
    h.state_mut().undo();
    h.run();
    assert_eq!(h.state().doc.project.owner(), Some(PlayerId(1)));
    assert!(h.query_by_label("desk of Ann Ashworth").is_some());
    assert!(!black_at_bottom(&h));
}

// rule: E2.4 — "a new player" in Whose desk… adds the owner with his
// name and address and makes it his desk, in one step that one undo takes
// back; without a name it is refused and the dialog stays open.
#[test]
fn a_new_player_made_the_owner_is_one_undo() {
    let mut h = harness(desk(), d(3, 14), &[Pane::Games, Pane::Board]);
    let before = h.state().doc.project.clone();
    menu(&mut h, "Edit", "Whose desk…");
    click(&mut h, "This is the desk of:");
    click(&mut h, "a new player");
    click(&mut h, "OK");
    assert!(
        h.state().dialogs.desk.is_some(),
        "no name: the dialog stays"
    );
    assert!(has(&h, "Give the new player's name."));
    assert_eq!(h.state().doc.project, before);
    fill(&mut h, "Name:", "Cora Coldwell");
    fill(&mut h, "Email address:", "cora@chess.example");
    click(&mut h, "OK");
    assert!(h.state().dialogs.desk.is_none());
    let project = &h.state().doc.project;
    assert_eq!(project.players().len(), 3);
    let cora = project.player(PlayerId(3)).unwrap();
    assert_eq!(
        (cora.name.as_str(), cora.email.as_str()),
        ("Cora Coldwell", "cora@chess.example")
    );
    assert_eq!(project.owner(), Some(PlayerId(3)));
    assert!(has(&h, "desk of Cora Coldwell"));
    h.state_mut().undo();
    h.run();
    assert_eq!(h.state().doc.project, before, "one undo takes back both");
}

// rule: E2.7, E2.8, E2.9 (a move carries its received and sent dates; an
// unknown received date is assumed from the transit days)
#[test]
fn a_typed_move_asks_for_its_dates_and_is_recorded_as_sent() {
    let mut h = harness(desk(), d(3, 15), &[Pane::Board, Pane::Scoresheet]);
    fill(&mut h, "Move:", "Bb5");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(game(&h, 1).moves.len(), 4, "nothing is recorded yet");
    assert!(has(&h, "3. Bb5 —"));
    assert!(
        h.query_by_label("b5 white bishop").is_some(),
        "shown played"
    );
    // Received: Bob's 2...Nc6 sent 12 Mar, one day in transit (assumed);
    // sent: today.
    assert_eq!(
        h.get_by_label("received")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("2026-03-13")
    );
    assert_eq!(
        h.get_by_label("sent").accesskit_node().value().as_deref(),
        Some("2026-03-15")
    );
    assert!(has(&h, "received is assumed"));
    // No other move is entered meanwhile.
    h.get_by_label("d2 white pawn").click();
    h.run();
    assert!(has(&h, "Record 3. Bb5 with its dates"));
    // Bad dates are refused and nothing is played.
    fill(&mut h, "sent", "15.3.2026");
    click(&mut h, "record as sent");
    assert!(has(&h, "\"15.3.2026\" is not a date like 2026-03-14"));
    fill(&mut h, "sent", "2026-03-12");
    click(&mut h, "record as sent");
    assert!(has(
        &h,
        "Sent 2026-03-12 is before received 2026-03-13 (assumed"
    ));
    assert_eq!(game(&h, 1).moves.len(), 4);
    assert!(!h.state().doc.is_dirty());
    // The arrival day typed in, then recorded as sent.
    fill(&mut h, "received", "2026-03-14");
    fill(&mut h, "sent", "2026-03-14");
    click(&mut h, "record as sent");
    let g = game(&h, 1);
    assert_eq!(g.moves.len(), 5);
    assert_eq!(g.moves[4].san, "Bb5");
    assert_eq!(g.moves[4].received, Some(d(3, 14)));
    assert_eq!(g.moves[4].sent, Some(d(3, 14)));
    assert!(
        h.query_by_label("record as sent").is_none(),
        "the form closes"
    );
    assert!(
        h.query_by_label("14.03.26").is_some(),
        "the scoresheet's date"
    );
    // One undo takes the move back.
    h.state_mut().undo();
    h.run();
    assert_eq!(game(&h, 1).moves.len(), 4);
}

#[test]
fn an_assumed_received_date_stays_assumed_and_not_sent_yet_leaves_sent_empty() {
    let mut h = harness(desk(), d(3, 15), &[Pane::Board, Pane::Scoresheet]);
    fill(&mut h, "Move:", "Bb5");
    click(&mut h, "Play");
    click(&mut h, "not sent yet");
    let g = game(&h, 1);
    assert_eq!(g.moves[4].san, "Bb5");
    assert_eq!(g.moves[4].received, None, "assumed, as the ledger shows");
    assert_eq!(g.moves[4].sent, None, "Reply… sends it later");
}

// rule: E2.7 (White's first move counts from the start of play)
#[test]
fn a_clicked_move_offers_the_start_of_play_and_cancel_takes_it_off() {
    let mut p = desk();
    p.hand_edit().games[0].moves.clear();
    let mut h = harness(p, d(3, 4), &[Pane::Board]);
    h.get_by_label("e2 white pawn").click();
    h.run();
    h.get_by_label("e4").click();
    h.run();
    assert!(has(&h, "1. e4 —"));
    assert_eq!(
        h.get_by_label("received")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("2026-03-01")
    );
    assert!(!has(&h, "received is assumed"));
    click(&mut h, "cancel");
    assert!(game(&h, 1).moves.is_empty());
    assert!(h.query_by_label("e2 white pawn").is_some(), "back on e2");
    assert!(h.query_by_label("record as sent").is_none());
    // Played again and recorded with the start of play as received.
    h.get_by_label("e2 white pawn").click();
    h.run();
    h.get_by_label("e4").click();
    h.run();
    click(&mut h, "record as sent");
    let g = game(&h, 1);
    assert_eq!(g.moves[0].received, Some(d(3, 1)));
    assert_eq!(g.moves[0].sent, Some(d(3, 4)));
}

// rule: E4.1 (analysis is kept apart from the game: no dates asked)
#[test]
fn analysis_moves_ask_for_no_dates() {
    let mut h = harness(desk(), d(3, 15), &[Pane::Board]);
    click(&mut h, "Analysis");
    fill(&mut h, "Move:", "Bb5");
    click(&mut h, "Play");
    assert!(h.query_by_label("record as sent").is_none());
    assert!(has(&h, "1 analysis move"));
    assert_eq!(game(&h, 1).moves.len(), 4);
}

fn propose(h: &mut Harness<'_, CcdeskApp>, line: &str) {
    fill(h, "If:", line);
    click(h, "Propose");
}

// rule: E4.4 (a conditional line is read as written, markers aside)
#[test]
fn the_conditional_field_reads_spaces_commas_and_numbers_alike() {
    // Ann has sent 3.Bb5 on 14 Mar: Bob is to move.
    let mut p = desk();
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Bb5").dated(Some(d(3, 13)), Some(d(3, 14))));
    let mut h = harness(p, d(3, 20), &[Pane::Scoresheet]);
    let hint = h
        .get_by_label("If:")
        .accesskit_node()
        .placeholder()
        .map(str::to_owned);
    assert_eq!(hint.as_deref(), Some("their move, your reply, …"));
    for line in ["a6 Ba4", "Nf6, O-O", "3...d6 4.c3", "if 3...Bc5 then 4.c3"] {
        propose(&mut h, line);
        assert!(
            h.state().panes().scoresheet.conditional_message.is_none(),
            "{line}: {:?}",
            h.state().panes().scoresheet.conditional_message
        );
    }
    let g = game(&h, 1);
    let lines = g.conditional[0].branches.len();
    assert_eq!(lines, 4);
    assert!(h.query_by_label("if 3... Nf6 4. O-O").is_some());
    assert!(h.query_by_label("if 3... d6 4. c3").is_some());
    // An odd line is still refused with the reason.
    propose(&mut h, "a6, Ba4, b5");
    assert!(has(&h, "an expected move without a reply"));
}

// rule: E4.5, P07 (a conditional binds from the day it is sent with the move)
#[test]
fn mark_sent_dates_a_conditional_as_its_move() {
    let mut p = desk();
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Bb5").dated(Some(d(3, 13)), Some(d(3, 14))));
    let mut h = harness(p, d(3, 20), &[Pane::Scoresheet]);
    propose(&mut h, "a6 Ba4");
    assert!(has(&h, "with 3. Bb5, sent 2026-03-14"));
    click(&mut h, "Mark sent");
    assert_eq!(game(&h, 1).conditional[0].sent, Some(d(3, 14)), "not today");
    assert!(has(&h, "sent 2026-03-14, binding"));
}

// rule: E2.8, E4.5 (the reply and its conditional moves go out on the date shown)
#[test]
fn the_reply_dialog_marks_the_move_and_its_conditionals_sent_on_its_date() {
    let mut h = harness(desk(), d(3, 20), &[Pane::Board, Pane::Scoresheet]);
    fill(&mut h, "Move:", "Bb5");
    click(&mut h, "Play");
    click(&mut h, "not sent yet");
    propose(&mut h, "a6, Ba4");
    assert!(has(&h, "(today: 3. Bb5 has no sent date yet)"));
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "Send date:", "2026-03-16");
    assert!(has(&h, "3.Bb5"));
    // The dialog's button (the scoresheet has one for the draft too).
    h.query_all_by_label("Mark sent").last().unwrap().click();
    h.run();
    let g = game(&h, 1);
    assert_eq!(g.moves[4].sent, Some(d(3, 16)));
    assert_eq!(g.conditional[0].sent, Some(d(3, 16)), "the dialog's date");
    let kept = h
        .state()
        .doc
        .project
        .correspondence()
        .last()
        .unwrap()
        .clone();
    assert_eq!(kept.date, d(3, 16));
}

#[test]
fn the_games_list_says_what_its_figures_are() {
    let mut h = harness(desk(), d(3, 14), &[Pane::Games]);
    let heading = h.get_by_label("days left");
    heading.hover();
    for _ in 0..10 {
        h.step();
    }
    h.run();
    assert!(has(
        &h,
        "days left at the next time control as of today: yours in your games, as the due list counts them; the side to move's in others"
    ));
    // Each figure says the same of itself: in g1 Ann has used 3 days of
    // 40 (1 for 1.e4, 1 for 2.Nf3, 1 since 2...Nc6 arrived).
    let figure = h.get_by_label("37 days left");
    figure.hover();
    for _ in 0..10 {
        h.step();
    }
    h.run();
    assert!(has(&h, "37 days left at the next time control as of today"));
}

// rule: E2.8 (the reply's date is the date it is mailed)
#[test]
fn a_move_waiting_for_its_dates_is_the_one_the_reply_dialog_sends() {
    let mut h = harness(desk(), d(3, 20), &[Pane::Board, Pane::Scoresheet]);
    fill(&mut h, "Move:", "Bb5");
    click(&mut h, "Play");
    menu(&mut h, "File", "Reply…");
    assert_eq!(
        h.get_by_label("My move:")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("Bb5")
    );
    fill(&mut h, "Send date:", "2026-03-17");
    h.query_all_by_label("Mark sent").last().unwrap().click();
    h.run();
    let g = game(&h, 1);
    assert_eq!(g.moves[4].san, "Bb5");
    assert_eq!(g.moves[4].sent, Some(d(3, 17)));
    assert!(
        h.query_by_label("record as sent").is_none(),
        "the board's form goes once the move is played"
    );
}

#[test]
fn move_dates_form_snapshot() {
    // Ann has Black in g2: the board is turned, and her 1...Nf6 asks for
    // its dates (received assumed from Bob's 1.d4 of 3 Mar).
    let mut p = desk();
    p.hand_edit().games.swap(0, 1);
    let mut app = app_on(p, d(3, 6));
    show_only(&mut app, &[Pane::Board]);
    let mut h = open_window(app, [640.0, 760.0]);
    assert!(black_at_bottom(&h));
    h.get_by_label("g8 black knight").click();
    h.run();
    h.get_by_label("f6").click();
    h.run();
    fill(&mut h, "sent", "2026-03-03");
    click(&mut h, "record as sent");
    assert!(has(&h, "Sent 2026-03-03 is before received 2026-03-04"));
    h.remove_cursor();
    h.run();
    h.snapshot("board_pane_move_dates");
}
