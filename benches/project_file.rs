//! Opening and saving the large project (10 divisions x 10 teams x 8 boards,
//! 1,600 games of 40 moves): target under 150 ms each (DESIGN.md).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::io::project_file::{from_ron, save, to_ron};
use criterion::{Criterion, criterion_group, criterion_main};

fn project_file(c: &mut Criterion) {
    let project = generate(&DemoSpec::large(10, 10, 8, 40)).unwrap();
    let text = to_ron(&project).unwrap();
    println!(
        "large project: {} games, {} bytes of RON",
        project.games().len(),
        text.len()
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("large.ron");
    let mut group = c.benchmark_group("project_file");
    group.sample_size(10);
    group.bench_function("load_large", |b| {
        b.iter(|| from_ron(&text, Path::new("large.ron")).unwrap());
    });
    group.bench_function("validate_large", |b| {
        b.iter(|| ccdesk::domain::validate::validate(&project));
    });
    group.bench_function("save_large", |b| b.iter(|| save(&path, &project).unwrap()));
    group.finish();
}

criterion_group!(benches, project_file);
criterion_main!(benches);
