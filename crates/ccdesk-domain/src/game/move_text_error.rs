//! Why the compact text of a move (`SAN DATE DATE [if]`, as the project
//! file keeps it) does not read.

use crate::iso_date::IsoDateError;

/// Which of a move's two dates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveDate {
    /// The day the move was received.
    Received,
    /// The day the reply was sent.
    Sent,
}

impl MoveDate {
    /// The date's name in the refusal's words.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            MoveDate::Received => "received",
            MoveDate::Sent => "sent",
        }
    }
}

/// The compact text of a move does not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// No move at all.
    #[error("an empty move")]
    Empty,
    /// A date that is not a date.
    #[error("the {} date of `{text}`: {error}", which.name())]
    BadDate {
        /// Which date.
        which: MoveDate,
        /// The move's whole text.
        text: String,
        /// Why the date does not read.
        error: IsoDateError,
    },
    /// A date of another form than `YYYY-MM-DD`.
    #[error("the {} date of `{text}` is not YYYY-MM-DD", which.name())]
    NotIsoForm {
        /// Which date.
        which: MoveDate,
        /// The move's whole text.
        text: String,
    },
    /// A word after the dates other than `if`.
    #[error("unexpected `{word}` in move `{text}`")]
    Unexpected {
        /// The word.
        word: String,
        /// The move's whole text.
        text: String,
    },
}
