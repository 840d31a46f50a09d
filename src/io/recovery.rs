//! Autosave and recovery: unsaved changes are written to a recovery file
//! beside the project (`NAME.ron.recovery`, or `untitled.ron` in the
//! platform's data folder for a project never saved). The saved file is never
//! touched by autosave; after a crash, ccdesk offers the recovery file and
//! says what it has that the saved file does not.

use std::path::{Path, PathBuf};

use crate::domain::project::Project;
use crate::domain::validate::summary;
use crate::io::project_file::{self, LoadError, SaveError};

/// The recovery file for a project file.
#[must_use]
pub fn recovery_path(project: &Path) -> PathBuf {
    let mut name = project.as_os_str().to_owned();
    name.push(".recovery");
    PathBuf::from(name)
}

/// The recovery file of projects never saved, in the platform's data folder.
#[must_use]
pub fn untitled_recovery_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "ccdesk", "ccdesk")
        .map(|d| d.data_dir().join("recovery").join("untitled.ron"))
}

/// Writes the recovery file (atomically, without backups).
pub fn write(recovery: &Path, project: &Project) -> Result<(), SaveError> {
    if let Some(dir) = recovery.parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir).map_err(|source| SaveError::Io {
            path: dir.to_owned(),
            source,
        })?;
    }
    let text = project_file::to_ron(project)?;
    project_file::write_atomically(recovery, text.as_bytes(), 0)
}

/// Removes the recovery file once the project is saved or discarded.
pub fn clear(recovery: &Path) {
    if recovery.exists() {
        // A leftover recovery file is harmless: it is offered, never applied
        // without asking.
        let _ = std::fs::remove_file(recovery);
    }
}

/// A recovery file found at start, with what it adds to the saved project.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    /// The recovered project.
    pub project: Project,
    /// Where it was read from.
    pub path: PathBuf,
    /// What differs from the saved file, one line each.
    pub differences: Vec<String>,
}

/// Looks for a recovery file for `project_path` that differs from `saved`.
pub fn find(recovery: &Path, saved: Option<&Project>) -> Result<Option<Recovered>, LoadError> {
    if !recovery.exists() {
        return Ok(None);
    }
    let project = project_file::load(recovery)?;
    let differences = match saved {
        Some(saved) if *saved == project => return Ok(None),
        Some(saved) => differences(saved, &project),
        None => vec!["a project that was never saved".to_owned()],
    };
    Ok(Some(Recovered {
        project,
        path: recovery.to_owned(),
        differences,
    }))
}

/// What `recovered` has that `saved` does not, in words.
#[must_use]
pub fn differences(saved: &Project, recovered: &Project) -> Vec<String> {
    let mut out = Vec::new();
    if saved.name() != recovered.name() {
        out.push(format!(
            "name \"{}\" (saved: \"{}\")",
            recovered.name(),
            saved.name()
        ));
    }
    let (a, b) = (summary(saved), summary(recovered));
    for (what, x, y) in [
        ("players", a.players, b.players),
        ("games", a.games, b.games),
        ("teams", a.teams, b.teams),
        ("divisions", a.divisions, b.divisions),
    ] {
        if x != y {
            out.push(format!("{y} {what} (saved: {x})"));
        }
    }
    for game in recovered.games() {
        match saved.game(game.id) {
            Some(old) if old == game => {}
            Some(old) if old.moves.len() != game.moves.len() => out.push(format!(
                "game {}: {} moves (saved: {})",
                game.id,
                game.moves.len(),
                old.moves.len()
            )),
            Some(old) if old.result != game.result => out.push(format!(
                "game {}: result {} (saved: {})",
                game.id,
                game.result
                    .map_or_else(|| "none".to_owned(), |r| r.to_string()),
                old.result
                    .map_or_else(|| "none".to_owned(), |r| r.to_string())
            )),
            Some(_) => out.push(format!("game {}: dates or details changed", game.id)),
            None => {}
        }
    }
    if out.is_empty() {
        out.push("other changes".to_owned());
    }
    out
}
