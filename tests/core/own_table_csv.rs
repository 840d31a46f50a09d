//! The organiser's own Hutton table read from CSV and checked like a
//! generated one: every generated table reads back, listed from one side
//! or both; a table broken in any one row is refused; arbitrary bytes are
//! refused with a reason, never a panic.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::tournament::hutton::{HuttonTable, HuttonTableError};
use ccdesk::io::hutton_csv::{TableCsvError, read_pairings, read_table};
use proptest::prelude::*;

#[test]
fn every_generated_table_reads_back_from_either_listing() {
    // rule: C17 — each pairing once (two games), whichever side lists it.
    for teams in 2..=20_i64 {
        for boards in 1..=16_i64 {
            let Ok(table) = HuttonTable::generate(teams, boards) else {
                continue;
            };
            let both_sides = table.to_csv();
            assert_eq!(
                read_table(both_sides.as_bytes(), teams, boards).unwrap(),
                table
            );
            let mut one_side = String::from("opponent_board,opponent_team,board,team\n");
            for p in table.pairings() {
                one_side.push_str(&format!(
                    "{},{},{},{}\n",
                    p.second.board, p.second.team, p.first.board, p.first.team
                ));
            }
            assert_eq!(
                read_table(one_side.as_bytes(), teams, boards).unwrap(),
                table,
                "{teams} x {boards}"
            );
        }
    }
}

#[test]
fn a_table_missing_a_pairing_or_meeting_its_own_team_is_refused() {
    let table = HuttonTable::generate(4, 3).unwrap();
    let mut lines: Vec<String> = table.to_csv().lines().map(str::to_owned).collect();
    // Drop both listings of the first pairing: two players unpaired.
    let first = table.pairings()[0];
    lines.retain(|l| {
        let a = format!(
            "{},{},{},{}",
            first.first.team, first.first.board, first.second.team, first.second.board
        );
        let b = format!(
            "{},{},{},{}",
            first.second.team, first.second.board, first.first.team, first.first.board
        );
        *l != a && *l != b
    });
    let text = lines.join("\n");
    assert!(matches!(
        read_table(text.as_bytes(), 4, 3),
        Err(TableCsvError::Table(HuttonTableError::Unpaired { .. }))
    ));
    let own = "team,board,opponent_team,opponent_board\nA,1,A,2\n";
    assert!(matches!(
        read_table(own.as_bytes(), 2, 2),
        Err(TableCsvError::Table(HuttonTableError::OwnTeam(_)))
    ));
    let missing = "team,board,opponent\nA,1,B\n";
    let err = read_pairings(missing.as_bytes()).unwrap_err();
    assert_eq!(err[0].line, 1);
    assert!(
        err[0].message.contains("opponent_team"),
        "{}",
        err[0].message
    );
}

proptest! {
    #[test]
    fn any_bytes_are_read_or_refused_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = read_table(&bytes, 3, 2);
    }

    #[test]
    fn rows_of_letters_and_numbers_are_read_or_refused_with_lines(
        rows in proptest::collection::vec(("[A-D]", 0u32..5, "[A-Da-z]", 0u32..5), 0..12)
    ) {
        let mut text = String::from("team,board,opponent_team,opponent_board\n");
        for (t, b, o, ob) in &rows {
            text.push_str(&format!("{t},{b},{o},{ob}\n"));
        }
        if let Err(TableCsvError::BadRows(bad)) = read_table(text.as_bytes(), 4, 4) {
            let last = u64::try_from(rows.len()).unwrap() + 1;
            prop_assert!(bad.iter().all(|b| b.line >= 2 && b.line <= last));
        }
    }
}
