//! [`Plural`]: the plural category of a count in each language, after the
//! Unicode CLDR plural rules for cardinals: one function a language, used
//! by every count a message or printout writes ([`Wording::count`]).
//!
//! For the whole numbers ccdesk counts (days, moves, pieces, seconds) the
//! five languages need only two of CLDR's categories, `one` and `other`:
//! English, German, Spanish and Italian take `one` for 1 alone (`i = 1 and
//! v = 0`, Spanish `n = 1`), French for 0 and 1 (`i = 0,1`). CLDR's
//! `many` of French, Spanish and Italian applies to a million and its
//! multiples only (`1 000 000 de jours`), which no clock reaches.
//!
//! [`Wording::count`]: super::Wording::count

/// A CLDR plural category.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    /// `one`: "1 day", French "0 jour" too.
    One,
    /// `other`: "2 days", "0 days", "21 days".
    Other,
}

/// English: `one` is 1 (`i = 1 and v = 0`).
pub(super) const fn english(n: u32) -> Plural {
    if n == 1 { Plural::One } else { Plural::Other }
}

/// German: `one` is 1 (`i = 1 and v = 0`).
pub(super) const fn german(n: u32) -> Plural {
    if n == 1 { Plural::One } else { Plural::Other }
}

/// French: `one` is 0 and 1 (`i = 0,1`): "0 jour", "1 jour", "2 jours".
pub(super) const fn french(n: u32) -> Plural {
    if n <= 1 { Plural::One } else { Plural::Other }
}

/// Spanish: `one` is 1 (`n = 1`).
pub(super) const fn spanish(n: u32) -> Plural {
    if n == 1 { Plural::One } else { Plural::Other }
}

/// Italian: `one` is 1 (`i = 1 and v = 0`).
pub(super) const fn italian(n: u32) -> Plural {
    if n == 1 { Plural::One } else { Plural::Other }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Language;
    use crate::message::wording::Wording;
    use Plural::{One, Other};

    /// The categories of 0, 1, 2 and 21 (21 is `one` in Russian, never
    /// in these five).
    fn of(plural: fn(u32) -> Plural) -> [Plural; 4] {
        [0, 1, 2, 21].map(plural)
    }

    #[test]
    fn each_languages_plural_follows_cldr() {
        assert_eq!(of(english), [Other, One, Other, Other]);
        assert_eq!(of(german), [Other, One, Other, Other]);
        assert_eq!(of(french), [One, One, Other, Other]);
        assert_eq!(of(spanish), [Other, One, Other, Other]);
        assert_eq!(of(italian), [Other, One, Other, Other]);
        // The tables use them.
        for (language, plural) in [
            (Language::English, english as fn(u32) -> Plural),
            (Language::German, german),
            (Language::French, french),
            (Language::Spanish, spanish),
            (Language::Italian, italian),
        ] {
            assert_eq!(of(Wording::of(language).plural), of(plural), "{language}");
        }
    }

    /// `days`, `moves` for 0, 1, 2 and 21 in `language`.
    fn counted(language: Language, count: fn(&Wording, u32) -> String) -> [String; 4] {
        let w = Wording::of(language);
        [0, 1, 2, 21].map(|n| count(w, n))
    }

    #[test]
    fn days_and_moves_are_counted_in_each_languages_plural() {
        let cases: [(Language, [&str; 4], [&str; 4]); 5] = [
            (
                Language::English,
                ["0 days", "1 day", "2 days", "21 days"],
                ["0 moves", "1 move", "2 moves", "21 moves"],
            ),
            (
                Language::German,
                ["0 Tage", "1 Tag", "2 Tage", "21 Tage"],
                ["0 Züge", "1 Zug", "2 Züge", "21 Züge"],
            ),
            (
                Language::French,
                ["0 jour", "1 jour", "2 jours", "21 jours"],
                ["0 coup", "1 coup", "2 coups", "21 coups"],
            ),
            (
                Language::Spanish,
                ["0 días", "1 día", "2 días", "21 días"],
                ["0 jugadas", "1 jugada", "2 jugadas", "21 jugadas"],
            ),
            (
                Language::Italian,
                ["0 giorni", "1 giorno", "2 giorni", "21 giorni"],
                ["0 mosse", "1 mossa", "2 mosse", "21 mosse"],
            ),
        ];
        for (language, days, moves) in cases {
            assert_eq!(counted(language, Wording::days), days, "{language}");
            assert_eq!(counted(language, Wording::moves), moves, "{language}");
        }
    }

    // The participle agrees with its count: "1 coup envoyé", "0 jour
    // utilisé" in French (0 is `one`), "1 jugada enviada", "1 mossa
    // inviata"; the plural elsewhere.
    #[test]
    fn participles_agree_with_their_count() {
        let cases: [(Language, [&str; 4], [&str; 4]); 5] = [
            (
                Language::English,
                [
                    "0 moves sent",
                    "1 move sent",
                    "2 moves sent",
                    "21 moves sent",
                ],
                ["0 days used", "1 day used", "2 days used", "21 days used"],
            ),
            (
                Language::German,
                [
                    "0 Züge gesendet",
                    "1 Zug gesendet",
                    "2 Züge gesendet",
                    "21 Züge gesendet",
                ],
                [
                    "0 Tage verbraucht",
                    "1 Tag verbraucht",
                    "2 Tage verbraucht",
                    "21 Tage verbraucht",
                ],
            ),
            (
                Language::French,
                [
                    "0 coup envoyé",
                    "1 coup envoyé",
                    "2 coups envoyés",
                    "21 coups envoyés",
                ],
                [
                    "0 jour utilisé",
                    "1 jour utilisé",
                    "2 jours utilisés",
                    "21 jours utilisés",
                ],
            ),
            (
                Language::Spanish,
                [
                    "0 jugadas enviadas",
                    "1 jugada enviada",
                    "2 jugadas enviadas",
                    "21 jugadas enviadas",
                ],
                [
                    "0 días usados",
                    "1 día usado",
                    "2 días usados",
                    "21 días usados",
                ],
            ),
            (
                Language::Italian,
                [
                    "0 mosse inviate",
                    "1 mossa inviata",
                    "2 mosse inviate",
                    "21 mosse inviate",
                ],
                [
                    "0 giorni usati",
                    "1 giorno usato",
                    "2 giorni usati",
                    "21 giorni usati",
                ],
            ),
        ];
        for (language, sent, used) in cases {
            let w = Wording::of(language);
            assert_eq!([0, 1, 2, 21].map(|n| w.count(&w.moves_sent, n)), sent);
            assert_eq!([0, 1, 2, 21].map(|n| w.count(&w.days_used, n)), used);
        }
        let fr = Wording::of(Language::French);
        assert_eq!(fr.count(&fr.days_allowed, 1), "1 jour accordé");
        assert_eq!(fr.count(&fr.allowed, 0), "0 accordé");
        assert_eq!(fr.count(&fr.allowed, 40), "40 accordés");
        let es = Wording::of(Language::Spanish);
        assert_eq!(es.count(&es.sheet_left, 1), "queda 1");
        assert_eq!(es.count(&es.sheet_left, 21), "quedan 21");
        let it = Wording::of(Language::Italian);
        assert_eq!(it.count(&it.sheet_left, 1), "ne resta 1");
        assert_eq!(it.count(&it.days_allowed, 1), "1 giorno concesso");
    }
}
