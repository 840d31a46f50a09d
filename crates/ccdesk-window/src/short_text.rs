//! Text cut to what the screen can show: a project's name may be any
//! length, but the window title, the status bar, dialogs and the games list
//! show at most a line of it, and the window system never receives more
//! (X11 refuses a title longer than its request size and the window dies).

use std::borrow::Cow;

/// The most characters of a name shown in the window title.
pub const TITLE_CHARS: usize = 80;
/// The most characters of one text in the status bar or a list row.
pub const LINE_CHARS: usize = 120;

/// `text` on one line (line breaks and other control characters as
/// spaces), cut after `max` characters with "…" when longer.
#[must_use]
pub fn shorten(text: &str, max: usize) -> Cow<'_, str> {
    let mut chars = text.char_indices();
    let cut = chars.nth(max).map(|(i, _)| i);
    let head = &text[..cut.unwrap_or(text.len())];
    if cut.is_none() && !head.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut out: String = head
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if cut.is_some() {
        out.push('…');
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::shorten;

    #[test]
    fn short_text_is_kept_and_long_text_is_cut_on_a_character() {
        assert_eq!(shorten("Friendlies", 10), "Friendlies");
        assert_eq!(shorten("Friendlies!", 10), "Friendlies…");
        assert_eq!(shorten("ééééé", 3), "ééé…");
        assert_eq!(shorten("two\nlines", 20), "two lines");
    }
}
