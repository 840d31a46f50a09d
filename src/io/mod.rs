//! The edges: project files, CSV, PGN, PDF.

pub mod eml;
pub mod entries_csv;
pub mod season_export;
pub mod ledger_csv;
pub mod pdf;
pub mod lock;
pub mod pgn;
pub mod project_file;
pub mod recovery;
pub mod results_csv;
