//! `ccdesk crosstable PROJECT.ron [--division NAME] [--format csv|html]
//! [--view grid|boards] [-o OUT]`: the crosstable of the current season's
//! divisions (see [`crate::io::season_export`] for the CSV layouts).
//!
//! CSV without `--division` prints every division, each block preceded by
//! a line `# NAME`; HTML puts every division on one page, each grid
//! followed by its teams' board-by-board tables. `-o` writes to a file
//! (atomically) instead of stdout. `--pdf OUT.pdf` writes the grids and
//! board-by-board tables as PDF on landscape pages (`--paper a4|letter`)
//! and prints nothing. Errors: a message on stderr, exit 2.

use std::io::Write;
use std::path::PathBuf;

use super::standings::{TableFormat, division, load_divisions, season_title, write_out};
use crate::domain::tournament::crosstable::crosstable;
use crate::domain::tournament::results::current_season;
use crate::io::season_export::{crosstable_html, write_boards_csv, write_crosstable_csv};

/// What the CSV shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum CrosstableView {
    /// The team x team grid.
    #[default]
    Grid,
    /// Each team's pairings board by board.
    Boards,
}

/// Arguments of `ccdesk crosstable`.
#[derive(Debug, clap::Args)]
pub struct CrosstableArgs {
    /// The project file.
    pub project: PathBuf,
    /// The division (default: every division).
    #[arg(long)]
    pub division: Option<String>,
    /// An earlier season, by name (default: the current one).
    #[arg(long)]
    pub season: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TableFormat::Csv)]
    pub format: TableFormat,
    /// CSV view: the grid or the board-by-board lists.
    #[arg(long, value_enum, default_value_t = CrosstableView::Grid)]
    pub view: CrosstableView,
    /// Write to this file instead of stdout.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Write the crosstable as PDF to this file instead.
    #[arg(long, value_name = "OUT.pdf", conflicts_with_all = ["format", "view", "output"])]
    pub pdf: Option<PathBuf>,
    /// Paper of the PDF: a4 or letter.
    #[arg(long, default_value = "a4", requires = "pdf")]
    pub paper: crate::io::pdf::Paper,
}

/// Runs the subcommand.
pub fn run(args: &CrosstableArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let (project, names) = match load_divisions(
        "crosstable",
        &args.project,
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
    let tables: Vec<_> = names
        .iter()
        .filter_map(|n| division(&project, n))
        .map(|d| crosstable(&project, season, d))
        .collect();
    if let Some(pdf) = &args.pdf {
        let title = format!("Crosstable: {}", season_title(&project));
        let bytes = crate::io::pdf::crosstable_pdf::write_crosstable_pdf(
            &project, &title, "", &tables, args.paper,
        );
        return super::standings::write_pdf_file("crosstable", pdf, bytes, stderr);
    }
    let mut out = Vec::new();
    match args.format {
        TableFormat::Html => {
            let title = format!("Crosstable: {}", season_title(&project));
            out = crosstable_html(&project, &title, "", &tables).into_bytes();
        }
        TableFormat::Csv => {
            for t in &tables {
                if args.division.is_none() {
                    out.extend_from_slice(format!("# {}\n", t.division).as_bytes());
                }
                let written = match args.view {
                    CrosstableView::Grid => write_crosstable_csv(t, &mut out),
                    CrosstableView::Boards => write_boards_csv(&project, t, &mut out),
                };
                if let Err(e) = written {
                    let _ = writeln!(stderr, "ccdesk crosstable: cannot write: {e}");
                    return 1;
                }
            }
        }
    }
    match &args.output {
        None => write_out("crosstable", &out, stdout, stderr),
        Some(path) => match crate::io::export_file::write_export(path, &out) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(stderr, "ccdesk crosstable: {e}");
                1
            }
        },
    }
}
