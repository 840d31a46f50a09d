//! `ccdesk ledger`: compute a clock ledger from CSV.

use std::io::Write;
use std::path::PathBuf;

/// Arguments of `ccdesk ledger`.
#[derive(Debug, clap::Args)]
pub struct LedgerArgs {
    /// Rule set: email or postal.
    #[arg(long)]
    pub rules: String,
    /// CSV of moves: move,colour,san,received,sent.
    pub file: PathBuf,
    /// CSV of leave bookings: colour,from,to.
    #[arg(long)]
    pub leave: Option<PathBuf>,
}

/// Runs the subcommand.
pub fn run(_args: &LedgerArgs, _stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let _ = writeln!(stderr, "ccdesk ledger: not built yet");
    2
}
