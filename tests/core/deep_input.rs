#![allow(clippy::unwrap_used, clippy::expect_used)]
//! No recursion whose depth follows the input (issue 30, item 3): input
//! nested 100,000 levels deep is refused in words on a test thread's
//! ordinary stack (2 MB), never by a stack overflow. Each door that reads
//! a tree: PGN variations and comments, the project file's nesting, a
//! conditional line (and the tree it becomes).

use ccdesk::domain::game::{
    ConditionalError, ConditionalProposal, MAX_CONDITIONAL_DEPTH, MAX_VARIATION_DEPTH,
};
use ccdesk::io::pgn::{ProblemKind, read_pgn};
use proptest::prelude::*;
use shakmaty::Chess;

const LEVELS: usize = 100_000;

fn game_with(moves: &str) -> String {
    format!(
        "[White \"Deep\"]\n[Black \"Lines\"]\n\n{moves} *\n\n[White \"After\"]\n[Black \"It\"]\n\n1. d4 d5 *\n\n"
    )
}

#[test]
fn a_hundred_thousand_nested_variations_are_refused_in_words() {
    let mut moves = String::from("1. e4 ");
    moves.push_str(&"(1. d4 ".repeat(LEVELS));
    moves.push_str(&") ".repeat(LEVELS));
    moves.push_str("e5");
    let read = read_pgn(game_with(&moves).as_bytes());
    assert_eq!(read.games.len(), 1, "the game after it is read");
    assert_eq!(read.problems.len(), 1, "{:?}", read.problems);
    assert_eq!(
        read.problems[0].kind,
        ProblemKind::VariationsTooDeep(MAX_VARIATION_DEPTH)
    );
}

#[test]
fn a_hundred_thousand_open_variations_or_comments_end_in_a_problem() {
    for opener in ["( ", "{ ", "(1. d4 ", "({c} "] {
        let moves = format!("1. e4 {}e5", opener.repeat(LEVELS));
        let read = read_pgn(game_with(&moves).as_bytes());
        assert_eq!(read.problems.len(), 1, "{opener:?}: {:?}", read.problems);
    }
}

#[test]
fn a_project_file_nested_a_hundred_thousand_levels_is_refused_in_words() {
    let text = format!(
        "(format_version: 1, name: {}\"x\"{})",
        "[".repeat(LEVELS),
        "]".repeat(LEVELS)
    );
    let err = ccdesk::io::project_file::from_ron(&text, std::path::Path::new("deep.ron"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("deep.ron"), "{err}");
}

/// `pairs` knight moves there and back: a legal line of any length.
fn knight_line(pairs: usize) -> String {
    ["Nf3 Nf6", "Ng1 Ng8"]
        .iter()
        .cycle()
        .take(pairs)
        .copied()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_conditional_line_of_a_hundred_thousand_moves_is_refused_in_words() {
    let err =
        ConditionalProposal::from_line(0, &Chess::default(), &knight_line(LEVELS / 2)).unwrap_err();
    assert_eq!(err, ConditionalError::TooDeep(LEVELS / 2));
    assert!(
        err.to_string().contains(&format!(
            "{} expected moves deep; ccdesk keeps at most {MAX_CONDITIONAL_DEPTH}",
            LEVELS / 2
        )),
        "{err}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// A line is taken whole up to the bound and refused past it; the tree
    /// it makes is as deep as its pairs of moves, and checks and writes
    /// back as its moves.
    #[test]
    fn a_conditional_line_is_taken_up_to_the_bound(pairs in 1usize..(3 * MAX_CONDITIONAL_DEPTH)) {
        let line = knight_line(pairs);
        match ConditionalProposal::from_line(0, &Chess::default(), &line) {
            Ok(p) => {
                prop_assert!(pairs <= MAX_CONDITIONAL_DEPTH);
                prop_assert_eq!(p.depth(), pairs);
                prop_assert!(p.check(&Chess::default()).is_ok());
                let lines = p.lines(&Chess::default(), ccdesk::domain::notation::Notation::San);
                prop_assert_eq!(lines.len(), 1);
                prop_assert_eq!(lines[0].join(" "), line);
            }
            Err(e) => {
                prop_assert!(pairs > MAX_CONDITIONAL_DEPTH);
                prop_assert_eq!(e, ConditionalError::TooDeep(pairs));
            }
        }
    }
}
