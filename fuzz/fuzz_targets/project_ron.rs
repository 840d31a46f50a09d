//! Fuzz target `project_ron`: the logic is `ccdesk::fuzzing::project_ron`, which
//! `cargo test` also replays its seeds and regressions, `fuzz/seeds/project_ron/`.
//! Run: `cargo fuzz run project_ron fuzz/corpus/project_ron fuzz/seeds/project_ron` (the first folder is the fuzzer's own working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::project_ron(data));
