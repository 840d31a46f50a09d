//! What a screen reader says when something happens (issue 18): one
//! function per event gives its words, and [`live_label`] shows them in a
//! live region, so AccessKit tells the screen reader once, when the words
//! appear.
//!
//! Two fixed places hold live regions: the status line (every event:
//! moves played, messages applied, files saved or exported, deadlines due
//! at start; polite, assertive for failures) and the line under the Move
//! field (the board's refusals, assertive, and the text mode's answers,
//! polite). An event is said in one of them, never both.

use super::i18n::Catalogue;
use ccdesk_domain::ids::GameId;

/// How urgently a screen reader says an announcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Urgency {
    /// When the screen reader is done with what it is saying.
    Polite,
    /// At once, interrupting: refusals and failures.
    Assertive,
}

/// Words to be said once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announcement {
    /// What is said.
    pub text: String,
    /// How urgently.
    pub urgency: Urgency,
    /// Counts announcements: the same words said again are a new
    /// announcement (a new live node), said again.
    pub serial: u64,
}

/// The latest announcement of one place.
#[derive(Debug, Clone, Default)]
pub struct Announcer {
    current: Option<Announcement>,
    said: u64,
}

impl Announcer {
    /// Says `text` with `urgency`, once.
    pub fn say(&mut self, text: impl Into<String>, urgency: Urgency) {
        self.said += 1;
        self.current = Some(Announcement {
            text: text.into(),
            urgency,
            serial: self.said,
        });
    }

    /// The latest announcement, if any.
    #[must_use]
    pub fn current(&self) -> Option<&Announcement> {
        self.current.as_ref()
    }

    /// Forgets the latest announcement (its words are no longer shown).
    pub fn clear(&mut self) {
        self.current = None;
    }
}

/// Shows `announcement` as a label that is a live region: a new node per
/// announcement, so AccessKit announces it once when it appears. `colour`
/// colours the text (refusals in red).
pub(crate) fn live_label(
    ui: &mut egui::Ui,
    announcement: &Announcement,
    colour: Option<egui::Color32>,
) -> egui::Response {
    let urgent = announcement.urgency == Urgency::Assertive;
    ui.push_id(("announcement", announcement.serial, urgent), |ui| {
        let shown = match colour {
            Some(c) => ui.colored_label(c, &announcement.text),
            None => ui.label(&announcement.text),
        };
        let live = match announcement.urgency {
            Urgency::Polite => egui::accesskit::Live::Polite,
            Urgency::Assertive => egui::accesskit::Live::Assertive,
        };
        ui.ctx()
            .accesskit_node_builder(shown.id, |node| node.set_live(live));
        shown
    })
    .inner
}

/// "white" or "black": the side that made the move after `ply` moves,
/// as the scoresheet says it in the window's language.
fn side(texts: &Catalogue, ply: usize) -> String {
    texts.t(if ply.is_multiple_of(2) {
        "score-spoken-white"
    } else {
        "score-spoken-black"
    })
}

/// "12. black Nf6": a move with its number and side, as the scoresheet
/// says it.
#[must_use]
pub fn numbered(texts: &Catalogue, ply: usize, san: &str) -> String {
    format!("{}. {} {san}", ply / 2 + 1, side(texts, ply))
}

/// A move played in `game`: `moves` are the moves it added (the move, and
/// a conditional reply that followed), `first_ply` the number of moves
/// before them. "played 12. black Nf6 in game g3" or, with a conditional
/// reply, "played 12. white Nf3 in game g3; the conditional reply 12. black
/// Nc6 followed".
#[must_use]
pub fn move_played(texts: &Catalogue, game: GameId, first_ply: usize, moves: &[String]) -> String {
    let game = game.to_string();
    let Some(first) = moves.first() else {
        return texts.ta("said-no-move-played", &[("game", game.into())]);
    };
    let mut text = texts.ta(
        "said-move-played",
        &[
            ("move", numbered(texts, first_ply, first).into()),
            ("game", game.into()),
        ],
    );
    for (i, reply) in moves.iter().enumerate().skip(1) {
        text.push_str(&texts.ta(
            "said-conditional-reply",
            &[("move", numbered(texts, first_ply + i, reply).into())],
        ));
    }
    text
}

/// A message applied to `game`: what it did, step by step.
#[must_use]
pub fn message_applied(game: GameId, steps: &[String]) -> String {
    format!("{game}: {}", steps.join("; "))
}

/// A reply marked sent for `game`: what it sent ("g1: 12... Nf6 sent on
/// 2026-03-14", in the reply dialog's words).
#[must_use]
pub fn message_sent(game: GameId, what: &str) -> String {
    format!("{game}: {what}")
}

/// A shortcut whose target is not shown (a game not selected, the due
/// list folded): "the due list is not shown: the keyboard stays where it
/// was".
#[must_use]
pub fn keyboard_not_moved(texts: &Catalogue, target: &str) -> String {
    texts.ta("said-keyboard-not-moved", &[("target", target.into())])
}

/// An undo or redo: what it did, in the document's words ("undid: played
/// e4 in game g1", "redid: played e4 in game g1").
#[must_use]
pub fn changed_back(done: &str) -> String {
    done.to_owned()
}

/// A finding in a message read: its words, as the read dialog shows them.
#[must_use]
pub fn finding(words: &str) -> String {
    words.to_owned()
}

/// A file written or read: what and where (already a sentence from the
/// file code, e.g. "saved /home/ann/club.ron").
#[must_use]
pub fn file_done(done: &str) -> String {
    done.to_owned()
}

/// A file action that failed: why, where.
#[must_use]
pub fn file_failed(why: &str) -> String {
    why.to_owned()
}

/// The project saved to `path`.
#[must_use]
pub fn saved(texts: &Catalogue, path: &std::path::Path) -> String {
    texts.ta("said-saved", &[("path", path.display().to_string().into())])
}

/// A save that wrote nothing: the file already holds the project.
#[must_use]
pub fn saved_unchanged(texts: &Catalogue, path: &std::path::Path) -> String {
    texts.ta(
        "said-saved-unchanged",
        &[("path", path.display().to_string().into())],
    )
}

/// Deadlines that fell due since the window was last open, said at start:
/// "3 deadlines fell due since 2026-11-20; the first: 2026-11-21 game 4
/// reply due [E6.1]".
#[must_use]
pub fn deadlines_due(
    texts: &Catalogue,
    count: usize,
    since: chrono::NaiveDate,
    first: &str,
) -> String {
    texts.ta(
        "said-deadlines-due",
        &[
            ("deadlines", count.into()),
            ("since", since.to_string().into()),
            ("first", first.into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_said_with_their_number_and_side() {
        let en = Catalogue::default();
        assert_eq!(
            move_played(&en, GameId(3), 22, &["Nf6".to_owned()]),
            "played 12. white Nf6 in game g3"
        );
        assert_eq!(
            move_played(&en, GameId(3), 23, &["Nf6".to_owned(), "Nc3".to_owned()]),
            "played 12. black Nf6 in game g3; the conditional reply 13. white Nc3 followed"
        );
        // In German, with German words round the same figures.
        let de = Catalogue::new(crate::i18n::Language::German);
        assert_eq!(
            move_played(&de, GameId(3), 23, &["Sf6".to_owned(), "Sc3".to_owned()]),
            "12. Schwarz Sf6 in Partie g3 gespielt; die bedingte Antwort 13. Weiß Sc3 folgte"
        );
        assert_eq!(
            deadlines_due(
                &de,
                2,
                chrono::NaiveDate::from_ymd_opt(2026, 11, 20).unwrap(),
                "x"
            ),
            "2 Fristen seit 2026-11-20 fällig geworden; die erste: x"
        );
    }

    #[test]
    fn the_same_words_twice_are_two_announcements() {
        let mut a = Announcer::default();
        a.say("saved x", Urgency::Polite);
        let first = a.current().map(|a| a.serial);
        a.say("saved x", Urgency::Polite);
        assert_ne!(first, a.current().map(|a| a.serial));
    }
}
