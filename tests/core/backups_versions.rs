//! Backups are versions (issue 16, item 2): the project file and its
//! backups `.bak1`..`.bak3` change only when the content changes. A save
//! that changes nothing, or one that fails, leaves all four byte-identical.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::{BACKUPS, backup_path, save};

/// The project file and its backups, with their bytes (`None`: absent).
fn four(path: &Path) -> Vec<(PathBuf, Option<Vec<u8>>)> {
    std::iter::once(path.to_owned())
        .chain((1..=BACKUPS).map(|n| backup_path(path, n)))
        .map(|p| {
            let bytes = std::fs::read(&p).ok();
            (p, bytes)
        })
        .collect()
}

/// A project file with three distinct backups.
fn four_versions(path: &Path) -> ccdesk::domain::project::Project {
    let mut project = demo_project();
    for n in 1..=4 {
        *project.hand_edit().name = format!("version {n}");
        save(path, &project).unwrap();
    }
    project
}

#[test]
fn saving_the_same_content_again_keeps_every_backup() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    let project = four_versions(&path);
    let before = four(&path);
    assert!(before.iter().all(|(_, b)| b.is_some()));
    for _ in 0..3 {
        save(&path, &project).unwrap();
    }
    assert_eq!(four(&path), before);
    // A real change still rotates.
    let mut changed = project.clone();
    *changed.hand_edit().name = "version 5".to_owned();
    save(&path, &changed).unwrap();
    let after = four(&path);
    assert_eq!(after[1].1, before[0].1);
    assert_eq!(after[2].1, before[1].1);
    assert_eq!(after[3].1, before[2].1);
}

#[test]
fn a_save_that_fails_after_the_backups_were_reached_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    // The destination is a folder (say, made by mistake where the file was);
    // its backups are files from earlier saves.
    let path = dir.path().join("season.ron");
    four_versions(&path);
    let backups: Vec<_> = four(&path).into_iter().skip(1).collect();
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    std::fs::write(path.join("inside"), "x").unwrap();
    let err = save(&path, &demo_project()).unwrap_err();
    assert!(err.to_string().contains("season.ron"), "{err}");
    assert_eq!(four(&path).into_iter().skip(1).collect::<Vec<_>>(), backups);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("season.ron"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}
