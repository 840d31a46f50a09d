//! `ccdesk ledger` run as a program: every expected output below was worked
//! out by hand from the rule texts, and is compared byte for byte.

#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Output};

use tempfile::NamedTempFile;

fn file(text: &str) -> NamedTempFile {
    let mut f = NamedTempFile::new().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    f.flush().unwrap();
    f
}

fn ledger(rules: &str, moves: &str, leave: Option<&str>) -> Output {
    let moves = file(moves);
    let leave = leave.map(file);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ccdesk"));
    cmd.args(["ledger", "--rules", rules]).arg(moves.path());
    if let Some(leave) = &leave {
        cmd.arg("--leave").arg(leave.path());
    }
    cmd.output().unwrap()
}

fn ok(rules: &str, moves: &str, leave: Option<&str>) -> String {
    let out = ledger(rules, moves, leave);
    assert_eq!(
        out.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).unwrap()
}

fn bad(rules: &str, moves: &str, line: u64) -> String {
    let out = ledger(rules, moves, None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "stdout must stay empty on a bad row");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains(&format!("line {line}:")), "{stderr}");
    stderr
}

#[test]
fn e6_2_first_excess_is_exceeded_and_stays_within_the_period() {
    // rule: E6.2
    // rule: E2.9
    // rule: E2.12
    // rule: E6.4
    // White 1: received 1 Jan, sent 1 Jan: 0 days (same day).
    // Black 1: received assumed 1 Jan + 1 = 2 Jan; sent 15 Feb:
    //   3-31 Jan (29) + 1-15 Feb (15) = 44 > 40: first excess.
    // White 2: assumed 16 Feb, sent 16 Feb: 0.
    // Black 2: 17 Feb to 20 Feb: 3, total 47, same period: still exceeded.
    // Days left: White 40 - 0; Black 40 - 47 = -7.
    let csv = "move,colour,san,received,sent\n\
               1,white,e4,2026-01-01,2026-01-01\n\
               1,black,e5,,2026-02-15\n\
               2,white,Nf3,,2026-02-16\n\
               2,black,Nc6,2026-02-17,2026-02-20\n";
    assert_eq!(
        ok("email", csv, None),
        "move,colour,days,total,allowance,status\n\
         1,white,0,0,40,ok\n\
         1,black,44,44,40,exceeded\n\
         2,white,0,0,40,ok\n\
         2,black,3,47,40,exceeded\n\
         \n\
         colour,total,days_left\n\
         white,0,40\n\
         black,47,-7\n"
    );
}

#[test]
fn e7_5_second_excess_in_a_later_period_forfeits() {
    // rule: E7.5
    // rule: E6.1
    // rule: E6.2
    // Every received date but White's first is assumed (sent + 1 day).
    // Black 1: 2 Jan to 12 Feb = 29 + 12 = 41 > 40: exceeded.
    // Then both sides reply on the day they receive (0 days) until Black 11:
    // received 4 Mar, sent 13 Apr = 27 + 13 = 40, total 81 > 80 (the
    // allowance of moves 11-20): the second excess, forfeit.
    let mut csv = String::from("move,colour,san,received,sent\n");
    csv.push_str("1,white,Nf3,2026-01-01,2026-01-01\n");
    csv.push_str("1,black,Nf6,,2026-02-12\n");
    let white = ["Ng1", "Nf3"];
    let black = ["Ng8", "Nf6"];
    let mut day = chrono::NaiveDate::from_ymd_opt(2026, 2, 13).unwrap();
    for n in 2..=10u32 {
        let i = (n % 2) as usize;
        csv.push_str(&format!("{n},white,{},,{day}\n", white[i]));
        day = day.succ_opt().unwrap();
        csv.push_str(&format!("{n},black,{},,{day}\n", black[i]));
        day = day.succ_opt().unwrap();
    }
    // White 11 on 3 Mar (the 20th of these days), Black 11 on 13 Apr.
    assert_eq!(day, chrono::NaiveDate::from_ymd_opt(2026, 3, 3).unwrap());
    csv.push_str("11,white,Nf3,,2026-03-03\n");
    csv.push_str("11,black,Nf6,,2026-04-13\n");
    csv.push_str("12,white,Ng1,,2026-04-14\n");

    let mut expected = String::from("move,colour,days,total,allowance,status\n");
    expected.push_str("1,white,0,0,40,ok\n1,black,41,41,40,exceeded\n");
    for n in 2..=10 {
        expected.push_str(&format!(
            "{n},white,0,0,40,ok\n{n},black,0,41,40,exceeded\n"
        ));
    }
    expected.push_str("11,white,0,0,80,ok\n11,black,40,81,80,forfeit\n12,white,0,0,80,ok\n");
    expected.push_str("\ncolour,total,days_left\nwhite,0,80\nblack,81,-1\n");
    assert_eq!(ok("email", &csv, None), expected);
}

#[test]
fn p08_sundays_same_day_and_p13_first_excess_forfeits() {
    // rule: P08
    // rule: P05
    // rule: P13
    // rule: P04
    // 2 Mar 2026 is a Monday; Sundays: 8, 15, 22, 29 Mar, 5 Apr.
    // White 1: received and posted Mon 2 Mar: same day, 0.
    // Black 1: received assumed 2 + 2 = 4 Mar; posted Tue 10 Mar:
    //   5-10 Mar = 6 days minus Sunday 8 Mar = 5.
    // White 2: received 12 Mar, posted Mon 16 Mar: 13-16 = 4 minus Sun 15 = 3.
    // Black 2: received 18 Mar, posted 8 Apr: 19-31 Mar (13) + 1-8 Apr (8)
    //   = 21 minus 3 Sundays = 18; total 23 > 20: forfeit at once (P13).
    // White 3: received assumed 10 Apr, posted 10 Apr: 0.
    let csv = "move,colour,san,received,sent\n\
               1,white,d4,2026-03-02,2026-03-02\n\
               1,black,d5,,2026-03-10\n\
               2,white,c4,2026-03-12,2026-03-16\n\
               2,black,e6,2026-03-18,2026-04-08\n\
               3,white,Nc3,,2026-04-10\n";
    assert_eq!(
        ok("postal", csv, None),
        "move,colour,days,total,allowance,status\n\
         1,white,0,0,20,ok\n\
         1,black,5,5,20,ok\n\
         2,white,3,3,20,ok\n\
         2,black,18,23,20,forfeit\n\
         3,white,0,3,20,ok\n\
         \n\
         colour,total,days_left\n\
         white,3,17\n\
         black,23,-3\n"
    );
}

#[test]
fn e8_1_leave_across_new_year_and_e8_4_reply_cancels_leave() {
    // rule: E8.1
    // rule: E8.4
    // White books 1-25 Nov 2025 (25 days, before the game, still using
    // allowance) and 20 Dec 2025 - 10 Jan 2026. In date order: 2025 has 30
    // days: 1-25 Nov and 20-24 Dec are leave, 25-31 Dec are beyond the
    // allowance; 2026: 1-10 Jan are leave.
    // White 2: received 6 Dec, sent 15 Jan: 7-31 Dec (25) + 1-15 Jan (15)
    //   = 40, minus 20-24 Dec and 1-10 Jan (15 leave) = 25.
    // Black books 20 Jan - 10 Feb 2026 and replies on 25 Jan: 20-24 Jan are
    // leave, the rest is cancelled.
    // Black 3: received 19 Jan, sent 25 Jan: 20-25 = 6 minus 5 leave = 1.
    // Black 4: received 31 Jan, sent 5 Feb: 5 (no leave left to stop it).
    let csv = "move,colour,san,received,sent\n\
               1,white,e4,2025-12-01,2025-12-01\n\
               1,black,c5,,2025-12-05\n\
               2,white,Nf3,2025-12-06,2026-01-15\n\
               2,black,d6,,2026-01-16\n\
               3,white,d4,2026-01-17,2026-01-18\n\
               3,black,cxd4,2026-01-19,2026-01-25\n\
               4,white,Nxd4,,2026-01-30\n\
               4,black,Nf6,2026-01-31,2026-02-05\n";
    let leave = "colour,from,to\n\
                 white,2025-11-01,2025-11-25\n\
                 white,2025-12-20,2026-01-10\n\
                 black,2026-01-20,2026-02-10\n";
    assert_eq!(
        ok("email", csv, Some(leave)),
        "move,colour,days,total,allowance,status\n\
         1,white,0,0,40,ok\n\
         1,black,3,3,40,ok\n\
         2,white,25,25,40,ok\n\
         2,black,0,3,40,ok\n\
         3,white,1,26,40,ok\n\
         3,black,1,4,40,ok\n\
         4,white,4,30,40,ok\n\
         4,black,5,9,40,ok\n\
         \n\
         colour,total,days_left\n\
         white,30,10\n\
         black,9,31\n"
    );
}

#[test]
fn p11_postal_leave_fourteen_days_in_all() {
    // rule: P11
    // rule: P08
    // White books 2-20 Mar 2026 (19 days); 14 are leave: 2-15 Mar.
    // White 1: received Mon 2 Mar, posted Sat 21 Mar: 3-21 Mar = 19 days;
    //   Sundays 8 and 15 Mar are excluded (and are leave days too, but
    //   counted as excluded); leave in the interval: 3-14 Mar minus Sunday
    //   8 Mar = 11; 16-21 Mar count: 19 - 2 - 11 = 6.
    let csv = "move,colour,san,received,sent\n\
               1,white,e4,2026-03-02,2026-03-21\n";
    let leave = "colour,from,to\nwhite,2026-03-02,2026-03-20\n";
    assert_eq!(
        ok("postal", csv, Some(leave)),
        "move,colour,days,total,allowance,status\n\
         1,white,6,6,20,ok\n\
         \n\
         colour,total,days_left\n\
         white,6,14\n\
         black,0,20\n"
    );
}

#[test]
fn no_moves_gives_the_full_allowance() {
    // rule: E6.1
    assert_eq!(
        ok("email", "move,colour,san,received,sent\n", None),
        "move,colour,days,total,allowance,status\n\
         \n\
         colour,total,days_left\n\
         white,0,40\n\
         black,0,40\n"
    );
}

#[test]
fn empty_san_is_allowed() {
    // rule: E2.11
    let csv = "move,colour,san,received,sent\n\
               1,white,,2026-05-01,2026-05-03\n\
               1,black,,2026-05-04,2026-05-04\n";
    assert_eq!(
        ok("email", csv, None),
        "move,colour,days,total,allowance,status\n\
         1,white,2,2,40,ok\n\
         1,black,0,0,40,ok\n\
         \n\
         colour,total,days_left\n\
         white,2,38\n\
         black,0,40\n"
    );
}

#[test]
fn bad_rows_are_reported_with_their_line() {
    let head = "move,colour,san,received,sent\n";
    let w1 = "1,white,e4,2026-03-01,2026-03-02\n";
    let cases = [
        (
            format!("{head}{w1}1,blue,e5,,2026-03-04\n"),
            3,
            "unknown colour",
        ),
        (
            format!("{head}{w1}1,black,e5,,2026-13-04\n"),
            3,
            "unreadable sent date",
        ),
        (
            format!("{head}{w1}1,black,e5,04/03/2026,2026-03-05\n"),
            3,
            "unreadable received date",
        ),
        (
            format!("{head}{w1}1,black,e5,2026-03-06,2026-03-05\n"),
            3,
            "before received",
        ),
        // Assumed received 3 Mar (sent 2 Mar + 1): a reply on 2 Mar is impossible.
        (
            format!("{head}{w1}1,black,e5,,2026-03-02\n"),
            3,
            "before received",
        ),
        (
            format!("{head}{w1}2,white,d4,,2026-03-04\n"),
            3,
            "out of order",
        ),
        (
            format!("{head}{w1}2,black,e5,,2026-03-04\n"),
            3,
            "out of order",
        ),
        (
            format!("{head}1,black,e5,2026-03-01,2026-03-02\n"),
            2,
            "out of order",
        ),
        (
            format!("{head}{w1}1,black,e4,,2026-03-04\n"),
            3,
            "not a legal move",
        ),
        (
            format!("{head}1,white,e4,,2026-03-02\n"),
            2,
            "start of play",
        ),
        (
            format!("{head}x,white,e4,2026-03-01,2026-03-02\n"),
            2,
            "move number",
        ),
    ];
    for (csv, line, needle) in cases {
        let stderr = bad("email", &csv, line);
        assert!(stderr.contains(needle), "{csv}: {stderr}");
    }
}

#[test]
fn bad_leave_row_and_unknown_rules() {
    let csv = "move,colour,san,received,sent\n1,white,e4,2026-03-01,2026-03-02\n";
    let out = ledger(
        "email",
        csv,
        Some("colour,from,to\nwhite,2026-03-01,2026-02-01\n"),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2:"));

    let out = ledger("telex", csv, None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
