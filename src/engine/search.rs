//! A whole search, waited for: for the CLI, tests and adjudicators'
//! assessments, never for the window (which polls [`Engine`] instead).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode};

use super::analysis::AnalysisLines;
use super::uci_parse::BestMove;
use super::{Engine, EngineError, EngineEvent, SearchLimit};

/// What a finished search found.
#[derive(Debug, Clone)]
pub struct SearchOutcome {
    /// The lines as last reported (the best first).
    pub lines: AnalysisLines,
    /// The engine's choice.
    pub best: BestMove,
}

/// Searches `position` from a fresh game state and waits for `bestmove`.
///
/// Waits for `readyok` within the engine's timeout; the search itself has
/// no time limit beyond `limit`, but a crash during it is reported.
pub fn search(
    engine: &mut Engine,
    position: &Chess,
    limit: SearchLimit,
) -> Result<SearchOutcome, EngineError> {
    search_until_stopped(engine, position, limit, &AtomicBool::new(false))
}

/// [`search`] that gives up when `stop` is set (looked at every fifth of a
/// second): the engine is told to stop and [`EngineError::Stopped`] is the
/// answer, so an adjudicator can take back an assessment asked for by
/// mistake without waiting for its depth or time.
pub fn search_until_stopped(
    engine: &mut Engine,
    position: &Chess,
    limit: SearchLimit,
    stop: &AtomicBool,
) -> Result<SearchOutcome, EngineError> {
    engine.new_game()?;
    engine.wait_ready()?;
    let fen = Fen::from_position(position, EnPassantMode::Legal);
    engine.set_position(&fen, &[])?;
    engine.go(limit)?;
    let mut lines = AnalysisLines::new(position.clone());
    loop {
        if stop.load(Ordering::Relaxed) {
            // The engine is dropped (and its process ended) by the caller;
            // telling it to stop first lets it end cleanly.
            let _ = engine.stop();
            return Err(EngineError::Stopped);
        }
        match engine.next_event(Duration::from_millis(200))? {
            Some(EngineEvent::Info(info)) => lines.update(&info),
            Some(EngineEvent::BestMove(best)) => return Ok(SearchOutcome { lines, best }),
            _ => {}
        }
    }
}
