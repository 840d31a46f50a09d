//! Who sent a message, against who may move the pieces: only the
//! opponent's mail moves his pieces, and no message plays a move for the
//! desk owner's side (issue 29).
//!
//! What counts as the sender's address:
//!
//! - an email's `From:` header (`ReadOptions::from_email`);
//! - for a text without headers (pasted, or a plain-text file), the first
//!   line of the text itself that starts with `From:` and holds an email
//!   address (ccdesk's own messages carry one, E2.4); quoted lines (`>`)
//!   do not count;
//! - nothing else: a text with no such line has no sender address.
//!
//! The sender is accepted when that address is the opponent's (ignoring
//! case). When the opponent has no email address on this desk and the
//! text has no sender address either (a postal card typed in), there is
//! nothing to compare and the message is accepted with a note. Every other
//! case (a stranger, another player, the owner's own address, no address
//! while the opponent has one, an address while the opponent has none)
//! needs the person's confirmation before the message changes anything.

use shakmaty::Color;

use crate::game::Game;
use crate::ids::PlayerId;
use crate::player::Player;
use crate::project::Project;

/// The sender of a message, as far as ccdesk can tell.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Sender {
    /// The sender's email address: the `From:` header, else the text's own
    /// `From:` line. Empty when there is none.
    pub email: String,
    /// The sender's name: the `From:` header's, else the player whose
    /// address it is. Empty when unknown.
    pub name: String,
}

impl Sender {
    /// `Name <address>`, the address alone, the name alone, or `-`.
    #[must_use]
    pub fn shown(&self) -> String {
        match (self.name.is_empty(), self.email.is_empty()) {
            (false, false) => format!("{} <{}>", self.name, self.email),
            (true, false) => self.email.clone(),
            (false, true) => self.name.clone(),
            (true, true) => "-".to_owned(),
        }
    }
}

/// Whether the sender is the one who may move the pieces of a game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum SenderVerdict {
    /// The opponent's address.
    Opponent,
    /// Neither side has an address to compare (the opponent has none on
    /// this desk and the message gives none): nothing to check.
    NothingToCompare {
        /// The opponent's name.
        opponent: String,
    },
    /// An address that is not the opponent's.
    NotOpponent {
        /// The address the message came from.
        email: String,
        /// Whose address it is on this desk, when it is a player's.
        whose: Option<Whose>,
        /// The opponent's name.
        opponent: String,
    },
    /// No sender address while the opponent has one.
    NoAddress {
        /// The opponent's name.
        opponent: String,
    },
    /// No player of the game is expected to write (the game is not known,
    /// or no side can be told): nothing to check.
    #[default]
    Unchecked,
}

/// Whose an address is, when it is not the opponent's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Whose {
    /// The desk owner's own address.
    Owner,
    /// Another player of the project.
    Player(String),
}

impl SenderVerdict {
    /// Whether the message may change the game without the person's
    /// confirmation.
    #[must_use]
    pub fn accepted(&self) -> bool {
        matches!(
            self,
            SenderVerdict::Opponent
                | SenderVerdict::NothingToCompare { .. }
                | SenderVerdict::Unchecked
        )
    }

    /// The sentence shown before the message is applied; `None` when
    /// there is nothing to say.
    #[must_use]
    pub fn sentence(&self) -> Option<String> {
        match self {
            SenderVerdict::Opponent | SenderVerdict::Unchecked => None,
            SenderVerdict::NothingToCompare { opponent } => Some(format!(
                "the sender is not checked: {opponent} has no email address on this desk and the message gives none"
            )),
            SenderVerdict::NotOpponent {
                email,
                whose,
                opponent,
            } => Some(format!(
                "from {email}{}, not {opponent}'s address: apply it only if you know {opponent} sent it",
                match whose {
                    Some(Whose::Owner) => " (your own address)".to_owned(),
                    Some(Whose::Player(name)) => format!(" ({name}'s address)"),
                    None => String::new(),
                }
            )),
            SenderVerdict::NoAddress { opponent } => Some(format!(
                "the message gives no sender address, so it cannot be told to be {opponent}'s: apply it only if you know {opponent} sent it"
            )),
        }
    }
}

/// The sender's address and name: `from_email`/`from_name` as the mail's
/// headers give them, else the text's own `From:` line (its name before
/// the `<address>`); a name not given is that of the player whose address
/// it is.
#[must_use]
pub fn sender_of(
    project: &Project,
    text: &str,
    from_email: Option<&str>,
    from_name: Option<&str>,
) -> Sender {
    let header = from_email.map(str::trim).filter(|e| !e.is_empty());
    let (email, line_name) = match header {
        Some(e) => (e.to_owned(), None),
        None => match from_line(text) {
            Some((e, n)) => (e, n),
            None => (String::new(), None),
        },
    };
    let name = from_name
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned)
        .or(line_name)
        .or_else(|| player_with_email(project, &email).map(|p| p.name.clone()))
        .unwrap_or_default();
    Sender { email, name }
}

/// The address of the text's first `From:` line that holds one, and the
/// name written before it (`From: Henrik Lindqvist <h@l.se> (Black)`).
fn from_line(text: &str) -> Option<(String, Option<String>)> {
    text.lines()
        .map(str::trim_start)
        .filter(|l| !l.starts_with('>'))
        .filter(|l| l.get(..5).is_some_and(|p| p.eq_ignore_ascii_case("from:")))
        .find_map(|l| {
            let rest = l.get(5..)?;
            let email = address_in(rest)?;
            let name = rest
                .find('<')
                .map(|i| rest[..i].trim().trim_matches('"').trim().to_owned())
                .filter(|n| !n.is_empty() && !n.contains('@'));
            Some((email, name))
        })
}

/// The email address in `text`: between `<` and `>`, else the first word
/// with an `@` in it.
fn address_in(text: &str) -> Option<String> {
    if let (Some(a), Some(b)) = (text.find('<'), text.find('>'))
        && a < b
        && text[a + 1..b].contains('@')
    {
        return Some(text[a + 1..b].trim().to_owned());
    }
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| "<>()[],;:\"'".contains(c)))
        .find(|w| w.contains('@') && !w.starts_with('@') && !w.ends_with('@'))
        .map(str::to_owned)
}

fn player_with_email<'p>(project: &'p Project, email: &str) -> Option<&'p Player> {
    (!email.is_empty()).then(|| {
        project
            .players()
            .iter()
            .find(|p| !p.email.is_empty() && p.email.trim().eq_ignore_ascii_case(email))
    })?
}

/// The player who may write in `game`: the owner's opponent when the owner
/// plays in it, else the player of `side` (the side to move, for a move).
#[must_use]
pub fn expected_sender(project: &Project, game: &Game, side: Option<Color>) -> Option<PlayerId> {
    match project.owner_side(game) {
        Some(Color::White) => Some(game.black),
        Some(Color::Black) => Some(game.white),
        None => side.map(|s| {
            if s == Color::White {
                game.white
            } else {
                game.black
            }
        }),
    }
}

/// Whether `sender` may move the pieces of `game` (the sender's side being
/// `side` when known).
#[must_use]
pub fn check_sender(
    project: &Project,
    game: &Game,
    side: Option<Color>,
    sender: &Sender,
) -> SenderVerdict {
    let Some(opponent) = expected_sender(project, game, side).and_then(|id| project.player(id))
    else {
        return SenderVerdict::Unchecked;
    };
    let name = opponent.name.clone();
    let theirs = opponent.email.trim();
    match (sender.email.is_empty(), theirs.is_empty()) {
        (true, true) => SenderVerdict::NothingToCompare { opponent: name },
        (true, false) => SenderVerdict::NoAddress { opponent: name },
        (false, false) if sender.email.eq_ignore_ascii_case(theirs) => SenderVerdict::Opponent,
        (false, _) => {
            let whose = player_with_email(project, &sender.email).map(|p| {
                if Some(p.id) == project.owner() {
                    Whose::Owner
                } else {
                    Whose::Player(p.name.clone())
                }
            });
            SenderVerdict::NotOpponent {
                email: sender.email.clone(),
                whose,
                opponent: name,
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_text_from_line_names_the_address() {
        assert_eq!(
            from_line("Event: x\nFrom:   Henrik Lindqvist <h@l.se> (Black)\n"),
            Some(("h@l.se".to_owned(), Some("Henrik Lindqvist".to_owned())))
        );
        assert_eq!(
            from_line("FROM: h@l.se\n"),
            Some(("h@l.se".to_owned(), None))
        );
        assert_eq!(from_line("> From: h@l.se\nMy move: 3.Nc3\n"), None);
        assert_eq!(from_line("From Henrik, with love\n"), None);
    }
}
