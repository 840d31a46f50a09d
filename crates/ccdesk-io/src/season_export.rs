//! Standings and crosstables as CSV and as clean, self-contained HTML
//! pages a club website can publish (one file, inline style, no scripts,
//! no external resources), and the pairing list for captains as CSV (C16).
//!
//! # Crosstable CSV
//!
//! Header `place,letter,team,A,B,...,game_points,board_count,tiebreak`:
//! one row per team by place (then letter); the cell of row team R under
//! column letter X is the game points R scored against X followed by the
//! boards they met on in brackets, row board first (`1.5 (1-1 2-2)`);
//! `-` stands for the points while no game between them counts yet; the
//! diagonal and teams that never meet are empty.
//!
//! # Board-by-board CSV
//!
//! Header `team,board,player,opponent_team,opponent_board,opponent,white,
//! black,points`: each team's pairings by board, scores as the standings
//! CSV prints them, empty while a game counts nothing.

use std::io::Write;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::csv_cell::text_cell;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::Division;
use ccdesk_domain::tournament::crosstable::{Cell, Crosstable, Encounter};
use ccdesk_domain::tournament::score::GameScore;
use ccdesk_domain::tournament::standings::Standings;

const STYLE: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;\
margin:2em auto;max-width:90em;color:#222;padding:0 1em}\
h1{font-size:1.5em;margin-bottom:.2em}h2{font-size:1.2em;margin-top:1.6em}\
p.sub{color:#666;margin-top:0}\
table{border-collapse:collapse;margin:.5em 0 1.5em}\
th,td{border:1px solid #ccc;padding:.3em .55em;text-align:center;white-space:nowrap}\
th{background:#f0f3f7;white-space:normal}td.team,th.team{text-align:left}\
tr:nth-child(even) td{background:#fafafa}\
td.own,tr:nth-child(even) td.own{background:#d4d4d4}td.both small{color:#a33}\
td.num{text-align:right;font-variant-numeric:tabular-nums}\
small{color:#666}footer{color:#888;font-size:.85em;margin-top:2em}";

fn cell_text(cell: &Cell) -> Option<String> {
    if cell.encounters.is_empty() {
        return None;
    }
    let points = if cell.finished() == 0 {
        "-".to_owned()
    } else {
        cell.points().to_string()
    };
    Some(format!("{points} ({})", cell.boards()))
}

fn score_text(score: Option<GameScore>) -> String {
    score.map(|s| s.to_string()).unwrap_or_default()
}

/// A score on the published page: a loss to both says so (C25, E12.3).
fn score_page_text(score: Option<GameScore>) -> String {
    match score {
        Some(GameScore::LossToBoth) => "0 (loss to both)".to_owned(),
        other => score_text(other),
    }
}

fn loss_to_both(e: &Encounter) -> bool {
    [e.white, e.black].contains(&Some(GameScore::LossToBoth))
}

/// A grid cell on the published page: the points and boards, and the
/// boards where the game was scored lost by both.
fn grid_cell(cell: &Cell) -> Markup {
    let both: Vec<String> = cell
        .encounters
        .iter()
        .filter(|e| loss_to_both(e))
        .map(|e| format!("{}-{}", e.board, e.opponent_board))
        .collect();
    html! {
        @match cell_text(cell) {
            Some(text) if !both.is_empty() => {
                td.both { (text) br; small { "loss to both: " (both.join(" ")) } }
            }
            Some(text) => { td { (text) } }
            None => { td {} }
        }
    }
}

fn page(title: &str, subtitle: &str, body: Markup) -> String {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                h1 { (title) }
                @if !subtitle.is_empty() { p.sub { (subtitle) } }
                (body)
                footer { "Game points; ties by board count (lower is better), then board elimination from the bottom board up (C29, C30)." }
            }
        }
    }
    .into_string()
}

fn standings_table(standings: &Standings) -> Markup {
    html! {
        table {
            thead { tr { th { "Place" } th.team { "Team" } th { "Game points" } th { "Board count" } th { "Tie-break" } } }
            tbody {
                @for row in &standings.rows {
                    tr {
                        td.num { (row.place) }
                        td.team { (row.team) }
                        td.num { (row.game_points) }
                        td.num { (row.board_count) }
                        td { (row.tiebreak) }
                    }
                }
            }
        }
        @let deducted: Vec<_> = standings.rows.iter().filter(|r| r.working.points_deducted.halves() != 0).collect();
        @if !deducted.is_empty() {
            p { small { "Deductions: "
                @for (i, r) in deducted.iter().enumerate() {
                    @if i > 0 { "; " }
                    (r.team) " −" (r.working.points_deducted)
                }
            } }
        }
    }
}

/// The standings of one or more divisions as a self-contained HTML page.
#[must_use]
pub fn standings_html(title: &str, divisions: &[(String, Standings)]) -> String {
    let body = html! {
        @for (name, standings) in divisions {
            h2 { (name) }
            @if let Some(p) = standings.provisional() {
                p { b { (p) } }
            }
            (standings_table(standings))
        }
    };
    page(title, "", body)
}

fn crosstable_markup(project: &Project, table: &Crosstable) -> Markup {
    let rows = table.by_place();
    // The columns in the rows' order (by place), so that each team's own
    // cell is on the diagonal; `row.cells` are in letter order. Each entry
    // is a position found in `table.rows`, so indexing it cannot fail.
    let columns: Vec<usize> = rows
        .iter()
        .filter_map(|r| table.rows.iter().position(|c| c.team == r.team))
        .collect();
    let empty = Cell::default();
    html! {
        h2 { (table.division) }
        table.crosstable {
            thead { tr {
                th { "Place" } th { "" } th.team { "Team" }
                @for &c in &columns { th { (table.rows[c].letter) } }
                th { "Game points" } th { "Board count" } th { "Tie-break" }
            } }
            tbody {
                @for row in &rows {
                    tr {
                        td.num { (row.standing.as_ref().map_or(String::new(), |s| s.place.to_string())) }
                        td { b { (row.letter) } }
                        td.team { (row.name) }
                        @for &c in &columns {
                            @if table.rows[c].team == row.team {
                                td.own title=(format!("{}: own team", row.name)) {}
                            } @else {
                                (grid_cell(row.cells.get(c).unwrap_or(&empty)))
                            }
                        }
                        td.num { (row.standing.as_ref().map_or(String::new(), |s| s.game_points.to_string())) }
                        td.num { (row.standing.as_ref().map_or(String::new(), |s| s.board_count.to_string())) }
                        td { (row.standing.as_ref().map_or(String::new(), |s| s.tiebreak.to_string())) }
                    }
                }
            }
        }
        p { small { "Rows and columns in order of place; each cell: game points of the row team against the column team, with the boards they met on (row board–column board); “-” while no game between them has finished; “loss to both”: a game scored lost by both players, 0 to each (C25, E12.3); shaded: the team's own cell." } }
        @for row in &table.rows {
            h2 { (row.letter) " " (row.name) ": board by board" }
            table {
                thead { tr { th { "Board" } th.team { "Player" } th.team { "Opponent" } th { "White" } th { "Black" } th { "Points" } } }
                tbody {
                    @for e in &row.boards {
                        tr {
                            td.num { (e.board) }
                            td.team { (e.player.map_or("?", |p| project.player_name(p))) }
                            td.team {
                                (e.opponent.map_or("?", |p| project.player_name(p)))
                                " " small { "(" (team_name(table, e.opponent_team)) ", board " (e.opponent_board) ")" }
                            }
                            td { (score_page_text(e.white)) }
                            td { (score_page_text(e.black)) }
                            td.num { @if e.finished() > 0 { (e.points()) } }
                        }
                    }
                }
            }
        }
    }
}

fn team_name(table: &Crosstable, team: ccdesk_domain::ids::TeamId) -> String {
    table
        .rows
        .iter()
        .find(|r| r.team == team)
        .map_or_else(|| team.to_string(), |r| format!("{} {}", r.letter, r.name))
}

/// Crosstables (with each team's board-by-board view) of one or more
/// divisions as a self-contained HTML page.
#[must_use]
pub fn crosstable_html(
    project: &Project,
    title: &str,
    subtitle: &str,
    tables: &[Crosstable],
) -> String {
    let body = html! {
        @for t in tables { (crosstable_markup(project, t)) }
    };
    page(title, subtitle, body)
}

/// Writes a crosstable as CSV (see the module documentation).
pub fn write_crosstable_csv(table: &Crosstable, output: impl Write) -> csv::Result<()> {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(output);
    let mut header = vec!["place".to_owned(), "letter".to_owned(), "team".to_owned()];
    header.extend(table.rows.iter().map(|r| r.letter.clone()));
    header.extend(["game_points", "board_count", "tiebreak"].map(str::to_owned));
    w.write_record(&header)?;
    for row in table.by_place() {
        let standing = row.standing.as_ref();
        let mut record = vec![
            standing.map_or(String::new(), |s| s.place.to_string()),
            row.letter.clone(),
            text_cell(&row.name).into_owned(),
        ];
        for (i, cell) in row.cells.iter().enumerate() {
            let diagonal = table.rows.get(i).is_some_and(|c| c.team == row.team);
            record.push(if diagonal {
                String::new()
            } else {
                cell_text(cell).unwrap_or_default()
            });
        }
        record.push(standing.map_or(String::new(), |s| s.game_points.to_string()));
        record.push(standing.map_or(String::new(), |s| s.board_count.to_string()));
        record.push(standing.map_or(String::new(), |s| s.tiebreak.to_string()));
        w.write_record(&record)?;
    }
    w.flush()?;
    Ok(())
}

/// Writes every team's board-by-board view as CSV (see the module
/// documentation).
pub fn write_boards_csv(
    project: &Project,
    table: &Crosstable,
    output: impl Write,
) -> csv::Result<()> {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(output);
    w.write_record([
        "team",
        "board",
        "player",
        "opponent_team",
        "opponent_board",
        "opponent",
        "white",
        "black",
        "points",
    ])?;
    for row in &table.rows {
        for e in &row.boards {
            w.write_record([
                text_cell(&row.name).into_owned(),
                e.board.to_string(),
                text_cell(e.player.map_or("?", |p| project.player_name(p))).into_owned(),
                table
                    .rows
                    .iter()
                    .find(|r| r.team == e.opponent_team)
                    .map_or_else(
                        || e.opponent_team.to_string(),
                        |r| text_cell(&r.name).into_owned(),
                    ),
                e.opponent_board.to_string(),
                text_cell(e.opponent.map_or("?", |p| project.player_name(p))).into_owned(),
                score_text(e.white),
                score_text(e.black),
                if e.finished() > 0 {
                    e.points().to_string()
                } else {
                    String::new()
                },
            ])?;
        }
    }
    w.flush()?;
    Ok(())
}

/// Columns of the pairing list for captains (C16).
pub const PAIRING_LIST_COLUMNS: [&str; 14] = [
    "division",
    "team",
    "board",
    "player",
    "colour",
    "opponent_team",
    "opponent_board",
    "opponent",
    "opponent_address",
    "opponent_email",
    "opposing_captain",
    "opposing_captain_address",
    "opposing_captain_phone",
    "game",
];

/// Writes the pairing list for captains (C16): for each team (in letter
/// order) and board, one row per game (White first, C17) with the
/// opponent's correspondence address and the opposing captain's name and
/// address. Address lines are joined with `, `.
pub fn write_pairing_list(
    project: &Project,
    division: &Division,
    output: impl Write,
) -> csv::Result<()> {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(output);
    w.write_record(PAIRING_LIST_COLUMNS)?;
    let address = |p: Option<ccdesk_domain::ids::PlayerId>| {
        p.and_then(|p| project.player(p))
            .map_or(String::new(), |x| {
                text_cell(&x.address.replace('\n', ", ")).into_owned()
            })
    };
    let email = |p: Option<ccdesk_domain::ids::PlayerId>| {
        p.and_then(|p| project.player(p))
            .map_or(String::new(), |x| text_cell(&x.email).into_owned())
    };
    // rule: C16 — the opposing captain's telephone number.
    let phone = |p: Option<ccdesk_domain::ids::PlayerId>| {
        p.and_then(|p| project.player(p))
            .map_or(String::new(), |x| text_cell(&x.phone).into_owned())
    };
    let name = |p: Option<ccdesk_domain::ids::PlayerId>| {
        p.map_or(String::new(), |p| {
            text_cell(project.player_name(p)).into_owned()
        })
    };
    for team in &division.teams {
        let mut seats = Vec::new();
        for p in &division.pairings {
            if p.team == team.id {
                seats.push((p.board, p.opponent_team, p.opponent_board));
            } else if p.opponent_team == team.id {
                seats.push((p.opponent_board, p.team, p.board));
            }
        }
        seats.sort();
        for (board, opponent_team, opponent_board) in seats {
            let me = team.player_on(board);
            let other = division.team(opponent_team);
            let opponent = other.and_then(|t| t.player_on(opponent_board));
            let captain = other.and_then(|t| t.captain);
            for (colour, white, black) in [
                ("white", (team.id, board), (opponent_team, opponent_board)),
                ("black", (opponent_team, opponent_board), (team.id, board)),
            ] {
                let game = ccdesk_domain::tournament::results::pairing_game(
                    project,
                    &division.name,
                    white,
                    black,
                )
                .map_or(String::new(), |g| g.id.to_string());
                w.write_record([
                    text_cell(&division.name).into_owned(),
                    text_cell(&team.name).into_owned(),
                    board.to_string(),
                    name(me),
                    colour.to_owned(),
                    other.map_or(String::new(), |t| text_cell(&t.name).into_owned()),
                    opponent_board.to_string(),
                    name(opponent),
                    address(opponent),
                    email(opponent),
                    name(captain),
                    address(captain),
                    phone(captain),
                    game,
                ])?;
            }
        }
    }
    w.flush()?;
    Ok(())
}
