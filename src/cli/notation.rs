//! `ccdesk notation`: convert moves between notations.
//!
//! Reads moves in any notation ccdesk accepts from stdin (whitespace
//! separated; move numbers, results and comments skipped), plays them from
//! the initial position or `--fen`, and prints them in `--to` notation, one
//! per line. Exit status: 0 on success (also for empty input); 2 for a bad
//! `--to` or `--fen`, unreadable stdin, or an illegal, ambiguous or
//! unreadable move, in which case nothing at all is printed on stdout.

use std::io::{Read, Write};

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

use crate::domain::notation::{Notation, format_line, read_line};

/// Arguments of `ccdesk notation`.
#[derive(Debug, clap::Args)]
pub struct NotationArgs {
    /// Output notation: san, iccf, uci, lan or figurine.
    #[arg(long = "to")]
    pub to: String,
    /// Starting position (default: the initial position).
    #[arg(long)]
    pub fen: Option<String>,
}

/// Runs the subcommand.
pub fn run(
    args: &NotationArgs,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    match convert(args, stdin) {
        Ok(lines) => {
            let mut out = String::new();
            for line in lines {
                out.push_str(&line);
                out.push('\n');
            }
            match stdout
                .write_all(out.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => 0,
                Err(e) => {
                    let _ = writeln!(stderr, "ccdesk notation: cannot write the moves: {e}");
                    1
                }
            }
        }
        Err(message) => {
            let _ = writeln!(stderr, "ccdesk notation: {message}");
            2
        }
    }
}

/// Reads the moves and writes them in the asked notation; every failure
/// comes back as the one message to print.
fn convert(args: &NotationArgs, stdin: &mut dyn Read) -> Result<Vec<String>, String> {
    let notation: Notation = args.to.parse().map_err(|e| format!("--to: {e}"))?;
    let start = match &args.fen {
        None => Chess::default(),
        Some(text) => start_position(text)?,
    };
    let mut bytes = Vec::new();
    stdin
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|e| format!("stdin is not UTF-8 text: {e}"))?;
    let moves = read_line(&start, &text).map_err(|e| e.to_string())?;
    Ok(format_line(&start, &moves, notation))
}

/// The position of a `--fen` argument (standard chess castling).
fn start_position(text: &str) -> Result<Chess, String> {
    let fen: Fen = text
        .trim()
        .parse()
        .map_err(|e| format!("--fen {text:?} is not a FEN: {e}"))?;
    fen.into_position(CastlingMode::Standard)
        .map_err(|e| format!("--fen {text:?} is not a legal position: {e}"))
}
