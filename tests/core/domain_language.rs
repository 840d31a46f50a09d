//! The language agreed for a game (issue 35, item 3): set by a command with
//! its undo, kept in the project file only when it is not English (so old
//! files and English games are written byte for byte as before), and
//! carrying the letters along when they were the old language's.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::game::{Game, GameCommand};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::language::Language;
use ccdesk::domain::notation::PieceLetters;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::project_file::{from_ron, to_ron};

const G: GameId = GameId(1);

fn project() -> Project {
    let mut p = Project::new("desk");
    for (id, name) in [(1, "Ann"), (2, "Bob")] {
        apply(&mut p, Command::AddPlayer(Player::new(PlayerId(id), name))).unwrap();
    }
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(Game::new(G, PlayerId(1), PlayerId(2), "friendly")),
            index: None,
        },
    )
    .unwrap();
    p
}

fn language(game: GameId, language: Language) -> Command {
    Command::Game(GameCommand::SetLanguage { game, language })
}

fn letters(game: GameId, letters: PieceLetters) -> Command {
    Command::Game(GameCommand::SetLetters { game, letters })
}

// rule: E2.2 — the language carries the letters that were the old language's;
// the undo puts language and letters back exactly.
#[test]
fn set_language_moves_default_letters_along_and_undoes() {
    let mut p = project();
    let before = p.clone();
    let event = apply(&mut p, language(G, Language::German)).unwrap();
    assert_eq!(
        event.summary,
        "game g1 is now in German, written with German piece letters (K D T L S)"
    );
    let g = p.game(G).unwrap();
    assert_eq!(
        (g.language, g.letters),
        (Language::German, PieceLetters::German)
    );
    // German to French: the German letters were German's, so they follow.
    let second = apply(&mut p, language(G, Language::French)).unwrap();
    assert_eq!(p.game(G).unwrap().letters, PieceLetters::French);
    ccdesk::domain::command::undo(&mut p, second.undo);
    let g = p.game(G).unwrap();
    assert_eq!(
        (g.language, g.letters),
        (Language::German, PieceLetters::German)
    );
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
}

// rule: E2.2 — letters agreed apart from the language stay when it changes.
#[test]
fn letters_agreed_apart_stay() {
    let mut p = project();
    apply(&mut p, letters(G, PieceLetters::Dutch)).unwrap();
    let before = p.clone();
    let event = apply(&mut p, language(G, Language::Spanish)).unwrap();
    assert_eq!(
        event.summary,
        "game g1 is now in Spanish, written with Dutch piece letters (K D T L P)"
    );
    assert_eq!(p.game(G).unwrap().letters, PieceLetters::Dutch);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
}

// An unknown game is refused and the project is left as it was.
#[test]
fn unknown_game_is_refused_intact() {
    let mut p = project();
    let before = p.clone();
    let err = apply(&mut p, language(GameId(9), Language::Italian)).unwrap_err();
    assert_eq!(err, DomainError::UnknownGame(GameId(9)));
    assert_eq!(p, before);
}

// English is not written, so old files and English games keep their bytes.
#[test]
fn english_is_not_written_and_others_read_back() {
    let p = project();
    let english = to_ron(&p).unwrap();
    assert!(!english.contains("language"), "{english}");
    let mut italian = p.clone();
    apply(&mut italian, language(G, Language::Italian)).unwrap();
    let text = to_ron(&italian).unwrap();
    assert!(text.contains("language: Italian"), "{text}");
    assert!(text.contains("letters: Italian"), "{text}");
    let back = from_ron(&text, Path::new("italian.ccdesk")).unwrap();
    assert_eq!(back, italian);
    apply(&mut italian, language(G, Language::English)).unwrap();
    assert_eq!(to_ron(&italian).unwrap(), english);
    let old = from_ron(&english, Path::new("old.ccdesk")).unwrap();
    assert_eq!(old.game(G).unwrap().language, Language::English);
}

// The short names, the English names and the languages' own are read.
#[test]
fn language_names_are_read() {
    for (text, l) in [
        ("de", Language::German),
        ("FR", Language::French),
        (" Español ", Language::Spanish),
        ("italian", Language::Italian),
        ("en", Language::English),
    ] {
        assert_eq!(text.parse::<Language>(), Ok(l), "{text}");
    }
    assert!("nl".parse::<Language>().is_err());
}
