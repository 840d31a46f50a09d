#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Properties over seeded random sequences of commands, valid and invalid,
//! against the demo project (issue 15):
//!
//! 1. a command that applies never makes `validate` report more problems;
//! 2. applying its undo gives back exactly the project before;
//! 3. a command that is refused leaves the project exactly as it was;
//! 4. save then load gives back exactly the project (checked every few
//!    commands, and at the end).
//!
//! `cargo test --test core command_properties` runs 3,000 commands; the
//! long run is `CCDESK_COMMANDS=100000 cargo test --release --test core
//! command_properties -- --nocapture`.

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::ledger::{DateField, LedgerCommand};
use ccdesk::fuzzing::commands::{Rng, run_commands};
use chrono::Days;

#[test]
fn commands_keep_the_project_valid_undoable_and_saveable() {
    let total: usize = std::env::var("CCDESK_COMMANDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3_000);
    let mut rng = Rng::seeded(0x5EED_CCDE_5C00_0001);
    let stats = run_commands(&mut rng, total, 250);
    println!(
        "commands: {total} ({} applied, {} refused)",
        stats.applied, stats.refused
    );
    assert!(
        stats.applied > total / 4 && stats.refused > total / 20,
        "{stats:?}"
    );
}

// Found by the long run (step 33,967): a sent date moved past the day the
// move arrived left an arrival the undo of a later one could not put back.
// rule: E2.7 — a move cannot be sent after it arrived.
#[test]
fn e2_7_a_move_is_not_sent_after_it_arrived() {
    let mut p = demo_project();
    let g = p
        .games()
        .iter()
        .find(|g| g.result.is_none() && g.moves.len() > 2 && g.moves.last().unwrap().sent.is_some())
        .unwrap()
        .clone();
    let ply = g.moves.len() - 1;
    let sent = g.moves[ply].sent.unwrap();
    apply(
        &mut p,
        Command::Ledger(LedgerCommand::RecordArrival {
            game: g.id,
            ply,
            date: Some(sent + Days::new(2)),
        }),
    )
    .unwrap();
    let before = p.clone();
    for change in [
        Command::SetMoveDates {
            game: g.id,
            ply,
            received: g.moves[ply].received,
            sent: Some(sent + Days::new(5)),
        },
        Command::Ledger(LedgerCommand::CorrectDate {
            game: g.id,
            ply,
            field: DateField::Sent,
            corrected: sent + Days::new(5),
            noted_on: None,
        }),
    ] {
        let err = apply(&mut p, change).unwrap_err();
        assert!(
            err.to_string().contains("cannot have been sent later"),
            "{err}"
        );
        assert!(p == before);
    }
}
