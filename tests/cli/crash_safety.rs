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
