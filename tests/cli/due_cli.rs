#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk due`: one list of the owner's deadlines across email and server
//! games (moves due, repeats after silence, leave ending), soonest first
//! with their rules, and the same as an iCalendar file read back by PyPI's
//! icalendar (the maintained parser; `.ci/setup-common.sh` installs it and
//! sets `CCDESK_PYTHON_ICALENDAR`).
//!
//! rule: E3.1 E3.2 E6.1 E7.1 E8.1

use std::path::{Path, PathBuf};
use std::process::Command;

use chrono::{Days, Local, NaiveDate};

use crate::xfcc_server::{Mode, PASSWORD, USER, XfccServer};

fn ccdesk(args: &[&str]) -> (u8, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .env("CCDESK_XFCC_PASSWORD", PASSWORD)
        .output()
        .unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn ok(args: &[&str]) -> String {
    let (status, out, err) = ccdesk(args);
    assert_eq!(status, 0, "{args:?}\n{out}\n{err}");
    out
}

fn today() -> NaiveDate {
    Local::now().date_naive()
}

fn day(offset: i64) -> NaiveDate {
    if offset >= 0 {
        today() + Days::new(offset.unsigned_abs())
    } else {
        today() - Days::new(offset.unsigned_abs())
    }
}

const LONG: &str = "Zoë Zimmermann-Ångström von und zu Hohenlohe-Schillingsfürst";

/// Ann's desk: the eight server games of the test server, an email game
/// where she is to move (started 5 days ago), one where she sent 1.e4 20
/// days ago and heard nothing, and leave from day 3 to day 10.
fn desk(dir: &Path) -> PathBuf {
    let path = dir.join("ann.ron");
    std::fs::write(
        &path,
        "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"Ann's desk\",\n)\n",
    )
    .unwrap();
    let p = path.to_str().unwrap();
    ok(&["owner", p, "Ann Player", "--new"]);
    let server = XfccServer::start(Mode::Normal);
    ok(&["server", "sync", p, "--server", &server.url, "--user", USER]);
    let start = day(-5).to_string();
    let g9 = ok(&[
        "game",
        "new",
        p,
        "--white",
        "Ann Player",
        "--black",
        LONG,
        "--rules",
        "email",
        "--start",
        &start,
    ]);
    assert_eq!(g9.trim(), "g9");
    let start = day(-21).to_string();
    ok(&[
        "game",
        "new",
        p,
        "--white",
        "Ann Player",
        "--black",
        "Bob Silent",
        "--rules",
        "email",
        "--start",
        &start,
    ]);
    let sent = day(-20).to_string();
    ok(&[
        "message", "compose", p, "--game", "g10", "--move", "e4", "--date", &sent, "--record",
    ]);
    let (from, to) = (day(3).to_string(), day(10).to_string());
    ok(&["leave", p, "--from", &from, "--to", &to]);
    path
}

#[test]
fn every_deadline_of_email_and_server_games_in_one_list_soonest_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = desk(dir.path());
    let out = ok(&["due", path.to_str().unwrap()]);
    let lines: Vec<&str> = out.lines().collect();
    // Soonest first.
    let dates: Vec<NaiveDate> = lines
        .iter()
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    let mut sorted = dates.clone();
    sorted.sort();
    assert_eq!(dates, sorted, "{out}");
    // rule: E3.1 — the repeat of 1.e4, 14 days after it was sent: overdue.
    let repeat = lines.iter().find(|l| l.ends_with("[E3.1]")).expect(&out);
    assert!(
        repeat.starts_with(&format!(
            "{} g10 OVERDUE repeat my move in g10 (Ann Player - Bob Silent) with full details, with a copy to the Tournament Director",
            day(-6)
        )),
        "{out}"
    );
    // rule: E3.2 — 14 days after the repeat was due.
    assert!(lines.contains(&format!("{} g10 inform the Tournament Director that g10 (Ann Player - Bob Silent) has had no reply, and await his decision [E3.2]", day(8)).as_str()), "{out}");
    // rule: E6.1 — 40 days for 10 moves, 5 used.
    assert!(
        lines.iter().any(|l| l.starts_with(&format!(
            "{} g9 my move in g9 (Ann Player - {LONG}): 35 days left",
            day(35)
        ))),
        "{out}"
    );
    // rule: E8.1 — the leave ends.
    assert!(
        lines.iter().any(
            |l| l.starts_with(&format!("{} - leave from {} ends", day(10), day(3)))
                && l.ends_with("[E8.1]")
        ),
        "{out}"
    );
    // The server's clock: 10 days 5 hours 30 minutes left today in the
    // games where Ann is to move (1002, 1003, 1006); none for a game over,
    // awaiting adjudication, or the opponent's move.
    for g in ["g2", "g3", "g6"] {
        assert!(
            lines.iter().any(
                |l| l.starts_with(&format!("{} {g} my move in {g}", day(11)))
                    && l.ends_with("[server]")
            ),
            "{g}: {out}"
        );
    }
    for g in ["g1", "g4", "g5", "g7", "g8"] {
        assert!(
            !lines.iter().any(|l| l.contains(&format!(" {g} "))),
            "{g}: {out}"
        );
    }
    assert!(
        lines
            .iter()
            .any(|l| l.contains("server game 1002 on http://127.0.0.1")
                && l.contains("a draw is offered")),
        "{out}"
    );

    // --days 9: what falls due within 9 days, overdue ones included.
    let out = ok(&["due", path.to_str().unwrap(), "--days", "9"]);
    assert!(out.contains("[E3.1]") && out.contains("[E3.2]"), "{out}");
    assert!(
        !out.contains("[E8.1]") && !out.contains("[server]") && !out.contains("[E6.1]"),
        "{out}"
    );
}

fn python_icalendar() -> Option<PathBuf> {
    let venv = std::env::var_os("HOME")
        .map(|h| PathBuf::from(h).join(".cache/ccdesk/python-icalendar/bin/python"));
    std::env::var_os("CCDESK_PYTHON_ICALENDAR")
        .map(PathBuf::from)
        .into_iter()
        .chain(venv)
        .chain(["python3".into()])
        .find(|p| {
            Command::new(p)
                .args(["-c", "import icalendar"])
                .output()
                .is_ok_and(|o| o.status.success())
        })
}

const READ_BACK: &str = r#"
import sys, icalendar
cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
assert cal.get('VERSION') == '2.0', cal.get('VERSION')
assert cal.get('PRODID')
for e in cal.walk('VEVENT'):
    start = e.decoded('DTSTART')
    end = e.decoded('DTEND')
    assert type(start).__name__ == 'date' and type(end).__name__ == 'date', (start, end)
    assert (end - start).days == 1
    alarms = e.walk('VALARM')
    assert len(alarms) == 1 and alarms[0]['ACTION'] == 'DISPLAY' and alarms[0].get('TRIGGER') is not None
    assert e.get('DTSTAMP') is not None
    print(e['UID'], start.isoformat(), e['SUMMARY'], sep='\t')
"#;

#[test]
fn the_calendar_file_is_rfc_5545_with_stable_uids_and_reads_back_in_icalendar() {
    let dir = tempfile::tempdir().unwrap();
    let path = desk(dir.path());
    let ics = dir.path().join("due.ics");
    let out = ok(&[
        "due",
        path.to_str().unwrap(),
        "--ics",
        ics.to_str().unwrap(),
    ]);
    let listed = out.lines().count() - 1;
    assert!(
        out.ends_with(&format!("wrote {listed} deadlines to {}\n", ics.display())),
        "{out}"
    );
    let bytes = std::fs::read(&ics).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    // CRLF everywhere, no line longer than 75 octets, folded lines start
    // with a space, and a long name is folded somewhere.
    assert!(text.ends_with("END:VCALENDAR\r\n"));
    assert!(!text.replace("\r\n", "").contains('\n'));
    assert!(text.split("\r\n").all(|l| l.len() <= 75), "{text}");
    assert!(
        text.split("\r\n").any(|l| l.starts_with(' ')),
        "a long line is folded"
    );
    assert_eq!(text.matches("BEGIN:VEVENT").count(), listed);
    assert_eq!(text.matches("BEGIN:VALARM").count(), listed);

    let Some(python) = python_icalendar() else {
        let why = "PyPI's icalendar is needed; .ci/setup-common.sh installs it";
        assert!(std::env::var_os("CI").is_none(), "{why}");
        println!("note: skipping the read-back: {why}");
        return;
    };
    let read = |file: &Path| {
        let run = Command::new(&python)
            .args(["-c", READ_BACK])
            .arg(file)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        String::from_utf8(run.stdout).unwrap()
    };
    let first = read(&ics);
    assert_eq!(first.lines().count(), listed, "{first}");
    // The unfolded summary keeps the long name whole, accents and all.
    assert!(
        first.contains(&format!("g9: my move in g9 (Ann Player - {LONG}) (E6.1)")),
        "{first}"
    );
    // Another run (another DTSTAMP) gives the same UIDs: a re-import
    // updates the calendar's events.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    ok(&[
        "due",
        path.to_str().unwrap(),
        "--ics",
        ics.to_str().unwrap(),
    ]);
    let second = read(&ics);
    let uids = |s: &str| {
        s.lines()
            .map(|l| l.split('\t').next().unwrap().to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(uids(&first), uids(&second));
    let mut unique = uids(&first);
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), listed, "UIDs are unique: {first}");
    assert_ne!(
        std::fs::read(&ics).unwrap(),
        bytes,
        "DTSTAMP is the time of writing"
    );
}

#[test]
fn due_usage_errors_exit_2() {
    let (status, _, err) = ccdesk(&["due", "/nonexistent/ccdesk-due.ron"]);
    assert_eq!(status, 2);
    assert!(err.contains("ccdesk-due.ron"), "{err}");
    let (status, _, _) = ccdesk(&["due"]);
    assert_eq!(status, 2);
}

/// rule: E7.1
#[test]
fn a_time_claim_not_yet_made_is_listed_with_its_rule_and_in_the_calendar() {
    use ccdesk::domain::game::{Game, MoveRecord};
    use ccdesk::domain::ids::{GameId, PlayerId};
    use ccdesk::domain::player::Player;
    use ccdesk::domain::project::Project;
    // Ann (White) against Bob under the email rules from 70 days ago:
    // 1.e4 sent the next day (1 day); 1...e5 received 68 days ago
    // (assumed), sent 20 days ago: 48 days, past the 40 of moves 1-10.
    // Then each move goes the day the last one arrived (0 days), to
    // 10...Nbd7, sent 2 days ago and received yesterday. Ann has used 1
    // day and 1 is running: 78 of the 80 days to move 20 are left, so her
    // 11th move, and with it the claim (the reply to Black's 10th), is due
    // in 78 days.
    const RUY: [&str; 20] = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
        "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
    ];
    let mut p = Project::new("Ann's desk");
    *p.hand_edit().players = vec![
        Player::new(PlayerId(1), "Ann Player"),
        Player::new(PlayerId(2), "Bob Builder"),
    ];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.start = Some(day(-70));
    for (ply, san) in RUY.iter().enumerate() {
        let sent = match ply {
            0 => day(-69),
            _ => day(-20 + i64::try_from(ply).unwrap() - 1),
        };
        g.moves.push(MoveRecord::new(*san).dated(None, Some(sent)));
    }
    p.hand_edit().games.push(g);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ann.ron");
    ccdesk::io::project_file::save(&path, &p).unwrap();
    let ics = dir.path().join("ann.ics");
    let out = ok(&[
        "due",
        path.to_str().unwrap(),
        "--ics",
        ics.to_str().unwrap(),
    ]);
    let line = format!(
        "{} g1 time claim in g1 (Ann Player - Bob Builder): Black exceeded the time limit in moves 1-10; claim at the latest with my move 11, the reply to Black's move 10 [E7.1]",
        day(78)
    );
    assert!(out.lines().any(|l| l == line), "{line}\nin\n{out}");
    let calendar = std::fs::read_to_string(&ics).unwrap().replace("\r\n ", "");
    assert!(calendar.contains("time claim in g1"), "{calendar}");
    assert!(calendar.contains("g1-claim-1"), "{calendar}");
}
