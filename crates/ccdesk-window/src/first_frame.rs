//! `CCDESK_QUIT_AFTER_FIRST_FRAME=1 ccdesk FILE`: the window says on
//! stderr how long its first frame took from the window's start and the
//! most memory the process held then (`VmHWM`), then runs until the check
//! of the file it opened is done (see `file_check`), says the same of
//! that moment and closes, so `benches/whole_process.sh` times the window
//! opening a project honestly (under `xvfb-run`). Without the variable
//! the window runs as always.

use std::time::Instant;

/// The variable that asks for one frame.
pub const QUIT_AFTER_FIRST_FRAME: &str = "CCDESK_QUIT_AFTER_FIRST_FRAME";

/// An app that works on after its first frame (the window's file check).
pub trait Settles {
    /// The work that follows the first frame is done.
    fn settled(&self) -> bool;
}

/// Wraps the window's app: measures the first frame and the moment the
/// app settles, then closes, when [`QUIT_AFTER_FIRST_FRAME`] is set.
pub struct FirstFrame<A> {
    app: A,
    started: Instant,
    first: Option<String>,
    done: bool,
}

impl<A: eframe::App + Settles> FirstFrame<A> {
    /// `app`, timed from `started`; `None` when the variable is not set
    /// (the app then runs unwrapped).
    pub fn wrap(app: A, started: Instant) -> Result<Self, A> {
        if std::env::var_os(QUIT_AFTER_FIRST_FRAME).is_some() {
            Ok(FirstFrame {
                app,
                started,
                first: None,
                done: false,
            })
        } else {
            Err(app)
        }
    }
}

/// The process's peak resident memory in MB, from `/proc/self/status`
/// (Linux); `None` elsewhere.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

impl<A: eframe::App + Settles> eframe::App for FirstFrame<A> {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        if self.done {
            return;
        }
        let now = || {
            let ms = self.started.elapsed().as_secs_f64() * 1e3;
            let peak = peak_mb().map_or_else(|| "unknown".to_owned(), |mb| format!("{mb:.0} MB"));
            format!("after {ms:.0} ms; peak memory {peak}")
        };
        let first = self.first.get_or_insert_with(&now);
        if self.app.settled() {
            self.done = true;
            eprintln!("ccdesk: first frame {first}; file checked {}", now());
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}
