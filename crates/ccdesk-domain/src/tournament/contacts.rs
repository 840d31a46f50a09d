//! [`missing_contacts`]: the contact details the competition's rules name
//! and the project does not hold: each entering company's Inter-Office
//! Representative with his correspondence address and telephone number
//! (C10), each team's captain with his address and telephone numbers and
//! each member's correspondence address (C11), which the captains'
//! pairing list then passes on (C16).

use crate::ids::{CompanyId, PlayerId};
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

/// Whether `text` holds a telephone number: a line with at least six
/// digits (`01632 960001`, `+44 1632 960001`).
#[must_use]
pub fn has_telephone(text: &str) -> bool {
    text.lines()
        .any(|l| l.chars().filter(char::is_ascii_digit).count() >= 6)
}

/// Every contact detail C10 and C11 name that the current season's
/// companies, captains and members lack, company by company, then team by
/// team in division order.
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
        let address_lines = c
            .contact
            .lines()
            .filter(|l| !l.trim().is_empty() && !has_telephone(l))
            .count();
        if address_lines == 0 {
            push("no correspondence address for the representative");
        }
        if !has_telephone(&c.contact) {
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
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: C10
    #[test]
    fn a_telephone_number_is_a_line_with_six_digits_or_more() {
        assert!(has_telephone("01632 960001"));
        assert!(has_telephone("2 Church Street\nTel. +44 1632 960001"));
        assert!(!has_telephone("2 Church Street\nYork YO1 7HH"));
        assert!(!has_telephone(""));
    }
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

/// The postal address lines of a contact text: its non-empty lines that
/// are neither a telephone number nor an email address.
fn address_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !has_telephone(l) && !l.contains('@'))
        .map(str::to_owned)
        .collect()
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
                    address: address_lines(&c.contact),
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
