//! A lock file beside an open project (`NAME.ron.lock`) so a second ccdesk
//! window warns before both edit the same file.
//!
//! The lock says which process holds the file: its id, the host it runs on,
//! when it started (the kernel's start time, so a later process that
//! happens to get the same id is not taken for it) and the boot it belongs
//! to. A lock whose process no longer runs on this host is stale and is
//! taken over silently; a lock of a live process is never taken over, not
//! even by "Open anyway" (that window opens the file without the lock).

use std::io::Write;
use std::path::{Path, PathBuf};

/// A ccdesk process, as written in its lock and recovery files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LockHolder {
    /// Process id.
    pub pid: u32,
    /// Host name.
    pub host: String,
    /// When the process started, in clock ticks since boot (Linux's
    /// `/proc/PID/stat` field 22); `None` where it is not known.
    pub started: Option<u64>,
    /// The boot the process belongs to (Linux's boot id); `None` where not
    /// known.
    pub boot: Option<String>,
}

/// Whether a lock's process still runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Liveness {
    /// It runs (on this host, with the recorded start time).
    Running,
    /// It does not run any more: the lock or recovery file was left by a
    /// crash (or a power cut).
    Gone,
    /// Another host's process, or this system does not say: taken as
    /// running.
    Unknown,
}

impl LockHolder {
    /// Whether the process still runs.
    #[must_use]
    pub fn liveness(&self) -> Liveness {
        if file_name_part(&self.host) != file_name_part(&host_name()) {
            return Liveness::Unknown;
        }
        if let (Some(boot), Some(now)) = (&self.boot, boot_id())
            && *boot != now
        {
            return Liveness::Gone;
        }
        match process_start(self.pid) {
            Probe::Started(ticks) => match self.started {
                Some(recorded) if recorded != ticks => Liveness::Gone,
                _ => Liveness::Running,
            },
            Probe::NoSuchProcess => Liveness::Gone,
            Probe::CannotTell => Liveness::Unknown,
        }
    }

    /// When the process started, as local wall-clock time, if known.
    #[must_use]
    pub fn started_at(&self) -> Option<chrono::DateTime<chrono::Local>> {
        let ticks = self.started?;
        let boot = boot_time()?;
        let secs = boot.checked_add(i64::try_from(ticks / CLOCK_TICKS).ok()?)?;
        chrono::DateTime::from_timestamp(secs, 0).map(|t| t.with_timezone(&chrono::Local))
    }

    /// A short token naming this process in file names
    /// (`HOST-PID-STARTED`).
    #[must_use]
    pub fn token(&self) -> String {
        format!(
            "{}-{}-{}",
            file_name_part(&self.host),
            self.pid,
            self.started.unwrap_or(0)
        )
    }

    /// The process a [`LockHolder::token`] names (its host as written in
    /// the token; no boot id).
    #[must_use]
    pub fn from_token(token: &str) -> Option<LockHolder> {
        let mut fields = token.rsplitn(3, '-');
        let started: u64 = fields.next()?.parse().ok()?;
        let pid = fields.next()?.parse().ok()?;
        let host = fields.next()?.to_owned();
        Some(LockHolder {
            pid,
            host,
            started: (started != 0).then_some(started),
            boot: None,
        })
    }
}

/// A host name as it may stand in a file name: letters and digits, the
/// rest `_`, at most 64 characters.
fn file_name_part(host: &str) -> String {
    host.chars()
        .map(|c| if c.is_alphanumeric() { c } else { '_' })
        .take(64)
        .collect()
}

impl std::fmt::Display for LockHolder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "process {} on {}", self.pid, self.host)?;
        if let Some(at) = self.started_at() {
            write!(f, ", started {}", at.format("%Y-%m-%d %H:%M:%S"))?;
        }
        match self.liveness() {
            Liveness::Running => write!(f, ", still running"),
            Liveness::Gone => write!(f, ", no longer running"),
            Liveness::Unknown => write!(f, ", cannot tell whether it still runs"),
        }
    }
}

/// What trying to lock found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LockState {
    /// The lock is ours now.
    Acquired(ProjectLock),
    /// Another ccdesk holds the file and still runs (or may: another host).
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
    let pid = std::process::id();
    LockHolder {
        pid,
        host: host_name(),
        started: match process_start(pid) {
            Probe::Started(t) => Some(t),
            _ => None,
        },
        boot: boot_id(),
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

/// Linux's boot id: differs after every reboot.
fn boot_id() -> Option<String> {
    std::fs::read_to_string("/proc/sys/kernel/random/boot_id")
        .ok()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

/// When this host booted, in seconds since 1970 (`btime` of `/proc/stat`).
fn boot_time() -> Option<i64> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    stat.lines()
        .find_map(|l| l.strip_prefix("btime "))
        .and_then(|v| v.trim().parse().ok())
}

/// Clock ticks per second of `/proc/PID/stat` (`USER_HZ`: 100 on every
/// Linux architecture ccdesk is built for).
const CLOCK_TICKS: u64 = 100;

/// What `/proc` says of a process id.
enum Probe {
    Started(u64),
    NoSuchProcess,
    CannotTell,
}

fn process_start(pid: u32) -> Probe {
    if !Path::new("/proc/self/stat").exists() {
        return Probe::CannotTell;
    }
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The command name (field 2) is in parentheses and may hold spaces:
        // fields are counted after its closing one; the start time is
        // field 22, the 20th after it.
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(19))
            .and_then(|t| t.parse().ok())
            .map_or(Probe::CannotTell, Probe::Started),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Probe::NoSuchProcess,
        Err(_) => Probe::CannotTell,
    }
}

/// The lines of a lock file for `holder`.
fn lock_text(holder: &LockHolder) -> String {
    let mut text = format!("pid={}\nhost={}\n", holder.pid, holder.host);
    if let Some(t) = holder.started {
        text.push_str(&format!("started={t}\n"));
    }
    if let Some(b) = &holder.boot {
        text.push_str(&format!("boot={b}\n"));
    }
    text
}

/// Reads the holder written in a lock file (`None`: no lock, or not one
/// ccdesk wrote).
#[must_use]
pub fn read_holder(path: &Path) -> Option<LockHolder> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut pid = None;
    let mut host = None;
    let mut started = None;
    let mut boot = None;
    for line in text.lines() {
        if let Some(v) = line.strip_prefix("pid=") {
            pid = v.trim().parse().ok();
        } else if let Some(v) = line.strip_prefix("host=") {
            host = Some(v.trim().to_owned());
        } else if let Some(v) = line.strip_prefix("started=") {
            started = v.trim().parse().ok();
        } else if let Some(v) = line.strip_prefix("boot=") {
            boot = Some(v.trim().to_owned());
        }
    }
    Some(LockHolder {
        pid: pid?,
        host: host?,
        started,
        boot,
    })
}

/// True when `holder` is a process of this host that no longer runs.
/// Locks from other hosts are never taken as stale.
#[must_use]
pub fn is_stale(holder: &LockHolder) -> bool {
    holder.liveness() == Liveness::Gone
}

/// Locks `project` for this process, unless another ccdesk that still runs
/// (or may, on another host) holds it; a stale lock is taken over.
///
/// # Errors
///
/// The lock file cannot be written (a read-only folder).
pub fn acquire(project: &Path) -> std::io::Result<LockState> {
    let path = lock_path(project);
    let me = this_process();
    // Two tries: the second after removing a stale lock.
    for _ in 0..2 {
        match create_with(&path, lock_text(&me).as_bytes()) {
            Ok(()) => return Ok(LockState::Acquired(ProjectLock { path })),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                match read_holder(&path) {
                    Some(holder) if holder == me => {
                        return Ok(LockState::Acquired(ProjectLock { path }));
                    }
                    Some(holder) if !is_stale(&holder) => {
                        return Ok(LockState::HeldBy(holder));
                    }
                    // Stale, or not a lock ccdesk can read: replaced.
                    _ => std::fs::remove_file(&path)?,
                }
            }
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(format!(
        "{}: another ccdesk took the lock at the same moment",
        path.display()
    )))
}

/// Creates `path` holding `bytes`, failing with `AlreadyExists` when it is
/// there: written beside it first and linked into place, so no other
/// process ever reads it empty (where links are not supported, created and
/// then written).
fn create_with(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
        _ => PathBuf::from("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".ccdesk-lock-")
        .tempfile_in(&dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    match std::fs::hard_link(tmp.path(), path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(e),
        Err(_) => {
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)?;
            file.write_all(bytes)
        }
    }
}
