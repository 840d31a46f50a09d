//! Standard output that remembers the first write it could not make, so
//! a subcommand whose listing never reached its reader (a full disk, a
//! closed pipe, `> /dev/full`) exits 1 with the reason, as every failed
//! write does (issue 30), instead of 0.

use std::io::Write;

/// A writer that passes everything to `inner` and keeps the first error.
pub struct WatchedOutput<'a> {
    inner: &'a mut dyn Write,
    failed: Option<String>,
}

impl<'a> WatchedOutput<'a> {
    /// Watches `inner`.
    pub fn new(inner: &'a mut dyn Write) -> Self {
        WatchedOutput {
            inner,
            failed: None,
        }
    }

    /// Flushes, then says why a write failed, if one did.
    pub fn failure(&mut self) -> Option<String> {
        let _ = self.flush();
        self.failed.clone()
    }

    fn keep<T>(&mut self, result: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &result
            && self.failed.is_none()
        {
            self.failed = Some(e.to_string());
        }
        result
    }
}

impl Write for WatchedOutput<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let result = self.inner.write(buf);
        self.keep(result)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let result = self.inner.flush();
        self.keep(result)
    }
}
