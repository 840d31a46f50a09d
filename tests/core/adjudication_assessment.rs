//! The engine's assessment of an adjudication case: recorded, flagged for
//! printing and removed through commands with undo; printed on the
//! adjudicator's sheet only when flagged, never in the captain's
//! submission. No engine runs here: the record is made by hand.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::{AdjudicationCommand, AssessmentLimit, EngineAssessment};
use ccdesk::domain::command::{Command, DomainError, Undo, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use ccdesk::io::pdf::{PacketOptions, Recipient, write_packet};
use chrono::NaiveDate;
use lopdf::Document;
use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn run(p: &mut Project, c: AdjudicationCommand) -> Undo {
    apply(p, Command::Adjudication(c)).unwrap().undo
}

/// The demo with its cases opened; the first case's game.
fn demo_with_cases() -> (Project, GameId) {
    let mut p = demo_project();
    run(&mut p, AdjudicationCommand::OpenAtClose { division: None });
    let game = p.adjudications()[0].game;
    (p, game)
}

fn assessment(p: &Project, game: GameId) -> EngineAssessment {
    let replay = p.game(game).unwrap().replay().unwrap();
    EngineAssessment {
        engine: "Stockfish 17.1".into(),
        settings: vec![("Threads".into(), "1".into()), ("Hash".into(), "32".into())],
        limit: AssessmentLimit::Depth(18),
        fen: Fen::from_position(replay.current(), EnPassantMode::Legal).to_string(),
        best_move: Some("Kd5".into()),
        score: Some("+1.25".into()),
        depth: 18,
        line: vec!["Kd5".into(), "Kb6".into(), "Kd6".into()],
        made: d(7, 2),
    }
}

fn texts(bytes: &[u8]) -> Vec<String> {
    let doc = Document::load_mem(bytes).unwrap();
    doc.get_pages()
        .keys()
        .map(|n| doc.extract_text(&[*n]).unwrap())
        .collect()
}

// rule: C26 — the adjudicator judges the position; the engine's view is kept beside it
#[test]
fn an_assessment_is_recorded_flagged_and_removed_and_each_step_undone() {
    let (mut p, game) = demo_with_cases();
    let before = p.clone();
    let a = assessment(&p, game);
    let undo_record = run(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: a.clone(),
        },
    );
    let case = p.adjudication(game).unwrap();
    assert_eq!(case.assessment.as_ref(), Some(&a));
    assert!(!case.print_assessment, "not printed until the panel asks");
    assert_eq!(case.printed_assessment(), None);

    let flagged = p.clone();
    let undo_print = run(
        &mut p,
        AdjudicationCommand::PrintAssessment { game, print: true },
    );
    assert_eq!(p.adjudication(game).unwrap().printed_assessment(), Some(&a));
    ccdesk::domain::command::undo(&mut p, undo_print);
    assert_eq!(p, flagged, "undo of the flag");
    run(
        &mut p,
        AdjudicationCommand::PrintAssessment { game, print: true },
    );

    // A fresh assessment replaces the old one; the panel decides afresh.
    let mut newer = a.clone();
    newer.limit = AssessmentLimit::Seconds(30);
    newer.score = Some("+0.40".into());
    run(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: newer.clone(),
        },
    );
    let case = p.adjudication(game).unwrap();
    assert_eq!(case.assessment.as_ref(), Some(&newer));
    assert!(!case.print_assessment);

    let kept = p.clone();
    let undo_remove = run(&mut p, AdjudicationCommand::RemoveAssessment { game });
    assert_eq!(p.adjudication(game).unwrap().assessment, None);
    ccdesk::domain::command::undo(&mut p, undo_remove);
    assert_eq!(p, kept, "undo of the removal");

    // Back to the start: undo of the first record on a fresh copy.
    let mut q = before.clone();
    let undo = run(
        &mut q,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: a,
        },
    );
    assert_eq!(undo, undo_record);
    ccdesk::domain::command::undo(&mut q, undo);
    assert_eq!(q, before);
}

#[test]
fn bad_assessment_steps_are_refused_and_change_nothing() {
    let (mut p, game) = demo_with_cases();
    let before = p.clone();
    let refused = |p: &mut Project, c| apply(p, Command::Adjudication(c)).unwrap_err();
    assert!(matches!(
        refused(&mut p, AdjudicationCommand::RemoveAssessment { game }),
        DomainError::Adjudication(_)
    ));
    assert!(matches!(
        refused(
            &mut p,
            AdjudicationCommand::PrintAssessment { game, print: true }
        ),
        DomainError::Adjudication(_)
    ));
    let mut early = assessment(&p, game);
    early.made = d(1, 1);
    let e = refused(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: early,
        },
    );
    assert!(e.to_string().contains("cannot be before"), "{e}");
    let mut zero = assessment(&p, game);
    zero.limit = AssessmentLimit::Seconds(0);
    let e = refused(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: zero,
        },
    );
    assert!(e.to_string().contains("above zero"), "{e}");
    let stranger = GameId(9999);
    let a = assessment(&p, game);
    refused(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game: stranger,
            assessment: a,
        },
    );
    assert_eq!(p, before);
}

/// The engine's assessment of `game` recorded and printed on the
/// adjudicator's sheet.
fn record_and_print(p: &mut Project, game: GameId) {
    let a = assessment(p, game);
    run(
        p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: a,
        },
    );
    run(
        p,
        AdjudicationCommand::PrintAssessment { game, print: true },
    );
}

#[test]
fn the_assessment_survives_saving_and_older_files_load_without_it() {
    let (mut p, game) = demo_with_cases();
    record_and_print(&mut p, game);
    let text = ron::to_string(&p).unwrap();
    let back: Project = ron::from_str(&text).unwrap();
    assert_eq!(back, p);
    // A case written before assessments existed reads with none.
    let plain = ron::to_string(&demo_with_cases().0).unwrap();
    assert!(!plain.contains("assessment"));
    let old: Project = ron::from_str(&plain).unwrap();
    assert_eq!(old.adjudication(game).unwrap().assessment, None);
}

// rule: C24
// rule: C26
#[test]
fn the_assessment_is_printed_for_the_adjudicator_only_when_flagged_and_never_for_the_captain() {
    let (mut p, game) = demo_with_cases();
    let a = assessment(&p, game);
    run(
        &mut p,
        AdjudicationCommand::RecordAssessment {
            game,
            assessment: a,
        },
    );
    let packet =
        |p: &Project, r| texts(&write_packet(p, &[game], r, &PacketOptions::default()).unwrap());
    let facts = [
        "Engine assessment",
        "Stockfish 17.1",
        "Threads 1, Hash 32",
        "depth 18",
        "+1.25",
        "Kd5 Kb6 Kd6",
    ];

    // Recorded but not flagged: nobody's packet shows it.
    let unflagged = packet(&p, Recipient::Adjudicator);
    assert_eq!(unflagged.len(), 1, "the position page only");
    for fact in ["Engine assessment", "Stockfish", "+1.25"] {
        assert!(!unflagged.concat().contains(fact), "{fact} unflagged");
    }

    run(
        &mut p,
        AdjudicationCommand::PrintAssessment { game, print: true },
    );
    let flagged = packet(&p, Recipient::Adjudicator);
    assert_eq!(
        flagged.len(),
        2,
        "the position page, then the assessment's own"
    );
    assert!(
        !flagged[0].contains("Stockfish"),
        "not on the position page"
    );
    for fact in facts {
        assert!(flagged[1].contains(fact), "{fact} in {}", flagged[1]);
    }

    let captain = packet(&p, Recipient::Captain).concat();
    for fact in facts {
        assert!(
            !captain.contains(fact),
            "{fact} in the captain's submission"
        );
    }
}

// rule: C26 — the engine's page of a German game is German: its title,
// the line saying it is for reference, the labels, the limit and the date
// in German; the engine's own names and moves as it gave them (issue 35).
#[test]
fn the_engines_page_of_a_german_game_is_worded_in_german() {
    let (mut p, game) = demo_with_cases();
    apply(
        &mut p,
        Command::Game(ccdesk::domain::game::GameCommand::SetLanguage {
            game,
            language: ccdesk::domain::language::Language::German,
        }),
    )
    .unwrap();
    record_and_print(&mut p, game);
    let bytes = write_packet(
        &p,
        &[game],
        Recipient::Adjudicator,
        &PacketOptions::default(),
    )
    .unwrap();
    // To look at: PACKET_SAMPLES=dir.
    if let Ok(dir) = std::env::var("PACKET_SAMPLES") {
        std::fs::write(std::path::Path::new(&dir).join("assessment-de.pdf"), &bytes).unwrap();
    }
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2);
    let page = &pages[1];
    for expected in [
        "Bewertung durch ein Programm: Partie ",
        "dient nur zum Vergleich",
        "Programm: Stockfish 17.1",
        "Einstellungen: Threads 1, Hash 32",
        "Suche: Tiefe 18 (erreichte Tiefe 18), erstellt am 2. Juli 2026",
        "Bewertung (aus Sicht von Weiß): +1,25",
        "Bester Zug: Kd5",
        "Beste Fortsetzung: Kd5 Kb6 Kd6",
        "Stellung: ",
        "Seite 2 von 2",
    ] {
        assert!(page.contains(expected), "{expected:?} missing:\n{page}");
    }
    for english in [
        "Engine",
        "Search",
        "depth 18",
        "Best move",
        "Position:",
        "page ",
    ] {
        assert!(!page.contains(english), "still {english:?}:\n{page}");
    }
}
