//! `ccdesk demo OUT.ron`: write the demo project, or a large one for benchmarks.

use std::io::Write;
use std::path::PathBuf;

use crate::domain::demo::{DemoSpec, generate};
use crate::io::project_file;

/// Arguments of `ccdesk demo`.
#[derive(Debug, clap::Args)]
pub struct DemoArgs {
    /// Where to write the project.
    pub out: PathBuf,
    /// Number of divisions (a large season; default: the standard demo).
    #[arg(long, requires_all = ["teams", "boards"])]
    pub divisions: Option<u32>,
    /// Teams per division.
    #[arg(long, requires = "divisions")]
    pub teams: Option<u32>,
    /// Boards per team.
    #[arg(long, requires = "divisions")]
    pub boards: Option<u32>,
    /// Full moves in every game.
    #[arg(long, default_value_t = 40, requires = "divisions")]
    pub moves: u32,
}

/// Generates and saves the demo; exit 0, or 1 when it cannot be written,
/// 2 when the sizes have no pairing.
pub fn run(args: &DemoArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let spec = match (args.divisions, args.teams, args.boards) {
        (Some(d), Some(t), Some(b)) => DemoSpec::large(d, t, b, args.moves),
        _ => DemoSpec::standard(),
    };
    let project = match generate(&spec) {
        Ok(p) => p,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk demo: {e}");
            return 2;
        }
    };
    if let Err(e) = project_file::save(&args.out, &project) {
        let _ = writeln!(stderr, "ccdesk demo: {e}");
        return 1;
    }
    let _ = writeln!(
        stdout,
        "wrote {} ({} players, {} games)",
        args.out.display(),
        project.players().len(),
        project.games().len()
    );
    0
}
