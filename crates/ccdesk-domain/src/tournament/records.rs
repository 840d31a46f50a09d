//! The Organiser's records of a season: forms, results as reported,
//! deductions, replacements, address changes, fees, payments, reminders and
//! the champion (C08-C11, C15, C16, C20-C23, C28, C31, C37), and the
//! deductions withdrawn (C38).
//!
//! They live in [`super::Season::records`] and change only through
//! [`super::command::TournamentCommand`]s.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::fees::Money;
use super::score::GamePoints;
use crate::game::GameResult;
use crate::ids::{CompanyId, GameId, PlayerId, TeamId};

/// Who reported a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reporter {
    /// The Organiser entered it himself (or decided it, E13.1).
    Organiser,
    /// The captain of this team (C23).
    Captain(TeamId),
}

/// One report of a game's result (C23, E12.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultReport {
    /// The game.
    pub game: GameId,
    /// Who reported it.
    pub by: Reporter,
    /// The result reported.
    pub result: GameResult,
    /// When the report arrived.
    pub received: NaiveDate,
    /// A clear record of the moves came with it (E12.1, E12.2).
    #[serde(default)]
    pub record_received: bool,
}

/// Why game points were deducted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeductionRule {
    /// Players not nominated or played in order of strength (C14, C15).
    OrderOfStrength,
    /// An ineligible player started or took over games (C21).
    IneligiblePlayer,
    /// Another penalty of the Organiser (E13.1).
    Penalty,
}

impl DeductionRule {
    /// The rule's ID in the catalogue.
    #[must_use]
    pub fn rule_id(self) -> &'static str {
        match self {
            DeductionRule::OrderOfStrength => "C15",
            DeductionRule::IneligiblePlayer => "C21",
            DeductionRule::Penalty => "E13.1",
        }
    }
}

/// Game points taken from a team (C15, C21: up to 4 per player concerned).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointDeduction {
    /// The team penalised.
    pub team: TeamId,
    /// The player concerned, if one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    /// Half points deducted (8 = 4 game points).
    pub halves: i64,
    /// The rule applied.
    pub rule: DeductionRule,
    /// The Organiser's reason, shown with the standings.
    pub reason: String,
    /// The date of the decision (appeal within 7 days, C38).
    pub decided: NaiveDate,
}

impl PointDeduction {
    /// The game points deducted.
    #[must_use]
    pub fn points(&self) -> GamePoints {
        GamePoints::from_halves(self.halves)
    }
}

/// Days a company has to appeal to the Committee against a decision of
/// the Organiser, from the day it was notified of it (C38).
pub const APPEAL_DAYS: i64 = 7;

/// Why a deduction no longer counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WithdrawalReason {
    /// The company appealed in writing to the Committee within 7 days of
    /// being notified of the Organiser's decision, and the Committee
    /// upheld the appeal (C38); its decision is final.
    AppealUpheld {
        /// The day the company was notified of the deduction.
        notified: NaiveDate,
        /// The day its appeal reached the Chairman.
        appealed: NaiveDate,
    },
    /// The deduction was entered by mistake: the Organiser never decided
    /// it, and takes it out himself.
    EnteredInError,
}

/// Who withdrew a deduction, on which day and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeductionWithdrawal {
    /// Why.
    pub reason: WithdrawalReason,
    /// The day of the Committee's decision on the appeal, or of the
    /// Organiser's correction.
    pub date: NaiveDate,
}

impl DeductionWithdrawal {
    /// Who withdrew it: the Committee on appeal (C38), else the Organiser.
    #[must_use]
    pub fn by(&self) -> &'static str {
        match self.reason {
            WithdrawalReason::AppealUpheld { .. } => "the Committee",
            WithdrawalReason::EnteredInError => "the Organiser",
        }
    }

    /// What happened, for a sentence: "the Committee upheld the appeal of
    /// 2026-03-06 on 2026-03-12", "entered in error, taken out by the
    /// Organiser on 2026-03-12".
    #[must_use]
    pub fn account(&self) -> String {
        match &self.reason {
            WithdrawalReason::AppealUpheld { appealed, .. } => format!(
                "{} upheld the appeal of {appealed} on {}",
                self.by(),
                self.date
            ),
            WithdrawalReason::EnteredInError => {
                format!(
                    "entered in error, taken out by {} on {}",
                    self.by(),
                    self.date
                )
            }
        }
    }
}

/// A deduction that no longer counts, kept with its withdrawal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WithdrawnDeduction {
    /// The deduction as it was made.
    pub deduction: PointDeduction,
    /// Who withdrew it, when and why.
    pub withdrawal: DeductionWithdrawal,
}

/// A replacement approved by the Organiser (C20).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replacement {
    /// The team.
    pub team: TeamId,
    /// The board.
    pub board: u8,
    /// The player who could not continue.
    pub replaced: PlayerId,
    /// The replacement.
    pub by: PlayerId,
    /// The games he takes over.
    pub games: Vec<GameId>,
    /// The date of approval.
    pub approved: NaiveDate,
}

/// A change of a player's correspondence address (C22, E5.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AddressChange {
    /// The player.
    pub player: PlayerId,
    /// When the address changed.
    pub occurred: NaiveDate,
    /// When captain and opponent were told; `None` = not yet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notified: Option<NaiveDate>,
}

/// Days allowed to notify an address change (C22).
pub const ADDRESS_NOTICE_DAYS: i64 = 7;

impl AddressChange {
    /// The last day to notify the change (C22: within 7 days).
    #[must_use]
    pub fn deadline(&self) -> NaiveDate {
        self.occurred + chrono::Duration::days(ADDRESS_NOTICE_DAYS)
    }

    /// The player is in default on `today`: not notified in time (C22), so
    /// the Organiser may rule his games lost by default.
    #[must_use]
    pub fn in_default(&self, today: NaiveDate) -> bool {
        match self.notified {
            Some(n) => n > self.deadline(),
            None => today > self.deadline(),
        }
    }
}

/// The fees of a season, set before it starts (C08, C28). Amounts in pence.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeeSchedule {
    /// Club subscription per member.
    pub subscription: Money,
    /// Minimum entry fee per company (C08).
    pub minimum_entry_fee: Money,
    /// Fee for a claim not upheld (C28).
    pub claim_fee: Money,
    /// Fee for an appeal not upheld (C28).
    pub appeal_fee: Money,
}

/// A payment received from a company.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payment {
    /// The company.
    pub company: CompanyId,
    /// The amount.
    pub amount: Money,
    /// The date received.
    pub received: NaiveDate,
    /// What it is for.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// A dated step for one company: an entry, a form returned, a reminder
/// sent, pairings sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompanyDate {
    /// The company.
    pub company: CompanyId,
    /// The date.
    pub date: NaiveDate,
}

/// The Committee's approval of a combined team (C07), as the Organiser
/// recorded it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombinedApproval {
    /// The combined team.
    pub team: TeamId,
    /// The date of the Committee's ruling.
    pub approved: NaiveDate,
}

/// The champions of a season (C31): the winners of the first division,
/// more than one when first place is shared (C30).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Champions {
    /// The winning teams.
    pub teams: Vec<TeamId>,
    /// Their names as they were that season.
    pub names: Vec<String>,
}

/// The Club membership the Committee requires of a company for a team in
/// a division (C06); never more than the division's boards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MembershipRequirement {
    /// The division's name.
    pub division: String,
    /// Members required.
    pub members: u32,
}

/// Everything the Organiser records about a season beyond its teams and
/// games.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeasonRecords {
    /// Entries received (C10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entries: Vec<CompanyDate>,
    /// Team forms returned (C11).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forms: Vec<CompanyDate>,
    /// Pairing lists sent to representatives (C16).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairings_sent: Vec<CompanyDate>,
    /// Membership required per division (C06); a division not listed
    /// requires as many members as it has boards.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub membership: Vec<MembershipRequirement>,
    /// Results as reported, game by game (C23).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reports: Vec<ResultReport>,
    /// Game-point deductions in force (C15, C21): the standings take them
    /// off.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deductions: Vec<PointDeduction>,
    /// Deductions withdrawn (an appeal upheld, C38, or entered in error),
    /// in the order they were withdrawn; they count for nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub withdrawn_deductions: Vec<WithdrawnDeduction>,
    /// Replacements approved (C20).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replacements: Vec<Replacement>,
    /// Address changes (C22).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub address_changes: Vec<AddressChange>,
    /// The season's fees (C08, C28).
    #[serde(default)]
    pub fees: FeeSchedule,
    /// Payments received.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub payments: Vec<Payment>,
    /// Fee reminders sent (C09).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reminders: Vec<CompanyDate>,
    /// Companies expelled for unpaid fees (C09).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub expelled: Vec<CompanyDate>,
    /// Combined teams the Committee approved, with the date (C07).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub combined_approved: Vec<CombinedApproval>,
    /// The champions, once recorded (C31).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub champions: Option<Champions>,
    /// Every division's trophy, once recorded at the rollover (C30, C31).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub trophies: Vec<super::trophies::Trophy>,
    /// The season's results count only with a record of the moves
    /// (E12.2); off for the Inter-Office rules, where C23 applies.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub results_need_record: bool,
}

impl SeasonRecords {
    /// True when nothing is recorded (the file then omits the records).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == SeasonRecords::default()
    }
}
