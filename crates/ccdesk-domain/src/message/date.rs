//! Dates as people write them in messages: `17 Mar 2026`, `17 March 2026`,
//! `March 17, 2026`, `Mar 17 2026`, `17.03.2026`, `17/03/2026`, `17/3/26`,
//! `2026-03-17`, `17-Mar-2026`, and month names in German, French,
//! Spanish, Dutch and Italian (`17. März 2026`, `17 mars 2026`,
//! `17 de marzo de 2026`, `17 maart 2026`, `17 marzo 2026`).
//!
//! Day-first is the reading of `17/03/2026` and `03.04.2026` (the European
//! custom of the rules' authors); a date that is not a real day is not read.
//! A day and month without a year (`17/3`, `17.3.`, `17 Mar`) is a
//! [`DayMonth`], dated later by the context ([`DayMonth::near`]).

use chrono::{Datelike, NaiveDate};

/// The way ccdesk writes a date in the human part of a message: `17 Mar 2026`.
#[must_use]
pub fn long_date(date: NaiveDate) -> String {
    date.format("%-d %b %Y").to_string()
}

/// Month names (and the abbreviations not a prefix of one) in English,
/// German, French, Spanish, Dutch and Italian, by month.
const MONTH_NAMES: [&[&str]; 12] = [
    &[
        "january", "januar", "janvier", "enero", "januari", "gennaio", "jänner",
    ],
    &[
        "february", "februar", "février", "fevrier", "febrero", "februari", "febbraio",
    ],
    &[
        "march", "märz", "maerz", "mrz", "mars", "marzo", "maart", "mrt",
    ],
    &["april", "avril", "abril", "aprile"],
    &["may", "mai", "mayo", "mei", "maggio"],
    &["june", "juni", "juin", "junio", "giugno"],
    &["july", "juli", "juillet", "julio", "luglio"],
    &["august", "août", "aout", "agosto", "augustus"],
    &[
        "september",
        "sept",
        "septembre",
        "septiembre",
        "setiembre",
        "settembre",
    ],
    &["october", "oktober", "octobre", "octubre", "ottobre"],
    &["november", "novembre", "noviembre"],
    &[
        "december",
        "dezember",
        "décembre",
        "decembre",
        "diciembre",
        "dicembre",
    ],
];

/// The month a word names: a month name of [`MONTH_NAMES`] or a prefix of
/// one of at least three letters (`Oct`, `okt.`, `févr.`), when all the
/// names it starts agree on the month.
fn month_of(word: &str) -> Option<u32> {
    let w = word.trim_end_matches(['.', ',']).to_lowercase();
    if w.chars().count() < 3 || !w.chars().all(char::is_alphabetic) {
        return None;
    }
    let mut found = None;
    for (i, names) in MONTH_NAMES.iter().enumerate() {
        if names.iter().any(|n| n.starts_with(&w)) {
            if found.is_some() {
                return None;
            }
            found = u32::try_from(i + 1).ok();
        }
    }
    found
}

/// Whether a word names a month (`Oct`, `März`, `octobre`).
pub(super) fn is_month_word(word: &str) -> bool {
    month_of(word).is_some()
}

fn number(word: &str) -> Option<u32> {
    let w = word.trim_end_matches([',', '.']).to_ascii_lowercase();
    let w = ["st", "nd", "rd", "th", "er", "º", "°"]
        .iter()
        .find_map(|s| w.strip_suffix(s))
        .unwrap_or(&w);
    if w.is_empty() || w.len() > 4 || !w.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    w.parse().ok()
}

fn year(n: u32, digits: usize) -> Option<i32> {
    match digits {
        4 => i32::try_from(n).ok(),
        2 => i32::try_from(2000 + n).ok(),
        _ => None,
    }
}

/// Reads one date written alone (surrounding spaces and a final `.` or `,`
/// ignored). `None` when it is no date or no real day.
///
/// ```
/// use ccdesk_domain::message::parse_date;
/// use chrono::NaiveDate;
///
/// let d = NaiveDate::from_ymd_opt(2026, 3, 17);
/// for text in ["17 Mar 2026", "17.03.2026", "2026-03-17", "March 17, 2026", "17/3/26", "17th March 2026"] {
///     assert_eq!(parse_date(text), d, "{text}");
/// }
/// assert_eq!(parse_date("31.02.2026"), None);
/// ```
#[must_use]
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    let dates = find_dates(text);
    match dates.as_slice() {
        [(d, start, end)]
            if text[..*start].trim().is_empty()
                && text[*end..]
                    .trim_matches(|c: char| c.is_whitespace() || c == '.' || c == ',')
                    .is_empty() =>
        {
            Some(*d)
        }
        _ => None,
    }
}

/// Every date in `text`, with its byte range, in order.
#[must_use]
pub fn find_dates(text: &str) -> Vec<(NaiveDate, usize, usize)> {
    let words: Vec<(usize, &str)> = words(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let (start, w) = words[i];
        if let Some(d) = numeric_date(w).or_else(|| named_month_date(w)) {
            out.push((d, start, start + w.trim_end_matches(['.', ',']).len()));
            i += 1;
            continue;
        }
        // 17 Mar 2026 / 17th of March 2026
        if let (Some(day), Some(rest)) = (number(w), words.get(i + 1..)) {
            let rest: Vec<_> = rest.iter().filter(|(_, x)| !is_filler(x)).take(2).collect();
            if let [(_, m), (ys, y)] = rest.as_slice()
                && let (Some(month), Some(yn)) = (month_of(m), number(y))
                && let Some(year) = year(yn, digits(y))
                && let Some(d) = NaiveDate::from_ymd_opt(year, month, day)
            {
                let used = words[i..].iter().position(|(s, _)| s == ys).unwrap_or(0);
                out.push((d, start, ys + y.trim_end_matches([',', '.']).len()));
                i += used + 1;
                continue;
            }
        }
        // March 17, 2026
        if let Some(month) = month_of(w)
            && let [(_, dw), (ys, y), ..] = &words[(i + 1).min(words.len())..]
            && let (Some(day), Some(yn)) = (number(dw), number(y))
            && let Some(year) = year(yn, digits(y))
            && let Some(d) = NaiveDate::from_ymd_opt(year, month, day)
        {
            out.push((d, start, ys + y.trim_end_matches([',', '.']).len()));
            i += 3;
            continue;
        }
        i += 1;
    }
    out
}

/// Words between day, month and year: `17th of March`, `17 de marzo de 2026`.
fn is_filler(word: &str) -> bool {
    ["of", "de", "del", "di"]
        .iter()
        .any(|f| word.eq_ignore_ascii_case(f))
}

/// `17-Mar-2026`, `17.Okt.2026`, `17/mar/26`.
fn named_month_date(word: &str) -> Option<NaiveDate> {
    let w = word.trim_end_matches(['.', ',']);
    let sep = w.chars().find(|c| matches!(c, '.' | '/' | '-'))?;
    let parts: Vec<&str> = w.split(sep).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let day = number(a)?;
    let month = month_of(b)?;
    let y = year(number(c)?, digits(c))?;
    NaiveDate::from_ymd_opt(y, month, day)
}

fn digits(word: &str) -> usize {
    word.chars().filter(char::is_ascii_digit).count()
}

fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        let part = c.is_alphanumeric() || matches!(c, '.' | '/' | '-' | ',');
        match (part, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
    out.into_iter()
        .map(|(s, w)| (s, w.trim_end_matches(',')))
        .filter(|(_, w)| !w.is_empty())
        .collect()
}

/// `2026-03-17`, `17.03.2026`, `17/03/2026`, `17-03-2026`, `17.3.26`.
fn numeric_date(word: &str) -> Option<NaiveDate> {
    let w = word.trim_end_matches(['.', ',']);
    let sep = w.chars().find(|c| matches!(c, '.' | '/' | '-'))?;
    let parts: Vec<&str> = w.split(sep).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    if ![a, b, c]
        .iter()
        .all(|p| !p.is_empty() && p.len() <= 4 && p.chars().all(|ch| ch.is_ascii_digit()))
    {
        return None;
    }
    let (an, bn, cn): (u32, u32, u32) = (a.parse().ok()?, b.parse().ok()?, c.parse().ok()?);
    if a.len() == 4 {
        NaiveDate::from_ymd_opt(year(an, 4)?, bn, cn)
    } else {
        NaiveDate::from_ymd_opt(year(cn, c.len())?, bn, an)
    }
}

/// A day and month written without a year: `3/11`, `3.11.`, `16 Oct`,
/// `Oct 16`, `16. Oktober` (day first when both are numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayMonth {
    /// The day of the month, 1-31.
    pub day: u32,
    /// The month, 1-12.
    pub month: u32,
}

impl DayMonth {
    /// The date of this day and month nearest to `reference`: in the year
    /// before, the same year or the year after (`3/11` read on 2 Jan 2027
    /// is 3 Nov 2026). `None` when it is no real day in any of them.
    #[must_use]
    pub fn near(self, reference: NaiveDate) -> Option<NaiveDate> {
        let y = reference.year();
        [y - 1, y, y + 1]
            .into_iter()
            .filter_map(|y| NaiveDate::from_ymd_opt(y, self.month, self.day))
            .min_by_key(|d| (*d - reference).num_days().abs())
    }
}

/// Every day and month without a year in `text`, with its byte range, in
/// order; full dates ([`find_dates`]) are not among them.
#[must_use]
pub fn find_day_months(text: &str) -> Vec<(DayMonth, usize, usize)> {
    let full = find_dates(text);
    let inside = |at: usize| full.iter().any(|(_, s, e)| (*s..*e).contains(&at));
    let words = words(text);
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let (start, w) = words[i];
        if inside(start) {
            i += 1;
            continue;
        }
        if let Some(dm) = numeric_day_month(w) {
            out.push((dm, start, start + w.len()));
            i += 1;
            continue;
        }
        // "31 de octubre": fillers between day and month.
        let after = words[i + 1..]
            .iter()
            .position(|(_, x)| !is_filler(x))
            .map(|k| i + 1 + k);
        let next = after
            .and_then(|j| words.get(j))
            .filter(|(s, _)| !inside(*s));
        if let Some((ns, nw)) = next {
            // 16 Oct / 16. Oktober / 16 de octubre
            let day_first = number(w).zip(month_of(nw));
            // Oct 16
            let month_first = month_of(w).zip(number(nw)).map(|(m, d)| (d, m));
            if let Some((day, month)) = day_first.or(month_first)
                && NaiveDate::from_ymd_opt(2000, month, day).is_some()
                && digits(w).max(digits(nw)) <= 2
            {
                out.push((
                    DayMonth { day, month },
                    start,
                    ns + nw.trim_end_matches(['.', ',']).len(),
                ));
                i = after.map_or(i + 2, |j| j + 1);
                continue;
            }
        }
        i += 1;
    }
    out
}

/// `3/11`, `3.11.`, `03.11`, `3-11`: day, then month.
fn numeric_day_month(word: &str) -> Option<DayMonth> {
    let w = word.trim_end_matches(',');
    let w = w.strip_suffix('.').unwrap_or(w);
    let sep = w.chars().find(|c| matches!(c, '.' | '/' | '-'))?;
    let (a, b) = w.split_once(sep)?;
    let ok = |p: &str| (1..=2).contains(&p.len()) && p.chars().all(|c| c.is_ascii_digit());
    if !ok(a) || !ok(b) {
        return None;
    }
    let (day, month) = (a.parse().ok()?, b.parse().ok()?);
    NaiveDate::from_ymd_opt(2000, month, day)?;
    Some(DayMonth { day, month })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn every_written_form_reads() {
        let cases = [
            ("17 Mar 2026", d(2026, 3, 17)),
            ("17 March 2026", d(2026, 3, 17)),
            ("17th of March 2026", d(2026, 3, 17)),
            ("March 17, 2026", d(2026, 3, 17)),
            ("Sept 3 2026", d(2026, 9, 3)),
            ("17.03.2026", d(2026, 3, 17)),
            ("17/03/2026", d(2026, 3, 17)),
            ("2026-03-17", d(2026, 3, 17)),
            ("3.4.26", d(2026, 4, 3)),
            ("1 may 2026.", d(2026, 5, 1)),
            ("Oct 16 2026", d(2026, 10, 16)),
            ("16 October 2026", d(2026, 10, 16)),
            ("16-Oct-2026", d(2026, 10, 16)),
            ("16/10/26", d(2026, 10, 16)),
            ("16. Oktober 2026", d(2026, 10, 16)),
            ("16.Okt.2026", d(2026, 10, 16)),
            ("1er octobre 2026", d(2026, 10, 1)),
            ("16 de octubre de 2026", d(2026, 10, 16)),
            ("16 ottobre 2026", d(2026, 10, 16)),
            ("16 okt. 2026", d(2026, 10, 16)),
            ("3. März 2026", d(2026, 3, 3)),
        ];
        for (text, date) in cases {
            assert_eq!(parse_date(text), Some(date), "{text}");
        }
    }

    #[test]
    fn no_dates_and_impossible_days() {
        for text in [
            "",
            "tomorrow",
            "31.02.2026",
            "2026-13-01",
            "5254",
            "12...Nf6",
            "17 Mar",
            "Mar 2026",
        ] {
            assert_eq!(parse_date(text), None, "{text}");
        }
    }

    #[test]
    fn dates_inside_sentences() {
        let text = "Your move of 10 Mar 2026 reached me on 2026-03-12, thanks.";
        let found: Vec<NaiveDate> = find_dates(text).into_iter().map(|(x, _, _)| x).collect();
        assert_eq!(found, [d(2026, 3, 10), d(2026, 3, 12)]);
        let weekday = find_dates("Date: Fri, Oct 16, 2026 at 9:12 AM");
        assert_eq!(weekday.first().map(|x| x.0), Some(d(2026, 10, 16)));
        assert_eq!(long_date(d(2026, 3, 7)), "7 Mar 2026");
    }

    #[test]
    fn days_and_months_without_a_year() {
        let cases = [
            ("sent 3/11", Some((3, 11))),
            ("gesendet am 16.10.", Some((16, 10))),
            ("received 16 Oct", Some((16, 10))),
            ("Oct 16", Some((16, 10))),
            ("reçu le 2 novembre", Some((2, 11))),
            ("llegó el 31 de octubre", Some((31, 10))),
            ("12...Nf6", None),
            ("sent 16.10.2026", None),
            ("31/2", None),
            ("1/2-1/2", None),
            ("at 10:15", None),
        ];
        for (text, want) in cases {
            let got = find_day_months(text)
                .first()
                .map(|(dm, _, _)| (dm.day, dm.month));
            assert_eq!(got, want, "{text}");
        }
    }

    // rule: E2.9 — a date without its year is dated near the arrival.
    #[test]
    fn day_and_month_take_the_nearest_year() {
        let dm = DayMonth { day: 3, month: 11 };
        assert_eq!(dm.near(d(2027, 1, 2)), Some(d(2026, 11, 3)));
        assert_eq!(dm.near(d(2026, 11, 5)), Some(d(2026, 11, 3)));
        assert_eq!(
            DayMonth { day: 30, month: 12 }.near(d(2027, 1, 3)),
            Some(d(2026, 12, 30))
        );
        assert_eq!(
            DayMonth { day: 29, month: 2 }.near(d(2027, 3, 1)),
            Some(d(2028, 2, 29))
        );
        assert_eq!(DayMonth { day: 30, month: 2 }.near(d(2026, 3, 1)), None);
    }

    #[test]
    fn month_words_must_be_clear() {
        assert_eq!(month_of("jui"), None);
        assert_eq!(month_of("juil."), Some(7));
        assert_eq!(month_of("Mrz"), Some(3));
        assert_eq!(month_of("set"), Some(9));
        assert_eq!(month_of("de"), None);
        assert_eq!(month_of("decide"), None);
    }
}
