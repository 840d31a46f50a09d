//! An engine's assessment of a case's final position, made for the
//! organiser at a fixed depth or time and kept with the case.
//!
//! The adjudicator judges the position (C26, E10); the assessment is a
//! second opinion the panel may look at on request and, when it says so,
//! have printed on the adjudicator's sheet. It is never part of the
//! captain's submission (C24) nor of the game record. Nothing here runs an
//! engine: the record is built outside the domain and entered with an
//! [`AdjudicationCommand`](super::AdjudicationCommand).
//!
//! ```
//! use ccdesk_domain::adjudication::{AssessmentLimit, EngineAssessment};
//! use chrono::NaiveDate;
//!
//! let a = EngineAssessment {
//!     engine: "Stockfish 17".into(),
//!     settings: vec![("Threads".into(), "1".into())],
//!     limit: AssessmentLimit::Depth(20),
//!     fen: "8/8/8/8/8/2k5/8/K1q5 w - - 0 1".into(),
//!     best_move: None,
//!     score: Some("0.00".into()),
//!     depth: 0,
//!     line: vec![],
//!     made: NaiveDate::from_ymd_opt(2026, 7, 1).unwrap(),
//! };
//! assert_eq!(a.limit.to_string(), "depth 20");
//! assert_eq!(a.settings_text(), "Threads 1");
//! assert_eq!(a.line_text(), "–");
//! ```

use std::fmt;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::message::wording::Wording;

/// How long the engine searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AssessmentLimit {
    /// To a fixed depth, in plies.
    Depth(u32),
    /// For a fixed number of seconds.
    Seconds(u32),
}

impl fmt::Display for AssessmentLimit {
    /// In English, as the wording table words it (`depth 20`, `1 second`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Wording::of(Language::English).assess_limit(*self))
    }
}

/// What an engine made of a case's final position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineAssessment {
    /// The engine's name with its version, as the engine reports it
    /// (UCI `id name`, such as "Stockfish 17").
    pub engine: String,
    /// The options set for the search (name, value); empty = the engine's
    /// defaults.
    #[serde(default)]
    pub settings: Vec<(String, String)>,
    /// The fixed depth or time of the search.
    pub limit: AssessmentLimit,
    /// The position searched, as FEN.
    pub fen: String,
    /// The engine's choice in SAN; `None` when the side to move has no
    /// legal move.
    #[serde(default)]
    pub best_move: Option<String>,
    /// The evaluation from White's point of view as adjudicators read it:
    /// `+1.25`, `0.00`, `-0.40`, `#3` (White mates in 3), `-#2` (Black
    /// mates in 2); `None` when the engine gave none.
    #[serde(default)]
    pub score: Option<String>,
    /// The depth the engine reached, in plies.
    #[serde(default)]
    pub depth: u32,
    /// The principal variation in SAN.
    #[serde(default)]
    pub line: Vec<String>,
    /// The day the assessment was made.
    pub made: NaiveDate,
}

impl EngineAssessment {
    /// The options as one line: `Threads 1, Hash 64`, or `engine defaults`.
    #[must_use]
    pub fn settings_text(&self) -> String {
        if self.settings.is_empty() {
            return "engine defaults".to_owned();
        }
        self.settings
            .iter()
            .map(|(name, value)| {
                if value.is_empty() {
                    name.clone()
                } else {
                    format!("{name} {value}")
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The principal variation as one line of SAN, or `–` without one.
    #[must_use]
    pub fn line_text(&self) -> String {
        if self.line.is_empty() {
            "–".to_owned()
        } else {
            self.line.join(" ")
        }
    }

    /// The lines an adjudicator reads: engine, settings, limit, score,
    /// best move and line, one fact a line (in English, as
    /// [`EngineAssessment::summary_lines_in`] words them).
    #[must_use]
    pub fn summary_lines(&self) -> Vec<String> {
        self.summary_lines_in(Language::English)
    }

    /// The lines an adjudicator reads, in `language` (the game's, on the
    /// adjudicator's sheet): the labels and the date worded, the engine's
    /// own names (settings, moves) as it gave them.
    #[must_use]
    pub fn summary_lines_in(&self, language: Language) -> Vec<String> {
        let w = Wording::of(language);
        let [engine, settings, search, evaluation, best_move, best_line] = w.assess_lines;
        vec![
            engine.replace("{engine}", &self.engine),
            settings.replace("{settings}", &self.settings_text()),
            search
                .replace("{limit}", &w.assess_limit(self.limit))
                .replace("{depth}", &self.depth.to_string())
                .replace("{date}", &w.date(self.made)),
            // The engine's `+1.25` with the language's decimal sign.
            evaluation.replace(
                "{score}",
                &self
                    .score
                    .as_deref()
                    .map_or_else(|| w.assess_no_score.to_owned(), |s| w.decimal(s)),
            ),
            best_move.replace(
                "{move}",
                self.best_move.as_deref().unwrap_or(w.assess_no_move),
            ),
            best_line.replace("{line}", &self.line_text()),
        ]
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn sample() -> EngineAssessment {
        EngineAssessment {
            engine: "Stockfish 17".into(),
            settings: vec![("Threads".into(), "2".into()), ("Hash".into(), "64".into())],
            limit: AssessmentLimit::Seconds(5),
            fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            best_move: Some("Kd5".into()),
            score: Some("+1.25".into()),
            depth: 24,
            line: vec!["Kd5".into(), "Kb6".into(), "Kd6".into()],
            made: NaiveDate::from_ymd_opt(2026, 7, 1).unwrap(),
        }
    }

    #[test]
    fn the_summary_names_engine_settings_limit_score_and_line() {
        let lines = sample().summary_lines();
        assert_eq!(lines[0], "Engine: Stockfish 17");
        assert_eq!(lines[1], "Settings: Threads 2, Hash 64");
        assert_eq!(
            lines[2],
            "Search: 5 seconds (depth reached 24), made 1 Jul 2026"
        );
        assert_eq!(lines[3], "Evaluation (White's view): +1.25");
        assert_eq!(lines[4], "Best move: Kd5");
        assert_eq!(lines[5], "Best line: Kd5 Kb6 Kd6");
    }

    // rule: C26 — the evaluation with the language's decimal sign.
    #[test]
    fn the_evaluation_is_written_in_the_languages_style() {
        let german = sample().summary_lines_in(Language::German);
        assert_eq!(german[3], "Bewertung (aus Sicht von Weiß): +1,25");
        let french = sample().summary_lines_in(Language::French);
        assert_eq!(
            french[3],
            "Évaluation (du point de vue des Blancs)\u{a0}: +1,25"
        );
    }

    #[test]
    fn it_survives_a_ron_round_trip() {
        let a = sample();
        let text = ron::to_string(&a).unwrap();
        let back: EngineAssessment = ron::from_str(&text).unwrap();
        assert_eq!(back, a);
    }
}
