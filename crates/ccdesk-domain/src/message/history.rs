//! The correspondence of a game: every message sent and received, kept
//! with the project, searchable and exportable to the Tournament Director
//! on request (E5.1, P10).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::ids::GameId;
use crate::project::Project;

use super::letter::LetterKind;

/// Whether a message was sent or received.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Direction {
    /// Sent by the owner of the project.
    Sent,
    /// Received from an opponent or the TD.
    Received,
}

/// One message of a game's correspondence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Correspondence {
    /// The game it belongs to.
    pub game: GameId,
    /// Sent or received.
    pub direction: Direction,
    /// The date it was sent (or received, for a received message).
    pub date: NaiveDate,
    /// What it is (a move, a repeat after silence, a note to the TD...),
    /// when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<LetterKind>,
    /// The subject line.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub subject: String,
    /// The whole text, as sent or received.
    pub text: String,
    /// For a received message: what ccdesk understood of it and each
    /// finding, as shown before it was applied.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub understood: String,
    /// For a received message: the sender's name, as the mail or the
    /// player whose address it is gives it (E5.1). Empty when unknown.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub sender_name: String,
    /// For a received message: the address it came from (E5.1). Empty
    /// when it gave none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub sender_email: String,
    /// For a received message: whether the day it arrived (`date`) was
    /// assumed from its sending and the transit (E2.9, E2.12).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub date_assumed: bool,
    /// Its mail: the Message-ID of a mail received or sent (a mail is
    /// applied once), the recipients of a message sent. `None` for a
    /// message that never was a mail ccdesk knows of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mail: Option<Box<crate::mail::MailRecord>>,
}

impl Direction {
    /// `sent` or `received`.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Direction::Sent => "sent",
            Direction::Received => "received",
        }
    }
}

impl Correspondence {
    /// For a received message, who sent it: `From: Name <address>`, the
    /// name or the address alone, or `From: not known` (E5.1); one line,
    /// whatever the sender put in it. `None` for a message sent.
    #[must_use]
    pub fn sender_line(&self) -> Option<String> {
        if self.direction != Direction::Received {
            return None;
        }
        let who = match (self.sender_name.is_empty(), self.sender_email.is_empty()) {
            (false, false) => format!("{} <{}>", self.sender_name, self.sender_email),
            (true, false) => self.sender_email.clone(),
            (false, true) => self.sender_name.clone(),
            (true, true) => "not known".to_owned(),
        };
        Some(format!(
            "From: {}",
            crate::text_rules::replace_refused(&who, crate::text_rules::Lines::One)
        ))
    }

    /// The subject, or else the first line of the text with something in it.
    #[must_use]
    pub fn title(&self) -> &str {
        if self.subject.trim().is_empty() {
            self.text
                .lines()
                .map(str::trim)
                .find(|l| !l.is_empty())
                .unwrap_or("(empty message)")
        } else {
            self.subject.trim()
        }
    }
}

/// The messages of `history` (of one game, or all when `game` is `None`)
/// whose subject, text or reading contains `query`, ignoring case, in date
/// order (messages of one day in the order they were kept).
#[must_use]
pub fn search_history<'a>(
    history: &'a [Correspondence],
    game: Option<GameId>,
    query: &str,
) -> Vec<&'a Correspondence> {
    let q = query.to_lowercase();
    let mut found: Vec<&Correspondence> = history
        .iter()
        .filter(|c| game.is_none_or(|g| c.game == g))
        .filter(|c| {
            q.is_empty()
                || c.subject.to_lowercase().contains(&q)
                || c.text.to_lowercase().contains(&q)
                || c.understood.to_lowercase().contains(&q)
        })
        .collect();
    found.sort_by_key(|c| c.date);
    found
}

/// The correspondence of one game as one text for the TD (E5.1): each
/// message with its direction and date, oldest first.
#[must_use]
pub fn export_history(history: &[Correspondence], game: GameId) -> String {
    let mut out = format!("Correspondence of game {game}\n");
    for c in search_history(history, Some(game), "") {
        push_message(&mut out, c);
    }
    out
}

fn push_message(out: &mut String, c: &Correspondence) {
    out.push_str(&format!(
        "\n===== {} {}{} =====\n",
        c.direction.word(),
        c.date,
        if c.date_assumed {
            " (assumed, E2.9)"
        } else {
            ""
        }
    ));
    if let Some(line) = c.sender_line() {
        out.push_str(&line);
        out.push('\n');
    }
    if !c.subject.is_empty() {
        // A received subject is one line here, whatever its sender put in
        // it (issue 21).
        let subject = crate::text_rules::replace_refused(&c.subject, crate::text_rules::Lines::One);
        out.push_str(&format!("Subject: {subject}\n\n"));
    }
    out.push_str(c.text.trim_end());
    out.push('\n');
    if !c.understood.trim().is_empty() {
        out.push_str("\n--- as read by the recipient ---\n");
        out.push_str(c.understood.trim_end());
        out.push('\n');
    }
}

/// The record of one game's correspondence for the Tournament Director on
/// request (E5.1): the event, the players and the moves, then every kept
/// message that contains `query` (all when empty), oldest first.
///
/// `None` when the project has no such game.
#[must_use]
pub fn correspondence_report(project: &Project, game: GameId, query: &str) -> Option<String> {
    let g = project.game(game)?;
    let mut out = format!("Correspondence of game {game}\n");
    out.push_str(&format!("Event: {}\n", super::context::event_line(g)));
    out.push_str(&format!(
        "Game:  {} (White) - {} (Black)\n",
        project.player_name(g.white),
        project.player_name(g.black)
    ));
    let found = search_history(&project.correspondence, Some(game), query);
    if !query.trim().is_empty() {
        out.push_str(&format!("Messages containing \"{}\"\n", query.trim()));
    }
    if found.is_empty() {
        out.push_str("\nNo messages are kept for this game.\n");
    }
    for c in found {
        push_message(&mut out, c);
    }
    Some(out)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    // rule: E5.1 — the record of a game's messages is kept, searchable and exportable.
    #[test]
    fn search_and_export_one_game() {
        let d = |day| NaiveDate::from_ymd_opt(2026, 3, day).unwrap();
        let h = vec![
            Correspondence {
                mail: None,
                sender_name: String::new(),
                sender_email: String::new(),
                date_assumed: false,
                game: GameId(2),
                direction: Direction::Received,
                date: d(12),
                kind: None,
                understood: "reply Nf6".into(),
                subject: "12...Nf6".into(),
                text: "My move: 12...Nf6".into(),
            },
            Correspondence {
                mail: None,
                sender_name: String::new(),
                sender_email: String::new(),
                date_assumed: false,
                game: GameId(2),
                direction: Direction::Sent,
                date: d(10),
                kind: Some(LetterKind::Move),
                understood: String::new(),
                subject: "12.Nf3".into(),
                text: "My move: 12.Nf3".into(),
            },
            Correspondence {
                mail: None,
                sender_name: String::new(),
                sender_email: String::new(),
                date_assumed: false,
                game: GameId(3),
                direction: Direction::Sent,
                date: d(11),
                kind: None,
                understood: String::new(),
                subject: String::new(),
                text: "Nf6 too".into(),
            },
        ];
        let found = search_history(&h, Some(GameId(2)), "nf");
        assert_eq!(
            found.iter().map(|c| c.date).collect::<Vec<_>>(),
            [d(10), d(12)]
        );
        assert_eq!(search_history(&h, None, "NF6").len(), 2);
        let text = export_history(&h, GameId(2));
        assert!(text.starts_with("Correspondence of game g2\n"));
        assert!(text.find("sent 2026-03-10").unwrap() < text.find("received 2026-03-12").unwrap());
        assert!(!text.contains("Nf6 too"));
        assert!(text.contains("--- as read by the recipient ---\nreply Nf6\n"));
        assert_eq!(search_history(&h, None, "REPLY NF6").len(), 1);
    }
}
