//! [`parse_move`]: one move in any accepted notation, checked against a position.

use shakmaty::{Chess, Move};

use super::error::MoveParseError;
use super::written::WrittenMove;

/// Reads one move written in any accepted notation and finds it in `pos`.
///
/// Accepted: SAN (`Nf3`, `exd5`, `e8=Q+`), lenient SAN (markers `+ # x ! ?`
/// and `e.p.` optional, `0-0`, `O-O-O`, promotion with or without `=`, in
/// either case), figurine SAN (`♘f3`), long algebraic (`e2-e4`, `Ng1-f3`,
/// `e7xd8=Q`), UCI (`e2e4`, `e7e8q`, castling as `e1g1`) and ICCF numeric
/// (`5254`, `27281`, castling as `5171`).
///
/// # Errors
///
/// [`MoveParseError::Unreadable`] if the text is no move at all;
/// [`MoveParseError::Refused`] if it is ambiguous (naming the pieces that
/// could move) or illegal (saying why).
///
/// ```
/// use ccdesk_domain::notation::parse_move;
/// use shakmaty::{Chess, Position};
///
/// let pos = Chess::default();
/// assert_eq!(parse_move(&pos, "5254")?, parse_move(&pos, "e4")?);
/// let err = parse_move(&pos, "Nd4").err().map(|e| e.to_string());
/// assert_eq!(err.as_deref(), Some("Nd4 is illegal: no white knight can move to d4"));
/// # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
/// ```
pub fn parse_move(pos: &Chess, text: &str) -> Result<Move, MoveParseError> {
    let written: WrittenMove = text.parse()?;
    written
        .to_move(pos)
        .map_err(|refusal| MoveParseError::Refused {
            token: text.trim().to_owned(),
            refusal,
        })
}
