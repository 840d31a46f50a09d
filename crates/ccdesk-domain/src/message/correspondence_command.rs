//! [`CorrespondenceCommand`]: keeping a message in a game's correspondence
//! (E5.1), and dropping it again.

use crate::command::{DomainError, Summary};
use crate::project::Project;

use super::history::Correspondence;

/// A change to the project's correspondence history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CorrespondenceCommand {
    /// Keep a message sent or received with its game.
    Keep {
        /// The message.
        entry: Correspondence,
        /// Where in [`Project::correspondence`]; `None` = at the end.
        index: Option<usize>,
    },
    /// Drop a kept message (one mailed again replaced, a message kept by
    /// mistake).
    Drop {
        /// Index in [`Project::correspondence`].
        index: usize,
    },
}

/// Applies a correspondence command. On error the project is unchanged.
///
/// # Errors
///
/// [`DomainError::UnknownGame`] when the message's game is not in the
/// project; [`DomainError::NoSuchMessage`] when there is no message at the
/// index to drop.
pub(crate) fn apply_correspondence_command(
    project: &mut Project,
    command: CorrespondenceCommand,
) -> Result<Summary, DomainError> {
    match command {
        CorrespondenceCommand::Keep { entry, index } => {
            if project.game(entry.game).is_none() {
                return Err(DomainError::UnknownGame(entry.game));
            }
            let len = project.correspondence.len();
            let at = index.unwrap_or(len).min(len);
            let summary = Summary::MessageKept {
                direction: entry.direction,
                date: entry.date,
                game: entry.game,
            };
            project.correspondence.insert(at, entry);
            Ok(summary)
        }
        CorrespondenceCommand::Drop { index } => {
            if index >= project.correspondence.len() {
                return Err(DomainError::NoSuchMessage(index));
            }
            let entry = project.correspondence.remove(index);
            Ok(Summary::MessageDropped {
                direction: entry.direction,
                date: entry.date,
                game: entry.game,
            })
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::command::{Command, apply, undo};
    use crate::game::Game;
    use crate::ids::{GameId, PlayerId};
    use crate::message::{Direction, LetterKind};
    use crate::player::Player;

    fn project() -> Project {
        let mut p = Project::new("desk");
        p.players.push(Player::new(PlayerId(1), "Ann Ashworth"));
        p.players.push(Player::new(PlayerId(2), "Bob Bramley"));
        p.games
            .push(Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly"));
        p
    }

    fn message(game: u32, day: u32) -> Correspondence {
        Correspondence {
            mail: None,
            sender_name: String::new(),
            sender_email: String::new(),
            date_assumed: false,
            game: GameId(game),
            direction: Direction::Sent,
            date: NaiveDate::from_ymd_opt(2026, 3, day).unwrap(),
            kind: Some(LetterKind::Move),
            subject: "Friendly: 1.e4".into(),
            text: "My move: 1.e4".into(),
            understood: String::new(),
        }
    }

    // rule: E5.1 — every message is kept with its game; keeping is undone exactly.
    #[test]
    fn keep_then_undo_then_redo() {
        let mut p = project();
        let first = apply(
            &mut p,
            Command::Correspondence(CorrespondenceCommand::Keep {
                entry: message(1, 3),
                index: None,
            }),
        )
        .unwrap();
        let before = p.clone();
        let keep = Command::Correspondence(CorrespondenceCommand::Keep {
            entry: message(1, 9),
            index: None,
        });
        let second = apply(&mut p, keep.clone()).unwrap();
        assert_eq!(p.correspondence.len(), 2);
        assert!(second.summary.contains("sent on 2026-03-09 in game g1"));
        undo(&mut p, second.undo);
        assert_eq!(p, before);
        // Redo applies the command again.
        let again = apply(&mut p, keep).unwrap();
        assert_eq!(p.correspondence[1], message(1, 9));
        undo(&mut p, again.undo);
        undo(&mut p, first.undo);
        assert!(p.correspondence.is_empty());
    }

    // rule: E5.1 — a dropped message comes back where it was.
    #[test]
    fn drop_is_undone_in_place() {
        let mut p = project();
        p.correspondence = vec![message(1, 3), message(1, 5), message(1, 9)];
        let before = p.clone();
        let event = apply(
            &mut p,
            Command::Correspondence(CorrespondenceCommand::Drop { index: 1 }),
        )
        .unwrap();
        assert_eq!(p.correspondence.len(), 2);
        undo(&mut p, event.undo);
        assert_eq!(p, before);
    }

    #[test]
    fn refusals_leave_the_project_unchanged() {
        let mut p = project();
        let before = p.clone();
        let err = apply(
            &mut p,
            Command::Correspondence(CorrespondenceCommand::Keep {
                entry: message(7, 3),
                index: None,
            }),
        )
        .unwrap_err();
        assert_eq!(err, DomainError::UnknownGame(GameId(7)));
        let err = apply(
            &mut p,
            Command::Correspondence(CorrespondenceCommand::Drop { index: 0 }),
        )
        .unwrap_err();
        assert!(err.to_string().contains("no message 0"));
        assert_eq!(p, before);
    }
}
