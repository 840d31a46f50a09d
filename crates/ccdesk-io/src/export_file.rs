//! Writing an export (PGN, PDF, CSV, HTML, iCalendar, `.eml`, a report):
//! never over a ccdesk project or one of its backups, and always
//! atomically, so a failed or killed export leaves the old file as it was.
//!
//! A project is recognised by what it holds, not by its name: a file that
//! begins as ccdesk writes a project (`format_version` the first field of
//! the top-level structure), or any file that loads as one. A backup is
//! a project too (ccdesk keeps the old file's bytes), and a name of a
//! backup's form (`p.ron.bak2`) beside a project is refused even before it
//! exists, since the next save would take it for one of its own.

use std::path::{Path, PathBuf};

use crate::project_file::{self, SaveError};
use crate::save_target;

/// How many bytes of a file are looked at to recognise a project by its
/// beginning.
const HEAD: usize = 4096;

/// Writes an export to `path` atomically, after checking that `path` is
/// not a ccdesk project or a backup of one (through a symbolic link, the
/// file it names is checked and written).
pub fn write_export(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let target = save_target::resolve(path);
    if let Some(why) = export_refusal(&target) {
        return Err(SaveError::NotAnExport {
            path: path.to_owned(),
            why,
        });
    }
    project_file::write_atomically(&target, bytes, 0)
}

/// The refusal [`write_export`] would give for `path` (through links),
/// without writing: for a command that checks its output before it
/// changes anything else.
#[must_use]
pub fn refused(path: &Path) -> Option<SaveError> {
    export_refusal(&save_target::resolve(path)).map(|why| SaveError::NotAnExport {
        path: path.to_owned(),
        why,
    })
}

/// Why an export may not be written at `path` (already resolved through
/// links), or `None` when it may.
#[must_use]
pub fn export_refusal(path: &Path) -> Option<&'static str> {
    // `-` is taken for standard output: a file of that name is never made
    // (the subcommands that print to standard output do so without `-o`).
    if path.file_name().is_some_and(|n| n == "-") {
        return Some(
            "`-` means standard output, which this export does not write to: give a file name, or leave out -o where the subcommand prints",
        );
    }
    if holds_project(path) {
        return Some("it is a ccdesk project");
    }
    if backup_base(path).is_some_and(|base| holds_project(&base)) {
        return Some("it is the name of a backup of a ccdesk project");
    }
    None
}

/// The project a backup's name belongs to: `p.ron` for `p.ron.bak2` or
/// `p.ron.bak2.dropping`.
fn backup_base(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    let name = name.strip_suffix(".dropping").unwrap_or(name);
    let (base, n) = name.rsplit_once(".bak")?;
    (!n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && !base.is_empty())
        .then(|| path.with_file_name(base))
}

/// True when the file at `path` is a ccdesk project.
#[must_use]
pub fn holds_project(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    if !meta.is_file() {
        return false;
    }
    let Ok(bytes) = read_head(path) else {
        return false;
    };
    if begins_as_project(&bytes) {
        return true;
    }
    // A file laid out in another way (by hand, by another program) is a
    // project when it loads as one; anything else fails at its first bytes.
    project_file::load(path).is_ok()
}

/// The first [`HEAD`] bytes of a file.
fn read_head(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut head = Vec::with_capacity(HEAD);
    std::fs::File::open(path)?
        .take(HEAD as u64)
        .read_to_end(&mut head)?;
    Ok(head)
}

/// True when `bytes` begin as a project file does: RON attributes
/// (`#![enable(...)]`), comments and blanks, an optional `Project` name, an
/// opening parenthesis, then the field `format_version`.
#[must_use]
pub fn begins_as_project(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("#![") {
            match after.find(']') {
                Some(end) => rest = &after[end + 1..],
                None => return false,
            }
        } else if let Some(after) = rest.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = rest.strip_prefix("/*") {
            match after.find("*/") {
                Some(end) => rest = &after[end + 2..],
                None => return false,
            }
        } else {
            break;
        }
    }
    let rest = rest.strip_prefix("Project").unwrap_or(rest).trim_start();
    rest.strip_prefix('(')
        .is_some_and(|r| r.trim_start().starts_with("format_version"))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_project_is_known_by_its_beginning() {
        assert!(begins_as_project(
            b"#![enable(implicit_some)]\n(\n  format_version: 1,\n"
        ));
        assert!(begins_as_project(b"// mine\nProject( format_version: 1)"));
        assert!(!begins_as_project(b"[Event \"x\"]\n"));
        assert!(!begins_as_project(b"(name: \"x\")"));
        assert!(!begins_as_project(b""));
    }

    #[test]
    fn a_backup_name_names_its_project() {
        assert_eq!(
            backup_base(Path::new("/d/p.ron.bak2")),
            Some(PathBuf::from("/d/p.ron"))
        );
        assert_eq!(
            backup_base(Path::new("p.ron.bak13.dropping")),
            Some(PathBuf::from("p.ron"))
        );
        assert_eq!(backup_base(Path::new("p.ron.bak")), None);
        assert_eq!(backup_base(Path::new("p.ron.bakx")), None);
        assert_eq!(backup_base(Path::new("out.pgn")), None);
    }
}
