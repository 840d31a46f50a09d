//! Standings of every division of the large project, a Hutton table for
//! 20 teams x 16 boards, and one adjudication step (a claim submitted and
//! taken back) in a season of 1,600 games with their cases open.
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

/// One claim submitted and undone in a season of 20 divisions of 10 teams
/// x 8 boards (1,600 games, every unfinished one with its case): the cost
/// of a single adjudication step as the window and the CLI apply it.
fn adjudication_step(c: &mut Criterion) {
    use ccdesk::domain::adjudication::{AdjudicationCommand, Claim, ClaimKind};
    use ccdesk::domain::colour::Colour;
    use ccdesk::domain::command::{Command, apply, undo};
    use ccdesk::domain::demo::{DemoSpec, generate};
    let mut project = generate(&DemoSpec::large(20, 10, 8, 4)).unwrap();
    apply(
        &mut project,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let case = &project.adjudications()[0];
    let (game, submitted) = (case.game, case.deadlines.submissions);
    c.bench_function("adjudication_step_1600_games", |b| {
        b.iter(|| {
            let event = apply(
                &mut project,
                Command::Adjudication(AdjudicationCommand::SubmitClaim {
                    game,
                    claim: Claim {
                        side: Colour::White,
                        kind: ClaimKind::Draw,
                        submitted,
                        analysis: String::new(),
                    },
                }),
            )
            .unwrap();
            undo(&mut project, event.undo);
        });
    });
}

criterion_group!(benches, tournament, adjudication_step);
criterion_main!(benches);
