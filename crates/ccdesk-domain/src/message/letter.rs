//! [`Letter`]: a message ready to send — who gets it, the subject, the text.

use serde::{Deserialize, Serialize};

use crate::player::Player;
use crate::postal_address::address_lines;
use crate::text_rules::{EmailProblem, Lines, email_problem, replace_refused};

/// A person a message goes to, or comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Addressee {
    /// Full name (E2.4).
    pub name: String,
    /// Email address; empty when unknown (postal play).
    pub email: String,
    /// Postal address, lines separated by newlines; empty when unknown.
    pub address: String,
}

impl Addressee {
    /// The addressee of a player.
    #[must_use]
    pub fn of(player: &Player) -> Self {
        // An older file's control characters never reach a message's
        // lines or headers (issue 21); the address keeps its line breaks.
        Addressee {
            name: replace_refused(&player.name, Lines::One),
            email: player.email.clone(),
            address: replace_refused(&player.address, Lines::Several),
        }
    }

    /// Someone known only by a role, such as "the Tournament Director".
    #[must_use]
    pub fn named(name: impl Into<String>) -> Self {
        Addressee {
            name: name.into(),
            email: String::new(),
            address: String::new(),
        }
    }

    /// `Name <email>`, or the name alone without an email address.
    #[must_use]
    pub fn mailbox(&self) -> String {
        if self.email.is_empty() {
            self.name.clone()
        } else {
            format!("{} <{}>", self.name, self.email)
        }
    }

    /// The postal address, a line each (P01): the one reading of an
    /// address that the move message, the card, the letters and the labels
    /// print ([`address_lines`]).
    #[must_use]
    pub fn postal_lines(&self) -> Vec<String> {
        address_lines(&self.address)
    }

    /// The name and postal address on one line (`Name, 2 Church Street,
    /// York`), as a postal text addresses its recipient (P01); says so
    /// when no address is known.
    #[must_use]
    pub fn postal(&self) -> String {
        self.postal_in(crate::language::Language::English)
    }

    /// [`Addressee::postal`] in `language`: `Bo Berg (keine Postanschrift
    /// gespeichert)` where no address is known.
    #[must_use]
    pub fn postal_in(&self, language: crate::language::Language) -> String {
        let lines = self.postal_lines();
        if lines.is_empty() {
            format!(
                "{} {}",
                self.name,
                super::wording::Wording::of(language).no_postal_address
            )
        } else {
            format!("{}, {}", self.name, lines.join(", "))
        }
    }
}

/// What a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LetterKind {
    /// A move with its dates and times (E2).
    Move,
    /// A move repeated after silence, copy to the TD (E3.1, P12).
    Repeat,
    /// The TD told of a further silence after the repeat (E3.2; P12: the
    /// captain tells the Organiser).
    Escalation,
    /// A referral back for correction (E4.2).
    Referral,
    /// A time claim, copy to the TD (E7.2).
    TimeClaim,
    /// A leave announcement (E8.2, P11).
    Leave,
    /// A change of address (E5.3, C22).
    AddressChange,
    /// The text for a postal scorecard or postcard (P03, P04).
    PostalCard,
    /// The sender resigns the game (E1.1): it ends at once.
    Resignation,
    /// A draw offer, with or without a move (E1.1).
    DrawOffer,
    /// The opponent's draw offer accepted: the game is drawn (E1.1).
    DrawAccepted,
    /// The opponent's draw offer declined (E1.1).
    DrawDeclined,
    /// A protest against a time claim, to the TD (E7.3).
    Protest,
    /// The result and the record of the moves, to the TD (E12.1).
    ResultReport,
}

/// Every kind, in the order the Reply dialog offers them.
pub const ALL_KINDS: [LetterKind; 14] = [
    LetterKind::Move,
    LetterKind::Repeat,
    LetterKind::Escalation,
    LetterKind::Referral,
    LetterKind::TimeClaim,
    LetterKind::Leave,
    LetterKind::AddressChange,
    LetterKind::PostalCard,
    LetterKind::Resignation,
    LetterKind::DrawOffer,
    LetterKind::DrawAccepted,
    LetterKind::DrawDeclined,
    LetterKind::Protest,
    LetterKind::ResultReport,
];

impl LetterKind {
    /// The name used in the machine-readable block.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            LetterKind::Move => "move",
            LetterKind::Repeat => "repeat",
            LetterKind::Escalation => "escalation",
            LetterKind::Referral => "referral",
            LetterKind::TimeClaim => "time-claim",
            LetterKind::Leave => "leave",
            LetterKind::AddressChange => "address-change",
            LetterKind::PostalCard => "postal-card",
            LetterKind::Resignation => "resignation",
            LetterKind::DrawOffer => "draw-offer",
            LetterKind::DrawAccepted => "draw-accepted",
            LetterKind::DrawDeclined => "draw-declined",
            LetterKind::Protest => "protest",
            LetterKind::ResultReport => "result-report",
        }
    }

    /// Reads a name written by [`LetterKind::name`].
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        ALL_KINDS.into_iter().find(|k| k.name() == name.trim())
    }
}

/// A message ready to copy, save as `.eml` or send (E2.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Letter {
    /// What it is.
    pub kind: LetterKind,
    /// The sender, with full name and email (E2.4).
    pub from: Addressee,
    /// The recipients.
    pub to: Vec<Addressee>,
    /// Copies, e.g. to the Tournament Director (E3.1, E7.2, E8.2).
    pub cc: Vec<Addressee>,
    /// The subject line.
    pub subject: String,
    /// The whole text: the readable part, then the machine-readable block.
    pub body: String,
}

impl Letter {
    /// A `mailto:` link that opens the letter in the user's mail client
    /// (RFC 6068). It carries only the To and Cc addresses, the subject and
    /// the body, each percent-encoded (an address keeps its `@` only), so
    /// that nothing in an address or a text can add a field such as
    /// `attach` (issue 21).
    ///
    /// # Errors
    ///
    /// A sentence naming the person and the address when an address is not
    /// a plain address ([`email_problem`]): no link is made for it.
    pub fn mailto(&self) -> Result<String, NoMailLink> {
        let addresses = |people: &[Addressee]| -> Result<String, NoMailLink> {
            let mut list = Vec::new();
            for a in people.iter().filter(|a| !a.email.is_empty()) {
                if let Some(problem) = email_problem(&a.email) {
                    return Err(NoMailLink {
                        name: a.name.clone(),
                        problem,
                    });
                }
                list.push(percent_address(&a.email));
            }
            Ok(list.join(","))
        };
        let to = addresses(&self.to)?;
        let cc = addresses(&self.cc)?;
        let mut link = format!("mailto:{to}?subject={}", percent(&self.subject));
        if !cc.is_empty() {
            link.push_str("&cc=");
            link.push_str(&cc);
        }
        link.push_str("&body=");
        link.push_str(&percent(&self.body));
        Ok(link)
    }
}

/// Why no `mailto:` link is made for a letter: an addressee's address is
/// not a plain address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no mail link for {}: {problem}", name.escape_debug())]
pub struct NoMailLink {
    /// The addressee's name.
    pub name: String,
    /// What is wrong with his address.
    pub problem: EmailProblem,
}

/// Percent-encodes everything but unreserved characters (RFC 3986), as a
/// `mailto:` query needs.
fn percent(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// An address in a `mailto:` link: percent-encoded, its `@` kept (RFC
/// 6068 lets an address hold it as it is).
fn percent_address(address: &str) -> String {
    address
        .split('@')
        .map(percent)
        .collect::<Vec<_>>()
        .join("@")
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: E2.3 — a move message can go to the mail client as a mailto: link.
    #[test]
    fn mailto_encodes_subject_and_body() {
        let letter = Letter {
            kind: LetterKind::Move,
            from: Addressee::named("A"),
            to: vec![Addressee {
                name: "B".into(),
                email: "b@x.example".into(),
                address: String::new(),
            }],
            cc: Vec::new(),
            subject: "12...Nf6 & 13.Bb5".into(),
            body: "line 1\nline 2".into(),
        };
        assert_eq!(
            letter.mailto().as_deref(),
            Ok("mailto:b@x.example?subject=12...Nf6%20%26%2013.Bb5&body=line%201%0Aline%202")
        );
        for kind in ALL_KINDS {
            assert_eq!(LetterKind::from_name(kind.name()), Some(kind));
        }
    }

    // rule: E2.3 — a mail link carries only To, Cc, subject and body; an
    // address that would add a field is refused by name (issue 21).
    #[test]
    fn mailto_refuses_an_address_that_adds_fields() {
        let hostile = "h.lindqvist@schack.example?attach=/home/me/.ssh/id_rsa&x=";
        let mut letter = Letter {
            kind: LetterKind::Move,
            from: Addressee::named("A"),
            to: vec![Addressee {
                name: "Hans Lindqvist".into(),
                email: hostile.into(),
                address: String::new(),
            }],
            cc: Vec::new(),
            subject: "s".into(),
            body: "b".into(),
        };
        let refusal = letter
            .mailto()
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(refusal.contains("Hans Lindqvist"), "{refusal}");
        assert!(refusal.contains(hostile), "{refusal}");
        assert!(matches!(
            letter.mailto(),
            Err(NoMailLink { ref name, ref problem }) if name == "Hans Lindqvist" && problem.email == hostile
        ));
        // As a Cc too.
        letter.cc = std::mem::take(&mut letter.to);
        assert!(letter.mailto().is_err());
        // A plain address with atext characters stays one encoded address.
        letter.cc = vec![Addressee {
            name: "O".into(),
            email: "o'brien+x=y?z@chess.example".into(),
            address: String::new(),
        }];
        assert_eq!(
            letter.mailto().as_deref(),
            Ok("mailto:?subject=s&cc=o%27brien%2Bx%3Dy%3Fz@chess.example&body=b")
        );
    }
}
