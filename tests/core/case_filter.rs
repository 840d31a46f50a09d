//! The adjudication cases list at scale (issue 34): filters by state,
//! division, team and deadline, and a search, worked by hand on a season
//! of 2 divisions of 4 teams of 3 boards, 4 moves a game (opening book
//! moves only), every game left unfinished at
//! the close of play (C19).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::AdjudicationCommand;
use ccdesk::domain::adjudication::CaseState;
use ccdesk::domain::adjudication::case_filter::{
    CaseFilter, DeadlineFilter, filtered_cases, overdue, showing,
};
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap()
}

/// 4 teams x 3 boards: 6 pairings, 12 games a division (C17), 24 in all,
/// each with its case opened at the close of play (15 June 2026).
fn season() -> Project {
    let mut p = generate(&DemoSpec::large(2, 4, 3, 4)).unwrap();
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    p
}

fn count(p: &Project, f: &CaseFilter, today: NaiveDate) -> usize {
    filtered_cases(p, f, today).len()
}

// rule: C19 — every unfinished game has its case.
// rule: C24 — claims are due on 30 June: on 20 June that is 10 days away,
// so "due within 7 days" shows none and "within 10 days" all 24; nothing
// is overdue.
// rule: C25 — on 8 July, past the both-default day (7 July) with no
// claim, the Organiser owes the default in every case: all overdue.
#[test]
fn c24_cases_are_filtered_by_state_division_team_deadline_and_searched() {
    let p = season();
    assert_eq!(p.adjudications().len(), 24, "every game unfinished");
    let all = CaseFilter::default();
    assert_eq!(count(&p, &all, day(6, 20)), 24);
    let division = |d: &str| CaseFilter {
        division: Some(d.into()),
        ..CaseFilter::default()
    };
    let d1 = p.divisions()[0].name.clone();
    assert_eq!(count(&p, &division(&d1), day(6, 20)), 12);
    // A team of 3 boards plays one pairing a board, two games each: 6.
    let team = p.divisions()[0].teams[0].name.clone();
    let by_team = CaseFilter {
        team: Some(team.clone()),
        ..CaseFilter::default()
    };
    assert_eq!(count(&p, &by_team, day(6, 20)), 6);
    // Team and division together: the team is not in division 2.
    let d2 = p.divisions()[1].name.clone();
    let none = CaseFilter {
        team: Some(team),
        division: Some(d2),
        ..CaseFilter::default()
    };
    assert_eq!(count(&p, &none, day(6, 20)), 0);
    let state = |s| CaseFilter {
        state: Some(s),
        ..CaseFilter::default()
    };
    assert_eq!(
        count(&p, &state(CaseState::WaitingForClaims), day(6, 20)),
        24
    );
    assert_eq!(count(&p, &state(CaseState::Final), day(6, 20)), 0);
    let deadline = |d| CaseFilter {
        deadline: d,
        ..CaseFilter::default()
    };
    assert_eq!(
        count(&p, &deadline(DeadlineFilter::Within(7)), day(6, 20)),
        0
    );
    assert_eq!(
        count(&p, &deadline(DeadlineFilter::Within(10)), day(6, 20)),
        24
    );
    assert_eq!(count(&p, &deadline(DeadlineFilter::Overdue), day(6, 20)), 0);
    assert_eq!(count(&p, &deadline(DeadlineFilter::Overdue), day(7, 8)), 24);
    assert_eq!(
        count(&p, &deadline(DeadlineFilter::Within(7)), day(7, 8)),
        0
    );
    assert!(p.adjudications().iter().all(|c| overdue(c, day(7, 8))));
    // Search: a game id (g17, no g170 among 24), a player (two games per
    // pairing: 2), case and spaces aside.
    let search = |s: &str| CaseFilter {
        search: s.into(),
        ..CaseFilter::default()
    };
    assert_eq!(count(&p, &search(" G17 "), day(6, 20)), 1);
    let g = p.game(p.adjudications()[0].game).unwrap();
    let player = p.player_name(g.white).to_uppercase();
    assert_eq!(count(&p, &search(&player), day(6, 20)), 2);
    assert_eq!(count(&p, &search("nobody of that name"), day(6, 20)), 0);
    assert_eq!(showing(12, 1271), "showing 12 of 1,271 cases");
    assert_eq!(showing(1, 1), "showing 1 of 1 case");
}

// rule: C19 — before the cases are opened the window asks first, saying
// how many (24, 12 of one division) and which (the first 5 by id, then
// "and 19 more"); the step then opens exactly those.
// rule: C25 — on 8 July the defaults are due in all 24.
#[test]
fn c19_a_step_on_many_cases_says_how_many_and_which_before_it_is_applied() {
    use ccdesk::domain::adjudication::bulk::{bulk_games, bulk_question};
    let mut p = generate(&DemoSpec::large(2, 4, 3, 4)).unwrap();
    let open = AdjudicationCommand::OpenAtClose { division: None };
    let (title, lines) = bulk_question(&p, &open, 5).unwrap();
    assert_eq!(title, "Open 24 cases at the close of play (C19)?");
    assert_eq!(lines.len(), 6);
    let g = &p.games()[0];
    assert_eq!(
        lines[0],
        format!(
            "{} {} – {}",
            g.id,
            p.player_name(g.white),
            p.player_name(g.black)
        )
    );
    assert_eq!(lines[5], "and 19 more");
    let one = AdjudicationCommand::OpenAtClose {
        division: Some("Division 1".into()),
    };
    assert_eq!(
        bulk_question(&p, &one, 5).unwrap().0,
        "Open 12 cases of Division 1 at the close of play (C19)?"
    );
    let games = bulk_games(&p, &open).unwrap();
    apply(&mut p, Command::Adjudication(open.clone())).unwrap();
    let opened: Vec<_> = p.adjudications().iter().map(|c| c.game).collect();
    assert_eq!(opened, games, "the step opens the games it named");
    assert_eq!(bulk_games(&p, &open).unwrap(), []);
    let defaults = AdjudicationCommand::ApplyDefaults { today: day(7, 8) };
    assert_eq!(
        bulk_question(&p, &defaults, 30).unwrap(),
        (
            "Apply the C25 default to 24 cases?".to_owned(),
            p.adjudications()
                .iter()
                .map(|c| {
                    let g = p.game(c.game).unwrap();
                    format!(
                        "{} {} – {}",
                        g.id,
                        p.player_name(g.white),
                        p.player_name(g.black)
                    )
                })
                .collect::<Vec<_>>()
        ),
        "all 24 named when 30 may be: no 'more'"
    );
    let no_step = AdjudicationCommand::ApplyDefaults { today: day(6, 20) };
    assert_eq!(
        bulk_question(&p, &no_step, 5).unwrap().0,
        "Apply the C25 default to 0 cases?"
    );
}

// rule: C19 — after the rollover last season's 24 cases stay with it: the
// season filter shows them as they stood, the new season has none.
#[test]
fn c19_an_earlier_seasons_cases_are_shown_by_the_season_filter() {
    use ccdesk::domain::tournament::SeasonCalendar;
    use ccdesk::domain::tournament::rollover::propose_rollover;
    let mut p = season();
    let old = p.competition().unwrap().seasons[0].name.clone();
    let of = |name: &str| CaseFilter {
        season: Some(name.into()),
        ..CaseFilter::default()
    };
    assert_eq!(count(&p, &of(&old), day(7, 20)), 24);
    let plan = propose_rollover(&p, "2026-27", SeasonCalendar::default_for(2026).unwrap()).unwrap();
    let rollover = plan.command(&p).unwrap();
    apply(&mut p, rollover).unwrap();
    assert_eq!(count(&p, &of(&old), day(7, 20)), 24);
    assert_eq!(count(&p, &of("2026-27"), day(7, 20)), 0);
    assert_eq!(count(&p, &of("no such season"), day(7, 20)), 0);
    assert_eq!(count(&p, &CaseFilter::default(), day(7, 20)), 24);
}

// rule: C19 — a case withdrawn and the withdrawal undone is back where it
// was in the list of cases, so undo gives the project exactly as it was;
// a step refused leaves it exactly as it was too.
#[test]
fn c19_a_withdrawn_case_comes_back_at_its_place_and_a_refusal_changes_nothing() {
    let mut p = season();
    let before = p.clone();
    let second = p.adjudications()[1].game;
    let event = apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::Withdraw { game: second }),
    )
    .unwrap();
    assert_eq!(p.adjudications().len(), 23);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
    let refused = apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::Withdraw {
            game: ccdesk::domain::ids::GameId(999_999),
        }),
    );
    assert!(refused.is_err());
    assert_eq!(p, before);
}
