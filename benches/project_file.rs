//! Opening and saving projects.
//!
//! - The large project (10 divisions x 10 teams x 8 boards, 1,600 games of
//!   40 moves): target under 150 ms each (DESIGN.md).
//! - The 1,600-game season of issue 19 (`ccdesk demo --divisions 20
//!   --teams 10 --boards 8 --moves 40`): open (read and validate, games
//!   replayed on every core) and save each at most 50 ms.
//! - 20,000 archive games (the `pgn_import` bench's games imported): read
//!   and validate, as `ccdesk check` does, in at most 0.4 s whole-process.
//!
//! `load_*` and `to_ron_*` read and write on every core (issue 19);
//! `load_one_pass_*` and `to_ron_one_pass_*` are the single-pass reader and
//! writer (on the calling thread), for the A/B; `to_ron_plain_*` is RON's own
//! writing, each string a char at a time, that the writers' escaping of
//! strings replaces.
//!
//! `benches/whole_process.sh` times the same whole-process, beside
//! pgn-extract.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::domain::project::Project;
use ccdesk::domain::validate::validate_on;
use ccdesk::io::project_file::one_pass::{
    from_ron as from_ron_one_pass, to_ron as to_ron_one_pass, to_ron_plain,
};
use ccdesk::io::project_file::{from_ron, save, to_ron};
use criterion::{Criterion, criterion_group, criterion_main};

#[path = "support/pgn_corpus.rs"]
#[allow(dead_code)] // GAMES is for the other benches
mod pgn_corpus;

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

fn open_and_save(c: &mut Criterion, name: &str, project: &Project) {
    let text = to_ron(project).unwrap();
    println!(
        "{name}: {} games, {} bytes of RON",
        project.games().len(),
        text.len()
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("project.ron");
    let mut group = c.benchmark_group("project_file");
    group.sample_size(10);
    group.bench_function(format!("load_{name}"), |b| {
        b.iter(|| from_ron(&text, Path::new("project.ron")).unwrap());
    });
    // The same on the calling thread only, as before issue 19's reader and
    // writer on every core: the A/B of the shared-out read and write.
    group.bench_function(format!("load_one_pass_{name}"), |b| {
        b.iter(|| from_ron_one_pass(&text, Path::new("project.ron")).unwrap());
    });
    group.bench_function(format!("to_ron_{name}"), |b| {
        b.iter(|| to_ron(project).unwrap());
    });
    group.bench_function(format!("to_ron_one_pass_{name}"), |b| {
        b.iter(|| to_ron_one_pass(project).unwrap());
    });
    group.bench_function(format!("to_ron_plain_{name}"), |b| {
        b.iter(|| to_ron_plain(project).unwrap());
    });
    group.bench_function(format!("validate_{name}"), |b| {
        b.iter(|| validate_on(project, cores()));
    });
    group.bench_function(format!("open_{name}"), |b| {
        b.iter(|| {
            let p = from_ron(&text, Path::new("project.ron")).unwrap();
            let problems = validate_on(&p, cores());
            (p, problems)
        });
    });
    // Each save renames the project, so each one writes (a save of the
    // bytes already on disk writes nothing).
    let mut project = project.clone();
    let mut n = 0u64;
    group.bench_function(format!("save_{name}"), |b| {
        b.iter(|| {
            n += 1;
            ccdesk::domain::command::apply(
                &mut project,
                ccdesk::domain::command::Command::RenameProject {
                    name: format!("bench {n}"),
                },
            )
            .unwrap();
            save(&path, &project).unwrap();
        });
    });
    group.finish();
}

fn project_file(c: &mut Criterion) {
    open_and_save(
        c,
        "large",
        &generate(&DemoSpec::large(10, 10, 8, 40)).unwrap(),
    );
    open_and_save(
        c,
        "season_1600",
        &generate(&DemoSpec::large(20, 10, 8, 40)).unwrap(),
    );
    let mut archive = Project::new("archive");
    ccdesk::io::pgn::import_pgn(&mut archive, pgn_corpus::corpus().as_bytes()).unwrap();
    open_and_save(c, "archive_20000", &archive);
}

criterion_group!(benches, project_file);
criterion_main!(benches);
