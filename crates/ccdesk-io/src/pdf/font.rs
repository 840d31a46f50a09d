//! The embedded text font (DejaVu Sans): metrics for layout, glyph
//! outlines for the diagrams, and the subset written into each file.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use printpdf::{FontId, ParsedFont};

use super::PdfError;
use super::sfnt::Sfnt;
use super::subset::subset;

/// The font file shipped in `assets/fonts` (see its licence there).
pub(crate) const DEJAVU_SANS: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans.ttf");

/// The font's resource name in every page.
pub(crate) const FONT_NAME: &str = "F1";

/// The parsed font, read once per process.
pub(crate) struct TextFont {
    /// printpdf's view of the full font (character map, advance widths).
    pub parsed: ParsedFont,
    units_per_em: f32,
    /// Advance widths of the characters below [`WIDTH_TABLE`], looked up
    /// once: measuring text is the hot loop of word wrapping.
    widths: Vec<u16>,
}

/// Characters below this have their advance width in a table (Latin,
/// punctuation, arrows and the chess symbols at U+2654..U+265F).
const WIDTH_TABLE: u32 = 0x2700;

static FONT: OnceLock<Option<TextFont>> = OnceLock::new();

impl TextFont {
    /// The shared font.
    pub fn get() -> Result<&'static TextFont, PdfError> {
        FONT.get_or_init(|| {
            let mut warnings = Vec::new();
            let mut parsed = ParsedFont::from_bytes(DEJAVU_SANS, 0, &mut warnings)?;
            parsed.font_name = Some("DejaVuSans".to_owned());
            let units_per_em = f32::from(parsed.units_per_em.max(1));
            let widths = (0..WIDTH_TABLE)
                .map(|c| {
                    parsed
                        .lookup_glyph_index(c)
                        .and_then(|g| parsed.get_glyph_width(g))
                        .unwrap_or(0)
                })
                .collect();
            Some(TextFont {
                parsed,
                units_per_em,
                widths,
            })
        })
        .as_ref()
        .ok_or(PdfError::Font)
    }

    /// The glyph of `c`, if the font has one.
    pub fn glyph(&self, c: char) -> Option<u16> {
        self.parsed.lookup_glyph_index(u32::from(c))
    }

    /// Width of `text` set at `size` points.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        self.to_points(self.units(text), size)
    }

    /// Width of `text` in font units (0 for a character without glyph).
    pub fn units(&self, text: &str) -> u32 {
        text.chars().map(|c| self.char_units(c)).sum()
    }

    /// Advance width of `c` in font units.
    pub fn char_units(&self, c: char) -> u32 {
        match self.widths.get(c as usize) {
            Some(&w) => u32::from(w),
            None => self
                .glyph(c)
                .and_then(|g| self.parsed.get_glyph_width(g))
                .map_or(0, u32::from),
        }
    }

    /// Font units as points at `size`.
    pub fn to_points(&self, units: u32, size: f32) -> f32 {
        units as f32 * size / self.units_per_em
    }

    /// A copy of the font carrying only the glyphs of `chars`, for embedding.
    pub fn subset_for(&self, chars: &BTreeSet<char>) -> Result<(FontId, ParsedFont), PdfError> {
        let used: BTreeSet<u16> = chars.iter().filter_map(|c| self.glyph(*c)).collect();
        let bytes = subset(DEJAVU_SANS, &used).ok_or(PdfError::Font)?;
        let mut font = self.parsed.clone();
        font.original_bytes = bytes;
        Ok((FontId(FONT_NAME.to_owned()), font))
    }

    /// The font's tables, for glyph outlines.
    pub fn sfnt() -> Result<Sfnt<'static>, PdfError> {
        Sfnt::parse(DEJAVU_SANS).ok_or(PdfError::Font)
    }
}
