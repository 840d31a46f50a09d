//! Postal addresses as the post needs them (P01, C10, C11, C16): the one
//! reading of an address text ([`address_lines`]) that the move message,
//! the postcard, the letters and the address labels all print, and what
//! counts as a telephone number ([`has_telephone`]).

/// Whether `text` holds a telephone number: a line with at least six
/// digits (`01632 960001`, `+44 1632 960001`).
#[must_use]
pub fn has_telephone(text: &str) -> bool {
    text.lines()
        .any(|l| l.chars().filter(char::is_ascii_digit).count() >= 6)
}

/// The postal address lines of an address or contact text: its non-empty
/// lines, trimmed, that are neither a telephone number nor an email
/// address (an older company's contact details hold all three).
#[must_use]
pub fn address_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !has_telephone(l) && !l.contains('@'))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: C10
    #[test]
    fn a_telephone_number_is_a_line_with_six_digits_or_more() {
        assert!(has_telephone("01632 960001"));
        assert!(has_telephone("2 Church Street\nTel. +44 1632 960001"));
        assert!(!has_telephone("2 Church Street\nYork YO1 7HH"));
        assert!(!has_telephone(""));
    }

    // rule: P01
    #[test]
    fn the_address_lines_leave_out_blank_lines_telephones_and_email() {
        let text = " 2 Church Street \n\nYork YO1 7HH\nTel. 01632 960001\nrep@bank.example\n";
        assert_eq!(address_lines(text), vec!["2 Church Street", "York YO1 7HH"]);
        assert!(address_lines("").is_empty());
        assert!(address_lines("01632 960001").is_empty());
    }
}
