//! ccdesk: a desk for correspondence chess played by email and by post.
//!
//! The workspace is split into a pure core and thin shells, one crate each,
//! so that Cargo keeps the border:
//!
//! - [`domain`] (`ccdesk-domain`): rules and data, with no UI, no file
//!   system, no process and no clock;
//! - [`io`] (`ccdesk-io`): the edges (RON project files, CSV, PGN, PDF,
//!   mail, XFCC);
//! - [`engine`] (`ccdesk-engine`): UCI chess engines in their own processes;
//! - `app` (`ccdesk-window`): the eframe/egui window (feature `gui`, on by
//!   default);
//! - [`cli`] (this crate): the headless subcommands.
//!
//! The crates are re-exported under their layer's name, so that the program,
//! the tests, the benches and the fuzz targets say `ccdesk::domain::…`.

#[cfg(feature = "gui")]
pub use ccdesk_window as app;
pub mod cli;
pub use ccdesk_domain as domain;
pub use ccdesk_engine as engine;
#[doc(hidden)]
pub mod fuzzing;
pub use ccdesk_io as io;
