//! The pure core: rules and data of correspondence chess.
//!
//! Nothing here touches the file system, the window or the system clock;
//! "today" is always a parameter.

pub mod adjudication;
pub mod breaches;
pub mod check_summary;
pub mod colour;
pub mod command;
pub mod date_problem;
pub mod deadlines;
pub mod demo;
pub mod game;
pub mod game_state;
pub mod ids;
mod invalid;
pub mod iso_date;
pub mod language;
pub mod ledger;
pub mod mail;
pub mod merge;
pub mod message;
pub mod notation;
pub mod other_games;
pub mod player;
pub mod postal_address;
mod problem_place;
pub mod project;
pub mod server;
pub mod text_rules;
pub mod tournament;
pub mod validate;
