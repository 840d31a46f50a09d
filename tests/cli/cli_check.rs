//! `ccdesk check`, `ccdesk demo`, `--help`, `--version` and bad usage.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

fn ccdesk() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
}

#[test]
fn demo_then_check_prints_the_counts() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    let out = ccdesk().arg("demo").arg(&path).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // 6 teams and 5 teams of 4 boards: 44 players, 22 pairings, 44 games;
    // plus the owner's three email opponents and games.
    assert!(text.contains("divisions: 2\n"), "{text}");
    assert!(text.contains("teams: 11\n"), "{text}");
    assert!(text.contains("players: 47\n"), "{text}");
    assert!(text.contains("games: 47\n"), "{text}");
}

#[test]
fn a_large_demo_has_the_asked_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("large.ron");
    let out = ccdesk()
        .args([
            "demo",
            "--divisions",
            "2",
            "--teams",
            "4",
            "--boards",
            "2",
            "--moves",
            "10",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    // 2 divisions x 4 teams x 2 boards: 16 players, 8 pairings, 16 games.
    assert!(
        text.contains("teams: 8\n") && text.contains("games: 16\n"),
        "{text}"
    );
}

#[test]
fn an_invalid_project_lists_every_problem() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.ron");
    let mut project = ccdesk::domain::demo::demo_project();
    project.hand_edit().games[0].moves[1].san = "Ke9".into();
    project.hand_edit().games[1].white = ccdesk::domain::ids::PlayerId(999);
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("2 problems"), "{err}");
    assert!(err.contains("game g1") && err.contains("Ke9"), "{err}");
    assert!(err.contains("game g2") && err.contains("p999"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn unreadable_files_exit_1_with_one_message() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (dir.path().join("missing.ron"), "no such file"),
        (dir.path().to_owned(), "is a folder"),
    ];
    for (path, expected) in cases {
        let out = ccdesk().arg("check").arg(&path).output().unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(expected), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let truncated = dir.path().join("cut.ron");
    let text = ccdesk::io::project_file::to_ron(&ccdesk::domain::demo::demo_project()).unwrap();
    std::fs::write(&truncated, &text[..text.len() / 3]).unwrap();
    let out = ccdesk().arg("check").arg(&truncated).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("cut.ron:") && err.contains("damaged"), "{err}");
}

#[test]
fn bad_usage_exits_2() {
    for args in [
        vec!["check"],
        vec!["frobnicate"],
        vec!["check", "a.ron", "b.ron"],
        vec!["demo"],
    ] {
        let out = ccdesk().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn help_and_version() {
    let out = ccdesk().arg("--help").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    for sub in ["check", "demo", "notation", "ledger", "hutton", "standings"] {
        assert!(text.contains(sub), "{text}");
    }
    let out = ccdesk().arg("--version").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .starts_with("ccdesk ")
    );
}

// rule: C13 — a team of four ex-employees out of four breaks C13 (at most
// half, at most three); `check` lists the breach with the ruling due under
// C21, and once the Organiser records a C21 deduction, the ruling.
// rule: C21
#[test]
fn check_lists_breaches_and_their_rulings() {
    use ccdesk::domain::command::{Command as Change, apply};
    use ccdesk::domain::player::Employment;
    use ccdesk::domain::tournament::TournamentCommand;
    use ccdesk::domain::tournament::records::{DeductionRule, PointDeduction};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("breach.ron");
    let mut project = ccdesk::domain::demo::demo_project();
    let team = project.divisions()[0].teams[0].clone();
    for id in &team.players {
        let mut player = project.player(*id).unwrap().clone();
        player.employment = Employment::ExEmployee {
            left: chrono::NaiveDate::from_ymd_opt(2024, 3, 31).unwrap(),
            later_employers: Vec::new(),
        };
        apply(&mut project, Change::UpdatePlayer(player)).unwrap();
    }
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "rulings are not errors: {text}");
    assert!(text.contains("without a ruling"), "{text}");
    assert!(
        text.contains(&format!("team {} ({})", team.id, team.name)),
        "{text}"
    );
    assert!(text.contains("(C13); ruling due under C21"), "{text}");

    apply(
        &mut project,
        Change::Tournament(TournamentCommand::AddDeduction(PointDeduction {
            team: team.id,
            player: None,
            halves: 8,
            rule: DeductionRule::IneligiblePlayer,
            reason: "four ex-employees".to_owned(),
            decided: chrono::NaiveDate::from_ymd_opt(2025, 11, 20).unwrap(),
        })),
    )
    .unwrap();
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("; ruled: 4 game points deducted on 2025-11-20 (C21)"),
        "{text}"
    );
    assert!(text.contains(", 0 without a ruling"), "{text}");
}

// rule: C13 — an ex-employee is eligible under 9(ii) only if he has not
// since been employed by another competing company. The breach is shown
// alike by `check` (a ruling due under C21, exit 0), by the standings'
// working (window and PDF, one function) and by `ccdesk standings` on
// stderr, with stdout keeping its exact CSV.
// rule: C21
#[test]
fn a_leaver_since_at_a_competing_company_is_a_ruling_due_everywhere() {
    use ccdesk::domain::command::{Command as Change, apply};
    use ccdesk::domain::player::Employment;
    use ccdesk::domain::tournament::results::division_standings;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("leaver.ron");
    let mut project = ccdesk::domain::demo::demo_project();
    let division = project.divisions()[0].clone();
    let team = division.teams[0].clone();
    let rival = division
        .teams
        .iter()
        .find(|t| t.company != team.company)
        .expect("the demo's first division has two companies");
    let rival_name = project.company(rival.company).unwrap().name.clone();
    let mut player = project.player(team.players[0]).unwrap().clone();
    player.employment = Employment::ExEmployee {
        left: chrono::NaiveDate::from_ymd_opt(2024, 3, 31).unwrap(),
        later_employers: vec![rival_name.clone()],
    };
    let name = player.name.clone();
    apply(&mut project, Change::UpdatePlayer(player)).unwrap();
    ccdesk::io::project_file::save(&path, &project).unwrap();

    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "a ruling due is not an error: {text}"
    );
    let line = text
        .lines()
        .find(|l| l.contains(&name) && l.contains(&rival_name))
        .unwrap_or_else(|| panic!("check names {name} and {rival_name}:\n{text}"));
    assert!(line.contains("(C13); ruling due under C21"), "{line}");

    // The same words under the team's line of the standings' working.
    let season = project.competition().unwrap().seasons.last().unwrap();
    let table = division_standings(&project, season, &division);
    let row = table.rows.iter().find(|r| r.team == team.name).unwrap();
    let working = row.working_lines().join("\n");
    assert!(
        working.contains(&name) && working.contains("ruling due under C21"),
        "{working}"
    );
    assert!(
        line.ends_with(row.working.rulings[0].as_str()),
        "{line}\n{working}"
    );

    let out = ccdesk()
        .args(["standings", "--division", &division.name])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(&team.name) && err.contains("ruling due under C21"),
        "{err}"
    );
    let csv = String::from_utf8(out.stdout).unwrap();
    // Games still in play: the first line says the standings are
    // provisional (C30, issue 34), then the table in its format.
    let (first, csv) = csv.split_once('\n').unwrap();
    assert!(first.starts_with("# provisional: "), "{first}");
    assert!(
        csv.starts_with("place,team,game_points,board_count,tiebreak\n"),
        "{csv}"
    );
    assert!(!csv.contains("C21"), "stdout keeps its format: {csv}");
}

// An older file, or one from elsewhere, holding what the door refuses
// today (issue 21): `check` names each place, field and character, shows
// the names escaped (no escape sequence reaches the terminal) and fails.
#[test]
fn check_reports_names_the_door_would_refuse() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("older.ron");
    let mut project = ccdesk::domain::demo::demo_project();
    let e = project.hand_edit();
    e.players[0].name = "Keith\nBcc: spy@evil.example".into();
    e.players[1].name = "Esc\u{1b}[31mRed".into();
    e.players[2].email = "h.lindqvist@schack.example?attach=/home/me/.ssh/id_rsa&x=".into();
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let out = ccdesk().arg("check").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stderr).unwrap();
    assert!(
        text.contains("name holds a control character, U+000A (line feed), at character 6"),
        "{text}"
    );
    assert!(text.contains("U+001B (escape)"), "{text}");
    assert!(
        text.contains("is not a plain email address: '?' may not stand in the domain"),
        "{text}"
    );
    assert!(
        !text.contains('\u{1b}'),
        "an escape reached the terminal: {text:?}"
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with("  ")).count(),
        3,
        "{text}"
    );
}
