//! The move message in the language of the game (issue 35, item 3): its
//! labels, sentences and dates in the game's language, the `ccdesk` block
//! at the foot language-neutral, and a desk in another language reading
//! every figure back, with the block and without it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::language::Language;
use ccdesk::domain::message::{
    Block, LetterKind, ReadOptions, compose_move, draw_answer, draw_offer, read_message, referral,
    resignation,
};
use ccdesk::domain::project::Project;

use super::language_desk::{self, G, day};
use shakmaty::Color;

/// A desk of `owner` (1 White, 2 Black) whose copy of the game, of the
/// Club email friendlies, is in `language` (its letters following) and
/// has the moves `sans`, each sent on an even day of March and received
/// the day before.
fn desk(owner: u32, language: Language, sans: &[&str]) -> Project {
    language_desk::desk(owner, language, sans, |g| {
        g.event = "Club email friendlies".to_owned();
    })
}

const OPENING: [&str; 5] = ["e4", "e5", "Nf3", "Nc6", "Bb5"];

/// Ann's message of 3.Bb5 in `language`.
fn message(language: Language) -> String {
    let ann = desk(1, language, &OPENING);
    let game = ann.game(G).unwrap();
    compose_move(&ann, game, 4, None).unwrap().text()
}

// rule: E2.1 E2.5 E2.7 E2.8 E2.11 — a German game's message, worked out by hand:
// the labels, the sides, the dates and the days in German, the moves in German letters.
#[test]
fn a_german_message_is_written_in_german() {
    let text = message(Language::German);
    let head = &text[..text.find("--- ccdesk").unwrap()];
    let want = "\
Turnier:                    Club email friendlies
Partie:                     Ann Smith (Weiß) - Bo Berg (Schwarz)
Von:                        Ann Smith <ann@example.org> (Weiß)

Ihr Zug:                    2...Sc6
Mein Zug:                   3.Lb5

Ihr Zug wurde gesendet am:  8. März 2026
Ich erhielt ihn am:         9. März 2026
Ich sende diesen Zug am:    10. März 2026
Bedenkzeit für diesen Zug:  1 Tag
Bedenkzeit insgesamt:       Weiß 3 Tage, Schwarz 2 Tage

Partieverlauf (algebraisch (SAN), deutsche Figurenbuchstaben K D T L S):
1.e4 e5 2.Sf3 Sc6 3.Lb5

Mit freundlichen Grüßen,
Ann Smith
ann@example.org

";
    assert_eq!(head, want, "{text}");
}

// rule: E2.1 — the block at the foot is the same in every language.
#[test]
fn the_block_is_language_neutral() {
    let english = message(Language::English);
    let block = |t: &str| t[t.find("--- ccdesk").unwrap()..].to_owned();
    for language in Language::ALL {
        assert_eq!(block(&message(language)), block(&english), "{language}");
    }
}

// rule: E2.1 E2.5 E2.7 E2.8 E2.11 — a desk in another language reads every
// figure of a message in each language, with the block and without it.
#[test]
fn every_language_is_read_by_a_desk_in_another() {
    for language in Language::ALL {
        let text = message(language);
        let reader_language = if language == Language::French {
            Language::German
        } else {
            Language::French
        };
        let bo = desk(2, reader_language, &OPENING[..4]);
        for body in [text.as_str(), Block::strip(&text)] {
            let r = read_message(&bo, body, &ReadOptions::default());
            let at = format!("{language}, block {}:\n{body}", r.from_block);
            assert_eq!(r.game, Some(G), "{at}");
            assert_eq!(r.reply_san.as_deref(), Some("Bb5"), "{at}");
            // Without the block the repetition is read as written (2...Sc6).
            let repeated = r.repeated.as_deref().unwrap_or_default();
            assert!(
                repeated.starts_with("2...") && repeated.ends_with("c6"),
                "{at}"
            );
            assert_eq!(r.your_move_sent, Some(day(8)), "{at}");
            assert_eq!(r.received, Some(day(9)), "{at}");
            assert_eq!(r.sent, Some(day(10)), "{at}");
            assert_eq!(r.days, Some(1), "{at}");
            assert_eq!(r.totals, Some((Some(3), Some(2))), "{at}");
            assert!(r.findings.is_empty(), "{at}\n{:?}", r.findings);
        }
    }
}

/// A desk reading in another language than `language`'s.
fn reader_for(language: Language, sans: &[&str]) -> Project {
    let other = if language == Language::French {
        Language::German
    } else {
        Language::French
    };
    desk(2, other, sans)
}

// rule: E1.1 — a German resignation, worked out by hand: the head, the
// sentence, the record and the closing in German; the block says it exactly.
#[test]
fn a_german_resignation_is_written_in_german() {
    let ann = desk(1, Language::German, &OPENING);
    let letter = resignation(&ann, ann.game(G).unwrap(), Color::White, day(12));
    let head = &letter.body[..letter.body.find("--- ccdesk").unwrap()];
    let want = "\
Turnier:                    Club email friendlies
Partie:                     Ann Smith (Weiß) - Bo Berg (Schwarz)
Von:                        Ann Smith <ann@example.org>
Datum:                      12. März 2026

Ich gebe die Partie auf. Ergebnis: 0-1.

Partieverlauf:
1.e4 e5 2.Sf3 Sc6 3.Lb5

Mit freundlichen Grüßen,
Ann Smith
ann@example.org

";
    assert_eq!(head, want, "{}", letter.body);
    assert_eq!(letter.subject, "Club email friendlies: Ich gebe auf (0-1)");
    assert!(letter.body.contains("kind: resignation\n"));
}

// rule: E1.1 — each language's resignation, draw offer (with and without a
// move) and answers are read by a desk in another language, with the block
// and without it.
#[test]
fn every_languages_declarations_are_read_by_a_desk_in_another() {
    for language in Language::ALL {
        let ann = desk(1, language, &OPENING);
        let game = ann.game(G).unwrap();
        let letters = [
            (
                resignation(&ann, game, Color::White, day(12)).body,
                LetterKind::Resignation,
            ),
            (
                draw_offer(&ann, game, Color::White, day(12)).body,
                LetterKind::DrawOffer,
            ),
            (
                draw_answer(&ann, game, Color::White, day(12), true).body,
                LetterKind::DrawAccepted,
            ),
            (
                draw_answer(&ann, game, Color::White, day(12), false).body,
                LetterKind::DrawDeclined,
            ),
        ];
        let bo = reader_for(language, &OPENING);
        for (text, kind) in &letters {
            for body in [text.as_str(), Block::strip(text)] {
                let r = read_message(&bo, body, &ReadOptions::default());
                assert_eq!(r.declares, Some(*kind), "{language}:\n{body}");
                assert_eq!(r.game, Some(G), "{language}:\n{body}");
            }
        }
        // A draw offered with the move: the move message's sentence.
        let mut message = compose_move(&ann, game, 4, None).unwrap();
        message.offers_draw = true;
        let text = message.text();
        let bo = reader_for(language, &OPENING[..4]);
        for body in [text.as_str(), Block::strip(&text)] {
            let r = read_message(&bo, body, &ReadOptions::default());
            assert_eq!(
                r.declares,
                Some(LetterKind::DrawOffer),
                "{language}:\n{body}"
            );
            assert_eq!(r.reply_san.as_deref(), Some("Bb5"), "{language}:\n{body}");
        }
    }
}

// rule: E4.2 — a referral to an Italian game's opponent asks for the
// correction in Italian (the finding's own sentence is English still);
// its block tells the other desk what it is, whatever its language.
#[test]
fn an_italian_referral_asks_in_italian() {
    let bo = desk(2, Language::Italian, &OPENING[..4]);
    let game = bo.game(G).unwrap();
    let options = ReadOptions {
        game: Some(G),
        ..ReadOptions::default()
    };
    let reading = read_message(&bo, "La mia mossa: Zz9", &options);
    assert!(!reading.is_valid());
    let letter = referral(&bo, game, &reading, day(12));
    assert!(
        letter.body.starts_with(
            "Torneo:                     Club email friendlies\n\
             Partita:                    Ann Smith (Bianco) - Bo Berg (Nero)\n"
        ),
        "{}",
        letter.body
    );
    assert!(
        letter.body.contains(
            "Data:                       12 marzo 2026\n\nA proposito del suo ultimo messaggio:\n- "
        ),
        "{}",
        letter.body
    );
    assert!(
        letter
            .body
            .contains("\nLa prego di inviare la correzione appena possibile (regola E4.2).\n"),
        "{}",
        letter.body
    );
    assert_eq!(
        letter.subject,
        "Club email friendlies: a proposito della sua ultima mossa"
    );
    let ann = desk(1, Language::French, &OPENING[..4]);
    let r = read_message(&ann, &letter.body, &ReadOptions::default());
    assert_eq!(r.game, Some(G));
    assert!(letter.body.contains("kind: referral\n"), "{}", letter.body);
}
