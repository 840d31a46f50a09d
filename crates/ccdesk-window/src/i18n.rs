//! The window's languages and their message catalogues (Project Fluent,
//! `assets/i18n/<code>/ccdesk.ftl`, `panes.ftl`, `organiser.ftl`,
//! `findings.ftl` and `events.ftl`, embedded in the
//! program): the
//! language chosen from the system's locale unless the user chose one in
//! View > Language, and the text of a key in it, or in English where the
//! language lacks the key (the tests below fail on such a key).

use ccdesk_domain::message::wording::Wording;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// A placeable's value: a number (which chooses a plural form) or a text.
pub use fluent_bundle::FluentValue;

/// A language the window speaks: the domain's, the one a game's messages
/// are written in too, so there is one list of languages.
pub use ccdesk_domain::language::Language;

/// The language of a POSIX locale name (`de_DE.UTF-8`, `fr`,
/// `it_IT@euro`, `es-ES`); English for any other (`C`, `POSIX`, `nl_NL`).
#[must_use]
pub fn language_of_locale(locale: &str) -> Language {
    let code = locale
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    Language::ALL
        .into_iter()
        .find(|l| l.code() == code)
        .unwrap_or(Language::English)
}

/// The language of the locale that decides messages: the first set
/// and non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`, as POSIX
/// orders them.
#[must_use]
pub fn language_of_locale_variables(
    lc_all: Option<&str>,
    lc_messages: Option<&str>,
    lang: Option<&str>,
) -> Language {
    [lc_all, lc_messages, lang]
        .into_iter()
        .flatten()
        .find(|v| !v.is_empty())
        .map_or(Language::English, language_of_locale)
}

/// The system's language, from this process's locale variables.
#[must_use]
pub fn system_language() -> Language {
    let var = |name| std::env::var(name).ok();
    language_of_locale_variables(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
    )
}

/// The catalogues' texts, embedded, in this order:
/// `ccdesk.ftl` (the menus and the days), `panes.ftl` (the panes, the
/// status bar and the dialogs), `organiser.ftl` (the admin and
/// adjudication panes), `findings.ftl` (the domain's findings, worded
/// by [`crate::worded`]) and `events.ftl` (what a command did, for the
/// status bar), one bundle.
fn source(language: Language) -> [&'static str; 5] {
    match language {
        Language::English => [
            include_str!("../../../assets/i18n/en/ccdesk.ftl"),
            include_str!("../../../assets/i18n/en/panes.ftl"),
            include_str!("../../../assets/i18n/en/organiser.ftl"),
            include_str!("../../../assets/i18n/en/findings.ftl"),
            include_str!("../../../assets/i18n/en/events.ftl"),
        ],
        Language::German => [
            include_str!("../../../assets/i18n/de/ccdesk.ftl"),
            include_str!("../../../assets/i18n/de/panes.ftl"),
            include_str!("../../../assets/i18n/de/organiser.ftl"),
            include_str!("../../../assets/i18n/de/findings.ftl"),
            include_str!("../../../assets/i18n/de/events.ftl"),
        ],
        Language::French => [
            include_str!("../../../assets/i18n/fr/ccdesk.ftl"),
            include_str!("../../../assets/i18n/fr/panes.ftl"),
            include_str!("../../../assets/i18n/fr/organiser.ftl"),
            include_str!("../../../assets/i18n/fr/findings.ftl"),
            include_str!("../../../assets/i18n/fr/events.ftl"),
        ],
        Language::Spanish => [
            include_str!("../../../assets/i18n/es/ccdesk.ftl"),
            include_str!("../../../assets/i18n/es/panes.ftl"),
            include_str!("../../../assets/i18n/es/organiser.ftl"),
            include_str!("../../../assets/i18n/es/findings.ftl"),
            include_str!("../../../assets/i18n/es/events.ftl"),
        ],
        Language::Italian => [
            include_str!("../../../assets/i18n/it/ccdesk.ftl"),
            include_str!("../../../assets/i18n/it/panes.ftl"),
            include_str!("../../../assets/i18n/it/organiser.ftl"),
            include_str!("../../../assets/i18n/it/findings.ftl"),
            include_str!("../../../assets/i18n/it/events.ftl"),
        ],
    }
}

/// The language's Fluent bundle, its placeables without the Unicode
/// isolation marks (egui would draw them as boxes).
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = language
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    for text in source(language) {
        // A catalogue that does not parse keeps the messages that do (the
        // tests fail on it); the others fall back to English.
        let resource =
            FluentResource::try_new(text.to_owned()).unwrap_or_else(|(partial, _errors)| partial);
        // A message given twice keeps its first text (the tests fail on it).
        let _duplicates = bundle.add_resource(resource);
    }
    bundle
}

/// The texts of the window in one language, English behind it.
pub struct Catalogue {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    /// English, for a key the language lacks (`None` when it is English).
    english: Option<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalogue")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

impl Default for Catalogue {
    fn default() -> Self {
        Catalogue::new(Language::English)
    }
}

impl Catalogue {
    /// The catalogue of `language`.
    #[must_use]
    pub fn new(language: Language) -> Self {
        Catalogue {
            language,
            bundle: bundle(language),
            english: (language != Language::English).then(|| bundle(Language::English)),
        }
    }

    /// The language shown.
    #[must_use]
    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of `key`.
    #[must_use]
    pub fn t(&self, key: &str) -> String {
        self.format(key, None)
    }

    /// The text of `key` with its placeables filled from `args` (a number
    /// chooses the plural form: `{ $days -> [one] … *[other] … }`).
    #[must_use]
    pub fn t_args(&self, key: &str, args: &FluentArgs) -> String {
        self.format(key, Some(args))
    }

    /// The text of `key` with the named placeables `args`
    /// (`texts.ta("game-cannot-show", &[("game", id.into()), ("why", why.into())])`).
    #[must_use]
    pub fn ta(&self, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.format(key, Some(&fluent))
    }

    /// `value` with `digits` decimals in the language's style: a point in
    /// English ("1.5"), a comma in the others ("1,5").
    #[must_use]
    pub fn decimal(&self, value: f64, digits: usize) -> String {
        let text = format!("{value:.digits$}");
        match self.language {
            Language::English => text,
            _ => text.replace('.', ","),
        }
    }

    /// A day written out in the language's style: "4 December 2026",
    /// "4. Dezember 2026", "4 décembre 2026", "4 de diciembre de 2026",
    /// "4 dicembre 2026".
    #[must_use]
    pub fn long_date(&self, date: chrono::NaiveDate) -> String {
        use chrono::Datelike;
        match self.language {
            Language::English => {
                let month = months(self.language)
                    .get(date.month0() as usize)
                    .copied()
                    .unwrap_or_default();
                format!("{} {month} {}", date.day(), date.year())
            }
            // The printouts' and the messages' own style (one truth).
            other => Wording::of(other).date(date),
        }
    }

    /// A day as the window's sentences about messages write it: as the
    /// messages and printouts of the language write it (its wording
    /// table's date): "4 Dec 2026", "4. Dezember 2026", "1er décembre 2026".
    #[must_use]
    pub fn letter_date(&self, date: chrono::NaiveDate) -> String {
        Wording::of(self.language).date(date)
    }

    /// "March 2026", "März 2026": a month as a calendar heads it.
    #[must_use]
    pub fn month_year(&self, date: chrono::NaiveDate) -> String {
        use chrono::Datelike;
        let month = months(self.language)
            .get(date.month0() as usize)
            .copied()
            .unwrap_or_default();
        // A calendar's heading begins with a capital in every language.
        let mut chars = month.chars();
        let month: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        format!("{month} {}", date.year())
    }

    /// A weekday in two letters, as a calendar's columns are headed: "Mo",
    /// "Di", "lu".
    #[must_use]
    pub fn weekday_short(&self, day: chrono::Weekday) -> &'static str {
        let names: [&'static str; 7] = match self.language {
            Language::English => ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
            Language::German => ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
            Language::French => ["lu", "ma", "me", "je", "ve", "sa", "di"],
            Language::Spanish => ["lu", "ma", "mi", "ju", "vi", "sá", "do"],
            Language::Italian => ["lu", "ma", "me", "gi", "ve", "sa", "do"],
        };
        names
            .get(day.num_days_from_monday() as usize)
            .copied()
            .unwrap_or_default()
    }

    /// A day in figures in the language's style: "04.12.26" in English
    /// and German, "04/12/26" in French, Spanish and Italian.
    #[must_use]
    pub fn short_date(&self, date: chrono::NaiveDate) -> String {
        match self.language {
            Language::English | Language::German => date.format("%d.%m.%y").to_string(),
            _ => date.format("%d/%m/%y").to_string(),
        }
    }

    /// The text of `key` in the language, else in English, else the key
    /// itself (so a missing key shows where it is).
    fn format(&self, key: &str, args: Option<&FluentArgs>) -> String {
        [Some(&self.bundle), self.english.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|bundle| {
                let pattern = bundle.get_message(key)?.value()?;
                let mut errors = Vec::new();
                Some(
                    bundle
                        .format_pattern(pattern, args, &mut errors)
                        .into_owned(),
                )
            })
            .unwrap_or_else(|| key.to_owned())
    }
}

/// Where the window keeps its catalogue in egui's memory.
fn catalogue_id() -> egui::Id {
    egui::Id::unique("ccdesk_catalogue")
}

/// Keeps `catalogue` in `ctx` for the small widgets that are given no app
/// (the calendar button, the scroll bars' names); the window does it at
/// the start of every frame.
pub fn install(ctx: &egui::Context, catalogue: std::sync::Arc<Catalogue>) {
    ctx.data_mut(|d| d.insert_temp(catalogue_id(), catalogue));
}

/// The catalogue the window keeps in `ctx`, else English.
#[must_use]
pub fn of(ctx: &egui::Context) -> std::sync::Arc<Catalogue> {
    ctx.data(|d| d.get_temp(catalogue_id())).unwrap_or_default()
}

/// The names of the months in `language`, January first, written out:
/// English's from the calendar of [`ccdesk_domain::iso_date`], the
/// others' from the language's wording table, so the window and the
/// printouts name a month alike.
fn months(language: Language) -> [&'static str; 12] {
    match language {
        Language::English => ccdesk_domain::iso_date::MONTHS,
        other => Wording::of(other).months,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use std::collections::BTreeSet;

    /// The catalogue files of a language, in the order of [`source`].
    const FILES: [&str; 5] = [
        "ccdesk.ftl",
        "panes.ftl",
        "organiser.ftl",
        "findings.ftl",
        "events.ftl",
    ];

    /// The message identifiers a catalogue file defines (the lines that
    /// begin `key =`), and how many parse errors Fluent finds in it.
    fn file_keys(text: &str) -> (BTreeSet<String>, usize) {
        let errors = FluentResource::try_new(text.to_owned())
            .err()
            .map_or(0, |(_, e)| e.len());
        let keys = text
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
            .filter_map(|l| l.split_once('='))
            .map(|(key, _)| key.trim().to_owned())
            .collect();
        (keys, errors)
    }

    /// The message identifiers of a language's catalogues, all files, and
    /// how many parse errors Fluent finds in them.
    fn keys(language: Language) -> (BTreeSet<String>, usize) {
        source(language).into_iter().map(file_keys).fold(
            (BTreeSet::new(), 0),
            |(mut all, errors), (keys, e)| {
                all.extend(keys);
                (all, errors + e)
            },
        )
    }

    #[test]
    fn every_catalogue_parses_and_has_exactly_the_english_keys() {
        let (english, errors) = keys(Language::English);
        assert_eq!(errors, 0, "the English catalogue does not parse");
        assert!(english.len() > 30, "{} keys", english.len());
        for language in Language::ALL {
            for (file, (text, english_text)) in FILES
                .iter()
                .zip(source(language).into_iter().zip(source(Language::English)))
            {
                let (own, errors) = file_keys(text);
                let (english, _) = file_keys(english_text);
                assert_eq!(
                    errors,
                    0,
                    "assets/i18n/{}/{file} does not parse",
                    language.code()
                );
                let missing: Vec<_> = english.difference(&own).collect();
                let extra: Vec<_> = own.difference(&english).collect();
                assert!(
                    missing.is_empty() && extra.is_empty(),
                    "assets/i18n/{}/{file} lacks {missing:?} and has {extra:?} beyond English",
                    language.code()
                );
            }
        }
    }

    #[test]
    fn no_key_is_in_two_catalogue_files() {
        let files = source(Language::English).map(|t| file_keys(t).0);
        for (i, a) in files.iter().enumerate() {
            for (j, b) in files.iter().enumerate().skip(i + 1) {
                let both: Vec<_> = a.intersection(b).collect();
                assert!(
                    both.is_empty(),
                    "keys in {} and {}: {both:?}",
                    FILES[i],
                    FILES[j]
                );
            }
        }
    }

    /// Every `.rs` file under `dir`, but this one (whose tests name keys).
    fn sources(dir: &std::path::Path, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs")
                && path.file_name().is_some_and(|n| n != "i18n.rs")
            {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }

    #[test]
    fn every_key_is_used_in_the_window() {
        let mut code = String::new();
        sources(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
            &mut code,
        );
        let unused: Vec<_> = keys(Language::English)
            .0
            .into_iter()
            .filter(|k| !code.contains(&format!("\"{k}\"")))
            .collect();
        assert!(unused.is_empty(), "keys no code uses: {unused:?}");
    }

    #[test]
    fn the_menus_speak_each_language() {
        let names: Vec<_> = Language::ALL
            .into_iter()
            .map(|l| Catalogue::new(l).t("menu-file"))
            .collect();
        assert_eq!(names, ["File", "Datei", "Fichier", "Archivo", "File"]);
        assert_eq!(
            Catalogue::new(Language::German).t("menu-edit"),
            "Bearbeiten"
        );
        assert_eq!(Catalogue::new(Language::French).t("menu-view"), "Affichage");
        assert_eq!(Catalogue::new(Language::Spanish).t("menu-help"), "Ayuda");
        assert_eq!(Catalogue::new(Language::Italian).t("menu-edit"), "Modifica");
    }

    #[test]
    fn days_take_each_languages_plural_without_isolation_marks() {
        let days = |language, n: i64| {
            let mut args = FluentArgs::new();
            args.set("days", n);
            Catalogue::new(language).t_args("days-left", &args)
        };
        assert_eq!(days(Language::English, 1), "1 day left");
        assert_eq!(days(Language::English, 2), "2 days left");
        assert_eq!(days(Language::German, 1), "1 Tag übrig");
        assert_eq!(days(Language::German, 2), "2 Tage übrig");
        // French counts 0 as one ("0 jour"), and -1 as other.
        assert_eq!(days(Language::French, 0), "0 jour restant");
        assert_eq!(days(Language::French, 5), "5 jours restants");
        assert_eq!(days(Language::Spanish, 1), "1 día restante");
        assert_eq!(days(Language::Italian, 3), "3 giorni rimasti");
        assert!(!days(Language::German, 2).contains(['\u{2068}', '\u{2069}']));
    }

    #[test]
    fn numbers_and_dates_take_each_languages_style() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 3, 4).unwrap();
        let long: Vec<_> = Language::ALL
            .into_iter()
            .map(|l| Catalogue::new(l).long_date(day))
            .collect();
        assert_eq!(
            long,
            [
                "4 March 2026",
                "4. März 2026",
                "4 mars 2026",
                "4 de marzo de 2026",
                "4 marzo 2026"
            ]
        );
        assert_eq!(
            Catalogue::new(Language::English).short_date(day),
            "04.03.26"
        );
        assert_eq!(Catalogue::new(Language::German).short_date(day), "04.03.26");
        assert_eq!(Catalogue::new(Language::French).short_date(day), "04/03/26");
        assert_eq!(
            Catalogue::new(Language::English).letter_date(day),
            "4 Mar 2026"
        );
        assert_eq!(
            Catalogue::new(Language::German).letter_date(day),
            "4. März 2026"
        );
        // The first of the month as the French printouts write it.
        let first = chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
        assert_eq!(
            Catalogue::new(Language::French).letter_date(first),
            "1er décembre 2026"
        );
        assert_eq!(Catalogue::new(Language::English).decimal(1.5, 1), "1.5");
        assert_eq!(Catalogue::new(Language::Italian).decimal(1.5, 1), "1,5");
    }

    #[test]
    fn a_missing_key_shows_the_key_and_english_stands_behind() {
        let de = Catalogue::new(Language::German);
        assert_eq!(de.t("no-such-key"), "no-such-key");
        assert_eq!(de.language(), Language::German);
    }

    #[test]
    fn the_locale_chooses_the_language_else_english() {
        assert_eq!(language_of_locale("de_DE.UTF-8"), Language::German);
        assert_eq!(language_of_locale("fr_CH"), Language::French);
        assert_eq!(language_of_locale("it_IT@euro"), Language::Italian);
        assert_eq!(language_of_locale("es-ES"), Language::Spanish);
        assert_eq!(language_of_locale("en_GB.UTF-8"), Language::English);
        assert_eq!(language_of_locale("C"), Language::English);
        assert_eq!(language_of_locale("nl_NL.UTF-8"), Language::English);
        assert_eq!(language_of_locale(""), Language::English);
        // LC_ALL before LC_MESSAGES before LANG; an empty one is skipped.
        assert_eq!(
            language_of_locale_variables(Some(""), Some("fr_FR.UTF-8"), Some("de_DE.UTF-8")),
            Language::French
        );
        assert_eq!(
            language_of_locale_variables(Some("it_IT"), Some("fr_FR"), None),
            Language::Italian
        );
        assert_eq!(
            language_of_locale_variables(None, None, Some("es_ES.UTF-8")),
            Language::Spanish
        );
        assert_eq!(
            language_of_locale_variables(None, None, None),
            Language::English
        );
    }

    // The settings kept the language as `De` before the window took the
    // domain's type: such a file still reads, and is written anew with
    // the domain's names.
    #[test]
    fn settings_written_before_read_their_language() {
        let old: crate::services::Settings = ron::from_str("(language: Some(De))").unwrap();
        assert_eq!(old.language, Some(Language::German));
        let text = ron::to_string(&old).unwrap();
        assert!(text.contains("language:Some(German)"), "{text}");
    }
}
