//! A game is found by its id whatever order the file keeps the games in:
//! ccdesk keeps them in id order and finds one by binary search, and a file
//! someone else ordered otherwise is still searched in full.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::project::Project;
use proptest::prelude::*;

fn project_with(ids: &[u32]) -> Project {
    let mut project = Project::new("lookup");
    *project.hand_edit().games = ids
        .iter()
        .map(|&id| Game::new(GameId(id), PlayerId(1), PlayerId(2), "friendly"))
        .collect();
    project
}

proptest! {
    #[test]
    fn every_game_is_found_in_any_order(
        ids in proptest::collection::hash_set(1u32..500, 0..60)
            .prop_flat_map(|set| Just(set.into_iter().collect::<Vec<_>>()).prop_shuffle()),
        missing in 500u32..600,
    ) {
        let project = project_with(&ids);
        for &id in &ids {
            prop_assert_eq!(project.game(GameId(id)).map(|g| g.id), Some(GameId(id)));
        }
        prop_assert!(project.game(GameId(missing)).is_none());
        let mut sorted = ids.clone();
        sorted.sort_unstable();
        let project = project_with(&sorted);
        for &id in &ids {
            prop_assert_eq!(project.game(GameId(id)).map(|g| g.id), Some(GameId(id)));
        }
    }
}
