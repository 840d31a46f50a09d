//! PGN import speed: 20,000 ordinary games (40 moves each, from seeded
//! random playouts that prefer captures and development) read, checked and
//! imported into a project. Targets: 100,000 games a minute on one core
//! (issue 3), 20,000 games in under 0.4 s (DESIGN.md). `read_pgn` uses every
//! core for a file this size; `taskset -c 0 cargo bench --bench pgn_import`
//! times it on one.
//!
//! `CCDESK_PGN_OUT=file.pgn cargo bench --bench pgn_import` also writes the
//! generated file, to time other software on the same games.
//!
//! The games read or imported are dropped outside the timed part
//! (`iter_with_large_drop`): freeing 20,000 games is not part of an import,
//! whose project keeps them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;

use ccdesk::domain::command::apply;
use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::pgn::{Selection, import_pgn, read_pgn, write_pgn};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

const GAMES: u32 = 20_000;
const PLIES: usize = 80;

/// Knuth's 64-bit LCG.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

fn playout(rng: &mut Lcg) -> (Vec<MoveRecord>, Option<GameResult>) {
    let mut pos = Chess::default();
    let mut moves = Vec::with_capacity(PLIES);
    for _ in 0..PLIES {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let captures: Vec<_> = legal.iter().filter(|m| m.is_capture()).collect();
        let m = if !captures.is_empty() && rng.below(3) == 0 {
            *captures[rng.below(captures.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        moves.push(MoveRecord::new(
            SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string(),
        ));
    }
    let outcome = match rng.below(4) {
        0 => None,
        1 => Some(Outcome::Draw),
        2 => Some(Outcome::WhiteWins),
        _ => Some(Outcome::BlackWins),
    };
    let result = if pos.is_checkmate() {
        Some(GameResult {
            outcome: if pos.turn().is_white() {
                Outcome::BlackWins
            } else {
                Outcome::WhiteWins
            },
            termination: Termination::Checkmate,
        })
    } else {
        outcome.map(|outcome| GameResult {
            outcome,
            termination: Termination::Resignation,
        })
    };
    (moves, result)
}

/// The 20,000-game file, the same on every run.
fn corpus() -> String {
    let mut project = Project::new("bench");
    *project.hand_edit().players = (1..=200)
        .map(|i| {
            let mut p = Player::new(PlayerId(i), format!("Player {i:03}, A."));
            p.email = format!("player{i}@example.org");
            p
        })
        .collect();
    let mut rng = Lcg(2025);
    for id in 1..=GAMES {
        let white = PlayerId(1 + (id % 200));
        let black = PlayerId(1 + ((id * 7 + 3) % 200));
        let mut game = Game::new(GameId(id), white, black, "Bench Open 2025");
        game.round = Some(format!("{}", 1 + id % 9));
        let (moves, result) = playout(&mut rng);
        game.moves = moves;
        game.result = result;
        project.hand_edit().games.push(game);
    }
    write_pgn(&project, &Selection::All).unwrap()
}

fn bench(c: &mut Criterion) {
    let pgn = corpus();
    if let Some(path) = std::env::var_os("CCDESK_PGN_OUT") {
        std::fs::write(path, &pgn).unwrap();
    }
    let read = read_pgn(pgn.as_bytes());
    assert_eq!(read.games.len(), GAMES as usize);
    assert_eq!(read.refused(), 0);

    let mut group = c.benchmark_group("pgn_import");
    group.sample_size(10);
    group.throughput(Throughput::Elements(u64::from(GAMES)));
    group.bench_function("read_and_check_20000", |b| {
        b.iter_with_large_drop(|| read_pgn(black_box(pgn.as_bytes())));
    });
    group.bench_function("import_20000_into_empty_project", |b| {
        b.iter_with_large_drop(|| {
            let mut project = Project::new("bench");
            let report = import_pgn(&mut project, black_box(pgn.as_bytes())).unwrap();
            (project, report)
        });
    });
    group.bench_function("undo_import_20000", |b| {
        let mut project = Project::new("bench");
        let report = import_pgn(&mut project, pgn.as_bytes()).unwrap();
        let mut undo = report.event.undo;
        b.iter(|| {
            let redo = apply(&mut project, undo.clone()).unwrap().undo;
            undo = apply(&mut project, redo).unwrap().undo;
            black_box(&project);
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
