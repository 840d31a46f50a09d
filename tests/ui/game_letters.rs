//! A game agreed in other piece letters (E2.2) in the window: the letters
//! chosen in the scoresheet's notation menu (a command, undone like any),
//! the Move field reading them first and any language's where only one
//! reading is legal, saying which it read where two are, the scoresheet
//! writing them, and the Reply… dialog's typed move and message in them.
//! The board's squares keep their English accessible names for now.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::language::Language;
use ccdesk::domain::notation::PieceLetters;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{TODAY, WINDOW_SIZE, app_on, fill, has, menu, open_window, show_only};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann (the owner, White) against Bob, with `moves` recorded.
fn desk(moves: Vec<MoveRecord>) -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.email = "ann@chess.example".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.email = "bob@chess.example".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    g.moves = moves;
    p.hand_edit().games.push(g);
    p
}

fn game(h: &Harness<'_, CcdeskApp>) -> Game {
    h.state().doc.project.game(GameId(1)).unwrap().clone()
}

fn sans(h: &Harness<'_, CcdeskApp>) -> Vec<String> {
    game(h).moves.iter().map(|m| m.san.to_string()).collect()
}

/// Types `text` in the Move field, plays it and records it as not sent.
fn type_move(h: &mut Harness<'_, CcdeskApp>, text: &str) {
    fill(h, "Move:", text);
    h.get_by_label("Play").click();
    h.run();
    if h.query_by_label("not sent yet").is_some() {
        h.get_by_label("not sent yet").click();
        h.run();
    }
}

fn choose_letters(h: &mut Harness<'_, CcdeskApp>, label: &str) {
    h.get_by_label("notation").click();
    h.run();
    h.get_by_label(label).click();
    h.run();
}

// rule: E2.2 — the letters agreed are set in the notation menu; the Move
// field reads them (Sf3 in a German game) and the scoresheet shows them.
#[test]
fn a_german_game_is_typed_and_shown_in_german_letters() {
    let mut app = app_on(desk(Vec::new()), TODAY);
    show_only(&mut app, &[Pane::Board, Pane::Scoresheet]);
    let mut h = open_window(app, WINDOW_SIZE);
    choose_letters(&mut h, "German (K D T L S)");
    assert_eq!(game(&h).letters, PieceLetters::German);
    assert_eq!(
        h.get_by_label("notation")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("algebraic (SAN), German letters K D T L S"),
        "the menu says what it holds"
    );
    for typed in ["e4", "e5", "Sf3", "Sc6", "Lb5"] {
        type_move(&mut h, typed);
        assert!(
            h.state().board.message.is_none() && h.state().board.answer.is_none(),
            "{typed}: {:?} {:?}",
            h.state().board.message,
            h.state().board.answer
        );
    }
    assert_eq!(sans(&h), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    for written in ["Sf3", "Sc6", "Lb5"] {
        assert!(
            h.query_all_by_label(written).count() >= 1,
            "{written} not on the scoresheet"
        );
    }
    assert!(h.query_by_label("Nf3").is_none() && h.query_by_label("Bb5").is_none());
    // The letters are a command: undo gives back English and its SAN.
    for _ in 0..5 {
        h.state_mut().undo();
        h.run();
    }
    assert!(sans(&h).is_empty());
    h.state_mut().undo();
    h.run();
    assert_eq!(game(&h).letters, PieceLetters::English);
}

// rule: E2.2 E4.4 — another language's letters are read where one reading is
// legal, and the field says which it read where two are (B: a German pawn, an
// English bishop).
#[test]
fn the_move_field_says_which_letters_it_read() {
    let mut p = desk(Vec::new());
    p.hand_edit().games[0].letters = PieceLetters::German;
    let mut app = app_on(p, TODAY);
    show_only(&mut app, &[Pane::Board, Pane::Scoresheet]);
    let mut h = open_window(app, WINDOW_SIZE);
    type_move(&mut h, "e4");
    type_move(&mut h, "e5");
    // English letters in a German game: read, and said in the game's letters.
    fill(&mut h, "Move:", "Nf3");
    h.get_by_label("Play").click();
    h.run();
    assert!(has(&h, "Nf3 read with English piece letters as Sf3"));
    h.get_by_label("not sent yet").click();
    h.run();
    assert_eq!(sans(&h), ["e4", "e5", "Nf3"]);
    type_move(&mut h, "Sc6");
    // Bc4: c2-c4 in German, Bf1-c4 in English; the game's German is taken.
    fill(&mut h, "Move:", "Bc4");
    h.get_by_label("Play").click();
    h.run();
    assert!(has(
        &h,
        "Bc4 read with German piece letters as c4; it would be Lc4 in English letters"
    ));
}

// rule: E2.2 — the Reply… dialog takes a move typed in the game's letters,
// and the message it marks sent writes them.
#[test]
fn the_reply_dialog_takes_and_writes_the_game_letters() {
    let mut p = desk(vec![
        MoveRecord::new("e4").dated(None, Some(d(3, 2))),
        MoveRecord::new("e5").dated(Some(d(3, 3)), Some(d(3, 8))),
        MoveRecord::new("Nf3").dated(Some(d(3, 9)), Some(d(3, 10))),
        MoveRecord::new("Nc6").dated(Some(d(3, 11)), Some(d(3, 12))),
    ]);
    p.hand_edit().games[0].letters = PieceLetters::French;
    let mut app = app_on(p, d(3, 14));
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, [1100.0, 800.0]);
    menu(&mut h, "File", "Reply…");
    fill(&mut h, "My move:", "Fb5");
    fill(&mut h, "Send date:", "2026-03-14");
    h.get_by_label("Mark sent").click();
    h.run();
    assert_eq!(sans(&h), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(game(&h).moves[4].sent, Some(d(3, 14)));
    let kept = h.state().doc.project.correspondence();
    let text = &kept.last().unwrap().text;
    assert!(text.contains("My move:                    3.Fb5"), "{text}");
    assert!(
        text.contains("Your move:                  2...Cc6"),
        "{text}"
    );
    assert!(text.contains("reply: 3.Bb5"), "{text}");
}

// rule: E2.2 — a conditional line is typed in the game's letters and shown in them.
// rule: E4.5
#[test]
fn conditional_moves_are_typed_and_shown_in_the_game_letters() {
    let mut p = desk(
        ["e4", "e5", "Nf3", "Nc6", "Bb5"]
            .into_iter()
            .map(MoveRecord::new)
            .collect(),
    );
    p.hand_edit().games[0].letters = PieceLetters::German;
    let mut app = app_on(p, TODAY);
    show_only(&mut app, &[Pane::Scoresheet]);
    let mut h = open_window(app, WINDOW_SIZE);
    fill(&mut h, "If:", "a6 La4");
    h.get_by_label("Propose").click();
    h.run();
    let g = game(&h);
    assert_eq!(
        g.conditional.len(),
        1,
        "{:?}",
        h.state().panes().scoresheet.conditional_message
    );
    assert_eq!(g.conditional[0].branches[0].expected, "a6");
    assert_eq!(g.conditional[0].branches[0].reply, "Ba4");
    assert!(has(&h, "if 3... a6 4. La4"));
}

// rule: E2.2 — the new-game dialog records the piece letters agreed with the opponent.
#[test]
fn the_new_game_dialog_records_the_letters() {
    let mut h = open_window(app_on(Project::new("My desk"), TODAY), WINDOW_SIZE);
    h.state_mut().open_new_game_dialog();
    h.run();
    fill(&mut h, "Your name:", "Ann Ashworth");
    fill(&mut h, "Opponent's name:", "Daan de Vries");
    fill(&mut h, "Event:", "Friendly");
    h.query_all_by_label("Piece letters:")
        .last()
        .unwrap()
        .click();
    h.run();
    h.get_by_label("Dutch (K D T L P)").click();
    h.run();
    h.get_by_label("Create game").click();
    h.run();
    let games = h.state().doc.project.games();
    assert_eq!(games.len(), 1, "{:?}", h.state().dialogs.new_game);
    assert_eq!(games[0].letters, PieceLetters::Dutch);
}

// rule: E2.2 — the language of the game's messages is chosen in the notation
// menu next to the letters; the letters that were English follow it to
// Italian, the menu says so, and undo gives both back.
#[test]
fn the_language_of_the_messages_is_chosen_in_the_notation_menu() {
    let mut app = app_on(desk(Vec::new()), TODAY);
    show_only(&mut app, &[Pane::Board, Pane::Scoresheet]);
    let mut h = open_window(app, WINDOW_SIZE);
    h.get_by_label("notation").click();
    h.run();
    // The menu scrolls where the window is short of room.
    h.get_by_label("Italian (Italiano)").scroll_to_me();
    h.run();
    h.get_by_label("Italian (Italiano)").click();
    h.run();
    assert_eq!(game(&h).language, Language::Italian);
    assert_eq!(game(&h).letters, PieceLetters::Italian);
    assert_eq!(
        h.get_by_label("notation")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("algebraic (SAN), Italian letters R D T A C; messages in Italian"),
    );
    h.state_mut().undo();
    h.run();
    assert_eq!(game(&h).language, Language::English);
    assert_eq!(game(&h).letters, PieceLetters::English);
}

// rule: E2.2 — the new-game dialog records the language; the letters follow it.
#[test]
fn the_new_game_dialog_records_the_language() {
    let mut h = open_window(app_on(Project::new("My desk"), TODAY), WINDOW_SIZE);
    h.state_mut().open_new_game_dialog();
    h.run();
    fill(&mut h, "Your name:", "Ann Ashworth");
    fill(&mut h, "Opponent's name:", "Jean Dupont");
    fill(&mut h, "Event:", "Friendly");
    h.query_all_by_label("Language:").last().unwrap().click();
    h.run();
    h.get_by_label("Français").click();
    h.run();
    h.get_by_label("Create game").click();
    h.run();
    let games = h.state().doc.project.games();
    assert_eq!(games.len(), 1, "{:?}", h.state().dialogs.new_game);
    assert_eq!(games[0].language, Language::French);
    assert_eq!(games[0].letters, PieceLetters::French);
}
