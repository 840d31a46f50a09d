//! An earlier season in the window (issue 34.4): after the rollover the
//! admin pane's season choice shows last season as it stood (its games,
//! standings and fees), read only, with its exports; the project is
//! renamed from File, undone by Edit › Undo; and a combined team's
//! approval (C07) is recorded with the day of the Committee's ruling.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::app::services::FakeFileChooser;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::rollover::played_season;
use crate::window_harness::{
    app_with_files, click, click_button, date, fill, has, hide, menu, open_window,
};

#[test]
fn last_season_is_shown_as_it_stood_read_only_with_its_exports() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("standings.csv");
    let files = FakeFileChooser {
        save_csv: Some(csv.clone()),
        ..FakeFileChooser::default()
    };
    let mut app = app_with_files(played_season(), date(2026, 7, 20), files);
    hide(
        &mut app,
        &[Pane::Board, Pane::Scoresheet, Pane::Ledger, Pane::Games],
    );
    let mut h = open_window(app, [1280.0, 900.0]);
    click(&mut h, "Calendar");
    click(&mut h, "next season…");
    click(&mut h, "start next season");
    assert!(h.query_by_label("Games (0)").is_some());
    let revision = h.state().doc.revision();

    // rule: C31 — last season, chosen, shows its six games and its final
    // table, One A first, as it stood.
    click(&mut h, "Season");
    click_button(&mut h, "2025-26");
    assert!(has(&h, "Season 2025-26 as it stood: read only."));
    let choice = h.get_by_label("Season").accesskit_node().value();
    assert_eq!(choice.as_deref(), Some("2025-26"));
    assert!(h.query_by_label("Games (6)").is_some());
    click(&mut h, "Standings");
    assert!(has(&h, "One A"));
    h.snapshot("earlier_season_standings");
    // Its exports are last season's: the final table, One A on 3 points.
    click(&mut h, "export…");
    click(&mut h, "standings as CSV…");
    let written = std::fs::read_to_string(&csv).unwrap();
    let first = written.lines().nth(1).unwrap();
    assert!(first.contains("One A"), "{written}");
    // Nothing changes it: no team is added, no pairing drawn.
    click(&mut h, "Teams (3)");
    assert!(h.query_by_label("add team…").is_none());
    assert!(has(&h, "address labels as PDF…"));
    click(&mut h, "Pairings (3)");
    assert!(h.query_by_label("generate pairings").is_none());
    assert_eq!(h.state().doc.revision(), revision, "nothing changed");

    // Back to the current season, where changes are made.
    click(&mut h, "back to 2026-27");
    assert!(h.query_by_label("Games (0)").is_some());
    click(&mut h, "Teams (3)");
    assert!(h.query_by_label("add team…").is_some());
}

#[test]
fn the_project_is_renamed_from_file_and_undone_in_one_step() {
    let app = app_with_files(
        played_season(),
        date(2026, 7, 20),
        FakeFileChooser::default(),
    );
    let mut h = open_window(app, [1280.0, 900.0]);
    menu(&mut h, "File", "Rename project…");
    fill(&mut h, "Name:", "Inter-Office League");
    click_button(&mut h, "OK");
    assert_eq!(h.state().doc.project.name(), "Inter-Office League");
    assert!(
        h.state().title().contains("Inter-Office League"),
        "{}",
        h.state().title()
    );
    // An empty name is refused in the dialog and changes nothing.
    menu(&mut h, "File", "Rename project…");
    fill(&mut h, "Name:", " ");
    click_button(&mut h, "OK");
    assert!(has(&h, "give the project a name"));
    click_button(&mut h, "Cancel");
    assert_eq!(h.state().doc.project.name(), "Inter-Office League");
    h.state_mut().undo();
    h.run();
    assert_eq!(h.state().doc.project.name(), "Inter-Office");
}

// rule: C07 — a combined team waits for the Committee's approval, which
// the Organiser records with the day of the ruling (the Teams tab's date
// field, today by default): a field that is not a date records nothing.
#[test]
fn a_combined_team_is_approved_with_the_date_of_the_ruling() {
    use ccdesk::domain::command::{Command, apply};
    use ccdesk::domain::ids::{CompanyId, TeamId};
    use ccdesk::domain::tournament::{Company, TournamentCommand as T};
    let mut p = played_season();
    apply(
        &mut p,
        Command::Tournament(T::SetCompany(Company {
            id: CompanyId(99),
            name: "Partner Ltd".into(),
            representative: "Rep".into(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 1,
        })),
    )
    .unwrap();
    let mut team = p.team(TeamId(1)).unwrap().clone();
    team.partner = Some(CompanyId(99));
    apply(
        &mut p,
        Command::Tournament(T::SetTeam {
            division: "Division 1".into(),
            team,
        }),
    )
    .unwrap();
    let mut app = app_with_files(p, date(2026, 7, 20), FakeFileChooser::default());
    hide(
        &mut app,
        &[Pane::Board, Pane::Scoresheet, Pane::Ledger, Pane::Games],
    );
    let mut h = open_window(app, [1280.0, 900.0]);
    click(&mut h, "Teams (3)");
    let approvals = |h: &crate::window_harness::Window| {
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .combined_approved
            .clone()
    };
    fill(&mut h, "steps dated:", "last week");
    click_button(&mut h, "approved");
    assert!(approvals(&h).is_empty(), "a bad date records nothing");
    fill(&mut h, "steps dated:", "2025-09-20");
    click_button(&mut h, "approved");
    let recorded = approvals(&h);
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].approved, date(2025, 9, 20));
    assert!(h.query_by_label("approved").is_none(), "the note is gone");
}
