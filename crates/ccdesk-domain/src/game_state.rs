//! The one wording of a game's state, for every pane and export: its
//! result, a dispute, the adjudication it waits for, or the moves in play.

use chrono::NaiveDate;

use crate::game::{Game, Outcome};
use crate::ledger::{ClockStop, clock_stop};
use crate::project::Project;

/// A result's score as a list shows it: "1-0", "½-½", "0-0, loss to
/// both".
#[must_use]
pub fn outcome_words(outcome: Outcome) -> String {
    match outcome {
        Outcome::LossToBoth => "0-0, loss to both".to_owned(),
        other => other.to_string(),
    }
}

/// How `game` stands on `today`, in the words every pane uses: "1-0";
/// "1-0, waits for its record (E12.2)"; "disputed: the Organiser decides
/// (C23, C37)"; "with the adjudicators (C26)"; "waits for adjudication
/// (C19)"; "40 moves, in play".
#[must_use]
pub fn game_state_words(project: &Project, game: &Game, today: NaiveDate) -> String {
    let season = game
        .pairing
        .as_ref()
        .filter(|p| p.is_current())
        .and(project.competition().as_ref())
        .and_then(|c| c.seasons.last());
    if let Some(result) = game.result {
        let words = outcome_words(result.outcome);
        let counted =
            season.is_none_or(|s| crate::tournament::results::has_final_result(&s.records, game));
        return if counted {
            words
        } else {
            format!("{words}, waits for its record (E12.2)")
        };
    }
    if let Some(s) = season
        && crate::tournament::results::disputes(s)
            .iter()
            .any(|(g, _)| *g == game.id)
    {
        return "disputed: the Organiser decides (C23, C37)".to_owned();
    }
    if let Some(case) = project.adjudication(game.id)
        && !case.referrals.is_empty()
    {
        return "with the adjudicators (C26)".to_owned();
    }
    match clock_stop(project, game, today) {
        Some(ClockStop::Adjudication | ClockStop::PlayClosed(_)) => {
            "waits for adjudication (C19)".to_owned()
        }
        _ => format!("{} moves, in play", game.moves.len().div_ceil(2)),
    }
}
