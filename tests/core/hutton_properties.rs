//! Hutton tables checked against every property of their contract, for
//! every size a division plausibly has, plus tables worked out by hand.
// rule: C04 (Hutton pairing system), rule: C05 (boards per division)

#![allow(clippy::unwrap_used)]
use ccdesk::domain::tournament::hutton::{HuttonError, HuttonTable, Pairing, Seat, TeamLetter};
use proptest::prelude::*;

/// Checks every property of a generated table; returns a description of
/// the first one broken.
fn check(table: &HuttonTable, n: u32, b: u32) -> Result<(), String> {
    let rows: Vec<(Seat, Seat)> = table.rows().collect();
    if rows.len() != (n * b) as usize {
        return Err(format!("{} rows, not {}", rows.len(), n * b));
    }
    // Sorted by team then board, each seat exactly once.
    let expected: Vec<Seat> = (0..n)
        .flat_map(|t| {
            (1..=b).map(move |board| Seat {
                team: TeamLetter(t),
                board,
            })
        })
        .collect();
    let seats: Vec<Seat> = rows.iter().map(|(s, _)| *s).collect();
    if seats != expected {
        return Err("seats are not every team and board in order".into());
    }
    for (seat, opponent) in &rows {
        if opponent.team.0 >= n || opponent.board == 0 || opponent.board > b {
            return Err(format!("{seat} meets {opponent}, outside the table"));
        }
        if table.opponent(*opponent) != Some(*seat) {
            return Err(format!("{seat} meets {opponent}, but not the other way"));
        }
        if seat.team == opponent.team {
            return Err(format!("{seat} meets his own team"));
        }
        if seat.board.abs_diff(opponent.board) > 1 {
            return Err(format!("{seat}-{opponent} spans more than one board"));
        }
    }
    let meetings = table.meetings();
    if meetings.len() != n as usize {
        return Err("the meetings table has the wrong size".into());
    }
    for (a, row) in meetings.iter().enumerate() {
        let others: Vec<u32> = row
            .iter()
            .enumerate()
            .filter(|&(c, _)| c != a)
            .map(|(_, &m)| m)
            .collect();
        // B <= N - 1.
        if b < n {
            // Each team meets B different teams.
            let distinct = others.iter().filter(|&&m| m > 0).count();
            if distinct != b as usize || others.iter().any(|&m| m > 1) {
                return Err(format!("team {a} meets {distinct} teams, not {b}"));
            }
        }
        // As evenly as possible: every pair meets q or q+1 times, and
        // exactly q times when N-1 divides B.
        let q = b / (n - 1);
        let r = b % (n - 1);
        for &m in &others {
            if m < q || m > q + 1 || (r == 0 && m != q) {
                return Err(format!(
                    "team {a} meets another {m} times; q = {q}, r = {r}"
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn every_table_from_2_to_20_teams_and_1_to_16_boards_keeps_its_promises() {
    // rule: C04
    for n in 2..=20u32 {
        for b in 1..=16u32 {
            let generated = HuttonTable::generate(i64::from(n), i64::from(b));
            if n * b % 2 == 1 {
                let Err(e) = generated else {
                    panic!("{n} teams x {b} boards: a table for an odd number of players");
                };
                assert!(matches!(e, HuttonError::OddPlayers { .. }));
                assert!(e.to_string().contains("odd"), "{e}");
                continue;
            }
            let table = generated.unwrap_or_else(|e| panic!("{n} x {b}: {e}"));
            if let Err(why) = check(&table, n, b) {
                panic!("{n} teams x {b} boards: {why}");
            }
            // Deterministic.
            assert_eq!(
                Ok(&table),
                HuttonTable::generate(i64::from(n), i64::from(b)).as_ref()
            );
            // The organiser's check accepts it and gives back the same table.
            assert_eq!(
                HuttonTable::from_pairings(i64::from(n), i64::from(b), &table.pairings()).as_ref(),
                Ok(&table)
            );
        }
    }
}

#[test]
fn with_boards_one_less_than_teams_every_pair_meets_exactly_once() {
    // rule: C04
    for n in 2..=20u32 {
        let b = n - 1;
        if n * b % 2 == 1 {
            continue;
        }
        let table = HuttonTable::generate(i64::from(n), i64::from(b)).unwrap();
        let meetings = table.meetings();
        for (a, row) in meetings.iter().enumerate() {
            for (c, &m) in row.iter().enumerate() {
                assert_eq!(m, u32::from(a != c), "{n} teams: {a} and {c}");
            }
        }
    }
}

#[test]
fn odd_teams_have_no_byes_and_one_cross_board_game_per_pair_of_boards() {
    // With odd N, each pair of boards has exactly one game across boards.
    for n in [3u32, 5, 7, 9, 11] {
        for b in [2u32, 4, 6, 10, 16] {
            let table = HuttonTable::generate(i64::from(n), i64::from(b)).unwrap();
            let across = table.board_differences().get(&1).copied().unwrap_or(0);
            assert_eq!(across, (b / 2) as usize, "{n} x {b}");
        }
    }
    // With even N, everybody plays his own board.
    let table = HuttonTable::generate(8, 7).unwrap();
    assert_eq!(
        table
            .board_differences()
            .keys()
            .copied()
            .collect::<Vec<_>>(),
        [0]
    );
}

fn csv(n: i64, b: i64) -> String {
    HuttonTable::generate(n, b).unwrap().to_csv()
}

#[test]
fn two_teams_one_board() {
    assert_eq!(
        csv(2, 1),
        "team,board,opponent_team,opponent_board\nA,1,B,1\nB,1,A,1\n"
    );
}

#[test]
fn four_teams_three_boards_is_the_classic_table() {
    // Worked by hand: board 1 A-B C-D, board 2 A-C B-D, board 3 A-D B-C.
    assert_eq!(
        csv(4, 3),
        "team,board,opponent_team,opponent_board\n\
         A,1,B,1\nA,2,C,2\nA,3,D,3\n\
         B,1,A,1\nB,2,D,2\nB,3,C,3\n\
         C,1,D,1\nC,2,A,2\nC,3,B,3\n\
         D,1,C,1\nD,2,B,2\nD,3,A,3\n"
    );
}

#[test]
fn three_teams_two_boards_the_left_out_teams_play_across() {
    // Board 1 is round A-B (C left out), board 2 round A-C (B left out):
    // C's board 1 plays B's board 2.
    assert_eq!(
        csv(3, 2),
        "team,board,opponent_team,opponent_board\n\
         A,1,B,1\nA,2,C,2\n\
         B,1,A,1\nB,2,C,1\n\
         C,1,B,2\nC,2,A,2\n"
    );
}

#[test]
fn five_teams_four_boards() {
    // Boards 1-2: rounds A-B C-E (D out) and A-E B-D (C out), D1-C2 across.
    // Boards 3-4: rounds A-C D-E (B out) and A-D B-C (E out), B3-E4 across.
    // The across games D-C and B-E are the round nobody plays on a board.
    assert_eq!(
        csv(5, 4),
        "team,board,opponent_team,opponent_board\n\
         A,1,B,1\nA,2,E,2\nA,3,C,3\nA,4,D,4\n\
         B,1,A,1\nB,2,D,2\nB,3,E,4\nB,4,C,4\n\
         C,1,E,1\nC,2,D,1\nC,3,A,3\nC,4,B,4\n\
         D,1,C,2\nD,2,B,2\nD,3,E,3\nD,4,A,4\n\
         E,1,C,1\nE,2,A,2\nE,3,D,3\nE,4,B,3\n"
    );
}

#[test]
fn each_pairing_is_two_games_one_with_each_colour() {
    // rule: C17
    let table = HuttonTable::generate(6, 5).unwrap();
    for pairing in table.pairings() {
        let [first, second] = pairing.games();
        assert_eq!((first.white, first.black), (pairing.first, pairing.second));
        assert_eq!(
            (second.white, second.black),
            (pairing.second, pairing.first)
        );
        for seat in [pairing.first, pairing.second] {
            let as_white = pairing.games().iter().filter(|g| g.white == seat).count();
            let as_black = pairing.games().iter().filter(|g| g.black == seat).count();
            assert_eq!((as_white, as_black), (1, 1));
        }
    }
    assert_eq!(table.pairings().len(), 15);
}

#[test]
fn teams_past_z_are_lettered_like_spreadsheet_columns() {
    let table = HuttonTable::generate(28, 2).unwrap();
    let letters: Vec<String> = table
        .rows()
        .filter(|(s, _)| s.board == 1)
        .map(|(s, _)| s.team.to_string())
        .collect();
    assert_eq!(&letters[24..], ["Y", "Z", "AA", "AB"]);
    assert!(check(&table, 28, 2).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn larger_tables_keep_their_promises(n in 2u32..60, b in 1u32..40) {
        prop_assume!((n * b).is_multiple_of(2));
        let table = HuttonTable::generate(i64::from(n), i64::from(b)).unwrap();
        prop_assert_eq!(check(&table, n, b), Ok(()));
    }

    #[test]
    fn the_organisers_check_refuses_a_player_paired_twice(n in 2u32..12, b in 2u32..8) {
        prop_assume!((n * b).is_multiple_of(2));
        let table = HuttonTable::generate(i64::from(n), i64::from(b)).unwrap();
        let mut pairings = table.pairings();
        let first = pairings[0];
        // Move one player of the first pairing onto the second pairing.
        pairings[0] = Pairing::new(first.first, pairings[1].second);
        prop_assert!(HuttonTable::from_pairings(i64::from(n), i64::from(b), &pairings).is_err());
    }
}
