//! The rest of a game's clock record in PGN: command comments in the style
//! of `[%ccsnt]` (see [`super::dates`]), one fact each, in words a person
//! can read, so that a game exported and imported into another project has
//! the same ledger.
//!
//! After a move (each about that move):
//!
//! - `[%cccond]`: the move was played from an accepted conditional line
//!   (E4.5, E6.5); it costs its side no days.
//! - `[%ccarr 2026.03.04]`: the day the move arrived at the desk that kept
//!   the record (E2.7): the reply's received date when it states none.
//! - `[%ccrep 2026.03.20]`: the day the move was repeated after silence
//!   (E3.1, P12).
//! - `[%cccor sent 2026.03.05 to 2026.03.06 noted 2026.03.08]`: a date of
//!   the move as stated and as corrected (E2.10), `sent` or `received`;
//!   `noted` is left out when unknown.
//!
//! Anywhere in the main line (ccdesk writes a penalty after the move it is
//! added to, when the record holds that move, and the others in a comment
//! before the first move), each naming its side (`W`, `B`):
//!
//! - `[%ccpen B 12 illegible-move referred 2026.04.01 corrected 2026.04.03]`:
//!   a penalty (E6.6, P09) against Black, added to his 12th move, for an
//!   `illegal-move`, `illegible-move`, `ambiguous-move` or
//!   `wrong-repetition`; the referral dates (P09) only when known.
//! - `[%ccclaim W 1 sent 2026.05.01 received 2026.05.02 protest 2026.05.10 upheld]`:
//!   White's time claim (E7.1-E7.4, P13) about Black's moves of control
//!   period 1, sent and received on those days, with the protest (E7.3)
//!   and the decision (`upheld`, `conceded`, `dismissed`, or
//!   `dismissed-no-further-claims`, E7.6) when there are.
//! - `[%ccleave B 2026.07.01 to 2026.07.14 announced 2026.06.20 granted-by-td]`:
//!   a period of the player's leave (E8.1-E8.3, P11) that touches the game:
//!   it overlaps the game, or comes before it in the same allowance period
//!   and so uses the allowance the game's leave draws on.
//!
//! Dates are written `2026.03.04` as PGN writes dates; `2026-03-04` reads
//! too. A command that cannot be read stays in the comment as text.

use chrono::NaiveDate;
use shakmaty::Color;

use ccdesk_domain::ledger::{
    Claim, ClaimDecision, DateCorrection, DateField, LeaveBooking, Penalty, PenaltyReason,
};

/// The command for a move played from an accepted conditional line.
pub const CONDITIONAL: &str = "cccond";
/// The command for the day a move arrived.
pub const ARRIVED: &str = "ccarr";
/// The command for the day a move was repeated after silence.
pub const REPEATED: &str = "ccrep";
/// The command for a corrected date.
pub const CORRECTED: &str = "cccor";
/// The command for a penalty.
pub const PENALTY: &str = "ccpen";
/// The command for a time claim.
pub const CLAIM: &str = "ccclaim";
/// The command for a period of leave.
pub const LEAVE: &str = "ccleave";

/// One fact of the clock record a command comment carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockCommand {
    /// The move was played from an accepted conditional line.
    Conditional,
    /// The move arrived on this day.
    Arrived(NaiveDate),
    /// The move was repeated after silence on this day.
    Repeated(NaiveDate),
    /// A date of the move as stated and as corrected.
    Corrected(DateCorrection),
    /// A penalty of either side.
    Penalty(Penalty),
    /// A time claim of either side.
    Claim(Claim),
    /// A period of leave of either side.
    Leave(LeaveBooking),
}

impl ClockCommand {
    /// Whether the command is about the move it follows (else it names
    /// its side and stands anywhere).
    #[must_use]
    pub fn is_about_move(&self) -> bool {
        matches!(
            self,
            ClockCommand::Conditional
                | ClockCommand::Arrived(_)
                | ClockCommand::Repeated(_)
                | ClockCommand::Corrected(_)
        )
    }
}

/// A date as the commands write it.
fn date(d: NaiveDate) -> String {
    d.format("%Y.%m.%d").to_string()
}

/// A date as the commands read it: `2026.03.04` or `2026-03-04`.
fn read_date(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text, "%Y.%m.%d")
        .or_else(|_| NaiveDate::parse_from_str(text, "%Y-%m-%d"))
        .ok()
}

fn side(colour: Color) -> &'static str {
    colour.fold_wb("W", "B")
}

fn read_side(text: &str) -> Option<Color> {
    match text.to_ascii_lowercase().as_str() {
        "w" | "white" => Some(Color::White),
        "b" | "black" => Some(Color::Black),
        _ => None,
    }
}

fn reason_word(reason: PenaltyReason) -> &'static str {
    match reason {
        PenaltyReason::IllegalMove => "illegal-move",
        PenaltyReason::IllegibleMove => "illegible-move",
        PenaltyReason::AmbiguousMove => "ambiguous-move",
        PenaltyReason::WrongRepetition => "wrong-repetition",
    }
}

fn read_reason(text: &str) -> Option<PenaltyReason> {
    [
        PenaltyReason::IllegalMove,
        PenaltyReason::IllegibleMove,
        PenaltyReason::AmbiguousMove,
        PenaltyReason::WrongRepetition,
    ]
    .into_iter()
    .find(|r| reason_word(*r).eq_ignore_ascii_case(text))
}

fn decision_word(decision: ClaimDecision) -> &'static str {
    match decision {
        ClaimDecision::Upheld => "upheld",
        ClaimDecision::Conceded => "conceded",
        ClaimDecision::Dismissed {
            no_further_claims: false,
        } => "dismissed",
        ClaimDecision::Dismissed {
            no_further_claims: true,
        } => "dismissed-no-further-claims",
    }
}

fn read_decision(text: &str) -> Option<ClaimDecision> {
    match text.to_ascii_lowercase().as_str() {
        "upheld" => Some(ClaimDecision::Upheld),
        "conceded" => Some(ClaimDecision::Conceded),
        "dismissed" => Some(ClaimDecision::Dismissed {
            no_further_claims: false,
        }),
        "dismissed-no-further-claims" => Some(ClaimDecision::Dismissed {
            no_further_claims: true,
        }),
        _ => None,
    }
}

fn field_word(field: DateField) -> &'static str {
    match field {
        DateField::Received => "received",
        DateField::Sent => "sent",
    }
}

/// The command that writes `command`, one piece a line break must not
/// split.
#[must_use]
pub fn write(command: &ClockCommand) -> String {
    let body = match command {
        ClockCommand::Conditional => CONDITIONAL.to_owned(),
        ClockCommand::Arrived(d) => format!("{ARRIVED} {}", date(*d)),
        ClockCommand::Repeated(d) => format!("{REPEATED} {}", date(*d)),
        ClockCommand::Corrected(c) => {
            let mut s = format!(
                "{CORRECTED} {} {} to {}",
                field_word(c.field),
                date(c.stated),
                date(c.corrected)
            );
            if let Some(noted) = c.noted_on {
                s.push_str(&format!(" noted {}", date(noted)));
            }
            s
        }
        ClockCommand::Penalty(p) => {
            let mut s = format!(
                "{PENALTY} {} {} {}",
                side(p.colour),
                p.move_number,
                reason_word(p.reason)
            );
            for (word, d) in [("referred", p.referred), ("corrected", p.corrected)] {
                if let Some(d) = d {
                    s.push_str(&format!(" {word} {}", date(d)));
                }
            }
            s
        }
        ClockCommand::Claim(c) => {
            let mut s = format!(
                "{CLAIM} {} {} sent {} received {}",
                side(c.claimant),
                c.period,
                date(c.sent),
                date(c.received)
            );
            if let Some(p) = c.protest {
                s.push_str(&format!(" protest {}", date(p)));
            }
            if let Some(d) = c.decision {
                s.push(' ');
                s.push_str(decision_word(d));
            }
            s
        }
        ClockCommand::Leave(l) => {
            let mut s = format!(
                "{LEAVE} {} {} to {}",
                side(l.colour),
                date(l.from),
                date(l.to)
            );
            if let Some(a) = l.announced {
                s.push_str(&format!(" announced {}", date(a)));
            }
            if l.granted_by_td {
                s.push_str(" granted-by-td");
            }
            s
        }
    };
    format!("[%{body}]")
}

/// The words after a command's name, read one at a time.
struct Words<'a>(std::iter::Peekable<std::str::SplitWhitespace<'a>>);

impl<'a> Words<'a> {
    fn next(&mut self) -> Option<&'a str> {
        self.0.next()
    }

    fn date(&mut self) -> Option<NaiveDate> {
        read_date(self.next()?)
    }

    /// `word DATE`, if `word` comes next; `Err` when the date after it
    /// cannot be read.
    fn dated(&mut self, word: &str) -> Result<Option<NaiveDate>, ()> {
        if self.0.peek().is_some_and(|w| w.eq_ignore_ascii_case(word)) {
            self.0.next();
            self.date().map(Some).ok_or(())
        } else {
            Ok(None)
        }
    }

    fn flag(&mut self, word: &str) -> bool {
        let found = self.0.peek().is_some_and(|w| w.eq_ignore_ascii_case(word));
        if found {
            self.0.next();
        }
        found
    }

    fn done(&mut self) -> bool {
        self.0.peek().is_none()
    }
}

/// The command `name value`, if it is one of these and reads whole.
#[must_use]
pub fn parse(name: &str, value: &str) -> Option<ClockCommand> {
    let mut w = Words(value.split_whitespace().peekable());
    let command = match name {
        CONDITIONAL => ClockCommand::Conditional,
        ARRIVED => ClockCommand::Arrived(w.date()?),
        REPEATED => ClockCommand::Repeated(w.date()?),
        CORRECTED => {
            let field = match w.next()?.to_ascii_lowercase().as_str() {
                "sent" => DateField::Sent,
                "received" => DateField::Received,
                _ => return None,
            };
            let stated = w.date()?;
            w.flag("to").then_some(())?;
            let corrected = w.date()?;
            let noted_on = w.dated("noted").ok()?;
            ClockCommand::Corrected(DateCorrection {
                field,
                stated,
                corrected,
                noted_on,
            })
        }
        PENALTY => {
            let colour = read_side(w.next()?)?;
            let move_number = w.next()?.parse().ok()?;
            let reason = read_reason(w.next()?)?;
            let referred = w.dated("referred").ok()?;
            let corrected = w.dated("corrected").ok()?;
            ClockCommand::Penalty(Penalty {
                colour,
                move_number,
                reason,
                referred,
                corrected,
            })
        }
        CLAIM => {
            let claimant = read_side(w.next()?)?;
            let period = w.next()?.parse().ok()?;
            let sent = w.dated("sent").ok()??;
            let received = w.dated("received").ok()??;
            let protest = w.dated("protest").ok()?;
            let decision = match w.next() {
                Some(word) => Some(read_decision(word)?),
                None => None,
            };
            ClockCommand::Claim(Claim {
                claimant,
                period,
                sent,
                received,
                protest,
                decision,
            })
        }
        LEAVE => {
            let colour = read_side(w.next()?)?;
            let from = w.date()?;
            w.flag("to").then_some(())?;
            let to = w.date()?;
            let announced = w.dated("announced").ok()?;
            let granted_by_td = w.flag("granted-by-td");
            ClockCommand::Leave(LeaveBooking {
                colour,
                from,
                to,
                announced,
                granted_by_td,
            })
        }
        _ => return None,
    };
    w.done().then_some(command)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        read_date(s).unwrap()
    }

    fn round_trip(command: ClockCommand) {
        let text = write(&command);
        let inner = text.trim_start_matches("[%").trim_end_matches(']');
        let (name, value) = inner.split_once(' ').unwrap_or((inner, ""));
        assert_eq!(parse(name, value), Some(command), "{text}");
    }

    #[test]
    fn every_command_reads_back_as_written() {
        round_trip(ClockCommand::Conditional);
        round_trip(ClockCommand::Arrived(d("2026.03.04")));
        round_trip(ClockCommand::Repeated(d("2026.03.20")));
        round_trip(ClockCommand::Corrected(DateCorrection {
            field: DateField::Sent,
            stated: d("2026.03.05"),
            corrected: d("2026.03.06"),
            noted_on: Some(d("2026.03.08")),
        }));
        round_trip(ClockCommand::Corrected(DateCorrection {
            field: DateField::Received,
            stated: d("2026.03.05"),
            corrected: d("2026.03.06"),
            noted_on: None,
        }));
        for reason in [
            PenaltyReason::IllegalMove,
            PenaltyReason::IllegibleMove,
            PenaltyReason::AmbiguousMove,
            PenaltyReason::WrongRepetition,
        ] {
            round_trip(ClockCommand::Penalty(Penalty::new(
                Color::Black,
                12,
                reason,
            )));
        }
        round_trip(ClockCommand::Penalty(Penalty {
            referred: Some(d("2026.04.01")),
            corrected: Some(d("2026.04.03")),
            ..Penalty::new(Color::White, 3, PenaltyReason::IllegalMove)
        }));
        for decision in [
            None,
            Some(ClaimDecision::Upheld),
            Some(ClaimDecision::Conceded),
            Some(ClaimDecision::Dismissed {
                no_further_claims: false,
            }),
            Some(ClaimDecision::Dismissed {
                no_further_claims: true,
            }),
        ] {
            round_trip(ClockCommand::Claim(Claim {
                claimant: Color::White,
                period: 1,
                sent: d("2026.05.01"),
                received: d("2026.05.02"),
                protest: Some(d("2026.05.10")),
                decision,
            }));
        }
        round_trip(ClockCommand::Leave(LeaveBooking {
            announced: Some(d("2026.06.20")),
            granted_by_td: true,
            ..LeaveBooking::new(Color::Black, d("2026.07.01"), d("2026.07.14"))
        }));
        round_trip(ClockCommand::Leave(LeaveBooking::new(
            Color::White,
            d("2026.07.01"),
            d("2026.07.14"),
        )));
    }

    #[test]
    fn the_written_words_read_as_documented() {
        assert_eq!(
            write(&ClockCommand::Penalty(Penalty::new(
                Color::White,
                5,
                PenaltyReason::IllegibleMove
            ))),
            "[%ccpen W 5 illegible-move]"
        );
        assert_eq!(
            parse(PENALTY, "black 12 Wrong-Repetition"),
            Some(ClockCommand::Penalty(Penalty::new(
                Color::Black,
                12,
                PenaltyReason::WrongRepetition
            )))
        );
        assert_eq!(
            parse(LEAVE, "B 2026-07-01 to 2026-07-14"),
            Some(ClockCommand::Leave(LeaveBooking::new(
                Color::Black,
                d("2026.07.01"),
                d("2026.07.14")
            )))
        );
    }

    #[test]
    fn a_command_that_does_not_read_whole_is_none() {
        assert_eq!(parse(PENALTY, "W five illegible-move"), None);
        assert_eq!(parse(PENALTY, "W 5 illegible-move extra"), None);
        assert_eq!(parse(CLAIM, "W 1 sent 2026.05.01"), None);
        assert_eq!(parse(LEAVE, "B 2026.07.01 2026.07.14"), None);
        assert_eq!(parse(ARRIVED, "2026.02.30"), None);
        assert_eq!(parse(CONDITIONAL, "yes"), None);
        assert_eq!(parse("clk", "1:00:00"), None);
    }
}
