//! Chess diagrams as vector graphics: the board and each of the twelve
//! pieces are drawn once as form XObjects and placed on every diagram.
//!
//! A white piece is the outline glyph over a white silhouette; a black
//! piece is the filled glyph with a ring around it (C24: "the black pieces
//! ringed"), so the colours survive photocopying and faxing.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::OnceLock;

use printpdf::{
    Color as PdfColor, DictItem, ExternalStream, ExternalXObject, Greyscale, Op, PaintMode, Pt,
    Rect, XObjectId, XObjectTransform,
};
use shakmaty::{Chess, Color, Position, Role, Square};

use super::PdfError;
use super::font::TextFont;
use super::glyph::{Contour, Outlines, bounds, signed_area, write_path};

/// Form units per square.
const UNIT: f32 = 1000.0;
/// Grey of the dark squares (0 = black, 1 = white).
const DARK_SQUARE: &str = "0.72";
/// Room for coordinates left of and below the board, in form units.
const MARGIN: f32 = 420.0;

/// The forms of one document: the board and the twelve pieces.
pub(crate) struct DiagramForms {
    /// Form content streams by resource name.
    streams: Vec<(String, Vec<u8>, [f32; 4])>,
}

static FORMS: OnceLock<Result<DiagramForms, PdfError>> = OnceLock::new();

fn piece_char(colour: Color, role: Role) -> char {
    let white = match role {
        Role::King => '\u{2654}',
        Role::Queen => '\u{2655}',
        Role::Rook => '\u{2656}',
        Role::Bishop => '\u{2657}',
        Role::Knight => '\u{2658}',
        Role::Pawn => '\u{2659}',
    };
    match colour {
        Color::White => white,
        Color::Black => char::from_u32(u32::from(white) + 6).unwrap_or(white),
    }
}

/// The resource name of a piece's form.
fn piece_name(colour: Color, role: Role) -> String {
    format!(
        "{}{}",
        if colour.is_white() { 'W' } else { 'B' },
        role.char().to_ascii_uppercase()
    )
}

/// The resource name of the board's form.
const BOARD: &str = "Bd";

impl DiagramForms {
    /// The shared forms, built once per process from the font's outlines.
    pub fn get() -> Result<&'static DiagramForms, PdfError> {
        FORMS.get_or_init(build).as_ref().map_err(Clone::clone)
    }

    /// The forms as printpdf XObjects, to register in a document.
    pub fn xobjects(&self) -> impl Iterator<Item = (XObjectId, ExternalXObject)> + '_ {
        self.streams.iter().map(|(name, content, bbox)| {
            let mut dict = BTreeMap::new();
            dict.insert("Type".to_owned(), DictItem::Name(b"XObject".to_vec()));
            dict.insert("Subtype".to_owned(), DictItem::Name(b"Form".to_vec()));
            dict.insert(
                "BBox".to_owned(),
                DictItem::Array(bbox.iter().map(|v| DictItem::Real(*v)).collect()),
            );
            (
                XObjectId(name.clone()),
                ExternalXObject {
                    stream: ExternalStream {
                        dict,
                        content: content.clone(),
                        compress: true,
                    },
                    width: None,
                    height: None,
                    dpi: None,
                },
            )
        })
    }
}

fn glyph_contours(
    outlines: &Outlines<'_>,
    font: &TextFont,
    c: char,
) -> Result<Vec<Contour>, PdfError> {
    let gid = font.glyph(c).ok_or(PdfError::Font)?;
    Ok(outlines.contours(gid))
}

fn build() -> Result<DiagramForms, PdfError> {
    let font = TextFont::get()?;
    let sfnt = TextFont::sfnt()?;
    let outlines = Outlines::new(&sfnt).ok_or(PdfError::Font)?;
    let mut streams = Vec::new();

    // One scale and baseline for all pieces, so they stand in line.
    let mut all = Vec::new();
    for colour in [Color::White, Color::Black] {
        for role in Role::ALL {
            all.extend(glyph_contours(&outlines, font, piece_char(colour, role))?);
        }
    }
    let (_, y0, _, y1) = bounds(&all);
    let scale = 0.74 * UNIT / (y1 - y0).max(1.0);
    let dy = 0.13 * UNIT - y0 * scale;
    for colour in [Color::White, Color::Black] {
        for role in Role::ALL {
            let glyph = glyph_contours(&outlines, font, piece_char(colour, role))?;
            let (x0, _, x1, _) = bounds(&glyph);
            let dx = UNIT / 2.0 - (x0 + x1) / 2.0 * scale;
            let mut s = String::new();
            if colour.is_white() {
                // The silhouette: the contours turning the same way as the
                // largest one (the outer ones), filled white.
                let outer = glyph
                    .iter()
                    .map(|c| signed_area(c))
                    .fold(0.0f32, |m, a| if a.abs() > m.abs() { a } else { m });
                s.push_str("1 g\n");
                write_path(
                    &mut s,
                    glyph
                        .iter()
                        .filter(|c| signed_area(c).signum() == outer.signum()),
                    scale,
                    dx,
                    dy,
                );
                s.push_str("f\n0 g\n");
                write_path(&mut s, &glyph, scale, dx, dy);
                s.push_str("f\n");
            } else {
                s.push_str("0 g\n");
                write_path(&mut s, &glyph, scale, dx, dy);
                s.push_str("f\n0 G 42 w\n");
                circle(&mut s, UNIT / 2.0, UNIT / 2.0, 0.455 * UNIT);
                s.push_str("S\n");
            }
            streams.push((
                piece_name(colour, role),
                s.into_bytes(),
                [0.0, 0.0, UNIT, UNIT],
            ));
        }
    }
    streams.push((
        BOARD.to_owned(),
        board(&outlines, font)?.into_bytes(),
        [-MARGIN, -MARGIN, 8.0 * UNIT + 60.0, 8.0 * UNIT + 60.0],
    ));
    Ok(DiagramForms { streams })
}

/// A circle as four Bézier arcs.
fn circle(s: &mut String, cx: f32, cy: f32, r: f32) {
    let k = 0.552_284_8 * r;
    let p = |v: f32| v.round() as i32;
    let _ = writeln!(s, "{} {} m", p(cx + r), p(cy));
    let _ = writeln!(
        s,
        "{} {} {} {} {} {} c",
        p(cx + r),
        p(cy + k),
        p(cx + k),
        p(cy + r),
        p(cx),
        p(cy + r)
    );
    let _ = writeln!(
        s,
        "{} {} {} {} {} {} c",
        p(cx - k),
        p(cy + r),
        p(cx - r),
        p(cy + k),
        p(cx - r),
        p(cy)
    );
    let _ = writeln!(
        s,
        "{} {} {} {} {} {} c",
        p(cx - r),
        p(cy - k),
        p(cx - k),
        p(cy - r),
        p(cx),
        p(cy - r)
    );
    let _ = writeln!(
        s,
        "{} {} {} {} {} {} c",
        p(cx + k),
        p(cy - r),
        p(cx + r),
        p(cy - k),
        p(cx + r),
        p(cy)
    );
}

fn board(outlines: &Outlines<'_>, font: &TextFont) -> Result<String, PdfError> {
    let mut s = String::new();
    let side = 8.0 * UNIT;
    let _ = writeln!(s, "1 g 0 0 {side} {side} re f");
    let _ = writeln!(s, "{DARK_SQUARE} g");
    for rank in 0..8 {
        for file in 0..8 {
            if (rank + file) % 2 == 0 {
                let _ = writeln!(s, "{} {} {} {} re", file * 1000, rank * 1000, 1000, 1000);
            }
        }
    }
    s.push_str("f\n0 G 40 w 0 0 8000 8000 re S\n0 g\n");
    // Coordinates as glyph outlines, so the form needs no font.
    let size = 0.3 * UNIT;
    let upm = f32::from(TextFont::sfnt()?.units_per_em().max(1));
    let scale = size / upm;
    for (i, c) in "abcdefgh".chars().enumerate() {
        let glyph = glyph_contours(outlines, font, c)?;
        let (x0, _, x1, _) = bounds(&glyph);
        let dx = i as f32 * UNIT + UNIT / 2.0 - (x0 + x1) / 2.0 * scale;
        write_path(&mut s, &glyph, scale, dx, -MARGIN + 90.0);
    }
    for (i, c) in "12345678".chars().enumerate() {
        let glyph = glyph_contours(outlines, font, c)?;
        let (x0, y0, x1, y1) = bounds(&glyph);
        let dx = -MARGIN / 2.0 - (x0 + x1) / 2.0 * scale;
        let dy = i as f32 * UNIT + UNIT / 2.0 - (y0 + y1) / 2.0 * scale;
        write_path(&mut s, &glyph, scale, dx, dy);
    }
    s.push_str("f\n");
    Ok(s)
}

/// Size of a diagram with coordinates for squares of `square` points:
/// the board's edge plus the coordinate margin.
pub(crate) fn diagram_extent(square: f32) -> f32 {
    (8.0 * UNIT + MARGIN) * square / UNIT
}

fn place(name: &str, x: f32, y: f32, scale: f32) -> Op {
    let round = |v: f32| (v * 100.0).round() / 100.0;
    Op::UseXobject {
        id: XObjectId(name.to_owned()),
        transform: XObjectTransform {
            translate_x: Some(Pt(round(x))),
            translate_y: Some(Pt(round(y))),
            scale_x: Some(scale),
            scale_y: Some(scale),
            ..XObjectTransform::default()
        },
    }
}

/// Ops drawing `pos` with White at the bottom; `(x, y)` is the lower left
/// corner of the coordinate margin, squares are `square` points wide.
pub(crate) fn diagram_ops(pos: &Chess, x: f32, y: f32, square: f32) -> Vec<Op> {
    let scale = square / UNIT;
    let bx = x + MARGIN * scale;
    let by = y + MARGIN * scale;
    let mut ops = Vec::with_capacity(34);
    ops.push(place(BOARD, bx, by, scale));
    // The side to move: a small square beside its first rank, white with
    // a black edge for White, black for Black.
    let size = 0.3 * square;
    let mx = bx + 8.0 * square + 0.2 * square;
    let my = if pos.turn().is_white() {
        by + 0.35 * square
    } else {
        by + 7.35 * square
    };
    let grey = |percent| {
        PdfColor::Greyscale(Greyscale {
            percent,
            icc_profile: None,
        })
    };
    ops.extend([
        Op::SaveGraphicsState,
        Op::SetFillColor {
            col: grey(if pos.turn().is_white() { 1.0 } else { 0.0 }),
        },
        Op::SetOutlineColor { col: grey(0.0) },
        Op::SetOutlineThickness { pt: Pt(0.8) },
        Op::DrawRectangle {
            rectangle: Rect {
                x: Pt((mx * 100.0).round() / 100.0),
                y: Pt((my * 100.0).round() / 100.0),
                width: Pt((size * 100.0).round() / 100.0),
                height: Pt((size * 100.0).round() / 100.0),
                mode: Some(PaintMode::FillStroke),
                winding_order: None,
            },
        },
        Op::RestoreGraphicsState,
    ]);
    for sq in Square::ALL {
        if let Some(piece) = pos.board().piece_at(sq) {
            let px = bx + f32::from(u8::from(sq.file())) * square;
            let py = by + f32::from(u8::from(sq.rank())) * square;
            ops.push(place(&piece_name(piece.color, piece.role), px, py, scale));
        }
    }
    ops
}
