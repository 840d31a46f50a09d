//! The claim sheet of a game, kept apart from the diagrams (C24).

use super::game_sheet::GameSheet;
use super::page::PageBuilder;
use ccdesk_domain::adjudication::AdjudicationCase;
use ccdesk_domain::colour::Colour;

/// Lays out the claims of `case` (or a blank claim form for a side that
/// has not claimed); returns the pages used.
pub(crate) fn claim_pages(
    mut page: PageBuilder,
    sheet: &GameSheet,
    case: Option<&AdjudicationCase>,
    mut next_page: impl FnMut() -> PageBuilder,
) -> Vec<PageBuilder> {
    let w = sheet.wording;
    let title = sheet.header.first().map_or("", String::as_str);
    page.paragraph(14.0, 16.0, &w.claim_title(title, false));
    page.paragraph(9.0, 12.0, w.claim_apart);
    for h in sheet.header.iter().skip(1).take(2) {
        page.paragraph(10.0, 13.5, h);
    }
    page.rule();
    let mut pages = Vec::new();
    let width = page.width();
    for side in [Colour::White, Colour::Black] {
        let claim = case.and_then(|c| c.claim(side));
        let mut lines: Vec<(f32, String)> = Vec::new();
        match claim {
            Some(c) => {
                let win = c.kind == ccdesk_domain::adjudication::ClaimKind::Win;
                lines.push((12.0, w.claim(side.into(), win)));
                lines.push((9.0, w.claim_received(c.submitted)));
                if c.has_analysis() {
                    lines.push((10.0, w.claim_analysis.to_owned()));
                    for l in page.wrap(&c.analysis, 9.0, width) {
                        lines.push((9.0, l));
                    }
                } else {
                    lines.push((9.0, w.claim_no_analysis.to_owned()));
                }
            }
            None => {
                lines.push((12.0, w.claim_form(side.into())));
                lines.push((10.0, w.claim_analysis_optional.to_owned()));
                for _ in 0..6 {
                    lines.push((9.0, "_".repeat(90)));
                }
                lines.push((10.0, w.claim_signatures.to_owned()));
            }
        }
        for (size, text) in lines {
            if page.room() < size * 1.5 {
                pages.push(page);
                page = next_page();
                page.paragraph(10.0, 14.0, &w.claim_title(title, true));
            }
            page.line(size, size * 1.45, &text);
        }
        page.skip(8.0);
    }
    pages.push(page);
    pages
}
