//! A child process saves a large project in a loop while this test kills it
//! (SIGKILL) at random moments, a few hundred times. After every kill the
//! file and each backup load and equal one of the two versions the child
//! writes: never a mixture, never a half-written file.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::domain::project::Project;
use ccdesk::io::project_file::{backup_path, load, save};

const CHILD_ENV: &str = "CCDESK_CRASH_CHILD_FILE";

fn versions() -> (Project, Project) {
    let a = generate(&DemoSpec::large(2, 6, 4, 20)).unwrap();
    let mut b = a.clone();
    *b.hand_edit().name = "version B".to_owned();
    b.hand_edit().games[3].moves.truncate(5);
    (a, b)
}

/// In the child: save A and B (read from the files beside the project)
/// alternately until killed.
fn child_loop(path: &Path) -> ! {
    let a = load(&path.with_extension("a")).unwrap();
    let b = load(&path.with_extension("b")).unwrap();
    loop {
        save(path, &a).unwrap();
        save(path, &b).unwrap();
    }
}

#[test]
fn killed_saves_never_leave_a_mixture() {
    if let Ok(file) = std::env::var(CHILD_ENV) {
        child_loop(Path::new(&file));
    }
    let (a, b) = versions();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    save(&path, &a).unwrap();
    ccdesk::io::project_file::write_atomically(
        &path.with_extension("a"),
        ccdesk::io::project_file::to_ron(&a).unwrap().as_bytes(),
        0,
    )
    .unwrap();
    ccdesk::io::project_file::write_atomically(
        &path.with_extension("b"),
        ccdesk::io::project_file::to_ron(&b).unwrap().as_bytes(),
        0,
    )
    .unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut seed: u64 = 0x5eed;
    let started = Instant::now();
    let mut kills = 0;
    // Up to two hundred kills, bounded in time for CI.
    while kills < 200 && started.elapsed() < Duration::from_secs(30) {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "killed_saves_never_leave_a_mixture",
                "--nocapture",
            ])
            .env(CHILD_ENV, &path)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let wait_ms = 10 + (seed >> 33) % 120;
        std::thread::sleep(Duration::from_millis(wait_ms));
        child.kill().unwrap();
        child.wait().unwrap();
        kills += 1;
        for p in [
            path.clone(),
            backup_path(&path, 1),
            backup_path(&path, 2),
            backup_path(&path, 3),
        ] {
            if !p.exists() {
                continue;
            }
            let loaded = load(&p).unwrap_or_else(|e| panic!("after kill {kills}: {e}"));
            assert!(
                loaded == a || loaded == b,
                "after kill {kills}: {} is neither version",
                p.display()
            );
        }
    }
    assert!(kills >= 50, "only {kills} kills in the time allowed");
    // Temporary files of killed saves may remain; they never replace the project.
}

/// Runs `args` of the real binary and kills it after a time the seed
/// chooses (or lets it finish), `kills` times; calls `check` after each.
fn kill_runs(args: &[&std::ffi::OsStr], kills: usize, mut check: impl FnMut(usize)) {
    let mut seed: u64 = 0xdead_beef;
    let started = Instant::now();
    for n in 0..kills {
        if started.elapsed() > Duration::from_secs(25) {
            break;
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        std::thread::sleep(Duration::from_millis(5 + (seed >> 33) % 150));
        let _ = child.kill();
        child.wait().unwrap();
        check(n);
    }
}

#[test]
fn a_killed_export_leaves_the_old_file_or_the_whole_new_one() {
    // issue 30: every export is written atomically.
    let (big, _) = versions();
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("season.ron");
    save(&project, &big).unwrap();
    let out = dir.path().join("games.pgn");
    let old = b"[Event \"an older export\"]\n\n1. e4 *\n".to_vec();
    std::fs::write(&out, &old).unwrap();
    // The whole new export, written once to compare with.
    let whole = dir.path().join("whole.pgn");
    let status = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .arg("pgn")
        .arg("export")
        .arg(&project)
        .arg("-o")
        .arg(&whole)
        .status()
        .unwrap();
    assert!(status.success());
    let new = std::fs::read(&whole).unwrap();
    let args: Vec<&std::ffi::OsStr> = vec![
        "pgn".as_ref(),
        "export".as_ref(),
        project.as_os_str(),
        "-o".as_ref(),
        out.as_os_str(),
    ];
    kill_runs(&args, 60, |n| {
        let now = std::fs::read(&out).unwrap();
        assert!(
            now == old || now == new,
            "kill {n}: a mixture of {} bytes",
            now.len()
        );
        if now == new {
            // Start again from the old file, so later kills are tested too.
            std::fs::write(&out, &old).unwrap();
        }
    });
    // A finished export takes the killed ones' temporary files with it.
    let status = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args.iter())
        .status()
        .unwrap();
    assert!(status.success());
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".ccdesk-save-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn a_killed_pgn_import_leaves_the_project_before_or_after() {
    let (big, _) = versions();
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("big.pgn");
    let source = dir.path().join("source.ron");
    save(&source, &big).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .arg("pgn")
        .arg("export")
        .arg(&source)
        .arg("-o")
        .arg(&pgn)
        .status()
        .unwrap();
    assert!(status.success());
    let project = dir.path().join("desk.ron");
    let mut start = ccdesk::domain::demo::demo_project();
    *start.hand_edit().name = "the desk".to_owned();
    save(&project, &start).unwrap();
    let before = std::fs::read(&project).unwrap();
    let args: Vec<&std::ffi::OsStr> = vec![
        "pgn".as_ref(),
        "import".as_ref(),
        pgn.as_os_str(),
        "--into".as_ref(),
        project.as_os_str(),
    ];
    kill_runs(&args, 40, |n| {
        let now = std::fs::read(&project).unwrap();
        if now != before {
            // The whole import: it loads, with every game of the file.
            let after = load(&project).unwrap_or_else(|e| panic!("kill {n}: {e}"));
            assert!(after.games().len() >= start.games().len() + big.games().len() - 1);
            save(&project, &start).unwrap();
        }
    });
}
