//! `ccdesk pgn export`, then `ccdesk pgn import` into another project: the
//! game's `ccdesk ledger --game` is the same (issue 29, item 6); and a
//! file whose ledger cannot be worked out is not called valid by
//! `ccdesk check`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Output};

use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{Penalty, PenaltyReason, PlayerLeave};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::project_file;
use chrono::NaiveDate;
use shakmaty::Color;

fn ccdesk(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

fn ok(args: &[&std::ffi::OsStr]) -> String {
    let out = ccdesk(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ann against Bob under the email rules: White's conditional reply
/// answered 1...e5 at once and Black answered it the same day (E6.5); a
/// penalty against Black (E6.6); Bob's leave inside the game (E8.1).
fn project(conditional: bool) -> Project {
    let mut p = Project::new("desk");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Lee"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Ray"));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(d(3, 1));
    let dated =
        |san: &str, r: Option<NaiveDate>, s: NaiveDate| MoveRecord::new(san).dated(r, Some(s));
    g.moves = vec![
        dated("e4", Some(d(3, 1)), d(3, 2)),
        dated("e5", Some(d(3, 3)), d(3, 6)),
        MoveRecord {
            conditional,
            ..dated("Nf3", Some(d(3, 6)), d(3, 6))
        },
        dated("Nc6", None, d(3, 6)),
        dated("Bb5", Some(d(3, 8)), d(3, 10)),
        dated("a6", None, d(3, 28)),
    ];
    g.clock
        .penalties
        .push(Penalty::new(Color::Black, 3, PenaltyReason::IllegibleMove));
    p.hand_edit().games.push(g);
    p.hand_edit()
        .leave
        .push(PlayerLeave::new(PlayerId(2), d(3, 15), d(3, 20)));
    p
}

fn saved(dir: &Path, name: &str, project: &Project) -> std::path::PathBuf {
    let path = dir.join(name);
    project_file::save(&path, project).unwrap();
    path
}

// rule: E6.5, E6.6, E8.1
#[test]
fn the_ledger_of_a_game_survives_pgn_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let mine = saved(dir.path(), "mine.ron", &project(true));
    let pgn = dir.path().join("out.pgn");
    let other = dir.path().join("other.ron");
    ok(&[
        "pgn".as_ref(),
        "export".as_ref(),
        mine.as_os_str(),
        "-o".as_ref(),
        pgn.as_os_str(),
    ]);
    ok(&[
        "pgn".as_ref(),
        "import".as_ref(),
        pgn.as_os_str(),
        "--into".as_ref(),
        other.as_os_str(),
    ]);
    let before = ok(&[
        "ledger".as_ref(),
        mine.as_os_str(),
        "--game".as_ref(),
        "g1".as_ref(),
    ]);
    let after = ok(&[
        "ledger".as_ref(),
        other.as_os_str(),
        "--game".as_ref(),
        "g1".as_ref(),
    ]);
    assert_eq!(before, after);
    // Worked out by hand: White 1 day (1-2 Mar), the conditional reply
    // none, 2 days (8-10 Mar); Black 3 days (3-6 Mar), none (the reply
    // came with his own move), and a6: received 11 Mar (assumed), sent 28
    // Mar, 17 days minus 6 of leave (15-20 Mar) = 11, and 5 penalty days
    // with it: 16 (the days column counts them, the total is 3 + 16).
    let rows: Vec<&str> = before.lines().take(7).collect();
    assert_eq!(
        rows,
        [
            "move,colour,days,total,allowance,status",
            "1,white,1,1,40,ok",
            "1,black,3,3,40,ok",
            "2,white,0,1,40,ok",
            "2,black,0,3,40,ok",
            "3,white,2,3,40,ok",
            "3,black,16,19,40,ok",
        ]
    );
    let checked = ok(&["check".as_ref(), other.as_os_str()]);
    assert!(checked.contains("valid project"), "{checked}");
}

// rule: E2.9, E6.5 (without its mark the reply makes Black's 2...Nc6 look
// sent before 2.Nf3 arrived: check says so, as the ledger does)
#[test]
fn check_does_not_call_valid_a_file_whose_ledger_cannot_be_worked_out() {
    let dir = tempfile::tempdir().unwrap();
    let broken = saved(dir.path(), "broken.ron", &project(false));
    let ledger = ccdesk(&[
        "ledger".as_ref(),
        broken.as_os_str(),
        "--game".as_ref(),
        "g1".as_ref(),
    ]);
    assert_eq!(ledger.status.code(), Some(2));
    let check = ccdesk(&["check".as_ref(), broken.as_os_str()]);
    assert_eq!(check.status.code(), Some(1));
    let said = String::from_utf8_lossy(&check.stderr);
    assert!(
        said.contains("game g1: its clock ledger cannot be worked out: move 2... : sent 2026-03-06 before received 2026-03-07"),
        "{said}"
    );
}
