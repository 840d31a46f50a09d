//! The edges: project files, CSV, PGN, PDF.

pub mod ledger_csv;
