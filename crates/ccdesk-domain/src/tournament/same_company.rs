//! Teams of one company paired against each other (C06: a company may
//! enter several teams; C04: the Hutton draw may bring them together):
//! flagged before the draw is fixed, so that the
//! Organiser can accept it or draw again.

use super::division::Division;
use crate::ids::CompanyId;

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
