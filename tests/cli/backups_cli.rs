//! Backups are versions (issue 16, item 2), through the real binary: a PGN
//! import that imports nothing (an empty file, a file of games that all
//! fail) leaves the project and its three backups byte-identical.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::{BACKUPS, backup_path, save};

fn four(path: &Path) -> Vec<Option<Vec<u8>>> {
    std::iter::once(path.to_owned())
        .chain((1..=BACKUPS).map(|n| backup_path(path, n)))
        .map(|p| std::fs::read(p).ok())
        .collect()
}

#[test]
fn failed_and_empty_pgn_imports_leave_file_and_backups_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    let mut project = demo_project();
    for n in 1..=4 {
        *project.hand_edit().name = format!("version {n}");
        save(&path, &project).unwrap();
    }
    let before = four(&path);
    assert!(before.iter().all(Option::is_some));
    let empty = dir.path().join("empty.pgn");
    std::fs::write(&empty, "").unwrap();
    let bad = dir.path().join("bad.pgn");
    std::fs::write(
        &bad,
        "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. Qh5 *\n",
    )
    .unwrap();
    for file in [&empty, &bad, &empty, &bad] {
        let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .arg("pgn")
            .arg("import")
            .arg(file)
            .arg("--into")
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("imported 0 games"),
            "{out:?}"
        );
        assert_eq!(four(&path), before, "after importing {}", file.display());
    }
}
