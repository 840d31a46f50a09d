//! The two adjudication procedures ccdesk runs.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::project::Project;

/// Which rules a case follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Procedure {
    /// The Inter-Office competition (C19, C24-C28): captains claim, two
    /// adjudicators and a third on disagreement, appeal to the original
    /// adjudicators and then to the national federation; fees.
    InterOffice,
    /// The email rules (E10, E11): players claim within 30 days, one
    /// adjudicator, appeal to a second adjudicator whose ruling is final.
    Email,
}

impl Procedure {
    /// The rules a case of `game` follows, and its close of play: a game
    /// of the current season's pairings goes under the Inter-Office rules,
    /// closed on the season's date (C19); any other game under the email
    /// rules, play closing on `today` (E10.1).
    #[must_use]
    pub fn for_game(project: &Project, game: &Game, today: NaiveDate) -> (Procedure, NaiveDate) {
        let season_close = game
            .pairing
            .as_ref()
            .filter(|p| p.is_current())
            .and_then(|_| project.competition.as_ref()?.seasons.last())
            .map(|s| s.calendar.play_closes);
        match season_close {
            Some(close) => (Procedure::InterOffice, close),
            None => (Procedure::Email, today),
        }
    }

    /// "the Inter-Office rules" / "the email rules", as a sentence says it.
    #[must_use]
    pub fn rules_name(self) -> &'static str {
        match self {
            Procedure::InterOffice => "the Inter-Office rules",
            Procedure::Email => "the email rules",
        }
    }
}
