//! The captains' pairing list holds what C16 names: each opposing
//! captain's name, address and telephone number and each opposing
//! player's correspondence address, in the CSV and in the PDF.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use crate::run_ccdesk::ccdesk;

// rule: C16
#[test]
fn the_pairing_list_gives_each_opposing_captains_telephone() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    assert_eq!(
        ccdesk(&["demo", path.to_str().unwrap()]).status.code(),
        Some(0)
    );
    let mut project = ccdesk::io::project_file::load(&path).unwrap();
    let division = project.divisions()[0].clone();
    // Every captain of the division gets a number; the first is left without.
    let captains: Vec<_> = division.teams.iter().filter_map(|t| t.captain).collect();
    assert!(captains.len() >= 3);
    for (i, c) in captains.iter().enumerate() {
        let p = project
            .hand_edit()
            .players
            .iter_mut()
            .find(|p| p.id == *c)
            .unwrap();
        p.phone = if i == 0 {
            String::new()
        } else {
            format!("01632 960{i:03}")
        };
    }
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let path = path.to_str().unwrap();

    let out = ccdesk(&["pairings", path, "--division", &division.name]);
    assert_eq!(out.status.code(), Some(0));
    let csv = String::from_utf8(out.stdout).unwrap();
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header = reader.headers().unwrap().clone();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let (captain, phone, address) = (
        col("opposing_captain"),
        col("opposing_captain_phone"),
        col("opposing_captain_address"),
    );
    let mut seen = 0;
    for row in reader.records().map(Result::unwrap) {
        let p = project
            .players()
            .iter()
            .find(|p| p.name == row[captain])
            .unwrap();
        assert_eq!(&row[phone], p.phone, "{row:?}");
        assert_eq!(&row[address], p.address.replace('\n', ", "), "{row:?}");
        seen += usize::from(!p.phone.is_empty());
    }
    assert!(seen > 0);

    let pdf = dir.path().join("pairings.pdf");
    let out = ccdesk(&[
        "pairings",
        path,
        "--division",
        &division.name,
        "--pdf",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = lopdf::Document::load(Path::new(&pdf)).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc.extract_text(&pages).unwrap();
    assert!(text.contains("telephone"), "{text}");
    assert!(text.contains("01632 960001"), "{text}");
    assert!(
        text.contains("no telephone given"),
        "the first captain has none:\n{text}"
    );
}

// rule: C10 — the representative's name, correspondence address and telephone number.
// rule: C11 — the captain's address and telephone numbers, each member's correspondence address.
#[test]
fn check_flags_each_missing_contact_with_its_rule() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    assert_eq!(
        ccdesk(&["demo", path.to_str().unwrap()]).status.code(),
        Some(0)
    );
    let check = |path: &Path| {
        let out = ccdesk(&["check", path.to_str().unwrap()]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "missing contacts leave the project valid"
        );
        String::from_utf8(out.stdout).unwrap()
    };
    // The demo gives every contact; a captain's and a representative's
    // telephone are taken away, as a club's file would hold them.
    let mut project = ccdesk::io::project_file::load(&path).unwrap();
    let team = project.divisions()[0].teams[1].clone();
    let edit = project.hand_edit();
    for p in edit.players.iter_mut() {
        if Some(p.id) == team.captain {
            p.phone.clear();
        }
    }
    for c in edit.companies.iter_mut() {
        if c.id == team.company {
            c.representative_phone.clear();
        }
    }
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let said = check(&path);
    let captain = project.player(team.captain.unwrap()).unwrap().clone();
    let company = project.company(team.company).unwrap().clone();
    let captain_line = format!(
        "  team {} ({}): captain {} has no telephone number (C11)",
        team.id, team.name, captain.name
    );
    let company_line = format!(
        "  company {} ({}): no telephone number for the representative (C10)",
        company.id, company.name
    );
    assert!(
        said.contains("details the rules name missing (C10, C11)"),
        "{said}"
    );
    assert!(said.contains(&captain_line), "{said}");
    assert!(said.contains(&company_line), "{said}");

    // A member without any address, a captain's number given, the
    // representative's number added to his contact details.
    let member = team.players[2];
    let edit = project.hand_edit();
    for p in edit.players.iter_mut() {
        if p.id == captain.id {
            p.phone = "01632 960123".to_owned();
        }
        if p.id == member {
            p.address.clear();
            p.email.clear();
        }
    }
    let member_name = edit
        .players
        .iter()
        .find(|p| p.id == member)
        .unwrap()
        .name
        .clone();
    for c in edit.companies.iter_mut() {
        if c.id == company.id {
            c.contact = format!("{}\nTel. 01632 960456", c.contact);
        }
    }
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let said = check(&path);
    assert!(!said.contains(&captain_line), "{said}");
    assert!(!said.contains(&company_line), "{said}");
    assert!(
        said.contains(&format!(
            "  team {} ({}): member {member_name} has no correspondence address (C11)",
            team.id, team.name
        )),
        "{said}"
    );
}

// rule: C11 — the captain's telephone numbers travel in the entries CSV.
#[test]
fn telephone_numbers_go_out_and_come_back_in_the_entries_csv() {
    use ccdesk::domain::command::apply;
    use ccdesk::io::entries_csv::{entries_command, read_entries, write_entries};
    let mut project = ccdesk::domain::demo::demo_project();
    let captain = project.divisions()[0].teams[0].captain.unwrap();
    for p in project.hand_edit().players.iter_mut() {
        if p.id == captain {
            p.phone = "01632 960001, mobile 07700 900123".to_owned();
        } else {
            p.phone.clear();
        }
    }
    let mut out = Vec::new();
    write_entries(&project, &mut out).unwrap();
    let text = String::from_utf8(out.clone()).unwrap();
    assert!(
        text.lines().next().unwrap().ends_with(",captain,phone"),
        "{text}"
    );
    assert!(
        text.contains("\"01632 960001, mobile 07700 900123\""),
        "{text}"
    );
    let rows = read_entries(&out).unwrap();
    let with_phone = rows
        .iter()
        .filter(|r| r.phone.as_deref().is_some_and(|p| !p.is_empty()));
    assert_eq!(with_phone.count(), 1);

    // Cleared in the project, the file gives the numbers back.
    let mut cleared = project.clone();
    for p in cleared.hand_edit().players.iter_mut() {
        p.phone.clear();
    }
    let today = chrono::NaiveDate::from_ymd_opt(2025, 9, 1).unwrap();
    let command = entries_command(&cleared, &rows, today).unwrap();
    apply(&mut cleared, command).unwrap();
    assert_eq!(cleared.players(), project.players());

    // A file written before the column was kept leaves the numbers alone.
    let old: String = text
        .lines()
        .map(|l| {
            let cut = if l.ends_with(",phone") {
                l.len() - ",phone".len()
            } else if l.ends_with('"') {
                l.rfind(",\"").unwrap()
            } else {
                l.rfind(',').unwrap()
            };
            format!("{}\n", &l[..cut])
        })
        .collect();
    assert!(!old.contains("07700"), "{old}");
    let rows = read_entries(old.as_bytes()).unwrap();
    assert!(rows.iter().all(|r| r.phone.is_none()));
    let mut kept = project.clone();
    let command = entries_command(&kept, &rows, today).unwrap();
    apply(&mut kept, command).unwrap();
    assert_eq!(kept.players(), project.players());
}

// rule: C10
// rule: C11 — the organiser's post to a division's representatives and captains.
#[test]
fn address_labels_for_a_divisions_representatives_and_captains() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    assert_eq!(
        ccdesk(&["demo", path.to_str().unwrap()]).status.code(),
        Some(0)
    );
    let mut project = ccdesk::io::project_file::load(&path).unwrap();
    let division = project.divisions()[0].clone();
    let first = division.teams[0].company;
    for c in project.hand_edit().companies.iter_mut() {
        if c.id == first {
            // Recorded the older way: no address of his own, only a
            // contact holding the postal lines and a telephone.
            c.representative = "Edith Quayle".to_owned();
            c.representative_address.clear();
            c.representative_phone.clear();
            c.contact = "7 Dock Street\nHull HU1 1AA\nTel. 01632 960777".to_owned();
        }
    }
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let pdf = dir.path().join("labels.pdf");
    let out = ccdesk(&[
        "labels",
        path.to_str().unwrap(),
        "--division",
        &division.name,
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let companies = division.teams.len(); // one company per team in the demo
    let expected = companies
        + division
            .teams
            .iter()
            .filter(|t| t.captain.is_some())
            .count();
    assert!(
        String::from_utf8_lossy(&out.stdout).contains(&format!("{expected} labels")),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let doc = lopdf::Document::load(&pdf).unwrap();
    assert_eq!(doc.get_pages().len(), expected.div_ceil(21));
    let text = doc.extract_text(&[1]).unwrap();
    // The representative's postal lines, not his telephone number.
    assert!(
        text.contains("Edith Quayle\n7 Dock Street\nHull HU1 1AA"),
        "{text}"
    );
    assert!(!text.contains("01632 960777"), "{text}");
    let company = project.company(first).unwrap();
    assert!(
        text.contains(&format!("Representative, {}", company.name)),
        "{text}"
    );
    // Each captain with his address.
    let captain = project.player(division.teams[1].captain.unwrap()).unwrap();
    let first_line = captain.address.lines().next().unwrap();
    assert!(
        text.contains(&format!("{}\n{first_line}", captain.name)),
        "{text}"
    );
    // An unknown division is bad usage.
    let out = ccdesk(&[
        "labels",
        path.to_str().unwrap(),
        "--division",
        "Division 9",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
}
