//! Autosave and recovery: unsaved changes are written to a recovery file
//! of the window's own beside the project
//! (`NAME.ron.recovery-HOST-PID-START-wN`, or `untitled-…​.ron` in the
//! platform's data folder for a project never saved). The saved file is
//! never touched by autosave.
//!
//! Each window writes and removes only its own recovery file, named for its
//! process (host, id, start time) and its number in that process. At open,
//! only the recovery files of windows that no longer run are offered, as
//! what a crash left; a live window's file is its business.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::lock::{Liveness, LockHolder, this_process};
use crate::project_file::{self, SaveError};
use ccdesk_domain::game::Game;
use ccdesk_domain::project::Project;
use ccdesk_domain::validate::summary;

/// The recovery file name's part after the project file's name.
const SUFFIX: &str = ".recovery";

/// Windows of this process whose recovery files are theirs, by number.
static LIVE_WINDOWS: Mutex<BTreeSet<u64>> = Mutex::new(BTreeSet::new());
static NEXT_WINDOW: AtomicU64 = AtomicU64::new(1);

/// Who writes a recovery file: a process and a window in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecoveryOwner {
    /// The process.
    pub process: LockHolder,
    /// The window's number in the process.
    pub window: u64,
}

impl RecoveryOwner {
    /// The owner's part of a file name.
    fn token(&self) -> String {
        format!("{}-w{}", self.process.token(), self.window)
    }

    fn from_token(token: &str) -> Option<Self> {
        let (process, window) = token.rsplit_once("-w")?;
        Some(RecoveryOwner {
            process: LockHolder::from_token(process)?,
            window: window.parse().ok()?,
        })
    }

    /// Whether the window still runs (in this process: it is registered;
    /// in another: the process runs, or may).
    fn liveness(&self) -> Liveness {
        let me = this_process();
        if self.process.pid == me.pid && self.process.started == me.started {
            let live = LIVE_WINDOWS
                .lock()
                .map_or(true, |w| w.contains(&self.window));
            return if live {
                Liveness::Running
            } else {
                Liveness::Gone
            };
        }
        self.process.liveness()
    }
}

impl std::fmt::Display for RecoveryOwner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "window {} of {}", self.window, self.process)
    }
}

/// A window's claim on its recovery files: registered as live while it
/// exists, so other windows of the process do not take its autosave for a
/// crash's.
#[derive(Debug)]
pub struct WindowSlot {
    owner: RecoveryOwner,
}

impl WindowSlot {
    /// A new window of this process.
    #[must_use]
    pub fn open() -> Self {
        let window = NEXT_WINDOW.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut live) = LIVE_WINDOWS.lock() {
            live.insert(window);
        }
        WindowSlot {
            owner: RecoveryOwner {
                process: this_process(),
                window,
            },
        }
    }

    /// This window as a recovery file's owner.
    #[must_use]
    pub fn owner(&self) -> &RecoveryOwner {
        &self.owner
    }

    /// This window's recovery file for `project` (a project never saved:
    /// in the platform's data folder).
    #[must_use]
    pub fn path_for(&self, project: Option<&Path>) -> Option<PathBuf> {
        match project {
            Some(p) => Some(recovery_path_of(p, &self.owner)),
            None => {
                untitled_folder().map(|d| d.join(format!("untitled-{}.ron", self.owner.token())))
            }
        }
    }
}

impl Drop for WindowSlot {
    fn drop(&mut self) {
        if let Ok(mut live) = LIVE_WINDOWS.lock() {
            live.remove(&self.owner.window);
        }
    }
}

/// The recovery file `owner` writes for a project file.
#[must_use]
pub fn recovery_path_of(project: &Path, owner: &RecoveryOwner) -> PathBuf {
    let mut name = project.as_os_str().to_owned();
    name.push(format!("{SUFFIX}-{}", owner.token()));
    PathBuf::from(name)
}

/// Where the windows' recovery files of `project` go, in words: the file
/// name with the window's part as a pattern (for the About window).
#[must_use]
pub fn recovery_pattern(project: Option<&Path>) -> Option<String> {
    const WINDOW: &str = "HOST-PROCESS-START-wWINDOW";
    match project {
        Some(p) => Some(format!("{}{SUFFIX}-{WINDOW}", p.display())),
        None => untitled_folder().map(|d| format!("{}/untitled-{WINDOW}.ron", d.display())),
    }
}

/// The folder of recovery files of projects never saved.
fn untitled_folder() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "ccdesk", "ccdesk").map(|d| d.data_dir().join("recovery"))
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

/// Removes a recovery file once the project is saved or discarded.
pub fn clear(recovery: &Path) {
    if recovery.exists() {
        // A leftover recovery file is harmless: it is offered, never applied
        // without asking.
        let _ = std::fs::remove_file(recovery);
    }
}

/// A recovery file a crashed window left, with what it holds that the
/// file on disk does not.
#[derive(Debug, Clone, PartialEq)]
pub struct Recovered {
    /// The recovered project.
    pub project: Project,
    /// Where it was read from.
    pub path: PathBuf,
    /// The window that wrote it, in words ("window 1 of process 4242 on
    /// desk, started …, no longer running"); `None` for a file of an older
    /// ccdesk that did not say.
    pub owner: Option<String>,
    /// What differs from the file on disk, one line each.
    pub differences: Vec<String>,
}

/// What the recovery files beside a project are.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RecoveryScan {
    /// The newest recovery file of a window that no longer runs and whose
    /// project differs from the file on disk: offered to the user.
    pub offer: Option<Recovered>,
    /// Recovery files of windows that still run (or may): left alone, each
    /// with its owner in words.
    pub live: Vec<(PathBuf, String)>,
    /// Recovery files that could not be read, with the reason.
    pub unreadable: Vec<String>,
}

/// The recovery files of `project` (`None`: projects never saved) that
/// windows other than `me` wrote, sorted into what a crash left (compared
/// with `saved`, the file on disk) and what live windows keep.
#[must_use]
pub fn scan(project: Option<&Path>, me: &RecoveryOwner, saved: Option<&Project>) -> RecoveryScan {
    let mut out = RecoveryScan::default();
    let mut gone: Vec<(std::time::SystemTime, PathBuf, Option<RecoveryOwner>)> = Vec::new();
    for (path, owner) in candidates(project) {
        if owner.as_ref() == Some(me) {
            continue;
        }
        let liveness = owner
            .as_ref()
            .map_or(Liveness::Gone, RecoveryOwner::liveness);
        if liveness == Liveness::Gone {
            let modified = std::fs::metadata(&path)
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            gone.push((modified, path, owner));
        } else if let Some(owner) = owner {
            out.live.push((path, owner.to_string()));
        }
    }
    gone.sort_by_key(|g| std::cmp::Reverse(g.0));
    for (_, path, owner) in gone {
        match project_file::load(&path) {
            Ok(found) => {
                let differences = match saved {
                    Some(saved) if *saved == found => continue,
                    Some(saved) => differences(saved, &found),
                    None => vec![format!(
                        "a project never saved: \"{}\" with {} game{}",
                        shorten(found.name()),
                        found.games().len(),
                        plural(found.games().len())
                    )],
                };
                out.offer = Some(Recovered {
                    project: found,
                    path,
                    owner: owner.map(|o| o.to_string()),
                    differences,
                });
                break;
            }
            Err(e) => out.unreadable.push(e.to_string()),
        }
    }
    out
}

/// Every recovery file of `project`, with its owner when the name says.
fn candidates(project: Option<&Path>) -> Vec<(PathBuf, Option<RecoveryOwner>)> {
    let (dir, prefix, ext) = match project {
        Some(p) => {
            let Some(name) = p.file_name() else {
                return Vec::new();
            };
            let dir = match p.parent() {
                Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
                _ => PathBuf::from("."),
            };
            (dir, format!("{}{SUFFIX}", name.to_string_lossy()), "")
        }
        None => match untitled_folder() {
            Some(d) => (d, "untitled".to_owned(), ".ron"),
            None => return Vec::new(),
        },
    };
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = name
            .strip_prefix(prefix.as_str())
            .and_then(|r| r.strip_suffix(ext))
        else {
            continue;
        };
        if rest.is_empty() {
            // An older ccdesk's file, whose owner is not known.
            out.push((entry.path(), None));
        } else if let Some(owner) = rest.strip_prefix('-').and_then(RecoveryOwner::from_token) {
            out.push((entry.path(), Some(owner)));
        }
    }
    out
}

/// Text cut to what a dialog line can show.
fn shorten(text: &str) -> String {
    const MAX: usize = 60;
    if text.chars().count() <= MAX {
        text.to_owned()
    } else {
        let mut s: String = text.chars().take(MAX).collect();
        s.push('…');
        s
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The moves of `game` numbered from ply `from` ("12. Nf3 Nc6 13. d4").
fn numbered(game: &Game, from: usize) -> String {
    const SHOWN: usize = 8;
    let mut out = Vec::new();
    for (i, m) in game.moves.iter().enumerate().skip(from).take(SHOWN) {
        if i % 2 == 0 {
            out.push(format!("{}. {}", i / 2 + 1, m.san));
        } else if i == from {
            out.push(format!("{}... {}", i / 2 + 1, m.san));
        } else {
            out.push(m.san.to_string());
        }
    }
    let rest = game.moves.len().saturating_sub(from + SHOWN);
    if rest > 0 {
        out.push(format!("and {rest} more"));
    }
    out.join(" ")
}

/// What `recovered` has that `saved` (the file on disk) does not, in words:
/// each game added, removed or changed with the moves added or taken back.
#[must_use]
pub fn differences(saved: &Project, recovered: &Project) -> Vec<String> {
    let mut out = Vec::new();
    if saved.name() != recovered.name() {
        out.push(format!(
            "name \"{}\" (on disk: \"{}\")",
            shorten(recovered.name()),
            shorten(saved.name())
        ));
    }
    let (a, b) = (summary(saved), summary(recovered));
    for (what, x, y) in [
        ("players", a.players, b.players),
        ("teams", a.teams, b.teams),
        ("divisions", a.divisions, b.divisions),
    ] {
        if x != y {
            out.push(format!("{y} {what} (on disk: {x})"));
        }
    }
    let pairing = |p: &Project, g: &Game| {
        format!(
            "game {} ({} - {})",
            g.id,
            shorten(p.player_name(g.white)),
            shorten(p.player_name(g.black))
        )
    };
    for game in recovered.games() {
        let name = pairing(recovered, game);
        match saved.game(game.id) {
            Some(old) if old == game => {}
            None => out.push(format!(
                "{name}: new, {} move{}{}",
                game.moves.len(),
                plural(game.moves.len()),
                if game.moves.is_empty() {
                    String::new()
                } else {
                    format!(": {}", numbered(game, 0))
                }
            )),
            Some(old) => {
                let common = old
                    .moves
                    .iter()
                    .zip(&game.moves)
                    .take_while(|(x, y)| x.san == y.san)
                    .count();
                let taken_back = old.moves.len() - common;
                let added = game.moves.len() - common;
                if taken_back > 0 {
                    out.push(format!(
                        "{name}: {taken_back} move{} taken back: {}",
                        plural(taken_back),
                        numbered(old, common)
                    ));
                }
                if added > 0 {
                    out.push(format!(
                        "{name}: {added} move{} added: {}",
                        plural(added),
                        numbered(game, common)
                    ));
                }
                if old.result != game.result {
                    out.push(format!(
                        "{name}: result {} (on disk: {})",
                        game.result
                            .map_or_else(|| "none".to_owned(), |r| r.to_string()),
                        old.result
                            .map_or_else(|| "none".to_owned(), |r| r.to_string())
                    ));
                }
                if taken_back == 0 && added == 0 && old.result == game.result {
                    out.push(format!("{name}: dates or details changed"));
                }
            }
        }
    }
    for game in saved.games() {
        if recovered.game(game.id).is_none() {
            out.push(format!("{}: removed", pairing(saved, game)));
        }
    }
    if out.is_empty() {
        out.push("other changes (tournament, correspondence or settings)".to_owned());
    }
    out
}
