//! Contacts the post needs, set and checked headless: `ccdesk
//! representative` sets a company's Inter-Office Representative with his
//! own address and telephone (C10), which `ccdesk check` and `ccdesk
//! labels` then read; `ccdesk check` flags the owner's missing address for
//! a friendly postal game (P01); the captain's notice of a silence is
//! addressed to the Organiser at his address (P12).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::run_ccdesk::ccdesk;

fn ok(args: &[&str]) -> String {
    let out = ccdesk(args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

// rule: C10 — the representative's name, correspondence address and telephone number.
#[test]
fn the_representative_is_given_his_address_and_telephone_which_check_and_labels_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    let file = path.to_str().unwrap();
    ok(&["demo", file]);
    let mut project = ccdesk::io::project_file::load(&path).unwrap();
    let division = project.divisions()[0].name.clone();
    // The demo gives every representative his address and telephone: one
    // is taken away, as a club's file would hold it before the forms.
    let first = project.divisions()[0].teams[0].company;
    for c in project.hand_edit().companies.iter_mut() {
        if c.id == first {
            c.representative_address.clear();
            c.representative_phone.clear();
        }
    }
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let company = project.company(first).unwrap().clone();
    let missing_phone = format!(
        "  company {} ({}): no telephone number for the representative (C10)",
        company.id, company.name
    );
    let missing_address = format!(
        "  company {} ({}): no correspondence address for the representative (C10)",
        company.id, company.name
    );
    let said = ok(&["check", file]);
    assert!(said.contains(&missing_phone), "{said}");
    assert!(said.contains(&missing_address), "{said}");

    // Printed as it stands: named, with an email address only.
    let shown = ok(&["representative", file, &company.name.to_uppercase()]);
    assert_eq!(
        shown,
        format!(
            "{} ({}): representative {}\naddress: none given (C10)\ntelephone: none given (C10)\n",
            company.name, company.id, company.representative
        )
    );
    // Set by the company's id; a flag not given leaves its field.
    let shown = ok(&[
        "representative",
        file,
        &company.id.to_string(),
        "--address",
        "7 Dock Street\nHull HU1 1AA",
        "--phone",
        "01632 960777",
    ]);
    assert_eq!(
        shown,
        format!(
            "{} ({}): representative {}\naddress: 7 Dock Street, Hull HU1 1AA\ntelephone: 01632 960777\n",
            company.name, company.id, company.representative
        )
    );
    let saved = ccdesk::io::project_file::load(&path).unwrap();
    let c = saved.company(company.id).unwrap();
    assert_eq!(c.representative_address, "7 Dock Street\nHull HU1 1AA");
    assert_eq!(c.representative_phone, "01632 960777");
    assert_eq!(c.contact, company.contact, "the other contact kept");
    let said = ok(&["check", file]);
    assert!(!said.contains(&missing_phone), "{said}");
    assert!(!said.contains(&missing_address), "{said}");

    // The labels print his own address.
    let pdf = dir.path().join("labels.pdf");
    ok(&[
        "labels",
        file,
        "--division",
        &division,
        "-o",
        pdf.to_str().unwrap(),
    ]);
    let doc = lopdf::Document::load(&pdf).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    assert!(
        text.contains(&format!(
            "{}\n7 Dock Street\nHull HU1 1AA",
            company.representative
        )),
        "{text}"
    );

    // A new name; no company, or a control character, is bad usage and
    // leaves the file as it was.
    ok(&[
        "representative",
        file,
        &company.name,
        "--name",
        "Edith Quayle",
    ]);
    let renamed = ccdesk::io::project_file::load(&path).unwrap();
    assert_eq!(
        renamed.company(company.id).unwrap().representative,
        "Edith Quayle"
    );
    let before = std::fs::read(&path).unwrap();
    let out = ccdesk(&["representative", file, "No Such Bank", "--phone", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("no company of this project is \"No Such Bank\""),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = ccdesk(&["representative", file, &company.name, "--phone", "0\u{7}1"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

// rule: P01 — the owner's own postal address, which a friendly postal game needs.
#[test]
fn check_flags_the_owners_missing_address_for_a_friendly_postal_game() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.ron");
    std::fs::write(
        &path,
        "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"desk\",\n)\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    ok(&[
        "game",
        "new",
        file,
        "--white",
        "Ann Ashworth",
        "--black",
        "Bob Bramley",
        "--rules",
        "email",
        "--start",
        "2026-03-01",
    ]);
    ok(&["owner", file, "Ann Ashworth"]);
    let said = ok(&["check", file]);
    assert!(
        !said.contains("contacts:"),
        "an email game needs none: {said}"
    );
    ok(&[
        "game",
        "new",
        file,
        "--white",
        "Bob Bramley",
        "--black",
        "Ann Ashworth",
        "--rules",
        "postal",
        "--start",
        "2026-03-01",
    ]);
    let said = ok(&["check", file]);
    assert!(
        said.contains(
            "contacts: 1 detail the rules name missing (P01)\n  desk owner Ann Ashworth: no postal address for the friendly postal game g2: set it in Edit > Whose desk… or with ccdesk owner --address (P01)\n"
        ),
        "{said}"
    );
    ok(&[
        "owner",
        file,
        "Ann Ashworth",
        "--address",
        "1 Mill Lane\nLeeds LS1 1AA",
    ]);
    let said = ok(&["check", file]);
    assert!(!said.contains("contacts:"), "{said}");
}

// rule: P12 — the captain informs the Organiser, whose address the competition gives.
#[test]
fn the_notice_of_a_postal_silence_is_addressed_to_the_organiser() {
    use ccdesk::domain::command::{Command, apply};
    use ccdesk::domain::game::{Game, MoveRecord};
    use ccdesk::domain::ids::GameId;
    use ccdesk::domain::ledger::RuleSet;
    use ccdesk::domain::tournament::TournamentCommand;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.ron");
    let file = path.to_str().unwrap();
    ok(&["demo", file]);
    let mut project = ccdesk::io::project_file::load(&path).unwrap();
    apply(
        &mut project,
        Command::Tournament(TournamentCommand::SetOrganiser {
            name: "Margaret Holroyd".to_owned(),
            address: "12 Minster Yard\nYork YO1 7JQ".to_owned(),
        }),
    )
    .unwrap();
    // A friendly postal game of the owner's, his move posted 2 Mar and
    // unanswered since.
    let owner = project.owner().unwrap();
    let opponent = project.players().iter().find(|p| p.id != owner).unwrap().id;
    let id = GameId(9_000);
    let mut g = Game::new(id, owner, opponent, "Friendly by post");
    g.rules = RuleSet::postal().name;
    let d = |m, day| chrono::NaiveDate::from_ymd_opt(2026, m, day).unwrap();
    g.start = Some(d(3, 1));
    g.moves = vec![MoveRecord::new("e4").dated(None, Some(d(3, 2)))];
    project.hand_edit().games.push(g);
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let said = ok(&[
        "message",
        "compose",
        file,
        "--game",
        &id.to_string(),
        "--inform-td",
        "--date",
        "2026-04-14",
    ]);
    assert!(said.contains("(rule P12)"), "{said}");
    // The header addresses him by post too, and the Cc by post (P01).
    assert!(
        said.contains("\nTo: Margaret Holroyd, 12 Minster Yard, York YO1 7JQ\nCc: "),
        "{said}"
    );
    assert!(!said.contains('<'), "no mailbox in a postal letter: {said}");
    assert!(
        said.contains(
            "To:                         Margaret Holroyd, 12 Minster Yard, York YO1 7JQ\n"
        ),
        "{said}"
    );
}
