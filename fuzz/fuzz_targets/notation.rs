//! Fuzz target `notation`: the logic is `ccdesk::fuzzing::notation`, which
//! `cargo test` also replays its seeds and regressions, `fuzz/seeds/notation/`.
//! Run: `cargo fuzz run notation fuzz/corpus/notation fuzz/seeds/notation` (the first folder is the fuzzer's own working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::notation(data));
