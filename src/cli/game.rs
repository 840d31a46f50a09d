//! `ccdesk game new PROJECT.ron --white NAME --black NAME --rules
//! email|postal --start YYYY-MM-DD [--event TEXT]`: adds a game to the
//! project and prints its id (`g48`) on a line of its own. Players are
//! found by name (ignoring case), else added. The game is played under the
//! project's email or postal rule set and counts from the start of play
//! (White's first move, E6.4). Exit 0 done, 2 bad usage (the file is then
//! unchanged).

use super::failure::Failure;
use std::io::Write;
use std::path::PathBuf;

use crate::domain::command::Command;
use crate::domain::game::Game;
use crate::domain::ledger::RuleSet;

use super::desk::{Desk, date_arg};

/// Arguments of `ccdesk game`.
#[derive(Debug, clap::Args)]
pub struct GameArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: GameAction,
}

/// The subcommands of `ccdesk game`.
#[derive(Debug, clap::Subcommand)]
pub enum GameAction {
    /// Add a new game and print its id.
    New(NewGameArgs),
}

/// Arguments of `ccdesk game new`.
#[derive(Debug, clap::Args)]
pub struct NewGameArgs {
    /// The project file (changed in place, atomically).
    pub project: PathBuf,
    /// White's name (a player of the project, or a new one).
    #[arg(long)]
    pub white: String,
    /// Black's name (a player of the project, or a new one).
    #[arg(long)]
    pub black: String,
    /// The rules: email (E: 40 days per 10 moves) or postal (P: 20 per 10).
    #[arg(long, value_parser = ["email", "postal"])]
    pub rules: String,
    /// The start of play, YYYY-MM-DD.
    #[arg(long)]
    pub start: String,
    /// The event (default: "Friendly game").
    #[arg(long)]
    pub event: Option<String>,
}

/// Runs the subcommand.
pub fn run(args: &GameArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let GameAction::New(a) = &args.action;
    match new_game(a, stderr) {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk game new: {}", e.message);
            e.status
        }
    }
}

fn new_game(args: &NewGameArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let start = date_arg("--start", &args.start)?;
    let mut desk = Desk::open(&args.project, "game new", stderr)?;
    let preset = if args.rules == "postal" {
        RuleSet::postal()
    } else {
        RuleSet::email()
    };
    // The project's own copy of the preset when it has one (an event may
    // have changed its numbers), else the preset added to it.
    let rules = match desk
        .project
        .rule_sets()
        .iter()
        .find(|r| r.name == preset.name)
    {
        Some(r) => r.name.clone(),
        None => {
            let name = preset.name.clone();
            desk.apply(Command::Ledger(
                crate::domain::ledger::LedgerCommand::AddRuleSet {
                    rule_set: Box::new(preset),
                    index: None,
                },
            ))?;
            name
        }
    };
    // A new game refuses only what its arguments say (a name or an event
    // with a control character): usage.
    let white = desk.player_named(&args.white).map_err(Failure::as_usage)?;
    let black = desk.player_named(&args.black).map_err(Failure::as_usage)?;
    if white == black {
        return Err("White and Black must be two players".into());
    }
    let id = desk.project.next_game_id();
    let event = args
        .event
        .as_deref()
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .unwrap_or("Friendly game");
    let mut game = Game::new(id, white, black, event);
    game.rules = rules;
    game.start = Some(start);
    desk.apply(Command::AddGame {
        game: Box::new(game),
        index: None,
    })
    .map_err(Failure::as_usage)?;
    desk.save_if_changed(&args.project)?;
    Ok(format!("{id}\n"))
}
