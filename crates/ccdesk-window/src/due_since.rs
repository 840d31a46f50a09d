//! At start, what fell due since the window was last open: the owner's
//! deadlines (`domain::deadlines`) dated after the last day the window
//! opened, up to today, in a window of their own until closed. The day
//! is kept in the settings (`last_open`); the first start shows nothing.

use chrono::NaiveDate;

use super::CcdeskApp;
use ccdesk_domain::deadlines::{Deadline, deadlines};

/// The deadlines that fell due since the window was last open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DueSince {
    /// The day the window was last open.
    pub since: NaiveDate,
    /// What fell due after it, up to today, soonest first.
    pub items: Vec<Deadline>,
}

impl CcdeskApp {
    /// Works out what fell due since the last opening and remembers today
    /// as the last opening.
    pub(crate) fn check_due_since(&mut self) {
        let today = self.today();
        let last = self.settings.last_open;
        if let Some(since) = last
            && since < today
        {
            let items: Vec<Deadline> = deadlines(&self.doc.project, today)
                .into_iter()
                .filter(|d| d.date > since && d.date <= today)
                .collect();
            if let Some(first) = items.first() {
                let game = first.game.map_or(String::new(), |g| format!("{g} "));
                let first = format!("{} {game}{} [{}]", first.date, first.what, first.rule);
                let due = super::announce::deadlines_due(&self.texts(), items.len(), since, &first);
                // A note from opening the project stays, first.
                let said = match self.doc.last_event.take() {
                    Some(note) => format!("{note}; {due}"),
                    None => due,
                };
                self.announce(said, super::announce::Urgency::Polite);
                self.dialogs.due_since = Some(DueSince { since, items });
            }
        }
        if last != Some(today) {
            self.settings.last_open = Some(today);
            self.store_settings();
        }
    }
}

/// Draws the window while it is open.
pub(crate) fn due_since_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(due) = &app.dialogs.due_since else {
        return;
    };
    let mut open = true;
    let mut close = false;
    egui::Window::new("Due since you were last here")
        .open(&mut open)
        .default_width(520.0)
        .show(ctx, |ui| {
            ui.label(format!(
                "Since {} ({} deadlines):",
                due.since,
                due.items.len()
            ));
            for d in &due.items {
                let game = d.game.map_or("-".to_owned(), |g| g.to_string());
                ui.label(format!("{} {game} {} [{}]", d.date, d.what, d.rule));
            }
            if ui.button("Close").clicked() {
                close = true;
            }
        });
    if !open || close {
        app.dialogs.due_since = None;
    }
}
