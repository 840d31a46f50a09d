//! The time used, as people write it in prose (E2.11): "2 days used",
//! "I used two days", "Time for this move: 4 days" among other things,
//! "Zeitverbrauch 2 Tage", "j'ai mis 3 jours", "he tardado 2 días", "ho
//! impiegato 2 giorni", "2 dagen gebruikt", and the totals: "5 days in
//! all", "my total is 7 days", "insgesamt 7 Tage", "White 3, Black 5".
//!
//! ```
//! use ccdesk_domain::message::parse_message;
//!
//! let p = parse_message("3...a6 -- 2 days used, 7 in total so far. Sent 14 Mar 2026");
//! assert_eq!(p.days, Some(2));
//! assert_eq!(p.own_total, Some(7));
//! ```

/// The time figures of one line of prose.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeFigures {
    /// Days for this move.
    pub days: Option<u32>,
    /// Days named with no word to say what they are ("..., 2 days"):
    /// the time used, when nothing else says so.
    pub weak_days: Option<u32>,
    /// The writer's own accumulated days, no colour named.
    pub own_total: Option<u32>,
    /// White's accumulated days.
    pub white: Option<u32>,
    /// Black's accumulated days.
    pub black: Option<u32>,
}

const UNITS: &[&str] = &[
    "day", "days", "d", "tag", "tage", "tagen", "jour", "jours", "j", "día", "días", "dia", "dias",
    "dag", "dagen", "giorno", "giorni", "gg",
];

/// Words that make a figure the time used for this move.
const USED: &[&str] = &[
    "used",
    "use",
    "using",
    "took",
    "taken",
    "take",
    "spent",
    "thinking",
    "reflection",
    "time",
    "verbraucht",
    "gebraucht",
    "benötigt",
    "benoetigt",
    "bedenkzeit",
    "zeit",
    "zeitverbrauch",
    "verbrauch",
    "utilisé",
    "utilisés",
    "utilise",
    "mis",
    "pris",
    "réflexion",
    "reflexion",
    "temps",
    "usado",
    "usados",
    "empleado",
    "empleados",
    "tardado",
    "tiempo",
    "usati",
    "usato",
    "impiegato",
    "impiegati",
    "tempo",
    "riflessione",
    "gebruikt",
    "nodig",
    "bedenktijd",
    "tijd",
    "verbruikt",
];

/// Words that make a figure an accumulated total.
const TOTAL: &[&str] = &[
    "total",
    "totals",
    "totally",
    "all",
    "far",
    "overall",
    "altogether",
    "accumulated",
    "cumulative",
    "gesamt",
    "insgesamt",
    "bisher",
    "summe",
    "tout",
    "totale",
    "cumul",
    "cumulé",
    "acumulado",
    "acumulados",
    "totales",
    "totale",
    "complessivo",
    "complessivi",
    "totaal",
    "opgeteld",
];

/// Words that make a figure something else than time used: a transit
/// ("took 2 days to arrive"), leave, a plan.
const NOT_USED: &[&str] = &[
    "arrive",
    "arrived",
    "reach",
    "away",
    "transit",
    "post",
    "mail",
    "unterwegs",
    "leave",
    "holiday",
    "holidays",
    "urlaub",
    "vacances",
    "vacaciones",
    "vacanze",
    "vakantie",
    "until",
    "bis",
    "jusqu'au",
    "hasta",
    "fino",
    "tot",
];

/// Words just before a figure that make it a plan ("in 2 days").
const PLAN: &[&str] = &[
    "in",
    "within",
    "next",
    "innerhalb",
    "dans",
    "dentro",
    "binnen",
    "entro",
    "en",
    "nach",
];

const WHITE: &[&str] = &[
    "white", "weiß", "weiss", "blanc", "blancs", "blancas", "blanco", "wit", "bianco",
];
const BLACK: &[&str] = &[
    "black", "schwarz", "noir", "noirs", "negras", "negro", "zwart", "nero",
];

/// A number written as digits or as a word (zero to ten, six languages).
pub(super) fn figure(word: &str) -> Option<u32> {
    if let Ok(n) = word.parse::<u32>() {
        return Some(n);
    }
    const WORDS: [&[&str]; 11] = [
        &[
            "zero", "no", "null", "keine", "zéro", "aucun", "cero", "ningún", "nessun", "nul",
            "geen",
        ],
        &[
            "one", "a", "ein", "einen", "eins", "un", "une", "uno", "una", "een", "één",
        ],
        &["two", "zwei", "deux", "dos", "due", "twee"],
        &["three", "drei", "trois", "tres", "tre", "drie"],
        &["four", "vier", "quatre", "cuatro", "quattro"],
        &["five", "fünf", "cinq", "cinco", "cinque", "vijf"],
        &["six", "sechs", "seis", "sei", "zes"],
        &["seven", "sieben", "sept", "siete", "sette", "zeven"],
        &["eight", "acht", "huit", "ocho", "otto"],
        &["nine", "neun", "neuf", "nueve", "nove", "negen"],
        &["ten", "zehn", "dix", "diez", "dieci", "tien"],
    ];
    WORDS
        .iter()
        .position(|names| names.contains(&word))
        .and_then(|n| u32::try_from(n).ok())
}

/// The time figures of a line: each figure followed by a unit of days (or,
/// after a colour, a bare figure), with the words around it saying
/// whether it is this move's time or a total.
#[must_use]
pub fn time_in_prose(line: &str) -> TimeFigures {
    let mut out = TimeFigures::default();
    // Each clause alone: "I took 3 days, 14 in total" is two figures.
    let lower = line.to_lowercase().replace(". ", ";");
    for clause in lower.split([',', ';', '(', ')']) {
        let t = clause_figures(clause);
        out.days = out.days.or(t.days);
        out.weak_days = out.weak_days.or(t.weak_days);
        out.own_total = out.own_total.or(t.own_total);
        out.white = out.white.or(t.white);
        out.black = out.black.or(t.black);
    }
    out
}

/// Words of no weight around a figure: "that's 2 days", "so 2 days".
const FILLERS: &[&str] = &[
    "that's", "thats", "so", "makes", "that", "is", "it's", "also", "and", "then", "each", "je",
    "both", "beide", "chacun", "cada", "ciascuno", "elk",
];

fn clause_figures(lower: &str) -> TimeFigures {
    // Words, with a figure and its unit written together split apart ("2d", "3days").
    let mut words: Vec<String> = Vec::new();
    // A move number stays one word with its move ("3.nc3" is no figure).
    for raw in lower.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '.')) {
        let raw = raw.trim_matches(['\'', '.']);
        if raw.is_empty() {
            continue;
        }
        let digits = raw.len() - raw.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0 && digits < raw.len() {
            words.push(raw[..digits].to_owned());
            words.push(raw[digits..].to_owned());
        } else if let Some(rest) = raw.strip_prefix("j'").or_else(|| raw.strip_prefix("l'")) {
            words.push(rest.to_owned());
        } else {
            words.push(raw.to_owned());
        }
    }
    let mut out = TimeFigures::default();
    // A clause of a figure and its unit alone ("..., 3 days; ...") is the
    // time used for the move.
    let bare: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .filter(|w| !FILLERS.contains(w))
        .collect();
    if let [n, unit] = bare.as_slice()
        && UNITS.contains(unit)
        && let Some(n) = figure(n)
    {
        out.days = Some(n);
        return out;
    }
    for (i, w) in words.iter().enumerate() {
        let Some(n) = figure(w) else { continue };
        let before = &words[i.saturating_sub(5)..i];
        // The colour just before the figure, or before "has", "hat", ...
        // ("White has 7 days").
        const HAS: &[&str] = &[
            "has", "had", "hat", "a", "tiene", "ha", "heeft", "is", "now",
        ];
        let colour_of = |b: &String| {
            if WHITE.contains(&b.as_str()) {
                Some(true)
            } else if BLACK.contains(&b.as_str()) {
                Some(false)
            } else {
                None
            }
        };
        let colour = match before {
            [.., c, has] if HAS.contains(&has.as_str()) => colour_of(c),
            [.., c] => colour_of(c),
            [] => None,
        };
        let unit = words
            .get(i + 1)
            .is_some_and(|u| UNITS.contains(&u.as_str()));
        // A bare figure before "in all", "in total", "so far".
        let totalled = {
            let next: Vec<&str> = words[(i + 1).min(words.len())..(i + 3).min(words.len())]
                .iter()
                .map(String::as_str)
                .filter(|x| !matches!(*x, "in" | "so" | "en" | "au"))
                .collect();
            next.first().is_some_and(|x| TOTAL.contains(x))
        };
        // A word number ("a", "one") counts only with its unit.
        let digits = w.parse::<u32>().is_ok();
        if !unit && !(digits && (colour.is_some() || totalled)) {
            continue;
        }
        let after = &words[(i + 2).min(words.len())..(i + 6).min(words.len())];
        // "White 3, Black 5": a colour's figure is its total.
        if let Some(white) = colour {
            if white {
                out.white = out.white.or(Some(n));
            } else {
                out.black = out.black.or(Some(n));
            }
            continue;
        }
        // "in 2 days", "within 3 days": a plan; "took 2 days to arrive": a transit.
        let window = before
            .iter()
            .chain(after.iter().take(3))
            .any(|x| NOT_USED.contains(&x.as_str()));
        if window || before.last().is_some_and(|b| PLAN.contains(&b.as_str())) {
            continue;
        }
        // The nearest word that says what the figure is decides: before it
        // ("time used 2 days", "au total 14 jours") first, else after it
        // ("2 days used", "5 days in all", "4 days for this move").
        const MOVE: &[&str] = &["move", "zug", "coup", "jugada", "mossa", "zet"];
        let kind = |x: &String| {
            if TOTAL.contains(&x.as_str()) {
                Some(true)
            } else if USED.contains(&x.as_str()) || MOVE.contains(&x.as_str()) {
                Some(false)
            } else {
                None
            }
        };
        let total = before
            .iter()
            .rev()
            .take(4)
            .find_map(kind)
            .or_else(|| after.iter().take(3).find_map(kind));
        match total {
            Some(true) => out.own_total = out.own_total.or(Some(n)),
            Some(false) => out.days = out.days.or(Some(n)),
            None if unit => out.weak_days = out.weak_days.or(Some(n)),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: E2.11 — the time used read from the ways people write it.
    #[test]
    fn time_used_in_every_common_wording() {
        let days = |s: &str| time_in_prose(s).days;
        let total = |s: &str| time_in_prose(s).own_total;
        for (line, want) in [
            ("Time used: 2 days", 2),
            ("2 days used", 2),
            ("I used two days for this one", 2),
            ("this move took me 3 days", 3),
            ("my reply took 0 days", 0),
            ("thinking time 4 days", 4),
            ("Bedenkzeit 3 Tage", 3),
            ("Zeitverbrauch: 2 Tage", 2),
            ("ich habe 2 Tage gebraucht", 2),
            ("j'ai mis 3 jours", 3),
            ("temps utilisé : 1 jour", 1),
            ("he tardado 2 días", 2),
            ("tiempo empleado 2 días", 2),
            ("ho impiegato 2 giorni", 2),
            ("2 dagen gebruikt", 2),
            ("time 3d", 3),
        ] {
            assert_eq!(days(line), Some(want), "{line}");
        }
        for (line, want) in [
            ("5 days in all", 5),
            ("my total is 7 days", 7),
            ("insgesamt 7 Tage", 7),
            ("au total 9 jours", 9),
            ("en total 6 días", 6),
            ("in totale 4 giorni", 4),
            ("in totaal 8 dagen", 8),
            ("so far 11 days", 11),
        ] {
            assert_eq!(total(line), Some(want), "{line}");
        }
        let both = time_in_prose("totals White 3, Black 5");
        assert_eq!((both.white, both.black), (Some(3), Some(5)));
        for line in [
            "your move took 2 days to arrive",
            "I will answer in 2 days",
            "on holiday for 10 days",
            "see you in 3 days",
        ] {
            assert_eq!(time_in_prose(line), TimeFigures::default(), "{line}");
        }
    }
}
