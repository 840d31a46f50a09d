//! What a command did, in the window's language (issue 35 item 1): the
//! status bar of the demo in German says a move's dates changed and,
//! once undone, that it was undone, from the German catalogue.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::i18n::Language;
use ccdesk::domain::command::Command;

use crate::window_harness::{demo_app, has, open_window};

#[test]
fn the_status_bar_says_what_a_command_did_in_german() {
    let mut app = demo_app(None);
    app.set_system_language(Language::German);
    // The demo's first game with a move kept, its dates set again as they
    // are: a change the ledger accepts.
    let (game, san, received, sent) = app
        .doc
        .project
        .games()
        .iter()
        .find_map(|g| {
            g.moves
                .first()
                .map(|m| (g.id, m.san.to_string(), m.received, m.sent))
        })
        .unwrap();
    let mut h = open_window(app, [1280.0, 800.0]);
    h.state_mut().execute(Command::SetMoveDates {
        game,
        ply: 0,
        received,
        sent,
    });
    h.run();
    let changed = format!("die Daten von {san} in Partie {game} geändert");
    assert!(has(&h, &changed), "no German event: {changed}");
    assert!(
        !has(&h, "changed the dates of"),
        "the English event is shown"
    );
    // The document keeps the English words (the audit trail's).
    assert_eq!(
        h.state().doc.last_event.as_deref(),
        Some(format!("changed the dates of {san} in game {game}").as_str())
    );
    h.state_mut().undo();
    h.run();
    let undone = format!("rückgängig: {changed}");
    assert!(has(&h, &undone), "no German undo: {undone}");
}
