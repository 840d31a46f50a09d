//! Deadlines as an iCalendar file (RFC 5545) that calendar programs
//! import: one all-day event per deadline with a reminder (a display
//! alarm at 09:00 the day before), UIDs that stay the same from one run to
//! the next so a re-import updates events rather than duplicating them,
//! CRLF line ends and lines folded at 75 octets.

use chrono::{Days, NaiveDate, NaiveDateTime};

use ccdesk_domain::deadlines::Deadline;

/// Escapes TEXT values (RFC 5545 3.3.11).
#[must_use]
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Folds one content line at 75 octets (RFC 5545 3.1), never inside a
/// UTF-8 character, and ends it with CRLF.
#[must_use]
pub fn fold(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 8);
    let mut width = 0;
    for c in line.chars() {
        let len = c.len_utf8();
        if width + len > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += len;
    }
    out.push_str("\r\n");
    out
}

/// The UID part that names the project: its name with every character
/// that is not a letter or digit as `-`.
fn slug(text: &str) -> String {
    let s: String = text
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let s = s.trim_matches('-').to_owned();
    if s.is_empty() {
        "project".to_owned()
    } else {
        s
    }
}

/// The calendar of `deadlines` of the project named `project`, stamped
/// `now` (UTC).
#[must_use]
pub fn calendar(project: &str, deadlines: &[Deadline], now: NaiveDateTime) -> String {
    let mut out = String::new();
    let mut line = |l: &str| out.push_str(&fold(l));
    line("BEGIN:VCALENDAR");
    line("VERSION:2.0");
    line("PRODID:-//ccdesk//ccdesk deadlines//EN");
    line("CALSCALE:GREGORIAN");
    line("METHOD:PUBLISH");
    line(&format!(
        "X-WR-CALNAME:{}",
        escape_text(&format!("ccdesk: {project}"))
    ));
    let stamp = now.format("%Y%m%dT%H%M%SZ").to_string();
    let day = |d: NaiveDate| d.format("%Y%m%d").to_string();
    let project_slug = slug(project);
    for d in deadlines {
        let end = d.date.checked_add_days(Days::new(1)).unwrap_or(d.date);
        let summary = match d.game {
            Some(g) => format!("{g}: {} ({})", first_clause(&d.what), d.rule),
            None => format!("{} ({})", first_clause(&d.what), d.rule),
        };
        line("BEGIN:VEVENT");
        line(&format!("UID:{}.{project_slug}@ccdesk", slug(&d.key)));
        line(&format!("DTSTAMP:{stamp}"));
        line(&format!("DTSTART;VALUE=DATE:{}", day(d.date)));
        line(&format!("DTEND;VALUE=DATE:{}", day(end)));
        line(&format!("SUMMARY:{}", escape_text(&summary)));
        line(&format!(
            "DESCRIPTION:{}",
            escape_text(&format!("{} (rule {})", d.what, d.rule))
        ));
        line("TRANSP:TRANSPARENT");
        line("BEGIN:VALARM");
        line("ACTION:DISPLAY");
        line(&format!("DESCRIPTION:{}", escape_text(&summary)));
        line("TRIGGER;RELATED=START:-PT15H");
        line("END:VALARM");
        line("END:VEVENT");
    }
    line("END:VCALENDAR");
    out
}

/// The deadline's words up to the first colon: short enough for a
/// calendar's summary.
fn first_clause(what: &str) -> &str {
    what.split_once(": ").map_or(what, |(head, _)| head)
}
