//! `ccdesk representative PROJECT.ron COMPANY [--name NAME] [--address
//! TEXT] [--phone TEXT]`: prints a company's Inter-Office Representative
//! with his correspondence address and telephone number (C10), or sets
//! them and prints them as they now stand.
//!
//! - COMPANY is the company's name (ignoring case and surrounding spaces)
//!   or its id (`c2`, `2`).
//! - `--name`, `--address` and `--phone` set the representative's name,
//!   correspondence address (lines separated by newlines) and telephone
//!   number(s); a flag not given leaves that field as it was, an empty one
//!   clears it.
//! - What C10 names and the project lacks is printed as `none given
//!   (C10)`; an older file's contact details stand in for an address or
//!   telephone not given on its own.
//!
//! Exit 0 done, 1 the project could not be saved, 2 bad usage (no such
//! company, a text the domain refuses, an unreadable file): the file is
//! then unchanged. A change is one undoable step (`SetCompany`).

use std::io::Write;
use std::path::PathBuf;

use super::desk::Desk;
use super::failure::Failure;
use crate::domain::command::Command;
use crate::domain::project::Project;
use crate::domain::tournament::{Company, TournamentCommand};

/// Arguments of `ccdesk representative`.
#[derive(Debug, clap::Args)]
pub struct RepresentativeArgs {
    /// The project file.
    pub project: PathBuf,
    /// The company: its name or its id (`c2`).
    pub company: String,
    /// The Inter-Office Representative's name (C10).
    #[arg(long)]
    pub name: Option<String>,
    /// His correspondence address (lines separated by newlines).
    #[arg(long)]
    pub address: Option<String>,
    /// His telephone number(s).
    #[arg(long)]
    pub phone: Option<String>,
}

/// Runs the subcommand.
pub fn run(args: &RepresentativeArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match representative(args, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk representative: {}", e.message);
            e.status
        }
    }
}

/// The company `text` names: by name, ignoring case, else by id.
fn find_company<'a>(project: &'a Project, text: &str) -> Option<&'a Company> {
    let text = text.trim();
    project
        .companies()
        .iter()
        .find(|c| c.name.trim().eq_ignore_ascii_case(text))
        .or_else(|| {
            let digits = text.strip_prefix(['c', 'C']).unwrap_or(text);
            let id: u32 = digits.parse().ok()?;
            project.companies().iter().find(|c| c.id.0 == id)
        })
}

fn representative(args: &RepresentativeArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let mut desk = Desk::open(&args.project, "representative", stderr)?;
    let company = find_company(&desk.project, &args.company)
        .cloned()
        .ok_or_else(|| format!("no company of this project is \"{}\"", args.company.trim()))?;
    let mut changed = company.clone();
    if let Some(name) = &args.name {
        changed.representative = name.trim().to_owned();
    }
    if let Some(address) = &args.address {
        changed.representative_address = address.trim().to_owned();
    }
    if let Some(phone) = &args.phone {
        changed.representative_phone = phone.trim().to_owned();
    }
    if changed != company {
        // Only the name, address and phone given can be refused.
        desk.apply(Command::Tournament(TournamentCommand::SetCompany(
            changed.clone(),
        )))
        .map_err(Failure::as_usage)?;
        desk.save_if_changed(&args.project)?;
    }
    Ok(listing(&changed))
}

/// The representative as C10 names him: name, address and telephone.
fn listing(c: &Company) -> String {
    // rule: C10 — name, correspondence address and telephone number.
    let given = |text: String| {
        if text.trim().is_empty() {
            "none given (C10)".to_owned()
        } else {
            text
        }
    };
    format!(
        "{} ({}): representative {}\naddress: {}\ntelephone: {}\n",
        c.name,
        c.id,
        given(c.representative.trim().to_owned()),
        given(c.representative_address_lines().join(", ")),
        given(c.representative_telephone()),
    )
}
