//! Labels in the middle of a line: "Your move: 3...cxd4 received 26 Oct
//! 2026. My move: 4.Nxd4. I send this move on: 30 Oct 2026" is three
//! labelled fields written on one line, as people write them and as a
//! mail client leaves a message whose line ends were lost. [`split_labels`]
//! cuts such a line before each label, so each field is read as if it
//! stood on its own line; [`unfold_block`] puts a ccdesk block pasted on
//! one line back on its lines.
//!
//! ```
//! use ccdesk_domain::message::{DateRole, parse_message};
//!
//! let p = parse_message(
//!     "Your move: 3...cxd4 received 26 Oct 2026. My move: 4.Nxd4. I send this move on: 30 Oct 2026",
//! );
//! assert_eq!(p.repeat[0].text, "cxd4");
//! assert_eq!(p.reply[0].text, "Nxd4");
//! assert_eq!(p.date(DateRole::Sent).unwrap().to_string(), "2026-10-30");
//! ```

use super::block::{BEGIN, END};
use super::parse::{Label, label_kind};

/// Words a label never reaches back over: month names and the units of a
/// figure end the value before the label ("11 Mar Sent:", "2 days Time
/// used in all:").
fn stops_label(word: &str) -> bool {
    let w = word.to_lowercase();
    const UNITS: &[&str] = &[
        "day", "days", "tag", "tage", "tagen", "jour", "jours", "día", "días", "dia", "dias",
        "dag", "dagen", "giorno", "giorni",
    ];
    UNITS.contains(&w.as_str()) || super::date::is_month_word(&w)
}

/// Words a label starts with, in the six languages.
const STARTERS: &[&str] = &[
    "your",
    "my",
    "i",
    "time",
    "sent",
    "send",
    "received",
    "receipt",
    "game",
    "event",
    "tournament",
    "white",
    "black",
    "from",
    "date",
    "dated",
    "total",
    "totals",
    "repeat",
    "reply",
    "move",
    "answer",
    "conditional",
    "accepted",
    "continuation",
    "proposal",
    "if",
    "posted",
    "post",
    "mailed",
    "arrived",
    "record",
    "score",
    "days",
    "thinking",
    "the",
    "ihr",
    "ihren",
    "dein",
    "deinen",
    "mein",
    "meinen",
    "zug",
    "gesendet",
    "erhalten",
    "bedenkzeit",
    "zeit",
    "gesamt",
    "insgesamt",
    "partie",
    "turnier",
    "weiß",
    "weiss",
    "schwarz",
    "datum",
    "bedingte",
    "votre",
    "ton",
    "mon",
    "coup",
    "envoyé",
    "reçu",
    "temps",
    "tournoi",
    "blancs",
    "noirs",
    "réponse",
    "su",
    "tu",
    "mi",
    "jugada",
    "enviada",
    "enviado",
    "recibida",
    "recibido",
    "tiempo",
    "partida",
    "torneo",
    "blancas",
    "negras",
    "fecha",
    "respuesta",
    "uw",
    "jouw",
    "mijn",
    "zet",
    "ontvangen",
    "verzonden",
    "bedenktijd",
    "totaal",
    "partij",
    "toernooi",
    "wit",
    "zwart",
    "antwoord",
    "la",
    "il",
    "tua",
    "mia",
    "mossa",
    "ricevuta",
    "spedita",
    "inviata",
    "tempo",
    "partita",
    "bianco",
    "nero",
    "data",
    "risposta",
];

/// The byte offset where the label ending at the colon `colon` starts, if
/// the words before it make a label ccdesk knows; `None` otherwise.
fn label_start(line: &str, colon: usize) -> Option<usize> {
    let head = &line[..colon];
    let mut end = head.trim_end().len();
    // "Game record (algebraic (SAN)):": a bracketed part just before the colon.
    if head[..end].ends_with(')') {
        let mut depth = 0i32;
        let mut open = None;
        for (i, c) in head[..end].char_indices().rev() {
            match c {
                ')' => depth += 1,
                '(' => {
                    depth -= 1;
                    if depth == 0 {
                        open = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        end = head[..open?].trim_end().len();
    }
    // The words of letters (and apostrophes) before it, at most seven;
    // the label starts at the first of them that starts labels ("Ann
    // Smith My move:" is the label "My move").
    let mut start = None;
    let mut starter = None;
    let mut words = 0;
    let mut rest = &head[..end];
    while words < 7 {
        let trimmed = rest.trim_end();
        let word_start = trimmed.rfind(char::is_whitespace).map_or(0, |i| {
            i + trimmed[i..].chars().next().map_or(1, char::len_utf8)
        });
        let word = &trimmed[word_start..];
        if word.is_empty()
            || !word
                .chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '’')
            || stops_label(word)
        {
            break;
        }
        start = Some(word_start);
        if STARTERS.contains(&word.to_lowercase().as_str()) {
            starter = Some(word_start);
        }
        words += 1;
        rest = &trimmed[..word_start];
    }
    let start = starter.or(start)?;
    let label = line[start..colon].trim().to_lowercase();
    (label_kind(&label) != Label::Other).then_some(start)
}

/// The line cut before each label that does not start it; a line without
/// such a label comes back whole.
#[must_use]
pub fn split_labels(line: &str) -> Vec<String> {
    let mut cuts = Vec::new();
    for (i, c) in line.char_indices() {
        if c != ':' {
            continue;
        }
        let after = &line[i + 1..];
        if !(after.is_empty() || after.starts_with(char::is_whitespace)) {
            continue;
        }
        if let Some(start) = label_start(line, i)
            && !line[..start].trim().is_empty()
            && cuts.last().is_none_or(|last| start > *last)
        {
            cuts.push(start);
        }
    }
    if cuts.is_empty() {
        return vec![line.to_owned()];
    }
    let mut out = Vec::new();
    let mut from = 0;
    for cut in cuts {
        out.push(line[from..cut].trim().to_owned());
        from = cut;
    }
    out.push(line[from..].trim().to_owned());
    out
}

/// A ccdesk block written on one line (its lines joined by a mail client
/// or a paste) set back on its lines: the block's markers each on a line
/// of their own, and a line before each `key:` (a lower-case word and a
/// colon). Text without such a line comes back as it was.
#[must_use]
pub fn unfold_block(text: &str) -> String {
    if !text
        .lines()
        .any(|l| l.contains(BEGIN) && l.contains(END) || (l.contains(BEGIN) && l.trim() != BEGIN))
    {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.lines() {
        let Some(b) = line.find(BEGIN) else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let (before, rest) = line.split_at(b);
        let quote: String = before
            .chars()
            .take_while(|c| *c == '>' || *c == ' ')
            .collect();
        if !before.trim_start_matches(['>', ' ']).trim().is_empty() {
            out.push_str(before.trim_end());
            out.push('\n');
        }
        let inner = &rest[BEGIN.len()..];
        let (fields, after) = match inner.find(END) {
            Some(e) => (&inner[..e], Some(&inner[e + END.len()..])),
            None => (inner, None),
        };
        out.push_str(&quote);
        out.push_str(BEGIN);
        out.push('\n');
        let mut current = String::new();
        for word in fields.split_whitespace() {
            let key = word.strip_suffix(':').is_some_and(|k| {
                !k.is_empty()
                    && k.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                    && k.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            });
            if key && !current.is_empty() {
                out.push_str(&quote);
                out.push_str(current.trim());
                out.push('\n');
                current.clear();
            }
            current.push_str(word);
            current.push(' ');
        }
        if !current.trim().is_empty() {
            out.push_str(&quote);
            out.push_str(current.trim());
            out.push('\n');
        }
        if let Some(after) = after {
            out.push_str(&quote);
            out.push_str(END);
            out.push('\n');
            if !after.trim().is_empty() {
                out.push_str(after.trim());
                out.push('\n');
            }
        }
    }
    out
}

/// Lines a mail client wrapped in the middle of a date ("I received it
/// on: 11" / "Mar 2026 I send ...") joined again: a line is joined to the
/// next when the words around the break read as a date that neither line
/// holds alone.
#[must_use]
pub fn join_broken_dates(lines: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut joining = false;
    for (i, line) in lines.iter().enumerate() {
        if joining && let Some(last) = out.last_mut() {
            last.push(' ');
            last.push_str(line.trim());
        } else {
            out.push((*line).to_owned());
        }
        joining = lines
            .get(i + 1)
            .is_some_and(|next| date_across(out.last().map_or("", String::as_str), next));
    }
    out
}

/// A label written without its colon on a line of its own ("Your move",
/// "Received") followed by its value on the next line, joined as
/// `label: value`.
#[must_use]
pub fn join_bare_labels(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        let bare = !line.is_empty()
            && line.split_whitespace().count() <= 5
            && line
                .chars()
                .all(|c| c.is_alphabetic() || c == ' ' || c == '\'')
            && label_kind(&line.to_lowercase()) != Label::Other;
        match lines.get(i + 1) {
            Some(next) if bare && !next.trim().is_empty() && !next.contains(':') => {
                out.push(format!("{line}: {}", next.trim()));
                i += 2;
            }
            _ => {
                out.push(lines[i].clone());
                i += 1;
            }
        }
    }
    out
}

/// Whether a date starts at the end of `line` and ends at the start of `next`.
fn date_across(line: &str, next: &str) -> bool {
    let tail: Vec<&str> = line.split_whitespace().rev().take(3).collect();
    let head: Vec<&str> = next.split_whitespace().take(3).collect();
    if tail.is_empty() || head.is_empty() {
        return false;
    }
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    let left = tail.join(" ");
    let joined = format!("{left} {}", head.join(" "));
    let cut = left.len();
    super::date::find_dates(&joined)
        .iter()
        .any(|(_, start, end)| *start < cut && *end > cut + 1)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn labels_mid_line_start_lines_of_their_own() {
        assert_eq!(
            split_labels(
                "Your move: 3...cxd4 received 26 Oct 2026. My move: 4.Nxd4. I send this move on: 30 Oct 2026"
            ),
            [
                "Your move: 3...cxd4 received 26 Oct 2026.",
                "My move: 4.Nxd4.",
                "I send this move on: 30 Oct 2026"
            ]
        );
        assert_eq!(
            split_labels(
                "Received: 11 Mar Sent: 14 Mar 2026 Time used in all: White 3 days, Black 5 days Game record (algebraic (SAN)): 1.e4"
            ),
            [
                "Received: 11 Mar",
                "Sent: 14 Mar 2026",
                "Time used in all: White 3 days, Black 5 days",
                "Game record (algebraic (SAN)): 1.e4"
            ]
        );
        // No label: the line stays whole (a time of day, a chatty colon).
        assert_eq!(
            split_labels("Thanks: at 18:02 I got it"),
            ["Thanks: at 18:02 I got it"]
        );
        assert_eq!(
            split_labels("Hi Ann, thanks: 3...a6"),
            ["Hi Ann, thanks: 3...a6"]
        );
    }

    #[test]
    fn a_date_broken_over_two_lines_is_joined() {
        assert_eq!(
            join_broken_dates(&["I received it on: 11", "Mar 2026 I send", "this"]),
            ["I received it on: 11 Mar 2026 I send", "this"]
        );
        assert_eq!(
            join_broken_dates(&["3.Bb5 a6", "14 Mar 2026"]),
            ["3.Bb5 a6", "14 Mar 2026"]
        );
    }

    #[test]
    fn a_block_on_one_line_is_set_back_on_its_lines() {
        let text = format!("hello {BEGIN} kind: move game: g9 reply: 5.Nxf7 {END} bye");
        let unfolded = unfold_block(&text);
        assert_eq!(
            unfolded,
            format!("hello\n{BEGIN}\nkind: move\ngame: g9\nreply: 5.Nxf7\n{END}\nbye\n")
        );
        let block = super::super::block::Block::find(&unfolded).unwrap();
        assert_eq!(block.get("reply"), Some("5.Nxf7"));
        assert_eq!(unfold_block("no block\n"), "no block\n");
    }
}
