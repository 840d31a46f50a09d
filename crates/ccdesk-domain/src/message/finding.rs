//! [`Finding`]: what is wrong (or worth saying) about a message that
//! arrived, with the rule, the penalty the rules attach (E6.6) and the
//! words of a referral back to the sender (E4.2).

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::ledger::{Penalty, PenaltyReason};

use super::wording::Wording;
use crate::language::Language;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Severity {
    /// Worth saying in the reply; the message stands.
    Note,
    /// A figure or date disagrees with the ledger; tell the sender.
    Disagreement,
    /// The move is not valid as sent: refer it back (E4.2).
    Invalid,
}

/// One thing found in a message that arrived.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Finding {
    /// No game of the project fits the message (or several fit equally).
    GameNotFound {
        /// How many games fit equally well (0: none).
        candidates: usize,
    },
    /// The message carries no reply move (E4.3).
    NoMove,
    /// The reply cannot be read (E4.2).
    UnreadableMove {
        /// As written.
        text: String,
    },
    /// The reply is illegal or ambiguous (E4.2, P09).
    IllegalMove {
        /// As written.
        text: String,
        /// Why.
        reason: String,
        /// Ambiguous rather than illegal.
        ambiguous: bool,
    },
    /// The recipient's latest move is repeated wrongly or not at all (E4.1).
    WrongRepetition {
        /// As written; `None` when not repeated.
        written: Option<String>,
        /// The move as it was sent.
        expected: String,
    },
    /// An accepted conditional move is not repeated correctly (E4.6).
    ContinuationNotRepeated {
        /// The conditional move that was due.
        expected: String,
        /// What was written instead, if anything.
        written: Option<String>,
    },
    /// The accepted conditional continuation is not answered (E4.7).
    ContinuationUnanswered {
        /// The conditional move played.
        continuation: String,
    },
    /// The record of moves in the message differs from ours (E2.5).
    RecordDiffers {
        /// The move number.
        number: u32,
        /// Their move.
        theirs: String,
        /// Ours.
        ours: String,
    },
    /// The sender's confirmation of our mailing date differs (E2.5).
    YourDateWrong {
        /// As stated.
        stated: NaiveDate,
        /// As recorded.
        recorded: NaiveDate,
    },
    /// A date is missing; this one is assumed (E2.9; by post P05, from
    /// the average transmission time).
    DateAssumed {
        /// Which date ("the date you received my move").
        what: String,
        /// The date assumed.
        date: NaiveDate,
        /// The game is played by post: the postal rule (P05) is cited.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        postal: bool,
    },
    /// A date is wrong or impossible; this one counts (E2.10).
    DateCorrected {
        /// Which date.
        what: String,
        /// As stated.
        stated: NaiveDate,
        /// As corrected.
        date: NaiveDate,
    },
    /// The time stated for the move disagrees with the ledger (E2.11).
    DaysDisagree {
        /// As stated.
        stated: u32,
        /// As computed.
        computed: u32,
    },
    /// The accumulated time stated disagrees with the ledger (E2.11).
    TotalDisagrees {
        /// The side.
        #[serde(with = "crate::ledger::colour_serde")]
        side: Color,
        /// As stated.
        stated: u32,
        /// As computed.
        computed: u32,
    },
    /// A time figure required by E2.11 is missing.
    TimeMissing,
    /// ccdesk could not make sense of the message, or of a part of the
    /// mail that holds it: no word that reads as a move, a body that does
    /// not decode. Not read is not the same as "mailed without a move"
    /// (E4.3): no penalty is proposed; the person reads the message.
    NotRead {
        /// Why, in words.
        why: String,
    },
    /// The mail also holds a move of another game with the same opponent
    /// (the two games of a Hutton pairing, C17): read it again for that
    /// game.
    AlsoForGame {
        /// The other game.
        game: crate::ids::GameId,
    },
    /// A part of the message could not be read; it is not guessed.
    Unreadable {
        /// The text.
        text: String,
    },
    /// The human text of a ccdesk message and its machine-readable block
    /// name different moves, as when a person edits the mail before
    /// sending it (the text says 18.Nh3, the block 18.Nxf7).
    ///
    /// Invalid, not a mere disagreement: both were mailed, and a mailed
    /// legal move binds (E4.1), so which of the two was sent cannot be
    /// told; the move is as unclear as an illegible one and goes back to
    /// the sender for correction (E4.2), with the penalty of E6.6. For the
    /// repetition of the recipient's move, the reply is valid only with a
    /// correct repetition (E4.1), which a message that repeats two moves
    /// does not give.
    TextAndBlockDisagree {
        /// Which move: `reply` (the sender's move) or `repeat` (the
        /// repetition of the recipient's latest move).
        field: String,
        /// The move as the text writes it.
        text: String,
        /// The move as the block writes it.
        block: String,
    },
    /// The message arrived later than the rule set's transit after it was
    /// sent: a longer transmission, which may be referred to the TD for a
    /// ruling (E2.12).
    LongTransit {
        /// The day it was sent, as counted.
        sent: NaiveDate,
        /// The day it arrived.
        arrived: NaiveDate,
        /// The rule set's transit days.
        transit: u32,
    },
}

impl Finding {
    /// The rule behind the finding.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self {
            Finding::GameNotFound { .. } | Finding::AlsoForGame { .. } => "E2.4",
            Finding::NoMove | Finding::NotRead { .. } => "E4.3",
            Finding::UnreadableMove { .. } | Finding::IllegalMove { .. } => "E4.2",
            Finding::WrongRepetition { .. } => "E4.1",
            Finding::ContinuationNotRepeated { .. } => "E4.6",
            Finding::ContinuationUnanswered { .. } => "E4.7",
            Finding::RecordDiffers { .. } | Finding::YourDateWrong { .. } => "E2.5",
            Finding::DateAssumed { postal: true, .. } => "P05",
            Finding::DateAssumed { .. } => "E2.9",
            Finding::DateCorrected { .. } => "E2.10",
            Finding::DaysDisagree { .. }
            | Finding::TotalDisagrees { .. }
            | Finding::TimeMissing => "E2.11",
            Finding::Unreadable { .. } => "E4.2",
            Finding::TextAndBlockDisagree { field, .. } if field == "repeat" => "E4.1",
            Finding::TextAndBlockDisagree { .. } => "E4.2",
            Finding::LongTransit { .. } => "E2.12",
        }
    }

    /// How much it matters.
    #[must_use]
    pub fn severity(&self) -> Severity {
        match self {
            Finding::GameNotFound { .. }
            | Finding::NoMove
            | Finding::NotRead { .. }
            | Finding::UnreadableMove { .. }
            | Finding::IllegalMove { .. }
            | Finding::WrongRepetition { .. }
            | Finding::ContinuationUnanswered { .. }
            | Finding::TextAndBlockDisagree { .. } => Severity::Invalid,
            Finding::ContinuationNotRepeated { .. }
            | Finding::RecordDiffers { .. }
            | Finding::YourDateWrong { .. }
            | Finding::DateCorrected { .. }
            | Finding::DaysDisagree { .. }
            | Finding::TotalDisagrees { .. }
            | Finding::LongTransit { .. } => Severity::Disagreement,
            Finding::DateAssumed { .. }
            | Finding::TimeMissing
            | Finding::Unreadable { .. }
            | Finding::AlsoForGame { .. } => Severity::Note,
        }
    }

    /// The penalty the rules attach (E6.6), against `offender`'s move
    /// `move_number`; `None` when there is none.
    #[must_use]
    pub fn penalty(&self, offender: Color, move_number: u32) -> Option<Penalty> {
        let reason = match self {
            Finding::NoMove
            | Finding::UnreadableMove { .. }
            | Finding::ContinuationUnanswered { .. } => PenaltyReason::IllegibleMove,
            Finding::IllegalMove {
                ambiguous: true, ..
            } => PenaltyReason::AmbiguousMove,
            Finding::IllegalMove { .. } => PenaltyReason::IllegalMove,
            // A repetition read and wrong; one not found may be one ccdesk
            // failed to read, and is no ground for a penalty.
            Finding::WrongRepetition {
                written: Some(_), ..
            } => PenaltyReason::WrongRepetition,
            Finding::TextAndBlockDisagree { field, .. } if field == "repeat" => {
                PenaltyReason::WrongRepetition
            }
            Finding::TextAndBlockDisagree { .. } => PenaltyReason::AmbiguousMove,
            _ => return None,
        };
        Some(Penalty::new(offender, move_number, reason))
    }

    /// What to tell the sender, one sentence, in English.
    #[must_use]
    pub fn sentence(&self) -> String {
        self.sentence_in(Language::English)
    }

    /// What to tell the sender, one sentence, in `language` (a referral
    /// in the game's language, E4.2): the templates of
    /// [`Wording::findings`], the dates and sides in the language's words.
    /// What the reader quotes (the move as written, a parse error's
    /// reason) stays as it is.
    #[must_use]
    pub fn sentence_in(&self, language: Language) -> String {
        let w = Wording::of(language);
        let t = |i: usize| w.findings[i].to_owned();
        let date = |d: &NaiveDate| w.date(*d);
        match self {
            Finding::GameNotFound { candidates: 0 } => t(0),
            Finding::GameNotFound { candidates } => {
                t(1).replace("{candidates}", &candidates.to_string())
            }
            Finding::NoMove => t(2),
            Finding::NotRead { why } => t(3).replace("{why}", why),
            Finding::UnreadableMove { text } => t(4).replace("{text}", text),
            Finding::IllegalMove {
                text,
                reason,
                ambiguous,
            } => t(if *ambiguous { 6 } else { 5 })
                .replace("{text}", text)
                .replace("{reason}", reason),
            Finding::WrongRepetition {
                written: Some(written),
                expected,
            } => t(7)
                .replace("{written}", written)
                .replace("{expected}", expected),
            Finding::WrongRepetition {
                written: None,
                expected,
            } => t(8).replace("{expected}", expected),
            Finding::ContinuationNotRepeated { expected, written } => match written {
                Some(written) => t(9)
                    .replace("{expected}", expected)
                    .replace("{written}", written),
                None => t(10).replace("{expected}", expected),
            },
            Finding::ContinuationUnanswered { continuation } => {
                t(11).replace("{continuation}", continuation)
            }
            Finding::RecordDiffers {
                number,
                theirs,
                ours,
            } => t(12)
                .replace("{theirs}", theirs)
                .replace("{number}", &number.to_string())
                .replace("{ours}", ours),
            Finding::YourDateWrong { stated, recorded } => t(13)
                .replace("{stated}", &date(stated))
                .replace("{recorded}", &date(recorded)),
            Finding::DateAssumed {
                what,
                date: d,
                postal,
            } => t(if *postal { 15 } else { 14 })
                .replace("{what}", &what_in(what, w))
                .replace("{date}", &date(d)),
            Finding::DateCorrected {
                what,
                stated,
                date: d,
            } => t(16)
                .replace("{what}", &what_in(what, w))
                .replace("{stated}", &date(stated))
                .replace("{date}", &date(d)),
            Finding::DaysDisagree { stated, computed } => t(17)
                .replace("{stated}", &stated.to_string())
                .replace("{computed}", &computed.to_string()),
            Finding::TotalDisagrees {
                side,
                stated,
                computed,
            } => t(18)
                .replace("{side}", w.side(*side))
                .replace("{stated}", &stated.to_string())
                .replace("{computed}", &computed.to_string()),
            Finding::TimeMissing => t(19),
            Finding::AlsoForGame { game } => t(20).replace("{game}", &game.to_string()),
            Finding::Unreadable { text } => t(21).replace("{text}", text),
            Finding::TextAndBlockDisagree { field, text, block } if field == "repeat" => {
                t(22).replace("{text}", text).replace("{block}", block)
            }
            Finding::TextAndBlockDisagree { text, block, .. } => {
                t(23).replace("{text}", text).replace("{block}", block)
            }
            Finding::LongTransit {
                sent,
                arrived,
                transit,
            } => t(24)
                .replace("{sent}", &date(sent))
                .replace("{arrived}", &date(arrived))
                .replace("{days}", &(*arrived - *sent).num_days().to_string())
                .replace("{transit}", &transit.to_string()),
        }
    }
}

/// A date's name the reader gives in English ("the date you sent your
/// move") in the words of `w`; another is kept as it is.
fn what_in(what: &str, w: &Wording) -> String {
    let en = Wording::of(Language::English);
    if what == en.what_received {
        w.what_received.to_owned()
    } else if what == en.what_sent {
        w.what_sent.to_owned()
    } else {
        what.to_owned()
    }
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Finding::NotRead { why } = self {
            return write!(
                f,
                "not read: {why}; no penalty is proposed, since ccdesk could not read the message (a message mailed without a move counts as an illegible move, E4.3, but only a person can tell)"
            );
        }
        let level = match self.severity() {
            Severity::Note => "note",
            Severity::Disagreement => "disagreement",
            Severity::Invalid => "invalid",
        };
        write!(f, "{level} ({}): {}", self.rule(), self.sentence())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: E4.1 E4.2 E6.6 — text and block naming two moves: invalid, both moves named, a penalty.
    #[test]
    fn text_and_block_disagreement_names_both_moves_and_the_rule() {
        let reply = Finding::TextAndBlockDisagree {
            field: "reply".into(),
            text: "18.Nh3".into(),
            block: "18.Nxf7".into(),
        };
        let shown = reply.to_string();
        assert!(shown.starts_with("invalid (E4.2): "), "{shown}");
        assert!(
            shown.contains("18.Nh3") && shown.contains("18.Nxf7"),
            "{shown}"
        );
        assert_eq!(reply.severity(), Severity::Invalid);
        assert_eq!(
            reply.penalty(Color::White, 18).map(|p| p.reason),
            Some(PenaltyReason::AmbiguousMove)
        );
        let repeat = Finding::TextAndBlockDisagree {
            field: "repeat".into(),
            text: "17...Nc6".into(),
            block: "17...Nf6".into(),
        };
        let shown = repeat.to_string();
        assert!(shown.starts_with("invalid (E4.1): "), "{shown}");
        assert!(
            shown.contains("17...Nc6") && shown.contains("17...Nf6"),
            "{shown}"
        );
        assert_eq!(
            repeat.penalty(Color::White, 18).map(|p| p.reason),
            Some(PenaltyReason::WrongRepetition)
        );
    }
}
