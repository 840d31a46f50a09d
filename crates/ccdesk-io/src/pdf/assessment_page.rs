//! The engine's assessment on the adjudicator's sheet, on a page of its
//! own after the game's position page: only when the panel asked for it,
//! and never in the captain's submission (C24, C26).

use super::game_sheet::GameSheet;
use super::page::PageBuilder;
use ccdesk_domain::adjudication::EngineAssessment;

/// Lays out `assessment` of the game of `sheet`; returns the pages used.
pub(crate) fn assessment_pages(
    mut page: PageBuilder,
    sheet: &GameSheet,
    assessment: &EngineAssessment,
    mut next_page: impl FnMut() -> PageBuilder,
) -> Vec<PageBuilder> {
    let w = sheet.wording;
    let title = sheet.header.first().map_or("", String::as_str);
    page.paragraph(14.0, 16.0, &w.assess_title(title, false));
    page.paragraph(9.0, 12.0, w.assess_intro);
    page.rule();
    let width = page.width();
    let mut lines: Vec<(f32, String)> = Vec::new();
    for fact in assessment.summary_lines_in(sheet.language) {
        for l in page.wrap(&fact, 10.0, width) {
            lines.push((10.0, l));
        }
    }
    for l in page.wrap(&w.assess_position(&assessment.fen), 8.0, width) {
        lines.push((8.0, l));
    }
    if assessment.fen != sheet.fen {
        lines.push((9.0, w.assess_changed.to_owned()));
    }
    let mut pages = Vec::new();
    for (size, text) in lines {
        if page.room() < size * 1.5 {
            pages.push(page);
            page = next_page();
            page.paragraph(10.0, 14.0, &w.assess_title(title, true));
        }
        page.line(size, size * 1.45, &text);
    }
    pages.push(page);
    pages
}
