//! Reading a large project file on every core: the games list cut into
//! pieces of whole games ([`ron_split`](crate::project_file::ron_split)) that the
//! threads take in turn, the rest of the file (its games list emptied)
//! read as the project on the calling thread before it takes pieces too,
//! and the games put in, in file order.
//!
//! The result is the single-pass read's: each game is read in place (no
//! copy of the text) as a document of its own, with the file's extensions
//! (those of the header ccdesk writes, `#![enable(implicit_some)]`, or
//! none), and anything unusual (another header, the list not found, a game
//! or the rest that does not read, nesting past RON's default limit, a
//! thread that cannot start) gives `None`, and the caller reads the file
//! in one pass, which also says where a damaged file is damaged.

use std::ops::Range;

use crate::project_file::ron_split::{GamesList, games_list};
use ccdesk_domain::game::Game;
use ccdesk_domain::project::Project;

/// Texts shorter than this are read in one pass: sharing them out costs
/// more than it saves.
pub const SHARED_FROM: usize = 256 * 1024;

/// Stack of a thread reading a run: room for RON's default nesting limit
/// whatever the platform's default thread stack.
const RUN_STACK: usize = 64 << 20;

/// A project read from `text` on `cores` threads, exactly as one pass
/// reads it; `None` when there is one core or anything is unusual (see the
/// module's doc). The caller decides whether the text is worth sharing out
/// ([`SHARED_FROM`]).
#[must_use]
pub fn read_on_cores(text: &str, cores: usize) -> Option<Project> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicBool, Ordering};
    if cores < 2 {
        return None;
    }
    let list = games_list(text)?;
    if list.empty {
        return None;
    }
    // The list is cut into pieces of about equal length. The calling
    // thread, once it has read the rest of the file, takes them from the
    // front, the others from the back: however long the rest takes to
    // read, all finish within a piece of one another.
    let pieces = list.runs(cores * PIECES_PER_THREAD, 0);
    if pieces.len() < 2 {
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
    let last = pieces.len() - 1;
    // The pieces not yet taken; each is handed out once, so every piece is
    // read by exactly one thread.
    let left = Mutex::new(0..pieces.len());
    let front = || left.lock().ok().and_then(|mut left| left.next());
    let back = || left.lock().ok().and_then(|mut left| left.next_back());
    // A piece that does not read stops every thread: the file is then
    // read in one pass.
    let failed = AtomicBool::new(false);
    let read = |index: usize, games: &mut Vec<Game>| {
        let piece = pieces[index].clone();
        let done = read_run(text, &list, piece, index == last, &options, games);
        if done.is_none() {
            failed.store(true, Ordering::Relaxed);
        }
        done
    };
    let from_the_back = || {
        let mut mine = Vec::new();
        while let Some(index) = back().filter(|_| !failed.load(Ordering::Relaxed)) {
            let mut games = Vec::new();
            read(index, &mut games)?;
            mine.push((index, games));
        }
        Some(mine)
    };
    std::thread::scope(|scope| {
        let workers: Vec<_> = (1..cores)
            .map(|_| {
                std::thread::Builder::new()
                    .name("ccdesk-ron-read".to_owned())
                    .stack_size(RUN_STACK)
                    .spawn_scoped(scope, from_the_back)
            })
            .collect();
        let rest = ron::from_str::<Project>(&list.rest(text)).ok();
        // The front pieces' games go straight into one list made for every
        // game (one for each comma and one after the last), the others'
        // are moved in after them: the games are never held twice. Pieces
        // a thread that could not start would have taken are taken here.
        let mut games = Vec::with_capacity(list.commas.len() + 1);
        let mut mine = Some(());
        while let Some(index) = front().filter(|_| !failed.load(Ordering::Relaxed)) {
            mine = read(index, &mut games);
            if mine.is_none() {
                break;
            }
        }
        // Every thread is joined before anything is decided.
        let theirs: Vec<Option<Vec<Piece>>> = workers
            .into_iter()
            .map(|w| match w {
                Ok(handle) => handle.join().ok().flatten(),
                // A thread that did not start took no piece: the calling
                // thread has read them all.
                Err(_) => Some(Vec::new()),
            })
            .collect();
        mine?;
        let mut back_pieces = Vec::new();
        for pieces in theirs {
            back_pieces.extend(pieces?);
        }
        if failed.load(Ordering::Relaxed) {
            return None;
        }
        back_pieces.sort_unstable_by_key(|(index, _)| *index);
        for (_, piece) in back_pieces {
            games.extend(piece);
        }
        let rest = rest?;
        if !rest.games().is_empty() {
            return None;
        }
        Some(rest.with_games_read(games))
    })
}

/// A piece of the games list read, with its place in the list.
type Piece = (usize, Vec<Game>);

/// Pieces of the games list for each thread of [`read_on_cores`]:
/// enough that the threads finish within a small piece of one another.
const PIECES_PER_THREAD: usize = 8;

/// Appends the games of one run to `games`, each read in place as a
/// document of its own (the commas between them are the list's, found by
/// the scanner); `None` when one does not read. A trailing comma of the
/// `last` run has no game after it.
fn read_run(
    text: &str,
    list: &GamesList,
    run: Range<usize>,
    last: bool,
    options: &ron::Options,
    games: &mut Vec<Game>,
) -> Option<()> {
    let from = list.commas.partition_point(|&c| c < run.start);
    let to = list.commas.partition_point(|&c| c < run.end);
    games.reserve(to - from + 1);
    let mut start = run.start;
    for &comma in &list.commas[from..to] {
        games.push(options.from_str::<Game>(&text[start..comma]).ok()?);
        start = comma + 1;
    }
    if start < run.end && !(last && list.trailing_comma) {
        games.push(options.from_str::<Game>(&text[start..run.end]).ok()?);
    }
    Some(())
}
