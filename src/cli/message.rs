//! `ccdesk message`: write the move message for a game, or read one that
//! arrived and check it.
//!
//! - `ccdesk message compose PROJECT.ron --game ID [--move MOVE] [--date YYYY-MM-DD]`
//!   prints the message for the game's latest move, or for `MOVE` (any
//!   notation) played now; `--date` is the anticipated mailing date (today
//!   if not given and not recorded). `--eml FILE` also writes an `.eml`.
//!   Exit 0, or 2 on bad usage (unreadable project, unknown game, a move
//!   that cannot be read or is illegal, bad date).
//!   With `--record` the move (or, without `--move`, the game's last move
//!   played but not sent) is recorded in the project as sent on `--date`
//!   (received on `--received`, else the day the opponent's move arrived,
//!   else assumed), the conditional moves drafted after it are marked sent,
//!   the message is kept with the game, and the project is saved. When the
//!   move meets the opponent's conditional move, both are recorded and the
//!   exit status is 1: give the reply to it with another `--move` (E4.6).
//!   A change the rules refuse (it is the opponent's move, the game is
//!   over, a sent date before the received date) exits 1 and changes
//!   nothing.
//! - `ccdesk message read PROJECT.ron [FILE]` reads a message from `FILE`
//!   (text, or an email when it ends in `.eml`) or stdin, prints what was
//!   understood and each finding; `--reply` also prints the referral.
//!   With `--apply` (`--arrived` is the day it arrived; without it the day
//!   it was sent plus the rule set's transit is assumed and printed as
//!   assumed, E2.9, E2.12) it then does what
//!   the window's Apply does: plays the sender's binding moves with their
//!   dates, records penalties, proposals and the arrival, keeps the message,
//!   prints each change and saves the project. Without `--apply` nothing
//!   changes. A message whose sender is not the opponent's address, whose
//!   ccdesk block names another game, or that would play a move for the
//!   desk owner's side is refused (exit 1, nothing changes);
//!   `--from-unknown-sender` applies one from another address when the
//!   person knows the opponent sent it (never one for the owner's side).
//!   Exit 0 when the message is valid (notes allowed), 1 when it
//!   has problems or is refused, 2 on bad usage (a refused change leaves
//!   the file as it was).
//! - `ccdesk message compose PROJECT.ron --game ID --repeat` prints the
//!   repeat of the game's last sent move after silence (E3.1, P12);
//!   `--inform-td` the message that tells the Tournament Director of a
//!   further silence after the repeat (E3.2, P12). `--date` is the date of
//!   the message, `--td NAME` and `--td-email ADDRESS` name the TD.
//! - `ccdesk message compose PROJECT.ron --game ID` with one of
//!   `--resign`, `--offer-draw` (alone, or with `--move`: the move
//!   message offers the draw), `--accept-draw`, `--decline-draw`,
//!   `--claim-time` (E7.1, copy to the TD, E7.2), `--protest` (E7.3, to
//!   the TD), `--report-result` (E12.1, to the TD, with the record) or
//!   `--address-change` (E5.3) prints that message, dated `--date`; with
//!   `--record` it is kept with the game and takes effect (the domain's
//!   `plan_declaration`): a resignation ends the game at once, an accepted
//!   draw draws it, an offer is remembered until answered, a claim or a
//!   protest is recorded in the ledger. Exit 0; 1 on a refusal by the
//!   rules, which changes nothing: `--accept-draw` or `--decline-draw`
//!   without an offer of the opponent's standing, `--claim-time` when the
//!   ledger shows no excess, `--protest` without a claim of the
//!   opponent's, `--report-result` before the game has a result, any
//!   other on a finished game; 2 on bad usage (an unknown game, a bad
//!   date, `--move` with a flag other than `--offer-draw`).
//! - `ccdesk message history PROJECT.ron --game ID [--search TEXT] [-o OUT]`
//!   prints (or writes) the game's kept correspondence for the TD (E5.1).
//!   Exit 0, or 2 on bad usage.

use super::failure::Failure;
use std::io::{Read, Write};
use std::path::PathBuf;

use chrono::NaiveDate;

use crate::domain::game::{Game, MoveRecord};
use crate::domain::ids::GameId;
use crate::domain::ledger::recorded_received;
use crate::domain::message::{
    Addressee, Arrived, Letter, LetterKind, PlanError, ReadOptions, SendError, compose_move,
    correspondence_report, inform_td_after_silence, notices_to, other_kind, plan_declaration,
    plan_reading, plan_send_offering, plays_by_post, read_message, recipients, referral,
    repeat_after_silence, repeat_sent_of, silence_of, stated_kind,
};
use crate::domain::notation::{Notation, format_move, how_read, parse_agreed_move};
use crate::domain::project::Project;
use crate::io::eml;
use crate::io::project_file::DiskVersion;

use super::desk::Desk;

/// Arguments of `ccdesk message`.
#[derive(Debug, clap::Args)]
pub struct MessageArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: MessageAction,
}

/// The subcommands of `ccdesk message`.
#[derive(Debug, clap::Subcommand)]
pub enum MessageAction {
    /// Print the move message for a game.
    Compose(ComposeArgs),
    /// Read a received message and check it.
    Read(ReadArgs),
    /// Print a game's kept correspondence for the Tournament Director (E5.1).
    History(HistoryArgs),
}

/// Arguments of `ccdesk message compose`.
#[derive(Debug, clap::Args)]
pub struct ComposeArgs {
    /// The project file.
    pub project: PathBuf,
    /// The game: `12` or `g12`.
    #[arg(long)]
    pub game: String,
    /// The reply to play now, in any notation; without it, the game's latest move.
    #[arg(long = "move")]
    pub mv: Option<String>,
    /// The anticipated mailing date (of the move, or of the --repeat or
    /// --inform-td message), YYYY-MM-DD (default: recorded, else today).
    #[arg(long)]
    pub date: Option<String>,
    /// The date the opponent's move was received, YYYY-MM-DD (default: assumed).
    #[arg(long)]
    pub received: Option<String>,
    /// Also write the message as an email file.
    #[arg(long)]
    pub eml: Option<PathBuf>,
    /// Record the move (or the resignation, offer, answer, claim, protest...)
    /// in the project as sent on --date and keep the message: it takes effect.
    #[arg(long, conflicts_with_all = ["repeat", "inform_td"])]
    pub record: bool,
    /// A conditional line proposed with the move, e.g. "Nc6 Bb5" (if Nc6
    /// then Bb5; E4.5); repeat for several. Needs --record.
    #[arg(long = "conditional", requires = "record")]
    pub conditional: Vec<String>,
    /// Repeat the last sent move after silence, copy to the TD (E3.1, P12).
    #[arg(long, conflicts_with_all = ["mv", "received", "inform_td", "declaration"])]
    pub repeat: bool,
    /// Tell the TD of a further silence after the repeat (E3.2, P12).
    #[arg(long, conflicts_with_all = ["mv", "received", "declaration"])]
    pub inform_td: bool,
    /// Resign the game (E1.1): with --record it ends at once, the
    /// opponent winning.
    #[arg(long, group = "declaration")]
    pub resign: bool,
    /// Offer a draw (E1.1), with the --move it goes with or alone.
    #[arg(long, group = "declaration")]
    pub offer_draw: bool,
    /// Accept the opponent's draw offer: with --record the game is drawn.
    #[arg(long, group = "declaration")]
    pub accept_draw: bool,
    /// Decline the opponent's draw offer.
    #[arg(long, group = "declaration")]
    pub decline_draw: bool,
    /// Claim that the opponent exceeded the time limit (E7.1), copy to the
    /// TD (E7.2).
    #[arg(long, group = "declaration")]
    pub claim_time: bool,
    /// Protest to the TD against the opponent's time claim (E7.3).
    #[arg(long, group = "declaration")]
    pub protest: bool,
    /// Report the finished game's result with the record of the moves to
    /// the TD (E12.1).
    #[arg(long, group = "declaration")]
    pub report_result: bool,
    /// Tell the opponents and the TD the desk owner's address (E5.3).
    #[arg(long, group = "declaration")]
    pub address_change: bool,
    /// The Tournament Director's name, for the messages that go to the TD
    /// or with a copy to the TD (--repeat, --inform-td, --claim-time,
    /// --protest, --report-result, --address-change).
    #[arg(long, default_value = "the Tournament Director")]
    pub td: String,
    /// The Tournament Director's email address.
    #[arg(long)]
    pub td_email: Option<String>,
}

/// Arguments of `ccdesk message history`.
#[derive(Debug, clap::Args)]
pub struct HistoryArgs {
    /// The project file.
    pub project: PathBuf,
    /// The game: `12` or `g12`.
    #[arg(long)]
    pub game: String,
    /// Only the messages containing this text (ignoring case).
    #[arg(long, default_value = "")]
    pub search: String,
    /// Write the record to this file instead of printing it.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

/// Arguments of `ccdesk message read`.
#[derive(Debug, clap::Args)]
pub struct ReadArgs {
    /// The project file.
    pub project: PathBuf,
    /// The message: a text file or an `.eml`; stdin when absent.
    pub file: Option<PathBuf>,
    /// The game, when the message does not say clearly: `12` or `g12`.
    #[arg(long)]
    pub game: Option<String>,
    /// The date the message arrived, YYYY-MM-DD.
    #[arg(long)]
    pub arrived: Option<String>,
    /// Also print the referral to send back.
    #[arg(long)]
    pub reply: bool,
    /// Apply the message to the project and save it (the arrival, when
    /// --arrived is not given, is assumed: sent plus the transit, E2.9).
    #[arg(long)]
    pub apply: bool,
    /// Apply it although its sender is not the opponent's address (you
    /// know he sent it).
    #[arg(long)]
    pub from_unknown_sender: bool,
}

/// Runs the subcommand.
pub fn run(
    args: &MessageArgs,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = match &args.action {
        MessageAction::Compose(a) => compose(a, stdout, stderr),
        MessageAction::Read(a) => read(a, stdin, stdout, stderr),
        MessageAction::History(a) => history(a, stdout, stderr),
    };
    match result {
        Ok(status) => status,
        Err(failure) => {
            let _ = writeln!(stderr, "ccdesk message: {}", failure.message);
            failure.status
        }
    }
}

/// An `.eml` that was not written: exit 1 when the file could not be
/// written, 2 when the letter cannot be an email (as before).
fn eml_failure(e: eml::EmlError) -> Failure {
    match e {
        e @ eml::EmlError::Save(_) => Failure::write(e.to_string()),
        e => Failure::from(e.to_string()),
    }
}

/// Reads `12` or `g12`.
fn game_id(text: &str) -> Result<GameId, String> {
    text.parse().map_err(|e| format!("--game: {e}"))
}

fn date(flag: &str, text: &str) -> Result<NaiveDate, String> {
    super::desk::date_arg(flag, text)
}

fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

fn load(path: &std::path::Path, command: &str, stderr: &mut dyn Write) -> Result<Project, String> {
    super::open_checked::load(path, command, stderr).map_err(|e| e.to_string())
}

/// The project with the version read, for a save that refuses a file
/// changed meanwhile.
fn load_versioned(
    path: &std::path::Path,
    command: &str,
    stderr: &mut dyn Write,
) -> Result<(Project, DiskVersion), String> {
    super::open_checked::load_versioned(path, command, stderr).map_err(|e| e.to_string())
}

fn compose(
    args: &ComposeArgs,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    // The .eml is checked before anything is recorded: a write refused is
    // exit 1 with nothing changed.
    if let Some(e) = args
        .eml
        .as_deref()
        .and_then(crate::io::export_file::refused)
    {
        let _ = writeln!(stderr, "ccdesk message: {e}");
        return Ok(1);
    }
    let (project, version) = load_versioned(&args.project, "message compose", stderr)?;
    let id = game_id(&args.game)?;
    let mut game: Game = project
        .game(id)
        .cloned()
        .ok_or_else(|| format!("there is no game {id}"))?;
    if let Some(link) = game.server.as_deref() {
        return Err(SendError::ServerGame {
            game: id,
            server: link.server.clone(),
        }
        .to_string()
        .into());
    }
    let sent = args
        .date
        .as_deref()
        .map(|d| date("--date", d))
        .transpose()?;
    let received = args
        .received
        .as_deref()
        .map(|d| date("--received", d))
        .transpose()?;
    if args.repeat || args.inform_td {
        return silence_letter(args, &project, &game, sent.unwrap_or_else(today), stdout);
    }
    if let Some(kind) = declaration_of(args)? {
        let td = td_of(args, &project, &game);
        let postal = plays_by_post(&project, &game);
        let date = sent.unwrap_or_else(today);
        let plan = plan_declaration(&project, id, kind, date, &td)?;
        if args.record {
            let mut desk = Desk::read(project, version);
            desk.apply(plan.command)?;
            desk.save_if_changed(&args.project)?;
        }
        print_letter(args, &plan.letter, date, postal, stdout)?;
        return Ok(0);
    }
    if args.record {
        return record(
            args,
            Desk::read(project, version),
            id,
            sent.unwrap_or_else(today),
            received,
            (stdout, stderr),
        );
    }
    if args.offer_draw {
        // Not recorded: the message as --record would send it.
        let plan = plan_send_offering(
            &project,
            id,
            args.mv.as_deref(),
            sent.unwrap_or_else(today),
            received,
            &args.conditional,
            true,
        )?;
        say_assumed(plan.assumed.as_deref(), stderr);
        print_message(args, &plan.message, stdout)?;
        return Ok(0);
    }
    if let Some(text) = &args.mv {
        let replay = game.replay().map_err(|e| format!("game {id}: {e}"))?;
        let pos = replay.current();
        // The game's agreed letters, else English SAN (E2.2).
        let mv = parse_agreed_move(pos, text, game.letters)
            .map_err(|e| format!("--move: {e}{}", game.letters.refusal_note()))?;
        say_assumed(how_read(pos, text, game.letters, &mv).as_deref(), stderr);
        let san = format_move(pos, &mv, Notation::San);
        let received = received.or_else(|| recorded_received(&game, game.moves.len()));
        game.moves
            .push(MoveRecord::new(san).dated(received, Some(sent.unwrap_or_else(today))));
    }
    let ply = game
        .moves
        .len()
        .checked_sub(1)
        .ok_or_else(|| format!("game {id} has no move yet: give one with --move"))?;
    let message = compose_move(&project, &game, ply, Some(sent.unwrap_or_else(today)))
        .map_err(|e| e.to_string())?;
    print_message(args, &message, stdout)?;
    Ok(0)
}

/// Writes the message (and the `.eml` when asked).
fn print_message(
    args: &ComposeArgs,
    message: &crate::domain::message::MoveMessage,
    stdout: &mut dyn Write,
) -> Result<(), Failure> {
    let letter = message.letter();
    if let Some(path) = &args.eml {
        eml::save_eml(path, &letter, message.sent).map_err(eml_failure)?;
    }
    let text = format!("Subject: {}\n\n{}", letter.subject, letter.body);
    stdout
        .write_all(text.as_bytes())
        .map_err(|e| Failure::write(format!("cannot write: {e}")))
}

/// The declaration a compose flag asks for; `None` for a move (a draw
/// offered with `--move` is a move). `--move` goes with no other flag.
fn declaration_of(args: &ComposeArgs) -> Result<Option<LetterKind>, String> {
    let kind = [
        (args.resign, LetterKind::Resignation, "--resign"),
        (
            args.offer_draw && args.mv.is_none(),
            LetterKind::DrawOffer,
            "--offer-draw",
        ),
        (args.accept_draw, LetterKind::DrawAccepted, "--accept-draw"),
        (
            args.decline_draw,
            LetterKind::DrawDeclined,
            "--decline-draw",
        ),
        (args.claim_time, LetterKind::TimeClaim, "--claim-time"),
        (args.protest, LetterKind::Protest, "--protest"),
        (
            args.report_result,
            LetterKind::ResultReport,
            "--report-result",
        ),
        (
            args.address_change,
            LetterKind::AddressChange,
            "--address-change",
        ),
    ]
    .into_iter()
    .find(|(on, _, _)| *on);
    match kind {
        Some((_, _, flag)) if args.mv.is_some() || args.received.is_some() => Err(format!(
            "{flag} sends no move: --move and --received go only with a move or --offer-draw"
        )),
        Some((_, kind, _)) => Ok(Some(kind)),
        None => Ok(None),
    }
}

/// The Tournament Director named by `--td` and `--td-email`, or by post
/// the Organiser the competition records (the domain's [`notices_to`]).
fn td_of(args: &ComposeArgs, project: &Project, game: &Game) -> Addressee {
    notices_to(
        project,
        game,
        &Addressee {
            name: args.td.trim().to_owned(),
            email: args.td_email.clone().unwrap_or_default().trim().to_owned(),
            address: String::new(),
        },
    )
}

/// Writes a letter with its addressees (and the `.eml` when asked).
fn print_letter(
    args: &ComposeArgs,
    letter: &Letter,
    date: NaiveDate,
    postal: bool,
    stdout: &mut dyn Write,
) -> Result<(), Failure> {
    if let Some(path) = &args.eml {
        eml::save_eml(path, letter, date).map_err(eml_failure)?;
    }
    stdout
        .write_all(letter_text(letter, postal).as_bytes())
        .map_err(|e| Failure::write(format!("cannot write: {e}")))
}

/// A letter as printed: its subject, To and Cc lines, then its body.
fn letter_text(letter: &Letter, postal: bool) -> String {
    let mut text = format!(
        "Subject: {}\nTo: {}\n",
        letter.subject,
        recipients(&letter.to, postal)
    );
    if !letter.cc.is_empty() {
        text.push_str(&format!("Cc: {}\n", recipients(&letter.cc, postal)));
    }
    text.push('\n');
    text.push_str(&letter.body);
    text
}

/// How `--move` was read, on standard error, when that is worth saying
/// (the domain's words, as the window's Move field says them).
fn say_assumed(assumed: Option<&str>, stderr: &mut dyn Write) {
    if let Some(how) = assumed {
        let _ = writeln!(stderr, "ccdesk message compose: --move {how}");
    }
}

/// `--record`: the move sent, recorded, kept and saved (the domain's
/// [`plan_send`], as the window's Mark sent).
fn record(
    args: &ComposeArgs,
    mut desk: Desk,
    id: GameId,
    sent: NaiveDate,
    received: Option<NaiveDate>,
    (stdout, stderr): (&mut dyn Write, &mut dyn Write),
) -> Result<u8, Failure> {
    match plan_send_offering(
        &desk.project,
        id,
        args.mv.as_deref(),
        sent,
        received,
        &args.conditional,
        args.offer_draw,
    ) {
        Ok(plan) => {
            say_assumed(plan.assumed.as_deref(), stderr);
            desk.apply(plan.command)?;
            desk.save_if_changed(&args.project)?;
            print_message(args, &plan.message, stdout)?;
            Ok(0)
        }
        Err(SendError::ReplyToContinuation {
            played,
            conditional,
            command,
        }) => {
            desk.apply(*command)?;
            desk.save_if_changed(&args.project)?;
            let text = format!(
                "recorded {played} and your opponent's conditional reply {conditional} (E4.5)\nfinding: give your reply to {conditional} with --move; it goes in the same message (E4.6, E4.7)\n"
            );
            stdout
                .write_all(text.as_bytes())
                .map_err(|e| Failure::write(format!("cannot write: {e}")))?;
            Ok(1)
        }
        Err(e) => Err(e.into()),
    }
}

fn read(
    args: &ReadArgs,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    let (project, version) = load_versioned(&args.project, "message read", stderr)?;
    let mut options = ReadOptions {
        game: args.game.as_deref().map(game_id).transpose()?,
        arrived: args
            .arrived
            .as_deref()
            .map(|d| date("--arrived", d))
            .transpose()?,
        sender_confirmed: args.from_unknown_sender,
        ..ReadOptions::default()
    };
    let bytes = match &args.file {
        Some(path) => std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?,
        None => {
            let mut b = Vec::new();
            stdin
                .read_to_end(&mut b)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            b
        }
    };
    let is_eml = args
        .file
        .as_ref()
        .is_some_and(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("eml")));
    let mut subject = None;
    let text = if is_eml {
        let mail = eml::read_eml(&bytes).map_err(|e| e.to_string())?;
        options.mailed = mail.date;
        options.from_email = mail.from_email;
        options.from_name = mail.from_name;
        subject = mail.subject;
        mail.body
    } else {
        String::from_utf8(bytes).map_err(|_| "the message is not UTF-8 text".to_owned())?
    };
    let reading = read_message(&project, &text, &options);
    // A declaration (a resignation, a draw accepted...) shows its reading.
    let other = other_kind(stated_kind(&text)).filter(|_| reading.declares.is_none());
    let mut out = match other {
        Some(what) => format!("{what}: no move to check\n"),
        None => reading.report(&project),
    };
    // Not given: the day it was sent plus the transit, assumed (E2.9).
    let arrived_or_assumed = options.arrived.or(reading.arrived);
    let arrived = arrived_or_assumed.unwrap_or_else(today);
    let trust = reading.trust_warnings(&project);
    if args.reply
        && other.is_none()
        && !reading.findings.is_empty()
        && let Some(game) = reading.game.and_then(|g| project.game(g))
    {
        let letter = referral(&project, game, &reading, arrived);
        out.push_str(&format!("\nSubject: {}\n\n{}", letter.subject, letter.body));
    }
    if args.apply && arrived_or_assumed.is_none() {
        out.push_str(
            "\nnothing applied: the day the message arrived cannot be assumed (it gives no date it was sent): give --arrived\n",
        );
        stdout
            .write_all(out.as_bytes())
            .map_err(|e| Failure::write(format!("cannot write: {e}")))?;
        return Ok(1);
    }
    if args.apply {
        let planned = plan_reading(
            &project,
            &reading,
            Arrived {
                text: &text,
                date: arrived,
                subject: subject.as_deref().unwrap_or_default(),
            },
            options.game,
        );
        match planned {
            Ok(plan) => {
                let mut desk = Desk::read(project, version);
                desk.apply(plan.command)?;
                desk.save_if_changed(&args.project)?;
                out.push_str("\napplied:\n");
                for step in &plan.steps {
                    out.push_str(&format!("- {step}\n"));
                }
            }
            Err(PlanError::AlreadyApplied { date }) => {
                // Reading the same message twice changes nothing.
                let text = format!(
                    "this message was applied already (received {date}): nothing changes\n"
                );
                stdout
                    .write_all(text.as_bytes())
                    .map_err(|e| Failure::write(format!("cannot write: {e}")))?;
                return Ok(0);
            }
            Err(e) => {
                // The message was read; what it asks cannot be applied.
                out.push_str(&format!("\nnothing applied: {e}\n"));
                if matches!(e, PlanError::NotFromOpponent(_)) {
                    out.push_str(
                        "give --from-unknown-sender to apply it if you know your opponent sent it\n",
                    );
                }
                stdout
                    .write_all(out.as_bytes())
                    .map_err(|e| Failure::write(format!("cannot write: {e}")))?;
                return Ok(1);
            }
        }
    }
    stdout
        .write_all(out.as_bytes())
        .map_err(|e| Failure::write(format!("cannot write: {e}")))?;
    Ok(
        if trust.is_empty() && (other.is_some() || reading.is_valid()) {
            0
        } else {
            1
        },
    )
}

/// `--repeat` (E3.1) or `--inform-td` (E3.2): the letter of the day `date`
/// about the game's last sent move.
fn silence_letter(
    args: &ComposeArgs,
    project: &Project,
    game: &Game,
    date: NaiveDate,
    stdout: &mut dyn Write,
) -> Result<u8, Failure> {
    let td = td_of(args, project, game);
    let silence = silence_of(project, game, date);
    let letter = if args.inform_td {
        let repeat_sent = silence.as_ref().and_then(|s| s.repeat_sent).or_else(|| {
            let ply = game.moves.iter().rposition(|m| m.sent.is_some())?;
            repeat_sent_of(project, game, ply)
        });
        inform_td_after_silence(project, game, date, &td, repeat_sent)
    } else {
        repeat_after_silence(project, game, date, &td)
    }
    .map_err(|e| e.to_string())?;
    if let Some(path) = &args.eml {
        eml::save_eml(path, &letter, date).map_err(eml_failure)?;
    }
    let mut text = letter_text(&letter, plays_by_post(project, game));
    if let Some(note) = silence_note(args.inform_td, silence.as_ref(), date) {
        text.push_str(&format!("\nnote: {note}\n"));
    }
    stdout
        .write_all(text.as_bytes())
        .map_err(|e| Failure::write(format!("cannot write: {e}")))?;
    Ok(0)
}

/// A note when the ledger says the letter is not (yet) due on `date`.
fn silence_note(
    inform_td: bool,
    silence: Option<&crate::domain::message::Silence>,
    date: NaiveDate,
) -> Option<String> {
    let Some(s) = silence else {
        return Some("the game is not waiting for a reply to a sent move".to_owned());
    };
    let (due, what) = if inform_td {
        (s.deadlines.escalate_due, "telling the TD (E3.2)")
    } else {
        (s.deadlines.repeat_due, "the repeat (E3.1)")
    };
    (due > date).then(|| format!("{what} is due only from {due}"))
}

fn history(
    args: &HistoryArgs,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    let project = load(&args.project, "message history", stderr)?;
    let id = game_id(&args.game)?;
    let report = correspondence_report(&project, id, &args.search)
        .ok_or_else(|| format!("there is no game {id}"))?;
    match &args.output {
        Some(path) => {
            if let Err(e) = crate::io::export_file::write_export(path, report.as_bytes()) {
                let _ = writeln!(stderr, "ccdesk message: {e}");
                return Ok(1);
            }
        }
        None => stdout
            .write_all(report.as_bytes())
            .map_err(|e| Failure::write(format!("cannot write: {e}")))?,
    }
    Ok(0)
}
