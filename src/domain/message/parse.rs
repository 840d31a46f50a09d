//! [`parse_message`]: what a message text says, read without knowing the
//! game — labelled fields, dates with their roles, time figures and every
//! move-like word — so [`read_message`](super::read_message) can match it
//! against a game.

use chrono::NaiveDate;
use shakmaty::Color;

use crate::domain::notation::WrittenMove;

use super::block::Block;
use super::date::find_dates;

/// What a date in a message is (from the writer's point of view).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DateRole {
    /// The date the recipient's move was sent, confirmed (E2.5; P04 a).
    YourMoveSent,
    /// The date the writer received it (E2.7; P04 b).
    Received,
    /// The writer's (anticipated) mailing date of this message (E2.8; P04 c).
    Sent,
    /// A date whose role the text does not say.
    Unknown,
}

/// A move-like word of the text, with the move number written before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    /// The move number written with it (`12` of `12...Nf6`).
    pub number: Option<u32>,
    /// `Some(true)` after `12...`, `Some(false)` after `12.`.
    pub black: Option<bool>,
    /// The move as written, without the number.
    pub text: String,
}

/// A message as text: the fields found, before any game is consulted.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParsedMessage {
    /// The machine-readable block, if the message has one.
    pub block: Option<Block>,
    /// The event line.
    pub event: Option<String>,
    /// White's name, if stated.
    pub white: Option<String>,
    /// Black's name, if stated.
    pub black: Option<String>,
    /// The side the writer says he plays.
    pub side: Option<Color>,
    /// The recipient's latest move as repeated (E4.1).
    pub repeat: Vec<Mention>,
    /// Accepted conditional moves repeated (E4.6).
    pub continuation: Vec<Mention>,
    /// The writer's move (E2.1).
    pub reply: Vec<Mention>,
    /// Conditional proposals, one line each (E4.5).
    pub proposals: Vec<Vec<Mention>>,
    /// The record of all moves (E2.5).
    pub score: Vec<Mention>,
    /// Move-like words outside labelled fields, in order.
    pub loose: Vec<Mention>,
    /// Dates with their roles.
    pub dates: Vec<(DateRole, NaiveDate)>,
    /// Days stated for this move (E2.11).
    pub days: Option<u32>,
    /// Accumulated days of White and Black as stated (E2.11).
    pub totals: Option<(Option<u32>, Option<u32>)>,
    /// Labelled parts that could not be read, as written.
    pub unreadable: Vec<String>,
}

impl ParsedMessage {
    /// The first date of a role.
    #[must_use]
    pub fn date(&self, role: DateRole) -> Option<NaiveDate> {
        self.dates.iter().find(|(r, _)| *r == role).map(|(_, d)| *d)
    }
}

/// The lines of the writer's own text: quoted lines (`>`) and everything
/// after an "On ... wrote:" or "Original Message" line are left out, since
/// they are the recipient's earlier message.
fn own_lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for line in Block::strip(text).lines() {
        let t = line.trim();
        let lower = t.to_ascii_lowercase();
        if (lower.starts_with("on ") && lower.ends_with("wrote:"))
            || lower.contains("original message")
        {
            break;
        }
        if t.starts_with('>') {
            continue;
        }
        out.push(line);
    }
    out
}

/// Move-like words of `text`.
#[must_use]
pub fn mentions(text: &str) -> Vec<Mention> {
    let mut out = Vec::new();
    let mut pending: Option<(u32, bool)> = None;
    for raw in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        let word = raw
            .trim_start_matches(['(', '"', '\''])
            .trim_end_matches([')', ':', '"', '\'']);
        if word.is_empty() {
            continue;
        }
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == word.len() && digits <= 3 {
            // "13 ... a6": a bare move number before the dots.
            pending = word.parse().ok().map(|n| (n, false));
            continue;
        }
        let (number, rest) = if digits > 0 && word[digits..].starts_with(['.', '…']) {
            let after = &word[digits..];
            let rest = after.trim_start_matches(['.', '…']);
            let dots = after.len() - rest.len();
            let black = dots > 1 || after.starts_with('…');
            (word[..digits].parse::<u32>().ok().map(|n| (n, black)), rest)
        } else {
            (None, word)
        };
        let rest = rest.trim_end_matches(['.']);
        if rest.is_empty() {
            if let Some(n) = number {
                pending = Some(n);
            } else if word.chars().all(|c| c == '.' || c == '…')
                && let Some((n, _)) = pending
            {
                pending = Some((n, true));
            }
            continue;
        }
        let number = number.or(pending.take());
        if matches!(
            rest,
            "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "e.p." | "ep"
        ) {
            continue;
        }
        if rest.parse::<WrittenMove>().is_ok() {
            out.push(Mention {
                number: number.map(|(n, _)| n),
                black: number.map(|(_, b)| b),
                text: rest.to_owned(),
            });
        }
    }
    out
}

/// The moves of a labelled field, or the whole value as one unreadable
/// move, so that the reader reports it instead of dropping it.
fn mentions_or_raw(value: &str) -> Vec<Mention> {
    let m = mentions(value);
    if m.is_empty() && !value.trim().is_empty() {
        vec![Mention {
            number: None,
            black: None,
            text: value.trim().to_owned(),
        }]
    } else {
        m
    }
}

fn has(label: &str, words: &[&str]) -> bool {
    words.iter().any(|w| label.contains(w))
}

fn number_before_day(text: &str) -> Option<u32> {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .find_map(|w| {
            w[1].to_ascii_lowercase()
                .starts_with("day")
                .then(|| w[0].parse().ok())
                .flatten()
        })
        .or_else(|| {
            let t = text.trim().trim_end_matches('.');
            t.parse().ok()
        })
}

/// `White 12 days, Black 20 days` → `(Some(12), Some(20))`.
fn totals_of(text: &str) -> (Option<u32>, Option<u32>) {
    let lower = text.to_ascii_lowercase();
    let after = |word: &str| {
        lower.find(word).and_then(|i| {
            lower[i + word.len()..]
                .split(|c: char| !c.is_ascii_digit())
                .find(|s| !s.is_empty())
                .and_then(|s| s.parse().ok())
        })
    };
    (after("white"), after("black"))
}

fn side_of(text: &str) -> Option<Color> {
    let lower = text.to_ascii_lowercase();
    match (lower.contains("white"), lower.contains("black")) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

/// Reads what a message says. Never fails: what cannot be read is listed
/// in [`ParsedMessage::unreadable`] or left empty.
#[must_use]
pub fn parse_message(text: &str) -> ParsedMessage {
    let mut p = ParsedMessage {
        block: Block::find(text),
        ..ParsedMessage::default()
    };
    let lines = own_lines(text);
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        let (label, value) = match line.split_once(':') {
            Some((l, v))
                if l.chars().count() <= 40
                    && !l.trim().is_empty()
                    && !l.trim().chars().all(|c| c.is_ascii_digit()) =>
            {
                (l.trim().to_ascii_lowercase(), v.trim())
            }
            _ => (String::new(), line.trim()),
        };
        // A label alone on its line: the value is on the next lines.
        let mut value = value.to_owned();
        if !label.is_empty() && value.is_empty() {
            while i < lines.len() && !lines[i].trim().is_empty() {
                value.push(' ');
                value.push_str(lines[i].trim());
                i += 1;
            }
        }
        let lower = line.to_ascii_lowercase();
        let dates = find_dates(&value);
        if !dates.is_empty() && !has(&label, &["record", "score", "move:"]) {
            let key = if label.is_empty() {
                lower.as_str()
            } else {
                label.as_str()
            };
            classify_dates(&mut p, key, &value, &dates);
            continue;
        }
        if label.is_empty() {
            p.loose.extend(mentions(&value));
            continue;
        }
        if has(&label, &["event", "tournament", "competition"]) {
            p.event = Some(value);
        } else if has(&label, &["game", "players", "pairing"]) && !has(&label, &["record", "score"])
        {
            read_players(&mut p, &value);
        } else if label == "white" {
            p.white = Some(value);
        } else if label == "black" {
            p.black = Some(value);
        } else if label == "from" || label == "sender" || label == "colour" || label == "color" {
            if let Some(side) = side_of(&value) {
                p.side = Some(side);
            }
        } else if has(&label, &["time used in all", "accumulated", "total"]) {
            p.totals = Some(totals_of(&value));
        } else if has(&label, &["time", "days used"]) {
            match number_before_day(&value) {
                Some(n) => p.days = Some(n),
                None => p.unreadable.push(line.trim().to_owned()),
            }
        } else if has(&label, &["sent", "received", "posted", "date"]) {
            p.unreadable.push(line.trim().to_owned());
        } else if has(&label, &["record", "score", "moves so far"]) {
            p.score = mentions(&value);
        } else if has(
            &label,
            &["conditional moves played", "accepted", "continuation"],
        ) {
            p.continuation = mentions(&value);
        } else if has(&label, &["conditional", "proposal", "if"]) {
            let line_moves = mentions(&value);
            if !line_moves.is_empty() {
                p.proposals.push(line_moves);
            }
        } else if has(&label, &["your", "repeat", "you played", "received move"]) {
            p.repeat = mentions_or_raw(&value);
        } else if has(&label, &["my", "reply", "move", "i play", "answer"]) {
            p.reply = mentions_or_raw(&value);
        } else if label.len() <= 12 && !mentions(&value).is_empty() {
            p.loose.extend(mentions(&value));
        }
    }
    p
}

fn read_players(p: &mut ParsedMessage, value: &str) {
    let mut sides = value.splitn(2, " - ").map(|s| {
        s.replace("(White)", "")
            .replace("(Black)", "")
            .replace("(white)", "")
            .replace("(black)", "")
            .trim()
            .to_owned()
    });
    p.white = sides.next().filter(|s| !s.is_empty());
    p.black = sides.next().filter(|s| !s.is_empty());
}

fn classify_dates(
    p: &mut ParsedMessage,
    key: &str,
    value: &str,
    dates: &[(NaiveDate, usize, usize)],
) {
    let received = has(
        key,
        &[
            "received",
            "receipt",
            "arrived",
            "reached",
            "got it",
            "delivered",
        ],
    );
    let yours = has(key, &["your", "postmark"]);
    let sent = has(
        key,
        &[
            "sent",
            "send",
            "post",
            "mail",
            "dated",
            "date",
            "reply",
            "this move",
        ],
    );
    match dates {
        [(d, _, _)] => {
            let role = if received && !(yours && key.contains("sent")) {
                DateRole::Received
            } else if yours {
                DateRole::YourMoveSent
            } else if sent {
                DateRole::Sent
            } else {
                DateRole::Unknown
            };
            p.dates.push((role, *d));
        }
        many => {
            // "your move of 10 Mar reached me on 12 Mar": the words between
            // the dates tell.
            for (k, (d, start, _)) in many.iter().enumerate() {
                let before = &value[..*start].to_ascii_lowercase();
                let tail = match k {
                    0 => before.as_str(),
                    _ => &before[many[k - 1].2.min(before.len())..],
                };
                let role = if has(
                    tail,
                    &["received", "receipt", "arrived", "reached", "delivered"],
                ) {
                    DateRole::Received
                } else if has(tail, &["your", "postmark"]) || (k == 0 && yours) {
                    DateRole::YourMoveSent
                } else if has(tail, &["sent", "send", "post", "mail", "reply"]) {
                    DateRole::Sent
                } else {
                    DateRole::Unknown
                };
                p.dates.push((role, *d));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_keep_numbers_and_skip_chatter() {
        let m = mentions(
            "Thanks! Your 12...Nf6 was a surprise; I play 13. Bb5, and 13 ... a6 14.Ba4 1-0",
        );
        let got: Vec<(Option<u32>, Option<bool>, &str)> = m
            .iter()
            .map(|x| (x.number, x.black, x.text.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (Some(12), Some(true), "Nf6"),
                (Some(13), Some(false), "Bb5"),
                (Some(13), Some(true), "a6"),
                (Some(14), Some(false), "Ba4"),
            ]
        );
        let numeric = mentions("5254 e2-e4 0-0 O-O-O g1f3");
        assert_eq!(numeric.len(), 5);
    }
}
