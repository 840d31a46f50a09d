#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every message ccdesk writes reads back to the same move, dates and
//! times, with and without its machine-readable block; the reader never
//! panics on any text.
//!
//! rule: E2.1 E2.2 E2.3 E2.4 E2.5 E2.6-8 E2.11 (compose and read back)

use ccdesk::domain::demo::demo_project;
use ccdesk::domain::message::{
    Addressee, Block, ReadOptions, compose_move, postal_card, read_message, repeat_after_silence,
};
use ccdesk::domain::notation::PieceLetters;
use ccdesk::domain::project::Project;
use proptest::prelude::*;

fn demo() -> &'static Project {
    static DEMO: std::sync::OnceLock<Project> = std::sync::OnceLock::new();
    DEMO.get_or_init(demo_project)
}

/// The receiver's view of the game before move `ply`.
fn before(project: &Project, id: ccdesk::domain::ids::GameId, ply: usize) -> Project {
    let mut p = project.clone();
    let g = p.hand_edit().game(id).unwrap();
    g.moves.truncate(ply);
    g.result = None;
    p
}

fn check(project: &Project, index: usize, ply_seed: usize, strip_block: bool) {
    check_in(project, index, ply_seed, strip_block, None);
}

/// [`check`] with the game agreed in `letters` (sender, receiver) on the
/// two desks (E2.2).
fn check_in(
    project: &Project,
    index: usize,
    ply_seed: usize,
    strip_block: bool,
    letters: Option<(PieceLetters, PieceLetters)>,
) {
    let mut project = project.clone();
    let id = project.games()[index % project.games().len()].id;
    if let Some((sender, _)) = letters {
        project.hand_edit().game(id).unwrap().letters = sender;
    }
    let project = &project;
    let game = project.game(id).unwrap();
    if game.moves.is_empty() {
        return;
    }
    let ply = ply_seed % game.moves.len();
    let message = compose_move(project, game, ply, None).unwrap();
    let text = message.text();
    let text = if strip_block {
        Block::strip(&text).to_owned()
    } else {
        text
    };
    let mut view = before(project, game.id, ply);
    if let Some((_, receiver)) = letters {
        view.hand_edit().game(id).unwrap().letters = receiver;
    }
    let reading = read_message(&view, &text, &ReadOptions::default());
    let ctx = format!(
        "game {} ply {ply} strip {strip_block}\n{text}\n{:?}",
        game.id, reading.findings
    );
    assert_eq!(reading.game, Some(game.id), "{ctx}");
    assert_eq!(
        reading.reply_san.as_deref(),
        Some(game.moves[ply].san.as_str()),
        "{ctx}"
    );
    assert_eq!(reading.sent, game.moves[ply].sent, "{ctx}");
    if ply > 0 {
        assert_eq!(reading.received, game.moves[ply].received, "{ctx}");
        assert_eq!(reading.your_move_sent, game.moves[ply - 1].sent, "{ctx}");
    }
    assert_eq!(reading.days, message.days, "{ctx}");
    assert_eq!(
        reading.totals,
        message.totals.map(|(w, b)| (Some(w), Some(b))),
        "{ctx}"
    );
    assert!(reading.is_valid(), "{ctx}");
}

// rule: E2.5 — the continuous record and the dates survive the trip.
#[test]
fn every_demo_game_reads_back_at_its_last_move_and_a_middle_one() {
    let project = demo_project();
    for index in 0..project.games().len() {
        let n = project.games()[index].moves.len();
        for ply in [n.saturating_sub(1), n / 2, 0] {
            check(&project, index, ply, false);
            check(&project, index, ply, true);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    // rule: E2.1 — any move of any demo game, numbered, reads back.
    #[test]
    fn any_move_reads_back(index in 0usize..1000, ply in 0usize..1000, strip in any::<bool>()) {
        check(demo(), index, ply, strip);
    }

    // rule: E2.2 — any move of any demo game, written in one desk's agreed
    // letters, reads back on a desk with the same letters with its block
    // and without it, and on a desk agreed in English with its block (the
    // block is English SAN; the text alone is read in the receiver's
    // agreement, where Dutch P, a knight, is an English pawn).
    #[test]
    fn any_move_reads_back_in_any_letters(
        index in 0usize..1000,
        ply in 0usize..1000,
        strip in any::<bool>(),
        sender in 0usize..6,
        receiver_english in any::<bool>(),
    ) {
        let sender = PieceLetters::ALL[sender];
        let receiver = if receiver_english && !strip { PieceLetters::English } else { sender };
        check_in(demo(), index, ply, strip, Some((sender, receiver)));
    }

    // The reader never panics, whatever it is given.
    #[test]
    fn reader_never_panics(text in "\\PC{0,400}") {
        let project = demo();
        let _ = read_message(project, &text, &ReadOptions::default());
    }

    #[test]
    fn reader_never_panics_on_message_like_text(
        lines in proptest::collection::vec(
            prop_oneof![
                Just("Your move: ".to_owned()),
                Just("My move: 13...".to_owned()),
                Just("I received it on: ".to_owned()),
                Just("--- ccdesk message 1 ---".to_owned()),
                Just("--- end ccdesk message ---".to_owned()),
                Just("reply: ".to_owned()),
                "[a-h1-8KQRBNOx0=+#.\\- ]{0,12}",
                "[0-9./ -]{0,12}",
            ],
            0..12,
        )
    ) {
        let project = demo();
        let _ = read_message(project, &lines.concat(), &ReadOptions::default());
        let _ = read_message(project, &lines.join("\n"), &ReadOptions::default());
    }
}

// rule: E3.1 — the repeat after silence carries the full message and a copy to the TD.
// rule: P12 — under the postal rules, by recorded post.
#[test]
fn e3_1_repeat_goes_to_the_td_with_full_details() {
    let project = demo_project();
    let td = Addressee {
        name: "the Tournament Director".into(),
        email: "td@chess.example".into(),
        address: String::new(),
    };
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 29).unwrap();
    for game in project
        .games()
        .iter()
        .filter(|g| !g.moves.is_empty())
        .take(60)
    {
        let letter = repeat_after_silence(&project, game, today, &td).unwrap();
        assert_eq!(letter.cc, vec![td.clone()]);
        assert!(letter.subject.starts_with("REPEAT: "));
        let postal = game.rules.contains("Postal");
        assert_eq!(
            letter.body.contains("recorded post"),
            postal,
            "{}",
            letter.body
        );
        assert!(
            letter
                .body
                .contains(if postal { "rule P12" } else { "rule E3.1" })
        );
        assert!(letter.body.contains("Game record"));
    }
}

// rule: P03 — the card repeats the opponent's move; rule: P04 — postmark, received, posted, time.
#[test]
fn p03_p04_postal_card_has_the_four_figures() {
    let project = demo_project();
    let game = project
        .games()
        .iter()
        .find(|g| g.rules.contains("Postal") && g.moves.len() > 3)
        .unwrap();
    let message = compose_move(&project, game, 3, None).unwrap();
    let card = postal_card(&message);
    for label in [
        "Your move:",
        "My move:",
        "Your postmark:",
        "Received:",
        "Posted:",
        "Time this move:",
        "Time in all:",
    ] {
        assert!(card.contains(label), "{label}\n{card}");
    }
    assert!(card.contains(&message.reply.display()));
}
