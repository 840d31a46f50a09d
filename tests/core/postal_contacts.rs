//! The contacts the post needs (issue 33): the recipient's postal address
//! in a postal move message, read as the card and the labels read it (P01).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::RuleSet;
use ccdesk::domain::message::{compose_move, postal_card, read_message};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn d(month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, month, day).unwrap()
}

/// Ann (White, the owner, of Leeds) and Bob (of York) play a friendly
/// game under `rules`: 1.e4 posted Mon 2 Mar, 1...e5 received 4 Mar and
/// posted 5 Mar, 2.Nf3 received 7 Mar and posted Mon 9 Mar.
fn desk(rules: &str) -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.address = "1 Mill Lane\nLeeds LS1 1AA".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.address = "2 Church Street\n\nYork YO1 7HH\nTel. 01904 960123".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.rules = rules.to_owned();
    g.start = Some(d(3, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(3, 2))),
        MoveRecord::new("e5").dated(Some(d(3, 4)), Some(d(3, 5))),
        MoveRecord::new("Nf3").dated(Some(d(3, 7)), Some(d(3, 9))),
    ];
    p.hand_edit().games.push(g);
    p
}

// rule: P01 — a postal move message names its recipient with his postal address, as the card does.
#[test]
fn a_postal_move_message_gives_the_recipients_postal_address() {
    let p = desk(&RuleSet::postal().name);
    let game = p.game(GameId(1)).unwrap();
    let message = compose_move(&p, game, 2, None).unwrap();
    let text = message.text();
    // The blank line and the telephone line are not part of the address.
    assert!(
        text.contains("To:                         Bob Bramley, 2 Church Street, York YO1 7HH\n"),
        "{text}"
    );
    assert!(
        text.contains("Address:                    1 Mill Lane, Leeds LS1 1AA\n"),
        "{text}"
    );
    assert!(!text.contains("01904"), "{text}");
    // The card's text reads the address the same way.
    let card = postal_card(&message);
    assert!(
        card.starts_with("To: Bob Bramley, 2 Church Street, York YO1 7HH\n"),
        "{card}"
    );
    assert_eq!(
        message.recipient.postal_lines(),
        ccdesk::domain::postal_address::address_lines(&p.player(PlayerId(2)).unwrap().address)
    );
    // Bob's desk reads the message as before.
    let mut bob = p.clone();
    *bob.hand_edit().owner = Some(PlayerId(2));
    bob.hand_edit().game(GameId(1)).unwrap().moves.truncate(2);
    let reading = read_message(&bob, &text, &Default::default());
    assert!(reading.is_valid(), "{:?}", reading.findings);

    // An email game's message names no postal address.
    let email = desk(&RuleSet::email().name);
    let text = compose_move(&email, email.game(GameId(1)).unwrap(), 2, None)
        .unwrap()
        .text();
    assert!(!text.contains("To:"), "{text}");
    assert!(!text.contains("Church Street"), "{text}");
}
