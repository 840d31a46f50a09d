//! [`Outstanding`]: what a line of the season's due list says is
//! outstanding, as data (names, amounts, dates); `Display` gives the
//! English sentence the list has always shown, and the window words it in
//! its own language from the catalogue (`findings.ftl`).

use std::fmt;

use chrono::NaiveDate;

use super::calendar::REMINDER_DAYS;
use super::fees::Money;
use crate::ids::GameId;

/// What is outstanding on a line of the season's due list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outstanding {
    /// A company's entry is not recorded (C10).
    EntryNotRecorded {
        /// The company's name.
        company: String,
    },
    /// A company's team form is not returned (C11).
    FormNotReturned {
        /// The company's name.
        company: String,
    },
    /// The pairing list is not sent to a company (C16).
    PairingListNotSent {
        /// The company's name.
        company: String,
    },
    /// A division has no pairings yet (C16).
    NoPairings {
        /// The division.
        division: String,
    },
    /// A game has no result after the close of play (C24).
    NoResult {
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
        /// The game.
        game: GameId,
    },
    /// The captains disagree about a result (C37).
    CaptainsDisagree {
        /// The game.
        game: GameId,
    },
    /// A company owes adjudication fees (C28).
    AdjudicationFeesOwed {
        /// The company's name.
        company: String,
        /// What it owes.
        amount: Money,
    },
    /// A company owes entry fees or arrears (C09).
    FeesOwed {
        /// The company's name.
        company: String,
        /// What it owes.
        amount: Money,
    },
    /// A fee reminder is to be sent [`REMINDER_DAYS`] days before
    /// expulsion (C09).
    ReminderToSend {
        /// The company's name.
        company: String,
    },
    /// A company reminded still owes its fees: liable to expulsion (C09).
    LiableToExpulsion {
        /// The company's name.
        company: String,
        /// The day it was reminded.
        reminded: NaiveDate,
        /// The first day it may be expelled.
        from: NaiveDate,
    },
    /// A player's change of address not notified (C22).
    AddressChangeNotNotified {
        /// The player's name.
        player: String,
        /// The day of the change.
        occurred: NaiveDate,
    },
}

impl fmt::Display for Outstanding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outstanding::EntryNotRecorded { company } => {
                write!(f, "entry of {company} not recorded")
            }
            Outstanding::FormNotReturned { company } => {
                write!(f, "team form of {company} not returned")
            }
            Outstanding::PairingListNotSent { company } => {
                write!(f, "pairing list not sent to {company}")
            }
            Outstanding::NoPairings { division } => write!(f, "{division} has no pairings"),
            Outstanding::NoResult { white, black, game } => write!(
                f,
                "no result for {white} – {black} (game {game}): submit for adjudication"
            ),
            Outstanding::CaptainsDisagree { game } => {
                write!(f, "the captains disagree on the result of game {game}")
            }
            Outstanding::AdjudicationFeesOwed { company, amount } => {
                write!(f, "{company} owes {amount} in adjudication fees")
            }
            Outstanding::FeesOwed { company, amount } => write!(f, "{company} owes {amount}"),
            Outstanding::ReminderToSend { company } => write!(
                f,
                "send {company} a fee reminder at least {REMINDER_DAYS} days before expulsion"
            ),
            Outstanding::LiableToExpulsion {
                company,
                reminded,
                from,
            } => write!(
                f,
                "{company} was reminded on {reminded} and may be expelled from {from}"
            ),
            Outstanding::AddressChangeNotNotified { player, occurred } => write!(
                f,
                "{player}'s change of address on {occurred} not notified to captain and opponents"
            ),
        }
    }
}
