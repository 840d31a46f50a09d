//! A whole search, waited for: for the CLI, tests and adjudicators'
//! assessments, never for the window (which polls [`Engine`] instead).
//!
//! Every search ends in bounded time: `go movetime T` within T and the
//! engine's timeout; `go depth N` or `go nodes N` within the budget the
//! caller gives, after which the engine is told to stop. The `bestmove`
//! after `stop` must come within the engine's timeout, or the engine is
//! killed ([`EngineError::Hung`]). A `bestmove` that is not legal in the
//! position is refused ([`EngineError::IllegalBestMove`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

use super::analysis::AnalysisLines;
use super::uci_parse::BestMove;
use super::{Engine, EngineError, EngineEvent, SearchLimit};

/// How long a depth or nodes search may run when the caller gives no
/// budget of its own.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(300);

/// What a finished search found.
#[derive(Debug, Clone)]
pub struct SearchOutcome {
    /// The lines as last reported (the best first).
    pub lines: AnalysisLines,
    /// The engine's choice, legal in the position.
    pub best: BestMove,
    /// The search reached its time budget before its depth or nodes and
    /// was stopped: the lines are those it had reached.
    pub cut_short: bool,
}

/// Searches `position` from a fresh game state and waits for `bestmove`,
/// for at most [`DEFAULT_BUDGET`] (or the move time) and the engine's
/// timeout.
pub fn search(
    engine: &mut Engine,
    position: &Chess,
    limit: SearchLimit,
) -> Result<SearchOutcome, EngineError> {
    search_until_stopped(
        engine,
        position,
        limit,
        DEFAULT_BUDGET,
        &AtomicBool::new(false),
    )
}

/// [`search`] with a time budget for a depth or nodes search, that gives
/// up when `stop` is set (looked at every fifth of a second): the engine is
/// told to stop and [`EngineError::Stopped`] is the answer, so an
/// adjudicator can take back an assessment asked for by mistake without
/// waiting for its depth or time.
pub fn search_until_stopped(
    engine: &mut Engine,
    position: &Chess,
    limit: SearchLimit,
    budget: Duration,
    stop: &AtomicBool,
) -> Result<SearchOutcome, EngineError> {
    engine.new_game()?;
    engine.wait_ready()?;
    let fen = Fen::from_position(position, EnPassantMode::Legal);
    engine.set_position(&fen, &[])?;
    let budget = match limit {
        // The engine keeps its own time: the move time and a timeout's grace.
        SearchLimit::MoveTime(t) => t.saturating_add(engine.timeout()),
        _ => budget,
    };
    let until = Instant::now().checked_add(budget);
    engine.go(limit)?;
    let mut lines = AnalysisLines::new(position.clone());
    let mut cut_short = false;
    loop {
        if stop.load(Ordering::Relaxed) {
            // The engine is dropped (and its process ended) by the caller;
            // telling it to stop first lets it end cleanly.
            let _ = engine.stop();
            return Err(EngineError::Stopped);
        }
        if !cut_short && until.is_some_and(|u| Instant::now() >= u) {
            // Its `bestmove` must now come within the timeout, or
            // `next_event` reports the engine hung and kills it.
            engine.stop()?;
            cut_short = true;
        }
        match engine.next_event(Duration::from_millis(200))? {
            Some(EngineEvent::Info(info)) => lines.update(&info),
            Some(EngineEvent::BestMove(best)) => {
                legal_choice(engine, position, &best)?;
                return Ok(SearchOutcome {
                    lines,
                    best,
                    cut_short,
                });
            }
            _ => {}
        }
    }
}

/// An error unless `best` is a legal move of `position`, or `(none)` in a
/// position without one.
fn legal_choice(engine: &Engine, position: &Chess, best: &BestMove) -> Result<(), EngineError> {
    let refused = |said: String| EngineError::IllegalBestMove {
        name: engine.name(),
        said,
        fen: Fen::from_position(position, EnPassantMode::Legal).to_string(),
    };
    match best.best {
        Some(uci) => uci
            .to_move(position)
            .map(|_| ())
            .map_err(|_| refused(uci.to_string())),
        None if position.legal_moves().is_empty() => Ok(()),
        None => Err(refused("(none)".to_owned())),
    }
}
