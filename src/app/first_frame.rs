//! `CCDESK_QUIT_AFTER_FIRST_FRAME=1 ccdesk FILE`: the window closes right
//! after its first frame and says on stderr how long that took from the
//! window's start and the most memory the process held (`VmHWM`), so
//! `benches/whole_process.sh` times the window opening a project honestly
//! (under `xvfb-run`). Without the variable the window runs as always.

use std::time::Instant;

/// The variable that asks for one frame.
pub const QUIT_AFTER_FIRST_FRAME: &str = "CCDESK_QUIT_AFTER_FIRST_FRAME";

/// Wraps the window's app: measures and closes after the first frame when
/// [`QUIT_AFTER_FIRST_FRAME`] is set.
pub struct FirstFrame<A> {
    app: A,
    started: Instant,
    done: bool,
}

impl<A: eframe::App> FirstFrame<A> {
    /// `app`, timed from `started`; `None` when the variable is not set
    /// (the app then runs unwrapped).
    pub fn wrap(app: A, started: Instant) -> Result<Self, A> {
        if std::env::var_os(QUIT_AFTER_FIRST_FRAME).is_some() {
            Ok(FirstFrame {
                app,
                started,
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

impl<A: eframe::App> eframe::App for FirstFrame<A> {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        self.app.ui(ui, frame);
        if !self.done {
            self.done = true;
            let ms = self.started.elapsed().as_secs_f64() * 1e3;
            let peak = peak_mb().map_or_else(|| "unknown".to_owned(), |mb| format!("{mb:.0} MB"));
            eprintln!("ccdesk: first frame after {ms:.0} ms; peak memory {peak}");
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }
}
