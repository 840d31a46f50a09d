//! Entries as CSV: companies, and teams with their players in board order
//! (C06, C07, C10-C14). The same files export and import.
//!
//! **Companies**: header `company,representative,contact,members`, one row
//! per company (C10: the Inter-Office Representative and his contact
//! details; C06: Club members), and, when the header has them,
//! `representative_address` (lines separated by `|`) and
//! `representative_phone` (C10).
//!
//! **Entries**: header `division,team,company,partner,board,name,email,
//! address,employment,left,later_employers,rating,captain`, one row per
//! player. `partner` names the second company of a combined team (C07),
//! else empty. `board` is 1, 2, ... (C14: strongest first). `employment`
//! is `employed`, `retired` or `ex-employee`; an ex-employee needs `left`
//! (YYYY-MM-DD) and lists `later_employers` separated by `;` (C12).
//! `address` lines are separated by `|`. `rating` is a whole number or
//! empty. `captain` is `yes` for the team's captain, else empty.
//!
//! Columns may come in any order; fields are trimmed; blank lines are
//! skipped but counted. Every bad row is reported with its line number (the
//! header is line 1), and nothing is imported while any row is bad.

use std::collections::BTreeMap;
use std::io::Write;

use chrono::NaiveDate;

use super::csv_cell::{read_text_cell, text_cell};
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::CompanyId;
use ccdesk_domain::player::Employment;
use ccdesk_domain::project::Project;
use ccdesk_domain::text_rules::{Lines, email_problem, text_problem};
use ccdesk_domain::tournament::team_entry::{
    CompanyEntry, EnteredPlayer, EntriesPlan, PlayerDetails, TeamEntry,
};

/// Columns of a companies file.
pub const COMPANY_COLUMNS: [&str; 4] = ["company", "representative", "contact", "members"];

/// Columns of a companies file read when the header has them (a file
/// written before they were kept has none): the representative's
/// correspondence address and telephone (C10).
pub const OPTIONAL_COMPANY_COLUMNS: [&str; 2] = ["representative_address", "representative_phone"];

/// Columns of an entries file.
pub const ENTRY_COLUMNS: [&str; 13] = [
    "division",
    "team",
    "company",
    "partner",
    "board",
    "name",
    "email",
    "address",
    "employment",
    "left",
    "later_employers",
    "rating",
    "captain",
];

/// Columns of an entries file read when the header has them (a file
/// written before they were kept has none): each player's telephone
/// numbers (C11: the captain's; C16 passes them on).
pub const OPTIONAL_ENTRY_COLUMNS: [&str; 1] = ["phone"];

/// A bad row and its line number (the header is line 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct BadEntry {
    /// Line number, from 1 for the header.
    pub line: u64,
    /// What is wrong.
    pub message: String,
}

/// A company as read from a companies file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyRow {
    /// Line number.
    pub line: u64,
    /// Name.
    pub name: String,
    /// Inter-Office Representative (C10).
    pub representative: String,
    /// His contact details.
    pub contact: String,
    /// His correspondence address, lines separated by newlines (C10);
    /// `None` when the file has no such column, so an import keeps the
    /// address the project holds.
    pub representative_address: Option<String>,
    /// His telephone number(s) (C10); `None` when the file has no such
    /// column.
    pub representative_phone: Option<String>,
    /// Club members (C06).
    pub members: u32,
}

/// A player's entry as read from an entries file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryRow {
    /// Line number.
    pub line: u64,
    /// Division name.
    pub division: String,
    /// Team name.
    pub team: String,
    /// Company name.
    pub company: String,
    /// Combined partner company (C07).
    pub partner: Option<String>,
    /// Board, from 1.
    pub board: u8,
    /// Player's name.
    pub name: String,
    /// Email.
    pub email: String,
    /// Postal address, lines separated by newlines.
    pub address: String,
    /// Employment (C12, C13).
    pub employment: Employment,
    /// Rating (C14).
    pub rating: Option<u16>,
    /// The team's captain.
    pub captain: bool,
    /// Telephone numbers (C11); `None` when the file has no `phone`
    /// column, so an import keeps the numbers the project holds.
    pub phone: Option<String>,
}

struct Table {
    rows: Vec<(u64, Vec<String>)>,
    /// Which of the optional columns the header has.
    optional: Vec<bool>,
}

/// Reads a CSV into rows of the named columns, in `columns` order.
/// The optional columns follow, each field empty when the header lacks it.
fn read_table(input: &[u8], columns: &[&str], optional: &[&str]) -> Result<Table, Vec<BadEntry>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(input);
    let line_of =
        |p: Option<&csv::Position>| p.map_or(0, |p| super::csv_line::record_line(input, p));
    let mut records = reader
        .records()
        .filter(|r| !r.as_ref().is_ok_and(|r| r.iter().all(str::is_empty)));
    let header = match records.next() {
        None => {
            return Err(vec![BadEntry {
                line: 1,
                message: format!("no header; expected {}", columns.join(",")),
            }]);
        }
        Some(Err(e)) => {
            return Err(vec![BadEntry {
                line: line_of(e.position()),
                message: e.to_string(),
            }]);
        }
        Some(Ok(h)) => h,
    };
    let header_line = line_of(header.position());
    let mut index = Vec::with_capacity(columns.len());
    let mut bad = Vec::new();
    for name in columns {
        match header
            .iter()
            .position(|h| h.trim_start_matches('\u{feff}') == *name)
        {
            Some(i) => index.push(i),
            None => bad.push(BadEntry {
                line: header_line,
                message: format!("missing column `{name}` in the header"),
            }),
        }
    }
    if !bad.is_empty() {
        return Err(bad);
    }
    let optional_index: Vec<Option<usize>> = optional
        .iter()
        .map(|name| {
            header
                .iter()
                .position(|h| h.trim_start_matches('\u{feff}') == *name)
        })
        .collect();
    let width = header.len();
    let mut rows = Vec::new();
    for record in records {
        match record {
            Err(e) => bad.push(BadEntry {
                line: line_of(e.position()),
                message: match e.kind() {
                    csv::ErrorKind::Utf8 { .. } => {
                        "a field is not UTF-8 text (save the file as UTF-8)".to_owned()
                    }
                    _ => e.to_string(),
                },
            }),
            Ok(r) => {
                let line = line_of(r.position());
                if r.len() != width {
                    bad.push(BadEntry {
                        line,
                        message: format!("{} fields, the header has {width}", r.len()),
                    });
                    continue;
                }
                let fields = index
                    .iter()
                    .map(|&i| Some(i))
                    .chain(optional_index.iter().copied())
                    .map(|i| {
                        i.map_or_else(String::new, |i| {
                            read_text_cell(r.get(i).unwrap_or_default()).to_owned()
                        })
                    })
                    .collect();
                rows.push((line, fields));
            }
        }
    }
    if bad.is_empty() {
        Ok(Table {
            rows,
            optional: optional_index.iter().map(Option::is_some).collect(),
        })
    } else {
        Err(bad)
    }
}

/// Reads a companies file; every bad row is reported.
pub fn read_companies(input: &[u8]) -> Result<Vec<CompanyRow>, Vec<BadEntry>> {
    let table = read_table(input, &COMPANY_COLUMNS, &OPTIONAL_COMPANY_COLUMNS)?;
    let (has_address, has_phone) = (table.optional[0], table.optional[1]);
    let mut out = Vec::new();
    let mut bad = Vec::new();
    let mut seen: BTreeMap<String, u64> = BTreeMap::new();
    for (line, f) in table.rows {
        let mut problems = Vec::new();
        if f[0].is_empty() {
            problems.push("column `company` is empty".to_owned());
        } else if let Some(first) = seen.insert(f[0].to_lowercase(), line) {
            problems.push(format!("company `{}` is already on line {first}", f[0]));
        }
        let address = f[4].replace('|', "\n");
        for (i, column, lines) in [
            (0, "company", Lines::One),
            (1, "representative", Lines::One),
            (2, "contact", Lines::Several),
            (5, "representative_phone", Lines::One),
        ] {
            if let Some(p) = text_problem(&format!("column `{column}`"), &f[i], lines) {
                problems.push(p.to_string());
            }
        }
        if let Some(p) = text_problem("column `representative_address`", &address, Lines::Several) {
            problems.push(p.to_string());
        }
        let members = if f[3].is_empty() {
            Ok(0)
        } else {
            f[3].parse::<u32>()
                .map_err(|_| format!("column `members`: `{}` is not a whole number", f[3]))
        };
        match members {
            Ok(members) if problems.is_empty() => out.push(CompanyRow {
                line,
                name: f[0].clone(),
                representative: f[1].clone(),
                contact: f[2].clone(),
                representative_address: has_address.then(|| address.clone()),
                representative_phone: has_phone.then(|| f[5].clone()),
                members,
            }),
            Ok(_) => {}
            Err(e) => problems.push(e),
        }
        bad.extend(
            problems
                .into_iter()
                .map(|message| BadEntry { line, message }),
        );
    }
    if bad.is_empty() { Ok(out) } else { Err(bad) }
}

fn parse_entry(line: u64, f: &[String], has_phone: bool) -> Result<EntryRow, Vec<String>> {
    let mut problems = Vec::new();
    for (i, name) in [(0, "division"), (1, "team"), (2, "company"), (5, "name")] {
        if f[i].is_empty() {
            problems.push(format!("column `{name}` is empty"));
        }
    }
    // Text from others stays text (issue 21).
    for (i, column, lines) in [
        (0, "division", Lines::One),
        (1, "team", Lines::One),
        (2, "company", Lines::One),
        (3, "partner", Lines::One),
        (5, "name", Lines::One),
        (7, "address", Lines::Several),
        (10, "later_employers", Lines::One),
        (13, "phone", Lines::One),
    ] {
        if let Some(p) = text_problem(&format!("column `{column}`"), &f[i], lines) {
            problems.push(p.to_string());
        }
    }
    if !f[6].is_empty()
        && let Some(p) = email_problem(&f[6])
    {
        problems.push(format!("column `email`: {p}"));
    }
    let board = match f[4].parse::<u8>() {
        Ok(b) if b >= 1 => b,
        _ => {
            problems.push(format!(
                "column `board`: `{}` is not a board number (1, 2, ...)",
                f[4]
            ));
            0
        }
    };
    let left = if f[9].is_empty() {
        None
    } else {
        match NaiveDate::parse_from_str(&f[9], "%Y-%m-%d") {
            Ok(d) => Some(d),
            Err(_) => {
                problems.push(format!(
                    "column `left`: `{}` is not a date (YYYY-MM-DD)",
                    f[9]
                ));
                None
            }
        }
    };
    let later: Vec<String> = f[10]
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    let employment = match f[8].to_lowercase().as_str() {
        "" | "employed" => Employment::Employed,
        "retired" => Employment::Retired,
        "ex-employee" => match left {
            Some(left) => Employment::ExEmployee {
                left,
                later_employers: later.clone(),
            },
            None => {
                if !f[9].is_empty() {
                    // The bad date is already reported.
                } else {
                    problems.push(
                        "an ex-employee needs the date he left (column `left`, C12)".to_owned(),
                    );
                }
                Employment::Employed
            }
        },
        other => {
            problems.push(format!(
                "column `employment`: `{other}` is not employed, retired or ex-employee"
            ));
            Employment::Employed
        }
    };
    if !matches!(employment, Employment::ExEmployee { .. })
        && (!later.is_empty() || left.is_some())
        && problems.is_empty()
    {
        problems.push("`left` and `later_employers` are for ex-employees only (C12)".to_owned());
    }
    let rating = if f[11].is_empty() {
        None
    } else {
        match f[11].parse::<u16>() {
            Ok(r) => Some(r),
            Err(_) => {
                problems.push(format!(
                    "column `rating`: `{}` is not a whole number",
                    f[11]
                ));
                None
            }
        }
    };
    let captain = match f[12].to_lowercase().as_str() {
        "" | "no" => false,
        "yes" => true,
        other => {
            problems.push(format!("column `captain`: `{other}` is not yes or empty"));
            false
        }
    };
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(EntryRow {
        line,
        division: f[0].clone(),
        team: f[1].clone(),
        company: f[2].clone(),
        partner: (!f[3].is_empty()).then(|| f[3].clone()),
        board,
        name: f[5].clone(),
        email: f[6].clone(),
        address: f[7].replace('|', "\n"),
        employment,
        rating,
        captain,
        phone: has_phone.then(|| f[13].clone()),
    })
}

/// Reads an entries file; every bad row is reported, including a board
/// given twice in a team, a team in two divisions, a team with two
/// captains, and boards that leave a gap.
pub fn read_entries(input: &[u8]) -> Result<Vec<EntryRow>, Vec<BadEntry>> {
    let table = read_table(input, &ENTRY_COLUMNS, &OPTIONAL_ENTRY_COLUMNS)?;
    let mut out: Vec<EntryRow> = Vec::new();
    let mut bad = Vec::new();
    for (line, f) in &table.rows {
        match parse_entry(*line, f, table.optional.first().copied().unwrap_or(false)) {
            Ok(row) => {
                let same_team = |r: &&EntryRow| r.team == row.team;
                if let Some(first) = out.iter().filter(same_team).find(|r| r.board == row.board) {
                    bad.push(BadEntry {
                        line: *line,
                        message: format!(
                            "board {} of `{}` is already on line {}",
                            row.board, row.team, first.line
                        ),
                    });
                } else if let Some(first) = out
                    .iter()
                    .filter(same_team)
                    .find(|r| r.division != row.division)
                {
                    bad.push(BadEntry {
                        line: *line,
                        message: format!(
                            "`{}` is in {} on line {}",
                            row.team, first.division, first.line
                        ),
                    });
                } else if let Some(first) = out
                    .iter()
                    .filter(same_team)
                    .find(|r| r.captain && row.captain)
                {
                    bad.push(BadEntry {
                        line: *line,
                        message: format!(
                            "`{}` already has a captain on line {}",
                            row.team, first.line
                        ),
                    });
                } else {
                    out.push(row);
                }
            }
            Err(problems) => {
                bad.extend(problems.into_iter().map(|message| BadEntry {
                    line: *line,
                    message,
                }));
            }
        }
    }
    // Boards 1..n without gaps, reported at the team's last row.
    let mut teams: BTreeMap<&str, Vec<&EntryRow>> = BTreeMap::new();
    for r in &out {
        teams.entry(r.team.as_str()).or_default().push(r);
    }
    for (team, rows) in teams {
        let most = rows.iter().map(|r| r.board).max().unwrap_or(0);
        if usize::from(most) != rows.len() {
            let last = rows.iter().map(|r| r.line).max().unwrap_or(0);
            bad.push(BadEntry {
                line: last,
                message: format!(
                    "`{team}` has {} players but a board {most}: boards must run 1, 2, ... without gaps",
                    rows.len()
                ),
            });
        }
    }
    if bad.is_empty() {
        Ok(out)
    } else {
        bad.sort_by_key(|b| b.line);
        Err(bad)
    }
}

/// The command that enters companies: an existing company of the same name
/// (ignoring case) is updated, a new one gets the next free id (the
/// domain's [`EntriesPlan`] decides both).
#[must_use]
pub fn companies_command(project: &Project, rows: &[CompanyRow]) -> Command {
    let mut plan = EntriesPlan::new(project);
    for r in rows {
        plan.enter_company(CompanyEntry {
            name: r.name.clone(),
            representative: r.representative.clone(),
            contact: r.contact.clone(),
            representative_address: r.representative_address.clone(),
            representative_phone: r.representative_phone.clone(),
            members: r.members,
        });
    }
    plan.command()
}

/// The teams of `rows` as the domain enters them, in the order the file
/// first names each: players by board, with the details of their rows.
/// A team whose boards do not run 1, 2, ... is a bad row (at its last).
fn team_entries(rows: &[EntryRow]) -> Result<Vec<(u64, TeamEntry)>, Vec<BadEntry>> {
    let mut teams: Vec<(u64, Vec<&EntryRow>)> = Vec::new();
    for r in rows {
        match teams
            .iter_mut()
            .find(|(_, t)| t[0].division == r.division && t[0].team == r.team)
        {
            Some((_, t)) => t.push(r),
            None => teams.push((r.line, vec![r])),
        }
    }
    let mut bad = Vec::new();
    let mut entries = Vec::with_capacity(teams.len());
    for (line, mut team) in teams {
        team.sort_by_key(|r| r.board);
        if team.iter().zip(1..).any(|(r, board)| r.board != board) {
            bad.push(BadEntry {
                line: team.iter().map(|r| r.line).max().unwrap_or(line),
                message: format!(
                    "`{}` has {} players: boards must run 1, 2, ... without gaps",
                    team[0].team,
                    team.len()
                ),
            });
            continue;
        }
        let first = team[0];
        entries.push((
            line,
            TeamEntry {
                division: first.division.clone(),
                name: first.team.clone(),
                company: first.company.clone(),
                partner: first.partner.clone(),
                captain: team.iter().find(|r| r.captain).map(|r| r.board),
                players: team
                    .iter()
                    .map(|r| EnteredPlayer {
                        name: r.name.clone(),
                        details: Some(PlayerDetails {
                            email: r.email.clone(),
                            address: r.address.clone(),
                            phone: r.phone.clone(),
                            employment: r.employment.clone(),
                            rating: r.rating,
                        }),
                    })
                    .collect(),
            },
        ));
    }
    if bad.is_empty() {
        Ok(entries)
    } else {
        Err(bad)
    }
}

/// The domain's plan entering the teams of `rows` into the current season
/// on `date` (the rules are [`ccdesk_domain::tournament::team_entry`]'s:
/// companies not entered yet come in with them, players are found or
/// added, a team of the same name in the division is replaced, the C10
/// and C11 steps are recorded), or every bad row: a team refused is
/// reported at its first row.
pub fn entries_plan<'a>(
    project: &'a Project,
    rows: &[EntryRow],
    date: NaiveDate,
) -> Result<EntriesPlan<'a>, Vec<BadEntry>> {
    let mut plan = EntriesPlan::new(project);
    let mut bad = Vec::new();
    for (line, entry) in team_entries(rows)? {
        if let Err(e) = plan.enter(entry, date) {
            bad.push(BadEntry {
                line,
                message: e.to_string(),
            });
        }
    }
    if bad.is_empty() { Ok(plan) } else { Err(bad) }
}

/// The command that enters the teams of `rows` on `date`, as
/// [`entries_plan`] plans them, or every bad row.
pub fn entries_command(
    project: &Project,
    rows: &[EntryRow],
    date: NaiveDate,
) -> Result<Command, Vec<BadEntry>> {
    entries_plan(project, rows, date).map(EntriesPlan::command)
}

/// Writes the project's companies as a companies file.
pub fn write_companies(project: &Project, output: impl Write) -> csv::Result<()> {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(output);
    w.write_record(COMPANY_COLUMNS.iter().chain(&OPTIONAL_COMPANY_COLUMNS))?;
    for c in project.companies() {
        w.write_record([
            &*text_cell(&c.name),
            &text_cell(&c.representative),
            &text_cell(&c.contact),
            &c.members.to_string(),
            &text_cell(&c.representative_address.replace('\n', "|")),
            &text_cell(&c.representative_phone),
        ])?;
    }
    w.flush()?;
    Ok(())
}

/// Writes the current season's teams as an entries file, by division,
/// team order and board.
pub fn write_entries(project: &Project, output: impl Write) -> csv::Result<()> {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(output);
    w.write_record(ENTRY_COLUMNS.iter().chain(&OPTIONAL_ENTRY_COLUMNS))?;
    let company = |c: CompanyId| project.company(c).map_or(c.to_string(), |x| x.name.clone());
    for d in project.divisions() {
        for t in &d.teams {
            for (i, &p) in t.players.iter().enumerate() {
                let Some(player) = project.player(p) else {
                    continue;
                };
                let (employment, left, later) = match &player.employment {
                    Employment::Employed => ("employed", String::new(), String::new()),
                    Employment::Retired => ("retired", String::new(), String::new()),
                    Employment::ExEmployee {
                        left,
                        later_employers,
                    } => ("ex-employee", left.to_string(), later_employers.join(";")),
                };
                w.write_record([
                    text_cell(&d.name).into_owned(),
                    text_cell(&t.name).into_owned(),
                    text_cell(&company(t.company)).into_owned(),
                    text_cell(&t.partner.map(company).unwrap_or_default()).into_owned(),
                    (i + 1).to_string(),
                    text_cell(&player.name).into_owned(),
                    text_cell(&player.email).into_owned(),
                    text_cell(&player.address.replace('\n', "|")).into_owned(),
                    employment.to_owned(),
                    left,
                    text_cell(&later).into_owned(),
                    player.rating.map(|r| r.to_string()).unwrap_or_default(),
                    if t.captain == Some(p) { "yes" } else { "" }.to_owned(),
                    text_cell(&player.phone).into_owned(),
                ])?;
            }
        }
    }
    w.flush()?;
    Ok(())
}
