//! The printed scoresheet explains its days on paper: columns for the
//! days left out (Sundays, days without collection), leave and penalties,
//! with a legend, and the same figures as the ledger pane
//! (`LedgerRow::figures`, one function for both).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{LedgerCommand, PlayerLeave, RuleSet, game_ledger};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::pdf::{Paper, write_scoresheets};
use chrono::NaiveDate;

fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
}

const ANN: PlayerId = PlayerId(1);

/// Ann – Bob by post from Sun 1 Mar 2026, Ann on leave 12-13 Mar:
/// - 1.e4 posted Tue 3 Mar: 2-3 Mar, 2 days.
/// - 1...e5 received Thu 5 Mar, posted Mon 9 Mar: 6-9 Mar is 4 days, Sun
///   8 Mar left out (P08): 3 days, 1 excluded.
/// - 2.Nf3 received Wed 11 Mar, posted Tue 17 Mar: 12-17 Mar is 6 days,
///   12-13 Mar leave (P11), Sun 15 Mar left out: 3 days, 1 excluded, 2
///   leave. White 2 + 3 = 5.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    p.hand_edit().players.push(Player::new(ANN, "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    let mut g = Game::new(GameId(1), ANN, PlayerId(2), "Friendly by post");
    g.rules = RuleSet::postal().name;
    g.start = Some(d(1));
    for (san, received, sent) in [
        ("e4", None, d(3)),
        ("e5", Some(d(5)), d(9)),
        ("Nf3", Some(d(11)), d(17)),
    ] {
        g.moves
            .push(MoveRecord::new(san).dated(received, Some(sent)));
    }
    p.hand_edit().games.push(g);
    apply(
        &mut p,
        Command::Ledger(LedgerCommand::AddLeave {
            leave: PlayerLeave::new(ANN, d(12), d(13)),
            index: None,
        }),
    )
    .unwrap();
    p
}

// rule: P08 — no time counted for Sundays.
// rule: P11 — leave.
// rule: P10 — the record and times, on paper.
#[test]
fn the_scoresheet_shows_excluded_days_leave_and_penalties_as_the_ledger_does() {
    let p = desk();
    let ledger = game_ledger(&p, GameId(1)).unwrap();
    let figures: Vec<_> = ledger.rows.iter().map(|r| r.figures()).collect();
    assert_eq!(
        figures
            .iter()
            .map(|f| (f.days, f.excluded, f.leave, f.penalty))
            .collect::<Vec<_>>(),
        [(2, 0, 0, 0), (3, 1, 0, 0), (3, 1, 2, 0)]
    );

    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    for header in ["days", "excl.", "leave", "pen.", "total"] {
        assert!(text.contains(header), "{header:?} missing:\n{text}");
    }
    // Each row's figures in column order: days, excl., leave (pen. and
    // zero figures are left empty), total.
    let line = |words: &[&str]| words.join("\n");
    for expected in [
        line(&[
            "1.",
            "e4",
            "1 Mar 2026",
            "3 Mar 2026",
            "2",
            "2",
            "e5",
            "5 Mar 2026",
        ]),
        line(&["9 Mar 2026", "3", "1", "3"]),
        line(&[
            "2.",
            "Nf3",
            "11 Mar 2026",
            "17 Mar 2026",
            "3",
            "1",
            "2",
            "5",
        ]),
    ] {
        let flat = text.replace(' ', "\n");
        let want = expected.replace(' ', "\n");
        assert!(flat.contains(&want), "{expected:?} missing:\n{text}");
    }
    // The legend says what each column is, with its rule.
    let legend = text.replace('\n', " ");
    for part in [
        "excl.: days not counted, Sundays and days without postal collection (P08)",
        "leave: leave days in the interval, not counted (E8.1, P11)",
        "pen.: penalty days added to the total (E6.6, P09)",
    ] {
        assert!(legend.contains(part), "{part:?} missing:\n{legend}");
    }
}

// rule: P09 — penalty days, shown in their own column as the ledger counts them.
#[test]
fn a_penalty_shows_in_the_pen_column_as_in_the_ledger() {
    use ccdesk::domain::ledger::{Penalty, PenaltyReason};
    let mut p = desk();
    apply(
        &mut p,
        Command::Ledger(LedgerCommand::AddPenalty {
            game: GameId(1),
            penalty: Penalty {
                referred: Some(d(10)),
                corrected: Some(d(12)),
                ..Penalty::new(shakmaty::Color::Black, 1, PenaltyReason::WrongRepetition)
            },
            index: None,
        }),
    )
    .unwrap();
    let ledger = game_ledger(&p, GameId(1)).unwrap();
    let row = ledger
        .rows
        .iter()
        .find(|r| r.figures().penalty > 0)
        .unwrap();
    assert_eq!(row.figures().penalty, 2);
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    let f = row.figures();
    let mut cells = vec![f.days.to_string()];
    for n in [f.excluded, f.leave, f.penalty] {
        if n > 0 {
            cells.push(n.to_string());
        }
    }
    cells.push(row.total.to_string());
    let sent = row.sent.format("%-d %b %Y").to_string();
    let want = format!("{sent}\n{}", cells.join("\n"));
    assert!(text.contains(&want), "{want:?} missing:\n{text}");
}
