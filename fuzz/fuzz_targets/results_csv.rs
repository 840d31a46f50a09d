//! Fuzz target `results_csv`: the logic is `ccdesk::fuzzing::results_csv`, which
//! `cargo test` also replays its seeds and regressions, `fuzz/seeds/results_csv/`.
//! Run: `cargo fuzz run results_csv fuzz/corpus/results_csv fuzz/seeds/results_csv` (the first folder is the fuzzer's own working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::results_csv(data));
