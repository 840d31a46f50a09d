//! `ccdesk analyse`: ask a UCI engine for the best move of a position.
//!
//! Output, one `key value` line each, for scripts:
//!
//! ```text
//! engine Stockfish 15.1
//! bestmove Nf6+ (d5f6)
//! score mate 2
//! depth 14
//! pv Nf6+ gxf6 Bxf7#
//! ```
//!
//! `bestmove` gives the move in SAN then UCI in brackets, or `(none)` when
//! the side to move has no legal move. `score` is `cp N` (centipawns) or
//! `mate N` (moves; negative when the side to move is mated), from the side
//! to move's point of view, as UCI reports it; `score` and `pv` are left out
//! when the engine gave none. The search is told to stop after
//! `--max-time` seconds (300 by default) and its best move so far is given,
//! with a note on stderr; an engine that then does not answer within
//! `--timeout` is killed. Exit status: 0 done, 1 the engine failed
//! (missing, crashed, hung, or its `bestmove` not legal in the position),
//! 2 bad usage or a FEN that is not a legal position.

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess};

use crate::engine::{Engine, EngineError, SearchLimit, SearchOutcome, search_until_stopped};

/// Arguments of `ccdesk analyse`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Output (one line each): 'engine NAME', 'bestmove SAN (UCI)' or \
'bestmove (none)', 'score cp N' or 'score mate N' (side to move's view), 'depth N', \
'pv SAN...'.\nExit status: 0 done, 1 engine missing/crashed/hung or its bestmove illegal, 2 bad usage or bad FEN."
)]
pub struct AnalyseArgs {
    /// The position, as FEN.
    #[arg(long)]
    pub fen: String,
    /// Search depth in plies.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=200))]
    pub depth: u32,
    /// The UCI engine: a path, or a name looked up on PATH and in /usr/games.
    #[arg(long, default_value = "stockfish")]
    pub engine: PathBuf,
    /// Seconds to wait for the engine to answer `uci` and `isready`, and
    /// for its `bestmove` once told to stop.
    #[arg(long, default_value_t = 10.0)]
    pub timeout: f64,
    /// Seconds the search may take before the engine is told to stop (its
    /// best move so far is then given, with a note on stderr).
    #[arg(long, default_value_t = 300.0)]
    pub max_time: f64,
}

/// Reads a FEN into a legal standard-chess position.
pub(crate) fn read_position(fen: &str) -> Result<Chess, String> {
    fen.parse::<Fen>()
        .map_err(|e| e.to_string())
        .and_then(|fen| {
            fen.into_position::<Chess>(CastlingMode::Standard)
                .map_err(|e| e.to_string())
        })
}

/// Runs the subcommand.
pub fn run(args: &AnalyseArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let position = match read_position(&args.fen) {
        Ok(position) => position,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk analyse: bad FEN '{}': {e}", args.fen);
            return 2;
        }
    };
    let Some(timeout) = Duration::try_from_secs_f64(args.timeout)
        .ok()
        .filter(|t| !t.is_zero())
    else {
        let _ = writeln!(
            stderr,
            "ccdesk analyse: --timeout must be a positive number of seconds"
        );
        return 2;
    };
    let Some(budget) = Duration::try_from_secs_f64(args.max_time)
        .ok()
        .filter(|t| !t.is_zero())
    else {
        let _ = writeln!(
            stderr,
            "ccdesk analyse: --max-time must be a positive number of seconds"
        );
        return 2;
    };
    let result = Engine::start(&args.engine, timeout).and_then(|mut engine| {
        let outcome = search_until_stopped(
            &mut engine,
            &position,
            SearchLimit::Depth(args.depth),
            budget,
            &AtomicBool::new(false),
        )?;
        Ok((engine.name(), outcome))
    });
    if let Ok((_, outcome)) = &result
        && outcome.cut_short
    {
        let _ = writeln!(
            stderr,
            "ccdesk analyse: note: the search was stopped after {} s, before depth {}; its best move so far is given",
            args.max_time, args.depth
        );
    }
    match result {
        Ok((name, outcome)) => match writeln!(stdout, "{}", report(&name, &position, &outcome)) {
            Ok(()) => 0,
            Err(e) => {
                let _ = writeln!(stderr, "ccdesk analyse: cannot write the result: {e}");
                1
            }
        },
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk analyse: {e}");
            let _ = hint(&e, stderr);
            1
        }
    }
}

/// The report in the documented format, without the last line break.
fn report(name: &str, position: &Chess, outcome: &SearchOutcome) -> String {
    let mut out = vec![format!("engine {name}")];
    out.push(match outcome.best.best {
        Some(uci) => match uci.to_move(position) {
            Ok(m) => format!(
                "bestmove {} ({uci})",
                SanPlus::from_move(position.clone(), m)
            ),
            Err(_) => format!("bestmove {uci} ({uci})"),
        },
        None => "bestmove (none)".to_owned(),
    });
    if let Some(best) = outcome.lines.best() {
        if let Some(score) = best.score {
            out.push(format!("score {score}"));
        }
        out.push(format!("depth {}", best.depth));
        if !best.san.is_empty() {
            let san: Vec<String> = best.san.iter().map(ToString::to_string).collect();
            out.push(format!("pv {}", san.join(" ")));
        }
    }
    out.join("\n")
}

/// A second line saying what to do, for the errors a user can fix.
fn hint(error: &EngineError, stderr: &mut dyn Write) -> std::io::Result<()> {
    match error {
        EngineError::NotFound { .. } => writeln!(
            stderr,
            "install one (Debian: apt install stockfish) or give its path with --engine"
        ),
        EngineError::Hung { .. } => writeln!(
            stderr,
            "is it a UCI engine? a slow one may need a longer --timeout"
        ),
        _ => Ok(()),
    }
}
