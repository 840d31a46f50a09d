//! The window, driven through egui_kittest: click by label, type, compare
//! snapshots. One test binary for every pane.

mod about;
mod accessibility;
mod adjudication;
mod adjudication_scale;
mod admin;
mod analysis;
mod backups_window;
mod desk_agrees;
mod desktop_entry;
mod dialog_chooser;
mod due_claims;
mod due_notification;
mod earlier_season;
mod events_language;
mod file_check;
mod file_dialogs;
mod game_board;
mod game_letters;
mod game_state_language;
mod languages;
mod layout_small_things;
mod ledger;
#[path = "../common/mail_servers.rs"]
mod mail_servers;
mod mail_window;
#[path = "../common/memory_keyring.rs"]
mod memory_keyring;
mod message_kinds;
mod messages;
mod organiser_language;
mod other_games;
mod pgn_menu;
mod player_desk;
mod postcard_window;
mod recovery;
mod rollover;
mod season_setup;
mod server_games;
mod status_lines;
mod trust;
mod two_windows;
mod welcome;
mod window;
mod window_harness;
mod window_starts;
mod workspaces;
#[path = "../common/xfcc_server.rs"]
mod xfcc_server;
