//! The season the packet benches print: 40-move games in divisions of six
//! teams of four boards, enough of them unfinished.

use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use ccdesk::io::pdf::unfinished_games;

/// A season of 40-move games with at least `n` unfinished ones; the first `n`.
pub fn season(n: usize) -> (Project, Vec<GameId>) {
    let mut divisions = n.div_ceil(24) as u32;
    loop {
        let project = generate(&DemoSpec::large(divisions, 6, 4, 40)).unwrap();
        let games: Vec<GameId> = unfinished_games(&project, None)
            .into_iter()
            .take(n)
            .collect();
        if games.len() == n {
            return (project, games);
        }
        divisions += 2;
    }
}
