//! Just enough of the TrueType (sfnt) format to subset a font and read
//! glyph outlines: the table directory, `head`, `maxp`, `hhea`, `loca`.

/// Reads a big-endian u16 at `at`, 0 past the end.
pub(crate) fn u16_at(data: &[u8], at: usize) -> u16 {
    match data.get(at..at + 2) {
        Some(b) => u16::from_be_bytes([b[0], b[1]]),
        None => 0,
    }
}

/// Reads a big-endian i16 at `at`, 0 past the end.
pub(crate) fn i16_at(data: &[u8], at: usize) -> i16 {
    u16_at(data, at) as i16
}

/// Reads a big-endian u32 at `at`, 0 past the end.
pub(crate) fn u32_at(data: &[u8], at: usize) -> u32 {
    match data.get(at..at + 4) {
        Some(b) => u32::from_be_bytes([b[0], b[1], b[2], b[3]]),
        None => 0,
    }
}

/// A parsed TrueType font: its tables by tag.
pub(crate) struct Sfnt<'a> {
    /// Tables in directory order: tag and bytes.
    pub tables: Vec<([u8; 4], &'a [u8])>,
}

impl<'a> Sfnt<'a> {
    /// Reads the table directory; `None` if the bytes are not a TrueType font.
    pub fn parse(data: &'a [u8]) -> Option<Sfnt<'a>> {
        let version = u32_at(data, 0);
        if version != 0x0001_0000 && version != u32::from_be_bytes(*b"true") {
            return None;
        }
        let count = usize::from(u16_at(data, 4));
        let mut tables = Vec::with_capacity(count);
        for i in 0..count {
            let rec = 12 + 16 * i;
            let tag: [u8; 4] = data.get(rec..rec + 4)?.try_into().ok()?;
            let offset = u32_at(data, rec + 8) as usize;
            let length = u32_at(data, rec + 12) as usize;
            tables.push((tag, data.get(offset..offset.checked_add(length)?)?));
        }
        Some(Sfnt { tables })
    }

    /// The table with `tag`.
    pub fn table(&self, tag: &[u8; 4]) -> Option<&'a [u8]> {
        self.tables.iter().find(|(t, _)| t == tag).map(|(_, d)| *d)
    }

    /// Number of glyphs (`maxp`).
    pub fn num_glyphs(&self) -> usize {
        usize::from(u16_at(self.table(b"maxp").unwrap_or_default(), 4))
    }

    /// Font units per em (`head`).
    pub fn units_per_em(&self) -> u16 {
        u16_at(self.table(b"head").unwrap_or_default(), 18)
    }

    /// Glyph offsets into `glyf` (`loca`), `num_glyphs + 1` of them.
    pub fn glyph_offsets(&self) -> Option<Vec<usize>> {
        let long = i16_at(self.table(b"head")?, 50) == 1;
        let loca = self.table(b"loca")?;
        let n = self.num_glyphs() + 1;
        let offsets: Vec<usize> = (0..n)
            .map(|i| {
                if long {
                    u32_at(loca, 4 * i) as usize
                } else {
                    2 * usize::from(u16_at(loca, 2 * i))
                }
            })
            .collect();
        Some(offsets)
    }
}

/// The glyph data of `gid`: empty for a glyph without outline.
pub(crate) fn glyph_data<'a>(glyf: &'a [u8], offsets: &[usize], gid: u16) -> &'a [u8] {
    let i = usize::from(gid);
    match (offsets.get(i), offsets.get(i + 1)) {
        (Some(&a), Some(&b)) if a < b => glyf.get(a..b).unwrap_or_default(),
        _ => &[],
    }
}

/// The glyphs a composite glyph is built from (empty for a simple glyph).
pub(crate) fn components(data: &[u8]) -> Vec<u16> {
    let mut out = Vec::new();
    if data.len() < 10 || i16_at(data, 0) >= 0 {
        return out;
    }
    let mut at = 10;
    loop {
        let flags = u16_at(data, at);
        out.push(u16_at(data, at + 2));
        at += 4;
        at += if flags & 0x0001 != 0 { 4 } else { 2 };
        if flags & 0x0008 != 0 {
            at += 2;
        } else if flags & 0x0040 != 0 {
            at += 4;
        } else if flags & 0x0080 != 0 {
            at += 8;
        }
        if flags & 0x0020 == 0 || at >= data.len() {
            break;
        }
    }
    out
}
