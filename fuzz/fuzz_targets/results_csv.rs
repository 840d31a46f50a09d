//! Fuzz target `results_csv`: the logic is `ccdesk::fuzzing::results_csv`, which
//! `cargo test` also replays over `fuzz/corpus/results_csv/`.
//! Run: `cargo fuzz run results_csv fuzz/corpus/results_csv`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::results_csv(data));
