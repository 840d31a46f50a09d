//! `ccdesk packet`: files written, page counts, and refusals with their
//! exit statuses (1 bad input data, 2 bad usage).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use crate::run_ccdesk::ccdesk;

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
    let finished = loaded.games().iter().find(|g| g.is_finished()).unwrap();

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
        .games()
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

/// The text of every page of the PDF at `path`.
fn text_of(path: &Path) -> String {
    let doc = lopdf::Document::load(path).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap()
}

// rule: C24
// rule: C26 — the engine's view is printed for the adjudicator only when the panel flagged it
#[test]
fn a_flagged_engine_assessment_is_printed_for_the_adjudicator_and_never_for_the_captain() {
    use ccdesk::domain::adjudication::{AdjudicationCommand, AssessmentLimit, EngineAssessment};
    use ccdesk::domain::command::{Command as Step, apply};

    let dir = tempfile::tempdir().unwrap();
    let project = demo(dir.path());
    let mut p = ccdesk::io::project_file::load(Path::new(&project)).unwrap();
    let step = |p: &mut ccdesk::domain::project::Project, c| {
        apply(p, Step::Adjudication(c)).unwrap();
    };
    step(&mut p, AdjudicationCommand::OpenAtClose { division: None });
    let game = p.adjudications()[0].game;
    step(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: EngineAssessment {
                engine: "Stockfish 17.1".into(),
                settings: vec![("Threads".into(), "4".into())],
                limit: AssessmentLimit::Seconds(60),
                fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
                best_move: Some("Rd7".into()),
                score: Some("#3".into()),
                depth: 31,
                line: vec!["Rd7".into(), "Kb8".into(), "Rb7+".into()],
                made: chrono::NaiveDate::from_ymd_opt(2026, 7, 2).unwrap(),
            },
        },
    );
    let print = |flag: bool, recipient: &str| {
        let out_pdf = dir.path().join(format!("{recipient}-{flag}.pdf"));
        let out = ccdesk(&[
            "packet",
            &project,
            "--for",
            recipient,
            "--game",
            &game.to_string(),
            "-o",
            out_pdf.to_str().unwrap(),
        ]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        text_of(&out_pdf)
    };
    ccdesk::io::project_file::save(Path::new(&project), &p).unwrap();
    let unflagged = print(false, "adjudicator");
    assert!(!unflagged.contains("Stockfish"), "{unflagged}");

    step(
        &mut p,
        AdjudicationCommand::PrintAssessment { game, print: true },
    );
    ccdesk::io::project_file::save(Path::new(&project), &p).unwrap();
    let flagged = print(true, "adjudicator");
    for fact in [
        "Engine: Stockfish 17.1",
        "Settings: Threads 4",
        "60 seconds (depth reached 31)",
        "Evaluation (White's view): #3",
        "Best move: Rd7",
        "Best line: Rd7 Kb8 Rb7+",
    ] {
        assert!(flagged.contains(fact), "{fact} in {flagged}");
    }
    let captain = print(true, "captain");
    assert!(!captain.contains("Stockfish"), "{captain}");
    assert!(!captain.contains("Engine assessment"), "{captain}");
}
