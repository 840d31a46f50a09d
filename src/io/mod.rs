//! The edges: project files, CSV, PGN, PDF.

pub mod csv_cell;
mod csv_line;
pub mod disk_version;
pub mod eml;
pub mod empty_games_serializer;
pub mod entries_csv;
pub mod export_file;
pub mod hutton_csv;
pub mod ics;
pub mod ledger_csv;
pub mod lock;
pub mod mail;
pub mod pdf;
pub mod pgn;
pub mod project_file;
pub mod quoted_str;
pub mod raw_ron;
pub mod raw_string_fields;
pub mod read_on_cores;
pub mod recovery;
pub mod results_csv;
pub mod ron_escape;
pub mod ron_split;
pub mod save_target;
pub mod season_export;
pub mod write_on_cores;
pub mod xfcc;
