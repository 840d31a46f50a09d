//! The move message of a game agreed in other piece letters (E2.2): the
//! moves of its text (the reply, the repeated move, conditional moves,
//! the record) are written with the game's letters, the `ccdesk` block at
//! the foot in English SAN, so that a desk reads the message whatever
//! letters its own copy of the game has, with the block or without it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{ConditionalProposal, GameCommand};
use ccdesk::domain::language::Language;
use ccdesk::domain::message::{
    Addressee, Block, Finding, ReadOptions, compose_move, read_message, repeat_after_silence,
};
use ccdesk::domain::notation::PieceLetters;
use ccdesk::domain::project::Project;

use super::language_desk::{self, G, day};

/// A desk of `owner` (1 White, 2 Black) whose copy of the game, of the
/// Club email friendlies, has `letters` and the moves `sans`, each sent on
/// an even day of March and received the day before.
fn desk(owner: u32, letters: PieceLetters, sans: &[&str]) -> Project {
    language_desk::desk(owner, Language::English, sans, |g| {
        g.event = "Club email friendlies".to_owned();
        g.letters = letters;
    })
}

const OPENING: [&str; 5] = ["e4", "e5", "Nf3", "Nc6", "Bb5"];

/// The message of the last move of `sender`'s copy, read by `reader` (who
/// holds every move but that one), with its block and without it.
fn read_both_ways(sender: &Project, reader: &Project, want_san: &str) -> String {
    let game = sender.game(G).unwrap();
    let ply = game.moves.len() - 1;
    let text = compose_move(sender, game, ply, None).unwrap().text();
    for body in [text.as_str(), Block::strip(&text)] {
        let reading = read_message(reader, body, &ReadOptions::default());
        assert_eq!(reading.game, Some(G), "{body}");
        assert_eq!(reading.reply_san.as_deref(), Some(want_san), "{body}");
        assert!(
            reading.findings.is_empty(),
            "{body}\n{:?}",
            reading.findings
        );
        assert_eq!(reading.sent, game.moves[ply].sent, "{body}");
    }
    text
}

// rule: E2.2 — a German game's message writes German letters; the block stays English SAN.
#[test]
fn a_german_message_writes_german_letters() {
    let ann = desk(1, PieceLetters::German, &OPENING);
    let game = ann.game(G).unwrap();
    let text = compose_move(&ann, game, 4, None).unwrap().text();
    assert!(
        text.contains("Your move:                  2...Sc6\n"),
        "{text}"
    );
    assert!(
        text.contains("My move:                    3.Lb5\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "Game record (algebraic (SAN), German letters K D T L S):\n1.e4 e5 2.Sf3 Sc6 3.Lb5\n"
        ),
        "{text}"
    );
    let block = &text[text.find("--- ccdesk").unwrap()..];
    assert!(block.contains("reply: 3.Bb5"), "{block}");
    assert!(block.contains("score: 1.e4 e5 2.Nf3 Nc6 3.Bb5"), "{block}");
    assert!(!block.contains("Lb5") && !block.contains("Sf3"), "{block}");
}

// rule: E2.2 — an English desk reads a German desk's message, with or without the block.
// rule: E4.4
#[test]
fn an_english_desk_reads_a_german_message() {
    let ann = desk(1, PieceLetters::German, &OPENING);
    let bo = desk(2, PieceLetters::English, &OPENING[..4]);
    read_both_ways(&ann, &bo, "Bb5");
}

// rule: E2.2 — a German desk reads an English desk's message, and the reverse of the above.
// rule: E4.4
#[test]
fn a_german_desk_reads_an_english_message() {
    let ann = desk(1, PieceLetters::English, &OPENING);
    let bo = desk(2, PieceLetters::German, &OPENING[..4]);
    let text = read_both_ways(&ann, &bo, "Bb5");
    assert!(
        text.contains("My move:                    3.Bb5\n"),
        "{text}"
    );
    // Black answers from the German desk: 3...Sf6 (the knight), read by Ann's English copy.
    let mut moves = OPENING.to_vec();
    moves.push("Nf6");
    let bo = desk(2, PieceLetters::German, &moves);
    let text = read_both_ways(&bo, &ann, "Nf6");
    assert!(
        text.contains("Your move:                  3.Lb5\n"),
        "{text}"
    );
    assert!(
        text.contains("My move:                    3...Sf6\n"),
        "{text}"
    );
}

// rule: E2.2 — the round trip between a German and a French desk (issue 35), both ways.
// rule: E4.4
#[test]
fn a_german_and_a_french_desk_read_each_other() {
    let mut moves = OPENING.to_vec();
    let ann = desk(1, PieceLetters::French, &moves);
    let bo = desk(2, PieceLetters::German, &moves[..4]);
    let text = read_both_ways(&ann, &bo, "Bb5");
    assert!(
        text.contains("My move:                    3.Fb5\n"),
        "{text}"
    );
    assert!(text.contains("1.e4 e5 2.Cf3 Cc6 3.Fb5\n"), "{text}");
    moves.push("Nf6");
    let bo = desk(2, PieceLetters::German, &moves);
    let ann = desk(1, PieceLetters::French, &moves[..5]);
    let text = read_both_ways(&bo, &ann, "Nf6");
    assert!(
        text.contains("My move:                    3...Sf6\n"),
        "{text}"
    );
}

// rule: E2.2 — conditional moves proposed with the reply are written in the game's letters.
// rule: E4.5
#[test]
fn conditional_proposals_use_the_game_letters() {
    let mut ann = desk(1, PieceLetters::Spanish, &OPENING);
    let proposal = ConditionalProposal::for_game(ann.game(G).unwrap(), "a6 Ba4").unwrap();
    apply(
        &mut ann,
        Command::Game(GameCommand::ProposeConditional { game: G, proposal }),
    )
    .unwrap();
    let text = compose_move(&ann, ann.game(G).unwrap(), 4, None)
        .unwrap()
        .text();
    assert!(
        text.contains("Conditional proposal:       3...a6 4.Aa4\n"),
        "{text}"
    );
    assert!(text.contains("proposal: 3...a6 4.Ba4"), "{text}");
}

// rule: E2.2 — the repeat after silence (E3.1) writes the record in the game's letters.
// rule: E3.1
#[test]
fn the_repeat_after_silence_uses_the_game_letters() {
    let ann = desk(1, PieceLetters::Italian, &OPENING);
    let td = Addressee {
        name: "Tom Director".to_owned(),
        email: "td@example.org".to_owned(),
        address: String::new(),
    };
    let letter = repeat_after_silence(&ann, ann.game(G).unwrap(), day(25), &td).unwrap();
    assert!(letter.body.contains("3.Ab5"), "{}", letter.body);
    assert!(
        letter.body.contains("Italian letters R D T A C"),
        "{}",
        letter.body
    );
    assert!(letter.body.contains("reply: 3.Bb5"), "{}", letter.body);
}

// rule: E2.2 — what a German desk sends back about a wrong repetition names the move in German letters.
// rule: E4.1
#[test]
fn a_finding_names_the_move_in_the_game_letters() {
    let ann = desk(1, PieceLetters::English, &OPENING);
    let bo = desk(2, PieceLetters::German, &OPENING[..4]);
    let text = compose_move(&ann, ann.game(G).unwrap(), 4, None)
        .unwrap()
        .text();
    let wrong = Block::strip(&text).replace("2...Nc6", "2...Nf6");
    let reading = read_message(&bo, &wrong, &ReadOptions::default());
    assert_eq!(
        reading.findings,
        [Finding::WrongRepetition {
            written: Some("2...Nf6".to_owned()),
            expected: "2...Sc6".to_owned(),
        }],
        "{wrong}"
    );
}

// rule: E2.2 — a conditional line typed in the game's letters is read in them
// (L is the German bishop, B the German pawn), else as English SAN.
// rule: E4.5
#[test]
fn conditional_lines_are_typed_in_the_game_letters() {
    let ann = desk(1, PieceLetters::German, &OPENING);
    let game = ann.game(G).unwrap();
    let german = ConditionalProposal::for_game_typed(game, "if 3...a6 then 4.La4").unwrap();
    let english = ConditionalProposal::for_game(game, "a6 Ba4").unwrap();
    assert_eq!(german, english);
    // B is the German pawn: "a6 Ba4" is 3...a6 4.a4 in this game.
    assert_eq!(
        ConditionalProposal::for_game_typed(game, "a6 Ba4").unwrap(),
        ConditionalProposal::for_game(game, "a6 a4").unwrap()
    );
    // English letters German has not (N) are read as English SAN.
    assert_eq!(
        ConditionalProposal::for_game_typed(game, "a6 Nc3").unwrap(),
        ConditionalProposal::for_game(game, "a6 Nc3").unwrap()
    );
    // "Sf6 Bd4": German's 3...Nf6 4.d4 (B a pawn); English reads no knight S.
    let pawn = ConditionalProposal::for_game_typed(game, "Sf6 Bd4").unwrap();
    assert_eq!(pawn, ConditionalProposal::for_game(game, "Nf6 d4").unwrap());
    // Another language's letters are not guessed at: French C is no German piece.
    assert!(ConditionalProposal::for_game_typed(game, "Cf6 d4").is_err());
}

// rule: E2.2 — a message without its block is read in the game's agreed letters
// first: B is a German pawn, so "2.Bc4" in a German game is 2.c4.
// rule: E4.4
#[test]
fn a_text_without_block_is_read_in_the_game_letters_first() {
    let text = "Event: Club email friendlies\nGame: Ann Smith (White) - Bo Berg (Black)\nFrom: Ann Smith <ann@example.org> (White)\n\nYour move: 1...e5\nMy move: 2.Bc4\n\nI send this move on: 5 March 2026\n";
    let german = desk(2, PieceLetters::German, &OPENING[..2]);
    let reading = read_message(&german, text, &ReadOptions::default());
    assert_eq!(
        reading.reply_san.as_deref(),
        Some("c4"),
        "{:?}",
        reading.findings
    );
    // The same words on a desk whose game is agreed in English: the bishop.
    let english = desk(2, PieceLetters::English, &OPENING[..2]);
    let reading = read_message(&english, text, &ReadOptions::default());
    assert_eq!(
        reading.reply_san.as_deref(),
        Some("Bc4"),
        "{:?}",
        reading.findings
    );
}
