//! [`parse_message`]: what a message text says, read without knowing the
//! game — labelled fields, dates with their roles, time figures and every
//! move-like word — so [`read_message`](super::read_message) can match it
//! against a game.
//!
//! Reading is lenient, as rule E4.4 asks of the moves and as people write
//! mail: labels in English, German, French, Spanish, Dutch and Italian or
//! none at all (`1.e4, sent 2026-10-16`); dates in any common form, with or
//! without the year (`3/11`, see [`DayMonth`]); moves in SAN, long
//! algebraic, UCI, figurine or ICCF numeric, with the piece letters of any
//! of those languages ([`PieceLetters`]); HTML-only mail is read as its
//! text; quoted history (`> ...`, "On ... wrote:"), signatures (`-- `) and
//! the headers of a forwarded message are left out.
//!
//! ```
//! use ccdesk_domain::message::{DateRole, parse_message};
//!
//! let p = parse_message("Hi Ann, 12...Nf6 sent 3/11\n-- \nBo, tel. 5254");
//! assert_eq!(p.loose.len(), 1);
//! assert_eq!(p.loose[0].text, "Nf6");
//! assert_eq!(p.day_months[0].0, DateRole::Sent);
//! ```

use std::borrow::Cow;

use chrono::NaiveDate;
use shakmaty::{Chess, Color, Move};

use crate::language::Language;
use crate::notation::{
    MoveParseError, MoveRefusal, PieceLetters, UnreadableMove, WrittenMove, parse_move,
    parse_move_in,
};

use super::block::{BEGIN as BLOCK_BEGIN, Block, END as BLOCK_END};
use super::date::{DayMonth, find_dates, find_day_months};
use super::mid_line::{join_bare_labels, join_broken_dates, split_labels, unfold_block};
use super::time_used::{TimeFigures, time_in_prose};

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
    /// Days and months written without a year, with their roles; the
    /// reader dates them by the context ([`ParsedMessage::date_years`]).
    pub day_months: Vec<(DateRole, DayMonth)>,
    /// The piece-letter languages the text's moves are written in, most
    /// likely first (all of them when the moves do not tell).
    pub letters: Vec<PieceLetters>,
    /// Days stated for this move (E2.11).
    pub days: Option<u32>,
    /// Accumulated days of White and Black as stated (E2.11).
    pub totals: Option<(Option<u32>, Option<u32>)>,
    /// The writer's own accumulated days, stated without a colour ("7
    /// days in all"); the reader gives them to the sender's side.
    pub own_total: Option<u32>,
    /// Labelled parts that could not be read, as written.
    pub unreadable: Vec<String>,
    /// Parts of the mail that could not be decoded, each with why: the
    /// lines [`NOT_DECODED`] the mail reader puts in their place.
    pub not_decoded: Vec<String>,
    /// What the message declares besides a move (a resignation, a draw
    /// offer...): [`super::declaration::declared`].
    pub declares: Option<super::letter::LetterKind>,
}

/// The start of the line a mail reader puts where a part of the mail
/// could not be decoded (a base64 body that does not decode), followed by
/// why: the reader reports it as not read and never guesses at it.
pub const NOT_DECODED: &str = "[ccdesk could not decode a part of this mail:";

impl ParsedMessage {
    /// The first date of a role.
    #[must_use]
    pub fn date(&self, role: DateRole) -> Option<NaiveDate> {
        self.dates.iter().find(|(r, _)| *r == role).map(|(_, d)| *d)
    }

    /// The first full date the text states, of any role.
    #[must_use]
    pub fn first_date(&self) -> Option<NaiveDate> {
        self.dates.first().map(|(_, d)| *d)
    }

    /// Dates the days and months written without a year (`3/11`) in the
    /// year that puts each nearest to `reference` (the day the message
    /// arrived, as a rule), and adds them to [`ParsedMessage::dates`] after
    /// the full dates of the same role.
    pub fn date_years(&mut self, reference: NaiveDate) {
        for (role, dm) in std::mem::take(&mut self.day_months) {
            if let Some(date) = dm.near(reference) {
                self.dates.push((role, date));
            }
        }
    }

    /// Every move-like word of the human text (not of the block): the
    /// labelled fields, the proposals, the score and the loose words.
    pub fn text_mentions(&self) -> impl Iterator<Item = &Mention> {
        self.repeat
            .iter()
            .chain(&self.continuation)
            .chain(&self.reply)
            .chain(self.proposals.iter().flatten())
            .chain(&self.score)
            .chain(&self.loose)
    }

    /// Reads a move of the human text in `pos` with the text's piece
    /// letters ([`read_move_in`] with [`ParsedMessage::letters`]).
    ///
    /// # Errors
    ///
    /// As [`read_move_in`].
    pub fn read_move(&self, pos: &Chess, text: &str) -> Result<Move, MoveParseError> {
        read_move_in(pos, text, &self.letters)
    }
}

/// Reads a move written with the piece letters of one of `letters` (all
/// languages when empty) and finds it in `pos` (rule E4.4: what a move
/// means counts, not how it is written).
///
/// The English reading is taken when English is among `letters` and it is
/// legal; otherwise the one legal reading of the other languages. When the
/// languages of `letters` give none, every language is tried.
///
/// # Errors
///
/// The English reading's error when no language gives a legal move (or
/// the first refusal of another language when English cannot read it);
/// [`MoveRefusal::Ambiguous`] when languages give different legal moves.
pub fn read_move_in(
    pos: &Chess,
    text: &str,
    letters: &[PieceLetters],
) -> Result<Move, MoveParseError> {
    let english = parse_move(pos, text);
    let langs: &[PieceLetters] = if letters.is_empty() {
        &PieceLetters::ALL
    } else {
        letters
    };
    if langs.contains(&PieceLetters::English) && english.is_ok() {
        return english;
    }
    let legal = |set: &[PieceLetters]| {
        let mut found: Vec<Move> = Vec::new();
        for l in set.iter().filter(|l| **l != PieceLetters::English) {
            if let Ok(m) = parse_move_in(pos, text, *l)
                && !found.contains(&m)
            {
                found.push(m);
            }
        }
        found
    };
    let mut found = legal(langs);
    if found.is_empty() && langs.len() < PieceLetters::ALL.len() {
        if english.is_ok() {
            return english;
        }
        found = legal(&PieceLetters::ALL);
    }
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(match english {
            Err(MoveParseError::Unreadable(u)) => PieceLetters::ALL
                .iter()
                .find_map(|l| match parse_move_in(pos, text, *l) {
                    Err(e @ MoveParseError::Refused { .. }) => Some(e),
                    _ => None,
                })
                .unwrap_or(MoveParseError::Unreadable(u)),
            Err(e) => e,
            Ok(_) => MoveParseError::Unreadable(UnreadableMove {
                token: text.to_owned(),
            }),
        }),
        [first, ..] => Err(MoveParseError::Refused {
            token: text.trim().to_owned(),
            refusal: MoveRefusal::Ambiguous {
                role: first.role(),
                to: first.to(),
                candidates: found.iter().filter_map(|m| m.from()).collect(),
            },
        }),
    }
}

/// Whether `text` is `mv` in `pos` read with the letters of any language:
/// a repetition is right whatever letters it is written in (E4.1, E4.4).
#[must_use]
pub fn reads_as(pos: &Chess, text: &str, mv: Move) -> bool {
    PieceLetters::ALL
        .iter()
        .any(|l| parse_move_in(pos, text, *l).is_ok_and(|m| m == mv))
}

/// Whether a word is a move in some notation and some language's letters.
fn is_move_word(word: &str) -> bool {
    word.parse::<WrittenMove>().is_ok() || !PieceLetters::reading(word).is_empty()
}

// ---------------------------------------------------------------------
// The text of a mail: HTML, quoted history, signatures, forwarded headers.

/// Whether the text is HTML mail rather than plain text.
fn is_html(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    [
        "<html",
        "<body",
        "<p>",
        "<p ",
        "</p>",
        "<br",
        "<div",
        "</div>",
        "<span",
        "<table",
        "<font",
        "<blockquote",
    ]
    .iter()
    .any(|t| lower.contains(t))
}

/// The text of the message: HTML mail as the lines a reader sees (tags
/// gone, `<br>` and blocks as line ends, `<blockquote>` as `> ` quoting,
/// entities decoded); plain text with its entities decoded.
pub(super) fn plain_text(text: &str) -> Cow<'_, str> {
    let plain = if is_html(text) {
        Cow::Owned(decode_entities(&html_lines(text)))
    } else if text.contains('&') {
        Cow::Owned(decode_entities(text))
    } else {
        Cow::Borrowed(text)
    };
    // French typography's no-break spaces (`Votre coup\u{a0}:`) read as
    // the plain space people type (`Votre coup :`, `Votre coup:`).
    if plain.contains(NO_BREAK_SPACES) {
        Cow::Owned(plain.replace(NO_BREAK_SPACES, " "))
    } else {
        plain
    }
}

/// The no-break spaces French typography sets before `: ; ! ?` (the
/// full one ccdesk writes, the narrow and the figure space others do).
const NO_BREAK_SPACES: [char; 3] = ['\u{a0}', '\u{202f}', '\u{2007}'];

fn html_lines(html: &str) -> String {
    let mut out = String::new();
    let mut quote = 0usize;
    let mut pre = 0usize;
    let mut skip: Option<String> = None;
    let mut rest = html;
    // A line end, at most one blank line in a row, none at the start.
    let new_line = |out: &mut String| {
        if !out.is_empty() && !out.ends_with("\n\n") {
            out.push('\n');
        }
    };
    while let Some(c) = rest.chars().next() {
        if c == '<'
            && let Some(end) = rest.find('>')
        {
            let tag = &rest[1..end];
            rest = &rest[end + 1..];
            let closing = tag.starts_with('/');
            let name: String = tag
                .trim_start_matches('/')
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect::<String>()
                .to_ascii_lowercase();
            if let Some(s) = &skip {
                if closing && *s == name {
                    skip = None;
                }
                continue;
            }
            // Outlook sets the quoted message apart with a rule or a
            // bordered block: a line of underscores, as in its plain text.
            if name == "hr" || (name == "div" && !closing && tag.contains("border-top")) {
                new_line(&mut out);
                out.push_str("________________________________\n");
                continue;
            }
            match name.as_str() {
                "style" | "script" | "head" | "title" if !closing => skip = Some(name),
                "br" | "p" | "div" | "tr" | "li" | "ul" | "ol" | "table" | "h1" | "h2" | "h3"
                | "h4" | "h5" | "h6" => new_line(&mut out),
                "blockquote" => {
                    new_line(&mut out);
                    if closing {
                        quote = quote.saturating_sub(1);
                    } else {
                        quote += 1;
                    }
                }
                "pre" => {
                    new_line(&mut out);
                    if closing {
                        pre = pre.saturating_sub(1);
                    } else {
                        pre += 1;
                    }
                }
                "td" | "th" => out.push(' '),
                _ => {}
            }
            continue;
        }
        rest = &rest[c.len_utf8()..];
        if skip.is_some() || c == '\r' {
            continue;
        }
        let c = if c == '\n' && pre == 0 { ' ' } else { c };
        let at_start = out.is_empty() || out.ends_with('\n');
        if c == '\n' {
            out.push('\n');
        } else if !(at_start && c.is_whitespace()) {
            if at_start && quote > 0 {
                out.push_str(&"> ".repeat(quote));
            }
            out.push(c);
        }
    }
    out
}

/// `&nbsp;`, `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&#9816;`, `&#x2658;`, ...
fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let decoded = rest[1..]
            .find(';')
            .filter(|j| *j <= 10)
            .and_then(|j| entity(&rest[1..=j]).map(|c| (c, j + 2)));
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "nbsp" => ' ',
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "hellip" => '…',
        "ndash" => '–',
        "mdash" => '—',
        "laquo" => '«',
        "raquo" => '»',
        "lsquo" | "rsquo" => '\'',
        "ldquo" | "rdquo" | "bdquo" => '"',
        "frac12" => '½',
        "times" => '×',
        _ => return None,
    })
}

/// "On 10 Mar 2026, Ann Smith wrote:" and its German, French, Spanish,
/// Dutch and Italian forms.
fn is_attribution(lower: &str) -> bool {
    let l = lower.replace('\u{a0}', " ");
    let l = l.trim_end();
    l.ends_with(':')
        && !l.starts_with('>')
        && [
            "wrote",
            "schrieb",
            "a écrit",
            "escribió",
            "schreef",
            "ha scritto",
            "skrev",
        ]
        .iter()
        .any(|w| l.contains(w))
}

/// The start of a forwarded message, whose text is the sender's.
fn is_forward_marker(lower: &str) -> bool {
    [
        "forwarded message",
        "begin forwarded message",
        "weitergeleitet",
        "message transféré",
        "réexpédié",
        "mensaje reenviado",
        "doorgestuurd bericht",
        "messaggio inoltrato",
    ]
    .iter()
    .any(|m| lower.contains(m))
}

/// The start of an earlier message quoted without `>`.
fn is_original_marker(lower: &str) -> bool {
    [
        "original message",
        "ursprüngliche nachricht",
        "message d'origine",
        "mensaje original",
        "oorspronkelijk bericht",
        "messaggio originale",
    ]
    .iter()
    .any(|m| lower.contains(m))
        || (lower.len() >= 8 && lower.chars().all(|c| c == '_'))
}

/// A header line of a forwarded message (`From:`, `Date:`, `Subject:` ...).
fn is_header_line(line: &str) -> bool {
    let Some((key, _)) = line.split_once(':') else {
        return false;
    };
    let key = key.trim().to_lowercase();
    [
        "from",
        "date",
        "sent",
        "subject",
        "to",
        "cc",
        "reply-to",
        "von",
        "datum",
        "gesendet",
        "betreff",
        "an",
        "de",
        "envoyé",
        "objet",
        "à",
        "a",
        "asunto",
        "fecha",
        "para",
        "enviado",
        "van",
        "verzonden",
        "onderwerp",
        "aan",
        "da",
        "data",
        "oggetto",
        "inviato",
    ]
    .contains(&key.as_str())
}

/// The lines of the writer's own text: quoted lines (`>`) and their
/// "On ... wrote:" line, everything after an unquoted earlier message
/// ("Original Message") or the signature line (`-- `), and the headers of
/// a forwarded message are left out.
pub(super) fn own_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().collect();
    // The block's lines (quoted or not) are the machine's, not the writer's.
    let unquoted = |l: &str| l.trim_start_matches(['>', ' ']).trim().to_owned();
    if let Some(begin) = lines.iter().rposition(|l| unquoted(l) == BLOCK_BEGIN) {
        let end = lines[begin..]
            .iter()
            .position(|l| unquoted(l) == BLOCK_END)
            .map_or(lines.len(), |e| begin + e + 1);
        lines.drain(begin..end);
    }
    let lower: Vec<String> = lines.iter().map(|l| l.trim().to_lowercase()).collect();
    let next_text = |from: usize| (from..lines.len()).find(|&j| !lower[j].is_empty());
    let mut out = Vec::new();
    // After a forward marker: its header lines, up to the blank line after them.
    let mut headers: Option<bool> = None;
    let mut i = 0;
    while i < lines.len() {
        let (line, l) = (lines[i], &lower[i]);
        i += 1;
        if is_forward_marker(l) {
            headers = Some(false);
            continue;
        }
        if let Some(seen) = headers {
            if is_header_line(line) {
                headers = Some(true);
                continue;
            }
            if l.is_empty() && !seen {
                continue;
            }
            headers = None;
        }
        if line.trim_end() == "--" || is_original_marker(l) {
            break;
        }
        // "On ... wrote:", possibly wrapped over two lines.
        let wrapped = i < lines.len()
            && is_attribution(&lower[i])
            && !lower[i].starts_with('>')
            && ["on ", "am ", "le ", "el ", "op ", "il "]
                .iter()
                .any(|s| l.starts_with(s));
        if is_attribution(l) || wrapped {
            if wrapped {
                i += 1;
            }
            // Quoted with `>`: skip the quote, read on (a reply may follow
            // it); quoted without: the rest is the earlier message.
            if next_text(i).is_some_and(|j| lower[j].starts_with('>')) {
                continue;
            }
            break;
        }
        if line.trim_start().starts_with('>') {
            continue;
        }
        out.push(line);
    }
    out
}

// ---------------------------------------------------------------------
// Moves.

/// Move-like words of `text`.
#[must_use]
pub fn mentions(text: &str) -> Vec<Mention> {
    mentions_in(text, false)
}

/// Move-like words; in `loose` text (outside a labelled field) a word of
/// digits only (ICCF numeric `5254`) counts only after a move number with
/// dots (`12.5254`, `12. 5254`) or another move, since telephone numbers
/// and postcodes are digits too. Piece names written out count with the
/// square after them (`knight to f6`, `Springer nach f6`, `bishop takes
/// f7`): "takes" and "captures" mean nothing (E4.4).
fn mentions_in(text: &str, loose: bool) -> Vec<Mention> {
    type Number = Option<(u32, bool, bool)>;
    let mut out = Vec::new();
    // The pending move number, its side, and whether it was written with dots.
    let mut pending: Number = None;
    // Whether the previous word was a move.
    let mut in_moves = false;
    // A piece name written out, waiting for its square.
    let mut piece: Option<(char, Number)> = None;
    let push = |out: &mut Vec<Mention>, number: Number, text: String| {
        out.push(Mention {
            number: number.map(|(n, _, _)| n),
            black: number.map(|(_, b, _)| b),
            text,
        });
    };
    for raw in text.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
        let word =
            raw.trim_start_matches(['(', '"', '\'', '[', '“', '„', '«', '¡', '¿', '*', '_', '‘']);
        // "[4...Nc6].": the sentence's stop after a closing bracket.
        let stopped = word.trim_end_matches(['.', '!', '?']);
        let word = if stopped.ends_with([')', ']', '"', '”', '»', '\'', '’']) {
            stopped
        } else {
            word
        };
        let word = word.trim_end_matches([')', ':', '"', '\'', ']', '”', '»', '*', '_', '’']);
        if word.is_empty() {
            continue;
        }
        let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == word.len() && digits <= 3 {
            // "13 ... a6": a bare move number before the dots.
            pending = word.parse().ok().map(|n| (n, false, false));
            continue;
        }
        let (number, rest) = if digits > 0 && word[digits..].starts_with(['.', '…']) {
            let after = &word[digits..];
            let rest = after.trim_start_matches(['.', '…']);
            let dots = after.len() - rest.len();
            let black = dots > 1 || after.starts_with('…');
            (
                word[..digits].parse::<u32>().ok().map(|n| (n, black, true)),
                rest,
            )
        } else {
            (None, word)
        };
        let rest = rest.trim_end_matches(['.']);
        if rest.is_empty() {
            if let Some(n) = number {
                pending = Some(n);
            } else if word.chars().all(|c| c == '.' || c == '…')
                && let Some((n, _, _)) = pending
            {
                pending = Some((n, true, true));
            }
            continue;
        }
        let number = number.or(pending.take());
        if matches!(
            rest,
            "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*" | "e.p." | "ep" | "e.p"
        ) {
            continue;
        }
        if let Some(letter) = piece_letter(rest) {
            piece = Some((letter, number));
            continue;
        }
        if let Some((letter, piece_number)) = piece.take() {
            let lower = rest.to_lowercase();
            if LINK_WORDS.contains(&lower.as_str()) {
                piece = Some((letter, piece_number));
                continue;
            }
            let mut chars = lower.chars();
            let square =
                matches!(chars.next(), Some('a'..='h')) && matches!(chars.next(), Some('1'..='8'));
            let text = format!("{letter}{lower}");
            if square && text.parse::<WrittenMove>().is_ok() {
                push(&mut out, piece_number.or(number), text);
                in_moves = true;
                continue;
            }
        }
        let numeric = rest.chars().all(|c| c.is_ascii_digit());
        let dotted = number.is_some_and(|(_, _, dotted)| dotted);
        if numeric && loose && !dotted && !in_moves {
            continue;
        }
        in_moves = is_move_word(rest);
        if in_moves {
            push(&mut out, number, rest.to_owned());
        }
    }
    out
}

/// The English letter of a piece name written out, in the six languages.
fn piece_letter(word: &str) -> Option<char> {
    let letter = match word.to_lowercase().as_str() {
        "king" | "könig" | "koenig" | "roi" | "rey" | "koning" => 'K',
        "queen" | "dame" | "dama" | "donna" => 'Q',
        "rook" | "turm" | "tour" | "torre" | "toren" => 'R',
        "bishop" | "läufer" | "laeufer" | "laufer" | "fou" | "alfil" | "loper" | "alfiere" => 'B',
        "knight" | "springer" | "cavalier" | "caballo" | "paard" | "cavallo" => 'N',
        "pawn" | "bauer" | "pion" | "peón" | "peon" | "pedone" => 'P',
        _ => return None,
    };
    Some(letter)
}

/// Words between a piece name and its square.
const LINK_WORDS: &[&str] = &[
    "to", "takes", "captures", "x", "on", "nach", "auf", "schlägt", "nimmt", "prend", "en", "sur",
    "à", "captura", "toma", "a", "come", "mangia", "prende", "cattura", "su", "slaat", "neemt",
    "naar", "op",
];

/// The language of the text's own words (labels, greetings, date words),
/// when one language has more of them than any other.
fn text_language(lines: &[&str]) -> Option<PieceLetters> {
    const WORDS: [(PieceLetters, &[&str]); 5] = [
        (
            PieceLetters::German,
            &[
                "zug",
                "mein",
                "meinen",
                "ihr",
                "ihren",
                "dein",
                "deinen",
                "gesendet",
                "erhalten",
                "erhielt",
                "abgeschickt",
                "hallo",
                "grüße",
                "gruß",
                "lieber",
                "liebe",
                "viele",
                "bedenkzeit",
            ],
        ),
        (
            PieceLetters::French,
            &[
                "coup",
                "votre",
                "mon",
                "reçu",
                "envoyé",
                "envoie",
                "bonjour",
                "cher",
                "chère",
                "amitiés",
                "salutations",
            ],
        ),
        (
            PieceLetters::Spanish,
            &[
                "jugada", "recibí", "recibida", "enviada", "envío", "hola", "saludos", "estimado",
                "llegó",
            ],
        ),
        (
            PieceLetters::Dutch,
            &[
                "zet",
                "mijn",
                "uw",
                "jouw",
                "ontvangen",
                "verzonden",
                "groeten",
                "beste",
                "bedenktijd",
            ],
        ),
        (
            PieceLetters::Italian,
            &[
                "mossa", "mia", "tua", "ricevuta", "inviata", "spedita", "ciao", "saluti", "caro",
            ],
        ),
    ];
    let mut counts = [0usize; 5];
    for line in lines {
        for word in line
            .to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
        {
            for (k, (_, words)) in WORDS.iter().enumerate() {
                if words.contains(&word) {
                    counts[k] += 1;
                }
            }
        }
    }
    let best = *counts.iter().max()?;
    let mut winners = WORDS.iter().zip(counts).filter(|(_, c)| *c == best);
    match (winners.next(), winners.next()) {
        (Some(((lang, _), _)), None) if best > 0 => Some(*lang),
        _ => None,
    }
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

/// The piece-letter languages of the text's moves: narrowed first by the
/// writer's own moves, then by the rest, each word only where it leaves a
/// language (all six when the moves do not tell).
fn letter_hint(p: &ParsedMessage) -> Vec<PieceLetters> {
    let mut set = PieceLetters::ALL.to_vec();
    let own = p
        .reply
        .iter()
        .chain(&p.continuation)
        .chain(p.proposals.iter().flatten())
        .chain(&p.loose)
        .chain(&p.score)
        .chain(&p.repeat);
    for m in own {
        let readers = PieceLetters::reading(&m.text);
        if readers.is_empty() {
            continue;
        }
        let narrowed: Vec<PieceLetters> = set
            .iter()
            .copied()
            .filter(|l| readers.contains(l))
            .collect();
        if !narrowed.is_empty() {
            set = narrowed;
        }
    }
    set
}

// ---------------------------------------------------------------------
// Labels.

/// Whether `text` holds one of `words`: a word of several parts as a
/// substring, a single word as the start of a word of the text.
fn has(text: &str, words: &[&str]) -> bool {
    words.iter().any(|w| {
        if w.contains(' ') {
            text.contains(w)
        } else {
            text.split(|c: char| !c.is_alphanumeric())
                .any(|t| t.starts_with(w))
        }
    })
}

/// Whether `text` holds one of `words` as a whole word.
fn has_word(text: &str, words: &[&str]) -> bool {
    text.split(|c: char| !c.is_alphanumeric())
        .any(|t| words.contains(&t))
}

const RECEIVED_WORDS: &[&str] = &[
    "received",
    "receipt",
    "arrived",
    "reached",
    "got",
    "delivered",
    "erhalten",
    "erhielt",
    "empfangen",
    "bekommen",
    "eingegangen",
    "eingetroffen",
    "reçu",
    "recu",
    "recibí",
    "recibi",
    "recibid",
    "ontvangen",
    "binnengekomen",
    "ricevut",
    "arrivat",
    "arrivé",
    "llegó",
    "came",
    "erreicht",
    "ontving",
    "rcvd",
    "recd",
    "kam",
    "angekommen",
];

const SENT_WORDS: &[&str] = &[
    "sent",
    "send",
    "post",
    "mail",
    "dated",
    "date",
    "reply",
    "this move",
    "gesendet",
    "gesandt",
    "geschickt",
    "abgeschickt",
    "abgesandt",
    "abgesendet",
    "versandt",
    "verschickt",
    "datum",
    "envoy",
    "envoi",
    "expédi",
    "expedi",
    "enviad",
    "envío",
    "envio",
    "mandad",
    "fecha",
    "verzonden",
    "verstuurd",
    "gestuurd",
    "verzend",
    "inviat",
    "spedit",
    "invio",
    "goes",
    "ging",
];

/// Words of a label whose value is a date.
const DATE_LABEL_WORDS: &[&str] = &[
    "sent",
    "send",
    "posted",
    "post",
    "date",
    "dated",
    "gesendet",
    "gesandt",
    "geschickt",
    "abgeschickt",
    "versandt",
    "verschickt",
    "datum",
    "envoy",
    "expédi",
    "enviad",
    "fecha",
    "verzonden",
    "verstuurd",
    "inviat",
    "spedit",
];

/// Labels of the repetition of the recipient's move, in other languages.
const YOUR_MOVE_LABELS: &[&str] = &[
    "ihr zug",
    "ihren zug",
    "dein zug",
    "deinen zug",
    "ihr letzter",
    "votre",
    "ton coup",
    "su jugada",
    "tu jugada",
    "su movimiento",
    "tu movimiento",
    "uw zet",
    "jouw zet",
    "je zet",
    "tua mossa",
    "sua mossa",
    "vostra mossa",
];

/// Words that make a date the recipient's (the date his move was sent).
const YOUR_WORDS: &[&str] = &[
    "your", "postmark", "ihr", "ihren", "ihre", "dein", "deinen", "deine", "votre", "vos", "ton",
    "tu", "su", "uw", "jouw", "tua", "tuo", "sua", "suo", "vostra", "vostro",
];

/// Words of the writer himself: "my reply ... sent" is the writer's date.
const MINE_WORDS: &[&str] = &[
    "my", "i", "me", "mine", "this", "mein", "meine", "meinen", "ich", "mon", "ma", "je", "mi",
    "mía", "mia", "mijn", "ik", "mio",
];

/// Words just before a date that make it the date of the thing named
/// before them: "your move of 10 Mar".
const OF_WORDS: &[&str] = &["of", "from", "vom", "du", "del", "de", "van", "di", "dated"];

/// What a labelled line is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Label {
    Event,
    Players,
    White,
    Black,
    Side,
    Totals,
    Days,
    Dates,
    Score,
    Continuation,
    Proposal,
    Repeat,
    Reply,
    Other,
}

/// The kind of a label ccdesk writes itself in a game's language
/// ([`Wording`](super::wording::Wording)), so that every desk reads back
/// exactly what any other writes, whatever the language (issue 35).
fn worded_label(label: &str) -> Option<Label> {
    use super::wording::Wording;
    let label = label.trim();
    Language::ALL.into_iter().find_map(|language| {
        let w = Wording::of(language);
        [
            (w.event, Label::Event),
            (w.game, Label::Players),
            (w.from, Label::Side),
            (w.your_move, Label::Repeat),
            (w.continuation, Label::Continuation),
            (w.my_move, Label::Reply),
            (w.proposal, Label::Proposal),
            (w.your_move_sent, Label::Dates),
            (w.your_move_posted, Label::Dates),
            (w.received, Label::Dates),
            (w.i_send, Label::Dates),
            (w.i_post, Label::Dates),
            (w.time_for_move, Label::Days),
            (w.time_in_all, Label::Totals),
            (w.date_label, Label::Dates),
            (w.record_plain, Label::Score),
        ]
        .into_iter()
        .find(|(text, _)| text.trim_end_matches(':').trim_end().to_lowercase() == label)
        .map(|(_, kind)| kind)
    })
}

pub(super) fn label_kind(label: &str) -> Label {
    if let Some(kind) = worded_label(label) {
        return kind;
    }
    let record = has(
        label,
        &[
            "record",
            "score",
            "moves so far",
            "partieverlauf",
            "notation",
        ],
    );
    if has(
        label,
        &[
            "event",
            "tournament",
            "competition",
            "turnier",
            "tournoi",
            "torneo",
            "toernooi",
        ],
    ) {
        Label::Event
    } else if has(
        label,
        &[
            "game", "players", "pairing", "partie", "partida", "partita", "partij",
        ],
    ) && !record
    {
        Label::Players
    } else if [
        "white", "weiß", "weiss", "blancs", "blancas", "wit", "bianco",
    ]
    .contains(&label)
    {
        Label::White
    } else if ["black", "schwarz", "noirs", "negras", "zwart", "nero"].contains(&label) {
        Label::Black
    } else if ["from", "sender", "colour", "color", "von", "farbe"].contains(&label) {
        Label::Side
    } else if has(
        label,
        &[
            "time used in all",
            "accumulated",
            "total",
            "totaal",
            "gesamt",
            "insgesamt",
        ],
    ) {
        Label::Totals
    } else if has(
        label,
        &[
            "time",
            "days used",
            "bedenkzeit",
            "zeit",
            "temps",
            "tiempo",
            "tempo",
            "bedenktijd",
        ],
    ) {
        Label::Days
    } else if has(label, DATE_LABEL_WORDS) || has(label, RECEIVED_WORDS) {
        Label::Dates
    } else if record {
        Label::Score
    } else if has(
        label,
        &[
            "conditional moves played",
            "accepted",
            "continuation",
            "gespielt",
            "angenommen",
            "joué",
            "accepté",
            "aceptad",
            "gespeeld",
            "geaccepteerd",
            "giocat",
            "accettat",
        ],
    ) {
        Label::Continuation
    } else if has(
        label,
        &[
            "conditional",
            "proposal",
            "bedingt",
            "conditionnel",
            "condicional",
            "voorwaardelijk",
            "condizional",
        ],
    ) || has_word(label, &["if"])
    {
        Label::Proposal
    } else if has(label, &["your", "repeat", "you played", "received move"])
        || has(label, YOUR_MOVE_LABELS)
    {
        Label::Repeat
    } else if has(
        label,
        &[
            "my",
            "reply",
            "move",
            "i play",
            "answer",
            "zug",
            "mein",
            "antwort",
            "coup",
            "réponse",
            "reponse",
            "jugada",
            "respuesta",
            "movimiento",
            "zet",
            "antwoord",
            "mossa",
            "risposta",
            "je joue",
            "ich spiele",
            "juego",
            "ik speel",
            "gioco",
        ],
    ) {
        Label::Reply
    } else {
        Label::Other
    }
}

/// Splits `Label: value` at the first colon followed by a space or the
/// line's end (or directly followed by the value after a word label:
/// `Zug:Sf3`); no label when the part before is too long or a number.
fn split_label(line: &str) -> (String, &str) {
    for (i, c) in line.char_indices() {
        if c != ':' {
            continue;
        }
        let (head, after) = (line[..i].trim(), &line[i + 1..]);
        let spaced = after.is_empty() || after.starts_with(char::is_whitespace);
        let word_label = head.chars().count() >= 3
            && head.chars().all(|c| c.is_alphabetic() || c == ' ')
            && !after.starts_with('/');
        if spaced || word_label {
            if !head.is_empty()
                && head.chars().count() <= 40
                && !head.chars().all(|c| c.is_ascii_digit())
            {
                return (head.to_lowercase(), after.trim());
            }
            break;
        }
    }
    (String::new(), line.trim())
}

fn number_before_day(text: &str) -> Option<u32> {
    // "2 days", "two days", "2d", "3Tage": the figure before a unit of days.
    let mut words: Vec<String> = Vec::new();
    for w in text.split_whitespace() {
        let w = w
            .trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase();
        let digits = w.len() - w.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && digits < w.len() {
            words.push(w[..digits].to_owned());
            words.push(w[digits..].to_owned());
        } else if !w.is_empty() {
            words.push(w);
        }
    }
    words
        .windows(2)
        .find_map(|w| {
            [
                "day", "tag", "jour", "día", "dia", "dag", "giorn", "d", "j", "gg",
            ]
            .iter()
            .any(|u| w[1].starts_with(u) && (u.len() > 1 || w[1].len() == 1))
            .then(|| super::time_used::figure(&w[0]))
            .flatten()
        })
        .or_else(|| {
            let t = text.trim().trim_end_matches('.');
            t.parse().ok()
        })
}

/// `White 12 days, Black 20 days` → `(Some(12), Some(20))`.
fn totals_of(text: &str) -> (Option<u32>, Option<u32>) {
    let lower = text.to_lowercase();
    let after = |words: &[&str]| {
        words.iter().find_map(|word| {
            lower.find(word).and_then(|i| {
                lower[i + word.len()..]
                    .split(|c: char| !c.is_ascii_digit())
                    .find(|s| !s.is_empty())
                    .and_then(|s| s.parse().ok())
            })
        })
    };
    let named = (
        after(&["white", "weiß", "weiss", "blanc", "wit", "bianco"]),
        after(&["black", "schwarz", "noir", "negra", "zwart", "nero"]),
    );
    if named != (None, None) {
        return named;
    }
    // "W 12d / B 13d", "W: 12, S: 14": a colour's initial before its figure.
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let initial = |letters: &[&str]| {
        words.windows(2).find_map(|w| {
            let digits = w[1].trim_end_matches(|c: char| !c.is_ascii_digit());
            (letters.contains(&w[0]) && !digits.is_empty())
                .then(|| digits.parse().ok())
                .flatten()
        })
    };
    (initial(&["w"]), initial(&["b", "s", "n", "z"]))
}

fn side_of(text: &str) -> Option<Color> {
    let lower = text.to_lowercase();
    let white = has(&lower, &["white", "weiß", "weiss", "blanc", "bianc"]);
    let black = has(
        &lower,
        &["black", "schwarz", "noir", "negr", "zwart", "nero"],
    );
    match (white, black) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

/// A date or a day and month, with its byte range in the line.
enum Written {
    Date(NaiveDate),
    DayMonth(DayMonth),
}

/// The dates of a line: full dates always; days and months without a year
/// only in a line that says what a date is (sent, received, ...), since
/// `2.5` or `1/2` are no dates elsewhere.
fn dates_of(line: &str) -> Vec<(Written, usize, usize)> {
    let mut out: Vec<(Written, usize, usize)> = find_dates(line)
        .into_iter()
        .map(|(d, s, e)| (Written::Date(d), s, e))
        .collect();
    let lower = line.to_lowercase();
    if has(&lower, RECEIVED_WORDS) || has(&lower, SENT_WORDS) {
        out.extend(
            find_day_months(line)
                .into_iter()
                .map(|(d, s, e)| (Written::DayMonth(d), s, e)),
        );
        out.sort_by_key(|(_, s, _)| *s);
    }
    out
}

/// Reads what a message says. Never fails: what cannot be read is listed
/// in [`ParsedMessage::unreadable`] or left empty.
#[must_use]
pub fn parse_message(text: &str) -> ParsedMessage {
    let plain = unfold_block(&plain_text(text));
    let mut p = ParsedMessage {
        block: Block::find(&plain),
        ..ParsedMessage::default()
    };
    // Labels in the middle of a line start lines of their own.
    let own: Vec<&str> = own_lines(&plain)
        .into_iter()
        .filter(|l| match l.trim().strip_prefix(NOT_DECODED) {
            Some(why) => {
                p.not_decoded
                    .push(why.trim().trim_end_matches(']').trim().to_owned());
                false
            }
            None => true,
        })
        .collect();
    let split: Vec<String> = join_bare_labels(&join_broken_dates(&own))
        .iter()
        .flat_map(|l| split_labels(l))
        .collect();
    let lines: Vec<&str> = split.iter().map(String::as_str).collect();
    let mut prose = TimeFigures::default();
    p.declares = super::declaration::declared(&lines.join("\n"), p.block.as_ref());
    let mut i = 0;
    while i < lines.len() {
        let mut line = lines[i].trim().to_owned();
        i += 1;
        // A label alone on its line: the value is on the next lines.
        let (label, value) = split_label(&line);
        if !label.is_empty() && value.is_empty() {
            // ... up to a blank line or a line with a label of its own
            // ("Board 1, you have White:" then "Your move: 3.Bb5": the
            // moves are not White's name).
            while i < lines.len()
                && !lines[i].trim().is_empty()
                && label_kind(&split_label(lines[i].trim()).0) == Label::Other
            {
                line.push(' ');
                line.push_str(lines[i].trim());
                i += 1;
            }
        }
        let kind = label_kind(&split_label(&line).0);
        let dates = dates_of(&line);
        if !dates.is_empty() && kind != Label::Score {
            classify_dates(&mut p, &line, &dates);
            let mut blank = line.clone();
            for (_, s, e) in dates.iter().rev() {
                blank.replace_range(*s..*e, &" ".repeat(e - s));
            }
            line = blank;
        }
        // The time used, as written in prose (E2.11); a labelled figure
        // read below comes first.
        if !matches!(kind, Label::Score | Label::Event) {
            let t = time_in_prose(&line);
            prose.days = prose.days.or(t.days);
            prose.weak_days = prose.weak_days.or(t.weak_days);
            prose.own_total = prose.own_total.or(t.own_total);
            prose.white = prose.white.or(t.white);
            prose.black = prose.black.or(t.black);
        }
        let (label, value) = split_label(&line);
        let value = value.to_owned();
        // "4...Bc5 - I castle: 5.O-O": a colon of prose after a move; the
        // words before it are read too.
        let prose_colon = kind == Label::Other && label.contains('.');
        if label.is_empty() || (!dates.is_empty() && matches!(kind, Label::Dates | Label::Other)) {
            p.loose
                .extend(mentions_in(if prose_colon { &line } else { &value }, true));
            continue;
        }
        // "My move, sent on: 3/11": the dates were the line's only content.
        if !dates.is_empty()
            && matches!(
                kind,
                Label::Repeat | Label::Reply | Label::Continuation | Label::Proposal
            )
            && mentions(&value).is_empty()
        {
            continue;
        }
        match kind {
            Label::Event => p.event = Some(value),
            // "Game 1 (you have White): your 3.Bb5, my 3...a6": a game's
            // part with its moves, not the players.
            Label::Players if !has_players(&value) => p.loose.extend(mentions_in(&value, true)),
            Label::Players => read_players(&mut p, &value),
            // "White:" with nothing after it names nobody.
            Label::White | Label::Black if value.trim().is_empty() => {}
            Label::White => p.white = Some(value),
            Label::Black => p.black = Some(value),
            Label::Side => {
                if let Some(side) = side_of(&value) {
                    p.side = Some(side);
                }
            }
            Label::Totals => match totals_of(&value) {
                (None, None) => match number_before_day(&value) {
                    Some(n) => p.own_total = Some(n),
                    None => p.totals = Some((None, None)),
                },
                both => p.totals = Some(both),
            },
            Label::Days => match number_before_day(&value) {
                Some(n) => p.days = Some(n),
                None if dates.is_empty() => p.unreadable.push(line.trim().to_owned()),
                None => {}
            },
            Label::Dates => p.unreadable.push(line.trim().to_owned()),
            Label::Score => p.score = mentions(&value),
            Label::Continuation => p.continuation = mentions(&value),
            Label::Proposal => {
                let line_moves = mentions(&value);
                if !line_moves.is_empty() {
                    p.proposals.push(line_moves);
                }
            }
            Label::Repeat => p.repeat = mentions_or_raw(&value),
            Label::Reply => p.reply = mentions_or_raw(&value),
            Label::Other => {
                p.loose
                    .extend(mentions_in(if prose_colon { &line } else { &value }, true));
            }
        }
    }
    p.days = p.days.or(prose.days).or(prose.weak_days);
    p.own_total = p.own_total.or(prose.own_total);
    if p.totals.is_none() && (prose.white.is_some() || prose.black.is_some()) {
        p.totals = Some((prose.white, prose.black));
    }
    p.letters = letter_hint(&p);
    // The words around the moves name the language when the letters leave
    // several (Dutch "Pf6" is the knight, French "Pf6" the pawn).
    if let Some(lang) = text_language(&lines)
        && p.letters.len() > 1
        && p.letters.contains(&lang)
    {
        p.letters = vec![lang];
    }
    // A ccdesk block quoted below a reply written by hand is the
    // recipient's own earlier message, not the sender's.
    let quoted_block = plain
        .lines()
        .rfind(|l| l.trim_start_matches(['>', ' ']).trim() == BLOCK_BEGIN)
        .is_some_and(|l| l.trim_start().starts_with('>'));
    if quoted_block && p.text_mentions().next().is_some() {
        p.block = None;
    }
    p
}

/// The separators of "White - Black".
const PLAYER_SEPARATORS: [&str; 8] = [
    " - ", " – ", " vs. ", " vs ", " v. ", " v ", " gegen ", " contre ",
];

/// Whether a value names two players ("Ann Smith - Bo Berg") rather than
/// holding moves.
fn has_players(value: &str) -> bool {
    PLAYER_SEPARATORS.iter().any(|s| value.contains(s)) || mentions(value).is_empty()
}

fn read_players(p: &mut ParsedMessage, value: &str) {
    let sep = [
        " - ", " – ", " vs. ", " vs ", " v. ", " v ", " gegen ", " contre ",
    ]
    .iter()
    .find(|s| value.contains(*s))
    .copied()
    .unwrap_or(" - ");
    let mut sides = value.splitn(2, sep).map(|s| {
        let mut s = s.to_owned();
        for colour in ["(White)", "(Black)", "(white)", "(black)"] {
            s = s.replace(colour, "");
        }
        s.trim().to_owned()
    });
    p.white = sides.next().filter(|s| !s.is_empty());
    p.black = sides.next().filter(|s| !s.is_empty());
}

fn push_date(p: &mut ParsedMessage, role: DateRole, written: &Written) {
    match written {
        Written::Date(d) => p.dates.push((role, *d)),
        Written::DayMonth(dm) => p.day_months.push((role, *dm)),
    }
}

/// The role of a date from the words of its clause (the text since the
/// previous date or sentence): the keyword nearest the date decides, so
/// "your move was sent on" is the recipient's date, "my reply is sent" the
/// writer's, "I received yours on" the day of receipt and "your move of"
/// the recipient's.
fn role_of(clause: &str) -> DateRole {
    let words: Vec<&str> = clause
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let last = |list: &[&str]| {
        words
            .iter()
            .rposition(|w| list.iter().any(|k| w.starts_with(k)))
    };
    let exact = |list: &[&str]| words.iter().rposition(|w| list.contains(w));
    let (r, y, s, m) = (
        last(RECEIVED_WORDS),
        exact(YOUR_WORDS).or_else(|| last(&["your", "postmark"])),
        last(SENT_WORDS),
        exact(MINE_WORDS),
    );
    let of = words.last().is_some_and(|w| OF_WORDS.contains(w));
    let latest = [r, y, s].into_iter().flatten().max();
    match latest {
        None => DateRole::Unknown,
        Some(l) if Some(l) == s => {
            // A word of the writer's between the other keywords and "sent".
            if m.is_some_and(|m| m < l && r.max(y).is_none_or(|o| m > o)) {
                DateRole::Sent
            } else if y.is_some_and(|y| l - y <= 4) {
                // "your move was sent on"; not "your 2.Nf3 -- 2...Nc6 3.Bb5 a6, sent".
                DateRole::YourMoveSent
            } else {
                DateRole::Sent
            }
        }
        Some(l) if Some(l) == y => {
            if r.is_some() && !of {
                DateRole::Received
            } else {
                DateRole::YourMoveSent
            }
        }
        Some(_) => DateRole::Received,
    }
}

fn classify_dates(p: &mut ParsedMessage, line: &str, dates: &[(Written, usize, usize)]) {
    for ((d, _, _), role) in dates.iter().zip(roles_of(line, dates)) {
        push_date(p, role, d);
    }
}

/// The role of each date of a line, in order.
fn roles_of(line: &str, dates: &[(Written, usize, usize)]) -> Vec<DateRole> {
    let mut roles = Vec::new();
    for (k, (_, start, _)) in dates.iter().enumerate() {
        let from = if k == 0 { 0 } else { dates[k - 1].2 };
        let clause = line[from.min(*start)..*start].to_lowercase();
        // The clause starts after the last sentence break.
        let cut = [". ", "; ", "! ", "? "]
            .iter()
            .filter_map(|b| clause.rfind(b).map(|i| i + b.len()))
            .max()
            .unwrap_or(0);
        roles.push(role_of(&clause[cut..]));
    }
    // "Received your move of 10 Mar on 12 Mar": a date left without a role
    // after another is the day of receipt, when the line speaks of one.
    let lower = line.to_lowercase();
    if has(&lower, RECEIVED_WORDS) && !roles.contains(&DateRole::Received) {
        for (k, role) in roles.iter_mut().enumerate() {
            if k > 0 && *role == DateRole::Unknown {
                *role = DateRole::Received;
                break;
            }
        }
    }
    roles
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn words(m: &[Mention]) -> Vec<(Option<u32>, Option<bool>, &str)> {
        m.iter()
            .map(|x| (x.number, x.black, x.text.as_str()))
            .collect()
    }

    #[test]
    fn mentions_keep_numbers_and_skip_chatter() {
        let m = mentions(
            "Thanks! Your 12...Nf6 was a surprise; I play 13. Bb5, and 13 ... a6 14.Ba4 1-0",
        );
        assert_eq!(
            words(&m),
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

    // rule: E4.4 — foreign piece letters and figurines are moves too.
    #[test]
    fn mentions_in_every_language() {
        let m = mentions("12...Sf6 13.Lb5 Dd7 14.Txe1 Fb4 Cc6 ♘f3 (Ab4) «Pf3»");
        assert_eq!(m.len(), 9, "{m:?}");
    }

    // rule: E2.2 — ICCF digits count in loose text only after a move number.
    #[test]
    fn loose_digits_need_a_move_number() {
        assert!(mentions_in("tel. 0171 5254 4321", true).is_empty());
        assert_eq!(
            words(&mentions_in("12. 5254", true)),
            [(Some(12), Some(false), "5254")]
        );
        assert_eq!(
            words(&mentions_in("12...5254", true)),
            [(Some(12), Some(true), "5254")]
        );
    }

    // rule: E2.6-8 — one-line messages give their move and their date.
    #[test]
    fn one_line_messages() {
        let p = parse_message("1.e4, sent 2026-10-16");
        assert_eq!(words(&p.loose), [(Some(1), Some(false), "e4")]);
        assert_eq!(
            p.date(DateRole::Sent),
            NaiveDate::from_ymd_opt(2026, 10, 16)
        );
        let p = parse_message("12...Nf6 sent 3/11");
        assert_eq!(words(&p.loose), [(Some(12), Some(true), "Nf6")]);
        assert_eq!(
            p.day_months,
            [(DateRole::Sent, DayMonth { day: 3, month: 11 })]
        );
        let p = parse_message("Mein Zug: 12...Sf6, erhalten am 14.10., gesendet am 16.10.2026");
        assert_eq!(words(&p.reply), [(Some(12), Some(true), "Sf6")]);
        assert_eq!(
            p.date(DateRole::Sent),
            NaiveDate::from_ymd_opt(2026, 10, 16)
        );
        assert_eq!(
            p.day_months,
            [(DateRole::Received, DayMonth { day: 14, month: 10 })]
        );
        assert_eq!(p.letters, [PieceLetters::German]);
    }

    // rule: E2.5 E2.6-8 — each date's role from the words nearest to it.
    #[test]
    fn dates_take_their_roles_from_the_nearest_words() {
        use DateRole::{Received, Sent, Unknown, YourMoveSent};
        let cases: [(&str, &[DateRole]); 14] = [
            ("Your move was sent on: 10 Mar 2026", &[YourMoveSent]),
            ("I received it on: 11 Mar 2026", &[Received]),
            ("I send this move on: 14 Mar 2026", &[Sent]),
            ("Your postmark was sent on: 10 Mar 2026", &[YourMoveSent]),
            ("I received yours on 11.03.2026.", &[Received]),
            ("1.e4, sent 2026-10-16", &[Sent]),
            (
                "Your 3.Bb5 arrived, my reply 3...a6 is sent today 14/3",
                &[Sent],
            ),
            (
                "Your 3.Bb5, I answer 3...a6. Sent 14/3, got yours 11/3.",
                &[Sent, Received],
            ),
            (
                "Received your move of 10/3 on 11/3",
                &[YourMoveSent, Received],
            ),
            (
                "Your move of 10 Mar 2026 reached me on 12 Mar 2026",
                &[YourMoveSent, Received],
            ),
            (
                "Votre coup du 12/10 reçu le 14/10, envoyé le 16/10",
                &[YourMoveSent, Received, Sent],
            ),
            (
                "Zug 12...Sf6, erhalten am 14.10., gesendet am 16.10.2026",
                &[Received, Sent],
            ),
            (
                "Tu jugada del 30/10 llegó el 31/10; envío la mía el 3/11",
                &[YourMoveSent, Received, Sent],
            ),
            ("Nice weather on 3 Mar 2026", &[Unknown]),
        ];
        for (line, want) in cases {
            assert_eq!(roles_of(line, &dates_of(line)), want, "{line}");
        }
    }

    #[test]
    fn labels_in_other_words() {
        let p = parse_message(
            "Votre coup : 12.Fb5\nMon coup : 12...Rf8\nreçu le 14/10/2026, envoyé le 16/10/2026",
        );
        assert_eq!(words(&p.repeat), [(Some(12), Some(false), "Fb5")]);
        assert_eq!(words(&p.reply), [(Some(12), Some(true), "Rf8")]);
        assert_eq!(p.letters, [PieceLetters::French]);
        assert_eq!(
            p.date(DateRole::Received),
            NaiveDate::from_ymd_opt(2026, 10, 14)
        );
        assert_eq!(
            p.date(DateRole::Sent),
            NaiveDate::from_ymd_opt(2026, 10, 16)
        );
        let p = parse_message("Move:e4\nZug: d4");
        assert_eq!(p.reply.len(), 1);
        assert_eq!(p.reply[0].text, "d4");
    }

    // rule: E4.4 — "R" is a rook in English, a king in French: the text's letters decide.
    #[test]
    fn letters_decide_between_readings() {
        use shakmaty::CastlingMode;
        use shakmaty::fen::Fen;
        let pos: Chess = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let rook = parse_move(&pos, "Rhf1").unwrap();
        let king = parse_move(&pos, "Kf1").unwrap();
        assert_eq!(read_move_in(&pos, "Rf1", &[]).unwrap(), rook);
        assert_eq!(
            read_move_in(&pos, "Rf1", &[PieceLetters::French]).unwrap(),
            king
        );
        // Only the king reaches d2: every language that reads it agrees.
        assert_eq!(
            read_move_in(&pos, "Rd2", &[]).unwrap(),
            parse_move(&pos, "Kd2").unwrap()
        );
        // The hint is wrong (German), yet the English reading is legal.
        assert_eq!(
            read_move_in(&pos, "Rhf1", &[PieceLetters::German]).unwrap(),
            rook
        );
        assert!(reads_as(&pos, "Rf1", king) && reads_as(&pos, "Rf1", rook));
        assert!(read_move_in(&pos, "Rf8", &[]).is_err());
    }

    #[test]
    fn html_mail_reads_as_its_text() {
        let p = parse_message(
            "<html><head><style>p{}</style></head><body><p>Your move:&nbsp;3.Bb5<br>My move: 3...a6 &amp; sent 14.03.2026</p>\
             <blockquote><p>My move: 3.Bc4</p></blockquote></body></html>",
        );
        assert_eq!(words(&p.repeat), [(Some(3), Some(false), "Bb5")]);
        assert_eq!(words(&p.reply), [(Some(3), Some(true), "a6")]);
        assert_eq!(p.date(DateRole::Sent), NaiveDate::from_ymd_opt(2026, 3, 14));
        assert_eq!(
            decode_entities("&#9816;f3 &lt;x&gt; &bogus; &"),
            "♘f3 <x> &bogus; &"
        );
    }

    #[test]
    fn quotes_signatures_and_forwards() {
        let text = "3...a6\n\nOn Tue, Mar 10, 2026 at 9:00 AM Ann Smith <ann@chess.example>\nwrote:\n> My move: 3.Bb5\n\n-- \nBo Berg, 12.Nf3 fan";
        assert_eq!(own_lines(text), ["3...a6", "", ""]);
        let bottom = "Am 10.03.2026 um 09:00 schrieb Ann Smith:\n> Mein Zug: 3.Lb5\n\n3...a6";
        assert_eq!(own_lines(bottom), ["", "3...a6"]);
        let unquoted = "3...a6\n-----Original Message-----\nMy move: 3.Bb5";
        assert_eq!(own_lines(unquoted), ["3...a6"]);
        let fwd = "FYI\n---------- Forwarded message ---------\nFrom: Bo Berg <bo@chess.example>\nDate: Fri, Oct 16, 2026 at 9:12 AM\nSubject: our game\nTo: Ann <ann@chess.example>\n\n1...e5 sent 16.10.2026";
        assert_eq!(own_lines(fwd), ["FYI", "", "1...e5 sent 16.10.2026"]);
    }
}
