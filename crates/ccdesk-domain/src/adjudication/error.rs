//! Why an adjudication command is refused.

use chrono::NaiveDate;

use crate::colour::Colour;
use crate::ids::GameId;

/// An adjudication step that cannot be taken; the project is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AdjudicationError {
    /// The game already has a case.
    #[error("game {0} already has an adjudication case")]
    CaseExists(GameId),
    /// The game has no case.
    #[error("game {0} has no adjudication case")]
    NoCase(GameId),
    /// The game is over: nothing to adjudicate (C19).
    #[error("game {0} is finished: only unfinished games go to adjudication (C19)")]
    GameFinished(GameId),
    /// No move was played: there is no position for adjudicators to judge;
    /// the Organiser rules on the game (C19, C37, E9.1).
    #[error(
        "no move was played in game {0}: there is no position to adjudicate; the Organiser rules on it (C19, C37)"
    )]
    NoMovePlayed(GameId),
    /// The project has no season with a close of play.
    #[error("the project has no season: give the close of play")]
    NoSeason,
    /// A date before the step it depends on.
    #[error("{what} ({date}) cannot be before {before}")]
    TooEarly {
        /// What is dated.
        what: &'static str,
        /// Its date.
        date: NaiveDate,
        /// The earliest possible date.
        before: NaiveDate,
    },
    /// The case is past the step asked for.
    #[error("game {game}: {reason}")]
    WrongStage {
        /// The game.
        game: GameId,
        /// What stage the case is at.
        reason: String,
    },
    /// The same adjudicator twice where the rules want independent ones.
    #[error("{0} has already seen this position: the panel must be independent (C26, E11.2)")]
    NotIndependent(String),
    /// A panel member who plays in the game or for, or captains, a team of
    /// its companies (C26).
    #[error("{0}: the panel's members must be independent of the game (C26)")]
    NotIndependentOfGame(String),
    /// An opinion from someone the position was not sent to.
    #[error("the position of game {game} was not sent to {adjudicator}")]
    NotReferred {
        /// The game.
        game: GameId,
        /// The name given.
        adjudicator: String,
    },
    /// An appeal after the 14 days (C27, E11.1).
    #[error("the appeal is late: it had to be made by {deadline} (C27, E11.1)")]
    AppealLate {
        /// The last day.
        deadline: NaiveDate,
    },
    /// A side without the right of appeal.
    #[error("{side} has no right of appeal: {reason}")]
    NoRightOfAppeal {
        /// The side.
        side: Colour,
        /// Why (E10.4, C27).
        reason: String,
    },
    /// No unfinished game is left without a case.
    #[error("no unfinished game without an adjudication case{0}")]
    NothingToOpen(String),
    /// No C25 default applies as of the given day.
    #[error("game {game}: no default applies on {today}")]
    NoDefault {
        /// The game.
        game: GameId,
        /// The day asked about.
        today: NaiveDate,
    },
}
