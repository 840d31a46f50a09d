//! Importing many games at once (PGN): one command, one undo.
//!
//! Adding 20,000 games one [`Command::AddGame`] at a time costs a search of
//! the whole list per game; [`Command::ImportGames`] checks every id once
//! with a hash set and takes games already found legal ([`LegalGame`]: the
//! reader checked each move as it read it), and its undo
//! [`Command::RemoveImported`] takes the whole import back in one step.

use std::collections::HashSet;

use super::{Command, DomainError, Event, PlayerUse, TakenId};
use crate::game::LegalGame;
use crate::ids::{GameId, PlayerId};
use crate::player::Player;
use crate::project::Project;

/// Applies [`Command::ImportGames`]: all or nothing.
pub(super) fn import_games(
    project: &mut Project,
    players: Vec<Player>,
    games: Vec<LegalGame>,
) -> Result<Event, DomainError> {
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
    let undo = Command::RemoveImported {
        players: players.iter().map(|p| p.id).collect(),
        games: games.iter().map(|g| g.id).collect(),
    };
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
    Ok(Event {
        summary: summary.into(),
        undo,
    })
}

/// Applies [`Command::RemoveImported`]: all or nothing.
pub(super) fn remove_imported(
    project: &mut Project,
    players: &[PlayerId],
    games: &[GameId],
) -> Result<Event, DomainError> {
    let game_set: HashSet<GameId> = games.iter().copied().collect();
    let player_set: HashSet<PlayerId> = players.iter().copied().collect();
    let present: HashSet<GameId> = project.games.iter().map(|g| g.id).collect();
    if let Some(missing) = games.iter().find(|id| !present.contains(id)) {
        return Err(DomainError::UnknownGame(*missing));
    }
    let known: HashSet<PlayerId> = project.players.iter().map(|p| p.id).collect();
    if let Some(missing) = players.iter().find(|id| !known.contains(id)) {
        return Err(DomainError::UnknownPlayer(*missing));
    }
    if let Some(g) = project.games.iter().find(|g| {
        !game_set.contains(&g.id)
            && (player_set.contains(&g.white) || player_set.contains(&g.black))
    }) {
        let id = if player_set.contains(&g.white) {
            g.white
        } else {
            g.black
        };
        return Err(DomainError::PlayerInUse {
            name: project.player_name(id).to_owned(),
            place: PlayerUse::Plays(g.id),
        });
    }
    if let Some(t) = project
        .teams()
        .find(|t| t.players.iter().any(|p| player_set.contains(p)))
    {
        return Err(DomainError::PlayerInUse {
            name: "an imported player".to_owned(),
            place: PlayerUse::OnTeam(t.name.clone()),
        });
    }
    // The undo puts the games back as legal games: replayed before anything
    // is removed, so a damaged game leaves the project as it was.
    let removed_games = LegalGame::take_from(&mut project.games, |g| game_set.contains(&g.id))
        .map_err(|(game, e)| DomainError::DamagedGame { game, problem: e })?;
    let (removed_players, kept): (Vec<Player>, Vec<Player>) = std::mem::take(&mut project.players)
        .into_iter()
        .partition(|p| player_set.contains(&p.id));
    project.players = kept;
    Ok(Event {
        summary: format!(
            "removed {} imported game{}",
            removed_games.len(),
            plural(removed_games.len())
        )
        .into(),
        undo: Command::ImportGames {
            players: removed_players,
            games: removed_games,
        },
    })
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
