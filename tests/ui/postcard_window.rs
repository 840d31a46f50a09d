//! Reply > Print postcard in a postal game: the card of the move typed in
//! the dialog, written where the user chooses, and no email actions.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::app::services::FakeFileChooser;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::RuleSet;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{app_with_files, fill, menu, open_window, show_only, type_into};

fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
}

/// Ann (White, the owner) and Bob by post, from Sun 1 Mar 2026: 1.e4
/// posted Mon 2 Mar (1 day), 1...e5 received 4 Mar posted 5 Mar (1), 2.Nf3
/// received 6 Mar posted 7 Mar (1), 2...Nc6 received Mon 9 Mar posted 10
/// Mar (1). Ann posts 3.Bb5 on Thu 12 Mar, the day 2...Nc6 is assumed to
/// arrive (10 Mar + 2 days' average transmission, P05): 0 days (P08, a
/// same-day reply). White 1 + 1 + 0 = 2, Black 2.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.address = "1 Mill Lane\nLeeds LS1 1AA".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.address = "2 Church Street\nYork YO1 7HH".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly by post");
    g.rules = RuleSet::postal().name;
    g.start = Some(d(1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(2))),
        MoveRecord::new("e5").dated(Some(d(4)), Some(d(5))),
        MoveRecord::new("Nf3").dated(Some(d(6)), Some(d(7))),
        MoveRecord::new("Nc6").dated(Some(d(9)), Some(d(10))),
    ];
    p.hand_edit().games.push(g);
    p
}

// rule: P01 — a postal game's reply offers no email actions.
// rule: P03 — the card repeats the opponent's move.
// rule: P04 — the card carries the four dates and times.
// rule: P05 — the date received assumed from the average transmission time.
// rule: P08 — a same-day reply counts zero.
#[test]
fn a_postal_reply_prints_its_postcard_and_offers_no_email() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("card.pdf");
    let files = FakeFileChooser {
        save_pdf: Some(pdf.clone()),
        ..FakeFileChooser::default()
    };
    let mut app = app_with_files(desk(), d(12), files);
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 800.0]);
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    assert!(h.query_by_label("Save .eml…").is_none());
    assert!(h.query_by_label("Open in mail client").is_none());
    h.get_by_label("Copy postal card").click();
    h.step();
    let card = h
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
        .unwrap();
    assert!(
        card.starts_with("To: Bob Bramley, 2 Church Street, York YO1 7HH\n"),
        "{card}"
    );
    h.run();
    // The recipient's postal address, not an email address.
    assert!(
        h.query_by_label("To: Bob Bramley, 2 Church Street, York YO1 7HH")
            .is_some()
    );
    h.get_by_label("Print postcard").click();
    h.run();
    h.get_by_label("Postcard, 148 × 105 mm…").click();
    h.run();
    // Said in the dialog and on the status bar.
    assert!(
        h.query_all_by_label_contains("wrote the postcard of 3.Bb5 to Bob Bramley")
            .next()
            .is_some()
    );
    let doc = lopdf::Document::load(&pdf).unwrap();
    assert_eq!(doc.get_pages().len(), 2);
    let front = doc.extract_text(&[1]).unwrap();
    let back = doc.extract_text(&[2]).unwrap().replace('\n', " ");
    assert!(
        front.contains("2 Church Street") && front.contains("York YO1 7HH"),
        "{front}"
    );
    assert!(front.contains("1 Mill Lane"), "{front}");
    for expected in [
        "Your move: 2...Nc6",
        "My move: 3.Bb5",
        "Your postmark 10 Mar 2026",
        "Received 12 Mar 2026 (assumed: your postmark plus the average transmission time of 2 days, P05)",
        "Posted 12 Mar 2026 (the postmark counts)",
        "0 days this move; in all White 2, Black 2 days",
    ] {
        assert!(back.contains(expected), "{expected:?}: {back}");
    }
    // Printing sends nothing: the move is played only by Mark sent.
    assert_eq!(
        h.state().doc.project.game(GameId(1)).unwrap().moves.len(),
        4
    );
}

// rule: P12 — no answer after 12 days plus the average transmission time:
// the reminder by recorded post, printed with both addresses, recorded when posted.
#[test]
fn the_recorded_post_reminder_is_printed_and_recorded_when_posted() {
    let mut p = desk();
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Bb5").dated(Some(d(12)), Some(d(12))));
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("reminder.pdf");
    let files = FakeFileChooser {
        save_pdf: Some(pdf.clone()),
        ..FakeFileChooser::default()
    };
    // Posted 12 Mar: 12 days + 2 days' transmission = due 26 Mar.
    let mut app = app_with_files(p, d(30), files);
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 800.0]);
    menu(&mut h, "File", "Reply…");
    assert!(h.query_by_label("Save .eml…").is_none());
    h.get_by_label("Print letter…").click();
    h.run();
    let doc = lopdf::Document::load(&pdf).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).unwrap();
    for expected in [
        "By Recorded post",
        "Ann Ashworth",
        "1 Mill Lane",
        "Bob Bramley",
        "2 Church Street",
        "York YO1 7HH",
        "30 Mar 2026",
        "REPEAT:",
        "3.Bb5",
        "Signed:",
    ] {
        assert!(text.contains(expected), "{expected:?}:\n{text}");
    }
    // Printing records nothing; Mark sent records the repeat as posted.
    let repeats = |h: &egui_kittest::Harness<'_, ccdesk::app::CcdeskApp>| {
        h.state()
            .doc
            .project
            .game(GameId(1))
            .unwrap()
            .clock
            .repeat_sent(4)
    };
    assert_eq!(repeats(&h), None);
    h.get_by_label("Mark sent").click();
    h.run();
    assert_eq!(repeats(&h), Some(d(30)));
}

// rule: P01 — the reply of a friendly postal game says that the owner's own address is missing, in `ccdesk check`'s words.
#[test]
fn a_friendly_postal_reply_says_the_owners_address_is_missing() {
    let mut p = desk();
    p.hand_edit().players[0].address.clear();
    let expected = ccdesk::domain::tournament::contacts::owner_address_missing(&p)
        .unwrap()
        .to_string();
    let mut app = app_with_files(p, d(12), FakeFileChooser::default());
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 800.0]);
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    assert!(h.query_by_label(&expected).is_some(), "{expected}");
    h.snapshot("postcard_reply_owner_address_missing");
    // Given in Whose desk, the line goes.
    h.get_by_label("Close").click();
    h.run();
    menu(&mut h, "Edit", "Whose desk…");
    assert!(
        h.query_by_label_contains("no postal address for the friendly postal game g1")
            .is_some()
    );
    type_into(&mut h, "Postal address:", "1 Mill Lane\nLeeds LS1 1AA");
    h.get_by_label("OK").click();
    h.run();
    assert_eq!(
        h.state().doc.project.player(PlayerId(1)).unwrap().address,
        "1 Mill Lane\nLeeds LS1 1AA"
    );
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    assert!(
        h.query_by_label("To: Bob Bramley, 2 Church Street, York YO1 7HH")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("no postal address for the friendly postal game")
            .is_none()
    );
}

/// The desk after 3.Bb5 posted 12 Mar (repeat due 26 Mar): on 20 Apr the
/// repeat (P12's 12 days plus transmission) and the 10 more days are past.
fn silent_desk() -> Project {
    let mut p = desk();
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("Bb5").dated(Some(d(12)), Some(d(12))));
    p
}

// rule: P12 — 10 more days: the captain informs the Organiser, by post,
// at the address the competition gives; where it gives none, the reply
// asks for it (no "TD email" in a game played by post).
#[test]
fn the_postal_notice_of_silence_goes_to_the_organisers_address() {
    let april = NaiveDate::from_ymd_opt(2026, 4, 20).unwrap();
    let mut app = app_with_files(silent_desk(), april, FakeFileChooser::default());
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 900.0]);
    menu(&mut h, "File", "Reply…");
    assert!(h.query_by_label("TD email:").is_none());
    assert!(h.query_by_label("TD name:").is_none());
    fill(&mut h, "Organiser:", "Margaret Holroyd");
    type_into(
        &mut h,
        "Organiser's address:",
        "12 Minster Yard\nYork YO1 7JQ",
    );
    assert!(
        h.query_by_label("To: Margaret Holroyd, 12 Minster Yard, York YO1 7JQ")
            .is_some()
    );
    h.snapshot("postal_reply_to_the_organiser");
    h.get_by_label("Close").click();
    h.run();

    // Recorded with the competition, the Organiser is named from it.
    let mut p = silent_desk();
    *p.hand_edit().competition = Some(ccdesk::domain::tournament::Competition {
        name: "Inter-Office Correspondence Competition".to_owned(),
        organiser: "Margaret Holroyd".to_owned(),
        organiser_address: "12 Minster Yard\nYork YO1 7JQ".to_owned(),
        seasons: Vec::new(),
    });
    let mut app = app_with_files(p, april, FakeFileChooser::default());
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 900.0]);
    menu(&mut h, "File", "Reply…");
    assert!(h.query_by_label("Organiser's address:").is_none());
    assert!(
        h.query_by_label("Margaret Holroyd, 12 Minster Yard, York YO1 7JQ")
            .is_some()
    );
    assert!(
        h.query_by_label("To: Margaret Holroyd, 12 Minster Yard, York YO1 7JQ")
            .is_some()
    );
    h.get_by_label("Mark sent").click();
    h.run();
    let kept = h.state().doc.project.correspondence();
    assert_eq!(kept.len(), 1);
    assert!(kept[0].text.contains("12 Minster Yard"), "{}", kept[0].text);
}
