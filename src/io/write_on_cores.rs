//! Writing a large project on every core: its games written in runs on
//! their own threads and the rest of the project
//! ([`WithoutGames`](crate::io::without_games::WithoutGames)) on the
//! calling thread, the runs' text put between the rest's `games: [` and
//! `]`. Each run is written as the games field of a struct shaped like the
//! project, so its indentation and RON's pretty depth are the project's:
//! the bytes are those of the single-pass writer (tests check).

use serde::Serialize;

use crate::domain::game::Game;
use crate::domain::project::Project;
use crate::io::ron_split::games_list;
use crate::io::without_games::WithoutGames;

/// Projects with fewer games are written in one pass.
pub const SHARED_FROM_GAMES: usize = 200;

/// Stack of a thread writing a run (see the reader's).
const RUN_STACK: usize = 64 << 20;

/// A run of games in the place the project holds them.
#[derive(Serialize)]
struct Shape<'a> {
    games: &'a [Game],
}

/// The text of `project` as `config` writes it in one pass, written on
/// `cores` threads; `None` when there is one core or anything is unusual
/// (the caller then writes it in one pass). `indent` is `config`'s
/// indentor. The caller decides whether the project is worth sharing out
/// ([`SHARED_FROM_GAMES`]).
#[must_use]
pub fn write_on_cores(
    project: &Project,
    config: &ron::ser::PrettyConfig,
    indent: &str,
    cores: usize,
) -> Option<String> {
    let games = project.games();
    if cores < 2 || games.is_empty() {
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
        let others: Vec<Option<String>> = workers
            .into_iter()
            .map(|w| w.ok().and_then(|h| h.join().ok().flatten()))
            .collect();
        (
            rest,
            std::iter::once(first)
                .chain(others)
                .collect::<Option<Vec<String>>>(),
        )
    });
    let (rest, items) = (rest?, items?);
    let list = games_list(&rest)?;
    if !list.empty || list.close != list.open + 1 {
        return None;
    }
    let length = rest.len() + items.iter().map(String::len).sum::<usize>() + indent.len() + 2;
    let mut text = String::with_capacity(length);
    text.push_str(&rest[..=list.open]);
    text.push('\n');
    for run in &items {
        text.push_str(run);
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

/// The lines of `games` as the project's games list holds them: each game
/// indented twice and followed by `,` and a new line.
fn items(games: &[Game], config: ron::ser::PrettyConfig, indent: &str) -> Option<String> {
    let text = ron::ser::to_string_pretty(&Shape { games }, config).ok()?;
    let open = format!("(\n{indent}games: [\n");
    let close = format!("{indent}],\n)");
    let start = text.find(&open)? + open.len();
    let end = text.strip_suffix(&close)?.len();
    let mut text = text;
    text.truncate(end);
    Some(text.split_off(start))
}
