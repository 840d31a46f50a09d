//! The one door through which a subcommand opens a project file: the file
//! is read as before, then checked as `ccdesk check` checks it (issue 19).
//!
//! When the check finds problems (a game whose moves do not replay, a
//! duplicated id, a team naming a player the project does not hold...),
//! one line on stderr says so, as the window's status line does:
//!
//! ```text
//! ccdesk standings: season.ron: the file check found 3 problems, first game g4: ...; `ccdesk check season.ron` lists them all
//! ```
//!
//! and the command goes on: its output, the files it writes and its exit
//! status are what they were. A valid project adds nothing to stderr.

use std::io::Write;
use std::path::Path;

use crate::domain::check_summary::problems_found_listed_by;
use crate::domain::project::Project;
use crate::domain::text_rules::shown;
use crate::domain::validate::{Problem, validate_on};
use crate::io::project_file::{self, DiskVersion, LoadError};

/// Reads the project at `path` for `ccdesk {command}` (`standings`,
/// `pgn export`, ...) and says on `stderr` what its check found, if
/// anything.
///
/// # Errors
///
/// The file cannot be read or is not a project ccdesk reads (nothing is
/// said on `stderr` then: the caller says why, as before).
pub fn load(path: &Path, command: &str, stderr: &mut dyn Write) -> Result<Project, LoadError> {
    let project = project_file::load(path)?;
    warn(&project, path, command, stderr);
    Ok(project)
}

/// [`load`], with the version of the bytes read, for a later save that
/// refuses a file changed meanwhile (see
/// [`project_file::load_versioned`]).
///
/// # Errors
///
/// The file cannot be read or is not a project ccdesk reads.
pub fn load_versioned(
    path: &Path,
    command: &str,
    stderr: &mut dyn Write,
) -> Result<(Project, DiskVersion), LoadError> {
    let (project, version) = project_file::load_versioned(path)?;
    warn(&project, path, command, stderr);
    Ok((project, version))
}

/// Checks `project`, read from `path`, and writes the one warning line
/// when the check finds problems.
fn warn(project: &Project, path: &Path, command: &str, stderr: &mut dyn Write) {
    let problems = validate_on(project, crate::io::cores::cores());
    if let Some(line) = warning(command, path, &problems) {
        // The warning is not the command's work: a stderr that cannot be
        // written does not stop it.
        let _ = writeln!(stderr, "{line}");
    }
}

/// The warning line for `problems` found in `path` by `ccdesk {command}`,
/// with what the file holds escaped: a name from elsewhere never drives
/// the terminal (issue 21). `None` when there are no problems.
fn warning(command: &str, path: &Path, problems: &[Problem]) -> Option<String> {
    let file = path.display();
    let said = problems_found_listed_by(
        problems,
        &format!("`ccdesk check {}`", as_typed(&file.to_string())),
    )?;
    Some(shown(&format!("ccdesk {command}: {file}: {said}")))
}

/// `path` as it is typed at a shell prompt: as it is when it holds only
/// letters, digits and `_ . / - + , : @ %`, else in single quotes (a `'`
/// in it closed, escaped and opened again), so the command shown can be
/// copied as it stands.
fn as_typed(path: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_./-+,:@%".contains(c);
    if !path.is_empty() && path.chars().all(plain) {
        path.to_owned()
    } else {
        format!("'{}'", path.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::domain::game::ReplayError;
    use crate::domain::ids::{GameId, PlayerId, TeamId};
    use crate::domain::validate::{Invalid, Place};

    /// Game g4's first move, Ke2, refused on replay.
    fn g4_illegal() -> Problem {
        Problem {
            place: Place::Game(GameId(4)),
            what: Invalid::Replay(ReplayError::BadMove {
                number: 1,
                dots: ".",
                san: "Ke2".to_owned(),
                reason: "not a legal move".to_owned(),
            }),
        }
    }

    #[test]
    fn the_command_shown_can_be_copied_as_it_stands() {
        assert_eq!(as_typed("season.ron"), "season.ron");
        assert_eq!(
            as_typed("/home/ann/cc/2025-26.ron"),
            "/home/ann/cc/2025-26.ron"
        );
        assert_eq!(as_typed("My Club/season.ron"), "'My Club/season.ron'");
        assert_eq!(as_typed("Ann's club.ron"), r"'Ann'\''s club.ron'");
        assert_eq!(as_typed("a$(rm).ron"), "'a$(rm).ron'");
        let problems = [g4_illegal()];
        let line = warning("standings", Path::new("My Club/season.ron"), &problems);
        assert!(
            line.as_deref()
                .is_some_and(|l| l.ends_with("`ccdesk check 'My Club/season.ron'` lists it")),
            "{line:?}"
        );
    }

    #[test]
    fn no_problem_says_nothing() {
        assert_eq!(warning("standings", Path::new("season.ron"), &[]), None);
    }

    #[test]
    fn the_warning_names_the_command_the_file_the_count_and_the_first() {
        let problems = [
            g4_illegal(),
            Problem {
                place: Place::Player(PlayerId(2)),
                what: Invalid::IdUsedTwice,
            },
        ];
        assert_eq!(
            warning("standings", Path::new("season.ron"), &problems).as_deref(),
            Some(
                "ccdesk standings: season.ron: the file check found 2 problems, \
                 first game g4: move 1. `Ke2` is not a legal move; \
                 `ccdesk check season.ron` lists them all"
            )
        );
    }

    #[test]
    fn what_the_file_holds_cannot_drive_the_terminal() {
        let problems = [Problem {
            place: Place::TeamNamed {
                team: TeamId(1),
                name: "A\u{1b}[2J".to_owned(),
            },
            what: Invalid::PlayerNotInProject {
                player: PlayerId(9),
            },
        }];
        let line = warning("pairings", Path::new("s.ron"), &problems).unwrap_or_default();
        assert!(!line.contains('\u{1b}'), "{line}");
        assert!(line.contains("\\u{1b}[2J"), "{line}");
    }
}
