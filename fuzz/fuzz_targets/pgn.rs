//! Fuzz target `pgn`: any PGN text: games read are legal, write back and read
//! back to the same moves, and import into a valid project.
//! Run: `cd fuzz && cargo fuzz run pgn corpus/pgn seeds/pgn` (`corpus/` is the fuzzer's working corpus, not kept in git).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| ccdesk::fuzzing::pgn(data));
