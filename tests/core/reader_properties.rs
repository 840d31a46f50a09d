#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The lenient reader never panics and never proposes a penalty without a
//! move or repetition read, whatever text arrives: random mixtures of the
//! words, labels, dates, moves, quotes and markup of real messages.

use ccdesk::domain::message::{
    Finding, ReadOptions, game_parts, parse_message, read_message, time_in_prose,
};
use proptest::prelude::*;

const PIECES: &[&str] = &[
    "Your move:",
    "My move:",
    "Mein Zug:",
    "Votre coup :",
    "Time used:",
    "2 days used",
    "in all",
    "received",
    "sent",
    "11 Mar 2026",
    "3/11",
    "14.03.2026",
    "3.Bb5",
    "3...a6",
    "a6",
    "Nf3",
    "Sf3",
    "Cf6",
    "12...Nf6",
    "4766",
    "O-O",
    "0-0-0",
    "e.p.",
    "x",
    "—",
    "…",
    ":",
    ": ",
    ",",
    ";",
    ". ",
    "(",
    ")",
    "[",
    "]",
    "\n",
    "\n\n",
    "> ",
    "-----Original Message-----",
    "On Tue, Ann wrote:",
    "<pre>",
    "</pre>",
    "<br>",
    "<div>",
    "&nbsp;",
    "&#9816;",
    "Game 1:",
    "Game 2:",
    "g1:",
    "Board 3,",
    "Dear Carl,",
    "Hi Ann,",
    "--- ccdesk message 1 ---",
    "--- end ccdesk message ---",
    "kind: move",
    "reply: 3...a6",
    "days",
    "Tage",
    "jours",
    "two",
    "7",
    "é",
    "ß",
    "日本",
    "\u{a0}",
    "  ",
    "[ccdesk could not decode a part of this mail: x]",
];

fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            proptest::sample::select(PIECES).prop_map(str::to_owned),
            "[ -~]{0,6}",
            "\\PC{0,3}",
        ],
        0..40,
    )
    .prop_map(|parts| parts.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    // rule: E4.3 E6.6 — any text: no panic, and no penalty without a move or repetition read.
    #[test]
    fn any_text_is_read_without_panic_or_groundless_penalty(t in text(), game in 0u32..13) {
        let project = crate::message_corpus::corpus_project();
        let _ = parse_message(&t);
        let _ = game_parts(&t);
        let _ = time_in_prose(&t);
        let options = ReadOptions {
            game: (game > 0).then_some(ccdesk::domain::ids::GameId(game)),
            ..ReadOptions::default()
        };
        let reading = read_message(&project, &t, &options);
        if !reading.penalties().is_empty() {
            prop_assert!(reading.findings.iter().any(|f| matches!(
                f,
                Finding::IllegalMove { .. }
                    | Finding::UnreadableMove { .. }
                    | Finding::WrongRepetition { written: Some(_), .. }
                    | Finding::TextAndBlockDisagree { .. }
                    | Finding::ContinuationUnanswered { .. }
            )), "{t:?}: {:?}", reading.findings);
        }
    }
}
