//! A page under construction: text in the embedded font, rules and diagrams.

use printpdf::{Color, FontId, Greyscale, Op, PdfFontHandle, Pt, TextItem, TextMatrix};

use super::font::{FONT_NAME, TextFont};

/// Paper sizes a packet can be printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 in.
    Letter,
}

impl Paper {
    /// Width and height in points.
    #[must_use]
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }
}

impl std::str::FromStr for Paper {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            _ => Err(format!("unknown paper size `{s}` (a4 or letter)")),
        }
    }
}

/// Margin on every side, in points.
pub(crate) const MARGIN: f32 = 42.0;

/// One page being laid out, top to bottom.
pub(crate) struct PageBuilder {
    /// The drawing operations so far.
    pub ops: Vec<Op>,
    /// The font for measuring.
    pub font: &'static TextFont,
    /// Page width and height in points.
    pub size: (f32, f32),
    /// The baseline of the next line, from the bottom.
    pub y: f32,
}

impl PageBuilder {
    /// An empty page.
    pub fn new(font: &'static TextFont, paper: Paper) -> Self {
        let size = paper.size();
        PageBuilder {
            ops: Vec::with_capacity(128),
            font,
            size,
            y: size.1 - MARGIN,
        }
    }

    /// Width between the margins.
    pub fn width(&self) -> f32 {
        self.size.0 - 2.0 * MARGIN
    }

    /// Room left above the bottom margin.
    pub fn room(&self) -> f32 {
        self.y - MARGIN
    }

    /// Text at a given baseline position.
    pub fn text_at(&mut self, x: f32, y: f32, size: f32, text: &str) {
        if text.is_empty() {
            return;
        }
        let round = |v: f32| (v * 100.0).round() / 100.0;
        self.ops.extend([
            Op::StartTextSection,
            Op::SetFont {
                font: PdfFontHandle::External(FontId(FONT_NAME.to_owned())),
                size: Pt(size),
            },
            Op::SetTextMatrix {
                matrix: TextMatrix::Translate(Pt(round(x)), Pt(round(y))),
            },
            Op::ShowText {
                items: vec![TextItem::Text(text.to_owned())],
            },
            Op::EndTextSection,
        ]);
    }

    /// A line of text at the left margin; moves down by `leading`.
    pub fn line(&mut self, size: f32, leading: f32, text: &str) {
        self.y -= leading - size;
        self.y -= size;
        let y = self.y;
        self.text_at(MARGIN, y, size, text);
    }

    /// `text` at the left margin, wrapped to the page's width, a line
    /// each `leading` (a long German heading breaks rather than runs off
    /// the page).
    pub fn paragraph(&mut self, size: f32, leading: f32, text: &str) {
        for l in self.wrap(text, size, self.width()) {
            self.line(size, leading, &l);
        }
    }

    /// Moves down by `gap` points.
    pub fn skip(&mut self, gap: f32) {
        self.y -= gap;
    }

    /// Splits `text` into lines no wider than `width` at `size`, breaking
    /// at spaces but never at a no-break space (so `1.\u{a0}e4` keeps its
    /// number with its move, and French `Blancs\u{a0}:` its colon, narrow
    /// or figure space alike); a word wider than the line is cut where it
    /// must be.
    ///
    /// Each word is measured once and the line's width kept as a sum of
    /// font units, so a long score wraps in linear time.
    pub fn wrap(&self, text: &str, size: f32, width: f32) -> Vec<String> {
        let font = self.font;
        let fits = |units: u32| font.to_points(units, size) <= width;
        let space = font.char_units(' ');
        let mut lines = Vec::new();
        for paragraph in text.lines() {
            let mut line = String::new();
            let mut units = 0u32;
            let breaks =
                |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}' | '\u{2007}');
            for word in paragraph.split(breaks).filter(|w| !w.is_empty()) {
                let word_units = font.units(word);
                if line.is_empty() {
                    line.push_str(word);
                    units = word_units;
                } else if fits(units + space + word_units) {
                    line.push(' ');
                    line.push_str(word);
                    units += space + word_units;
                } else {
                    lines.push(std::mem::take(&mut line));
                    line.push_str(word);
                    units = word_units;
                }
                while !fits(units) && line.chars().count() > 1 {
                    let mut cut = line.chars().count() - 1;
                    while cut > 1 && !fits(font.units(&line.chars().take(cut).collect::<String>()))
                    {
                        cut -= 1;
                    }
                    let head: String = line.chars().take(cut).collect();
                    let tail: String = line.chars().skip(cut).collect();
                    lines.push(head);
                    line = tail;
                    units = font.units(&line);
                }
            }
            lines.push(line);
        }
        lines
    }

    /// A thin horizontal rule across the text width.
    pub fn rule(&mut self) {
        self.y -= 4.0;
        let y = (self.y * 100.0).round() / 100.0;
        self.ops.extend([
            Op::SetFillColor {
                col: Color::Greyscale(Greyscale {
                    percent: 0.0,
                    icc_profile: None,
                }),
            },
            Op::DrawRectangle {
                rectangle: printpdf::Rect {
                    x: Pt(MARGIN),
                    y: Pt(y),
                    width: Pt(self.width()),
                    height: Pt(0.6),
                    mode: Some(printpdf::PaintMode::Fill),
                    winding_order: None,
                },
            },
        ]);
        self.y -= 6.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_lines_fit_keep_every_word_and_cut_a_word_too_wide() {
        let page = PageBuilder::new(TextFont::get().unwrap(), Paper::A4);
        let text = "1.\u{a0}e4 e5 2.\u{a0}Nf3 Nc6 3.\u{a0}Bb5 a6 ".repeat(30);
        let lines = page.wrap(&text, 9.0, 200.0);
        assert!(lines.len() > 5, "{lines:?}");
        for l in &lines {
            assert!(page.font.width(l, 9.0) <= 200.0, "{l}");
        }
        // Each line is as full as it can be: the next word would not fit.
        for pair in lines.windows(2) {
            let next = pair[1].split(' ').next().unwrap();
            let longer = format!("{} {next}", pair[0]);
            assert!(page.font.width(&longer, 9.0) > 200.0, "{longer}");
        }
        let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
        let rewrapped: Vec<String> = lines.join(" ").split(' ').map(str::to_owned).collect();
        assert_eq!(rewrapped, words);
        // A move number stays on the line of its move.
        assert!(lines.iter().all(|l| !l.ends_with('.')), "{lines:?}");

        let long = "x".repeat(200);
        let cut = page.wrap(&long, 9.0, 100.0);
        assert!(cut.len() > 1);
        assert_eq!(cut.concat(), long);
        assert!(cut.iter().all(|l| page.font.width(l, 9.0) <= 100.0));
        assert_eq!(page.wrap("a\n\nb", 9.0, 100.0), ["a", "", "b"]);
    }

    // French typography (issue 35): a line never breaks at the no-break
    // space before `: ; ! ?`, so no line starts with one of them.
    #[test]
    fn a_french_line_never_breaks_before_its_colon() {
        let page = PageBuilder::new(TextFont::get().unwrap(), Paper::A4);
        let text = "Blancs\u{a0}: Ann Ashworth\u{a0}; Noirs\u{a0}: Bob Bramley\u{a0}! \
                    Roque\u{a0}: aucun\u{202f}? Trait aux Blancs\u{2007}: oui "
            .repeat(4);
        // Every width holds the widest glued word (`Ashworth\u{a0};`).
        for width in (80..300).step_by(7) {
            let lines = page.wrap(&text, 9.0, width as f32);
            for l in &lines {
                assert!(!l.starts_with([':', ';', '!', '?']), "{width}: {lines:?}");
                assert!(
                    !l.ends_with(['\u{a0}', '\u{202f}', '\u{2007}']),
                    "{width}: {lines:?}"
                );
            }
            let kept: String = lines.concat();
            for glued in ["Blancs\u{a0}:", "Ashworth\u{a0};", "aucun\u{202f}?"] {
                assert!(kept.contains(glued), "{width}: {glued:?} cut in {lines:?}");
            }
        }
    }
}
