//! `ccdesk trophies PROJECT.ron`: the trophies of every season that has
//! ended (C30, C31), oldest first, one line per division's trophy: the
//! season, the division, which trophy (the first division's is the
//! premier trophy of the Champions), each holding company with the days
//! it holds the trophy, and the teams that share a first place.
//!
//! A competition without an ended season prints `no trophies recorded
//! yet`. Exit 0; 2 when the project cannot be read or has no competition.

use std::io::Write;
use std::path::PathBuf;

use crate::domain::tournament::trophies::trophy_table;

/// Arguments of `ccdesk trophies`.
#[derive(Debug, clap::Args)]
pub struct TrophiesArgs {
    /// The project file.
    pub project: PathBuf,
}

/// Runs the subcommand.
pub fn run(args: &TrophiesArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let project = match super::open_checked::load(&args.project, "trophies", stderr) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk trophies: {e}");
            return 2;
        }
    };
    let Some(competition) = project.competition() else {
        let _ = writeln!(
            stderr,
            "ccdesk trophies: {} has no team competition",
            args.project.display()
        );
        return 2;
    };
    let table = trophy_table(&project, competition);
    let mut text = String::new();
    for season in &table {
        for line in season.lines() {
            text.push_str(&line);
            text.push('\n');
        }
    }
    if table.is_empty() {
        text.push_str("no trophies recorded yet\n");
    }
    match stdout.write_all(text.as_bytes()) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk trophies: cannot write: {e}");
            1
        }
    }
}
