//! The desk's owner as the sender of its mail: the account is kept under
//! his address.

use crate::ids::PlayerId;
use crate::message::Addressee;
use crate::project::Project;

/// Why the project has no owner to send its mail from.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OwnerError {
    /// The project names no owner.
    #[error(
        "the project names no owner: set one with ccdesk owner PROJECT --name NAME (or Edit > Whose desk...)"
    )]
    NoOwner,
    /// The owner's id is not one of the project's players.
    #[error("the owner {0} is not a player of the project")]
    NotAPlayer(PlayerId),
    /// The owner has no email address.
    #[error("the owner {name} has no email address")]
    NoEmail {
        /// The owner's name.
        name: String,
    },
}

/// The owner of the project as an addressee with an address.
///
/// # Errors
///
/// The project names no owner, the owner is not one of its players, or
/// he has no email address; the message says how to give it.
pub fn owner_of(project: &Project) -> Result<Addressee, OwnerError> {
    let id = project.owner().ok_or(OwnerError::NoOwner)?;
    let player = project.player(id).ok_or(OwnerError::NotAPlayer(id))?;
    let owner = Addressee::of(player);
    if owner.email.trim().is_empty() {
        return Err(OwnerError::NoEmail { name: owner.name });
    }
    Ok(owner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::Player;

    #[test]
    fn each_missing_piece_of_the_owner_is_its_own_refusal() {
        let mut project = Project::new("p");
        assert_eq!(owner_of(&project), Err(OwnerError::NoOwner));
        project.owner = Some(PlayerId(4));
        assert_eq!(owner_of(&project), Err(OwnerError::NotAPlayer(PlayerId(4))));
        assert_eq!(
            OwnerError::NotAPlayer(PlayerId(4)).to_string(),
            "the owner p4 is not a player of the project"
        );
        project.players.push(Player::new(PlayerId(4), "Ian Owner"));
        let no_email = owner_of(&project).err();
        assert_eq!(
            no_email,
            Some(OwnerError::NoEmail {
                name: "Ian Owner".to_owned()
            })
        );
        assert_eq!(
            no_email.map(|e| e.to_string()).as_deref(),
            Some("the owner Ian Owner has no email address")
        );
    }
}
