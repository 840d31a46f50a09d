#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The close of play is the domain's to enforce (issue 15): no move is
//! recorded in a game whose position went to adjudication or sent after
//! the close, and a game in which no move was played goes to the
//! Organiser, not to adjudicators.

use ccdesk::domain::adjudication::AdjudicationCommand;
use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::Game;
use ccdesk::domain::project::Project;
use chrono::Days;

fn unfinished_season_game(p: &Project) -> Game {
    p.games()
        .iter()
        .find(|g| g.pairing.as_ref().is_some_and(|x| x.is_current()) && g.result.is_none())
        .expect("the demo leaves season games unfinished")
        .clone()
}

fn a_legal_move(g: &Game) -> String {
    let pos = g.replay().unwrap().current().clone();
    let m = shakmaty::Position::legal_moves(&pos)[0];
    shakmaty::san::San::from_move(&pos, m).to_string()
}

// rule: C19 — after the close of play no move is recorded in a season game.
#[test]
fn c19_a_move_sent_after_the_close_of_play_is_refused() {
    let mut p = demo_project();
    let closes = p
        .competition()
        .as_ref()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes;
    let g = unfinished_season_game(&p);
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::PlayMove {
            game: g.id,
            san: a_legal_move(&g),
            received: None,
            sent: Some(closes + Days::new(1)),
        },
    )
    .unwrap_err();
    assert!(
        matches!(err, DomainError::NotAllowed(ref why) if why.contains("C19")),
        "{err}"
    );
    assert_eq!(p, before, "nothing changed");
    // On the day of the close it still counts (received that day: the
    // opponent's move, posted the day before, would otherwise be assumed
    // to arrive after it, P05).
    apply(
        &mut p,
        Command::PlayMove {
            game: g.id,
            san: a_legal_move(&g),
            received: Some(closes),
            sent: Some(closes),
        },
    )
    .unwrap();
}

// rule: C19 — the position under adjudication does not change.
#[test]
fn c19_no_move_is_played_in_a_game_under_adjudication() {
    let mut p = demo_project();
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let case = p.adjudications()[0].game;
    let g = p.game(case).unwrap().clone();
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::PlayMove {
            game: case,
            san: a_legal_move(&g),
            received: None,
            sent: None,
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("adjudication"), "{err}");
    assert_eq!(p, before);
}

// rule: C19 — a game without a move has no position for adjudicators.
#[test]
fn c19_a_game_without_a_move_is_left_to_the_organiser() {
    let mut p = demo_project();
    let g = unfinished_season_game(&p);
    p.hand_edit().game(g.id).unwrap().moves.clear();
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    assert!(p.adjudications().iter().all(|c| c.game != g.id));
    assert!(!p.adjudications().is_empty(), "the other games have cases");
    let err = apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::Open {
            game: g.id,
            procedure: ccdesk::domain::adjudication::Procedure::InterOffice,
            close_of_play: chrono::NaiveDate::from_ymd_opt(2026, 6, 15).unwrap(),
        }),
    )
    .unwrap_err();
    assert!(err.to_string().contains("Organiser"), "{err}");
}

// rule: C19 — a season game's case follows the Inter-Office rules from the
// season's close of play; a friendly's the email rules (E10.1).
#[test]
fn c19_a_case_follows_the_rule_book_of_its_game() {
    use ccdesk::domain::adjudication::Procedure;
    let p = demo_project();
    let today = chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let season = unfinished_season_game(&p);
    let closes = p
        .competition()
        .as_ref()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes;
    assert_eq!(
        Procedure::for_game(&p, &season, today),
        (Procedure::InterOffice, closes)
    );
    let friendly = p.games().iter().find(|g| g.pairing.is_none()).unwrap();
    assert_eq!(
        Procedure::for_game(&p, friendly, today),
        (Procedure::Email, today)
    );
    assert_eq!(
        Procedure::InterOffice.rules_name(),
        "the Inter-Office rules"
    );
}

// rule: C32 — before rolling over, what could still change the final
// tables is said: games without a result or case (C19) and cases not yet
// final (C27).
// rule: C31
#[test]
fn c32_rollover_says_what_still_stands_open() {
    use ccdesk::domain::tournament::rollover::rollover_cautions;
    let mut p = demo_project();
    let today = chrono::NaiveDate::from_ymd_opt(2026, 6, 20).unwrap();
    let open = rollover_cautions(&p, today);
    assert!(!open.is_empty());
    assert!(
        open.iter()
            .all(|c| c.contains("no result and no adjudication case (C19)"))
    );
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let open = rollover_cautions(&p, today);
    assert_eq!(open.len(), p.adjudications().len());
    assert!(open[0].contains("waiting for claims"), "{}", open[0]);
}
