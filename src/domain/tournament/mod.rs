//! Team competitions: entries, eligibility, Hutton pairings, results,
//! standings, crosstables, the season calendar, fees and rollover.

pub mod board_count;
pub mod calendar;
pub mod company;
pub mod competition_ops;
pub mod crosstable;
pub mod division;
pub mod draw;
pub mod eligibility;
pub mod fees;
pub mod hutton;
pub mod records;
pub mod results;
pub mod rollover;
pub mod score;
pub mod season;
pub mod season_ops;
pub mod standings;
pub mod team;

pub use company::Company;
pub use division::{BoardPairing, Division};
pub use records::SeasonRecords;
pub use season::{Competition, Season, SeasonCalendar};
pub use season_ops::{TournamentCommand, TournamentError};
pub use team::Team;
