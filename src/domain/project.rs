//! The whole document.
