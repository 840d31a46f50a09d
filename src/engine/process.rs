//! The engine's process: started from a path, written to on its standard
//! input, read on a thread of its own that forwards each line on a channel,
//! so nobody ever waits on the engine's output.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

use super::EngineError;

/// Where Debian installs game programs such as `stockfish`; often not on a
/// user's `PATH`, so bare names are looked up there last.
const DEBIAN_GAMES: &str = "/usr/games";

/// Finds the program to run: a path with a folder in it is taken as is; a
/// bare name is searched on `PATH`, then in `/usr/games`.
pub fn locate(program: &Path) -> Result<PathBuf, EngineError> {
    let not_found = || EngineError::NotFound {
        path: program.to_owned(),
    };
    if program.components().count() > 1 || program.is_absolute() {
        return if program.is_file() {
            Ok(program.to_owned())
        } else {
            Err(not_found())
        };
    }
    let path_var = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path_var)
        .chain(std::iter::once(PathBuf::from(DEBIAN_GAMES)))
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
        .ok_or_else(not_found)
}

/// What the reader thread saw.
pub(crate) enum Received {
    /// One line of output.
    Line(String),
    /// Nothing within the time asked for.
    Nothing,
    /// The engine closed its output: it has exited or is exiting.
    Closed,
}

/// A running engine process.
pub(crate) struct EngineProcess {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl EngineProcess {
    /// Starts `program` (after [`locate`]) with piped input and output.
    pub(crate) fn spawn(program: &Path) -> Result<Self, EngineError> {
        let path = locate(program)?;
        let mut child = Command::new(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .current_dir(
                path.parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .unwrap_or(Path::new(".")),
            )
            .spawn()
            .map_err(|source| match source.kind() {
                std::io::ErrorKind::NotFound => EngineError::NotFound { path: path.clone() },
                _ => EngineError::Spawn {
                    path: path.clone(),
                    source,
                },
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(EngineError::Spawn {
                path,
                source: std::io::Error::other("no pipe to the engine"),
            });
        };
        let (sender, lines) = mpsc::channel();
        let thread_name = format!(
            "engine {}",
            path.file_name()
                .unwrap_or(OsStr::new("?"))
                .to_string_lossy()
        );
        let reader = std::thread::Builder::new()
            .name(thread_name)
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    if sender.send(line).is_err() {
                        break;
                    }
                }
                // Dropping the sender tells the receiver the engine is gone.
            });
        if let Err(source) = reader {
            let _ = child.kill();
            let _ = child.wait();
            return Err(EngineError::Spawn { path, source });
        }
        Ok(Self {
            child,
            stdin,
            lines,
        })
    }

    /// Writes one line; an error means the engine is gone.
    pub(crate) fn write_line(&mut self, line: &str) -> std::io::Result<()> {
        self.stdin.write_all(line.as_bytes())?;
        self.stdin.write_all(b"\n")?;
        self.stdin.flush()
    }

    /// The next line if one is waiting, without blocking.
    pub(crate) fn try_line(&self) -> Received {
        match self.lines.try_recv() {
            Ok(line) => Received::Line(line),
            Err(TryRecvError::Empty) => Received::Nothing,
            Err(TryRecvError::Disconnected) => Received::Closed,
        }
    }

    /// The next line, waiting at most `wait`.
    pub(crate) fn line_within(&self, wait: Duration) -> Received {
        match self.lines.recv_timeout(wait) {
            Ok(line) => Received::Line(line),
            Err(RecvTimeoutError::Timeout) => Received::Nothing,
            Err(RecvTimeoutError::Disconnected) => Received::Closed,
        }
    }

    /// How the process ended, waiting a little for it to finish exiting
    /// after it closed its output; `None` if it is still running.
    pub(crate) fn exit_status(&mut self) -> Option<String> {
        let deadline = Instant::now() + Duration::from_millis(200);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status.to_string()),
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                _ => return None,
            }
        }
    }

    /// Stops the process: asks politely, then kills it and reaps it.
    pub(crate) fn terminate(&mut self) {
        let _ = self.write_line("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.terminate();
    }
}
