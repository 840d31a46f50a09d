//! Fuzz target `message`: reading any text as a move message never panics,
//! against the demo project, with the block or without.
//! Run: `cargo fuzz run message`.
#![no_main]

use std::sync::OnceLock;

use ccdesk::domain::message::{ReadOptions, read_message};
use ccdesk::domain::project::Project;

fn demo() -> &'static Project {
    static DEMO: OnceLock<Project> = OnceLock::new();
    DEMO.get_or_init(ccdesk::domain::demo::demo_project)
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let reading = read_message(demo(), text, &ReadOptions::default());
        let _ = reading.summary(demo());
        let _ = reading.penalties();
    }
});
