//! `ccdesk postcard PROJECT --game ID [--paper postcard|a6|a4] [--diagram]
//! -o OUT.pdf`: the postcard of the move to post in a postal game (P01,
//! P03, P04): the game's latest move, the desk owner's, on the address
//! side the recipient's name and address and on the message side the
//! opponent's move repeated, my move, conditional moves and the four P04
//! dates and times. A move not yet marked sent is posted today.
//!
//! Exit status: 0 written; 1 no move to post (no move yet, the latest
//! move is the opponent's, the game is not postal or does not replay) or
//! an output that cannot be written or is refused (a ccdesk project, one
//! of its backups); 2 bad usage or unreadable input (a malformed or
//! unknown game id, a project that cannot be read).

use std::io::Write;
use std::path::PathBuf;

use crate::domain::message::{PostcardError, move_to_post};
use crate::io::pdf::postcard_pdf::{Card, CardPaper, write_postcards};

/// Card paper, on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum CardPaperArg {
    /// A postcard, 148 x 105 mm.
    Postcard,
    /// ISO A6, 105 x 148 mm.
    A6,
    /// ISO A4, four cards to a sheet with cut marks.
    A4,
}

/// Arguments of `ccdesk postcard`.
#[derive(Debug, clap::Args)]
pub struct PostcardArgs {
    /// The project file.
    pub project: PathBuf,
    /// The game (`12` or `g12`).
    #[arg(long)]
    pub game: String,
    /// Paper.
    #[arg(long, value_enum, default_value = "postcard")]
    pub paper: CardPaperArg,
    /// Draw a small diagram of the position after my move.
    #[arg(long)]
    pub diagram: bool,
    /// The PDF file to write.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// Runs the subcommand.
pub fn run(args: &PostcardArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let fail = |stderr: &mut dyn Write, status: u8, message: String| {
        let _ = writeln!(stderr, "ccdesk postcard: {message}");
        status
    };
    let Some(id) = super::packet::parse_game_id(&args.game) else {
        return fail(
            stderr,
            2,
            format!("`{}` is not a game id (write 12 or g12)", args.game),
        );
    };
    let project = match super::open_checked::load(&args.project, "postcard", stderr) {
        Ok(p) => p,
        Err(e) => return fail(stderr, 2, e.to_string()),
    };
    let today = chrono::Local::now().date_naive();
    let message = match move_to_post(&project, id, today) {
        Ok(m) => m,
        Err(e @ PostcardError::UnknownGame(_)) => return fail(stderr, 2, e.to_string()),
        Err(e) => return fail(stderr, 1, e.to_string()),
    };
    if message.recipient.address.trim().is_empty() {
        let _ = writeln!(
            stderr,
            "ccdesk postcard: warning: {} has no postal address in the project; the card says so",
            message.recipient.name
        );
    }
    let paper = match args.paper {
        CardPaperArg::Postcard => CardPaper::Postcard,
        CardPaperArg::A6 => CardPaper::A6,
        CardPaperArg::A4 => CardPaper::A4,
    };
    let summary = format!(
        "game {}, {} to {}, posted {}",
        message.game,
        message.reply.display(),
        message.recipient.name,
        message.sent
    );
    let written = Card::of(&project, message, args.diagram)
        .and_then(|card| write_postcards(std::slice::from_ref(&card), paper));
    let bytes = match written {
        Ok(b) => b,
        Err(e) => return fail(stderr, 1, e.to_string()),
    };
    if let Err(e) = crate::io::export_file::write_export(&args.output, &bytes) {
        return fail(stderr, 1, e.to_string());
    }
    let _ = writeln!(
        stdout,
        "{}: {summary}, {} bytes",
        args.output.display(),
        bytes.len()
    );
    0
}
