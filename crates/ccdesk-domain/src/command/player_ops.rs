//! The project's name, its players and its owner.

use super::{DomainError, PlayerUse, TakenId};
use crate::ids::PlayerId;
use crate::player::Player;
use crate::project::Project;

/// Applies [`Command::RenameProject`].
pub(super) fn rename_project(project: &mut Project, name: String) -> Result<String, DomainError> {
    if let Some(problem) =
        crate::text_rules::text_problem("the project name", &name, crate::text_rules::Lines::One)
    {
        return Err(DomainError::TextFromOthers(problem));
    }
    let summary = format!("renamed the project to {name}");
    project.name = name;
    Ok(summary)
}

/// Applies [`Command::AddPlayer`].
pub(super) fn add_player(project: &mut Project, player: Player) -> Result<String, DomainError> {
    if project.player(player.id).is_some() {
        return Err(DomainError::DuplicateId(TakenId::Player(player.id)));
    }
    if let Some(problem) = player.problem() {
        return Err(DomainError::Player(problem));
    }
    let summary = format!("added player {}", player.name);
    project.players.push(player);
    Ok(summary)
}

/// Applies [`Command::UpdatePlayer`].
pub(super) fn update_player(project: &mut Project, player: Player) -> Result<String, DomainError> {
    let slot = project
        .players
        .iter_mut()
        .find(|p| p.id == player.id)
        .ok_or(DomainError::UnknownPlayer(player.id))?;
    // A name that could not stand is refused, unless it stood so
    // already (an older file).
    if let Some(problem) = player.problem()
        && slot.problem().is_none()
    {
        return Err(DomainError::Player(problem));
    }
    let summary = format!("changed player {}", player.name);
    *slot = player;
    Ok(summary)
}

/// Applies [`Command::RemovePlayer`].
pub(super) fn remove_player(project: &mut Project, id: PlayerId) -> Result<String, DomainError> {
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
    project.players.remove(index);
    Ok(format!("removed player {name}"))
}

/// Applies [`Command::SetOwner`].
pub(super) fn set_owner(
    project: &mut Project,
    owner: Option<PlayerId>,
) -> Result<String, DomainError> {
    if let Some(id) = owner
        && project.player(id).is_none()
    {
        return Err(DomainError::UnknownPlayer(id));
    }
    project.owner = owner;
    Ok(match owner {
        Some(id) => format!("this is now {}'s desk", project.player_name(id)),
        None => "the project has no owner".to_owned(),
    })
}
