//! [`NamedGameMismatch`]: the message's ccdesk block names another game
//! than the one it is read for or applied to.

use crate::ids::GameId;

/// Why a message's ccdesk block does not belong to the game it is read
/// for: it names another game, or one this desk does not hold (issue 29).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NamedGameMismatch {
    /// The block names another game of this desk.
    #[error(
        "the message's ccdesk block names game {named}, not {game}: it is not applied to {game}"
    )]
    Another {
        /// The game the block names.
        named: GameId,
        /// The game it was read for.
        game: GameId,
    },
    /// The block names a game id this desk does not hold.
    #[error(
        "the message's ccdesk block names game {named}, which this desk does not hold: it is not applied to {game}"
    )]
    NotHeld {
        /// The game the block names.
        named: GameId,
        /// The game it was read for.
        game: GameId,
    },
    /// The block's game is no game id at all.
    #[error(
        "the message's ccdesk block names game \"{named}\", which is no game of this desk: it is not applied to {game}"
    )]
    NoGameId {
        /// What the block gives as its game, as written.
        named: String,
        /// The game it was read for.
        game: GameId,
    },
    /// No game was chosen and the block's game is not one of this desk.
    #[error("the message's ccdesk block names game {named}, which this desk does not hold")]
    NoneHeld {
        /// What the block gives as its game, as written.
        named: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_mismatch_names_both_games_in_words() {
        let (g45, g46) = (GameId(45), GameId(46));
        let words = |m: NamedGameMismatch| m.to_string();
        assert_eq!(
            words(NamedGameMismatch::Another {
                named: g46,
                game: g45
            }),
            "the message's ccdesk block names game g46, not g45: it is not applied to g45"
        );
        assert_eq!(
            words(NamedGameMismatch::NotHeld {
                named: GameId(999),
                game: g45
            }),
            "the message's ccdesk block names game g999, which this desk does not hold: it is not applied to g45"
        );
        assert_eq!(
            words(NamedGameMismatch::NoGameId {
                named: "board 3".to_owned(),
                game: g45
            }),
            "the message's ccdesk block names game \"board 3\", which is no game of this desk: it is not applied to g45"
        );
        assert_eq!(
            words(NamedGameMismatch::NoneHeld {
                named: "g999".to_owned()
            }),
            "the message's ccdesk block names game g999, which this desk does not hold"
        );
    }
}
