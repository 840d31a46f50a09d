//! The edges: project files, CSV, PGN, PDF.

pub mod eml;
pub mod pgn;
pub mod project_file;
pub mod results_csv;
pub mod entries_csv;
pub mod season_export;
pub mod ledger_csv;
pub mod pdf;
