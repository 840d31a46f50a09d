//! Every wait on an engine is bounded and every buffer capped (issue 30,
//! item 3): fake engines that never give a `bestmove`, flood `info` lines,
//! send a name of hundreds of megabytes, or answer an illegal move.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use ccdesk::engine::{Engine, EngineError, SearchLimit, search_until_stopped};
use shakmaty::Chess;

/// Writes an executable shell script into `dir`.
fn fake_engine(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// Starts an engine, retrying while the script is "text file busy".
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

/// The handshake, then `go` answered by `on_go`.
fn engine_body(on_go: &str) -> String {
    format!(
        r#"while read line; do
  case "$line" in
    uci) echo "id name Fake"; echo uciok;;
    isready) echo readyok;;
    go*) {on_go};;
  esac
done"#
    )
}

#[test]
fn a_search_without_bestmove_is_stopped_then_the_engine_killed() {
    let dir = tempfile::tempdir().unwrap();
    // Answers `go` with one info line and nothing more, not even after stop.
    let script = fake_engine(
        dir.path(),
        "silent",
        &engine_body("echo 'info depth 1 score cp 3 pv e2e4'"),
    );
    let mut engine = start(&script, Duration::from_millis(500)).unwrap();
    let began = Instant::now();
    let err = search_until_stopped(
        &mut engine,
        &Chess::default(),
        SearchLimit::Depth(40),
        Duration::from_millis(700),
        &AtomicBool::new(false),
    )
    .unwrap_err();
    let took = began.elapsed();
    assert!(
        matches!(
            err,
            EngineError::Hung {
                expected: "bestmove",
                ..
            }
        ),
        "{err}"
    );
    // The budget (0.7 s), then the timeout for bestmove (0.5 s), and slack.
    assert!(took < Duration::from_secs(5), "{took:?}");
}

#[test]
fn a_bestmove_after_stop_is_the_answer_cut_short() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(
        dir.path(),
        "slow",
        r#"while read line; do
  case "$line" in
    uci) echo "id name Slow"; echo uciok;;
    isready) echo readyok;;
    go*) echo 'info depth 3 score cp 20 pv d2d4';;
    stop) echo 'bestmove d2d4';;
  esac
done"#,
    );
    let mut engine = start(&script, Duration::from_secs(5)).unwrap();
    let outcome = search_until_stopped(
        &mut engine,
        &Chess::default(),
        SearchLimit::Depth(40),
        Duration::from_millis(300),
        &AtomicBool::new(false),
    )
    .unwrap();
    assert!(outcome.cut_short);
    assert_eq!(outcome.best.best.unwrap().to_string(), "d2d4");
}

#[test]
fn an_illegal_bestmove_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(dir.path(), "liar", &engine_body("echo 'bestmove e2e5'"));
    let mut engine = start(&script, Duration::from_secs(5)).unwrap();
    let err = search_until_stopped(
        &mut engine,
        &Chess::default(),
        SearchLimit::Depth(1),
        Duration::from_secs(5),
        &AtomicBool::new(false),
    )
    .unwrap_err();
    assert!(
        matches!(&err, EngineError::IllegalBestMove { said, .. } if said == "e2e5"),
        "{err}"
    );
    // `(none)` where White has twenty moves is no answer either.
    let script = fake_engine(
        dir.path(),
        "nothing",
        &engine_body("echo 'bestmove (none)'"),
    );
    let mut engine = start(&script, Duration::from_secs(5)).unwrap();
    let err = search_until_stopped(
        &mut engine,
        &Chess::default(),
        SearchLimit::Depth(1),
        Duration::from_secs(5),
        &AtomicBool::new(false),
    )
    .unwrap_err();
    assert!(matches!(err, EngineError::IllegalBestMove { .. }), "{err}");
}

#[test]
fn a_name_of_two_hundred_megabytes_is_cut_and_the_handshake_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(
        dir.path(),
        "boaster",
        r#"read line
printf 'id name '
head -c 200000000 /dev/zero | tr '\0' 'x'
echo
echo uciok
while read line; do
  case "$line" in
    isready) echo readyok;;
  esac
done"#,
    );
    let mut engine = start(&script, Duration::from_secs(20)).unwrap();
    assert!(engine.name().chars().count() <= ccdesk::engine::MAX_NAME + 1);
    assert!(engine.name().starts_with("xxxx"));
    engine.wait_ready().unwrap();
}

/// The peak resident memory of a running process, in kB, sampled until it
/// exits; and how long it ran.
fn peak_kb(mut child: std::process::Child) -> (u64, Duration, Option<i32>) {
    let began = Instant::now();
    let mut peak = 0;
    loop {
        if let Ok(status) = std::fs::read_to_string(format!("/proc/{}/status", child.id())) {
            for line in status.lines() {
                if let Some(kb) = line.strip_prefix("VmHWM:") {
                    let kb: u64 = kb.trim().trim_end_matches("kB").trim().parse().unwrap_or(0);
                    peak = peak.max(kb);
                }
            }
        }
        if let Some(status) = child.try_wait().unwrap() {
            return (peak, began.elapsed(), status.code());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn analyse_on_an_engine_that_floods_info_ends_in_time_and_small() {
    let dir = tempfile::tempdir().unwrap();
    let script = fake_engine(
        dir.path(),
        "flood",
        &engine_body("exec yes 'info depth 1 seldepth 1 score cp 5 nodes 10 nps 10 pv e2e4 e7e5'"),
    );
    let child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args([
            "analyse",
            "--fen",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ])
        .args([
            "--depth",
            "30",
            "--max-time",
            "2",
            "--timeout",
            "1",
            "--engine",
        ])
        .arg(&script)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let (kb, took, code) = peak_kb(child);
    assert_eq!(code, Some(1), "hung after stop: exit 1");
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(kb < 100 * 1024, "peak {kb} kB");
}
