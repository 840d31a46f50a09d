//! One function tells a game's clocks everywhere (`ledger::game_clocks`):
//! the Move field's `c`, the games list's days left and the ledger pane's
//! summary. A game whose season's play has closed runs no clock in any of
//! them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::position_words::{PositionQuery, answer};
use ccdesk::domain::ledger::{ClockStop, due_game, due_list, game_clocks, game_ledger};
use chrono::NaiveDate;
use shakmaty::{Color, Position};

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

// rule: C19 (after the close of play an unfinished game waits for adjudication: no clock runs)
#[test]
fn after_the_close_of_play_a_season_game_runs_no_clock_and_says_why() {
    let project = demo_project();
    let closes = project
        .competition()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes;
    let game = project
        .games()
        .iter()
        .find(|g| g.pairing.is_some() && !g.is_finished() && project.owner_side(g).is_some())
        .expect("the demo's owner has an unfinished season game");
    let after = closes + chrono::Days::new(169);

    let clocks = game_clocks(&project, game, after).unwrap();
    assert_eq!(clocks.stopped, Some(ClockStop::PlayClosed(closes)));
    for colour in [Color::White, Color::Black] {
        let side = clocks.side(colour);
        assert!(!side.to_move, "{colour:?} runs after the close");
        assert_eq!(side.running.days, 0);
        assert_eq!(
            side.days_left,
            i64::from(side.allowance) - i64::from(side.total)
        );
    }
    let pos = game.replay().unwrap().current().clone();
    let words = answer(
        PositionQuery::Clocks,
        &pos,
        Color::White,
        None,
        Some(&clocks),
    );
    assert!(
        words.ends_with(&format!(
            "No clock runs: play closed on {closes}: the game waits for adjudication (C19)."
        )),
        "{words}"
    );
    assert!(!words.contains("running"), "{words}");

    // The same game during the season: the side to move's clock runs.
    let during = closes - chrono::Days::new(1);
    let clocks = game_clocks(&project, game, during).unwrap();
    assert_eq!(clocks.stopped, None);
}

// rule: E6.3 (the side's total counts the days running on the move in progress)
#[test]
fn an_own_game_in_play_runs_the_clock_of_the_side_to_move() {
    let project = demo_project();
    let today = day(2026, 12, 8);
    let item = due_list(&project, today)
        .into_iter()
        .next()
        .expect("the demo's owner has a game due");
    let game = project.game(due_game(&item).unwrap()).unwrap();
    let clocks = game_clocks(&project, game, today).unwrap();
    assert_eq!(clocks.stopped, None);
    let to_move = game.replay().unwrap().current().turn();
    let side = clocks.side(to_move);
    assert!(side.to_move);
    let ledger = game_ledger(&project, game.id).unwrap();
    assert!(
        side.running.days > 0,
        "the clock has run since the last move: {item:?} {clocks:?}"
    );
    assert_eq!(
        side.total,
        ledger.summary(to_move).total + side.running.days,
        "the total includes the running days"
    );
    assert_eq!(
        side.days_left,
        i64::from(side.allowance) - i64::from(side.total)
    );
    let pos = game.replay().unwrap().current().clone();
    let words = answer(PositionQuery::Clocks, &pos, to_move, None, Some(&clocks));
    assert!(
        words.contains(&format!("{} days running", side.running.days)),
        "{words}"
    );
    assert!(!words.contains("No clock runs"), "{words}");
}
