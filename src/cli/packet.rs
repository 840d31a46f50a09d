//! `ccdesk packet PROJECT.ron --for captain|adjudicator|scoresheet
//! [--division NAME] [--game ID] [--paper a4|letter] -o OUT.pdf`: print
//! adjudication packets (C24, C26), or games' scoresheets with their
//! clock ledgers (E5.1, P10).
//!
//! The adjudicator's packet carries a case's engine assessment, on a page
//! of its own, when the panel asked for it printed; the captain's
//! submission never does.
//!
//! Without `--game`, every unfinished game of the project (or of the
//! division) is printed; for scoresheets, every game. A game whose moves
//! do not replay is left out with a note on stderr naming it and its move.
//! Exit status: 0 written; 1 the project cannot be read, no chosen game
//! replays, there is no unfinished game or the PDF cannot be written; 2
//! bad usage (an unknown division or game, a
//! malformed game id).

use std::io::Write;
use std::path::PathBuf;

use crate::domain::ids::GameId;
use crate::io::pdf::{
    PacketOptions, Paper, Recipient, unfinished_games, write_packet, write_scoresheets,
};

/// Who the packet is for, on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PacketFor {
    /// The captain's submission: position pages and a separate claim sheet (C24).
    Captain,
    /// The adjudicator's packet: positions only, never the claims (C26).
    Adjudicator,
    /// A game's scoresheet with its clock ledger (E5.1, P10), finished or not.
    Scoresheet,
}

/// Paper size, on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum PaperArg {
    /// ISO A4.
    A4,
    /// US Letter.
    Letter,
}

/// Arguments of `ccdesk packet`.
#[derive(Debug, clap::Args)]
pub struct PacketArgs {
    /// The project file.
    pub project: PathBuf,
    /// Who the packet is for.
    #[arg(long = "for", value_enum)]
    pub recipient: PacketFor,
    /// Only the games of this division.
    #[arg(long)]
    pub division: Option<String>,
    /// Only this game (`12` or `g12`).
    #[arg(long)]
    pub game: Option<String>,
    /// Paper size.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    /// The PDF file to write.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// Reads a game id written `12` or `g12`.
pub fn parse_game_id(text: &str) -> Option<GameId> {
    text.parse().ok()
}

/// Runs the subcommand.
pub fn run(args: &PacketArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let fail = |stderr: &mut dyn Write, status: u8, message: String| {
        let _ = writeln!(stderr, "ccdesk packet: {message}");
        status
    };
    let project = match super::open_checked::load(&args.project, "packet", stderr) {
        Ok(p) => p,
        Err(e) => return fail(stderr, 1, e.to_string()),
    };
    if let Some(name) = &args.division
        && !project.divisions().iter().any(|d| &d.name == name)
    {
        let known: Vec<&str> = project
            .divisions()
            .iter()
            .map(|d| d.name.as_str())
            .collect();
        return fail(
            stderr,
            2,
            format!(
                "there is no division \"{name}\" (divisions: {})",
                if known.is_empty() {
                    "none".to_owned()
                } else {
                    known.join(", ")
                }
            ),
        );
    }
    let games = match &args.game {
        Some(text) => {
            let Some(id) = parse_game_id(text) else {
                return fail(
                    stderr,
                    2,
                    format!("`{text}` is not a game id (write 12 or g12)"),
                );
            };
            let Some(game) = project.game(id) else {
                return fail(stderr, 2, format!("there is no game {id}"));
            };
            if let Some(name) = &args.division
                && game
                    .pairing
                    .as_ref()
                    .is_none_or(|p| !p.is_current() || &p.division != name)
            {
                return fail(stderr, 2, format!("game {id} is not in {name}"));
            }
            vec![id]
        }
        None if args.recipient == PacketFor::Scoresheet => {
            let division = args.division.as_deref();
            let games: Vec<GameId> = project
                .games()
                .iter()
                .filter(|g| {
                    division.is_none_or(|d| {
                        g.pairing
                            .as_ref()
                            .is_some_and(|p| p.is_current() && p.division == d)
                    })
                })
                .map(|g| g.id)
                .collect();
            if games.is_empty() {
                let scope = division.map(|d| format!(" in {d}")).unwrap_or_default();
                return fail(stderr, 1, format!("no game{scope}: no scoresheet to print"));
            }
            games
        }
        None => {
            let games = unfinished_games(&project, args.division.as_deref());
            if games.is_empty() {
                let scope = args
                    .division
                    .as_ref()
                    .map(|d| format!(" in {d}"))
                    .unwrap_or_default();
                return fail(
                    stderr,
                    1,
                    format!("no unfinished game{scope}: nothing to adjudicate"),
                );
            }
            games
        }
    };
    // A game whose moves do not replay is left out with a note that names
    // it and why; the rest are printed.
    let (games, damaged): (Vec<GameId>, Vec<GameId>) = games
        .into_iter()
        .partition(|id| project.game(*id).is_some_and(|g| g.replay().is_ok()));
    for id in &damaged {
        let why = project
            .game(*id)
            .and_then(|g| g.replay().err())
            .map(|e| e.to_string())
            .unwrap_or_default();
        let _ = writeln!(stderr, "ccdesk packet: note: game {id} left out: {why}");
    }
    if games.is_empty() {
        return fail(
            stderr,
            1,
            "no game that replays: nothing printed".to_owned(),
        );
    }
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    };
    let options = PacketOptions {
        paper,
        ..PacketOptions::default()
    };
    let written = match args.recipient {
        PacketFor::Captain => write_packet(&project, &games, Recipient::Captain, &options),
        PacketFor::Adjudicator => write_packet(&project, &games, Recipient::Adjudicator, &options),
        PacketFor::Scoresheet => write_scoresheets(&project, &games, paper),
    };
    let bytes = match written {
        Ok(b) => b,
        Err(e) => return fail(stderr, 1, e.to_string()),
    };
    if let Err(e) = crate::io::export_file::write_export(&args.output, &bytes) {
        return fail(stderr, 1, e.to_string());
    }
    let _ = writeln!(
        stdout,
        "{}: {} game{}, {} bytes",
        args.output.display(),
        games.len(),
        if games.len() == 1 { "" } else { "s" },
        bytes.len()
    );
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_read_with_or_without_the_g() {
        assert_eq!(parse_game_id("12"), Some(GameId(12)));
        assert_eq!(parse_game_id("g12"), Some(GameId(12)));
        assert_eq!(parse_game_id("G7"), Some(GameId(7)));
        assert_eq!(parse_game_id("x12"), None);
        assert_eq!(parse_game_id(""), None);
    }
}
