//! Expelling a company for unpaid fees (C09) with the Organiser's ruling
//! on its teams' unfinished games: annulled, or scored as losses for the
//! expelled side (a game between two of its teams lost by both).

use chrono::NaiveDate;

use super::command::{CompanyStep, TournamentCommand as T, WithdrawalRuling, tc};
use super::records::{Reporter, ResultReport};
use crate::command::{Command, DomainError};
use crate::game::{GameResult, Outcome, Termination};
use crate::ids::{CompanyId, GameId, TeamId};
use crate::project::Project;

/// The teams of the current season entered by `company`, alone or as a
/// partner of a combined team (C07).
#[must_use]
pub fn teams_of(project: &Project, company: CompanyId) -> Vec<TeamId> {
    project
        .teams()
        .filter(|t| t.company == company || t.partner == Some(company))
        .map(|t| t.id)
        .collect()
}

/// The outcome `ruling` gives a game where White's and Black's sides are
/// expelled or not.
fn outcome(ruling: WithdrawalRuling, white_out: bool, black_out: bool) -> Outcome {
    match (ruling, white_out, black_out) {
        (WithdrawalRuling::Annul, _, _) => Outcome::Annulled,
        (WithdrawalRuling::ScoreLost, true, true) => Outcome::LossToBoth,
        (WithdrawalRuling::ScoreLost, true, false) => Outcome::BlackWins,
        (WithdrawalRuling::ScoreLost, false, _) => Outcome::WhiteWins,
    }
}

/// The unfinished games of the current pairings where a team of
/// `company` plays, with the outcome `ruling` gives each.
#[must_use]
pub fn expulsion_results(
    project: &Project,
    company: CompanyId,
    ruling: WithdrawalRuling,
) -> Vec<(GameId, Outcome)> {
    let teams = teams_of(project, company);
    project
        .games()
        .iter()
        .filter(|g| g.result.is_none())
        .filter_map(|g| {
            let p = g.pairing.as_ref().filter(|p| p.is_current())?;
            let (w, b) = (teams.contains(&p.white_team), teams.contains(&p.black_team));
            (w || b).then(|| (g.id, outcome(ruling, w, b)))
        })
        .collect()
}

/// Records the expulsion on `date` (refused without a reminder at least
/// 21 days before, C09) and rules the company's unfinished games, as one
/// step with one undo.
pub(super) fn expel(
    project: &mut Project,
    company: CompanyId,
    ruling: WithdrawalRuling,
    date: NaiveDate,
) -> Result<String, DomainError> {
    let mut commands = vec![tc(T::RecordStep {
        step: CompanyStep::Expelled,
        company,
        date,
    })];
    commands.extend(expulsion_results(project, company, ruling).into_iter().map(
        |(game, outcome)| {
            tc(T::ReportResult(ResultReport {
                game,
                by: Reporter::Organiser,
                result: GameResult {
                    outcome,
                    termination: Termination::Default,
                },
                received: date,
                record_received: false,
            }))
        },
    ));
    crate::command::apply_step(project, Command::Batch(commands))
}
