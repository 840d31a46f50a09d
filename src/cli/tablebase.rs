//! `ccdesk tablebase`: the exact result of a position from Syzygy tables.
//!
//! Output, one `key value` line each, for scripts:
//!
//! ```text
//! wdl win
//! dtz 13
//! bestmove Kb6 (b5b6)
//! move Kb6 win 12
//! move Kc6 win 14
//! move Ka5 draw
//! ```
//!
//! `wdl` is the result for the side to move under the 50-move rule (`win`,
//! `cursed-win`, `draw`, `blessed-loss`, `loss`); `dtz` the plies to the
//! next capture or pawn move on the best path (left out in a draw), prefixed
//! `~` when the table stores it rounded; `bestmove` the first of the `move`
//! lines, which list every legal move with the result for the side to move
//! and the distance after it (`?` when the table it leads to is missing).
//! Exit status: 0 found, 1 the position is outside the tables (too many
//! pieces, castling rights, a missing table), 2 bad usage, a bad FEN or a
//! folder without tables.

use std::io::Write;
use std::path::PathBuf;

use crate::engine::Tablebases;

/// Arguments of `ccdesk tablebase`.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Output: 'wdl RESULT', 'dtz N' (not in a draw), 'bestmove SAN (UCI)', then \
'move SAN RESULT [DTZ]' for every legal move, best first. RESULT is win, cursed-win, draw, \
blessed-loss or loss for the side to move.\nExit status: 0 found, 1 outside the tables, 2 bad \
usage, bad FEN or no tables in the folder."
)]
pub struct TablebaseArgs {
    /// The position, as FEN.
    #[arg(long)]
    pub fen: String,
    /// The folder holding the Syzygy files (*.rtbw, *.rtbz).
    #[arg(long)]
    pub syzygy: PathBuf,
}

/// Runs the subcommand.
pub fn run(args: &TablebaseArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let position = match super::analyse::read_position(&args.fen) {
        Ok(position) => position,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk tablebase: bad FEN '{}': {e}", args.fen);
            return 2;
        }
    };
    let tables = match Tablebases::open(&args.syzygy) {
        Ok(tables) => tables,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk tablebase: {e}");
            return 2;
        }
    };
    let probe = match tables.probe(&position) {
        Ok(probe) => probe,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk tablebase: no answer: {e}");
            return 1;
        }
    };
    let mut out = format!("wdl {}\n", probe.verdict.key());
    if let Some(dtz) = probe.dtz {
        let about = if probe.rounded { "~" } else { "" };
        out.push_str(&format!("dtz {about}{dtz}\n"));
    }
    if let Some(best) = probe.moves.first() {
        let uci = best_uci(&position, &best.san);
        out.push_str(&format!("bestmove {} ({uci})\n", best.san));
    }
    for m in &probe.moves {
        let result = m.verdict.map_or("?", |v| v.key());
        match m.dtz_after {
            Some(d) => out.push_str(&format!("move {} {result} {}\n", m.san, d.abs())),
            None => out.push_str(&format!("move {} {result}\n", m.san)),
        }
    }
    match stdout.write_all(out.as_bytes()) {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk tablebase: cannot write the result: {e}");
            1
        }
    }
}

/// The UCI form of a SAN move of `position`.
fn best_uci(position: &shakmaty::Chess, san: &str) -> String {
    crate::domain::notation::parse_move(position, san).map_or_else(
        |_| "?".to_owned(),
        |m| m.to_uci(shakmaty::CastlingMode::Standard).to_string(),
    )
}
