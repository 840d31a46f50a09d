//! Autosave: after every change, a copy of the project goes to a background
//! thread that writes the recovery file, so typing never waits on the disk.
//! The thread keeps only the newest copy of each file when changes come
//! faster than it writes. Each window writes its own recovery file
//! ([`ccdesk_io::recovery::WindowSlot`]).

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

use ccdesk_domain::project::Project;
use ccdesk_io::recovery;

enum Job {
    Write(PathBuf, Box<Project>),
    Clear(PathBuf),
}

impl Job {
    fn path(&self) -> &PathBuf {
        match self {
            Job::Write(path, _) | Job::Clear(path) => path,
        }
    }
}

/// The recovery-file writer.
pub struct Autosave {
    jobs: Option<Sender<Job>>,
    errors: Receiver<String>,
    thread: Option<JoinHandle<()>>,
    written_revision: Option<u64>,
}

impl Autosave {
    /// Starts the writer thread.
    #[must_use]
    pub fn start() -> Self {
        let (jobs, rx) = channel::<Job>();
        let (err_tx, errors) = channel::<String>();
        let thread = std::thread::Builder::new()
            .name("ccdesk-autosave".to_owned())
            .spawn(move || {
                while let Ok(job) = rx.recv() {
                    let mut waiting = vec![job];
                    waiting.extend(rx.try_iter());
                    // A job is skipped only when a later one is for the same
                    // file (the newest copy, or its removal, wins); a removal
                    // of another file (the old name after Save as) still runs.
                    for (i, job) in waiting.iter().enumerate() {
                        if waiting[i + 1..]
                            .iter()
                            .any(|later| later.path() == job.path())
                        {
                            continue;
                        }
                        match job {
                            Job::Write(path, project) => {
                                if let Err(e) = recovery::write(path, project) {
                                    let _ = err_tx.send(format!("autosave failed: {e}"));
                                }
                            }
                            Job::Clear(path) => recovery::clear(path),
                        }
                    }
                }
            })
            .ok();
        Autosave {
            jobs: Some(jobs),
            errors,
            thread,
            written_revision: None,
        }
    }

    /// Sends the project to the writer if `revision` was not written yet.
    pub fn changed(&mut self, path: PathBuf, project: &Project, revision: u64) {
        if self.written_revision == Some(revision) {
            return;
        }
        self.written_revision = Some(revision);
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::Write(path, Box::new(project.clone())));
        }
    }

    /// Removes the recovery file (after a save or a discard).
    pub fn clear(&mut self, path: PathBuf, revision: u64) {
        self.written_revision = Some(revision);
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job::Clear(path));
        }
    }

    /// An error from the writer, if one happened.
    pub fn error(&self) -> Option<String> {
        self.errors.try_recv().ok()
    }

    /// Waits until every pending write is done (tests, quitting).
    pub fn finish(&mut self) {
        self.jobs = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Autosave {
    fn drop(&mut self) {
        self.finish();
    }
}
