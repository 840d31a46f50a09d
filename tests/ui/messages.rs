//! Move messages in the window: a reply written from the board's move and
//! marked sent (the ledger gets the date, the correspondence the message),
//! a received message read with its findings before anything is applied,
//! the message to the TD after silence, and the correspondence view.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::services::{FakeFileChooser, FakeOpener};
use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::PenaltyReason;
use ccdesk::domain::message::{Direction, LetterKind, compose_move};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{app_with_files, fill, menu, open_window, show_only, type_into};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann's desk: g1 Ann (White) - Bob, 1.e4 e5 2.Nf3 with dates; Ann sent
/// 2.Nf3 on 10 Mar.
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

/// Bob's message with 2...Nc6, sent on 12 Mar, as ccdesk at his end writes it.
fn bobs_reply() -> String {
    let mut bob = desk();
    *bob.hand_edit().owner = Some(PlayerId(2));
    let g = bob.hand_edit().game(GameId(1)).unwrap();
    g.moves
        .push(MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))));
    let g = bob.game(GameId(1)).unwrap();
    compose_move(&bob, g, 3, None).unwrap().text()
}

fn harness(project: Project, today: NaiveDate, shown: &[Pane]) -> Harness<'static, CcdeskApp> {
    harness_with(project, today, shown, FakeFileChooser::default())
}

fn harness_with(
    project: Project,
    today: NaiveDate,
    shown: &[Pane],
    files: FakeFileChooser,
) -> Harness<'static, CcdeskApp> {
    let mut app = app_with_files(project, today, files);
    show_only(&mut app, shown);
    open_window(app, [1100.0, 800.0])
}

fn game(h: &Harness<'_, CcdeskApp>) -> Game {
    h.state().doc.project.game(GameId(1)).unwrap().clone()
}

// rule: E2.8 — marking the reply sent records its mailing date in the ledger.
// rule: E5.1 — and keeps the message with the game.
#[test]
fn a_reply_from_the_board_is_marked_sent() {
    let mut p = desk();
    // Bob's 2...Nc6 arrived on 13 Mar and is kept; Ann plays 3.Bb5 on the board.
    let mut received = p.game(GameId(1)).unwrap().clone();
    received
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))));
    // Reading it recorded the day it arrived (E2.7).
    received
        .clock
        .arrivals
        .push(ccdesk::domain::ledger::Arrival {
            ply: 3,
            date: d(3, 13),
        });
    p.hand_edit().games[0] = received;
    p.hand_edit()
        .correspondence
        .push(ccdesk::domain::message::Correspondence {
            mail: None,
            sender_name: String::new(),
            sender_email: String::new(),
            date_assumed: false,
            game: GameId(1),
            direction: Direction::Received,
            date: d(3, 13),
            kind: Some(LetterKind::Move),
            subject: String::new(),
            text: "2...Nc6".into(),
            understood: String::new(),
        });
    let mut h = harness(p, d(3, 15), &[Pane::Board, Pane::Scoresheet]);
    fill(&mut h, "Move:", "Bb5");
    h.get_by_label("Play").click();
    h.run();
    // The board asks for the move's dates; it is sent from the Reply… dialog.
    h.get_by_label("not sent yet").click();
    h.run();
    assert_eq!(game(&h).moves[4].sent, None, "entered, not yet sent");

    menu(&mut h, "File", "Reply…");
    assert!(
        h.query_by_label_contains("Subject: Friendly: Ann Ashworth - Bob Bramley, 3.Bb5")
            .is_some()
    );
    assert!(
        h.query_by_label("To: Bob Bramley <bob@chess.example>")
            .is_some()
    );
    fill(&mut h, "Send date:", "2026-03-14");
    h.get_by_label("Mark sent").click();
    h.run();

    let g = game(&h);
    assert_eq!(g.moves[4].sent, Some(d(3, 14)));
    // The received date is the day the message arrived (E2.7).
    assert_eq!(g.moves[4].received, Some(d(3, 13)));
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 2);
    assert_eq!(kept[1].direction, Direction::Sent);
    assert_eq!(kept[1].date, d(3, 14));
    assert_eq!(kept[1].kind, Some(LetterKind::Move));
    assert!(kept[1].text.contains("My move:                    3.Bb5"));
    assert!(h.state().dialogs.reply.is_none(), "the dialog closed");
    // The send is said once, in words (issue 18).
    let said = crate::accessibility::live_regions(&h);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].0.starts_with("g1: ") && said[0].0.contains("marked sent"),
        "{said:?}"
    );

    // One undo takes back both.
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label("Undo").click();
    h.run();
    assert_eq!(game(&h).moves[4].sent, None);
    assert_eq!(h.state().doc.project.correspondence().len(), 1);
}

// rule: E2.1 — with no move on the board, the reply is typed in the dialog.
#[test]
fn a_reply_typed_in_the_dialog_is_played_when_marked_sent() {
    let mut p = desk();
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))));
    let dir = tempfile::tempdir().unwrap();
    let eml = dir.path().join("reply.eml");
    let files = FakeFileChooser {
        save_eml: Some(eml.clone()),
        ..FakeFileChooser::default()
    };
    let opener = FakeOpener::default();
    let opened = opener.opened.clone();
    let mut app = app_with_files(p, d(3, 14), files);
    app.set_opener(Box::new(opener));
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 800.0]);
    menu(&mut h, "File", "Reply…");
    assert!(
        h.query_by_label("Play your move on the board, or type it above.")
            .is_some()
    );
    fill(&mut h, "My move:", "Bb5");
    // rule: E2.3 — the message as an email file any mail program opens.
    h.get_by_label("Save .eml…").click();
    h.run();
    let mail = ccdesk::io::eml::load_eml(&eml).unwrap();
    assert_eq!(mail.from_email.as_deref(), Some("ann@chess.example"));
    assert_eq!(mail.date, Some(d(3, 14)));
    assert!(mail.body.contains("3.Bb5"), "{}", mail.body);
    assert_eq!(game(&h).moves.len(), 4, "saving sends nothing");
    // rule: E2.3 — or opened in the mail client through a mailto: link.
    h.get_by_label("Open in mail client").click();
    h.run();
    let url = opened.lock().unwrap().last().cloned().unwrap();
    assert!(
        url.starts_with("mailto:bob@chess.example?subject="),
        "{url}"
    );
    assert_eq!(
        game(&h).moves.len(),
        4,
        "opening the mail client sends nothing"
    );
    h.get_by_label("Mark sent").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.moves.len(), 5);
    assert_eq!(g.moves[4].san, "Bb5");
    assert_eq!(g.moves[4].sent, Some(d(3, 14)));
    assert_eq!(h.state().doc.project.correspondence().len(), 1);
}

fn read(h: &mut Harness<'_, CcdeskApp>, text: &str) {
    menu(h, "File", "Read message…");
    fill(h, "Arrived on:", "2026-03-13");
    type_into(h, "Message:", text);
}

// rule: E4.1 — a reply that repeats the latest move wrongly is not valid.
// rule: E6.6 — applying it records the 5 penalty days, not the move.
// rule: E4.2 — the referral the user sends back is offered.
#[test]
fn a_wrong_repetition_is_found_before_anything_is_applied() {
    let mut h = harness(desk(), d(3, 13), &[Pane::Scoresheet]);
    let wrong = bobs_reply()
        .replace(
            "Your move:                  2.Nf3",
            "Your move:                  2.Nc3",
        )
        .replace("repeat: 2.Nf3", "repeat: 2.Nc3");
    read(&mut h, &wrong);
    assert!(
        h.query_by_label_contains("You repeated my move as 2.Nc3, but it was 2.Nf3")
            .is_some()
    );
    // The finding is said to a screen reader, once, at once (issue 18).
    let findings: Vec<(String, egui::accesskit::Live)> = crate::accessibility::live_regions(&h)
        .into_iter()
        .filter(|(text, _)| text.contains("You repeated my move as 2.Nc3"))
        .collect();
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0].1, egui::accesskit::Live::Assertive);
    assert!(h.query_by_label("Referral to send back (E4.2)").is_some());
    assert!(
        h.query_by_label_contains("record a penalty against Black's move 2")
            .is_some()
    );
    h.snapshot("read_dialog_wrong_repetition");
    assert_eq!(game(&h).moves.len(), 3, "nothing applied yet");
    assert!(h.state().doc.project.correspondence().is_empty());

    h.get_by_label("Apply").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.moves.len(), 3, "the invalid reply is not played");
    assert_eq!(g.clock.penalties.len(), 1);
    assert_eq!(g.clock.penalties[0].reason, PenaltyReason::WrongRepetition);
    assert_eq!(g.clock.penalties[0].move_number, 2);
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].direction, Direction::Received);
    assert_eq!(kept[0].date, d(3, 13));
    assert!(
        kept[0].understood.contains("(E4.1)"),
        "{}",
        kept[0].understood
    );
}

// rule: E4.1 — a correct repetition makes the reply valid; applied, it is on the scoresheet.
// rule: E2.5 — with the dates the message states.
#[test]
fn a_valid_reply_is_applied_and_shown_on_the_scoresheet() {
    let mut h = harness(desk(), d(3, 13), &[Pane::Scoresheet]);
    assert!(h.query_by_label("Nc6").is_none());
    read(&mut h, &bobs_reply());
    assert!(h.query_by_label("No problems found.").is_some());
    assert!(
        h.query_by_label_contains("play Nc6, sent 12 Mar 2026")
            .is_some()
    );
    h.get_by_label("Apply").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.moves.len(), 4);
    assert_eq!(g.moves[3].san, "Nc6");
    assert_eq!(g.moves[3].received, Some(d(3, 11)));
    assert_eq!(g.moves[3].sent, Some(d(3, 12)));
    assert!(h.state().dialogs.read.is_none(), "the dialog closed");
    assert!(h.query_by_label("Nc6").is_some(), "on the scoresheet");
    // What the message did is said once, in the status line (issue 18).
    let said = crate::accessibility::live_regions(&h);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(
        said[0].0.starts_with("g1: ") && said[0].0.contains("Nc6"),
        "{said:?}"
    );
    assert_eq!(Some(&said[0].0), h.state().doc.last_event.as_ref());
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert!(kept[0].understood.contains("no problems found"));
}

// rule: E3.2 — once the ledger says so, the Reply dialog writes the message to the TD.
#[test]
fn the_reply_dialog_offers_the_message_to_the_td_when_it_is_due() {
    // Ann sent 2.Nf3 on 10 Mar; on 8 Apr the repeat (24 Mar) and the TD (7 Apr) are due.
    let mut h = harness(desk(), d(4, 8), &[Pane::Scoresheet]);
    menu(&mut h, "File", "Reply…");
    assert!(
        h.query_by_label_contains("Waiting for Bob Bramley's reply since 10 Mar 2026")
            .is_some()
    );
    assert!(h.query_by_label_contains("(rule E3.2)").is_some());
    fill(&mut h, "TD email:", "td@chess.example");
    h.snapshot("reply_dialog_inform_td");
    h.get_by_label("Mark sent").click();
    h.run();
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].kind, Some(LetterKind::Escalation));
    assert!(kept[0].text.contains("await your decision"));
    assert_eq!(game(&h).moves.len(), 3, "no move is played");
}

// rule: E5.1 — the correspondence view lists the kept messages and filters them.
#[test]
fn the_correspondence_view_filters_and_exports() {
    let mut project = desk();
    for (i, (day, text)) in [(10, "2.Nf3 sent"), (13, "2...Nc6 received")]
        .into_iter()
        .enumerate()
    {
        project
            .hand_edit()
            .correspondence
            .push(ccdesk::domain::message::Correspondence {
                mail: None,
                sender_name: String::new(),
                sender_email: String::new(),
                date_assumed: false,
                game: GameId(1),
                direction: if i == 0 {
                    Direction::Sent
                } else {
                    Direction::Received
                },
                date: d(3, day),
                kind: Some(LetterKind::Move),
                subject: String::new(),
                text: text.into(),
                understood: String::new(),
            });
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("g1.txt");
    let mut app = app_with_files(
        project,
        d(3, 14),
        FakeFileChooser {
            save_text: Some(out.clone()),
            ..FakeFileChooser::default()
        },
    );
    show_only(&mut app, &[Pane::Correspondence]);
    let mut h = open_window(app, [700.0, 500.0]);
    assert!(h.query_by_label("2 messages").is_some());
    assert!(
        h.query_by_label_contains("2026-03-13 ← received g1 · 2...Nc6 received")
            .is_some()
    );
    h.snapshot("correspondence_pane");
    fill(&mut h, "Filter:", "nc6");
    assert!(h.query_by_label("1 message").is_some());
    assert!(h.query_by_label_contains("2.Nf3 sent").is_none());
    h.get_by_label("Export…").click();
    h.run();
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("Correspondence of game g1\n"), "{text}");
    assert!(text.contains("===== sent 2026-03-10 ====="));
    assert!(text.contains("===== received 2026-03-13 ====="));
}

// rule: E2.10 — a message read from an .eml: the Date: header is the mailing date.
#[test]
fn a_reply_opened_from_an_eml_file_is_applied() {
    let mut bob = desk();
    *bob.hand_edit().owner = Some(PlayerId(2));
    bob.hand_edit()
        .game(GameId(1))
        .unwrap()
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))));
    let letter = compose_move(&bob, bob.game(GameId(1)).unwrap(), 3, None)
        .unwrap()
        .letter();
    let dir = tempfile::tempdir().unwrap();
    let eml = dir.path().join("bob.eml");
    ccdesk::io::eml::save_eml(&eml, &letter, d(3, 12)).unwrap();
    let files = FakeFileChooser {
        open_eml: Some(eml),
        ..FakeFileChooser::default()
    };
    let mut h = harness_with(desk(), d(3, 13), &[Pane::Scoresheet], files);
    menu(&mut h, "File", "Read message…");
    h.get_by_label("Open .eml…").click();
    h.run();
    assert!(
        h.query_by_label("From bob.eml: bob@chess.example, sent 12 Mar 2026")
            .is_some()
    );
    assert!(h.query_by_label("No problems found.").is_some());
    h.get_by_label("Apply").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.moves[3].san, "Nc6");
    assert_eq!(g.moves[3].sent, Some(d(3, 12)));
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept[0].subject, letter.subject);
    assert_eq!(kept[0].date, d(3, 13));
}

// rule: E5.1 — the demo keeps the messages of two own games; the view shows them as read.
#[test]
fn the_demo_shows_a_games_correspondence() {
    let demo = ccdesk::app::shipped_demo();
    let kept = demo.correspondence().to_vec();
    let first = kept[0].game;
    let mut h = harness(demo, d(11, 29), &[Pane::Scoresheet, Pane::Correspondence]);
    assert!(h.query_by_label_contains("in other games").is_some());
    h.state_mut().select_game(first);
    h.run();
    let mine: Vec<_> = kept.iter().filter(|c| c.game == first).collect();
    assert!(
        h.query_by_label(&format!("{} messages", mine.len()))
            .is_some()
    );
    let last = mine.last().unwrap();
    let header = format!("{} ← received {} · {}", last.date, last.game, last.subject);
    h.get_by_label(&header).click();
    h.run();
    assert!(h.query_by_label("As read by ccdesk").is_some());
    h.snapshot("correspondence_demo");
    h.get_by_label("Copy").click();
    h.step();
    let text = copied(&h).unwrap();
    assert_eq!(text, format!("Subject: {}\n\n{}", last.subject, last.text));
}

// rule: E2.10 — a wrong date is corrected, and the stated one is kept in the ledger as history.
#[test]
fn a_wrong_received_date_is_corrected_on_apply() {
    let mut h = harness(desk(), d(3, 13), &[Pane::Scoresheet]);
    // Bob says he received 2.Nf3 (sent 10 Mar) on 9 Mar.
    let text = bobs_reply()
        .replace("11 Mar 2026", "9 Mar 2026")
        .replace("received: 2026-03-11", "received: 2026-03-09");
    read(&mut h, &text);
    assert!(
        h.query_by_label_contains(
            "correct the received date from 9 Mar 2026 to 11 Mar 2026 (E2.10)"
        )
        .is_some()
    );
    h.get_by_label("Apply").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.moves[3].received, Some(d(3, 11)));
    assert_eq!(g.clock.corrections.len(), 1);
    assert_eq!(g.clock.corrections[0].ply, 3);
    assert_eq!(g.clock.corrections[0].correction.stated, d(3, 9));
    assert_eq!(g.clock.corrections[0].correction.noted_on, Some(d(3, 13)));
}

// rule: E3.1 — no reply within 14 days: the repeat, with a copy to the TD, recorded in the ledger.
#[test]
fn the_repeat_after_silence_is_recorded_in_the_ledger() {
    // Ann sent 2.Nf3 on 10 Mar; on 25 Mar the repeat (due 24 Mar) is offered.
    let mut h = harness(desk(), d(3, 25), &[Pane::Scoresheet]);
    menu(&mut h, "File", "Reply…");
    assert!(h.query_by_label_contains("Subject: REPEAT: ").is_some());
    assert!(h.query_by_label("Cc: the Tournament Director").is_some());
    h.get_by_label("Mark sent").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.clock.repeat_sent(2), Some(d(3, 25)));
    assert_eq!(g.moves.len(), 3);
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].kind, Some(LetterKind::Repeat));
    // The TD is now told from 8 Apr (14 days after the repeat, E3.2).
    menu(&mut h, "File", "Reply…");
    assert!(
        h.query_by_label_contains(
            "repeat due 24 Mar 2026 (sent 25 Mar 2026), the TD to be told from 8 Apr 2026"
        )
        .is_some()
    );
}

/// The text the last frame put on the clipboard.
fn copied(h: &Harness<'_, CcdeskApp>) -> Option<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
}

// rule: P04 — a postal game's reply gives the card text: the moves, the postmark and received dates, the posting date and the time.
// rule: E2.3 — the message is copied with its subject.
#[test]
fn a_postal_reply_copies_the_message_and_the_card_text() {
    let mut p = desk();
    p.hand_edit().games[0].rules = ccdesk::domain::ledger::RuleSet::postal().name;
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(3, 12)), Some(d(3, 13))));
    let mut h = harness(p, d(3, 17), &[Pane::Scoresheet]);
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    h.get_by_label("Copy").click();
    h.step();
    let message = copied(&h).unwrap();
    assert!(message.starts_with("Subject: Friendly: Ann Ashworth - Bob Bramley, 3.Bb5\n\n"));
    h.run();
    h.get_by_label("Copy postal card").click();
    h.step();
    let card = copied(&h).unwrap();
    assert!(card.contains("Your move:        2...Nc6"), "{card}");
    assert!(card.contains("My move:          3.Bb5"), "{card}");
    assert!(card.contains("Your postmark:    13 Mar 2026"), "{card}");
    assert!(card.contains("Posted:           17 Mar 2026"), "{card}");
}

// rule: E8.2 — a leave announcement is kept with the game; no move is looked for, so no E4.3 penalty.
#[test]
fn a_message_without_a_move_is_kept_not_penalised() {
    let p = desk();
    let bob = p.player(PlayerId(2)).unwrap().clone();
    let letter = ccdesk::domain::message::leave_announcement(
        &p,
        &[p.game(GameId(1)).unwrap()],
        &bob,
        d(4, 1),
        d(4, 14),
        d(3, 12),
        &ccdesk::domain::message::Addressee::named("the Tournament Director"),
    );
    let mut h = harness(p, d(3, 13), &[Pane::Scoresheet]);
    read(&mut h, &letter.body);
    assert!(
        h.query_by_label(
            "This is a leave announcement (E8.2), not a move: there is nothing to check or play."
        )
        .is_some()
    );
    assert!(h.query_by_label_contains("(E4.3)").is_none());
    // The announcement carries Bob's From: line (E2.4), his address: no
    // confirmation is asked (only the opponent's mail changes his game).
    assert!(
        h.query_by_label_contains("the message gives no sender address")
            .is_none()
    );
    h.get_by_label("Apply").click();
    h.run();
    let g = game(&h);
    assert_eq!(g.moves.len(), 3);
    assert!(g.clock.penalties.is_empty());
    let kept = &h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].game, GameId(1));
    assert_eq!(kept[0].kind, Some(LetterKind::Leave));
}

// rule: E2.3 — a mail link carries only To, Cc, subject and body: an
// address from an older file that would add an `attach` field opens no
// link, and the dialog says why, naming the person and the address
// (issue 21).
#[test]
fn a_hostile_address_opens_no_mail_link() {
    let hostile = "h.lindqvist@schack.example?attach=/home/me/.ssh/id_rsa&x=";
    let mut p = desk();
    p.hand_edit().players[1].email = hostile.into();
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))));
    let opener = FakeOpener::default();
    let asked = opener.opened.clone();
    let mut app = app_with_files(p, d(3, 14), FakeFileChooser::default());
    app.set_opener(Box::new(opener));
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 800.0]);
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    h.get_by_label("Open in mail client").click();
    h.run();
    assert!(
        asked.lock().unwrap().is_empty(),
        "a link was opened for {hostile}"
    );
    let said = format!("no mail link for Bob Bramley: {hostile:?} is not a plain email address");
    assert!(
        h.query_by_label_contains(&said).is_some(),
        "the dialog does not say {said}"
    );
}
