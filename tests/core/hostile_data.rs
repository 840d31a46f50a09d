#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The hostile-data corpus (`tests/data/hostile`) through every door and
//! every exit (issue 21): names, addresses, companies, divisions, events,
//! PGN tags and messages built to break each exit are refused at the door
//! when they hold control characters, and written by every export and
//! message writer so that they stay data: CSV text cells that a spreadsheet
//! would run keep a leading `'`, HTML escapes them, PDF prints them, PGN
//! keeps each tag on its line, `.eml` headers take no line break from data
//! and `mailto:` links carry only To, Cc, subject and body.
//!
//! The rules have no ID in the rule catalogue; the tests that carry
//! a catalogued rule as well name it (E2.3: messages by email, E2.4: a
//! message bears the sender's name and address, C16: the pairing list).

use std::path::Path;

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::ids::{CompanyId, PlayerId};
use ccdesk::domain::message::{
    Addressee, Letter, LetterKind, address_change, compose_move, inform_td_after_silence,
    leave_announcement, postal_card, repeat_after_silence, time_claim,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::crosstable::crosstable;
use ccdesk::domain::tournament::results::{current_season, division_standings};
use ccdesk::domain::tournament::{Company, TournamentCommand};
use ccdesk::domain::validate::validate;
use ccdesk::io::eml::{EmlError, read_eml, write_eml};
use ccdesk::io::entries_csv::{read_entries, write_companies, write_entries};
use ccdesk::io::pgn::{Selection, import_pgn, read_pgn, write_pgn};
use ccdesk::io::results_csv::write_standings;
use ccdesk::io::season_export::{
    crosstable_html, standings_html, write_boards_csv, write_crosstable_csv, write_pairing_list,
};
use chrono::NaiveDate;
use shakmaty::Color;

fn hostile_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile")
}

/// `\n`, `\r`, `\t`, `\e`, `\0`, `\\` and `\u{HEX}` of the corpus.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some('e') => out.push('\u{1b}'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
            }
            other => panic!("unknown escape \\{other:?} in {text}"),
        }
    }
    out
}

/// The texts of the corpus of one kind.
fn corpus(kind: &str) -> Vec<String> {
    let text = std::fs::read_to_string(hostile_dir().join("texts.txt")).unwrap();
    let texts: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.split_once('\t'))
        .filter(|(k, _)| *k == kind)
        .map(|(_, t)| unescape(t))
        .collect();
    assert!(!texts.is_empty(), "no {kind} texts in the corpus");
    texts
}

/// The texts that pass the door but run somewhere: formulas, markup, PDF
/// string syntax.
fn printable() -> Vec<String> {
    ["formula", "markup", "pdf"]
        .iter()
        .flat_map(|k| corpus(k))
        .collect()
}

fn is_formula_start(c: char) -> bool {
    matches!(c, '=' | '+' | '-' | '@' | '\t' | '\r')
}

/// The demo project with a hostile text in every name, address, email,
/// company, team, division, event and title. With `older`, control
/// characters too: a file written before the door, or by hand.
fn hostile_project(older: bool) -> Project {
    let mut texts = printable();
    if older {
        texts.extend(corpus("control"));
    }
    let emails = corpus("odd-email");
    let mut project = demo_project();
    let pick = |i: usize| texts[i % texts.len()].clone();
    let e = project.hand_edit();
    *e.name = pick(0);
    for (i, p) in e.players.iter_mut().enumerate() {
        p.name = format!("{} #{i}", pick(i));
        p.email = emails[i % emails.len()].clone();
        p.address = format!("{}\n{}", pick(i + 1), pick(i + 2));
    }
    for (i, c) in e.companies.iter_mut().enumerate() {
        c.name = format!("{} Ltd {i}", pick(i + 3));
        c.representative = pick(i + 4);
        c.contact = pick(i + 5);
    }
    if let Some(competition) = e.competition.as_mut() {
        competition.name = pick(6);
        for season in &mut competition.seasons {
            season.name = pick(7);
            for (i, d) in season.divisions.iter_mut().enumerate() {
                d.name = format!("{} {i}", pick(i + 8));
                for (j, t) in d.teams.iter_mut().enumerate() {
                    t.name = format!("{} {i}.{j}", pick(i + j + 9));
                }
            }
        }
    }
    for (i, g) in e.games.iter_mut().enumerate() {
        g.event = pick(i + 10);
    }
    project
}

fn player(id: u32, name: &str) -> Player {
    Player::new(PlayerId(id), name)
}

// ---------------------------------------------------------------- doors

// rule: E2.4 — the name and address a message bears are a name and an
// address: every control character is refused at the door, naming the
// field and the character.
#[test]
fn the_door_refuses_control_characters_in_every_name() {
    let mut project = demo_project();
    let free = project.next_player_id().0;
    let company = project.companies()[0].clone();
    let division = project.divisions()[0].clone();
    let team = division.teams[0].clone();
    for text in corpus("control") {
        let before = project.clone();
        let refusals = [
            apply(&mut project, Command::AddPlayer(player(free, &text))),
            apply(&mut project, Command::RenameProject { name: text.clone() }),
            apply(
                &mut project,
                Command::Tournament(TournamentCommand::SetCompany(Company {
                    name: text.clone(),
                    ..company.clone()
                })),
            ),
            apply(
                &mut project,
                Command::Tournament(TournamentCommand::SetCompany(Company {
                    id: CompanyId(9_999),
                    representative: text.clone(),
                    ..company.clone()
                })),
            ),
            apply(
                &mut project,
                Command::Tournament(TournamentCommand::SetTeam {
                    division: division.name.clone(),
                    team: ccdesk::domain::tournament::Team {
                        name: text.clone(),
                        ..team.clone()
                    },
                }),
            ),
            apply(
                &mut project,
                Command::Tournament(TournamentCommand::EditDivision {
                    division: division.name.clone(),
                    name: text.clone(),
                    boards: division.boards,
                }),
            ),
        ];
        for refusal in refusals {
            let message = refusal.unwrap_err().to_string();
            assert!(message.contains("control character, U+"), "{message}");
            assert!(message.contains("at character"), "{message}");
        }
        // An existing player changed to the name is refused too.
        let mut changed = project.players()[0].clone();
        changed.name = text.clone();
        let message = apply(&mut project, Command::UpdatePlayer(changed))
            .unwrap_err()
            .to_string();
        assert!(
            message.contains(&format!("player {}", project.players()[0].id)),
            "{message}"
        );
        assert!(
            message.contains("name holds a control character"),
            "{message}"
        );
        assert_eq!(project, before, "a refused command changed the project");
    }
    // A postal address may run over lines, and nothing else of the kind.
    let mut p = player(free, "Ann Smith");
    p.address = "1 High St\nLeeds".into();
    apply(&mut project, Command::AddPlayer(p.clone())).unwrap();
    p.address = "1 High St\r\nLeeds".into();
    let message = apply(&mut project, Command::UpdatePlayer(p))
        .unwrap_err()
        .to_string();
    assert!(
        message.contains("address holds a control character, U+000D (carriage return)"),
        "{message}"
    );
}

// rule: E2.4 — an email address is a plain address, the same rule the
// .eml writer applies; a plain address with odd characters is let in.
#[test]
fn the_door_takes_plain_email_addresses_only() {
    let mut project = demo_project();
    let free = project.next_player_id().0;
    for email in corpus("bad-email") {
        let mut p = player(free, "Hans Lindqvist");
        p.email = email.clone();
        let message = apply(&mut project, Command::AddPlayer(p))
            .unwrap_err()
            .to_string();
        assert!(message.contains("email"), "{message}");
        assert!(
            message.contains("is not a plain email address"),
            "{message}"
        );
    }
    for (i, email) in corpus("odd-email").into_iter().enumerate() {
        let mut p = player(free + i as u32, "Odd Address");
        p.email = email;
        apply(&mut project, Command::AddPlayer(p)).unwrap();
    }
}

// An older file holding what the door refuses is reported by `check`
// (validate), each text with its place, field and character.
#[test]
fn check_reports_what_the_door_would_refuse_in_an_older_file() {
    let mut project = demo_project();
    let control = corpus("control");
    let bad_email = corpus("bad-email");
    let e = project.hand_edit();
    e.players[0].name = control[0].clone();
    e.players[1].email = bad_email[0].clone();
    e.companies[0].contact = "ok\nstill ok".into();
    e.companies[0].name = control[1].clone();
    e.games[0].event = control[3].clone();
    let d = &mut e
        .competition
        .as_mut()
        .unwrap()
        .seasons
        .last_mut()
        .unwrap()
        .divisions[0];
    d.teams[0].name = control[2].clone();
    let problems: Vec<String> = validate(&project).iter().map(ToString::to_string).collect();
    let all = problems.join("\n");
    for needle in [
        "name holds a control character, U+000A (line feed)",
        "email: \"h.lindqvist@schack.example?attach=/home/me/.ssh/id_rsa&x=\" is not a plain email address",
        "name holds a control character, U+000D (carriage return)",
        "the team name holds a control character, U+0009 (tab)",
        "event holds a control character, U+001B (escape)",
    ] {
        assert!(all.contains(needle), "{needle} not in:\n{all}");
    }
    assert!(!all.contains("contact"), "{all}");
}

// PGN tags from someone else: control characters replaced by spaces with
// a warning naming the tag, an address that is not plain left out, the
// printable hostile texts kept as names.
#[test]
fn a_hostile_pgn_is_imported_as_data_with_warnings() {
    let data = std::fs::read(hostile_dir().join("hostile.pgn")).unwrap();
    let mut project = Project::new("import");
    let report = import_pgn(&mut project, &data).unwrap();
    assert_eq!(report.imported, 1);
    let warnings: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    let all = warnings.join("\n");
    for needle in [
        "the Round tag holds a control character, U+001B (escape)",
        "the Annotator tag holds a control character, U+0007",
        "the WhiteNA tag: \"h.lindqvist@schack.example?attach=/home/me/.ssh/id_rsa&x=\" is not a plain email address",
    ] {
        assert!(all.contains(needle), "{needle} not in:\n{all}");
    }
    let names: Vec<&str> = project.players().iter().map(|p| p.name.as_str()).collect();
    assert!(names.contains(&"<script>alert(1)</script>"), "{names:?}");
    assert!(
        names.contains(&"=HYPERLINK(\"http://evil.example\",\"Keith\")"),
        "{names:?}"
    );
    assert!(project.players().iter().all(|p| p.problem().is_none()));
    assert!(validate(&project).is_empty(), "{:?}", validate(&project));
}

// rule: C11 — the entries a company sends: a name with a line break or an
// address that is not plain is refused with its line and column; a
// formula is a name like any other.
#[test]
fn hostile_entries_are_refused_by_line_and_column() {
    let data = std::fs::read(hostile_dir().join("entries.csv")).unwrap();
    let bad: Vec<String> = read_entries(&data)
        .unwrap_err()
        .iter()
        .map(ToString::to_string)
        .collect();
    let all = bad.join("\n");
    assert!(
        all.contains("line 3: column `name` holds a control character, U+000A (line feed)"),
        "{all}"
    );
    assert!(
        all.contains("line 5: column `email`: \"h.lindqvist"),
        "{all}"
    );
    assert!(!all.contains("line 2"), "{all}");
    let companies = std::fs::read(hostile_dir().join("companies.csv")).unwrap();
    assert!(ccdesk::io::entries_csv::read_companies(&companies).is_ok());
}

// A message from someone else is read as data: its sender, subject and
// text are strings, whatever they hold.
#[test]
fn a_hostile_email_is_read_as_data() {
    let data = std::fs::read(hostile_dir().join("message.eml")).unwrap();
    let mail = read_eml(&data).unwrap();
    assert_eq!(mail.from_email.as_deref(), Some("keith@evil.example"));
    assert!(mail.body.contains("<script>alert(1)</script>"));
    // Its subject holds a line break once decoded: the reader keeps it as
    // text; no header of a reply ever takes it (see the .eml test).
    let subject = mail.subject.unwrap_or_default();
    assert!(subject.contains('\n'));
    // Kept in the correspondence and exported (E5.1), the subject stays
    // one line: no line of the export comes from its break.
    let kept = ccdesk::domain::message::Correspondence {
        mail: None,
        sender_name: String::new(),
        sender_email: String::new(),
        date_assumed: false,
        game: ccdesk::domain::ids::GameId(1),
        direction: ccdesk::domain::message::Direction::Received,
        date: NaiveDate::from_ymd_opt(2026, 1, 5).unwrap(),
        kind: None,
        subject,
        text: mail.body,
        understood: String::new(),
    };
    let export = ccdesk::domain::message::export_history(&[kept], ccdesk::domain::ids::GameId(1));
    assert!(
        export.contains("Subject: Game 1 Bcc: spy@evil.example\n"),
        "{export}"
    );
    assert!(!export.lines().any(|l| l.starts_with("Bcc:")), "{export}");
}

// ---------------------------------------------------------------- exits

fn csv_rows(bytes: &[u8]) -> (Vec<String>, Vec<Vec<String>>) {
    let text = String::from_utf8(bytes.to_vec()).unwrap();
    let body: String = text
        .lines()
        .filter(|l| !l.starts_with("# "))
        .map(|l| format!("{l}\n"))
        .collect();
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(body.as_bytes());
    let header = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    let rows = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    (header, rows)
}

/// Every cell of the text columns stays text; every other cell is what
/// the contract says (a number, a letter, `-`, a score), never a text from
/// data beginning with a formula character.
fn assert_csv_safe(what: &str, bytes: &[u8], text_columns: &[&str]) -> usize {
    let (header, rows) = csv_rows(bytes);
    let mut guarded = 0;
    for row in &rows {
        for (column, cell) in header.iter().zip(row) {
            if text_columns.contains(&column.as_str()) {
                assert!(
                    !cell.starts_with(is_formula_start),
                    "{what}: column {column} would run in a spreadsheet: {cell:?}"
                );
                guarded += usize::from(cell.starts_with('\''));
            } else if cell.starts_with(is_formula_start) {
                let contract =
                    cell.parse::<f64>().is_ok() || cell == "-" || cell.starts_with("- (");
                assert!(contract, "{what}: column {column} holds {cell:?}");
            }
        }
    }
    assert!(!rows.is_empty(), "{what}: no rows");
    guarded
}

// rule: C16 — the pairing list, and every other CSV export, opened as a
// spreadsheet shows a formula in a name as text.
#[test]
fn every_csv_export_keeps_formulas_text() {
    let project = hostile_project(false);
    let season = current_season(&project).unwrap();
    let mut guarded = 0;
    let mut out = Vec::new();
    write_companies(&project, &mut out).unwrap();
    guarded += assert_csv_safe("companies", &out, &["company", "representative", "contact"]);
    let mut entries = Vec::new();
    write_entries(&project, &mut entries).unwrap();
    guarded += assert_csv_safe(
        "entries",
        &entries,
        &[
            "division",
            "team",
            "company",
            "partner",
            "name",
            "email",
            "address",
            "later_employers",
        ],
    );
    // The entries read back as they were.
    let rows = read_entries(&entries).unwrap();
    for row in &rows {
        assert!(
            project.players().iter().any(|p| p.name == row.name),
            "{:?} did not read back",
            row.name
        );
    }
    for d in project.divisions() {
        let mut out = Vec::new();
        write_pairing_list(&project, d, &mut out).unwrap();
        guarded += assert_csv_safe(
            "pairings",
            &out,
            &[
                "division",
                "team",
                "player",
                "opponent_team",
                "opponent",
                "opponent_address",
                "opponent_email",
                "opposing_captain",
                "opposing_captain_address",
            ],
        );
        let table = crosstable(&project, season, d);
        let mut out = Vec::new();
        write_crosstable_csv(&table, &mut out).unwrap();
        guarded += assert_csv_safe("crosstable", &out, &["team"]);
        let mut out = Vec::new();
        write_boards_csv(&project, &table, &mut out).unwrap();
        guarded += assert_csv_safe(
            "boards",
            &out,
            &["team", "player", "opponent_team", "opponent"],
        );
        let mut out = Vec::new();
        write_standings(&division_standings(&project, season, d), &mut out).unwrap();
        guarded += assert_csv_safe("standings", &out, &["team"]);
    }
    assert!(guarded > 20, "only {guarded} cells guarded");
    // The example, as a spreadsheet receives it.
    let mut out = Vec::new();
    write_pairing_list(&project, &project.divisions()[0], &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"Keith\"\") #"),
        "{text}"
    );
    assert_spreadsheet_shows_text(&text);
}

/// The pairing list opened in LibreOffice Calc (headless, converted to
/// HTML): the formula is a cell of text, not a link. Without the `'` Calc
/// makes `=HYPERLINK(...)` a link and `=1+2` a 3. Skipped (with a note)
/// where LibreOffice is not installed.
fn assert_spreadsheet_shows_text(csv: &str) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pairings.csv");
    std::fs::write(&file, csv).unwrap();
    let Ok(out) = std::process::Command::new("soffice")
        .env("HOME", dir.path())
        .args(["--headless", "--convert-to", "html", "--outdir"])
        .arg(dir.path())
        .arg(&file)
        .output()
    else {
        eprintln!("no LibreOffice here; the spreadsheet check is skipped");
        return;
    };
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = std::fs::read_to_string(dir.path().join("pairings.html")).unwrap();
    assert!(!page.contains("<a "), "the spreadsheet made a link");
    assert!(
        page.contains("=HYPERLINK(&quot;http://evil.example&quot;"),
        "the formula is not shown as text"
    );
}

/// Markup of the corpus must not survive as markup.
fn assert_html_escaped(what: &str, html: &str) {
    let lower = html.to_lowercase();
    for tag in ["<script", "<img", "<b>club", "</td></tr></table><script"] {
        assert!(!lower.contains(tag), "{what}: {tag} written as markup");
    }
    assert!(
        html.contains("&lt;script&gt;"),
        "{what}: the markup is not shown as text"
    );
    assert!(html.contains("&amp;"), "{what}");
}

/// The page in headless Chromium: the DOM it builds holds no script, no
/// image and no bold element, and shows the markup as text. Skipped (with a
/// note) where Chromium is not installed.
fn assert_browser_shows_text(what: &str, html: &str) {
    let Some(chromium) = ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| {
            std::process::Command::new(c)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
    else {
        eprintln!("{what}: no Chromium here; the DOM check is skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("page.html");
    std::fs::write(&page, html).unwrap();
    let output = std::process::Command::new(chromium)
        .args(["--headless", "--no-sandbox", "--disable-gpu"])
        .arg(format!(
            "--user-data-dir={}",
            dir.path().join("profile").display()
        ))
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&output.stdout).to_lowercase();
    assert!(
        dom.contains("<table"),
        "{what}: Chromium built no table: {dom}"
    );
    for element in ["<script", "<img", "<b>club"] {
        assert!(!dom.contains(element), "{what}: Chromium built {element}");
    }
    assert!(
        dom.contains("&lt;script&gt;alert"),
        "{what}: the markup is not text in the DOM"
    );
}

#[test]
fn html_exports_escape_every_text_in_the_browser_too() {
    let project = hostile_project(false);
    let season = current_season(&project).unwrap();
    let title = corpus("markup")[0].clone();
    let blocks: Vec<_> = project
        .divisions()
        .iter()
        .map(|d| (d.name.clone(), division_standings(&project, season, d)))
        .collect();
    let standings = standings_html(&title, &blocks);
    assert_html_escaped("standings", &standings);
    let tables: Vec<_> = project
        .divisions()
        .iter()
        .map(|d| crosstable(&project, season, d))
        .collect();
    let crosstable_page = crosstable_html(&project, &title, &corpus("markup")[1], &tables);
    assert_html_escaped("crosstable", &crosstable_page);
    assert_browser_shows_text("standings", &standings);
    assert_browser_shows_text("crosstable", &crosstable_page);
}

/// The text of a PDF as poppler's pdftotext reads it; `None` where it is
/// not installed.
fn pdf_text(bytes: &[u8]) -> Option<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.pdf");
    std::fs::write(&path, bytes).unwrap();
    let output = std::process::Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .ok()?;
    assert!(output.status.success(), "pdftotext refused the PDF");
    Some(String::from_utf8_lossy(&output.stdout).into_owned())
}

// PDF string syntax in names (parentheses, backslashes, `%`) is printed as
// text: the PDF stays readable and shows it.
#[test]
fn pdf_exports_print_hostile_text_as_text() {
    use ccdesk::io::pdf::Paper;
    let project = hostile_project(false);
    let season = current_season(&project).unwrap();
    let divisions: Vec<_> = project.divisions().iter().collect();
    let tables: Vec<_> = divisions
        .iter()
        .map(|d| crosstable(&project, season, d))
        .collect();
    let title = corpus("pdf")[0].clone();
    let sections = ccdesk::io::pdf::standings_pdf::standings_sections(&project, season, &divisions);
    let pdfs = [
        ccdesk::io::pdf::standings_pdf::write_standings_pdf(&title, "", &sections, Paper::A4),
        ccdesk::io::pdf::crosstable_pdf::write_crosstable_pdf(
            &project,
            &title,
            "",
            &tables,
            Paper::A4,
        ),
        ccdesk::io::pdf::pairing_list_pdf::write_pairing_list_pdf(
            &project,
            &title,
            season,
            &divisions,
            Paper::A4,
        ),
    ];
    // Scoresheets and the adjudication packets print the players' names
    // and the event.
    let games: Vec<_> = project
        .games()
        .iter()
        .filter(|g| g.replay().is_ok() && !g.moves.is_empty())
        .map(|g| g.id)
        .take(8)
        .collect();
    let options = ccdesk::io::pdf::PacketOptions::default();
    let mut pdfs = pdfs.to_vec();
    pdfs.push(ccdesk::io::pdf::write_scoresheets(
        &project,
        &games,
        Paper::A4,
    ));
    for recipient in [
        ccdesk::io::pdf::Recipient::Captain,
        ccdesk::io::pdf::Recipient::Adjudicator,
    ] {
        pdfs.push(ccdesk::io::pdf::write_packet(
            &project, &games, recipient, &options,
        ));
    }
    for pdf in pdfs {
        let Some(text) = pdf_text(&pdf.unwrap()) else {
            eprintln!("no pdftotext here; the PDF text check is skipped");
            return;
        };
        assert!(text.contains("Keith (\\) ) [x] {y} %comment"), "{text}");
    }
    // An older file's control characters print as nothing worse than a
    // gap: every PDF is still written and read.
    let older = hostile_project(true);
    let season = current_season(&older).unwrap();
    let divisions: Vec<_> = older.divisions().iter().collect();
    let tables: Vec<_> = divisions
        .iter()
        .map(|d| crosstable(&older, season, d))
        .collect();
    let games: Vec<_> = older
        .games()
        .iter()
        .filter(|g| g.replay().is_ok() && !g.moves.is_empty())
        .map(|g| g.id)
        .collect();
    for pdf in [
        ccdesk::io::pdf::crosstable_pdf::write_crosstable_pdf(&older, "t", "", &tables, Paper::A4),
        ccdesk::io::pdf::pairing_list_pdf::write_pairing_list_pdf(
            &older,
            "t",
            season,
            &divisions,
            Paper::A4,
        ),
        ccdesk::io::pdf::write_scoresheets(&older, &games, Paper::A4),
    ] {
        let text = pdf_text(&pdf.unwrap()).unwrap_or_default();
        assert!(!text.contains('\u{1b}'), "an escape reached the PDF text");
    }
}

// PGN: every tag stays on its line, whatever an older file's names hold,
// and the printable hostile texts read back as they were.
#[test]
fn pgn_export_keeps_every_tag_on_its_line() {
    let project = hostile_project(true);
    let pgn = write_pgn(&project, &Selection::All).unwrap();
    let tag_lines = |pgn: &str| -> Vec<String> {
        pgn.lines()
            .filter(|l| l.starts_with('[') && l[1..].starts_with(|c: char| c.is_ascii_alphabetic()))
            .map(str::to_owned)
            .collect()
    };
    assert!(tag_lines(&pgn).len() > project.games().len() * 7);
    for line in tag_lines(&pgn) {
        assert!(line.ends_with("\"]"), "a tag line is broken: {line:?}");
    }
    assert!(
        !pgn.chars().any(|c| c != '\n'
            && ccdesk::domain::text_rules::is_refused(c, ccdesk::domain::text_rules::Lines::One)),
        "a control character reached the PGN"
    );
    let read = read_pgn(pgn.as_bytes());
    assert!(read.games.len() >= project.games().len() / 2);
    let clean = hostile_project(false);
    let pgn = write_pgn(&clean, &Selection::All).unwrap();
    let read = read_pgn(pgn.as_bytes());
    for g in &read.games {
        assert!(
            clean.players().iter().any(|p| p.name == g.white.name),
            "{:?}",
            g.white.name
        );
    }
}

/// Every letter ccdesk writes for a game of `project` (E2.3, E3, E5.3,
/// E7, E8.2).
fn every_letter(project: &Project) -> Vec<Letter> {
    let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let td = Addressee {
        name: corpus("markup")[0].clone(),
        email: "td@chess.example".into(),
        address: String::new(),
    };
    let owner = project.player(project.owner().unwrap()).unwrap();
    let games: Vec<_> = project
        .games()
        .iter()
        .filter(|g| g.result.is_none() && (g.white == owner.id || g.black == owner.id))
        .collect();
    let mut letters = vec![
        leave_announcement(project, &games, owner, today, today, today, &td),
        address_change(project, owner, today, &td),
    ];
    for game in project
        .games()
        .iter()
        .filter(|g| !g.moves.is_empty())
        .take(6)
    {
        if let Ok(m) = compose_move(project, game, game.moves.len() - 1, None) {
            assert!(!postal_card(&m).is_empty());
            letters.push(m.letter());
        }
        letters.push(time_claim(project, game, Color::White, today, &td));
        letters.extend(repeat_after_silence(project, game, today, &td));
        letters.extend(inform_td_after_silence(project, game, today, &td, None));
    }
    assert!(letters.len() > 10);
    letters
}

// rule: E2.3 — a message written as .eml takes no header from data: no
// line break of a name or subject starts a header of its own.
#[test]
fn eml_headers_never_take_a_line_break_from_data() {
    for older in [false, true] {
        let project = hostile_project(older);
        for letter in every_letter(&project) {
            let bytes = write_eml(&letter, NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            let head = text.split("\r\n\r\n").next().unwrap();
            for line in head.split("\r\n") {
                assert!(
                    line.starts_with(' ')
                        || line.starts_with('\t')
                        || [
                            "From:",
                            "To:",
                            "Cc:",
                            "Subject:",
                            "Date:",
                            "Content-Type:",
                            "Content-Transfer-Encoding:",
                            "MIME-Version:"
                        ]
                        .iter()
                        .any(|h| line.starts_with(h)),
                    "a header from data: {line:?}"
                );
                assert!(!line.contains('\n') && !line.contains('\r'));
            }
        }
    }
    // A letter built by hand with a line break in a name or the subject is
    // refused, and an address that is not plain too.
    let mut letter = Letter {
        kind: LetterKind::Move,
        from: Addressee {
            name: corpus("control")[0].clone(),
            email: "ann@chess.example".into(),
            address: String::new(),
        },
        to: vec![Addressee {
            name: "Bo".into(),
            email: "bo@chess.example".into(),
            address: String::new(),
        }],
        cc: Vec::new(),
        subject: "s".into(),
        body: "b".into(),
    };
    let day = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    assert!(matches!(
        write_eml(&letter, day),
        Err(EmlError::HeaderText(_))
    ));
    letter.from.name = "Ann".into();
    letter.subject = corpus("control")[1].clone();
    assert!(matches!(
        write_eml(&letter, day),
        Err(EmlError::HeaderText(_))
    ));
    letter.subject = "s".into();
    for email in corpus("bad-email") {
        letter.to[0].email = email.clone();
        let refusal = write_eml(&letter, day).unwrap_err().to_string();
        assert!(
            refusal.contains("Bo has no valid email address"),
            "{refusal}"
        );
    }
}

/// The fields of a `mailto:` link, each decoded.
fn mailto_fields(link: &str) -> (String, Vec<(String, String)>) {
    let rest = link.strip_prefix("mailto:").unwrap();
    let (to, query) = rest.split_once('?').unwrap();
    let fields = query
        .split('&')
        .map(|f| {
            let (k, v) = f.split_once('=').unwrap();
            (k.to_owned(), v.to_owned())
        })
        .collect();
    (to.to_owned(), fields)
}

// rule: E2.3 — a mail link carries only To, Cc, subject and body; the
// issue's address is refused with a message naming it; a plain address
// with `?`, `=` or `'` is one encoded address.
#[test]
fn mailto_links_carry_only_to_cc_subject_and_body() {
    let project = hostile_project(true);
    for letter in every_letter(&project) {
        let link = letter.mailto().unwrap();
        let (to, fields) = mailto_fields(&link);
        assert!(!to.contains(['?', '&', '=', '\'', '+']), "{to}");
        let keys: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
        assert!(
            keys == ["subject", "body"] || keys == ["subject", "cc", "body"],
            "{keys:?} in {link}"
        );
        for (_, value) in &fields {
            assert!(
                !value.contains(['?', '&', '=', '<', '>', '\n', '\r', ' ']),
                "{value}"
            );
        }
    }
    let mut letter = every_letter(&project).remove(0);
    letter.to.truncate(1);
    letter.cc.clear();
    for email in corpus("bad-email") {
        letter.to[0].email = email.clone();
        let refusal = letter.mailto().unwrap_err();
        assert_eq!(refusal.problem.email, email);
        assert!(
            refusal.to_string().contains("is not a plain email address"),
            "{refusal}"
        );
    }
    letter.to[0].email = "o'brien+x=y?z@chess.example".into();
    let (to, _) = mailto_fields(&letter.mailto().unwrap());
    assert_eq!(to, "o%27brien%2Bx%3Dy%3Fz@chess.example");
}
