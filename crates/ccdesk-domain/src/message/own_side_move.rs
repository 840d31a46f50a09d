//! [`OwnSideMove`]: a message that would act for the desk owner's side.

use shakmaty::Color;

/// A message read as a move of the desk owner's own side, whose turn it
/// is: it would play his moves or book a penalty against him. No message
/// plays the owner's moves; only the opponent's mail moves his pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnSideMove {
    /// The owner's side.
    pub side: Color,
    /// The moves it would play for him, in SAN; empty when it carries none.
    pub moves: Vec<String>,
}

impl std::fmt::Display for OwnSideMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let side = if self.side == Color::White {
            "White"
        } else {
            "Black"
        };
        if self.moves.is_empty() {
            write!(
                f,
                "it reads as a move of your own side ({side}), whose turn it is: only your opponent's mail moves his pieces, so nothing is played or booked for your side"
            )
        } else {
            write!(
                f,
                "it would play {} for your own side ({side}): only your opponent's mail moves his pieces, and no message plays your moves",
                self.moves.join(" ")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sentence_names_the_side_and_the_moves_it_would_play() {
        let with_moves = OwnSideMove {
            side: Color::White,
            moves: vec!["Bb5".to_owned(), "O-O".to_owned()],
        };
        assert_eq!(
            with_moves.to_string(),
            "it would play Bb5 O-O for your own side (White): only your opponent's mail moves his pieces, and no message plays your moves"
        );
        let without = OwnSideMove {
            side: Color::Black,
            moves: Vec::new(),
        };
        assert!(
            without
                .to_string()
                .starts_with("it reads as a move of your own side (Black), whose turn it is")
        );
    }
}
