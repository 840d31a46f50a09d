//! Where a save really writes, and what it may touch there.
//!
//! - A symbolic link is followed: the file it names is written (atomically,
//!   in that file's own folder, with the backups beside it), and the link
//!   stays a link.
//! - A read-only file is refused: its owner made it so.
//! - A backup slot (`p.ron.bak2`) holding a file ccdesk did not write (one
//!   that is not a project) is never rotated away.
//! - The temporary files of a save that was killed (`.ccdesk-save-…`) are
//!   removed by the next save in that folder, while it holds the folder's
//!   lock, so no save still writing one can lose it.

use std::path::{Path, PathBuf};

use crate::export_file::holds_project;
use crate::project_file::backup_path;

/// The prefix of a save's temporary file.
pub const TEMPORARY_PREFIX: &str = ".ccdesk-save-";

/// How many links are followed before a chain is taken as a loop (as
/// Linux's own limit).
const MAX_LINKS: usize = 40;

/// The file `path` names, through any symbolic links (a link to a file
/// not yet made gives that file's path). A loop gives `path` itself, whose
/// write then fails with the system's own words.
#[must_use]
pub fn resolve(path: &Path) -> PathBuf {
    let mut current = path.to_owned();
    for _ in 0..MAX_LINKS {
        let is_link = std::fs::symlink_metadata(&current).is_ok_and(|m| m.file_type().is_symlink());
        if !is_link {
            return current;
        }
        let Ok(target) = std::fs::read_link(&current) else {
            return current;
        };
        current = if target.is_absolute() {
            target
        } else {
            current
                .parent()
                .map_or_else(|| target.clone(), |dir| dir.join(&target))
        };
    }
    path.to_owned()
}

/// True when the file at `path` exists and is marked read-only.
#[must_use]
pub fn is_read_only(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().readonly())
}

/// The first of `path`'s backup slots (1 to `backups`) that holds a file
/// ccdesk did not write.
#[must_use]
pub fn foreign_backup(path: &Path, backups: usize) -> Option<PathBuf> {
    (1..=backups)
        .map(|n| backup_path(path, n))
        .find(|b| b.exists() && !holds_project(b))
}

/// Removes the temporary files that killed saves left in `dir`. Called only
/// while the folder's lock is held, when no other save can be writing one.
pub fn remove_leftovers(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let is_leftover = name
            .to_str()
            .is_some_and(|n| n.starts_with(TEMPORARY_PREFIX));
        if is_leftover && entry.file_type().is_ok_and(|t| t.is_file()) {
            // A leftover that cannot be removed is left for the next save;
            // nothing reads it.
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_link_is_followed_to_its_file() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("real")).unwrap();
        let real = dir.path().join("real/p.ron");
        std::fs::write(&real, "x").unwrap();
        let link = dir.path().join("link.ron");
        std::os::unix::fs::symlink("real/p.ron", &link).unwrap();
        let chain = dir.path().join("chain.ron");
        std::os::unix::fs::symlink(&link, &chain).unwrap();
        assert_eq!(resolve(&link), dir.path().join("real/p.ron"));
        assert_eq!(resolve(&chain), dir.path().join("real/p.ron"));
        assert_eq!(resolve(&real), real);
        let looped = dir.path().join("loop");
        std::os::unix::fs::symlink("loop", &looped).unwrap();
        assert_eq!(resolve(&looped), looped);
    }
}
