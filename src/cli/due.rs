//! `ccdesk due PROJECT.ron [--days N] [--ics OUT.ics]`: every deadline of
//! the desk's owner across all games, server games included (moves due,
//! repeats after silence E3.1/E3.2, leave ending, adjudication claims and
//! appeals, the season's calendar for an organiser), soonest first, one a
//! line: the date, the game (or `-`), what is due and its rule in
//! brackets; an overdue one says so. `--days N` keeps those due within N
//! days (overdue ones always); `--ics` also writes them as an iCalendar
//! file (RFC 5545) with stable UIDs, all-day events and a reminder.
//!
//! Exit status: 0 done (also when nothing is due), 1 when the calendar
//! cannot be written (never over a ccdesk project or its backups), 2 bad
//! usage or a project that cannot be read.

use std::io::Write;
use std::path::PathBuf;

use crate::domain::deadlines::deadlines;
use crate::io::ics;

/// Arguments of `ccdesk due`.
#[derive(Debug, clap::Args)]
pub struct DueArgs {
    /// The project file.
    pub project: PathBuf,
    /// Only deadlines within this many days (overdue ones always).
    #[arg(long)]
    pub days: Option<u32>,
    /// Also write the deadlines as an iCalendar file here.
    #[arg(long)]
    pub ics: Option<PathBuf>,
}

/// Runs `ccdesk due`.
pub fn run(args: &DueArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match due(args, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err((status, e)) => {
            let _ = writeln!(stderr, "ccdesk due: {e}");
            status
        }
    }
}

/// The listing, or the exit status and why: 2 when the project cannot be
/// read, 1 when the calendar cannot be written.
fn due(args: &DueArgs, stderr: &mut dyn Write) -> Result<String, (u8, String)> {
    let project =
        super::open_checked::load(&args.project, "due", stderr).map_err(|e| (2, e.to_string()))?;
    let now = chrono::Utc::now().naive_utc();
    let today = chrono::Local::now().date_naive();
    let mut list = deadlines(&project, today);
    if let Some(days) = args.days {
        let horizon = today
            .checked_add_days(chrono::Days::new(u64::from(days)))
            .unwrap_or(chrono::NaiveDate::MAX);
        list.retain(|d| d.date <= horizon);
    }
    let mut text = String::new();
    for d in &list {
        let game = d.game.map_or("-".to_owned(), |g| g.to_string());
        let overdue = if d.overdue(today) { "OVERDUE " } else { "" };
        text.push_str(&format!(
            "{} {game} {overdue}{} [{}]\n",
            d.date,
            crate::domain::text_rules::shown(&d.what),
            d.rule
        ));
    }
    if list.is_empty() {
        text.push_str("nothing is due\n");
    }
    if let Some(path) = &args.ics {
        let calendar = ics::calendar(project.name(), &list, now);
        crate::io::export_file::write_export(path, calendar.as_bytes())
            .map_err(|e| (1, e.to_string()))?;
        text.push_str(&format!(
            "wrote {} deadlines to {}\n",
            list.len(),
            path.display()
        ));
    }
    Ok(text)
}
