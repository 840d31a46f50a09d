//! Blank lines inside a game's moves.
//!
//! pgn-reader ends a game at a blank line. Some writers (pgn-extract after a
//! comment before the first move, hand-edited files) put one inside the
//! moves; the rest of the game would then be read as a game without tags.
//! A blank line that neither follows a result token nor comes before a tag
//! pair, an escape line or a `;` comment line is therefore not the end of a
//! game: it is turned into a space. (Comment and escape lines between games
//! are no games: see `read`.)

use std::borrow::Cow;

fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r')
}

/// True when the text before `end` ends with a game termination marker.
fn ends_with_result(text: &[u8]) -> bool {
    let mut end = text.len();
    while end > 0 && (is_blank(text[end - 1]) || text[end - 1] == b'\n') {
        end -= 1;
    }
    let text = &text[..end];
    text.is_empty()
        || [
            &b"*"[..],
            b"1-0",
            b"0-1",
            b"1/2-1/2",
            "½-½".as_bytes(),
            b"]",
        ]
        .iter()
        .any(|r| text.ends_with(r))
}

/// `data` with every blank line inside a game's moves made a space.
#[must_use]
pub fn join_broken_games(data: &[u8]) -> Cow<'_, [u8]> {
    let mut out: Option<Vec<u8>> = None;
    let mut i = 0;
    while let Some(p) = memchr::memchr(b'\n', &data[i..]) {
        let nl = i + p;
        let mut j = nl + 1;
        while j < data.len() && is_blank(data[j]) {
            j += 1;
        }
        i = nl + 1;
        if data.get(j) != Some(&b'\n') {
            continue;
        }
        let mut k = j;
        while k < data.len() && (is_blank(data[k]) || data[k] == b'\n') {
            k += 1;
        }
        i = k.max(i);
        if matches!(data.get(k), None | Some(b'[' | b'%' | b';')) || ends_with_result(&data[..nl]) {
            continue;
        }
        out.get_or_insert_with(|| data.to_vec())[j] = b' ';
    }
    match out {
        Some(v) => Cow::Owned(v),
        None => Cow::Borrowed(data),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_line_after_a_comment_is_joined() {
        let text = b"[White \"A\"]\n\n{ Before }\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 1-0\n";
        let joined = join_broken_games(text);
        assert_eq!(
            &joined[..],
            &b"[White \"A\"]\n\n{ Before }\n 1. e4 *\n\n[White \"B\"]\n\n1. d4 1-0\n"[..]
        );
    }

    #[test]
    fn games_without_tags_stay_apart() {
        let text = b"1. e4 e5 *\n\n1. d4 d5 1/2-1/2\r\n\r\n1. c4 *\n";
        assert!(matches!(join_broken_games(text), Cow::Borrowed(_)));
    }
}
