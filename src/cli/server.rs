//! `ccdesk server sync PROJECT.ron --server NAME|URL --user NAME` and
//! `ccdesk server move PROJECT.ron --game ID --move MOVE [--offer-draw]
//! [--message TEXT]` (also `--accept-draw`, `--claim-draw`, `--resign`):
//! server games over XFCC.
//!
//! A PROJECT.ron that does not exist is started by `sync` as the user's
//! desk (its owner plays the user's side).
//!
//! The password comes from `CCDESK_XFCC_PASSWORD`; it is never written to
//! a file. `sync` fetches every game of the user, adds new games and only
//! the moves the project lacks (analysis and notes kept), records the
//! server's clocks, turn, draw offer, result and flags, saves the project
//! through the changed-on-disk check, and prints one line per server game:
//! the project's game id, the server's game id, the players and whose move
//! it is. `move` checks the move in the project, sends it, prints the
//! server's answer in words and, when accepted, plays it in the project.
//!
//! `ccdesk server login --server NAME|URL --user NAME [--forget]` keeps the
//! password read from stdin in the system keyring (or forgets it), where
//! `sync` and `move` find it when `CCDESK_XFCC_PASSWORD` is not set.
//!
//! Exit status: 0 done, 1 refused by the server (its answer printed) or
//! the project cannot be saved, 2 usage (or a project that cannot be
//! read), 3 cannot reach the server (nothing changed).

use std::io::Write;
use std::path::PathBuf;

use chrono::NaiveDate;

use super::desk::{Desk, game_of};
use super::failure::Failure;
use crate::domain::command::{Command, apply};
use crate::domain::player::Player;
use crate::domain::project::Project;
use crate::domain::server::{
    MoveAnswer, SentMove, checked_san, next_move_number, plan_played_move, plan_sync,
};
use crate::io::project_file::{self, Expect};
use crate::io::xfcc::soap::MoveFields;
use crate::io::xfcc::{
    XfccClient, XfccError, password, remember_password, resolve_server, saved_accounts,
};

/// Arguments of `ccdesk server`.
#[derive(Debug, clap::Args)]
pub struct ServerArgs {
    /// Sync or move.
    #[command(subcommand)]
    pub command: ServerCommandArgs,
}

/// The `server` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum ServerCommandArgs {
    /// Fetch every game of the user from an XFCC server into the project.
    Sync(SyncArgs),
    /// Send a move (or a draw offer, acceptance, claim, resignation) of a
    /// server game.
    Move(MoveArgs),
    /// Keep the password (read from the first line of stdin) in the system
    /// keyring, or forget it.
    Login(LoginArgs),
}

/// Arguments of `ccdesk server login`.
#[derive(Debug, clap::Args)]
pub struct LoginArgs {
    /// The server: ICCF, LSS, or an XFCC address (http:// or https://).
    #[arg(long)]
    pub server: String,
    /// The user's name on the server.
    #[arg(long)]
    pub user: String,
    /// Remove the password from the keyring instead.
    #[arg(long)]
    pub forget: bool,
}

/// Arguments of `ccdesk server sync`.
#[derive(Debug, clap::Args)]
pub struct SyncArgs {
    /// The project file.
    pub project: PathBuf,
    /// The server: ICCF, LSS, or an XFCC address (http:// or https://).
    #[arg(long)]
    pub server: String,
    /// The user's name on the server.
    #[arg(long)]
    pub user: String,
}

/// Arguments of `ccdesk server move`.
#[derive(Debug, clap::Args)]
pub struct MoveArgs {
    /// The project file.
    pub project: PathBuf,
    /// The project's game (`g12` or `12`), a server game synced before.
    #[arg(long)]
    pub game: String,
    /// The move, in SAN.
    #[arg(long = "move", value_name = "MOVE")]
    pub mv: Option<String>,
    /// Offer a draw with the move.
    #[arg(long)]
    pub offer_draw: bool,
    /// Accept the opponent's draw offer.
    #[arg(long)]
    pub accept_draw: bool,
    /// Claim a draw.
    #[arg(long)]
    pub claim_draw: bool,
    /// Resign the game.
    #[arg(long, conflicts_with_all = ["mv", "offer_draw", "accept_draw", "claim_draw"])]
    pub resign: bool,
    /// A message to the opponent.
    #[arg(long)]
    pub message: Option<String>,
}

/// Runs `ccdesk server`.
pub fn run(
    args: &ServerArgs,
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let (name, outcome) = match &args.command {
        ServerCommandArgs::Sync(a) => ("sync", sync(a, stdout, stderr)),
        ServerCommandArgs::Move(a) => ("move", send_move(a, stdout, stderr)),
        ServerCommandArgs::Login(a) => ("login", login(a, stdin, stdout)),
    };
    match outcome {
        Ok(()) => 0,
        Err(Failure { status, message }) => {
            let _ = writeln!(stderr, "ccdesk server {name}: {message}");
            status
        }
    }
}

/// What was asked cannot be read as asked: exit 2.
fn usage(why: impl Into<String>) -> Failure {
    Failure::from(why.into())
}

/// The project could not be saved: exit 1, as every failed write.
fn not_saved(why: impl Into<String>) -> Failure {
    Failure::write(why.into())
}

fn from_xfcc(e: &XfccError) -> Failure {
    match e {
        XfccError::Refused { .. } | XfccError::Redirected { .. } => {
            Failure::refused(format!("{e}; nothing was changed"))
        }
        XfccError::Unreachable { .. } | XfccError::Garbage { .. } | XfccError::NoAnswer { .. } => {
            Failure::network(format!("{e}; nothing was changed"))
        }
    }
}

/// A move whose answer did not come: the server may have it.
fn move_unanswered(e: &XfccError, what: &str) -> Failure {
    match e {
        XfccError::NoAnswer { .. } => Failure::network(format!(
            "{e}; the server may have received the {what}: nothing was recorded here, and \
                 ccdesk server sync will show whether it was played (and record it)"
        )),
        _ => from_xfcc(e),
    }
}

fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

fn sync(args: &SyncArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> Result<(), Failure> {
    let (server, url) = resolve_server(&args.server, &saved_accounts()).map_err(usage)?;
    let user = args.user.trim();
    if user.is_empty() {
        return Err(usage("--user: the user name cannot be empty".to_owned()));
    }
    // A project that does not exist yet is started, named after its file;
    // the save is refused if another window or command wrote the file
    // meanwhile.
    let existed = args.project.exists();
    let (mut project, expect) = if existed {
        let (p, v) = super::open_checked::load_versioned(&args.project, "server sync", stderr)
            .map_err(|e| usage(e.to_string()))?;
        (p, Expect::Version(v))
    } else {
        let name = args.project.file_stem().map_or_else(
            || "Server games".to_owned(),
            |s| s.to_string_lossy().into_owned(),
        );
        (Project::new(name), Expect::Absent)
    };
    let password = password(&server, &url, user).map_err(usage)?;
    let client = XfccClient::new(&url, user, &password);
    let games = client.get_my_games().map_err(|e| from_xfcc(&e))?;
    // A new project is the user's desk: the user's side of the games.
    if !existed
        && let Some(name) = games
            .first()
            .map(|g| g.names().0.trim().to_owned())
            .filter(|n| !n.is_empty())
    {
        let id = project.next_player_id();
        for command in [
            Command::AddPlayer(Player::new(id, name)),
            Command::SetOwner(Some(id)),
        ] {
            apply(&mut project, command).map_err(|e| usage(e.to_string()))?;
        }
    }
    let plan = plan_sync(&project, &server, &url, user, &games, today());
    let changed = plan.command.is_some();
    if let Some(command) = plan.command.clone() {
        apply(&mut project, command).map_err(|e| usage(e.to_string()))?;
    }
    if changed || !existed {
        project_file::save_checked(&args.project, &project, expect).map_err(|e| match e {
            project_file::SaveError::ChangedOnDisk { .. } => not_saved(format!(
                "{e}: run the command again to apply it to the new version"
            )),
            e @ project_file::SaveError::Encode(_) => {
                not_saved(format!("{}: {e}", args.project.display()))
            }
            e => not_saved(e.to_string()),
        })?;
    }
    let mut text = String::new();
    for line in &plan.lines {
        text.push_str(&format!("{line}\n"));
    }
    for problem in &plan.problems {
        text.push_str(&format!("not synced: {problem}\n"));
    }
    for note in &plan.notes {
        text.push_str(&format!("note: {note}\n"));
    }
    if plan.lines.is_empty() && plan.problems.is_empty() {
        text.push_str(&format!("{server} has no games for {user}\n"));
    }
    let _ = stdout.write_all(text.as_bytes());
    Ok(())
}

fn login(
    args: &LoginArgs,
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
) -> Result<(), Failure> {
    let (server, url) = resolve_server(&args.server, &saved_accounts()).map_err(usage)?;
    let user = args.user.trim();
    if user.is_empty() {
        return Err(usage("--user: the user name cannot be empty".to_owned()));
    }
    if args.forget {
        let forgotten = crate::io::xfcc::accounts::forget_password(&url, user).map_err(usage)?;
        let _ = if forgotten.is_empty() {
            writeln!(
                stdout,
                "the system keyring held no password of {user} on {server}"
            )
        } else {
            writeln!(
                stdout,
                "forgot the password of {user} on {server} in {}",
                crate::io::keyring_store::names(&forgotten)
            )
        };
        return Ok(());
    }
    let mut text = String::new();
    stdin
        .read_to_string(&mut text)
        .map_err(|e| usage(format!("the password cannot be read from stdin: {e}")))?;
    let password = text.lines().next().unwrap_or_default();
    if password.is_empty() {
        return Err(usage(
            "give the password on the first line of stdin".to_owned(),
        ));
    }
    let kept = remember_password(&url, user, password).map_err(usage)?;
    let _ = writeln!(stdout, "kept the password of {user} on {server} in {kept}");
    Ok(())
}

fn send_move(
    args: &MoveArgs,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<(), Failure> {
    if args.mv.is_none() && !args.resign && !args.accept_draw && !args.claim_draw {
        return Err(usage(
            "give --move MOVE, or --accept-draw, --claim-draw or --resign".to_owned(),
        ));
    }
    let mut desk = Desk::open(&args.project, "server move", stderr).map_err(usage)?;
    let id = game_of(&desk.project, &args.game).map_err(usage)?;
    let game = desk
        .project
        .game(id)
        .ok_or_else(|| usage(format!("there is no game {id}")))?;
    let link = game.server.as_deref().cloned().ok_or_else(|| {
        usage(format!(
            "game {id} is not a server game: run ccdesk server sync first"
        ))
    })?;
    if game.is_finished() {
        return Err(usage(format!("game {id} is finished: no move can be sent")));
    }
    let movecount = next_move_number(game);
    // The move is checked in the project before anything is sent; the SAN
    // sent is the project's spelling of it.
    let san = match &args.mv {
        Some(text) => Some(
            checked_san(&desk.project, id, text)
                .map_err(|e| usage(format!("--move {text}: {e}; nothing was sent")))?,
        ),
        None => None,
    };
    let password = password(&link.server, &link.url, &link.user).map_err(usage)?;
    let client = XfccClient::new(&link.url, &link.user, &password);
    let fields = MoveFields {
        game_id: link.game.id.clone(),
        resign: args.resign,
        accept_draw: args.accept_draw,
        movecount,
        my_move: san.clone().unwrap_or_default(),
        offer_draw: args.offer_draw,
        claim_draw: args.claim_draw,
        my_message: args.message.clone().unwrap_or_default(),
    };
    let what = match (&san, args.resign, args.accept_draw, args.claim_draw) {
        (Some(s), ..) => format!("{movecount}. {s}"),
        (None, true, ..) => "resignation".to_owned(),
        (None, _, true, _) => "draw acceptance".to_owned(),
        _ => "draw claim".to_owned(),
    };
    let answer = client
        .make_a_move(&fields)
        .map_err(|e| move_unanswered(&e, &what))?;
    if answer != MoveAnswer::Success {
        let _ = writeln!(
            stdout,
            "{id} {}: {what} refused: {} ({})",
            link.game.id,
            answer.words(),
            answer.code()
        );
        return Err(Failure::refused(format!(
            "{} refused the {what}: {}",
            link.server,
            answer.code()
        )));
    }
    let sent = SentMove {
        san,
        offer_draw: args.offer_draw,
        accept_draw: args.accept_draw,
        claim_draw: args.claim_draw,
        resign: args.resign,
    };
    let command =
        plan_played_move(&desk.project, id, &sent, today()).map_err(|e| usage(e.to_string()))?;
    desk.apply(command)?;
    desk.save_if_changed(&args.project).map_err(|e| {
        Failure::write(format!(
                "the server accepted the {what}, but the project was not saved: {}; run ccdesk server sync",
                e.message
            ),
        )
    })?;
    let draw = if args.offer_draw {
        " with a draw offer"
    } else {
        ""
    };
    let _ = writeln!(
        stdout,
        "{id} {}: {what}{draw} sent: {} ({})",
        link.game.id,
        answer.words(),
        answer.code()
    );
    Ok(())
}
