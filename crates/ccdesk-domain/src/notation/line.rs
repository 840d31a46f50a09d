//! Reading a sequence of moves (a score) such as `1.e4 e5 2.Nf3 Nc6 1-0`.

use std::fmt;

use shakmaty::{Chess, Color, Move, Position};

use super::error::{MoveParseError, side_name};
use super::parse::parse_move;

/// A move of a score that could not be read or played, and where it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {}{} ({}), {:?}: {error}", number, if side.is_black() { "..." } else { "." }, side_name(*side), error.token())]
pub struct LineError {
    /// The move number (rule E2.1), counted from the start position's.
    pub number: u32,
    /// The side whose move it is.
    pub side: Color,
    /// How many moves (plies) were read before it.
    pub ply: usize,
    /// What is wrong with it; [`MoveParseError::token`] is the token.
    pub error: MoveParseError,
}

/// Reads a score: moves in any accepted notation separated by whitespace,
/// played one after the other from `start`.
///
/// Move numbers (`1.`, `12...`, `12…`, also glued as in `1.e4` or
/// `12...Nf6`), results (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`), comments in
/// braces, NAGs (`$1`) and a loose `e.p.` are skipped: they carry no move
/// (rule E4.4 for the markers). Move numbers are not checked against the
/// position; the position gives the numbers (rule E2.1).
///
/// # Errors
///
/// The first move that cannot be read or played, with its move number,
/// side and token.
///
/// ```
/// use ccdesk_domain::notation::{format_line, read_line, Notation};
/// use shakmaty::Chess;
///
/// let start = Chess::default();
/// let moves = read_line(&start, "1.e4 e5 2.7163 Nc6 3.Bf1-b5 *")?;
/// assert_eq!(format_line(&start, &moves, Notation::San), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
/// # Ok::<_, ccdesk_domain::notation::LineError>(())
/// ```
pub fn read_line(start: &Chess, text: &str) -> Result<Vec<Move>, LineError> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for token in move_tokens(text) {
        match parse_move(&pos, token) {
            Ok(m) => {
                pos.play_unchecked(m);
                moves.push(m);
            }
            Err(error) => {
                return Err(LineError {
                    number: pos.fullmoves().get(),
                    side: pos.turn(),
                    ply: moves.len(),
                    error,
                });
            }
        }
    }
    Ok(moves)
}

/// The tokens of `text` that should be moves, in order.
pub fn move_tokens(text: &str) -> impl Iterator<Item = &str> {
    without_comments(text)
        .flat_map(|part| part.split(|c: char| c.is_whitespace() || c == '\u{feff}'))
        .filter_map(|token| {
            let token = strip_move_number(token);
            (!token.is_empty() && !is_skipped(token)).then_some(token)
        })
}

/// The parts of `text` outside `{...}` comments and after `;` to the end of a line.
fn without_comments(text: &str) -> impl Iterator<Item = &str> {
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let cut = rest.find(['{', ';']).unwrap_or(rest.len());
        parts.push(&rest[..cut]);
        rest = &rest[cut..];
        let end = match rest.chars().next() {
            Some('{') => rest.find('}').map_or(rest.len(), |i| i + 1),
            Some(';') => rest.find('\n').unwrap_or(rest.len()),
            _ => rest.len(),
        };
        rest = &rest[end..];
    }
    parts.into_iter()
}

/// Removes a leading move number: `12.`, `12...`, `12…` (the number must be
/// followed by a dot or an ellipsis, so ICCF `5254` stays).
fn strip_move_number(token: &str) -> &str {
    let digits = token.len() - token.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return token;
    }
    let after = &token[digits..];
    let rest = after.trim_start_matches(['.', '…']);
    if rest.len() == after.len() {
        token
    } else {
        rest
    }
}

/// Tokens that are no move: results, NAGs, a loose en passant mark, a
/// loose `...` (as in `12. ... Nf6`).
fn is_skipped(token: &str) -> bool {
    matches!(
        token,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "e.p." | "ep" | "e.p"
    ) || token.chars().all(|c| c == '.' || c == '…')
        || (token.starts_with('$')
            && token.len() > 1
            && token[1..].chars().all(|c| c.is_ascii_digit()))
}

impl LineError {
    /// The move number written as in a score: `12.` for White, `12...` for Black.
    pub fn numbered(&self) -> impl fmt::Display + '_ {
        struct Numbered<'a>(&'a LineError);
        impl fmt::Display for Numbered<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(
                    f,
                    "{}{}",
                    self.0.number,
                    if self.0.side.is_black() { "..." } else { "." }
                )
            }
        }
        Numbered(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: E2.1 — move numbers in the text are skipped, glued or not.
    #[test]
    fn tokens_skip_numbers_results_and_comments() {
        let cases: [(&str, &[&str]); 11] = [
            ("1. e4 e5 2. Nf3", &["e4", "e5", "Nf3"]),
            ("1.e4 1...e5 12...Nf6 12…Nc6", &["e4", "e5", "Nf6", "Nc6"]),
            ("5254 5755 1-0", &["5254", "5755"]),
            ("e4 e5 0-1", &["e4", "e5"]),
            ("e4 1/2-1/2 ½-½ *", &["e4"]),
            (
                "e4 {best by test} e5 $1 Nf3 ; a comment\nNc6",
                &["e4", "e5", "Nf3", "Nc6"],
            ),
            ("exd6 e.p. O-O 0-0-0", &["exd6", "O-O", "0-0-0"]),
            ("", &[]),
            ("\u{feff}1.e4 ... e5 12. ... Nf6 …", &["e4", "e5", "Nf6"]),
            ("1.e4\r\ne5\r\n", &["e4", "e5"]),
            ("  \n\t ", &[]),
        ];
        for (text, expected) in cases {
            assert_eq!(move_tokens(text).collect::<Vec<_>>(), expected, "{text:?}");
        }
    }

    // rule: E2.1 — the error names the move number and the side.
    #[test]
    fn errors_carry_number_side_and_token() {
        let start = Chess::default();
        let err = read_line(&start, "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.Nb5").err();
        let Some(err) = err else {
            panic!("Nb5 is illegal")
        };
        assert_eq!((err.number, err.side, err.ply), (5, Color::White, 8));
        assert_eq!(err.error.token(), "Nb5");
        assert_eq!(
            err.to_string(),
            "move 5. (White), \"Nb5\": Nb5 is illegal: no white knight can move to b5"
        );

        let err = read_line(&start, "e4 Qh4h5").err();
        let Some(err) = err else {
            panic!("Qh4h5 is illegal")
        };
        assert_eq!((err.number, err.side), (1, Color::Black));
        assert_eq!(err.numbered().to_string(), "1...");
    }
}
