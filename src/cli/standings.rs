//! `ccdesk standings`: standings of a division.
//!
//! With `--results FILE.csv` it reads the results (see
//! [`crate::io::results_csv`]) and prints CSV `place,team,game_points,
//! board_count,tiebreak` (see [`crate::domain::tournament::standings`] for how
//! places are decided). Bad rows are reported on stderr with their line
//! numbers, nothing goes to stdout and the exit status is 2.

use std::io::Write;
use std::path::PathBuf;

use crate::domain::tournament::standings::standings;
use crate::io::results_csv::{read_results, write_standings};

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
pub fn run(args: &StandingsArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    if args.project.is_some() {
        let _ = writeln!(
            stderr,
            "ccdesk standings: project files are not supported yet"
        );
        return 2;
    }
    let Some(path) = &args.results else {
        let _ = writeln!(
            stderr,
            "ccdesk standings: give --results FILE.csv or a project file"
        );
        return 2;
    };
    if args.division.is_some() {
        let _ = writeln!(
            stderr,
            "ccdesk standings: --division applies to project files, not to --results"
        );
        return 2;
    }
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk standings: {}: {e}", path.display());
            return 2;
        }
    };
    let results = match read_results(&bytes) {
        Ok(results) => results,
        Err(bad_rows) => {
            for bad in bad_rows {
                let _ = writeln!(stderr, "ccdesk standings: {}: {bad}", path.display());
            }
            return 2;
        }
    };
    let table = standings(&results, &[]);
    let mut csv = Vec::new();
    if let Err(e) = write_standings(&table, &mut csv) {
        let _ = writeln!(stderr, "ccdesk standings: cannot write the standings: {e}");
        return 1;
    }
    match stdout.write_all(&csv) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk standings: cannot write the standings: {e}");
            1
        }
    }
}
