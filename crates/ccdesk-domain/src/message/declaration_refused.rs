//! [`DeclarationRefused`]: what a message declares cannot be applied to
//! its game as it stands.

use shakmaty::Color;

use crate::game::GameResult;
use crate::ids::GameId;

use super::declaration::declaration_words;
use super::letter::LetterKind;

/// Why what a message declares (a resignation, a draw accepted, a
/// protest) is not applied. Nothing is applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DeclarationRefused {
    /// It says it comes from the desk owner: a message that arrived never
    /// resigns, offers or claims for him.
    #[error(
        "this message says it comes from {name}, whose desk this is: a message that arrived never resigns, offers or claims for you, so nothing is applied"
    )]
    FromOwnDesk {
        /// The owner's name.
        name: String,
    },
    /// The game is over already.
    #[error(
        "{}, but game {game} is over already ({result}): nothing is applied",
        declaration_words(*kind, *sender, name, other)
    )]
    GameOver {
        /// The game.
        game: GameId,
        /// Its result.
        result: GameResult,
        /// What the message declares.
        kind: LetterKind,
        /// The side that sent it.
        sender: Color,
        /// The sender's name.
        name: String,
        /// His opponent's name.
        other: String,
    },
    /// A draw accepted while no draw offer of the owner's stands (E1.1).
    #[error(
        "{name} accepts a draw, but no draw offer of yours stands in game {game}: nothing is applied"
    )]
    NoOfferStands {
        /// The game.
        game: GameId,
        /// The sender's name.
        name: String,
    },
    /// A protest while no claim of the owner's without a protest is
    /// recorded (E7.3).
    #[error(
        "{name} protests against a time claim, but no claim of yours without a protest is recorded in game {game}: nothing is applied"
    )]
    NoClaimToProtest {
        /// The game.
        game: GameId,
        /// The sender's name.
        name: String,
        /// The rule that lets a claim be protested.
        rule: &'static str,
    },
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Outcome, Termination};

    #[test]
    fn a_declaration_in_a_finished_game_says_what_it_declared_and_the_result() {
        let refused = DeclarationRefused::GameOver {
            game: GameId(45),
            result: GameResult {
                outcome: Outcome::WhiteWins,
                termination: Termination::Resignation,
            },
            kind: LetterKind::Resignation,
            sender: Color::Black,
            name: "Henrik Lindqvist".to_owned(),
            other: "Ann Example".to_owned(),
        };
        let said = refused.to_string();
        assert!(
            said.starts_with("Henrik Lindqvist resigns: 1-0, but game g45 is over already ("),
            "{said}"
        );
        assert!(said.ends_with("): nothing is applied"), "{said}");
    }

    #[test]
    fn a_protest_without_a_claim_names_its_rule() {
        // rule: E7.3
        let refused = DeclarationRefused::NoClaimToProtest {
            game: GameId(45),
            name: "Henrik Lindqvist".to_owned(),
            rule: "E7.3",
        };
        assert!(matches!(
            refused,
            DeclarationRefused::NoClaimToProtest { rule: "E7.3", .. }
        ));
        assert_eq!(
            refused.to_string(),
            "Henrik Lindqvist protests against a time claim, but no claim of yours without a protest is recorded in game g45: nothing is applied"
        );
    }
}
