//! `ccdesk standings`, `crosstable` and `pairings` with `--pdf OUT.pdf`:
//! the PDF is written and nothing goes to stdout; the CSV contracts without
//! `--pdf` are unchanged; `--pdf` where it does not apply is refused.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command as Process, Output};

fn run(args: &[&str]) -> Output {
    Process::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The text of every page of the PDF at `path`.
fn pdf_text(path: &std::path::Path) -> Vec<String> {
    let doc = lopdf::Document::load(path).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    pages
        .iter()
        .map(|n| doc.extract_text(&[*n]).unwrap())
        .collect()
}

#[test]
fn each_season_table_prints_as_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let project = dir.path().join("demo.ron");
    let project = project.to_str().unwrap();
    assert_eq!(run(&["demo", project]).status.code(), Some(0));
    let csv = run(&["standings", project, "--division", "Division 1"]);
    assert_eq!(csv.status.code(), Some(0));
    let first_team = text(&csv.stdout)
        .lines()
        .nth(1)
        .unwrap()
        .split(',')
        .nth(1)
        .unwrap()
        .to_owned();

    // rule: C29, C30 — the standings of every division, with the working.
    let out = dir.path().join("standings.pdf");
    let o = run(&["standings", project, "--pdf", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty());
    let pages = pdf_text(&out).join("\n");
    assert!(pages.contains("Division 1") && pages.contains("Division 2"));
    assert!(pages.contains(&first_team), "{pages}");
    assert!(pages.contains("place decided by"));

    let out = dir.path().join("crosstable.pdf");
    let o = run(&[
        "crosstable",
        project,
        "--division",
        "Division 2",
        "--pdf",
        out.to_str().unwrap(),
        "--paper",
        "letter",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty());
    let pages = pdf_text(&out).join("\n");
    assert!(pages.contains("Division 2"));
    assert!(!pages.contains("Division 1"));
    assert!(pages.contains("Board by board"));

    // rule: C16 — a page per team of Division 1 for its captain, with the
    // opponents' addresses.
    let out = dir.path().join("pairings.pdf");
    let o = run(&[
        "pairings",
        project,
        "--division",
        "Division 1",
        "--pdf",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let loaded = ccdesk::io::project_file::load(std::path::Path::new(project)).unwrap();
    let d = &loaded.divisions()[0];
    let pages = pdf_text(&out);
    assert!(pages.len() >= d.teams.len());
    let first = &d.teams[0];
    let board1 = loaded.player(first.players[0]).unwrap();
    let text_all = pages.join("\n");
    assert!(text_all.contains(&format!("A {}", first.name)));
    // Board 1 of team A appears on his opponents' pages with his address.
    let line = board1.address.lines().next().unwrap();
    assert!(text_all.contains(line), "`{line}` missing");
}

#[test]
fn pdf_where_it_does_not_apply_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let results = dir.path().join("r.csv");
    std::fs::write(
        &results,
        "team,board,opponent_team,opponent_board,white,black\nA,1,B,1,1,0\n",
    )
    .unwrap();
    let out = dir.path().join("x.pdf");
    let o = run(&[
        "standings",
        "--results",
        results.to_str().unwrap(),
        "--pdf",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--pdf applies to project files"));
    assert!(o.stdout.is_empty());
    assert!(!out.exists());
    // The CSV from --results is as before.
    let o = run(&["standings", "--results", results.to_str().unwrap()]);
    assert_eq!(
        text(&o.stdout),
        "place,team,game_points,board_count,tiebreak\n1,A,1,1,shared\n1,B,1,1,shared\n"
    );
    // --paper without --pdf is a usage error.
    let o = run(&["crosstable", "x.ron", "--paper", "a4"]);
    assert_eq!(o.status.code(), Some(2));
}
