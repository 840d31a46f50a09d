//! The game record.
