//! `ccdesk rename PROJECT.ron [NAME]`: prints the project's name (the one
//! the window's title bar, the adjudication packets' footers and the
//! calendar file carry), or gives it NAME and prints the new name: the
//! window's File › Rename project….
//!
//! Exit 0 done, 2 bad usage (an empty NAME, one with control characters,
//! an unreadable file): the file is then unchanged. A NAME equal to the
//! present one writes nothing. The change is one undoable step
//! (`RenameProject`).

use super::failure::Failure;
use std::io::Write;
use std::path::PathBuf;

use crate::domain::command::Command;

use super::desk::Desk;

/// Arguments of `ccdesk rename`.
#[derive(Debug, clap::Args)]
pub struct RenameArgs {
    /// The project file.
    pub project: PathBuf,
    /// The project's new name; without it, print the name.
    pub name: Option<String>,
}

/// Runs the subcommand.
pub fn run(args: &RenameArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match rename(args, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk rename: {}", e.message);
            e.status
        }
    }
}

fn rename(args: &RenameArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let mut desk = Desk::open(&args.project, "rename", stderr)?;
    if let Some(name) = &args.name {
        let name = name.trim();
        if name.is_empty() {
            return Err("a project's name cannot be empty".into());
        }
        if name != desk.project.name() {
            desk.apply(Command::RenameProject {
                name: name.to_owned(),
            })
            .map_err(Failure::as_usage)?;
            desk.save_if_changed(&args.project)?;
        }
    }
    Ok(format!("{}\n", desk.project.name()))
}
