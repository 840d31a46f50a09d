//! The one wording of a game's state, for every pane and export: its
//! result, a dispute, the adjudication it waits for, or the moves in play.

use chrono::NaiveDate;

use crate::game::{Game, Outcome};
use crate::language::Language;
use crate::ledger::{ClockStop, clock_stop};
use crate::message::wording::Wording;
use crate::project::Project;

/// A result's score as a list shows it: "1-0", "½-½", "0-0, loss to
/// both".
#[must_use]
pub fn outcome_words(outcome: Outcome) -> String {
    outcome_words_in(outcome, Wording::of(Language::English))
}

/// A result's score in `wording`'s language: the scores are the same in
/// every language, "loss to both" and "annulled" are not.
#[must_use]
pub fn outcome_words_in(outcome: Outcome, wording: &Wording) -> String {
    match outcome {
        Outcome::LossToBoth => wording.state_loss_to_both.to_owned(),
        Outcome::Annulled => wording.state_annulled.to_owned(),
        other => other.to_string(),
    }
}

/// How a game stands on a day: the one answer every pane, export and
/// language words ([`GameState::words`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameState {
    /// Finished with `outcome`; `recorded` is false while the result waits
    /// for its record (E12.2).
    Finished {
        /// The result.
        outcome: Outcome,
        /// The result counts (recorded, or not a competition game).
        recorded: bool,
    },
    /// The captains disagree: the Organiser decides (C23, C37).
    Disputed,
    /// Referred to the adjudicators (C26).
    WithAdjudicators,
    /// Unfinished at the close of play (C19).
    WaitsForAdjudication,
    /// In play, with this many moves (numbered as the score numbers them).
    InPlay {
        /// The moves.
        moves: u32,
    },
}

impl GameState {
    /// The state in `wording`'s language: "1-0"; "1-0, waits for its
    /// record (E12.2)"; "disputed: the Organiser decides (C23, C37)";
    /// "with the adjudicators (C26)"; "waits for adjudication (C19)";
    /// "40 moves, in play" (German "40 Züge, läuft").
    #[must_use]
    pub fn words(self, wording: &Wording) -> String {
        match self {
            GameState::Finished { outcome, recorded } => {
                let result = outcome_words_in(outcome, wording);
                if recorded {
                    result
                } else {
                    wording.state_unrecorded.replace("{result}", &result)
                }
            }
            GameState::Disputed => wording.state_disputed.to_owned(),
            GameState::WithAdjudicators => wording.state_with_adjudicators.to_owned(),
            GameState::WaitsForAdjudication => wording.state_waits_adjudication.to_owned(),
            GameState::InPlay { moves } => wording
                .state_in_play
                .replace("{moves}", &wording.moves(moves)),
        }
    }
}

/// How `game` stands on `today` (see [`GameState`]).
#[must_use]
pub fn game_state(project: &Project, game: &Game, today: NaiveDate) -> GameState {
    let season = game
        .pairing
        .as_ref()
        .filter(|p| p.is_current())
        .and(project.competition().as_ref())
        .and_then(|c| c.seasons.last());
    if let Some(result) = game.result {
        let recorded =
            season.is_none_or(|s| crate::tournament::results::has_final_result(&s.records, game));
        return GameState::Finished {
            outcome: result.outcome,
            recorded,
        };
    }
    if let Some(s) = season
        && crate::tournament::results::disputes(s)
            .iter()
            .any(|(g, _)| *g == game.id)
    {
        return GameState::Disputed;
    }
    if let Some(case) = project.adjudication(game.id)
        && !case.referrals.is_empty()
    {
        return GameState::WithAdjudicators;
    }
    match clock_stop(project, game, today) {
        Some(ClockStop::Adjudication | ClockStop::PlayClosed(_)) => GameState::WaitsForAdjudication,
        _ => GameState::InPlay {
            moves: u32::try_from(game.moves.len().div_ceil(2)).unwrap_or(u32::MAX),
        },
    }
}

/// How `game` stands on `today`, in English, the words of `ccdesk` on the
/// command line and of every English pane (see [`GameState::words`]).
#[must_use]
pub fn game_state_words(project: &Project, game: &Game, today: NaiveDate) -> String {
    game_state(project, game, today).words(Wording::of(Language::English))
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: C19, C26, C37, E12.2 — each state in each language's words,
    // English as every pane said it before.
    #[test]
    fn a_games_state_is_worded_in_each_language() {
        let en = Wording::of(Language::English);
        let de = Wording::of(Language::German);
        let fr = Wording::of(Language::French);
        let waiting = GameState::Finished {
            outcome: Outcome::WhiteWins,
            recorded: false,
        };
        assert_eq!(waiting.words(en), "1-0, waits for its record (E12.2)");
        assert_eq!(waiting.words(de), "1-0, wartet auf die Eintragung (E12.2)");
        let both = GameState::Finished {
            outcome: Outcome::LossToBoth,
            recorded: true,
        };
        assert_eq!(both.words(en), "0-0, loss to both");
        assert_eq!(both.words(fr), "0-0, perdue pour les deux");
        assert_eq!(
            GameState::Disputed.words(en),
            "disputed: the Organiser decides (C23, C37)"
        );
        assert_eq!(
            GameState::WaitsForAdjudication.words(de),
            "wartet auf die Abschätzung (C19)"
        );
        assert_eq!(
            GameState::WithAdjudicators.words(fr),
            "chez les arbitres (C26)"
        );
        let forty = GameState::InPlay { moves: 40 };
        assert_eq!(forty.words(en), "40 moves, in play");
        assert_eq!(forty.words(de), "40 Züge, läuft");
        assert_eq!(GameState::InPlay { moves: 1 }.words(en), "1 move, in play");
    }
}
