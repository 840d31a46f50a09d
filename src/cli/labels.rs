//! `ccdesk labels PROJECT.ron [--division NAME] -o OUT.pdf`: A4 sheets of
//! address labels for the organiser's post to a division's
//! representatives and captains (C10, C11, C16); without `--division`,
//! every division of the season, one after the other.
//!
//! Exit status: 0 written; 1 no one to address (no division or team), or
//! an output that cannot be written or is refused (a ccdesk project, one
//! of its backups); 2 bad usage or unreadable input (an unknown division,
//! a project that cannot be read).

use std::io::Write;
use std::path::PathBuf;

use crate::io::pdf::labels_pdf::{LabelsError, division_labels};

/// Arguments of `ccdesk labels`.
#[derive(Debug, clap::Args)]
pub struct LabelsArgs {
    /// The project file.
    pub project: PathBuf,
    /// Only this division.
    #[arg(long)]
    pub division: Option<String>,
    /// The PDF file to write.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// Runs the subcommand.
pub fn run(args: &LabelsArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let fail = |stderr: &mut dyn Write, status: u8, message: String| {
        let _ = writeln!(stderr, "ccdesk labels: {message}");
        status
    };
    let project = match super::open_checked::load(&args.project, "labels", stderr) {
        Ok(p) => p,
        Err(e) => return fail(stderr, 2, e.to_string()),
    };
    let labels = match division_labels(&project, args.division.as_deref()) {
        Ok(l) => l,
        Err(e @ LabelsError::UnknownDivision(_)) => return fail(stderr, 2, e.to_string()),
        Err(e) => return fail(stderr, 1, e.to_string()),
    };
    if labels.without_address > 0 {
        let _ = writeln!(
            stderr,
            "ccdesk labels: warning: {} without a postal address (see `ccdesk check`)",
            labels.without_address
        );
    }
    if let Err(e) = crate::io::export_file::write_export(&args.output, &labels.bytes) {
        return fail(stderr, 1, e.to_string());
    }
    let _ = writeln!(
        stdout,
        "{}: {} label{}, {} bytes",
        args.output.display(),
        labels.labels,
        if labels.labels == 1 { "" } else { "s" },
        labels.bytes.len()
    );
    0
}
