//! `ccdesk standings`: standings of a division.

use std::io::Write;
use std::path::PathBuf;

/// Arguments of `ccdesk standings`.
#[derive(Debug, clap::Args)]
pub struct StandingsArgs {
    /// Results CSV: team,board,opponent_team,opponent_board,white,black.
    #[arg(long)]
    pub results: Option<PathBuf>,
    /// A project file to compute the standings of.
    pub project: Option<PathBuf>,
    /// The division (default: every division).
    #[arg(long)]
    pub division: Option<String>,
}

/// Runs the subcommand.
pub fn run(_args: &StandingsArgs, _stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(stderr, "ccdesk standings: not built yet");
    2
}
