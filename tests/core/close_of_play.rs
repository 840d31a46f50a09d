#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The close of play is the domain's to enforce (issue 15): no move is
//! recorded in a game whose position went to adjudication or sent after
//! the close, and a game in which no move was played goes to the
//! Organiser, not to adjudicators.

use ccdesk::domain::adjudication::AdjudicationCommand;
use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::Game;
use ccdesk::domain::project::Project;
use chrono::Days;

fn unfinished_season_game(p: &Project) -> Game {
    p.games()
        .iter()
        .find(|g| g.pairing.as_ref().is_some_and(|x| x.is_current()) && g.result.is_none())
        .expect("the demo leaves season games unfinished")
        .clone()
}

fn a_legal_move(g: &Game) -> String {
    let pos = g.replay().unwrap().current().clone();
    let m = shakmaty::Position::legal_moves(&pos)[0];
    shakmaty::san::San::from_move(&pos, m).to_string()
}

// rule: C19 — after the close of play no move is recorded in a season game.
#[test]
fn c19_a_move_sent_after_the_close_of_play_is_refused() {
    let mut p = demo_project();
    let closes = p
        .competition()
        .as_ref()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes;
    let g = unfinished_season_game(&p);
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::PlayMove {
            game: g.id,
            san: a_legal_move(&g),
            received: None,
            sent: Some(closes + Days::new(1)),
        },
    )
    .unwrap_err();
    assert!(
        matches!(err, DomainError::PlayClosed { .. })
            && err.rules() == ["C19"]
            && err.to_string().contains("C19"),
        "{err}"
    );
    assert_eq!(p, before, "nothing changed");
    // On the day of the close it still counts (received that day: the
    // opponent's move, posted the day before, would otherwise be assumed
    // to arrive after it, P05).
    apply(
        &mut p,
        Command::PlayMove {
            game: g.id,
            san: a_legal_move(&g),
            received: Some(closes),
            sent: Some(closes),
        },
    )
    .unwrap();
}

// rule: C19 — the position under adjudication does not change.
#[test]
fn c19_no_move_is_played_in_a_game_under_adjudication() {
    let mut p = demo_project();
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let case = p.adjudications()[0].game;
    let g = p.game(case).unwrap().clone();
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::PlayMove {
            game: case,
            san: a_legal_move(&g),
            received: None,
            sent: None,
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("adjudication"), "{err}");
    assert_eq!(p, before);
}

// rule: C19 — a game without a move has no position for adjudicators.
#[test]
fn c19_a_game_without_a_move_is_left_to_the_organiser() {
    let mut p = demo_project();
    let g = unfinished_season_game(&p);
    p.hand_edit().game(g.id).unwrap().moves.clear();
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    assert!(p.adjudications().iter().all(|c| c.game != g.id));
    assert!(!p.adjudications().is_empty(), "the other games have cases");
    let err = apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::Open {
            game: g.id,
            procedure: ccdesk::domain::adjudication::Procedure::InterOffice,
            close_of_play: chrono::NaiveDate::from_ymd_opt(2026, 6, 15).unwrap(),
        }),
    )
    .unwrap_err();
    assert!(err.to_string().contains("Organiser"), "{err}");
}

// rule: C19 — a season game's case follows the Inter-Office rules from the
// season's close of play; a friendly's the email rules (E10.1).
#[test]
fn c19_a_case_follows_the_rule_book_of_its_game() {
    use ccdesk::domain::adjudication::Procedure;
    let p = demo_project();
    let today = chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let season = unfinished_season_game(&p);
    let closes = p
        .competition()
        .as_ref()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes;
    assert_eq!(
        Procedure::for_game(&p, &season, today),
        (Procedure::InterOffice, closes)
    );
    let friendly = p.games().iter().find(|g| g.pairing.is_none()).unwrap();
    assert_eq!(
        Procedure::for_game(&p, friendly, today),
        (Procedure::Email, today)
    );
    assert_eq!(
        Procedure::InterOffice.rules_name(),
        "the Inter-Office rules"
    );
}

// rule: C32 — before rolling over, what could still change the final
// tables is said: games without a result or case (C19) and cases not yet
// final (C27).
// rule: C31
#[test]
fn c32_rollover_says_what_still_stands_open() {
    use ccdesk::domain::tournament::rollover::rollover_cautions;
    let mut p = demo_project();
    let today = chrono::NaiveDate::from_ymd_opt(2026, 6, 20).unwrap();
    let open = rollover_cautions(&p, today);
    assert!(!open.is_empty());
    assert!(
        open.iter()
            .all(|c| c.contains("no result and no adjudication case (C19)"))
    );
    apply(
        &mut p,
        Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
    )
    .unwrap();
    let open = rollover_cautions(&p, today);
    assert_eq!(open.len(), p.adjudications().len());
    assert!(open[0].contains("waiting for claims"), "{}", open[0]);
}

fn closes_of(p: &Project) -> chrono::NaiveDate {
    p.competition()
        .as_ref()
        .unwrap()
        .seasons
        .last()
        .unwrap()
        .calendar
        .play_closes
}

/// A season game with at least two moves, both sent.
fn season_game_with_moves(p: &Project) -> Game {
    p.games()
        .iter()
        .find(|g| {
            g.pairing.as_ref().is_some_and(|x| x.is_current())
                && g.moves.len() >= 2
                && g.moves.iter().all(|m| m.sent.is_some())
        })
        .expect("the demo's season games have moves")
        .clone()
}

// rule: C19 — every door that changes a move's dates refuses a sent date
// after the close of play, naming the game, the move and both dates, and
// leaves the project as it was.
#[test]
fn c19_no_date_command_sends_a_move_after_the_close_of_play() {
    use ccdesk::domain::ledger::{DateField, LedgerCommand, MoveDates};
    let p = demo_project();
    let closes = closes_of(&p);
    let g = season_game_with_moves(&p);
    let ply = g.moves.len() - 1;
    let last = g.moves[ply].clone();
    let late = closes + Days::new(3);
    let commands = [
        Command::SetMoveDates {
            game: g.id,
            ply,
            received: last.received,
            sent: Some(late),
        },
        Command::Ledger(LedgerCommand::SetDates {
            game: g.id,
            dates: vec![MoveDates {
                ply,
                received: last.received,
                sent: Some(late),
            }],
        }),
        Command::Ledger(LedgerCommand::CorrectDate {
            game: g.id,
            ply,
            field: DateField::Sent,
            corrected: late,
            noted_on: None,
        }),
    ];
    for command in commands {
        let mut q = p.clone();
        let err = apply(&mut q, command.clone()).unwrap_err().to_string();
        assert!(err.contains("C19"), "{command:?}: {err}");
        assert!(err.contains(&format!("play closed on {closes}")), "{err}");
        assert!(err.contains(&format!("game {}", g.id)), "{err}");
        assert!(
            err.contains(&format!("move {} ({})", ply / 2 + 1, last.san)),
            "{err}"
        );
        assert!(err.contains(&late.to_string()), "{err}");
        assert_eq!(q, p, "{command:?} changed the project");
    }
}

// rule: C19 — `check` names a move sent after the close (game, move, both
// dates), and the calendar cannot close play before a move already sent.
#[test]
fn c19_validate_names_a_late_move_and_the_calendar_keeps_the_sent_moves_before_the_close() {
    use ccdesk::domain::tournament::TournamentCommand;
    let p = demo_project();
    assert!(ccdesk::domain::validate::validate(&p).is_empty());
    let closes = closes_of(&p);
    let g = season_game_with_moves(&p);
    let ply = g.moves.len() - 1;
    let mut late = p.clone();
    let m = late
        .hand_edit()
        .games
        .iter_mut()
        .find(|x| x.id == g.id)
        .unwrap()
        .moves
        .last_mut()
        .unwrap();
    m.received = Some(closes);
    m.sent = Some(closes + Days::new(1));
    let problems = ccdesk::domain::validate::validate(&late);
    let problem = problems
        .iter()
        .find(|x| x.what.to_string().contains("C19"))
        .expect("the late move is named");
    assert_eq!(
        problem.place.to_string(),
        format!("game {}, move {} ({})", g.id, ply / 2 + 1, g.moves[ply].san)
    );
    assert_eq!(
        problem.what.to_string(),
        format!(
            "sent {}, after the close of play on {closes} (C19): the position goes to adjudication as it stood",
            closes + Days::new(1)
        )
    );

    // The latest move sent in a season game: play cannot close the day
    // before it, and can close on it.
    let (game, sent) = p
        .games()
        .iter()
        .filter(|x| x.pairing.as_ref().is_some_and(|r| r.is_current()))
        .flat_map(|x| {
            x.moves
                .iter()
                .filter_map(move |m| m.sent.map(|s| (x.id, s)))
        })
        .max_by_key(|(id, s)| (*s, std::cmp::Reverse(*id)))
        .unwrap();
    let calendar_closing = |day: chrono::NaiveDate| {
        let mut c = p
            .competition()
            .unwrap()
            .seasons
            .last()
            .unwrap()
            .calendar
            .clone();
        c.play_closes = day;
        c.play_starts = c.play_starts.min(day);
        c.fees_due = c.fees_due.min(day);
        c.pairings = c.pairings.min(c.play_starts);
        c.forms = c.forms.min(c.pairings);
        c.entries = c.entries.min(c.forms).min(c.fees_due);
        Command::Tournament(TournamentCommand::SetCalendar(Box::new(c)))
    };
    let mut moved = p.clone();
    let err = apply(&mut moved, calendar_closing(sent.pred_opt().unwrap()))
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(&format!(
            "play cannot close on {} (C19)",
            sent.pred_opt().unwrap()
        )),
        "{err}"
    );
    assert!(
        err.contains(&format!("was sent on {sent}, after it")),
        "{err}"
    );
    assert!(err.contains(&format!("of game {game} was sent")), "{err}");
    assert_eq!(moved, p);
    apply(&mut moved, calendar_closing(sent)).unwrap();
    assert!(ccdesk::domain::validate::validate(&moved).is_empty());
}

// rule: C19 — the generated large season (benches, `ccdesk demo
// --divisions`) keeps every game's full length and every move before the
// close of play, however long the games: `check` accepts it.
#[test]
fn c19_a_generated_season_of_any_length_sends_no_move_after_the_close() {
    use ccdesk::domain::demo::{DemoSpec, generate};
    for moves in [1, 40, 121, 150, 400] {
        let p = generate(&DemoSpec::large(1, 4, 3, moves)).unwrap();
        let closes = closes_of(&p);
        for g in p.games() {
            assert!(g.moves.len() <= 2 * moves as usize, "game {}", g.id);
            if let Some(m) = g.moves.iter().find(|m| m.sent.is_some_and(|s| s > closes)) {
                panic!(
                    "{moves} moves: game {} sends {} after {closes}",
                    g.id, m.san
                );
            }
        }
        let problems = ccdesk::domain::validate::validate(&p);
        assert!(problems.is_empty(), "{moves} moves: {problems:?}");
    }
    // The benches' size still plays every game at full length where the
    // board allows it (no game ends early because of the dates).
    let p = generate(&DemoSpec::large(2, 6, 4, 40)).unwrap();
    let full = p.games().iter().filter(|g| g.moves.len() == 80).count();
    assert!(full * 2 > p.games().len(), "{full} of {}", p.games().len());
}
