#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The borders ARCHITECTURE.md draws, checked on the manifests and the
//! source tree: the compiler keeps every change to a project inside
//! `command::apply` (the project's fields are private to the domain crate)
//! and the one unchecked door, `Project::hand_edit`, behind a feature only
//! the tests turn on; these tests keep those manifests so, and the outside
//! world out of the domain.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Lines of the Rust files under `dir` (relative to the crate) that
/// contain `needle`, outside comments.
fn uses(dir: &str, needle: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains(needle) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

/// The names of the packages a manifest's `[section]` lists.
fn dependencies(manifest: &str, section: &str) -> Vec<String> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(manifest)).unwrap();
    let mut names = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            inside = line == format!("[{section}]");
        } else if inside && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.']).next().unwrap_or("").trim();
            names.push(format!("{name} {line}"));
        }
    }
    names
}

// The unchecked door exists only with the domain's `test-support` feature,
// and only the tests and benches (dev-dependencies) turn it on: the
// program, the window and the file code cannot call it, and the compiler
// says so.
#[test]
fn only_the_tests_open_the_unchecked_door() {
    for manifest in [
        "Cargo.toml",
        "crates/ccdesk-io/Cargo.toml",
        "crates/ccdesk-engine/Cargo.toml",
        "crates/ccdesk-window/Cargo.toml",
    ] {
        for section in ["dependencies", "workspace.dependencies"] {
            let found: Vec<String> = dependencies(manifest, section)
                .into_iter()
                .filter(|d| d.contains("test-support"))
                .collect();
            assert!(
                found.is_empty(),
                "{manifest} [{section}] turns the test door on: {found:?}"
            );
        }
    }
    assert!(
        dependencies("Cargo.toml", "dev-dependencies")
            .iter()
            .any(|d| d.starts_with("ccdesk-domain ") && d.contains("test-support"))
    );
}

// What the domain can reach is what its manifest lists: pure crates only,
// none that draws a window, reads a file, starts a process or makes a PDF.
#[test]
fn the_domain_crate_depends_only_on_pure_crates() {
    let pure = ["chrono", "memchr", "ron", "serde", "shakmaty", "thiserror"];
    for dependency in dependencies("crates/ccdesk-domain/Cargo.toml", "dependencies") {
        let name = dependency.split(' ').next().unwrap_or("");
        assert!(pure.contains(&name), "the domain depends on {dependency}");
    }
}

// Cargo cannot keep the standard library's file system, environment,
// processes and clock out of a crate: these lines do.
#[test]
fn the_domain_knows_no_window_no_file_system_and_no_clock() {
    for needle in [
        "egui",
        "std::fs",
        "std::env",
        "std::process",
        "SystemTime",
        "Instant::now",
        "Local::now",
        "Utc::now",
        "rfd::",
    ] {
        let found = uses("crates/ccdesk-domain/src", needle);
        assert!(
            found.is_empty(),
            "{needle} in the domain:\n{}",
            found.join("\n")
        );
    }
}

/// Lines of the Rust files under `dir` that contain `needle`, outside
/// comments and before the file's `#[cfg(test)]` module.
fn program_uses(dir: &str, needle: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let program = text.split("#[cfg(test)]").next().unwrap_or("");
        for (i, line) in program.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if code.contains(needle) {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    found
}

// README, Files and backups: no export from the window or a subcommand is
// written over a project or its backups. The window and the CLI open no
// file for writing themselves: every file they write goes through
// `io::export_file::write_export` (which refuses a project and its backups
// and writes atomically) or the project's and settings' own save.
#[test]
fn the_window_and_the_cli_write_files_only_through_the_export_and_save_functions() {
    for dir in ["crates/ccdesk-window/src", "src/cli"] {
        for needle in [
            "fs::write(",
            "File::create(",
            "OpenOptions",
            "fs::copy(",
            "fs::rename(",
            ".persist(",
            "write_atomically(",
        ] {
            let found = program_uses(dir, needle);
            assert!(
                found.is_empty(),
                "{dir} writes a file itself ({needle}):\n{}",
                found.join("\n")
            );
        }
    }
    // The window's exports (PGN, printing, the ledger, the correspondence,
    // the admin pane's CSV and HTML, the postcard) do go through it.
    let window: Vec<String> = program_uses("crates/ccdesk-window/src", "write_export(");
    for file in [
        "pgn_menu.rs",
        "printing.rs",
        "correspondence_pane.rs",
        "postcard_print.rs",
        "admin_pane/mod.rs",
        "ledger_pane/mod.rs",
    ] {
        assert!(
            window.iter().any(|l| l.contains(file)),
            "{file} does not write through write_export: {window:?}"
        );
    }
}
