#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Rules of divisions and teams the commands enforce, not only the window
//! (issue 15): the file a command leaves is one `validate` accepts.

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::TournamentCommand;

fn paired_division(p: &Project) -> ccdesk::domain::tournament::Division {
    p.divisions()
        .iter()
        .find(|d| !d.pairings.is_empty())
        .expect("the demo's divisions are paired")
        .clone()
}

// rule: C05 — boards per team are set before pairing, not after.
#[test]
fn c05_a_paired_division_keeps_its_boards() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::EditDivision {
            division: d.name.clone(),
            name: d.name.clone(),
            boards: d.boards + 1,
        }),
    )
    .unwrap_err();
    assert!(err.to_string().contains("(C05)"), "{err}");
    assert_eq!(p, before);
    // Its name can still change.
    apply(
        &mut p,
        Command::Tournament(TournamentCommand::EditDivision {
            division: d.name.clone(),
            name: format!("{} (North)", d.name),
            boards: d.boards,
        }),
    )
    .unwrap();
    assert_eq!(ccdesk::domain::validate::validate(&p), vec![]);
}

// rule: E9.1 — a paired team is withdrawn, not removed.
#[test]
fn e9_1_a_paired_team_is_not_removed() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let team = d.teams[0].clone();
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::RemoveTeam {
            division: d.name.clone(),
            team: team.id,
        }),
    )
    .unwrap_err();
    assert!(err.to_string().contains("E9.1"), "{err}");
    assert!(err.to_string().contains(&team.name), "{err}");
    assert_eq!(p, before);
}

// rule: C06 — a team names one player a board, never more.
#[test]
fn c06_a_team_names_no_more_players_than_boards() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let mut team = d.teams[0].clone();
    let extra = p
        .players()
        .iter()
        .find(|x| !team.players.contains(&x.id))
        .unwrap()
        .id;
    team.players.push(extra);
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::SetTeam {
            division: d.name.clone(),
            team,
        }),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains(&format!("players for {} boards", d.boards)),
        "{err}"
    );
    assert_eq!(p, before);
}
