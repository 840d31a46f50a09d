//! The page telling a third adjudicator the first two views (C26).

use super::game_sheet::GameSheet;
use super::page::PageBuilder;
use ccdesk_domain::adjudication::AdjudicationCase;

/// Lays out the views of the first two adjudicators; returns the pages used.
pub(crate) fn views_pages(
    mut page: PageBuilder,
    sheet: &GameSheet,
    case: &AdjudicationCase,
    mut next_page: impl FnMut() -> PageBuilder,
) -> Vec<PageBuilder> {
    let w = sheet.wording;
    let title = sheet.header.first().map_or("", String::as_str);
    page.paragraph(14.0, 16.0, &w.views_title(title, false));
    page.paragraph(9.0, 12.0, w.views_intro);
    page.rule();
    let mut pages = Vec::new();
    let width = page.width();
    for (n, view) in case.first_views().into_iter().enumerate() {
        let mut lines = vec![(12.0, w.adjudicator_view(n, view.verdict))];
        if view.reasons.trim().is_empty() {
            lines.push((9.0, w.views_no_reasons.to_owned()));
        } else {
            for l in page.wrap(&view.reasons, 9.0, width) {
                lines.push((9.0, l));
            }
        }
        for (size, text) in lines {
            if page.room() < size * 1.5 {
                pages.push(page);
                page = next_page();
                page.paragraph(10.0, 14.0, &w.views_title(title, true));
            }
            page.line(size, size * 1.45, &text);
        }
        page.skip(8.0);
    }
    pages.push(page);
    pages
}
