//! Fuzz target `notation`: the logic is `ccdesk::fuzzing::notation`, which
//! `cargo test` also replays over `fuzz/corpus/notation/`.
//! Run: `cargo fuzz run notation fuzz/corpus/notation`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::notation(data));
