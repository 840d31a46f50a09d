//! A game's state and notation in the window's language (issue 35.1): the games list
//! and the admin pane's games say it as the domain words it
//! (`game_state::GameState::words`), German here.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::i18n::Language;
use ccdesk::app::workspace::Workspace;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{demo_app, has, window};

// rule: C19 — the demo's games unfinished at the close of play wait for
// adjudication, in German in both lists.
#[test]
fn the_games_states_are_worded_in_german() {
    let mut app = demo_app(None);
    app.set_system_language(Language::German);
    let mut h = window(app, [1280.0, 800.0]);
    h.state_mut().choose_workspace(Workspace::Organiser);
    h.run();
    assert!(has(&h, "(wartet auf die Abschätzung (C19))"));
    assert!(!has(&h, "waits for adjudication"));
    assert!(
        h.query_all_by_label_contains("wartet auf die Abschätzung")
            .count()
            >= 2
    );
}

// rule: E2.2 — the notation of the selected game is named in the window's
// language, from the same table the printouts name it with; and why no
// clock runs.
#[test]
fn the_notation_is_named_in_german() {
    use egui_kittest::kittest::NodeT;
    let mut app = demo_app(None);
    app.set_system_language(Language::German);
    let mut h = window(app, [1280.0, 800.0]);
    h.run();
    let value = h.get_by_label("Notation").accesskit_node().value();
    assert_eq!(value.as_deref(), Some("algebraisch (SAN)"));
    // rule: C19 — the game's play closed on 15 June: no clock runs, said
    // in German from the same table.
    assert!(has(
        &h,
        "Spielschluss am 2026-06-15: die Partie wartet auf die Abschätzung (C19)"
    ));
}
