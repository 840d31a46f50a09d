//! Tournament admin worked by hand: a division of four teams of two boards
//! paired by the Hutton table, results reported game by game, standings,
//! eligibility, replacements, fees, the due list and the rollover.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::ids::{CompanyId, GameId, PlayerId, TeamId};
use ccdesk::domain::player::{Employment, Player};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::calendar::{DueKind, due_list};
use ccdesk::domain::tournament::eligibility::{Severity, check_season};
use ccdesk::domain::tournament::fees::{Money, accounts};
use ccdesk::domain::tournament::hutton::HuttonTable;
use ccdesk::domain::tournament::records::{
    AddressChange, DeductionRule, FeeSchedule, PointDeduction, Replacement, Reporter, ResultReport,
};
use ccdesk::domain::tournament::results::{
    Settlement, current_season, pairing_game, project_standings, reports_of, settle,
};
use ccdesk::domain::tournament::rollover::{Movement, propose_rollover};
use ccdesk::domain::tournament::{
    Company, Competition, Division, Season, SeasonCalendar, SeasonRecords, Team,
};
use ccdesk::domain::tournament::{
    CompanyStep, TournamentCommand as T, WithdrawalRuling, pairings_command,
};
use ccdesk::io::results_csv::write_standings;
use chrono::NaiveDate;

const NAMES: [&str; 4] = ["Alpha", "Bravo", "Charlie", "Delta"];

pub(crate) fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

fn division(name: &str, boards: u8) -> Division {
    Division {
        name: name.to_owned(),
        boards,
        teams: Vec::new(),
        draw_seed: None,
        pairings: Vec::new(),
    }
}

/// A project with one season and `divisions` divisions of four teams of
/// two boards, companies 1.., players rated 2000 down by board; team ids
/// 1.. in entry order, team names `Alpha`.. (`Alpha 2`.. in division 2).
pub(crate) fn project(divisions: usize) -> Project {
    let mut p = Project::new("test");
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
    let mut next = 1u32;
    for d in 0..divisions {
        let dname = format!("Division {}", d + 1);
        apply(
            &mut p,
            Command::Tournament(T::AddDivision {
                division: Box::new(division(&dname, 2)),
                index: None,
            }),
        )
        .unwrap();
        for (t, base) in NAMES.iter().enumerate() {
            let id = u32::try_from(d * 4 + t + 1).unwrap();
            let name = if d == 0 {
                (*base).to_owned()
            } else {
                format!("{base} {}", d + 1)
            };
            apply(
                &mut p,
                Command::Tournament(T::SetCompany(Company {
                    id: CompanyId(id),
                    name: name.clone(),
                    representative: "Rep".into(),
                    representative_address: String::new(),
                    representative_phone: String::new(),
                    contact: String::new(),
                    members: 2,
                })),
            )
            .unwrap();
            let mut players = Vec::new();
            for b in 0..2u16 {
                let mut player = Player::new(PlayerId(next), format!("{name} {}", b + 1));
                player.company = Some(CompanyId(id));
                player.rating = Some(2000 - b * 100);
                player.address = format!("{} Road\nTown", next);
                players.push(PlayerId(next));
                next += 1;
                apply(&mut p, Command::AddPlayer(player)).unwrap();
            }
            apply(
                &mut p,
                Command::Tournament(T::SetTeam {
                    division: dname.clone(),
                    team: Team {
                        id: TeamId(id),
                        name,
                        company: CompanyId(id),
                        partner: None,
                        captain: players.first().copied(),
                        players,
                    },
                }),
            )
            .unwrap();
        }
        let table = HuttonTable::generate(4, 2).unwrap();
        let command = pairings_command(&p, &dname, &table).unwrap();
        apply(&mut p, command).unwrap();
    }
    p
}

/// The game where `(team, board)` has White against `(opp, opp_board)` in
/// division 1.
pub(crate) fn game(p: &Project, white: (u32, u8), black: (u32, u8)) -> GameId {
    pairing_game(
        p,
        "Division 1",
        (TeamId(white.0), white.1),
        (TeamId(black.0), black.1),
    )
    .expect("no such game")
    .id
}

fn result(outcome: Outcome) -> GameResult {
    GameResult {
        outcome,
        termination: Termination::Resignation,
    }
}

pub(crate) fn organiser(p: &mut Project, game: GameId, outcome: Outcome) {
    apply(
        p,
        Command::Tournament(T::ReportResult(ResultReport {
            game,
            by: Reporter::Organiser,
            result: result(outcome),
            received: day(2026, 3, 1),
            record_received: true,
        })),
    )
    .unwrap();
}

fn standings_csv(p: &Project) -> String {
    let table = project_standings(p, "Division 1").unwrap();
    let mut out = Vec::new();
    write_standings(&table, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The hand-worked season of the module: Hutton 4 x 2 pairs A1-B1, C1-D1,
/// A2-C2, B2-D2. A wins both games on board 1 against B; C1-D1 both drawn;
/// A2-C2 each wins with White; B2 wins both against D2.
pub(crate) fn play_worked_season(p: &mut Project) {
    for (white, black, outcome) in [
        ((1, 1), (2, 1), Outcome::WhiteWins),
        ((2, 1), (1, 1), Outcome::BlackWins),
        ((3, 1), (4, 1), Outcome::Draw),
        ((4, 1), (3, 1), Outcome::Draw),
        ((1, 2), (3, 2), Outcome::WhiteWins),
        ((3, 2), (1, 2), Outcome::WhiteWins),
        ((2, 2), (4, 2), Outcome::WhiteWins),
        ((4, 2), (2, 2), Outcome::BlackWins),
    ] {
        let g = game(p, white, black);
        organiser(p, g, outcome);
    }
}

#[test]
fn c17_each_pairing_is_two_games_one_with_each_colour_with_the_boards_players() {
    // rule: C17
    // rule: C04
    let p = project(1);
    let d = &p.divisions()[0];
    assert_eq!(d.pairings.len(), 4);
    assert_eq!(p.games().len(), 8);
    for pr in &d.pairings {
        let a = (pr.team.0, pr.board);
        let b = (pr.opponent_team.0, pr.opponent_board);
        let g1 = p.game(game(&p, a, b)).unwrap();
        let g2 = p.game(game(&p, b, a)).unwrap();
        let player = |t: u32, board: u8| d.team(TeamId(t)).unwrap().player_on(board).unwrap();
        assert_eq!((g1.white, g1.black), (player(a.0, a.1), player(b.0, b.1)));
        assert_eq!((g2.white, g2.black), (g1.black, g1.white));
        assert_eq!(g1.start, Some(day(2025, 10, 15)));
    }
}

#[test]
fn pairing_undo_removes_the_games_and_started_games_block_a_new_table() {
    let mut p = project(1);
    let table = HuttonTable::generate(4, 2).unwrap();
    let again = pairings_command(&p, "Division 1", &table).unwrap();
    let event = apply(&mut p, again).unwrap();
    assert_eq!(p.games().len(), 8);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p.games().len(), 8);
    organiser(&mut p, GameId(1), Outcome::Draw);
    assert!(pairings_command(&p, "Division 1", &table).is_err());
    // A table for the wrong number of teams is refused.
    let wrong = HuttonTable::generate(6, 2).unwrap();
    assert!(pairings_command(&p, "Division 1", &wrong).is_err());
}

#[test]
fn an_organisers_own_table_is_validated_the_same_way() {
    use ccdesk::domain::tournament::hutton::{Pairing, Seat};
    let seat = |t: &str, b| Seat {
        team: t.parse().unwrap(),
        board: b,
    };
    // A typed table where A and B meet on both boards: valid, but every
    // pair does not meet; the meetings report says so.
    let own = [
        Pairing::new(seat("A", 1), seat("B", 1)),
        Pairing::new(seat("A", 2), seat("B", 2)),
        Pairing::new(seat("C", 1), seat("D", 2)),
        Pairing::new(seat("C", 2), seat("D", 1)),
    ];
    let table = HuttonTable::from_pairings(4, 2, &own).unwrap();
    assert_eq!(table.meetings()[0][1], 2);
    assert_eq!(table.board_differences().get(&1), Some(&2));
    let mut p = project(1);
    // Remove the generated games first: they have not started.
    let cmd = pairings_command(&p, "Division 1", &table).unwrap();
    apply(&mut p, cmd).unwrap();
    assert_eq!(p.divisions()[0].pairings.len(), 4);
    assert_eq!(p.games().len(), 8);
    // Somebody paired twice is refused.
    let bad = [
        Pairing::new(seat("A", 1), seat("B", 1)),
        Pairing::new(seat("A", 1), seat("C", 1)),
    ];
    assert!(HuttonTable::from_pairings(4, 2, &bad).is_err());
}

#[test]
fn draw_of_lots_is_recorded_repeatable_and_undoable() {
    let mut p = project(1);
    let draw = |p: &mut Project| {
        apply(
            p,
            Command::Tournament(T::DrawLots {
                division: "Division 1".into(),
                seed: 42,
            }),
        )
        .unwrap()
    };
    let order =
        |p: &Project| -> Vec<TeamId> { p.divisions()[0].teams.iter().map(|t| t.id).collect() };
    let before = order(&p);
    let event = draw(&mut p);
    let first = order(&p);
    assert_eq!(p.divisions()[0].draw_seed, Some(42));
    draw(&mut p);
    assert_eq!(order(&p), first, "the same seed gives the same letters");
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(order(&p), before);
    assert_eq!(p.divisions()[0].draw_seed, None);
}

#[test]
fn standings_worked_by_hand_from_the_projects_games() {
    // rule: C29
    // rule: C30
    let mut p = project(1);
    play_worked_season(&mut p);
    // Alpha 2+1 = 3 (board count 1+1+2 = 4); Charlie 1+1 = 2 (draws on
    // board 1: 0.5+0.5, a win on board 2: 2, so 3); Bravo 0+2 = 2 (two
    // wins on board 2: 4); Delta 1+0 = 1 (two draws on board 1: 1).
    assert_eq!(
        standings_csv(&p),
        "place,team,game_points,board_count,tiebreak\n\
         1,Alpha,3,4,points\n\
         2,Charlie,2,3,board count\n\
         3,Bravo,2,4,board count\n\
         4,Delta,1,1,points\n"
    );
}

#[test]
fn c15_c21_deductions_up_to_four_points_per_player_with_reasons() {
    // rule: C15
    // rule: C21
    let mut p = project(1);
    play_worked_season(&mut p);
    let deduction = |halves| PointDeduction {
        team: TeamId(1),
        player: Some(PlayerId(1)),
        halves,
        rule: DeductionRule::OrderOfStrength,
        reason: "boards out of order".into(),
        decided: day(2026, 2, 1),
    };
    assert!(apply(&mut p, Command::Tournament(T::AddDeduction(deduction(9)))).is_err());
    assert!(apply(&mut p, Command::Tournament(T::AddDeduction(deduction(0)))).is_err());
    let event = apply(&mut p, Command::Tournament(T::AddDeduction(deduction(2)))).unwrap();
    // Alpha 3 - 1 = 2: level with Charlie and Bravo on points. Board count:
    // Charlie 3 < Alpha 4 = Bravo 4. Alpha and Bravo go to elimination:
    // without board 2, Alpha has 2 - 1 (its board 2 points) = 1, Bravo
    // 2 - 2 = 0, so Alpha is above.
    assert_eq!(
        standings_csv(&p),
        "place,team,game_points,board_count,tiebreak\n\
         1,Charlie,2,3,board count\n\
         2,Alpha,2,4,elimination at board 2\n\
         3,Bravo,2,4,elimination at board 2\n\
         4,Delta,1,1,points\n"
    );
    let table = project_standings(&p, "Division 1").unwrap();
    let alpha = table.rows.iter().find(|r| r.team == "Alpha").unwrap();
    assert_eq!(alpha.working.points_deducted.to_string(), "1");
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert!(standings_csv(&p).contains("1,Alpha,3,4,points"));
}

#[test]
fn e12_3_loss_to_both_counts_nothing_for_either_side() {
    // rule: E12.3
    // rule: C25
    let mut p = project(1);
    play_worked_season(&mut p);
    // B2 (White) v D2: now a loss to both instead of Bravo's win.
    let g = game(&p, (2, 2), (4, 2));
    organiser(&mut p, g, Outcome::LossToBoth);
    // Bravo 1 (board count 2), Delta 1 (board count 1): Delta above.
    assert_eq!(
        standings_csv(&p),
        "place,team,game_points,board_count,tiebreak\n\
         1,Alpha,3,4,points\n\
         2,Charlie,2,3,points\n\
         3,Delta,1,1,board count\n\
         4,Bravo,1,2,board count\n"
    );
}

#[test]
fn e9_1_withdrawal_annuls_or_scores_the_remaining_games_lost() {
    // rule: E9.1
    let mut p = project(1);
    let alpha1 = PlayerId(1);
    let event = apply(
        &mut p,
        Command::Tournament(T::Withdraw {
            player: alpha1,
            ruling: WithdrawalRuling::Annul,
            date: day(2026, 1, 10),
        }),
    )
    .unwrap();
    let g = p.game(game(&p, (1, 1), (2, 1))).unwrap();
    assert_eq!(g.result.unwrap().outcome, Outcome::Annulled);
    // Annulled games count nothing.
    assert!(standings_csv(&p).contains("Alpha,0,0"));
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p.game(game(&p, (1, 1), (2, 1))).unwrap().result, None);
    apply(
        &mut p,
        Command::Tournament(T::Withdraw {
            player: alpha1,
            ruling: WithdrawalRuling::ScoreLost,
            date: day(2026, 1, 10),
        }),
    )
    .unwrap();
    assert!(standings_csv(&p).contains("1,Bravo,2,2,points"));
}

#[test]
fn c23_one_captains_report_stands_and_conflicting_reports_are_a_dispute() {
    // rule: C23
    let mut p = project(1);
    let g = game(&p, (1, 1), (2, 1));
    let report = |team: u32, outcome| {
        Command::Tournament(T::ReportResult(ResultReport {
            game: g,
            by: Reporter::Captain(TeamId(team)),
            result: result(outcome),
            received: day(2026, 2, 1),
            record_received: false,
        }))
    };
    apply(&mut p, report(1, Outcome::WhiteWins)).unwrap();
    assert_eq!(
        p.game(g).unwrap().result.unwrap().outcome,
        Outcome::WhiteWins
    );
    let season = current_season(&p).unwrap();
    assert!(matches!(
        settle(&reports_of(&season.records, g)),
        Settlement::OneCaptain { .. }
    ));
    // A captain of a team not in the game cannot report it.
    assert!(apply(&mut p, report(3, Outcome::Draw)).is_err());
    // The other captain agrees.
    apply(&mut p, report(2, Outcome::WhiteWins)).unwrap();
    let season = current_season(&p).unwrap();
    assert!(matches!(
        settle(&reports_of(&season.records, g)),
        Settlement::Agreed(_)
    ));
    // rule: C37 (a disagreement goes to the Organiser)
    let event = apply(&mut p, report(2, Outcome::Draw)).unwrap();
    assert!(event.summary.contains("disagree"));
    assert_eq!(p.game(g).unwrap().result, None);
    let due = due_list(&p, current_season(&p).unwrap(), day(2026, 2, 2));
    assert!(due.iter().any(|d| d.kind == DueKind::Dispute(g)));
    // The Organiser decides (C37); undo brings the dispute back.
    let decided = apply(
        &mut p,
        Command::Tournament(T::ReportResult(ResultReport {
            game: g,
            by: Reporter::Organiser,
            result: result(Outcome::Draw),
            received: day(2026, 2, 5),
            record_received: false,
        })),
    )
    .unwrap();
    assert_eq!(p.game(g).unwrap().result.unwrap().outcome, Outcome::Draw);
    ccdesk::domain::command::undo(&mut p, decided.undo);
    assert_eq!(p.game(g).unwrap().result, None);
}

#[test]
fn e12_2_a_result_counts_only_once_the_record_is_received() {
    // rule: E12.2
    // rule: E12.1
    let mut p = project(1);
    if let Some(s) = p
        .hand_edit()
        .competition
        .as_mut()
        .and_then(|c| c.seasons.last_mut())
    {
        s.records.results_need_record = true;
    }
    let g = game(&p, (1, 1), (2, 1));
    let report = |record| {
        Command::Tournament(T::ReportResult(ResultReport {
            game: g,
            by: Reporter::Captain(TeamId(1)),
            result: result(Outcome::WhiteWins),
            received: day(2026, 2, 1),
            record_received: record,
        }))
    };
    apply(&mut p, report(false)).unwrap();
    assert!(standings_csv(&p).contains("Alpha,0,0"));
    apply(&mut p, report(true)).unwrap();
    assert!(standings_csv(&p).contains("1,Alpha,1,1,points"));
}

#[test]
fn eligibility_is_shown_never_silently_allowed() {
    // rule: C13
    // rule: C12
    // rule: C14
    // rule: C06
    // rule: C07
    let mut p = project(1);
    // Bravo's board 2 left Bravo and has since worked for Charlie, which
    // has a team: ineligible (C13 (ii)).
    let mut b2 = p.player(PlayerId(4)).unwrap().clone();
    b2.employment = Employment::ExEmployee {
        left: day(2020, 5, 1),
        later_employers: vec![" charlie ".into()],
    };
    apply(&mut p, Command::UpdatePlayer(b2)).unwrap();
    // Charlie's board 2 is rated above board 1 (C14 warning).
    let mut c2 = p.player(PlayerId(6)).unwrap().clone();
    c2.rating = Some(2300);
    apply(&mut p, Command::UpdatePlayer(c2)).unwrap();
    // Delta has 1 member for a division requiring 2 (C06), and combines
    // with Alpha's company (C07 note; the members then add up).
    let mut delta = p.company(CompanyId(4)).unwrap().clone();
    delta.members = 1;
    apply(&mut p, Command::Tournament(T::SetCompany(delta))).unwrap();
    // Both Alpha players are ex-employees with no later employer: each is
    // eligible and declared (C12 note), but 2 of 2 is more than half the
    // team: a breach.
    for id in [1, 2] {
        let mut a = p.player(PlayerId(id)).unwrap().clone();
        a.employment = Employment::ExEmployee {
            left: day(2024, 1, 31),
            later_employers: vec![],
        };
        apply(&mut p, Command::UpdatePlayer(a)).unwrap();
    }
    let season = current_season(&p).unwrap();
    let findings = check_season(&p, season);
    let has = |rule: &str, severity, team: u32, player: Option<u32>| {
        findings.iter().any(|f| {
            f.rule == rule
                && f.severity == severity
                && f.team == TeamId(team)
                && f.player == player.map(PlayerId)
        })
    };
    assert!(has("C13", Severity::Breach, 2, Some(4)), "{findings:#?}");
    assert!(has("C12", Severity::Note, 2, Some(4)));
    assert!(has("C14", Severity::Warning, 3, Some(6)));
    assert!(has("C06", Severity::Breach, 4, None));
    assert!(has("C12", Severity::Note, 1, Some(1)));
    assert!(has("C13", Severity::Breach, 1, None), "2 ex-employees of 2");
    assert!(!has("C13", Severity::Breach, 1, Some(1)));
    // Delta combined with another company: a note, and enough members.
    let mut delta_team = p.divisions()[0].team(TeamId(4)).unwrap().clone();
    delta_team.partner = Some(CompanyId(1));
    apply(
        &mut p,
        Command::Tournament(T::SetTeam {
            division: "Division 1".into(),
            team: delta_team,
        }),
    )
    .unwrap();
    let findings = check_season(&p, current_season(&p).unwrap());
    assert!(
        findings
            .iter()
            .any(|f| f.rule == "C07" && f.team == TeamId(4))
    );
    assert!(
        !findings
            .iter()
            .any(|f| f.rule == "C06" && f.team == TeamId(4))
    );
}

#[test]
fn c13_at_most_three_ex_employees() {
    // rule: C13
    let mut p = project(0);
    apply(
        &mut p,
        Command::Tournament(T::AddDivision {
            division: Box::new(division("Division 1", 8)),
            index: None,
        }),
    )
    .unwrap();
    apply(
        &mut p,
        Command::Tournament(T::SetCompany(Company {
            id: CompanyId(1),
            name: "Big".into(),
            representative: String::new(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 8,
        })),
    )
    .unwrap();
    let mut players = Vec::new();
    for i in 1..=8u32 {
        let mut pl = Player::new(PlayerId(i), format!("P{i}"));
        pl.company = Some(CompanyId(1));
        if i <= 4 {
            pl.employment = Employment::ExEmployee {
                left: day(2023, 1, 1),
                later_employers: vec!["A firm with no team".into()],
            };
        }
        apply(&mut p, Command::AddPlayer(pl)).unwrap();
        players.push(PlayerId(i));
    }
    apply(
        &mut p,
        Command::Tournament(T::SetTeam {
            division: "Division 1".into(),
            team: Team {
                id: TeamId(1),
                name: "Big".into(),
                company: CompanyId(1),
                partner: None,
                captain: None,
                players,
            },
        }),
    )
    .unwrap();
    let findings = check_season(&p, current_season(&p).unwrap());
    let breaches: Vec<_> = findings
        .iter()
        .filter(|f| f.severity == Severity::Breach)
        .collect();
    // 4 of 8 is half (allowed) but more than three (not allowed).
    assert_eq!(breaches.len(), 1, "{breaches:#?}");
    assert!(breaches[0].kind.to_string().contains("at most 3"));
}

#[test]
fn c20_an_approved_replacement_takes_over_the_board_and_the_games() {
    // rule: C20
    let mut p = project(1);
    let mut sub = Player::new(PlayerId(100), "Substitute");
    sub.company = Some(CompanyId(1));
    apply(&mut p, Command::AddPlayer(sub)).unwrap();
    let g1 = game(&p, (1, 1), (2, 1));
    let g2 = game(&p, (2, 1), (1, 1));
    let event = apply(
        &mut p,
        Command::Tournament(T::ApproveReplacement(Replacement {
            team: TeamId(1),
            board: 1,
            replaced: PlayerId(1),
            by: PlayerId(100),
            games: vec![g1, g2],
            approved: day(2026, 1, 5),
        })),
    )
    .unwrap();
    assert_eq!(p.game(g1).unwrap().white, PlayerId(100));
    assert_eq!(p.game(g2).unwrap().black, PlayerId(100));
    assert_eq!(
        p.divisions()[0].team(TeamId(1)).unwrap().players[0],
        PlayerId(100)
    );
    assert_eq!(current_season(&p).unwrap().records.replacements.len(), 1);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p.game(g1).unwrap().white, PlayerId(1));
    assert_eq!(
        p.divisions()[0].team(TeamId(1)).unwrap().players[0],
        PlayerId(1)
    );
    assert!(current_season(&p).unwrap().records.replacements.is_empty());
}

#[test]
fn c22_an_address_change_not_notified_within_7_days_may_lose_by_default() {
    // rule: C22
    let change = AddressChange {
        player: PlayerId(3),
        occurred: day(2026, 1, 1),
        notified: Some(day(2026, 1, 8)),
    };
    assert!(
        !change.in_default(day(2026, 2, 1)),
        "the 7th day is in time"
    );
    let late = AddressChange {
        notified: Some(day(2026, 1, 9)),
        ..change.clone()
    };
    assert!(late.in_default(day(2026, 2, 1)));
    let mut p = project(1);
    apply(
        &mut p,
        Command::Tournament(T::RecordAddressChange(AddressChange {
            notified: None,
            ..change
        })),
    )
    .unwrap();
    let due = due_list(&p, current_season(&p).unwrap(), day(2026, 1, 9));
    let item = due
        .iter()
        .find(|d| d.kind == DueKind::AddressChange(PlayerId(3)))
        .unwrap();
    assert_eq!(item.due, day(2026, 1, 8));
    assert!(item.overdue);
    // Bravo 1 (player 3) is ruled to have lost his games by default.
    apply(
        &mut p,
        Command::Tournament(T::RuleAddressDefault {
            player: PlayerId(3),
            date: day(2026, 1, 20),
        }),
    )
    .unwrap();
    let g = p.game(game(&p, (2, 1), (1, 1))).unwrap();
    assert_eq!(
        g.result,
        Some(GameResult {
            outcome: Outcome::BlackWins,
            termination: Termination::Default
        })
    );
    assert!(standings_csv(&p).contains("1,Alpha,2,2,points"));
}

#[test]
fn c08_c09_fees_balances_and_reminders_21_days_before_expulsion() {
    // rule: C08
    // rule: C09
    let mut p = project(1);
    apply(
        &mut p,
        Command::Tournament(T::SetFees(FeeSchedule {
            subscription: Money(500),
            minimum_entry_fee: Money(1200),
            claim_fee: Money(300),
            appeal_fee: Money(600),
        })),
    )
    .unwrap();
    // Alpha has 2 members (£10.00 < £12.00 minimum); Bravo 4 (£20.00).
    let mut bravo = p.company(CompanyId(2)).unwrap().clone();
    bravo.members = 4;
    apply(&mut p, Command::Tournament(T::SetCompany(bravo))).unwrap();
    apply(
        &mut p,
        Command::Tournament(T::RecordPayment(
            ccdesk::domain::tournament::records::Payment {
                company: CompanyId(2),
                amount: Money(2000),
                received: day(2025, 10, 1),
                note: "subscriptions".into(),
            },
        )),
    )
    .unwrap();
    let season = current_season(&p).unwrap();
    let acc = accounts(&p, season, day(2025, 12, 1));
    assert_eq!(acc[0].entry, Money(1200));
    assert_eq!(acc[0].balance.to_string(), "£12.00");
    assert_eq!(acc[1].entry, Money(2000));
    assert_eq!(acc[1].balance, Money::ZERO);
    // A reminder is owed by 11 December (21 days before 1 January).
    let due = due_list(&p, season, day(2025, 12, 12));
    let reminder = due
        .iter()
        .find(|d| d.kind == DueKind::ReminderOwed(CompanyId(1)))
        .unwrap();
    assert_eq!(reminder.due, day(2025, 12, 11));
    assert!(reminder.overdue);
    assert!(
        !due.iter()
            .any(|d| d.kind == DueKind::FeesUnpaid(CompanyId(2)))
    );
    // Reminded late, on 20 December: expulsion only from 10 January.
    apply(
        &mut p,
        Command::Tournament(T::RecordStep {
            step: CompanyStep::Reminder,
            company: CompanyId(1),
            date: day(2025, 12, 20),
        }),
    )
    .unwrap();
    let due = due_list(&p, current_season(&p).unwrap(), day(2026, 1, 2));
    let liable = due
        .iter()
        .find(|d| d.kind == DueKind::LiableToExpulsion(CompanyId(1)))
        .unwrap();
    assert_eq!(liable.due, day(2026, 1, 10));
    assert!(!liable.overdue);
}

#[test]
fn c10_c11_c16_forms_entries_and_pairings_due() {
    // rule: C10
    // rule: C11
    // rule: C16
    let mut p = project(1);
    let due = due_list(&p, current_season(&p).unwrap(), day(2025, 9, 16));
    assert!(
        due.iter()
            .any(|d| d.kind == DueKind::Entry(CompanyId(1)) && d.overdue)
    );
    assert!(
        due.iter()
            .any(|d| d.kind == DueKind::Form(CompanyId(1)) && d.overdue)
    );
    let pairings = due
        .iter()
        .find(|d| d.kind == DueKind::PairingsNotSent(CompanyId(1)))
        .unwrap();
    assert_eq!(pairings.due, day(2025, 10, 1));
    assert!(!pairings.overdue);
    for step in [
        CompanyStep::Entry,
        CompanyStep::Form,
        CompanyStep::PairingsSent,
    ] {
        apply(
            &mut p,
            Command::Tournament(T::RecordStep {
                step,
                company: CompanyId(1),
                date: day(2025, 9, 1),
            }),
        )
        .unwrap();
    }
    let due = due_list(&p, current_season(&p).unwrap(), day(2025, 9, 16));
    assert!(!due.iter().any(|d| matches!(
        d.kind,
        DueKind::Entry(CompanyId(1))
            | DueKind::Form(CompanyId(1))
            | DueKind::PairingsNotSent(CompanyId(1))
    )));
}

#[test]
fn c19_c24_games_without_result_after_close_of_play_are_listed() {
    // rule: C24
    let mut p = project(1);
    play_worked_season(&mut p);
    organiser(&mut p, GameId(1), Outcome::Draw);
    let season = current_season(&p).unwrap();
    assert!(
        !due_list(&p, season, day(2026, 6, 1))
            .iter()
            .any(|d| matches!(d.kind, DueKind::ResultMissing(_)))
    );
    let mut q = project(1);
    organiser(&mut q, GameId(1), Outcome::Draw);
    let missing = due_list(&q, current_season(&q).unwrap(), day(2026, 6, 16))
        .into_iter()
        .filter(|d| matches!(d.kind, DueKind::ResultMissing(_)))
        .count();
    assert_eq!(missing, 7);
}

#[test]
fn c32_two_up_two_down_overridable_and_c31_champions_recorded() {
    // rule: C32
    // rule: C31
    let mut p = project(2);
    play_worked_season(&mut p);
    // Division 2 unplayed: all share first place; its teams stay in entry
    // order (Alpha 2, Bravo 2 go up).
    let mut plan =
        propose_rollover(&p, "2026-27", SeasonCalendar::default_for(2026).unwrap()).unwrap();
    let champions = plan.champions.clone().unwrap();
    assert_eq!(champions.names, ["Alpha"]);
    // Division 1 final order: Alpha, Charlie, Bravo, Delta: Bravo and Delta
    // go down; division 2's top two (Alpha 2, Bravo 2) come up.
    let ids = |v: &[TeamId]| v.iter().map(|t| t.0).collect::<Vec<_>>();
    assert_eq!(ids(&plan.divisions[0]), [1, 3, 5, 6]);
    assert_eq!(ids(&plan.divisions[1]), [2, 4, 7, 8]);
    assert_eq!(
        plan.moves
            .iter()
            .filter(|m| m.movement == Movement::Promoted)
            .count(),
        2
    );
    assert!(
        !plan.notes.is_empty(),
        "division 2's shared places are noted"
    );
    // The Committee decides otherwise: Bravo stays up, Bravo 2 stays down.
    plan.move_team(TeamId(2), 0).unwrap();
    plan.move_team(TeamId(6), 1).unwrap();
    assert!(!plan.moves.iter().any(|m| m.team == TeamId(2)));
    let command = plan.command(&p).unwrap();
    let event = apply(&mut p, command).unwrap();
    let competition = p.competition().unwrap();
    assert_eq!(competition.seasons.len(), 2);
    assert_eq!(
        competition.seasons[0]
            .records
            .champions
            .as_ref()
            .unwrap()
            .teams,
        [TeamId(1)]
    );
    let new = &competition.seasons[1];
    assert_eq!(new.name, "2026-27");
    assert!(new.divisions[0].team(TeamId(2)).is_some());
    assert!(new.divisions[1].team(TeamId(6)).is_some());
    assert!(new.divisions.iter().all(|d| d.pairings.is_empty()));
    ccdesk::domain::command::undo(&mut p, event.undo);
    let competition = p.competition().unwrap();
    assert_eq!(competition.seasons.len(), 1);
    assert!(competition.seasons[0].records.champions.is_none());
}

#[test]
fn c32_last_seasons_games_stay_with_it_when_the_next_starts() {
    // rule: C32 — the new season starts with its teams and no games: last
    // season's games (same divisions, same teams) keep to last season.
    let mut p = project(2);
    play_worked_season(&mut p);
    let games = p.games().len();
    let plan = propose_rollover(&p, "2026-27", SeasonCalendar::default_for(2026).unwrap()).unwrap();
    let start = plan.command(&p).unwrap();
    let started = apply(&mut p, start).unwrap();
    assert!(p.games().iter().all(|g| {
        g.pairing
            .as_ref()
            .is_none_or(|r| r.season == "2025-26" && !r.is_current())
    }));
    let season = current_season(&p).unwrap();
    let standings = project_standings(&p, "Division 1").unwrap();
    assert!(
        standings.rows.iter().all(|r| r.game_points.halves() == 0),
        "no game of last season counts this season"
    );
    assert_eq!(season.name, "2026-27");
    // The new season pairs (last season's finished games are not in the way).
    let pair = pairings_command(&p, "Division 1", &HuttonTable::generate(4, 2).unwrap()).unwrap();
    let paired = apply(&mut p, pair).unwrap();
    assert_eq!(p.games().len(), games + 8);
    // PGN exports of the division and of a team take this season's games
    // only: four teams of two boards play 8 games, 4 of them each team's.
    use ccdesk::io::pgn::{Selection, select_games};
    let division = select_games(&p, &Selection::Division("Division 1".into())).unwrap();
    assert_eq!(division.len(), 8);
    let team = p.teams().next().unwrap().name.clone();
    assert_eq!(select_games(&p, &Selection::Team(team)).unwrap().len(), 4);
    // Undone in order, last season is current again with all its games.
    ccdesk::domain::command::undo(&mut p, paired.undo);
    ccdesk::domain::command::undo(&mut p, started.undo);
    assert_eq!(p.games().len(), games);
    assert!(
        p.games()
            .iter()
            .all(|g| g.pairing.as_ref().is_none_or(|r| r.is_current()))
    );
}

#[test]
fn e13_1_the_organisers_decision_overrides_captains_and_is_recorded() {
    // rule: E13.1
    // rule: C38 (the decision carries its date, from which appeal runs 7 days)
    // rule: E13.3
    let mut p = project(1);
    let g = game(&p, (1, 1), (2, 1));
    organiser(&mut p, g, Outcome::BlackWins);
    apply(
        &mut p,
        Command::Tournament(T::ReportResult(ResultReport {
            game: g,
            by: Reporter::Captain(TeamId(1)),
            result: result(Outcome::WhiteWins),
            received: day(2026, 3, 2),
            record_received: false,
        })),
    )
    .unwrap();
    assert_eq!(
        p.game(g).unwrap().result.unwrap().outcome,
        Outcome::BlackWins
    );
    let d = PointDeduction {
        team: TeamId(2),
        player: None,
        halves: 2,
        rule: DeductionRule::Penalty,
        reason: "ignored the Organiser's enquiries".into(),
        decided: day(2026, 3, 3),
    };
    apply(&mut p, Command::Tournament(T::AddDeduction(d))).unwrap();
    let season = current_season(&p).unwrap();
    assert_eq!(season.records.deductions[0].decided, day(2026, 3, 3));
    assert_eq!(season.records.deductions[0].rule.rule_id(), "E13.1");
}

#[test]
fn c30_c31_every_divisions_trophy_is_recorded_and_a_shared_first_place_shares_the_year() {
    // rule: C31 — the first division's winners hold the premier trophy.
    // rule: C30 — a first place still shared: every company's name, each
    // holding the trophy for its part of the year.
    use ccdesk::domain::tournament::trophies::trophy_table;
    let mut p = project(2);
    play_worked_season(&mut p);
    let plan = propose_rollover(&p, "2026-27", SeasonCalendar::default_for(2026).unwrap()).unwrap();
    assert_eq!(plan.trophies.len(), 2);
    assert_eq!(plan.trophies[0].names, ["Alpha"]);
    // Division 2 is unplayed: its four teams share first place.
    assert_eq!(
        plan.trophies[1].holders,
        ["Alpha 2", "Bravo 2", "Charlie 2", "Delta 2"]
    );
    let command = plan.command(&p).unwrap();
    let event = apply(&mut p, command).unwrap();
    let table = trophy_table(&p, p.competition().unwrap());
    assert_eq!(table.len(), 1);
    // Held from the next season's first day of play, 15 Oct 2026, to 14
    // Oct 2027: 365 days, in four runs of 92, 91, 91 and 91 days.
    assert_eq!(table[0].held_from, day(2026, 10, 15));
    let runs: Vec<_> = table[0].trophies[1]
        .holdings(table[0].held_from)
        .iter()
        .map(|h| (h.holder.clone(), h.from, h.to))
        .collect();
    assert_eq!(
        runs,
        [
            ("Alpha 2".to_owned(), day(2026, 10, 15), day(2027, 1, 14)),
            ("Bravo 2".to_owned(), day(2027, 1, 15), day(2027, 4, 15)),
            ("Charlie 2".to_owned(), day(2027, 4, 16), day(2027, 7, 15)),
            ("Delta 2".to_owned(), day(2027, 7, 16), day(2027, 10, 14)),
        ]
    );
    let lines = table[0].lines();
    assert_eq!(
        lines[0],
        "2025-26 Division 1, the premier trophy: Champions (C31): Alpha from 2026-10-15 to 2027-10-14"
    );
    assert!(
        lines[1].starts_with("2025-26 Division 2, trophy (C30): Alpha 2 from 2026-10-15 to 2027-01-14; Bravo 2 from 2027-01-15"),
        "{}",
        lines[1]
    );
    assert!(
        lines[1]
            .ends_with("first place shared by Alpha 2 and Bravo 2 and Charlie 2 and Delta 2 (C30)"),
        "{}",
        lines[1]
    );
    // Undone, the season has no trophies again.
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert!(
        p.competition().unwrap().seasons[0]
            .records
            .trophies
            .is_empty()
    );
    assert!(trophy_table(&p, p.competition().unwrap()).is_empty());
}

#[test]
fn c20_a_replacement_finds_the_known_player_by_name_and_keeps_the_boards_history() {
    // rule: C20 — the Organiser approves a replacement: a player the
    // project knows is taken by his name (any case, any spacing), never
    // made again as a namesake; the board's earlier player keeps the games
    // he finished, and the team's list says who played which.
    use ccdesk::domain::tournament::replacement_plan::{
        ReplacementRefusal, board_history, plan_replacement, replaced_note,
    };
    let mut p = project(1);
    let mut sub = Player::new(PlayerId(100), "Sam Substitute");
    sub.company = Some(CompanyId(1));
    apply(&mut p, Command::AddPlayer(sub)).unwrap();
    let mut other = Player::new(PlayerId(101), "Olga Other");
    other.company = Some(CompanyId(2));
    apply(&mut p, Command::AddPlayer(other)).unwrap();
    let first = p.divisions()[0].team(TeamId(1)).unwrap().players[0];
    let first_name = p.player_name(first).to_owned();
    let g1 = game(&p, (1, 1), (2, 1));
    let g2 = game(&p, (2, 1), (1, 1));
    organiser(&mut p, g1, Outcome::Draw);
    let division = p.divisions()[0].clone();
    let players = p.players().len();

    // Another company's player is not taken, nor made again beside him.
    let refused = plan_replacement(&p, &division, TeamId(1), 1, "olga OTHER", day(2026, 1, 5));
    assert!(
        matches!(&refused, Err(ReplacementRefusal::OtherCompany { company, .. }) if company == "Bravo"),
        "{refused:?}"
    );
    assert!(matches!(
        plan_replacement(&p, &division, TeamId(1), 1, "  ", day(2026, 1, 5)),
        Err(ReplacementRefusal::NoName)
    ));
    // The known player, named in another case and spacing.
    let command = plan_replacement(
        &p,
        &division,
        TeamId(1),
        1,
        "  sam   SUBSTITUTE ",
        day(2026, 1, 5),
    )
    .unwrap();
    apply(&mut p, command).unwrap();
    assert_eq!(p.players().len(), players, "no namesake added");
    let division = p.divisions()[0].clone();
    let team = division.team(TeamId(1)).unwrap().clone();
    assert_eq!(team.players[0], PlayerId(100));
    // The drawn game keeps its player; the unfinished one is taken over.
    assert_eq!(p.game(g1).unwrap().white, first);
    assert_eq!(p.game(g2).unwrap().black, PlayerId(100));
    let season = current_season(&p).unwrap();
    let spells = board_history(&p, season, &division, &team, 1);
    assert_eq!(spells.len(), 2);
    assert_eq!((spells[0].player, spells[0].from), (first, None));
    assert_eq!(spells[0].games, [g1]);
    assert_eq!(
        (spells[1].player, spells[1].from),
        (PlayerId(100), Some(day(2026, 1, 5)))
    );
    assert_eq!(spells[1].games, [g2]);
    assert_eq!(
        replaced_note(&p, &spells).unwrap(),
        format!("replaced {first_name} ({g1}) on 2026-01-05 (C20)")
    );
    // A board never replaced has no note.
    let board2 = board_history(&p, season, &division, &team, 2);
    assert_eq!(board2.len(), 1);
    assert!(replaced_note(&p, &board2).is_none());
    // A new name is a new player of the team's company.
    let command =
        plan_replacement(&p, &division, TeamId(1), 2, "Nina New", day(2026, 1, 9)).unwrap();
    apply(&mut p, command).unwrap();
    let nina = p.players().iter().find(|q| q.name == "Nina New").unwrap();
    assert_eq!(nina.company, Some(CompanyId(1)));
}
