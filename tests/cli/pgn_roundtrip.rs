//! PGN export read back: by ccdesk's own reader, and by pgn-extract when it
//! is installed (Debian package `pgn-extract`; the test says so and passes
//! when it is missing).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{Game, Outcome, Termination};
use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use ccdesk::io::pgn::{ExportError, Selection, import_pgn, read_pgn, select_games, write_pgn};

fn annotated_project() -> Project {
    let mut project = Project::new("annotated");
    let pgn = r#"[Event "Club \"Open\" \\ 2025"]
[White "O\"Brien, \\Pat"]
[Black "Smith, Jo"]
[WhiteNA "pat@example.org"]
[TimeControl "10/50"]
[Mode "PM"]

{Before the first move} 1. e4 $1 c5 $2 {Sicilian} (1... e5 {Open} 2. Nf3 (2. f4 exf4 $6) 2... Nc6) 2. Nf3 d6 3. d4 {A long comment that will certainly need to be wrapped over more than one line of the exported movetext} cxd4 0-1
"#;
    let report = import_pgn(&mut project, pgn.as_bytes()).unwrap();
    assert_eq!(report.problems, vec![]);
    project
}

fn same_game(a: &Game, b: &Game) {
    let sans = |g: &Game| g.moves.iter().map(|m| m.san.clone()).collect::<Vec<_>>();
    assert_eq!(sans(a), sans(b), "game {}", a.id);
    assert_eq!(
        a.result.map(|r| r.outcome),
        b.result.map(|r| r.outcome),
        "game {}",
        a.id
    );
    assert_eq!(a.setup_fen, b.setup_fen);
    assert_eq!(a.event, b.event);
    assert_eq!(a.round, b.round);
    assert_eq!(a.start, b.start);
}

#[test]
fn an_annotated_game_reads_back_the_same() {
    let project = annotated_project();
    let text = write_pgn(&project, &Selection::All).unwrap();
    assert!(text.lines().all(|l| l.len() <= 79), "{text}");
    assert!(text.contains("[White \"O\\\"Brien, \\\\Pat\"]"), "{text}");
    assert!(
        text.contains("[Event \"Club \\\"Open\\\" \\\\ 2025\"]"),
        "{text}"
    );
    assert!(text.contains("[Mode \"PM\"]"), "{text}");
    assert!(
        text.contains("{Before the first move} 1. e4 $1 c5 $2 {Sicilian} (1... e5 {Open} 2. Nf3")
    );
    let mut again = Project::new("again");
    let report = import_pgn(&mut again, text.as_bytes()).unwrap();
    assert_eq!(report.problems, vec![]);
    let (a, b) = (&project.games()[0], &again.games()[0]);
    same_game(a, b);
    assert_eq!(a.pgn, b.pgn);
    assert_eq!(a.rules, b.rules);
    assert_eq!(again.players()[0].name, "O\"Brien, \\Pat");
    assert_eq!(again.players()[0].email, "pat@example.org");
    // Written twice, the same text.
    assert_eq!(write_pgn(&again, &Selection::All).unwrap(), text);
}

#[test]
fn a_game_from_a_position_reads_back_from_the_same_position() {
    let mut project = Project::new("fen");
    let pgn = "[White \"A\"]\n[Black \"B\"]\n[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20\"]\n\n20... O-O-O 21. O-O Rd2 1/2-1/2\n";
    import_pgn(&mut project, pgn.as_bytes()).unwrap();
    let text = write_pgn(&project, &Selection::Game(GameId(1))).unwrap();
    assert!(
        text.contains("[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20\"]"),
        "{text}"
    );
    assert!(text.contains("20... O-O-O 21. O-O Rd2 1/2-1/2"), "{text}");
    let read = read_pgn(text.as_bytes());
    assert_eq!(read.problems, vec![]);
    same_game(&project.games()[0], &read.games[0].game);
}

#[test]
fn the_demo_project_reads_back_game_for_game() {
    let project = demo_project();
    let text = write_pgn(&project, &Selection::All).unwrap();
    let read = read_pgn(text.as_bytes());
    let refused: Vec<_> = read.problems.iter().filter(|p| !p.imported).collect();
    assert_eq!(refused, Vec::<&ccdesk::io::pgn::PgnProblem>::new());
    assert_eq!(read.games.len(), project.games().len());
    for (a, b) in project.games().iter().zip(&read.games) {
        same_game(a, &b.game);
    }
}

#[test]
fn terminations_pgn_has_words_for_come_back() {
    let mut project = annotated_project();
    let id = project.games()[0].id;
    for termination in [
        Termination::Time,
        Termination::Adjudication,
        Termination::Resignation,
    ] {
        let result = Some(ccdesk::domain::game::GameResult {
            outcome: Outcome::WhiteWins,
            termination,
        });
        apply(&mut project, Command::SetResult { game: id, result }).unwrap();
        let text = write_pgn(&project, &Selection::All).unwrap();
        let read = read_pgn(text.as_bytes());
        assert_eq!(read.games[0].game.result, result);
    }
}

#[test]
fn exports_select_a_game_a_division_or_a_team() {
    let project = demo_project();
    let division = project.divisions()[0].name.clone();
    let team = project.divisions()[0].teams[0].clone();
    let in_division = select_games(&project, &Selection::Division(division.clone())).unwrap();
    assert!(!in_division.is_empty());
    assert!(
        in_division
            .iter()
            .all(|g| g.pairing.as_ref().unwrap().division == division)
    );
    let of_team = select_games(&project, &Selection::Team(team.name.clone())).unwrap();
    assert!(!of_team.is_empty());
    assert!(of_team.iter().all(|g| {
        let p = g.pairing.as_ref().unwrap();
        p.white_team == team.id || p.black_team == team.id
    }));
    let text = write_pgn(&project, &Selection::Team(team.name.clone())).unwrap();
    assert_eq!(read_pgn(text.as_bytes()).games.len(), of_team.len());
    assert!(text.contains(&format!("Team \"{}\"]", team.name)));
    assert_eq!("g3".parse::<Selection>(), Ok(Selection::Game(GameId(3))));
    assert_eq!("12".parse::<Selection>(), Ok(Selection::Game(GameId(12))));
    assert!(matches!(
        "x1".parse::<Selection>(),
        Err(ExportError::BadGameId(_))
    ));
    assert_eq!(
        select_games(&project, &Selection::Game(GameId(99_999))).unwrap_err(),
        ExportError::UnknownGame(GameId(99_999))
    );
    assert!(select_games(&project, &Selection::Team("Nobody".into())).is_err());
    assert!(select_games(&project, &Selection::Division("Nowhere".into())).is_err());
}

/// pgn-extract on the PATH, or where Debian puts it (/usr/games).
fn pgn_extract() -> Option<std::path::PathBuf> {
    let runs = |p: &std::path::Path| std::process::Command::new(p).arg("-h").output().is_ok();
    ["pgn-extract", "/usr/games/pgn-extract"]
        .iter()
        .map(std::path::PathBuf::from)
        .find(|p| runs(p))
}

#[test]
fn pgn_extract_reads_the_export() {
    let Some(pgn_extract) = pgn_extract() else {
        println!("note: pgn-extract is not installed (Debian package pgn-extract); skipping");
        return;
    };
    let mut project = demo_project();
    let annotated = annotated_project();
    let text = format!(
        "{}{}",
        write_pgn(&project, &Selection::All).unwrap(),
        write_pgn(&annotated, &Selection::All).unwrap()
    );
    let expected = project.games().len() + 1;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("export.pgn");
    let out = dir.path().join("checked.pgn");
    std::fs::write(&file, &text).unwrap();
    let run = std::process::Command::new(&pgn_extract)
        .arg("-s")
        .arg("-o")
        .arg(&out)
        .arg(&file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    let checked = std::fs::read_to_string(&out).unwrap();
    // pgn-extract checks every move; it writes every game it accepted.
    assert_eq!(checked.matches("[Event ").count(), expected, "{stderr}");
    // The clock record travels as comment text another program keeps:
    // every `[%cc...]` command ccdesk wrote is in pgn-extract's output.
    let commands = text.matches("[%cc").count();
    assert!(commands > 100, "{commands} clock commands in the export");
    assert_eq!(checked.matches("[%cc").count(), commands);
    // And ccdesk reads pgn-extract's rewriting back.
    project.hand_edit().games.clear();
    let read = read_pgn(checked.as_bytes());
    assert_eq!(read.refused(), 0, "{:?}", read.problems);
    assert_eq!(read.games.len(), expected);
}

// rule: E5.1
// rule: P10
#[test]
fn sent_and_received_dates_survive_export_and_import() {
    let project = demo_project();
    let dated = |p: &Project| -> Vec<_> {
        p.games()
            .iter()
            .flat_map(|g| g.moves.iter().map(|m| (m.received, m.sent)))
            .collect()
    };
    let before = dated(&project);
    assert!(
        before
            .iter()
            .filter(|(r, s)| r.is_some() && s.is_some())
            .count()
            > 10,
        "the demo has dated moves"
    );
    let text = write_pgn(&project, &Selection::All).unwrap();
    // The sent date as correspondence programs write it, the received date
    // in the same form.
    assert!(text.contains("{[%ccrcv 20"), "{text}");
    assert!(text.contains("[%ccsnt 20"), "{text}");
    assert!(text.lines().all(|l| l.len() <= 79));
    let mut again = Project::new("again");
    let report = import_pgn(&mut again, text.as_bytes()).unwrap();
    assert_eq!(report.problems.iter().filter(|p| !p.imported).count(), 0);
    assert_eq!(dated(&again), before);
    // Comments beside the dates come back as they were, without the dates.
    for (a, b) in project.games().iter().zip(again.games()) {
        assert_eq!(a.pgn.annotations, b.pgn.annotations, "game {}", a.id);
    }
    // And written again, the same moves, dates and comments.
    let movetext = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with('['))
            .map(str::to_owned)
            .collect()
    };
    let rewritten = write_pgn(&again, &Selection::All).unwrap();
    assert!(movetext(&rewritten) == movetext(&text));
}

#[test]
fn a_dated_move_with_a_comment_keeps_both() {
    let pgn = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {[%ccsnt 2026.03.05,13:40] Best by test} e5 {[%ccrcv 2026.03.09]} (1... c5 {[%ccsnt 2026.03.07]}) 2. Nf3 {[%clk 0:10:00]} *\n";
    let read = read_pgn(pgn.as_bytes());
    assert_eq!(read.problems, vec![]);
    let game = &read.games[0].game;
    let date = |s: &str| chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").ok();
    assert_eq!(game.moves[0].sent, date("2026-03-05"));
    assert_eq!(game.moves[1].received, date("2026-03-09"));
    assert_eq!(game.moves[1].sent, None);
    let after = |ply: usize| {
        game.pgn
            .annotations
            .iter()
            .find(|(p, _)| *p == ply)
            .and_then(|(_, a)| a.after.clone())
    };
    assert_eq!(after(0).as_deref(), Some("Best by test"));
    // Dates are the main line's: a variation's comment keeps its command,
    // and commands ccdesk does not know stay in the comment.
    assert_eq!(after(2).as_deref(), Some("[%clk 0:10:00]"));
    let variation = &game
        .pgn
        .annotations
        .iter()
        .find(|(p, _)| *p == 1)
        .unwrap()
        .1;
    assert_eq!(
        variation.variations[0][0].annotation.after.as_deref(),
        Some("[%ccsnt 2026.03.07]")
    );
}

#[test]
fn a_move_sent_before_it_was_received_imports_without_those_dates() {
    let pgn = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {[%ccrcv 2026.03.09] [%ccsnt 2026.03.01]} e5 {[%ccrcv 2026.03.10] [%ccsnt 2026.03.11]} *\n";
    let mut project = Project::new("dates");
    let report = import_pgn(&mut project, pgn.as_bytes()).unwrap();
    assert_eq!(report.imported, 1);
    assert_eq!(
        report
            .problems
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        [
            "game 1: move 1. `e4`: sent 2026-03-01 before received 2026-03-09; imported without these two dates"
        ]
    );
    let moves = &project.games()[0].moves;
    assert_eq!((moves[0].received, moves[0].sent), (None, None));
    assert!(moves[1].sent.is_some());
    // What ccdesk imports is a valid project.
    assert_eq!(ccdesk::domain::validate::validate(&project), vec![]);
}
