//! The ledger pane's due list names the owner's time claims not yet made
//! (E7.1), as `ccdesk due` does, and a click selects the game.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{WINDOW_SIZE, app_on, open_window, show_only};

/// rule: E7.1
#[test]
fn the_due_list_names_a_time_claim_and_selects_its_game() {
    let d = |m, day| NaiveDate::from_ymd_opt(2026, m, day).unwrap();
    // As in tests/core/deadline_claims.rs: Bob took 45 days over 1...e5;
    // after his 10th move Ann's claim is due with her 11th, on 4 Jun.
    const RUY: [&str; 20] = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
        "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
    ];
    let mut p = Project::new("Ann's desk");
    *p.hand_edit().players = vec![
        Player::new(PlayerId(1), "Ann Ashworth"),
        Player::new(PlayerId(2), "Bob Bramley"),
    ];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(1, 1));
    for (ply, san) in RUY.iter().enumerate() {
        let sent = match ply {
            0 => d(1, 2),
            _ => d(2, 17) + chrono::Days::new(2 * (ply as u64 - 1)),
        };
        g.moves.push(MoveRecord::new(*san).dated(None, Some(sent)));
    }
    p.hand_edit().games.push(g);
    p.hand_edit()
        .games
        .push(Game::new(GameId(2), PlayerId(2), PlayerId(1), "Friendly"));
    let mut app = app_on(p, d(3, 30));
    show_only(&mut app, &[Pane::Ledger]);
    let mut h = open_window(app, WINDOW_SIZE);
    h.state_mut().selection.game = Some(GameId(2));
    h.run();
    let text = "g1 by 2026-06-04: time claim in g1 (Ann Ashworth - Bob Bramley): Black exceeded the time limit in moves 1-10; claim at the latest with my move 11, the reply to Black's move 10 (E7.1)";
    h.get_by_label(text).click();
    h.run();
    assert_eq!(h.state().selection.game, Some(GameId(1)));
}
