//! The games list, the due list and the ledger pane tell one story of a
//! game (issue 31): whose move it is, and the days left, are the owner's
//! in his games wherever they are shown; a move played but not yet sent is
//! still his move; a combo box tells a screen reader what it holds.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::domain::game::MoveRecord;
use ccdesk::domain::ids::GameId;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::ledger::{d, desk};
use crate::window_harness::{app_on, open_window, show_only};

fn window(project: ccdesk::domain::project::Project) -> crate::window_harness::Window {
    let mut app = app_on(project, d(4, 1));
    show_only(&mut app, &[Pane::Games, Pane::Ledger]);
    open_window(app, [1100.0, 700.0])
}

#[test]
fn the_games_list_gives_the_owners_days_left_as_the_due_list_does() {
    // rule: E6.1
    // g3 Ann-Cy under the email rules (E6.1: 40 days for 10 moves): Ann's
    // 1.e4 answered the start of play (1 Mar) on 2 Mar, 1 day: 39 left.
    // Cy has run since 3 Mar (sent 2 Mar plus a day's transit, E2.9): 29
    // days by 1 Apr, 11 left. It is Cy's move, but the desk is Ann's: the
    // games list says 39, as the due list does, never Cy's 11.
    let project = desk();
    let due = ccdesk::domain::ledger::due_list(&project, d(4, 1));
    let g3 = due.iter().find(|i| i.game == "g3").unwrap();
    assert_eq!(g3.days_left, 39);
    assert!(!g3.my_move);
    let h = window(project);
    assert!(
        h.query_by_label_contains("Cy Crabtree  (their move)")
            .is_some()
    );
    // The games list's column and the due list's row, both 39.
    assert_eq!(
        h.query_all_by_label("39 days left").count(),
        2,
        "the due list's row and the games list's figure"
    );
    assert!(h.query_by_label("11 days left").is_none());
}

#[test]
fn a_move_played_but_not_sent_is_still_my_move_everywhere() {
    // rule: E6.3
    // g1 Ann-Bob: after 2...Nc6 (sent 23 Mar) Ann plays 3.Bc4 on the
    // board and has not sent it: her clock still runs, so the due list
    // says my move, and the games list says the same.
    let mut project = desk();
    let g1 = project
        .hand_edit()
        .games
        .iter_mut()
        .find(|g| g.id == GameId(1))
        .unwrap();
    g1.moves.push(MoveRecord::new("Bc4").dated(None, None));
    let due = ccdesk::domain::ledger::due_list(&project, d(4, 1));
    assert!(due.iter().find(|i| i.game == "g1").unwrap().my_move);
    let h = window(project);
    assert!(
        h.query_by_label_contains("Bob Bramley  (my move)")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("Bob Bramley  (their move)")
            .is_none()
    );
}

#[test]
fn a_combo_box_tells_a_screen_reader_what_it_holds() {
    let h = window(desk());
    let order = h.get_by_label("order");
    let node = order.accesskit_node();
    assert_eq!(node.value().as_deref(), Some("as entered"));
    assert_eq!(node.description().as_deref(), Some("as entered"));
}
