//! The desk's owner as the sender of its mail: the account is kept under
//! his address.

use crate::message::Addressee;
use crate::project::Project;

/// The owner of the project as an addressee with an address.
///
/// # Errors
///
/// The project names no owner, the owner is not one of its players, or
/// he has no email address; the message says how to give it.
pub fn owner_of(project: &Project) -> Result<Addressee, String> {
    let id = project.owner().ok_or_else(|| {
        "the project names no owner: set one with ccdesk owner PROJECT --name NAME (or Edit > Whose desk...)".to_owned()
    })?;
    let player = project
        .player(id)
        .ok_or_else(|| format!("the owner {id} is not a player of the project"))?;
    let owner = Addressee::of(player);
    if owner.email.trim().is_empty() {
        return Err(format!("the owner {} has no email address", owner.name));
    }
    Ok(owner)
}
