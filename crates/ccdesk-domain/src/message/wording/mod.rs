//! [`Wording`]: the words of a game's messages and printouts (the
//! postcard, the scoresheet, the adjudication packets) in the game's
//! language (issue 35, item 3), one table a language (`en.rs`, `de.rs`,
//! `fr.rs`, `es.rs`, `it.rs`); the printouts' sentences are the functions
//! of `printout.rs`. Every table fills every field, so a key missing in a
//! language does not build; the tests below check that none is left
//! empty or left in English, and `tests/core/message_language.rs` that the
//! reader reads each language's labels back. The `ccdesk` block of a
//! message is not worded: it stays language-neutral.
//!
//! Each language counts in its own plural (`plural.rs`, after CLDR:
//! [`Wording::count`], [`Wording::days`]), writes numbers with its own
//! decimal sign ([`Wording::decimal`]: `0,5` but in English) and, in
//! French, sets a no-break space before `: ; ! ?` (`fr.rs`). A referral's
//! findings are worded here too ([`Wording::findings`]).
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
mod plural;
mod printout;
pub use plural::Plural;
pub use printout::SideTotals;

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
    /// The language's plural category of a count, after CLDR (`1 day`;
    /// French `0 jour` too), one function a language (`plural.rs`).
    pub plural: fn(u32) -> Plural,
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
    /// "No postal address on file: enter the opponent's address first."
    pub card_no_address: &'static str,
    /// "Played from your conditional moves: {moves}" (E4.6).
    pub card_continuation: &'static str,
    /// "If {line} (binding unless you reject it, P07)".
    pub card_if: &'static str,
    /// "{date} (assumed: your postmark plus the average transmission time
    /// of {days}, P05)".
    pub card_assumed: &'static str,
    /// "{date} (the postmark counts)" (P04).
    pub card_postmark_counts: &'static str,
    /// "{days} this move" (P04 d).
    pub card_this_move: &'static str,
    /// "{days} this move; in all White {white}, Black {black} days": the
    /// totals share the plural unit after them.
    pub card_in_all: &'static str,
    /// "After {move}", under the postcard's diagram.
    pub card_after: &'static str,
    /// The labels of the card's text to copy (P03, P04): your move, my
    /// move, your postmark, received, posted, time this move, time in all.
    pub card_text: [&'static str; 7],
    /// "White {white}, Black {black} days", the totals of the card's text.
    pub card_text_totals: &'static str,
    /// "(no postal address on file)", after a recipient's name (P01).
    pub no_postal_address: &'static str,
    /// The sentences of a referral's findings (E4.2), in the order
    /// [`Finding::sentence_in`](super::Finding::sentence_in) takes them:
    /// game unknown, several games, no move, not read, unreadable move,
    /// illegal move, ambiguous move, wrong repetition, no repetition,
    /// continuation wrong, continuation missing, continuation unanswered,
    /// record differs, your date wrong, date assumed (E2.9, P05), date
    /// corrected, days disagree, total disagrees, time missing, also for
    /// another game, unreadable text, text and block repeat differently,
    /// text and block name two moves, long transit.
    pub findings: [&'static str; 25],
    /// How the first day of a month is written in a date: `1`, French
    /// `1er`, Italian `1º`.
    pub first_day: &'static str,
    /// A date in a table's narrow column: English `3 Dec 2026` (as
    /// [`Wording::date`]), the others' numeric form `03.12.2026`,
    /// `03/12/2026` (`{dd}`, `{mm}`: two digits).
    pub short_date: &'static str,
    /// "{n} move", a count of moves.
    pub one_move: &'static str,
    /// "{n} moves".
    pub n_moves: &'static str,
    /// "{n} piece", a count of pieces.
    pub one_piece: &'static str,
    /// "{n} pieces".
    pub n_pieces: &'static str,
    /// "No move has been played."
    pub no_move: &'static str,
    /// "No.", the move number column of the scoresheet.
    pub sheet_number: &'static str,
    /// The scoresheet's column titles: move, received, sent, days,
    /// excluded, leave, penalty, total.
    pub sheet_columns: [&'static str; 8],
    /// "cond.", a move played from a conditional line (E6.5).
    pub sheet_conditional: &'static str,
    /// "not sent", a move not sent yet.
    pub sheet_not_sent: &'static str,
    /// "rules {name}: {days} per {moves} moves" (E6.1).
    pub sheet_rules: &'static str,
    /// "rules {name}", rules the project does not hold.
    pub sheet_rules_unknown: &'static str,
    /// "play started {date}".
    pub sheet_started: &'static str,
    /// "in play", a game without a result.
    pub sheet_in_play: &'static str,
    /// "result {result}".
    pub sheet_result: &'static str,
    /// "notation {notation}{letters}": the notation's short name and, for
    /// letters not English, `, ` and their name (`, German letters`).
    pub sheet_notation: &'static str,
    /// The line under the scoresheet's header (E5.1, P10).
    pub sheet_intro: &'static str,
    /// "{title}: scoresheet, continued".
    pub sheet_continued: &'static str,
    /// "{side}, {player}: {moves} sent, {used} used; {allowed} allowed up
    /// to move {control}, {left}; leave {leave}; {status}".
    pub sheet_summary: &'static str,
    /// "{n} left", days left at the control, in the singular and the
    /// plural (Spanish `queda 1`, `quedan 22`).
    pub sheet_left: [&'static str; 2],
    /// "{n} move sent", "{n} moves sent": the participle agrees with its
    /// count (French `1 coup envoyé`, `2 coups envoyés`).
    pub moves_sent: [&'static str; 2],
    /// "{n} day used", "{n} days used".
    pub days_used: [&'static str; 2],
    /// "{n} day allowed", "{n} days allowed".
    pub days_allowed: [&'static str; 2],
    /// "{n} allowed", a count of days without its unit (French `1
    /// accordé`, `40 accordés`).
    pub allowed: [&'static str; 2],
    /// "{n} over", days over the control.
    pub sheet_over: &'static str,
    /// A side's clock status, in the order ok, exceeded, forfeit (E6.2,
    /// E7.5).
    pub statuses: [&'static str; 3],
    /// "{side} can no longer meet the control at move {control}: {used}
    /// used, {allowed} allowed (E6.3)".
    pub sheet_cannot_meet: &'static str,
    /// The legend of the scoresheet's marks and columns.
    pub sheet_legend: &'static str,
    /// "The clock ledger cannot be computed: {error}."
    pub sheet_no_ledger: &'static str,
    /// "Scoresheet and clock ledger (E5.1, P10)", the foot of its pages.
    pub sheet_footer: &'static str,
    /// "{project} · {what} · page {page} of {pages}", a page's foot.
    pub page_foot: &'static str,
    /// "board {board}", a pairing's board.
    pub pos_board: &'static str,
    /// "v board {board}", the other side's board when it differs.
    pub pos_versus_board: &'static str,
    /// "round {round}".
    pub pos_round: &'static str,
    /// "{team}, board {board}", a player's team.
    pub pos_team: &'static str,
    /// "{side}: {player}", a side's player.
    pub pos_side: &'static str,
    /// "Final position after {move} ({moves} in all)".
    pub pos_final: &'static str,
    /// ", sent {date}", after the final position.
    pub pos_sent: &'static str,
    /// "(no moves)", the score of a game without one.
    pub pos_no_moves: &'static str,
    /// "{side} to move", under a diagram.
    pub pos_to_move: &'static str,
    /// "{side}: {pieces} ({material})", White's pieces.
    pub pos_pieces: &'static str,
    /// "{side}: {pieces}, ringed ({material})", Black's pieces, ringed on
    /// the diagram.
    pub pos_ringed: &'static str,
    /// "Castling: White {white}; Black {black}".
    pub pos_castling: &'static str,
    /// "none", no castling or en passant right.
    pub pos_none: &'static str,
    /// "En passant: {square}".
    pub pos_en_passant: &'static str,
    /// "Game score", above the moves.
    pub pos_score: &'static str,
    /// "{title}: game score, continued".
    pub pos_score_continued: &'static str,
    /// "Claim: {title}" (C24).
    pub claim_title: &'static str,
    /// "Claim: {title}, continued".
    pub claim_continued: &'static str,
    /// The line saying the claim goes apart from the diagrams (C24, C26).
    pub claim_apart: &'static str,
    /// "{side} claims a win".
    pub claim_win: &'static str,
    /// "{side} claims a draw".
    pub claim_draw: &'static str,
    /// "Received {date}", when a claim came.
    pub claim_received: &'static str,
    /// "Analysis:".
    pub claim_analysis: &'static str,
    /// "No analysis submitted."
    pub claim_no_analysis: &'static str,
    /// "{side}: claim (delete as appropriate)   WIN  /  DRAW", a blank
    /// claim form.
    pub claim_form: &'static str,
    /// "Analysis (optional):".
    pub claim_analysis_optional: &'static str,
    /// "Captain: ___   Signed: ___   Date: ___", the form's foot.
    pub claim_signatures: &'static str,
    /// "Views of the first two adjudicators: {title}" (C26).
    pub views_title: &'static str,
    /// "Views: {title}, continued".
    pub views_continued: &'static str,
    /// The line telling the third adjudicator why (C26).
    pub views_intro: &'static str,
    /// "First adjudicator: {verdict}".
    pub views_first: &'static str,
    /// "Second adjudicator: {verdict}".
    pub views_second: &'static str,
    /// The verdicts: White wins, Black wins, draw.
    pub verdicts: [&'static str; 3],
    /// "No reasons given."
    pub views_no_reasons: &'static str,
    /// "Engine assessment: {title}" (C26).
    pub assess_title: &'static str,
    /// "Engine assessment: {title}, continued".
    pub assess_continued: &'static str,
    /// The line saying the engine's view is for reference only (C26).
    pub assess_intro: &'static str,
    /// The assessment's lines: "Engine: {engine}", "Settings: {settings}",
    /// "Search: {limit} (depth reached {depth}), made {date}",
    /// "Evaluation (White's view): {score}", "Best move: {move}", "Best
    /// line: {line}".
    pub assess_lines: [&'static str; 6],
    /// "none given", an evaluation the engine did not give.
    pub assess_no_score: &'static str,
    /// "none (no legal move)", a best move there is not.
    pub assess_no_move: &'static str,
    /// "Position: {fen}".
    pub assess_position: &'static str,
    /// The note that the game moved on since the assessment.
    pub assess_changed: &'static str,
    /// "Captain's submission (C24)", the foot of the captain's packet.
    pub packet_captain: &'static str,
    /// "Adjudicator's copy (C26): positions only".
    pub packet_adjudicator: &'static str,
    /// Why a game ended, in the order of [`crate::game::Termination`]:
    /// checkmate, stalemate, insufficient material, repetition, fifty
    /// moves, resignation, agreement, time, default, adjudication,
    /// withdrawal.
    pub terminations: [&'static str; 11],
    /// "Postcard: game {game}, {move}", a card's document title.
    pub doc_postcard: &'static str,
    /// "Postcards: {moves}", the title of several cards.
    pub doc_postcards: &'static str,
    /// "{project}: captain's submission", the packet's document title.
    pub doc_captain: &'static str,
    /// "{project}: adjudicator's packet".
    pub doc_adjudicator: &'static str,
    /// "{project}: scoresheets".
    pub doc_scoresheets: &'static str,
    /// "depth {n}", an engine's search to a depth.
    pub assess_depth: &'static str,
    /// "{n} second", an engine's search for a time.
    pub one_second: &'static str,
    /// "{n} seconds".
    pub n_seconds: &'static str,
    /// A finished game whose result waits for its record (E12.2): "{result}, waits for its record (E12.2)".
    pub state_unrecorded: &'static str,
    /// A game the captains dispute (C23, C37).
    pub state_disputed: &'static str,
    /// A game referred to the adjudicators (C26).
    pub state_with_adjudicators: &'static str,
    /// A game unfinished at the close of play (C19).
    pub state_waits_adjudication: &'static str,
    /// A game in play: "{moves}, in play".
    pub state_in_play: &'static str,
    /// Both sides scored lost (C25, E12.3).
    pub state_loss_to_both: &'static str,
    /// An annulled game (E9.1).
    pub state_annulled: &'static str,
    /// Why no clock runs: the game has a result.
    pub stop_finished: &'static str,
    /// Why no clock runs: the game went to adjudication (C19, E10).
    pub stop_adjudication: &'static str,
    /// Why no clock runs: play closed on `{day}` (C19).
    pub stop_play_closed: &'static str,
    /// The months, January first, as a date writes them.
    pub months: [&'static str; 12],
    /// A date: "{d} {month} {y}".
    pub date: &'static str,
    /// The decimal sign: English `.` (`7.5`), a comma in the others
    /// (`7,5`), as each writes a number ([`Wording::decimal`]).
    pub decimal_sign: &'static str,
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

    /// `n` in the form of its plural category: `forms` is the singular
    /// (CLDR `one`) and the plural (`other`), each with `{n}`.
    #[must_use]
    pub fn count(&self, forms: &[&'static str; 2], n: u32) -> String {
        let form = match (self.plural)(n) {
            Plural::One => forms[0],
            Plural::Other => forms[1],
        };
        form.replace("{n}", &n.to_string())
    }

    /// A number the domain writes (`7.5`, `-0.5`, a score's `1.5`, an
    /// engine's `+1.25`) as the language writes it: German, French,
    /// Spanish and Italian `7,5`, `-0,5`, `+1,25`. Only a point between
    /// two digits is a decimal point; other text (`#3`, `1-0`) is kept.
    #[must_use]
    pub fn decimal(&self, number: &str) -> String {
        let chars: Vec<char> = number.chars().collect();
        let mut out = String::with_capacity(number.len());
        for (i, &c) in chars.iter().enumerate() {
            let between_digits = i > 0
                && chars[i - 1].is_ascii_digit()
                && chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if c == '.' && between_digits {
                out.push_str(self.decimal_sign);
            } else {
                out.push(c);
            }
        }
        out
    }

    /// Game points (C29) as the language writes them: `7.5`, `7,5`.
    #[must_use]
    pub fn points(&self, points: crate::tournament::score::GamePoints) -> String {
        self.decimal(&points.to_string())
    }

    /// `1 day`, `12 days`, in the language's plural.
    #[must_use]
    pub fn days(&self, n: u32) -> String {
        self.count(&[self.one_day, self.n_days], n)
    }

    /// A date as the language writes it in a sentence, each in its usual
    /// style: English `3 Dec 2026` (the form ccdesk has always written,
    /// short and unambiguous), German `3. Dezember 2026` (the day an
    /// ordinal with its point, the month written out as in letters, DIN
    /// 5008), French `3 décembre 2026` and `1er décembre 2026` (the month
    /// in lower case and in full, the first of the month an ordinal),
    /// Spanish `3 de diciembre de 2026` (with its two `de`), Italian
    /// `3 dicembre 2026` and `1º dicembre 2026`. Outside English the
    /// months are written out in full, as letters write them: the
    /// abbreviations (`Dez.`, `déc.`) belong to tables, which use
    /// [`Wording::short_date`]. The message reader reads each of these
    /// back ([`super::parse_date`]).
    #[must_use]
    pub fn date(&self, date: NaiveDate) -> String {
        let month = self.months[date.month0() as usize];
        let day = if date.day() == 1 {
            self.first_day.to_owned()
        } else {
            date.day().to_string()
        };
        self.date
            .replace("{d}", &day)
            .replace("{month}", month)
            .replace("{y}", &date.year().to_string())
    }

    /// A date in a table's narrow column: English `3 Dec 2026` (as
    /// [`Wording::date`]), German `03.12.2026`, French, Spanish and
    /// Italian `03/12/2026`: the numeric form each country writes on
    /// forms, day first.
    #[must_use]
    pub fn short_date(&self, date: NaiveDate) -> String {
        let month = self.months[date.month0() as usize];
        self.short_date
            .replace("{dd}", &format!("{:02}", date.day()))
            .replace("{mm}", &format!("{:02}", date.month()))
            .replace("{d}", &date.day().to_string())
            .replace("{month}", month)
            .replace("{y}", &date.year().to_string())
    }

    /// `1 move`, `12 moves`, in the language's plural.
    #[must_use]
    pub fn moves(&self, n: u32) -> String {
        self.count(&[self.one_move, self.n_moves], n)
    }

    /// `1 piece`, `16 pieces`, in the language's plural.
    #[must_use]
    pub fn pieces(&self, n: u32) -> String {
        self.count(&[self.one_piece, self.n_pieces], n)
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
            ("card_no_address", self.card_no_address),
            ("card_continuation", self.card_continuation),
            ("card_if", self.card_if),
            ("card_assumed", self.card_assumed),
            ("card_postmark_counts", self.card_postmark_counts),
            ("card_this_move", self.card_this_move),
            ("card_in_all", self.card_in_all),
            ("card_after", self.card_after),
            ("card_text_totals", self.card_text_totals),
            ("no_postal_address", self.no_postal_address),
            ("first_day", self.first_day),
            ("short_date", self.short_date),
            ("one_move", self.one_move),
            ("n_moves", self.n_moves),
            ("one_piece", self.one_piece),
            ("n_pieces", self.n_pieces),
            ("no_move", self.no_move),
            ("sheet_number", self.sheet_number),
            ("sheet_conditional", self.sheet_conditional),
            ("sheet_not_sent", self.sheet_not_sent),
            ("sheet_rules", self.sheet_rules),
            ("sheet_rules_unknown", self.sheet_rules_unknown),
            ("sheet_started", self.sheet_started),
            ("sheet_in_play", self.sheet_in_play),
            ("sheet_result", self.sheet_result),
            ("sheet_notation", self.sheet_notation),
            ("sheet_intro", self.sheet_intro),
            ("sheet_continued", self.sheet_continued),
            ("sheet_summary", self.sheet_summary),
            ("sheet_over", self.sheet_over),
            ("sheet_cannot_meet", self.sheet_cannot_meet),
            ("sheet_legend", self.sheet_legend),
            ("sheet_no_ledger", self.sheet_no_ledger),
            ("sheet_footer", self.sheet_footer),
            ("page_foot", self.page_foot),
            ("pos_board", self.pos_board),
            ("pos_versus_board", self.pos_versus_board),
            ("pos_round", self.pos_round),
            ("pos_team", self.pos_team),
            ("pos_side", self.pos_side),
            ("pos_final", self.pos_final),
            ("pos_sent", self.pos_sent),
            ("pos_no_moves", self.pos_no_moves),
            ("pos_to_move", self.pos_to_move),
            ("pos_pieces", self.pos_pieces),
            ("pos_ringed", self.pos_ringed),
            ("pos_castling", self.pos_castling),
            ("pos_none", self.pos_none),
            ("pos_en_passant", self.pos_en_passant),
            ("pos_score", self.pos_score),
            ("pos_score_continued", self.pos_score_continued),
            ("claim_title", self.claim_title),
            ("claim_continued", self.claim_continued),
            ("claim_apart", self.claim_apart),
            ("claim_win", self.claim_win),
            ("claim_draw", self.claim_draw),
            ("claim_received", self.claim_received),
            ("claim_analysis", self.claim_analysis),
            ("claim_no_analysis", self.claim_no_analysis),
            ("claim_form", self.claim_form),
            ("claim_analysis_optional", self.claim_analysis_optional),
            ("claim_signatures", self.claim_signatures),
            ("views_title", self.views_title),
            ("views_continued", self.views_continued),
            ("views_intro", self.views_intro),
            ("views_first", self.views_first),
            ("views_second", self.views_second),
            ("views_no_reasons", self.views_no_reasons),
            ("assess_title", self.assess_title),
            ("assess_continued", self.assess_continued),
            ("assess_intro", self.assess_intro),
            ("assess_no_score", self.assess_no_score),
            ("assess_no_move", self.assess_no_move),
            ("assess_position", self.assess_position),
            ("assess_changed", self.assess_changed),
            ("packet_captain", self.packet_captain),
            ("packet_adjudicator", self.packet_adjudicator),
            ("doc_postcard", self.doc_postcard),
            ("doc_postcards", self.doc_postcards),
            ("doc_captain", self.doc_captain),
            ("doc_adjudicator", self.doc_adjudicator),
            ("doc_scoresheets", self.doc_scoresheets),
            ("assess_depth", self.assess_depth),
            ("one_second", self.one_second),
            ("n_seconds", self.n_seconds),
            ("state_unrecorded", self.state_unrecorded),
            ("state_disputed", self.state_disputed),
            ("state_with_adjudicators", self.state_with_adjudicators),
            ("state_waits_adjudication", self.state_waits_adjudication),
            ("state_in_play", self.state_in_play),
            ("state_loss_to_both", self.state_loss_to_both),
            ("state_annulled", self.state_annulled),
            ("decimal_sign", self.decimal_sign),
            ("stop_finished", self.stop_finished),
            ("stop_adjudication", self.stop_adjudication),
            ("stop_play_closed", self.stop_play_closed),
        ];
        out.extend(self.notations.iter().map(|t| ("notations", *t)));
        out.extend(self.letters.iter().map(|t| ("letters", *t)));
        out.extend(self.months.iter().map(|t| ("months", *t)));
        out.extend(self.sheet_columns.iter().map(|t| ("sheet_columns", *t)));
        out.extend(self.statuses.iter().map(|t| ("statuses", *t)));
        out.extend(self.card_text.iter().map(|t| ("card_text", *t)));
        out.extend(self.findings.iter().map(|t| ("findings", *t)));
        for (key, forms) in [
            ("sheet_left", &self.sheet_left),
            ("moves_sent", &self.moves_sent),
            ("days_used", &self.days_used),
            ("days_allowed", &self.days_allowed),
            ("allowed", &self.allowed),
        ] {
            out.extend(forms.iter().map(|t| (key, *t)));
        }
        out.extend(self.verdicts.iter().map(|t| ("verdicts", *t)));
        out.extend(self.assess_lines.iter().map(|t| ("assess_lines", *t)));
        out.extend(self.terminations.iter().map(|t| ("terminations", *t)));
        out
    }
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
                if *key == "short_date" {
                    // Numeric in the other languages: `{dd}.{mm}.{y}`.
                    continue;
                }
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
                let shared = [
                    "UCI",
                    "{d} {month} {y}",
                    "Notes:",
                    "Note:",
                    // The first of the month as a plain number (German,
                    // Spanish), words the languages share.
                    "1",
                    "cond.",
                    "excl.",
                    "pen.",
                    "total",
                    "notation {notation}{letters}",
                    "{side}: {player}",
                    "{side}: {pieces} ({material})",
                    "En passant: {square}",
                ];
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

    // Scores and points in each language's style, worked out by hand.
    #[test]
    fn numbers_are_written_with_each_languages_decimal_sign() {
        use crate::tournament::score::GamePoints;
        let cases = [
            (Language::English, ["0.5", "1.5", "-0.5", "+1.25", "8"]),
            (Language::German, ["0,5", "1,5", "-0,5", "+1,25", "8"]),
            (Language::French, ["0,5", "1,5", "-0,5", "+1,25", "8"]),
            (Language::Spanish, ["0,5", "1,5", "-0,5", "+1,25", "8"]),
            (Language::Italian, ["0,5", "1,5", "-0,5", "+1,25", "8"]),
        ];
        for (language, want) in cases {
            let w = Wording::of(language);
            let points = [1, 3, -1].map(|h| w.points(GamePoints::from_halves(h)));
            assert_eq!(points, want[..3], "{language}");
            assert_eq!(w.decimal("+1.25"), want[3], "{language}");
            assert_eq!(w.points(GamePoints::whole(8)), want[4], "{language}");
            // Not a number: kept as it is.
            for kept in ["#3", "1-0", "1/2-1/2", "3.Bb5", "e.p.", "."] {
                assert_eq!(w.decimal(kept), kept, "{language}");
            }
        }
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
