//! The piece letters agreed for a game (E2.2): set by a command with its
//! undo, kept in the project file only when they are not English (so old
//! files and English games are written byte for byte as before), and
//! used by the game to write its moves.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::game::{Game, GameCommand};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::notation::{Notation, PieceLetters, parse_move};
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
    for san in ["e4", "e5", "Nf3"] {
        apply(
            &mut p,
            Command::PlayMove {
                game: G,
                san: san.to_owned(),
                received: None,
                sent: None,
            },
        )
        .unwrap();
    }
    p
}

fn set(game: GameId, letters: PieceLetters) -> Command {
    Command::Game(GameCommand::SetLetters { game, letters })
}

// rule: E2.2 — the players agree the letters; the command sets them and its undo puts them back.
#[test]
fn set_letters_and_undo() {
    let mut p = project();
    let before = p.clone();
    let event = apply(&mut p, set(G, PieceLetters::German)).unwrap();
    assert_eq!(
        event.summary,
        "game g1 is now written with German piece letters (K D T L S)"
    );
    assert_eq!(p.game(G).unwrap().letters, PieceLetters::German);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
}

// rule: E2.2 — an unknown game is refused and the project is left as it was.
#[test]
fn unknown_game_is_refused_intact() {
    let mut p = project();
    let before = p.clone();
    let err = apply(&mut p, set(GameId(9), PieceLetters::French)).unwrap_err();
    assert_eq!(err, DomainError::UnknownGame(GameId(9)));
    assert_eq!(p, before);
}

// rule: E2.2 — English is not written, so old files and English games keep their bytes.
#[test]
fn english_is_not_written_and_others_read_back() {
    let p = project();
    let english = to_ron(&p).unwrap();
    assert!(!english.contains("letters"), "{english}");
    let mut german = p.clone();
    apply(&mut german, set(G, PieceLetters::German)).unwrap();
    let text = to_ron(&german).unwrap();
    assert!(text.contains("letters: German"), "{text}");
    let back = from_ron(&text, Path::new("german.ccdesk")).unwrap();
    assert_eq!(back, german);
    // Back to English: the very bytes of before.
    apply(&mut german, set(G, PieceLetters::English)).unwrap();
    assert_eq!(to_ron(&german).unwrap(), english);
    // A file without the field (every file before E2.2's letters) reads as English.
    let old = from_ron(&english, Path::new("old.ccdesk")).unwrap();
    assert_eq!(old.game(G).unwrap().letters, PieceLetters::English);
}

// rule: E2.2 — a game writes its moves in its notation with its letters.
#[test]
fn the_game_writes_its_moves_with_its_letters() {
    let mut p = project();
    apply(&mut p, set(G, PieceLetters::Dutch)).unwrap();
    let game = p.game(G).unwrap();
    let replay = game.replay().unwrap();
    let pos = &replay.positions[2];
    let nf3 = parse_move(pos, "Nf3").unwrap();
    assert_eq!(game.write_move(pos, &nf3), "Pf3");
    apply(
        &mut p,
        Command::Game(GameCommand::SetNotation {
            game: G,
            notation: Notation::Lan,
        }),
    )
    .unwrap();
    assert_eq!(p.game(G).unwrap().write_move(pos, &nf3), "Pg1-f3");
    apply(
        &mut p,
        Command::Game(GameCommand::SetNotation {
            game: G,
            notation: Notation::Iccf,
        }),
    )
    .unwrap();
    assert_eq!(p.game(G).unwrap().write_move(pos, &nf3), "7163");
}
