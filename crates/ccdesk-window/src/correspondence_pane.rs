//! The correspondence pane: every message kept with the selected game (or
//! with all games), newest first, with a filter box; the record of a game
//! exported for the Tournament Director on request (E5.1). A game's last
//! message kept as sent but not mailed yet (recorded with Mark sent, or
//! whose sending failed) has a Send button: it goes through the owner's
//! mail account as Reply's Send and `ccdesk mail send` send it.

use super::CcdeskApp;
use super::services::{FileFilter, FileRequest};
use ccdesk_domain::ids::GameId;
use ccdesk_domain::mail::unsent_of;
use ccdesk_domain::message::{Direction, correspondence_report, plays_by_post, search_history};

/// The pane's state between frames.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CorrespondenceState {
    /// Only messages containing this text (ignoring case).
    pub filter: String,
    /// Every game's messages, not only the selected game's.
    pub all_games: bool,
    /// What the last Send of a kept message did, or why it failed.
    pub mail_outcome: Option<Result<String, String>>,
}

/// Draws the correspondence pane.
pub(crate) fn correspondence_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let selected = app.selection.game;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(selected.is_some(), egui::Button::new("Reply…"))
            .on_hover_text("write the message for the selected game")
            .clicked()
        {
            app.open_reply_dialog();
        }
        if ui
            .button("Read message…")
            .on_hover_text("paste a message that arrived, or open an .eml")
            .clicked()
        {
            app.open_read_dialog();
        }
        if ui
            .add_enabled(selected.is_some(), egui::Button::new("Export…"))
            .on_hover_text("the game's correspondence as a text file for the TD (E5.1)")
            .clicked()
        {
            export(app);
        }
    });
    ui.horizontal(|ui| {
        let l = ui.label("Filter:");
        ui.add(
            egui::TextEdit::singleline(&mut app.correspondence.filter)
                .hint_text("a move, a name, a date…")
                .desired_width(180.0),
        )
        .labelled_by(l.id);
        ui.checkbox(&mut app.correspondence.all_games, "all games");
    });
    let game = if app.correspondence.all_games {
        None
    } else {
        selected
    };
    let project = &app.doc.project;
    let found = search_history(project.correspondence(), game, &app.correspondence.filter);
    let elsewhere = if game.is_some() && found.is_empty() {
        search_history(project.correspondence(), None, &app.correspondence.filter).len()
    } else {
        0
    };
    ui.label(match (found.len(), game) {
        (0, Some(g)) if elsewhere > 0 => format!(
            "No messages kept for game {g}; {elsewhere} in other games (tick \"all games\")."
        ),
        (0, Some(g)) => format!("No messages kept for game {g}."),
        (0, None) => "No messages kept.".to_owned(),
        (1, _) => "1 message".to_owned(),
        (n, _) => format!("{n} messages"),
    });
    match &app.correspondence.mail_outcome {
        Some(Ok(text)) => {
            ui.label(text);
        }
        Some(Err(text)) => {
            ui.colored_label(egui::Color32::from_rgb(170, 30, 30), text);
        }
        None => {}
    }
    ui.separator();
    let sending = app.mail_send.running();
    let mut send: Option<GameId> = None;
    egui::ScrollArea::vertical()
        .id_salt("correspondence_list")
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for (i, c) in found.iter().enumerate().rev() {
                let arrow = match c.direction {
                    Direction::Sent => "→",
                    Direction::Received => "←",
                };
                // The game's last message kept as sent, not mailed yet.
                let unsent = unsent_of(project, c.game).is_some_and(|(_, u)| std::ptr::eq(u, *c))
                    && project
                        .game(c.game)
                        .is_some_and(|g| !plays_by_post(project, g));
                let mut title = format!(
                    "{} {arrow} {} {} · {}",
                    c.date,
                    c.direction.word(),
                    c.game,
                    c.title()
                );
                if unsent && c.mail.is_some() {
                    title.push_str(" · not mailed");
                }
                egui::CollapsingHeader::new(title)
                    .id_salt(("correspondence_entry", i))
                    .show(ui, |ui| {
                        if unsent
                            && ui
                                .add_enabled(!sending, egui::Button::new("Send"))
                                .on_hover_text(
                                    "mail it now through your mail account (Edit > Mail account…); a move recorded on another day goes dated the day it is mailed",
                                )
                                .clicked()
                        {
                            send = Some(c.game);
                        }
                        if ui
                            .small_button("Copy")
                            .on_hover_text("copy this message, e.g. to send it again")
                            .clicked()
                        {
                            let text = if c.subject.is_empty() {
                                c.text.clone()
                            } else {
                                format!("Subject: {}\n\n{}", c.subject, c.text)
                            };
                            ui.ctx().copy_text(text);
                        }
                        if let Some(line) = c.sender_line() {
                            ui.label(if c.date_assumed {
                                format!("{line}, arrived {} (assumed, E2.9)", c.date)
                            } else {
                                format!("{line}, arrived {}", c.date)
                            });
                        }
                        ui.label(egui::RichText::new(c.text.trim_end()).monospace());
                        if !c.understood.trim().is_empty() {
                            ui.separator();
                            ui.label(egui::RichText::new("As read by ccdesk").strong());
                            ui.label(egui::RichText::new(c.understood.trim_end()).monospace());
                        }
                    });
            }
        });
    if let Some(game) = send {
        app.correspondence.mail_outcome = Some(
            app.mail_sender()
                .and_then(|(account, password)| app.send_by_mail(game, account, password)),
        );
    }
}

/// Writes the selected game's correspondence to a text file the user
/// chooses.
fn export(app: &mut CcdeskApp) {
    let Some(game) = app.selection.game else {
        return;
    };
    let Some(report) = correspondence_report(&app.doc.project, game, "") else {
        return;
    };
    let request = FileRequest::save(
        "Export correspondence",
        FileFilter::TEXT,
        &format!("correspondence-{game}.txt"),
    );
    app.choose_file(request, move |app, _, path| {
        let outcome = ccdesk_io::export_file::write_export(&path, report.as_bytes())
            .map(|()| {
                format!(
                    "exported the correspondence of game {game} to {}",
                    path.display()
                )
            })
            .map_err(|e| format!("nothing was exported: {e}"));
        app.tell_file_outcome(outcome);
    });
}
