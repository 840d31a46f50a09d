//! ccdesk: a desk for correspondence chess played by email and by post.
//!
//! The crate is split into a pure core and thin shells:
//!
//! - [`domain`]: rules and data, with no UI, no file system and no clock;
//! - [`io`]: the edges (RON project files, CSV, PGN, PDF);
//! - [`engine`]: UCI chess engines in their own processes;
//! - [`cli`]: the headless subcommands;
//! - `app`: the eframe/egui window (feature `gui`, on by default).

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;
pub mod domain;
pub mod engine;
#[doc(hidden)]
pub mod fuzzing;
pub mod io;
