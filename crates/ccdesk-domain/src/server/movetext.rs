//! The moves of an XFCC game: PGN movetext read into SAN tokens.

/// The SAN moves of PGN movetext: move numbers, results, comments,
/// variations and NAGs left out.
#[must_use]
pub fn movetext_sans(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth_comment = false;
    let mut depth_variation = 0usize;
    let mut token = String::new();
    let flush = |token: &mut String, out: &mut Vec<String>| {
        let t = std::mem::take(token);
        let t = t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        if t.is_empty()
            || t.starts_with('$')
            || matches!(t, "*" | "1-0" | "0-1" | "1/2-1/2" | "½-½")
        {
            return;
        }
        out.push(t.to_owned());
    };
    for c in text.chars() {
        if depth_comment {
            if c == '}' {
                depth_comment = false;
            }
            continue;
        }
        match c {
            '{' => {
                flush(&mut token, &mut out);
                depth_comment = true;
            }
            '(' => {
                flush(&mut token, &mut out);
                depth_variation += 1;
            }
            ')' => {
                token.clear();
                depth_variation = depth_variation.saturating_sub(1);
            }
            c if c.is_whitespace() => {
                if depth_variation == 0 {
                    flush(&mut token, &mut out);
                } else {
                    token.clear();
                }
            }
            c => token.push(c),
        }
    }
    if depth_variation == 0 {
        flush(&mut token, &mut out);
    }
    out
}

/// Whether two SAN moves are the same move as written (check marks and
/// annotations aside).
#[must_use]
pub fn same_san(a: &str, b: &str) -> bool {
    let core = |s: &str| -> String {
        s.trim()
            .trim_end_matches(['+', '#', '!', '?'])
            .replace("0-0", "O-O")
    };
    core(a) == core(b)
}
