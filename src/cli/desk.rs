//! What the player's subcommands share: reading the project, applying
//! commands through the domain's one door, and saving atomically only when
//! something changed.
//!
//! The save is refused when the file changed on disk between reading and
//! saving (another window or command saved it): nothing is written and
//! the command says so, so no one's change is overwritten silently.
//!
//! Exit statuses of the player's subcommands (`game new`, `owner`,
//! `leave`, `message compose --record`, `message read --apply`): 0 done,
//! 1 findings (the input was read but has problems), a change the domain
//! refuses (a data error, which leaves the file as it was) or a failed
//! write, 2 bad usage or an unreadable project.

use std::io::Write;
use std::path::Path;

use chrono::NaiveDate;

use crate::domain::command::{Command, apply};
use crate::domain::ids::{GameId, PlayerId};
use crate::domain::player::Player;
use crate::domain::project::Project;
use crate::io::project_file::{self, DiskVersion, Expect};

use super::failure::Failure;

/// A project read from a file, with the commands applied to it so far.
pub struct Desk {
    /// The project as changed.
    pub project: Project,
    /// What each applied command did, in words.
    pub changes: Vec<String>,
    /// The version of the file read.
    read: DiskVersion,
}

impl Desk {
    /// Reads the project at `path` for `ccdesk {command}` and says on
    /// `stderr` what its check found, if anything (see [`super::opened`]).
    ///
    /// # Errors
    ///
    /// The file cannot be read or is not a project ccdesk reads.
    pub fn open(path: &Path, command: &str, stderr: &mut dyn Write) -> Result<Desk, String> {
        let (project, read) = super::open_checked::load_versioned(path, command, stderr)
            .map_err(|e| e.to_string())?;
        Ok(Desk {
            project,
            changes: Vec::new(),
            read,
        })
    }

    /// A project already read from its file, with the version read.
    #[must_use]
    pub fn read(project: Project, version: DiskVersion) -> Desk {
        Desk {
            project,
            changes: Vec::new(),
            read: version,
        }
    }

    /// Applies `command`; its summary is kept.
    ///
    /// # Errors
    ///
    /// The domain refuses it (the project is then unchanged).
    pub fn apply(&mut self, command: Command) -> Result<(), Failure> {
        let event =
            apply(&mut self.project, command).map_err(|e| Failure::refused(e.to_string()))?;
        self.changes.push(event.summary.to_string());
        Ok(())
    }

    /// Saves the project atomically to `path` when a command changed it,
    /// provided the file is still the version read.
    ///
    /// # Errors
    ///
    /// The file changed on disk since it was read (run the command again),
    /// or cannot be written; the file on disk is then as it was.
    pub fn save_if_changed(&self, path: &Path) -> Result<(), Failure> {
        if self.changes.is_empty() {
            return Ok(());
        }
        project_file::save_checked(path, &self.project, Expect::Version(self.read))
            .map(|_| ())
            .map_err(|e| {
                super::failure::Failure::write(match e {
                    project_file::SaveError::ChangedOnDisk { .. } => {
                        format!("{e}: run the command again to apply it to the new version")
                    }
                    e @ project_file::SaveError::Encode(_) => format!("{}: {e}", path.display()),
                    e => e.to_string(),
                })
            })
    }

    /// The player named `name` (ignoring case and surrounding spaces),
    /// added to the project when there is none.
    ///
    /// # Errors
    ///
    /// The name is empty or the domain refuses the new player.
    pub fn player_named(&mut self, name: &str) -> Result<PlayerId, Failure> {
        let name = name.trim();
        if name.is_empty() {
            return Err("a player's name cannot be empty".into());
        }
        if let Some(p) = self
            .project
            .players()
            .iter()
            .find(|p| p.name.trim().eq_ignore_ascii_case(name))
        {
            return Ok(p.id);
        }
        let id = self.project.next_player_id();
        self.apply(Command::AddPlayer(Player::new(id, name)))?;
        Ok(id)
    }
}

/// Reads `12` or `g12` as a game of `project`.
///
/// # Errors
///
/// Not an id, or no such game.
pub fn game_of(project: &Project, text: &str) -> Result<GameId, String> {
    let id: GameId = text.parse().map_err(|e| format!("--game: {e}"))?;
    project
        .game(id)
        .map(|g| g.id)
        .ok_or_else(|| format!("there is no game {id}"))
}

/// Reads a date written `YYYY-MM-DD` for the option `flag`.
///
/// # Errors
///
/// Not such a date.
pub fn date_arg(flag: &str, text: &str) -> Result<NaiveDate, String> {
    crate::domain::iso_date::parse_iso_date(text).map_err(|e| format!("{flag}: {e}"))
}
