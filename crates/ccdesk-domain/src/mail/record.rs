//! What a kept message holds of its mail: the Message-ID (a message is
//! applied once, and a reply names the mail it answers), the recipients
//! of a message sent and whether it went out by mail.

use serde::{Deserialize, Serialize};

use crate::command::Command;
use crate::ids::GameId;
use crate::message::{Addressee, Correspondence, CorrespondenceCommand, Direction, Letter};
use crate::project::Project;

/// A recipient of a message sent: name and address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recipient {
    /// The person's name.
    pub name: String,
    /// The address.
    pub email: String,
}

impl Recipient {
    /// The recipient as an addressee of a letter.
    #[must_use]
    pub fn addressee(&self) -> Addressee {
        Addressee {
            name: self.name.clone(),
            email: self.email.clone(),
            address: String::new(),
        }
    }
}

/// The mail of a kept message.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailRecord {
    /// The Message-ID (without the angle brackets): of the mail received,
    /// or of the mail sent; empty for a message kept but not yet mailed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub message_id: String,
    /// For a message sent: its recipients.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<Recipient>,
    /// For a message sent: its copies (the TD, E3.1, E7.2, E12.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cc: Vec<Recipient>,
    /// For a message mailed by ccdesk: when the server took it (RFC 3339).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub mailed_at: String,
}

impl MailRecord {
    /// The recipients of `letter`, for a message kept before it is mailed
    /// (the copies without an address left out: they go by other ways).
    #[must_use]
    pub fn of_letter(letter: &Letter) -> MailRecord {
        let people = |list: &[Addressee]| {
            list.iter()
                .filter(|a| !a.email.trim().is_empty())
                .map(|a| Recipient {
                    name: a.name.clone(),
                    email: a.email.trim().to_owned(),
                })
                .collect()
        };
        MailRecord {
            message_id: String::new(),
            to: people(&letter.to),
            cc: people(&letter.cc),
            mailed_at: String::new(),
        }
    }
}

/// `command` (a plan that applies a received message) with the mail's
/// `message_id` kept on each received message it keeps, so that the same
/// mail is never applied twice.
#[must_use]
pub fn tag_received(command: Command, message_id: &str) -> Command {
    match command {
        Command::Batch(steps) => Command::Batch(
            steps
                .into_iter()
                .map(|c| tag_received(c, message_id))
                .collect(),
        ),
        Command::Correspondence(CorrespondenceCommand::Keep { mut entry, index })
            if entry.direction == Direction::Received =>
        {
            entry.mail = Some(Box::new(MailRecord {
                message_id: message_id.to_owned(),
                ..MailRecord::default()
            }));
            Command::Correspondence(CorrespondenceCommand::Keep { entry, index })
        }
        other => other,
    }
}

/// The kept message received with the Message-ID `message_id`, if any.
#[must_use]
pub fn applied_with_id<'a>(project: &'a Project, message_id: &str) -> Option<&'a Correspondence> {
    let id = message_id.trim();
    if id.is_empty() {
        return None;
    }
    project.correspondence().iter().find(|c| {
        c.direction == Direction::Received && c.mail.as_ref().is_some_and(|m| m.message_id == id)
    })
}

/// The Message-ID of the last mail received in game `game`: what a reply
/// names in `In-Reply-To` and `References`.
#[must_use]
pub fn last_received_id(project: &Project, game: GameId) -> Option<String> {
    project
        .correspondence()
        .iter()
        .rev()
        .filter(|c| c.game == game && c.direction == Direction::Received)
        .find_map(|c| c.mail.as_ref().map(|m| m.message_id.clone()))
        .filter(|id| !id.is_empty())
}

/// The last message kept as sent in game `game`, with its index in the
/// correspondence, when it has not gone out by mail yet.
#[must_use]
pub fn unsent_of(project: &Project, game: GameId) -> Option<(usize, &Correspondence)> {
    let (index, last) = project
        .correspondence()
        .iter()
        .enumerate()
        .rev()
        .find(|(_, c)| c.game == game && c.direction == Direction::Sent)?;
    last.mail
        .as_ref()
        .is_none_or(|m| m.message_id.is_empty())
        .then_some((index, last))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::command::apply;
    use crate::demo::demo_project;
    use crate::message::LetterKind;

    fn kept(game: GameId, direction: Direction, mail: Option<MailRecord>) -> Correspondence {
        Correspondence {
            game,
            direction,
            date: NaiveDate::from_ymd_opt(2026, 3, 14).unwrap(),
            kind: Some(LetterKind::Move),
            subject: "g1: 1.e4".into(),
            text: "My move: 1.e4".into(),
            understood: String::new(),
            sender_name: String::new(),
            sender_email: String::new(),
            date_assumed: false,
            mail: mail.map(Box::new),
        }
    }

    fn keep(entry: Correspondence) -> Command {
        Command::Correspondence(CorrespondenceCommand::Keep { entry, index: None })
    }

    // rule: E5.1 — a mail applied keeps its Message-ID with the message,
    // so the same mail is known when it comes again.
    #[test]
    fn a_received_mail_is_known_by_its_message_id() {
        let mut p = demo_project();
        let game = p.games()[0].id;
        let plan = Command::Batch(vec![
            keep(kept(game, Direction::Received, None)),
            keep(kept(game, Direction::Sent, None)),
        ]);
        assert!(applied_with_id(&p, "a1@x.example").is_none());
        apply(&mut p, tag_received(plan, "a1@x.example")).unwrap();
        let found = applied_with_id(&p, "a1@x.example").unwrap();
        assert_eq!(found.direction, Direction::Received);
        assert_eq!(last_received_id(&p, game).as_deref(), Some("a1@x.example"));
        // The sent message of the same plan is not tagged; an empty id
        // never matches.
        assert!(applied_with_id(&p, "").is_none());
        assert!(
            p.correspondence()
                .iter()
                .filter(|c| c.direction == Direction::Sent && c.game == game)
                .all(|c| c.mail.is_none())
        );
    }

    // rule: E5.1 — a kept message is sent once: marked mailed in place,
    // undone exactly.
    #[test]
    fn a_kept_message_is_mailed_once_and_the_mark_undoes() {
        let mut p = demo_project();
        let game = p.games()[0].id;
        let to = vec![Recipient {
            name: "Bo".into(),
            email: "bo@x.example".into(),
        }];
        let record = MailRecord {
            to: to.clone(),
            ..MailRecord::default()
        };
        let entry = kept(game, Direction::Sent, Some(record));
        let day = entry.date;
        apply(&mut p, keep(entry)).unwrap();
        let (index, entry) = unsent_of(&p, game).unwrap();
        assert_eq!(entry.mail.as_ref().unwrap().to, to);
        let before = p.clone();
        let mailing = crate::mail::plan_mailing(&p, game, day).unwrap();
        assert_eq!(mailing.index, index);
        assert!(!mailing.redated());
        let mark = mailing.command(MailRecord {
            message_id: "m1@x.example".into(),
            to,
            cc: Vec::new(),
            mailed_at: "2026-03-14T10:00:00+00:00".into(),
        });
        let event = apply(&mut p, mark).unwrap();
        assert!(unsent_of(&p, game).is_none());
        assert_eq!(p.correspondence().len(), before.correspondence().len());
        assert_eq!(
            p.correspondence()[index].mail.as_ref().unwrap().message_id,
            "m1@x.example"
        );
        crate::command::undo(&mut p, event.undo);
        assert_eq!(p, before);
    }
}
