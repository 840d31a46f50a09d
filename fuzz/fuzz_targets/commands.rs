//! Fuzz target `commands`: sequences of every kind of command, chosen by
//! the fuzzer's bytes, keep the project valid, undoable and saveable (the
//! three properties of `ccdesk::fuzzing::commands::run_commands`).
//! Run: `cd fuzz && cargo fuzz run commands corpus/commands seeds/commands` (`corpus/` is the fuzzer's working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::commands(data));
