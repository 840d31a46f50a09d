//! Glyph outlines of the embedded font as PDF path operators, so a piece
//! or a coordinate letter can be drawn inside a reusable form without a
//! font resource.

use std::fmt::Write;

use super::sfnt::{Sfnt, glyph_data, i16_at, u16_at};

/// One point of a TrueType contour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct ContourPoint {
    pub x: f32,
    pub y: f32,
    pub on_curve: bool,
}

/// A closed contour.
pub(crate) type Contour = Vec<ContourPoint>;

/// Glyph outlines read from a TrueType font.
pub(crate) struct Outlines<'a> {
    glyf: &'a [u8],
    offsets: Vec<usize>,
}

impl<'a> Outlines<'a> {
    /// Reads `glyf` and `loca`; `None` if the font has no TrueType outlines.
    pub fn new(sfnt: &Sfnt<'a>) -> Option<Outlines<'a>> {
        Some(Outlines {
            glyf: sfnt.table(b"glyf")?,
            offsets: sfnt.glyph_offsets()?,
        })
    }

    /// The contours of glyph `gid`, components of composites resolved.
    pub fn contours(&self, gid: u16) -> Vec<Contour> {
        let mut out = Vec::new();
        self.collect(gid, [1.0, 0.0, 0.0, 1.0, 0.0, 0.0], 0, &mut out);
        out
    }

    fn collect(&self, gid: u16, m: [f32; 6], depth: u8, out: &mut Vec<Contour>) {
        let data = glyph_data(self.glyf, &self.offsets, gid);
        if data.len() < 10 || depth > 8 {
            return;
        }
        let contours = i16_at(data, 0);
        if contours >= 0 {
            for c in simple(data, contours as usize) {
                out.push(
                    c.into_iter()
                        .map(|p| ContourPoint {
                            x: m[0] * p.x + m[2] * p.y + m[4],
                            y: m[1] * p.x + m[3] * p.y + m[5],
                            on_curve: p.on_curve,
                        })
                        .collect(),
                );
            }
            return;
        }
        let mut at = 10;
        loop {
            let flags = u16_at(data, at);
            let child = u16_at(data, at + 2);
            at += 4;
            let (dx, dy) = if flags & 0x0001 != 0 {
                let v = (i16_at(data, at), i16_at(data, at + 2));
                at += 4;
                v
            } else {
                let v = (
                    i16::from(data.get(at).copied().unwrap_or(0) as i8),
                    i16::from(data.get(at + 1).copied().unwrap_or(0) as i8),
                );
                at += 2;
                v
            };
            let f2 = |at: usize| f32::from(i16_at(data, at)) / 16384.0;
            let (a, b, c, d) = if flags & 0x0008 != 0 {
                at += 2;
                (f2(at - 2), 0.0, 0.0, f2(at - 2))
            } else if flags & 0x0040 != 0 {
                at += 4;
                (f2(at - 4), 0.0, 0.0, f2(at - 2))
            } else if flags & 0x0080 != 0 {
                at += 8;
                (f2(at - 8), f2(at - 6), f2(at - 4), f2(at - 2))
            } else {
                (1.0, 0.0, 0.0, 1.0)
            };
            // Point-matching placement (ARGS_ARE_XY_VALUES unset) is not used
            // by the glyphs ccdesk draws; such components are placed at 0, 0.
            let (tx, ty) = if flags & 0x0002 != 0 {
                (f32::from(dx), f32::from(dy))
            } else {
                (0.0, 0.0)
            };
            let child_m = [
                m[0] * a + m[2] * b,
                m[1] * a + m[3] * b,
                m[0] * c + m[2] * d,
                m[1] * c + m[3] * d,
                m[0] * tx + m[2] * ty + m[4],
                m[1] * tx + m[3] * ty + m[5],
            ];
            self.collect(child, child_m, depth + 1, out);
            if flags & 0x0020 == 0 || at >= data.len() {
                break;
            }
        }
    }
}

fn simple(data: &[u8], contours: usize) -> Vec<Contour> {
    let ends: Vec<usize> = (0..contours)
        .map(|i| usize::from(u16_at(data, 10 + 2 * i)))
        .collect();
    let points = ends.last().map_or(0, |e| e + 1);
    let mut at = 10 + 2 * contours;
    at += 2 + usize::from(u16_at(data, at));
    let mut flags = Vec::with_capacity(points);
    while flags.len() < points {
        let f = data.get(at).copied().unwrap_or(0);
        at += 1;
        flags.push(f);
        if f & 0x08 != 0 {
            let repeat = data.get(at).copied().unwrap_or(0);
            at += 1;
            for _ in 0..repeat {
                flags.push(f);
            }
        }
    }
    flags.truncate(points);
    let mut read_axis = |short: u8, same: u8| {
        let mut v = 0i32;
        let mut out = Vec::with_capacity(points);
        for &f in &flags {
            if f & short != 0 {
                let d = i32::from(data.get(at).copied().unwrap_or(0));
                at += 1;
                v += if f & same != 0 { d } else { -d };
            } else if f & same == 0 {
                v += i32::from(i16_at(data, at));
                at += 2;
            }
            out.push(v as f32);
        }
        out
    };
    let xs = read_axis(0x02, 0x10);
    let ys = read_axis(0x04, 0x20);
    let mut out = Vec::with_capacity(contours);
    let mut start = 0;
    for end in ends {
        let c: Contour = (start..=end.min(points.saturating_sub(1)))
            .map(|i| ContourPoint {
                x: xs[i],
                y: ys[i],
                on_curve: flags[i] & 0x01 != 0,
            })
            .collect();
        if !c.is_empty() {
            out.push(c);
        }
        start = end + 1;
    }
    out
}

/// Twice the signed area of a contour's control polygon (positive =
/// counter-clockwise). TrueType draws outer contours clockwise.
pub(crate) fn signed_area(c: &[ContourPoint]) -> f32 {
    let n = c.len();
    (0..n)
        .map(|i| {
            let (p, q) = (c[i], c[(i + 1) % n]);
            p.x * q.y - q.x * p.y
        })
        .sum()
}

/// Bounding box of contours' control points: (x_min, y_min, x_max, y_max).
pub(crate) fn bounds(contours: &[Contour]) -> (f32, f32, f32, f32) {
    let mut b = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in contours.iter().flatten() {
        b = (b.0.min(p.x), b.1.min(p.y), b.2.max(p.x), b.3.max(p.y));
    }
    b
}

/// Appends contours as a PDF path (`m`, `l`, `c`, `h`), each point mapped
/// by `x * scale + dx`, `y * scale + dy` and rounded to whole units.
pub(crate) fn write_path<'c>(
    out: &mut String,
    contours: impl IntoIterator<Item = &'c Contour>,
    scale: f32,
    dx: f32,
    dy: f32,
) {
    let tr = |p: (f32, f32)| {
        (
            (p.0 * scale + dx).round() as i32,
            (p.1 * scale + dy).round() as i32,
        )
    };
    for c in contours {
        let n = c.len();
        if n == 0 {
            continue;
        }
        // Start on an on-curve point, or the midpoint of two off-curve ones.
        let first = c.iter().position(|p| p.on_curve);
        let (start, begin, mut control, steps) = match first {
            Some(i) => ((c[i].x, c[i].y), i, None, n),
            None => (mid(c[n - 1], c[0]), 0, Some((c[0].x, c[0].y)), n - 1),
        };
        let s = tr(start);
        let _ = writeln!(out, "{} {} m", s.0, s.1);
        let mut current = start;
        for k in 1..=steps {
            let p = c[(begin + k) % n];
            let here = (p.x, p.y);
            match (p.on_curve, control) {
                (true, None) => {
                    let t = tr(here);
                    let _ = writeln!(out, "{} {} l", t.0, t.1);
                    current = here;
                }
                (true, Some(q)) => {
                    quad(out, &tr, current, q, here);
                    current = here;
                    control = None;
                }
                (false, None) => control = Some(here),
                (false, Some(q)) => {
                    let m = ((q.0 + here.0) / 2.0, (q.1 + here.1) / 2.0);
                    quad(out, &tr, current, q, m);
                    current = m;
                    control = Some(here);
                }
            }
        }
        if let Some(q) = control {
            quad(out, &tr, current, q, start);
        }
        out.push_str("h\n");
    }
}

fn mid(a: ContourPoint, b: ContourPoint) -> (f32, f32) {
    ((a.x + b.x) / 2.0, (a.y + b.y) / 2.0)
}

fn quad(
    out: &mut String,
    tr: &impl Fn((f32, f32)) -> (i32, i32),
    p0: (f32, f32),
    q: (f32, f32),
    p2: (f32, f32),
) {
    let c1 = tr((
        p0.0 + 2.0 / 3.0 * (q.0 - p0.0),
        p0.1 + 2.0 / 3.0 * (q.1 - p0.1),
    ));
    let c2 = tr((
        p2.0 + 2.0 / 3.0 * (q.0 - p2.0),
        p2.1 + 2.0 / 3.0 * (q.1 - p2.1),
    ));
    let e = tr(p2);
    let _ = writeln!(out, "{} {} {} {} {} {} c", c1.0, c1.1, c2.0, c2.1, e.0, e.1);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pt(x: f32, y: f32, on_curve: bool) -> ContourPoint {
        ContourPoint { x, y, on_curve }
    }

    #[test]
    fn a_contour_of_off_curve_points_closes_with_one_curve_per_point() {
        // TrueType draws a circle-like shape from four off-curve points.
        let c = vec![
            pt(0.0, 10.0, false),
            pt(10.0, 10.0, false),
            pt(10.0, 0.0, false),
            pt(0.0, 0.0, false),
        ];
        let mut s = String::new();
        write_path(&mut s, [&c], 1.0, 0.0, 0.0);
        assert!(s.starts_with("0 5 m\n"), "{s}");
        assert_eq!(s.matches(" c\n").count(), 4, "{s}");
        assert!(s.ends_with("0 5 c\nh\n"), "{s}");
    }

    #[test]
    fn on_curve_points_are_lines_and_the_orientation_is_signed() {
        let square = vec![
            pt(0.0, 0.0, true),
            pt(10.0, 0.0, true),
            pt(10.0, 10.0, true),
            pt(0.0, 10.0, true),
        ];
        let mut s = String::new();
        write_path(&mut s, [&square], 2.0, 1.0, 0.0);
        assert_eq!(s, "1 0 m\n21 0 l\n21 20 l\n1 20 l\n1 0 l\nh\n");
        assert!(signed_area(&square) > 0.0, "counter-clockwise");
        let clockwise: Contour = square.iter().rev().copied().collect();
        assert!(signed_area(&clockwise) < 0.0);
        assert_eq!(bounds(&[square]), (0.0, 0.0, 10.0, 10.0));
    }
}
