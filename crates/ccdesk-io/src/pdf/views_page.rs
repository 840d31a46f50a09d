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
    let title = sheet.header.first().map_or("", String::as_str);
    page.line(
        14.0,
        16.0,
        &format!("Views of the first two adjudicators: {title}"),
    );
    page.line(
        9.0,
        12.0,
        "The first two adjudicators disagree. You are the third (C26); their views follow.",
    );
    page.rule();
    let mut pages = Vec::new();
    let width = page.width();
    for (n, view) in case.first_views().into_iter().enumerate() {
        let mut lines = vec![(
            12.0,
            format!(
                "{} adjudicator: {}",
                if n == 0 { "First" } else { "Second" },
                view.verdict
            ),
        )];
        if view.reasons.trim().is_empty() {
            lines.push((9.0, "No reasons given.".to_owned()));
        } else {
            for l in page.wrap(&view.reasons, 9.0, width) {
                lines.push((9.0, l));
            }
        }
        for (size, text) in lines {
            if page.room() < size * 1.5 {
                pages.push(page);
                page = next_page();
                page.line(10.0, 14.0, &format!("Views: {title}, continued"));
            }
            page.line(size, size * 1.45, &text);
        }
        page.skip(8.0);
    }
    pages.push(page);
    pages
}
