//! Fuzz target `message`: reading any text as a move message never panics,
//! against the demo project, with the ccdesk block or without.
//! Run: `cd fuzz && cargo fuzz run message corpus/message seeds/message` (`corpus/` is the fuzzer's working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::message(data));
