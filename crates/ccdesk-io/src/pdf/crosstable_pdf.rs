//! The crosstable of a season's divisions as PDF, on landscape pages: per
//! division the team x team grid (each cell the row team's game points
//! against the column team and the boards they met on), with game points,
//! board count and place (C29, C30); then each team board by board.

use super::PdfError;
use super::page::Paper;
use super::table_pdf::{Column, Sheet};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::crosstable::{Cell, Crosstable, Encounter};
use ccdesk_domain::tournament::score::GameScore;

/// A grid cell: `1½ (1-1 2-2)`, `- (1-1)` before any game counts, empty
/// when the teams do not meet.
fn cell_text(cell: &Cell) -> String {
    if cell.encounters.is_empty() {
        String::new()
    } else if cell.finished() == 0 {
        format!("- ({})", cell.boards())
    } else {
        format!("{} ({})", cell.points(), cell.boards())
    }
}

fn score(s: Option<GameScore>) -> String {
    s.map_or_else(|| "-".to_owned(), |s| s.to_string())
}

/// Writes the crosstables of `tables` as PDF bytes, headed `title` and
/// `subtitle`.
pub fn write_crosstable_pdf(
    project: &Project,
    title: &str,
    subtitle: &str,
    tables: &[Crosstable],
    paper: Paper,
) -> Result<Vec<u8>, PdfError> {
    let mut sheet = Sheet::new(paper, true)?;
    for (i, table) in tables.iter().enumerate() {
        if i > 0 {
            sheet.fresh_page();
        }
        sheet.set_continued(format!("{title}: {}", table.division));
        sheet.heading(15.0, &format!("{title}: {}", table.division));
        if !subtitle.is_empty() {
            sheet.paragraph(9.0, subtitle);
        }
        sheet.paragraph(
            8.0,
            "Each cell: the row team's game points against the column team, and the boards they met on (row board-column board). Places by game points, then board count, then board elimination (C29, C30).",
        );
        sheet.skip(4.0);
        let n = table.rows.len();
        let mut columns = vec![Column::centre("", 0.6), Column::left("team", 3.2)];
        for r in &table.rows {
            columns.push(Column::centre(&r.letter, 2.2));
        }
        columns.extend([
            Column::right("points", 1.2),
            Column::right("board count", 1.4),
            Column::right("place", 0.9),
        ]);
        let rows: Vec<Vec<String>> = table
            .rows
            .iter()
            .map(|row| {
                let mut cells = vec![row.letter.clone(), row.name.clone()];
                for (j, cell) in row.cells.iter().enumerate().take(n) {
                    if table.rows.get(j).is_some_and(|c| c.team == row.team) {
                        cells.push("×".to_owned());
                    } else {
                        cells.push(cell_text(cell));
                    }
                }
                let s = row.standing.as_ref();
                cells.push(s.map_or(String::new(), |s| s.game_points.to_string()));
                cells.push(s.map_or(String::new(), |s| s.board_count.to_string()));
                cells.push(s.map_or(String::new(), |s| s.place.to_string()));
                cells
            })
            .collect();
        let size = if n > 10 { 7.0 } else { 9.0 };
        sheet.table(&columns, &rows, size);
        sheet.heading(12.0, "Board by board");
        for row in &table.rows {
            sheet.heading(10.0, &format!("{} {}", row.letter, row.name));
            let lines: Vec<Vec<String>> = row
                .boards
                .iter()
                .map(|e: &Encounter| {
                    let opponent_team = table
                        .rows
                        .iter()
                        .find(|r| r.team == e.opponent_team)
                        .map_or(String::new(), |r| format!("{} {}", r.letter, r.name));
                    vec![
                        e.board.to_string(),
                        e.player
                            .map_or("?".to_owned(), |p| project.player_name(p).to_owned()),
                        opponent_team,
                        e.opponent_board.to_string(),
                        e.opponent
                            .map_or("?".to_owned(), |p| project.player_name(p).to_owned()),
                        score(e.white),
                        score(e.black),
                        e.points().to_string(),
                    ]
                })
                .collect();
            if lines.is_empty() {
                sheet.paragraph(8.0, "Not paired yet.");
                continue;
            }
            sheet.table(
                &[
                    Column::right("board", 0.8),
                    Column::left("player", 3.0),
                    Column::left("opposing team", 3.0),
                    Column::right("their board", 1.1),
                    Column::left("opponent", 3.0),
                    Column::centre("with White", 1.1),
                    Column::centre("with Black", 1.1),
                    Column::right("points", 1.0),
                ],
                &lines,
                8.0,
            );
        }
    }
    sheet.finish(title, &format!("{title} · crosstable (C29, C30)"))
}
