//! A move's received and sent dates in PGN: command comments after the
//! move, in the style correspondence programs use.
//!
//! `[%ccsnt 2026.03.05]` is the date a move was sent, as the ICCF server,
//! ChessBase and Scid write it (a time may follow after a comma:
//! `[%ccsnt 2026.03.05,13:40]`; ccdesk reads the date and keeps no time).
//! There is no common command for the date the opponent's move arrived;
//! ccdesk writes `[%ccrcv 2026.03.03]` in the same form. Other programs
//! keep commands they do not know as part of the comment, so a file with
//! both dates still reads everywhere. The rest of the clock record travels
//! in commands of the same kind ([`super::clock`]).

use chrono::NaiveDate;

use super::clock::{self, ClockCommand};

/// The command for the date a move was sent.
pub const SENT: &str = "ccsnt";

/// The command for the date the opponent's previous move was received.
pub const RECEIVED: &str = "ccrcv";

/// The dates a comment gives, and the comment without those commands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CommentDates {
    /// `[%ccrcv ...]`.
    pub received: Option<NaiveDate>,
    /// `[%ccsnt ...]`.
    pub sent: Option<NaiveDate>,
    /// The other commands of the clock record ([`super::clock`]), in the
    /// order written.
    pub clock: Vec<ClockCommand>,
    /// The rest of the comment, words separated by single spaces.
    pub rest: String,
}

/// A command's date: `2026.03.05` (or `2026-03-05`), then perhaps a comma
/// and a time.
fn command_date(value: &str) -> Option<NaiveDate> {
    let date = value.split(',').next().unwrap_or_default().trim();
    NaiveDate::parse_from_str(date, "%Y.%m.%d")
        .or_else(|_| NaiveDate::parse_from_str(date, "%Y-%m-%d"))
        .ok()
}

/// Takes the `[%ccrcv ...]` and `[%ccsnt ...]` commands, and those of
/// [`super::clock`], out of the comment after a move. A command that
/// cannot be read stays in the comment.
#[must_use]
pub fn take_dates(comment: &str) -> CommentDates {
    take_commands(comment, true)
}

/// As [`take_dates`]; `after_move` false for a comment before the first
/// move, where only the commands that name their side are taken (a
/// move's dates and marks have no move there, and stay as text).
#[must_use]
pub fn take_commands(comment: &str, after_move: bool) -> CommentDates {
    let mut out = CommentDates::default();
    let mut rest = String::with_capacity(comment.len());
    let mut tail = comment;
    while let Some(open) = tail.find("[%") {
        let Some(len) = tail[open..].find(']') else {
            break;
        };
        let command = &tail[open + 2..open + len];
        let mut parts = command.trim_start().splitn(2, char::is_whitespace);
        let name = parts.next().unwrap_or_default();
        let value = parts.next().unwrap_or_default();
        let slot = match name {
            SENT if after_move => Some(&mut out.sent),
            RECEIVED if after_move => Some(&mut out.received),
            _ => None,
        };
        let taken = match (slot, command_date(value)) {
            (Some(slot), Some(date)) => {
                *slot = Some(date);
                true
            }
            (Some(_), None) => false,
            (None, _) => match clock::parse(name, value) {
                Some(c) if after_move || !c.is_about_move() => {
                    out.clock.push(c);
                    true
                }
                _ => false,
            },
        };
        if taken {
            rest.push_str(&tail[..open]);
            rest.push(' ');
        } else {
            rest.push_str(&tail[..open + len + 1]);
        }
        tail = &tail[open + len + 1..];
    }
    rest.push_str(tail);
    out.rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    out
}

/// The commands that write a move's dates, received first, each one piece
/// a line break must not split.
#[must_use]
pub fn date_commands(received: Option<NaiveDate>, sent: Option<NaiveDate>) -> Vec<String> {
    [(RECEIVED, received), (SENT, sent)]
        .into_iter()
        .filter_map(|(name, date)| date.map(|d| format!("[%{name} {}]", d.format("%Y.%m.%d"))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Option<NaiveDate> {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
    }

    #[test]
    fn dates_come_out_of_the_comment() {
        let got = take_dates("[%ccrcv 2026.03.03] [%ccsnt 2026.03.05,13:40] A good move");
        assert_eq!(got.received, d("2026-03-03"));
        assert_eq!(got.sent, d("2026-03-05"));
        assert_eq!(got.rest, "A good move");
    }

    #[test]
    fn other_commands_and_bad_dates_stay() {
        let got = take_dates("[%clk 1:00:00] x [%ccsnt 2026.02.30] [%ccsnt");
        assert_eq!(got.sent, None);
        assert_eq!(got.rest, "[%clk 1:00:00] x [%ccsnt 2026.02.30] [%ccsnt");
    }

    #[test]
    fn commands_are_written_received_first() {
        assert_eq!(
            date_commands(d("2026-03-03"), d("2026-03-05")),
            ["[%ccrcv 2026.03.03]", "[%ccsnt 2026.03.05]"]
        );
        assert!(date_commands(None, None).is_empty());
    }
}
