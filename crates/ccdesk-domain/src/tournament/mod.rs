//! Team competitions: entries, eligibility, Hutton pairings, results,
//! standings, crosstables, the season calendar, fees and rollover.

pub mod board_count;
pub mod calendar;
pub mod close_of_play;
pub mod command;
pub mod company;
pub mod competition_ops;
pub mod contacts;
pub mod crosstable;
pub mod division;
pub mod draw;
pub mod eligibility;
mod eligibility_finding;
mod entry_ops;
pub mod error;
pub mod expel_ops;
pub mod expulsion;
pub mod fees;
pub mod hutton;
pub mod late_step;
mod outstanding;
pub mod pairing_ops;
pub mod records;
mod records_ops;
pub mod replacement_plan;
mod result_ops;
pub mod results;
pub mod rollover;
pub mod same_company;
pub mod score;
pub mod season;
mod season_change_ops;
pub mod standings;
pub mod team;
pub mod team_entry;
pub mod trophies;

pub use command::{
    CompanyStep, MAX_DEDUCTION_HALVES, TournamentCommand, TournamentError, WithdrawalRuling,
};
pub use company::Company;
pub use division::{BoardPairing, Division};
pub use pairing_ops::pairings_command;
pub use records::SeasonRecords;
pub(crate) use result_ops::unfinished_games_of;
pub use season::{Competition, Season, SeasonCalendar};
pub use team::Team;
pub use team_entry::{EntriesPlan, TeamEntry, plan_team_entry};
