//! A second look at a game's text for what pgn-reader passes over in
//! silence.
//!
//! pgn-reader skips a token it cannot read (`Nf9`, `e4x`, `foo`) without
//! telling its visitor, so `1. e4 foo 2. e5` would come out as a legal game
//! with the moves of the wrong side. The audit splits the movetext into
//! tokens the way pgn-reader does, counts the tokens that should be moves
//! (the visitor must have seen exactly that many), and, when something is
//! off, finds the first token that is not a move, with its move number.

use shakmaty::san::SanPlus;

/// A token of movetext that matters to the audit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token<'a> {
    /// Should be a move (SAN, castling with letters or zeros).
    Move(&'a [u8]),
    /// Starts like a number or result but is neither.
    Junk(&'a [u8]),
    /// `(`.
    Open,
    /// `)`.
    Close,
}

/// The first token of a game's text that is not a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadToken {
    /// The token as written.
    pub token: String,
    /// Moves read before it, in every line (what the visitor saw first).
    pub moves_before: usize,
    /// Main-line moves before it.
    pub mainline_before: usize,
    /// True inside a variation.
    pub in_variation: bool,
}

/// Counts the move tokens of a game; `None` on a token that starts like a
/// number or result but is neither. Cheap: no SAN is parsed.
pub fn count_moves(text: &[u8]) -> Option<usize> {
    let mut count = 0usize;
    let mut junk = false;
    scan(text, |t| match t {
        Token::Move(_) => {
            count += 1;
            true
        }
        Token::Junk(_) => {
            junk = true;
            false
        }
        Token::Open | Token::Close => true,
    });
    if junk { None } else { Some(count) }
}

/// The first token of a game's text that is not a readable move, if any.
#[must_use]
pub fn first_bad_token(text: &[u8]) -> Option<BadToken> {
    let mut moves_before = 0usize;
    let mut mainline_before = 0usize;
    let mut depth = 0usize;
    let mut found = None;
    scan(text, |t| {
        let bad = match t {
            Token::Open => {
                depth += 1;
                return true;
            }
            Token::Close => {
                depth = depth.saturating_sub(1);
                return true;
            }
            Token::Junk(bytes) => bytes,
            Token::Move(bytes) => {
                if SanPlus::from_ascii(bytes).is_ok() {
                    moves_before += 1;
                    if depth == 0 {
                        mainline_before += 1;
                    }
                    return true;
                }
                bytes
            }
        };
        found = Some(BadToken {
            token: String::from_utf8_lossy(bad).into_owned(),
            moves_before,
            mainline_before,
            in_variation: depth > 0,
        });
        false
    });
    found
}

fn is_token_end(byte: u8) -> bool {
    TOKEN_END[usize::from(byte)]
}

/// The bytes that end a token, as a table: the audit asks of every byte.
const TOKEN_END: [bool; 256] = {
    let mut table = [false; 256];
    let ends = b" \t\n\r{}()!?$;.*";
    let mut i = 0;
    while i < ends.len() {
        table[ends[i] as usize] = true;
        i += 1;
    }
    table
};

fn skip_line(text: &[u8], i: usize) -> usize {
    text[i..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(text.len(), |p| i + p + 1)
}

/// From the start of a line `i`, just past the `%` escape lines there
/// (one after another, or none).
fn skip_escape_lines(text: &[u8], mut i: usize) -> usize {
    while text.get(i) == Some(&b'%') {
        i = skip_line(text, i);
    }
    i
}

/// Index just past the tag pairs (and any `%` lines) at the start.
fn movetext_start(text: &[u8]) -> usize {
    let mut i = if text.starts_with(b"\xef\xbb\xbf") {
        3
    } else {
        0
    };
    let mut line_start = true;
    while i < text.len() {
        match text[i] {
            b' ' | b'\t' | b'\r' => i += 1,
            b'\n' => {
                line_start = true;
                i += 1;
            }
            b'[' => {
                i = skip_line(text, i);
                line_start = true;
            }
            b'%' if line_start => i = skip_line(text, i),
            _ => break,
        }
    }
    i
}

fn is_result_or_number(token: &[u8]) -> bool {
    token.iter().all(u8::is_ascii_digit)
        || matches!(token, b"1-0" | b"0-1" | b"1/2-1/2")
        || token == "½-½".as_bytes()
}

fn is_zero_castle(token: &[u8]) -> bool {
    let token = token.strip_suffix(b"+").unwrap_or(token);
    let token = token.strip_suffix(b"#").unwrap_or(token);
    matches!(token, b"0-0" | b"0-0-0")
}

/// Calls `visit` for each token that matters until it returns false.
fn scan(text: &[u8], mut visit: impl FnMut(Token<'_>) -> bool) {
    let mut i = movetext_start(text);
    while i < text.len() {
        let c = text[i];
        match c {
            b' ' | b'\t' | b'\r' | b'.' | b'!' | b'?' | b'*' => i += 1,
            b'\n' => i = skip_escape_lines(text, i + 1),
            b'{' => {
                i = text[i..]
                    .iter()
                    .position(|&b| b == b'}')
                    .map_or(text.len(), |p| i + p + 1);
            }
            b';' => i = skip_escape_lines(text, skip_line(text, i)),
            b'(' | b')' => {
                i += 1;
                if !visit(if c == b'(' { Token::Open } else { Token::Close }) {
                    return;
                }
            }
            b'$' => {
                i += 1;
                while i < text.len() && !is_token_end(text[i]) {
                    i += 1;
                }
            }
            _ => {
                if c == b'e' && text[i..].starts_with(b"e.p.") {
                    i += 4;
                    continue;
                }
                let start = i;
                i += 1;
                while i < text.len() && !is_token_end(text[i]) {
                    i += 1;
                }
                let token = &text[start..i];
                let t = if c.is_ascii_digit() || c == 0xc2 {
                    if is_zero_castle(token) {
                        Token::Move(token)
                    } else if is_result_or_number(token) {
                        continue;
                    } else {
                        Token::Junk(token)
                    }
                } else {
                    Token::Move(token)
                };
                if !visit(t) {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_end_table_holds_the_bytes_pgn_reader_stops_at() {
        for byte in 0..=u8::MAX {
            let ends = matches!(
                byte,
                b' ' | b'\t'
                    | b'\n'
                    | b'\r'
                    | b'{'
                    | b'}'
                    | b'('
                    | b')'
                    | b'!'
                    | b'?'
                    | b'$'
                    | b';'
                    | b'.'
                    | b'*'
            );
            assert_eq!(is_token_end(byte), ends, "{byte}");
        }
    }

    #[test]
    fn counts_moves_in_every_line() {
        let text = b"[Event \"x\"]\n[White \"a\"]\n\n1. e4 {c} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6! 3. O-O-O 0-0 1-0\n";
        assert_eq!(count_moves(text), Some(8));
    }

    #[test]
    fn numbers_glued_to_moves_are_numbers() {
        assert_eq!(count_moves(b"1.e4 e5 2.Nf3 12...Nc6 1/2-1/2"), Some(4));
        assert_eq!(count_moves(b"1. exd6 e.p. *"), Some(1));
    }

    #[test]
    fn escape_lines_one_after_another_are_no_tokens() {
        // Found by the corpus: the second of two escape lines was a token.
        assert_eq!(count_moves(b"1. e4 e5 1-0\n\n% one\n% two\n%\n"), Some(2));
        assert_eq!(count_moves(b"1. e4 ; comment\n% escape\ne5 *"), Some(2));
    }

    #[test]
    fn junk_starting_with_a_digit_is_caught() {
        assert_eq!(count_moves(b"1. e4 1-x e5"), None);
    }

    #[test]
    fn first_bad_token_says_where() {
        let bad = first_bad_token(b"1. e4 e5 2. Nf9 Nc6 *");
        assert_eq!(
            bad,
            Some(BadToken {
                token: "Nf9".to_owned(),
                moves_before: 2,
                mainline_before: 2,
                in_variation: false
            })
        );
        let bad = first_bad_token(b"1. e4 (1. d4 foo) e5 *");
        assert_eq!(
            bad.map(|b| (b.token, b.in_variation)),
            Some(("foo".to_owned(), true))
        );
        assert_eq!(first_bad_token(b"1. e4 e5 *"), None);
    }
}
