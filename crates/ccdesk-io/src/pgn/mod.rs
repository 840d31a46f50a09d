//! PGN: reading games into a project and writing them out for other
//! chess software.
//!
//! Reading goes through pgn-reader with a [`Visitor`](pgn_reader::Visitor)
//! that checks every move with shakmaty (variations too) and keeps comments,
//! NAGs, variations and the tags ccdesk has no field for. A game that cannot
//! be read is reported with its number in the file, the move number and the
//! token, and the other games are read. Writing is ours, on shakmaty's SAN.
//! A move's received and sent dates travel as command comments
//! (`{[%ccrcv 2026.03.03] [%ccsnt 2026.03.05]}`, see [`dates`]), and the
//! rest of the clock record too (conditional marks, arrivals, repeats,
//! corrections, penalties, claims and the players' leave, see [`clock`]):
//! a game exported and imported into another project has the same ledger.
//!
//! ```
//! use ccdesk_domain::project::Project;
//! use ccdesk_io::pgn::{Selection, import_pgn, write_pgn};
//!
//! let mut project = Project::new("Friendlies");
//! let pgn = b"[Event \"Friendly\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
//! let report = import_pgn(&mut project, pgn).unwrap();
//! assert_eq!((report.imported, report.new_players), (1, 2));
//! let out = write_pgn(&project, &Selection::All).unwrap();
//! assert!(out.contains("1. f3 e5 2. g4 Qh4# 0-1"));
//! ```

mod audit;
pub mod clock;
mod cut;
pub mod dates;
mod duplicate;
mod import;
mod join;
mod problem;
mod read;
mod select;
pub mod tags;
mod visitor;
mod windows_1252;
mod write;

pub use duplicate::{Duplicate, Duplicates, Original, take_duplicates};
pub use import::{
    ImportReport, OnDuplicate, import_command, import_pgn, import_pgn_with, imported_players,
    ledger_warnings,
};
pub use problem::{MoveAt, PgnProblem, ProblemKind};
pub use read::{PgnRead, read_pgn, read_pgn_in_parts};
pub use select::{ExportError, Selection, select_games};
pub use visitor::{PgnGame, PlayerRef};
pub use write::{unwritable, write_game, write_pgn};
