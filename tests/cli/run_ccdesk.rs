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

/// Runs `ccdesk ARGS`: its exit status, stdout and stderr as text.
pub(crate) fn ccdesk_text(args: &[&str]) -> (u8, String, String) {
    let out = ccdesk(args);
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Runs `ccdesk ARGS`, which must succeed, and returns its stdout.
pub(crate) fn ok(args: &[&str]) -> String {
    let (status, out, err) = ccdesk_text(args);
    assert_eq!(status, 0, "{args:?}\nstdout:\n{out}\nstderr:\n{err}");
    out
}

/// A desk's project with no game yet, named "desk".
pub(crate) const EMPTY_DESK: &str =
    "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"desk\",\n)\n";
