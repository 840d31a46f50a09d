//! Dates as people write them in messages: `17 Mar 2026`, `17 March 2026`,
//! `March 17, 2026`, `17.03.2026`, `17/03/2026`, `2026-03-17`.
//!
//! Day-first is the reading of `17/03/2026` and `03.04.2026` (the European
//! custom of the rules' authors); a date that is not a real day is not read.

use chrono::NaiveDate;

/// The way ccdesk writes a date in the human part of a message: `17 Mar 2026`.
#[must_use]
pub fn long_date(date: NaiveDate) -> String {
    date.format("%-d %b %Y").to_string()
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

fn month_of(word: &str) -> Option<u32> {
    let w = word.trim_end_matches('.').to_ascii_lowercase();
    if w.len() < 3 {
        return None;
    }
    let full = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    MONTHS
        .iter()
        .zip(full)
        .position(|(short, long)| long.starts_with(&w) && w.starts_with(short))
        .and_then(|i| u32::try_from(i + 1).ok())
}

fn number(word: &str) -> Option<u32> {
    let w = word.trim_end_matches([',', '.']).to_ascii_lowercase();
    let w = ["st", "nd", "rd", "th"]
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
/// use ccdesk::domain::message::parse_date;
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
        if let Some(d) = numeric_date(w) {
            out.push((d, start, start + w.len()));
            i += 1;
            continue;
        }
        // 17 Mar 2026 / 17th of March 2026
        if let (Some(day), Some(rest)) = (number(w), words.get(i + 1..)) {
            let rest: Vec<_> = rest
                .iter()
                .filter(|(_, x)| !x.eq_ignore_ascii_case("of"))
                .take(2)
                .collect();
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
        assert_eq!(long_date(d(2026, 3, 7)), "7 Mar 2026");
    }
}
