//! Fuzz target `ledger_csv`: the logic is `ccdesk::fuzzing::ledger_csv`, which
//! `cargo test` also replays its seeds and regressions, `fuzz/seeds/ledger_csv/`.
//! Run: `cargo fuzz run ledger_csv fuzz/corpus/ledger_csv fuzz/seeds/ledger_csv` (the first folder is the fuzzer's own working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::ledger_csv(data));
