//! `ccdesk hutton` run as a program: its output byte for byte and its
//! refusals.
// rule: C04

#![allow(clippy::unwrap_used)]
use std::process::{Command, Output};

fn hutton(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .arg("hutton")
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn prints_the_table_as_csv() {
    // rule: C04
    let out = hutton(&["--teams", "4", "--boards", "3"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "team,board,opponent_team,opponent_board\n\
         A,1,B,1\nA,2,C,2\nA,3,D,3\n\
         B,1,A,1\nB,2,D,2\nB,3,C,3\n\
         C,1,D,1\nC,2,A,2\nC,3,B,3\n\
         D,1,C,1\nD,2,B,2\nD,3,A,3\n"
    );
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn odd_teams_play_across_boards() {
    let out = hutton(&["--boards", "2", "--teams", "3"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "team,board,opponent_team,opponent_board\nA,1,B,1\nA,2,C,2\nB,1,A,1\nB,2,C,1\nC,1,B,2\nC,2,A,2\n"
    );
}

fn refused(args: &[&str], says: &str) {
    let out = hutton(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert_eq!(out.stdout, b"", "{args:?}");
    let err = text(&out.stderr);
    assert!(err.contains(says), "{args:?}: {err}");
}

#[test]
fn odd_number_of_players_is_refused() {
    refused(&["--teams", "5", "--boards", "3"], "odd");
    refused(&["--teams", "3", "--boards", "1"], "odd");
}

#[test]
fn too_few_teams_or_boards_are_refused() {
    refused(&["--teams", "1", "--boards", "2"], "at least 2 teams");
    refused(&["--teams", "0", "--boards", "2"], "at least 2 teams");
    refused(&["--teams", "4", "--boards", "0"], "at least 1 board");
    refused(&["--teams=-3", "--boards", "2"], "at least 2 teams");
}

#[test]
fn bad_arguments_are_usage_errors() {
    refused(&["--teams", "four", "--boards", "2"], "four");
    refused(&["--teams", "4"], "--boards");
    refused(&["--teams", "4", "--boards", "2.5"], "2.5");
}
