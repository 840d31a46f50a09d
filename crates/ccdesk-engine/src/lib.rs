//! Chess engines over UCI, for analysis and adjudicators' assessments.
//!
//! ccdesk speaks the protocol itself: the engine runs in its own process,
//! its output is read on a thread of its own and handed over on a channel,
//! so the window never waits on it (see [`Engine`]). The engine's answers
//! are parsed by the pure [`uci_parse`], the commands printed by
//! [`command`], and search results turned into SAN lines by [`analysis`].
//!
//! Engines stay out of the binding game record: nothing here changes a
//! project.

pub mod analysis;
pub mod assessment;
mod client;
pub mod command;
mod error;
mod process;
pub mod search;
pub mod tablebase;
pub mod uci_parse;

pub use client::{Engine, EngineEvent, MAX_NAME, MAX_OPTIONS};
pub use command::SearchLimit;
pub use error::EngineError;
pub use process::locate;
pub use search::{DEFAULT_BUDGET, SearchOutcome, search, search_until_stopped};
pub use tablebase::{Probe, ProbeRefusal, TablebaseError, Tablebases, Verdict};
