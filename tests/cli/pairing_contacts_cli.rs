//! The captains' pairing list holds what C16 names: each opposing
//! captain's name, address and telephone number and each opposing
//! player's correspondence address, in the CSV and in the PDF.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::{Command, Output};

fn ccdesk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap()
}

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
    // Every captain of the division gets a number; one is left without.
    let captains: Vec<_> = division.teams.iter().filter_map(|t| t.captain).collect();
    assert!(captains.len() >= 3);
    for (i, c) in captains.iter().enumerate().skip(1) {
        let p = project
            .hand_edit()
            .players
            .iter_mut()
            .find(|p| p.id == *c)
            .unwrap();
        p.phone = format!("01632 960{i:03}");
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
