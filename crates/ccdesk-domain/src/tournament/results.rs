//! Results from a project's games: how reports settle a game (C23, C37),
//! which results count (E9.1, E12.2, E12.3) and the standings of a division
//! (C29, C30) with its deductions (C15, C21).
//!
//! # Settling a game from reports (C23)
//!
//! - An Organiser's report (or decision) settles the game; the latest one
//!   stands.
//! - Otherwise the latest report of each captain is taken: when only one
//!   captain has reported, his result stands (C23); when both reported the
//!   same result it stands; when they differ the game is **disputed**
//!   (C37) and counts nothing until the Organiser decides.
//! - A game without reports keeps the result recorded on it (a mate on the
//!   board, an adjudication).
//!
//! # What a result counts
//!
//! Win, draw and loss count 1, ½ and 0, whatever the termination (resigned,
//! by default C22, by adjudication C26, on time); a loss to both (C25,
//! E12.3) counts 0 to each side; an annulled game (E9.1) counts nothing, as
//! if unfinished. When the season's records say results need a record of
//! the moves (E12.2), a result counts only once a report came with the
//! record or the game's moves are in the project.

use super::division::Division;
use super::records::{Reporter, ResultReport, SeasonRecords};
use super::score::GameScore;
use super::season::Season;
use super::standings::{Deduction, PairingResult, Standings, standings};
use crate::game::{Game, GameResult, Outcome};
use crate::ids::{GameId, TeamId};
use crate::project::Project;

/// How the reports of one game stand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settlement {
    /// No report: the game's own result (if any) stands.
    Unreported,
    /// The Organiser decided this result.
    Organiser(GameResult),
    /// Only one captain reported; his result stands (C23).
    OneCaptain {
        /// The team whose captain reported.
        team: TeamId,
        /// His result.
        result: GameResult,
    },
    /// Both captains reported the same result.
    Agreed(GameResult),
    /// The captains disagree (C23, C37): the Organiser must decide.
    Disputed {
        /// Each captain's latest report: (team, result).
        reports: Vec<(TeamId, GameResult)>,
    },
}

impl Settlement {
    /// The result that stands, if one does.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Settlement::Unreported | Settlement::Disputed { .. } => None,
            Settlement::Organiser(r) | Settlement::Agreed(r) => Some(*r),
            Settlement::OneCaptain { result, .. } => Some(*result),
        }
    }
}

/// Settles a game from its reports, in the order they were recorded.
#[must_use]
pub fn settle(reports: &[&ResultReport]) -> Settlement {
    if let Some(r) = reports
        .iter()
        .rev()
        .find(|r| matches!(r.by, Reporter::Organiser))
    {
        return Settlement::Organiser(r.result);
    }
    let mut latest: Vec<(TeamId, GameResult)> = Vec::new();
    for r in reports {
        if let Reporter::Captain(team) = r.by {
            match latest.iter_mut().find(|(t, _)| *t == team) {
                Some(slot) => slot.1 = r.result,
                None => latest.push((team, r.result)),
            }
        }
    }
    match latest.as_slice() {
        [] => Settlement::Unreported,
        [(team, result)] => Settlement::OneCaptain {
            team: *team,
            result: *result,
        },
        [(_, first), rest @ ..] => {
            // Captains agree on the score; the terminations they name may
            // differ in wording only when the outcome is the same.
            if rest.iter().all(|(_, r)| r.outcome == first.outcome) {
                Settlement::Agreed(*first)
            } else {
                Settlement::Disputed { reports: latest }
            }
        }
    }
}

/// The reports of one game.
#[must_use]
pub fn reports_of(records: &SeasonRecords, game: GameId) -> Vec<&ResultReport> {
    records.reports.iter().filter(|r| r.game == game).collect()
}

/// Games of a season whose captains disagree (C23, C37).
#[must_use]
pub fn disputes(season: &Season) -> Vec<(GameId, Settlement)> {
    let mut games: Vec<GameId> = season.records.reports.iter().map(|r| r.game).collect();
    games.sort();
    games.dedup();
    games
        .into_iter()
        .filter_map(|g| {
            let s = settle(&reports_of(&season.records, g));
            matches!(s, Settlement::Disputed { .. }).then_some((g, s))
        })
        .collect()
}

/// White's score as it counts in the standings, or `None` when the game
/// counts nothing (unfinished, annulled E9.1, or waiting for its record
/// E12.2).
#[must_use]
pub fn counted_white_score(records: &SeasonRecords, game: &Game) -> Option<GameScore> {
    let result = game.result?;
    if records.results_need_record
        && game.moves.is_empty()
        && !records
            .reports
            .iter()
            .any(|r| r.game == game.id && r.record_received)
    {
        return None;
    }
    match result.outcome {
        Outcome::WhiteWins => Some(GameScore::Win),
        Outcome::BlackWins => Some(GameScore::Loss),
        Outcome::Draw => Some(GameScore::Draw),
        Outcome::LossToBoth => Some(GameScore::LossToBoth),
        Outcome::Annulled => None,
    }
}

/// Whether `game`'s result is final: it counts in the standings, or it was
/// annulled (E9.1) and counts nothing for good. A game in play, waiting
/// for adjudication, disputed or waiting for its record (E12.2) is not.
#[must_use]
pub fn has_final_result(records: &SeasonRecords, game: &Game) -> bool {
    counted_white_score(records, game).is_some()
        || game.result.is_some_and(|r| r.outcome == Outcome::Annulled)
}

/// How many games of `division`'s pairings (two per pairing, one with
/// each colour) have no final result; a game not yet created counts too.
/// While there is one, the division's standings are provisional (C30).
#[must_use]
pub fn unfinished_games(project: &Project, season: &Season, division: &Division) -> usize {
    division
        .pairings
        .iter()
        .flat_map(|p| {
            let a = (p.team, p.board);
            let b = (p.opponent_team, p.opponent_board);
            [(a, b), (b, a)]
        })
        .filter(|&(white, black)| {
            !pairing_game(project, &division.name, white, black)
                .is_some_and(|g| has_final_result(&season.records, g))
        })
        .count()
}

/// The game of a division where `(team, board)` had White against
/// `(opponent, opponent_board)`.
#[must_use]
pub fn pairing_game<'a>(
    project: &'a Project,
    division: &str,
    white: (TeamId, u8),
    black: (TeamId, u8),
) -> Option<&'a Game> {
    project.games.iter().find(|g| {
        g.pairing.as_ref().is_some_and(|p| {
            p.division == division
                && p.is_current()
                && (p.white_team, p.white_board) == white
                && (p.black_team, p.black_board) == black
        })
    })
}

/// The name a team has in standings and crosstables.
#[must_use]
pub fn team_label(division: &Division, team: TeamId) -> String {
    division
        .team(team)
        .map_or_else(|| team.to_string(), |t| t.name.clone())
}

/// The division's pairings with their counted scores, one per pairing, as
/// [`standings`] reads them.
#[must_use]
pub fn division_results(
    project: &Project,
    season: &Season,
    division: &Division,
) -> Vec<PairingResult> {
    division
        .pairings
        .iter()
        .map(|p| {
            let a = (p.team, p.board);
            let b = (p.opponent_team, p.opponent_board);
            let score = |white, black| {
                pairing_game(project, &division.name, white, black)
                    .and_then(|g| counted_white_score(&season.records, g))
            };
            PairingResult {
                team: team_label(division, p.team),
                board: u32::from(p.board),
                opponent_team: team_label(division, p.opponent_team),
                opponent_board: u32::from(p.opponent_board),
                white: score(a, b),
                black: score(b, a).map(GameScore::opponent),
            }
        })
        .collect()
}

/// The deductions against the division's teams (C15, C21), each with its
/// rule in the reason; plus a zero line for each team without pairings so
/// that every team of the division has a line in the standings.
#[must_use]
pub fn division_deductions(season: &Season, division: &Division) -> Vec<Deduction> {
    let mut out: Vec<Deduction> = season
        .records
        .deductions
        .iter()
        .filter(|d| division.team(d.team).is_some())
        .map(|d| Deduction {
            team: team_label(division, d.team),
            points: d.points(),
            reason: format!("{}: {}", d.rule.rule_id(), d.reason),
        })
        .collect();
    for team in &division.teams {
        let paired = division
            .pairings
            .iter()
            .any(|p| p.team == team.id || p.opponent_team == team.id);
        if !paired {
            out.push(Deduction {
                team: team.name.clone(),
                points: super::score::GamePoints::ZERO,
                reason: String::new(),
            });
        }
    }
    out
}

/// Why standings cannot be computed from a project.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProjectStandingsError {
    /// The project runs no competition, or it has no season.
    #[error("the project has no season of a team competition")]
    NoSeason,
    /// No division has that name.
    #[error("there is no division `{0}` in the current season")]
    UnknownDivision(String),
}

/// The current season of the project.
pub fn current_season(project: &Project) -> Result<&Season, ProjectStandingsError> {
    project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .ok_or(ProjectStandingsError::NoSeason)
}

/// The standings of one division of the current season, from its games,
/// with deductions (C15, C21, C29, C30).
pub fn project_standings(
    project: &Project,
    division: &str,
) -> Result<Standings, ProjectStandingsError> {
    let season = current_season(project)?;
    let division = season
        .divisions
        .iter()
        .find(|d| d.name == division)
        .ok_or_else(|| ProjectStandingsError::UnknownDivision(division.to_owned()))?;
    Ok(division_standings(project, season, division))
}

/// The standings of `division` of `season`.
#[must_use]
pub fn division_standings(project: &Project, season: &Season, division: &Division) -> Standings {
    let mut table = standings(
        &division_results(project, season, division),
        &division_deductions(season, division),
    );
    table.unfinished = unfinished_games(project, season, division);
    // An expelled company's teams are marked where their figures are
    // explained (C09).
    for e in &season.records.expelled {
        for team in division
            .teams
            .iter()
            .filter(|t| t.company == e.company || t.partner == Some(e.company))
        {
            if let Some(row) = table.rows.iter_mut().find(|r| r.team == team.name) {
                row.working
                    .rulings
                    .push(format!("expelled for unpaid fees on {} (C09)", e.date));
            }
        }
    }
    let rulings = crate::validate::rulings_due_in(project, season);
    for ruling in &rulings {
        let Some(team) = division.team(ruling.team) else {
            continue;
        };
        if let Some(row) = table.rows.iter_mut().find(|r| r.team == team.name) {
            row.working.rulings.push(ruling.breach_and_ruling());
        }
    }
    table
}
