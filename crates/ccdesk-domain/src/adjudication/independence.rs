//! Who is an independent member of the panel for a game (C26): not one of
//! its players, not a player or captain of either of its teams, nor of any
//! team of their companies (a combined team's partner included, C07).

use super::conflict::Conflict;
use crate::colour::Colour;
use crate::game::Game;
use crate::ids::CompanyId;
use crate::project::Project;

/// A name as compared: trimmed, inner spaces collapsed, lower case.
fn key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Why `adjudicator` is not independent for `game` ("Ann Lee plays White
/// in game g15"), or `None` when he is. People are matched by name, as the
/// panel is recorded by name.
#[must_use]
pub fn not_independent(project: &Project, game: &Game, adjudicator: &str) -> Option<Conflict> {
    let who = key(adjudicator);
    if who.is_empty() {
        return None;
    }
    let is = |id| project.player(id).is_some_and(|p| key(&p.name) == who);
    let name = adjudicator.to_owned();
    for (id, side) in [(game.white, Colour::White), (game.black, Colour::Black)] {
        if is(id) {
            return Some(Conflict::PlaysIn {
                name,
                side,
                game: game.id,
            });
        }
    }
    let pairing = game.pairing.as_ref()?;
    let teams: Vec<_> = [pairing.white_team, pairing.black_team]
        .into_iter()
        .filter_map(|t| project.team(t))
        .collect();
    for team in &teams {
        if team.captain.is_some_and(is) {
            return Some(Conflict::Captains {
                name,
                team: team.name.clone(),
            });
        }
        if team.players.iter().any(|&p| is(p)) {
            return Some(Conflict::PlaysFor {
                name,
                team: team.name.clone(),
            });
        }
    }
    let companies: Vec<CompanyId> = teams
        .iter()
        .flat_map(|t| std::iter::once(t.company).chain(t.partner))
        .collect();
    let company_name = |c: CompanyId| {
        project
            .company(c)
            .map_or_else(|| c.to_string(), |x| x.name.clone())
    };
    for team in project.teams() {
        let of = std::iter::once(team.company)
            .chain(team.partner)
            .find(|c| companies.contains(c));
        let Some(company) = of else { continue };
        if team.captain.is_some_and(is) || team.players.iter().any(|&p| is(p)) {
            return Some(Conflict::CompanyTeam {
                name,
                team: team.name.clone(),
                company: company_name(company),
                game: game.id,
            });
        }
    }
    project
        .players()
        .iter()
        .find(|p| key(&p.name) == who && p.company.is_some_and(|c| companies.contains(&c)))
        .and_then(|p| p.company)
        .map(|c| Conflict::OfCompany {
            name,
            company: company_name(c),
            game: game.id,
        })
}
