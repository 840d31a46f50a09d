//! `ccdesk pgn import FILE.pgn --into PROJECT.ron` and
//! `ccdesk pgn export PROJECT.ron [--game ID|--division NAME|--team NAME|--all] -o OUT.pgn`.
//!
//! Import reads every game it can, adds them in one step, saves the project
//! and lists on stderr the games it refused (game number in the file, as
//! pgn-extract and python-chess number them; move number, token) and
//! warnings. A game the project already holds (the same tags and moves), or
//! one the file holds twice, is skipped and listed with the game it repeats,
//! unless `--keep-duplicates` is given. When PROJECT.ron does not exist a new
//! project is created, named after the PGN file; when nothing is imported an
//! existing project file is left as it was. Exit status: 0 every game
//! imported or skipped as a duplicate, 1 some games refused (the others are
//! imported and saved) or the project cannot be written (nothing is
//! imported then), 2 a file cannot be read.
//!
//! Export writes the selected games (all by default) in PGN export format;
//! `-o -` writes to stdout. OUT is written atomically and never when it is a
//! ccdesk project or one of its backups (the project itself, say). Exit
//! status: 0, or 1 when the selection names nothing or OUT cannot be
//! written, 2 when the project cannot be read.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::domain::project::Project;
use crate::io::pgn::{OnDuplicate, Selection, import_pgn_with, unwritable, write_pgn};
use crate::io::project_file;

/// Arguments of `ccdesk pgn`.
#[derive(Debug, clap::Args)]
pub struct PgnArgs {
    /// Import or export.
    #[command(subcommand)]
    pub command: PgnCommand,
}

/// The `pgn` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum PgnCommand {
    /// Import the games of a PGN file into a project (created if missing).
    Import(ImportArgs),
    /// Export games of a project as PGN.
    Export(ExportArgs),
}

/// Arguments of `ccdesk pgn import`.
#[derive(Debug, clap::Args)]
pub struct ImportArgs {
    /// The PGN file.
    pub file: PathBuf,
    /// The project to import into; created when it does not exist.
    #[arg(long)]
    pub into: PathBuf,
    /// Import games the project already holds (the same tags and moves)
    /// all the same, instead of skipping them.
    #[arg(long)]
    pub keep_duplicates: bool,
}

/// Arguments of `ccdesk pgn export`.
#[derive(Debug, clap::Args)]
#[command(group = clap::ArgGroup::new("which").multiple(false))]
pub struct ExportArgs {
    /// The project file.
    pub project: PathBuf,
    /// One game, by id (`12` or `g12`).
    #[arg(long, group = "which")]
    pub game: Option<String>,
    /// The games of a division of the current season.
    #[arg(long, group = "which")]
    pub division: Option<String>,
    /// The games of a team of the current season.
    #[arg(long, group = "which")]
    pub team: Option<String>,
    /// Every game (the default).
    #[arg(long, group = "which")]
    pub all: bool,
    /// Where to write; `-` for stdout.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// Runs `ccdesk pgn`.
pub fn run(args: &PgnArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match &args.command {
        PgnCommand::Import(a) => import(a, stdout, stderr),
        PgnCommand::Export(a) => export(a, stdout, stderr),
    }
}

fn import(args: &ImportArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let data = match std::fs::read(&args.file) {
        Ok(d) => d,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk pgn import: {}: {e}", args.file.display());
            return 2;
        }
    };
    let existed = args.into.exists();
    // The version read: the save is refused if another window or command
    // saved the project meanwhile.
    let (mut project, read) = if existed {
        match super::open_checked::load_versioned(&args.into, "pgn import", stderr) {
            Ok((p, v)) => (p, project_file::Expect::Version(v)),
            Err(e) => {
                let _ = writeln!(stderr, "ccdesk pgn import: {e}");
                return 2;
            }
        }
    } else {
        (
            Project::new(file_stem(&args.file)),
            project_file::Expect::Absent,
        )
    };
    let on_duplicate = if args.keep_duplicates {
        OnDuplicate::Keep
    } else {
        OnDuplicate::Skip
    };
    let report = match import_pgn_with(&mut project, &data, on_duplicate) {
        Ok(r) => r,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk pgn import: {e}");
            return 2;
        }
    };
    for p in &report.problems {
        let _ = writeln!(stderr, "{}: {p}", args.file.display());
    }
    for d in &report.duplicates {
        let _ = writeln!(stderr, "{}: {d}", args.file.display());
    }
    if !report.duplicates.is_empty() {
        let _ = writeln!(
            stderr,
            "{}: --keep-duplicates imports the skipped games all the same",
            args.file.display()
        );
    }
    let refused = report.problems.iter().filter(|p| !p.imported).count();
    // Nothing imported: an existing project file is not rewritten.
    if (report.imported > 0 || !existed)
        && let Err(e) = project_file::save_checked(&args.into, &project, read)
    {
        let _ = writeln!(stderr, "ccdesk pgn import: {e}");
        return 1;
    }
    let skipped = report.duplicates.len();
    let _ = writeln!(
        stdout,
        "{}: imported {} game{} ({} new player{}) into {}; {} refused{}",
        args.file.display(),
        report.imported,
        plural(report.imported),
        report.new_players,
        plural(report.new_players),
        args.into.display(),
        refused,
        if skipped == 0 {
            String::new()
        } else {
            format!("; {skipped} duplicate{} skipped", plural(skipped))
        }
    );
    super::check::let_the_process_free(project);
    u8::from(refused > 0)
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The new project's name: the PGN file's name without its extension,
/// control characters (a name someone gave the file) replaced by spaces,
/// so the project passes ccdesk's own check.
fn file_stem(path: &Path) -> String {
    let name = path.file_stem().map_or_else(
        || "Imported games".to_owned(),
        |s| s.to_string_lossy().into_owned(),
    );
    let name =
        crate::domain::text_rules::replace_refused(&name, crate::domain::text_rules::Lines::One);
    if name.trim().is_empty() {
        "Imported games".to_owned()
    } else {
        name.trim().to_owned()
    }
}

fn export(args: &ExportArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let selection = match (&args.game, &args.division, &args.team) {
        (Some(id), _, _) => match id.parse::<Selection>() {
            Ok(s) => s,
            Err(e) => {
                let _ = writeln!(stderr, "ccdesk pgn export: {e}");
                return 2;
            }
        },
        (_, Some(d), _) => Selection::Division(d.clone()),
        (_, _, Some(t)) => Selection::Team(t.clone()),
        _ => Selection::All,
    };
    let project = match super::open_checked::load(&args.project, "pgn export", stderr) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk pgn export: {e}");
            return 2;
        }
    };
    let text = match write_pgn(&project, &selection) {
        Ok(t) => t,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk pgn export: {e}");
            return 1;
        }
    };
    for (id, why) in unwritable(&project, &selection).unwrap_or_default() {
        let _ = writeln!(stderr, "ccdesk pgn export: note: game {id} left out: {why}");
    }
    if args.output == Path::new("-") {
        if let Err(e) = stdout.write_all(text.as_bytes()) {
            let _ = writeln!(stderr, "ccdesk pgn export: standard output: {e}");
            return 1;
        }
    } else if let Err(e) = crate::io::export_file::write_export(&args.output, text.as_bytes()) {
        let _ = writeln!(stderr, "ccdesk pgn export: {e}");
        return 1;
    }
    0
}
