//! A lock file beside an open project (`NAME.ron.lock`) so a second ccdesk
//! window warns before both edit the same file.
//!
//! The lock holds the process id and host name of the window that has the
//! file open. A lock left by a process that no longer runs on this host is
//! stale and is taken over silently.

use std::path::{Path, PathBuf};

/// Who holds a project open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockHolder {
    /// Process id.
    pub pid: u32,
    /// Host name.
    pub host: String,
}

impl std::fmt::Display for LockHolder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "process {} on {}", self.pid, self.host)
    }
}

/// What trying to lock found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LockState {
    /// The lock is ours now.
    Acquired(ProjectLock),
    /// Another live ccdesk holds the file.
    HeldBy(LockHolder),
}

/// A held lock; dropping it removes the lock file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProjectLock {
    path: PathBuf,
}

impl ProjectLock {
    /// The lock file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for ProjectLock {
    fn drop(&mut self) {
        if read_holder(&self.path).is_some_and(|h| h == this_process()) {
            // Nothing more can be done about a lock file that cannot be
            // removed; the next opener will find it stale.
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// The lock file of a project file.
#[must_use]
pub fn lock_path(project: &Path) -> PathBuf {
    let mut name = project.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

/// This process as a lock holder.
#[must_use]
pub fn this_process() -> LockHolder {
    LockHolder {
        pid: std::process::id(),
        host: host_name(),
    }
}

fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .map(|h| h.trim().to_owned())
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_else(|| "this computer".to_owned())
}

fn read_holder(path: &Path) -> Option<LockHolder> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut pid = None;
    let mut host = None;
    for line in text.lines() {
        if let Some(v) = line.strip_prefix("pid=") {
            pid = v.trim().parse().ok();
        } else if let Some(v) = line.strip_prefix("host=") {
            host = Some(v.trim().to_owned());
        }
    }
    Some(LockHolder {
        pid: pid?,
        host: host?,
    })
}

/// True when `holder` is a process of this host that no longer runs.
/// Locks from other hosts are never taken as stale.
#[must_use]
pub fn is_stale(holder: &LockHolder) -> bool {
    if holder.host != host_name() {
        return false;
    }
    if holder.pid == std::process::id() {
        return false;
    }
    #[cfg(target_os = "linux")]
    {
        !Path::new(&format!("/proc/{}", holder.pid)).exists()
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}

/// Locks `project` for this process, unless another live process holds it.
/// With `force`, takes the lock over anyway (the user said so).
pub fn acquire(project: &Path, force: bool) -> std::io::Result<LockState> {
    let path = lock_path(project);
    if let Some(holder) = read_holder(&path)
        && holder != this_process()
        && !force
        && !is_stale(&holder)
    {
        return Ok(LockState::HeldBy(holder));
    }
    let me = this_process();
    std::fs::write(&path, format!("pid={}\nhost={}\n", me.pid, me.host))?;
    Ok(LockState::Acquired(ProjectLock { path }))
}
