//! A postal game's texts use the postal rules: the assumed arrival of a
//! card read at the desk cites P05 and the average transmission time, an
//! email game's still E2.9 and its transit.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::RuleSet;
use ccdesk::domain::message::{ReadOptions, compose_move, read_message};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
}

/// Ann's desk and Bob's: 1.e4 posted 2 Mar, 1...e5 posted 5 Mar; Ann's
/// copy also holds 2.Nf3, posted Sat 7 Mar, which Bob reads without a date
/// of arrival.
fn desks(rules: &str) -> (Project, Project) {
    let mut ann = Project::new("Ann's desk");
    let players = vec![
        Player::new(PlayerId(1), "Ann Ashworth"),
        Player::new(PlayerId(2), "Bob Bramley"),
    ];
    *ann.hand_edit().players = players;
    *ann.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.rules = rules.to_owned();
    g.start = Some(d(1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(2))),
        MoveRecord::new("e5").dated(Some(d(4)), Some(d(5))),
    ];
    ann.hand_edit().games.push(g);
    let mut bob = ann.clone();
    *bob.hand_edit().owner = Some(PlayerId(2));
    ann.hand_edit()
        .game(GameId(1))
        .unwrap()
        .moves
        .push(MoveRecord::new("Nf3").dated(Some(d(6)), Some(d(7))));
    (ann, bob)
}

// rule: P05 — missing data: the time assumed from the average transmission time.
// rule: E2.9
#[test]
fn an_assumed_arrival_cites_the_games_own_rule() {
    for (rules, expected) in [
        (
            RuleSet::postal().name,
            // 7 Mar + 2 days' average transmission = 9 Mar.
            "2026-03-09 (assumed, P05: posted 2026-03-07 plus the average transmission time of 2 days)",
        ),
        (
            RuleSet::email().name,
            "2026-03-08 (assumed, E2.9: sent 2026-03-07 plus 1 day in transit)",
        ),
    ] {
        let (ann, bob) = desks(&rules);
        let game = ann.game(GameId(1)).unwrap();
        let text = compose_move(&ann, game, 2, None).unwrap().text();
        let reading = read_message(&bob, &text, &ReadOptions::default());
        assert!(reading.arrival_assumed, "{rules}: {:?}", reading.findings);
        let arrived = reading.arrived.unwrap();
        assert_eq!(reading.arrival_text(arrived), expected, "{rules}");
    }
}

// rule: P05 — the finding for a missing date cites the postal rule in a postal game.
// rule: E2.9
#[test]
fn a_missing_date_is_assumed_under_the_games_own_rule() {
    use ccdesk::domain::message::Finding;
    for (rules, rule, sentence) in [
        (
            RuleSet::postal().name,
            "P05",
            "You did not give the date you received my move; I assume 4 Mar 2026 (P05: the average transmission time).",
        ),
        (
            RuleSet::email().name,
            "E2.9",
            "You did not give the date you received my move; I assume 3 Mar 2026 (E2.9).",
        ),
    ] {
        let (ann, bob) = desks(&rules);
        // Bob's reply 1...e5 as Ann receives it, its date of receipt of
        // 1.e4 (posted 2 Mar) left out: assumed 2 Mar + transmission.
        let game = bob.game(GameId(1)).unwrap();
        let text: String = compose_move(&bob, game, 1, None)
            .unwrap()
            .text()
            .lines()
            .filter(|l| !l.starts_with("received:") && !l.starts_with("I received it on"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(!text.contains("received"), "{text}");
        let mut receiver = ann.clone();
        receiver
            .hand_edit()
            .game(GameId(1))
            .unwrap()
            .moves
            .truncate(1);
        let reading = read_message(&receiver, &text, &ReadOptions::default());
        let assumed: Vec<&Finding> = reading
            .findings
            .iter()
            .filter(|f| matches!(f, Finding::DateAssumed { .. }))
            .collect();
        assert!(
            assumed
                .iter()
                .any(|f| f.rule() == rule && f.sentence() == sentence),
            "{rules}: {:?}",
            reading.findings
        );
    }
}
