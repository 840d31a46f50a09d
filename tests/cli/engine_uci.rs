//! The UCI client against a real Stockfish (Debian's `stockfish`, which
//! `.ci/test` installs) and against fake engines: shell scripts that crash,
//! hang or answer only part of the protocol.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ccdesk::engine::uci_parse::{OptionKind, Score};
use ccdesk::engine::{Engine, EngineError, EngineEvent, SearchLimit, locate, search};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

const TIMEOUT: Duration = Duration::from_secs(10);
/// 1. Nf6+ gxf6 2. Bxf7#.
const MATE_IN_TWO: &str = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";
/// Rook against rook, nothing hanging: a dead draw.
const ROOK_ENDING: &str = "8/8/4k3/8/2r5/8/4K3/5R2 w - - 0 1";

fn stockfish() -> Option<PathBuf> {
    let found = locate(Path::new("stockfish")).ok();
    if found.is_none() {
        eprintln!("note: stockfish is not installed (apt install stockfish); skipping");
    }
    found
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// Writes an executable shell script into `dir`.
fn fake_engine(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// Starts an engine, retrying while the script is "text file busy" (another
/// test thread forked while the file was open for writing).
fn start(program: &Path, timeout: Duration) -> Result<Engine, EngineError> {
    for _ in 0..20 {
        match Engine::start(program, timeout) {
            Err(EngineError::Spawn { source, .. }) if source.raw_os_error() == Some(26) => {
                std::thread::sleep(Duration::from_millis(50));
            }
            other => return other,
        }
    }
    Engine::start(program, timeout)
}

/// A fake engine that answers `uci` and `isready`, and dies on `go`.
const DIES_ON_GO: &str = r#"while read line; do
  case "$line" in
    uci) echo "id name Fake 1.0"; echo "option name Hash type spin default 16 min 1 max 64"; echo uciok;;
    isready) echo readyok;;
    go*) echo "info depth 1 score cp 5 pv e2e4"; exit 3;;
  esac
done"#;

#[test]
fn stockfish_finds_the_mate_in_two() {
    let Some(sf) = stockfish() else { return };
    let mut engine = Engine::start(&sf, TIMEOUT).unwrap();
    assert!(engine.name().starts_with("Stockfish"), "{}", engine.name());
    let outcome = search(&mut engine, &position(MATE_IN_TWO), SearchLimit::Depth(10)).unwrap();
    assert_eq!(outcome.best.best.unwrap().to_string(), "d5f6");
    let best = outcome.lines.best().unwrap();
    assert_eq!(best.score, Some(Score::Mate(2)));
    let san: Vec<String> = best.san.iter().map(ToString::to_string).collect();
    assert_eq!(san, ["Nf6+", "gxf6", "Bxf7#"]);
}

#[test]
fn stockfish_calls_the_rook_ending_a_draw() {
    let Some(sf) = stockfish() else { return };
    let mut engine = Engine::start(&sf, TIMEOUT).unwrap();
    let outcome = search(&mut engine, &position(ROOK_ENDING), SearchLimit::Depth(12)).unwrap();
    match outcome.lines.best().unwrap().score {
        Some(Score::Cp(cp)) => assert!(cp.abs() <= 30, "cp {cp}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn stockfish_options_are_read_and_multipv_gives_several_lines() {
    let Some(sf) = stockfish() else { return };
    let mut engine = Engine::start(&sf, TIMEOUT).unwrap();
    let multipv = engine.option("multipv").unwrap();
    assert!(matches!(
        multipv.kind,
        OptionKind::Spin {
            default: 1,
            min: 1,
            ..
        }
    ));
    assert_eq!(
        engine.option("Clear Hash").unwrap().kind,
        OptionKind::Button
    );
    engine.set_option("MultiPV", Some("3")).unwrap();
    let outcome = search(&mut engine, &Chess::default(), SearchLimit::Depth(6)).unwrap();
    let ranks: Vec<u32> = outcome.lines.lines().iter().map(|l| l.multipv).collect();
    assert_eq!(ranks, [1, 2, 3]);
}

#[test]
fn polling_an_infinite_search_never_waits() {
    let Some(sf) = stockfish() else { return };
    let mut engine = Engine::start(&sf, TIMEOUT).unwrap();
    engine.wait_ready().unwrap();
    engine
        .set_position(
            &Fen::from_position(&Chess::default(), shakmaty::EnPassantMode::Legal),
            &[],
        )
        .unwrap();
    engine.go(SearchLimit::Infinite).unwrap();
    let mut infos = 0;
    let began = Instant::now();
    while began.elapsed() < Duration::from_millis(500) {
        let before = Instant::now();
        infos += engine
            .poll()
            .unwrap()
            .iter()
            .filter(|e| matches!(e, EngineEvent::Info(_)))
            .count();
        assert!(before.elapsed() < Duration::from_millis(50), "poll blocked");
        std::thread::sleep(Duration::from_millis(16));
    }
    assert!(infos > 0);
    assert!(engine.is_searching());
    engine.stop().unwrap();
    // A second stop while stopping is not sent again (nor waited for twice).
    engine.stop().unwrap();
    loop {
        if let Some(EngineEvent::BestMove(best)) = engine.next_event(TIMEOUT).unwrap() {
            assert!(best.best.is_some());
            break;
        }
    }
    assert!(!engine.is_searching());
}

#[test]
fn a_missing_engine_is_reported_as_not_found() {
    let err = Engine::start("/nonexistent/ccdesk-engine", TIMEOUT).unwrap_err();
    assert!(matches!(err, EngineError::NotFound { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "engine not found: /nonexistent/ccdesk-engine"
    );
    let err = Engine::start("ccdesk-no-such-engine", TIMEOUT).unwrap_err();
    assert!(matches!(err, EngineError::NotFound { .. }), "{err}");
}

#[test]
fn an_engine_that_exits_after_uci_is_reported_as_crashed() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(dir.path(), "quitter", "read line\nexit 3");
    let err = start(&script, TIMEOUT).unwrap_err();
    match &err {
        EngineError::Crashed { status, .. } => {
            assert_eq!(status.as_deref(), Some("exit status: 3"));
        }
        other => panic!("{other}"),
    }
    assert!(
        err.to_string().contains("crashed or quit (exit status: 3)"),
        "{err}"
    );
}

#[test]
fn a_crash_during_a_search_is_reported_and_a_restart_brings_the_engine_back() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(dir.path(), "fragile", DIES_ON_GO);
    let mut engine = start(&script, TIMEOUT).unwrap();
    assert_eq!(engine.name(), "Fake 1.0");
    engine.set_option("Hash", Some("32")).unwrap();
    let err = search(&mut engine, &Chess::default(), SearchLimit::Depth(5)).unwrap_err();
    assert!(
        matches!(&err, EngineError::Crashed { name, .. } if name == "Fake 1.0"),
        "{err}"
    );
    // Until restarted, the engine refuses work instead of hanging.
    assert!(matches!(
        engine.go(SearchLimit::Depth(1)),
        Err(EngineError::NotReady { .. })
    ));
    engine.restart().unwrap();
    let began = Instant::now();
    while !engine.is_started() {
        engine.poll().unwrap();
        assert!(began.elapsed() < TIMEOUT);
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        engine.settings(),
        [("Hash".to_owned(), Some("32".to_owned()))]
    );
    engine.wait_ready().unwrap();
}

#[test]
fn an_engine_that_never_answers_uci_is_reported_as_hung() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(dir.path(), "sleeper", "exec sleep 30");
    let began = Instant::now();
    let err = start(&script, Duration::from_millis(300)).unwrap_err();
    assert!(began.elapsed() < Duration::from_secs(5));
    assert!(
        matches!(
            err,
            EngineError::Hung {
                expected: "uciok",
                ..
            }
        ),
        "{err}"
    );
    assert!(
        err.to_string()
            .contains("did not answer 'uciok' within 0.3 s"),
        "{err}"
    );
}

#[test]
fn an_engine_that_never_answers_isready_is_reported_as_hung() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(
        dir.path(),
        "deaf",
        "read line\necho 'id name Deaf'\necho uciok\nexec sleep 30",
    );
    let mut engine = start(&script, Duration::from_millis(300)).unwrap();
    let err = engine.wait_ready().unwrap_err();
    assert!(
        matches!(&err, EngineError::Hung { expected: "readyok", name, .. } if name == "Deaf"),
        "{err}"
    );
}
