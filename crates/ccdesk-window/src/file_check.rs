//! The window's check of the project it shows: every check `ccdesk check`
//! makes ([`validate_replayed`]), run a slice at a time between frames,
//! so a project of twenty seasons shows at once and is checked while the
//! user already reads it (issue 19).
//!
//! Replaying every game is most of the check; the window replays the
//! games in runs (on every core) for a few milliseconds a frame, then
//! makes the rest of the check in one step. While it runs, the status
//! line says how far it is, and what vouches for the games (PGN export,
//! the adjudication packets) waits for it. A change to the project while
//! the check runs starts it again on the changed project; once done, the
//! commands that change the project check what they change themselves.

use std::time::{Duration, Instant};

use ccdesk_domain::check_summary::grouped;
use ccdesk_domain::game::ReplayError;
use ccdesk_domain::validate::{Problem, replay_errors, validate_replayed};

use super::document::Document;

/// How long a frame may spend on the check.
const FRAME_BUDGET: Duration = Duration::from_millis(10);

/// Games replayed in one run: two threads' worth of
/// [`replay_errors`]'s smallest share.
const RUN: usize = 400;

/// Where the check of one document stands.
#[derive(Debug, Default)]
pub struct FileCheck {
    /// The document and revision checked (or being checked).
    key: Option<(u64, u64)>,
    /// The games replayed so far, in order, while the check runs.
    replayed: Vec<Result<(), ReplayError>>,
    /// The check is done (for `key`'s document).
    done: bool,
    /// The most games replayed in one frame; `None`: as many as the frame's
    /// budget allows (tests set a few, to see the check under way).
    pub games_per_frame: Option<usize>,
}

impl FileCheck {
    /// Checks a slice of `doc`'s project; once the whole project is
    /// checked (once per document), the problems as `ccdesk check` lists
    /// them, empty when there are none. A document not checked yet,
    /// or changed while its check ran, is checked from its first game.
    pub(crate) fn step(&mut self, doc: &Document, cores: usize) -> Option<Vec<Problem>> {
        let key = doc.change_key();
        match self.key {
            // Done with this document: later changes are checked by the
            // commands that make them.
            Some((serial, _)) if self.done && serial == key.0 => return None,
            Some(k) if k == key => {}
            _ => {
                self.key = Some(key);
                self.replayed.clear();
                self.done = false;
            }
        }
        let games = &doc.project.games();
        let started = Instant::now();
        let mut allowed = self.games_per_frame.unwrap_or(usize::MAX);
        while self.replayed.len() < games.len() && allowed > 0 {
            let from = self.replayed.len();
            let to = (from + RUN.min(allowed)).min(games.len());
            self.replayed.extend(replay_errors(&games[from..to], cores));
            allowed -= to - from;
            if started.elapsed() >= FRAME_BUDGET {
                break;
            }
        }
        if self.replayed.len() < games.len() {
            return None;
        }
        self.done = true;
        let replayed = std::mem::take(&mut self.replayed);
        Some(validate_replayed(&doc.project, replayed))
    }

    /// While the check runs: games checked so far, of how many.
    pub fn progress(&self, doc: &Document) -> Option<(usize, usize)> {
        let this_document = self.key.is_some_and(|k| k.0 == doc.change_key().0);
        match (this_document, self.done) {
            (true, true) => None,
            (true, false) => Some((self.replayed.len(), doc.project.games().len())),
            // Not begun yet: it begins with the next frame.
            (false, _) => Some((0, doc.project.games().len())),
        }
    }

    /// What the status line says while the check runs, and why what waits
    /// for it waits: "checking the file: 4,000 of 20,047 games".
    pub fn under_way(&self, doc: &Document) -> Option<String> {
        self.progress(doc).map(|(done, of)| {
            format!(
                "checking the file: {} of {} games",
                grouped(done),
                grouped(of)
            )
        })
    }
}
