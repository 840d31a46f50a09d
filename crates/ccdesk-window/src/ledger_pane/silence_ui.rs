//! The selected game's silence and reminders (E3.1-E3.3, P12): who waits
//! since when, when the move is to be repeated, when the TD is to be told
//! and when the game may be scored lost; and the date the repeat actually
//! went out, recorded as a command so the escalation counts from it.

use chrono::NaiveDate;

use super::super::i18n::Catalogue;
use super::{Intent, LedgerState, WARN, colour_name, date_field_ui, parse_date};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{Ledger, LedgerCommand, ReminderKind, RuleSet, game_silence};

/// The silence section: the deadlines, reached ones in the warning colour,
/// and the form that records the repeat of the last move.
#[allow(clippy::too_many_arguments)]
pub(super) fn silence_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    rules: &RuleSet,
    ledger: &Ledger,
    today: NaiveDate,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let Some(silence) = game_silence(rules, game, ledger) else {
        return;
    };
    let Some(ply) = ledger.rows.len().checked_sub(1) else {
        return;
    };
    let repeat_sent = game.clock.repeat_sent(ply);
    let title = texts.ta(
        "silence-title",
        &[
            ("side", colour_name(texts, silence.waiting).into()),
            ("date", silence.last_sent.to_string().into()),
        ],
    );
    let (header, shown) = super::super::fitted_header::fitted_header(ui, &title);
    let response = header
        .id_salt("ledger_silence")
        .default_open(true)
        .show(ui, |ui| {
            for reminder in silence.reminders(rules) {
                let mut text = format!(
                    "{}: {} ({})",
                    reminder.due,
                    reminder.kind.describe(),
                    reminder.kind.rule(rules)
                );
                let sent = |key: &str, date: NaiveDate| {
                    texts.ta(key, &[("date", date.to_string().into())])
                };
                match (reminder.kind, repeat_sent) {
                    (ReminderKind::RepeatMove, Some(date)) => {
                        text.push_str(&sent("silence-repeated-on", date));
                    }
                    (ReminderKind::Escalate(_), Some(date)) => {
                        text.push_str(&sent("silence-counted-from-repeat", date));
                    }
                    _ => {}
                }
                let reached = reminder.due <= today
                    && !(reminder.kind == ReminderKind::RepeatMove && repeat_sent.is_some());
                if reached {
                    ui.colored_label(WARN, text);
                } else {
                    ui.label(text);
                }
            }
            repeat_form_ui(ui, texts, game, ply, repeat_sent, state, intent);
        });
    super::super::fitted_header::name_header(ui, &response.header_response, &title, &shown);
}

/// "repeat sent: [date] 📅 [record repeat] [clear]".
fn repeat_form_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    ply: usize,
    repeat_sent: Option<NaiveDate>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    ui.horizontal_wrapped(|ui| {
        date_field_ui(
            ui,
            &texts.t("silence-repeat-sent"),
            &mut state.repeat,
            state.today,
        );
        if ui
            .button(texts.t("silence-record-repeat"))
            .on_hover_text(texts.t("silence-record-repeat-hint"))
            .clicked()
        {
            match parse_date(&state.repeat) {
                Ok(date) => intent
                    .commands
                    .push(Command::Ledger(LedgerCommand::RecordRepeat {
                        game: game.id,
                        ply,
                        sent: Some(date),
                    })),
                Err(e) => state.message = Some(e),
            }
        }
        if repeat_sent.is_some() && ui.button(texts.t("silence-clear-repeat")).clicked() {
            intent
                .commands
                .push(Command::Ledger(LedgerCommand::RecordRepeat {
                    game: game.id,
                    ply,
                    sent: None,
                }));
        }
    });
}
