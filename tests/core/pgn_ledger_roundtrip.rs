//! A game's clock ledger survives a PGN round trip (issue 29, item 6):
//! exported, imported into another project, the game has the same ledger
//! rows; and whatever `ccdesk check` accepts, the ledger computes.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{
    Arrival, Claim, ClaimDecision, DateCorrection, DateField, MoveCorrection, Penalty,
    PenaltyReason, PlayerLeave, RepeatSent, ledger_of_game,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::validate::validate;
use ccdesk::io::pgn::{Selection, import_pgn, write_pgn};
use chrono::NaiveDate;
use shakmaty::Color;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// `project`'s games exported and imported into a new project, in order.
fn round_trip(project: &Project) -> (String, Project) {
    let pgn = write_pgn(project, &Selection::All).unwrap();
    let mut other = Project::new("other desk");
    let report = import_pgn(&mut other, pgn.as_bytes()).unwrap();
    assert!(
        report.problems.iter().all(|p| p.imported),
        "{:?}",
        report.problems
    );
    (pgn, other)
}

/// Every game of `project` has the same ledger rows in `other` (the games
/// in the same order): equal, or refused alike.
fn same_ledgers(project: &Project, other: &Project) {
    let games: Vec<&Game> = project
        .games()
        .iter()
        .filter(|g| g.replay().is_ok())
        .collect();
    assert_eq!(games.len(), other.games().len());
    for (a, b) in games.iter().zip(other.games()) {
        let before = ledger_of_game(project, a).map(|l| l.rows);
        let after = ledger_of_game(other, b).map(|l| l.rows);
        assert_eq!(before, after, "game {} (now {})", a.id, b.id);
    }
}

/// Ann (the owner) against Bob under the email rules, with every part of
/// the clock record: a conditional reply, an arrival, a repeat after
/// silence, a corrected date, penalties on a move held and on one to
/// come, an upheld claim, and leave that touches the game and leave that
/// does not.
fn clocked_project() -> Project {
    let mut p = Project::new("desk");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Lee"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Ray"));
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    let dated =
        |san: &str, r: Option<NaiveDate>, s: NaiveDate| MoveRecord::new(san).dated(r, Some(s));
    g.moves = vec![
        dated("e4", Some(d(3, 1)), d(3, 2)),
        dated("e5", Some(d(3, 3)), d(3, 6)),
        // Black's conditional line answered 2.Nf3 at once (E4.5, E6.5).
        MoveRecord {
            conditional: true,
            ..dated("Nf3", Some(d(3, 6)), d(3, 6))
        },
        // Black knew the reply in advance and answered it the same day:
        // his move counts from his own previous one (E6.5).
        dated("Nc6", None, d(3, 6)),
        dated("Bb5", Some(d(3, 11)), d(3, 14)),
        // Received assumed: 20 Mar + 1 (E2.9, E2.12)...
        dated("a6", None, d(3, 20)),
        // ...but it arrived at Ann's desk on 21 Mar (E2.7).
        dated("Ba4", None, d(3, 25)),
        // Bob said 8 Apr; it was posted 10 Apr (E2.10).
        dated("Nf6", None, d(4, 10)),
        dated("O-O", Some(d(4, 11)), d(4, 14)),
        // Black's first move after the claim reached him (E7.4).
        dated("Be7", None, d(4, 28)),
        MoveRecord::new("Re1"),
    ];
    g.clock.arrivals.push(Arrival {
        ply: 5,
        date: d(3, 21),
    });
    g.clock.repeats.push(RepeatSent {
        ply: 6,
        sent: d(4, 9),
    });
    g.clock.corrections.push(MoveCorrection {
        ply: 7,
        correction: DateCorrection {
            field: DateField::Sent,
            stated: d(4, 8),
            corrected: d(4, 10),
            noted_on: Some(d(4, 12)),
        },
    });
    // rule: E6.6 (an illegible 4th move of Black's, and one of White's to come)
    g.clock
        .penalties
        .push(Penalty::new(Color::Black, 4, PenaltyReason::IllegibleMove));
    g.clock.penalties.push(Penalty {
        referred: Some(d(4, 20)),
        ..Penalty::new(Color::White, 7, PenaltyReason::IllegalMove)
    });
    // rule: E7.4 (an upheld claim restarts Black's count)
    g.clock.claims.push(Claim {
        claimant: Color::White,
        period: 1,
        sent: d(4, 15),
        received: d(4, 16),
        protest: Some(d(4, 25)),
        decision: Some(ClaimDecision::Upheld),
    });
    p.hand_edit().games.push(g);
    let mut other = Game::new(GameId(2), PlayerId(2), PlayerId(1), "Friendly");
    other.start = Some(d(3, 1));
    p.hand_edit().games.push(other);
    // rule: E8.1 (leave in the game, leave earlier that year, leave of
    // another year, and leave taken in another game)
    let leave = p.hand_edit().leave;
    leave.push(PlayerLeave {
        announced: Some(d(3, 20)),
        ..PlayerLeave::new(PlayerId(2), d(3, 26), d(4, 5))
    });
    leave.push(PlayerLeave {
        granted_by_td: true,
        ..PlayerLeave::new(PlayerId(1), d(1, 10), d(1, 28))
    });
    leave.push(PlayerLeave::new(
        PlayerId(2),
        NaiveDate::from_ymd_opt(2025, 6, 1).unwrap(),
        NaiveDate::from_ymd_opt(2025, 6, 10).unwrap(),
    ));
    leave.push(PlayerLeave {
        game: Some(GameId(2)),
        ..PlayerLeave::new(PlayerId(1), d(3, 27), d(3, 30))
    });
    p
}

// rule: E2.7, E2.9, E2.10, E3.1, E6.5, E6.6, E7.4, E8.1
#[test]
fn a_game_with_every_part_of_its_clock_has_the_same_ledger_after_a_round_trip() {
    let project = clocked_project();
    let before = ledger_of_game(&project, project.game(GameId(1)).unwrap()).unwrap();
    // The case is worth checking: the conditional reply costs nothing, the
    // leave and the penalty count.
    assert!(before.rows[2].conditional && before.rows[2].days.days == 0);
    assert_eq!(before.rows[7].penalty_days, 5);
    assert!(before.rows.iter().any(|r| r.days.leave_days > 0));
    assert!(before.rows.iter().any(|r| r.restarted));
    let (pgn, other) = round_trip(&project);
    same_ledgers(&project, &other);
    let a = project.game(GameId(1)).unwrap();
    let b = &other.games()[0];
    // The same record; penalties come back in the order of the moves they
    // are written after (those on moves to come last), which changes no
    // figure.
    let key = |p: &Penalty| (p.move_number, p.colour == Color::Black);
    let (mut mine, mut theirs) = (a.clock.clone(), b.clock.clone());
    mine.penalties.sort_by_key(key);
    theirs.penalties.sort_by_key(key);
    assert_eq!(mine, theirs);
    assert_eq!(a.moves, b.moves);
    // The commands a person reads, as documented in io::pgn::clock.
    for text in [
        "[%ccrcv 2026.03.06] [%ccsnt 2026.03.06] [%cccond]",
        "[%ccarr 2026.03.21]",
        "[%ccrep 2026.04.09]",
        "[%cccor sent 2026.04.08 to 2026.04.10 noted 2026.04.12]",
        "[%ccpen B 4 illegible-move]",
        "[%ccpen W 7 illegal-move referred 2026.04.20]",
        "[%ccclaim W 1 sent 2026.04.15 received 2026.04.16 protest 2026.04.25 upheld]",
        "[%ccleave B 2026.03.26 to 2026.04.05 announced 2026.03.20]",
        "[%ccleave W 2026.01.10 to 2026.01.28 granted-by-td]",
    ] {
        assert!(pgn.contains(text), "{text} not in\n{pgn}");
    }
    // Leave of another year, and leave taken in another game, do not
    // travel with this game.
    assert!(!pgn.contains("2025.06.01"), "{pgn}");
    assert!(!pgn.contains("[%ccleave W 2026.03.27"), "{pgn}");
    // The imported leave is booked for each imported game alone: the two
    // periods that touch this game for it.
    assert!(other.leave().iter().all(|l| l.game.is_some()));
    let here: Vec<_> = other
        .leave()
        .iter()
        .filter(|l| l.game == Some(b.id))
        .map(|l| (l.from, l.to))
        .collect();
    assert_eq!(here, [(d(1, 10), d(1, 28)), (d(3, 26), d(4, 5))]);
    assert!(validate(&other).is_empty(), "{:?}", validate(&other));
    // Importing the file a second time books no leave twice (the games
    // are skipped as duplicates).
    let mut again = other.clone();
    import_pgn(&mut again, pgn.as_bytes()).unwrap();
    assert_eq!(again.leave(), other.leave());
}

#[test]
fn the_demos_games_have_the_same_ledgers_after_a_round_trip() {
    let project = demo_project();
    let (_, other) = round_trip(&project);
    same_ledgers(&project, &other);
    assert!(validate(&other).is_empty(), "{:?}", validate(&other));
}

// rule: E6.5, E2.9 (without its mark, a conditional reply makes the
// opponent's next move look sent before it arrived)
#[test]
fn check_names_a_game_whose_ledger_cannot_be_worked_out() {
    let mut project = clocked_project();
    project.hand_edit().games[0].moves[2].conditional = false;
    let game = project.game(GameId(1)).unwrap();
    let refused = ledger_of_game(&project, game).unwrap_err().to_string();
    let problems = validate(&project);
    assert!(
        problems
            .iter()
            .any(|p| p.place.to_string() == "game g1" && p.what.to_string().contains(&refused)),
        "{refused}: {problems:?}"
    );
    // Such a game, imported from PGN, is imported with a warning that says so.
    let pgn = write_pgn(&project, &Selection::All).unwrap();
    let mut other = Project::new("other desk");
    let report = import_pgn(&mut other, pgn.as_bytes()).unwrap();
    let said: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [format!(
            "game 1: imported, but its clock ledger cannot be worked out: {refused}"
        )]
    );
}

/// Ann against Bob, drawn after 1.e4 (sent 2 Mar) e5 (sent 4 Mar), with
/// Bob's leave for all his games on 20-25 Feb (before the game, the same
/// calendar year) and on 10-15 Mar (after the finished game's last move).
fn finished_project() -> Project {
    let mut p = Project::new("desk");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Lee"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Ray"));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(Some(d(3, 1)), Some(d(3, 2))),
        MoveRecord::new("e5").dated(Some(d(3, 3)), Some(d(3, 4))),
    ];
    g.result = Some(GameResult {
        outcome: Outcome::Draw,
        termination: Termination::Agreement,
    });
    p.hand_edit().games.push(g);
    let leave = p.hand_edit().leave;
    leave.push(PlayerLeave::new(PlayerId(2), d(2, 20), d(2, 25)));
    leave.push(PlayerLeave::new(PlayerId(2), d(3, 10), d(3, 15)));
    p
}

// rule: E8.1 — leave after a finished game's last move stays home; leave
// earlier that year travels; imported into a desk where Bob already has
// 20-25 Feb booked for all his games, those days are not booked again.
#[test]
fn leave_after_a_finished_game_stays_home_and_days_booked_already_are_not_booked_again() {
    let project = finished_project();
    let pgn = write_pgn(&project, &Selection::All).unwrap();
    assert!(
        pgn.contains("[%ccleave B 2026.02.20 to 2026.02.25]"),
        "{pgn}"
    );
    assert!(!pgn.contains("2026.03.10"), "{pgn}");
    // Bob's own desk: he is player 7 there, with the February days booked.
    let mut other = Project::new("Bob's desk");
    other
        .hand_edit()
        .players
        .push(Player::new(PlayerId(7), "Bob Ray"));
    other
        .hand_edit()
        .leave
        .push(PlayerLeave::new(PlayerId(7), d(2, 20), d(2, 25)));
    let report = import_pgn(&mut other, pgn.as_bytes()).unwrap();
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    assert_eq!(other.games().len(), 1);
    assert_eq!(other.games()[0].black, PlayerId(7));
    assert_eq!(
        other.leave(),
        [PlayerLeave::new(PlayerId(7), d(2, 20), d(2, 25))],
        "no booking twice"
    );
    // Into a desk without it, the period is booked for the game alone.
    let (_, fresh) = round_trip(&project);
    let booked: Vec<_> = fresh
        .leave()
        .iter()
        .map(|l| (l.from, l.to, l.game))
        .collect();
    assert_eq!(booked, [(d(2, 20), d(2, 25), Some(fresh.games()[0].id))]);
}

// rule: E2.9 — 1.e4 (sent 2 Mar) and 1...e5 (sent 5 Mar, its received date
// not given: assumed 2 Mar + 1 day = 3 Mar). Moving 1.e4's sent date to
// 5 Mar would make 1...e5 arrive on 6 Mar, after it was sent: the command
// is refused and changes nothing; 4 Mar (arriving 5 Mar) is accepted.
#[test]
fn a_date_command_that_would_leave_the_ledger_unworkable_is_refused() {
    let mut p = Project::new("desk");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Lee"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Ray"));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(Some(d(3, 1)), Some(d(3, 2))),
        MoveRecord::new("e5").dated(None, Some(d(3, 5))),
    ];
    p.hand_edit().games.push(g);
    assert!(ledger_of_game(&p, p.game(GameId(1)).unwrap()).is_ok());
    let before = p.clone();
    let sent_on = |day: u32| Command::SetMoveDates {
        game: GameId(1),
        ply: 0,
        received: Some(d(3, 1)),
        sent: Some(d(3, day)),
    };
    let err = apply(&mut p, sent_on(5)).unwrap_err().to_string();
    assert!(
        err.contains("the dates would leave a clock ledger that cannot be worked out (game g1:"),
        "{err}"
    );
    assert_eq!(p, before, "a refused command changes nothing");
    apply(&mut p, sent_on(4)).unwrap();
    assert_eq!(p.game(GameId(1)).unwrap().moves[0].sent, Some(d(3, 4)));
    assert!(ledger_of_game(&p, p.game(GameId(1)).unwrap()).is_ok());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Any dated game, conditional replies, penalties and leave included,
    /// whose ledger can be worked out has the same ledger rows after a
    /// round trip; one whose ledger cannot is refused alike.
    #[test]
    fn any_dated_game_keeps_its_ledger(
        steps in proptest::collection::vec((0u64..6, 0u64..12, proptest::bool::ANY, proptest::bool::ANY), 1..24),
        penalties in proptest::collection::vec((proptest::bool::ANY, 1u32..14, 0usize..4), 0..4),
        leave in proptest::collection::vec((proptest::bool::ANY, 0u64..120, 0u64..15), 0..4),
    ) {
        // Knights out and back: every move legal, for as long as wanted.
        const LINE: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8"];
        let mut p = Project::new("desk");
        p.hand_edit().players.push(Player::new(PlayerId(1), "Ann Lee"));
        p.hand_edit().players.push(Player::new(PlayerId(2), "Bob Ray"));
        let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
        let start = d(2, 1);
        g.start = Some(start);
        let mut day = start;
        for (ply, (transit, think, stated, conditional)) in steps.into_iter().enumerate() {
            let received = day + chrono::Days::new(transit);
            let sent = received + chrono::Days::new(think);
            let conditional = conditional && ply > 0;
            let mut m = MoveRecord::new(LINE[ply % LINE.len()]).dated(stated.then_some(received), Some(sent));
            if conditional {
                m = MoveRecord { conditional: true, ..m.dated(Some(day), Some(day)) };
            }
            day = m.sent.unwrap();
            g.moves.push(m);
        }
        let reasons = [
            PenaltyReason::IllegalMove,
            PenaltyReason::IllegibleMove,
            PenaltyReason::AmbiguousMove,
            PenaltyReason::WrongRepetition,
        ];
        for (white, number, reason) in penalties {
            let colour = if white { Color::White } else { Color::Black };
            g.clock.penalties.push(Penalty::new(colour, number, reasons[reason]));
        }
        p.hand_edit().games.push(g);
        for (white, from, days) in leave {
            let player = if white { PlayerId(1) } else { PlayerId(2) };
            let from = start + chrono::Days::new(from);
            p.hand_edit().leave.push(PlayerLeave::new(player, from, from + chrono::Days::new(days)));
        }
        let (_, other) = round_trip(&p);
        let before = ledger_of_game(&p, &p.games()[0]).map(|l| l.rows);
        let after = ledger_of_game(&other, &other.games()[0]).map(|l| l.rows);
        proptest::prop_assert_eq!(before, after);
    }
}
