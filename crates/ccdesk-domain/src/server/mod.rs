//! Server games: correspondence games played on a server over XFCC (the
//! ICCF webserver, LSS, SchemingMind).
//!
//! The protocol's records are plain data here ([`XfccGame`],
//! [`XfccResult`], [`MoveAnswer`]); the SOAP requests and the network live
//! in `ccdesk_io::xfcc`. A project game that is a server game carries a
//! [`ServerLink`] with the server's clocks, turn, draw offer, result and
//! flags as last synchronised. [`plan_sync`] turns what a server sent into
//! one command that adds only what is new, so the player's analysis and
//! notes are kept; [`ServerCommand`] records the link.

mod command;
mod link;
mod move_dates;
mod movetext;
mod policy;
mod sync;
mod sync_refusal;
mod xfcc_game;
mod xfcc_text;

pub use command::ServerCommand;
pub(crate) use command::apply_server_command;
pub use link::{ServerClock, ServerLink};
pub use move_dates::{ServerMoveDates, server_move_dates};
pub use movetext::{movetext_sans, same_san};
pub use sync::{
    SentMove, Source, SyncLine, SyncPlan, checked_san, game_result, next_move_number,
    plan_played_move, plan_sync,
};
pub use xfcc_game::{MoveAnswer, XfccFieldError, XfccGame, XfccResult};
pub use xfcc_text::{cleaned, is_web_link, xfcc_text_problem};
