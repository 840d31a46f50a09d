//! A full season's adjudication on the demo, from the close of play to the
//! final results and fees: C19 cases, C24 claims, C25 defaults, C26 panels,
//! C27 appeals and C28 fees, every step through the command door.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::{
    AdjudicationCommand, Appeal, AppealBody, AppealRuling, CaseState, Claim, ClaimKind, FeeKind,
    Opinion, Party, Purpose, Referral, Verdict, fees_due,
};
use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{Outcome, Termination};
use ccdesk::domain::ids::GameId;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn run(p: &mut Project, c: AdjudicationCommand) {
    if let Err(e) = apply(p, Command::Adjudication(c.clone())) {
        panic!("{c:?}: {e}");
    }
}

fn claim(p: &mut Project, game: GameId, side: Colour, kind: ClaimKind, analysis: &str) {
    run(
        p,
        AdjudicationCommand::SubmitClaim {
            game,
            claim: Claim {
                side,
                kind,
                submitted: d(6, 27),
                analysis: analysis.into(),
            },
        },
    );
}

fn refer(p: &mut Project, game: GameId, name: &str, sent: NaiveDate, purpose: Purpose) {
    run(
        p,
        AdjudicationCommand::Refer {
            game,
            referral: Referral {
                adjudicator: name.into(),
                sent,
                purpose,
            },
        },
    );
}

fn opinion(p: &mut Project, game: GameId, name: &str, verdict: Verdict, received: NaiveDate) {
    run(
        p,
        AdjudicationCommand::RecordOpinion {
            game,
            opinion: Opinion {
                adjudicator: name.into(),
                received,
                verdict,
                reasons: String::new(),
            },
        },
    );
}

fn rule(p: &mut Project, game: GameId, body: AppealBody, verdict: Verdict, ruled: NaiveDate) {
    run(
        p,
        AdjudicationCommand::RuleOnAppeal {
            game,
            ruling: AppealRuling {
                body,
                by: "panel".into(),
                ruled,
                verdict,
            },
        },
    );
}

fn appeal(p: &mut Project, game: GameId, side: Colour) {
    run(
        p,
        AdjudicationCommand::Appeal {
            game,
            appeal: Appeal {
                side,
                mailed: d(8, 10),
                analysis: "the lines of play the appeal rests on".into(),
            },
        },
    );
}

// rule: C19
// rule: C24
// rule: C25
// rule: C26
// rule: C27
// rule: C28
// rule: E10.5
#[test]
fn a_season_from_the_close_of_play_to_the_final_results() {
    let mut p = demo_project();
    let original = p.clone();
    let season_games: Vec<GameId> = p
        .games()
        .iter()
        .filter(|g| g.pairing.is_some() && g.result.is_none())
        .map(|g| g.id)
        .collect();
    assert!(season_games.len() >= 10, "the demo leaves games unfinished");

    // C19: at the close of play every unfinished season game gets a case;
    // the owner's email friendlies are not part of the season.
    let event = apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let opened: Vec<GameId> = p.adjudications().iter().map(|c| c.game).collect();
    assert_eq!(opened, season_games);
    assert!(
        p.adjudications()
            .iter()
            .all(|c| c.opened == d(6, 15) && c.deadlines.submissions == d(6, 30))
    );
    // Undo gives back the project exactly; redo opens them again.
    let mut undone = p.clone();
    ccdesk::domain::command::undo(&mut undone, event.undo);
    assert_eq!(undone, original);

    // C24: claims by 30 June, in five patterns.
    for (i, &g) in season_games.iter().enumerate() {
        match i % 5 {
            0 => {}
            1 => claim(&mut p, g, Colour::White, ClaimKind::Win, ""),
            _ => {
                claim(&mut p, g, Colour::White, ClaimKind::Win, "1.Rxf7 wins");
                claim(&mut p, g, Colour::Black, ClaimKind::Draw, "");
            }
        }
    }
    for (i, c) in p.adjudications().iter().enumerate() {
        let expected = if i % 5 >= 2 {
            CaseState::WithAdjudicators
        } else {
            CaseState::WaitingForClaims
        };
        assert_eq!(c.state(d(7, 1)), expected, "case {i}");
    }

    // C25: on 8 July the defaults are applied.
    run(
        &mut p,
        AdjudicationCommand::ApplyDefaults { today: d(7, 8) },
    );

    // C26: two independent adjudicators; a third where they disagree.
    for (i, &g) in season_games.iter().enumerate() {
        if i % 5 < 2 {
            continue;
        }
        refer(&mut p, g, "Adjudicator A", d(7, 9), Purpose::Adjudication);
        refer(&mut p, g, "Adjudicator B", d(7, 9), Purpose::Adjudication);
        let (a, b) = match i % 5 {
            2 => (Verdict::WhiteWins, Verdict::WhiteWins),
            3 => (Verdict::WhiteWins, Verdict::Draw),
            _ => (Verdict::Draw, Verdict::Draw),
        };
        opinion(&mut p, g, "Adjudicator A", a, d(7, 20));
        opinion(&mut p, g, "Adjudicator B", b, d(7, 20));
        if i % 5 == 3 {
            let due = p.adjudication(g).unwrap().due(d(7, 21));
            assert!(
                due.iter()
                    .any(|x| x.from == Party::Organiser && x.rule == "C26"),
                "{due:?}"
            );
            refer(&mut p, g, "Adjudicator C", d(7, 22), Purpose::Tiebreak);
            opinion(&mut p, g, "Adjudicator C", Verdict::Draw, d(7, 30));
        }
        // C27 / E10.5: the decision goes to both captains.
        run(
            &mut p,
            AdjudicationCommand::Notify {
                game: g,
                notified: d(8, 1),
            },
        );
        assert_eq!(
            p.adjudication(g).unwrap().state(d(8, 1)),
            CaseState::Decided
        );
    }

    // C27: appeals within 14 days with analysis.
    for (i, &g) in season_games.iter().enumerate() {
        match i % 5 {
            // Black appeals a loss; the original adjudicators do not uphold
            // it; the national federation does (a draw), finally.
            2 => {
                appeal(&mut p, g, Colour::Black);
                assert_eq!(
                    p.adjudication(g).unwrap().state(d(8, 11)),
                    CaseState::UnderAppeal
                );
                rule(
                    &mut p,
                    g,
                    AppealBody::OriginalAdjudicators,
                    Verdict::WhiteWins,
                    d(8, 20),
                );
                assert_eq!(
                    p.adjudication(g).unwrap().state(d(8, 21)),
                    CaseState::UnderAppeal
                );
                rule(&mut p, g, AppealBody::FinalBody, Verdict::Draw, d(9, 1));
            }
            // White appeals the third adjudicator's draw and loses the appeal twice.
            3 => {
                appeal(&mut p, g, Colour::White);
                rule(
                    &mut p,
                    g,
                    AppealBody::OriginalAdjudicators,
                    Verdict::Draw,
                    d(8, 20),
                );
                rule(&mut p, g, AppealBody::FinalBody, Verdict::Draw, d(9, 1));
            }
            // White appeals the agreed draw; the original adjudicators uphold it.
            4 => {
                appeal(&mut p, g, Colour::White);
                rule(
                    &mut p,
                    g,
                    AppealBody::OriginalAdjudicators,
                    Verdict::WhiteWins,
                    d(8, 20),
                );
            }
            _ => {}
        }
    }

    // Everything is final by 1 September, and every game has its result.
    let today = d(9, 2);
    for (i, &g) in season_games.iter().enumerate() {
        let case = p.adjudication(g).unwrap();
        assert_eq!(case.state(today), CaseState::Final, "case {i}");
        assert!(case.due(today).is_empty());
        let r = p.game(g).unwrap().result.unwrap();
        let expected = match i % 5 {
            0 => (Outcome::LossToBoth, Termination::Default),
            1 => (Outcome::WhiteWins, Termination::Default),
            2 | 3 => (Outcome::Draw, Termination::Adjudication),
            _ => (Outcome::WhiteWins, Termination::Adjudication),
        };
        assert_eq!((r.outcome, r.termination), expected, "case {i}");
    }

    // C28: fees for claims and appeals not upheld, worked out by hand:
    // 2: White claimed a win, got a draw (claim); Black's appeal was upheld.
    // 3: White's claim and White's appeal were not upheld.
    // 4: Black claimed a draw, White won on appeal (claim).
    let fees = fees_due(&p, today);
    let mut expected = Vec::new();
    for (i, &g) in season_games.iter().enumerate() {
        match i % 5 {
            2 => expected.push((g, Colour::White, FeeKind::Claim)),
            3 => {
                expected.push((g, Colour::White, FeeKind::Claim));
                expected.push((g, Colour::White, FeeKind::Appeal));
            }
            4 => expected.push((g, Colour::Black, FeeKind::Claim)),
            _ => {}
        }
    }
    let got: Vec<_> = fees.iter().map(|f| (f.game, f.side, f.kind)).collect();
    assert_eq!(got, expected);
    // Each fee names the team and company that pays it.
    for f in &fees {
        let pairing = p.game(f.game).unwrap().pairing.clone().unwrap();
        let team = if f.side == Colour::White {
            pairing.white_team
        } else {
            pairing.black_team
        };
        assert_eq!(f.team, Some(team));
        assert_eq!(f.company, p.team(team).map(|t| t.company));
    }

    // C28: the adjudication fees are due by 1 October (of 2026, the year
    // play closed), not with the entry fees on 1 January (C09). With no
    // entry fee, a claim at £3.00 and an appeal at £6.00, a company owing
    // k claims and m appeals is listed for £(3k + 6m), due 2026-10-01,
    // overdue only from 2 October.
    use ccdesk::domain::tournament::calendar::{DueKind, due_list};
    use ccdesk::domain::tournament::fees::Money;
    use ccdesk::domain::tournament::records::FeeSchedule;
    use ccdesk::domain::tournament::results::current_season;
    let mut billed = p.clone();
    apply(
        &mut billed,
        Command::Tournament(ccdesk::domain::tournament::TournamentCommand::SetFees(
            FeeSchedule {
                subscription: Money(0),
                minimum_entry_fee: Money(0),
                claim_fee: Money(300),
                appeal_fee: Money(600),
            },
        )),
    )
    .unwrap();
    let season = current_season(&billed).unwrap();
    for (on, overdue) in [(d(9, 30), false), (d(10, 1), false), (d(10, 2), true)] {
        let due = due_list(&billed, season, on);
        assert!(!due.iter().any(|i| matches!(i.kind, DueKind::FeesUnpaid(_))));
        let mut companies: Vec<_> = fees.iter().filter_map(|f| f.company).collect();
        companies.sort();
        companies.dedup();
        assert!(!companies.is_empty());
        for c in companies {
            let pence: i64 = fees
                .iter()
                .filter(|f| f.company == Some(c))
                .map(|f| if f.kind == FeeKind::Claim { 300 } else { 600 })
                .sum();
            let item = due
                .iter()
                .find(|i| i.kind == DueKind::AdjudicationFeesUnpaid(c))
                .unwrap();
            assert_eq!(item.rule, "C28");
            assert_eq!(item.due, d(10, 1));
            assert_eq!(item.overdue, overdue, "{on}");
            assert!(
                item.what.to_string().contains(&Money(pence).to_string()),
                "{}",
                item.what
            );
        }
    }

    // The cases survive a save and a load.
    let text = ccdesk::io::project_file::to_ron(&p).unwrap();
    let back =
        ccdesk::io::project_file::from_ron(&text, std::path::Path::new("season.ron")).unwrap();
    assert_eq!(back.adjudications(), p.adjudications());
}
