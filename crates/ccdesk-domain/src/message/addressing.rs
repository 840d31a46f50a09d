//! Who a game's notices go to, and how a letter's recipients are written:
//! by post the Organiser at his postal address (P01, P12), by email the
//! Tournament Director at his mailbox.

use crate::game::Game;
use crate::project::Project;
use crate::tournament::contacts::organiser_addressee;

use super::letter::Addressee;
use super::postcard::plays_by_post;

/// Who `game`'s notices and copies go to. In a game played by post: the
/// Organiser as the competition records him, with his postal address, else
/// `typed` without an email address (P01, P12). In an email game: `typed`,
/// the Tournament Director as the user names him.
#[must_use]
pub fn notices_to(project: &Project, game: &Game, typed: &Addressee) -> Addressee {
    if !plays_by_post(project, game) {
        return typed.clone();
    }
    // rule: P12 — the captain informs the Organiser, by post.
    organiser_addressee(project).map_or_else(
        || Addressee {
            name: typed.name.clone(),
            email: String::new(),
            address: typed.address.clone(),
        },
        |o| Addressee {
            name: o.name,
            email: String::new(),
            address: o.address.join("\n"),
        },
    )
}

/// A letter's `To` or `Cc` line: each recipient at his postal address in
/// a game played by post (P01), else at his mailbox, comma-separated.
#[must_use]
pub fn recipients(people: &[Addressee], postal: bool) -> String {
    people
        .iter()
        .map(|a| if postal { a.postal() } else { a.mailbox() })
        .collect::<Vec<_>>()
        .join(", ")
}
