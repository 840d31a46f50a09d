//! The crosstable page a club website publishes: rows and columns in the
//! same order (by place), so every team's own cell is on the diagonal and
//! shaded on every row (the row striping does not paint over it), and a
//! loss to both printed as such.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::crosstable::crosstable;
use ccdesk::domain::tournament::results::current_season;
use ccdesk::io::season_export::crosstable_html;

/// The demo's first division, with one finished game scored lost by both.
fn page() -> (String, String, String) {
    let mut project = demo_project();
    let game = project
        .games()
        .iter()
        .find(|g| {
            g.result.is_some()
                && g.pairing
                    .as_ref()
                    .is_some_and(|p| p.is_current() && p.division == "Division 1")
        })
        .unwrap();
    let id = game.id;
    let (white, black) = (
        project.player_name(game.white).to_owned(),
        project.player_name(game.black).to_owned(),
    );
    let result = Some(GameResult {
        outcome: Outcome::LossToBoth,
        termination: Termination::Default,
    });
    apply(&mut project, Command::SetResult { game: id, result }).unwrap();
    (html(&project), white, black)
}

fn html(project: &Project) -> String {
    let season = current_season(project).unwrap();
    let division = project
        .divisions()
        .iter()
        .find(|d| d.name == "Division 1")
        .unwrap();
    let table = crosstable(project, season, division);
    let page = crosstable_html(project, "Crosstable", "", &[table]);
    if let Some(out) = std::env::var_os("CCDESK_CROSSTABLE_PAGE") {
        std::fs::write(out, &page).unwrap();
    }
    page
}

/// The grid's rows: each row's cells (`<td` or `<th` tags, attributes and
/// text), header first.
fn grid(page: &str) -> Vec<Vec<String>> {
    let start = page.find("<table class=\"crosstable\">").expect("the grid");
    let end = start + page[start..].find("</table>").unwrap();
    page[start..end]
        .split("<tr>")
        .skip(1)
        .map(|row| {
            row.split("<t")
                .skip(1)
                .filter(|c| c.starts_with('d') || c.starts_with('h'))
                .map(str::to_owned)
                .collect()
        })
        .collect()
}

#[test]
fn own_team_cells_are_the_diagonal_with_columns_in_row_order() {
    let (page, _, _) = page();
    let grid = grid(&page);
    let header = &grid[0];
    // Place, letter, team, one column per team, three totals.
    let teams = header.len() - 6;
    assert_eq!(grid.len() - 1, teams);
    let letter = |cell: &str| {
        cell.split('>')
            .nth(1)
            .unwrap()
            .split('<')
            .next()
            .unwrap()
            .to_owned()
    };
    let column_letters: Vec<String> = header[3..3 + teams].iter().map(|c| letter(c)).collect();
    let row_letters: Vec<String> = grid[1..]
        .iter()
        .map(|r| {
            r[1].split("<b>")
                .nth(1)
                .unwrap()
                .split('<')
                .next()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(column_letters, row_letters, "columns in the rows' order");
    for (i, row) in grid[1..].iter().enumerate() {
        let own: Vec<usize> = row
            .iter()
            .enumerate()
            .filter(|(_, c)| c.starts_with("d class=\"own\""))
            .map(|(j, _)| j)
            .collect();
        assert_eq!(own, [3 + i], "row {}: the own cell on the diagonal", i + 1);
    }
    // The own-team shading is stated after the striping and is at least as
    // specific, so even rows keep it (seen in headless Chromium).
    let stripe = page.find("tr:nth-child(even) td{").unwrap();
    let own = page.find("tr:nth-child(even) td.own{").unwrap();
    assert!(own > stripe);
    assert!(!page.contains("td.diag"));
}

// rule: C25
// rule: E12.3
#[test]
fn a_loss_to_both_is_printed_as_such_for_both_sides() {
    let (page, white, black) = page();
    let grid = grid(&page);
    let both: Vec<&String> = grid
        .iter()
        .flatten()
        .filter(|c| c.contains("loss to both"))
        .collect();
    assert_eq!(both.len(), 2, "the cell of each team against the other");
    assert!(both.iter().all(|c| c.starts_with("d class=\"both\"")));
    // In the board-by-board tables, each player's score says it too.
    for player in [white, black] {
        let row = page
            .split("<tr>")
            .find(|r| r.contains(&format!("<td class=\"team\">{player}</td>")))
            .unwrap();
        assert!(row.contains("0 (loss to both)"), "{player}: {row}");
    }
}
