//! Reading a large project file on every core: the games list cut into
//! runs of whole games ([`ron_split`](crate::io::ron_split)), each run read
//! as a list of games on its own thread, the rest of the file (its games
//! list emptied) read as the project on the calling thread, and the games
//! put in, in file order.
//!
//! The result is the single-pass read's: each run is read with the file's
//! own header (its `#![enable(...)]` extensions), and anything unusual (the
//! list not found, a run or the rest that does not read, nesting past
//! RON's default limit, a thread that cannot start) gives `None`, and the
//! caller reads the file in one pass, which also says where a damaged file
//! is damaged.

use crate::domain::game::Game;
use crate::domain::project::Project;
use crate::io::ron_split::games_list;

/// Texts shorter than this are read in one pass: sharing them out costs
/// more than it saves.
pub const SHARED_FROM: usize = 256 * 1024;

/// Stack of a thread reading a run: room for RON's default nesting limit
/// whatever the platform's default thread stack.
const RUN_STACK: usize = 64 << 20;

/// How many threads may read or write a file: the cores there are.
#[must_use]
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// A project read from `text` on `cores` threads, exactly as one pass
/// reads it; `None` when there is one core or anything is unusual (see the
/// module's doc). The caller decides whether the text is worth sharing out
/// ([`SHARED_FROM`]).
#[must_use]
pub fn read_on_cores(text: &str, cores: usize) -> Option<Project> {
    if cores < 2 {
        return None;
    }
    let list = games_list(text)?;
    if list.empty {
        return None;
    }
    // The calling thread reads the rest of the file beside the first run.
    let rest_len = text.len() - (list.close - list.open);
    let runs = list.runs(cores, rest_len);
    if runs.len() < 2 {
        return None;
    }
    let header = list.header(text);
    let run_text = |i: usize| {
        let items = &text[runs[i].clone()];
        let mut run = String::with_capacity(header.len() + items.len() + 2);
        run.push_str(header);
        run.push('[');
        run.push_str(items);
        run.push(']');
        run
    };
    std::thread::scope(|scope| {
        let workers: Vec<_> = (1..runs.len())
            .map(|i| {
                let run = run_text(i);
                std::thread::Builder::new()
                    .name("ccdesk-ron-read".to_owned())
                    .stack_size(RUN_STACK)
                    .spawn_scoped(scope, move || ron::from_str::<Vec<Game>>(&run).ok())
            })
            .collect();
        let rest = ron::from_str::<Project>(&list.rest(text)).ok();
        let first = ron::from_str::<Vec<Game>>(&run_text(0)).ok();
        // Every thread is joined before anything is decided.
        let others: Vec<Option<Vec<Game>>> = workers
            .into_iter()
            .map(|w| w.ok().and_then(|h| h.join().ok().flatten()))
            .collect();
        let mut games = first?;
        for run in others {
            games.extend(run?);
        }
        let rest = rest?;
        if !rest.games().is_empty() {
            return None;
        }
        Some(rest.with_games_read(games))
    })
}
