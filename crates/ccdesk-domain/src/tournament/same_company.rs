//! Teams of one company paired against each other (C06: a company may
//! enter several teams; C04: the Hutton draw may bring them together):
//! flagged before the draw is fixed, so that the
//! Organiser can accept it or draw again.

use super::division::Division;
use crate::command::{Command, DomainError, apply};
use crate::ids::CompanyId;
use crate::project::Project;

/// Each pair of teams of one company that meet in `division`'s pairings,
/// once, in words: "Beacon Life II plays Beacon Life I, both of Beacon
/// Life (2 pairings)". A combined team (C07) counts for both companies.
#[must_use]
pub fn same_company_meetings(
    division: &Division,
    company_name: impl Fn(CompanyId) -> String,
) -> Vec<String> {
    let mut met: Vec<(usize, usize, CompanyId, usize)> = Vec::new();
    for p in &division.pairings {
        let (Some(a), Some(b)) = (
            division.teams.iter().position(|t| t.id == p.team),
            division.teams.iter().position(|t| t.id == p.opponent_team),
        ) else {
            continue;
        };
        let (ta, tb) = (&division.teams[a], &division.teams[b]);
        let shared = std::iter::once(ta.company)
            .chain(ta.partner)
            .find(|c| tb.company == *c || tb.partner == Some(*c));
        let Some(company) = shared else { continue };
        let key = (a.min(b), a.max(b));
        match met.iter_mut().find(|m| (m.0, m.1) == key) {
            Some(m) => m.3 += 1,
            None => met.push((key.0, key.1, company, 1)),
        }
    }
    met.into_iter()
        .map(|(a, b, company, n)| {
            format!(
                "{} plays {}, both of {} ({n} pairing{})",
                division.teams[a].name,
                division.teams[b].name,
                company_name(company),
                if n == 1 { "" } else { "s" }
            )
        })
        .collect()
}

/// The name of company `c` in `project` (its id when it has none).
fn name_in(project: &Project, c: CompanyId) -> String {
    project
        .company(c)
        .map_or_else(|| c.to_string(), |x| x.name.clone())
}

/// The meetings of teams of one company (C06) that applying `command`
/// would leave in division `division`, worked out on a copy before the
/// Organiser fixes the pairings (a generated draw, or his own table):
/// empty when none, so the window and the CLI ask him only when there is
/// something to accept. The command's refusal, if it would be refused.
///
/// # Errors
/// The error `apply` would return for `command`.
pub fn meetings_if_applied(
    project: &Project,
    division: &str,
    command: &Command,
) -> Result<Vec<String>, DomainError> {
    let mut after = project.clone();
    apply(&mut after, command.clone())?;
    Ok(after
        .divisions()
        .iter()
        .find(|d| d.name == division)
        .map(|d| same_company_meetings(d, |c| name_in(&after, c)))
        .unwrap_or_default())
}

/// Every meeting of teams of one company in the pairings that stand in
/// the current season, each with its division and rule: "Division 1:
/// Beacon Life II plays Beacon Life I, both of Beacon Life (2 pairings)
/// (C06)", for `ccdesk check` and the window alike.
#[must_use]
pub fn standing_meetings(project: &Project) -> Vec<String> {
    project
        .divisions()
        .iter()
        .flat_map(|d| {
            same_company_meetings(d, |c| name_in(project, c))
                .into_iter()
                .map(move |m| format!("{}: {m} ({RULE})", d.name))
        })
        .collect()
}

/// The rule that lets a company enter several teams, which may then meet
/// (C06; C04: the Hutton draw).
pub const RULE: &str = "C06";
