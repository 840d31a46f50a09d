//! The tournament admin pane driven through egui_kittest: an organiser
//! starts a season (a division, four teams of two boards), generates the
//! pairings, enters results game by game by clicking, reads the standings
//! from the window as worked out by hand, and undoes a disputed report.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::ids::{CompanyId, PlayerId, TeamId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::command::TournamentCommand as T;
use ccdesk::domain::tournament::{
    Company, Competition, Division, Season, SeasonCalendar, SeasonRecords, Team,
};
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{
    WINDOW_SIZE, app_on, click, click_button, date, fill, has, hide, open_window, type_into,
};

const NAMES: [&str; 4] = ["Alpha", "Bravo", "Charlie", "Delta"];

/// A competition with one season and no divisions: where an organiser
/// starts once the competition is started (see season_setup.rs for that step).
fn empty_season() -> Project {
    let mut p = Project::new("Inter-Office");
    *p.hand_edit().competition = Some(Competition {
        name: "Inter-Office".into(),
        organiser: "Organiser".into(),
        organiser_address: String::new(),
        seasons: vec![Season {
            name: "2025-26".into(),
            calendar: SeasonCalendar::default_for(2025).unwrap(),
            divisions: Vec::new(),
            records: SeasonRecords::default(),
        }],
    });
    p
}

/// Division 1 of four teams of two boards (Alpha, Bravo, Charlie, Delta,
/// ids 1-4 in entry order, players `Alpha 1`, `Alpha 2`, ...), not paired.
fn four_teams() -> Project {
    let mut p = empty_season();
    let run = |p: &mut Project, c: Command| {
        apply(p, c).unwrap();
    };
    run(
        &mut p,
        Command::Tournament(T::AddDivision {
            division: Box::new(Division {
                name: "Division 1".into(),
                boards: 2,
                teams: Vec::new(),
                draw_seed: None,
                pairings: Vec::new(),
            }),
            index: None,
        }),
    );
    let mut next = 1;
    for (i, name) in NAMES.iter().enumerate() {
        let id = u32::try_from(i).unwrap() + 1;
        run(
            &mut p,
            Command::Tournament(T::SetCompany(Company {
                id: CompanyId(id),
                name: (*name).to_owned(),
                representative: "Rep".into(),
                representative_address: String::new(),
                representative_phone: String::new(),
                contact: String::new(),
                members: 2,
            })),
        );
        let mut players = Vec::new();
        for b in 1..=2 {
            let mut player = Player::new(PlayerId(next), format!("{name} {b}"));
            player.company = Some(CompanyId(id));
            players.push(player.id);
            next += 1;
            run(&mut p, Command::AddPlayer(player));
        }
        run(
            &mut p,
            Command::Tournament(T::SetTeam {
                division: "Division 1".into(),
                team: Team {
                    id: TeamId(id),
                    name: (*name).to_owned(),
                    company: CompanyId(id),
                    partner: None,
                    captain: players.first().copied(),
                    players,
                },
            }),
        );
    }
    p
}

/// The app with only the admin pane shown, on 29 Nov 2025.
fn admin_app(project: Project) -> CcdeskApp {
    let mut app = app_on(project, date(2025, 11, 29));
    hide(
        &mut app,
        &[Pane::Board, Pane::Scoresheet, Pane::Ledger, Pane::Games],
    );
    app
}

/// The window with only the admin pane shown, on 29 Nov 2025.
fn harness(project: Project) -> Harness<'static, CcdeskApp> {
    open_window(admin_app(project), WINDOW_SIZE)
}

/// Alpha's two players (ids 1 and 2) recorded as ex-employees who left on
/// 31 March 2024 with no later employer: two of two, more than C13's half.
fn alpha_all_ex_employees(p: &mut Project) {
    use ccdesk::domain::player::Employment;
    for id in [1, 2] {
        let mut player = p.player(PlayerId(id)).unwrap().clone();
        player.employment = Employment::ExEmployee {
            left: NaiveDate::from_ymd_opt(2024, 3, 31).unwrap(),
            later_employers: Vec::new(),
        };
        apply(p, Command::UpdatePlayer(player)).unwrap();
    }
}

/// Reports `result` for the game chosen in the Results tab: the result,
/// how it ended (resignation, or an agreed draw), received today.
fn report(h: &mut Harness<'static, CcdeskApp>, result: &str) {
    click_button(h, result);
    let how = if result == "½-½" {
        "agreed draw"
    } else {
        "resignation"
    };
    click_button(h, how);
    click_button(h, "today");
    click_button(h, "record the report");
}

/// The labels on the same line as `first` in the window, left to right.
fn line_of(h: &Harness<'static, CcdeskApp>, first: &str) -> Vec<String> {
    let y = h.get_by_label(first).rect().center().y;
    let mut cells: Vec<(f32, String)> = h
        .query_all_by_label_contains("")
        .filter_map(|n| {
            let node = n.accesskit_node();
            let r = n.rect();
            ((r.center().y - y).abs() < 3.0)
                .then_some((r.left(), node.label().or_else(|| node.value())?))
        })
        .filter(|(_, l)| !l.is_empty())
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0));
    cells.into_iter().map(|(_, l)| l).collect()
}

/// Selects a game in the results tab by its players and enters `result`.
fn enter(h: &mut Harness<'static, CcdeskApp>, players: &str, result: &str) {
    let rows: Vec<_> = h.query_all_by_label_contains(players).collect();
    rows.last()
        .unwrap_or_else(|| panic!("no game {players}"))
        .click();
    h.run();
    report(h, result);
}

#[test]
fn an_organiser_starts_a_season_from_an_empty_division_list() {
    // rule: C04, C05 (divisions with a number of boards), C14 (board order)
    let mut h = harness(empty_season());
    assert!(
        h.query_by_label("This season has no divisions yet.")
            .is_some()
    );
    click(&mut h, "new division…");
    type_into(&mut h, "name", "Division 1");
    type_into(&mut h, "boards", "2");
    click(&mut h, "add division");
    let divisions = &h.state().doc.project.competition().unwrap().seasons[0].divisions;
    assert_eq!(divisions.len(), 1);
    assert_eq!(
        (divisions[0].name.as_str(), divisions[0].boards),
        ("Division 1", 2)
    );
    click(&mut h, "Teams (0)");
    for name in NAMES {
        click(&mut h, "add team…");
        type_into(&mut h, "team", name);
        type_into(&mut h, "company", name);
        type_into(&mut h, "players", &format!("{name} 1, {name} 2"));
        click(&mut h, "add team");
    }
    assert!(h.query_by_label("Teams (4)").is_some());
    assert!(h.query_by_label("    board 2: Delta 2").is_some());
    assert!(h.query_by_label("    board 1: Alpha 1 (captain)").is_some());
    // A team with more players than boards is refused with the command's
    // reason (C05, C06), not entered.
    click(&mut h, "add team…");
    type_into(&mut h, "team", "Echo");
    type_into(&mut h, "company", "Echo");
    type_into(&mut h, "players", "Echo 1, Echo 2, Echo 3");
    click(&mut h, "add team");
    assert!(
        h.query_by_label_contains("Echo names 3 players for 2 boards")
            .is_some()
    );
    click(&mut h, "cancel");
    assert!(h.query_by_label("Teams (4)").is_some());
    // A team short of a player is entered, its form still due (C11); an
    // unpaired team can be removed (E9.1) from its right-click menu.
    click(&mut h, "add team…");
    type_into(&mut h, "team", "Echo");
    type_into(&mut h, "company", "Echo");
    type_into(&mut h, "players", "Echo 1");
    click(&mut h, "add team");
    assert!(h.query_by_label("Teams (5)").is_some());
    let echo = h
        .state()
        .doc
        .project
        .companies()
        .iter()
        .find(|c| c.name == "Echo")
        .unwrap()
        .id;
    let records = &h.state().doc.project.competition().unwrap().seasons[0].records;
    assert!(records.entries.iter().any(|e| e.company == echo));
    assert!(!records.forms.iter().any(|e| e.company == echo));
    h.get_by_label_contains("Echo  (Echo)").click_secondary();
    h.run();
    click(&mut h, "remove team");
    assert!(h.query_by_label("Teams (4)").is_some());

    // rule: C17 (each pairing two games, one with each colour)
    click(&mut h, "Pairings (0)");
    type_into(&mut h, "seed", "7");
    click(&mut h, "generate pairings");
    assert!(h.query_by_label("Lots drawn with seed 7.").is_some());
    assert!(h.query_by_label("Games (8)").is_some());
    assert!(
        h.query_by_label("Board differences: 4 at difference 0.")
            .is_some()
    );
    // The draw with seed 7 gives Bravo A, Charlie B, Alpha C, Delta D.
    assert!(h.query_by_label("A1 Bravo 1  v  B1 Charlie 1").is_some());
    assert!(h.query_by_label("C1 Alpha 1  v  D1 Delta 1").is_some());

    // Each step is one undo: the pairings and games go, then the teams.
    h.state_mut().undo();
    h.run();
    assert!(h.query_by_label("Games (0)").is_some());
    assert_eq!(h.state().doc.project.games().len(), 0);
}

#[test]
fn results_by_clicking_give_the_standings_worked_by_hand() {
    let mut h = harness(four_teams());
    click(&mut h, "Pairings (0)");
    type_into(&mut h, "seed", "7");
    click(&mut h, "generate pairings");
    // Seed 7: A Bravo, B Charlie, C Alpha, D Delta; the Hutton table for 4
    // teams of 2 boards pairs A1-B1, A2-C2, B2-D2, C1-D1.
    click(&mut h, "Results");
    enter(&mut h, "Bravo 1 – Charlie 1", "1-0");
    enter(&mut h, "Charlie 1 – Bravo 1", "½-½");
    enter(&mut h, "Bravo 2 – Alpha 2", "0-1");
    enter(&mut h, "Alpha 2 – Bravo 2", "1-0");
    enter(&mut h, "Charlie 2 – Delta 2", "1-0");
    enter(&mut h, "Alpha 1 – Delta 1", "½-½");
    enter(&mut h, "Delta 1 – Alpha 1", "½-½");
    // rule: C23 — only Delta's captain reports this one: his result stands.
    let rows: Vec<_> = h
        .query_all_by_label_contains("Delta 2 – Charlie 2")
        .collect();
    rows.last().unwrap().click();
    h.run();
    click(&mut h, "reported by");
    click(&mut h, "the captain of Delta");
    report(&mut h, "½-½");
    assert!(
        h.query_by_label("Only one captain reported: ½-½ stands (C23).")
            .is_some()
    );

    // rule: C29 — game points; C30 — ties by board count (own board for a
    // win, half of it for a draw, lower is better).
    //   Alpha   board 2 won twice (2), board 1 drawn twice (1)   = 3,   bc 4 + 1     = 5
    //   Charlie board 1 drawn (½), board 2 won and drawn (1½)    = 2,   bc ½ + 2 + 1 = 3.5
    //   Bravo   board 1 won and drawn (1½), board 2 lost twice   = 1.5, bc 1 + ½     = 1.5
    //   Delta   board 1 drawn twice (1), board 2 drawn (½)       = 1.5, bc 1 + 1     = 2
    click(&mut h, "Standings");
    assert_eq!(line_of(&h, "Alpha"), ["1", "Alpha", "3", "5", "points"]);
    assert_eq!(
        line_of(&h, "Charlie"),
        ["2", "Charlie", "2", "3.5", "points"]
    );
    assert_eq!(
        line_of(&h, "Bravo"),
        ["3", "Bravo", "1.5", "1.5", "board count"]
    );
    assert_eq!(
        line_of(&h, "Delta"),
        ["4", "Delta", "1.5", "2", "board count"]
    );
    h.snapshot("admin_standings");

    // rule: C23, C37 — Charlie's captain reports the other result: the
    // game is disputed and counts nothing until the organiser decides.
    click(&mut h, "Results");
    let rows: Vec<_> = h
        .query_all_by_label_contains("Delta 2 – Charlie 2")
        .collect();
    rows.last().unwrap().click();
    h.run();
    click(&mut h, "reported by");
    click(&mut h, "the captain of Charlie");
    report(&mut h, "0-1");
    assert!(h.query_by_label("disputed (C37)").is_some());
    click(&mut h, "Standings");
    assert_eq!(line_of(&h, "Delta"), ["4", "Delta", "1", "1", "points"]);

    // Edit > Undo takes the disputed report back: the standings are as before.
    click(&mut h, "Edit");
    click(&mut h, "Undo");
    assert_eq!(
        line_of(&h, "Delta"),
        ["4", "Delta", "1.5", "2", "board count"]
    );
    click(&mut h, "Results");
    assert!(h.query_by_label("disputed (C37)").is_none());
}

// rule: C14 — a team's board order and players change from a player's
// right-click menu before pairing; once paired, the command refuses and
// the window says why (C20).
// rule: C20
#[test]
fn an_organiser_changes_boards_and_teams_from_the_player_menu() {
    let mut h = harness(four_teams());
    click(&mut h, "Teams (4)");
    let players = |h: &Harness<'static, CcdeskApp>, team: u32| -> Vec<u32> {
        h.state()
            .doc
            .project
            .team(TeamId(team))
            .unwrap()
            .players
            .iter()
            .map(|p| p.0)
            .collect()
    };
    h.get_by_label("    board 2: Alpha 2").click_secondary();
    h.run();
    click(&mut h, "up to board 1");
    assert_eq!(players(&h, 1), vec![2, 1]);
    assert!(h.query_by_label("    board 1: Alpha 2").is_some());

    h.get_by_label("    board 2: Alpha 1 (captain)")
        .click_secondary();
    h.run();
    click(&mut h, "take off the team");
    assert_eq!(players(&h, 1), vec![2]);

    // Bravo 2 moves to Alpha's empty board 2 and leaves Bravo (C13).
    h.get_by_label("    board 2: Bravo 2").click_secondary();
    h.run();
    click(&mut h, "move to team");
    click(&mut h, "Alpha (board 2)");
    assert_eq!(players(&h, 1), vec![2, 4]);
    assert_eq!(players(&h, 2), vec![3]);

    // A full team takes no one: refused with the command's reason.
    h.get_by_label("    board 1: Bravo 1 (captain)")
        .click_secondary();
    h.run();
    click(&mut h, "move to team");
    click(&mut h, "Charlie (board 3)");
    assert!(
        h.query_by_label_contains("Charlie names 3 players for 2 boards")
            .is_some()
    );
    assert_eq!(players(&h, 3), vec![5, 6]);
}

// rule: C13 — a team fielding more ex-employees than C13 allows is
// flagged in the window with the same words `ccdesk check` lists, the
// ruling due under C21, and once the Organiser records a deduction, the
// ruling.
// rule: C21
#[test]
fn the_window_and_check_show_a_breach_and_its_ruling_alike() {
    use ccdesk::domain::tournament::records::{DeductionRule, PointDeduction};
    use ccdesk::domain::validate::rulings_due;
    let mut p = four_teams();
    alpha_all_ex_employees(&mut p);
    let due = rulings_due(&p);
    assert!(!due.is_empty());
    let mut h = harness(p);
    click(&mut h, "Teams (4)");
    for r in &due {
        assert!(r.to_string().ends_with(&r.breach_and_ruling()));
        assert!(
            h.query_by_label(&format!("    breach: {}", r.breach_and_ruling()))
                .is_some(),
            "the window does not show: {r}"
        );
        assert!(r.breach_and_ruling().contains("ruling due under C21"));
    }
    h.state_mut()
        .execute(Command::Tournament(T::AddDeduction(PointDeduction {
            team: TeamId(1),
            player: None,
            halves: 4,
            rule: DeductionRule::IneligiblePlayer,
            reason: "two ex-employees of two".to_owned(),
            decided: NaiveDate::from_ymd_opt(2025, 11, 20).unwrap(),
        })));
    h.run();
    let ruled = rulings_due(&h.state().doc.project);
    assert_eq!(ruled.len(), due.len());
    for r in &ruled {
        assert!(
            r.breach_and_ruling()
                .contains("ruled: 2 game points deducted on 2025-11-20 (C21)")
        );
        assert!(
            h.query_by_label(&format!("    breach: {}", r.breach_and_ruling()))
                .is_some(),
            "the window does not show: {r}"
        );
    }
}

// rule: C13 — the window in German words the breach, its ruling due under
// C21 and the C12 notes from its German catalogue, the English gone.
// rule: C12
// rule: C21
#[test]
fn the_window_in_german_words_the_findings_in_german() {
    let mut p = four_teams();
    alpha_all_ex_employees(&mut p);
    let mut app = admin_app(p);
    app.set_system_language(ccdesk::app::i18n::Language::German);
    let mut h = open_window(app, WINDOW_SIZE);
    click(&mut h, "Mannschaften (4)");
    assert!(
        h.query_by_label(
            "    Verstoß: 2 ehemalige Mitarbeiter in einer Mannschaft von 2: höchstens die Hälfte (C13); \
             Entscheidung fällig nach C21: bis zu 4 Brettpunkte Abzug und/oder die Partien als vom Gegner gewonnen gewertet"
        )
        .is_some(),
        "no German breach"
    );
    for player in ["Alpha 1", "Alpha 2"] {
        let note = format!(
            "    Hinweis (C12): {player} ist am 31. März 2024 ausgeschieden; spätere Arbeitgeber: keine"
        );
        assert!(h.query_by_label(&note).is_some(), "no German note: {note}");
    }
    for english in ["ex-employees", "later employers", "ruling due under"] {
        assert!(!has(&h, english), "English left: {english}");
    }
}

// rule: C09 — an expelled company's team is marked in the Teams tab.
#[test]
fn c09_an_expelled_team_is_marked_in_the_teams_tab() {
    use ccdesk::domain::tournament::{CompanyStep, WithdrawalRuling};
    let mut p = four_teams();
    let company = p.team(TeamId(1)).unwrap().company;
    let reminded = NaiveDate::from_ymd_opt(2025, 12, 1).unwrap();
    apply(
        &mut p,
        Command::Tournament(T::RecordStep {
            step: CompanyStep::Reminder,
            company,
            date: reminded,
        }),
    )
    .unwrap();
    apply(
        &mut p,
        Command::Tournament(T::Expel {
            company,
            ruling: WithdrawalRuling::Annul,
            date: reminded + chrono::Duration::days(21),
        }),
    )
    .unwrap();
    let name = p.team(TeamId(1)).unwrap().name.clone();
    let mut h = harness(p);
    click(&mut h, "Teams (4)");
    let company_name = h.state().doc.project.company(company).unwrap().name.clone();
    assert!(
        h.query_by_label_contains(&format!("{name}  ({company_name})  ✖ expelled (C09)"))
            .is_some(),
        "no expelled mark on {name}"
    );
}

// rule: C38 — the Organiser deducts 2 game points from Alpha on 20
// November; Alpha's company appeals. Clicking "withdraw" opens the form
// for that deduction: an appeal received on 29 November (today, the
// form's default), 9 days after the notice of 20 November, is refused
// with the rule and the deduction stays; received on 25 November (5 days)
// and upheld by the Committee on 28 November, it is withdrawn and listed
// with who, when and why; Edit > Undo puts it back in force.
#[test]
fn c38_withdrawing_a_deduction_on_appeal_by_clicking() {
    use ccdesk::app::Dialog;
    use ccdesk::domain::tournament::records::{DeductionRule, PointDeduction};
    let mut p = four_teams();
    let deduction = PointDeduction {
        team: TeamId(1),
        player: None,
        halves: 4,
        rule: DeductionRule::IneligiblePlayer,
        reason: "two ex-employees of two".to_owned(),
        decided: date(2025, 11, 20),
    };
    apply(
        &mut p,
        Command::Tournament(T::AddDeduction(deduction.clone())),
    )
    .unwrap();
    let records = |h: &Harness<'static, CcdeskApp>| {
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .clone()
    };
    let mut h = harness(p);
    click(&mut h, "Deductions");
    click(&mut h, "withdraw");
    assert!(
        h.query_by_label("Withdraw the 2-point deduction from Alpha (C21, decided 2025-11-20)")
            .is_some()
    );
    let before = h.state().doc.project.clone();
    click_button(&mut h, "withdraw deduction");
    let Some(Dialog::Error(why)) = h.state().dialog.clone() else {
        panic!("the refusal is said: {:?}", h.state().dialog);
    };
    assert_eq!(
        why,
        "the appeal of 2025-11-29 came 9 days after Alpha was notified on 2025-11-20: an appeal is due within 7 days (C38)"
    );
    assert_eq!(h.state().doc.project, before);
    click_button(&mut h, "OK");
    // The form stays open with its dates, to be corrected.
    fill(&mut h, "appeal received", "2025-11-25");
    fill(&mut h, "Committee decided", "2025-11-28");
    h.snapshot("admin_withdraw_deduction_form");
    click_button(&mut h, "withdraw deduction");
    assert!(h.state().dialog.is_none(), "{:?}", h.state().dialog);
    assert!(records(&h).deductions.is_empty());
    assert_eq!(records(&h).withdrawn_deductions.len(), 1);
    assert_eq!(records(&h).withdrawn_deductions[0].deduction, deduction);
    assert_eq!(
        h.state().doc.last_event.as_deref(),
        Some(
            "withdrew the 2-point deduction from Alpha (C38): the Committee upheld the appeal of 2025-11-25 on 2025-11-28"
        )
    );
    // The form closed; the deduction is listed as withdrawn.
    assert!(h.query_by_label("withdraw deduction").is_none());
    assert!(
        h.query_by_label("No deductions in this division.")
            .is_some()
    );
    assert!(
        h.query_by_label("the Committee upheld the appeal of 2025-11-25 on 2025-11-28 (C38)")
            .is_some()
    );
    h.snapshot("admin_withdrawn_deduction");
    h.state_mut().undo();
    h.run();
    assert_eq!(h.state().doc.project, before);
    assert!(h.query_by_label("withdraw").is_some());
}
