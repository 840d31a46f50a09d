//! [`Wording`]: the words of a game's messages in the game's language
//! (issue 35, item 3), one table a language (`en.rs`, `de.rs`, `fr.rs`,
//! `es.rs`, `it.rs`). Every table fills every field, so a key missing in a
//! language does not build; the tests below check that none is left
//! empty or left in English, and `tests/core/message_language.rs` that the
//! reader reads each language's labels back. The `ccdesk` block of a
//! message is not worded: it stays language-neutral.
//!
//! ```
//! use ccdesk_domain::language::Language;
//! use ccdesk_domain::message::wording::Wording;
//!
//! let w = Wording::of(Language::German);
//! assert_eq!(w.my_move, "Mein Zug:");
//! assert_eq!(w.days(1), "1 Tag");
//! assert_eq!(w.days(12), "12 Tage");
//! ```

mod de;
mod en;
mod es;
mod fr;
mod it;

use chrono::{Datelike, NaiveDate};

use crate::language::Language;
use crate::notation::{Notation, PieceLetters};

/// The words of a move message in one language: labels end with their
/// colon; `{what}`, `{date}`, `{stated}`, `{n}`, `{d}`, `{month}`, `{y}`,
/// `{notation}`, `{letters}` and `{pieces}` are filled in.
#[derive(Debug, Clone, Copy)]
pub struct Wording {
    /// "Event:".
    pub event: &'static str,
    /// "Game:", before `Ann (White) - Bo (Black)`.
    pub game: &'static str,
    /// "White".
    pub white: &'static str,
    /// "Black".
    pub black: &'static str,
    /// "From:", the sender.
    pub from: &'static str,
    /// "Address:", the sender's postal address.
    pub address: &'static str,
    /// "To:", the recipient.
    pub to: &'static str,
    /// "Your move:", the repetition (E4.1).
    pub your_move: &'static str,
    /// "Conditional moves played:" (E4.6).
    pub continuation: &'static str,
    /// "My move:" (E2.1).
    pub my_move: &'static str,
    /// "Draw offer:" (E1.1).
    pub draw_offer: &'static str,
    /// "With this move I offer a draw." (E1.1).
    pub draw_offer_sentence: &'static str,
    /// "Conditional proposal:" (E4.5).
    pub proposal: &'static str,
    /// "Your move was sent on:" (E2.5).
    pub your_move_sent: &'static str,
    /// "Your move was posted on:" (P04 a).
    pub your_move_posted: &'static str,
    /// "not known", a date the opponent did not give.
    pub not_known: &'static str,
    /// "I received it on:" (E2.7).
    pub received: &'static str,
    /// "(assumed)", after a date assumed (E2.9).
    pub assumed: &'static str,
    /// "I send this move on:" (E2.8).
    pub i_send: &'static str,
    /// "I post this move on:" (P04 c).
    pub i_post: &'static str,
    /// "Time for this move:" (E2.11).
    pub time_for_move: &'static str,
    /// "Time used in all:" (E2.11).
    pub time_in_all: &'static str,
    /// "1 day".
    pub one_day: &'static str,
    /// "{n} days".
    pub n_days: &'static str,
    /// Whether `n` takes the singular (`1 day`; French `0 jour` too).
    pub singular: fn(u32) -> bool,
    /// "Notes:".
    pub notes: &'static str,
    /// "the date you received my move".
    pub what_received: &'static str,
    /// "the date you sent your move".
    pub what_sent: &'static str,
    /// "You did not give {what}; I assume {date} (rule E2.9)."
    pub note_assumed: &'static str,
    /// "You gave {what} as {stated}; it was {date} and I count it so (rule E2.10)."
    pub note_corrected: &'static str,
    /// "Game record ({notation}):" (E2.5).
    pub record: &'static str,
    /// "{notation}, {letters} {pieces}": a record's notation with its
    /// piece letters (E2.2).
    pub notation_with_letters: &'static str,
    /// The names of the notations, in the order of [`Notation::ALL`].
    pub notations: [&'static str; 5],
    /// The names of the piece letters, in the order of
    /// [`PieceLetters::ALL`]: "German letters".
    pub letters: [&'static str; 6],
    /// "Date:", the date of a declaration.
    pub date_label: &'static str,
    /// "Game record:", before a declaration's moves.
    pub record_plain: &'static str,
    /// "I resign the game. Result: {score}." (E1.1).
    pub resign: &'static str,
    /// "I resign ({score})", a resignation's subject.
    pub resign_subject: &'static str,
    /// "I offer a draw." (E1.1).
    pub offer_draw: &'static str,
    /// "draw offer", an offer's subject.
    pub offer_subject: &'static str,
    /// "I accept your draw offer{offered}. Result: 1/2-1/2." (E1.1).
    pub accept_draw: &'static str,
    /// "draw accepted", an acceptance's subject.
    pub accepted_subject: &'static str,
    /// "I decline your draw offer{offered}: the game goes on." (E1.1).
    pub decline_draw: &'static str,
    /// "draw declined", a refusal's subject.
    pub declined_subject: &'static str,
    /// " of {date}": the date of the offer answered.
    pub offered: &'static str,
    /// "About your last message:", before a referral's findings (E4.2).
    pub about_last_message: &'static str,
    /// "Please send the correction as soon as you can (rule E4.2)."
    pub please_correct: &'static str,
    /// "about your last move", a referral's subject.
    pub referral_subject: &'static str,
    /// "With best wishes,".
    pub closing: &'static str,
    /// "Game {game}", the postcard's game line (P01).
    pub card_game: &'static str,
    /// "I play {side}", on the postcard.
    pub card_i_play: &'static str,
    /// "Your postmark", the opponent's postmark date (P04 a).
    pub card_postmark: &'static str,
    /// "Received", the date the card came (P04 b).
    pub card_received: &'static str,
    /// "Posted", the date this card is posted (P04 c).
    pub card_posted: &'static str,
    /// "Time used" (P04 d).
    pub card_time_used: &'static str,
    /// "Signed:", the signature line.
    pub card_signed: &'static str,
    /// "STAMP", the stamp box.
    pub card_stamp: &'static str,
    /// "postmark (P04)", beside the stamp.
    pub card_postmark_box: &'static str,
    /// "BY FIRST CLASS POST (P01)".
    pub card_first_class: &'static str,
    /// The months, January first, as a date writes them.
    pub months: [&'static str; 12],
    /// A date: "{d} {month} {y}".
    pub date: &'static str,
}

impl Wording {
    /// The wording of a language.
    #[must_use]
    pub const fn of(language: Language) -> &'static Wording {
        match language {
            Language::English => &en::WORDING,
            Language::German => &de::WORDING,
            Language::French => &fr::WORDING,
            Language::Spanish => &es::WORDING,
            Language::Italian => &it::WORDING,
        }
    }

    /// `1 day`, `12 days`, in the language's plural.
    #[must_use]
    pub fn days(&self, n: u32) -> String {
        if (self.singular)(n) {
            self.one_day.replace("{n}", &n.to_string())
        } else {
            self.n_days.replace("{n}", &n.to_string())
        }
    }

    /// A date as the language writes it: `3 Dec 2026`, `3. Dezember 2026`.
    #[must_use]
    pub fn date(&self, date: NaiveDate) -> String {
        let month = self.months[date.month0() as usize];
        self.date
            .replace("{d}", &date.day().to_string())
            .replace("{month}", month)
            .replace("{y}", &date.year().to_string())
    }

    /// A side's name: `White`, `Weiß`.
    #[must_use]
    pub fn side(&self, side: shakmaty::Color) -> &'static str {
        match side {
            shakmaty::Color::White => self.white,
            shakmaty::Color::Black => self.black,
        }
    }

    /// The name of a notation: `algebraic (SAN)`, `algebraisch (SAN)`.
    #[must_use]
    pub fn notation(&self, notation: Notation) -> &'static str {
        let i = Notation::ALL
            .iter()
            .position(|n| *n == notation)
            .unwrap_or_default();
        self.notations[i]
    }

    /// How a record's notation is named, with the agreed piece letters
    /// where they are not English and the notation has letters
    /// (`algebraic (SAN), German letters K D T L S`).
    #[must_use]
    pub fn record_label(&self, notation: Notation, letters: PieceLetters) -> String {
        match notation {
            Notation::San | Notation::Lan if letters != PieceLetters::English => {
                let i = PieceLetters::ALL
                    .iter()
                    .position(|l| *l == letters)
                    .unwrap_or_default();
                self.notation_with_letters
                    .replace("{notation}", self.notation(notation))
                    .replace("{letters}", self.letters[i])
                    .replace("{pieces}", &letters.pieces())
            }
            _ => self.notation(notation).to_owned(),
        }
    }

    /// Every text of the table, named, for the tests that keep the tables
    /// whole.
    #[must_use]
    pub fn texts(&self) -> Vec<(&'static str, &'static str)> {
        let mut out = vec![
            ("event", self.event),
            ("game", self.game),
            ("white", self.white),
            ("black", self.black),
            ("from", self.from),
            ("address", self.address),
            ("to", self.to),
            ("your_move", self.your_move),
            ("continuation", self.continuation),
            ("my_move", self.my_move),
            ("draw_offer", self.draw_offer),
            ("draw_offer_sentence", self.draw_offer_sentence),
            ("proposal", self.proposal),
            ("your_move_sent", self.your_move_sent),
            ("your_move_posted", self.your_move_posted),
            ("not_known", self.not_known),
            ("received", self.received),
            ("assumed", self.assumed),
            ("i_send", self.i_send),
            ("i_post", self.i_post),
            ("time_for_move", self.time_for_move),
            ("time_in_all", self.time_in_all),
            ("one_day", self.one_day),
            ("n_days", self.n_days),
            ("notes", self.notes),
            ("what_received", self.what_received),
            ("what_sent", self.what_sent),
            ("note_assumed", self.note_assumed),
            ("note_corrected", self.note_corrected),
            ("record", self.record),
            ("notation_with_letters", self.notation_with_letters),
            ("date_label", self.date_label),
            ("record_plain", self.record_plain),
            ("resign", self.resign),
            ("resign_subject", self.resign_subject),
            ("offer_draw", self.offer_draw),
            ("offer_subject", self.offer_subject),
            ("accept_draw", self.accept_draw),
            ("accepted_subject", self.accepted_subject),
            ("decline_draw", self.decline_draw),
            ("declined_subject", self.declined_subject),
            ("offered", self.offered),
            ("about_last_message", self.about_last_message),
            ("please_correct", self.please_correct),
            ("referral_subject", self.referral_subject),
            ("closing", self.closing),
            ("date", self.date),
            ("card_game", self.card_game),
            ("card_i_play", self.card_i_play),
            ("card_postmark", self.card_postmark),
            ("card_received", self.card_received),
            ("card_posted", self.card_posted),
            ("card_time_used", self.card_time_used),
            ("card_signed", self.card_signed),
            ("card_stamp", self.card_stamp),
            ("card_postmark_box", self.card_postmark_box),
            ("card_first_class", self.card_first_class),
        ];
        out.extend(self.notations.iter().map(|t| ("notations", *t)));
        out.extend(self.letters.iter().map(|t| ("letters", *t)));
        out.extend(self.months.iter().map(|t| ("months", *t)));
        out
    }
}

/// One is singular, every other number plural (English, German, Spanish,
/// Italian).
pub(super) const fn one_only(n: u32) -> bool {
    n == 1
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The placeables each text must keep.
    fn placeables(text: &str) -> Vec<&str> {
        let mut out: Vec<&str> = text
            .match_indices('{')
            .filter_map(|(i, _)| text[i..].find('}').map(|j| &text[i..=i + j]))
            .collect();
        out.sort_unstable();
        out
    }

    // rule: E2.1 — every language words every part of the move message.
    #[test]
    fn every_language_fills_every_text_with_the_english_placeables() {
        let english = Wording::of(Language::English).texts();
        for language in Language::ALL {
            let texts = Wording::of(language).texts();
            assert_eq!(texts.len(), english.len());
            for ((key, text), (_, en)) in texts.iter().zip(&english) {
                assert!(!text.trim().is_empty(), "{language}: {key} is empty");
                assert_eq!(
                    placeables(text),
                    placeables(en),
                    "{language}: {key} {text:?} keeps other placeables than {en:?}"
                );
            }
        }
    }

    // rule: E2.1 — a language's table is its own, not English left in place.
    #[test]
    fn no_language_but_english_keeps_the_english_labels() {
        let en = Wording::of(Language::English);
        for language in Language::ALL.into_iter().skip(1) {
            let w = Wording::of(language);
            for ((key, text), (_, english)) in w.texts().iter().zip(en.texts()) {
                // Names the languages share: UCI, the `{d} {month} {y}` form.
                let shared = ["UCI", "{d} {month} {y}", "Notes:", "Note:"];
                if key.ends_with("letters") || shared.contains(text) {
                    continue;
                }
                assert_ne!(*text, english, "{language}: {key} is still English");
            }
        }
    }

    #[test]
    fn days_follow_each_languages_plural() {
        assert_eq!(Wording::of(Language::English).days(1), "1 day");
        assert_eq!(Wording::of(Language::English).days(0), "0 days");
        assert_eq!(Wording::of(Language::French).days(0), "0 jour");
        assert_eq!(Wording::of(Language::French).days(2), "2 jours");
        assert_eq!(Wording::of(Language::Spanish).days(3), "3 días");
        assert_eq!(Wording::of(Language::Italian).days(1), "1 giorno");
    }

    #[test]
    fn dates_are_written_in_each_languages_style() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 3).unwrap();
        let date = |l| Wording::of(l).date(d);
        assert_eq!(date(Language::English), "3 Dec 2026");
        assert_eq!(date(Language::German), "3. Dezember 2026");
        assert_eq!(date(Language::French), "3 décembre 2026");
        assert_eq!(date(Language::Spanish), "3 de diciembre de 2026");
        assert_eq!(date(Language::Italian), "3 dicembre 2026");
    }
}
