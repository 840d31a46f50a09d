//! Once a day while the window runs, a desktop notification of the
//! owner's deadlines that are due or overdue (freedesktop notifications
//! over D-Bus on Linux, where the desktop has a notification server). The
//! day of the last one is kept in the settings (`last_notified`), so a
//! restart the same day does not repeat it. Only the real window
//! notifies (`CcdeskApp::with_demo`), never a test's.

use super::CcdeskApp;
use crate::domain::deadlines::deadlines;

/// Most deadlines named in the notification's body.
const SHOWN: usize = 5;

impl CcdeskApp {
    /// Lets this window send the daily notification.
    pub fn enable_notifications(&mut self) {
        self.notify = true;
    }
}

/// Sends the day's notification if it is not yet sent.
pub(crate) fn tick(app: &mut CcdeskApp) {
    if !app.notify {
        return;
    }
    let today = app.today();
    if app.settings.last_notified == Some(today) {
        return;
    }
    app.settings.last_notified = Some(today);
    app.store_settings();
    let due: Vec<String> = deadlines(&app.doc.project, today)
        .into_iter()
        .filter(|d| d.date <= today)
        .map(|d| {
            let game = d.game.map_or(String::new(), |g| format!("{g} "));
            format!("{} {game}{} [{}]", d.date, d.what, d.rule)
        })
        .collect();
    if due.is_empty() {
        return;
    }
    let summary = format!(
        "ccdesk: {} deadlines due in {}",
        due.len(),
        app.doc.project.name()
    );
    let mut body = due
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    if due.len() > SHOWN {
        body.push_str(&format!("\n… and {} more (ccdesk due)", due.len() - SHOWN));
    }
    // On a thread: a desktop without a notification server answers late
    // or not at all, and the window must not wait for it.
    std::thread::spawn(move || {
        if let Err(e) = notify_rust::Notification::new()
            .appname("ccdesk")
            .summary(&summary)
            .body(&body)
            .show()
        {
            eprintln!("ccdesk: the desktop notification of what is due was not shown: {e}");
        }
    });
}
