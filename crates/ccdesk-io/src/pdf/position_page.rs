//! The position page of a game (C24, C26): header, two diagrams of the
//! final position with the facts under each, and the game score.

use super::diagram::{diagram_extent, diagram_ops};
use super::game_sheet::GameSheet;
use super::page::{MARGIN, PageBuilder};

/// Largest square, in points.
const MAX_SQUARE: f32 = 26.0;
/// Gap between the two diagrams.
const GAP: f32 = 28.0;
/// Score text size and leading.
const SCORE_SIZE: f32 = 9.0;
const SCORE_LEADING: f32 = 12.0;

/// Lays out the position page of `sheet`; returns the pages (more than
/// one only when the score does not fit).
pub(crate) fn position_pages(
    mut page: PageBuilder,
    sheet: &GameSheet,
    mut next_page: impl FnMut() -> PageBuilder,
) -> Vec<PageBuilder> {
    page.paragraph(14.0, 16.0, &sheet.event);
    for h in &sheet.header {
        page.paragraph(10.0, 13.5, h);
    }
    page.rule();

    // Two diagrams side by side.
    let square = ((page.width() - GAP) / 2.0 / diagram_extent(1.0)).min(MAX_SQUARE);
    let extent = diagram_extent(square);
    let total = 2.0 * extent + GAP;
    let left = MARGIN + (page.width() - total) / 2.0;
    let top = page.y - 6.0;
    let bottom = top - extent;
    for i in 0..2 {
        let x = left + i as f32 * (extent + GAP);
        page.ops
            .extend(diagram_ops(&sheet.position, x, bottom, square));
        let mut y = bottom - 4.0;
        for (n, fact) in sheet.facts.iter().enumerate() {
            let size = if n == 0 { 10.5 } else { 8.5 };
            y -= size + 3.0;
            page.text_at(x + 0.05 * extent, y, size, fact);
        }
        let fen_width = extent * 0.95;
        for line in fen_lines(&page, &sheet.fen, 6.0, fen_width) {
            y -= 8.0;
            page.text_at(x + 0.05 * extent, y, 6.0, &line);
        }
        if i == 1 {
            page.y = y - 8.0;
        }
    }
    page.rule();

    // The score, continued on further pages if it must.
    let mut pages = Vec::new();
    let w = sheet.wording;
    page.line(10.0, 14.0, w.pos_score);
    let lines = page.wrap(&sheet.score, SCORE_SIZE, page.width());
    let mut current = page;
    for line in lines {
        if current.room() < SCORE_LEADING {
            pages.push(current);
            current = next_page();
            current.line(
                10.0,
                14.0,
                &w.score_continued(sheet.header.first().map_or("", String::as_str)),
            );
        }
        current.line(SCORE_SIZE, SCORE_LEADING, &line);
    }
    pages.push(current);
    pages
}

/// Splits a FEN into lines no wider than `width`, after a `/` or before
/// the side to move.
fn fen_lines(page: &PageBuilder, fen: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = vec![String::new()];
    let mut token = String::new();
    let flush = |token: &mut String, lines: &mut Vec<String>| {
        let last = lines.len() - 1;
        let joined = format!("{}{token}", lines[last]);
        if page.font.width(&joined, size) > width && !lines[last].is_empty() {
            lines.push(token.trim_start().to_owned());
        } else {
            lines[last] = joined;
        }
        token.clear();
    };
    let mut spaces = 0;
    for c in fen.chars() {
        if c == ' ' {
            // Break before the side to move, never inside the last fields.
            spaces += 1;
            if spaces == 1 {
                flush(&mut token, &mut lines);
            }
        }
        token.push(c);
        if c == '/' {
            flush(&mut token, &mut lines);
        }
    }
    flush(&mut token, &mut lines);
    lines
}
