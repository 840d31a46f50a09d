//! The next season from the window (C31, C32): two divisions of three
//! teams played out, the champions and two up and two down proposed from
//! the final tables, one move overridden by the Organiser, the season
//! started, and the new season paired without the old season's games.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::ids::{CompanyId, PlayerId, TeamId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::hutton::HuttonTable;
use ccdesk::domain::tournament::records::{Reporter, ResultReport};
use ccdesk::domain::tournament::results::pairing_game;
use ccdesk::domain::tournament::{
    Company, Competition, Division, Season, SeasonCalendar, SeasonRecords, Team,
};
use ccdesk::domain::tournament::{TournamentCommand as T, pairings_command};
use chrono::NaiveDate;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{Window, app_on, click, click_button, date, hide, open_window};

fn run(p: &mut Project, c: Command) {
    apply(p, c).unwrap();
}

/// Enters teams `X A`, `X B`, `X C` (two boards) in `division`, pairs it
/// by the generated table (A1-B1, A2-C2, B2-C1) and plays it so that A
/// finishes first (3), C second (2), B third (1).
fn play_division(p: &mut Project, division: &str, prefix: &str, first_id: u32) {
    run(
        p,
        Command::Tournament(T::AddDivision {
            division: Box::new(Division {
                name: division.into(),
                boards: 2,
                teams: Vec::new(),
                draw_seed: None,
                pairings: Vec::new(),
            }),
            index: None,
        }),
    );
    for (k, letter) in ["A", "B", "C"].iter().enumerate() {
        let id = first_id + u32::try_from(k).unwrap();
        let name = format!("{prefix} {letter}");
        run(
            p,
            Command::Tournament(T::SetCompany(Company {
                id: CompanyId(id),
                name: name.clone(),
                representative: String::new(),
                representative_address: String::new(),
                representative_phone: String::new(),
                contact: String::new(),
                members: 2,
            })),
        );
        let mut players = Vec::new();
        for b in 1..=2 {
            let mut player = Player::new(PlayerId(id * 10 + b), format!("{name} {b}"));
            player.company = Some(CompanyId(id));
            players.push(player.id);
            run(p, Command::AddPlayer(player));
        }
        run(
            p,
            Command::Tournament(T::SetTeam {
                division: division.into(),
                team: Team {
                    id: TeamId(id),
                    name,
                    company: CompanyId(id),
                    partner: None,
                    captain: players.first().copied(),
                    players,
                },
            }),
        );
    }
    let c = pairings_command(p, division, &HuttonTable::generate(3, 2).unwrap()).unwrap();
    run(p, c);
    let (a, b, c) = (first_id, first_id + 1, first_id + 2);
    for (white, black, outcome) in [
        ((a, 1), (b, 1), Outcome::WhiteWins),
        ((b, 1), (a, 1), Outcome::BlackWins),
        ((a, 2), (c, 2), Outcome::Draw),
        ((c, 2), (a, 2), Outcome::Draw),
        ((b, 2), (c, 1), Outcome::WhiteWins),
        ((c, 1), (b, 2), Outcome::WhiteWins),
    ] {
        let game = pairing_game(
            p,
            division,
            (TeamId(white.0), white.1),
            (TeamId(black.0), black.1),
        )
        .unwrap()
        .id;
        run(
            p,
            Command::Tournament(T::ReportResult(ResultReport {
                game,
                by: Reporter::Organiser,
                result: GameResult {
                    outcome,
                    termination: Termination::Resignation,
                },
                received: NaiveDate::from_ymd_opt(2026, 5, 1).unwrap(),
                record_received: false,
            })),
        );
    }
}

pub(crate) fn played_season() -> Project {
    let mut p = Project::new("Inter-Office");
    run(
        &mut p,
        Command::Tournament(T::StartCompetition(Box::new(Competition {
            name: "Inter-Office".into(),
            organiser: String::new(),
            organiser_address: String::new(),
            seasons: vec![Season {
                name: "2025-26".into(),
                calendar: SeasonCalendar::default_for(2025).unwrap(),
                divisions: Vec::new(),
                records: SeasonRecords::default(),
            }],
        }))),
    );
    play_division(&mut p, "Division 1", "One", 1);
    play_division(&mut p, "Division 2", "Two", 4);
    p
}

fn harness(project: Project) -> Window {
    let mut app = app_on(project, date(2026, 7, 20));
    hide(
        &mut app,
        &[Pane::Board, Pane::Scoresheet, Pane::Ledger, Pane::Games],
    );
    open_window(app, [1280.0, 900.0])
}

fn team_names(h: &Window, division: usize) -> Vec<String> {
    h.state().doc.project.divisions()[division]
        .teams
        .iter()
        .map(|t| t.name.clone())
        .collect()
}

#[test]
fn the_next_season_moves_two_up_and_two_down_and_pairs_afresh() {
    let mut h = harness(played_season());
    click(&mut h, "Calendar");
    click(&mut h, "next season…");
    // rule: C31 — the winners of the first division are the champions.
    assert!(h.query_by_label("Champions (C31): One A.").is_some());
    assert!(
        h.query_by_label("Division 2 trophy (C30): Two A.")
            .is_some()
    );
    // rule: C32 — the top two of Division 2 go up, the bottom two of
    // Division 1 go down.
    for (team, how) in [
        ("Two A", "↑ promoted from Division 2"),
        ("Two C", "↑ promoted from Division 2"),
        ("One C", "↓ relegated from Division 1"),
        ("One B", "↓ relegated from Division 1"),
    ] {
        let y = h.get_by_label(team).rect().center().y;
        assert!(
            h.query_all_by_label(how)
                .any(|n| (n.rect().center().y - y).abs() < 4.0),
            "{team}: {how}"
        );
    }
    assert!(h.query_by_label("new season").is_some());
    h.snapshot("rollover_proposal");
    // The Organiser keeps One C up (the Committee decided otherwise, C32).
    click(&mut h, "One C");
    click_button(&mut h, "Division 1");
    assert!(
        h.query_by_label("moved by the Organiser from Division 1")
            .is_none(),
        "kept in its own division, One C has no move"
    );
    click(&mut h, "start next season");
    let competition = h.state().doc.project.competition().unwrap();
    assert_eq!(competition.seasons.len(), 2);
    assert_eq!(competition.seasons[1].name, "2026-27");
    assert_eq!(
        competition.seasons[1].calendar,
        SeasonCalendar::default_for(2026).unwrap()
    );
    assert_eq!(
        competition.seasons[0]
            .records
            .champions
            .as_ref()
            .unwrap()
            .names,
        ["One A"]
    );
    let mut one = team_names(&h, 0);
    one.sort();
    assert_eq!(one, ["One A", "One C", "Two A", "Two C"]);
    let mut two = team_names(&h, 1);
    two.sort();
    assert_eq!(two, ["One B", "Two B"]);
    let season = h.get_by_label("Season").accesskit_node().value();
    assert_eq!(season.as_deref(), Some("2026-27 (current)"));
    // rule: C30 — every division's trophy, listed as `ccdesk trophies` lists it.
    click(
        &mut h,
        "Champions 2025-26: One A (C31) · every trophy (C30)",
    );
    assert!(
        h.query_by_label(
            "2025-26 Division 1, the premier trophy: Champions (C31): One A from 2026-10-15 to 2027-10-14"
        )
        .is_some()
    );
    assert!(
        h.query_by_label("2025-26 Division 2, trophy (C30): Two A from 2026-10-15 to 2027-10-14")
            .is_some()
    );

    // The new season starts with no games: last season's stay with it.
    assert!(h.query_by_label("Games (0)").is_some());
    click(&mut h, "Pairings (0)");
    h.get_by_label("seed").focus();
    h.run();
    h.get_by_label("seed").type_text("3");
    h.run();
    click(&mut h, "generate pairings");
    // Four teams of two boards: four pairings, eight new games; the twelve
    // of last season are kept.
    assert!(h.query_by_label("Games (8)").is_some());
    assert_eq!(h.state().doc.project.games().len(), 20);

    // Undo the pairing, then the new season: last season is current again
    // with its games and standings.
    h.state_mut().undo();
    h.run();
    h.state_mut().undo();
    h.run();
    assert_eq!(
        h.state()
            .doc
            .project
            .competition()
            .as_ref()
            .unwrap()
            .seasons
            .len(),
        1
    );
    assert!(h.query_by_label("Games (6)").is_some());
    assert!(
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .champions
            .is_none()
    );
}
