//! An organiser starts from an empty project (File > New) and runs a
//! season in the window: starts the competition with the seed's dates,
//! adds a division of three teams of two boards, pairs it, enters results,
//! reads the standings, deducts game points, records a fee payment,
//! approves a replacement and prints the standings and pairing list.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::Pane;
use ccdesk::app::services::FakeFileChooser;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::SeasonCalendar;
use ccdesk::domain::tournament::fees::Money;
use chrono::NaiveDate;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{
    Window, app_with_files, click, click_button, date, fill, has, hide, open_window, type_into,
};

/// The window on an empty project, only the admin pane shown, on 29 Nov
/// 2025; PDFs are saved to `pdf` (CSV beside it), CSV files opened from
/// `csv`.
fn harness(pdf: std::path::PathBuf, csv: Option<std::path::PathBuf>) -> Window {
    let files = FakeFileChooser {
        save_csv: Some(pdf.with_extension("csv")),
        save_pdf: Some(pdf),
        open_csv: csv,
        ..FakeFileChooser::default()
    };
    let mut app = app_with_files(Project::new("New project"), date(2025, 11, 29), files);
    hide(
        &mut app,
        &[Pane::Board, Pane::Scoresheet, Pane::Ledger, Pane::Games],
    );
    open_window(app, [1280.0, 900.0])
}

/// Reports `result` for the game chosen in the Results tab: the result,
/// how it ended (resignation, or an agreed draw), received today.
fn report(h: &mut Window, result: &str) {
    click_button(h, result);
    let how = if result == "½-½" {
        "agreed draw"
    } else {
        "resignation"
    };
    click_button(h, how);
    click_button(h, "today");
    click_button(h, "record the report");
}

/// The labels on the same line as `first`, left to right.
fn line_of(h: &Window, first: &str) -> Vec<String> {
    let y = h.get_by_label(first).rect().center().y;
    let mut cells: Vec<(f32, String)> = h
        .query_all_by_label_contains("")
        .filter_map(|n| {
            let node = n.accesskit_node();
            let r = n.rect();
            ((r.center().y - y).abs() < 3.0)
                .then_some((r.left(), node.label().or_else(|| node.value())?))
        })
        .filter(|(_, l)| !l.is_empty())
        .collect();
    cells.sort_by(|a, b| a.0.total_cmp(&b.0));
    cells.into_iter().map(|(_, l)| l).collect()
}

/// Enters `result` for the game `white – black`.
fn enter(h: &mut Window, white: &str, black: &str, result: &str) {
    let label = format!("{white} – {black}");
    let rows: Vec<_> = h.query_all_by_label_contains(&label).collect();
    rows.last()
        .unwrap_or_else(|| panic!("no game {label}"))
        .click();
    h.run();
    report(h, result);
}

/// Adds Division 1 of two boards.
fn add_division(h: &mut Window) {
    // rule: C05 — a division with its number of boards.
    click(h, "new division…");
    type_into(h, "name", "Division 1");
    type_into(h, "boards", "2");
    click(h, "add division");
}

/// Opens "add team…" and types the team, its company and its players
/// (board order), not yet added.
fn type_team(h: &mut Window, team: &str, company: &str, players: &str) {
    click(h, "add team…");
    type_into(h, "team", team);
    type_into(h, "company", company);
    type_into(h, "players", players);
}

/// Adds a team of `company` with `players` from "add team…".
fn add_team(h: &mut Window, team: &str, company: &str, players: &str) {
    type_team(h, team, company, players);
    click(h, "add team");
}

/// Starts the competition and enters Division 1: Alpha, Bravo and Charlie
/// of two boards each. Returns the team names in letter order once paired
/// with seed 7.
fn set_up_and_pair(h: &mut Window) -> [String; 3] {
    // rule: C03, C04 — a competition with its Organiser and first season.
    assert!(
        h.query_by_label("No team competition in this project.")
            .is_some()
    );
    click(h, "start a competition…");
    type_into(h, "competition", "Inter-Office");
    type_into(h, "organiser", "A. Organiser");
    h.snapshot("season_setup_start_dialog");
    click(h, "start competition");
    let project = &h.state().doc.project;
    let competition = project.competition().expect("a competition");
    assert_eq!(competition.name, "Inter-Office");
    assert_eq!(competition.organiser, "A. Organiser");
    // rule: C09, C10, C11, C16, C19, C24, C25 — the seed's dates for the
    // season whose entries close in September 2025.
    assert_eq!(competition.seasons[0].name, "2025-26");
    assert_eq!(
        competition.seasons[0].calendar,
        SeasonCalendar::default_for(2025).unwrap()
    );
    assert_eq!(season_shown(h).as_deref(), Some("2025-26 (current)"));
    // A new project takes the competition's name (packet footers, the
    // calendar file, the title bar).
    assert_eq!(project.name(), "Inter-Office");

    add_division(h);
    click(h, "Teams (0)");
    for name in ["Alpha", "Bravo", "Charlie"] {
        add_team(h, name, name, &format!("{name} 1, {name} 2"));
    }
    assert!(h.query_by_label("Teams (3)").is_some());

    // rule: C17 — three teams of two boards: three pairings, six games.
    click(h, "Pairings (0)");
    type_into(h, "seed", "7");
    click(h, "generate pairings");
    assert!(h.query_by_label("Games (6)").is_some());
    let names: Vec<String> = h.state().doc.project.divisions()[0]
        .teams
        .iter()
        .map(|t| t.name.clone())
        .collect();
    [names[0].clone(), names[1].clone(), names[2].clone()]
}

#[test]
fn an_empty_project_gets_a_season_paired_played_and_ranked() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("out.pdf");
    let mut h = harness(pdf.clone(), None);
    let [a, b, c] = set_up_and_pair(&mut h);
    let p = |team: &str, board: u8| format!("{team} {board}");
    // The table for three teams of two boards: A1-B1, A2-C2, B2-C1 (the
    // teams left out of a pair of rounds meet across boards).
    assert!(
        h.query_by_label(&format!("A1 {}  v  B1 {}", p(&a, 1), p(&b, 1)))
            .is_some()
    );
    assert!(
        h.query_by_label(&format!("A2 {}  v  C2 {}", p(&a, 2), p(&c, 2)))
            .is_some()
    );
    assert!(
        h.query_by_label(&format!("B2 {}  v  C1 {}", p(&b, 2), p(&c, 1)))
            .is_some()
    );

    click(&mut h, "Results");
    // A1 wins both games against B1; A2 and C2 draw both; B2 and C1 each
    // win with White.
    enter(&mut h, &p(&a, 1), &p(&b, 1), "1-0");
    enter(&mut h, &p(&b, 1), &p(&a, 1), "0-1");
    enter(&mut h, &p(&a, 2), &p(&c, 2), "½-½");
    enter(&mut h, &p(&c, 2), &p(&a, 2), "½-½");
    enter(&mut h, &p(&b, 2), &p(&c, 1), "1-0");
    enter(&mut h, &p(&c, 1), &p(&b, 2), "1-0");

    // rule: C29, C30 — worked by hand:
    //   A: board 1 won twice (2), board 2 drawn twice (1) = 3; bc 1+1+1+1 = 4
    //   C: board 2 drawn twice (1), board 1 won once (1)  = 2; bc 1+1+1   = 3
    //   B: board 2 won once (1), board 1 lost twice        = 1; bc 2       = 2
    click(&mut h, "Standings");
    assert_eq!(line_of(&h, &a), ["1", a.as_str(), "3", "4", "points"]);
    assert_eq!(line_of(&h, &c), ["2", c.as_str(), "2", "3", "points"]);
    assert_eq!(line_of(&h, &b), ["3", b.as_str(), "1", "2", "points"]);

    // rule: C21 — 2 game points off A for an ineligible player: A and B
    // are level on 1, and B's lower board count puts it ahead (C30).
    click(&mut h, "Deductions");
    click(&mut h, "team penalised");
    click_button(&mut h, &a);
    type_into(&mut h, "game points", "2");
    type_into(&mut h, "reason", "board 2 not eligible (C13)");
    click(&mut h, "deduct game points");
    assert!(h.query_by_label("board 2 not eligible (C13)").is_some());
    h.snapshot("season_setup_deductions");
    click(&mut h, "Standings");
    assert_eq!(line_of(&h, &c), ["1", c.as_str(), "2", "3", "points"]);
    assert_eq!(line_of(&h, &b), ["2", b.as_str(), "1", "2", "board count"]);
    assert_eq!(line_of(&h, &a), ["3", a.as_str(), "1", "4", "board count"]);
    h.snapshot("season_setup_standings_after_deduction");

    // A deduction without a reason is refused with a message (C15, C21
    // require the Organiser's reason to be shown).
    click(&mut h, "Deductions");
    click(&mut h, "team penalised");
    click_button(&mut h, &b);
    type_into(&mut h, "game points", "1");
    click(&mut h, "deduct game points");
    assert!(h.query_by_label_contains("give the reason").is_some());
    // More than 4 game points per player is refused (C15, C21).
    type_into(&mut h, "game points", "5");
    type_into(&mut h, "reason", "too much");
    click(&mut h, "deduct game points");
    assert!(h.query_by_label_contains("from ½ to 4").is_some());
    assert_eq!(
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .deductions
            .len(),
        1
    );

    // The standings print as PDF through the file chooser.
    click(&mut h, "Standings");
    click(&mut h, "export…");
    click(&mut h, "standings as PDF…");
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    assert!(text.contains("board 2 not eligible (C13)"), "{text}");
    assert!(text.contains(&c), "{text}");

    // rule: C38 — the deduction withdrawn (an appeal upheld the day it was
    // decided and notified, the form's dates): the table is as before, and
    // Edit > Undo puts it back.
    click(&mut h, "Deductions");
    click(&mut h, "withdraw");
    click_button(&mut h, "withdraw deduction");
    click(&mut h, "Standings");
    assert_eq!(line_of(&h, &a), ["1", a.as_str(), "3", "4", "points"]);
    h.state_mut().undo();
    h.run();
    assert_eq!(line_of(&h, &a), ["3", a.as_str(), "1", "4", "board count"]);
}

#[test]
fn fees_payments_replacements_and_the_pairing_list_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("pairings.pdf");
    let mut h = harness(pdf.clone(), None);
    let [a, _b, _c] = set_up_and_pair(&mut h);

    // rule: C08 — the fees set, then a payment recorded against a balance.
    click(&mut h, "Fees");
    click(&mut h, "set the season's fees");
    fill(&mut h, "minimum entry fee (C08)", "30.00");
    click(&mut h, "set fees");
    let fees = |h: &Window| {
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .clone()
    };
    assert_eq!(fees(&h).fees.minimum_entry_fee, Money(3000));
    // Undone, the field shows the fee again; redone, the new one.
    h.state_mut().undo();
    h.run();
    assert_eq!(
        h.get_by_label("minimum entry fee (C08)")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("0.00")
    );
    h.state_mut().redo();
    h.run();
    click(&mut h, "payment from");
    click_button(&mut h, &a);
    type_into(&mut h, "amount", "12.50");
    click(&mut h, "record payment");
    assert_eq!(fees(&h).payments.len(), 1);
    assert_eq!(fees(&h).payments[0].amount, Money(1250));
    // The balance: £30.00 owed, £12.50 paid.
    assert!(h.query_by_label("£17.50").is_some());
    h.snapshot("season_setup_fees");
    // The payment removed (entered by mistake): £30.00 owed again; undone,
    // it is back.
    click(&mut h, "payments received (1)");
    click_button(&mut h, "remove");
    assert!(fees(&h).payments.is_empty());
    assert_eq!(
        h.state().doc.last_event.as_deref(),
        Some(format!("removed the payment of £12.50 received from {a} on 2025-11-29").as_str())
    );
    assert!(h.query_by_label("£17.50").is_none());
    h.state_mut().undo();
    h.run();
    assert_eq!(fees(&h).payments.len(), 1);
    assert!(h.query_by_label("£17.50").is_some());
    click(&mut h, "payments received (1)");

    // rule: C19, C24 — the season's dates changed later, in one undoable
    // step.
    click(&mut h, "Calendar");
    click(&mut h, "change dates…");
    fill(&mut h, "play closes (C19)", "2026-06-01");
    click(&mut h, "change dates");
    let closes = |h: &Window| {
        h.state().doc.project.competition().unwrap().seasons[0]
            .calendar
            .play_closes
    };
    assert_eq!(closes(&h), NaiveDate::from_ymd_opt(2026, 6, 1).unwrap());
    assert!(
        h.query_by_label_contains("play 2025-10-15 to 2026-06-01")
            .is_some()
    );
    h.state_mut().undo();
    h.run();
    assert_eq!(closes(&h), NaiveDate::from_ymd_opt(2026, 6, 15).unwrap());

    // The crosstable prints on landscape pages.
    click(&mut h, "Crosstable");
    click(&mut h, "export…");
    click(&mut h, "crosstable as PDF…");
    let doc = lopdf::Document::load(&pdf).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    assert!(text.contains("Division 1"), "{text}");
    assert!(text.contains("Board by board"), "{text}");

    // rule: C20 — a replacement approved takes over the board and the
    // unfinished games.
    click(&mut h, "Teams (3)");
    click(&mut h, "replace a player…");
    click(&mut h, "team");
    click_button(&mut h, &a);
    click(&mut h, "board");
    click_button(&mut h, &format!("2: {a} 2"));
    type_into(&mut h, "replaced by", "Zed Reserve");
    click(&mut h, "approve replacement");
    let project = &h.state().doc.project;
    let team = &project.divisions()[0].teams[0];
    assert_eq!(project.player_name(team.players[1]), "Zed Reserve");
    let games_of = |name: &str| {
        project
            .games()
            .iter()
            .filter(|g| {
                project.player_name(g.white) == name || project.player_name(g.black) == name
            })
            .count()
    };
    assert_eq!(games_of("Zed Reserve"), 2);
    assert_eq!(games_of(&format!("{a} 2")), 0);
    // The board's line keeps who played it before (C20): the replaced
    // player had finished no game yet.
    assert!(
        h.query_by_label_contains(&format!(
            "    board 2: Zed Reserve · replaced {a} 2 (no game) on "
        ))
        .is_some()
    );

    // rule: C16 — the pairing list for captains, printed.
    click(&mut h, "Pairings (3)");
    click(&mut h, "pairing list as PDF…");
    let bytes = std::fs::read(&pdf).unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    assert_eq!(doc.get_pages().len(), 3, "a page per team");
    let first = doc.extract_text(&[1]).unwrap();
    assert!(first.contains("Zed Reserve"), "{first}");
    assert!(first.contains("Pairing list (C16)"), "{first}");
    // The same list as CSV, in the columns of `ccdesk pairings`.
    click(&mut h, "pairing list as CSV…");
    let csv = std::fs::read_to_string(pdf.with_extension("csv")).unwrap();
    assert!(
        csv.starts_with("division,team,board,player,colour,opponent_team,"),
        "{csv}"
    );
    assert_eq!(csv.lines().count(), 1 + 12, "two rows per pairing per side");
    assert!(csv.contains("Zed Reserve"));
}

#[test]
fn an_organisers_own_table_is_checked_and_used() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("table.csv");
    // Three teams of two boards, everyone on his own board except the two
    // teams left out, who meet across boards: valid, one difference of 1.
    std::fs::write(
        &csv,
        "team,board,opponent_team,opponent_board\nA,1,C,1\nB,1,C,2\nA,2,B,2\n",
    )
    .unwrap();
    let mut h = harness(dir.path().join("x.pdf"), Some(csv));
    let [a, b, c] = set_up_and_pair(&mut h);
    click(&mut h, "organiser's own table");
    // A table that pairs someone against his own team is refused, with
    // the reason.
    fill(
        &mut h,
        "own table",
        "team,board,opponent_team,opponent_board\nA,1,A,2\nB,1,C,1\nB,2,C,2\n",
    );
    click(&mut h, "check table");
    assert!(
        h.query_by_label_contains("paired against his own team")
            .is_some()
    );
    // The table imported from CSV checks, and pairs the division.
    click(&mut h, "import table CSV…");
    click(&mut h, "check table");
    assert!(
        h.query_by_label_contains(
            "The table pairs everyone once. Board differences: 2 at difference 0, 1 at difference 1."
        )
            .is_some()
    );
    click(&mut h, "pair with this table");
    let d = &h.state().doc.project.divisions()[0];
    let name = |t| d.team(t).unwrap().name.clone();
    let mut got: Vec<(String, u8, String, u8)> = d
        .pairings
        .iter()
        .map(|p| {
            (
                name(p.team),
                p.board,
                name(p.opponent_team),
                p.opponent_board,
            )
        })
        .collect();
    got.sort();
    let mut want = vec![
        (a.clone(), 1, c.clone(), 1),
        (a.clone(), 2, b.clone(), 2),
        (b.clone(), 1, c.clone(), 2),
    ];
    want.sort();
    assert_eq!(got, want);
    assert_eq!(h.state().doc.project.games().len(), 6);
}

#[test]
fn a_season_start_is_one_undo_and_bad_dates_are_refused() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    click(&mut h, "start a competition…");
    type_into(&mut h, "competition", "Inter-Office");
    // rule: C19, C24 — play cannot close after the submissions are due.
    fill(&mut h, "play closes (C19)", "2026-07-31");
    click(&mut h, "start competition");
    assert!(
        h.query_by_label_contains("cannot come before close of play")
            .is_some()
    );
    assert!(h.state().doc.project.competition().is_none());
    click(&mut h, "seed's dates for this year");
    click(&mut h, "start competition");
    assert!(h.state().doc.project.competition().is_some());
    h.state_mut().undo();
    h.run();
    assert!(h.state().doc.project.competition().is_none());
    assert_eq!(h.state().doc.project.name(), "New project", "one undo");
    assert!(
        h.query_by_label("No team competition in this project.")
            .is_some()
    );
    h.state_mut().redo();
    h.run();
    assert_eq!(season_shown(&h).as_deref(), Some("2025-26 (current)"));
}

/// The season the admin pane shows, as its season choice says it.
fn season_shown(h: &Window) -> Option<String> {
    h.get_by_label("Season").accesskit_node().value()
}

#[test]
fn entries_import_from_csv_after_a_preview_and_bad_rows_import_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("entries.csv");
    let header = "division,team,company,partner,board,name,email,address,employment,left,later_employers,rating,captain\n";
    // rule: C14 — a board that is not a number is reported with its line,
    // and nothing is imported.
    std::fs::write(
        &csv,
        format!(
            "{header}Division 1,Lloyds I,Lloyds,,1,Ann Able,ann@lloyds.example,1 Lombard St|London EC3,employed,,,,yes\nDivision 1,Lloyds I,Lloyds,,x,Bob Baker,,,employed,,,,\n"
        ),
    )
    .unwrap();
    let mut h = harness(dir.path().join("x.pdf"), Some(csv.clone()));
    click(&mut h, "start a competition…");
    type_into(&mut h, "competition", "Inter-Office");
    click(&mut h, "start competition");
    add_division(&mut h);
    click(&mut h, "Teams (0)");
    click(&mut h, "entries CSV…");
    click(&mut h, "import entries…");
    assert!(
        h.query_by_label_contains("line 3: column `board`")
            .is_some()
    );
    assert!(h.query_by_label_contains("nothing is imported").is_some());
    click(&mut h, "cancel");
    assert!(h.state().doc.project.players().is_empty());

    std::fs::write(
        &csv,
        format!(
            "{header}Division 1,Lloyds I,Lloyds,,1,Ann Able,ann@lloyds.example,1 Lombard St|London EC3,employed,,,,yes\nDivision 1,Lloyds I,Lloyds,,2,Bob Baker,bob@lloyds.example,2 Lombard St|London EC3,retired,,,,\n"
        ),
    )
    .unwrap();
    click(&mut h, "entries CSV…");
    click(&mut h, "import entries…");
    // rule: C06 — the company is entered with the team, counted as
    // having the membership Division 1 requires (its 2 boards) until the
    // companies file gives its own, as the "add team" form enters it.
    assert!(
        h.query_by_label_contains("new company Lloyds (counted as 2 Club members")
            .is_some()
    );
    assert!(
        h.query_by_label("Division 1 · Lloyds I: 1 Ann Able (captain), 2 Bob Baker")
            .is_some()
    );
    // rule: C10 — keyed on 29 November, late against 1 September; the
    // entries arrived on 28 August: nothing late, and that day recorded.
    assert!(has(&h, "late: received 2025-11-29, due 2025-09-01 (C10)"));
    fill(&mut h, "received", "28 August");
    assert!(has(&h, "received: "));
    assert!(
        h.query_by_label("import").is_none(),
        "no import while the date is bad"
    );
    fill(&mut h, "received", "2025-08-28");
    assert!(!has(&h, "late:"));
    click_button(&mut h, "import");
    assert!(h.query_by_label("Teams (1)").is_some());
    let project = &h.state().doc.project;
    let team = &project.divisions()[0].teams[0];
    let ann = project.player(team.players[0]).unwrap();
    assert_eq!(ann.address, "1 Lombard St\nLondon EC3");
    assert_eq!(ann.email, "ann@lloyds.example");
    assert_eq!(team.captain, Some(ann.id));
    assert_eq!(project.companies()[0].members, 2);
    // rule: C10, C11 — the import is the company's entry and, both boards
    // named, its team form, received on the day typed.
    let records = &project.competition().unwrap().seasons[0].records;
    assert_eq!(records.entries[0].date, date(2025, 8, 28));
    assert_eq!(records.forms[0].date, date(2025, 8, 28));
    assert_eq!(records.forms[0].company, project.companies()[0].id);
    // The same file exports: the rows as imported, addresses with `|`.
    click(&mut h, "entries CSV…");
    click(&mut h, "export entries…");
    let exported = std::fs::read_to_string(dir.path().join("x.csv")).unwrap();
    // rule: C11 — with each player's telephone numbers (the file imported had none).
    assert!(
        exported.starts_with(&header.replace("captain\n", "captain,phone\n")),
        "{exported}"
    );
    assert!(
        exported.contains(
            "Division 1,Lloyds I,Lloyds,,1,Ann Able,ann@lloyds.example,1 Lombard St|London EC3,employed,,,,yes"
        ),
        "{exported}"
    );
    assert!(h.query_all_by_label_contains("wrote ").next().is_some());
    // One undo takes the whole import back.
    h.state_mut().undo();
    h.run();
    assert!(h.state().doc.project.players().is_empty());
    assert!(h.state().doc.project.companies().is_empty());
}

#[test]
fn player_and_company_details_are_edited_and_an_address_change_recorded() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    let [a, _b, _c] = set_up_and_pair(&mut h);
    click(&mut h, "Teams (3)");
    // rule: C16 — the correspondence address the pairing list prints.
    click(&mut h, &format!("    board 1: {a} 1 (captain)"));
    type_into(&mut h, "email", "first@example.org");
    type_into(&mut h, "postal address", "1 High St\nYork");
    // rule: C11 — the captain's telephone numbers.
    type_into(&mut h, "telephone", "01632 960001");
    click(&mut h, "save player");
    let player = |h: &Window| {
        let p = &h.state().doc.project;
        p.player(p.divisions()[0].teams[0].players[0])
            .unwrap()
            .clone()
    };
    assert_eq!(player(&h).address, "1 High St\nYork");
    assert_eq!(player(&h).email, "first@example.org");
    assert_eq!(player(&h).phone, "01632 960001");
    let records = |h: &Window| {
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .clone()
    };
    assert!(records(&h).address_changes.is_empty());

    // rule: C22 — a later change of address is recorded with its dates;
    // not yet told, so the due list can chase it.
    click(&mut h, &format!("    board 1: {a} 1 (captain)"));
    fill(&mut h, "postal address", "9 New Rd\nLeeds");
    fill(&mut h, "address changed on (C22)", "2025-11-20");
    h.snapshot("season_setup_player_details");
    // Not yet told: the field is left empty.
    click(&mut h, "save player");
    assert_eq!(player(&h).address, "9 New Rd\nLeeds");
    let changes = records(&h).address_changes;
    assert_eq!(changes.len(), 1);
    assert_eq!(
        changes[0].occurred,
        NaiveDate::from_ymd_opt(2025, 11, 20).unwrap()
    );
    assert_eq!(changes[0].notified, None);
    // One undo takes back both the address and its record.
    h.state_mut().undo();
    h.run();
    assert_eq!(player(&h).address, "1 High St\nYork");
    assert!(records(&h).address_changes.is_empty());

    // rule: C06, C10 — the company's representative and Club members.
    let team_line = h
        .query_all_by_label_contains(&format!("  {a}  ({a})"))
        .next()
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap();
    click(&mut h, &team_line);
    type_into(&mut h, "representative", "R. Rep");
    fill(&mut h, "Club members", "12");
    click(&mut h, "save company");
    let company = h
        .state()
        .doc
        .project
        .companies()
        .iter()
        .find(|c| c.name == a)
        .unwrap()
        .clone();
    assert_eq!(
        (company.representative.as_str(), company.members),
        ("R. Rep", 12)
    );
    // A membership that is not a number is refused with the reason.
    click(&mut h, &team_line);
    fill(&mut h, "Club members", "many");
    click(&mut h, "save company");
    assert!(h.query_by_label_contains("a whole number (C06)").is_some());
}

#[test]
fn the_due_list_is_worked_off_from_the_calendar_tab() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    let [_a, _b, _c] = set_up_and_pair(&mut h);
    click(&mut h, "Calendar");
    let count = |h: &Window, label: &str| h.query_all_by_label(label).count();
    // rule: C10, C11 — entering a team with its players in board order is
    // the company's entry and team form: they are recorded, not overdue.
    assert_eq!(count(&h, "entry received"), 0);
    assert_eq!(count(&h, "form returned"), 0);
    // rule: C16 — on 29 Nov each company's pairing list is overdue until
    // recorded.
    assert_eq!(count(&h, "list sent"), 3);
    h.snapshot("season_setup_calendar");
    h.query_all_by_label("list sent").next().unwrap().click();
    h.run();
    assert_eq!(count(&h, "list sent"), 2);
    let records = h.state().doc.project.competition().unwrap().seasons[0]
        .records
        .clone();
    assert_eq!(records.entries.len(), 3);
    assert_eq!(records.forms.len(), 3);
    assert_eq!(
        records.pairings_sent[0].date,
        NaiveDate::from_ymd_opt(2025, 11, 29).unwrap()
    );
    h.state_mut().undo();
    h.run();
    assert_eq!(count(&h, "list sent"), 3);
}

#[test]
fn divisions_are_edited_teams_removed_and_withdrawals_ruled() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    let [a, _b, _c] = set_up_and_pair(&mut h);
    click(&mut h, "Teams (3)");
    // rule: C05 — the boards are fixed once the division is paired; the
    // name can change, and its games follow it.
    click(&mut h, "edit division…");
    fill(&mut h, "boards per team", "3");
    click(&mut h, "save division");
    assert!(h.query_by_label_contains("is paired on 2 boards").is_some());
    fill(&mut h, "boards per team", "2");
    fill(&mut h, "division name", "Premier");
    click(&mut h, "save division");
    let project = &h.state().doc.project;
    assert_eq!(project.divisions()[0].name, "Premier");
    assert!(
        project
            .games()
            .iter()
            .all(|g| g.pairing.as_ref().unwrap().division == "Premier")
    );
    assert!(h.query_by_label("Games (6)").is_some());

    // A paired team is not removed: the reason is given.
    let team_line = format!("A  {a}  ({a})");
    h.get_by_label(&team_line).click_secondary();
    h.run();
    click(&mut h, "remove team");
    assert!(h.query_by_label_contains("is paired").is_some());
    assert_eq!(h.state().doc.project.divisions()[0].teams.len(), 3);
    click_button(&mut h, "OK");

    // rule: E9.1 — a player who withdrew: his unfinished games annulled.
    click(&mut h, &format!("    board 1: {a} 1 (captain)"));
    click(&mut h, "withdrawal (E9.1)");
    click(&mut h, "annul his unfinished games");
    let project = &h.state().doc.project;
    let his: Vec<_> = project
        .games()
        .iter()
        .filter(|g| {
            project.player_name(g.white) == format!("{a} 1")
                || project.player_name(g.black) == format!("{a} 1")
        })
        .collect();
    assert_eq!(his.len(), 2);
    assert!(his.iter().all(|g| {
        g.result
            .is_some_and(|r| r.outcome == ccdesk::domain::game::Outcome::Annulled)
    }));
    h.state_mut().undo();
    h.run();
    assert!(
        h.state()
            .doc
            .project
            .games()
            .iter()
            .all(|g| g.result.is_none())
    );
}

#[test]
fn a_team_entered_by_mistake_is_removed_before_pairing() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    click(&mut h, "start a competition…");
    type_into(&mut h, "competition", "Inter-Office");
    click(&mut h, "start competition");
    add_division(&mut h);
    click(&mut h, "Teams (0)");
    add_team(&mut h, "Mistake", "Mistake", "M 1, M 2");
    h.get_by_label_contains("A  Mistake  (Mistake)")
        .click_secondary();
    h.run();
    click(&mut h, "remove team");
    assert!(h.query_by_label("Teams (0)").is_some());
    h.state_mut().undo();
    h.run();
    assert!(h.query_by_label("Teams (1)").is_some());
}

#[test]
fn the_add_team_form_and_the_entries_csv_enter_a_team_alike() {
    // One plan in the domain enters a team from either: the same entry
    // typed into the form and imported from a file gives the same project
    // (companies, players, ids, teams, the C10 and C11 steps).
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("entries.csv");
    let header = "division,team,company,partner,board,name,email,address,employment,left,later_employers,rating,captain\n";
    let start = |h: &mut Window| {
        click(h, "start a competition…");
        type_into(h, "competition", "Inter-Office");
        click(h, "start competition");
        add_division(h);
        click(h, "Teams (0)");
    };
    let mut typed = harness(dir.path().join("x.pdf"), None);
    let mut imported = harness(dir.path().join("x.pdf"), Some(csv.clone()));
    start(&mut typed);
    start(&mut imported);
    let import = |h: &mut Window, rows: &str| {
        std::fs::write(&csv, format!("{header}{rows}")).unwrap();
        click(h, "entries CSV…");
        click(h, "import entries…");
        click_button(h, "import");
    };
    let add = add_team;
    // A new company, both boards named: its entry and form.
    add(&mut typed, "Lloyds I", "Lloyds", "Ann Able, Bob Baker");
    import(
        &mut imported,
        "Division 1,Lloyds I,Lloyds,,1,Ann Able,,,employed,,,,yes\nDivision 1,Lloyds I,Lloyds,,2,Bob Baker,,,,,,,\n",
    );
    let project = |h: &Window| h.state().doc.project.clone();
    assert_eq!(project(&imported).divisions()[0].teams.len(), 1);
    assert_eq!(project(&imported), project(&typed));
    // The company again, named in other letters, with one board: found,
    // the next ids, no step recorded twice.
    add(&mut typed, "Lloyds II", "LLOYDS", "Cy Cole");
    import(
        &mut imported,
        "Division 1,Lloyds II,lloyds,,1,Cy Cole,,,employed,,,,yes\n",
    );
    let p = project(&imported);
    assert_eq!(p.companies().len(), 1);
    assert_eq!(p.divisions()[0].teams.len(), 2);
    assert_eq!(p, project(&typed));
}

// rule: C16 — the organiser's post: labels for the division's representatives and captains.
#[test]
fn the_divisions_address_labels_are_printed_from_the_teams_tab() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("labels.pdf");
    let mut h = harness(pdf.clone(), None);
    let [a, _b, _c] = set_up_and_pair(&mut h);
    click(&mut h, "Teams (3)");
    click(&mut h, &format!("    board 1: {a} 1 (captain)"));
    type_into(&mut h, "postal address", "1 High St\nYork");
    click(&mut h, "save player");
    click(&mut h, "address labels as PDF…");
    assert!(has(&h, &format!("wrote {}", pdf.display())));
    let doc = lopdf::Document::load(&pdf).unwrap();
    assert_eq!(doc.get_pages().len(), 1);
    let text = doc.extract_text(&[1]).unwrap();
    assert!(text.contains(&format!("Representative, {a}")), "{text}");
    assert!(
        text.contains(&format!("{a} 1\n1 High St\nYork")),
        "the captain with his address: {text}"
    );
    assert!(text.contains(&format!("Captain, A {a}")), "{text}");
    assert!(text.contains("(no postal address on file)"), "{text}");
    // The same labels as `ccdesk labels` prints (the file's ID differs).
    let cli =
        ccdesk::io::pdf::labels_pdf::division_labels(&h.state().doc.project, Some("Division 1"))
            .unwrap();
    assert_eq!(cli.labels, 6, "three representatives, three captains");
    let same = lopdf::Document::load_mem(&cli.bytes).unwrap();
    assert_eq!(same.extract_text(&[1]).unwrap(), text);
}

// rule: C10 — the representative's own correspondence address and telephone.
// rule: P12 — the Organiser's address, where the captain's notice goes.
#[test]
fn the_representatives_contacts_and_the_organisers_address_in_the_window() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    let [a, _b, _c] = set_up_and_pair(&mut h);
    click(&mut h, "Teams (3)");
    let team_line = h
        .query_all_by_label_contains(&format!("  {a}  ({a})"))
        .next()
        .unwrap()
        .accesskit_node()
        .label()
        .unwrap();
    click(&mut h, &team_line);
    type_into(&mut h, "representative", "R. Rep");
    type_into(
        &mut h,
        "representative's address",
        "7 Dock Street\nHull HU1 1AA",
    );
    type_into(&mut h, "representative's telephone", "01632 960777");
    h.snapshot("season_setup_company_details");
    click(&mut h, "save company");
    let company = h
        .state()
        .doc
        .project
        .companies()
        .iter()
        .find(|c| c.name == a)
        .unwrap()
        .clone();
    assert_eq!(
        company.representative_address,
        "7 Dock Street\nHull HU1 1AA"
    );
    assert_eq!(company.representative_phone, "01632 960777");
    // The form shows them again.
    click(&mut h, &team_line);
    assert_eq!(
        h.get_by_label("representative's telephone")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("01632 960777")
    );
    click(&mut h, "cancel");

    // The Organiser's address, set on the running competition; one undo.
    click(&mut h, "Calendar");
    click(&mut h, "organiser…");
    type_into(
        &mut h,
        "organiser's address",
        "12 Minster Yard\nYork YO1 7JQ",
    );
    click(&mut h, "save organiser");
    let competition = h.state().doc.project.competition().unwrap().clone();
    assert_eq!(competition.organiser, "A. Organiser");
    assert_eq!(
        competition.organiser_address,
        "12 Minster Yard\nYork YO1 7JQ"
    );
    h.state_mut().undo();
    h.run();
    assert!(
        h.state()
            .doc
            .project
            .competition()
            .unwrap()
            .organiser_address
            .is_empty()
    );
}

// rule: C06 — a company may enter several teams, and then they may meet:
// with 3 teams of 2 boards every team meets both others once, so Alpha I
// and Alpha II, both of Alpha, are paired together whatever the draw or
// the table. The window says so before the pairings are fixed; cancel
// leaves the division unpaired, "pair them anyway" pairs it.
#[test]
fn teams_of_one_company_are_flagged_before_a_draw_or_an_own_table_is_fixed() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(dir.path().join("x.pdf"), None);
    click(&mut h, "start a competition…");
    type_into(&mut h, "competition", "Inter-Office");
    type_into(&mut h, "organiser", "A. Organiser");
    click(&mut h, "start competition");
    add_division(&mut h);
    click(&mut h, "Teams (0)");
    for (name, company) in [
        ("Alpha I", "Alpha"),
        ("Alpha II", "Alpha"),
        ("Charlie", "Charlie"),
    ] {
        add_team(&mut h, name, company, &format!("{name} 1, {name} 2"));
    }
    assert!(h.query_by_label("Teams (3)").is_some());
    let warning = "These pairings would pair teams of one company (C06): ";
    click(&mut h, "Pairings (0)");
    type_into(&mut h, "seed", "7");
    click(&mut h, "generate pairings");
    assert!(has(&h, warning));
    assert!(has(&h, "both of Alpha (1 pairing)."));
    assert!(h.state().doc.project.divisions()[0].pairings.is_empty());
    click(&mut h, "cancel");
    assert!(!has(&h, warning));
    assert!(h.state().doc.project.games().is_empty(), "nothing fixed");
    // The organiser's own table: the same question, then his word.
    click(&mut h, "organiser's own table");
    fill(
        &mut h,
        "own table",
        "team,board,opponent_team,opponent_board\nA,1,C,1\nB,1,C,2\nA,2,B,2\n",
    );
    click(&mut h, "pair with this table");
    assert!(has(&h, warning));
    assert!(has(
        &h,
        "Alpha I plays Alpha II, both of Alpha (1 pairing)."
    ));
    assert!(
        h.state().doc.project.games().is_empty(),
        "nothing fixed yet"
    );
    click(&mut h, "pair them anyway");
    assert!(!has(&h, warning));
    assert_eq!(h.state().doc.project.divisions()[0].pairings.len(), 3);
    assert_eq!(h.state().doc.project.games().len(), 6);
}

#[test]
fn a_step_keyed_late_keeps_the_day_it_happened_and_is_shown_late() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    let [_a, _b, _c] = set_up_and_pair(&mut h);
    click(&mut h, "Calendar");
    // rule: C10, C11 — the teams were typed on 29 Nov 2025, after the
    // entries (1 Sep) and forms dates: all six steps are listed late.
    assert!(
        h.query_by_label("Recorded after their deadline (6)")
            .is_some()
    );
    // A date that does not read records nothing: the buttons wait.
    fill(&mut h, "steps dated:", "20 Nov");
    h.query_all_by_label("list sent").next().unwrap().click();
    h.run();
    let sent = |h: &Window| {
        h.state().doc.project.competition().unwrap().seasons[0]
            .records
            .pairings_sent
            .clone()
    };
    assert!(sent(&h).is_empty());
    // rule: C16 — the list went to the representative on 20 Nov, keyed
    // on the 29th: it keeps the 20th, and is late against 1 October.
    fill(&mut h, "steps dated:", "2025-11-20");
    h.query_all_by_label("list sent").next().unwrap().click();
    h.run();
    let sent = sent(&h);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].date, NaiveDate::from_ymd_opt(2025, 11, 20).unwrap());
    click(&mut h, "Recorded after their deadline (7)");
    assert!(
        h.query_by_label_contains("late: sent 2025-11-20, due 2025-10-01 (C16)")
            .is_some()
    );
    // The same list `ccdesk check` prints, from the same function.
    let project = &h.state().doc.project;
    let season = &project.competition().unwrap().seasons[0];
    let late = ccdesk::domain::tournament::late_step::late_steps(project, season);
    assert_eq!(late.len(), 7);
}

#[test]
fn a_team_keyed_after_its_entry_arrived_keeps_the_day_it_arrived() {
    let mut h = harness(std::env::temp_dir().join("unused.pdf"), None);
    click(&mut h, "start a competition…");
    type_into(&mut h, "competition", "Inter-Office");
    type_into(&mut h, "organiser", "A. Organiser");
    click(&mut h, "start competition");
    add_division(&mut h);
    click(&mut h, "Teams (0)");
    type_team(&mut h, "Alpha", "Alpha", "Alpha 1, Alpha 2");
    // rule: C10, C11 — typed on 29 Nov 2025, today's date is late against
    // 1 and 15 September, and the dialog says so before it is added.
    assert!(
        h.query_by_label("late: received 2025-11-29, due 2025-09-01 (C10)")
            .is_some()
    );
    assert!(
        h.query_by_label("late: returned 2025-11-29, due 2025-09-15 (C11)")
            .is_some()
    );
    // A date that does not read is refused with the field's name.
    type_into(&mut h, "received", "late August");
    click(&mut h, "add team");
    assert!(h.query_by_label_contains("received:").is_some());
    assert!(h.state().doc.project.divisions()[0].teams.is_empty());
    // The entry came on 20 August, in time: no late line, and the records
    // keep the 20th.
    fill(&mut h, "received", "2025-08-20");
    assert!(h.query_by_label_contains("late:").is_none());
    click(&mut h, "add team");
    let records = h.state().doc.project.competition().unwrap().seasons[0]
        .records
        .clone();
    let day = NaiveDate::from_ymd_opt(2025, 8, 20).unwrap();
    assert_eq!(records.entries[0].date, day);
    assert_eq!(records.forms[0].date, day);
    // rule: C11 — received on 20 August, in time for the entry (1
    // September) and for the form (15 September): the Teams tab marks
    // nothing. A second team keyed with its entry of 10 September is late
    // for C10 only, and its line in the Teams tab says so.
    assert!(h.query_by_label_contains("late:").is_none());
    type_team(&mut h, "Bravo", "Bravo", "Bravo 1, Bravo 2");
    fill(&mut h, "received", "2025-09-10");
    click(&mut h, "add team");
    assert!(
        h.query_by_label("    entry late: received 2025-09-10, due 2025-09-01 (C10)")
            .is_some()
    );
    assert!(h.query_by_label_contains("team form late").is_none());
}
