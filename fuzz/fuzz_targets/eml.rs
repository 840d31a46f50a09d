//! Fuzz target `eml`: any bytes read as an `.eml` file and its body as a move message
//! never panic.
//! Run: `cd fuzz && cargo fuzz run eml corpus/eml seeds/eml` (`corpus/` is the fuzzer's working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::eml(data));
