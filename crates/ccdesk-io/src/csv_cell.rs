//! Text cells of the CSV exports, kept text when a spreadsheet opens them
//! (issue 21). A cell beginning with `=`, `+`, `-`, `@`, a tab or a
//! carriage return is a formula to a spreadsheet; such a text cell is
//! written with a leading `'`, as OWASP's advice on CSV injection says, and
//! the CSV readers of ccdesk take that `'` off again. Only cells holding
//! text from data (names, teams, companies, divisions, addresses) go
//! through here: numbers such as `-1` and the `-` of a contract column stay
//! as they are.

use std::borrow::Cow;

/// Whether a spreadsheet would run a cell beginning with `c`.
fn starts_formula(c: char) -> bool {
    matches!(c, '=' | '+' | '-' | '@' | '\t' | '\r')
}

/// `text` as a CSV cell that stays text in a spreadsheet.
#[must_use]
pub fn text_cell(text: &str) -> Cow<'_, str> {
    if text.starts_with(starts_formula) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}

/// A cell read back: the `'` that [`text_cell`] put before a formula
/// character is taken off.
#[must_use]
pub fn read_text_cell(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(starts_formula) => rest,
        _ => cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_stay_text_and_read_back() {
        for (text, cell) in [
            (
                "=HYPERLINK(\"http://evil.example\",\"Keith\")",
                "'=HYPERLINK(\"http://evil.example\",\"Keith\")",
            ),
            ("+1", "'+1"),
            ("-2+3", "'-2+3"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("Keith", "Keith"),
            ("O'Brien", "O'Brien"),
            ("'quoted", "'quoted"),
            ("", ""),
        ] {
            assert_eq!(text_cell(text), cell);
            assert_eq!(read_text_cell(&text_cell(text)), text);
        }
    }
}
