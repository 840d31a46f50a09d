//! Entering a team through the domain's one plan (`tournament::team_entry`),
//! the plan the window's "add team" form and the entries CSV import both
//! apply. Every expected value is worked out by hand from C05-C07, C10,
//! C11, C14 and C20.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::ids::{CompanyId, PlayerId, TeamId};
use ccdesk::domain::player::{Employment, Player};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::records::{CompanyDate, MembershipRequirement};
use ccdesk::domain::tournament::team_entry::{
    CompanyEntry, EnteredPlayer, EntriesPlan, PlayerDetails, TeamEntry, plan_team_entry,
};
use ccdesk::domain::tournament::{
    Company, Competition, Division, Season, SeasonCalendar, SeasonRecords, Team, TournamentError,
};
use chrono::NaiveDate;

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

fn season(name: &str, divisions: Vec<Division>) -> Season {
    Season {
        name: name.to_owned(),
        calendar: SeasonCalendar::default_for(2025).unwrap(),
        divisions,
        records: SeasonRecords::default(),
    }
}

fn division(boards: u8, teams: Vec<Team>) -> Division {
    Division {
        name: "Division 1".to_owned(),
        boards,
        teams,
        draw_seed: None,
        pairings: Vec::new(),
    }
}

/// A competition whose one season has Division 1 of two boards, no teams.
fn empty_division() -> Project {
    let mut p = Project::new("Inter-Office");
    *p.hand_edit().competition = Some(Competition {
        name: "Inter-Office".to_owned(),
        organiser: "Organiser".to_owned(),
        organiser_address: String::new(),
        seasons: vec![season("2025-26", vec![division(2, Vec::new())])],
    });
    p
}

fn entry(team: &str, company: &str, players: &[&str]) -> TeamEntry {
    TeamEntry {
        division: "Division 1".to_owned(),
        name: team.to_owned(),
        company: company.to_owned(),
        partner: None,
        players: players.iter().map(|n| EnteredPlayer::named(*n)).collect(),
        captain: Some(1),
    }
}

fn records(p: &Project) -> &SeasonRecords {
    &p.competition().unwrap().seasons.last().unwrap().records
}

fn entered(p: &mut Project, e: TeamEntry, on: NaiveDate) {
    let command = plan_team_entry(p, e, on).unwrap();
    apply(p, command).unwrap();
}

fn player(id: u32, name: &str, company: u32) -> Player {
    let mut p = Player::new(PlayerId(id), name);
    p.company = Some(CompanyId(company));
    p
}

#[test]
fn a_new_company_enters_with_its_first_team_and_both_steps_are_recorded() {
    // rule: C06 — no Committee figure: the division requires as many
    // members as it has boards (2), and the new company is counted so.
    // rule: C10 — entering the team is the company's entry, on that day.
    // rule: C11 — every board named (2 of 2): the team form too.
    // rule: C14 — board 1 first; the form's captain is board 1.
    let mut p = empty_division();
    let before = p.clone();
    let command = plan_team_entry(
        &p,
        entry("Alpha", "Alpha", &["Ann", "Bob"]),
        day(2025, 8, 20),
    )
    .unwrap();
    let undo = apply(&mut p, command).unwrap().undo;
    assert_eq!(
        p.companies(),
        [Company {
            id: CompanyId(1),
            name: "Alpha".to_owned(),
            representative: String::new(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 2,
        }]
    );
    assert_eq!(p.players(), [player(1, "Ann", 1), player(2, "Bob", 1)]);
    assert_eq!(
        p.divisions()[0].teams,
        [Team {
            id: TeamId(1),
            name: "Alpha".to_owned(),
            company: CompanyId(1),
            partner: None,
            captain: Some(PlayerId(1)),
            players: vec![PlayerId(1), PlayerId(2)],
        }]
    );
    let on = CompanyDate {
        company: CompanyId(1),
        date: day(2025, 8, 20),
    };
    assert_eq!(records(&p).entries, std::slice::from_ref(&on));
    assert_eq!(records(&p).forms, [on]);
    // One step: one undo takes it all back.
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p, before);
}

#[test]
fn a_short_team_leaves_its_form_due_until_the_last_board_is_named() {
    // rule: C11 — one player for two boards: the entry is recorded (C10),
    // the form is not. Entered again with both boards on 10 Sep, the team
    // keeps its id (replaced, not added), Ann keeps hers, Bob is new, and
    // the form is recorded on 10 Sep; the entry keeps its first day.
    let mut p = empty_division();
    entered(&mut p, entry("Alpha", "Alpha", &["Ann"]), day(2025, 8, 20));
    assert_eq!(records(&p).entries.len(), 1);
    assert!(records(&p).forms.is_empty());
    entered(
        &mut p,
        entry("Alpha", "Alpha", &["Ann", "Bob"]),
        day(2025, 9, 10),
    );
    let teams = &p.divisions()[0].teams;
    assert_eq!(teams.len(), 1);
    assert_eq!(teams[0].id, TeamId(1));
    assert_eq!(teams[0].players, [PlayerId(1), PlayerId(2)]);
    assert_eq!(p.companies().len(), 1);
    assert_eq!(
        records(&p).entries,
        [CompanyDate {
            company: CompanyId(1),
            date: day(2025, 8, 20)
        }]
    );
    assert_eq!(
        records(&p).forms,
        [CompanyDate {
            company: CompanyId(1),
            date: day(2025, 9, 10)
        }]
    );
}

#[test]
fn a_known_company_and_player_are_found_and_new_ids_follow_the_highest() {
    // Company 5 "Bravo" and its player Cy (id 7) are known; last season's
    // team has id 9 (team ids are unique across seasons). "bravo II" of
    // "BRAVO" with Cy and Dee: the company found ignoring case (no new
    // company), Cy found by name and company, Dee gets id 8, the team 10.
    // rule: C10 — last season's entry does not count for this season.
    let mut p = empty_division();
    let old_team = Team {
        id: TeamId(9),
        name: "Bravo I".to_owned(),
        company: CompanyId(5),
        partner: None,
        captain: None,
        players: vec![PlayerId(7)],
    };
    {
        let edit = p.hand_edit();
        edit.companies.push(Company {
            id: CompanyId(5),
            name: "Bravo".to_owned(),
            representative: "R".to_owned(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 1,
        });
        edit.players.push(player(7, "Cy", 5));
        let competition = edit.competition.as_mut().unwrap();
        let mut last = season("2024-25", vec![division(2, vec![old_team])]);
        last.records.entries.push(CompanyDate {
            company: CompanyId(5),
            date: day(2024, 8, 1),
        });
        competition.seasons.insert(0, last);
    }
    let companies = p.companies().to_vec();
    entered(
        &mut p,
        entry("Bravo II", "BRAVO", &["Cy", "Dee"]),
        day(2025, 8, 20),
    );
    assert_eq!(p.companies(), companies);
    assert_eq!(p.players(), [player(7, "Cy", 5), player(8, "Dee", 5)]);
    let team = &p.divisions()[0].teams[0];
    assert_eq!(
        (team.id, team.company, &team.players),
        (TeamId(10), CompanyId(5), &vec![PlayerId(7), PlayerId(8)])
    );
    assert_eq!(
        records(&p).entries,
        [CompanyDate {
            company: CompanyId(5),
            date: day(2025, 8, 20)
        }]
    );
}

#[test]
fn a_new_company_counts_the_committees_figure_and_a_new_partner_none() {
    // rule: C06 — the Committee requires 1 member for Division 1: the new
    // company is counted with 1.
    // rule: C07 — a combined team: the partner, new too, counts none (the
    // team's company meets the requirement); a player of the partner
    // already known is found and stays the partner's.
    let mut p = empty_division();
    {
        let edit = p.hand_edit();
        edit.competition.as_mut().unwrap().seasons[0]
            .records
            .membership
            .push(MembershipRequirement {
                division: "Division 1".to_owned(),
                members: 1,
            });
        edit.companies.push(Company {
            id: CompanyId(1),
            name: "Gamma".to_owned(),
            representative: String::new(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 3,
        });
        edit.players.push(player(1, "Gil", 1));
    }
    let mut e = entry("Delta-Gamma", "Delta", &["Dot", "Gil"]);
    e.partner = Some("Gamma".to_owned());
    entered(&mut p, e.clone(), day(2025, 8, 20));
    let delta = p.companies().iter().find(|c| c.name == "Delta").unwrap();
    assert_eq!((delta.id, delta.members), (CompanyId(2), 1));
    assert_eq!(p.players(), [player(1, "Gil", 1), player(2, "Dot", 2)]);
    let team = &p.divisions()[0].teams[0];
    assert_eq!(team.partner, Some(CompanyId(1)));

    // Both companies new: Delta counted 1, Epsilon none.
    let mut q = empty_division();
    q.hand_edit().competition.as_mut().unwrap().seasons[0]
        .records
        .membership = records(&p).membership.clone();
    e.partner = Some("Epsilon".to_owned());
    entered(&mut q, e, day(2025, 8, 20));
    let members: Vec<(&str, u32)> = q
        .companies()
        .iter()
        .map(|c| (c.name.as_str(), c.members))
        .collect();
    assert_eq!(members, [("Delta", 1), ("Epsilon", 0)]);
}

#[test]
fn an_entry_breaking_c05_or_c06_is_refused_with_its_reason() {
    let p = empty_division();
    let on = day(2025, 8, 20);
    let refusal = |e: TeamEntry| plan_team_entry(&p, e, on).unwrap_err();
    // rule: C05, C06 — three players for two boards.
    assert_eq!(
        refusal(entry("Alpha", "Alpha", &["A", "B", "C"])),
        TournamentError::TooManyPlayers {
            team: "Alpha".to_owned(),
            players: 3,
            boards: 2
        }
    );
    // rule: C05 — a team plays at least board 1.
    assert_eq!(
        refusal(entry("Alpha", "Alpha", &[])),
        TournamentError::NoPlayers {
            team: "Alpha".to_owned(),
            division: "Division 1".to_owned(),
            boards: 2
        }
    );
    // rule: C14 — one player a board.
    assert_eq!(
        refusal(entry("Alpha", "Alpha", &["Ann", " Ann "])),
        TournamentError::PlayerNamedTwice {
            team: "Alpha".to_owned(),
            player: "Ann".to_owned()
        }
    );
    assert_eq!(
        refusal(entry("Alpha", "Alpha", &["Ann", " "])),
        TournamentError::EmptyBoard {
            team: "Alpha".to_owned(),
            board: 2
        }
    );
    // rule: C11 — the captain plays on a board the team fills.
    let mut e = entry("Alpha", "Alpha", &["Ann"]);
    e.captain = Some(2);
    assert_eq!(
        refusal(e),
        TournamentError::EmptyBoard {
            team: "Alpha".to_owned(),
            board: 2
        }
    );
    // rule: C10 — a company enters the team.
    assert_eq!(
        refusal(entry("Alpha", "  ", &["Ann"])),
        TournamentError::CompanyUnnamed("Alpha".to_owned())
    );
    assert_eq!(
        refusal(entry(" ", "Alpha", &["Ann"])),
        TournamentError::TeamUnnamed
    );
    let mut e = entry("Alpha", "Alpha", &["Ann"]);
    e.division = "Division 9".to_owned();
    assert_eq!(
        refusal(e),
        TournamentError::UnknownDivision("Division 9".to_owned())
    );
    assert_eq!(
        plan_team_entry(&Project::new("x"), entry("Alpha", "Alpha", &["Ann"]), on).unwrap_err(),
        TournamentError::NoSeason
    );
}

#[test]
fn a_paired_teams_players_change_only_by_replacement() {
    // rule: C20 — the demo's Division 1 is paired: entering its first team
    // again with its boards swapped is refused; with the same players in
    // the same order it is entered (its details, captain and steps as they
    // were).
    let mut p = ccdesk::domain::demo::demo_project();
    let d = p.divisions()[0].clone();
    assert!(!d.pairings.is_empty());
    let team = d.teams[0].clone();
    assert!(d.is_paired(team.id));
    let names: Vec<String> = team
        .players
        .iter()
        .map(|id| p.player_name(*id).to_owned())
        .collect();
    let company = p.company(team.company).unwrap().name.clone();
    let captain = team
        .captain
        .and_then(|c| team.players.iter().position(|x| *x == c))
        .map(|i| u8::try_from(i + 1).unwrap());
    let as_entered = |names: Vec<String>| TeamEntry {
        division: d.name.clone(),
        name: team.name.clone(),
        company: company.clone(),
        partner: team.partner.map(|c| p.company(c).unwrap().name.clone()),
        players: names.into_iter().map(EnteredPlayer::named).collect(),
        captain,
    };
    let mut swapped = names.clone();
    swapped.reverse();
    assert!(swapped != names);
    assert_eq!(
        plan_team_entry(&p, as_entered(swapped), day(2025, 9, 1)).unwrap_err(),
        TournamentError::PlayersFixed(team.name.clone())
    );
    let before = p.clone();
    let command = plan_team_entry(&p, as_entered(names), day(2025, 9, 1)).unwrap();
    apply(&mut p, command).unwrap();
    assert_eq!(p.divisions(), before.divisions());
    assert_eq!(p.players(), before.players());
}

#[test]
fn one_plan_enters_a_file_of_teams_and_a_refused_team_leaves_it_as_it_was() {
    // Two teams of the new company Alpha in one plan: the company comes in
    // once (id 1), its entry is recorded once (C10), its form once the
    // first complete team is in (C11); players and teams take ids in
    // order. A team refused between them changes nothing of the plan.
    let p = empty_division();
    let on = day(2025, 8, 20);
    let mut plan = EntriesPlan::new(&p);
    assert_eq!(
        plan.enter(entry("Alpha I", "Alpha", &["Ann", "Bob"]), on),
        Ok(TeamId(1))
    );
    let refused = plan.enter(entry("Beta", "Beta", &["X", "Y", "Z"]), on);
    assert!(matches!(
        refused,
        Err(TournamentError::TooManyPlayers { .. })
    ));
    assert_eq!(
        plan.enter(entry("Alpha II", "alpha", &["Cy"]), on),
        Ok(TeamId(2))
    );
    let new: Vec<&str> = plan.new_companies().map(|c| c.name.as_str()).collect();
    assert_eq!(new, ["Alpha"]);
    let mut q = p.clone();
    apply(&mut q, plan.command()).unwrap();
    assert_eq!(q.companies().len(), 1);
    let ids: Vec<(u32, &str)> = q
        .players()
        .iter()
        .map(|p| (p.id.0, p.name.as_str()))
        .collect();
    assert_eq!(ids, [(1, "Ann"), (2, "Bob"), (3, "Cy")]);
    let teams: Vec<(TeamId, &str)> = q.divisions()[0]
        .teams
        .iter()
        .map(|t| (t.id, t.name.as_str()))
        .collect();
    assert_eq!(teams, [(TeamId(1), "Alpha I"), (TeamId(2), "Alpha II")]);
    let one = CompanyDate {
        company: CompanyId(1),
        date: on,
    };
    assert_eq!(records(&q).entries, std::slice::from_ref(&one));
    assert_eq!(records(&q).forms, [one]);
}

#[test]
fn an_entries_details_replace_a_known_players_and_companies_are_updated_by_name() {
    // rule: C11, C12 — an entries file gives each player's address and
    // employment; the known player takes them, his telephone kept where the
    // file has none. rule: C06, C10 — a companies file updates the company
    // of that name (its id kept) and adds the others with the next id.
    let mut p = empty_division();
    entered(
        &mut p,
        entry("Alpha", "Alpha", &["Ann", "Bob"]),
        day(2025, 8, 20),
    );
    p.hand_edit().players[0].phone = "01632 960001".to_owned();
    let mut e = entry("Alpha", "Alpha", &["Ann", "Bob"]);
    e.players[0].details = Some(PlayerDetails {
        email: "ann@alpha.example".to_owned(),
        address: "1 High St\nYork".to_owned(),
        phone: None,
        employment: Employment::Retired,
        rating: Some(2100),
    });
    e.captain = None;
    entered(&mut p, e, day(2025, 9, 1));
    let ann = &p.players()[0];
    assert_eq!(
        (
            ann.id,
            ann.email.as_str(),
            ann.address.as_str(),
            ann.phone.as_str(),
            &ann.employment,
            ann.rating
        ),
        (
            PlayerId(1),
            "ann@alpha.example",
            "1 High St\nYork",
            "01632 960001",
            &Employment::Retired,
            Some(2100)
        )
    );
    assert_eq!(p.divisions()[0].teams[0].captain, None);

    let mut plan = EntriesPlan::new(&p);
    let company = |name: &str, members| CompanyEntry {
        name: name.to_owned(),
        representative: "R. Rep".to_owned(),
        contact: "Tel. 01632 960777".to_owned(),
        representative_address: None,
        representative_phone: None,
        members,
    };
    assert_eq!(plan.enter_company(company("ALPHA", 4)), CompanyId(1));
    assert_eq!(plan.enter_company(company("Beta", 2)), CompanyId(2));
    let command = plan.command();
    assert!(matches!(&command, Command::Batch(steps) if steps.len() == 2));
    apply(&mut p, command).unwrap();
    let alpha = &p.companies()[0];
    assert_eq!(
        (
            alpha.name.as_str(),
            alpha.representative.as_str(),
            alpha.members
        ),
        ("ALPHA", "R. Rep", 4)
    );
    assert_eq!(p.companies()[1].id, CompanyId(2));
}

#[test]
fn a_planned_entry_is_refused_whole_by_a_command_that_refuses_its_text() {
    // The plan leaves the text rules to the commands (issue 21): a team
    // name with a control character is refused at apply, and nothing of
    // the entry stays.
    let mut p = empty_division();
    let before = p.clone();
    let command =
        plan_team_entry(&p, entry("Al\u{7}pha", "Alpha", &["Ann"]), day(2025, 8, 20)).unwrap();
    assert!(matches!(
        apply(&mut p, command),
        Err(DomainError::TextFromOthers(_))
    ));
    assert_eq!(p, before);
}
