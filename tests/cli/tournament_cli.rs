//! `ccdesk standings PROJECT`, `ccdesk crosstable` and `ccdesk pairings`
//! run as programs on a project built through commands; entries CSV read
//! with every bad row reported by line.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command as Process, Output};

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::command::TournamentCommand;
use ccdesk::domain::tournament::records::{Reporter, ResultReport};
use ccdesk::io::entries_csv::{entries_command, read_companies, read_entries, write_entries};

fn run(args: &[&str]) -> Output {
    Process::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

/// The demo project (two divisions, paired by Hutton tables), with game 1
/// reported by a captain, written to a temporary folder.
fn demo() -> (tempfile::TempDir, String, Project) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    let path = path.to_str().unwrap().to_owned();
    let out = run(&["demo", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let project = ccdesk::io::project_file::load(std::path::Path::new(&path)).unwrap();
    (dir, path, project)
}

#[test]
fn project_standings_print_the_results_csv_format_byte_for_byte() {
    // rule: C29
    // rule: C30
    let (dir, path, project) = demo();
    // The same division written as a results CSV (scores of finished games).
    let season = ccdesk::domain::tournament::results::current_season(&project).unwrap();
    let d = &season.divisions[0];
    let results = ccdesk::domain::tournament::results::division_results(&project, season, d);
    let mut csv = String::from("team,board,opponent_team,opponent_board,white,black\n");
    for r in &results {
        let s = |x: Option<ccdesk::domain::tournament::score::GameScore>| {
            x.map(|s| s.to_string()).unwrap_or_default()
        };
        csv.push_str(&format!(
            "\"{}\",{},\"{}\",{},{},{}\n",
            r.team,
            r.board,
            r.opponent_team,
            r.opponent_board,
            s(r.white),
            s(r.black)
        ));
    }
    let results_path = dir.path().join("results.csv");
    std::fs::write(&results_path, csv).unwrap();
    let from_csv = run(&["standings", "--results", results_path.to_str().unwrap()]);
    let from_project = run(&["standings", &path, "--division", &d.name]);
    assert_eq!(
        from_project.status.code(),
        Some(0),
        "{}",
        text(&from_project.stderr)
    );
    // The project's games in play make its standings provisional (C30):
    // said on a first comment line; the table itself is the same.
    let from_project = text(&from_project.stdout);
    let (first, table) = from_project.split_once('\n').unwrap();
    assert!(first.starts_with("# provisional: "), "{first}");
    assert_eq!(table, text(&from_csv.stdout));
    // Without --division: each division under a `# NAME` line.
    let all = text(&run(&["standings", &path]).stdout);
    let all = all.split_once('\n').unwrap().1;
    assert!(all.starts_with(&format!("# {}\nplace,team,", d.name)));
    assert_eq!(
        all.matches("\nplace,team,").count() + 1,
        season.divisions.len() + 1
    );
    // An unknown division: nothing on stdout, exit 2.
    let bad = run(&["standings", &path, "--division", "Nope"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert!(text(&bad.stderr).contains("Nope"));
}

#[test]
fn crosstable_csv_and_a_self_contained_html_page() {
    let (dir, path, project) = demo();
    let name = project.divisions()[0].name.clone();
    let teams = project.divisions()[0].teams.len();
    let csv = text(&run(&["crosstable", &path, "--division", &name]).stdout);
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert!(header.starts_with("place,letter,team,A,B,"));
    assert!(header.ends_with(",game_points,board_count,tiebreak"));
    assert_eq!(lines.count(), teams);
    let out = dir.path().join("x.html");
    let status = run(&[
        "crosstable",
        &path,
        "--format",
        "html",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(status.status.code(), Some(0), "{}", text(&status.stderr));
    let html = std::fs::read_to_string(out).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<style>"));
    assert!(!html.contains("<script"), "no scripts");
    assert!(!html.contains("http"), "no external resources");
    assert!(html.contains("board by board"));
}

#[test]
fn c16_pairing_list_gives_each_game_with_the_opponents_address() {
    // rule: C16
    let (_dir, path, project) = demo();
    let d = &project.divisions()[0];
    let out = run(&["pairings", &path, "--division", &d.name]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    // Every player of every team, two games each (C17).
    assert_eq!(rows.len(), d.teams.len() * usize::from(d.boards) * 2);
    let first = &rows[0];
    let opponent = project
        .players()
        .iter()
        .find(|p| p.name == first[7])
        .unwrap();
    assert_eq!(&first[8], opponent.address.replace('\n', ", "));
    assert_eq!(&first[4], "white");
    assert_eq!(&rows[1][4], "black");
}

#[test]
fn c23_a_captains_report_in_the_project_shows_in_the_standings() {
    // rule: C23
    let (dir, _path, mut project) = demo();
    let g = project
        .games()
        .iter()
        .find(|g| g.result.is_none() && g.pairing.is_some())
        .unwrap();
    let (id, team) = (g.id, g.pairing.as_ref().unwrap().white_team);
    let before = ccdesk::domain::tournament::results::project_standings(
        &project,
        &g.pairing.as_ref().unwrap().division,
    )
    .unwrap();
    let division = g.pairing.as_ref().unwrap().division.clone();
    apply(
        &mut project,
        Command::Tournament(TournamentCommand::ReportResult(ResultReport {
            game: id,
            by: Reporter::Captain(team),
            result: GameResult {
                outcome: Outcome::WhiteWins,
                termination: Termination::Resignation,
            },
            received: chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap(),
            record_received: false,
        })),
    )
    .unwrap();
    let path = dir.path().join("after.ron");
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let out = text(&run(&["standings", path.to_str().unwrap(), "--division", &division]).stdout);
    let team_name = project.team(team).unwrap().name.clone();
    let points = |csv: &str| -> String {
        csv.lines()
            .find(|l| l.split(',').nth(1) == Some(team_name.as_str()))
            .unwrap()
            .split(',')
            .nth(2)
            .unwrap()
            .to_owned()
    };
    let old = before
        .rows
        .iter()
        .find(|r| r.team == team_name)
        .unwrap()
        .game_points;
    let expected = old + ccdesk::domain::tournament::score::GamePoints::whole(1);
    assert_eq!(points(&out), expected.to_string());
}

#[test]
fn entries_csv_reports_every_bad_row_by_line_and_round_trips() {
    // rule: C12
    let bad = "division,team,company,partner,board,name,email,address,employment,left,later_employers,rating,captain\n\
               Division 1,Acme,Acme,,1,Ann,,,employed,,,2000,yes\n\
               Division 1,Acme,Acme,,x,Bob,,,employed,,,,\n\
               \n\
               Division 1,Acme,Acme,,2,Cy,,,ex-employee,,,,\n\
               Division 1,Acme,Acme,,1,Di,,,retired,,,abc,\n\
               Division 1,Acme,Acme,,3,Ed,,,ex-employee,2020-13-01,,,\n";
    let errors = read_entries(bad.as_bytes()).unwrap_err();
    let lines: Vec<u64> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [3, 5, 6, 7], "{errors:#?}");
    assert!(errors[1].message.contains("C12"));
    assert!(
        read_companies(b"company,representative,contact,members\nAcme,,,x\n").unwrap_err()[0].line
            == 2
    );
    // Export the demo's entries and import them back: nothing changes.
    let (_dir, _path, mut project) = demo();
    let mut out = Vec::new();
    write_entries(&project, &mut out).unwrap();
    let rows = read_entries(&out).unwrap();
    let before = project.clone();
    let today = chrono::NaiveDate::from_ymd_opt(2025, 9, 1).unwrap();
    let command = entries_command(&project, &rows, today).unwrap();
    apply(&mut project, command).unwrap();
    assert_eq!(project.players(), before.players());
    assert_eq!(project.divisions(), before.divisions());
}

// rule: C31 — the first division's winners hold the premier trophy.
// rule: C30 — every division's trophy, with the year its holder keeps it.
#[test]
fn trophies_lists_each_ended_seasons_holders_with_their_year() {
    use ccdesk::domain::tournament::SeasonCalendar;
    use ccdesk::domain::tournament::rollover::propose_rollover;
    let (_dir, path, mut project) = demo();
    // Before any season has ended.
    let out = run(&["trophies", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "no trophies recorded yet\n");
    // The season rolled over on the final tables (`ccdesk standings`
    // places Civil Service first in Division 1 and Prudential Assurance
    // in Division 2); the next season's play starts on 15 Oct 2026.
    let plan = propose_rollover(
        &project,
        "2026-27",
        SeasonCalendar::default_for(2026).unwrap(),
    )
    .unwrap();
    let command = plan.command(&project).unwrap();
    apply(&mut project, command).unwrap();
    ccdesk::io::project_file::save(std::path::Path::new(&path), &project).unwrap();
    let out = run(&["trophies", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "2025-26 Division 1, the premier trophy: Champions (C31): Civil Service from 2026-10-15 to 2027-10-14\n\
         2025-26 Division 2, trophy (C30): Prudential Assurance from 2026-10-15 to 2027-10-14\n"
    );
    // A project without a competition is bad usage.
    let dir = tempfile::tempdir().unwrap();
    let bare = dir.path().join("bare.ron");
    ccdesk::io::project_file::save(&bare, &Project::new("bare")).unwrap();
    let out = run(&["trophies", bare.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("has no team competition"),
        "{}",
        text(&out.stderr)
    );
}
