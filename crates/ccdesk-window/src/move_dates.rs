//! The dates of a move played on the board, asked for under the board
//! before the move is recorded: the day the opponent's move was received
//! (E2.7; by default the day it arrived, else assumed from the transit
//! days, E2.9) and the day this move was sent (E2.8; by default today).
//! "record as sent" plays the move with both dates, "not sent yet" with
//! the received date only, for the Reply… dialog to send later.
//!
//! The form only reads its fields; the move is played through
//! [`Command::PlayMove`], so one undo takes it back.

use chrono::NaiveDate;
use shakmaty::{Chess, Move};

use super::CcdeskApp;
use super::i18n::Catalogue;
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::ledger::next_received;
use ccdesk_domain::message::assumed_receipt;
use ccdesk_domain::project::Project;

/// A move entered on the board, waiting for its dates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingMove {
    /// The game it is for.
    pub game: GameId,
    /// Moves in the game when it was entered: it is the next one.
    pub at_ply: usize,
    /// The move, for the board to show it.
    pub played: Move,
    /// The move in SAN, as recorded.
    pub san: String,
    /// The move with its number in the game's notation: "12... Nf6".
    pub written: String,
    /// The received date as typed, `YYYY-MM-DD`; empty = not known.
    pub received: String,
    /// The date first offered for received, and whether it was assumed
    /// (E2.9) rather than recorded.
    pub offered: Option<(NaiveDate, bool)>,
    /// How an assumed received date is explained, in the game's rule set's
    /// words and rule (P05 by post, E2.9 by email).
    pub assumed_words: String,
    /// The sent date as typed, `YYYY-MM-DD`.
    pub sent: String,
    /// The date of the move before it (the opponent's), when sent.
    pub previous_sent: Option<NaiveDate>,
    /// Why the dates were refused.
    pub refusal: Option<String>,
    /// The sent field still has to take the keyboard.
    pub focus: bool,
    /// Where the keyboard entered the move (the Move field, or the board
    /// by keys): it goes back there once the move is recorded.
    pub entered_from: Option<super::keyboard::FocusTarget>,
}

/// How the move is to be recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recording {
    /// With the date it was sent.
    Sent,
    /// Entered but not sent yet.
    NotSent,
}

fn ymd(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// The date typed in a field, `None` when empty; `key` words the refusal
/// of what is not a date.
fn read_date(texts: &Catalogue, key: &str, text: &str) -> Result<Option<NaiveDate>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| texts.ta(key, &[("text", text.into())]))
}

impl PendingMove {
    /// The move `played` (written `san` and `written`), entered in `game`
    /// of `project` as its next move, with the dates offered: received as
    /// the domain expects it ([`next_received`]), sent `today`.
    #[must_use]
    pub fn new(
        project: &Project,
        game: GameId,
        played: Move,
        san: String,
        written: String,
        today: NaiveDate,
    ) -> PendingMove {
        let moves = project.game(game).map_or(&[][..], |g| g.moves.as_slice());
        let offered = next_received(project, game);
        PendingMove {
            game,
            at_ply: moves.len(),
            played,
            san,
            written,
            received: offered.map_or_else(String::new, |(d, _)| ymd(d)),
            offered,
            assumed_words: project
                .game(game)
                .map_or_else(String::new, |g| assumed_receipt(project, g)),
            sent: ymd(today),
            previous_sent: moves.last().and_then(|m| m.sent),
            refusal: None,
            focus: true,
            entered_from: None,
        }
    }

    /// The received and sent dates to record, or why they cannot be.
    /// A received date left as assumed is recorded as assumed (`None`), so
    /// the ledger keeps showing that it was (E2.9).
    ///
    /// # Errors
    ///
    /// A field is not a date, sent is missing or before received, or
    /// received is before the opponent's move was sent.
    pub fn dates(
        &self,
        recording: Recording,
        texts: &Catalogue,
    ) -> Result<(Option<NaiveDate>, Option<NaiveDate>), String> {
        let received = read_date(texts, "dates-error-received", &self.received)?;
        let sent = match recording {
            Recording::Sent => Some(
                read_date(texts, "dates-error-sent", &self.sent)?
                    .ok_or_else(|| texts.t("dates-error-no-sent"))?,
            ),
            Recording::NotSent => None,
        };
        if let (Some(r), Some(before)) = (received, self.previous_sent)
            && r < before
        {
            return Err(texts.ta(
                "dates-error-received-before",
                &[("received", ymd(r).into()), ("before", ymd(before).into())],
            ));
        }
        if let Some(s) = sent {
            if let Some(r) = received
                && s < r
            {
                let key = match self.offered {
                    Some((d, true)) if d == r => "dates-error-sent-before-assumed",
                    _ => "dates-error-sent-before-received",
                };
                return Err(texts.ta(key, &[("sent", ymd(s).into()), ("received", ymd(r).into())]));
            }
            if let Some(before) = self.previous_sent
                && s < before
            {
                return Err(texts.ta(
                    "dates-error-sent-before",
                    &[("sent", ymd(s).into()), ("before", ymd(before).into())],
                ));
            }
        }
        let recorded = match (received, self.offered) {
            (Some(r), Some((offered, true))) if r == offered => None,
            (r, _) => r,
        };
        Ok((recorded, sent))
    }

    /// The command that records the move this way.
    ///
    /// # Errors
    ///
    /// As [`PendingMove::dates`].
    pub fn command(&self, recording: Recording, texts: &Catalogue) -> Result<Command, String> {
        let (received, sent) = self.dates(recording, texts)?;
        Ok(Command::PlayMove {
            game: self.game,
            san: self.san.clone(),
            received,
            sent,
        })
    }
}

/// The position with the pending move played, for the board to show.
#[must_use]
pub fn preview(pos: &Chess, pending: &PendingMove) -> Option<Chess> {
    use shakmaty::Position;
    pos.is_legal(pending.played).then(|| {
        let mut after = pos.clone();
        after.play_unchecked(pending.played);
        after
    })
}

/// Draws the form under the board while a move waits for its dates, and
/// records or drops the move as asked.
pub(crate) fn move_dates_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let Some(mut pending) = app.board.pending.take() else {
        return;
    };
    // The game moved on (undo, a message applied): the move no longer
    // stands where it was entered.
    let current = app.doc.project.game(pending.game).map(|g| g.moves.len());
    if app.selection.game != Some(pending.game) || current != Some(pending.at_ply) {
        return;
    }
    let today = app.today();
    let texts = app.texts();
    let t = |key: &str| texts.t(key);
    let mut choice = None;
    let mut cancel = false;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(format!("{} —", pending.written)).strong());
            let received_label = t("dates-received");
            let label = ui.label(&received_label);
            let received = ui
                .add(
                    egui::TextEdit::singleline(&mut pending.received)
                        .hint_text("YYYY-MM-DD")
                        .desired_width(90.0),
                )
                .labelled_by(label.id)
                .on_hover_text(t("dates-received-hint"));
            super::date_picker::date_picker_button_ui(
                ui,
                &received_label,
                &mut pending.received,
                today,
            );
            let sent_label = t("dates-sent");
            let label = ui.label(&sent_label);
            let sent = ui
                .add(
                    egui::TextEdit::singleline(&mut pending.sent)
                        .hint_text("YYYY-MM-DD")
                        .desired_width(90.0),
                )
                .labelled_by(label.id)
                .on_hover_text(t("dates-sent-hint"));
            super::date_picker::date_picker_button_ui(ui, &sent_label, &mut pending.sent, today);
            if std::mem::take(&mut pending.focus) {
                sent.request_focus();
            }
            let enter = (received.lost_focus() || sent.lost_focus())
                && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui
                .button(t("dates-record-as-sent"))
                .on_hover_text(t("dates-record-as-sent-hint"))
                .clicked()
                || enter
            {
                choice = Some(Recording::Sent);
            }
            if ui
                .button(t("dates-not-sent-yet"))
                .on_hover_text(t("dates-not-sent-yet-hint"))
                .clicked()
            {
                choice = Some(Recording::NotSent);
            }
            if ui
                .button(t("dates-cancel"))
                .on_hover_text(t("dates-cancel-hint"))
                .clicked()
            {
                cancel = true;
            }
        });
        match pending.offered {
            Some((d, true)) if pending.received.trim() == ymd(d) => {
                ui.label(egui::RichText::new(pending.assumed_words.as_str()).weak());
            }
            _ => {}
        }
        if let Some(why) = &pending.refusal {
            ui.colored_label(super::theme::ERROR, why);
        }
    });
    if cancel {
        app.board.message = None;
        return;
    }
    if let Some(recording) = choice {
        match pending.command(recording, &texts) {
            Ok(command) => match app.doc.execute(command) {
                Ok(()) => {
                    app.selection.ply = None;
                    // Said once, in words; the keyboard goes back to where
                    // the move was entered.
                    let played: Vec<String> = app
                        .doc
                        .project
                        .game(pending.game)
                        .map(|g| {
                            g.moves
                                .iter()
                                .skip(pending.at_ply)
                                .map(|m| m.san.to_string())
                                .collect()
                        })
                        .unwrap_or_default();
                    app.announce(
                        super::announce::move_played(
                            &app.texts(),
                            pending.game,
                            pending.at_ply,
                            &played,
                        ),
                        super::announce::Urgency::Polite,
                    );
                    if let Some(back) = pending.entered_from {
                        app.keys.send_to(back);
                    }
                    return;
                }
                Err(e) => pending.refusal = Some(e.to_string()),
            },
            Err(why) => pending.refusal = Some(why),
        }
    }
    app.board.pending = Some(pending);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap_or_default()
    }

    fn pending(offered: Option<(NaiveDate, bool)>, previous: Option<NaiveDate>) -> PendingMove {
        PendingMove {
            game: GameId(1),
            at_ply: 3,
            played: Move::Normal {
                role: shakmaty::Role::Knight,
                from: shakmaty::Square::B8,
                capture: None,
                to: shakmaty::Square::C6,
                promotion: None,
            },
            san: "Nc6".to_owned(),
            written: "2... Nc6".to_owned(),
            received: offered.map_or_else(String::new, |(d, _)| ymd(d)),
            offered,
            assumed_words: String::new(),
            sent: ymd(d(3, 15)),
            previous_sent: previous,
            refusal: None,
            focus: false,
            entered_from: None,
        }
    }

    #[test]
    fn an_arrival_is_recorded_and_an_assumed_date_stays_assumed() {
        let p = pending(Some((d(3, 12), false)), Some(d(3, 10)));
        assert_eq!(
            p.dates(Recording::Sent, &Catalogue::default()),
            Ok((Some(d(3, 12)), Some(d(3, 15))))
        );
        assert_eq!(
            p.dates(Recording::NotSent, &Catalogue::default()),
            Ok((Some(d(3, 12)), None))
        );
        let mut p = pending(Some((d(3, 11), true)), Some(d(3, 10)));
        assert_eq!(
            p.dates(Recording::Sent, &Catalogue::default()),
            Ok((None, Some(d(3, 15))))
        );
        p.received = "2026-03-13".to_owned();
        assert_eq!(
            p.dates(Recording::Sent, &Catalogue::default()),
            Ok((Some(d(3, 13)), Some(d(3, 15))))
        );
    }

    #[test]
    fn bad_dates_are_refused_with_the_reason() {
        let mut p = pending(Some((d(3, 12), false)), Some(d(3, 10)));
        p.sent = "15/3".to_owned();
        assert!(
            p.dates(Recording::Sent, &Catalogue::default())
                .unwrap_err()
                .contains("\"15/3\"")
        );
        // Not sent yet does not read the sent field.
        assert!(p.dates(Recording::NotSent, &Catalogue::default()).is_ok());
        p.sent = String::new();
        assert!(
            p.dates(Recording::Sent, &Catalogue::default())
                .unwrap_err()
                .contains("not sent yet")
        );
        p.sent = "2026-03-11".to_owned();
        let why = p.dates(Recording::Sent, &Catalogue::default()).unwrap_err();
        assert!(
            why.contains("Sent 2026-03-11 is before received 2026-03-12"),
            "{why}"
        );
        p.received = "2026-03-09".to_owned();
        let why = p
            .dates(Recording::NotSent, &Catalogue::default())
            .unwrap_err();
        assert!(
            why.contains("before the opponent's move was sent (2026-03-10)"),
            "{why}"
        );
        p.received = String::new();
        p.sent = "2026-03-09".to_owned();
        let why = p.dates(Recording::Sent, &Catalogue::default()).unwrap_err();
        assert!(why.contains("Sent 2026-03-09"), "{why}");
    }

    #[test]
    fn an_assumed_received_date_says_so_when_it_refuses() {
        let mut p = pending(Some((d(3, 16), true)), Some(d(3, 15)));
        p.sent = "2026-03-15".to_owned();
        let why = p.dates(Recording::Sent, &Catalogue::default()).unwrap_err();
        assert!(why.contains("assumed"), "{why}");
    }
}
