//! Season games follow the postal Rules of Play, and each player's full
//! record with its times can be sent to the Organiser on request.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::demo::demo_project;
use ccdesk::domain::ledger::game_ledger;
use ccdesk::io::ledger_csv::write_ledger;
use ccdesk::io::pgn::{Selection, write_pgn};

// rule: C18 (games of the competition follow the Rules of Play, P)
#[test]
fn season_games_are_timed_under_the_postal_rules() {
    let project = demo_project();
    let season_games: Vec<_> = project
        .games()
        .iter()
        .filter(|g| g.pairing.is_some())
        .collect();
    assert_eq!(season_games.len(), 44);
    for game in season_games {
        let rules = project.rules_of(game).unwrap();
        assert_eq!(rules.control.days, 20, "game {}", game.id);
        assert_eq!(rules.control.moves, 10);
        assert!(game_ledger(&project, game.id).is_ok());
    }
}

// rule: P10 (the full record and times, sent to the Organiser on request)
// rule: E5.1
#[test]
fn a_games_record_and_times_export_in_full() {
    let project = demo_project();
    let game = project
        .games()
        .iter()
        .find(|g| g.pairing.is_some() && g.moves.len() > 20)
        .unwrap();
    let pgn = write_pgn(&project, &Selection::Game(game.id)).unwrap();
    // Every move is in the score.
    for m in &game.moves {
        assert!(pgn.contains(m.san.as_str()), "{} missing", m.san);
    }
    // And every move's days, with the running total, in the ledger.
    let ledger = game_ledger(&project, game.id).unwrap();
    let mut csv = Vec::new();
    write_ledger(&ledger, &mut csv).unwrap();
    let text = String::from_utf8(csv).unwrap();
    assert!(text.starts_with("move,colour,days,total,allowance,status\n"));
    assert_eq!(
        text.lines().take_while(|l| !l.is_empty()).count(),
        1 + ledger.rows.len()
    );
    assert_eq!(ledger.rows.len(), game.moves.len());
}
