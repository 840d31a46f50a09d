//! Why an adjudication command is refused.

use chrono::NaiveDate;

use super::appeal_bar::AppealBar;
use super::conflict::Conflict;
use super::wrong_stage::WrongStage;
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
    #[error("game {game}: {stage}")]
    WrongStage {
        /// The game.
        game: GameId,
        /// What stage the case is at, against the step asked for.
        stage: WrongStage,
    },
    /// The same adjudicator twice where the rules want independent ones.
    #[error("{0} has already seen this position: the panel must be independent (C26, E11.2)")]
    NotIndependent(String),
    /// A panel member who plays in the game or for, or captains, a team of
    /// its companies (C26).
    #[error("{0}: the panel's members must be independent of the game (C26)")]
    NotIndependentOfGame(Conflict),
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
    #[error("{side} has no right of appeal: {bar}")]
    NoRightOfAppeal {
        /// The side.
        side: Colour,
        /// Why; its rule is [`AppealBar::rule`] (E10.4, C27).
        bar: AppealBar,
    },
    /// No unfinished game is left without a case (in the division asked
    /// for, when one is).
    #[error(
        "no unfinished game without an adjudication case{}",
        division.as_ref().map(|d| format!(" in {d}")).unwrap_or_default()
    )]
    NothingToOpen {
        /// The division asked for; `None` = the whole season.
        division: Option<String>,
    },
    /// No C25 default applies as of the given day.
    #[error("game {game}: no default applies on {today}")]
    NoDefault {
        /// The game.
        game: GameId,
        /// The day asked about.
        today: NaiveDate,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_to_open_names_the_division_when_one_was_asked_for() {
        let season = AdjudicationError::NothingToOpen { division: None };
        assert_eq!(
            season.to_string(),
            "no unfinished game without an adjudication case"
        );
        let one = AdjudicationError::NothingToOpen {
            division: Some("Division 2".to_owned()),
        };
        assert_eq!(
            one.to_string(),
            "no unfinished game without an adjudication case in Division 2"
        );
    }

    #[test]
    fn a_bar_to_appeal_names_its_rule() {
        // rule: E10.4
        let claim = AdjudicationError::NoRightOfAppeal {
            side: Colour::Black,
            bar: AppealBar::NoClaim,
        };
        assert_eq!(
            claim.to_string(),
            "Black has no right of appeal: no claim with analysis was submitted (E10.4)"
        );
        // rule: C27
        assert_eq!(AppealBar::NoAnalysisWithAppeal.rule(), "C27");
        assert_eq!(
            AppealBar::NoAnalysisWithAppeal.to_string(),
            "an appeal must come with an analysis of the position (C27)"
        );
        assert_eq!(AppealBar::NoAnalysisWithClaim.rule(), "E10.4");
    }

    #[test]
    fn a_wrong_stage_says_the_game_and_the_stage() {
        // rule: C26 — a third adjudicator only when the first two disagree.
        let third = AdjudicationError::WrongStage {
            game: GameId(7),
            stage: WrongStage::ThirdNotNeeded { rule: "C26" },
        };
        assert_eq!(
            third.to_string(),
            "game g7: a third adjudicator is only asked when the first two disagree (C26)"
        );
        let full = |referred| WrongStage::PanelFull { referred }.to_string();
        assert_eq!(full(1), "the position already went to 1 adjudicator");
        assert_eq!(full(3), "the position already went to 3 adjudicators");
    }

    #[test]
    fn a_conflict_names_the_person_and_his_tie() {
        // rule: C26 — the panel is independent of the game.
        let tie = AdjudicationError::NotIndependentOfGame(Conflict::CompanyTeam {
            name: "Ann Lee".to_owned(),
            team: "Acme B".to_owned(),
            company: "Acme".to_owned(),
            game: GameId(15),
        });
        assert_eq!(
            tie.to_string(),
            "Ann Lee plays for or captains Acme B of Acme, a company of game g15: the panel's members must be independent of the game (C26)"
        );
    }
}
