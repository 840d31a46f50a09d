//! Which version of a file is on disk: its length and a hash of its bytes,
//! taken when a project is read or saved and compared before the next save,
//! so a save never silently overwrites what another window or program
//! wrote in between. Also the folder lock that makes "compare, then write"
//! one step between ccdesk processes.

use std::hash::Hasher;
use std::path::Path;

/// The version of a file's content: equal versions mean equal bytes (up to
/// a 64-bit hash collision). The modification time is not part of it: a
/// file touched but unchanged is the same version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DiskVersion {
    /// Length in bytes.
    pub len: u64,
    /// SipHash of the bytes (the standard library's, with fixed keys).
    pub hash: u64,
}

impl DiskVersion {
    /// The version of `bytes`.
    #[must_use]
    pub fn of_bytes(bytes: &[u8]) -> Self {
        let mut hasher = std::hash::DefaultHasher::new();
        hasher.write(bytes);
        DiskVersion {
            len: bytes.len() as u64,
            hash: hasher.finish(),
        }
    }

    /// The version of the file at `path` now; `None` when there is no file.
    ///
    /// # Errors
    ///
    /// The file exists but cannot be read.
    pub fn of_file(path: &Path) -> std::io::Result<Option<Self>> {
        match std::fs::read(path) {
            Ok(bytes) => Ok(Some(DiskVersion::of_bytes(&bytes))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// Holds the folder of a file locked against other ccdesk processes that
/// save into it; dropping it unlocks.
#[derive(Debug)]
pub struct FolderLock {
    dir: Option<std::fs::File>,
}

impl FolderLock {
    /// Whether the folder is really locked (not a folder that cannot be).
    #[must_use]
    pub fn is_held(&self) -> bool {
        self.dir.is_some()
    }
}

/// Locks the folder `dir` for one "compare, then write" step, waiting for
/// another ccdesk process that holds it (a save takes milliseconds).
/// Where folders cannot be locked (not Unix, or a file system without
/// `flock`), the step runs unlocked: the comparison still catches every
/// change that finished before it.
#[must_use]
pub fn lock_folder(dir: &Path) -> FolderLock {
    #[cfg(unix)]
    {
        let dir = std::fs::File::open(dir).ok().filter(|d| d.lock().is_ok());
        FolderLock { dir }
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        FolderLock { dir: None }
    }
}
