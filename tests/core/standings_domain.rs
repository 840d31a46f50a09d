//! Standings worked out by hand: game points, board count, board
//! elimination at the bottom and at an upper board, shared places, and
//! deductions.
// rule: C29, rule: C30

#![allow(clippy::unwrap_used)]
use ccdesk::domain::tournament::score::{GamePoints, GameScore};
use ccdesk::domain::tournament::standings::{
    Deduction, EliminationStep, PairingResult, Standings, standings,
};

fn score(text: &str) -> Option<GameScore> {
    (!text.is_empty()).then(|| text.parse().unwrap())
}

fn result(
    team: &str,
    board: u32,
    opponent: &str,
    opponent_board: u32,
    white: &str,
    black: &str,
) -> PairingResult {
    PairingResult {
        team: team.into(),
        board,
        opponent_team: opponent.into(),
        opponent_board,
        white: score(white),
        black: score(black),
    }
}

/// Lines as `place,team,game_points,board_count,tiebreak`.
fn lines(s: &Standings) -> Vec<String> {
    s.rows
        .iter()
        .map(|r| {
            format!(
                "{},{},{},{},{}",
                r.place, r.team, r.game_points, r.board_count, r.tiebreak
            )
        })
        .collect()
}

/// The 4 teams x 3 boards Hutton table: A1-B1 C1-D1, A2-C2 B2-D2, A3-D3 B3-C3,
/// with the given (white, black) scores of the first-named team.
fn four_by_three(scores: [(&str, &str); 6]) -> Vec<PairingResult> {
    let pairs = [
        ("A", 1, "B"),
        ("C", 1, "D"),
        ("A", 2, "C"),
        ("B", 2, "D"),
        ("A", 3, "D"),
        ("B", 3, "C"),
    ];
    pairs
        .iter()
        .zip(scores)
        .map(|(&(t, b, o), (w, bl))| result(t, b, o, b, w, bl))
        .collect()
}

#[test]
fn teams_level_on_points_are_split_by_board_count() {
    // rule: C30
    // A: b1 1, b2 2, b3 0 = 3, board count 1 + 2*2 = 5
    // B: b1 1, b2 1 (two draws), b3 1 = 3, board count 1 + 2 + 3 = 6
    // C: b1 1 (two draws), b3 1 = 2; D: b1 1, b2 1, b3 2 = 4, count 1+2+6 = 9
    let results = four_by_three([
        ("1", "0"),
        ("½", "½"),
        ("1", "1"),
        ("0.5", "0.5"),
        ("0", "0"),
        ("1", "0"),
    ]);
    assert_eq!(
        lines(&standings(&results, &[])),
        [
            "1,D,4,9,points",
            "2,A,3,5,board count",
            "3,B,3,6,board count",
            "4,C,2,4,points"
        ]
    );
}

#[test]
fn equal_board_counts_go_to_elimination_at_the_bottom_board() {
    // rule: C30
    // A: b1 1, b2 2, b3 0 = 3, count 1 + 4 = 5
    // C: b1 2, b2 0, b3 1 = 3, count 2 + 3 = 5
    // Without board 3: A 3, C 2, so A is ahead.
    let results = four_by_three([
        ("1", "0"),
        ("1", "1"),
        ("1", "1"),
        ("1", "1"),
        ("0", "0"),
        ("½", "½"),
    ]);
    let table = standings(&results, &[]);
    assert_eq!(
        lines(&table),
        [
            "1,B,4,8,points",
            "2,A,3,5,elimination at board 3",
            "3,C,3,5,elimination at board 3",
            "4,D,2,6,points"
        ]
    );
    let a = &table.rows[1].working;
    assert_eq!(
        a.elimination,
        [EliminationStep {
            board: 3,
            points_left: GamePoints::whole(3)
        }]
    );
    assert_eq!(a.points_by_board.get(&2), Some(&GamePoints::whole(2)));
    assert_eq!(table.bottom_board, 3);
}

#[test]
fn teams_equal_on_every_board_share_the_place_and_the_next_is_skipped() {
    // rule: C30
    // B and C: 1 point on each board, count 1 + 2 + 3 = 6.
    let results = four_by_three([
        ("1", "0"),
        ("1", "0"),
        ("1", "0"),
        ("1", "0"),
        ("1", "1"),
        ("½", "½"),
    ]);
    assert_eq!(
        lines(&standings(&results, &[])),
        [
            "1,A,4,9,points",
            "2,B,3,6,shared",
            "2,C,3,6,shared",
            "4,D,2,3,points"
        ]
    );
}

/// Each team of `teams` plays its own sparring team (`z` + name) on every
/// board, scoring the given half points per board; the sparring teams get
/// 100 points deducted so they finish below.
fn against_sparring(teams: &[(&str, [u8; 4])]) -> (Vec<PairingResult>, Vec<Deduction>) {
    let mut results = Vec::new();
    let mut deductions = Vec::new();
    for (team, halves) in teams {
        let sparring = format!("z{team}");
        for (board, h) in (1..).zip(halves) {
            let (w, b) = match h {
                0 => ("0", "0"),
                1 => ("½", "0"),
                2 => ("1", "0"),
                3 => ("1", "½"),
                _ => ("1", "1"),
            };
            results.push(result(team, board, &sparring, board, w, b));
        }
        deductions.push(Deduction {
            team: sparring,
            points: GamePoints::whole(100),
            reason: "sparring".into(),
        });
    }
    (results, deductions)
}

#[test]
fn a_five_way_tie_is_broken_by_board_count_then_elimination_up_the_boards() {
    // rule: C29, rule: C30
    // Points per board (b1, b2, b3, b4), total, board count = sum of b * points:
    // T (2, 2, 1, 1)      6  13
    // V (2, 2, 1, 0)      5   9  -> best count of the five on 5
    // W (1, 1.5, 2, 0.5)  5  12  -> without board 4: 4.5
    // Y (1, 2, 1, 1)      5  12  -> without board 4: 4; without 3: 3
    // Z (2, 0, 2, 1)      5  12  -> without board 4: 4; without 3: 2; without 2: 2
    // U (2, 0, 2, 1)      5  12  -> same as Z all the way up: shared
    let (results, deductions) = against_sparring(&[
        ("T", [4, 4, 2, 2]),
        ("V", [4, 4, 2, 0]),
        ("W", [2, 3, 4, 1]),
        ("Y", [2, 4, 2, 2]),
        ("Z", [4, 0, 4, 2]),
        ("U", [4, 0, 4, 2]),
    ]);
    let table = standings(&results, &deductions);
    assert_eq!(
        lines(&table)[..6],
        [
            "1,T,6,13,points",
            "2,V,5,9,board count",
            "3,W,5,12,elimination at board 4",
            "4,Y,5,12,elimination at board 3",
            "5,U,5,12,shared",
            "5,Z,5,12,shared",
        ]
    );
    assert_eq!(table.rows[6].place, 7);
    let steps = |i: usize| -> Vec<(u32, i64)> {
        table.rows[i]
            .working
            .elimination
            .iter()
            .map(|s| (s.board, s.points_left.halves()))
            .collect()
    };
    assert_eq!(steps(2), [(4, 9)]);
    assert_eq!(steps(3), [(4, 8), (3, 6)]);
    assert_eq!(steps(4), [(4, 8), (3, 4), (2, 4)]);
    assert_eq!(steps(1), []);
}

#[test]
fn a_three_way_tie_partly_broken_by_board_count() {
    // rule: C30
    // All three on 5 points. P (2, 2, 0, 1) has count 2 + 4 + 4 = 10, the
    // best. X (2, 0, 2, 1) and Q (1, 2, 1, 1) are level on count 12 and on
    // 4 points without board 4; without board 3, Q has 3 and X 2.
    let (results, deductions) = against_sparring(&[
        ("X", [4, 0, 4, 2]),
        ("P", [4, 4, 0, 2]),
        ("Q", [2, 4, 2, 2]),
    ]);
    assert_eq!(
        lines(&standings(&results, &deductions))[..3],
        [
            "1,P,5,10,board count",
            "2,Q,5,12,elimination at board 3",
            "3,X,5,12,elimination at board 3"
        ]
    );
}

#[test]
fn unfinished_games_count_nothing_but_the_team_is_listed() {
    // rule: C29
    let results = [
        result("A", 1, "B", 1, "1", ""),
        result("A", 2, "B", 2, "", ""),
        result("C", 1, "D", 1, "", ""),
    ];
    assert_eq!(
        lines(&standings(&results, &[])),
        [
            "1,A,1,1,points",
            "2,B,0,0,shared",
            "2,C,0,0,shared",
            "2,D,0,0,shared"
        ]
    );
}

#[test]
fn deducted_points_can_reorder_the_table() {
    // rule: C15 (order of strength broken: up to 4 points per player)
    // The board-count table above, with D losing 1 point: A, B and D are
    // level on 3 and board count orders them 5, 6, 9.
    let results = four_by_three([
        ("1", "0"),
        ("½", "½"),
        ("1", "1"),
        ("0.5", "0.5"),
        ("0", "0"),
        ("1", "0"),
    ]);
    let deductions = [Deduction {
        team: "D".into(),
        points: GamePoints::whole(1),
        reason: "C15: board 2 stronger than board 1".into(),
    }];
    let table = standings(&results, &deductions);
    assert_eq!(
        lines(&table),
        [
            "1,A,3,5,board count",
            "2,B,3,6,board count",
            "3,D,3,9,board count",
            "4,C,2,4,points"
        ]
    );
    let d = &table.rows[2].working;
    assert_eq!(
        (d.points_scored, d.points_deducted),
        (GamePoints::whole(4), GamePoints::whole(1))
    );
}

#[test]
fn an_ineligible_player_can_cost_more_points_than_the_team_has() {
    // rule: C21 (up to 4 points, and/or the games scored as won by the opponent)
    // C's board 1 games are recorded as won by D, and C loses 4 points:
    // C ends on 0 + 1 (b3) - 4 = -3, below D.
    let results = four_by_three([
        ("1", "0"),
        ("0", "0"),
        ("1", "1"),
        ("0.5", "0.5"),
        ("0", "0"),
        ("1", "0"),
    ]);
    let deductions = [Deduction {
        team: "C".into(),
        points: GamePoints::whole(4),
        reason: "C21: ineligible board 1".into(),
    }];
    assert_eq!(
        lines(&standings(&results, &deductions)),
        [
            "1,D,5,10,points",
            "2,A,3,5,board count",
            "3,B,3,6,board count",
            "4,C,-3,3,points"
        ]
    );
}

#[test]
fn a_deduction_counts_in_elimination_too() {
    // rule: C15, rule: C30
    // Two boards. E scores (1, 1) = 2, count 1 + 2 = 3. G scores (2, 0.5)
    // = 2.5, count 2 + 1 = 3, and has half a point deducted: 2.
    // Without board 2: E has 1, G 2 - 0.5 = 1.5, so G is ahead: the
    // deduction stays with the team while boards are removed.
    let (mut results, mut deductions) =
        against_sparring(&[("E", [2, 2, 0, 0]), ("G", [4, 1, 0, 0])]);
    results.retain(|r| r.board <= 2);
    deductions.push(Deduction {
        team: "G".into(),
        points: GamePoints::from_halves(1),
        reason: "C15".into(),
    });
    assert_eq!(
        lines(&standings(&results, &deductions))[..2],
        [
            "1,G,2,3,elimination at board 2",
            "2,E,2,3,elimination at board 2"
        ]
    );
}

mod invariants {
    use super::*;
    use ccdesk::domain::tournament::hutton::HuttonTable;
    use ccdesk::domain::tournament::standings::Tiebreak;
    use proptest::prelude::*;

    /// Results over a generated Hutton table with scores drawn from `draws`
    /// (0 unfinished, 1 loss, 2 draw, 3 win).
    fn season(n: i64, b: i64, draws: &[u8]) -> Vec<PairingResult> {
        let table = HuttonTable::generate(n, b).unwrap();
        let score = |d: u8| match d % 4 {
            0 => None,
            1 => Some(GameScore::Loss),
            2 => Some(GameScore::Draw),
            _ => Some(GameScore::Win),
        };
        table
            .pairings()
            .iter()
            .enumerate()
            .map(|(i, p)| PairingResult {
                team: p.first.team.to_string(),
                board: p.first.board,
                opponent_team: p.second.team.to_string(),
                opponent_board: p.second.board,
                white: score(draws[(2 * i) % draws.len()]),
                black: score(draws[(2 * i + 1) % draws.len()]),
            })
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn places_follow_points_and_ties_are_consistent(
            n in 2i64..9,
            b in 1i64..7,
            draws in proptest::collection::vec(0u8..4, 1..200),
            reverse in any::<bool>(),
        ) {
            // rule: C29, rule: C30
            prop_assume!((n * b) % 2 == 0);
            let mut results = season(n, b, &draws);
            let table = standings(&results, &[]);
            // Every game hands out exactly one point.
            let finished = results
                .iter()
                .map(|r| usize::from(r.white.is_some()) + usize::from(r.black.is_some()))
                .sum::<usize>();
            let total: i64 = table.rows.iter().map(|r| r.game_points.halves()).sum();
            prop_assert_eq!(total, 2 * finished as i64);
            prop_assert_eq!(table.rows.len(), n as usize);
            for (i, row) in table.rows.iter().enumerate() {
                // Competition ranking: 1 + the teams strictly ahead.
                let ahead = table.rows.iter().filter(|r| r.place < row.place).count();
                prop_assert_eq!(row.place as usize, ahead + 1);
                let level: Vec<_> = table.rows.iter().filter(|r| r.game_points == row.game_points).collect();
                let sharing = table.rows.iter().filter(|r| r.place == row.place).count();
                match row.tiebreak {
                    Tiebreak::Points => prop_assert_eq!(level.len(), 1),
                    Tiebreak::Shared => prop_assert!(sharing > 1),
                    _ => prop_assert_eq!(sharing, 1),
                }
                if let Some(next) = table.rows.get(i + 1) {
                    prop_assert!(row.game_points >= next.game_points);
                    if row.game_points == next.game_points {
                        prop_assert!(row.board_count <= next.board_count);
                    }
                    if row.place == next.place {
                        prop_assert!(row.team < next.team);
                    }
                }
            }
            // The order of the rows in the file does not matter.
            if reverse {
                results.reverse();
            } else {
                results.rotate_left(1);
            }
            prop_assert_eq!(standings(&results, &[]), table);
        }
    }
}
