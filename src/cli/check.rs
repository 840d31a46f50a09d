//! `ccdesk check FILE.ron`: load, validate and summarise a project.

use std::io::Write;
use std::path::PathBuf;

use crate::domain::text_rules::shown;
use crate::domain::tournament::contacts::missing_contacts;
use crate::domain::tournament::late_step::late_steps;
use crate::domain::validate::{rulings_due, summary, validate_on};
use crate::io::project_file;

/// Arguments of `ccdesk check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The project file.
    pub file: PathBuf,
}

/// Loads and validates; prints counts on success (exit 0), then every
/// breach of the competition's rules the Organiser must rule on (C13 by
/// C21, C14 by C15, ...) with its rule and the ruling recorded, if any,
/// and the breaches in what was recorded (an expulsion without its
/// reminder 21 days before, C09; a panel member not independent, C26);
/// then the teams of one company paired against each other (C06);
/// then every step of the current season recorded after its deadline
/// (an entry after C10's date, a form after C11's, a pairing list after
/// C16's, a fee reminder later than 21 days before the fees are due, C09;
/// a claim after C24's), each with its rule;
/// then every contact detail C10 and C11 name that the project lacks, and
/// the owner's postal address a friendly postal game needs (P01), each
/// with its rule (the project is still valid: exit 0);
/// every problem on stderr when the project is invalid or cannot be read
/// (exit 1).
pub fn run(args: &CheckArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let project = match project_file::load(&args.file) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk check: {e}");
            return 1;
        }
    };
    let problems = validate_on(&project, crate::io::cores::cores());
    if !problems.is_empty() {
        let _ = writeln!(
            stderr,
            "ccdesk check: {}: {} problem{}",
            args.file.display(),
            problems.len(),
            if problems.len() == 1 { "" } else { "s" }
        );
        // What the file holds is shown escaped: a name from elsewhere
        // never drives the terminal (issue 21).
        for p in &problems {
            let _ = writeln!(stderr, "  {}", shown(&p.to_string()));
        }
        return 1;
    }
    let s = summary(&project);
    let _ = writeln!(
        stdout,
        "{}: valid project \"{}\"\ndivisions: {}\nteams: {}\nplayers: {}\ngames: {}",
        args.file.display(),
        project.name(),
        s.divisions,
        s.teams,
        s.players,
        s.games
    );
    let rulings = rulings_due(&project);
    let breaches = crate::domain::breaches::breaches(&project);
    if !breaches.is_empty() {
        let _ = writeln!(stdout, "breaches: {} in what was recorded", breaches.len());
        for b in &breaches {
            let _ = writeln!(stdout, "  {}", shown(&b.to_string()));
        }
    }
    if !rulings.is_empty() {
        let open = rulings.iter().filter(|r| r.ruling.is_none()).count();
        let _ = writeln!(
            stdout,
            "rulings: {} breach{} of the competition's rules, {open} without a ruling",
            rulings.len(),
            if rulings.len() == 1 { "" } else { "es" }
        );
        for r in &rulings {
            let _ = writeln!(stdout, "  {r}");
        }
    }
    // rule: C06 — teams of one company paired against each other, as the
    // Organiser accepted them (flagged before the pairings were fixed).
    let same = crate::domain::tournament::same_company::standing_meetings(&project);
    if !same.is_empty() {
        let _ = writeln!(
            stdout,
            "pairings: {} meeting{} of teams of one company",
            same.len(),
            if same.len() == 1 { "" } else { "s" }
        );
        for m in &same {
            let _ = writeln!(stdout, "  {}", shown(m));
        }
    }
    // rule: C10
    // rule: C11
    // rule: C16
    // rule: C09
    // rule: C24 — every step of the current season recorded after its
    // deadline, with its rule (the one truth the window shows too).
    if let Some(season) = project.competition().and_then(|c| c.seasons.last()) {
        let late = late_steps(&project, season);
        if !late.is_empty() {
            let _ = writeln!(
                stdout,
                "late: {} step{} recorded after {} deadline",
                late.len(),
                if late.len() == 1 { "" } else { "s" },
                if late.len() == 1 { "its" } else { "their" }
            );
            for l in &late {
                let _ = writeln!(stdout, "  {}", shown(&l.to_string()));
            }
        }
    }
    // rule: C10
    // rule: C11 — the contact details the rules name, each missing one with its rule.
    // rule: P01 — and the owner's own address for a friendly postal game.
    let missing = missing_contacts(&project);
    if !missing.is_empty() {
        let mut rules: Vec<&str> = Vec::new();
        for m in &missing {
            if !rules.contains(&m.rule) {
                rules.push(m.rule);
            }
        }
        let _ = writeln!(
            stdout,
            "contacts: {} detail{} the rules name missing ({})",
            missing.len(),
            if missing.len() == 1 { "" } else { "s" },
            rules.join(", ")
        );
        for m in &missing {
            let _ = writeln!(stdout, "  {}", shown(&m.to_string()));
        }
    }
    let_the_process_free(project);
    0
}

/// Leaves a project's memory to the end of the process: `ccdesk check`
/// and `ccdesk pgn import` are done with it, and the system takes back a
/// process's memory at once, where freeing 1.6 M moves one by one takes
/// tens of milliseconds (issue 19).
pub(crate) fn let_the_process_free(project: crate::domain::project::Project) {
    std::mem::forget(project);
}
