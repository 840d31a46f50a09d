//! Fuzz target `ledger_csv`: the logic is `ccdesk::fuzzing::ledger_csv`, which
//! `cargo test` also replays over `fuzz/corpus/ledger_csv/`.
//! Run: `cargo fuzz run ledger_csv fuzz/corpus/ledger_csv`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::ledger_csv(data));
