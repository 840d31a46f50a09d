//! Project files: RON, loaded with exact error positions and saved atomically
//! with rotating backups.
//!
//! Saving writes the whole project to a temporary file in the same folder,
//! flushes it to disk, keeps the previous file as `NAME.bak1` (older ones move
//! to `.bak2` and `.bak3`) and renames the new file over the old one, then
//! flushes the folder. At every moment the file on disk is either the old
//! project or the new one, never a mixture.
//!
//! Backups are versions: a save whose bytes equal the file's writes nothing
//! and rotates nothing, and a save that fails puts the backups back as they
//! were, so the file and its backups change only when the content does.
//! [`save_checked`] also refuses to write over a file that changed on disk
//! since it was read ([`DiskVersion`]); it reads the old file once, for
//! both that comparison and the "same bytes" test.
//!
//! A large file's games are read and written on every core
//! (`read_on_cores.rs`, `write_on_cores.rs`, which find the games' list with
//! `ron_split.rs`); the result is exactly
//! the one pass's ([`from_ron_one_pass`], [`to_ron_plain`]), which
//! anything unusual falls back to. Written, a game's strings are escaped by
//! ccdesk rather than by RON a char at a time
//! (`raw_string_fields.rs`), the bytes RON's own.
//!
//! Everything else of the file's format is private to this module: the rest
//! of ccdesk reads and writes a project with [`load`] (and
//! [`load_versioned`]), [`save`] (and [`save_checked`]), and, for text
//! that is not a file, [`from_ron`] and [`to_ron`].

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Deserialize;

#[cfg(test)]
mod as_ron_writes_tests;
mod disk_version;
mod empty_games_serializer;
#[cfg(test)]
mod on_cores_tests;
mod quoted_str;
mod raw_ron;
mod raw_string_fields;
mod read_on_cores;
mod ron_escape;
mod ron_split;
mod serializer_pass_through;
mod write_on_cores;

use crate::cores::cores;
use crate::save_target;
use ccdesk_domain::project::{FORMAT_VERSION, Project};
pub use disk_version::DiskVersion;
use disk_version::lock_folder;
use read_on_cores::{SHARED_FROM, read_on_cores};
use write_on_cores::{SHARED_FROM_GAMES, write_on_cores};

/// How many backups a save keeps beside the file.
pub const BACKUPS: usize = 3;

/// Why a project file could not be opened. Nothing is half-loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The path does not exist.
    #[error("{path}: no such file")]
    NotFound {
        /// The path given.
        path: PathBuf,
    },
    /// The path is a folder.
    #[error("{path}: is a folder, not a project file")]
    IsDirectory {
        /// The path given.
        path: PathBuf,
    },
    /// The file cannot be read (permissions, I/O).
    #[error("{path}: cannot be read: {source}")]
    Unreadable {
        /// The path given.
        path: PathBuf,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The file is not text.
    #[error("{path}: is not a ccdesk project (not UTF-8 text; byte {offset} is not valid)")]
    NotText {
        /// The path given.
        path: PathBuf,
        /// Offset of the first invalid byte.
        offset: usize,
    },
    /// The file is RON but not a ccdesk project.
    #[error("{path}: is not a ccdesk project ({reason})")]
    NotAProject {
        /// The path given.
        path: PathBuf,
        /// What is missing.
        reason: String,
    },
    /// Written by a newer ccdesk.
    #[error(
        "{path}: was written by a newer ccdesk (format version {found}; this version reads up to {supported}). Update ccdesk to open it."
    )]
    NewerVersion {
        /// The path given.
        path: PathBuf,
        /// The file's format version.
        found: u32,
        /// The newest this build reads.
        supported: u32,
    },
    /// The file holds a field this version does not know (written by a
    /// newer ccdesk, or by hand): refused as a newer file is, so that a
    /// save never drops it.
    #[error(
        "{path}:{line}:{column}: the field `{field}` (in {within}) is not one this version of ccdesk knows: the file was written by a newer ccdesk or edited by hand, and is not opened so that saving it cannot drop the field"
    )]
    UnknownField {
        /// The path given.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The field's name as written.
        field: String,
        /// The structure it is in (`Project`, `Game`, ...).
        within: String,
    },
    /// The file is damaged: a syntax or type error at a position.
    #[error("{path}:{line}:{column}: the project file is damaged: {message}")]
    Damaged {
        /// The path given.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the reader expected.
        message: String,
    },
}

/// Why a project could not be saved. The file on disk is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The project cannot be written as RON (should not happen).
    #[error("cannot write the project: {0}")]
    Encode(String),
    /// The file system refused.
    #[error("{path}: cannot be saved: {source}")]
    Io {
        /// The destination.
        path: PathBuf,
        /// The system's reason.
        source: std::io::Error,
    },
    /// The file on disk is not the version this project was read from or
    /// last saved to: another window or program wrote it in between.
    #[error("{path}: {}; nothing was written", changed_words(.found.as_ref()))]
    ChangedOnDisk {
        /// The destination.
        path: PathBuf,
        /// What is on disk now (`None`: the file was deleted or moved).
        found: Option<DiskVersion>,
    },
    /// An export was aimed at a ccdesk project or one of its backups.
    #[error("{path}: {why}; an export is never written over it (choose another file)")]
    NotAnExport {
        /// The destination given.
        path: PathBuf,
        /// What the file is.
        why: &'static str,
    },
    /// The project file is marked read-only.
    #[error(
        "{path}: the file is read-only; nothing was written (save it under another name, or make it writable)"
    )]
    ReadOnly {
        /// The destination.
        path: PathBuf,
    },
    /// A backup slot holds a file ccdesk did not write, which rotating the
    /// backups would destroy.
    #[error(
        "{path}: {backup} is not a backup ccdesk wrote (it is not a ccdesk project); nothing was written (move it away, then save again)"
    )]
    ForeignBackup {
        /// The destination.
        path: PathBuf,
        /// The file in the backup's place.
        backup: String,
    },
}

fn changed_words(found: Option<&DiskVersion>) -> &'static str {
    match found {
        Some(_) => "was changed on disk since ccdesk read it (by another window or program)",
        None => "was deleted or moved since ccdesk read it",
    }
}

/// What the file on disk must be for [`save_checked`] to write over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// The version read or last saved.
    Version(DiskVersion),
    /// No file: the project was never saved there.
    Absent,
    /// Whatever is there (the user chose to replace it, e.g. in Save as).
    Anything,
}

/// What a save did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Saved {
    /// The version now on disk.
    pub version: DiskVersion,
    /// False when the file already held these bytes: nothing was written
    /// and no backup rotated.
    pub written: bool,
}

/// Reads just the version of a file; 0 when the field is missing.
#[derive(Deserialize)]
struct Probe {
    #[serde(default)]
    format_version: u32,
}

/// Reads a project from RON text. `path` is only used in messages.
pub fn from_ron(text: &str, path: &Path) -> Result<Project, LoadError> {
    // A large file is read on every core when it is of the shape ccdesk
    // writes; otherwise, or when anything is unusual, in one pass.
    if text.len() >= SHARED_FROM
        && let Some(project) = read_on_cores(text, cores())
        && (1..=FORMAT_VERSION).contains(&project.format_version())
    {
        return Ok(project);
    }
    from_ron_one_pass(text, path)
}

/// [`from_ron`] in one pass on the calling thread: the reference the
/// reader on every core gives the same result as, and what says where a
/// damaged file is damaged.
pub(crate) fn from_ron_one_pass(text: &str, path: &Path) -> Result<Project, LoadError> {
    let damaged = |e: ron::error::SpannedError| match e.code {
        // Nothing is dropped silently (issue 30): a field this version does
        // not know is refused, as a newer file is.
        ron::Error::NoSuchStructField { found, outer, .. } => LoadError::UnknownField {
            path: path.to_owned(),
            line: e.span.start.line,
            column: e.span.start.col,
            field: ccdesk_domain::text_rules::shown(&found),
            within: outer.unwrap_or_else(|| "the project".to_owned()),
        },
        code => LoadError::Damaged {
            path: path.to_owned(),
            line: e.span.start.line,
            column: e.span.start.col,
            message: match code {
                // RON's own advice (serde_stacker) is for programmers.
                ron::Error::ExceededRecursionLimit => format!(
                    "the data nests more than {RECURSION_LIMIT} levels deep (variations inside variations?)"
                ),
                code => code.to_string(),
            },
        },
    };
    // A project is read in one pass; only a file that does not read as
    // one is read again for its version, to say why.
    let full = deep_from_str::<Project>(text);
    let error = match full {
        Ok(project) if project.format_version() > FORMAT_VERSION => {
            return Err(LoadError::NewerVersion {
                path: path.to_owned(),
                found: project.format_version(),
                supported: FORMAT_VERSION,
            });
        }
        Ok(project) if project.format_version() == 0 => {
            return Err(no_version(path));
        }
        Ok(project) => return Ok(project),
        Err(e) => e,
    };
    let probe: Probe = match deep_from_str(text) {
        Ok(p) => p,
        Err(e) => {
            // Text that is not even RON-shaped like a project: say which.
            let first = text.trim_start().chars().next();
            if !matches!(first, Some('(' | '#')) {
                return Err(LoadError::NotAProject {
                    path: path.to_owned(),
                    reason: match first {
                        None => "the file is empty".to_owned(),
                        Some(_) => format!(
                            "it does not start like one; at line {}, column {}: {}",
                            e.span.start.line, e.span.start.col, e.code
                        ),
                    },
                });
            }
            return Err(damaged(e));
        }
    };
    match probe.format_version {
        0 => Err(no_version(path)),
        found if found > FORMAT_VERSION => Err(LoadError::NewerVersion {
            path: path.to_owned(),
            found,
            supported: FORMAT_VERSION,
        }),
        _ => Err(damaged(error)),
    }
}

fn no_version(path: &Path) -> LoadError {
    LoadError::NotAProject {
        path: path.to_owned(),
        reason: "its format_version is missing or 0, and ccdesk's project files start at format_version 1".to_owned(),
    }
}

/// RON's nesting allowed when reading a project: enough for variations
/// [`MAX_VARIATION_DEPTH`](ccdesk_domain::game::MAX_VARIATION_DEPTH) deep
/// (a few levels each) with room to spare, so whatever ccdesk writes it
/// reads back.
const RECURSION_LIMIT: usize = 1024;

/// Reads a project with [`RECURSION_LIMIT`].
/// Most files nest far less than RON's default limit: they are read on
/// the calling thread, and only one that exceeds it is read again on a
/// thread with the stack for [`RECURSION_LIMIT`].
fn deep_from_str<T: serde::de::DeserializeOwned + Send>(
    text: &str,
) -> Result<T, ron::error::SpannedError> {
    match ron::from_str(text) {
        Err(e) if e.code == ron::Error::ExceededRecursionLimit => {
            let options = ron::Options::default().with_recursion_limit(RECURSION_LIMIT);
            on_deep_stack(|| options.from_str(text))
        }
        read => read,
    }
}

/// Runs `job` on a thread whose stack holds [`RECURSION_LIMIT`] levels of
/// RON, whichever thread asks (a window's worker has a small stack).
fn on_deep_stack<T: Send>(job: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("ccdesk-ron".to_owned())
            .stack_size(256 << 20)
            .spawn_scoped(scope, job);
        match worker {
            Ok(handle) => match handle.join() {
                Ok(result) => result,
                // The job only returns; a panic in it is raised again here.
                Err(panic) => std::panic::resume_unwind(panic),
            },
            Err(e) => panic!("ccdesk cannot start a thread to read or write RON: {e}"),
        }
    })
}

/// One level of indentation in a project file.
pub(crate) const INDENT: &str = "  ";

/// How a project file is written: pretty, diff-friendly RON.
#[must_use]
pub(crate) fn pretty_config() -> ron::ser::PrettyConfig {
    ron::ser::PrettyConfig::new()
        .struct_names(false)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME)
        .depth_limit(4)
        .indentor(INDENT)
}

/// Writes a project as pretty, diff-friendly RON: a large project's games
/// on every core, a small one's on the calling thread, the bytes those of
/// RON's own writing ([`to_ron_plain`]).
pub fn to_ron(project: &Project) -> Result<String, SaveError> {
    let cores = if project.games().len() >= SHARED_FROM_GAMES {
        cores()
    } else {
        1
    };
    written_fast(project, cores).map_or_else(|| to_ron_plain(project), Ok)
}

/// [`to_ron`] on the calling thread alone: the games with their strings
/// escaped by ccdesk ([`write_on_cores`] on one core), or, when that
/// declines (no games, nesting past RON's default limit), RON's own
/// writing.
#[cfg(any(test, feature = "test-support"))]
pub(crate) fn to_ron_one_pass(project: &Project) -> Result<String, SaveError> {
    written_fast(project, 1).map_or_else(|| to_ron_plain(project), Ok)
}

/// The project's text as [`write_on_cores`] writes it on `cores` threads,
/// with the file's last new line; `None` when it declines.
fn written_fast(project: &Project, cores: usize) -> Option<String> {
    let mut text = write_on_cores(project, &pretty_config(), INDENT, cores)?;
    text.push('\n');
    Some(text)
}

/// RON's own writing of the project in one pass, each string a char at a
/// time: the bytes the faster writers give (tests check), and what they
/// fall back to.
pub(crate) fn to_ron_plain(project: &Project) -> Result<String, SaveError> {
    let config = pretty_config();
    let options = ron::Options::default().with_recursion_limit(RECURSION_LIMIT);
    // As reading: on this thread, unless the project nests too deep.
    let mut text = match ron::ser::to_string_pretty(project, config.clone()) {
        Err(ron::Error::ExceededRecursionLimit) => {
            on_deep_stack(|| options.to_string_pretty(project, config))
        }
        written => written,
    }
    .map_err(|e| SaveError::Encode(e.to_string()))?;
    text.push('\n');
    Ok(text)
}

/// Loads a project file.
pub fn load(path: &Path) -> Result<Project, LoadError> {
    // No version is asked for: the bytes are not hashed (`ccdesk check`
    // and the commands that only read a project).
    let text = read_text(path)?;
    from_ron(&text, path)
}

/// Loads a project file with the version of the bytes read, for a later
/// [`save_checked`] to compare with.
pub fn load_versioned(path: &Path) -> Result<(Project, DiskVersion), LoadError> {
    load_with_text(path).map(|(project, version, _)| (project, version))
}

/// [`load_versioned`], with the text read: a window keeps it as the base
/// of a later merge, a tenth of the memory of a copy of the project.
pub fn load_with_text(path: &Path) -> Result<(Project, DiskVersion, String), LoadError> {
    let text = read_text(path)?;
    if text.len() < SHARED_FROM {
        let version = DiskVersion::of_bytes(text.as_bytes());
        return Ok((from_ron(&text, path)?, version, text));
    }
    // A large file's version is worked out on a second thread while its
    // text is read.
    let (project, version) = std::thread::scope(|scope| {
        let hashing = std::thread::Builder::new()
            .name("ccdesk-load-hash".to_owned())
            .spawn_scoped(scope, || DiskVersion::of_bytes(text.as_bytes()));
        let project = from_ron(&text, path);
        let version = match hashing {
            Ok(worker) => worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            // No second thread: the hash is worked out here.
            Err(_) => DiskVersion::of_bytes(text.as_bytes()),
        };
        (project, version)
    });
    Ok((project?, version, text))
}

/// The text of the project file at `path`, or why it cannot be read.
fn read_text(path: &Path) -> Result<String, LoadError> {
    if path.is_dir() {
        return Err(LoadError::IsDirectory {
            path: path.to_owned(),
        });
    }
    let bytes = std::fs::read(path).map_err(|source| match source.kind() {
        std::io::ErrorKind::NotFound => LoadError::NotFound {
            path: path.to_owned(),
        },
        _ => LoadError::Unreadable {
            path: path.to_owned(),
            source,
        },
    })?;
    String::from_utf8(bytes).map_err(|e| LoadError::NotText {
        path: path.to_owned(),
        offset: e.utf8_error().valid_up_to(),
    })
}

/// The path of backup `n` (1 = newest) of `path`.
#[must_use]
pub fn backup_path(path: &Path, n: usize) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".bak{n}"));
    PathBuf::from(name)
}

/// Saves a project atomically, keeping up to [`BACKUPS`] older versions,
/// over whatever is at `path` (see [`save_checked`] to refuse a file that
/// changed on disk). Saving the bytes the file already holds writes nothing.
pub fn save(path: &Path, project: &Project) -> Result<(), SaveError> {
    save_checked(path, project, Expect::Anything).map(|_| ())
}

/// Saves a project atomically with [`BACKUPS`] backups, provided the file
/// on disk is what `expect` says; otherwise writes nothing and says
/// [`SaveError::ChangedOnDisk`]. Comparing and writing is one step among
/// ccdesk processes (the folder is locked for it where it can be).
pub fn save_checked(path: &Path, project: &Project, expect: Expect) -> Result<Saved, SaveError> {
    // Through a link, the file it names is compared and written.
    let path = &save_target::resolve(path);
    let text = to_ron(project)?;
    let bytes = text.as_bytes();
    let io_err = |source| SaveError::Io {
        path: path.to_owned(),
        source,
    };
    // The new text's version is worked out on a second thread while the
    // old file is read (once) and compared here.
    std::thread::scope(|scope| {
        let hashing = std::thread::Builder::new()
            .name("ccdesk-save-hash".to_owned())
            .spawn_scoped(scope, || DiskVersion::of_bytes(bytes));
        let folder = lock_folder(&folder_of(path));
        if folder.is_held() {
            save_target::remove_leftovers(&folder_of(path));
        }
        let old = if path.is_dir() {
            None
        } else {
            read_if_there(path).map_err(io_err)?
        };
        let agrees = match (expect, &old) {
            (Expect::Version(v), Some(old)) => {
                old.len() as u64 == v.len && DiskVersion::of_bytes(old) == v
            }
            (Expect::Version(_), None) => false,
            (Expect::Absent, old) => old.is_none(),
            (Expect::Anything, _) => true,
        };
        if !agrees {
            return Err(SaveError::ChangedOnDisk {
                path: path.to_owned(),
                found: old.as_deref().map(DiskVersion::of_bytes),
            });
        }
        let version = match hashing {
            Ok(worker) => worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            // No second thread: the hash is worked out here.
            Err(_) => DiskVersion::of_bytes(bytes),
        };
        if old.as_deref() == Some(bytes) {
            return Ok(Saved {
                version,
                written: false,
            });
        }
        refuse_folder(path)?;
        replace(path, bytes, BACKUPS)?;
        Ok(Saved {
            version,
            written: true,
        })
    })
}

/// The bytes of the file at `path`; `None` when there is no file.
fn read_if_there(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// An error when `path` is a folder: a project is never saved over one.
fn refuse_folder(path: &Path) -> Result<(), SaveError> {
    if path.is_dir() {
        return Err(SaveError::Io {
            path: path.to_owned(),
            source: std::io::Error::new(
                std::io::ErrorKind::IsADirectory,
                "it is a folder, not a file",
            ),
        });
    }
    Ok(())
}

/// The folder a file lives in (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// Writes `bytes` to `path` atomically (temporary file, fsync, rename, fsync
/// of the folder), first rotating up to `backups` older versions. When the
/// file already holds exactly `bytes`, nothing is written or rotated; when
/// the write fails, the backups are put back as they were.
pub fn write_atomically(path: &Path, bytes: &[u8], backups: usize) -> Result<(), SaveError> {
    let path = &save_target::resolve(path);
    refuse_folder(path)?;
    if holds_bytes(path, bytes) {
        return Ok(());
    }
    let folder = lock_folder(&folder_of(path));
    if folder.is_held() {
        save_target::remove_leftovers(&folder_of(path));
    }
    replace(path, bytes, backups)
}

/// Writes `bytes` over the file at `path` (not a folder) atomically, as
/// [`write_atomically`] does, whatever the file holds.
fn replace(path: &Path, bytes: &[u8], backups: usize) -> Result<(), SaveError> {
    let io_err = |source| SaveError::Io {
        path: path.to_owned(),
        source,
    };
    if save_target::is_read_only(path) {
        return Err(SaveError::ReadOnly {
            path: path.to_owned(),
        });
    }
    if let Some(backup) = save_target::foreign_backup(path, backups) {
        return Err(SaveError::ForeignBackup {
            path: path.to_owned(),
            backup: backup.display().to_string(),
        });
    }
    let dir = folder_of(path);
    let mut tmp = tempfile::Builder::new()
        .prefix(save_target::TEMPORARY_PREFIX)
        .tempfile_in(&dir)
        .map_err(io_err)?;
    tmp.write_all(bytes).map_err(io_err)?;
    keep_permissions(path, tmp.as_file());
    tmp.as_file().sync_all().map_err(io_err)?;
    let rotation = if backups > 0 && path.exists() {
        Rotation::run(path, backups).map_err(io_err)?
    } else {
        Rotation::default()
    };
    match tmp.persist(path) {
        Ok(_) => {
            rotation.commit();
            sync_dir(&dir);
            Ok(())
        }
        Err(e) => {
            rotation.roll_back();
            Err(io_err(e.error))
        }
    }
}

/// True when the file at `path` holds exactly `bytes` (its length is
/// compared first, so a changed file is rarely read).
fn holds_bytes(path: &Path, bytes: &[u8]) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64)
        && std::fs::read(path).is_ok_and(|old| old == bytes)
}

/// The backups moved by one save, so a failed save can put them back.
#[derive(Debug, Default)]
struct Rotation {
    /// Renames done, in order (from, to).
    moved: Vec<(PathBuf, PathBuf)>,
    /// The oldest backup, set aside under a temporary name until the save
    /// is done (then removed) or fails (then put back).
    dropped: Option<(PathBuf, PathBuf)>,
    /// The new `.bak1`, made from the current file.
    newest: Option<PathBuf>,
}

impl Rotation {
    /// Moves `.bakN-1` to `.bakN` and so on, and keeps the current file as
    /// `.bak1`. On failure, what was moved is put back.
    fn run(path: &Path, backups: usize) -> std::io::Result<Rotation> {
        let mut rotation = Rotation::default();
        match rotation.steps(path, backups) {
            Ok(()) => Ok(rotation),
            Err(e) => {
                rotation.roll_back();
                Err(e)
            }
        }
    }

    fn steps(&mut self, path: &Path, backups: usize) -> std::io::Result<()> {
        let oldest = backup_path(path, backups);
        if oldest.exists() {
            let mut aside = oldest.as_os_str().to_owned();
            aside.push(".dropping");
            let aside = PathBuf::from(aside);
            std::fs::rename(&oldest, &aside)?;
            self.dropped = Some((oldest, aside));
        }
        for n in (1..backups).rev() {
            let from = backup_path(path, n);
            if from.exists() {
                let to = backup_path(path, n + 1);
                std::fs::rename(&from, &to)?;
                self.moved.push((from, to));
            }
        }
        let newest = backup_path(path, 1);
        // A hard link keeps the old file's bytes under the backup name at no
        // cost; where links are not supported, a copy does the same.
        if std::fs::hard_link(path, &newest).is_err() {
            std::fs::copy(path, &newest)?;
        }
        self.newest = Some(newest);
        Ok(())
    }

    /// The save is done: the oldest backup goes.
    fn commit(self) {
        if let Some((_, aside)) = self.dropped {
            // A leftover `.dropping` file is only a stale copy of an old
            // backup; it is never read.
            let _ = std::fs::remove_file(aside);
        }
    }

    /// The save failed: every backup back where it was. Best effort: each
    /// step undoes a rename this save made in the same folder.
    fn roll_back(self) {
        if let Some(newest) = &self.newest {
            let _ = std::fs::remove_file(newest);
        }
        for (from, to) in self.moved.iter().rev() {
            let _ = std::fs::rename(to, from);
        }
        if let Some((oldest, aside)) = &self.dropped {
            let _ = std::fs::rename(aside, oldest);
        }
    }
}

/// Gives the new file the old one's permissions (or the usual 0644 for a
/// new file) instead of the temporary file's private 0600.
fn keep_permissions(path: &Path, file: &std::fs::File) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path).map_or(0o644, |m| m.permissions().mode());
        // Permissions are a courtesy: the save itself does not depend on them.
        let _ = file.set_permissions(std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = (path, file);
}

/// Flushes a folder's entries so a rename survives a power cut (Unix only;
/// elsewhere the rename is as durable as the system makes it).
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = std::fs::File::open(dir) {
        // A failed folder fsync cannot be repaired here; the file itself is
        // already complete and flushed.
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The single-pass reader and writer, which the benches measure against
/// the reading and writing on every core (`benches/project_file.rs`); only
/// with the `test-support` feature, which only the tests and benches turn on.
#[cfg(feature = "test-support")]
pub mod one_pass {
    use std::path::Path;

    use super::{LoadError, SaveError};
    use ccdesk_domain::project::Project;

    /// [`super::from_ron`] without sharing the games out to the cores.
    ///
    /// # Errors
    /// As [`super::from_ron`].
    pub fn from_ron(text: &str, path: &Path) -> Result<Project, LoadError> {
        super::from_ron_one_pass(text, path)
    }

    /// [`super::to_ron`] without sharing the games out to the cores.
    ///
    /// # Errors
    /// As [`super::to_ron`].
    pub fn to_ron(project: &Project) -> Result<String, SaveError> {
        super::to_ron_one_pass(project)
    }

    /// The project as RON itself writes it, every string escaped by RON.
    ///
    /// # Errors
    /// As [`super::to_ron`].
    pub fn to_ron_plain(project: &Project) -> Result<String, SaveError> {
        super::to_ron_plain(project)
    }
}
