//! Where a project file's `games: [ ... ]` list is, found by a small
//! scanner that knows RON's lexical rules (strings with escapes, raw and
//! byte strings, chars, `//` and nested `/* */` comments, the nesting of
//! `()[]{}`), so the list's items can be read, or written, in runs on
//! every core.
//!
//! The scanner is deliberately narrow: it answers only for the shape
//! ccdesk writes (attributes such as `#![enable(implicit_some)]`, then an
//! unnamed struct `( ... )` whose fields include one `games: [ ... ]`
//! with no empty item) and says `None` for anything else, so the caller
//! reads such a file in one pass as before.

use std::ops::Range;

/// The top-level games list of a project's RON text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamesList {
    /// Where the project's `(` is: what comes before it is the file's
    /// header (attributes, comments, white space).
    pub value_start: usize,
    /// Byte offset of the list's `[`.
    pub open: usize,
    /// Byte offset of the list's `]`.
    pub close: usize,
    /// Byte offsets of the commas between the list's items (a trailing
    /// comma included).
    pub commas: Vec<usize>,
    /// Whether the last comma is a trailing one, with no item after it.
    pub trailing_comma: bool,
    /// Whether the list holds no item at all (`[]`).
    pub empty: bool,
}

impl GamesList {
    /// The file's header: what precedes the project's `(`.
    #[must_use]
    pub fn header<'t>(&self, text: &'t str) -> &'t str {
        &text[..self.value_start]
    }

    /// The text with the list emptied: `games: []`.
    #[must_use]
    pub fn rest(&self, text: &str) -> String {
        let mut rest = String::with_capacity(text.len() - (self.close - self.open) + 1);
        rest.push_str(&text[..=self.open]);
        rest.push_str(&text[self.close..]);
        rest
    }

    /// The list's items cut into at most `runs` runs of whole items, in
    /// order, of about equal length in bytes once the first run is counted
    /// with `first_extra` bytes more (the calling thread reads the rest of
    /// the file beside it): each range runs from just after the `[` or a
    /// comma to just after a comma or to the `]`.
    #[must_use]
    pub fn runs(&self, runs: usize, first_extra: usize) -> Vec<Range<usize>> {
        let (first, end) = (self.open + 1, self.close);
        // A trailing comma has no item after it: never a cut.
        let cuts = match self.commas.split_last() {
            Some((_, init)) if self.trailing_comma => init,
            _ => &self.commas[..],
        };
        let share = (end - first + first_extra) / runs.max(1);
        let mut out = Vec::with_capacity(runs);
        let mut start = first;
        for r in 1..runs {
            let target = (first + (share * r).saturating_sub(first_extra)).max(start);
            // The comma nearest the target, after the run's start.
            let i = cuts.partition_point(|&c| c < target);
            let after = cuts.get(i).copied();
            let before = i.checked_sub(1).map(|j| cuts[j]).filter(|&c| c >= start);
            let cut = match (before, after) {
                (Some(b), Some(a)) => Some(if target - b <= a - target { b } else { a }),
                (b, a) => b.or(a),
            };
            if let Some(c) = cut {
                out.push(start..c + 1);
                start = c + 1;
            }
        }
        out.push(start..end);
        out
    }
}

/// A significant token of RON text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    /// `(`, `[` or `{`.
    Open(u8),
    /// `)`, `]` or `}`.
    Close(u8),
    /// `,`.
    Comma,
    /// `:`.
    Colon,
    /// `#` (of an attribute).
    Hash,
    /// `!` (of an inner attribute).
    Bang,
    /// An identifier, number or keyword: letters, digits, `_`, `.`, `+`,
    /// `-` and any non-ASCII character.
    Word,
    /// The identifier `games`.
    Games,
    /// A string, raw string, byte string or char.
    Literal,
}

/// Reads RON text as significant tokens with their byte offsets; `None`
/// when it meets something outside the narrow shape it knows (an
/// unterminated string or comment, a raw identifier).
struct Lexer<'t> {
    text: &'t str,
    bytes: &'t [u8],
    at: usize,
}

impl Lexer<'_> {
    fn next(&mut self) -> Option<Option<(Token, usize)>> {
        let b = self.bytes;
        loop {
            let Some(&c) = b.get(self.at) else {
                return Some(None);
            };
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => self.at += 1,
                b'/' => match b.get(self.at + 1) {
                    Some(b'/') => {
                        while self.at < b.len() && b[self.at] != b'\n' {
                            self.at += 1;
                        }
                    }
                    Some(b'*') => self.block_comment()?,
                    _ => return None,
                },
                _ => break,
            }
        }
        let start = self.at;
        let c = b[start];
        let token = match c {
            b'(' | b'[' | b'{' => {
                self.at += 1;
                Token::Open(c)
            }
            b')' | b']' | b'}' => {
                self.at += 1;
                Token::Close(c)
            }
            b',' => {
                self.at += 1;
                Token::Comma
            }
            b':' => {
                self.at += 1;
                Token::Colon
            }
            b'#' => {
                self.at += 1;
                Token::Hash
            }
            b'!' => {
                self.at += 1;
                Token::Bang
            }
            b'"' => {
                self.string()?;
                Token::Literal
            }
            b'\'' => {
                self.char_literal()?;
                Token::Literal
            }
            c if word_byte(c) => {
                while self.at < b.len() && word_byte(b[self.at]) {
                    self.at += 1;
                }
                let word = &b[start..self.at];
                match (word, b.get(self.at)) {
                    (b"b", Some(b'"')) => {
                        self.string()?;
                        Token::Literal
                    }
                    (b"r" | b"br", Some(b'"' | b'#')) => {
                        self.raw_string()?;
                        Token::Literal
                    }
                    (b"games", _) => Token::Games,
                    _ => Token::Word,
                }
            }
            _ => return None,
        };
        Some(Some((token, start)))
    }

    /// Skips a `/* */` comment; RON nests them.
    fn block_comment(&mut self) -> Option<()> {
        let b = self.bytes;
        self.at += 2;
        let mut level = 1;
        while level > 0 {
            match (b.get(self.at)?, b.get(self.at + 1)) {
                (b'/', Some(b'*')) => {
                    level += 1;
                    self.at += 2;
                }
                (b'*', Some(b'/')) => {
                    level -= 1;
                    self.at += 2;
                }
                _ => self.at += 1,
            }
        }
        Some(())
    }

    /// Skips a `"..."` string whose `"` is at the cursor.
    fn string(&mut self) -> Option<()> {
        self.at += 1;
        loop {
            // The next `"` (the standard library's fast search), ended
            // unless an odd number of `\` escapes it.
            let quote = self.at + self.text.get(self.at..)?.find('"')?;
            let backslashes = self.bytes[self.at..quote]
                .iter()
                .rev()
                .take_while(|&&c| c == b'\\')
                .count();
            self.at = quote + 1;
            if backslashes % 2 == 0 {
                return Some(());
            }
        }
    }

    /// Skips what cannot matter inside a game (words, numbers, `:` and
    /// `,` nested below the list's items, white space): up to the next
    /// bracket, quote, comment, attribute or word-initial `r` (of a raw
    /// string).
    fn skip_plain(&mut self) {
        let b = self.bytes;
        while let Some(&c) = b.get(self.at) {
            match c {
                b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'"' | b'\'' | b'/' | b'#' | b'!' => {
                    return;
                }
                b'r' if self.at == 0 || !word_byte(b[self.at - 1]) => return,
                _ => self.at += 1,
            }
        }
    }

    /// Skips a raw string `r#"..."#` whose first `#` or `"` is at the
    /// cursor; `None` for a raw identifier (`r#name`).
    fn raw_string(&mut self) -> Option<()> {
        let b = self.bytes;
        let mut hashes = 0;
        while b.get(self.at) == Some(&b'#') {
            hashes += 1;
            self.at += 1;
        }
        if b.get(self.at) != Some(&b'"') {
            return None;
        }
        self.at += 1;
        loop {
            if *b.get(self.at)? == b'"'
                && b.len() >= self.at + 1 + hashes
                && b[self.at + 1..self.at + 1 + hashes]
                    .iter()
                    .all(|&h| h == b'#')
            {
                self.at += 1 + hashes;
                return Some(());
            }
            self.at += 1;
        }
    }

    /// Skips a char `'x'` or `'\n'` whose `'` is at the cursor.
    fn char_literal(&mut self) -> Option<()> {
        let b = self.bytes;
        self.at += 1;
        if *b.get(self.at)? == b'\\' {
            self.at += 2;
        } else {
            self.at += 1;
        }
        loop {
            match b.get(self.at)? {
                b'\'' => {
                    self.at += 1;
                    return Some(());
                }
                b'\n' => return None,
                _ => self.at += 1,
            }
        }
    }
}

/// Bytes of a word: identifiers, numbers and keywords.
fn word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'+' | b'-') || c >= 0x80
}

/// Where the top-level `games` list of a project's RON text is, with the
/// commas between its items; `None` when the text is not of the narrow
/// shape ccdesk writes (see the module's doc), or the list has an empty
/// item (`[,` or `,,`).
#[must_use]
pub fn games_list(text: &str) -> Option<GamesList> {
    let mut lexer = Lexer {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    // Nesting of brackets; the project's `(` is level 1.
    let mut stack: Vec<u8> = Vec::new();
    let mut value_start = None;
    let mut project_closed = false;
    // Tokens at level 1 since the last field began: what precedes
    // `games`, and the `games` `:` `[` sequence.
    let mut previous_at_1: Option<Token> = None;
    let mut field_games = 0u8; // 1: `games` read; 2: `games:` read.
    let mut list: Option<GamesList> = None;
    let mut in_list = false;
    let mut previous_in_list: Option<Token> = None;
    let mut trailing_comma = false;
    loop {
        // Inside a game, only brackets, strings and comments count.
        if stack.len() >= 3 {
            lexer.skip_plain();
        }
        let Some((token, at)) = lexer.next()? else {
            break;
        };
        if project_closed {
            return None;
        }
        let level = stack.len();
        if value_start.is_none() {
            // The header: `#![...]` attributes, then the project's `(`.
            match token {
                Token::Open(b'(') if level == 0 => {
                    value_start = Some(at);
                    stack.push(b'(');
                    previous_at_1 = Some(Token::Open(b'('));
                }
                Token::Hash | Token::Bang if level == 0 => {}
                Token::Open(b) => stack.push(b),
                Token::Close(b) => {
                    if level == 0 || !closes(stack.pop()?, b) {
                        return None;
                    }
                }
                _ if level > 0 => {}
                _ => return None,
            }
            continue;
        }
        if matches!(token, Token::Hash | Token::Bang) {
            return None; // attributes only lead the file
        }
        if in_list && level == 2 {
            match token {
                Token::Comma => {
                    if matches!(previous_in_list, None | Some(Token::Comma)) {
                        return None;
                    }
                    list.as_mut()?.commas.push(at);
                }
                Token::Close(b']') => {
                    stack.pop();
                    in_list = false;
                    let l = list.as_mut()?;
                    l.empty = previous_in_list.is_none();
                    trailing_comma = previous_in_list == Some(Token::Comma);
                    l.close = at;
                    previous_at_1 = Some(Token::Close(b']'));
                    continue;
                }
                _ => {}
            }
            previous_in_list = Some(token);
        }
        match token {
            Token::Open(b) => {
                if level == 1 {
                    if field_games == 2 && b == b'[' {
                        if list.is_some() {
                            return None; // a second `games` field
                        }
                        list = Some(GamesList {
                            value_start: value_start?,
                            open: at,
                            close: at,
                            commas: Vec::new(),
                            trailing_comma: false,
                            empty: true,
                        });
                        in_list = true;
                        previous_in_list = None;
                    }
                    field_games = 0;
                    previous_at_1 = Some(token);
                }
                stack.push(b);
            }
            Token::Close(b) => {
                if !closes(stack.pop()?, b) {
                    return None;
                }
                if stack.is_empty() {
                    project_closed = true;
                }
                if level == 1 {
                    previous_at_1 = Some(token);
                }
            }
            _ if level == 1 => {
                field_games = match (token, field_games) {
                    (Token::Games, 0)
                        if matches!(previous_at_1, Some(Token::Open(b'(') | Token::Comma)) =>
                    {
                        1
                    }
                    (Token::Colon, 1) => 2,
                    _ => 0,
                };
                previous_at_1 = Some(token);
            }
            _ => {}
        }
    }
    if !project_closed || in_list {
        return None;
    }
    let mut list = list?;
    list.trailing_comma = trailing_comma;
    Some(list)
}

/// True when `close` closes `open`.
fn closes(open: u8, close: u8) -> bool {
    matches!((open, close), (b'(', b')') | (b'[', b']') | (b'{', b'}'))
}
