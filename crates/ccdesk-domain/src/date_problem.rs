//! Why a date was refused: every refusal of a date by the commands, each
//! with the dates it compares and, where a rule decides it, the rule's ID
//! ([`DateProblem::rule`]). The sentences are the ones the window and the
//! CLI show; the data is there for whoever needs more than the sentence.

use std::fmt;

use chrono::NaiveDate;

use crate::ids::GameId;
use crate::ledger::GameLedgerError;
use crate::tournament::close_of_play::LateMove;

/// A date that does not fit, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DateProblem {
    /// A move sent before the opponent's move it answers was received
    /// (E6.4: the time runs from receipt to mailing). `at` is the move's
    /// full-move number where several moves were dated at once.
    SentBeforeReceived {
        /// The full-move number, when the refusal names one.
        at: Option<usize>,
        /// The sent date given.
        sent: NaiveDate,
        /// The received date it comes before.
        received: NaiveDate,
    },
    /// A move sent after its recorded arrival at the opponent's.
    SentAfterArrival {
        /// The day it arrived.
        arrived: NaiveDate,
        /// The sent date given.
        sent: NaiveDate,
    },
    /// A move received before the opponent sent it (E6.4).
    ReceivedBeforeSent {
        /// The opponent's move.
        san: String,
        /// The received date given.
        received: NaiveDate,
        /// The day he sent it.
        sent: NaiveDate,
    },
    /// A penalty's correction dated before its referral.
    CorrectionBeforeReferral {
        /// The correction's date.
        corrected: NaiveDate,
        /// The referral's date.
        referred: NaiveDate,
    },
    /// A time claim received before it was sent.
    ClaimReceivedBeforeSent {
        /// The day received.
        received: NaiveDate,
        /// The day sent.
        sent: NaiveDate,
    },
    /// A protest dated before the claim it answers was received (E7.3).
    ProtestBeforeClaim {
        /// The protest's date.
        protest: NaiveDate,
        /// The day the claim was received.
        claim_received: NaiveDate,
    },
    /// Leave that ends before it begins.
    LeaveEndsBeforeBegins {
        /// Its first day.
        from: NaiveDate,
        /// Its last day.
        to: NaiveDate,
    },
    /// A repeat of a move that was never sent.
    RepeatOfUnsentMove {
        /// The move.
        san: String,
    },
    /// A repeat dated before the move it repeats was sent.
    RepeatBeforeSent {
        /// The move.
        san: String,
        /// The repeat's date.
        repeat: NaiveDate,
        /// The day the move was sent.
        sent: NaiveDate,
    },
    /// A move arriving before it was sent.
    ArrivalBeforeSent {
        /// The move.
        san: String,
        /// The arrival given.
        arrived: NaiveDate,
        /// The day it was sent.
        sent: NaiveDate,
    },
    /// A move arriving after the reply to it was sent.
    ArrivalAfterReply {
        /// The move.
        san: String,
        /// The arrival given.
        arrived: NaiveDate,
        /// The day the reply was sent.
        reply_sent: NaiveDate,
    },
    /// A move of a competition game sent after the close of play (C19).
    MoveAfterClose {
        /// The game.
        game: GameId,
        /// The move and the close it comes after.
        late: LateMove,
    },
    /// A close of play set before a move already sent (C19).
    CloseBeforeMove {
        /// The game whose move was sent after it.
        game: GameId,
        /// The move.
        late: LateMove,
    },
    /// Two steps of the season's calendar out of order.
    CalendarOutOfOrder {
        /// The step that must come first, with its rule ("entries (C10)").
        earlier: &'static str,
        /// Its date.
        earlier_date: NaiveDate,
        /// The step that comes before it.
        later: &'static str,
        /// Its date.
        later_date: NaiveDate,
    },
    /// The fees' due date outside the entries and the close of play (C09).
    FeesDueOutside {
        /// The fees' due date.
        fees_due: NaiveDate,
        /// The entries' date.
        entries: NaiveDate,
        /// The close of play.
        closes: NaiveDate,
    },
    /// The dates would leave a game's clock ledger that cannot be worked
    /// out.
    UnworkableLedger {
        /// The game.
        game: GameId,
        /// What the ledger cannot work out.
        error: Box<GameLedgerError>,
    },
}

impl DateProblem {
    /// The rule that refuses the date, where one does.
    #[must_use]
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            DateProblem::SentBeforeReceived { .. } | DateProblem::ReceivedBeforeSent { .. } => {
                Some("E6.4")
            }
            DateProblem::ProtestBeforeClaim { .. } => Some("E7.3"),
            DateProblem::MoveAfterClose { .. } | DateProblem::CloseBeforeMove { .. } => Some("C19"),
            DateProblem::FeesDueOutside { .. } => Some("C09"),
            _ => None,
        }
    }
}

impl fmt::Display for DateProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateProblem::SentBeforeReceived { at, sent, received } => {
                if let Some(n) = at {
                    write!(f, "move {n}: ")?;
                }
                write!(
                    f,
                    "the move cannot be sent ({sent}) before the opponent's move was received ({received})"
                )
            }
            DateProblem::SentAfterArrival { arrived, sent } => write!(
                f,
                "the move arrived on {arrived}: it cannot have been sent later ({sent})"
            ),
            DateProblem::ReceivedBeforeSent {
                san,
                received,
                sent,
            } => write!(
                f,
                "{san} cannot be received ({received}) before it was sent ({sent})"
            ),
            DateProblem::CorrectionBeforeReferral {
                corrected,
                referred,
            } => write!(
                f,
                "the correction ({corrected}) cannot come before the referral ({referred})"
            ),
            DateProblem::ClaimReceivedBeforeSent { received, sent } => write!(
                f,
                "the claim cannot be received ({received}) before it was sent ({sent})"
            ),
            DateProblem::ProtestBeforeClaim {
                protest,
                claim_received,
            } => write!(
                f,
                "a protest ({protest}) cannot come before the claim was received ({claim_received})"
            ),
            DateProblem::LeaveEndsBeforeBegins { from, to } => {
                write!(f, "leave cannot end ({to}) before it begins ({from})")
            }
            DateProblem::RepeatOfUnsentMove { san } => write!(
                f,
                "{san} has no sent date: a move is repeated only after it was sent"
            ),
            DateProblem::RepeatBeforeSent { san, repeat, sent } => write!(
                f,
                "the repeat ({repeat}) cannot go out before {san} was sent ({sent})"
            ),
            DateProblem::ArrivalBeforeSent { san, arrived, sent } => write!(
                f,
                "{san} cannot arrive ({arrived}) before it was sent ({sent})"
            ),
            DateProblem::ArrivalAfterReply {
                san,
                arrived,
                reply_sent,
            } => write!(
                f,
                "{san} cannot arrive ({arrived}) after the reply to it was sent ({reply_sent})"
            ),
            DateProblem::MoveAfterClose { game, late } => write!(
                f,
                "play closed on {} (C19): {} of game {game} cannot be sent on {}; its position goes to adjudication as it stood",
                late.closes,
                late.named(),
                late.sent
            ),
            DateProblem::CloseBeforeMove { game, late } => write!(
                f,
                "play cannot close on {} (C19): {} of game {game} was sent on {}, after it",
                late.closes,
                late.named(),
                late.sent
            ),
            DateProblem::CalendarOutOfOrder {
                earlier,
                earlier_date,
                later,
                later_date,
            } => write!(
                f,
                "{later} ({later_date}) cannot come before {earlier} ({earlier_date})"
            ),
            DateProblem::FeesDueOutside {
                fees_due,
                entries,
                closes,
            } => write!(
                f,
                "fees due ({fees_due}) must fall between entries ({entries}) and the close of play ({closes}) (C09)"
            ),
            DateProblem::UnworkableLedger { game, error } => write!(
                f,
                "the dates would leave a clock ledger that cannot be worked out (game {game}: {error})"
            ),
        }
    }
}

impl std::error::Error for DateProblem {}
