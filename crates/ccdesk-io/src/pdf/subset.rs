//! Subsetting the embedded TrueType font: only the glyphs the document
//! uses keep their outlines, every other glyph is emptied, and the tables
//! a PDF reader does not need are left out (ISO 32000-1, 9.9).
//!
//! Glyph ids are kept as they are, so the text already encoded with the
//! full font's ids stays valid; the emptied glyphs cost a few bytes each in
//! `loca` and `hmtx`, which compress to almost nothing.

use std::collections::BTreeSet;

use super::sfnt::{Sfnt, components, glyph_data, u16_at};

/// Tables a TrueType font program embedded in a PDF needs.
const KEPT: [&[u8; 4]; 9] = [
    b"cvt ", b"fpgm", b"glyf", b"head", b"hhea", b"hmtx", b"loca", b"maxp", b"prep",
];

fn checksum(data: &[u8]) -> u32 {
    data.chunks(4).fold(0u32, |sum, c| {
        let mut w = [0u8; 4];
        w[..c.len()].copy_from_slice(c);
        sum.wrapping_add(u32::from_be_bytes(w))
    })
}

/// A font with only `used` glyphs (and glyph 0 and their components)
/// keeping their outlines; `None` if `font` is not a TrueType font.
pub(crate) fn subset(font: &[u8], used: &BTreeSet<u16>) -> Option<Vec<u8>> {
    let sfnt = Sfnt::parse(font)?;
    let offsets = sfnt.glyph_offsets()?;
    let glyf = sfnt.table(b"glyf")?;
    let n = sfnt.num_glyphs();

    let mut keep = vec![false; n];
    let mut todo: Vec<u16> = used.iter().copied().chain([0]).collect();
    while let Some(g) = todo.pop() {
        match keep.get_mut(usize::from(g)) {
            Some(k) if !*k => {
                *k = true;
                todo.extend(components(glyph_data(glyf, &offsets, g)));
            }
            _ => {}
        }
    }

    let mut new_glyf = Vec::new();
    let mut new_loca = Vec::with_capacity(4 * (n + 1));
    for (g, kept) in keep.iter().enumerate() {
        new_loca.extend_from_slice(&(new_glyf.len() as u32).to_be_bytes());
        if *kept {
            new_glyf.extend_from_slice(glyph_data(glyf, &offsets, g as u16));
            while new_glyf.len() % 4 != 0 {
                new_glyf.push(0);
            }
        }
    }
    new_loca.extend_from_slice(&(new_glyf.len() as u32).to_be_bytes());

    let metrics = usize::from(u16_at(sfnt.table(b"hhea")?, 34));
    let mut hmtx = sfnt.table(b"hmtx")?.to_vec();
    for (g, kept) in keep.iter().enumerate() {
        if *kept {
            continue;
        }
        let range = if g < metrics {
            4 * g..4 * g + 4
        } else {
            4 * metrics + 2 * (g - metrics)..4 * metrics + 2 * (g - metrics) + 2
        };
        if let Some(entry) = hmtx.get_mut(range) {
            entry.fill(0);
        }
    }

    let mut head = sfnt.table(b"head")?.to_vec();
    if head.len() < 54 {
        return None;
    }
    head[8..12].fill(0);
    head[50..52].copy_from_slice(&1i16.to_be_bytes());

    let mut tables: Vec<([u8; 4], Vec<u8>)> = Vec::new();
    for tag in KEPT {
        let data = match tag {
            b"glyf" => std::mem::take(&mut new_glyf),
            b"loca" => std::mem::take(&mut new_loca),
            b"hmtx" => std::mem::take(&mut hmtx),
            b"head" => head.clone(),
            _ => match sfnt.table(tag) {
                Some(d) => d.to_vec(),
                None => continue,
            },
        };
        tables.push((*tag, data));
    }
    Some(assemble(&tables))
}

fn assemble(tables: &[([u8; 4], Vec<u8>)]) -> Vec<u8> {
    let count = tables.len() as u16;
    let mut power = 1u16;
    let mut log = 0u16;
    while power * 2 <= count {
        power *= 2;
        log += 1;
    }
    let mut out = Vec::new();
    out.extend_from_slice(&0x0001_0000u32.to_be_bytes());
    out.extend_from_slice(&count.to_be_bytes());
    out.extend_from_slice(&(power * 16).to_be_bytes());
    out.extend_from_slice(&log.to_be_bytes());
    out.extend_from_slice(&(count * 16 - power * 16).to_be_bytes());
    let mut offset = 12 + 16 * tables.len();
    let mut head_at = None;
    for (tag, data) in tables {
        out.extend_from_slice(tag);
        out.extend_from_slice(&checksum(data).to_be_bytes());
        out.extend_from_slice(&(offset as u32).to_be_bytes());
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        offset += data.len().div_ceil(4) * 4;
    }
    for (tag, data) in tables {
        if tag == b"head" {
            head_at = Some(out.len());
        }
        out.extend_from_slice(data);
        while out.len() % 4 != 0 {
            out.push(0);
        }
    }
    if let Some(at) = head_at {
        let adjust = 0xB1B0_AFBAu32.wrapping_sub(checksum(&out));
        out[at + 8..at + 12].copy_from_slice(&adjust.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const FONT: &[u8] = include_bytes!("../../../../assets/fonts/DejaVuSans.ttf");

    #[test]
    fn a_subset_keeps_the_used_outlines_and_the_glyph_count() {
        let full = Sfnt::parse(FONT).unwrap();
        let used: BTreeSet<u16> = [36u16, 37, 38].into();
        let bytes = subset(FONT, &used).unwrap();
        let small = Sfnt::parse(&bytes).unwrap();
        assert_eq!(small.num_glyphs(), full.num_glyphs());
        let (fo, so) = (
            full.glyph_offsets().unwrap(),
            small.glyph_offsets().unwrap(),
        );
        let (fg, sg) = (full.table(b"glyf").unwrap(), small.table(b"glyf").unwrap());
        assert_eq!(glyph_data(fg, &fo, 36), glyph_data(sg, &so, 36));
        assert!(glyph_data(sg, &so, 40).is_empty());
        assert!(bytes.len() < FONT.len() / 5, "{} bytes", bytes.len());
        assert_eq!(checksum(&bytes), 0xB1B0_AFBA);
    }
}
