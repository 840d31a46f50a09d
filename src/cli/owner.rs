//! `ccdesk owner PROJECT.ron [NAME [--email ADDRESS] [--address TEXT]
//! [--phone TEXT] [--new]]`: prints whose desk this is (the project's
//! owner, the player whose side the board, the due list and the messages
//! take), or makes NAME the owner and prints the new owner.
//!
//! - NAME must be a player of the project (ignoring case and surrounding
//!   spaces); a NAME that matches no player is refused unless `--new` is
//!   given, which adds him.
//! - `--email`, `--address` and `--phone` set the owner's identity: the
//!   sender's name and address every message bears (E2.4), and the
//!   telephone the competition's forms ask for (C10, C11, C16). A flag not
//!   given leaves that field as it was. The address may hold several
//!   lines, separated by newlines.
//! - The owner's name is printed on a line of its own; a project without
//!   an owner prints `nobody`.
//!
//! Exit 0 done, 2 bad usage (no such player without `--new`, an address
//! that is not a plain email address, an unreadable file): the file is
//! then unchanged. Every change is one undoable step (`UpdatePlayer` and
//! `SetOwner` in one batch).

use super::failure::Failure;
use std::io::Write;
use std::path::PathBuf;

use crate::domain::command::Command;
use crate::domain::player::Player;

use super::desk::Desk;

/// Arguments of `ccdesk owner`.
#[derive(Debug, clap::Args)]
pub struct OwnerArgs {
    /// The project file.
    pub project: PathBuf,
    /// The player who keeps this desk; without it, print the owner.
    pub name: Option<String>,
    /// The owner's email address (E2.4).
    #[arg(long, requires = "name")]
    pub email: Option<String>,
    /// The owner's postal address (lines separated by newlines).
    #[arg(long, requires = "name")]
    pub address: Option<String>,
    /// The owner's telephone number(s).
    #[arg(long, requires = "name")]
    pub phone: Option<String>,
    /// Add NAME as a new player when no player has that name.
    #[arg(long, requires = "name")]
    pub new: bool,
}

/// Runs the subcommand.
pub fn run(args: &OwnerArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match owner(args, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk owner: {}", e.message);
            e.status
        }
    }
}

fn owner(args: &OwnerArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let mut desk = Desk::open(&args.project, "owner", stderr)?;
    if let Some(name) = &args.name {
        let trimmed = name.trim();
        if trimmed.is_empty() {
            return Err("a player's name cannot be empty".into());
        }
        let existing = desk
            .project
            .players()
            .iter()
            .find(|p| p.name.trim().eq_ignore_ascii_case(trimmed))
            .cloned();
        let (mut player, is_new) = match existing {
            Some(p) => (p, false),
            None if args.new => (Player::new(desk.project.next_player_id(), trimmed), true),
            None => {
                return Err(format!(
                    "no player of this project is named \"{trimmed}\": give --new to add him"
                )
                .into());
            }
        };
        let before = player.clone();
        if let Some(email) = &args.email {
            player.email = email.trim().to_owned();
        }
        if let Some(address) = &args.address {
            player.address = address.trim().to_owned();
        }
        if let Some(phone) = &args.phone {
            player.phone = phone.trim().to_owned();
        }
        let mut steps = Vec::new();
        if is_new {
            steps.push(Command::AddPlayer(player.clone()));
        } else if player != before {
            steps.push(Command::UpdatePlayer(player.clone()));
        }
        if desk.project.owner() != Some(player.id) {
            steps.push(Command::SetOwner(Some(player.id)));
        }
        if !steps.is_empty() {
            // Only the name, email, address and phone given can be refused.
            desk.apply(Command::Batch(steps))
                .map_err(Failure::as_usage)?;
        }
        desk.save_if_changed(&args.project)?;
    }
    Ok(match desk.project.owner() {
        Some(id) => format!("{}\n", desk.project.player_name(id)),
        None => "nobody\n".to_owned(),
    })
}
