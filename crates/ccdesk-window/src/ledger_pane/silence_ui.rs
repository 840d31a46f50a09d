//! The selected game's silence and reminders (E3.1-E3.3, P12): who waits
//! since when, when the move is to be repeated, when the TD is to be told
//! and when the game may be scored lost; and the date the repeat actually
//! went out, recorded as a command so the escalation counts from it.

use chrono::NaiveDate;

use super::{Intent, LedgerState, WARN, date_field_ui, parse_date};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{
    Ledger, LedgerCommand, ReminderKind, RuleSet, colour_name, game_silence,
};

/// The silence section: the deadlines, reached ones in the warning colour,
/// and the form that records the repeat of the last move.
pub(super) fn silence_ui(
    ui: &mut egui::Ui,
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
    let title = format!(
        "silence: {} waits for a reply since {}",
        colour_name(silence.waiting),
        silence.last_sent
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
                match (reminder.kind, repeat_sent) {
                    (ReminderKind::RepeatMove, Some(sent)) => {
                        text.push_str(&format!("; repeated on {sent}"));
                    }
                    (ReminderKind::Escalate(_), Some(sent)) => {
                        text.push_str(&format!(", counted from the repeat of {sent}"));
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
            repeat_form_ui(ui, game, ply, repeat_sent, state, intent);
        });
    super::super::fitted_header::name_header(ui, &response.header_response, &title, &shown);
}

/// "repeat sent: [date] 📅 [record repeat] [clear]".
fn repeat_form_ui(
    ui: &mut egui::Ui,
    game: &Game,
    ply: usize,
    repeat_sent: Option<NaiveDate>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    ui.horizontal_wrapped(|ui| {
        date_field_ui(ui, "repeat sent:", &mut state.repeat, state.today);
        if ui
            .button("record repeat")
            .on_hover_text("the date the move was repeated with full details (E3.1, P12)")
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
        if repeat_sent.is_some() && ui.button("clear repeat").clicked() {
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
