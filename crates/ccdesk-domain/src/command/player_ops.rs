//! The project's name, its players and its owner.

use super::{Command, DomainError, Event, PlayerUse, TakenId};
use crate::ids::PlayerId;
use crate::player::Player;
use crate::project::Project;

/// Applies [`Command::RenameProject`].
pub(super) fn rename_project(project: &mut Project, name: String) -> Result<Event, DomainError> {
    if let Some(problem) =
        crate::text_rules::text_problem("the project name", &name, crate::text_rules::Lines::One)
    {
        return Err(DomainError::TextFromOthers(problem));
    }
    let old = std::mem::replace(&mut project.name, name.clone());
    Ok(Event {
        summary: format!("renamed the project to {name}").into(),
        undo: Command::RenameProject { name: old },
    })
}

/// Applies [`Command::AddPlayer`].
pub(super) fn add_player(project: &mut Project, player: Player) -> Result<Event, DomainError> {
    if project.player(player.id).is_some() {
        return Err(DomainError::DuplicateId(TakenId::Player(player.id)));
    }
    if let Some(problem) = player.problem() {
        return Err(DomainError::Player(problem));
    }
    let id = player.id;
    let summary = format!("added player {}", player.name);
    project.players.push(player);
    Ok(Event {
        summary: summary.into(),
        undo: Command::RemovePlayer(id),
    })
}

/// Applies [`Command::UpdatePlayer`].
pub(super) fn update_player(project: &mut Project, player: Player) -> Result<Event, DomainError> {
    let slot = project
        .players
        .iter_mut()
        .find(|p| p.id == player.id)
        .ok_or(DomainError::UnknownPlayer(player.id))?;
    // A name that could not stand is refused, unless it stood so
    // already (an older file, put back by an undo).
    if let Some(problem) = player.problem()
        && slot.problem().is_none()
    {
        return Err(DomainError::Player(problem));
    }
    let summary = format!("changed player {}", player.name);
    let old = std::mem::replace(slot, player);
    Ok(Event {
        summary: summary.into(),
        undo: Command::UpdatePlayer(old),
    })
}

/// Applies [`Command::RemovePlayer`].
pub(super) fn remove_player(project: &mut Project, id: PlayerId) -> Result<Event, DomainError> {
    let index = project
        .players
        .iter()
        .position(|p| p.id == id)
        .ok_or(DomainError::UnknownPlayer(id))?;
    let name = project.players[index].name.clone();
    if let Some(g) = project
        .games
        .iter()
        .find(|g| g.white == id || g.black == id)
    {
        return Err(DomainError::PlayerInUse {
            name,
            place: PlayerUse::Plays(g.id),
        });
    }
    if let Some(t) = project.teams().find(|t| t.players.contains(&id)) {
        return Err(DomainError::PlayerInUse {
            name,
            place: PlayerUse::OnTeam(t.name.clone()),
        });
    }
    if project.owner == Some(id) {
        return Err(DomainError::PlayerInUse {
            name,
            place: PlayerUse::Owner,
        });
    }
    if project.leave.iter().any(|l| l.player == id) {
        return Err(DomainError::PlayerInUse {
            name,
            place: PlayerUse::OnLeave,
        });
    }
    let player = project.players.remove(index);
    Ok(Event {
        summary: format!("removed player {name}").into(),
        undo: Command::InsertPlayer { player, index },
    })
}

/// Applies [`Command::InsertPlayer`].
pub(super) fn insert_player(
    project: &mut Project,
    player: Player,
    index: usize,
) -> Result<Event, DomainError> {
    if project.player(player.id).is_some() {
        return Err(DomainError::DuplicateId(TakenId::Player(player.id)));
    }
    let id = player.id;
    let summary = format!("added player {}", player.name);
    let at = index.min(project.players.len());
    project.players.insert(at, player);
    Ok(Event {
        summary: summary.into(),
        undo: Command::RemovePlayer(id),
    })
}

/// Applies [`Command::SetOwner`].
pub(super) fn set_owner(
    project: &mut Project,
    owner: Option<PlayerId>,
) -> Result<Event, DomainError> {
    if let Some(id) = owner
        && project.player(id).is_none()
    {
        return Err(DomainError::UnknownPlayer(id));
    }
    let old = std::mem::replace(&mut project.owner, owner);
    Ok(Event {
        summary: match owner {
            Some(id) => format!("this is now {}'s desk", project.player_name(id)).into(),
            None => "the project has no owner".into(),
        },
        undo: Command::SetOwner(old),
    })
}
