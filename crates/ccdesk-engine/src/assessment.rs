//! An adjudication case's engine assessment: the engine searches the final
//! position at a fixed depth or time and the result becomes an
//! [`EngineAssessment`] the organiser keeps with the case.
//!
//! This waits for the engine: the window calls it on a thread of its own.
//! The event's "engine allowed" switch is not consulted here: it governs
//! the players' help, while an assessment for the adjudicator is the
//! organiser's business and allowed in every event.

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use chrono::NaiveDate;
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, EnPassantMode, Position};

use super::analysis::format_eval;
use super::{DEFAULT_BUDGET, Engine, EngineError, SearchLimit, search_until_stopped};
use ccdesk_domain::adjudication::{AssessmentLimit, EngineAssessment};

/// How long to wait for the engine to answer `uci` and `isready`.
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// The UCI limit of an assessment's depth or time.
#[must_use]
pub fn search_limit(limit: AssessmentLimit) -> SearchLimit {
    match limit {
        AssessmentLimit::Depth(n) => SearchLimit::Depth(n),
        AssessmentLimit::Seconds(s) => SearchLimit::MoveTime(Duration::from_secs(u64::from(s))),
    }
}

/// Starts the engine at `program`, sets `options`, searches `position`
/// within `limit` and returns the assessment dated `made`.
///
/// Options the engine does not declare are left out (and so not recorded),
/// so the record says exactly what the engine was told. Setting `stop`
/// ends the search early with [`EngineError::Stopped`].
pub fn assess(
    program: &Path,
    options: &[(String, String)],
    position: &Chess,
    limit: AssessmentLimit,
    made: NaiveDate,
    stop: &AtomicBool,
) -> Result<EngineAssessment, EngineError> {
    let mut engine = Engine::start(program, HANDSHAKE_TIMEOUT)?;
    for (name, value) in options {
        if engine.option(name).is_some() {
            engine.set_option(name, Some(value))?;
        }
    }
    let outcome = search_until_stopped(
        &mut engine,
        position,
        search_limit(limit),
        DEFAULT_BUDGET,
        stop,
    )?;
    let turn = position.turn();
    let best = outcome.lines.best();
    let best_move = outcome
        .best
        .best
        .and_then(|uci| uci.to_move(position).ok())
        .map(|m| SanPlus::from_move(position.clone(), m).to_string());
    Ok(EngineAssessment {
        engine: engine.name(),
        settings: engine
            .settings()
            .iter()
            .map(|(n, v)| (n.clone(), v.clone().unwrap_or_default()))
            .collect(),
        limit,
        fen: Fen::from_position(position, EnPassantMode::Legal).to_string(),
        best_move,
        score: best.and_then(|l| l.score).map(|s| format_eval(s, turn)),
        depth: best.map_or(0, |l| l.depth),
        line: best.map_or_else(Vec::new, |l| {
            l.san.iter().map(ToString::to_string).collect()
        }),
        made,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use shakmaty::CastlingMode;

    use super::*;

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn stockfish() -> Option<&'static Path> {
        let path = Path::new("stockfish");
        if super::super::locate(path).is_err() {
            eprintln!("note: stockfish is not installed (apt install stockfish); skipping");
            return None;
        }
        Some(path)
    }

    #[test]
    fn a_mate_in_two_is_assessed_from_whites_side_with_the_options_used() {
        let Some(program) = stockfish() else { return };
        let made = NaiveDate::from_ymd_opt(2026, 7, 1).unwrap();
        let options = [
            ("Threads".to_owned(), "1".to_owned()),
            ("No Such Option".to_owned(), "7".to_owned()),
        ];
        let white = position("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1");
        let go = AtomicBool::new(false);
        let a = assess(
            program,
            &options,
            &white,
            AssessmentLimit::Depth(8),
            made,
            &go,
        )
        .unwrap();
        assert!(a.engine.starts_with("Stockfish"), "{}", a.engine);
        assert_eq!(a.settings, [("Threads".to_owned(), "1".to_owned())]);
        assert_eq!(a.score.as_deref(), Some("#2"));
        assert_eq!(a.best_move.as_deref(), Some("Nf6+"));
        assert_eq!(a.line.first().map(String::as_str), Some("Nf6+"));
        assert_eq!(a.made, made);
        // Black to move mates in one: the score still reads from White's side.
        let black = position("6k1/8/8/8/8/8/r4PPP/6K1 b - - 0 1");
        let a = assess(program, &[], &black, AssessmentLimit::Seconds(1), made, &go).unwrap();
        assert_eq!(a.score.as_deref(), Some("-#1"));
        assert_eq!(a.best_move.as_deref(), Some("Ra1#"));
        assert_eq!(a.limit, AssessmentLimit::Seconds(1));
    }

    #[test]
    fn a_missing_engine_says_so() {
        let e = assess(
            Path::new("/nonexistent/engine"),
            &[],
            &Chess::default(),
            AssessmentLimit::Depth(1),
            NaiveDate::from_ymd_opt(2026, 7, 1).unwrap(),
            &AtomicBool::new(false),
        )
        .unwrap_err();
        assert!(e.to_string().contains("not found"), "{e}");
    }

    #[test]
    fn a_stopped_assessment_gives_no_answer_and_ends_soon() {
        let Some(program) = stockfish() else { return };
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let flag = std::sync::Arc::clone(&stop);
        let search = std::thread::spawn(move || {
            assess(
                program,
                &[],
                &Chess::default(),
                AssessmentLimit::Seconds(60),
                NaiveDate::from_ymd_opt(2026, 7, 1).unwrap(),
                &flag,
            )
        });
        std::thread::sleep(Duration::from_millis(500));
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let e = search.join().unwrap().unwrap_err();
        assert!(matches!(e, EngineError::Stopped), "{e}");
        // A search let run would have answered after its 60 s with a move.
        assert_eq!(
            e.to_string(),
            "the search was stopped before the engine answered"
        );
    }

    #[test]
    fn limits_become_uci_limits() {
        assert_eq!(
            search_limit(AssessmentLimit::Depth(12)),
            SearchLimit::Depth(12)
        );
        assert_eq!(
            search_limit(AssessmentLimit::Seconds(3)),
            SearchLimit::MoveTime(Duration::from_secs(3))
        );
    }
}
