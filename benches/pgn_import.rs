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

use ccdesk::domain::command::{apply, undo};
use ccdesk::domain::project::Project;
use ccdesk::io::pgn::{import_command, import_pgn, read_pgn};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

#[path = "support/pgn_corpus.rs"]
mod pgn_corpus;
use pgn_corpus::{GAMES, corpus};

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
    // The import undone, then applied again (a redo).
    group.bench_function("undo_import_20000", |b| {
        let mut project = Project::new("bench");
        let command = import_command(&project, read_pgn(pgn.as_bytes()).games);
        let mut event = apply(&mut project, command.clone()).unwrap();
        b.iter(|| {
            undo(&mut project, event.undo.clone());
            event = apply(&mut project, command.clone()).unwrap();
            black_box(&project);
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
