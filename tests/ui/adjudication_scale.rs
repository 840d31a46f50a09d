//! The adjudication pane at scale (issue 34): a season of 1,600 games
//! (20 divisions of 10 teams of 8 boards, 4 moves a game, so every game is
//! unfinished at the close of play), its cases filtered and searched with
//! the count shown, and the steps on many cases asking first.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::services::FakeFileChooser;
use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::demo::{DemoSpec, generate};
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{app_with_files, click, fill, open_window, show_only};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// 10 teams x 8 boards: 40 pairings, 80 games a division (C17); 20
/// divisions: 1,600 games.
fn harness(today: NaiveDate) -> Harness<'static, CcdeskApp> {
    let project = generate(&DemoSpec::large(20, 10, 8, 4)).unwrap();
    assert_eq!(project.games().len(), 1600);
    let mut app = app_with_files(project, today, FakeFileChooser::default());
    show_only(&mut app, &[Pane::Adjudication]);
    open_window(app, [1100.0, 700.0])
}

// rule: C19 — every unfinished game gets a case at the close of play:
// 1,600; the confirmation names the first 5 and "and 1,595 more".
// rule: C25 — on 8 July, past the both-default day, none of the 1,600 has
// a claim: the defaults are due in all of them.
#[test]
fn c25_steps_on_many_cases_ask_first_and_cancel_changes_nothing() {
    let mut h = harness(d(7, 8));
    click(&mut h, "open cases at close of play");
    assert!(
        h.query_by_label("Open 1,600 cases at the close of play (C19)?")
            .is_some()
    );
    assert!(h.query_by_label("and 1,595 more").is_some());
    let p = &h.state().doc.project;
    let g = &p.games()[0];
    let line = format!(
        "{} {} – {}",
        g.id,
        p.player_name(g.white),
        p.player_name(g.black)
    );
    assert!(h.query_by_label(&line).is_some(), "{line}");
    click(&mut h, "Cancel");
    assert!(h.state().doc.project.adjudications().is_empty());
    assert!(h.query_by_label("and 1,595 more").is_none(), "closed");
    click(&mut h, "open cases at close of play");
    click(&mut h, "Apply");
    assert_eq!(h.state().doc.project.adjudications().len(), 1600);
    click(&mut h, "apply C25 defaults (1600)");
    assert!(
        h.query_by_label("Apply the C25 default to 1,600 cases?")
            .is_some()
    );
    click(&mut h, "Cancel");
    let applied = |h: &Harness<'static, CcdeskApp>| {
        h.state()
            .doc
            .project
            .adjudications()
            .iter()
            .filter(|c| c.default_applied.is_some())
            .count()
    };
    assert_eq!(applied(&h), 0, "cancel changes nothing");
    click(&mut h, "apply C25 defaults (1600)");
    click(&mut h, "Apply");
    assert_eq!(applied(&h), 1600);
    assert!(h.query_by_label("apply C25 defaults (0)").is_some());
}

// rule: C24 — on 20 June the claims are due on 30 June, 10 days away.
#[test]
fn c24_the_cases_of_a_large_season_are_filtered_and_counted() {
    let mut h = harness(d(6, 20));
    click(&mut h, "open cases at close of play");
    click(&mut h, "Apply");
    assert!(h.query_by_label("showing 1,600 of 1,600 cases").is_some());
    // One division: 80 games.
    click(&mut h, "division");
    click(&mut h, "Division 3");
    assert!(h.query_by_label("showing 80 of 1,600 cases").is_some());
    // One team of it: 8 boards, two games a board: 16.
    let team = h.state().doc.project.divisions()[2].teams[0].name.clone();
    click(&mut h, "team");
    click(&mut h, &team);
    assert!(h.query_by_label("showing 16 of 1,600 cases").is_some());
    // Due within 7 days: none (30 June is 10 days away).
    click(&mut h, "deadline");
    click(&mut h, "due within 7 days");
    assert!(h.query_by_label("showing 0 of 1,600 cases").is_some());
    assert!(h.query_by_label("No case matches the filters.").is_some());
    click(&mut h, "clear filters");
    assert!(h.query_by_label("showing 1,600 of 1,600 cases").is_some());
    // Search by game id: g1234 alone.
    fill(&mut h, "search cases", "g1234");
    assert!(h.query_by_label("showing 1 of 1,600 cases").is_some());
    // Search by a player's name, in any case: the two games of his pairing
    // (a name no other player has, nor holds).
    let p = &h.state().doc.project;
    let names: Vec<String> = p.players().iter().map(|x| x.name.to_lowercase()).collect();
    let player = names
        .iter()
        .find(|n| names.iter().filter(|m| m.contains(n.as_str())).count() == 1)
        .expect("a player with a name of his own")
        .clone();
    fill(&mut h, "search cases", &player);
    assert!(h.query_by_label("showing 2 of 1,600 cases").is_some());
    click(&mut h, "clear filters");
    click(&mut h, "division");
    click(&mut h, "Division 3");
    click(&mut h, "team");
    click(&mut h, &team);
    assert!(h.query_by_label("showing 16 of 1,600 cases").is_some());
    h.snapshot("adjudication_cases_filtered");
}
