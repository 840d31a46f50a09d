//! Once a day while the window runs, a desktop notification of the
//! owner's deadlines that are due or overdue (freedesktop notifications
//! over D-Bus on Linux, where the desktop has a notification server). The
//! decision and the text are the domain's (`deadlines::daily_notice`);
//! this shell sends it on a thread and says in the status line when the
//! desktop could not show it. The day of the last one is kept in the
//! settings (`last_notified`), so a restart the same day does not repeat
//! it. Only the real window notifies (`CcdeskApp::with_demo`), never a
//! test's.

use std::sync::mpsc::{Receiver, TryRecvError};

use super::CcdeskApp;
use ccdesk_domain::deadlines::{DailyNotice, NoticeDecision, daily_notice, deadlines};

/// Shows a notification on the desktop, or says why it cannot.
pub type ShowNotice = fn(&DailyNotice) -> Result<(), String>;

/// The window's notifier.
#[derive(Default)]
pub(crate) struct Notifier {
    /// How this window shows the daily notification; `None`: it sends none.
    show: Option<ShowNotice>,
    /// The notification being shown: its failure, if it fails.
    showing: Option<Receiver<String>>,
}

impl CcdeskApp {
    /// Lets this window send the daily notification to the desktop.
    pub fn enable_notifications(&mut self) {
        self.notify.show = Some(desktop_notice);
    }

    /// Lets this window send the daily notification through `show` (a
    /// test's stand-in for the desktop).
    pub fn enable_notifications_via(&mut self, show: ShowNotice) {
        self.notify.show = Some(show);
    }
}

/// The desktop's notification (freedesktop over D-Bus on Linux).
fn desktop_notice(notice: &DailyNotice) -> Result<(), String> {
    notify_rust::Notification::new()
        .appname("ccdesk")
        .summary(&notice.summary)
        .body(&notice.body)
        .show()
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Sends the day's notification if it is not yet sent, and puts a failure
/// to show the last one in the status line.
pub(crate) fn tick(app: &mut CcdeskApp, ctx: &egui::Context) {
    if let Some(rx) = &app.notify.showing {
        match rx.try_recv() {
            Ok(why) => {
                app.notify.showing = None;
                app.doc.last_event = Some(why);
            }
            // Still waiting (a desktop may never answer): looked at again
            // with the next frame, without keeping the window awake.
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => app.notify.showing = None,
        }
    }
    let Some(show) = app.notify.show else {
        return;
    };
    let today = app.today();
    let decision = daily_notice(
        app.settings.last_notified,
        today,
        app.doc.project.name(),
        || deadlines(&app.doc.project, today),
    );
    let notice = match decision {
        NoticeDecision::AlreadyToday => return,
        NoticeDecision::NothingDue => None,
        NoticeDecision::Notify(notice) => Some(notice),
    };
    app.settings.last_notified = Some(today);
    app.store_settings();
    let Some(notice) = notice else { return };
    // On a thread: a desktop without a notification server answers late
    // or not at all, and the window must not wait for it.
    let (tx, rx) = std::sync::mpsc::channel();
    app.notify.showing = Some(rx);
    let repaint = ctx.clone();
    std::thread::spawn(move || {
        if let Err(e) = show(&notice) {
            let _ = tx.send(format!(
                "the desktop notification of what is due was not shown ({e}): ccdesk due lists it"
            ));
            // The failure reaches the status line with the next frame.
            repaint.request_repaint();
        }
    });
}
