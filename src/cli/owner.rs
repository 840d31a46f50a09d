//! `ccdesk owner PROJECT.ron [NAME]`: prints whose desk this is (the
//! project's owner, the player whose side the board, the due list and the
//! messages take), or makes NAME the owner (a player of the project, added
//! when there is none of that name) and prints the new owner. The name is
//! printed on a line of its own; a project without an owner prints
//! `nobody`. Exit 0 done, 2 bad usage (the file is then unchanged).

use std::io::Write;
use std::path::PathBuf;

use crate::domain::command::Command;

use super::desk::Desk;

/// Arguments of `ccdesk owner`.
#[derive(Debug, clap::Args)]
pub struct OwnerArgs {
    /// The project file.
    pub project: PathBuf,
    /// The player who keeps this desk; without it, print the owner.
    pub name: Option<String>,
}

/// Runs the subcommand.
pub fn run(args: &OwnerArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match owner(args, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk owner: {e}");
            2
        }
    }
}

fn owner(args: &OwnerArgs, stderr: &mut dyn Write) -> Result<String, String> {
    let mut desk = Desk::open(&args.project, "owner", stderr)?;
    if let Some(name) = &args.name {
        let id = desk.player_named(name)?;
        if desk.project.owner() != Some(id) {
            desk.apply(Command::SetOwner(Some(id)))?;
        }
        desk.save_if_changed(&args.project)?;
    }
    Ok(match desk.project.owner() {
        Some(id) => format!("{}\n", desk.project.player_name(id)),
        None => "nobody\n".to_owned(),
    })
}
