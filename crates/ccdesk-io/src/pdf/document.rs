//! A document made of laid-out pages in the one embedded font, cut down to
//! the characters the pages show: the step every PDF of ccdesk ends with
//! (tables, scoresheets, postcards, labels), written once.

use std::collections::BTreeSet;

use printpdf::{Op, PdfDocument, PdfFont, PdfPage, Pt, TextItem};

use super::PdfError;
use super::font::TextFont;
use super::page::PageBuilder;

/// Every character the pages show.
fn shown_chars(pages: &[PageBuilder]) -> BTreeSet<char> {
    let mut chars = BTreeSet::new();
    for op in pages.iter().flat_map(|p| &p.ops) {
        if let Op::ShowText { items } = op {
            for item in items {
                if let TextItem::Text(t) = item {
                    chars.extend(t.chars());
                }
            }
        }
    }
    chars
}

/// A document titled `title` holding `pages` (each at its own size), with
/// `font` embedded as the subset of the characters they show.
///
/// # Errors
///
/// The font cannot be cut down to those characters.
pub(crate) fn document(
    title: &str,
    font: &TextFont,
    pages: Vec<PageBuilder>,
) -> Result<PdfDocument, PdfError> {
    let (font_id, subset) = font.subset_for(&shown_chars(&pages))?;
    let mut doc = PdfDocument::new(title);
    doc.resources
        .fonts
        .map
        .insert(font_id, PdfFont::new(subset));
    doc.with_pages(
        pages
            .into_iter()
            .map(|p| PdfPage::new(Pt(p.size.0).into(), Pt(p.size.1).into(), p.ops))
            .collect(),
    );
    Ok(doc)
}
