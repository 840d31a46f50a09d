//! The command-line subcommands, run as a user runs them, and the engine
//! client against real and fake engines: one test binary, so that CI links
//! once instead of once per file.

mod analyse_cli;
mod backups_cli;
mod checked_on_open_cli;
mod cli_check;
mod crash_safety;
mod damaged_game_cli;
mod due_cli;
mod engine_bounds;
mod engine_output_props;
mod engine_uci;
mod file_safety_cli;
mod game_language_cli;
mod game_letters_cli;
#[path = "../common/hostile_corpus.rs"]
mod hostile_corpus;
mod hostile_corpus_cli;
mod hutton_cli;
mod late_steps_cli;
mod ledger_cli;
mod mail_cli;
#[path = "../common/mail_servers.rs"]
mod mail_servers;
#[path = "../common/memory_keyring.rs"]
mod memory_keyring;
mod message_cli;
mod message_kinds_cli;
mod notation_cli;
mod organiser_contract_cli;
mod packet_cli;
mod pairing_contacts_cli;
mod pgn_cli;
mod pgn_ledger_cli;
mod pgn_roundtrip;
mod player_desk_cli;
mod postcard_cli;
mod reader_cli;
mod rename_cli;
mod representative_cli;
mod run_ccdesk;
mod season_pdf_cli;
#[path = "../common/secret_service.rs"]
mod secret_service;
mod server_cli;
mod standings_cli;
mod tablebase_cli;
mod terminal_cli;
mod tournament_cli;
mod true_words_cli;
mod trust_cli;
mod two_writers_cli;
mod write_failures_cli;
#[path = "../common/xfcc_server.rs"]
mod xfcc_server;
