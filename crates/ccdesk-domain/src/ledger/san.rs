//! Checking the moves of a ledger for legality, in sequence: [`SanReplay`].
//!
//! The ledger only needs to know whether each recorded move is legal where
//! it was played, so this is a small lenient reader over shakmaty's SAN, not
//! the full notation module: it accepts `0-0` and `0-0-0`, a missing or
//! superfluous check, mate or capture sign, a trailing `e.p.` and the
//! annotations `!` and `?` (E4.4: such indications are without
//! significance).

use shakmaty::san::San;
use shakmaty::{Chess, Position};

/// Why a recorded move could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SanCheckError {
    /// Not a move in SAN at all.
    #[error("{0:?} is not a move in SAN")]
    Unreadable(String),
    /// No legal move matches.
    #[error("{0:?} is not a legal move here")]
    Illegal(String),
    /// More than one legal move matches.
    #[error("{0:?} is ambiguous here")]
    Ambiguous(String),
}

/// Replays the moves of a game from the initial position.
///
/// An empty move leaves the position unknown: from then on moves are only
/// checked to be readable SAN.
///
/// ```
/// use ccdesk_domain::ledger::SanReplay;
///
/// let mut replay = SanReplay::new();
/// assert!(replay.play("e4").is_ok());
/// assert!(replay.play("e5").is_ok());
/// assert!(replay.play("Ke3").is_err());
/// ```
#[derive(Debug, Clone)]
pub struct SanReplay {
    position: Option<Chess>,
}

impl Default for SanReplay {
    fn default() -> Self {
        Self::new()
    }
}

impl SanReplay {
    /// Starts from the initial position.
    pub fn new() -> Self {
        SanReplay {
            position: Some(Chess::default()),
        }
    }

    /// Whether the position is still known.
    pub fn knows_position(&self) -> bool {
        self.position.is_some()
    }

    /// Plays `text`; an empty text is skipped and makes the position unknown.
    pub fn play(&mut self, text: &str) -> Result<(), SanCheckError> {
        let normal = normalise(text);
        if normal.is_empty() {
            self.position = None;
            return Ok(());
        }
        let san = match San::from_ascii(normal.as_bytes()) {
            Ok(san @ (San::Normal { .. } | San::Castle(_))) => san,
            _ => return Err(SanCheckError::Unreadable(text.trim().to_owned())),
        };
        let Some(position) = self.position.take() else {
            return Ok(());
        };
        let legal = position.legal_moves();
        let mut matching = legal.iter().filter(|m| matches_leniently(san, **m));
        let found = match (matching.next(), matching.next()) {
            (Some(m), None) => *m,
            (Some(_), Some(_)) => {
                self.position = Some(position);
                return Err(SanCheckError::Ambiguous(text.trim().to_owned()));
            }
            (None, _) => {
                self.position = Some(position);
                return Err(SanCheckError::Illegal(text.trim().to_owned()));
            }
        };
        let mut position = position;
        position.play_unchecked(found);
        self.position = Some(position);
        Ok(())
    }
}

/// Matches `san` against `m`, with or without the capture sign (E4.4).
fn matches_leniently(san: San, m: shakmaty::Move) -> bool {
    if san.matches(m) {
        return true;
    }
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => San::Normal {
            role,
            file,
            rank,
            capture: !capture,
            to,
            promotion,
        }
        .matches(m),
        _ => false,
    }
}

/// Trims, drops annotations and check signs, and reads `0` as `O` in castling.
fn normalise(text: &str) -> String {
    let mut s = text.trim().to_owned();
    for suffix in ["e.p.", "ep"] {
        if let Some(rest) = s.strip_suffix(suffix) {
            s = rest.trim_end().to_owned();
        }
    }
    let s = s.trim_end_matches(['+', '#', '!', '?']);
    if !s.is_empty() && s.chars().all(|c| c == '0' || c == 'O' || c == '-') {
        s.replace('0', "O")
    } else {
        s.to_owned()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn e4_4_indications_are_without_significance() {
        // rule: E4.4
        let mut replay = SanReplay::new();
        for mv in [
            "e4", "d5", "ed5", "Qxd5", "Nc3", "Qa5", "Nf3+", "Nf6", "Bc4!?", "Bg4", "0-0", "e6",
        ] {
            assert_eq!(replay.play(mv), Ok(()), "{mv}");
        }
    }

    #[test]
    fn illegal_and_unreadable_moves_are_refused() {
        let mut replay = SanReplay::new();
        assert_eq!(
            replay.play("e5"),
            Err(SanCheckError::Illegal("e5".to_owned()))
        );
        assert_eq!(
            replay.play("hello"),
            Err(SanCheckError::Unreadable("hello".to_owned()))
        );
        assert_eq!(
            replay.play("--"),
            Err(SanCheckError::Unreadable("--".to_owned()))
        );
        assert_eq!(replay.play("e4"), Ok(()));
    }

    #[test]
    fn an_empty_move_makes_the_position_unknown() {
        let mut replay = SanReplay::new();
        assert_eq!(replay.play(""), Ok(()));
        assert!(!replay.knows_position());
        assert_eq!(replay.play("Ke7"), Ok(()));
        assert!(replay.play("xyz").is_err());
    }

    #[test]
    fn ambiguous_move_is_reported() {
        let mut replay = SanReplay::new();
        for mv in ["Nf3", "Nf6", "Nc3", "Nc6", "Nd4", "Nd5"] {
            assert_eq!(replay.play(mv), Ok(()), "{mv}");
        }
        // Both white knights (c3 and d4) can reach b5.
        assert_eq!(
            replay.play("Nb5"),
            Err(SanCheckError::Ambiguous("Nb5".to_owned()))
        );
        assert_eq!(replay.play("Ndb5"), Ok(()));
    }
}
