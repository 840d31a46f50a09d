//! The standings of a season's divisions as PDF (C29, C30): per division a
//! table of place, team, game points, board count and what decided the
//! place, the deductions with their reasons (C15, C21), and each team's
//! working so a captain can check it.

use super::PdfError;
use super::page::Paper;
use super::table_pdf::{Column, Sheet};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::results::{division_deductions, division_standings};
use ccdesk_domain::tournament::standings::{Deduction, Standings};
use ccdesk_domain::tournament::{Division, Season};

/// One division's standings and the deductions behind them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingsSection {
    /// The division's name.
    pub division: String,
    /// Its standings.
    pub standings: Standings,
    /// The game points deducted, with their reasons (C15, C21).
    pub deductions: Vec<Deduction>,
}

/// The sections of `divisions` of `season`, deductions included.
#[must_use]
pub fn standings_sections(
    project: &Project,
    season: &Season,
    divisions: &[&Division],
) -> Vec<StandingsSection> {
    divisions
        .iter()
        .map(|d| StandingsSection {
            division: d.name.clone(),
            standings: division_standings(project, season, d),
            deductions: division_deductions(season, d)
                .into_iter()
                .filter(|x| x.points.halves() != 0)
                .collect(),
        })
        .collect()
}

/// Writes the standings of `sections` as PDF bytes, headed `title` and
/// `subtitle` (such as "as of 2026-03-01").
pub fn write_standings_pdf(
    title: &str,
    subtitle: &str,
    sections: &[StandingsSection],
    paper: Paper,
) -> Result<Vec<u8>, PdfError> {
    let mut sheet = Sheet::new(paper, false)?;
    sheet.heading(16.0, title);
    if !subtitle.is_empty() {
        sheet.paragraph(9.0, subtitle);
    }
    sheet.paragraph(
        8.0,
        "Game points (1 a win, ½ a draw, less deductions, C29); ties by board count (own board for a win, half of it for a draw, lower is better), then board elimination from the bottom board up, else the place is shared (C30).",
    );
    sheet.skip(6.0);
    for section in sections {
        sheet.set_continued(format!("{}: {}", title, section.division));
        sheet.heading(13.0, &section.division);
        if let Some(p) = section.standings.provisional() {
            sheet.paragraph(10.0, &p);
        }
        let rows: Vec<Vec<String>> = section
            .standings
            .rows
            .iter()
            .map(|r| {
                vec![
                    r.place.to_string(),
                    r.team.clone(),
                    r.game_points.to_string(),
                    r.board_count.to_string(),
                    r.tiebreak.to_string(),
                ]
            })
            .collect();
        if rows.is_empty() {
            sheet.paragraph(9.0, "No teams yet.");
            continue;
        }
        sheet.table(
            &[
                Column::right("place", 0.8),
                Column::left("team", 4.0),
                Column::right("game points", 1.6),
                Column::right("board count", 1.6),
                Column::left("tie-break", 2.6),
            ],
            &rows,
            10.0,
        );
        if !section.deductions.is_empty() {
            sheet.heading(10.0, "Deductions (C15, C21)");
            let rows: Vec<Vec<String>> = section
                .deductions
                .iter()
                .map(|d| vec![d.team.clone(), format!("−{}", d.points), d.reason.clone()])
                .collect();
            sheet.table(
                &[
                    Column::left("team", 2.5),
                    Column::right("game points", 1.2),
                    Column::left("reason", 6.0),
                ],
                &rows,
                9.0,
            );
        }
        sheet.heading(10.0, "Working");
        for row in &section.standings.rows {
            let lines = row.working_lines();
            sheet.ensure(lines.len() as f32 * 11.0 + 4.0);
            for (i, l) in lines.iter().enumerate() {
                sheet.indented(8.0, if i == 0 { 0.0 } else { 14.0 }, l);
            }
            sheet.skip(3.0);
        }
        sheet.skip(10.0);
    }
    sheet.finish(title, &format!("{title} · standings (C29, C30)"))
}
