//! `ccdesk hutton`: print a Hutton pairing table.
//!
//! Prints CSV with the header `team,board,opponent_team,opponent_board` and
//! one row per player, by team then board (see
//! [`crate::domain::tournament::hutton`] for the table's properties). When no
//! table exists (fewer than 2 teams, no board, an odd number of players) it
//! prints nothing to stdout, says why on stderr and exits with 2.

use std::io::Write;

use crate::domain::tournament::hutton::HuttonTable;

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
pub fn run(args: &HuttonArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match HuttonTable::generate(args.teams, args.boards) {
        Ok(table) => match stdout.write_all(table.to_csv().as_bytes()) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(stderr, "ccdesk hutton: cannot write the table: {e}");
                1
            }
        },
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk hutton: {e}");
            2
        }
    }
}
