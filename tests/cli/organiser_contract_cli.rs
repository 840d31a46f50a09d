//! The exact contract of issue 34 run as a program: `ccdesk standings
//! PROJECT` says `provisional` on its first line while any game of the
//! division has no final result, and `ccdesk check` lists C14, C09 and C26
//! breaches with their rule IDs.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command as Process, Output};

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::TournamentCommand;
use ccdesk::domain::tournament::records::{CompanyDate, Reporter, ResultReport};
use chrono::NaiveDate;

fn run(args: &[&str]) -> Output {
    Process::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

fn save(dir: &tempfile::TempDir, name: &str, p: &Project) -> String {
    let path = dir.path().join(name);
    ccdesk::io::project_file::save(&path, p).unwrap();
    path.to_str().unwrap().to_owned()
}

/// Every game of division `d` reported by the Organiser as a draw.
fn finish_division(p: &mut Project, d: &str) {
    let games: Vec<_> = p
        .games()
        .iter()
        .filter(|g| g.pairing.as_ref().is_some_and(|x| x.division == d) && g.result.is_none())
        .map(|g| g.id)
        .collect();
    for game in games {
        apply(
            p,
            Command::Tournament(TournamentCommand::ReportResult(ResultReport {
                game,
                by: Reporter::Organiser,
                result: GameResult {
                    outcome: Outcome::Draw,
                    termination: Termination::Agreement,
                },
                received: NaiveDate::from_ymd_opt(2026, 6, 20).unwrap(),
                record_received: true,
            })),
        )
        .unwrap();
    }
}

// rule: C30 — a place is not final while a game has no final result.
#[test]
fn c30_standings_say_provisional_on_the_first_line_until_every_result_is_final() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = demo_project();
    let first = p.divisions()[0].name.clone();
    let second = p.divisions()[1].name.clone();
    let path = save(&dir, "open.ron", &p);
    let out = run(&["standings", &path, "--division", &first]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    let mut lines = csv.lines();
    let line = lines.next().unwrap();
    assert!(line.starts_with("# provisional: "), "{csv}");
    assert!(line.ends_with(" have no final result"), "{csv}");
    assert!(lines.next().unwrap().starts_with("place,team,"), "{csv}");
    // Every division: the first line names each one still open.
    let all = text(&run(&["standings", &path]).stdout);
    let line = all.lines().next().unwrap();
    assert!(line.starts_with("# provisional; "), "{all}");
    assert!(line.contains(&format!("{first}: provisional: ")), "{all}");
    assert!(line.contains(&format!("{second}: provisional: ")), "{all}");
    // HTML says it above the table.
    let html = text(&run(&["standings", &path, "--format", "html"]).stdout);
    assert!(html.contains("provisional: "), "html");

    // The first division finished: its standings are final.
    finish_division(&mut p, &first);
    let path = save(&dir, "final.ron", &p);
    let out = run(&["standings", &path, "--division", &first]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let csv = text(&out.stdout);
    assert!(csv.starts_with("place,team,"), "{csv}");
    assert!(!csv.contains("provisional"), "{csv}");
    let all = text(&run(&["standings", &path]).stdout);
    let line = all.lines().next().unwrap();
    assert!(!line.contains(&first), "{all}");
    assert!(line.contains(&format!("{second}: provisional: ")), "{all}");
    finish_division(&mut p, &second);
    let path = save(&dir, "both.ron", &p);
    let all = text(&run(&["standings", &path]).stdout);
    assert!(all.starts_with(&format!("# {first}\nplace,team,")), "{all}");
    assert!(!all.contains("provisional"), "{all}");
}

// rule: C09
// rule: C14
// rule: C26
#[test]
fn check_lists_c14_c09_and_c26_breaches_with_their_rule() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = demo_project();
    // C14: board 2 of the first team rated far above board 1.
    let team = p.divisions()[0].teams[0].clone();
    let mut second = p.player(team.players[1]).unwrap().clone();
    second.rating = Some(2900);
    apply(&mut p, Command::UpdatePlayer(second.clone())).unwrap();
    // C09 and C26, as a hand-edited file holds them: an expulsion 10 days
    // after the reminder; a game's own White player on its panel.
    apply(
        &mut p,
        Command::Adjudication(
            ccdesk::domain::adjudication::AdjudicationCommand::OpenAtClose { division: None },
        ),
    )
    .unwrap();
    let g = p.adjudications()[0].game;
    let white = p.player_name(p.game(g).unwrap().white).to_owned();
    let company = team.company;
    let day = |m, d| NaiveDate::from_ymd_opt(2026, m, d).unwrap();
    let edit = Project::hand_edit(&mut p);
    let season = edit
        .competition
        .as_mut()
        .unwrap()
        .seasons
        .last_mut()
        .unwrap();
    season.records.reminders.push(CompanyDate {
        company,
        date: day(1, 2),
    });
    season.records.expelled.push(CompanyDate {
        company,
        date: day(1, 12),
    });
    edit.adjudications[0]
        .referrals
        .push(ccdesk::domain::adjudication::Referral {
            adjudicator: white.clone(),
            sent: day(7, 9),
            purpose: ccdesk::domain::adjudication::Purpose::Adjudication,
        });
    let path = save(&dir, "breaches.ron", &p);
    let out = run(&["check", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    let c14 = said
        .lines()
        .find(|l| l.contains("(C14)"))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(
        c14.contains(&second.name) && c14.contains("rated 2900"),
        "{c14}"
    );
    assert!(c14.contains("ruling due under C15"), "{c14}");
    let c09 = said
        .lines()
        .find(|l| l.contains("(C09)"))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(
        c09.contains("is 10 days before the expulsion on 2026-01-12"),
        "{c09}"
    );
    let c26 = said
        .lines()
        .find(|l| l.contains("(C26)"))
        .unwrap_or_else(|| panic!("{said}"));
    assert!(
        c26.contains(&format!(
            "game {g}: panel member {white} is not independent"
        )),
        "{c26}"
    );
}

// rule: C06 — teams of one company that the pairings bring together are
// named when the pairing list is printed.
#[test]
fn c06_pairings_name_teams_of_one_company_paired_together() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = demo_project();
    let path = save(&dir, "plain.ron", &p);
    let out = run(&["pairings", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!text(&out.stderr).contains("teams of one company"));
    one_company_in_first_pairing(&mut p);
    let path = save(&dir, "same.ron", &p);
    let out = run(&["pairings", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stderr);
    assert!(said.contains(": teams of one company: "), "{said}");
    assert!(said.contains(" pairing"), "{said}");
}

/// Makes the two teams of the first pairing of the demo's first division
/// teams of one company (the first team's); returns the division's name
/// and the two teams' names.
fn one_company_in_first_pairing(p: &mut Project) -> (String, String, String) {
    let edit = Project::hand_edit(p);
    let division = &mut edit
        .competition
        .as_mut()
        .unwrap()
        .seasons
        .last_mut()
        .unwrap()
        .divisions[0];
    let first = division.teams[0].company;
    let (a, b) = (
        division.pairings[0].team,
        division.pairings[0].opponent_team,
    );
    for t in division.teams.iter_mut().filter(|t| t.id == a || t.id == b) {
        t.company = first;
    }
    let team = |id| {
        division
            .teams
            .iter()
            .find(|t| t.id == id)
            .unwrap()
            .name
            .clone()
    };
    (division.name.clone(), team(a), team(b))
}

// rule: C06 — `ccdesk check` lists the meetings of teams of one company
// that stand in the pairings (the Organiser accepted them), with the rule;
// a project without any says nothing of them.
#[test]
fn c06_check_lists_standing_meetings_of_one_company() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = demo_project();
    let path = save(&dir, "plain.ron", &p);
    let out = run(&["check", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        !text(&out.stdout).contains("(C06)"),
        "{}",
        text(&out.stdout)
    );
    let (name, ta, tb) = one_company_in_first_pairing(&mut p);
    let path = save(&dir, "same.ron", &p);
    let out = run(&["check", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("pairings: 1 meeting of teams of one company"),
        "{said}"
    );
    let line = said
        .lines()
        .find(|l| l.contains("(C06)"))
        .unwrap_or_else(|| panic!("no C06 line: {said}"));
    assert!(
        line.trim_start().starts_with(&format!("{name}: ")),
        "{line}"
    );
    assert!(line.contains(&ta) && line.contains(&tb), "{line}");
    assert!(line.contains("pairing"), "{line}");
}
