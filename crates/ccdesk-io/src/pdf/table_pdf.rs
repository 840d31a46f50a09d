//! Printed tables for the season's documents (standings, crosstable, the
//! captains' pairing list): headings, wrapped paragraphs and ruled tables
//! whose cells wrap and whose header repeats on each new page, in the
//! embedded font, then the footer and the file with only the glyphs used.

use printpdf::{Color, Greyscale, Op, PdfSaveOptions, Pt};

use super::PdfError;
use super::font::TextFont;
use super::page::{MARGIN, PageBuilder, Paper};

/// How a column's text sits in its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    /// From the left edge.
    Left,
    /// Against the right edge (numbers).
    Right,
    /// In the middle.
    Centre,
}

/// A table column: its title, its share of the width and its alignment.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Column<'a> {
    /// Printed in the header row.
    pub title: &'a str,
    /// Relative width; the columns share the text width in proportion.
    pub weight: f32,
    /// Alignment of its cells.
    pub align: Align,
}

impl<'a> Column<'a> {
    /// A left-aligned column.
    pub fn left(title: &'a str, weight: f32) -> Self {
        Column {
            title,
            weight,
            align: Align::Left,
        }
    }

    /// A right-aligned column.
    pub fn right(title: &'a str, weight: f32) -> Self {
        Column {
            title,
            weight,
            align: Align::Right,
        }
    }

    /// A centred column.
    pub fn centre(title: &'a str, weight: f32) -> Self {
        Column {
            title,
            weight,
            align: Align::Centre,
        }
    }
}

/// Padding inside a cell, left and right, in points.
const PAD: f32 = 3.0;

/// A document being laid out page by page.
pub(crate) struct Sheet {
    /// The pages so far; the last is the one being filled.
    pages: Vec<PageBuilder>,
    font: &'static TextFont,
    paper: Paper,
    landscape: bool,
    /// Printed at the top of a page that continues a section.
    continued: String,
}

impl Sheet {
    /// An empty document, its pages upright or on their side.
    pub fn new(paper: Paper, landscape: bool) -> Result<Self, PdfError> {
        let font = TextFont::get()?;
        let mut sheet = Sheet {
            pages: Vec::new(),
            font,
            paper,
            landscape,
            continued: String::new(),
        };
        sheet.new_page();
        Ok(sheet)
    }

    /// Starts a new page.
    pub fn new_page(&mut self) {
        let mut page = PageBuilder::new(self.font, self.paper);
        if self.landscape {
            let (w, h) = page.size;
            page.size = (h, w);
            page.y = w - MARGIN;
        }
        self.pages.push(page);
    }

    /// Starts a new page unless the current one is still empty.
    pub fn fresh_page(&mut self) {
        if self.page().ops.is_empty() {
            return;
        }
        self.new_page();
    }

    fn page(&mut self) -> &mut PageBuilder {
        if self.pages.is_empty() {
            self.new_page();
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    /// Width between the margins.
    pub fn width(&mut self) -> f32 {
        self.page().width()
    }

    /// Sets what a continuation page is headed with.
    pub fn set_continued(&mut self, text: impl Into<String>) {
        self.continued = text.into();
    }

    /// Makes sure `height` points fit on the page, else starts a new one
    /// headed with the continuation text.
    pub fn ensure(&mut self, height: f32) {
        if self.page().room() >= height {
            return;
        }
        self.new_page();
        if !self.continued.is_empty() {
            let text = format!("{}, continued", self.continued);
            self.page().line(9.0, 12.0, &text);
            self.page().skip(4.0);
        }
    }

    /// A heading line.
    pub fn heading(&mut self, size: f32, text: &str) {
        self.ensure(size * 3.0);
        self.page().line(size, size * 1.35, text);
    }

    /// A paragraph wrapped to the text width.
    pub fn paragraph(&mut self, size: f32, text: &str) {
        let width = self.width();
        let lines = self.page().wrap(text, size, width);
        for l in lines {
            self.ensure(size * 1.5);
            self.page().line(size, size * 1.4, &l);
        }
    }

    /// A paragraph indented by `indent` points, wrapped to the rest of the
    /// text width.
    pub fn indented(&mut self, size: f32, indent: f32, text: &str) {
        let width = self.width() - indent;
        let lines = self.page().wrap(text, size, width);
        for l in lines {
            self.ensure(size * 1.5);
            let page = self.page();
            page.y -= size * 1.4;
            let y = page.y;
            page.text_at(MARGIN + indent, y, size, &l);
        }
    }

    /// Vertical space.
    pub fn skip(&mut self, gap: f32) {
        self.page().skip(gap);
    }

    /// A ruled table: a header row (repeated on each new page), then the
    /// rows, each cell wrapped to its column.
    pub fn table(&mut self, columns: &[Column<'_>], rows: &[Vec<String>], size: f32) {
        let width = self.width();
        let widths = self.column_widths(columns, width, size);
        let leading = size * 1.3;
        let header: Vec<String> = columns.iter().map(|c| c.title.to_owned()).collect();
        self.ensure(leading * 4.0);
        self.row(columns, &widths, &header, size, leading, true);
        for cells in rows {
            let lines = self.cell_lines(&widths, cells, size);
            let height =
                lines.iter().map(Vec::len).max().unwrap_or(1).max(1) as f32 * leading + 4.0;
            if self.page().room() < height {
                self.ensure(f32::INFINITY);
                self.row(columns, &widths, &header, size, leading, true);
            }
            self.row(columns, &widths, cells, size, leading, false);
        }
        self.skip(6.0);
    }

    /// Widths sharing `width` by weight, each at least as wide as the
    /// longest word of its title (so a title breaks only between words),
    /// the others narrowed in proportion to make room.
    fn column_widths(&self, columns: &[Column<'_>], width: f32, size: f32) -> Vec<f32> {
        let least: Vec<f32> = columns
            .iter()
            .map(|c| {
                c.title
                    .split_whitespace()
                    .map(|w| self.font.width(w, size))
                    .fold(0.0, f32::max)
                    + 2.0 * PAD
            })
            .collect();
        let mut fixed = vec![false; columns.len()];
        // Columns too narrow for their title are set to it; the rest share
        // what is left by weight. Repeat while that makes another too narrow.
        loop {
            let room = width
                - least
                    .iter()
                    .zip(&fixed)
                    .filter(|(_, f)| **f)
                    .map(|(l, _)| *l)
                    .sum::<f32>();
            let weight: f32 = columns
                .iter()
                .zip(&fixed)
                .filter(|(_, f)| !**f)
                .map(|(c, _)| c.weight)
                .sum::<f32>()
                .max(f32::EPSILON);
            let widths: Vec<f32> = columns
                .iter()
                .zip(&least)
                .zip(&fixed)
                .map(|((c, l), f)| if *f { *l } else { room * c.weight / weight })
                .collect();
            let mut changed = false;
            for ((w, l), f) in widths.iter().zip(&least).zip(fixed.iter_mut()) {
                if !*f && w < l {
                    *f = true;
                    changed = true;
                }
            }
            if !changed {
                return widths;
            }
        }
    }

    fn cell_lines(&mut self, widths: &[f32], cells: &[String], size: f32) -> Vec<Vec<String>> {
        let page = self.page();
        widths
            .iter()
            .zip(cells)
            .map(|(w, text)| page.wrap(text, size, (w - 2.0 * PAD).max(size)))
            .collect()
    }

    fn row(
        &mut self,
        columns: &[Column<'_>],
        widths: &[f32],
        cells: &[String],
        size: f32,
        leading: f32,
        header: bool,
    ) {
        let lines = self.cell_lines(widths, cells, size);
        let count = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
        let font = self.font;
        let page = self.page();
        let top = page.y;
        let mut x = MARGIN;
        for ((column, w), cell) in columns.iter().zip(widths).zip(&lines) {
            for (i, text) in cell.iter().enumerate() {
                let y = top - leading * (i as f32 + 1.0) + (leading - size) / 2.0;
                let text_width = font.width(text, size);
                let at = match column.align {
                    Align::Left => x + PAD,
                    Align::Right => x + w - PAD - text_width,
                    Align::Centre => x + (w - text_width) / 2.0,
                };
                page.text_at(at, y, size, text);
            }
            x += w;
        }
        page.y = top - leading * count as f32 - 2.0;
        let thickness = if header { 0.8 } else { 0.3 };
        let grey = if header { 0.0 } else { 0.6 };
        hline(page, page.y, thickness, grey);
        page.y -= 2.0;
    }

    /// Adds the footer (`footer · page i of n`) and writes the file.
    pub fn finish(self, title: &str, footer: &str) -> Result<Vec<u8>, PdfError> {
        let mut pages = self.pages;
        let total = pages.len();
        for (i, p) in pages.iter_mut().enumerate() {
            p.text_at(
                MARGIN,
                MARGIN - 20.0,
                7.0,
                &format!("{footer} · page {} of {total}", i + 1),
            );
        }
        let doc = super::document::document(title, self.font, pages)?;
        let save = PdfSaveOptions {
            optimize: true,
            subset_fonts: false,
            secure: true,
            image_optimization: None,
        };
        let mut warnings = Vec::new();
        Ok(doc.save(&save, &mut warnings))
    }
}

fn fill(page: &mut PageBuilder, percent: f32) {
    page.ops.push(Op::SetFillColor {
        col: Color::Greyscale(Greyscale {
            percent,
            icc_profile: None,
        }),
    });
}

/// A horizontal line across the text width at `y`, `grey` from 0 (black)
/// to 1 (white); the fill colour is black again afterwards, for the text.
fn hline(page: &mut PageBuilder, y: f32, thickness: f32, grey: f32) {
    fill(page, grey);
    let width = page.width();
    page.ops.push(Op::DrawRectangle {
        rectangle: printpdf::Rect {
            x: Pt(MARGIN),
            y: Pt((y * 100.0).round() / 100.0),
            width: Pt(width),
            height: Pt(thickness),
            mode: Some(printpdf::PaintMode::Fill),
            winding_order: None,
        },
    });
    fill(page, 0.0);
}
