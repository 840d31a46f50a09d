//! Writing a laid-out document to bytes, its streams compressed.
//!
//! printpdf's own `optimize` compresses every stream at zlib's best level,
//! which was a fifth of the time of a 500-page packet; the default level
//! gives files within a few per cent of that size in a fraction of the time.

use printpdf::{PdfDocument, PdfSaveOptions};

/// zlib level of the streams (0-10, 6 = zlib's default).
const LEVEL: u8 = 6;

/// The PDF bytes of `doc`, its streams deflated.
pub(crate) fn save(doc: &PdfDocument) -> Vec<u8> {
    let options = PdfSaveOptions {
        optimize: false,
        subset_fonts: false,
        secure: true,
        image_optimization: None,
    };
    let mut warnings = Vec::new();
    let mut lo = doc.to_lopdf_document(&options, &mut warnings);
    for object in lo.objects.values_mut() {
        let Ok(stream) = object.as_stream_mut() else {
            continue;
        };
        if !stream.allows_compression || stream.dict.get(b"Filter").is_ok() {
            continue;
        }
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&stream.content, LEVEL);
        // As lopdf does: keep a stream that would not get smaller as it is.
        if packed.len() + 19 < stream.content.len() {
            stream.dict.set("Filter", "FlateDecode");
            stream.set_content(packed);
        }
    }
    let mut bytes = Vec::new();
    // Writing into memory cannot fail.
    let _ = lo.save_to(&mut bytes);
    bytes
}
