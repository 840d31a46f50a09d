//! Eligibility of teams and players, shown and never silently allowed
//! (C06, C07, C12, C13, C14).
//!
//! [`check_season`] lists every finding with the rule it comes from. A
//! [`Severity::Breach`] is a breach of the rules the Organiser must act on
//! (he may deduct points, C15, C21); a [`Severity::Warning`] asks him to
//! look (a rating contradicting the board order, C14); a [`Severity::Note`]
//! records what the rules require to be declared (C07, C12).
//!
//! Interpretations:
//! - C13 (i)/(ii): a player plays for his own company (or the partner of a
//!   combined team, C07). An ex-employee is eligible when none of his later
//!   employers is a company with a team in the season (names compared
//!   without case and surrounding spaces). At most half the team, and at
//!   most three players, may be ex-employees.
//! - C06: the membership required of a company is the Committee's figure
//!   for the division, by default the number of boards (the most the rule
//!   allows); a combined team counts both companies' members.
//! - C14: within a team, a player rated higher than the player on the board
//!   above him is a warning; across a company's teams (top division first,
//!   then entry order), a player rated higher than someone in an earlier
//!   team is a warning. Unrated players are not compared.

use std::collections::HashMap;
use std::fmt;

use super::division::Division;
use super::season::Season;
use super::team::Team;
use crate::ids::{CompanyId, PlayerId, TeamId};
use crate::player::Employment;
use crate::project::Project;

/// Most ex-employees a team may field (C13).
pub const MAX_EX_EMPLOYEES: usize = 3;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Recorded for the Organiser; nothing wrong.
    Note,
    /// The Organiser should look.
    Warning,
    /// The rules are broken.
    Breach,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Breach => "breach",
        })
    }
}

pub use super::eligibility_finding::FindingKind;

/// One finding about a team or one of its players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The rule (`C13`): the kind's.
    pub rule: &'static str,
    /// How much it matters: the kind's.
    pub severity: Severity,
    /// The team.
    pub team: TeamId,
    /// The player, when it is about one.
    pub player: Option<PlayerId>,
    /// What is wrong, with its data (the rules' words are its `Display`,
    /// and the window's catalogue's in other languages).
    pub kind: FindingKind,
}

impl Finding {
    /// A finding of `kind` about `team` (and `player`), with the kind's
    /// rule and severity.
    #[must_use]
    pub fn new(team: TeamId, player: Option<PlayerId>, kind: FindingKind) -> Self {
        Finding {
            rule: kind.rule(),
            severity: kind.severity(),
            team,
            player,
            kind,
        }
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.severity, self.rule, self.kind)
    }
}

/// The membership the Committee requires of a company for a team in the
/// division (C06): the recorded figure, else the number of boards.
#[must_use]
pub fn required_membership(season: &Season, division: &Division) -> u32 {
    season
        .records
        .membership
        .iter()
        .find(|m| m.division == division.name)
        .map_or(u32::from(division.boards), |m| m.members)
}

fn normalise(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Every finding about every team of `season`.
#[must_use]
pub fn check_season(project: &Project, season: &Season) -> Vec<Finding> {
    let competing: Vec<(CompanyId, String)> = super::fees::competing_companies(season)
        .into_iter()
        .map(|c| {
            (
                c,
                project
                    .company(c)
                    .map_or_else(String::new, |co| normalise(&co.name)),
            )
        })
        .collect();
    let mut out = Vec::new();
    let mut seen: HashMap<PlayerId, TeamId> = HashMap::new();
    for division in &season.divisions {
        for team in &division.teams {
            check_team(project, season, division, team, &competing, &mut out);
            for &p in &team.players {
                if let Some(first) = seen.insert(p, team.id)
                    && first != team.id
                {
                    out.push(Finding::new(
                        team.id,
                        Some(p),
                        FindingKind::PlaysForAnotherTeam {
                            player: project.player_name(p).to_owned(),
                            first,
                        },
                    ));
                }
            }
        }
    }
    check_company_order(project, season, &mut out);
    out
}

/// Findings about one team.
#[must_use]
pub fn check_team_in(project: &Project, season: &Season, team: TeamId) -> Vec<Finding> {
    check_season(project, season)
        .into_iter()
        .filter(|f| f.team == team)
        .collect()
}

fn check_team(
    project: &Project,
    season: &Season,
    division: &Division,
    team: &Team,
    competing: &[(CompanyId, String)],
    out: &mut Vec<Finding>,
) {
    let mut finding = |player, kind| out.push(Finding::new(team.id, player, kind));
    let own = [Some(team.company), team.partner];
    // C07: a combined team.
    if let Some(partner) = team.partner {
        if partner == team.company {
            finding(None, FindingKind::CombinedWithItself);
        } else if !season
            .records
            .combined_approved
            .iter()
            .any(|a| a.team == team.id)
        {
            // Once the Committee's approval is recorded the note goes.
            let name = |c: CompanyId| project.company(c).map_or(c.to_string(), |x| x.name.clone());
            finding(
                None,
                FindingKind::CombinedNeedsApproval {
                    company: name(team.company),
                    partner: name(partner),
                },
            );
        }
    }
    // C06: membership.
    let required = required_membership(season, division);
    if required > u32::from(division.boards) {
        finding(
            None,
            FindingKind::MembershipAboveBoards {
                required,
                boards: division.boards,
            },
        );
    }
    let members: u32 = own
        .iter()
        .flatten()
        .filter_map(|c| project.company(*c))
        .map(|c| c.members)
        .sum();
    if members < required {
        finding(
            None,
            FindingKind::TooFewMembers {
                members,
                required,
                division: division.name.clone(),
            },
        );
    }
    // Boards filled.
    let boards = usize::from(division.boards);
    let players = team.players.len();
    if players < boards {
        finding(None, FindingKind::TooFewPlayers { players, boards });
    } else if players > boards {
        finding(None, FindingKind::TooManyPlayers { players, boards });
    }
    // C13 and C12, player by player.
    let mut ex_employees = 0usize;
    for &id in &team.players {
        let Some(player) = project.player(id) else {
            finding(Some(id), FindingKind::NotAPlayer { player: id });
            continue;
        };
        if !own.contains(&player.company) {
            finding(
                Some(id),
                FindingKind::OtherCompany {
                    player: player.name.clone(),
                },
            );
        }
        if let Employment::ExEmployee {
            left,
            later_employers,
        } = &player.employment
        {
            ex_employees += 1;
            finding(
                Some(id),
                FindingKind::ExEmployee {
                    player: player.name.clone(),
                    left: *left,
                    later_employers: later_employers.clone(),
                },
            );
            for employer in later_employers {
                let e = normalise(employer);
                if competing
                    .iter()
                    .any(|(c, name)| *name == e && !own.contains(&Some(*c)))
                {
                    finding(
                        Some(id),
                        FindingKind::LaterEmployerCompetes {
                            player: player.name.clone(),
                            employer: employer.clone(),
                        },
                    );
                }
            }
        }
    }
    let size = team.players.len();
    if ex_employees * 2 > size {
        finding(
            None,
            FindingKind::ExEmployeesOverHalf { ex_employees, size },
        );
    }
    if ex_employees > MAX_EX_EMPLOYEES {
        finding(None, FindingKind::TooManyExEmployees { ex_employees });
    }
    // C14 within the team.
    let rated: Vec<(usize, PlayerId, u16)> = team
        .players
        .iter()
        .enumerate()
        .filter_map(|(i, &p)| project.player(p).and_then(|x| x.rating).map(|r| (i, p, r)))
        .collect();
    for pair in rated.windows(2) {
        let (ia, pa, ra) = pair[0];
        let (ib, pb, rb) = pair[1];
        if rb > ra {
            finding(
                Some(pb),
                FindingKind::RatedAboveBoardAbove {
                    player: project.player_name(pb).to_owned(),
                    board: ib + 1,
                    rating: rb,
                    above: project.player_name(pa).to_owned(),
                    above_board: ia + 1,
                    above_rating: ra,
                },
            );
        }
    }
}

/// C14 across a company's teams: the strongest in the first team.
fn check_company_order(project: &Project, season: &Season, out: &mut Vec<Finding>) {
    let mut by_company: Vec<(CompanyId, Vec<&Team>)> = Vec::new();
    for team in season.divisions.iter().flat_map(|d| d.teams.iter()) {
        match by_company.iter_mut().find(|(c, _)| *c == team.company) {
            Some((_, teams)) => teams.push(team),
            None => by_company.push((team.company, vec![team])),
        }
    }
    let rating = |p: &PlayerId| project.player(*p).and_then(|x| x.rating);
    for (_, teams) in by_company {
        for (k, later) in teams.iter().enumerate().skip(1) {
            let weakest_above = teams[..k]
                .iter()
                .flat_map(|t| t.players.iter())
                .filter_map(rating)
                .min();
            let Some(weakest_above) = weakest_above else {
                continue;
            };
            for p in &later.players {
                if let Some(r) = rating(p)
                    && r > weakest_above
                {
                    out.push(Finding::new(
                        later.id,
                        Some(*p),
                        FindingKind::RatedAboveStrongerTeam {
                            player: project.player_name(*p).to_owned(),
                            rating: r,
                            team: later.name.clone(),
                            weakest_above,
                        },
                    ));
                }
            }
        }
    }
}
