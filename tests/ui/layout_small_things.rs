//! The small things of issue 20, each on the demo in the Organiser
//! workspace: each division keeps its own seed; the employment choice in
//! Player details works every time the dialog opens; a result report
//! starts with no result, no reason and no date, and records what was
//! chosen; the division's title is whole ("1 team", never "1 teams…"); the
//! admin tabs that do not fit fold into a menu.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::workspace::Workspace;
use ccdesk::domain::game::{Outcome, Termination};
use ccdesk::domain::player::Employment;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{Window, click, click_button, demo_app, open_window, type_into};

fn organiser(size: [f32; 2]) -> Window {
    let mut app = demo_app(None);
    app.choose_workspace(Workspace::Organiser);
    open_window(app, size)
}

fn seed_typed(h: &Window) -> String {
    h.get_by_label("seed").value().unwrap_or_default()
}

fn choose_division(h: &mut Window, title: &str) {
    click(h, "division");
    click(h, title);
}

#[test]
fn each_division_keeps_its_own_seed() {
    let mut h = organiser([1280.0, 800.0]);
    click(&mut h, "Pairings (12)");
    type_into(&mut h, "seed", "7");
    assert_eq!(seed_typed(&h), "7");
    choose_division(&mut h, "Division 2 (5 teams, 4 boards)");
    assert_eq!(seed_typed(&h), "");
    type_into(&mut h, "seed", "2026");
    assert_eq!(seed_typed(&h), "2026");
    choose_division(&mut h, "Division 1 (6 teams, 4 boards)");
    assert_eq!(seed_typed(&h), "7");
}

#[test]
fn the_employment_choice_works_every_time_player_details_opens() {
    let mut h = organiser([1280.0, 800.0]);
    click(&mut h, "Teams (6)");
    let row = h
        .query_all_by_label_contains("board 1: ")
        .next()
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap();
    let name = row
        .trim()
        .trim_start_matches("board 1: ")
        .replace(" (captain)", "");
    let employment = |h: &Window| {
        let p = &h.state().doc.project;
        p.players()
            .iter()
            .find(|p| p.name == name)
            .unwrap()
            .employment
            .clone()
    };
    for (choice, expected) in [
        ("retired", Employment::Retired),
        ("employed", Employment::Employed),
        ("retired", Employment::Retired),
    ] {
        click(&mut h, &row);
        assert!(h.query_by_label("Player details").is_some());
        h.get_by_role_and_label(egui::accesskit::Role::RadioButton, choice)
            .click();
        h.run();
        click(&mut h, "save player");
        assert_eq!(employment(&h), expected, "choosing {choice}");
    }
}

#[test]
fn a_result_report_starts_with_nothing_chosen_and_records_what_was() {
    let mut h = organiser([1280.0, 800.0]);
    click(&mut h, "Results");
    let rows: Vec<_> = h
        .query_all_by_label_contains("Ian Lockwood – Frank Dewhurst")
        .collect();
    rows.last().unwrap().click();
    h.run();
    // Nothing chosen: no reason offered before a result, no date, and the
    // report cannot be recorded yet.
    assert!(h.query_by_label("how it ended:").is_none());
    assert_eq!(
        h.get_by_label("report received on")
            .value()
            .unwrap_or_default(),
        ""
    );
    assert!(
        h.get_by_role_and_label(egui::accesskit::Role::Button, "record the report")
            .accesskit_node()
            .is_disabled()
    );
    click_button(&mut h, "1-0");
    assert!(h.query_by_label("how it ended:").is_some());
    assert!(
        h.get_by_role_and_label(egui::accesskit::Role::Button, "record the report")
            .accesskit_node()
            .is_disabled()
    );
    click_button(&mut h, "time");
    // The day the report arrived: typed, or the game's last move's day.
    let last_move = h
        .query_all_by_label_contains("last move's day (")
        .next()
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap();
    click_button(&mut h, &last_move);
    let day = last_move
        .trim_start_matches("last move's day (")
        .trim_end_matches(')')
        .to_owned();
    assert_eq!(
        h.get_by_label("report received on")
            .value()
            .unwrap_or_default(),
        day
    );
    click_button(&mut h, "record the report");
    let season = &h.state().doc.project.competition().unwrap().seasons;
    let report = season
        .last()
        .unwrap()
        .records
        .reports
        .last()
        .unwrap()
        .clone();
    assert_eq!(report.result.outcome, Outcome::WhiteWins);
    assert_eq!(report.result.termination, Termination::Time);
    assert_eq!(report.received.to_string(), day);
    assert!(h.query_by_label_contains("reported 1-0 by time").is_some());
}

#[test]
fn admin_tabs_that_do_not_fit_fold_into_a_menu() {
    let mut h = organiser([1280.0, 800.0]);
    h.state_mut().choose_workspace(Workspace::AllPanes);
    h.run();
    // The admin pane is narrow here: the last tabs are in a menu named
    // after the tab chosen in it (Games, the first shown).
    assert!(h.query_by_label("Fees").is_none());
    click(&mut h, "Games (24) ▾");
    click(&mut h, "Fees");
    assert!(h.query_by_label("Fees ▾").is_some());
    click(&mut h, "Teams (6)");
    assert!(h.query_by_label("more ▾").is_some());
    // The division's title and "new division…" are whole.
    assert_eq!(
        h.get_by_label("division").value().as_deref(),
        Some("Division 1 (6 teams, 4 boards)")
    );
    assert!(h.query_by_label("new division…").is_some());
}
