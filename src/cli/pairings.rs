//! `ccdesk pairings PROJECT.ron [--division NAME] [--season NAME]`: the pairing list for
//! captains (C16) as CSV: per team and board, one row per game (White
//! first, C17), with the opponent's correspondence address and the opposing
//! captain (see [`crate::io::season_export::write_pairing_list`]). Without
//! `--division`, every division's rows in one table (the `division` column
//! tells them apart). `--pdf OUT.pdf` writes the same list as PDF instead,
//! a page per team for its captain (`--paper a4|letter`), and prints
//! nothing. `--season` gives an earlier season's list as it stood. Teams
//! of one company paired together are named on stderr
//! (C06). Errors: a message on stderr, exit 2.

use std::io::Write;
use std::path::PathBuf;

use super::standings::{division, load_divisions, write_out};
use crate::io::season_export::write_pairing_list;

/// Arguments of `ccdesk pairings`.
#[derive(Debug, clap::Args)]
pub struct PairingsArgs {
    /// The project file.
    pub project: PathBuf,
    /// The division (default: every division).
    #[arg(long)]
    pub division: Option<String>,
    /// An earlier season, by name (default: the current one): its pairing
    /// list as it stood.
    #[arg(long)]
    pub season: Option<String>,
    /// Write the pairing list as PDF to this file instead.
    #[arg(long, value_name = "OUT.pdf")]
    pub pdf: Option<PathBuf>,
    /// Paper of the PDF: a4 or letter.
    #[arg(long, default_value = "a4", requires = "pdf")]
    pub paper: crate::io::pdf::Paper,
}

/// Runs the subcommand.
pub fn run(args: &PairingsArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let (project, names) = match load_divisions(
        "pairings",
        &args.project,
        args.division.as_deref(),
        args.season.as_deref(),
        stderr,
    ) {
        Ok(x) => x,
        Err(status) => return status,
    };
    if let Some(pdf) = &args.pdf {
        let Ok(season) = crate::domain::tournament::results::current_season(&project) else {
            return 2;
        };
        let competition = project.competition().map_or("", |c| c.name.as_str());
        let divisions: Vec<_> = names.iter().filter_map(|n| division(&project, n)).collect();
        let bytes = crate::io::pdf::pairing_list_pdf::write_pairing_list_pdf(
            &project,
            competition,
            season,
            &divisions,
            args.paper,
        );
        return super::standings::write_pdf_file("pairings", pdf, bytes, stderr);
    }
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let Some(d) = division(&project, name) else {
            continue;
        };
        // Teams of one company paired together, said on stderr (C06).
        for line in crate::domain::tournament::same_company::same_company_meetings(d, |c| {
            project
                .company(c)
                .map_or_else(|| c.to_string(), |x| x.name.clone())
        }) {
            let _ = writeln!(
                stderr,
                "ccdesk pairings: {name}: teams of one company: {line}"
            );
        }
        let mut block = Vec::new();
        if let Err(e) = write_pairing_list(&project, d, &mut block) {
            let _ = writeln!(stderr, "ccdesk pairings: cannot write: {e}");
            return 1;
        }
        // One header for the whole table.
        let body = if i == 0 {
            &block[..]
        } else {
            let start = block
                .iter()
                .position(|&b| b == b'\n')
                .map_or(block.len(), |p| p + 1);
            &block[start..]
        };
        out.extend_from_slice(body);
    }
    write_out("pairings", &out, stdout, stderr)
}
