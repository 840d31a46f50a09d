//! The edges: project files, CSV, PGN, PDF.
