//! `ccdesk hutton`: print a Hutton pairing table.

use std::io::Write;

/// Arguments of `ccdesk hutton`.
#[derive(Debug, clap::Args)]
pub struct HuttonArgs {
    /// Number of teams.
    #[arg(long)]
    pub teams: i64,
    /// Number of boards per team.
    #[arg(long)]
    pub boards: i64,
}

/// Runs the subcommand.
pub fn run(_args: &HuttonArgs, _stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(stderr, "ccdesk hutton: not built yet");
    2
}
