//! `ccdesk packet`: files written, page counts, and refusals with their
//! exit statuses (1 bad input data, 2 bad usage).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Output};

fn ccdesk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

fn demo(dir: &Path) -> String {
    let path = dir.join("demo.ron");
    let out = ccdesk(&["demo", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    path.to_str().unwrap().to_owned()
}

fn pages(path: &Path) -> usize {
    lopdf::Document::load(path).unwrap().get_pages().len()
}

// rule: C24
// rule: C26
#[test]
fn every_unfinished_game_of_a_division_or_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let project = demo(dir.path());
    let loaded = ccdesk::io::project_file::load(Path::new(&project)).unwrap();
    let unfinished = ccdesk::io::pdf::unfinished_games(&loaded, Some("Division 1")).len();
    assert!(unfinished > 0);

    let out_pdf = dir.path().join("d1.pdf");
    let out = ccdesk(&[
        "packet",
        &project,
        "--for",
        "adjudicator",
        "--division",
        "Division 1",
        "-o",
        out_pdf.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(pages(&out_pdf), unfinished);
    assert!(String::from_utf8_lossy(&out.stdout).contains(&format!("{unfinished} games")));

    let id = ccdesk::io::pdf::unfinished_games(&loaded, None)[0];
    for given in [id.to_string(), id.0.to_string()] {
        let one = dir.path().join(format!("one-{given}.pdf"));
        let out = ccdesk(&[
            "packet",
            &project,
            "--for",
            "captain",
            "--game",
            &given,
            "--paper",
            "letter",
            "-o",
            one.to_str().unwrap(),
        ]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(pages(&one), 2, "position page and claim page");
    }
}

#[test]
fn bad_usage_exits_2_and_bad_data_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let project = demo(dir.path());
    let out_pdf = dir.path().join("x.pdf");
    let o = out_pdf.to_str().unwrap();
    let cases: [(&[&str], i32, &str); 6] = [
        (
            &["--division", "Division 9"],
            2,
            "no division \"Division 9\"",
        ),
        (&["--game", "g999"], 2, "no game g999"),
        (&["--game", "twelve"], 2, "not a game id"),
        (&["--for", "organiser"], 2, "invalid value"),
        (&["--paper", "a3"], 2, "invalid value"),
        (
            &["--game", "g1", "--division", "Division 2"],
            2,
            "not in Division 2",
        ),
    ];
    for (extra, status, message) in cases {
        let mut args = vec!["packet", project.as_str(), "-o", o];
        if !extra.contains(&"--for") {
            args.extend(["--for", "captain"]);
        }
        args.extend(extra);
        let out = ccdesk(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(status), "{args:?}: {err}");
        assert!(err.contains(message), "{args:?}: {err}");
    }
    assert!(!out_pdf.exists());

    // Unreadable project.
    let out = ccdesk(&["packet", "/nonexistent/p.ron", "--for", "captain", "-o", o]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such file"));

    // A project without an unfinished game.
    let empty = dir.path().join("empty.ron");
    ccdesk::io::project_file::save(&empty, &ccdesk::domain::project::Project::new("empty"))
        .unwrap();
    let out = ccdesk(&[
        "packet",
        empty.to_str().unwrap(),
        "--for",
        "captain",
        "-o",
        o,
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no unfinished game"));
}

// rule: E5.1
// rule: P10
#[test]
fn scoresheets_of_one_game_or_of_every_game_of_a_division() {
    let dir = tempfile::tempdir().unwrap();
    let project = demo(dir.path());
    let loaded = ccdesk::io::project_file::load(Path::new(&project)).unwrap();
    let finished = loaded.games.iter().find(|g| g.is_finished()).unwrap();

    let one = dir.path().join("scoresheet.pdf");
    let out = ccdesk(&[
        "packet",
        &project,
        "--for",
        "scoresheet",
        "--game",
        &finished.id.to_string(),
        "-o",
        one.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = lopdf::Document::load(&one).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    assert!(text.contains(loaded.player_name(finished.white)), "{text}");
    assert!(text.contains("Scoresheet and clock ledger"), "{text}");

    // Every game of the division, finished or not: at least a page each.
    let in_division = loaded
        .games
        .iter()
        .filter(|g| {
            g.pairing
                .as_ref()
                .is_some_and(|p| p.division == "Division 1")
        })
        .count();
    let all = dir.path().join("division.pdf");
    let out = ccdesk(&[
        "packet",
        &project,
        "--for",
        "scoresheet",
        "--division",
        "Division 1",
        "-o",
        all.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    assert!(pages(&all) >= in_division);
    assert!(String::from_utf8_lossy(&out.stdout).contains(&format!("{in_division} games")));
}
