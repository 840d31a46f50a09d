//! The organiser's rules of issue 34, worked by hand: provisional
//! standings (C30), expulsion only 21 days after a reminder (C09), the
//! panel's independence (C26) and C14 breaches listed for a ruling (C15).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::{
    AdjudicationCommand, AdjudicationError, Claim, ClaimKind, Purpose, Referral,
};
use ccdesk::domain::breaches::breaches;
use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::Outcome;
use ccdesk::domain::ids::{CompanyId, GameId, TeamId};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::records::CompanyDate;
use ccdesk::domain::tournament::results::project_standings;
use ccdesk::domain::tournament::{CompanyStep, TournamentCommand as T};
use ccdesk::domain::validate::rulings_due;
use chrono::NaiveDate;

use super::tournament_admin::{day, game, organiser, play_worked_season, project};

fn step(p: &mut Project, step: CompanyStep, company: u32, date: NaiveDate) -> Result<(), String> {
    apply(
        p,
        Command::Tournament(T::RecordStep {
            step,
            company: CompanyId(company),
            date,
        }),
    )
    .map(|_| ())
    .map_err(|e| e.to_string())
}

// rule: C30 — the standings are provisional while any game of the
// division has no final result: 4 teams x 2 boards by Hutton are 4
// pairings, 8 games.
#[test]
fn c30_standings_are_provisional_until_every_game_has_a_final_result() {
    let mut p = project(1);
    let table = project_standings(&p, "Division 1").unwrap();
    assert_eq!(table.unfinished, 8);
    assert_eq!(
        table.provisional().as_deref(),
        Some("provisional: 8 games have no final result")
    );
    // Seven of the eight games reported: one left.
    let last = game(&p, (4, 2), (2, 2));
    play_worked_season(&mut p);
    let mut one_left = p.clone();
    ccdesk::domain::project::Project::hand_edit(&mut one_left)
        .game(last)
        .unwrap()
        .result = None;
    assert_eq!(
        project_standings(&one_left, "Division 1")
            .unwrap()
            .provisional()
            .as_deref(),
        Some("provisional: 1 game has no final result")
    );
    // All eight final: no longer provisional.
    assert_eq!(
        project_standings(&p, "Division 1").unwrap().provisional(),
        None
    );
    // An annulled game (E9.1) counts nothing, but its result is final.
    organiser(&mut p, last, Outcome::Annulled);
    let table = project_standings(&p, "Division 1").unwrap();
    assert_eq!(table.unfinished, 0);
    assert_eq!(table.provisional(), None);
}

// rule: C09 — a reminder on 20 December allows the expulsion from 10
// January (21 days), not on 5 January (16 days); a company never reminded
// cannot be expelled at all.
#[test]
fn c09_expulsion_only_21_days_after_a_reminder() {
    let mut p = project(1);
    step(&mut p, CompanyStep::Reminder, 1, day(2025, 12, 20)).unwrap();
    let before = p.clone();
    let refused = step(&mut p, CompanyStep::Expelled, 1, day(2026, 1, 5)).unwrap_err();
    assert!(
        refused.contains("16 days before the expulsion on 2026-01-05"),
        "{refused}"
    );
    assert!(refused.contains("C09"), "{refused}");
    assert_eq!(
        p, before,
        "a refused expulsion leaves the project as it was"
    );
    let refused = step(&mut p, CompanyStep::Expelled, 2, day(2026, 1, 10)).unwrap_err();
    assert!(refused.contains("no fee reminder was sent"), "{refused}");
    step(&mut p, CompanyStep::Expelled, 1, day(2026, 1, 10)).unwrap();
    assert!(breaches(&p).is_empty(), "{:?}", breaches(&p));
}

// rule: C09 — an expulsion written into the file 16 days after the
// reminder (by hand or an older version) is listed with its rule.
#[test]
fn c09_an_early_expulsion_in_the_file_is_listed_as_a_breach() {
    let mut p = project(1);
    step(&mut p, CompanyStep::Reminder, 1, day(2025, 12, 20)).unwrap();
    let edit = ccdesk::domain::project::Project::hand_edit(&mut p);
    let season = edit
        .competition
        .as_mut()
        .unwrap()
        .seasons
        .last_mut()
        .unwrap();
    season.records.expelled.push(CompanyDate {
        company: CompanyId(1),
        date: day(2026, 1, 5),
    });
    let found = breaches(&p);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].rule, "C09");
    assert_eq!(
        found[0].to_string(),
        "company c1 (Alpha): expelled too early: the latest fee reminder, of 2025-12-20, is 16 days before the expulsion on 2026-01-05; C09 wants at least 21 (C09)"
    );
}

// rule: C14 — board 2 rated above board 1 is a breach the Organiser rules
// on under C15, listed as C13's are.
#[test]
fn c14_a_strength_order_breach_is_listed_for_a_ruling_under_c15() {
    let mut p = project(1);
    assert!(rulings_due(&p).iter().all(|r| r.rule != "C14"));
    let team = p.team(TeamId(3)).unwrap().clone();
    let mut second = p.player(team.players[1]).unwrap().clone();
    second.rating = Some(2100);
    apply(&mut p, Command::UpdatePlayer(second)).unwrap();
    let c14: Vec<_> = rulings_due(&p)
        .into_iter()
        .filter(|r| r.rule == "C14")
        .collect();
    assert_eq!(c14.len(), 1, "{c14:?}");
    assert_eq!(c14[0].team, TeamId(3));
    assert_eq!(c14[0].ruled_under, Some("C15"));
    assert!(
        c14[0]
            .to_string()
            .contains("Charlie 2 (board 2, rated 2100) is rated above Charlie 1"),
        "{}",
        c14[0]
    );
}

/// The demo at the close of play with both claims in on its first
/// unfinished season game: the position may go to the panel.
fn demo_with_a_case() -> (Project, GameId) {
    let mut p = demo_project();
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    // A game off board 1, so that the captains (board 1) do not play it.
    let g = p
        .adjudications()
        .iter()
        .map(|c| c.game)
        .find(|&g| {
            p.game(g)
                .and_then(|g| g.pairing.as_ref())
                .is_some_and(|x| x.white_board > 1 && x.black_board > 1)
        })
        .unwrap();
    for (side, kind) in [
        (Colour::White, ClaimKind::Win),
        (Colour::Black, ClaimKind::Draw),
    ] {
        apply(
            &mut p,
            Command::Adjudication(AdjudicationCommand::SubmitClaim {
                game: g,
                claim: Claim {
                    side,
                    kind,
                    submitted: NaiveDate::from_ymd_opt(2026, 6, 27).unwrap(),
                    analysis: "lines".into(),
                },
            }),
        )
        .unwrap();
    }
    (p, g)
}

fn refer(p: &mut Project, game: GameId, name: &str) -> Result<(), DomainError> {
    apply(
        p,
        Command::Adjudication(AdjudicationCommand::Refer {
            game,
            referral: Referral {
                adjudicator: name.into(),
                sent: NaiveDate::from_ymd_opt(2026, 7, 9).unwrap(),
                purpose: Purpose::Adjudication,
            },
        }),
    )
    .map(|_| ())
}

// rule: C26 — "two independent members of a panel": not a player of the
// game, nor a player or captain of its teams or of their companies' teams.
#[test]
fn c26_a_panel_member_must_be_independent_of_the_game() {
    let (mut p, g) = demo_with_a_case();
    let game = p.game(g).unwrap().clone();
    let pairing = game.pairing.clone().unwrap();
    let white = p.player_name(game.white).to_owned();
    let black_team = p.team(pairing.black_team).unwrap().clone();
    let captain = p.player_name(black_team.captain.unwrap()).to_owned();
    let before = p.clone();
    for (name, words) in [
        (white.clone(), format!("{white} plays White in game {g}")),
        // Matched by name however it is spaced or cased.
        (
            format!("  {}  ", white.to_uppercase()),
            "plays White".to_owned(),
        ),
        (
            captain.clone(),
            format!("is the captain of {}", black_team.name),
        ),
        (
            p.player_name(*black_team.players.last().unwrap())
                .to_owned(),
            format!("plays for {}", black_team.name),
        ),
    ] {
        let refused = refer(&mut p, g, &name).unwrap_err();
        assert!(
            matches!(
                refused,
                DomainError::Adjudication(AdjudicationError::NotIndependentOfGame(_))
            ),
            "{refused:?}"
        );
        let text = refused.to_string();
        assert!(text.contains(&words) && text.contains("C26"), "{text}");
        assert_eq!(p, before);
    }
    // A player of another company is independent.
    let outsider = p
        .players()
        .iter()
        .find(|pl| {
            let of_game = |t: TeamId| p.team(t).map(|t| t.company);
            pl.company.is_some()
                && pl.company != of_game(pairing.white_team)
                && pl.company != of_game(pairing.black_team)
        })
        .unwrap()
        .name
        .clone();
    refer(&mut p, g, &outsider).unwrap();
    refer(&mut p, g, "Adjudicator A").unwrap();
    assert!(breaches(&p).is_empty(), "{:?}", breaches(&p));
    // Written into the file by hand, the white player on the panel is
    // listed with the rule.
    let edit = ccdesk::domain::project::Project::hand_edit(&mut p);
    let case = edit.adjudications.iter_mut().find(|c| c.game == g).unwrap();
    case.referrals[1].adjudicator = white.clone();
    let found = breaches(&p);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].rule, "C26");
    assert_eq!(
        found[0].to_string(),
        format!(
            "game {g}: panel member {white} is not independent: {white} plays White in game {g} (C26)"
        )
    );
}

// rule: C15 — "up to 4 game points for each player concerned": 2 then 4
// for the same player is 6, refused; 2 then 2 is 4, allowed; another
// player of the team has his own 4.
#[test]
fn c15_the_cap_is_four_game_points_per_player_in_all() {
    use ccdesk::domain::ids::PlayerId;
    use ccdesk::domain::tournament::records::{DeductionRule, PointDeduction};
    let mut p = project(1);
    let deduct = |p: &mut Project, player: u32, halves: i64| {
        apply(
            p,
            Command::Tournament(T::AddDeduction(PointDeduction {
                team: TeamId(1),
                player: Some(PlayerId(player)),
                halves,
                rule: DeductionRule::OrderOfStrength,
                reason: "boards out of order".into(),
                decided: day(2026, 2, 1),
            })),
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
    };
    deduct(&mut p, 1, 4).unwrap();
    let before = p.clone();
    let refused = deduct(&mut p, 1, 8).unwrap_err();
    assert_eq!(
        refused,
        "Alpha 1 already has 2 game points deducted under C15; 4 more would pass the 4 game points for each player concerned"
    );
    assert_eq!(p, before);
    deduct(&mut p, 1, 4).unwrap();
    assert!(deduct(&mut p, 1, 1).is_err(), "4 in all already");
    deduct(&mut p, 2, 8).unwrap();
    let table = project_standings(&p, "Division 1").unwrap();
    let alpha = table.rows.iter().find(|r| r.team == "Alpha").unwrap();
    assert_eq!(alpha.working.points_deducted.to_string(), "8");
}

// rule: C09 — Alpha, reminded on 20 December, expelled on 10 January with
// its games scored lost: A1-B1 and A2-C2 (two games each) go to Bravo and
// Charlie, 2 game points each; Delta's games with Bravo and Charlie stay
// open. Annulled instead, Alpha's four games count for nobody but are
// final. Either way Alpha leaves at the rollover and is not relegated.
#[test]
fn c09_an_expulsion_rules_the_teams_games_and_it_leaves_at_the_rollover() {
    use ccdesk::domain::tournament::WithdrawalRuling;
    use ccdesk::domain::tournament::rollover::propose_rollover;
    use ccdesk::domain::tournament::season::SeasonCalendar;
    let mut p = project(2);
    step(&mut p, CompanyStep::Reminder, 1, day(2025, 12, 20)).unwrap();
    let before = p.clone();
    let expel = |ruling, date| {
        Command::Tournament(T::Expel {
            company: CompanyId(1),
            ruling,
            date,
        })
    };
    // Too early: refused whole, nothing ruled.
    let refused = apply(&mut p, expel(WithdrawalRuling::ScoreLost, day(2026, 1, 9))).unwrap_err();
    assert!(refused.to_string().contains("20 days before"), "{refused}");
    assert_eq!(p, before);
    let event = apply(&mut p, expel(WithdrawalRuling::ScoreLost, day(2026, 1, 10))).unwrap();
    let table = project_standings(&p, "Division 1").unwrap();
    let points = |team: &str| {
        table
            .rows
            .iter()
            .find(|r| r.team == team)
            .unwrap()
            .game_points
            .to_string()
    };
    assert_eq!(
        [
            points("Alpha"),
            points("Bravo"),
            points("Charlie"),
            points("Delta")
        ],
        ["0", "2", "2", "0"]
    );
    assert_eq!(table.unfinished, 4);
    let alpha = table.rows.iter().find(|r| r.team == "Alpha").unwrap();
    assert!(
        alpha
            .working_lines()
            .iter()
            .any(|l| l.contains("expelled for unpaid fees on 2026-01-10 (C09)")),
        "{:?}",
        alpha.working_lines()
    );
    let g = game(&p, (1, 1), (2, 1));
    assert_eq!(
        p.game(g).unwrap().result.unwrap().outcome,
        Outcome::BlackWins
    );
    // Next season: Alpha is gone, the two relegated are the bottom two of
    // the other three, and the plan says why Alpha left.
    let plan = propose_rollover(&p, "2026-27", SeasonCalendar::default_for(2026).unwrap()).unwrap();
    assert!(
        plan.divisions.iter().all(|d| !d.contains(&TeamId(1))),
        "{plan:?}"
    );
    assert_eq!(plan.divisions[0].len() + plan.divisions[1].len(), 7);
    assert!(plan.moves.iter().all(|m| m.team != TeamId(1)));
    assert!(
        plan.notes
            .iter()
            .any(|n| n == "Division 1: Alpha was expelled (C09) and leaves the competition"),
        "{:?}",
        plan.notes
    );
    // One undo takes back the expulsion and the results.
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
    apply(&mut p, expel(WithdrawalRuling::Annul, day(2026, 1, 10))).unwrap();
    let table = project_standings(&p, "Division 1").unwrap();
    assert!(table.rows.iter().all(|r| r.game_points.to_string() == "0"));
    assert_eq!(table.unfinished, 4);
}

// rule: C08 — entry fees £12.00 a season (carried over with the fees).
// Alpha pays nothing: 2026-27 has its 2025-26 fee as arrears (£12.00) and
// owes £24.00; 2027-28 has £24.00 arrears (each earlier fee once, never
// added again) and owes £36.00. Bravo paid 2025-26 only: no arrears in
// 2026-27, £12.00 in 2027-28.
// rule: C28
#[test]
fn c08_arrears_are_carried_into_the_next_season_once() {
    use ccdesk::domain::tournament::fees::{Money, accounts};
    use ccdesk::domain::tournament::records::{FeeSchedule, Payment};
    use ccdesk::domain::tournament::results::current_season;
    use ccdesk::domain::tournament::rollover::propose_rollover;
    use ccdesk::domain::tournament::season::SeasonCalendar;
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
    apply(
        &mut p,
        Command::Tournament(T::RecordPayment(Payment {
            company: CompanyId(2),
            amount: Money(1200),
            received: day(2025, 10, 1),
            note: "entry".into(),
        })),
    )
    .unwrap();
    play_worked_season(&mut p);
    for (name, year, alpha, bravo) in [
        ("2026-27", 2026, (1200, 2400), (0, 1200)),
        ("2027-28", 2027, (2400, 3600), (1200, 2400)),
    ] {
        let plan = propose_rollover(&p, name, SeasonCalendar::default_for(year).unwrap()).unwrap();
        let command = plan.command(&p).unwrap();
        apply(&mut p, command).unwrap();
        let season = current_season(&p).unwrap();
        let list = accounts(&p, season, day(year, 10, 2));
        let of = |c: u32| {
            let a = list.iter().find(|a| a.company == CompanyId(c)).unwrap();
            (a.arrears.0, a.balance.0)
        };
        assert_eq!(of(1), alpha, "{name}: Alpha (arrears, balance)");
        assert_eq!(of(2), bravo, "{name}: Bravo (arrears, balance)");
    }
}

// rule: C06 — a company may enter several teams; the Hutton table of 4 x 2
// pairs A1-B1, C1-D1, A2-C2, B2-D2, so Bravo entered by Alpha's company
// meets Alpha once (one pairing) and is flagged; a combined team (C07)
// with Alpha's company as partner is flagged against Alpha too.
#[test]
fn c06_teams_of_one_company_paired_together_are_flagged() {
    use ccdesk::domain::tournament::same_company::same_company_meetings;
    let p = project(1);
    let name = |c: CompanyId| p.company(c).unwrap().name.clone();
    let division = p.divisions()[0].clone();
    assert!(same_company_meetings(&division, name).is_empty());
    let mut one_company = division.clone();
    one_company.teams[1].company = CompanyId(1);
    assert_eq!(
        same_company_meetings(&one_company, name),
        ["Alpha plays Bravo, both of Alpha (1 pairing)"]
    );
    let mut combined = division.clone();
    combined.teams[2].partner = Some(CompanyId(1));
    assert_eq!(
        same_company_meetings(&combined, name),
        ["Alpha plays Charlie, both of Alpha (1 pairing)"]
    );
}

// rule: C06 — before the Organiser fixes his own table the meetings are
// worked out on a copy. Teams are listed A Alpha, B Bravo, C Charlie,
// D Delta; Delta is moved to Alpha's company. The generated 4 x 2 table
// (A1-B1, C1-D1, A2-C2, B2-D2) never pairs A with D: nothing to accept,
// nothing standing. His own table A1-D1, B1-C1, A2-B2, C2-D2 pairs
// Alpha with Delta once: flagged, and the project is not changed until he
// accepts; once applied, `check` lists it as standing, with C06.
#[test]
fn c06_an_own_table_pairing_one_company_is_flagged_before_it_is_fixed() {
    use ccdesk::domain::tournament::hutton::{HuttonTable, Pairing, Seat, TeamLetter};
    use ccdesk::domain::tournament::pairing_ops::pairings_command;
    use ccdesk::domain::tournament::same_company::{meetings_if_applied, standing_meetings};
    let mut p = project(1);
    let mut delta = p.divisions()[0].teams[3].clone();
    delta.company = CompanyId(1);
    apply(
        &mut p,
        Command::Tournament(T::SetTeam {
            division: "Division 1".into(),
            team: delta,
        }),
    )
    .unwrap();
    assert!(standing_meetings(&p).is_empty());
    let generated =
        pairings_command(&p, "Division 1", &HuttonTable::generate(4, 2).unwrap()).unwrap();
    assert!(
        meetings_if_applied(&p, "Division 1", &generated)
            .unwrap()
            .is_empty()
    );
    let seat = |team: u32, board: u32| Seat {
        team: TeamLetter(team),
        board,
    };
    let own = HuttonTable::from_pairings(
        4,
        2,
        &[
            Pairing::new(seat(0, 1), seat(3, 1)),
            Pairing::new(seat(1, 1), seat(2, 1)),
            Pairing::new(seat(0, 2), seat(1, 2)),
            Pairing::new(seat(2, 2), seat(3, 2)),
        ],
    )
    .unwrap();
    let command = pairings_command(&p, "Division 1", &own).unwrap();
    let before = p.clone();
    assert_eq!(
        meetings_if_applied(&p, "Division 1", &command).unwrap(),
        ["Alpha plays Delta, both of Alpha (1 pairing)"]
    );
    assert_eq!(p, before, "nothing changes until the Organiser accepts");
    assert!(standing_meetings(&p).is_empty());
    apply(&mut p, command).unwrap();
    assert_eq!(
        standing_meetings(&p),
        ["Division 1: Alpha plays Delta, both of Alpha (1 pairing) (C06)"]
    );
}

// rule: C07 — Delta combines Delta's company (1 member here) with a
// partner company of 1 member that enters no team of its own.
// Subscriptions £5.00 a member, minimum entry fee £12.00: charged once for
// the combined team, Delta £12.00 - £5.00 = £7.00 and the partner its
// £5.00, £12.00 in all (not £12.00 each). The note "needs the Committee's approval" goes once
// the approval is recorded with its date; a second approval, or one for a
// team of one company, is refused.
#[test]
fn c07_a_combined_team_is_approved_by_a_dated_ruling_and_charged_once() {
    use ccdesk::domain::tournament::Company;
    use ccdesk::domain::tournament::eligibility::check_season;
    use ccdesk::domain::tournament::fees::{Money, accounts};
    use ccdesk::domain::tournament::records::FeeSchedule;
    use ccdesk::domain::tournament::results::current_season;
    let mut p = project(1);
    apply(
        &mut p,
        Command::Tournament(T::SetFees(FeeSchedule {
            subscription: Money(500),
            minimum_entry_fee: Money(1200),
            claim_fee: Money(0),
            appeal_fee: Money(0),
        })),
    )
    .unwrap();
    apply(
        &mut p,
        Command::Tournament(T::SetCompany(Company {
            id: CompanyId(9),
            name: "Partner Ltd".into(),
            representative: "Rep".into(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 1,
        })),
    )
    .unwrap();
    let mut company = p.company(CompanyId(4)).unwrap().clone();
    company.members = 1;
    apply(&mut p, Command::Tournament(T::SetCompany(company))).unwrap();
    let mut delta = p.team(TeamId(4)).unwrap().clone();
    delta.partner = Some(CompanyId(9));
    let edit = Project::hand_edit(&mut p);
    let season = edit
        .competition
        .as_mut()
        .unwrap()
        .seasons
        .last_mut()
        .unwrap();
    *season.divisions[0]
        .teams
        .iter_mut()
        .find(|t| t.id == TeamId(4))
        .unwrap() = delta;
    let note = |p: &Project| {
        check_season(p, current_season(p).unwrap())
            .into_iter()
            .any(|f| {
                f.rule == "C07"
                    && f.kind
                        .to_string()
                        .contains("needs the Committee's approval")
            })
    };
    assert!(note(&p));
    let list = accounts(&p, current_season(&p).unwrap(), day(2025, 10, 2));
    let entry = |c: u32| {
        list.iter()
            .find(|a| a.company == CompanyId(c))
            .unwrap()
            .entry
    };
    assert_eq!((entry(4), entry(9)), (Money(700), Money(500)));
    assert_eq!(
        entry(1),
        Money(1200),
        "a team of one company pays the minimum"
    );
    let approve = |team: u32| {
        Command::Tournament(T::ApproveCombinedTeam {
            team: TeamId(team),
            date: day(2025, 9, 20),
        })
    };
    let event = apply(&mut p, approve(4)).unwrap();
    assert_eq!(
        event.summary,
        "recorded the Committee's approval of the combined team Delta on 2025-09-20 (C07)"
    );
    assert!(!note(&p));
    let again = apply(&mut p, approve(4)).unwrap_err().to_string();
    assert!(again.contains("already recorded"), "{again}");
    let single = apply(&mut p, approve(1)).unwrap_err().to_string();
    assert!(single.contains("not a combined team"), "{single}");
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert!(note(&p));
}

// rule: C23 — a captain's report is announced with his team's name, not
// its internal id.
#[test]
fn c23_a_captains_report_names_the_team() {
    use ccdesk::domain::game::{GameResult, Termination};
    use ccdesk::domain::tournament::records::{Reporter, ResultReport};
    let mut p = project(1);
    let g = game(&p, (1, 1), (2, 1));
    let event = apply(
        &mut p,
        Command::Tournament(T::ReportResult(ResultReport {
            game: g,
            by: Reporter::Captain(TeamId(2)),
            result: GameResult {
                outcome: Outcome::Draw,
                termination: Termination::Agreement,
            },
            received: day(2026, 3, 1),
            record_received: true,
        })),
    )
    .unwrap();
    assert!(
        event.summary.contains("the captain of Bravo"),
        "{}",
        event.summary
    );
    assert!(!event.summary.contains("t2"), "{}", event.summary);
}

// rule: C37 — one wording of a game's state everywhere: in play, its
// result, and a dispute between the captains (not "waits for
// adjudication").
// rule: C23
#[test]
fn c37_a_games_state_has_one_wording() {
    use ccdesk::domain::game::{GameResult, Termination};
    use ccdesk::domain::game_state::game_state_words;
    use ccdesk::domain::tournament::records::{Reporter, ResultReport};
    let mut p = project(1);
    let today = day(2026, 3, 2);
    let g = game(&p, (1, 1), (2, 1));
    let words = |p: &Project| game_state_words(p, p.game(g).unwrap(), today);
    assert_eq!(words(&p), "0 moves, in play");
    for (team, outcome) in [(1, Outcome::WhiteWins), (2, Outcome::Draw)] {
        apply(
            &mut p,
            Command::Tournament(T::ReportResult(ResultReport {
                game: g,
                by: Reporter::Captain(TeamId(team)),
                result: GameResult {
                    outcome,
                    termination: Termination::Resignation,
                },
                received: day(2026, 3, 1),
                record_received: true,
            })),
        )
        .unwrap();
    }
    assert_eq!(words(&p), "disputed: the Organiser decides (C23, C37)");
    organiser(&mut p, g, Outcome::WhiteWins);
    assert_eq!(words(&p), "1-0");
}

// rule: C10 — entries by 1 September: an entry received on 4 September is
// recorded with its own date and said to be 3 days late; a team form on
// its deadline, 15 September (C11), is not late.
// rule: C11
#[test]
fn c10_a_step_keyed_with_its_date_says_when_it_is_late() {
    let mut p = project(1);
    let record = |p: &mut Project, step, date| {
        apply(
            p,
            Command::Tournament(T::RecordStep {
                step,
                company: CompanyId(1),
                date,
            }),
        )
        .unwrap()
        .summary
    };
    assert_eq!(
        record(&mut p, CompanyStep::Entry, day(2025, 9, 4)),
        "recorded the entry of Alpha received (C10) on 2025-09-04, 3 days late (due 2025-09-01)"
    );
    assert_eq!(
        record(&mut p, CompanyStep::Form, day(2025, 9, 15)),
        "recorded the team form of Alpha returned (C11) on 2025-09-15"
    );
    let season = ccdesk::domain::tournament::results::current_season(&p).unwrap();
    assert_eq!(season.records.entries[0].date, day(2025, 9, 4));
}
