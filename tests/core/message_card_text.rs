//! The card's text to copy (Reply > Copy card text, P03, P04) in the
//! game's language (issue 35, item 3): English as it always was, German
//! and French with their labels, dates and plural.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::language::Language;
use ccdesk::domain::message::{compose_move, postal_card};

use super::language_desk::{G, desk};

const OPENING: [&str; 5] = ["e4", "e5", "Nf3", "Nc6", "Bb5"];

/// The card of Ann's 3.Bb5 in a postal game in `language`.
fn card(language: Language) -> String {
    let ann = desk(1, language, &OPENING, |game| {
        game.rules = "Friendly postal".to_owned();
    });
    let message = compose_move(&ann, ann.game(G).unwrap(), 4, None).unwrap();
    assert!(message.postal);
    postal_card(&message)
}

// rule: P03 P04 — the four figures on the card, in each language's words.
#[test]
fn the_card_text_is_in_the_games_language() {
    let english = card(Language::English);
    let german = card(Language::German);
    let french = card(Language::French);
    for (text, lines) in [
        (
            &english,
            [
                "Your move:        2...Nc6",
                "My move:          3.Bb5",
                "Your postmark:    8 Mar 2026",
                "Received:         9 Mar 2026",
                "Posted:           10 Mar 2026",
            ],
        ),
        (
            &german,
            [
                "Ihr Zug:                   2...Sc6",
                "Mein Zug:                  3.Lb5",
                "Ihr Poststempel:           8. März 2026",
                "Erhalten:                  9. März 2026",
                "Aufgegeben:                10. März 2026",
            ],
        ),
        (
            &french,
            [
                "Votre coup\u{a0}:         2...Cc6",
                "Mon coup\u{a0}:           3.Fb5",
                "Votre cachet\u{a0}:       8 mars 2026",
                "Reçu\u{a0}:               9 mars 2026",
                "Posté\u{a0}:              10 mars 2026",
            ],
        ),
    ] {
        for line in lines {
            assert!(text.lines().any(|l| l == line), "{line:?} not in\n{text}");
        }
    }
    assert!(
        english.starts_with(
            "To: Bo Berg (no postal address on file)\nClub league\nAnn Smith - Bo Berg\n\n"
        ),
        "{english}"
    );
    assert!(
        german.starts_with("An: Bo Berg (keine Postanschrift gespeichert)\n"),
        "{german}"
    );
    assert!(
        french.starts_with("Destinataire\u{a0}: Bo Berg (aucune adresse postale enregistrée)\n"),
        "{french}"
    );
    for english_word in ["Your", "Received", "Posted", "Mar 2026", "on file"] {
        assert!(!german.contains(english_word), "{english_word}: {german}");
        assert!(!french.contains(english_word), "{english_word}: {french}");
    }
}

// rule: P04 — the time on the card of a demo postal game in German: the
// days in the German plural, the totals with their German unit.
#[test]
fn the_card_time_is_in_the_games_language() {
    use ccdesk::domain::command::{Command, apply};
    use ccdesk::domain::game::GameCommand;
    let mut project = ccdesk::domain::demo::demo_project();
    let id = project
        .games()
        .iter()
        .find(|g| g.rules.contains("Postal") && g.moves.len() > 3)
        .unwrap()
        .id;
    apply(
        &mut project,
        Command::Game(GameCommand::SetLanguage {
            game: id,
            language: Language::German,
        }),
    )
    .unwrap();
    let message = compose_move(&project, project.game(id).unwrap(), 3, None).unwrap();
    let (days, (white, black)) = (message.days.unwrap(), message.totals.unwrap());
    let card = postal_card(&message);
    let unit = if days == 1 { "Tag" } else { "Tage" };
    let this_move = format!("Bedenkzeit für diesen Zug: {days} {unit}");
    let in_all = format!("Bedenkzeit insgesamt:      Weiß {white}, Schwarz {black} Tage");
    for line in [this_move, in_all] {
        assert!(card.lines().any(|l| l == line), "{line:?} not in\n{card}");
    }
}
