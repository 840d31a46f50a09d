//! Fuzz target `project_ron`: the logic is `ccdesk::fuzzing::project_ron`, which
//! `cargo test` also replays over `fuzz/corpus/project_ron/`.
//! Run: `cargo fuzz run project_ron fuzz/corpus/project_ron`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::project_ron(data));
