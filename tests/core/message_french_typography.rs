//! French typography in messages (issue 35, item 3): a no-break space
//! (U+00A0) before `: ; ! ?` in every French label and sentence, and a
//! reader that reads French messages written with it, with a plain or a
//! narrow space, or with none ("Votre coup:").

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::language::Language;
use ccdesk::domain::message::{Block, ReadOptions, compose_move, read_message};
use ccdesk::domain::project::Project;

use super::language_desk::{G, day, desk};

const OPENING: [&str; 5] = ["e4", "e5", "Nf3", "Nc6", "Bb5"];

fn plain(owner: u32, language: Language, sans: &[&str]) -> Project {
    desk(owner, language, sans, |_| {})
}

/// Ann's French message of 3.Bb5.
fn french_message() -> String {
    let ann = plain(1, Language::French, &OPENING);
    compose_move(&ann, ann.game(G).unwrap(), 4, None)
        .unwrap()
        .text()
}

// rule: E2.1 — a French message's labels, worked out by hand: a no-break
// space before each colon, the values still in their column.
#[test]
fn a_french_message_sets_a_no_break_space_before_its_colons() {
    let text = french_message();
    let head = &text[..text.find("--- ccdesk").unwrap()];
    let want = "\
Tournoi\u{a0}:                   Club league
Partie\u{a0}:                    Ann Smith (Blancs) - Bo Berg (Noirs)
Expéditeur\u{a0}:                Ann Smith <ann@example.org> (Blancs)

Votre coup\u{a0}:                2...Cc6
Mon coup\u{a0}:                  3.Fb5

Votre coup a été envoyé le\u{a0}: 8 mars 2026
Je l'ai reçu le\u{a0}:           9 mars 2026
J'envoie ce coup le\u{a0}:       10 mars 2026
Temps pour ce coup\u{a0}:        1 jour
Temps utilisé au total\u{a0}:    Blancs 3 jours, Noirs 2 jours

Notation de la partie (algébrique (SAN), lettres françaises R D T F C)\u{a0}:
1.e4 e5 2.Cf3 Cc6 3.Fb5

Bien cordialement,
Ann Smith
ann@example.org

";
    assert_eq!(head, want, "{text}");
    // No colon, semicolon, exclamation or question mark without it.
    for (i, c) in head.char_indices() {
        if [':', ';', '!', '?'].contains(&c) {
            assert!(head[..i].ends_with('\u{a0}'), "{:?}", &head[..i]);
        }
    }
    // The block stays as every language writes it.
    assert!(
        Block::find(&text)
            .unwrap()
            .fields
            .iter()
            .all(|(k, v)| { !k.contains('\u{a0}') && !v.contains('\u{a0}') })
    );
}

// rule: E2.1 E2.5 E2.7 E2.8 E2.11 — a German desk reads a French message
// written with the no-break space, a plain one, a narrow one or none
// ("Votre coup:"), with the block and without it.
#[test]
fn a_french_message_is_read_with_or_without_the_space() {
    let text = french_message();
    let bo = plain(2, Language::German, &OPENING[..4]);
    let variants = [
        ("no-break", text.clone()),
        ("plain space", text.replace('\u{a0}', " ")),
        ("narrow", text.replace('\u{a0}', "\u{202f}")),
        ("none", text.replace("\u{a0}:", ":")),
    ];
    for (how, variant) in &variants {
        for body in [variant.as_str(), Block::strip(variant)] {
            let r = read_message(&bo, body, &ReadOptions::default());
            let at = format!("{how}, block {}:\n{body}", r.from_block);
            assert_eq!(r.game, Some(G), "{at}");
            assert_eq!(r.reply_san.as_deref(), Some("Bb5"), "{at}");
            assert_eq!(r.your_move_sent, Some(day(8)), "{at}");
            assert_eq!(r.received, Some(day(9)), "{at}");
            assert_eq!(r.sent, Some(day(10)), "{at}");
            assert_eq!(r.days, Some(1), "{at}");
            assert_eq!(r.totals, Some((Some(3), Some(2))), "{at}");
            assert!(r.findings.is_empty(), "{at}\n{:?}", r.findings);
        }
    }
}

// rule: E2.1 — a French message a person wrote, with the typed spaces and
// without, on separate lines or on one.
#[test]
fn a_french_message_typed_by_hand_is_read() {
    let bo = plain(2, Language::German, &OPENING[..4]);
    for text in [
        "Votre coup : 2...Cc6\nMon coup : 3.Fb5\nJ'envoie ce coup le : 10 mars 2026\n",
        "Votre coup: 2...Cc6\nMon coup: 3.Fb5\nJ'envoie ce coup le: 10 mars 2026\n",
        "Votre coup\u{a0}: 2...Cc6 Mon coup\u{a0}: 3.Fb5 J'envoie ce coup le\u{a0}: 10 mars 2026\n",
    ] {
        let r = read_message(&bo, text, &ReadOptions::default());
        assert_eq!(r.game, Some(G), "{text}");
        assert_eq!(r.reply_san.as_deref(), Some("Bb5"), "{text}");
        assert_eq!(r.sent, Some(day(10)), "{text}");
    }
}
