//! Games of a PGN file that a project already holds, or that the file
//! holds twice: the same Seven Tag Roster (players by name, case and
//! spacing aside; event, site, date, round, result), the same start
//! position and the same moves. An import skips them unless asked to keep
//! both, and says which game each one repeats.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use super::tags::format_date;
use super::visitor::PgnGame;
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;

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
#[derive(Debug, PartialEq, Eq)]
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

/// A hash of [`key`]'s value, worked out without building it: games whose
/// keys are equal get equal hashes (each field is fed the same way whatever
/// it comes from), and games whose hashes are equal are then compared in
/// full, so the hash only has to be cheap.
pub(super) fn key_hash(game: &Game, white: &str, black: &str) -> u64 {
    let mut h = KeyHasher::default();
    h.name(white);
    h.name(black);
    h.str(game.event.trim());
    h.opt(game.pgn.tag("Site"));
    match game.start {
        // `YYYY.MM.DD` as `format_date` writes it, on the stack (`opt` of
        // a text is `bytes` of its bytes).
        Some(d) => match ccdesk_domain::game::date_digits(d, b'.') {
            Some(digits) => h.bytes(&digits),
            None => h.opt(Some(format_date(d).as_str())),
        },
        None => h.opt(game.pgn.tag("Date")),
    }
    h.opt(game.round.as_deref());
    h.str(game.result.map_or("*", |r| r.outcome.pgn()));
    h.opt(game.setup_fen.as_deref());
    h.word(game.moves.len() as u64);
    for m in &game.moves {
        h.bytes(m.san.as_bytes());
    }
    h.finish()
}

/// A multiply-and-rotate hash (the Fx hash's step) over the key's fields,
/// with a mixing finish for the map.
#[derive(Default)]
struct KeyHasher(u64);

/// The Fx hash's multiplier.
const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl KeyHasher {
    fn word(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(SEED);
    }

    /// A text's bytes, eight at a time, then its length (which ends it).
    fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }

    /// [`KeyHasher::str`] of a text given as its bytes (a move's, which
    /// are not checked as UTF-8 again for it).
    fn bytes(&mut self, s: &[u8]) {
        let mut chunks = s.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.word(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.word(u64::from_le_bytes(w));
        }
        self.word(s.len() as u64 | 1 << 63);
    }

    fn opt(&mut self, s: Option<&str>) {
        match s {
            Some(s) => self.str(s),
            None => self.word(0),
        }
    }

    /// A name as [`name_key`] makes it, byte by byte: spelled out directly
    /// for ASCII names, through `name_key` for the others.
    fn name(&mut self, name: &str) {
        let name = name.trim();
        let name = if name.is_empty() { "?" } else { name };
        if name.is_ascii() {
            let mut first = true;
            for word in name.split_whitespace() {
                if !first {
                    self.word(u64::from(b' '));
                }
                first = false;
                for b in word.bytes() {
                    self.word(u64::from(b.to_ascii_lowercase()));
                }
            }
        } else {
            for b in name_key(name).bytes() {
                self.word(u64::from(b));
            }
        }
        self.word(u64::MAX);
    }

    /// murmur3's finish, so that every bit of the map's hash counts.
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }
}

/// A map hasher for keys that are hashes already: passed on as they are.
#[derive(Default)]
struct Passed(u64);

impl std::hash::Hasher for Passed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// Games seen, by key hash: chains of games with the same hash, oldest
/// first (no list of its own for each hash).
struct SeenMap {
    /// The first and last link of each hash's chain.
    ends: HashMap<u64, (usize, usize), BuildHasherDefault<Passed>>,
    /// Each game seen, and the link after it (`usize::MAX`: none).
    links: Vec<(Seen, usize)>,
}

impl SeenMap {
    fn with_capacity(n: usize) -> Self {
        SeenMap {
            ends: HashMap::with_capacity_and_hasher(n, BuildHasherDefault::default()),
            links: Vec::with_capacity(n),
        }
    }

    /// Adds a game seen with hash `h`, last of its chain.
    fn push(&mut self, h: u64, seen: Seen) {
        let new = self.links.len();
        self.links.push((seen, usize::MAX));
        match self.ends.entry(h) {
            std::collections::hash_map::Entry::Occupied(mut e) => {
                let (_, last) = e.get_mut();
                if let Some(link) = self.links.get_mut(*last) {
                    link.1 = new;
                }
                *last = new;
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert((new, new));
            }
        }
    }

    /// The games seen with hash `h`, oldest first.
    fn with_hash(&self, h: u64) -> impl Iterator<Item = Seen> + '_ {
        let mut next = self.ends.get(&h).map_or(usize::MAX, |(first, _)| *first);
        std::iter::from_fn(move || {
            let (seen, after) = *self.links.get(next)?;
            next = after;
            Some(seen)
        })
    }

    /// True when a game with hash `h` was seen.
    fn has(&self, h: u64) -> bool {
        self.ends.contains_key(&h)
    }
}

/// Where a game already seen is: the project's games or the file's, by
/// index into their lists.
#[derive(Debug, Clone, Copy)]
enum Seen {
    Project(usize),
    File(usize),
}

/// Takes out of `games` those `project` already holds and those the list
/// holds twice (the later ones); the others stay, in order. The games are
/// those [`read_pgn`](super::read_pgn) gave: each one's key hash was worked
/// out as it was read (with its players' names as read, which the key
/// takes), so the file's games are not walked again here.
#[must_use]
pub fn take_duplicates(project: &Project, games: &mut Vec<PgnGame>) -> Duplicates {
    let mut seen = SeenMap::with_capacity(project.games().len() + games.len());
    for (i, g) in project.games().iter().enumerate() {
        let h = key_hash(
            g,
            project.player_name(g.white),
            project.player_name(g.black),
        );
        seen.push(h, Seen::Project(i));
    }
    let mut repeats: Vec<Option<Original>> = Vec::with_capacity(games.len());
    for (i, g) in games.iter().enumerate() {
        let h = g.key_hash;
        if !seen.has(h) {
            // Nothing with this hash yet: no full key needed.
            seen.push(h, Seen::File(i));
            repeats.push(None);
            continue;
        }
        let k = read_key(g);
        // Equal hashes are compared in full: no game is taken for another.
        let same = seen.with_hash(h).find_map(|s| match s {
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
            seen.push(h, Seen::File(i));
        }
        repeats.push(same);
    }
    let mut out = Duplicates::default();
    if repeats.iter().all(Option::is_none) {
        // Nothing to take out: the list is left where it is (no copy).
        return out;
    }
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
