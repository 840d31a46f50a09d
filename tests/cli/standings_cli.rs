//! `ccdesk standings --results FILE.csv` run as a program: output byte for
//! byte, and every kind of bad row reported with its line.
// rule: C29, rule: C30

#![allow(clippy::unwrap_used)]
use std::io::Write;
use std::process::{Command, Output};

const HEADER: &str = "team,board,opponent_team,opponent_board,white,black\n";

fn standings_of(csv: &str) -> Output {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(csv.as_bytes()).unwrap();
    file.flush().unwrap();
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["standings", "--results"])
        .arg(file.path())
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn ok(csv: &str) -> String {
    let out = standings_of(csv);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stderr), "");
    text(&out.stdout)
}

/// Checks the run fails with status 2, prints nothing on stdout and names
/// each of `lines` on stderr; returns stderr.
fn bad(csv: &str, lines: &[u64]) -> String {
    let out = standings_of(csv);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    let err = text(&out.stderr);
    for line in lines {
        assert!(
            err.contains(&format!("line {line}:")),
            "line {line} not in: {err}"
        );
    }
    assert_eq!(err.lines().count(), lines.len(), "{err}");
    err
}

#[test]
fn board_count_breaks_a_tie_on_points() {
    // rule: C30
    // A: b1 1, b2 2, b3 0 = 3, count 5; B: b1 1, b2 ½+½, b3 1 = 3, count 6.
    let csv = format!(
        "{HEADER}A,1,B,1,1,0\nC,1,D,1,½,½\nA,2,C,2,1,1\nB,2,D,2,0.5,0.5\nA,3,D,3,0,0\nB,3,C,3,1,0\n"
    );
    assert_eq!(
        ok(&csv),
        "place,team,game_points,board_count,tiebreak\n\
         1,D,4,9,points\n\
         2,A,3,5,board count\n\
         3,B,3,6,board count\n\
         4,C,2,4,points\n"
    );
}

#[test]
fn elimination_of_the_bottom_board_breaks_a_tie_on_board_count() {
    // rule: C30
    // A (1, 2, 0) and C (2, 0, 1): 3 points, count 5 each; without board 3
    // A has 3 and C 2.
    let csv = format!(
        "{HEADER}A,1,B,1,1,0\nC,1,D,1,1,1\nA,2,C,2,1,1\nB,2,D,2,1,1\nA,3,D,3,0,0\nB,3,C,3,½,½\n"
    );
    assert_eq!(
        ok(&csv),
        "place,team,game_points,board_count,tiebreak\n\
         1,B,4,8,points\n\
         2,A,3,5,elimination at board 3\n\
         3,C,3,5,elimination at board 3\n\
         4,D,2,6,points\n"
    );
}

#[test]
fn elimination_at_an_upper_board_and_a_shared_place() {
    // rule: C30
    // Four boards; each of W, Y, Z, U plays its own sparring team on every
    // board (the sparring teams finish on 3 points, below).
    // W (1, 1.5, 2, 0.5), Y (1, 2, 1, 1), Z = U (2, 0, 2, 1): 5 points and
    // count 12 each. Without board 4: W 4.5, the others 4. Without board 3:
    // Y 3, Z and U 2. Without board 2: Z and U 2: shared.
    // Sparring teams: sW (1, 0.5, 0, 1.5) count 8, sY (1, 0, 1, 1) count 8,
    // sZ = sU (0, 2, 0, 1) count 8. Without board 4: sY, sZ, sU 2, sW 1.5.
    // Without board 3: sZ, sU 2, sY 1. Without board 2: sZ, sU 0: shared.
    let csv = format!(
        "{HEADER}\
         W,1,sW,1,½,½\nW,2,sW,2,1,½\nW,3,sW,3,1,1\nW,4,sW,4,½,0\n\
         Y,1,sY,1,1,0\nY,2,sY,2,1,1\nY,3,sY,3,0,1\nY,4,sY,4,1,0\n\
         Z,1,sZ,1,1,1\nZ,2,sZ,2,0,0\nZ,3,sZ,3,1,1\nZ,4,sZ,4,0,1\n\
         sU,1,U,1,0,0\nsU,2,U,2,1,1\nsU,3,U,3,0,0\nsU,4,U,4,½,½\n"
    );
    assert_eq!(
        ok(&csv),
        "place,team,game_points,board_count,tiebreak\n\
         1,W,5,12,elimination at board 4\n\
         2,Y,5,12,elimination at board 3\n\
         3,U,5,12,shared\n\
         3,Z,5,12,shared\n\
         5,sU,3,8,shared\n\
         5,sZ,3,8,shared\n\
         7,sY,3,8,elimination at board 3\n\
         8,sW,3,8,elimination at board 4\n"
    );
}

#[test]
fn tied_teams_share_a_place_and_the_next_is_skipped() {
    // rule: C30
    // B and C score 1 on each board: 3 points, count 6, level all the way.
    let csv = format!(
        "{HEADER}A,1,B,1,1,0\nC,1,D,1,1,0\nA,2,C,2,1,0\nB,2,D,2,1,0\nA,3,D,3,1,1\nB,3,C,3,½,½\n"
    );
    assert_eq!(
        ok(&csv),
        "place,team,game_points,board_count,tiebreak\n\
         1,A,4,9,points\n\
         2,B,3,6,shared\n\
         2,C,3,6,shared\n\
         4,D,2,3,points\n"
    );
}

#[test]
fn unfinished_games_count_nothing_and_halves_print_as_point_5() {
    // rule: C29
    let csv = format!("{HEADER}A,1,B,1,½,\nA,2,B,2,,\nC,1,D,1,,1\n");
    assert_eq!(
        ok(&csv),
        "place,team,game_points,board_count,tiebreak\n\
         1,C,1,1,points\n\
         2,A,0.5,0.5,shared\n\
         2,B,0.5,0.5,shared\n\
         4,D,0,0,points\n"
    );
}

#[test]
fn windows_line_ends_spaces_and_a_byte_order_mark_are_read() {
    let csv =
        "\u{feff}team,board,opponent_team,opponent_board,white,black\r\n A , 1 ,B,1, 1 , 0.5 \r\n";
    assert_eq!(
        ok(csv),
        "place,team,game_points,board_count,tiebreak\n1,A,1.5,1.5,points\n2,B,0.5,0.5,points\n"
    );
}

#[test]
fn team_names_with_commas_are_quoted() {
    let csv = format!("{HEADER}\"Lloyd's, I\",1,Pru,1,1,1\n");
    assert_eq!(
        ok(&csv),
        "place,team,game_points,board_count,tiebreak\n1,\"Lloyd's, I\",2,2,points\n2,Pru,0,0,points\n"
    );
}

#[test]
fn a_score_that_is_not_1_0_half_is_a_bad_row() {
    let err = bad(&format!("{HEADER}A,1,B,1,1,0\nA,2,B,2,2,0\n"), &[3]);
    assert!(err.contains("`2`"), "{err}");
    bad(&format!("{HEADER}A,1,B,1,1/2,0\n"), &[2]);
    bad(&format!("{HEADER}A,1,B,1,1,1.0\n"), &[2]);
}

#[test]
fn a_player_paired_twice_is_a_bad_row_where_he_appears_again() {
    let err = bad(
        &format!("{HEADER}A,1,B,1,1,0\nC,1,D,1,1,0\nD,2,A,1,1,0\n"),
        &[4],
    );
    assert!(err.contains("board 1 of team `A`"), "{err}");
    // The same pairing listed from both sides.
    bad(&format!("{HEADER}A,1,B,1,1,0\nB,1,A,1,0,1\n"), &[3, 3]);
}

#[test]
fn a_team_against_itself_is_a_bad_row() {
    let err = bad(&format!("{HEADER}A,1,B,1,1,0\nC,2,C,1,1,0\n"), &[3]);
    assert!(err.contains("itself"), "{err}");
}

#[test]
fn a_missing_column_is_a_bad_row() {
    let err = bad(
        "team,board,opponent_team,opponent_board,white\nA,1,B,1,1\n",
        &[1],
    );
    assert!(err.contains("black"), "{err}");
    let err = bad(&format!("{HEADER}A,1,B,1,1,0\nA,2,B,2,1\n"), &[3]);
    assert!(err.contains("black"), "{err}");
    bad(&format!("{HEADER}A,x,B,1,1,0\n,2,B,2,1,0\n"), &[2, 3]);
}

#[test]
fn every_bad_row_is_reported_by_its_line_after_blank_lines_too() {
    bad(
        &format!("{HEADER}\nA,1,B,1,1,9\nA,1,C,1,1,0\nD,1,D,2,1,0\n"),
        &[3, 4, 5],
    );
}

#[test]
fn a_missing_file_or_a_project_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["standings", "--results", "/nonexistent/results.csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"");
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["standings", "season.ron"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"");
    // Project files are read now (tests/tournament_cli.rs); a missing one
    // is refused with its name.
    assert!(text(&out.stderr).starts_with("ccdesk standings: season.ron: "));
}

// rule: C31 — after the rollover to a new season, last season's standings
// and crosstable are still printed, exactly as they were (issue 15).
// rule: C32
#[test]
fn last_season_reads_the_same_after_the_rollover() {
    use ccdesk::domain::command::apply;
    use ccdesk::domain::tournament::rollover::propose_rollover;
    use ccdesk::domain::tournament::season::SeasonCalendar;
    let dir = tempfile::tempdir().unwrap();
    let before = dir.path().join("before.ron");
    let after = dir.path().join("after.ron");
    let mut project = ccdesk::domain::demo::demo_project();
    let old = project
        .competition()
        .as_ref()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .name
        .clone();
    ccdesk::io::project_file::save(&before, &project).unwrap();
    let plan = propose_rollover(
        &project,
        "2026-27",
        SeasonCalendar::default_for(2026).unwrap(),
    )
    .unwrap();
    let rollover = plan.command(&project).unwrap();
    apply(&mut project, rollover).unwrap();
    ccdesk::io::project_file::save(&after, &project).unwrap();
    let run = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(args)
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        text(&out.stdout)
    };
    let (b, a) = (before.to_str().unwrap(), after.to_str().unwrap());
    for command in ["standings", "crosstable", "pairings"] {
        let then = run(&[command, b]);
        assert!(!then.is_empty());
        assert_eq!(run(&[command, a, "--season", &old]), then, "{command}");
    }
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["standings", a, "--season", "1999-00"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("no season `1999-00`"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_board_of_a_hundred_thousand_is_eliminated_without_overflowing_the_stack() {
    // rule: C30 — board elimination from the bottom board up; two teams
    // level on every board share the place, however many boards there are.
    let csv = format!("{HEADER}A,100000,B,100000,½,½\nA,1,B,1,½,½\n");
    let out = ok(&csv);
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(rows.iter().all(|r| r.starts_with("1,")), "{out}");
}
