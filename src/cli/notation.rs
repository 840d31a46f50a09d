//! `ccdesk notation`: convert moves between notations.

use std::io::{Read, Write};

/// Arguments of `ccdesk notation`.
#[derive(Debug, clap::Args)]
pub struct NotationArgs {
    /// Output notation: san, iccf, uci, lan or figurine.
    #[arg(long = "to")]
    pub to: String,
    /// Starting position (default: the initial position).
    #[arg(long)]
    pub fen: Option<String>,
}

/// Runs the subcommand.
pub fn run(_args: &NotationArgs, _stdin: &mut dyn Read, _stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(stderr, "ccdesk notation: not built yet");
    2
}
