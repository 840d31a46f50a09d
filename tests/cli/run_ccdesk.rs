//! The binary run as a user runs it: the one helper the CLI tests share.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};

/// Runs `ccdesk ARGS` and returns what it printed and its exit status.
pub(crate) fn ccdesk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}
