//! The event line of a message in the game's language (issue 35, item 3):
//! the event, round and board written in the game's language in the
//! readable text and under language-neutral keys of their own in the
//! `ccdesk` block, so that any copy reads any other; a block written by an
//! earlier version (the whole English line under `event`) is still read.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::language::Language;
use ccdesk::domain::message::{
    Block, EventLine, ReadOptions, compose_move, draw_offer, read_message,
};
use ccdesk::domain::project::Project;
use shakmaty::Color;

use super::language_desk::{G, day, other_than};

/// A desk of `owner` holding round 3, board 2 of the club league in
/// `language`, with the moves `sans`.
fn desk(owner: u32, language: Language, sans: &[&str]) -> Project {
    super::language_desk::desk(owner, language, sans, |game| {
        game.round = Some("3".to_owned());
        game.board = Some("2".to_owned());
    })
}

const OPENING: [&str; 3] = ["e4", "e5", "Nf3"];

fn round_3_board_2() -> EventLine {
    EventLine {
        event: "Club league".to_owned(),
        round: Some("3".to_owned()),
        board: Some("2".to_owned()),
    }
}

// rule: E2.1 — a German game's event line, round and board in German, in
// the text and the subject; the block keeps them under keys of their own.
#[test]
fn a_german_messages_event_line_is_german() {
    let ann = desk(1, Language::German, &OPENING);
    let message = compose_move(&ann, ann.game(G).unwrap(), 2, None).unwrap();
    let text = message.text();
    assert!(
        text.starts_with("Turnier:                    Club league, Runde 3, Brett 2\n"),
        "{text}"
    );
    assert_eq!(
        message.subject(),
        "Club league, Runde 3, Brett 2: Ann Smith - Bo Berg, 2.Sf3"
    );
    assert!(
        text.contains("\nevent: Club league\nround: 3\nboard: 2\nwhite: Ann Smith\n"),
        "{text}"
    );
    // A declaration says it the same way.
    let offer = draw_offer(&ann, ann.game(G).unwrap(), Color::White, day(6));
    assert!(
        offer
            .body
            .starts_with("Turnier:                    Club league, Runde 3, Brett 2\n"),
        "{}",
        offer.body
    );
    assert!(offer.subject.starts_with("Club league, Runde 3, Brett 2: "));
    assert_eq!(
        EventLine::from_block(&Block::find(&offer.body).unwrap()),
        Some(round_3_board_2())
    );
}

// rule: E2.1 — English keeps its line as it was.
#[test]
fn an_english_messages_event_line_is_unchanged() {
    let ann = desk(1, Language::English, &OPENING);
    let message = compose_move(&ann, ann.game(G).unwrap(), 2, None).unwrap();
    assert!(
        message
            .text()
            .starts_with("Event:                      Club league, round 3, board 2\n")
    );
    assert_eq!(
        message.subject(),
        "Club league, round 3, board 2: Ann Smith - Bo Berg, 2.Nf3"
    );
}

// rule: E2.1 — every language's block reads back the same round and board,
// and a French desk finds the game in the German message.
#[test]
fn every_languages_block_reads_back_the_round_and_board() {
    for language in Language::ALL {
        let ann = desk(1, language, &OPENING);
        let text = compose_move(&ann, ann.game(G).unwrap(), 2, None)
            .unwrap()
            .text();
        let block = Block::find(&text).unwrap();
        assert_eq!(
            EventLine::from_block(&block),
            Some(round_3_board_2()),
            "{language}"
        );
        let bo = desk(2, other_than(language), &OPENING[..2]);
        for body in [text.as_str(), Block::strip(&text)] {
            let r = read_message(&bo, body, &ReadOptions::default());
            assert_eq!(r.game, Some(G), "{language}:\n{body}");
            assert_eq!(r.reply_san.as_deref(), Some("Nf3"), "{language}:\n{body}");
        }
    }
}

// rule: E2.1 — a block written by an earlier version, the one English line
// under `event`, is still read: the game found, its round and board read.
#[test]
fn an_older_one_line_event_block_is_still_read() {
    let ann = desk(1, Language::English, &OPENING);
    let text = compose_move(&ann, ann.game(G).unwrap(), 2, None)
        .unwrap()
        .text();
    let older = text.replace(
        "event: Club league\nround: 3\nboard: 2\n",
        "event: Club league, round 3, board 2\n",
    );
    assert_ne!(older, text);
    let block = Block::find(&older).unwrap();
    assert_eq!(block.get("round"), None);
    assert_eq!(EventLine::from_block(&block), Some(round_3_board_2()));
    let bo = desk(2, Language::German, &OPENING[..2]);
    let r = read_message(&bo, &older, &ReadOptions::default());
    assert_eq!(r.game, Some(G));
    assert_eq!(r.reply_san.as_deref(), Some("Nf3"));
    assert!(r.findings.is_empty(), "{:?}", r.findings);
}
