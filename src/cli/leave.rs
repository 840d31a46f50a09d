//! `ccdesk leave PROJECT.ron --from YYYY-MM-DD --to YYYY-MM-DD [--game ID]`:
//! books leave for the desk's owner (E8.1, P11), in all his games or, with
//! `--game`, in that game only (it counts against his yearly allowance
//! either way). Prints the booking on one line, then the announcement
//! to the opponents (E8.2), which their ccdesk applies when read. Exit 0
//! done, 1 the rules refuse the booking (more leave than the year allows,
//! E8.1) or the file cannot be saved, 2 bad usage (no owner, dates the
//! wrong way round, a game he does not play); the file is then unchanged.

use super::failure::Failure;
use std::io::Write;
use std::path::PathBuf;

use crate::domain::command::Command;
use crate::domain::ledger::{LedgerCommand, PlayerLeave};
use crate::domain::message::{Addressee, leave_announcement};

use super::desk::{Desk, date_arg, game_of};

/// Arguments of `ccdesk leave`.
#[derive(Debug, clap::Args)]
pub struct LeaveArgs {
    /// The project file.
    pub project: PathBuf,
    /// First day of leave, YYYY-MM-DD.
    #[arg(long)]
    pub from: String,
    /// Last day of leave (inclusive), YYYY-MM-DD.
    #[arg(long)]
    pub to: String,
    /// Only this game (`12` or `g12`); all the owner's games without it.
    #[arg(long)]
    pub game: Option<String>,
}

/// Runs the subcommand.
pub fn run(args: &LeaveArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    match leave(args, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk leave: {}", e.message);
            e.status
        }
    }
}

fn leave(args: &LeaveArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let from = date_arg("--from", &args.from)?;
    let to = date_arg("--to", &args.to)?;
    if to < from {
        return Err(format!("--to {to} is before --from {from}").into());
    }
    let mut desk = Desk::open(&args.project, "leave", stderr)?;
    let owner = desk.project.owner().ok_or(
        "the project has no owner: say whose desk it is with `ccdesk owner PROJECT.ron NAME`",
    )?;
    let game = args
        .game
        .as_deref()
        .map(|g| game_of(&desk.project, g))
        .transpose()?;
    if let Some(id) = game
        && desk
            .project
            .game(id)
            .is_some_and(|g| g.white != owner && g.black != owner)
    {
        return Err(format!(
            "{} does not play in game {id}",
            desk.project.player_name(owner)
        )
        .into());
    }
    let mut booking = PlayerLeave::new(owner, from, to);
    booking.game = game;
    desk.apply(Command::Ledger(LedgerCommand::AddLeave {
        leave: booking,
        index: None,
    }))?;
    desk.save_if_changed(&args.project)?;
    let days = (to - from).num_days() + 1;
    let scope = game.map_or_else(|| "all games".to_owned(), |g| format!("game {g}"));
    let mut out = format!(
        "booked leave for {} from {from} to {to} ({days} day{}, {scope})\n",
        desk.project.player_name(owner),
        if days == 1 { "" } else { "s" }
    );
    // The announcement to the opponents (E8.2), for the games it applies to.
    let project = &desk.project;
    let games: Vec<&crate::domain::game::Game> = project
        .games()
        .iter()
        .filter(|g| !g.is_finished() && (g.white == owner || g.black == owner))
        .filter(|g| game.is_none_or(|id| id == g.id))
        .collect();
    if let (Some(player), false) = (project.player(owner), games.is_empty()) {
        let letter = leave_announcement(
            project,
            &games,
            player,
            from,
            to,
            chrono::Local::now().date_naive(),
            &Addressee::named("the Tournament Director"),
        );
        out.push_str(&format!("\nSubject: {}\n\n{}", letter.subject, letter.body));
    }
    Ok(out)
}
