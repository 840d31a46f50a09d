//! The open project with its file, unsaved state and undo history.

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use crate::domain::command::{Command, DomainError, apply};
use crate::domain::game::Replay;
use crate::domain::ids::GameId;
use crate::domain::project::Project;

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
    undo: Vec<Command>,
    redo: Vec<Command>,
    revision: u64,
    saved_revision: u64,
    next_revision: u64,
    revisions: Vec<u64>,
    redo_revisions: Vec<u64>,
    serial: u64,
    /// The last game replayed, under the revision it was replayed at: the
    /// board, scoresheet and analysis panes all show the selected game
    /// every frame, and replaying a long game is most of a frame's work.
    replayed: RefCell<Option<Replayed>>,
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
    /// A document for a project that is in step with `path` (or new).
    #[must_use]
    pub fn new(project: Project, path: Option<PathBuf>) -> Self {
        Document {
            project,
            path,
            is_demo: false,
            last_saved: None,
            last_event: None,
            undo: Vec::new(),
            redo: Vec::new(),
            revision: 0,
            saved_revision: 0,
            next_revision: 1,
            revisions: Vec::new(),
            redo_revisions: Vec::new(),
            serial: NEXT_DOCUMENT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            replayed: RefCell::new(None),
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

    /// Applies a command; on success it can be undone.
    pub fn execute(&mut self, command: Command) -> Result<(), DomainError> {
        let event = apply(&mut self.project, command)?;
        self.undo.push(event.undo);
        self.revisions.push(self.revision);
        self.revision = self.next_revision;
        self.next_revision += 1;
        self.redo.clear();
        self.redo_revisions.clear();
        self.last_event = Some(event.summary);
        Ok(())
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

    /// Undoes the last command.
    pub fn undo(&mut self) -> Result<(), DomainError> {
        let Some(command) = self.undo.pop() else {
            return Ok(());
        };
        match apply(&mut self.project, command.clone()) {
            Ok(event) => {
                self.redo.push(event.undo);
                self.redo_revisions.push(self.revision);
                self.revision = self.revisions.pop().unwrap_or(0);
                self.last_event = Some(format!("undid: {}", event.summary));
                Ok(())
            }
            Err(e) => {
                self.undo.push(command);
                Err(e)
            }
        }
    }

    /// Redoes the last undone command.
    pub fn redo(&mut self) -> Result<(), DomainError> {
        let Some(command) = self.redo.pop() else {
            return Ok(());
        };
        match apply(&mut self.project, command.clone()) {
            Ok(event) => {
                self.undo.push(event.undo);
                self.revisions.push(self.revision);
                self.revision = self.redo_revisions.pop().unwrap_or(self.next_revision);
                self.last_event = Some(format!("redid: {}", event.summary));
                Ok(())
            }
            Err(e) => {
                self.redo.push(command);
                Err(e)
            }
        }
    }

    /// The file name for the title and status bars.
    #[must_use]
    pub fn file_name(&self) -> String {
        match &self.path {
            Some(p) => p.file_name().map_or_else(
                || p.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
            None if self.is_demo => "demo project (not saved)".to_owned(),
            None => "untitled".to_owned(),
        }
    }
}
