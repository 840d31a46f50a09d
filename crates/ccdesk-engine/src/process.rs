//! The engine's process: started from a path, written to on its standard
//! input, read on a thread of its own that forwards each line on a channel,
//! so nobody ever waits on the engine's output.

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError};
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

/// The longest line kept from an engine, in bytes; the rest of a longer
/// line is read and dropped. UCI's longest lines (`info ... pv` of a deep
/// search) are a few kilobytes.
pub(crate) const MAX_LINE: usize = 16 * 1024;

/// How many lines may wait to be read: an engine that writes faster than
/// ccdesk reads is held back (its pipe fills) instead of filling memory,
/// so at most `MAX_QUEUED * MAX_LINE` bytes (16 MB) wait.
pub(crate) const MAX_QUEUED: usize = 1024;

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
        let (sender, lines) = mpsc::sync_channel(MAX_QUEUED);
        let thread_name = format!(
            "engine {}",
            path.file_name()
                .unwrap_or(OsStr::new("?"))
                .to_string_lossy()
        );
        let reader = std::thread::Builder::new()
            .name(thread_name)
            .spawn(move || forward_lines(BufReader::new(stdout), &sender));
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

/// Sends each line of `output` (at most [`MAX_LINE`] bytes of it, bytes
/// that are not UTF-8 replaced) until the output ends or nobody listens.
/// Dropping the sender on return tells the receiver the engine is gone.
fn forward_lines(mut output: impl BufRead, sender: &SyncSender<String>) {
    let mut line = Vec::new();
    loop {
        line.clear();
        match read_capped_line(&mut output, &mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        while line.last().is_some_and(|b| matches!(b, b'\n' | b'\r')) {
            line.pop();
        }
        if sender
            .send(String::from_utf8_lossy(&line).into_owned())
            .is_err()
        {
            return;
        }
    }
}

/// Reads one line into `line`, keeping at most [`MAX_LINE`] bytes and
/// dropping the rest up to the line break; the number of bytes read (0 at
/// the end of the output).
pub(crate) fn read_capped_line(
    output: &mut impl BufRead,
    line: &mut Vec<u8>,
) -> std::io::Result<usize> {
    let mut read = 0;
    loop {
        let buffer = match output.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            return Ok(read);
        }
        let (chunk, done) = match memchr::memchr(b'\n', buffer) {
            Some(i) => (&buffer[..=i], true),
            None => (buffer, false),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        output.consume(used);
        read += used;
        if done {
            return Ok(read);
        }
    }
}

/// Reads a line of at most [`MAX_LINE`] bytes from any reader (for tests
/// of the cap).
#[cfg(test)]
fn capped(text: &[u8]) -> Vec<String> {
    let (sender, receiver) = mpsc::sync_channel(MAX_QUEUED);
    forward_lines(text, &sender);
    drop(sender);
    receiver.into_iter().collect()
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.terminate();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_kept_to_its_cap_and_the_next_line_read_whole() {
        let mut text = b"id name ".to_vec();
        text.extend(std::iter::repeat_n(b'x', 3 * MAX_LINE));
        text.extend_from_slice(b"\nuciok\r\n\xff\xfe bad bytes\nlast");
        let lines = capped(&text);
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0].len(), MAX_LINE);
        assert!(lines[0].starts_with("id name xxx"));
        assert_eq!(lines[1], "uciok");
        assert_eq!(lines[2], "\u{fffd}\u{fffd} bad bytes");
        assert_eq!(lines[3], "last");
    }
}
