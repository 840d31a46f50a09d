//! The domain and file formats through their public API: rules by ID,
//! property tests, round trips. One test binary, so CI links it once.

mod adjudication_assessment;
mod adjudication_deadlines;
mod adjudication_season;
mod architecture;
mod backups_versions;
mod close_of_play;
mod command_properties;
mod crosstable_page;
mod division_rules;
mod domain_command;
mod domain_conditional;
mod due_list_demo;
mod fuzz_corpus;
mod hutton_properties;
mod ledger_project;
mod ledger_props;
mod ledger_rules;
mod merge_windows;
mod message_corpus;
mod message_notices;
mod message_roundtrip;
mod notation_roundtrip;
mod own_table_csv;
mod packet_pdf;
mod pgn_duplicates;
mod pgn_numbering;
mod pgn_parts;
mod pgn_read;
mod project_file;
mod record_for_organiser;
mod scoresheet_pdf;
mod season_pdf;
mod standings_domain;
mod tournament_admin;
mod two_desks;
