//! The leave tab: the two players' bookings with what is left of their
//! allowance (E8.1-E8.4, P11), and a form to book leave.

use chrono::Datelike;
use shakmaty::Color;

use super::super::i18n::Catalogue;
use super::{
    Intent, LedgerState, WARN, colour_name, date_field_ui, parse_date, parse_optional_date,
    side_name,
};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{Ledger, LedgerCommand, PlayerLeave, RuleSet};
use ccdesk_domain::project::Project;

/// The booking being typed.
#[derive(Debug, Clone, Default)]
pub(super) struct LeaveForm {
    black: bool,
    from: String,
    to: String,
    announced: String,
    granted_by_td: bool,
}

/// Draws the leave tab.
#[allow(clippy::too_many_arguments)]
pub(super) fn leave_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    game: &Game,
    rules: &RuleSet,
    ledger: Option<&Ledger>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    for colour in [Color::White, Color::Black] {
        let player = match colour {
            Color::White => game.white,
            Color::Black => game.black,
        };
        ui.strong(format!(
            "{} ({})",
            side_name(project, game, colour),
            colour_name(texts, colour)
        ));
        if let Some(ledger) = ledger {
            let leave = ledger.leave(colour);
            for b in &leave.balances {
                let period = b
                    .year
                    .map_or_else(|| texts.t("leave-whole-game"), |y| y.to_string());
                let mut text = texts.ta(
                    "leave-balance",
                    &[
                        ("period", period.into()),
                        ("used", b.used.into()),
                        ("allowance", b.allowance.into()),
                        ("left", b.remaining().into()),
                        ("rule", rules.citations.leave.to_string().into()),
                    ],
                );
                if b.td_allowance > 0 && b.td_used > 0 {
                    text.push_str(&texts.ta(
                        "leave-balance-td",
                        &[
                            ("used", b.td_used.into()),
                            ("allowance", b.td_allowance.into()),
                        ],
                    ));
                }
                ui.label(text);
            }
            if leave.balances.is_empty() {
                ui.label(texts.ta(
                    "leave-none-booked",
                    &[
                        ("days", rules.leave.days.into()),
                        ("rule", rules.citations.leave.to_string().into()),
                    ],
                ));
            }
            if !leave.beyond_allowance.is_empty() {
                ui.colored_label(
                    WARN,
                    texts.ta(
                        "leave-beyond-allowance",
                        &[("days", leave.beyond_allowance.len().into())],
                    ),
                );
            }
            if !leave.cancelled.is_empty() {
                ui.label(texts.ta(
                    "leave-cancelled-days",
                    &[("days", leave.cancelled.len().into())],
                ));
            }
        }
        for (index, booking) in project
            .leave()
            .iter()
            .enumerate()
            .filter(|(_, l)| l.player == player)
        {
            ui.horizontal(|ui| {
                let days = (booking.to - booking.from).num_days() + 1;
                let mut text = texts.ta(
                    "leave-booking",
                    &[
                        ("from", booking.from.to_string().into()),
                        ("to", booking.to.to_string().into()),
                        ("days", days.into()),
                    ],
                );
                if booking.granted_by_td {
                    text.push_str(&texts.t("leave-booking-granted"));
                }
                let on = |key: &str, date: chrono::NaiveDate| {
                    texts.ta(key, &[("date", date.to_string().into())])
                };
                match booking.announced {
                    Some(a) if a < booking.from => {
                        text.push_str(&on("leave-booking-announced", a));
                    }
                    Some(a) => text.push_str(&on("leave-booking-announced-late", a)),
                    None => {}
                }
                if booking.from.year() != booking.to.year() {
                    text.push_str(&texts.t("leave-booking-new-year"));
                }
                ui.label(text);
                if ui
                    .small_button(texts.t("leave-cancel"))
                    .on_hover_text(texts.t("leave-cancel-hint"))
                    .clicked()
                {
                    intent
                        .commands
                        .push(Command::Ledger(LedgerCommand::RemoveLeave { index }));
                }
            });
        }
        ui.add_space(6.0);
    }
    ui.separator();
    booking_form_ui(ui, texts, project, game, state, intent);
}

/// The form that books leave for one of the game's players.
fn booking_form_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &Project,
    game: &Game,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let form = &mut state.leave;
    ui.label(texts.t("leave-book-heading"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut form.black, false, project.player_name(game.white));
        ui.radio_value(&mut form.black, true, project.player_name(game.black));
    });
    ui.horizontal_wrapped(|ui| {
        date_field_ui(ui, &texts.t("leave-from"), &mut form.from, state.today);
        date_field_ui(ui, &texts.t("leave-to"), &mut form.to, state.today);
    });
    ui.horizontal_wrapped(|ui| {
        date_field_ui(
            ui,
            &texts.t("leave-announced"),
            &mut form.announced,
            state.today,
        );
        ui.checkbox(&mut form.granted_by_td, texts.t("leave-granted-by-td"));
    });
    if ui.button(texts.t("leave-book")).clicked() {
        let parsed = (|| -> Result<PlayerLeave, String> {
            let player = if form.black { game.black } else { game.white };
            let mut leave =
                PlayerLeave::new(player, parse_date(&form.from)?, parse_date(&form.to)?);
            leave.announced = parse_optional_date(&form.announced)?;
            leave.granted_by_td = form.granted_by_td;
            Ok(leave)
        })();
        match parsed {
            Ok(leave) => {
                if project.owner() == Some(leave.player) {
                    intent.announce_leave = Some((leave.from, leave.to));
                }
                intent
                    .commands
                    .push(Command::Ledger(LedgerCommand::AddLeave {
                        leave,
                        index: None,
                    }));
                *form = LeaveForm {
                    black: form.black,
                    ..LeaveForm::default()
                };
            }
            Err(e) => state.message = Some(e),
        }
    }
}
