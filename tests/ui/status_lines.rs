//! A dialog's or pane's own status line never moves its controls (issue
//! 31, "The window"): what Copy or Send did is said below the buttons, in
//! room kept for it, so a second click lands where the first did.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{app_on, click, date, fill, has, menu, open_window, show_only};

/// Ann's desk: g1 Ann (White) - Bob, 1.e4 e5 2.Nf3 Nc6, Ann to move.
fn desk() -> Project {
    let d = |day| date(2026, 3, day);
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.email = "ann@chess.example".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.email = "bob@chess.example".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(2))),
        MoveRecord::new("e5").dated(Some(d(3)), Some(d(8))),
        MoveRecord::new("Nf3").dated(Some(d(9)), Some(d(10))),
        MoveRecord::new("Nc6").dated(Some(d(11)), Some(d(12))),
    ];
    p.hand_edit().games.push(g);
    p
}

/// The window on Ann's desk on 14 March, only the games list shown.
fn window() -> Harness<'static, CcdeskApp> {
    let mut app = app_on(desk(), date(2026, 3, 14));
    show_only(&mut app, &[Pane::Games]);
    open_window(app, [1100.0, 800.0])
}

/// Where the control labelled `label` is drawn.
fn rect_of(h: &Harness<'_, CcdeskApp>, label: &str) -> egui::Rect {
    h.get_by_label(label).rect()
}

#[test]
fn what_reply_did_is_said_below_its_buttons_which_stay_where_they_were() {
    let mut h = window();
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    let buttons = ["Copy", "Mark sent", "Close"];
    let before: Vec<egui::Rect> = buttons.iter().map(|b| rect_of(&h, b)).collect();
    click(&mut h, "Copy");
    assert!(has(&h, "Copied the message."), "Copy says what it did");
    let after: Vec<egui::Rect> = buttons.iter().map(|b| rect_of(&h, b)).collect();
    assert_eq!(before, after, "the buttons did not move");
    let said = rect_of(&h, "Copied the message.");
    assert!(
        said.top() >= after[0].bottom(),
        "said below the buttons: {said:?} under {:?}",
        after[0]
    );
}

#[test]
fn what_send_did_in_the_correspondence_pane_leaves_its_send_button_in_place() {
    let mut h = window();
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Bb5");
    click(&mut h, "Mark sent");
    assert!(
        ccdesk::domain::mail::unsent_of(&h.state().doc.project, GameId(1)).is_some(),
        "recorded, not mailed"
    );
    show_only(h.state_mut(), &[Pane::Games, Pane::Correspondence]);
    h.run();
    h.get_by_label_contains("· not mailed").click();
    h.run();
    let before = rect_of(&h, "Send");
    // No mail account is kept: Send says so at once, and the message stays
    // not mailed with its Send button.
    click(&mut h, "Send");
    assert!(has(&h, "no mail account"), "Send says why it failed");
    assert_eq!(rect_of(&h, "Send"), before, "the Send button did not move");
}

#[test]
fn a_refused_rename_is_said_below_ok_and_cancel_which_stay_where_they_were() {
    let mut h = window();
    menu(&mut h, "File", "Rename project…");
    fill(&mut h, "Name:", " ");
    let buttons = ["OK", "Cancel"];
    let before: Vec<egui::Rect> = buttons.iter().map(|b| rect_of(&h, b)).collect();
    click(&mut h, "OK");
    assert!(has(&h, "give the project a name"), "refused, and why");
    let after: Vec<egui::Rect> = buttons.iter().map(|b| rect_of(&h, b)).collect();
    assert_eq!(before, after, "the buttons did not move");
    assert_eq!(h.state().doc.project.name(), "Ann's desk");
}

#[test]
fn a_refused_new_game_is_said_below_create_and_cancel_which_stay_where_they_were() {
    let mut h = window();
    // (The games list has its own New game… button.)
    h.state_mut().open_new_game_dialog();
    h.run();
    fill(&mut h, "Start date:", "someday");
    let buttons = ["Create game", "Cancel"];
    let before: Vec<egui::Rect> = buttons.iter().map(|b| rect_of(&h, b)).collect();
    click(&mut h, "Create game");
    assert!(
        h.state().dialogs.new_game.as_ref().unwrap().error.is_some(),
        "refused"
    );
    let after: Vec<egui::Rect> = buttons.iter().map(|b| rect_of(&h, b)).collect();
    assert_eq!(before, after, "the buttons did not move");
    assert_eq!(h.state().doc.project.games().len(), 1, "no game was made");
}
