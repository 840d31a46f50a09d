//! Games of a PGN file that a project already holds, or that the file
//! holds twice: the same Seven Tag Roster (players by name, case and
//! spacing aside; event, site, date, round, result), the same start
//! position and the same moves. An import skips them unless asked to keep
//! both, and says which game each one repeats.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::tags::format_date;
use super::visitor::PgnGame;
use crate::domain::game::Game;
use crate::domain::ids::GameId;
use crate::domain::project::Project;

/// What a game of the file repeats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Original {
    /// A game the project already holds.
    InProject(GameId),
    /// An earlier game of the same file (its number).
    InFile(usize),
}

/// A game of the file that repeats another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("game {game} {}", match original {
    Original::InProject(id) => format!("is already in the project (game {id}): skipped"),
    Original::InFile(n) => format!("is the same as game {n} of this file: skipped"),
})]
pub struct Duplicate {
    /// Its number in the file.
    pub game: usize,
    /// Which game it repeats.
    pub original: Original,
}

/// The games an import would add twice, taken out of the list.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Duplicates {
    /// The games taken out, in file order.
    pub games: Vec<PgnGame>,
    /// Which game each repeats, in the same order.
    pub found: Vec<Duplicate>,
}

/// What two games must share to be the same game.
#[derive(Debug, PartialEq, Eq, Hash)]
struct Key<'a> {
    white: String,
    black: String,
    event: &'a str,
    site: Option<&'a str>,
    date: Option<String>,
    round: Option<&'a str>,
    result: &'a str,
    setup: Option<&'a str>,
    moves: Vec<&'a str>,
}

/// A name as players are matched: case and spacing aside.
fn name_key(name: &str) -> String {
    let name = name.trim();
    let name = if name.is_empty() { "?" } else { name };
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn key<'a>(game: &'a Game, white: &str, black: &str) -> Key<'a> {
    Key {
        white: name_key(white),
        black: name_key(black),
        event: game.event.trim(),
        site: game.pgn.tag("Site"),
        date: game
            .start
            .map(format_date)
            .or_else(|| game.pgn.tag("Date").map(str::to_owned)),
        round: game.round.as_deref(),
        result: game.result.map_or("*", |r| r.outcome.pgn()),
        setup: game.setup_fen.as_deref(),
        moves: game.moves.iter().map(|m| m.san.as_str()).collect(),
    }
}

fn project_key<'a>(project: &'a Project, game: &'a Game) -> Key<'a> {
    key(
        game,
        project.player_name(game.white),
        project.player_name(game.black),
    )
}

fn read_key(game: &PgnGame) -> Key<'_> {
    key(&game.game, &game.white.name, &game.black.name)
}

fn hash(key: &Key<'_>) -> u64 {
    let mut h = DefaultHasher::new();
    key.hash(&mut h);
    h.finish()
}

/// Where a game already seen is: the project's games or the file's, by
/// index into their lists.
#[derive(Debug, Clone, Copy)]
enum Seen {
    Project(usize),
    File(usize),
}

/// Takes out of `games` those `project` already holds and those the list
/// holds twice (the later ones); the others stay, in order.
#[must_use]
pub fn take_duplicates(project: &Project, games: &mut Vec<PgnGame>) -> Duplicates {
    let mut seen: HashMap<u64, Vec<Seen>> = HashMap::new();
    for (i, g) in project.games().iter().enumerate() {
        seen.entry(hash(&project_key(project, g)))
            .or_default()
            .push(Seen::Project(i));
    }
    let mut repeats: Vec<Option<Original>> = Vec::with_capacity(games.len());
    for (i, g) in games.iter().enumerate() {
        let k = read_key(g);
        let candidates = seen.entry(hash(&k)).or_default();
        // Equal hashes are compared in full: no game is taken for another.
        let same = candidates.iter().find_map(|s| match *s {
            Seen::Project(p) => project
                .games()
                .get(p)
                .filter(|held| project_key(project, held) == k)
                .map(|held| Original::InProject(held.id)),
            Seen::File(f) => games
                .get(f)
                .filter(|earlier| read_key(earlier) == k)
                .map(|earlier| Original::InFile(earlier.number)),
        });
        if same.is_none() {
            candidates.push(Seen::File(i));
        }
        repeats.push(same);
    }
    let mut out = Duplicates::default();
    let mut kept = Vec::with_capacity(games.len());
    for (g, same) in std::mem::take(games).into_iter().zip(repeats) {
        match same {
            Some(original) => {
                out.found.push(Duplicate {
                    game: g.number,
                    original,
                });
                out.games.push(g);
            }
            None => kept.push(g),
        }
    }
    *games = kept;
    out
}
