//! Importing PGN games a project already holds: skipped and reported with
//! the game they repeat, unless the user keeps both.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use ccdesk::io::pgn::{
    Duplicate, OnDuplicate, Original, Selection, import_pgn, import_pgn_with, write_pgn,
};

const TWO: &str = "[Event \"Club\"]\n[White \"Ann Lee\"]\n[Black \"Bob Roe\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n[Event \"Club\"]\n[White \"Bob Roe\"]\n[Black \"Ann Lee\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

#[test]
fn importing_a_file_twice_adds_nothing_the_second_time() {
    let mut project = Project::new("club");
    let first = import_pgn(&mut project, TWO.as_bytes()).unwrap();
    assert_eq!((first.imported, first.duplicates.len()), (2, 0));
    let before = project.clone();
    let again = import_pgn(&mut project, TWO.as_bytes()).unwrap();
    assert_eq!(again.imported, 0);
    assert_eq!(
        again.duplicates,
        [
            Duplicate {
                game: 1,
                original: Original::InProject(GameId(1))
            },
            Duplicate {
                game: 2,
                original: Original::InProject(GameId(2))
            },
        ]
    );
    assert_eq!(
        again.duplicates[0].to_string(),
        "game 1 is already in the project (game g1): skipped"
    );
    assert_eq!(project.games(), before.games());
    assert_eq!(project.players(), before.players());
}

#[test]
fn kept_on_request_the_project_holds_both() {
    let mut project = Project::new("club");
    import_pgn(&mut project, TWO.as_bytes()).unwrap();
    let kept = import_pgn_with(&mut project, TWO.as_bytes(), OnDuplicate::Keep).unwrap();
    assert_eq!((kept.imported, kept.new_players), (2, 0));
    assert!(kept.duplicates.is_empty());
    assert_eq!(project.games().len(), 4);
}

#[test]
fn a_game_twice_in_one_file_is_imported_once() {
    let mut project = Project::new("club");
    let text = format!("{TWO}\n{TWO}");
    let report = import_pgn(&mut project, text.as_bytes()).unwrap();
    assert_eq!(report.imported, 2);
    assert_eq!(
        report
            .duplicates
            .iter()
            .map(|d| d.original)
            .collect::<Vec<_>>(),
        [Original::InFile(1), Original::InFile(2)]
    );
    assert_eq!(
        report.duplicates[0].to_string(),
        "game 3 is the same as game 1 of this file: skipped"
    );
}

#[test]
fn other_moves_tags_or_players_make_another_game() {
    let mut project = Project::new("club");
    import_pgn(&mut project, TWO.as_bytes()).unwrap();
    let others = [
        TWO.replace("1. d4 d5 *", "1. d4 Nf6 *"),
        TWO.replace(
            "[Event \"Club\"]\n[White \"Bob",
            "[Event \"Cup\"]\n[White \"Bob",
        ),
        TWO.replace("[White \"Bob Roe\"]", "[White \"Cy Dee\"]"),
        TWO.replace(
            "[Result \"*\"]\n\n1. d4 d5 *",
            "[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2",
        ),
    ];
    for other in others {
        let mut p = project.clone();
        let report = import_pgn(&mut p, other.as_bytes()).unwrap();
        assert_eq!(
            (report.imported, report.duplicates.len()),
            (1, 1),
            "{other}"
        );
    }
    // Case and spacing of names are no difference, as when players are matched.
    let mut p = project.clone();
    let spaced = TWO.replace("[White \"Bob Roe\"]", "[White \"bob  ROE\"]");
    let report = import_pgn(&mut p, spaced.as_bytes()).unwrap();
    assert_eq!((report.imported, report.duplicates.len()), (0, 2));
}

#[test]
fn an_export_imported_back_into_its_project_is_all_duplicates() {
    let project = ccdesk::domain::demo::demo_project();
    let text = write_pgn(&project, &Selection::All).unwrap();
    let mut again = project.clone();
    let report = import_pgn(&mut again, text.as_bytes()).unwrap();
    assert_eq!(report.imported, 0);
    assert_eq!(report.duplicates.len(), project.games().len());
    assert_eq!(again.games().len(), project.games().len());
}
