//! [`FindingKind`]: what the eligibility check found about a team or one
//! of its players, as data (names, counts, dates) with the rule it comes
//! from and how much it matters; `Display` gives the English sentence
//! `ccdesk check` prints, and the window words it in its own language
//! from the catalogue (`assets/i18n/<lang>/findings.ftl`).

use std::fmt;

use chrono::NaiveDate;

use super::eligibility::{MAX_EX_EMPLOYEES, Severity};
use crate::ids::{PlayerId, TeamId};

/// One kind of eligibility finding, with its data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FindingKind {
    /// A player named for two teams of the season (C13).
    PlaysForAnotherTeam {
        /// The player's name.
        player: String,
        /// The team that named him first.
        first: TeamId,
    },
    /// A combined team of one company with itself (C07).
    CombinedWithItself,
    /// A combined team the Committee has not yet approved (C07).
    CombinedNeedsApproval {
        /// The team's company.
        company: String,
        /// Its partner.
        partner: String,
    },
    /// The Committee's membership figure exceeds the boards (C06).
    MembershipAboveBoards {
        /// The membership required.
        required: u32,
        /// The division's boards.
        boards: u8,
    },
    /// The company (with its partner) has fewer Club members than the
    /// division requires (C06).
    TooFewMembers {
        /// Its members.
        members: u32,
        /// The members required.
        required: u32,
        /// The division.
        division: String,
    },
    /// Fewer players named than the division has boards (C11).
    TooFewPlayers {
        /// Players named.
        players: usize,
        /// The division's boards.
        boards: usize,
    },
    /// More players named than boards: the last have none (C05).
    TooManyPlayers {
        /// Players named.
        players: usize,
        /// The division's boards.
        boards: usize,
    },
    /// The team names an id that is no player of the project (C13).
    NotAPlayer {
        /// The id named.
        player: PlayerId,
    },
    /// A player of another company (C13).
    OtherCompany {
        /// The player's name.
        player: String,
    },
    /// An ex-employee, with the day he left and his later employers (C12).
    ExEmployee {
        /// The player's name.
        player: String,
        /// The day he left the company.
        left: NaiveDate,
        /// His employers since, as recorded.
        later_employers: Vec<String>,
    },
    /// An ex-employee since employed by a company with a team in the
    /// competition (C13).
    LaterEmployerCompetes {
        /// The player's name.
        player: String,
        /// The later employer.
        employer: String,
    },
    /// More than half the team are ex-employees (C13).
    ExEmployeesOverHalf {
        /// Ex-employees in the team.
        ex_employees: usize,
        /// Players in the team.
        size: usize,
    },
    /// More than [`MAX_EX_EMPLOYEES`] ex-employees (C13).
    TooManyExEmployees {
        /// Ex-employees in the team.
        ex_employees: usize,
    },
    /// A player rated above the player on the board above him (C14).
    RatedAboveBoardAbove {
        /// The player.
        player: String,
        /// His board.
        board: usize,
        /// His rating.
        rating: u16,
        /// The player on the board above.
        above: String,
        /// That board.
        above_board: usize,
        /// That player's rating.
        above_rating: u16,
    },
    /// A player rated above a player of a stronger team of his company
    /// (C14).
    RatedAboveStrongerTeam {
        /// The player.
        player: String,
        /// His rating.
        rating: u16,
        /// His team's name.
        team: String,
        /// The lowest rating in the company's stronger teams.
        weakest_above: u16,
    },
}

impl FindingKind {
    /// The rule the finding comes from (`C13`).
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self {
            FindingKind::PlaysForAnotherTeam { .. }
            | FindingKind::NotAPlayer { .. }
            | FindingKind::OtherCompany { .. }
            | FindingKind::LaterEmployerCompetes { .. }
            | FindingKind::ExEmployeesOverHalf { .. }
            | FindingKind::TooManyExEmployees { .. } => "C13",
            FindingKind::CombinedWithItself | FindingKind::CombinedNeedsApproval { .. } => "C07",
            FindingKind::MembershipAboveBoards { .. } | FindingKind::TooFewMembers { .. } => "C06",
            FindingKind::TooFewPlayers { .. } => "C11",
            FindingKind::TooManyPlayers { .. } => "C05",
            FindingKind::ExEmployee { .. } => "C12",
            FindingKind::RatedAboveBoardAbove { .. }
            | FindingKind::RatedAboveStrongerTeam { .. } => "C14",
        }
    }

    /// How much it matters: a note records what the rules require to be
    /// declared (C07's approval, C12), a warning asks the Organiser to
    /// look (C05, C14), the rest are breaches.
    #[must_use]
    pub fn severity(&self) -> Severity {
        match self {
            FindingKind::CombinedNeedsApproval { .. } | FindingKind::ExEmployee { .. } => {
                Severity::Note
            }
            FindingKind::TooManyPlayers { .. }
            | FindingKind::RatedAboveBoardAbove { .. }
            | FindingKind::RatedAboveStrongerTeam { .. } => Severity::Warning,
            _ => Severity::Breach,
        }
    }
}

impl fmt::Display for FindingKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FindingKind::PlaysForAnotherTeam { player, first } => {
                write!(f, "{player} also plays for another team ({first})")
            }
            FindingKind::CombinedWithItself => {
                f.write_str("a team cannot combine a company with itself")
            }
            FindingKind::CombinedNeedsApproval { company, partner } => write!(
                f,
                "combined team of {company} and {partner}: needs the Committee's approval"
            ),
            FindingKind::MembershipAboveBoards { required, boards } => write!(
                f,
                "the membership required ({required}) exceeds the number of boards ({boards})"
            ),
            FindingKind::TooFewMembers {
                members,
                required,
                division,
            } => write!(
                f,
                "{members} Club members, {required} required for {division}"
            ),
            FindingKind::TooFewPlayers { players, boards } => {
                write!(f, "{players} players named for {boards} boards")
            }
            FindingKind::TooManyPlayers { players, boards } => write!(
                f,
                "{players} players named for {boards} boards: the last ones have no board"
            ),
            FindingKind::NotAPlayer { player } => {
                write!(f, "{player} is not a player of the project")
            }
            FindingKind::OtherCompany { player } => {
                write!(f, "{player} does not play for the team's company")
            }
            FindingKind::ExEmployee {
                player,
                left,
                later_employers,
            } => {
                write!(f, "{player} left on {left}; later employers: ")?;
                if later_employers.is_empty() {
                    f.write_str("none")
                } else {
                    f.write_str(&later_employers.join(", "))
                }
            }
            FindingKind::LaterEmployerCompetes { player, employer } => write!(
                f,
                "{player} has since been employed by {employer}, which has a team in the competition"
            ),
            FindingKind::ExEmployeesOverHalf { ex_employees, size } => write!(
                f,
                "{ex_employees} ex-employees in a team of {size}: at most half"
            ),
            FindingKind::TooManyExEmployees { ex_employees } => {
                write!(f, "{ex_employees} ex-employees: at most {MAX_EX_EMPLOYEES}")
            }
            FindingKind::RatedAboveBoardAbove {
                player,
                board,
                rating,
                above,
                above_board,
                above_rating,
            } => write!(
                f,
                "{player} (board {board}, rated {rating}) is rated above {above} (board {above_board}, rated {above_rating})"
            ),
            FindingKind::RatedAboveStrongerTeam {
                player,
                rating,
                team,
                weakest_above,
            } => write!(
                f,
                "{player} (rated {rating}) is in {team} but rated above a player of a stronger team of the company (rated {weakest_above})"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: C13 — the English sentence `ccdesk check` prints, from the data.
    #[test]
    fn each_kind_says_its_rule_and_its_english_sentence() {
        let two = FindingKind::ExEmployeesOverHalf {
            ex_employees: 2,
            size: 2,
        };
        assert_eq!(two.rule(), "C13");
        assert_eq!(two.severity(), Severity::Breach);
        assert_eq!(
            two.to_string(),
            "2 ex-employees in a team of 2: at most half"
        );
        // rule: C12
        let left = FindingKind::ExEmployee {
            player: "Tess Tate".to_owned(),
            left: NaiveDate::from_ymd_opt(2024, 3, 31).unwrap(),
            later_employers: vec![],
        };
        assert_eq!((left.rule(), left.severity()), ("C12", Severity::Note));
        assert_eq!(
            left.to_string(),
            "Tess Tate left on 2024-03-31; later employers: none"
        );
        // rule: C14
        let order = FindingKind::RatedAboveBoardAbove {
            player: "B".to_owned(),
            board: 2,
            rating: 2100,
            above: "A".to_owned(),
            above_board: 1,
            above_rating: 1900,
        };
        assert_eq!((order.rule(), order.severity()), ("C14", Severity::Warning));
        assert_eq!(
            order.to_string(),
            "B (board 2, rated 2100) is rated above A (board 1, rated 1900)"
        );
        // rule: C05
        let many = FindingKind::TooManyPlayers {
            players: 5,
            boards: 4,
        };
        assert_eq!((many.rule(), many.severity()), ("C05", Severity::Warning));
        assert_eq!(
            FindingKind::TooManyExEmployees { ex_employees: 4 }.to_string(),
            "4 ex-employees: at most 3"
        );
    }
}
