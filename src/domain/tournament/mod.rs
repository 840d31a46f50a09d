//! Team competitions: Hutton pairings, results, standings.

pub mod board_count;
pub mod company;
pub mod division;
pub mod hutton;
pub mod score;
pub mod season;
pub mod standings;
pub mod team;

pub use company::Company;
pub use division::{BoardPairing, Division};
pub use season::{Competition, Season, SeasonCalendar};
pub use team::Team;
