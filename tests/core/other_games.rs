//! "This position in my other games" (`domain::other_games`) and the help
//! a server game allows (`Project::engine_allowed_in_game`,
//! `Project::explorer_allowed_in_game`): one test per server flag.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::other_games::same_position_in_other_games;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::server::{ServerLink, XfccGame};

fn game(id: u32, white: u32, black: u32, moves: &[&str]) -> Game {
    let mut g = Game::new(GameId(id), PlayerId(white), PlayerId(black), "Friendly");
    g.moves = moves.iter().map(|m| MoveRecord::new(*m)).collect();
    g
}

/// g1 Ann-Bob 1.e4 e5 2.Nf3 Nc6, won by White; g2 Cy-Ann 1.Nf3 Nc6 2.e4
/// e5 3.Bb5 in play (the same position by another order); g3 Ann-Cy 1.d4.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    *p.hand_edit().players = vec![
        Player::new(PlayerId(1), "Ann"),
        Player::new(PlayerId(2), "Bob"),
        Player::new(PlayerId(3), "Cy"),
    ];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g1 = game(1, 1, 2, &["e4", "e5", "Nf3", "Nc6"]);
    g1.result = Some(GameResult {
        outcome: Outcome::WhiteWins,
        termination: Termination::Resignation,
    });
    p.hand_edit().games.push(g1);
    p.hand_edit()
        .games
        .push(game(2, 3, 1, &["Nf3", "Nc6", "e4", "e5", "Bb5"]));
    p.hand_edit().games.push(game(3, 1, 3, &["d4"]));
    p
}

#[test]
fn the_same_position_is_found_in_other_games_whatever_the_move_order() {
    let p = desk();
    let after =
        |id: u32, ply: usize| p.game(GameId(id)).unwrap().replay().unwrap().positions[ply].clone();
    // From g1 after 2...Nc6: g2 reached it after 2...e5 and went on 3.Bb5.
    let found = same_position_in_other_games(&p, GameId(1), &after(1, 4));
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].game, GameId(2));
    assert_eq!(found[0].ply, 4);
    assert_eq!(found[0].describe(), "g2 Cy - Ann: 3. Bb5, in play");
    // From g2: g1 ended there, won by White.
    let found = same_position_in_other_games(&p, GameId(2), &after(2, 4));
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].describe(), "g1 Ann - Bob: it ended there, 1-0");
    // The start position: every other game, with its first move; the game
    // asked about is not in its own list.
    let found = same_position_in_other_games(&p, GameId(3), &after(3, 0));
    let lines: Vec<String> = found.iter().map(|f| f.describe()).collect();
    assert_eq!(
        lines,
        ["g1 Ann - Bob: 1. e4, 1-0", "g2 Cy - Ann: 1. Nf3, in play"]
    );
    // After 1.d4 nobody else played it.
    assert!(same_position_in_other_games(&p, GameId(3), &after(3, 1)).is_empty());
    // Black to move after 1.e4: numbered as Black's move.
    let found = same_position_in_other_games(&p, GameId(3), &after(1, 1));
    assert_eq!(found[0].describe(), "g1 Ann - Bob: 1... e5, 1-0");
}

fn with_flags(flags: impl Fn(&mut XfccGame)) -> Project {
    let mut p = desk();
    let mut xg = XfccGame {
        id: "77".into(),
        ..XfccGame::default()
    };
    flags(&mut xg);
    p.hand_edit().games[2].server = Some(Box::new(ServerLink {
        server: "ICCF".into(),
        url: "https://www.iccf.com/xfccbasic.asmx".into(),
        user: "ann".into(),
        synced: None,
        game: xg,
    }));
    p
}

#[test]
fn no_engines_switches_off_engines_and_not_the_other_games() {
    let p = with_flags(|g| g.no_engines = true);
    assert!(!p.engine_allowed_in_game(GameId(3)));
    assert!(p.explorer_allowed_in_game(GameId(3)));
    assert!(p.engine_allowed_in_game(GameId(1)), "only that game");
}

#[test]
fn no_tablebases_switches_off_engines_and_tablebases_and_not_the_other_games() {
    let p = with_flags(|g| g.no_tablebases = true);
    assert!(!p.engine_allowed_in_game(GameId(3)));
    assert!(p.explorer_allowed_in_game(GameId(3)));
}

#[test]
fn no_databases_switches_off_the_other_games_and_says_why() {
    let p = with_flags(|g| g.no_databases = true);
    assert!(!p.explorer_allowed_in_game(GameId(3)));
    assert_eq!(
        p.explorer_off_reason(GameId(3)).unwrap(),
        "ICCF forbids databases (noDatabases)"
    );
    assert!(p.engine_allowed_in_game(GameId(3)));
    assert!(p.explorer_allowed_in_game(GameId(1)), "only that game");
    assert!(p.explorer_off_reason(GameId(1)).is_none());
}

#[test]
fn no_opening_books_switches_off_the_other_games_and_says_why() {
    let p = with_flags(|g| g.no_opening_books = true);
    assert!(!p.explorer_allowed_in_game(GameId(3)));
    assert_eq!(
        p.explorer_off_reason(GameId(3)).unwrap(),
        "ICCF forbids opening books (noOpeningBooks)"
    );
    let p = with_flags(|g| {
        g.no_opening_books = true;
        g.no_databases = true;
    });
    assert_eq!(
        p.explorer_off_reason(GameId(3)).unwrap(),
        "ICCF forbids databases and opening books (noDatabases, noOpeningBooks)"
    );
    assert!(p.engine_allowed_in_game(GameId(3)));
}
