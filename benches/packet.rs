//! Adjudication packets: 500 game pages with two diagrams each (target
//! under 0.3 s, at most 3.2 KB a page) and a 10-game captain's submission
//! (target under 100 KB). Sizes are printed once before timing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::hint::black_box;

use ccdesk::io::pdf::{PacketOptions, Recipient, write_packet};
use criterion::{Criterion, criterion_group, criterion_main};

#[path = "support/season.rs"]
mod support;
use support::season;

fn packets(c: &mut Criterion) {
    let (project, games) = season(500);
    let options = PacketOptions::default();
    let ten = &games[..10];

    let big = write_packet(&project, &games, Recipient::Adjudicator, &options).unwrap();
    let small = write_packet(&project, ten, Recipient::Captain, &options).unwrap();
    eprintln!(
        "adjudicator's packet, 500 games: {} bytes, {:.0} bytes a page; captain's submission, 10 games: {} bytes",
        big.len(),
        big.len() as f64 / 500.0,
        small.len()
    );

    let mut group = c.benchmark_group("packet");
    group.sample_size(10);
    group.bench_function("adjudicator_500_games", |b| {
        b.iter(|| {
            write_packet(
                black_box(&project),
                black_box(&games),
                Recipient::Adjudicator,
                &options,
            )
            .unwrap()
        })
    });
    group.bench_function("captain_10_games", |b| {
        b.iter(|| {
            write_packet(
                black_box(&project),
                black_box(ten),
                Recipient::Captain,
                &options,
            )
            .unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, packets);
criterion_main!(benches);
