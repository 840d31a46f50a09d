//! Importing many games at once (PGN): one command, one undo.
//!
//! Adding 20,000 games one [`Command::AddGame`] at a time costs a search of
//! the whole list per game; [`Command::ImportGames`] checks every id once
//! with a hash set and takes games already found legal ([`LegalGame`]: the
//! reader checked each move as it read it); its undo takes the whole
//! import back in one step.

use std::collections::HashSet;

use super::{DomainError, TakenId};
use crate::game::LegalGame;
use crate::ids::{GameId, PlayerId};
use crate::player::Player;
use crate::project::Project;

/// Applies [`Command::ImportGames`]: all or nothing.
pub(super) fn import_games(
    project: &mut Project,
    players: Vec<Player>,
    games: Vec<LegalGame>,
) -> Result<String, DomainError> {
    let mut player_ids: HashSet<PlayerId> = project.players.iter().map(|p| p.id).collect();
    for p in &players {
        if !player_ids.insert(p.id) {
            return Err(DomainError::DuplicateId(TakenId::Player(p.id)));
        }
        if let Some(problem) = p.problem() {
            return Err(DomainError::Player(problem));
        }
    }
    let mut game_ids: HashSet<GameId> = project.games.iter().map(|g| g.id).collect();
    for g in &games {
        if !game_ids.insert(g.id) {
            return Err(DomainError::DuplicateId(TakenId::Game(g.id)));
        }
        if let Some(problem) = crate::text_rules::game_problem(g) {
            return Err(DomainError::TextFromOthers(problem));
        }
        for id in [g.white, g.black] {
            if !player_ids.contains(&id) {
                return Err(DomainError::UnknownPlayer(id));
            }
        }
    }
    let summary = format!(
        "imported {} game{} and {} new player{}",
        games.len(),
        plural(games.len()),
        players.len(),
        plural(players.len())
    );
    project.players.extend(players);
    project
        .games
        .extend(games.into_iter().map(LegalGame::into_game));
    Ok(summary)
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
