//! Breaches of the competition's rules in what was recorded, beyond the
//! team findings of [`crate::validate::rulings_due`]: an expulsion
//! without its reminder 21 days before (C09), a panel member who is not
//! independent of the game (C26). A file written by hand or by an older
//! version may hold them; the commands refuse them. `ccdesk check` and
//! the admin pane list them with their rule.

use crate::adjudication::independence::not_independent;
use crate::project::Project;
use crate::tournament::expulsion::early_expulsions;

/// One breach: the rule, where, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Breach {
    /// The rule broken ("C09", "C26").
    pub rule: &'static str,
    /// Where: "company Beacon Life", "game g15".
    pub location: String,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for Breach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} ({})", self.location, self.message, self.rule)
    }
}

/// Every such breach of the current season and of the project's
/// adjudication cases, expulsions first.
#[must_use]
pub fn breaches(project: &Project) -> Vec<Breach> {
    let mut out = Vec::new();
    if let Some(season) = project
        .competition()
        .as_ref()
        .and_then(|c| c.seasons.last())
    {
        for (company, message) in early_expulsions(&season.records) {
            let name = project
                .company(company)
                .map_or_else(|| company.to_string(), |c| c.name.clone());
            out.push(Breach {
                rule: "C09",
                location: format!("company {company} ({name})"),
                message: format!("expelled too early: {message}"),
            });
        }
    }
    for case in project.adjudications() {
        let Some(game) = project.game(case.game) else {
            continue;
        };
        for referral in &case.referrals {
            if let Some(why) = not_independent(project, game, &referral.adjudicator) {
                out.push(Breach {
                    rule: "C26",
                    location: format!("game {}", game.id),
                    message: format!(
                        "panel member {} is not independent: {why}",
                        referral.adjudicator
                    ),
                });
            }
        }
    }
    out
}
