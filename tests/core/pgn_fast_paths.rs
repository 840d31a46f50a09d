//! The import's fast paths (issue 19) give the answers the plain ones gave:
//! duplicates found by a key hash worked out while reading are the games
//! whose full keys are equal (players by name, case and spacing aside,
//! whatever the letters), and tags are cleaned exactly when they hold a
//! control character.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::project::Project;
use ccdesk::domain::text_rules::{Lines, replace_refused};
use ccdesk::io::pgn::{Original, ProblemKind, import_pgn};
use proptest::prelude::*;

/// A name as the duplicate key takes it: spacing and case aside.
fn name_key(name: &str) -> String {
    let name = name.trim();
    let name = if name.is_empty() { "?" } else { name };
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Names of letters whose case folds oddly (final sigma, dotted I),
/// spaces of several kinds and control characters.
fn name() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop::sample::select(vec![
            'a', 'A', 'b', 'B', ' ', ' ', '\t', '\u{b}', '\u{a0}', 'Σ', 'σ', 'ς', 'İ', 'i', 'É',
            'é', '\u{1b}',
        ]),
        0..6,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

fn game(white: &str, black: &str, moves: &str) -> String {
    format!(
        "[Event \"Club\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"*\"]\n\n{moves} *\n\n"
    )
}

/// The name a project keeps for a tag: control characters made spaces.
fn kept(name: &str) -> String {
    replace_refused(name, Lines::One)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Issue 19: the second game is a duplicate of the first exactly when
    /// their full keys are equal, in the file and against the project.
    #[test]
    fn duplicates_are_the_games_with_equal_keys(
        w1 in name(), b1 in name(), w2 in name(), b2 in name(), same_moves in any::<bool>(),
    ) {
        let second_moves = if same_moves { "1. e4 e5" } else { "1. d4 d5" };
        let file = format!("{}{}", game(&w1, &b1, "1. e4 e5"), game(&w2, &b2, second_moves));
        let equal = same_moves
            && name_key(&kept(&w1)) == name_key(&kept(&w2))
            && name_key(&kept(&b1)) == name_key(&kept(&b2));
        let mut project = Project::new("club");
        let report = import_pgn(&mut project, file.as_bytes()).unwrap();
        let found: Vec<_> = report.duplicates.iter().map(|d| (d.game, d.original)).collect();
        if equal {
            prop_assert_eq!(found, vec![(2, Original::InFile(1))]);
        } else {
            prop_assert!(found.is_empty());
        }
        // The same file again: every game it added is found in the project.
        let again = import_pgn(&mut project, file.as_bytes()).unwrap();
        prop_assert_eq!(again.imported, 0);
        prop_assert!(again
            .duplicates
            .iter()
            .all(|d| matches!(d.original, Original::InProject(_))));
    }

    /// Issue 21's door, kept by issue 19's fast check: a tag is said to be
    /// cleaned exactly when it holds a control character.
    #[test]
    fn tags_are_cleaned_exactly_when_they_hold_a_control_character(white in name()) {
        let file = game(&white, "Bob", "1. e4 e5");
        let mut project = Project::new("club");
        let report = import_pgn(&mut project, file.as_bytes()).unwrap();
        let cleaned = report
            .problems
            .iter()
            .filter(|p| matches!(p.kind, ProblemKind::TagCleaned(_)))
            .count();
        prop_assert_eq!(cleaned, usize::from(kept(&white) != white));
    }
}
