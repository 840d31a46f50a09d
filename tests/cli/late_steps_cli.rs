//! `ccdesk check` lists every step recorded after its deadline with its
//! rule (issue 34, item 2), in the words the window shows.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command as Process;

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::tournament::TournamentCommand;
use ccdesk::domain::tournament::command::CompanyStep;
use chrono::NaiveDate;

// rule: C10
// rule: C11
// rule: C16
// The demo's season is 2025-26: entries by 2025-09-01 (C10), forms by
// 2025-09-15 (C11), pairing lists by 2025-10-01 (C16). An entry received
// on 2025-09-20 is 19 days late, a form returned on 2025-09-15 is in time,
// a pairing list sent on 2025-10-03 is 2 days late.
#[test]
fn check_lists_the_steps_recorded_after_their_deadline_with_their_rule() {
    let dir = tempfile::tempdir().unwrap();
    let mut p = demo_project();
    let company = p.divisions()[0].teams[0].company;
    let name = p.company(company).unwrap().name.clone();
    let day = |m, d| NaiveDate::from_ymd_opt(2025, m, d).unwrap();
    for (step, date) in [
        (CompanyStep::Entry, day(9, 20)),
        (CompanyStep::Form, day(9, 15)),
        (CompanyStep::PairingsSent, day(10, 3)),
    ] {
        apply(
            &mut p,
            Command::Tournament(TournamentCommand::RecordStep {
                step,
                company,
                date,
            }),
        )
        .unwrap();
    }
    let path = dir.path().join("late.ron");
    ccdesk::io::project_file::save(&path, &p).unwrap();
    let out = Process::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["check", path.to_str().unwrap()])
        .output()
        .unwrap();
    let said = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(
        said.contains("\nlate: 2 steps recorded after their deadline\n"),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "\n  the entry of {name} late: received 2025-09-20, due 2025-09-01 (C10)\n"
        )),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "\n  the pairing list to {name} late: sent 2025-10-03, due 2025-10-01 (C16)\n"
        )),
        "{said}"
    );
    assert!(!said.contains("(C11)\n"), "the form was in time: {said}");
}
