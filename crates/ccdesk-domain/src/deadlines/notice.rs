//! The once-a-day notification of what is due: whether the window sends
//! one today and its text, decided here without a clock (today and the
//! day of the last notification are given); the window only shows it.

use chrono::NaiveDate;

use super::Deadline;

/// Most deadlines named in the notification's body.
pub const NOTICE_SHOWN: usize = 5;

/// A notification's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyNotice {
    /// Its title: how many deadlines, in which project.
    pub summary: String,
    /// One line per deadline due or overdue (at most [`NOTICE_SHOWN`]),
    /// then how many more.
    pub body: String,
}

/// What the window does about the notification today.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoticeDecision {
    /// One was sent today already: nothing, and nothing to remember.
    AlreadyToday,
    /// Nothing is due today or overdue: no notification, but today is
    /// remembered as done.
    NothingDue,
    /// Send this one, and remember today.
    Notify(DailyNotice),
}

/// The decision on `today` when the last notification went out on
/// `last_notified`, for the owner's deadlines (soonest first, as
/// [`super::deadlines`] gives them) of the project `project_name`. The
/// deadlines are asked for only when a notification may be due (the
/// window asks every frame).
#[must_use]
pub fn daily_notice(
    last_notified: Option<NaiveDate>,
    today: NaiveDate,
    project_name: &str,
    deadlines: impl FnOnce() -> Vec<Deadline>,
) -> NoticeDecision {
    if last_notified == Some(today) {
        return NoticeDecision::AlreadyToday;
    }
    let due: Vec<String> = deadlines()
        .iter()
        .filter(|d| d.date <= today)
        .map(|d| {
            let game = d.game.map_or(String::new(), |g| format!("{g} "));
            format!("{} {game}{} [{}]", d.date, d.what, d.rule)
        })
        .collect();
    if due.is_empty() {
        return NoticeDecision::NothingDue;
    }
    let mut body = due
        .iter()
        .take(NOTICE_SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    if due.len() > NOTICE_SHOWN {
        body.push_str(&format!(
            "\n… and {} more (ccdesk due)",
            due.len() - NOTICE_SHOWN
        ));
    }
    let plural = if due.len() == 1 { "" } else { "s" };
    NoticeDecision::Notify(DailyNotice {
        summary: format!(
            "ccdesk: {} deadline{plural} due in {project_name}",
            due.len()
        ),
        body,
    })
}
