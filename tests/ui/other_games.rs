//! The analysis pane's "This position in my other games": the project's
//! games that reached the position shown, each selecting its game at that
//! position; off, with the reason, in a server game whose server forbids
//! databases (`noDatabases`), and the engine help off beside it where the
//! server forbids engines.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::server::{ServerLink, XfccGame};
use egui_kittest::kittest::Queryable;

use crate::window_harness::{WINDOW_SIZE, Window, app_on, date, open_window, show_only};

fn game(id: u32, white: u32, black: u32, moves: &[&str]) -> Game {
    let mut g = Game::new(GameId(id), PlayerId(white), PlayerId(black), "Friendly");
    g.moves = moves.iter().map(|m| MoveRecord::new(*m)).collect();
    g
}

fn harness() -> Window {
    let mut p = Project::new("Ann's desk");
    *p.hand_edit().players = vec![
        Player::new(PlayerId(1), "Ann"),
        Player::new(PlayerId(2), "Bob"),
        Player::new(PlayerId(3), "Cy"),
    ];
    *p.hand_edit().owner = Some(PlayerId(1));
    p.hand_edit()
        .games
        .push(game(1, 1, 2, &["e4", "e5", "Nf3", "Nc6"]));
    p.hand_edit()
        .games
        .push(game(2, 3, 1, &["Nf3", "Nc6", "e4", "e5", "Bb5"]));
    // g3, a server game that reaches the same position, where the server
    // forbids databases and engines.
    let mut g3 = game(3, 1, 3, &["e4", "e5", "Nf3", "Nc6"]);
    g3.server = Some(Box::new(ServerLink {
        server: "ICCF".into(),
        url: "https://www.iccf.com/xfccbasic.asmx".into(),
        user: "ann".into(),
        synced: None,
        game: XfccGame {
            id: "77".into(),
            no_databases: true,
            no_engines: true,
            ..XfccGame::default()
        },
    }));
    p.hand_edit().games.push(g3);
    let mut app = app_on(p, date(2026, 12, 1));
    show_only(&mut app, &[Pane::Analysis]);
    app.selection.game = Some(GameId(1));
    open_window(app, WINDOW_SIZE)
}

#[test]
fn the_position_in_my_other_games_selects_the_game_there() {
    let mut h = harness();
    assert!(
        h.query_by_label("This position in my other games")
            .is_some()
    );
    // g1 after 2...Nc6: g2 reached it by another order and went on 3.Bb5;
    // g3 reached it too and is in play.
    h.get_by_label("g2 Cy - Ann: 3. Bb5, in play").click();
    h.run();
    assert_eq!(h.state().selection.game, Some(GameId(2)));
    assert_eq!(h.state().selection.ply, Some(4));
    assert!(
        h.query_by_label("g1 Ann - Bob: no move yet, in play")
            .is_some()
    );
    assert!(
        h.query_by_label("g3 Ann - Cy: no move yet, in play")
            .is_some()
    );
}

#[test]
fn a_server_forbidding_databases_switches_it_off_and_says_why() {
    let mut h = harness();
    h.state_mut().selection.game = Some(GameId(3));
    h.run();
    assert!(
        h.query_by_label_contains(
            "Switched off for this game: ICCF forbids databases (noDatabases)."
        )
        .is_some()
    );
    assert!(h.query_by_label_contains("g1 Ann - Bob").is_none());
    assert!(
        h.query_by_label_contains(
            "Engine and tablebase help is switched off for this game: ICCF forbids it"
        )
        .is_some()
    );
}
