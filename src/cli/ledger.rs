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
//! A server game's clocks are the server's: for it `--game` prints its
//! moves' dates and the server's clocks instead, counting nothing under a
//! rule set.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::domain::ledger::{Ledger, LedgerInput, RuleSet, game_ledger};
use crate::domain::server::server_move_dates;
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
    match ledger_text(args, stderr) {
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
fn ledger_text(args: &LedgerArgs, stderr: &mut dyn Write) -> Result<Vec<u8>, LedgerCliError> {
    if let Some(game) = &args.game {
        return game_ledger_text(&args.file, game, stderr).map_err(LedgerCliError::Project);
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
fn game_ledger_text(path: &Path, game: &str, stderr: &mut dyn Write) -> Result<Vec<u8>, String> {
    let project = super::open_checked::load(path, "ledger", stderr).map_err(|e| e.to_string())?;
    let id = super::desk::game_of(&project, game)?;
    if let Some(g) = project.game(id)
        && g.server.is_some()
    {
        return server_game_text(g).map_err(|e| format!("game {id}: {e}"));
    }
    let ledger = game_ledger(&project, id).map_err(|e| format!("game {id}: {e}"))?;
    let mut out = Vec::new();
    ledger_csv::write_ledger(&ledger, &mut out).map_err(|e| e.to_string())?;
    Ok(out)
}

/// A server game's dates and the server's clocks: its clocks are the
/// server's, so nothing is counted under a rule set. First
/// `move,colour,san,received,sent` per move (received: the day an
/// opponent's move reached this desk; sent: the day a move was sent), an
/// empty line, then `server,server_game,synced,colour,clock,to_move` for
/// the user and the opponent as the server gave them at the last sync.
fn server_game_text(game: &crate::domain::game::Game) -> Result<Vec<u8>, csv::Error> {
    let date = |d: Option<chrono::NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
    let colour = |c: shakmaty::Color| c.fold_wb("white", "black");
    let mut moves = csv::Writer::from_writer(Vec::new());
    moves.write_record(["move", "colour", "san", "received", "sent"])?;
    for row in server_move_dates(game) {
        moves.write_record([
            row.number.to_string(),
            colour(row.colour).to_owned(),
            row.san,
            date(row.received),
            date(row.sent),
        ])?;
    }
    let mut out = moves.into_inner().map_err(|e| e.into_error())?;
    out.push(b'\n');
    let Some(link) = game.server.as_deref() else {
        return Ok(out);
    };
    let mut clocks = csv::Writer::from_writer(out);
    clocks.write_record([
        "server",
        "server_game",
        "synced",
        "colour",
        "clock",
        "to_move",
    ])?;
    let in_play = link.game.result.in_play();
    let mine = if link.game.has_white {
        shakmaty::Color::White
    } else {
        shakmaty::Color::Black
    };
    for (side, clock, to_move) in [
        (mine, link.my_clock(), link.game.my_turn),
        (!mine, link.opponent_clock(), !link.game.my_turn),
    ] {
        clocks.write_record([
            link.server.clone(),
            link.game.id.clone(),
            date(link.synced),
            colour(side).to_owned(),
            clock.to_string(),
            if in_play && to_move { "yes" } else { "no" }.to_owned(),
        ])?;
    }
    clocks.into_inner().map_err(|e| e.into_error().into())
}
