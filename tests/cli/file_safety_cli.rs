//! A file ccdesk did not mean to replace is never replaced (issue 30, item
//! 1), through the real binary: no export is written over a project or its
//! backups, a save through a link writes the file it names, a read-only
//! project is refused, a backup slot holding someone else's file is never
//! rotated away, and a killed save's temporary file goes at the next save.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::Output;

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::{backup_path, save};

use crate::run_ccdesk::ccdesk;

fn text(o: &Output) -> String {
    format!(
        "status {:?}\nstdout: {}\nstderr: {}",
        o.status.code(),
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A folder with the demo saved twice as `season.ron` (so it has a backup).
fn demo_folder() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    let mut project = demo_project();
    *project.hand_edit().name = "first".to_owned();
    save(&path, &project).unwrap();
    save(&path, &demo_project()).unwrap();
    (dir, path)
}

/// Every file in `dir` with its bytes.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        })
        .collect();
    files.sort();
    files
}

/// The owner's own game in play, as the CLI names it.
fn own_game() -> String {
    let project = demo_project();
    let owner = project.owner().unwrap();
    project
        .games()
        .iter()
        .find(|g| g.pairing.is_none() && g.result.is_none() && g.white == owner)
        .unwrap()
        .id
        .to_string()
}

/// Every subcommand that writes an export, aimed at `out`.
fn exports<'a>(project: &'a str, game: &'a str, out: &'a str) -> Vec<Vec<&'a str>> {
    vec![
        vec!["pgn", "export", project, "-o", out],
        vec!["crosstable", project, "-o", out],
        vec!["crosstable", project, "--pdf", out],
        vec!["standings", project, "--pdf", out],
        vec!["pairings", project, "--pdf", out],
        vec!["due", project, "--ics", out],
        vec!["message", "history", project, "--game", game, "-o", out],
        vec!["message", "compose", project, "--game", game, "--eml", out],
        vec!["packet", project, "--for", "captain", "-o", out],
        vec![
            "packet",
            project,
            "--for",
            "scoresheet",
            "--game",
            game,
            "-o",
            out,
        ],
        vec!["postcard", project, "--game", "1", "-o", out],
        vec!["labels", project, "-o", out],
    ]
}

#[test]
fn no_export_is_written_over_the_project_or_its_backups() {
    let (dir, path) = demo_folder();
    let project = path.to_str().unwrap();
    let game = own_game();
    let bak1 = backup_path(&path, 1);
    let bak3 = backup_path(&path, 3);
    let before = snapshot(dir.path());
    for target in [&path, &bak1, &bak3] {
        let out = target.to_str().unwrap();
        for args in exports(project, &game, out) {
            let o = ccdesk(&args);
            assert!(!o.status.success(), "{args:?} wrote {out}:\n{}", text(&o));
            assert_eq!(
                o.status.code(),
                Some(1),
                "{args:?}: a write refused, not usage"
            );
            let said = String::from_utf8_lossy(&o.stderr);
            assert!(
                said.contains("ccdesk project") && said.contains(out),
                "{args:?} did not say why:\n{}",
                text(&o)
            );
            assert_eq!(snapshot(dir.path()), before, "{args:?} changed the folder");
        }
    }
}

#[test]
fn a_project_someone_else_laid_out_is_a_project_too() {
    let (dir, path) = demo_folder();
    // The same project with its first two fields the other way round, as
    // another program may write it.
    let theirs = dir.path().join("theirs.ron");
    let mine = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<&str> = mine.lines().collect();
    assert!(
        lines[2].trim_start().starts_with("format_version"),
        "{}",
        lines[2]
    );
    lines.swap(2, 3);
    let text = lines.join("\n") + "\n";
    assert!(
        ccdesk::io::project_file::from_ron(&text, &theirs).is_ok(),
        "another layout still loads"
    );
    std::fs::write(&theirs, &text).unwrap();
    let o = ccdesk(&[
        "pgn",
        "export",
        path.to_str().unwrap(),
        "-o",
        theirs.to_str().unwrap(),
    ]);
    assert!(!o.status.success(), "{text}");
    assert_eq!(std::fs::read_to_string(&theirs).unwrap(), text);
}

#[test]
fn an_export_replaces_an_ordinary_file_whole() {
    let (dir, path) = demo_folder();
    let out = dir.path().join("games.pgn");
    std::fs::write(&out, "old export\n").unwrap();
    let o = ccdesk(&[
        "pgn",
        "export",
        path.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.starts_with("[Event "), "{written}");
    // No temporary file is left beside it.
    assert!(
        snapshot(dir.path())
            .iter()
            .all(|(p, _)| !p.to_string_lossy().contains(".ccdesk-save-")),
    );
}

#[cfg(unix)]
#[test]
fn a_save_through_a_link_writes_the_file_it_names() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("real")).unwrap();
    let real = dir.path().join("real/p.ron");
    let mut old = demo_project();
    *old.hand_edit().name = "before".to_owned();
    save(&real, &old).unwrap();
    let link = dir.path().join("link.ron");
    std::os::unix::fs::symlink("real/p.ron", &link).unwrap();
    let o = ccdesk(&["demo", link.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "the link was replaced by a file"
    );
    let now = ccdesk::io::project_file::load(&real).unwrap();
    assert_eq!(now.name(), demo_project().name());
    // The backup is beside the file, not beside the link.
    assert!(backup_path(&real, 1).exists());
    assert!(!backup_path(&link, 1).exists());
}

#[test]
fn a_read_only_project_is_refused_with_the_reason() {
    let (_dir, path) = demo_folder();
    let mut p = demo_project();
    *p.hand_edit().name = "read only".to_owned();
    save(&path, &p).unwrap();
    let before = std::fs::read(&path).unwrap();
    let mut perms = std::fs::metadata(&path).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(&path, perms).unwrap();
    // `demo` would write the demo over it.
    let o = ccdesk(&["demo", path.to_str().unwrap()]);
    assert!(!o.status.success(), "{}", text(&o));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("read-only"),
        "{}",
        text(&o)
    );
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_backup_slot_holding_someone_elses_file_is_never_rotated_away() {
    let (dir, path) = demo_folder();
    // bak1 is ccdesk's; bak2 someone's notes.
    let bak2 = backup_path(&path, 2);
    std::fs::write(&bak2, "my notes, not a backup\n").unwrap();
    let mut p = demo_project();
    *p.hand_edit().name = "changed".to_owned();
    let before = snapshot(dir.path());
    let err = save(&path, &p).unwrap_err().to_string();
    assert!(err.contains("is not a backup ccdesk wrote"), "{err}");
    assert_eq!(snapshot(dir.path()), before);
    assert_eq!(
        std::fs::read_to_string(&bak2).unwrap(),
        "my notes, not a backup\n"
    );
}

#[test]
fn a_killed_saves_temporary_file_is_removed_by_the_next_save() {
    let (dir, path) = demo_folder();
    let leftover = dir.path().join(".ccdesk-save-Ab12Cd");
    std::fs::write(&leftover, vec![b'x'; 10_000]).unwrap();
    let mut p = demo_project();
    *p.hand_edit().name = "after the kill".to_owned();
    save(&path, &p).unwrap();
    assert!(!leftover.exists(), "the leftover is still there");
    assert_eq!(
        ccdesk::io::project_file::load(&path).unwrap().name(),
        "after the kill"
    );
}

#[test]
fn a_field_this_version_does_not_know_is_refused_with_its_line_not_dropped() {
    let (dir, path) = demo_folder();
    let saved = std::fs::read_to_string(&path).unwrap();
    let top = saved.replacen(
        "  format_version: 1,\n",
        "  format_version: 1,\n  future_field: (a: 1),\n",
        1,
    );
    let at = saved.find("      moves: \"").unwrap();
    let line = saved[..at].lines().count() + 1;
    let in_game = format!(
        "{}      clock_notes: \"kept\",\n{}",
        &saved[..at],
        &saved[at..]
    );
    for (case, bytes, field, within, line) in [
        ("top", top, "future_field", "Project", 4),
        ("game", in_game, "clock_notes", "Game", line),
    ] {
        let p = dir.path().join(format!("{case}.ron"));
        std::fs::write(&p, &bytes).unwrap();
        let o = ccdesk(&["check", p.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{case}: {}", text(&o));
        let said = String::from_utf8_lossy(&o.stderr);
        assert!(
            said.contains(&format!(":{line}:"))
                && said.contains(&format!("`{field}` (in {within})")),
            "{case}: {said}"
        );
        // No subcommand opens it, so none can save it without the field.
        let o = ccdesk(&["owner", p.to_str().unwrap(), "Ian Lockwood"]);
        assert!(!o.status.success(), "{case}: {}", text(&o));
        assert_eq!(std::fs::read_to_string(&p).unwrap(), bytes, "{case}");
    }
}
