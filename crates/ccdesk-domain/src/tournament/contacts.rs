//! [`missing_contacts`]: the contact details the competition's rules name
//! and the project does not hold: each entering company's Inter-Office
//! Representative with his correspondence address and telephone number
//! (C10), each team's captain with his address and telephone numbers and
//! each member's correspondence address (C11), which the captains'
//! pairing list then passes on (C16); and the desk owner's own address
//! for his friendly postal games (P01).

use crate::ids::{CompanyId, PlayerId};
use crate::postal_address::address_lines;
pub use crate::postal_address::has_telephone;
use crate::project::Project;

/// One contact detail a rule names that the project lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissingContact {
    /// Where: "company c2 (Midland Bank)", "team t3 (Barclays I)".
    pub location: String,
    /// What is missing.
    pub missing: String,
    /// The rule that names it.
    pub rule: &'static str,
}

impl std::fmt::Display for MissingContact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {} ({})", self.location, self.missing, self.rule)
    }
}

/// Every contact detail C10 and C11 name that the current season's
/// companies, captains and members lack, company by company, then team by
/// team in division order; then the desk owner's own postal address when
/// a friendly postal game needs it ([`owner_address_missing`], P01).
#[must_use]
pub fn missing_contacts(project: &Project) -> Vec<MissingContact> {
    let mut out = Vec::new();
    let divisions = project.divisions();
    let mut companies: Vec<CompanyId> = Vec::new();
    for team in divisions.iter().flat_map(|d| &d.teams) {
        for c in std::iter::once(team.company).chain(team.partner) {
            if !companies.contains(&c) {
                companies.push(c);
            }
        }
    }
    // rule: C10 — the representative's name, correspondence address and telephone.
    for id in companies {
        let Some(c) = project.company(id) else {
            continue;
        };
        let location = format!("company {} ({})", c.id, c.name);
        let mut push = |missing: &str| {
            out.push(MissingContact {
                location: location.clone(),
                missing: missing.to_owned(),
                rule: "C10",
            });
        };
        if c.representative.trim().is_empty() {
            push("no Inter-Office Representative named");
        }
        if c.representative_address_lines().is_empty() {
            push("no correspondence address for the representative");
        }
        if c.representative_telephone().is_empty() {
            push("no telephone number for the representative");
        }
    }
    // rule: C11 — the captain's name, address and telephone; each member's address.
    for team in divisions.iter().flat_map(|d| &d.teams) {
        let location = format!("team {} ({})", team.id, team.name);
        let mut push = |missing: String| {
            out.push(MissingContact {
                location: location.clone(),
                missing,
                rule: "C11",
            });
        };
        let name = |p: PlayerId| project.player_name(p).to_owned();
        match team.captain.and_then(|c| project.player(c)) {
            None => push("no captain named".to_owned()),
            Some(c) => {
                if c.address.trim().is_empty() && c.email.trim().is_empty() {
                    push(format!("captain {} has no correspondence address", c.name));
                }
                if !has_telephone(&c.phone) {
                    push(format!("captain {} has no telephone number", c.name));
                }
            }
        }
        for &p in &team.players {
            let address = project
                .player(p)
                .is_some_and(|x| !x.address.trim().is_empty() || !x.email.trim().is_empty());
            if !address {
                push(format!("member {} has no correspondence address", name(p)));
            }
        }
    }
    out.extend(owner_address_missing(project));
    out
}

/// The desk owner's postal address when a postal friendly game of his
/// needs it and the project has none (P01): with no competition to pass
/// it on, his card and letters are the opponent's only way to answer by
/// post. `None` when he has one, or has no unfinished postal game outside
/// the competition.
#[must_use]
pub fn owner_address_missing(project: &Project) -> Option<MissingContact> {
    use crate::message::plays_by_post;
    let owner = project.player(project.owner()?)?;
    if !address_lines(&owner.address).is_empty() {
        return None;
    }
    let games: Vec<String> = project
        .games()
        .iter()
        .filter(|g| {
            g.pairing.is_none()
                && !g.is_finished()
                && (g.white == owner.id || g.black == owner.id)
                && plays_by_post(project, g)
        })
        .map(|g| g.id.to_string())
        .collect();
    // rule: P01 — a postal friendly game needs the owner's own address.
    (!games.is_empty()).then(|| MissingContact {
        location: format!("desk owner {}", owner.name),
        missing: format!(
            "no postal address for the friendly postal game{} {}: set it in Edit > Whose desk… or with ccdesk owner --address",
            if games.len() == 1 { "" } else { "s" },
            games.join(", ")
        ),
        rule: "P01",
    })
}

/// One addressee of the organiser's post to a division (C10, C11, C16):
/// whom, as what, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostalAddressee {
    /// The name.
    pub name: String,
    /// As what: "Representative, Midland Bank", "Captain, B Midland Bank".
    pub role: String,
    /// The postal address, a line each; empty when the project has none.
    pub address: Vec<String>,
}

/// The representatives of the companies entering `division`'s teams and
/// the teams' captains, in team order, each company's representative once.
#[must_use]
pub fn division_addressees(
    project: &Project,
    division: &crate::tournament::Division,
) -> Vec<PostalAddressee> {
    let mut out = Vec::new();
    let mut companies: Vec<CompanyId> = Vec::new();
    for team in &division.teams {
        for id in std::iter::once(team.company).chain(team.partner) {
            if companies.contains(&id) {
                continue;
            }
            companies.push(id);
            if let Some(c) = project.company(id) {
                out.push(PostalAddressee {
                    name: if c.representative.trim().is_empty() {
                        "The Inter-Office Representative".to_owned()
                    } else {
                        c.representative.trim().to_owned()
                    },
                    role: format!("Representative, {}", c.name),
                    address: c.representative_address_lines(),
                });
            }
        }
    }
    for team in &division.teams {
        if let Some(c) = team.captain.and_then(|c| project.player(c)) {
            let letter = division.letter(team.id).unwrap_or_default();
            out.push(PostalAddressee {
                name: c.name.clone(),
                role: format!("Captain, {letter} {}", team.name),
                address: address_lines(&c.address),
            });
        }
    }
    out
}

/// The competition's Organiser as the post reaches him (C03; the captain's
/// notice of a silence, P12): his name ("The Organiser" when the
/// competition names none) and his postal address, a line each. `None`
/// without a competition, or when it gives neither name nor address.
#[must_use]
pub fn organiser_addressee(project: &Project) -> Option<PostalAddressee> {
    let c = project.competition()?;
    let address = address_lines(&c.organiser_address);
    if c.organiser.trim().is_empty() && address.is_empty() {
        return None;
    }
    Some(PostalAddressee {
        name: if c.organiser.trim().is_empty() {
            "The Organiser".to_owned()
        } else {
            c.organiser.trim().to_owned()
        },
        role: format!("Organiser, {}", c.name),
        address,
    })
}
