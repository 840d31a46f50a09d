//! Fuzz target `hutton_csv`: an organiser's own Hutton table as CSV is read
//! and checked, or refused with its bad rows, never a panic.
//! Run: `cd fuzz && cargo fuzz run hutton_csv corpus/hutton_csv seeds/hutton_csv` (`corpus/` is the fuzzer's working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::hutton_csv(data));
