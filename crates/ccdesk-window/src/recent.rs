//! The recent-files list holds absolute paths, so ccdesk started from any
//! folder opens the same last project. Entries an older ccdesk stored
//! relative are resolved against the current folder when the file is there,
//! else dropped with a note.

use std::path::{Path, PathBuf};

/// `path` made absolute: canonical when the file exists (symbolic links and
/// `..` resolved), else joined to the current folder.
#[must_use]
pub fn absolute(path: &Path) -> PathBuf {
    if let Ok(canonical) = std::fs::canonicalize(path) {
        return canonical;
    }
    std::path::absolute(path).unwrap_or_else(|_| path.to_owned())
}

/// Makes every entry of `recent` absolute; a relative entry whose file is
/// not found from the current folder is dropped. Returns a note for each
/// entry changed or dropped.
pub fn tidy(recent: &mut Vec<PathBuf>) -> Vec<String> {
    let mut notes = Vec::new();
    let mut kept: Vec<PathBuf> = Vec::new();
    for entry in recent.drain(..) {
        let path = if entry.is_absolute() {
            entry
        } else if entry.is_file() {
            let resolved = absolute(&entry);
            notes.push(format!(
                "recent file {} was stored without its folder; it is now {}",
                entry.display(),
                resolved.display()
            ));
            resolved
        } else {
            notes.push(format!(
                "recent file {} was stored without its folder and is not in {}; dropped from the list",
                entry.display(),
                std::env::current_dir().map_or_else(|_| "this folder".to_owned(), |d| d.display().to_string())
            ));
            continue;
        };
        if !kept.contains(&path) {
            kept.push(path);
        }
    }
    *recent = kept;
    notes
}
