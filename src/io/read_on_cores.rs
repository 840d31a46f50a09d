//! Reading a large project file on every core: the games list cut into
//! runs of whole games ([`ron_split`](crate::io::ron_split)), each run's
//! games read on their own thread, the rest of the file (its games list
//! emptied) read as the project on the calling thread, and the games put
//! in, in file order.
//!
//! The result is the single-pass read's: each game is read in place (no
//! copy of the text) as a document of its own, with the file's extensions
//! (those of the header ccdesk writes, `#![enable(implicit_some)]`, or
//! none), and anything unusual (another header, the list not found, a game
//! or the rest that does not read, nesting past RON's default limit, a
//! thread that cannot start) gives `None`, and the caller reads the file
//! in one pass, which also says where a damaged file is damaged.

use std::ops::Range;

use crate::domain::game::Game;
use crate::domain::project::Project;
use crate::io::ron_split::{GamesList, games_list};

/// Texts shorter than this are read in one pass: sharing them out costs
/// more than it saves.
pub const SHARED_FROM: usize = 256 * 1024;

/// Stack of a thread reading a run: room for RON's default nesting limit
/// whatever the platform's default thread stack.
const RUN_STACK: usize = 64 << 20;

/// How many threads ccdesk shares work out to (reading and writing a
/// file, replaying games, reading PGN): the cores there are.
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
    // Each game is read as a document of its own, in place in the text:
    // with the file's extensions, which ccdesk writes as one header.
    let options = match list.header(text).trim() {
        "" => ron::Options::default(),
        "#![enable(implicit_some)]" => ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME),
        _ => return None,
    };
    let last = runs.len() - 1;
    // The first run's list has room for every game (one for each comma and
    // one after the last), so the others are appended to it without the
    // whole list being made again: the games of a large file are not held
    // twice while it opens.
    let all = list.commas.len() + 1;
    let read_run = |i: usize| {
        let room = if i == 0 { Some(all) } else { None };
        read_run(text, &list, runs[i].clone(), i == last, &options, room)
    };
    std::thread::scope(|scope| {
        let workers: Vec<_> = (1..runs.len())
            .map(|i| {
                std::thread::Builder::new()
                    .name("ccdesk-ron-read".to_owned())
                    .stack_size(RUN_STACK)
                    .spawn_scoped(scope, move || read_run(i))
            })
            .collect();
        let rest = ron::from_str::<Project>(&list.rest(text)).ok();
        let first = read_run(0);
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

/// The games of one run, each read in place as a document of its own
/// (the commas between them are the list's, found by the scanner); `None`
/// when one does not read. A trailing comma of the `last` run has no game
/// after it. `room`: how many games the list is made for, when more than
/// the run's.
fn read_run(
    text: &str,
    list: &GamesList,
    run: Range<usize>,
    last: bool,
    options: &ron::Options,
    room: Option<usize>,
) -> Option<Vec<Game>> {
    let from = list.commas.partition_point(|&c| c < run.start);
    let to = list.commas.partition_point(|&c| c < run.end);
    let mut games = Vec::with_capacity(room.unwrap_or(0).max(to - from + 1));
    let mut start = run.start;
    for &comma in &list.commas[from..to] {
        games.push(options.from_str::<Game>(&text[start..comma]).ok()?);
        start = comma + 1;
    }
    if start < run.end && !(last && list.trailing_comma) {
        games.push(options.from_str::<Game>(&text[start..run.end]).ok()?);
    }
    Some(games)
}
