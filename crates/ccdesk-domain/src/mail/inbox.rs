//! What a fetched mail is to the desk: for each game it belongs to (both
//! games of a pairing in one mail), its kind and what may be done with it,
//! with the plan that applies it, made as Read message makes it. The one
//! matching for `ccdesk mail fetch` and the window.

use chrono::NaiveDate;

use super::record::{applied_with_id, tag_received};
use crate::command::Command;
use crate::ids::GameId;
use crate::message::{
    Arrived, LetterKind, PlanError, ReadOptions, game_parts, other_kind, plan_reading,
    read_message, stated_kind,
};
use crate::project::Project;

/// A mail as fetched and decoded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IncomingMail {
    /// The sender's address.
    pub from_email: Option<String>,
    /// The sender's name.
    pub from_name: Option<String>,
    /// The subject.
    pub subject: Option<String>,
    /// The `Date:` header's day (the mailing date).
    pub mailed: Option<NaiveDate>,
    /// The text of the body.
    pub body: String,
    /// Its Message-ID, empty when it has none.
    pub message_id: String,
    /// The day it reached the mailbox (IMAP INTERNALDATE).
    pub arrived: Option<NaiveDate>,
}

/// What may be done with a mail, for one game.
#[derive(Debug, Clone, PartialEq)]
pub enum MailStatus {
    /// From the opponent, without findings: `plan` applies it.
    Read {
        /// The plan, the mail's Message-ID kept with it.
        plan: Command,
        /// What applying it does, in words.
        steps: Vec<String>,
    },
    /// Read with findings, or refused by its plan: the person decides.
    Findings(Vec<String>),
    /// From an address that is not the opponent's (E2.4).
    UnknownSender(String),
    /// For no game of this desk.
    NoGame,
    /// Applied already (its Message-ID, or its text, is kept).
    AlreadyApplied,
}

impl MailStatus {
    /// The word of `ccdesk mail fetch`'s STATUS column (`read` before it
    /// is applied).
    #[must_use]
    pub fn word(&self) -> &'static str {
        match self {
            MailStatus::Read { .. } => "read",
            MailStatus::Findings(_) => "findings",
            MailStatus::UnknownSender(_) => "unknown sender",
            MailStatus::NoGame => "no game",
            MailStatus::AlreadyApplied => "already applied",
        }
    }
}

/// A mail's part about one game.
#[derive(Debug, Clone, PartialEq)]
pub struct MailMatch {
    /// The game, when found.
    pub game: Option<GameId>,
    /// The letter's kind (`move`, `draw-offer`...), `-` when none.
    pub kind: &'static str,
    /// What may be done with it.
    pub status: MailStatus,
}

/// The games `mail` belongs to on the desk `project` and what may be done
/// with each; `today` is the arrival when the server gave none and the
/// mail gives no date.
#[must_use]
pub fn match_mail(project: &Project, mail: &IncomingMail, today: NaiveDate) -> Vec<MailMatch> {
    if let Some(kept) = applied_with_id(project, &mail.message_id) {
        return vec![MailMatch {
            game: Some(kept.game),
            kind: kept.kind.map_or("-", LetterKind::name),
            status: MailStatus::AlreadyApplied,
        }];
    }
    let parts = game_parts(&mail.body).unwrap_or_else(|| vec![mail.body.clone()]);
    parts
        .iter()
        .map(|part| match_part(project, mail, part, today))
        .collect()
}

fn match_part(project: &Project, mail: &IncomingMail, part: &str, today: NaiveDate) -> MailMatch {
    let options = ReadOptions {
        mailed: mail.mailed,
        from_email: mail.from_email.clone(),
        from_name: mail.from_name.clone(),
        arrived: mail.arrived,
        ..ReadOptions::default()
    };
    let reading = read_message(project, part, &options);
    let stated = stated_kind(part);
    let kind = stated.or(reading.declares).map_or(
        if reading.reply_san.is_some() {
            "move"
        } else {
            "-"
        },
        LetterKind::name,
    );
    let found = |status| MailMatch {
        game: reading.game,
        kind,
        status,
    };
    if reading.game.is_none() {
        return found(MailStatus::NoGame);
    }
    if !reading.sender_verdict.accepted() {
        let why = reading.sender_verdict.sentence().unwrap_or_default();
        return found(MailStatus::UnknownSender(why));
    }
    // A declaration or another message without a move is checked by its
    // plan; a move by the reading's findings too.
    let declared = stated
        .filter(|k| *k != LetterKind::Move)
        .or(reading.declares)
        .is_some();
    let other = other_kind(stated).filter(|_| reading.declares.is_none());
    let trust = reading.trust_warnings(project);
    if !trust.is_empty() || !(declared || other.is_some() || reading.is_valid()) {
        let mut why = trust;
        why.extend(reading.findings.iter().map(ToString::to_string));
        return found(MailStatus::Findings(why));
    }
    let arrived = mail.arrived.or(reading.arrived).unwrap_or(today);
    let planned = plan_reading(
        project,
        &reading,
        Arrived {
            text: part,
            date: arrived,
            subject: mail.subject.as_deref().unwrap_or_default(),
        },
        None,
    );
    found(match planned {
        Ok(plan) => MailStatus::Read {
            plan: if mail.message_id.is_empty() {
                plan.command
            } else {
                tag_received(plan.command, &mail.message_id)
            },
            steps: plan.steps,
        },
        Err(PlanError::AlreadyApplied { .. }) => MailStatus::AlreadyApplied,
        Err(e) => MailStatus::Findings(vec![format!("not applied: {e}")]),
    })
}
