//! Writing a large project on every core (a small one on the calling
//! thread alone): its games written in runs on their own threads and the
//! rest of the project
//! ([`WithoutGames`](crate::project_file::empty_games_serializer::WithoutGames)) on the
//! calling thread, the runs' text put between the rest's `games: [` and
//! `]`. Each run is written as the games field of a struct shaped like the
//! project, so its indentation and RON's pretty depth are the project's:
//! the bytes are those of RON's own writing of the whole project (tests
//! check).
//!
//! A game's plain strings (its moves above all: four fifths of the file)
//! are escaped by ccdesk and handed to RON to write as they are
//! ([`FastStrings`]), rather than written by RON one char at a time: the
//! same bytes, several times faster.

use std::ops::Range;

use serde::{Serialize, Serializer};

use crate::project_file::empty_games_serializer::WithoutGames;
use crate::project_file::raw_string_fields::FastStrings;
use crate::project_file::ron_split::games_list;
use ccdesk_domain::game::Game;
use ccdesk_domain::project::Project;

/// Projects with fewer games are written in one pass.
pub const SHARED_FROM_GAMES: usize = 200;

/// Stack of a thread writing a run (see the reader's).
const RUN_STACK: usize = 64 << 20;

/// A run of games in the place the project holds them.
#[derive(Serialize)]
struct Shape<'a> {
    games: FastGames<'a>,
}

/// Games written as a list, each game's plain strings escaped by ccdesk.
struct FastGames<'a>(&'a [Game]);

impl Serialize for FastGames<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(FastGame))
    }
}

/// A game written with its plain strings escaped by ccdesk.
struct FastGame<'a>(&'a Game);

impl Serialize for FastGame<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(FastStrings(s))
    }
}

/// The text of `project` as `config` writes it in one pass, written on
/// `cores` threads (one: on the calling thread alone); `None` when the
/// project has no games, `config` does not escape strings or anything is
/// unusual (the caller then lets RON write it in one pass). `indent` is
/// `config`'s indentor. The caller decides whether the project is worth
/// sharing out ([`SHARED_FROM_GAMES`]).
#[must_use]
pub fn write_on_cores(
    project: &Project,
    config: &ron::ser::PrettyConfig,
    indent: &str,
    cores: usize,
) -> Option<String> {
    let games = project.games();
    if cores == 0 || games.is_empty() || !config.escape_strings {
        return None;
    }
    let per_run = games.len().div_ceil(cores);
    let runs: Vec<&[Game]> = games.chunks(per_run).collect();
    let (rest, items) = std::thread::scope(|scope| {
        let workers: Vec<_> = runs[1..]
            .iter()
            .map(|&run| {
                let config = config.clone();
                std::thread::Builder::new()
                    .name("ccdesk-ron-write".to_owned())
                    .stack_size(RUN_STACK)
                    .spawn_scoped(scope, move || items(run, config, indent))
            })
            .collect();
        let rest = rest_text(project, config.clone());
        let first = items(runs[0], config.clone(), indent);
        let others: Vec<Option<Run>> = workers
            .into_iter()
            .map(|w| w.ok().and_then(|h| h.join().ok().flatten()))
            .collect();
        (
            rest,
            std::iter::once(first)
                .chain(others)
                .collect::<Option<Vec<Run>>>(),
        )
    });
    let (rest, items) = (rest?, items?);
    let list = games_list(&rest)?;
    if !list.empty || list.close != list.open + 1 {
        return None;
    }
    let length = rest.len() + items.iter().map(|r| r.items.len()).sum::<usize>() + indent.len() + 2;
    let mut text = String::with_capacity(length);
    text.push_str(&rest[..=list.open]);
    text.push('\n');
    for run in &items {
        text.push_str(&run.text[run.items.clone()]);
    }
    text.push_str(indent);
    text.push_str(&rest[list.close..]);
    Some(text)
}

/// The project written with its games list empty.
fn rest_text(project: &Project, config: ron::ser::PrettyConfig) -> Option<String> {
    let mut text = String::new();
    let mut serializer = ron::ser::Serializer::new(&mut text, Some(config)).ok()?;
    project.serialize(WithoutGames(&mut serializer)).ok()?;
    Some(text)
}

/// A run of games as RON wrote it, in the place the project holds them.
struct Run {
    /// The text of a struct whose only field is the run.
    text: String,
    /// Where in `text` the games' lines are: each game indented twice and
    /// followed by `,` and a new line.
    items: Range<usize>,
}

/// The lines of `games` as the project's games list holds them (see
/// [`Run`]).
fn items(games: &[Game], config: ron::ser::PrettyConfig, indent: &str) -> Option<Run> {
    // Room for the run at once, rather than the text copied each time it
    // outgrows its buffer: a move takes a few bytes (more with its dates),
    // the rest of a game a few hundred.
    let room = games.iter().map(|g| 256 + g.moves.len() * 8).sum::<usize>();
    let mut text = String::with_capacity(room);
    let mut serializer = ron::ser::Serializer::new(&mut text, Some(config)).ok()?;
    Shape {
        games: FastGames(games),
    }
    .serialize(&mut serializer)
    .ok()?;
    let open = format!("(\n{indent}games: [\n");
    let close = format!("{indent}],\n)");
    let start = text.find(&open)? + open.len();
    let end = text.strip_suffix(&close)?.len();
    (start <= end).then_some(Run {
        text,
        items: start..end,
    })
}
