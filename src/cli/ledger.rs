//! `ccdesk ledger`: compute a clock ledger from CSV.
//!
//! `ccdesk ledger --rules email|postal FILE.csv [--leave LEAVE.csv]` reads
//! the moves (see [`crate::io::ledger_csv`]) and prints the ledger as CSV:
//! `move,colour,days,total,allowance,status` per move, an empty line, then
//! `colour,total,days_left` for White and Black. A bad row is reported on
//! stderr with its line number; then nothing is printed on stdout and the
//! exit status is 2.
//!
//! `ccdesk ledger PROJECT.ron --game ID` prints the same two tables for a
//! game of a project: its one ledger, as every pane, message and PDF shows
//! it (leave, penalties, corrected dates, arrivals). Exit 0, or 2 when the
//! project cannot be read, the game is unknown or its dates do not fit.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::domain::ledger::{Ledger, LedgerInput, RuleSet, game_ledger};
use crate::io::ledger_csv::{self, LedgerCsvError};

/// Arguments of `ccdesk ledger`.
#[derive(Debug, clap::Args)]
pub struct LedgerArgs {
    /// Rule set of the CSV: email or postal.
    #[arg(long, required_unless_present = "game", conflicts_with = "game")]
    pub rules: Option<String>,
    /// CSV of moves: move,colour,san,received,sent; with --game, the project.
    pub file: PathBuf,
    /// The game of the project FILE whose ledger to print: `12` or `g12`.
    #[arg(long, conflicts_with = "leave")]
    pub game: Option<String>,
    /// CSV of leave bookings: colour,from,to.
    #[arg(long)]
    pub leave: Option<PathBuf>,
}

/// Why the subcommand stopped.
#[derive(Debug, thiserror::Error)]
enum LedgerCliError {
    #[error("unknown rule set {0:?} (expected email or postal)")]
    UnknownRules(String),
    #[error("{path}: {source}")]
    Open {
        path: String,
        source: std::io::Error,
    },
    #[error("{path}: {source}")]
    Csv {
        path: String,
        source: LedgerCsvError,
    },
    #[error("writing the ledger: {0}")]
    Write(#[from] csv::Error),
    #[error("{0}")]
    Project(String),
}

/// Runs the subcommand.
pub fn run(args: &LedgerArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match ledger_text(args) {
        Ok(text) => match stdout.write_all(&text).and_then(|()| stdout.flush()) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(stderr, "ccdesk ledger: writing the ledger: {e}");
                1
            }
        },
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk ledger: {e}");
            2
        }
    }
}

fn open(path: &Path) -> Result<std::fs::File, LedgerCliError> {
    std::fs::File::open(path).map_err(|source| LedgerCliError::Open {
        path: path.display().to_string(),
        source,
    })
}

fn csv_error(path: &Path) -> impl Fn(LedgerCsvError) -> LedgerCliError + '_ {
    move |source| LedgerCliError::Csv {
        path: path.display().to_string(),
        source,
    }
}

/// The whole output, computed before anything is printed.
fn ledger_text(args: &LedgerArgs) -> Result<Vec<u8>, LedgerCliError> {
    if let Some(game) = &args.game {
        return game_ledger_text(&args.file, game).map_err(LedgerCliError::Project);
    }
    let name = args.rules.clone().unwrap_or_default();
    let rules = RuleSet::preset(&name).ok_or(LedgerCliError::UnknownRules(name))?;
    let moves = ledger_csv::read_moves(&rules, open(&args.file)?).map_err(csv_error(&args.file))?;
    let leave = match &args.leave {
        Some(path) => ledger_csv::read_leave(open(path)?).map_err(csv_error(path))?,
        None => Vec::new(),
    };
    let input = LedgerInput {
        moves: moves.moves,
        leave,
        ..LedgerInput::default()
    };
    let ledger = Ledger::compute(&rules, &input).map_err(|e| {
        csv_error(&args.file)(LedgerCsvError::BadRow {
            line: moves.lines.get(e.index).copied().unwrap_or(0),
            message: e.error.to_string(),
        })
    })?;
    let mut out = Vec::new();
    ledger_csv::write_ledger(&ledger, &mut out)?;
    Ok(out)
}

/// The ledger of a project's game, as the same two tables.
fn game_ledger_text(path: &Path, game: &str) -> Result<Vec<u8>, String> {
    let project = crate::io::project_file::load(path).map_err(|e| e.to_string())?;
    let id = super::desk::game_of(&project, game)?;
    let ledger = game_ledger(&project, id).map_err(|e| format!("game {id}: {e}"))?;
    let mut out = Vec::new();
    ledger_csv::write_ledger(&ledger, &mut out).map_err(|e| e.to_string())?;
    Ok(out)
}
