//! `ccdesk pgn import` and `ccdesk pgn export`: files, exit statuses, messages.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};

fn ccdesk(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

const TWO_GAMES_ONE_BAD: &str = "[Event \"Friendly\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n[Event \"Friendly\"]\n[White \"Bob\"]\n[Black \"Ann\"]\n\n1. d4 d5 2. Qxd5 0-1\n";

#[test]
fn import_creates_the_project_reports_the_bad_game_and_export_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("club.pgn");
    let project = dir.path().join("club.ron");
    std::fs::write(&pgn, TWO_GAMES_ONE_BAD).unwrap();
    let out = ccdesk(&[
        "pgn".as_ref(),
        "import".as_ref(),
        pgn.as_os_str(),
        "--into".as_ref(),
        project.as_os_str(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("imported 1 game (2 new players)"),
        "{stdout}"
    );
    assert!(stdout.ends_with("; 1 refused\n"), "{stdout}");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("game 2 not imported: move 2. `Qxd5` cannot be played"),
        "{stderr}"
    );
    let loaded = ccdesk::io::project_file::load(&project).unwrap();
    assert_eq!(loaded.name(), "club");
    assert_eq!(loaded.games().len(), 1);

    // Importing the good game again adds nothing: it is reported as the
    // game the project holds, and the project file is left as it was.
    let good = dir.path().join("good.pgn");
    std::fs::write(
        &good,
        &TWO_GAMES_ONE_BAD[..TWO_GAMES_ONE_BAD.find("\n\n[Event").unwrap()],
    )
    .unwrap();
    let saved = std::fs::read(&project).unwrap();
    let import_good = |extra: &[&str]| {
        let mut args: Vec<&std::ffi::OsStr> = vec![
            "pgn".as_ref(),
            "import".as_ref(),
            good.as_os_str(),
            "--into".as_ref(),
            project.as_os_str(),
        ];
        args.extend(extra.iter().map(|s| std::ffi::OsStr::new(*s)));
        ccdesk(&args)
    };
    let out = import_good(&[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("imported 0 games (0 new players)"),
        "{}",
        text(&out.stdout)
    );
    assert!(text(&out.stdout).ends_with("; 0 refused; 1 duplicate skipped\n"));
    assert!(
        text(&out.stderr).contains("game 1 is already in the project (game g1): skipped"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(std::fs::read(&project).unwrap(), saved);
    // Asked to keep both, it imports it and matches the players: no new ones.
    let out = import_good(&["--keep-duplicates"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("imported 1 game (0 new players)"));
    assert!(text(&out.stdout).ends_with("; 0 refused\n"));

    let exported = dir.path().join("out.pgn");
    for selection in [&["--all"][..], &["--game", "g2"], &["--game", "1"], &[]] {
        let mut args: Vec<&std::ffi::OsStr> =
            vec!["pgn".as_ref(), "export".as_ref(), project.as_os_str()];
        args.extend(selection.iter().map(|s| std::ffi::OsStr::new(*s)));
        args.extend(["-o".as_ref(), exported.as_os_str()]);
        let out = ccdesk(&args);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let written = std::fs::read_to_string(&exported).unwrap();
        let read = ccdesk::io::pgn::read_pgn(written.as_bytes());
        assert_eq!(read.problems, vec![]);
        let expected = if selection.len() == 2 { 1 } else { 2 };
        assert_eq!(read.games.len(), expected, "{selection:?}");
    }
    let out = ccdesk(&[
        "pgn".as_ref(),
        "export".as_ref(),
        project.as_os_str(),
        "--game".as_ref(),
        "1".as_ref(),
        "-o".as_ref(),
        "-".as_ref(),
    ]);
    assert!(text(&out.stdout).starts_with("[Event \"Friendly\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n"));
    assert!(text(&out.stdout).ends_with("\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"));
}

#[test]
fn export_refusals() {
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("demo.ron");
    let out = ccdesk(&["demo".as_ref(), project.as_os_str()]);
    assert_eq!(out.status.code(), Some(0));
    let o = dir.path().join("o.pgn");
    let run = |extra: &[&str]| {
        let mut args: Vec<&std::ffi::OsStr> =
            vec!["pgn".as_ref(), "export".as_ref(), project.as_os_str()];
        args.extend(extra.iter().map(|s| std::ffi::OsStr::new(*s)));
        args.extend(["-o".as_ref(), o.as_os_str()]);
        ccdesk(&args)
    };
    let out = run(&["--game", "g9999"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "ccdesk pgn export: there is no game g9999\n"
    );
    let out = run(&["--team", "Nobody"]);
    assert_eq!(
        text(&out.stderr),
        "ccdesk pgn export: there is no team \"Nobody\"\n"
    );
    let out = run(&["--game", "x"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["--game", "1", "--all"]);
    assert_eq!(out.status.code(), Some(2), "two selections are bad usage");
    let out = run(&["--division", "Division 1"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn import_refuses_a_missing_file_and_leaves_no_project() {
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("p.ron");
    let missing = dir.path().join("missing.pgn");
    let out = ccdesk(&[
        "pgn".as_ref(),
        "import".as_ref(),
        missing.as_os_str(),
        "--into".as_ref(),
        project.as_os_str(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!project.exists());
}

/// The games python-chess found errors in, by number, and how many games it
/// read, per corpus file (`tests/data/pgn/numbers.tsv`).
fn python_chess_numbers() -> Vec<(String, usize, Vec<usize>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn");
    let tsv = std::fs::read_to_string(dir.join("numbers.tsv")).unwrap();
    let mut out: Vec<(String, usize, Vec<usize>)> = Vec::new();
    for line in tsv.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[1] != "python-chess" {
            continue;
        }
        if out.last().is_none_or(|(file, _, _)| file != f[0]) {
            out.push((f[0].to_owned(), 0, Vec::new()));
        }
        let last = out.last_mut().unwrap();
        last.1 += 1;
        if f[4] == "1" {
            last.2.push(f[2].parse().unwrap());
        }
    }
    out
}

#[test]
fn the_import_report_numbers_games_as_python_chess_does() {
    let dir = tempfile::tempdir().unwrap();
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn");
    let files = python_chess_numbers();
    assert!(files.len() >= 9);
    for (file, count, errors) in files {
        let project = dir.path().join(format!("{file}.ron"));
        let out = ccdesk(&[
            "pgn".as_ref(),
            "import".as_ref(),
            corpus.join(&file).as_os_str(),
            "--into".as_ref(),
            project.as_os_str(),
            "--keep-duplicates".as_ref(),
        ]);
        let stderr = text(&out.stderr);
        let refused: Vec<usize> = stderr
            .lines()
            .filter_map(|l| l.split(": game ").nth(1))
            .filter_map(|rest| rest.split_once(" not imported"))
            .map(|(n, _)| n.parse().unwrap())
            .collect();
        assert_eq!(refused, errors, "{file}: {stderr}");
        // No game between players "?" made of a comment line.
        assert!(!stderr.contains("no tags"), "{file}: {stderr}");
        let stdout = text(&out.stdout);
        let imported = count - errors.len();
        let plural = if imported == 1 { "" } else { "s" };
        assert!(
            stdout.contains(&format!("imported {imported} game{plural} (")),
            "{file}: {stdout}"
        );
    }
}

// issue 30: nothing is dropped silently.
#[test]
fn a_tag_that_is_not_utf8_is_read_as_windows_1252_and_said() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("old.pgn");
    std::fs::write(
        &pgn,
        b"[Event \"Club\"]\n[White \"M\xfcller, Ren\xe9\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n",
    )
    .unwrap();
    let into = dir.path().join("p.ron");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["pgn", "import"])
        .arg(&pgn)
        .arg("--into")
        .arg(&into)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("White tag is not UTF-8"), "{err}");
    assert!(err.contains("game 1"), "{err}");
    let project = ccdesk::io::project_file::load(&into).unwrap();
    assert!(
        project.players().iter().any(|p| p.name == "Müller, René"),
        "{:?}",
        project.players()
    );
}

#[test]
fn a_tag_of_twenty_kilobytes_is_read_whole_without_a_phantom_game() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("long.pgn");
    let long = "x".repeat(20_000);
    std::fs::write(
        &pgn,
        format!(
            "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n[Annotator \"{long}\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n[Event \"Club\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 *\n"
        ),
    )
    .unwrap();
    let into = dir.path().join("p.ron");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["pgn", "import"])
        .arg(&pgn)
        .arg("--into")
        .arg(&into)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let project = ccdesk::io::project_file::load(&into).unwrap();
    assert_eq!(project.games().len(), 2);
    let first = &project.games()[0];
    assert!(
        first
            .pgn
            .tags
            .iter()
            .any(|(k, v)| k == "Annotator" && v.len() == 20_000)
    );
}
