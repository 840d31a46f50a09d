//! Where a file of games may be cut so that its pieces can be read on
//! several threads and give exactly what reading it whole gives.
//!
//! pgn-reader ends a game's moves at a line that starts with `[` (or at a
//! blank line), except inside a `{...}` comment, which may run over many
//! lines, or a `;` comment, which runs to the end of its line. A cut is put
//! only at the start of a line that begins with `[`, outside any comment,
//! after a line that is not itself a tag pair: there the game before has
//! ended for pgn-reader too, and the next one starts. The scan looks only
//! for line starts, braces and semicolons, so it costs little next to
//! reading. Whatever it does not understand (a brace or semicolon on a tag
//! line, a comment that never closes) stops it: the rest is not cut.

/// Up to `parts - 1` offsets where `data` may be cut, in increasing order,
/// each piece at least about `min_part` bytes long.
#[cfg(test)]
#[must_use]
pub fn cuts(data: &[u8], parts: usize, min_part: usize) -> Vec<usize> {
    let mut out = Vec::new();
    cuts_each(data, parts, min_part, |cut| out.push(cut));
    out
}

/// [`cuts`], each handed to `on_cut` as soon as it is found, so that the
/// pieces before it can be read while the scan goes on.
pub fn cuts_each(data: &[u8], parts: usize, min_part: usize, mut on_cut: impl FnMut(usize)) {
    if parts < 2 || data.len() < min_part.saturating_mul(2) {
        return;
    }
    let mut found = 0usize;
    let step = (data.len() / parts).max(min_part).max(1);
    let mut target = step;
    // pgn-reader skips a byte-order mark at the start.
    let first = if data.starts_with(BYTE_ORDER_MARK) {
        BYTE_ORDER_MARK.len()
    } else {
        0
    };
    let mut i = first;
    // The last line that was not blank was a tag pair.
    let mut after_tags = false;
    while i < data.len() && found + 1 < parts {
        // `i` is the start of a line.
        match data[i] {
            b'[' => {
                if !after_tags && i >= target && i > first {
                    on_cut(i);
                    found += 1;
                    target = i + step;
                }
                let end = line_end(data, i);
                if odd_tag_line(&data[i..end]) {
                    break;
                }
                after_tags = true;
                i = end;
            }
            b'%' => i = line_end(data, i),
            _ => {
                // pgn-reader reads a `]` here as the end of the tag before,
                // ` [` or ` %` as a tag or an escape between tags but as
                // moves after them, and skips a byte-order mark where a game
                // starts but not elsewhere: the scan cannot tell which.
                let lead = data[i..]
                    .iter()
                    .position(|&b| !matches!(b, b' ' | b'\t' | b'\r'))
                    .map_or(&data[data.len()..], |p| &data[i + p..]);
                if lead.starts_with(BYTE_ORDER_MARK)
                    || matches!(lead.first(), Some(b']' | b'[' | b'%'))
                {
                    break;
                }
                let Some(next) = movetext_line(data, i) else {
                    break;
                };
                if data[i..next].iter().any(|b| !b.is_ascii_whitespace()) {
                    after_tags = false;
                }
                i = next;
            }
        }
    }
}

/// A tag-pair line the scan cannot follow: a brace or semicolon (moves may
/// start on the same line, with a comment), a backslash before the line
/// break (an escaped line break carries a tag's value on to the next line),
/// or a line that does not end with `]` (pgn-reader then takes the line
/// break as the last tag's end, and reads a `%` line after it as moves,
/// not as an escape).
fn odd_tag_line(line: &[u8]) -> bool {
    let end = line
        .iter()
        .rposition(|&b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'));
    line.iter().any(|&b| matches!(b, b'{' | b';'))
        || line.ends_with(b"\\\n")
        || end.is_none_or(|e| line[e] != b']')
}

/// UTF-8's byte-order mark, which pgn-reader skips where a game starts.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// Just past the `\n` that ends the line at `i`, or the end of the data.
fn line_end(data: &[u8], i: usize) -> usize {
    memchr::memchr(b'\n', &data[i..]).map_or(data.len(), |p| i + p + 1)
}

/// The start of the line after the movetext line at `i`, where comments
/// may carry it over several lines; `None` for a comment that never ends.
fn movetext_line(data: &[u8], mut i: usize) -> Option<usize> {
    while let Some(p) = memchr::memchr3(b'\n', b';', b'{', &data[i..]) {
        i += p;
        match data[i] {
            b'\n' => return Some(i + 1),
            b';' => return Some(line_end(data, i)),
            _ => {
                let close = memchr::memchr(b'}', &data[i..])?;
                i += close + 1;
            }
        }
    }
    Some(data.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "[Event \"E\"]\n[White \"A\"]\n\n1. e4 e5 *\n\n";

    #[test]
    fn cuts_only_where_a_game_starts() {
        let data = GAME.repeat(4);
        let cuts = cuts(data.as_bytes(), 4, 1);
        assert_eq!(cuts, [GAME.len(), 2 * GAME.len(), 3 * GAME.len()]);
    }

    #[test]
    fn never_inside_a_comment() {
        let inside = "[Event \"E\"]\n\n1. e4 { a comment\n\n[Event \"not a game\"]\n} e5 *\n\n";
        let data = format!("{inside}{GAME}");
        assert_eq!(cuts(data.as_bytes(), 2, 1), [inside.len()]);
        let semicolon = "[Event \"E\"]\n\n1. e4 ; { not a comment here\n[Event \"F\"]\n";
        assert_eq!(
            cuts(semicolon.as_bytes(), 2, 1),
            [semicolon.find("[Event \"F").unwrap()]
        );
    }

    #[test]
    fn gives_up_on_what_it_does_not_follow() {
        let unclosed = format!("[Event \"E\"]\n\n1. e4 {{ never closed\n{GAME}");
        assert!(cuts(unclosed.as_bytes(), 2, 1).is_empty());
        let brace_in_tag = format!("[Event \"{{\"]\n\n1. e4 *\n\n{GAME}");
        assert!(cuts(brace_in_tag.as_bytes(), 2, 1).is_empty());
        // Found by the pgn fuzz target: pgn-reader takes this `]` as the
        // end of the tag on the line before, so `[ ` is still a tag.
        assert!(cuts(b"[\n]\n[ \n", 2, 1).is_empty());
        // Also found by it: a byte-order mark is skipped where a game
        // starts, at the start of the file or of a line.
        assert!(cuts(b"\xef\xbb\xbf[\n[\n", 2, 1).is_empty());
        assert!(cuts(b"\n\xef\xbb\xbf[\n[\n", 2, 1).is_empty());
        assert!(cuts(b"1. e4 *\n\n \xef\xbb\xbf[\n[\n", 2, 1).is_empty());
        // And: after `[` alone on a line, pgn-reader reads `%...` as moves.
        assert!(cuts(b"[\n%e){\xff\n1\n[\r\n\r", 2, 1).is_empty());
        assert!(cuts(b"[n\"6\"[\n%){\xff]\nN\n[\"1\"N", 2, 1).is_empty());
        let indented_tag = format!("[Event \"E\"]\n  [Site \"S\"]\n{GAME}");
        assert!(cuts(indented_tag.as_bytes(), 2, 1).is_empty());
        let escaped_break = format!("[Event \"E\\\n1. e4\"]\n{GAME}");
        assert!(cuts(escaped_break.as_bytes(), 2, 1).is_empty());
    }

    #[test]
    fn small_files_are_not_cut() {
        let data = GAME.repeat(4);
        assert!(cuts(data.as_bytes(), 4, data.len()).is_empty());
        assert!(cuts(data.as_bytes(), 1, 1).is_empty());
    }
}
