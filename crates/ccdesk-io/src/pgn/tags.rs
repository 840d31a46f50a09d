//! Tag values: escaping, dates, results and the correspondence `Mode`.

use chrono::NaiveDate;

use ccdesk_domain::game::{GameResult, Outcome, Termination};

/// The Seven Tag Roster, in the order the PGN standard writes it.
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// Tags ccdesk reads into fields of its own; every other tag is kept as is.
pub const KNOWN_TAGS: [&str; 13] = [
    "Event",
    "Date",
    "Round",
    "Board",
    "White",
    "Black",
    "Result",
    "WhiteNA",
    "BlackNA",
    "FEN",
    "SetUp",
    "Mode",
    "Termination",
];

/// A tag value between quotes: `\` and `"` escaped, line breaks as spaces.
#[must_use]
pub fn escape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            // No control character of an older file breaks a tag line
            // (issue 21).
            c if ccdesk_domain::text_rules::is_refused(
                c,
                ccdesk_domain::text_rules::Lines::One,
            ) =>
            {
                out.push(' ');
            }
            c => out.push(c),
        }
    }
    out
}

/// A PGN date `YYYY.MM.DD`, when every part is known.
#[must_use]
pub fn parse_date(value: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(value.trim(), "%Y.%m.%d").ok()
}

/// A date as PGN writes it.
#[must_use]
pub fn format_date(date: NaiveDate) -> String {
    date.format("%Y.%m.%d").to_string()
}

/// The PGN `Mode` for a rule set: `PM` (paper mail) for postal rules,
/// `EM` (email) otherwise.
#[must_use]
pub fn mode_for_rules(rules: &str) -> &'static str {
    if rules.to_ascii_lowercase().contains("postal") {
        "PM"
    } else {
        "EM"
    }
}

/// The rule set named by a `Mode`, for the modes ccdesk has presets for.
#[must_use]
pub fn rules_for_mode(mode: &str) -> Option<&'static str> {
    match mode.trim() {
        "EM" => Some("ICCF email"),
        "PM" => Some("Postal (Inter-Office appendix)"),
        _ => None,
    }
}

/// The PGN `Termination` tag for a reason, where the standard has a word
/// for it (`normal` endings are left out).
#[must_use]
pub fn termination_tag(termination: Termination) -> Option<&'static str> {
    match termination {
        Termination::Time => Some("time forfeit"),
        Termination::Adjudication => Some("adjudication"),
        Termination::Default => Some("rules infraction"),
        Termination::Withdrawal => Some("abandoned"),
        _ => None,
    }
}

/// A result from the movetext's result token, the `Termination` tag and the
/// final position (mate, stalemate, dead position).
#[must_use]
pub fn result_from(
    outcome: Option<Outcome>,
    termination_tag: Option<&str>,
    board: Option<Termination>,
) -> Option<GameResult> {
    let outcome = outcome?;
    let from_tag = match termination_tag.map(str::trim) {
        Some("time forfeit") => Some(Termination::Time),
        Some("adjudication") => Some(Termination::Adjudication),
        Some("rules infraction") => Some(Termination::Default),
        Some("abandoned") => Some(Termination::Withdrawal),
        _ => None,
    };
    let termination = from_tag.or(board).unwrap_or(match outcome {
        Outcome::Draw => Termination::Agreement,
        _ => Termination::Resignation,
    });
    Some(GameResult {
        outcome,
        termination,
    })
}
