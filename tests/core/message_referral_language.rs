//! A referral's findings in the game's language (issue 35, item 3: the
//! findings sent to the opponent): each finding's sentence worded as the
//! game's language words it, the `ccdesk` block keeping the English one.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::language::Language;
use ccdesk::domain::message::{Block, ReadOptions, read_message, referral};

use super::language_desk::{G, day, desk};

const OPENING: [&str; 4] = ["e4", "e5", "Nf3", "Nc6"];

/// Bo's referral, his copy in `language`, of a message reading `text`.
fn referral_of(language: Language, text: &str) -> String {
    let bo = desk(2, language, &OPENING, |_| {});
    let options = ReadOptions {
        game: Some(G),
        ..ReadOptions::default()
    };
    let reading = read_message(&bo, text, &options);
    assert!(!reading.is_valid(), "{:?}", reading.findings);
    referral(&bo, bo.game(G).unwrap(), &reading, day(12)).body
}

// rule: E4.2 — the unreadable move referred back in German, French and
// Italian, worked out by hand; the block's finding stays English.
#[test]
fn a_referral_words_its_findings_in_the_games_language() {
    for (language, text, want) in [
        (
            Language::German,
            "Mein Zug: Zz9",
            "- Ich kann Ihren Zug „Zz9“ nicht lesen; bitte senden Sie ihn noch einmal (E4.2).\n",
        ),
        (
            Language::French,
            "Mon coup : Zz9",
            "- Je ne peux pas lire votre coup «\u{a0}Zz9\u{a0}»\u{a0}; veuillez le renvoyer (E4.2).\n",
        ),
        (
            Language::Italian,
            "La mia mossa: Zz9",
            "- Non riesco a leggere la sua mossa «Zz9»; la invii di nuovo, per favore (E4.2).\n",
        ),
        (
            Language::English,
            "My move: Zz9",
            "- I cannot read your move \"Zz9\"; please send it again (E4.2).\n",
        ),
    ] {
        let body = referral_of(language, text);
        assert!(body.contains(want), "{language}:\n{body}");
        let block = Block::find(&body).unwrap();
        assert!(
            block
                .all("finding")
                .any(|f| f == "E4.2 I cannot read your move \"Zz9\"; please send it again (E4.2)."),
            "{language}:\n{body}"
        );
        if language != Language::English {
            let text = Block::strip(&body);
            assert!(!text.contains("I cannot"), "{language}:\n{body}");
        }
    }
}
