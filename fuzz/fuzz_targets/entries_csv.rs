//! Fuzz target `entries_csv`: entries and companies CSV read and turned into commands
//! against the demo project never panic.
//! Run: `cd fuzz && cargo fuzz run entries_csv corpus/entries_csv seeds/entries_csv` (`corpus/` is the fuzzer's working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::entries_csv(data));
