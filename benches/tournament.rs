//! Standings of every division of the large project and a Hutton table for
//! 20 teams x 16 boards.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::tournament::hutton::HuttonTable;
use ccdesk::domain::tournament::standings::{PairingResult, standings};
use criterion::{Criterion, criterion_group, criterion_main};

fn tournament(c: &mut Criterion) {
    c.bench_function("hutton_20x16", |b| {
        b.iter(|| HuttonTable::generate(20, 16).unwrap())
    });
    // Ten divisions of ten teams x eight boards, every game finished.
    let text = {
        let mut s = String::from("team,board,opponent_team,opponent_board,white,black\n");
        let table = HuttonTable::generate(10, 8).unwrap();
        for (i, p) in table.pairings().iter().enumerate() {
            let score = ["1", "0", "0.5"][i % 3];
            s.push_str(&format!(
                "{},{},{},{},{score},{}\n",
                p.first.team,
                p.first.board,
                p.second.team,
                p.second.board,
                ["0", "½", "1"][i % 3]
            ));
        }
        s
    };
    let results: Vec<PairingResult> =
        ccdesk::io::results_csv::read_results(text.as_bytes()).unwrap();
    c.bench_function("standings_10_divisions", |b| {
        b.iter(|| {
            for _ in 0..10 {
                std::hint::black_box(standings(&results, &[]));
            }
        });
    });
}

criterion_group!(benches, tournament);
criterion_main!(benches);
