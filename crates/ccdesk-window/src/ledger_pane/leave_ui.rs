//! The leave tab: the two players' bookings with what is left of their
//! allowance (E8.1-E8.4, P11), and a form to book leave.

use chrono::Datelike;
use shakmaty::Color;

use super::{Intent, LedgerState, WARN, date_field_ui, parse_date, parse_optional_date, side_name};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ledger::{Ledger, LedgerCommand, PlayerLeave, RuleSet, colour_name};
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
pub(super) fn leave_ui(
    ui: &mut egui::Ui,
    project: &Project,
    game: &Game,
    rules: &RuleSet,
    ledger: Option<&Ledger>,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    egui::ScrollArea::vertical()
        .id_salt("ledger_leave_scroll")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for colour in [Color::White, Color::Black] {
                let player = match colour {
                    Color::White => game.white,
                    Color::Black => game.black,
                };
                ui.strong(format!(
                    "{} ({})",
                    side_name(project, game, colour),
                    colour_name(colour)
                ));
                if let Some(ledger) = ledger {
                    let leave = ledger.leave(colour);
                    for b in &leave.balances {
                        let period = b
                            .year
                            .map_or_else(|| "whole game".to_owned(), |y| y.to_string());
                        let mut text = format!(
                            "{period}: {} of {} days used, {} left ({})",
                            b.used,
                            b.allowance,
                            b.remaining(),
                            rules.citations.leave
                        );
                        if b.td_allowance > 0 && b.td_used > 0 {
                            text.push_str(&format!(
                                "; granted by the TD: {} of {} (E8.3)",
                                b.td_used, b.td_allowance
                            ));
                        }
                        ui.label(text);
                    }
                    if leave.balances.is_empty() {
                        ui.label(format!(
                            "no leave booked: {} days allowed ({})",
                            rules.leave.days, rules.citations.leave
                        ));
                    }
                    if !leave.beyond_allowance.is_empty() {
                        ui.colored_label(
                            WARN,
                            format!(
                                "{} booked day(s) beyond the allowance: the clock runs on them",
                                leave.beyond_allowance.len()
                            ),
                        );
                    }
                    if !leave.cancelled.is_empty() {
                        ui.label(format!(
                            "{} day(s) cancelled in this game by a reply during leave (E8.4)",
                            leave.cancelled.len()
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
                        let mut text = format!("{} to {} ({days} days)", booking.from, booking.to);
                        if booking.granted_by_td {
                            text.push_str(", granted by the TD");
                        }
                        match booking.announced {
                            Some(a) if a < booking.from => {
                                text.push_str(&format!(", announced {a}"));
                            }
                            Some(a) => text.push_str(&format!(", announced late on {a} (E8.2)")),
                            None => {}
                        }
                        if booking.from.year() != booking.to.year() {
                            text.push_str(", across the new year");
                        }
                        ui.label(text);
                        if ui
                            .small_button("cancel leave")
                            .on_hover_text("remove this booking from all of the player's games")
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
            booking_form_ui(ui, project, game, state, intent);
        });
}

/// The form that books leave for one of the game's players.
fn booking_form_ui(
    ui: &mut egui::Ui,
    project: &Project,
    game: &Game,
    state: &mut LedgerState,
    intent: &mut Intent,
) {
    let form = &mut state.leave;
    ui.label("book leave (for all of the player's games):");
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut form.black, false, project.player_name(game.white));
        ui.radio_value(&mut form.black, true, project.player_name(game.black));
    });
    ui.horizontal_wrapped(|ui| {
        date_field_ui(ui, "from:", &mut form.from, state.today);
        date_field_ui(ui, "to:", &mut form.to, state.today);
    });
    ui.horizontal_wrapped(|ui| {
        date_field_ui(ui, "announced:", &mut form.announced, state.today);
        ui.checkbox(&mut form.granted_by_td, "granted by the TD (E8.3)");
    });
    if ui.button("book leave").clicked() {
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
