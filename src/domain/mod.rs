//! The pure core: rules and data of correspondence chess.
//!
//! Nothing here touches the file system, the window or the system clock;
//! "today" is always a parameter.

pub mod game;
pub mod ledger;
pub mod notation;
pub mod project;
pub mod tournament;
