//! Replays every saved fuzz input (`fuzz/corpus/<target>/`) through the same
//! entry point the fuzzer uses, so a crash once found and fixed stays fixed.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
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
    replay("notation", ccdesk::fuzzing::notation);
}

#[test]
fn project_ron_corpus() {
    replay("project_ron", ccdesk::fuzzing::project_ron);
}

#[test]
fn ledger_csv_corpus() {
    replay("ledger_csv", ccdesk::fuzzing::ledger_csv);
}

#[test]
fn results_csv_corpus() {
    replay("results_csv", ccdesk::fuzzing::results_csv);
}
