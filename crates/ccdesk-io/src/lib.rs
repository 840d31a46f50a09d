//! The edges: project files, CSV, PGN, PDF.

pub mod cores;
pub mod csv_cell;
mod csv_line;
pub mod eml;
pub mod entries_csv;
pub mod export_file;
pub mod hutton_csv;
pub mod ics;
pub mod keyring_store;
pub mod ledger_csv;
pub mod lock;
pub mod mail;
pub mod pdf;
pub mod pgn;
pub mod project_file;
pub mod recovery;
pub mod results_csv;
pub mod save_target;
pub mod season_export;
pub mod xfcc;
