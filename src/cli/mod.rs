//! Headless subcommands: every job of the window, without the window.
//!
//! Each subcommand lives in its own file with a `clap::Args` struct and a
//! `run` function that reads from `stdin`, writes to `stdout`/`stderr` and
//! returns the process exit status. Exit statuses follow one convention:
//! 0 success, 1 the input was read but is invalid, the rules refuse the
//! change (a data error) or a write failed (the project, an export, an
//! `.eml`, standard output: [`failure::Failure`], [`watched_output`]), 2
//! bad usage or unreadable input (as each subcommand's contract says).
//!
//! Every subcommand that reads a project opens it through [`open_checked`]: the
//! project is checked as `ccdesk check` checks it, and what the check
//! found is said in one line on stderr before the command does its work.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::PathBuf;

use clap::{Parser, Subcommand};

use terminal_text::TerminalText;

pub mod analyse;
pub mod check;
pub mod crosstable;
pub mod demo;
pub mod desk;
pub mod due;
pub mod failure;
pub mod game;
pub mod hutton;
pub mod labels;
pub mod leave;
pub mod ledger;
pub mod mail;
pub mod message;
pub mod notation;
pub mod open_checked;
pub mod owner;
pub mod packet;
pub mod pairings;
pub mod pgn;
pub mod postcard;
pub mod rename;
pub mod representative;
pub mod server;
pub mod standings;
pub mod tablebase;
pub mod terminal_text;
pub mod trophies;
pub mod watched_output;

/// Command line of `ccdesk`.
#[derive(Debug, Parser)]
#[command(name = "ccdesk", version, about = "Correspondence chess desk: games, clock ledgers, team competitions, adjudication", long_about = None)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// The subcommand to run headless; without one, the window opens.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
    /// A project file to open in the window.
    pub file: Option<PathBuf>,
}

/// The headless subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Load a project, validate it and print a summary.
    Check(check::CheckArgs),
    /// Write the demo project (or a large one for benchmarks).
    Demo(demo::DemoArgs),
    /// Convert moves read from stdin into another notation.
    Notation(notation::NotationArgs),
    /// Compute a game's clock ledger from a CSV of moves and dates, or a
    /// project's game.
    Ledger(ledger::LedgerArgs),
    /// Add a game to a project.
    Game(game::GameArgs),
    /// Print or set whose desk a project is.
    Owner(owner::OwnerArgs),
    /// Print or change the project's name.
    Rename(rename::RenameArgs),
    /// Print or set a company's Inter-Office Representative with his
    /// address and telephone (C10).
    Representative(representative::RepresentativeArgs),
    /// Book leave for the desk's owner (E8.1).
    Leave(leave::LeaveArgs),
    /// Print a Hutton pairing table as CSV.
    Hutton(hutton::HuttonArgs),
    /// Write the move message for a game, or read and check one that arrived.
    Message(message::MessageArgs),
    /// The mailbox: the account, fetching the opponents' mail, sending the replies.
    Mail(mail::MailArgs),
    /// Compute standings from a results CSV or a project.
    Standings(standings::StandingsArgs),
    /// Print the crosstable of a project's divisions as CSV or HTML.
    Crosstable(crosstable::CrosstableArgs),
    /// Print the trophies of every ended season and who holds them (C30, C31).
    Trophies(trophies::TrophiesArgs),
    /// Print the pairing list for captains (C16) as CSV.
    Pairings(pairings::PairingsArgs),
    /// Print adjudication packets as PDF (C24, C26).
    Packet(packet::PacketArgs),
    /// Print A4 address labels for a division's representatives and captains.
    Labels(labels::LabelsArgs),
    /// Print the postcard of the move to post in a postal game (P03, P04).
    Postcard(postcard::PostcardArgs),
    /// Import games from PGN into a project, or export a project's games.
    Pgn(pgn::PgnArgs),
    /// Ask a UCI engine (Stockfish by default) for a position's best move.
    Analyse(analyse::AnalyseArgs),
    /// Look a position up in Syzygy endgame tablebases.
    Tablebase(tablebase::TablebaseArgs),
    /// Server games over XFCC: sync them into a project, send a move.
    Server(server::ServerArgs),
    /// Every deadline of the desk's owner, soonest first; optionally as
    /// an iCalendar file.
    Due(due::DueArgs),
}

/// Runs a subcommand with the given streams and returns the exit status.
///
/// What is written for a person (stderr always, stdout but for the data
/// formats: PGN, CSV, HTML) goes through [`TerminalText`], so no data from
/// others acts on the terminal.
pub fn run_command(
    command: &CliCommand,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let mut watched = watched_output::WatchedOutput::new(stdout);
    let status = run_subcommand(command, stdin, &mut watched, stderr);
    // A listing that did not reach its reader is a failed write: exit 1
    // (a subcommand that failed already keeps its own status).
    match watched.failure() {
        Some(why) if status == 0 => {
            let _ = writeln!(stderr, "ccdesk: cannot write to standard output: {why}");
            let _ = stderr.flush();
            1
        }
        _ => status,
    }
}

/// [`run_command`] but for watching stdout.
fn run_subcommand(
    command: &CliCommand,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let mut person = TerminalText::new(stderr);
    let stderr: &mut dyn Write = &mut person;
    // The subcommands whose stdout is data for another program (`pgn
    // import` prints a summary for a person, naming the file).
    let data = matches!(
        command,
        CliCommand::Pgn(pgn::PgnArgs {
            command: pgn::PgnCommand::Export(_),
        }) | CliCommand::Standings(_)
            | CliCommand::Crosstable(_)
            | CliCommand::Pairings(_)
            | CliCommand::Hutton(_)
            | CliCommand::Ledger(_)
    );
    let mut text_out;
    let stdout: &mut dyn Write = if data {
        stdout
    } else {
        text_out = TerminalText::new(stdout);
        &mut text_out
    };
    let status = match command {
        CliCommand::Check(args) => check::run(args, stdout, stderr),
        CliCommand::Demo(args) => demo::run(args, stdout, stderr),
        CliCommand::Notation(args) => notation::run(args, stdin, stdout, stderr),
        CliCommand::Ledger(args) => ledger::run(args, stdout, stderr),
        CliCommand::Game(args) => game::run(args, stdout, stderr),
        CliCommand::Owner(args) => owner::run(args, stdout, stderr),
        CliCommand::Rename(args) => rename::run(args, stdout, stderr),
        CliCommand::Representative(args) => representative::run(args, stdout, stderr),
        CliCommand::Leave(args) => leave::run(args, stdout, stderr),
        CliCommand::Hutton(args) => hutton::run(args, stdout, stderr),
        CliCommand::Message(args) => message::run(args, stdin, stdout, stderr),
        CliCommand::Mail(args) => mail::run(args, stdin, stdout, stderr),
        CliCommand::Standings(args) => standings::run(args, stdout, stderr),
        CliCommand::Crosstable(args) => crosstable::run(args, stdout, stderr),
        CliCommand::Pairings(args) => pairings::run(args, stdout, stderr),
        CliCommand::Trophies(args) => trophies::run(args, stdout, stderr),
        CliCommand::Packet(args) => packet::run(args, stdout, stderr),
        CliCommand::Labels(args) => labels::run(args, stdout, stderr),
        CliCommand::Postcard(args) => postcard::run(args, stdout, stderr),
        CliCommand::Pgn(args) => pgn::run(args, stdout, stderr),
        CliCommand::Analyse(args) => analyse::run(args, stdout, stderr),
        CliCommand::Tablebase(args) => tablebase::run(args, stdout, stderr),
        CliCommand::Server(args) => server::run(args, stdin, stdout, stderr),
        CliCommand::Due(args) => due::run(args, stdout, stderr),
    };
    // What was cut short at the very end is written as its bytes.
    let _ = stdout.flush();
    let _ = stderr.flush();
    status
}

/// Parses `args` (program name first); on a usage error prints clap's message
/// and returns `Err(status)` (2 for errors, 0 for `--help`/`--version`).
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Cli, u8> {
    Cli::try_parse_from(args).map_err(|e| {
        let status = if e.use_stderr() { 2 } else { 0 };
        // Printing clap's own message is the one place this error is handled.
        let _ = e.print();
        status
    })
}
