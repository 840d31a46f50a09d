//! Replays every fuzz seed and regression (`fuzz/seeds/<target>/`) through the same
//! entry point the fuzzer uses, so a crash once found and fixed stays fixed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/seeds")
        .join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return 0;
    };
    let mut n = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_file() {
            let data = std::fs::read(&path).unwrap();
            let result = std::panic::catch_unwind(|| run(&data));
            assert!(result.is_ok(), "{target}: {} panics", path.display());
            n += 1;
        }
    }
    n
}

#[test]
fn notation_corpus() {
    assert!(
        replay("notation", ccdesk::fuzzing::notation) > 0,
        "fuzz/seeds/notation is empty"
    );
}

#[test]
fn project_ron_corpus() {
    assert!(
        replay("project_ron", ccdesk::fuzzing::project_ron) > 0,
        "fuzz/seeds/project_ron is empty"
    );
}

#[test]
fn ledger_csv_corpus() {
    assert!(
        replay("ledger_csv", ccdesk::fuzzing::ledger_csv) > 0,
        "fuzz/seeds/ledger_csv is empty"
    );
}

#[test]
fn results_csv_corpus() {
    assert!(
        replay("results_csv", ccdesk::fuzzing::results_csv) > 0,
        "fuzz/seeds/results_csv is empty"
    );
}

#[test]
fn message_corpus() {
    assert!(
        replay("message", ccdesk::fuzzing::message) > 0,
        "fuzz/seeds/message is empty"
    );
}

#[test]
fn eml_corpus() {
    assert!(
        replay("eml", ccdesk::fuzzing::eml) > 0,
        "fuzz/seeds/eml is empty"
    );
}

#[test]
fn pgn_corpus() {
    assert!(
        replay("pgn", ccdesk::fuzzing::pgn) > 0,
        "fuzz/seeds/pgn is empty"
    );
}

#[test]
fn entries_csv_corpus() {
    assert!(
        replay("entries_csv", ccdesk::fuzzing::entries_csv) > 0,
        "fuzz/seeds/entries_csv is empty"
    );
}

#[test]
fn hutton_csv_corpus() {
    assert!(
        replay("hutton_csv", ccdesk::fuzzing::hutton_csv) > 0,
        "fuzz/seeds/hutton_csv is empty"
    );
}

#[test]
fn commands_corpus() {
    assert!(
        replay("commands", ccdesk::fuzzing::commands) > 0,
        "fuzz/seeds/commands is empty"
    );
}
