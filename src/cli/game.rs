//! `ccdesk game new PROJECT.ron --white NAME --black NAME --rules
//! email|postal --start YYYY-MM-DD [--event TEXT] [--letters
//! en|de|fr|es|it|nl]`: adds a game to the project and prints its id
//! (`g48`) on a line of its own. Players are found by name (ignoring
//! case), else added. The game is played under the project's email or
//! postal rule set and counts from the start of play (White's first move,
//! E6.4). `--letters` gives the piece letters agreed with the opponent
//! (E2.2; English by default): German `K D T L S`, French `R D T F C`,
//! Spanish and Italian `R D T A C`, Dutch `K D T L P`.
//!
//! `ccdesk game letters PROJECT.ron --game ID [en|de|fr|es|it|nl]` sets
//! the piece letters agreed for an existing game and says so (`game g1 is
//! now written with German piece letters (K D T L S)`); without letters it
//! prints the game's (`g1: German (K D T L S)`). `message compose` then
//! writes that game's moves with them, and reads `--move` in them (or in
//! English SAN); the `ccdesk` block at the foot stays English SAN.
//!
//! `ccdesk game language PROJECT.ron --game ID [en|de|fr|es|it]` sets
//! the language of a game's messages and printouts (issue 35) and says so
//! (`game g1 is now in German, written with German piece letters (K D T L
//! S)`); without a language it prints the game's (`g1: German`). Letters
//! that were the old language's follow the new one; letters agreed apart
//! (E2.2, `game letters`) stay. `game new --language de` starts a game in
//! German, with German letters unless `--letters` says otherwise.
//!
//! Exit 0 done, 2 bad usage (the file is then unchanged).

use super::failure::Failure;
use std::io::Write;
use std::path::PathBuf;

use crate::domain::command::Command;
use crate::domain::game::{Game, GameCommand};
use crate::domain::language::Language;
use crate::domain::ledger::RuleSet;
use crate::domain::notation::PieceLetters;

use super::desk::{Desk, date_arg, game_of};

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
    /// Set (or print) the piece letters agreed for a game (E2.2).
    Letters(LettersArgs),
    /// Set (or print) the language of a game's messages and printouts.
    Language(LanguageArgs),
}

/// Arguments of `ccdesk game language`.
#[derive(Debug, clap::Args)]
pub struct LanguageArgs {
    /// The project file (changed in place, atomically).
    pub project: PathBuf,
    /// The game, `12` or `g12`.
    #[arg(long)]
    pub game: String,
    /// The language: en, de, fr, es or it; none prints the game's.
    #[arg(value_parser = named_arg::<Language>)]
    pub language: Option<Language>,
}

/// Arguments of `ccdesk game letters`.
#[derive(Debug, clap::Args)]
pub struct LettersArgs {
    /// The project file (changed in place, atomically).
    pub project: PathBuf,
    /// The game, `12` or `g12`.
    #[arg(long)]
    pub game: String,
    /// The letters: en, de, fr, es, it or nl; none prints the game's.
    #[arg(value_parser = named_arg::<PieceLetters>)]
    pub letters: Option<PieceLetters>,
}

/// Reads a language or piece letters (`de`, `German`, `Deutsch`) as the
/// domain names them, for clap: the domain's refusal is clap's message.
fn named_arg<T>(text: &str) -> Result<T, String>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    text.parse().map_err(|e: T::Err| e.to_string())
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
    /// The piece letters agreed with the opponent (E2.2): en (default),
    /// de, fr, es, it or nl.
    #[arg(long, value_parser = named_arg::<PieceLetters>)]
    pub letters: Option<PieceLetters>,
    /// The language of the game's messages and printouts: en (default),
    /// de, fr, es or it; the letters follow it unless `--letters` is given.
    #[arg(long, value_parser = named_arg::<Language>)]
    pub language: Option<Language>,
}

/// Runs the subcommand.
pub fn run(args: &GameArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let (name, done) = match &args.action {
        GameAction::New(a) => ("new", new_game(a, stderr)),
        GameAction::Letters(a) => ("letters", set_letters(a, stderr)),
        GameAction::Language(a) => ("language", set_language(a, stderr)),
    };
    match done {
        Ok(text) => {
            let _ = stdout.write_all(text.as_bytes());
            0
        }
        Err(e) => {
            let _ = writeln!(stderr, "ccdesk game {name}: {}", e.message);
            e.status
        }
    }
}

fn set_letters(args: &LettersArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let mut desk = Desk::open(&args.project, "game letters", stderr)?;
    let game = game_of(&desk.project, &args.game)?;
    let Some(letters) = args.letters else {
        let now = desk
            .project
            .game(game)
            .map(|g| g.letters)
            .unwrap_or_default();
        return Ok(format!("{game}: {now} ({})\n", now.pieces()));
    };
    desk.apply(Command::Game(GameCommand::SetLetters { game, letters }))?;
    desk.save_if_changed(&args.project)?;
    // The domain's own sentence for the change.
    Ok(desk.changes.iter().map(|c| format!("{c}\n")).collect())
}

fn set_language(args: &LanguageArgs, stderr: &mut dyn Write) -> Result<String, Failure> {
    let mut desk = Desk::open(&args.project, "game language", stderr)?;
    let game = game_of(&desk.project, &args.game)?;
    let Some(language) = args.language else {
        let now = desk
            .project
            .game(game)
            .map(|g| g.language)
            .unwrap_or_default();
        return Ok(format!("{game}: {now}\n"));
    };
    desk.apply(Command::Game(GameCommand::SetLanguage { game, language }))?;
    desk.save_if_changed(&args.project)?;
    // The domain's own sentence for the change.
    Ok(desk.changes.iter().map(|c| format!("{c}\n")).collect())
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
    game.language = args.language.unwrap_or_default();
    game.letters = args.letters.unwrap_or(game.language.letters());
    desk.apply(Command::AddGame {
        game: Box::new(game),
        index: None,
    })
    .map_err(Failure::as_usage)?;
    desk.save_if_changed(&args.project)?;
    Ok(format!("{id}\n"))
}
