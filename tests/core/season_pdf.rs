//! A season started from an empty project through commands (C03, C04),
//! paired, played and penalised, then printed: the standings, the
//! crosstable and the captains' pairing list, checked from the PDF text
//! extracted with lopdf.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::ids::{CompanyId, PlayerId, TeamId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::crosstable::crosstable;
use ccdesk::domain::tournament::hutton::HuttonTable;
use ccdesk::domain::tournament::records::{DeductionRule, PointDeduction, Reporter, ResultReport};
use ccdesk::domain::tournament::results::{current_season, pairing_game};
use ccdesk::domain::tournament::{
    Company, Competition, Division, Season, SeasonCalendar, SeasonRecords, Team,
};
use ccdesk::domain::tournament::{TournamentCommand as T, pairings_command};
use ccdesk::io::pdf::Paper;
use ccdesk::io::pdf::crosstable_pdf::write_crosstable_pdf;
use ccdesk::io::pdf::pairing_list_pdf::write_pairing_list_pdf;
use ccdesk::io::pdf::standings_pdf::{standings_sections, write_standings_pdf};
use chrono::NaiveDate;
use lopdf::Document;

const TEAMS: [&str; 3] = ["Alpha", "Bravo", "Charlie"];

fn run(p: &mut Project, c: Command) {
    apply(p, c).unwrap();
}

fn competition(year: i32) -> Competition {
    Competition {
        name: "Inter-Office".into(),
        organiser: "A. Organiser".into(),
        organiser_address: String::new(),
        seasons: vec![Season {
            name: format!("{year}-{}", (year + 1) % 100),
            calendar: SeasonCalendar::default_for(year).unwrap(),
            divisions: Vec::new(),
            records: SeasonRecords::default(),
        }],
    }
}

/// Division 1: Alpha, Bravo, Charlie of two boards (players `Alpha 1`,
/// ..., each with a postal address and an email), lettered A, B, C in
/// entry order and paired by the generated table: A1-B1, A2-C2, B2-C1.
fn paired() -> Project {
    let mut p = Project::new("New project");
    run(
        &mut p,
        Command::Tournament(T::StartCompetition(Box::new(competition(2025)))),
    );
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
    for (i, name) in TEAMS.iter().enumerate() {
        let id = u32::try_from(i).unwrap() + 1;
        run(
            &mut p,
            Command::Tournament(T::SetCompany(Company {
                id: CompanyId(id),
                name: (*name).to_owned(),
                representative: String::new(),
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
            player.address = format!("{b} {name} Street\nLeeds LS{id} {b}AB");
            player.email = format!("{}{b}@example.org", name.to_lowercase());
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
    let table = HuttonTable::generate(3, 2).unwrap();
    let c = pairings_command(&p, "Division 1", &table).unwrap();
    run(&mut p, c);
    p
}

fn report(p: &mut Project, white: (u32, u8), black: (u32, u8), outcome: Outcome) {
    let game = pairing_game(
        p,
        "Division 1",
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
            received: NaiveDate::from_ymd_opt(2026, 3, 1).unwrap(),
            record_received: false,
        })),
    );
}

/// The season played: A1 beats B1 twice, A2 and C2 draw twice, B2 and C1
/// each win with White; then 2 game points off Alpha (C21).
fn played() -> Project {
    let mut p = paired();
    report(&mut p, (1, 1), (2, 1), Outcome::WhiteWins);
    report(&mut p, (2, 1), (1, 1), Outcome::BlackWins);
    report(&mut p, (1, 2), (3, 2), Outcome::Draw);
    report(&mut p, (3, 2), (1, 2), Outcome::Draw);
    report(&mut p, (2, 2), (3, 1), Outcome::WhiteWins);
    report(&mut p, (3, 1), (2, 2), Outcome::WhiteWins);
    run(
        &mut p,
        Command::Tournament(T::AddDeduction(PointDeduction {
            team: TeamId(1),
            player: Some(PlayerId(2)),
            halves: 4,
            rule: DeductionRule::IneligiblePlayer,
            reason: "Alpha 2 employed by Bravo since May".into(),
            decided: NaiveDate::from_ymd_opt(2026, 3, 2).unwrap(),
        })),
    );
    p
}

fn page_texts(bytes: &[u8]) -> Vec<String> {
    let doc = Document::load_mem(bytes).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    pages
        .iter()
        .map(|n| doc.extract_text(&[*n]).unwrap())
        .collect()
}

/// The width and height of each page, in whole points.
fn page_sizes(bytes: &[u8]) -> Vec<(i32, i32)> {
    let doc = Document::load_mem(bytes).unwrap();
    doc.get_pages()
        .values()
        .map(|id| {
            let page = doc.get_dictionary(*id).unwrap();
            let media = page.get(b"MediaBox").unwrap().as_array().unwrap();
            let n = |i: usize| media[i].as_float().unwrap();
            #[allow(clippy::cast_possible_truncation)]
            let round = |v: f32| v.round() as i32;
            (round(n(2) - n(0)), round(n(3) - n(1)))
        })
        .collect()
}

#[test]
fn a_competition_starts_once_and_its_start_is_undone() {
    // rule: C03, C04 — a project holds one competition.
    let mut p = Project::new("New project");
    let started = apply(
        &mut p,
        Command::Tournament(T::StartCompetition(Box::new(competition(2025)))),
    )
    .unwrap();
    assert_eq!(p.competition().unwrap().organiser, "A. Organiser");
    assert!(matches!(
        apply(
            &mut p,
            Command::Tournament(T::StartCompetition(Box::new(competition(2026))))
        ),
        Err(DomainError::Tournament(
            ccdesk::domain::tournament::TournamentError::CompetitionExists(_)
        ))
    ));
    ccdesk::domain::command::undo(&mut p, started.undo);
    assert!(p.competition().is_none());
}

#[test]
fn season_dates_follow_the_rules_order() {
    // rule: C10, C11, C16, C19, C24, C25 — each date after the one before.
    let mut p = paired();
    let mut dates = SeasonCalendar::default_for(2025).unwrap();
    dates.play_closes = NaiveDate::from_ymd_opt(2026, 7, 1).unwrap();
    assert!(matches!(
        apply(
            &mut p,
            Command::Tournament(T::SetCalendar(Box::new(dates.clone())))
        ),
        Err(DomainError::BadDate(_))
    ));
    // rule: C24 — the submissions moved with the close of play: accepted,
    // and undone.
    dates.submissions = NaiveDate::from_ymd_opt(2026, 7, 6).unwrap();
    let e = apply(
        &mut p,
        Command::Tournament(T::SetCalendar(Box::new(dates.clone()))),
    )
    .unwrap();
    assert_eq!(current_season(&p).unwrap().calendar, dates);
    ccdesk::domain::command::undo(&mut p, e.undo);
    assert_eq!(
        current_season(&p).unwrap().calendar,
        SeasonCalendar::default_for(2025).unwrap()
    );
}

#[test]
fn the_standings_print_with_points_deductions_and_working() {
    // rule: C29, C30, C21 — worked by hand:
    //   Alpha   2 + 1 = 3 scored, 2 deducted = 1; board count 1+1+1+1 = 4
    //   Charlie 1 + 1 = 2;                         board count 1+1+1   = 3
    //   Bravo   1;                                 board count 2
    // Alpha and Bravo level on 1: Bravo's lower board count ranks it second.
    let p = played();
    let season = current_season(&p).unwrap();
    let d = &season.divisions[0];
    let sections = standings_sections(&p, season, &[d]);
    let rows: Vec<(u32, &str, String, String)> = sections[0]
        .standings
        .rows
        .iter()
        .map(|r| {
            (
                r.place,
                r.team.as_str(),
                r.game_points.to_string(),
                r.board_count.to_string(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (1, "Charlie", "2".into(), "3".into()),
            (2, "Bravo", "1".into(), "2".into()),
            (3, "Alpha", "1".into(), "4".into()),
        ]
    );
    let bytes =
        write_standings_pdf("Standings: Inter-Office 2025-26", "", &sections, Paper::A4).unwrap();
    let text = page_texts(&bytes).join("\n");
    for expected in [
        "Standings: Inter-Office 2025-26",
        "Division 1",
        "Charlie",
        "board count",
        "C21: Alpha 2 employed by Bravo since May",
        "Alpha: 3 game points scored, 2 deducted (C15, C21), 1 in all",
        "place decided by: board count",
    ] {
        assert!(text.contains(expected), "`{expected}` not in:\n{text}");
    }
    assert_eq!(page_sizes(&bytes), [(595, 842)]);
}

#[test]
fn the_crosstable_prints_each_cell_and_each_board() {
    let p = played();
    let season = current_season(&p).unwrap();
    let table = crosstable(&p, season, &season.divisions[0]);
    let bytes = write_crosstable_pdf(
        &p,
        "Crosstable: Inter-Office 2025-26",
        "as of 2026-03-02",
        &[table],
        Paper::A4,
    )
    .unwrap();
    let pages = page_texts(&bytes);
    let text = pages.join("\n");
    // Alpha's row: 2 (1-1) against Bravo, 1 (2-2) against Charlie; Bravo's
    // row 0 (1-1) against Alpha and 1 (2-1) against Charlie.
    for expected in [
        "Crosstable: Inter-Office 2025-26: Division 1",
        "as of 2026-03-02",
        "2 (1-1)",
        "1 (2-2)",
        "0 (1-1)",
        "1 (2-1)",
        "1 (1-2)",
        "Board by board",
        "Alpha 1",
        "Bravo 2",
        "Charlie 1",
    ] {
        assert!(text.contains(expected), "`{expected}` not in:\n{text}");
    }
    // Landscape pages.
    assert!(page_sizes(&bytes).iter().all(|(w, h)| w > h));
}

#[test]
fn the_pairing_list_gives_each_captain_names_colours_and_addresses() {
    // rule: C16 — names, teams, boards, colours and the opponents'
    // correspondence addresses; C17 — each pairing two games, one with
    // each colour.
    let p = paired();
    let season = current_season(&p).unwrap();
    let bytes = write_pairing_list_pdf(
        &p,
        "Inter-Office",
        season,
        &[&season.divisions[0]],
        Paper::Letter,
    )
    .unwrap();
    let pages = page_texts(&bytes);
    assert_eq!(pages.len(), 3, "a page per team");
    assert!(page_sizes(&bytes).iter().all(|s| *s == (792, 612)));
    // Alpha's page: A1 meets B1, A2 meets C2.
    let alpha = &pages[0];
    for expected in [
        "Pairing list (C16): A Alpha",
        "Captain: Alpha 1",
        "White",
        "Black",
        "B Bravo",
        "Bravo 1",
        "1 Bravo Street, Leeds LS2 1AB",
        "bravo1@example.org",
        "C Charlie",
        "Charlie 2",
        "2 Charlie Street, Leeds LS3 2AB",
        "charlie2@example.org",
        "Opposing captains",
        "Charlie 1",
        "1 Charlie Street, Leeds LS3 1AB",
        "Play starts 2025-10-15",
    ] {
        assert!(alpha.contains(expected), "`{expected}` not on:\n{alpha}");
    }
    // Nobody's own address is printed as an opponent's on his own page.
    assert!(!alpha.contains("alpha2@example.org"), "{alpha}");
    // Bravo's page has B2's opponent C1.
    assert!(pages[1].contains("Pairing list (C16): B Bravo"));
    assert!(pages[1].contains("charlie1@example.org"));
}
