//! The due list of the demo: after the season's close of play its unfinished
//! games wait for adjudication and owe no move; the owner's own email games
//! are what is due.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::demo::demo_project;
use ccdesk::domain::ledger::{due_game, due_list};
use chrono::NaiveDate;

// rule: C19 (unfinished games go to adjudication after close of play)
#[test]
fn after_close_of_play_only_the_owners_own_games_are_due() {
    let project = demo_project();
    let today = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap();
    let due = due_list(&project, today);
    let games: Vec<_> = due.iter().filter_map(due_game).collect();
    assert_eq!(games.len(), 3, "{games:?}");
    for id in games {
        assert!(project.game(id).unwrap().pairing.is_none());
    }
    // During the season, the owner's season games are on the list too.
    let in_season = NaiveDate::from_ymd_opt(2026, 3, 1).unwrap();
    let due = due_list(&project, in_season);
    assert!(
        due.iter()
            .filter_map(due_game)
            .any(|id| project.game(id).unwrap().pairing.is_some())
    );
}
