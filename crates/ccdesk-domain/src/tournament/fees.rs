//! Fees and balances per company (C08, C09, C28).
//!
//! A company owes its members' subscriptions or the minimum entry fee,
//! whichever is greater (C08), plus an adjudication fee for each claim or
//! appeal not upheld (C28, from [`crate::adjudication::fees_due`]).
//! Payments reduce the balance.

use std::fmt;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::season::Season;
use crate::adjudication::{FeeKind, fees_due};
use crate::ids::CompanyId;
use crate::project::Project;

/// An amount of money in pence; prints as `£12.50` (`-£3.00` for credit).
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Money(pub i64);

impl Money {
    /// Nothing.
    pub const ZERO: Money = Money(0);
}

impl std::ops::Add for Money {
    type Output = Money;
    fn add(self, rhs: Money) -> Money {
        Money(self.0 + rhs.0)
    }
}

impl std::ops::Sub for Money {
    type Output = Money;
    fn sub(self, rhs: Money) -> Money {
        Money(self.0 - rhs.0)
    }
}

impl std::iter::Sum for Money {
    fn sum<I: Iterator<Item = Money>>(iter: I) -> Money {
        iter.fold(Money::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Money {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}£{}.{:02}", abs / 100, abs % 100)
    }
}

/// One company's account for a season.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyAccount {
    /// The company.
    pub company: CompanyId,
    /// Its name.
    pub name: String,
    /// Members' subscriptions (members x subscription).
    pub subscriptions: Money,
    /// What it owes for entry: subscriptions or the minimum entry fee,
    /// whichever is greater (C08).
    pub entry: Money,
    /// Adjudication claims not upheld (C28).
    pub claims_not_upheld: u32,
    /// Adjudication appeals not upheld (C28).
    pub appeals_not_upheld: u32,
    /// Adjudication fees (C28).
    pub adjudication: Money,
    /// What the company still owed at the end of the season before
    /// (entry, adjudication fees and its own arrears, less payments),
    /// carried once into this season.
    pub arrears: Money,
    /// Payments received.
    pub paid: Money,
    /// Still owed (negative: in credit).
    pub balance: Money,
}

/// Companies competing in a season: those with a team (or a combined
/// team, C07) in one of its divisions, in order of first appearance.
#[must_use]
pub fn competing_companies(season: &Season) -> Vec<CompanyId> {
    let mut out = Vec::new();
    for team in season.divisions.iter().flat_map(|d| d.teams.iter()) {
        for c in std::iter::once(team.company).chain(team.partner) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// Whether `game` was played in `season` of the project's competition:
/// the current season's games carry no season name, an earlier season's
/// carry its name (C32).
fn played_in(project: &Project, season: &Season, game: crate::ids::GameId) -> bool {
    let current = project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .is_some_and(|s| s.name == season.name);
    project
        .game(game)
        .and_then(|g| g.pairing.as_ref())
        .is_some_and(|p| {
            if current {
                p.is_current()
            } else {
                p.season == season.name
            }
        })
}

/// The adjudication fees of `season`'s own games (C28), each charged to
/// the company of its side's team in that season: a fee is billed in the
/// season of its game, and carried after it only as arrears.
fn season_adjudication_fees(
    project: &Project,
    season: &Season,
    today: NaiveDate,
) -> Vec<(Option<CompanyId>, FeeKind)> {
    fees_due(project, today)
        .into_iter()
        .filter(|f| played_in(project, season, f.game))
        .map(|f| {
            let company = f
                .team
                .and_then(|t| season.divisions.iter().find_map(|d| d.team(t)))
                .map(|t| t.company)
                .or(f.company);
            (company, f.kind)
        })
        .collect()
}

/// What `company` owes for entry (C08) with a combined team counted as
/// one company (C07): the minimum entry fee is charged once, to the
/// team's own company, less the partners' subscriptions; a company that
/// enters only as a partner pays its members' subscriptions.
fn combined_entry(
    project: &Project,
    season: &Season,
    company: CompanyId,
    subscriptions: Money,
) -> Money {
    let schedule = &season.records.fees;
    let teams: Vec<_> = season
        .divisions
        .iter()
        .flat_map(|d| d.teams.iter())
        .collect();
    let leads = teams.iter().any(|t| t.company == company);
    if !leads {
        return subscriptions;
    }
    let partners_subscriptions: i64 = teams
        .iter()
        .filter(|t| t.company == company)
        .filter_map(|t| t.partner)
        .filter(|&p| p != company && !teams.iter().any(|t| t.company == p))
        .map(|p| {
            let members = project.company(p).map_or(0, |c| c.members);
            schedule.subscription.0 * i64::from(members)
        })
        .sum();
    subscriptions.max(Money(schedule.minimum_entry_fee.0 - partners_subscriptions))
}

/// The season before `season` in the project's competition, if any.
fn season_before<'a>(project: &'a Project, season: &Season) -> Option<&'a Season> {
    let seasons = &project.competition.as_ref()?.seasons;
    let i = seasons.iter().position(|s| s.name == season.name)?;
    i.checked_sub(1).and_then(|j| seasons.get(j))
}

/// The accounts of every company competing in `season` on `today`; what a
/// company owed at the end of the season before comes in once as arrears
/// (that season's balance already holds its own arrears, so nothing is
/// carried twice).
#[must_use]
pub fn accounts(project: &Project, season: &Season, today: NaiveDate) -> Vec<CompanyAccount> {
    let before: Vec<CompanyAccount> = season_before(project, season)
        .map(|b| accounts(project, b, today))
        .unwrap_or_default();
    let schedule = &season.records.fees;
    let adjudication = season_adjudication_fees(project, season, today);
    competing_companies(season)
        .into_iter()
        .map(|company| {
            let (name, members) = project
                .company(company)
                .map_or((company.to_string(), 0), |c| (c.name.clone(), c.members));
            let subscriptions = Money(schedule.subscription.0 * i64::from(members));
            let entry = combined_entry(project, season, company, subscriptions);
            let mine = adjudication.iter().filter(|f| f.0 == Some(company));
            let (mut claims, mut appeals) = (0u32, 0u32);
            for fee in mine {
                match fee.1 {
                    FeeKind::Claim => claims += 1,
                    FeeKind::Appeal => appeals += 1,
                }
            }
            let adjudication = Money(
                schedule.claim_fee.0 * i64::from(claims)
                    + schedule.appeal_fee.0 * i64::from(appeals),
            );
            let paid: Money = season
                .records
                .payments
                .iter()
                .filter(|p| p.company == company)
                .map(|p| p.amount)
                .sum();
            let arrears = before
                .iter()
                .find(|a| a.company == company)
                .map_or(Money::ZERO, |a| a.balance.max(Money::ZERO));
            CompanyAccount {
                company,
                name,
                subscriptions,
                entry,
                claims_not_upheld: claims,
                appeals_not_upheld: appeals,
                adjudication,
                arrears,
                paid,
                balance: entry + adjudication + arrears - paid,
            }
        })
        .collect()
}

/// The cap on the minimum entry fee (C08): the subscriptions of the largest
/// membership the Committee may require, which never exceeds the number of
/// boards of a division (C06). Returns the cap when the fee exceeds it.
#[must_use]
pub fn minimum_fee_over_cap(season: &Season) -> Option<Money> {
    let most_boards = season.divisions.iter().map(|d| d.boards).max()?;
    let cap = Money(season.records.fees.subscription.0 * i64::from(most_boards));
    (season.records.fees.minimum_entry_fee > cap).then_some(cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_prints_pounds_and_pence() {
        assert_eq!(Money(1250).to_string(), "£12.50");
        assert_eq!(Money(-300).to_string(), "-£3.00");
        assert_eq!(Money(5).to_string(), "£0.05");
    }
}
