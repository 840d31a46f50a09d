//! Whatever an engine prints, `ccdesk analyse` ends within its limits and
//! small (issue 30, item 3): a fake engine answers each step of the
//! protocol in a way the seed chooses (properly, never, with a flood of
//! lines, one huge line, bytes that are not text, an illegal move, or by
//! exiting), and every run must end within `--max-time` plus twice the
//! `--timeout` (and slack for a loaded machine) under 100 MB.
//! `CCDESK_ENGINE_PROPS=N` runs N cases instead of 12.
#![cfg(unix)]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::os::unix::fs::PermissionsExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use proptest::prelude::*;

/// How a fake engine answers one step.
#[derive(Debug, Clone, Copy)]
enum Answer {
    Proper,
    Never,
    Flood,
    HugeLine,
    NotText,
    Exit,
}

fn answer() -> impl Strategy<Value = Answer> {
    prop_oneof![
        3 => Just(Answer::Proper),
        1 => Just(Answer::Never),
        1 => Just(Answer::Flood),
        1 => Just(Answer::HugeLine),
        1 => Just(Answer::NotText),
        1 => Just(Answer::Exit),
    ]
}

/// What the engine prints for `step` (`uciok`, `readyok`, a `bestmove`).
fn shell(answer: Answer, proper: &str) -> String {
    match answer {
        Answer::Proper => format!("echo '{proper}'"),
        Answer::Never => "sleep 30".to_owned(),
        Answer::Flood => "exec yes 'info depth 1 score cp 1 nodes 5 pv e2e4'".to_owned(),
        Answer::HugeLine => {
            format!("head -c 30000000 /dev/zero | tr '\\0' 'x'; echo; echo '{proper}'")
        }
        Answer::NotText => {
            format!("head -c 100000 /dev/urandom; echo; echo '{proper}'")
        }
        Answer::Exit => "exit 7".to_owned(),
    }
}

fn config() -> ProptestConfig {
    let cases = std::env::var("CCDESK_ENGINE_PROPS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(12);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The peak resident memory (kB) of a process sampled until it exits, with
/// how long it ran and its exit code.
fn watch(mut child: std::process::Child) -> (u64, Duration, Option<i32>) {
    let began = Instant::now();
    let mut peak = 0;
    loop {
        if let Ok(status) = std::fs::read_to_string(format!("/proc/{}/status", child.id())) {
            for line in status.lines() {
                if let Some(kb) = line.strip_prefix("VmHWM:") {
                    let kb = kb.trim().trim_end_matches("kB").trim();
                    peak = peak.max(kb.parse().unwrap_or(0));
                }
            }
        }
        if let Some(status) = child.try_wait().unwrap() {
            return (peak, began.elapsed(), status.code());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn analyse_ends_in_time_and_small_whatever_the_engine_prints(
        on_uci in answer(),
        on_isready in answer(),
        on_go in answer(),
        illegal in any::<bool>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let best = if illegal { "bestmove e2e5" } else { "bestmove e2e4" };
        let script = dir.path().join("engine");
        std::fs::write(
            &script,
            format!(
                "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n    uci) {};;\n    isready) {};;\n    go*) {};;\n  esac\ndone\n",
                shell(on_uci, "uciok"),
                shell(on_isready, "readyok"),
                shell(on_go, best),
            ),
        )
        .unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(["analyse", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"])
            .args(["--depth", "20", "--max-time", "1", "--timeout", "1", "--engine"])
            .arg(&script)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let (kb, took, code) = watch(child);
        // Handshake 1 s, readiness 1 s, search 1 s, bestmove after stop 1 s.
        prop_assert!(took < Duration::from_secs(12), "took {took:?}");
        prop_assert!(kb < 100 * 1024, "peak {kb} kB");
        let all_proper = matches!(
            (on_uci, on_isready, on_go),
            (
                Answer::Proper | Answer::HugeLine | Answer::NotText,
                Answer::Proper | Answer::HugeLine | Answer::NotText,
                Answer::Proper | Answer::HugeLine | Answer::NotText
            )
        );
        let expected = if all_proper && !illegal { 0 } else { 1 };
        prop_assert_eq!(code, Some(expected));
    }
}
