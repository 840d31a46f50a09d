//! What can go wrong with an engine, one variant per cause so the window and
//! the CLI can say exactly what happened.

use std::path::PathBuf;
use std::time::Duration;

/// An engine could not be used.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// No program at the path, or no program of that name on `PATH`.
    #[error("engine not found: {}", path.display())]
    NotFound {
        /// The path or name that was given.
        path: PathBuf,
    },
    /// The program exists but could not be started (not executable, ...).
    #[error("cannot start engine {}: {source}", path.display())]
    Spawn {
        /// The program.
        path: PathBuf,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The engine's process ended (it closed its output) while ccdesk
    /// still needed it.
    #[error("engine {name} crashed or quit{}", status.as_deref().map(|s| format!(" ({s})")).unwrap_or_default())]
    Crashed {
        /// The engine's name (from `id name`) or its path.
        name: String,
        /// How the process ended, when known (`exit status: 1`, `signal: 9`).
        status: Option<String>,
    },
    /// The engine did not answer in time.
    #[error("engine {name} did not answer '{expected}' within {:.1} s (hung?)", after.as_secs_f64())]
    Hung {
        /// The engine's name (from `id name`) or its path.
        name: String,
        /// The answer that did not come (`uciok`, `readyok`, `bestmove`).
        expected: &'static str,
        /// How long ccdesk waited.
        after: Duration,
    },
    /// The engine's `bestmove` is not a legal move of the position (or
    /// `(none)` where there are legal moves); it is not used.
    #[error(
        "engine {name} answered bestmove {said}, which is not a legal move in {fen}; it was not used"
    )]
    IllegalBestMove {
        /// The engine's name or path.
        name: String,
        /// The move as the engine wrote it.
        said: String,
        /// The position searched.
        fen: String,
    },
    /// The search was stopped by the user before the engine answered.
    #[error("the search was stopped before the engine answered")]
    Stopped,
    /// A command was given in a state where it makes no sense (a search
    /// before the handshake ended, or after the engine died).
    #[error("engine {name} is not ready for this: {reason}")]
    NotReady {
        /// The engine's name or path.
        name: String,
        /// What was wrong.
        reason: &'static str,
    },
}
