//! [`Engine`]: a UCI engine driven without ever blocking the caller.
//!
//! Every command returns at once; answers arrive as [`EngineEvent`]s from
//! [`Engine::poll`] (for a window, once a frame) or [`Engine::next_event`]
//! (for the CLI, waiting at most a given time). Deadlines for `uciok`,
//! `readyok` and the `bestmove` after `stop` are checked on every call, so a
//! hung engine is reported as [`EngineError::Hung`] instead of waited for.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;

use super::EngineError;
use super::command::{GuiCommand, SearchLimit};
use super::process::{EngineProcess, MAX_QUEUED, Received};
use super::uci_parse::{BestMove, EngineLine, EngineOption, Info, UciParseError, parse_line};

/// The most options kept from an engine's list (real engines list a few
/// dozen); the rest are ignored.
pub const MAX_OPTIONS: usize = 512;

/// The longest name or author kept, in characters.
pub const MAX_NAME: usize = 200;

/// `text` cut to [`MAX_NAME`] characters, with an ellipsis when cut.
fn capped(text: String) -> String {
    match text.char_indices().nth(MAX_NAME) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

/// Something the engine said that the caller may act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineEvent {
    /// `uciok` arrived: [`Engine::name`] and [`Engine::options`] are known
    /// and the engine takes commands.
    Started,
    /// `readyok` arrived.
    Ready,
    /// Progress of the search.
    Info(Info),
    /// The search ended.
    BestMove(BestMove),
    /// A line UCI does not define (banners, ...), kept for a log.
    Other(String),
    /// A line that broke the grammar of its command; ignored.
    Malformed {
        /// The line.
        line: String,
        /// What was wrong.
        error: UciParseError,
    },
}

/// An answer being waited for, with its deadline.
#[derive(Debug, Clone, Copy)]
struct Awaited {
    expected: &'static str,
    deadline: Instant,
}

/// A running UCI engine.
pub struct Engine {
    program: PathBuf,
    timeout: Duration,
    process: EngineProcess,
    name: Option<String>,
    author: Option<String>,
    options: Vec<EngineOption>,
    settings: Vec<(String, Option<String>)>,
    started: bool,
    searching: bool,
    stopping: bool,
    awaited: Vec<Awaited>,
    dead: bool,
}

impl Engine {
    /// Starts the engine and sends `uci`; returns at once. `timeout` bounds
    /// each wait for `uciok`, `readyok` and the `bestmove` after `stop`.
    ///
    /// A bare program name is looked up on `PATH`, then in `/usr/games`.
    pub fn spawn(program: impl AsRef<Path>, timeout: Duration) -> Result<Self, EngineError> {
        let program = program.as_ref().to_owned();
        let process = EngineProcess::spawn(&program)?;
        let mut engine = Self {
            program,
            timeout,
            process,
            name: None,
            author: None,
            options: Vec::new(),
            settings: Vec::new(),
            started: false,
            searching: false,
            stopping: false,
            awaited: Vec::new(),
            dead: false,
        };
        engine.send(&GuiCommand::Uci)?;
        engine.await_answer("uciok");
        Ok(engine)
    }

    /// Starts the engine and waits (at most the timeout) for `uciok`: for
    /// the CLI and tests, not for a window.
    pub fn start(program: impl AsRef<Path>, timeout: Duration) -> Result<Self, EngineError> {
        let mut engine = Self::spawn(program, timeout)?;
        while !engine.started {
            engine.next_event(timeout)?;
        }
        Ok(engine)
    }

    /// Kills the engine and starts it again (returns at once, like
    /// [`Engine::spawn`]); options set before are set again after `uciok`.
    pub fn restart(&mut self) -> Result<(), EngineError> {
        let settings = std::mem::take(&mut self.settings);
        self.process.terminate();
        let mut fresh = Self::spawn(&self.program, self.timeout)?;
        fresh.settings = settings;
        *self = fresh;
        Ok(())
    }

    /// The engine's name from `id name`, or its path until `uciok`.
    pub fn name(&self) -> String {
        self.name
            .clone()
            .unwrap_or_else(|| self.program.display().to_string())
    }

    /// The author from `id author`, once known.
    pub fn author(&self) -> Option<&str> {
        self.author.as_deref()
    }

    /// How long each answer (`uciok`, `readyok`, the `bestmove` after
    /// `stop`) is waited for.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// The options the engine listed before `uciok`.
    pub fn options(&self) -> &[EngineOption] {
        &self.options
    }

    /// The option called `name` (case-insensitive, as UCI says).
    pub fn option(&self, name: &str) -> Option<&EngineOption> {
        self.options
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
    }

    /// Whether `uciok` has arrived.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// Whether a search is running (between `go` and `bestmove`).
    pub fn is_searching(&self) -> bool {
        self.searching
    }

    /// The options set with [`Engine::set_option`], in order.
    pub fn settings(&self) -> &[(String, Option<String>)] {
        &self.settings
    }

    /// Sends `setoption` (now, or once `uciok` arrives) and remembers it for
    /// a restart. `value` is `None` for buttons.
    pub fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), EngineError> {
        let value = value.map(str::to_owned);
        if let Some(old) = self.settings.iter_mut().find(|(n, _)| n == name) {
            old.1.clone_from(&value);
        } else {
            self.settings.push((name.to_owned(), value.clone()));
        }
        if self.started {
            self.send(&GuiCommand::SetOption {
                name: name.to_owned(),
                value,
            })?;
        }
        Ok(())
    }

    /// Sends `isready`; [`EngineEvent::Ready`] follows.
    pub fn request_ready(&mut self) -> Result<(), EngineError> {
        self.require_started("isready before uciok")?;
        self.send(&GuiCommand::IsReady)?;
        self.await_answer("readyok");
        Ok(())
    }

    /// Sends `isready` and waits (at most the timeout) for `readyok`.
    pub fn wait_ready(&mut self) -> Result<(), EngineError> {
        self.request_ready()?;
        loop {
            if let Some(EngineEvent::Ready) = self.next_event(self.timeout)? {
                return Ok(());
            }
        }
    }

    /// Sends `ucinewgame`.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.require_started("ucinewgame before uciok")?;
        self.send(&GuiCommand::UciNewGame)
    }

    /// Sends `position fen ... moves ...`.
    pub fn set_position(&mut self, fen: &Fen, moves: &[UciMove]) -> Result<(), EngineError> {
        self.require_started("position before uciok")?;
        self.send(&GuiCommand::Position {
            fen: fen.clone(),
            moves: moves.to_vec(),
        })
    }

    /// Sends `go`; [`EngineEvent::Info`]s and then a
    /// [`EngineEvent::BestMove`] follow.
    pub fn go(&mut self, limit: SearchLimit) -> Result<(), EngineError> {
        self.require_started("go before uciok")?;
        if self.searching {
            return Err(EngineError::NotReady {
                name: self.name(),
                reason: "a search is already running",
            });
        }
        self.send(&GuiCommand::Go(limit))?;
        self.searching = true;
        Ok(())
    }

    /// Sends `stop` if a search runs (once: calling again while the engine
    /// is stopping does nothing); its `bestmove` must come within the
    /// timeout.
    pub fn stop(&mut self) -> Result<(), EngineError> {
        if self.searching && !self.stopping {
            self.send(&GuiCommand::Stop)?;
            self.stopping = true;
            self.await_answer("bestmove");
        }
        Ok(())
    }

    /// Everything the engine said since the last call, without waiting.
    ///
    /// Errors when the engine has died or missed a deadline; after that the
    /// engine stays unusable until [`Engine::restart`].
    pub fn poll(&mut self) -> Result<Vec<EngineEvent>, EngineError> {
        let mut events = Vec::new();
        // An engine that writes without pause is read a queue's worth a
        // call, so a window's frame always ends.
        for _ in 0..MAX_QUEUED {
            self.check_alive()?;
            match self.process.try_line() {
                Received::Line(line) => events.extend(self.handle(&line)),
                Received::Nothing => break,
                Received::Closed => return Err(self.crashed()),
            }
        }
        self.check_deadlines()?;
        Ok(events)
    }

    /// The next event, waiting at most `wait` (less if a deadline comes
    /// first); `None` if nothing came.
    pub fn next_event(&mut self, wait: Duration) -> Result<Option<EngineEvent>, EngineError> {
        let until = Instant::now() + wait;
        loop {
            self.check_alive()?;
            // Checked before every line too: an engine that writes without
            // pause still misses its deadlines.
            self.check_deadlines()?;
            let now = Instant::now();
            if now >= until {
                return Ok(None);
            }
            let deadline = self
                .awaited
                .iter()
                .map(|a| a.deadline)
                .fold(until, Instant::min);
            match self
                .process
                .line_within(deadline.saturating_duration_since(now))
            {
                Received::Line(line) => {
                    if let Some(event) = self.handle(&line) {
                        return Ok(Some(event));
                    }
                }
                Received::Nothing => self.check_deadlines()?,
                Received::Closed => return Err(self.crashed()),
            }
        }
    }

    fn handle(&mut self, line: &str) -> Option<EngineEvent> {
        let parsed = match parse_line(line) {
            Ok(parsed) => parsed,
            Err(error) => {
                return Some(EngineEvent::Malformed {
                    line: line.to_owned(),
                    error,
                });
            }
        };
        match parsed {
            EngineLine::IdName(name) => self.name = Some(capped(name)),
            EngineLine::IdAuthor(author) => self.author = Some(capped(author)),
            EngineLine::Option(option) => {
                if self.options.len() < MAX_OPTIONS {
                    self.options.push(option);
                }
            }
            EngineLine::UciOk => {
                self.answered("uciok");
                if self.started {
                    return None;
                }
                self.started = true;
                for (name, value) in self.settings.clone() {
                    // A failure marks the engine dead; the next call says so.
                    if self.send(&GuiCommand::SetOption { name, value }).is_err() {
                        break;
                    }
                }
                return Some(EngineEvent::Started);
            }
            EngineLine::ReadyOk => {
                self.answered("readyok");
                return Some(EngineEvent::Ready);
            }
            EngineLine::Info(info) => return Some(EngineEvent::Info(info)),
            EngineLine::BestMove(best) => {
                self.answered("bestmove");
                self.searching = false;
                self.stopping = false;
                return Some(EngineEvent::BestMove(best));
            }
            EngineLine::Other(text) => return Some(EngineEvent::Other(text)),
        }
        None
    }

    fn send(&mut self, command: &GuiCommand) -> Result<(), EngineError> {
        self.check_alive()?;
        if self.process.write_line(&command.to_string()).is_err() {
            return Err(self.crashed());
        }
        Ok(())
    }

    fn await_answer(&mut self, expected: &'static str) {
        self.awaited.push(Awaited {
            expected,
            deadline: Instant::now() + self.timeout,
        });
    }

    fn answered(&mut self, expected: &'static str) {
        if let Some(i) = self.awaited.iter().position(|a| a.expected == expected) {
            self.awaited.remove(i);
        }
    }

    fn check_deadlines(&mut self) -> Result<(), EngineError> {
        let now = Instant::now();
        if let Some(missed) = self.awaited.iter().find(|a| a.deadline <= now).copied() {
            self.dead = true;
            self.process.terminate();
            return Err(EngineError::Hung {
                name: self.name(),
                expected: missed.expected,
                after: self.timeout,
            });
        }
        Ok(())
    }

    fn check_alive(&self) -> Result<(), EngineError> {
        if self.dead {
            return Err(EngineError::NotReady {
                name: self.name(),
                reason: "the engine has stopped; restart it",
            });
        }
        Ok(())
    }

    fn require_started(&self, reason: &'static str) -> Result<(), EngineError> {
        self.check_alive()?;
        if !self.started {
            return Err(EngineError::NotReady {
                name: self.name(),
                reason,
            });
        }
        Ok(())
    }

    fn crashed(&mut self) -> EngineError {
        self.dead = true;
        self.searching = false;
        self.stopping = false;
        self.awaited.clear();
        EngineError::Crashed {
            name: self.name(),
            status: self.process.exit_status(),
        }
    }
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("program", &self.program)
            .field("name", &self.name)
            .field("started", &self.started)
            .field("searching", &self.searching)
            .field("dead", &self.dead)
            .finish_non_exhaustive()
    }
}
