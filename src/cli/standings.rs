//! `ccdesk standings`: standings of a division.
//!
//! With `--results FILE.csv` it reads the results (see
//! [`crate::io::results_csv`]) and prints CSV `place,team,game_points,
//! board_count,tiebreak` (see [`crate::domain::tournament::standings`] for how
//! places are decided). Bad rows are reported on stderr with their line
//! numbers, nothing goes to stdout and the exit status is 2.
//!
//! With a project file it computes the same from the current season's games
//! with the Organiser's deductions (C15, C21; see
//! [`crate::domain::tournament::results`] for which results count).
//! `--division NAME` prints that division's standings in exactly the
//! `--results` format. Without `--division` every division is printed in
//! order, each block preceded by a line `# NAME` (a CSV comment line, so a
//! block can be cut out and read as CSV). An unreadable project, no
//! season, or an unknown division: a message on stderr, exit 2.
//! While any game of a division printed has no final result the first
//! line is a CSV comment `# provisional: 4 games have no final result`
//! (without `--division`: `# provisional; NAME: provisional: …` for each
//! such division), and the HTML and PDF say it above the division's table.
//! `--format html` prints a self-contained HTML page instead, and
//! `--pdf OUT.pdf` writes the standings with their deductions and working
//! as PDF (`--paper a4|letter`) and prints nothing. Breaches the
//! Organiser has still to rule on (C13 under C21, C14 under C15), and the
//! rulings made, are listed on stderr under their team, as in the working.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::domain::project::Project;
use crate::domain::tournament::Division;
use crate::domain::tournament::results::{current_season, division_standings};
use crate::domain::tournament::standings::standings;
use crate::io::pdf::Paper;
use crate::io::results_csv::{read_results, write_standings};

/// Output formats of the season tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum TableFormat {
    /// CSV.
    #[default]
    Csv,
    /// A self-contained HTML page.
    Html,
}

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
    /// An earlier season, by name (default: the current one).
    #[arg(long)]
    pub season: Option<String>,
    /// Output format (project files only).
    #[arg(long, value_enum, default_value_t = TableFormat::Csv)]
    pub format: TableFormat,
    /// Write the standings as PDF to this file instead (project files only).
    #[arg(long, value_name = "OUT.pdf", conflicts_with = "format")]
    pub pdf: Option<PathBuf>,
    /// Paper of the PDF: a4 or letter.
    #[arg(long, default_value = "a4", requires = "pdf")]
    pub paper: Paper,
}

/// Writes PDF bytes (or the reason there are none) to `path` atomically;
/// returns the exit status (1 when it cannot be written there).
pub(crate) fn write_pdf_file(
    command: &str,
    path: &Path,
    pdf: Result<Vec<u8>, crate::io::pdf::PdfError>,
    stderr: &mut dyn Write,
) -> u8 {
    let bytes = match pdf {
        Ok(b) => b,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk {command}: {e}");
            return 1;
        }
    };
    match crate::io::export_file::write_export(path, &bytes) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk {command}: {e}");
            1
        }
    }
}

/// Loads a project and picks the divisions of its current season: the one
/// named, or all. On failure prints why (prefixed with `command`) and
/// returns the exit status.
pub(crate) fn load_divisions(
    command: &str,
    path: &Path,
    division: Option<&str>,
    season_name: Option<&str>,
    stderr: &mut dyn Write,
) -> Result<(Project, Vec<String>), u8> {
    let mut project = match super::open_checked::load(path, command, stderr) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk {command}: {}: {e}", path.display());
            return Err(2);
        }
    };
    // An earlier season is read as the project stood in it.
    if let Some(name) = season_name {
        match crate::domain::tournament::season::season_view(&project, name) {
            Some(view) => project = view,
            None => {
                let known: Vec<String> = project
                    .competition()
                    .iter()
                    .flat_map(|c| c.seasons.iter().map(|s| s.name.clone()))
                    .collect();
                let _ = writeln!(
                    stderr,
                    "ccdesk {command}: there is no season `{name}` (seasons: {})",
                    known.join(", ")
                );
                return Err(2);
            }
        }
    }
    let season = match current_season(&project) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk {command}: {}: {e}", path.display());
            return Err(2);
        }
    };
    let names: Vec<String> = match division {
        Some(name) => {
            if !season.divisions.iter().any(|d| d.name == name) {
                let known: Vec<&str> = season.divisions.iter().map(|d| d.name.as_str()).collect();
                let _ = writeln!(
                    stderr,
                    "ccdesk {command}: there is no division `{name}` in season {} (divisions: {})",
                    season.name,
                    known.join(", ")
                );
                return Err(2);
            }
            vec![name.to_owned()]
        }
        None => season.divisions.iter().map(|d| d.name.clone()).collect(),
    };
    Ok((project, names))
}

/// The division of the current season with this name.
pub(crate) fn division<'a>(project: &'a Project, name: &str) -> Option<&'a Division> {
    project.divisions().iter().find(|d| d.name == name)
}

/// "Competition 2025-26", or the project's name.
pub(crate) fn season_title(project: &Project) -> String {
    match (project.competition(), current_season(project)) {
        (Some(c), Ok(s)) => format!("{} {}", c.name, s.name),
        _ => project.name().to_owned(),
    }
}

pub(crate) fn write_out(
    command: &str,
    bytes: &[u8],
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    match stdout.write_all(bytes) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk {command}: cannot write: {e}");
            1
        }
    }
}

fn run_project(
    args: &StandingsArgs,
    path: &Path,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let (project, names) = match load_divisions(
        "standings",
        path,
        args.division.as_deref(),
        args.season.as_deref(),
        stderr,
    ) {
        Ok(x) => x,
        Err(status) => return status,
    };
    let Ok(season) = current_season(&project) else {
        return 2;
    };
    if let Some(pdf) = &args.pdf {
        let divisions: Vec<&Division> =
            names.iter().filter_map(|n| division(&project, n)).collect();
        let sections =
            crate::io::pdf::standings_pdf::standings_sections(&project, season, &divisions);
        let bytes = crate::io::pdf::standings_pdf::write_standings_pdf(
            &format!("Standings: {}", season_title(&project)),
            "",
            &sections,
            args.paper,
        );
        return write_pdf_file("standings", pdf, bytes, stderr);
    }
    let mut out = Vec::new();
    let mut html_blocks = Vec::new();
    let tables: Vec<(&String, _)> = names
        .iter()
        .filter_map(|n| division(&project, n).map(|d| (n, division_standings(&project, season, d))))
        .collect();
    // While any game has no final result the first line says so (C30),
    // a CSV comment line as the `# NAME` lines are.
    if args.format == TableFormat::Csv {
        let provisional: Vec<String> = tables
            .iter()
            .filter_map(|(name, t)| t.provisional().map(|p| (name, p)))
            .map(|(name, p)| {
                if args.division.is_some() {
                    p
                } else {
                    format!("{name}: {p}")
                }
            })
            .collect();
        if !provisional.is_empty() {
            let line = if args.division.is_some() {
                format!("# {}\n", provisional.join("; "))
            } else {
                format!("# provisional; {}\n", provisional.join("; "))
            };
            out.extend_from_slice(line.as_bytes());
        }
    }
    for (name, table) in tables {
        // Breaches still to be ruled on may change these figures: said on
        // stderr, so stdout keeps its exact format.
        for row in &table.rows {
            for ruling in &row.working.rulings {
                let _ = writeln!(stderr, "ccdesk standings: {name}: {}: {ruling}", row.team);
            }
        }
        match args.format {
            TableFormat::Csv => {
                if args.division.is_none() {
                    out.extend_from_slice(format!("# {name}\n").as_bytes());
                }
                if let Err(e) = write_standings(&table, &mut out) {
                    let _ = writeln!(stderr, "ccdesk standings: cannot write the standings: {e}");
                    return 1;
                }
            }
            TableFormat::Html => html_blocks.push((name.clone(), table)),
        }
    }
    if args.format == TableFormat::Html {
        let title = format!("Standings: {}", season_title(&project));
        out = crate::io::season_export::standings_html(&title, &html_blocks).into_bytes();
    }
    write_out("standings", &out, stdout, stderr)
}

/// Runs the subcommand.
pub fn run(args: &StandingsArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    if let Some(project) = &args.project {
        if args.results.is_some() {
            let _ = writeln!(
                stderr,
                "ccdesk standings: give either --results FILE.csv or a project file, not both"
            );
            return 2;
        }
        return run_project(args, project, stdout, stderr);
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
    if args.pdf.is_some() {
        let _ = writeln!(
            stderr,
            "ccdesk standings: --pdf applies to project files, not to --results"
        );
        return 2;
    }
    if args.format != TableFormat::Csv {
        let _ = writeln!(
            stderr,
            "ccdesk standings: --format html applies to project files, not to --results"
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
    write_out("standings", &csv, stdout, stderr)
}
