//! The open project with its file, unsaved state and undo history.
//!
//! A document remembers which version of its file it is in step with
//! ([`DiskVersion`]) and the commands applied since (its journal), so a
//! save notices a file another window or program changed meanwhile and
//! can merge this window's commands into that version instead of
//! overwriting it.
//!
//! The undo stack holds each command with its [`Undo`] (what it changed, as
//! it stood before); undo puts that back, redo applies the command again.
//! The journal holds the commands applied since the file was read or saved:
//! an undo takes its command off it, and the undo of a change made before
//! that is kept in it as such ([`Change::Undone`]), so a merge puts that
//! back too.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use ccdesk_domain::command::{Command, DomainError, Summary, Undo, apply, undo};
use ccdesk_domain::game::Replay;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::merge::{Change, MergeConflict, merge_journal};
use ccdesk_domain::project::Project;
use ccdesk_io::project_file::{self, DiskVersion, Expect, LoadError, SaveError, Saved};

/// Why the unsaved commands could not be merged into the file on disk. The
/// document is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    /// The project was never saved, so there is nothing to merge into.
    #[error("the project has no file to merge into")]
    NoFile,
    /// The changes came from a recovery file (or a merge that dropped the
    /// history): there are no commands to apply again.
    #[error("the unsaved changes came from a recovery file and cannot be applied again one by one")]
    NoJournal,
    /// The version on disk cannot be read.
    #[error("{0}")]
    Load(#[from] LoadError),
    /// The commands do not apply cleanly there.
    #[error("cannot merge: {0}")]
    Conflict(#[from] MergeConflict),
}

/// Where the document stands against its file on disk.
#[derive(Debug, Clone)]
struct OnDisk {
    /// The file's version when it was read or last saved.
    version: DiskVersion,
    /// The project that version holds (the base of a merge).
    base: Base,
}

/// The project a file's version holds, as the base of a merge.
#[derive(Debug, Clone)]
enum Base {
    /// The project as saved.
    Project(Rc<Project>),
    /// The file's text as read, read again only when a merge needs it: a
    /// tenth of the project's memory, and no copy of the project when a
    /// file opens (issue 19).
    Text(Rc<String>),
}

/// Hands out a distinct number to every document made in this process.
static NEXT_DOCUMENT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// The project the window shows, where it lives and what changed since saving.
#[derive(Debug, Clone)]
pub struct Document {
    /// The project.
    pub project: Project,
    /// The file it was loaded from or saved to; `None` for a new project.
    pub path: Option<PathBuf>,
    /// The project was built in (the demo) rather than opened.
    pub is_demo: bool,
    /// When it was last saved, as shown in the status bar.
    pub last_saved: Option<String>,
    /// What the last command did, for the status bar.
    pub last_event: Option<String>,
    /// What the last command did, undid or redid, as data, with the
    /// English words [`Document::last_event`] was given from it: while
    /// they stand, the status bar words it in the window's language
    /// ([`Document::event_in`]).
    pub last_said: Option<(String, Said)>,
    undo: Vec<Done>,
    redo: Vec<Command>,
    revision: u64,
    saved_revision: u64,
    next_revision: u64,
    revisions: Vec<u64>,
    redo_revisions: Vec<u64>,
    serial: u64,
    /// The version of [`Document::path`] the project was read from or last
    /// saved to; `None` when no file was there.
    on_disk: Option<OnDisk>,
    /// What changed since the project was in step with the file: commands
    /// applied (an undone one taken off, a redone one applied again) and
    /// undos of changes made before; `None` when not known (recovered).
    journal: Option<Vec<Change>>,
    /// How many times the journal was started afresh (a save, a merge, a
    /// recovery): a step of the undo stack with another number is not in it.
    journal_epoch: u64,
    /// The last game replayed, under the revision it was replayed at: the
    /// board, scoresheet and analysis panes all show the selected game
    /// every frame, and replaying a long game is most of a frame's work.
    replayed: RefCell<Option<Replayed>>,
}

/// What the last command did, or what an undo or redo did again.
#[derive(Debug, Clone)]
pub enum Said {
    /// A command applied.
    Did(Summary),
    /// A command undone.
    Undid(Summary),
    /// A command redone.
    Redid(Summary),
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Said::Did(s) => write!(f, "{s}"),
            Said::Undid(s) => write!(f, "undid: {s}"),
            Said::Redid(s) => write!(f, "redid: {s}"),
        }
    }
}

/// A command applied, as the undo stack keeps it.
#[derive(Debug, Clone)]
struct Done {
    /// The command, applied again by a redo.
    command: Command,
    /// What it changed, as it stood before.
    undo: Undo,
    /// What it did, in words.
    summary: Summary,
    /// The journal's epoch when it was applied.
    epoch: u64,
}

/// A replay kept for [`Document::replay`].
#[derive(Debug, Clone)]
struct Replayed {
    key: (u64, u64),
    game: GameId,
    moves: usize,
    replay: Option<Rc<Replay>>,
}

impl Document {
    /// A document for a project that is in step with `path` (or new): the
    /// file at `path`, if there is one, is taken as the version `project`
    /// was read from.
    #[must_use]
    pub fn new(project: Project, path: Option<PathBuf>) -> Self {
        let version = path
            .as_deref()
            .and_then(|p| DiskVersion::of_file(p).ok().flatten());
        let on_disk = version.map(|version| OnDisk {
            version,
            base: Base::Project(Rc::new(project.clone())),
        });
        Document::with_disk(project, path, on_disk)
    }

    /// Reads the project file at `path` into a new document.
    ///
    /// # Errors
    ///
    /// The file cannot be read or is not a project (nothing is half-loaded).
    pub fn open(path: &Path) -> Result<Self, LoadError> {
        let (project, version, text) = project_file::load_with_text(path)?;
        let on_disk = Some(OnDisk {
            version,
            base: Base::Text(Rc::new(text)),
        });
        Ok(Document::with_disk(project, Some(path.to_owned()), on_disk))
    }

    fn with_disk(project: Project, path: Option<PathBuf>, on_disk: Option<OnDisk>) -> Self {
        Document {
            project,
            path,
            is_demo: false,
            last_saved: None,
            last_event: None,
            last_said: None,
            undo: Vec::new(),
            redo: Vec::new(),
            revision: 0,
            saved_revision: 0,
            next_revision: 1,
            revisions: Vec::new(),
            redo_revisions: Vec::new(),
            serial: NEXT_DOCUMENT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            on_disk,
            journal: Some(Vec::new()),
            journal_epoch: 0,
            replayed: RefCell::new(None),
        }
    }

    /// The version of the file the project was read from or last saved to.
    #[must_use]
    pub fn disk_version(&self) -> Option<DiskVersion> {
        self.on_disk.as_ref().map(|d| d.version)
    }

    /// How many commands were applied since the project was in step with
    /// its file (`None`: not known, after a recovery).
    #[must_use]
    pub fn unsaved_commands(&self) -> Option<usize> {
        self.journal.as_ref().map(Vec::len)
    }

    /// Starts the journal afresh: the project is in step with its file
    /// (`None`: not known).
    fn restart_journal(&mut self, journal: Option<Vec<Change>>) {
        self.journal = journal;
        self.journal_epoch += 1;
    }

    /// Saves the project to `path`. To its own file, only when the file on
    /// disk is still the version read or last saved (else
    /// [`SaveError::ChangedOnDisk`] and nothing is written); to another
    /// file (Save as), over whatever is there. `when` is shown in the
    /// status bar.
    ///
    /// # Errors
    ///
    /// The file changed on disk, or cannot be written; the document is
    /// then unchanged.
    pub fn save_to(&mut self, path: &Path, when: String) -> Result<Saved, SaveError> {
        let expect = if self.path.as_deref() == Some(path) {
            self.disk_version().map_or(Expect::Absent, Expect::Version)
        } else {
            Expect::Anything
        };
        let saved = project_file::save_checked(path, &self.project, expect)?;
        self.on_disk = Some(OnDisk {
            version: saved.version,
            base: Base::Project(Rc::new(self.project.clone())),
        });
        self.restart_journal(Some(Vec::new()));
        self.mark_saved(path.to_owned(), when);
        Ok(saved)
    }

    /// Reads the file again, dropping the unsaved changes and the history.
    ///
    /// # Errors
    ///
    /// No file, or it cannot be read; the document is then unchanged.
    pub fn reload(&mut self) -> Result<(), LoadError> {
        let Some(path) = self.path.clone() else {
            return Err(LoadError::NotFound {
                path: PathBuf::from("(a project never saved)"),
            });
        };
        let fresh = Document::open(&path)?;
        let dropped = self.unsaved_commands();
        *self = Document {
            last_saved: self.last_saved.take(),
            ..fresh
        };
        self.last_event = Some(match dropped {
            Some(0) | None => format!("reloaded {}", path.display()),
            Some(n) => format!(
                "reloaded {}; {n} unsaved change{} dropped",
                path.display(),
                if n == 1 { "" } else { "s" }
            ),
        });
        Ok(())
    }

    /// Applies this window's unsaved commands to the version now on disk
    /// (which another window or program saved), when they apply cleanly:
    /// the project becomes that version with these changes, still unsaved.
    /// Returns how many commands were applied.
    ///
    /// # Errors
    ///
    /// See [`MergeError`]; the document is then unchanged.
    pub fn merge_from_disk(&mut self) -> Result<usize, MergeError> {
        let Some(path) = self.path.clone() else {
            return Err(MergeError::NoFile);
        };
        let Some(journal) = &self.journal else {
            return Err(MergeError::NoJournal);
        };
        let base = match &self.on_disk {
            Some(OnDisk {
                base: Base::Project(p),
                ..
            }) => Rc::clone(p),
            Some(OnDisk {
                base: Base::Text(text),
                ..
            }) => Rc::new(project_file::from_ron(text, &path)?),
            None => Rc::new(Project::new(self.project.name().to_owned())),
        };
        let (theirs, version) = project_file::load_versioned(&path)?;
        let merged = merge_journal(&base, &self.project, journal, &theirs)?;
        let count = journal.len();
        self.on_disk = Some(OnDisk {
            version,
            base: Base::Project(Rc::new(theirs)),
        });
        self.project = merged;
        self.undo.clear();
        self.redo.clear();
        self.revisions.clear();
        self.redo_revisions.clear();
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.last_event = Some(format!(
            "merged {count} unsaved change{} into the version on disk",
            if count == 1 { "" } else { "s" }
        ));
        Ok(count)
    }

    fn record(&mut self, change: Change) {
        if let Some(journal) = &mut self.journal {
            journal.push(change);
        }
    }

    /// The game `id` replayed, or `None` when there is no such game or its
    /// moves do not replay. Worked out once per revision of the project
    /// (for the last game asked), so the panes can ask every frame.
    #[must_use]
    pub fn replay(&self, id: GameId) -> Option<Rc<Replay>> {
        let game = self.project.game(id)?;
        let key = self.change_key();
        let mut cached = self.replayed.borrow_mut();
        if let Some(r) = cached.as_ref()
            && r.key == key
            && r.game == id
            && r.moves == game.moves.len()
        {
            return r.replay.clone();
        }
        let replay = game.replay().ok().map(Rc::new);
        *cached = Some(Replayed {
            key,
            game: id,
            moves: game.moves.len(),
            replay: replay.clone(),
        });
        replay
    }

    /// A key that differs whenever the project shown may differ: another
    /// document (a file opened, a new project) or another revision. Views
    /// worked out from the project are cached under it.
    #[must_use]
    pub fn change_key(&self) -> (u64, u64) {
        (self.serial, self.revision)
    }

    /// A number that changes with every change to the project (and returns
    /// to its old value on undo).
    #[must_use]
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Replaces the project with a recovered one, as an unsaved change that
    /// cannot be undone step by step (the history is the recovery file's).
    pub fn replace_project(&mut self, project: Project, path: Option<PathBuf>) {
        self.project = project;
        self.path = path;
        self.undo.clear();
        self.redo.clear();
        self.revisions.clear();
        self.redo_revisions.clear();
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.restart_journal(None);
        self.last_event = Some("recovered unsaved changes".to_owned());
    }

    /// True when the project differs from what was last saved or opened.
    #[must_use]
    pub fn is_dirty(&self) -> bool {
        self.revision != self.saved_revision
    }

    /// Marks the project as saved now to `path`; `when` is shown in the status bar.
    pub fn mark_saved(&mut self, path: PathBuf, when: String) {
        self.path = Some(path);
        self.saved_revision = self.revision;
        self.last_saved = Some(when);
        self.is_demo = false;
    }

    /// What a dialog's OK does with the one step its form makes: nothing
    /// (`None`, the dialog closes), the step done (it closes), or why not,
    /// the form's own reason or the domain's refusal, in words for the
    /// form (it stays open, nothing changed).
    ///
    /// # Errors
    ///
    /// The form's reason, or the command refused.
    pub fn execute_form(&mut self, command: Result<Option<Command>, String>) -> Result<(), String> {
        match command? {
            None => Ok(()),
            Some(command) => self.execute(command).map_err(|e| e.to_string()),
        }
    }

    /// Applies a command; on success it can be undone.
    pub fn execute(&mut self, command: Command) -> Result<(), DomainError> {
        let event = apply(&mut self.project, command.clone())?;
        self.done(command, event.undo, event.summary.clone());
        self.revisions.push(self.revision);
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.redo.clear();
        self.redo_revisions.clear();
        self.said(Said::Did(event.summary));
        Ok(())
    }

    /// Keeps an applied command in the journal and on the undo stack.
    fn done(&mut self, command: Command, undo: Undo, summary: Summary) {
        self.record(Change::Applied(command.clone()));
        self.undo.push(Done {
            command,
            undo,
            summary,
            epoch: self.journal_epoch,
        });
    }

    /// Keeps what a command did, its English words as the last event.
    fn said(&mut self, said: Said) {
        let english = said.to_string();
        self.last_event = Some(english.clone());
        self.last_said = Some((english, said));
    }

    /// The last event in `tr`'s language: what the last command did,
    /// worded, while the last event is still its words; else the last
    /// event as it was set.
    #[must_use]
    pub fn event_in(&self, tr: &crate::i18n::Catalogue) -> Option<String> {
        use crate::worded::Worded;
        match &self.last_said {
            Some((english, said)) if self.last_event.as_deref() == Some(english.as_str()) => {
                Some(said.worded(tr))
            }
            _ => self.last_event.clone(),
        }
    }

    /// True when there is something to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// True when there is something to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Undoes the last command: what it changed is put back, and it comes
    /// off the journal (the undo of a change saved before goes in it).
    ///
    /// # Errors
    ///
    /// None: putting back a snapshot is never refused. The `Result` is the
    /// one of [`Document::redo`] and [`Document::execute`].
    pub fn undo(&mut self) -> Result<(), DomainError> {
        let Some(done) = self.undo.pop() else {
            return Ok(());
        };
        // Undone newest first: a command applied since the file was read
        // or saved is the journal's last.
        if done.epoch == self.journal_epoch {
            if let Some(journal) = &mut self.journal {
                journal.pop();
            }
        } else {
            self.record(Change::Undone(done.undo.clone()));
        }
        undo(&mut self.project, done.undo);
        self.redo.push(done.command);
        self.redo_revisions.push(self.revision);
        self.revision = self.revisions.pop().unwrap_or(0);
        self.said(Said::Undid(done.summary));
        Ok(())
    }

    /// Redoes the last undone command: it is applied again.
    ///
    /// # Errors
    ///
    /// The command is refused now; the document is then unchanged.
    pub fn redo(&mut self) -> Result<(), DomainError> {
        let Some(command) = self.redo.pop() else {
            return Ok(());
        };
        match apply(&mut self.project, command.clone()) {
            Ok(event) => {
                self.done(command, event.undo, event.summary.clone());
                self.revisions.push(self.revision);
                self.revision = self.redo_revisions.pop().unwrap_or(self.next_revision);
                self.said(Said::Redid(event.summary));
                Ok(())
            }
            Err(e) => {
                self.redo.push(command);
                Err(e)
            }
        }
    }

    /// The file name for the title and status bars (a project without a
    /// file named in the window's language).
    #[must_use]
    pub fn file_name(&self, texts: &crate::i18n::Catalogue) -> String {
        match &self.path {
            Some(p) => p.file_name().map_or_else(
                || p.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
            None if self.is_demo => texts.t("status-demo-project"),
            None => texts.t("status-untitled"),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use ccdesk_domain::ids::PlayerId;
    use ccdesk_domain::player::Player;

    use super::*;

    fn add(id: u32) -> Command {
        Command::AddPlayer(Player::new(PlayerId(id), format!("P{id}")))
    }

    #[test]
    fn an_undo_puts_back_and_leaves_the_journal_and_a_redo_applies_the_command_again() {
        let mut doc = Document::new(Project::new("p"), None);
        doc.execute(add(1)).unwrap();
        doc.execute(add(2)).unwrap();
        let both = doc.project.clone();
        assert_eq!(doc.unsaved_commands(), Some(2));
        doc.undo().unwrap();
        assert_eq!(doc.project.players().len(), 1);
        assert_eq!(doc.unsaved_commands(), Some(1));
        assert_eq!(doc.last_event.as_deref(), Some("undid: added player P2"));
        doc.redo().unwrap();
        assert_eq!(doc.project, both);
        assert_eq!(doc.unsaved_commands(), Some(2));
        assert_eq!(doc.last_event.as_deref(), Some("redid: added player P2"));
        doc.undo().unwrap();
        doc.undo().unwrap();
        assert_eq!(doc.project, Project::new("p"));
        assert_eq!(doc.unsaved_commands(), Some(0));
        assert!(!doc.is_dirty());
        assert!(!doc.can_undo());
    }

    /// Writes the version on disk: `players` (id, name) in a project.
    fn on_disk(path: &Path, players: &[(u32, &str)]) {
        let mut project = Project::new("p");
        for (id, name) in players {
            let player = Player::new(PlayerId(*id), *name);
            apply(&mut project, Command::AddPlayer(player)).unwrap();
        }
        project_file::save(path, &project).unwrap();
    }

    #[test]
    fn an_undo_past_the_last_save_is_merged_into_the_version_on_disk() {
        let dir = std::env::temp_dir().join(format!("ccdesk-document-undo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("desk.ron");
        let mut doc = Document::new(Project::new("p"), None);
        doc.execute(add(1)).unwrap();
        doc.save_to(&path, "now".to_owned()).unwrap();
        assert_eq!(doc.unsaved_commands(), Some(0));
        doc.undo().unwrap();
        assert!(doc.is_dirty());
        assert_eq!(doc.unsaved_commands(), Some(1));
        // Another program renamed P1 meanwhile: both changed him.
        on_disk(&path, &[(1, "Ann")]);
        let refused = doc.merge_from_disk();
        // It added P2 instead: the undo takes P1 off beside him.
        on_disk(&path, &[(1, "P1"), (2, "P2")]);
        let merged = doc.merge_from_disk();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(
            matches!(refused, Err(MergeError::Conflict(_))),
            "{refused:?}"
        );
        assert_eq!(merged.unwrap(), 1);
        let names: Vec<&str> = doc
            .project
            .players()
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(names, ["P2"]);
    }
}
