//! The correspondence pane: every message kept with the selected game (or
//! with all games), newest first, with a filter box; the record of a game
//! exported for the Tournament Director on request (E5.1). A game's last
//! message kept as sent but not mailed yet (recorded with Mark sent, or
//! whose sending failed) has a Send button: it goes through the owner's
//! mail account as Reply's Send and `ccdesk mail send` send it.

use super::CcdeskApp;
use super::app_command::{AppCommand, Opening};
use super::services::{FileFilter, FileRequest};
use super::view_context::ViewContext;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::mail::unsent_of;
use ccdesk_domain::message::{Direction, correspondence_report, plays_by_post, search_history};

/// The correspondence pane and its state between frames.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CorrespondencePane {
    /// Only messages containing this text (ignoring case).
    pub filter: String,
    /// Every game's messages, not only the selected game's.
    pub all_games: bool,
    /// What the last Send of a kept message did, or why it failed.
    pub mail_outcome: Option<Result<String, String>>,
}

impl CorrespondencePane {
    /// Draws the correspondence pane.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let mut commands = Vec::new();
        let selected = view.selection.game;
        let texts = view.texts;
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(selected.is_some(), egui::Button::new(texts.t("file-reply")))
                .on_hover_text(texts.t("corr-reply-hint"))
                .clicked()
            {
                commands.push(AppCommand::Open(Opening::Reply));
            }
            if ui
                .button(texts.t("file-read-message"))
                .on_hover_text(texts.t("file-read-message-hint"))
                .clicked()
            {
                commands.push(AppCommand::Open(Opening::Read));
            }
            if ui
                .add_enabled(
                    selected.is_some(),
                    egui::Button::new(texts.t("corr-export")),
                )
                .on_hover_text(texts.t("corr-export-hint"))
                .clicked()
                && let Some(game) = selected
            {
                commands.push(AppCommand::ExportCorrespondence(game));
            }
        });
        ui.horizontal(|ui| {
            let l = ui.label(texts.t("corr-filter"));
            ui.add(
                egui::TextEdit::singleline(&mut self.filter)
                    .hint_text(texts.t("corr-filter-hint"))
                    .desired_width(180.0),
            )
            .labelled_by(l.id);
            ui.checkbox(&mut self.all_games, texts.t("corr-all-games"));
        });
        let game = if self.all_games { None } else { selected };
        let project = view.project;
        let found = search_history(project.correspondence(), game, &self.filter);
        let elsewhere = if game.is_some() && found.is_empty() {
            search_history(project.correspondence(), None, &self.filter).len()
        } else {
            0
        };
        ui.label(match (found.len(), game) {
            (0, Some(g)) if elsewhere > 0 => texts.ta(
                "corr-none-here-some-elsewhere",
                &[
                    ("game", g.to_string().into()),
                    ("elsewhere", elsewhere.into()),
                ],
            ),
            (0, Some(g)) => texts.ta("corr-none-here", &[("game", g.to_string().into())]),
            (0, None) => texts.t("corr-none"),
            (n, _) => texts.ta("corr-count", &[("count", n.into())]),
        });
        ui.separator();
        // What the last Send did goes below the list, which gives up the
        // room for it: the Send buttons in the list do not move when it
        // appears.
        let slot = if self.mail_outcome.is_some() {
            super::status_slot::slot_height(ui) + ui.spacing().item_spacing.y
        } else {
            0.0
        };
        let sending = view.mail_sending;
        egui::ScrollArea::vertical()
            .id_salt("correspondence_list")
            .auto_shrink([false, true])
            .max_height((ui.available_height() - slot).max(60.0))
            .show(ui, |ui| {
                for (i, c) in found.iter().enumerate().rev() {
                    let arrow = match c.direction {
                        Direction::Sent => "→",
                        Direction::Received => "←",
                    };
                    // The game's last message kept as sent, not mailed yet.
                    let unsent = unsent_of(project, c.game)
                        .is_some_and(|(_, u)| std::ptr::eq(u, *c))
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
                        title.push_str(&texts.t("corr-not-mailed"));
                    }
                    egui::CollapsingHeader::new(title)
                        .id_salt(("correspondence_entry", i))
                        .show(ui, |ui| {
                            if unsent
                                && ui
                                    .add_enabled(!sending, egui::Button::new(texts.t("reply-send")))
                                    .on_hover_text(texts.t("corr-send-hint"))
                                    .clicked()
                            {
                                commands.push(AppCommand::SendKept(c.game));
                            }
                            if ui
                                .small_button(texts.t("reply-copy"))
                                .on_hover_text(texts.t("corr-copy-hint"))
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
                                let key = if c.date_assumed {
                                    "corr-arrived-assumed"
                                } else {
                                    "corr-arrived"
                                };
                                ui.label(texts.ta(
                                    key,
                                    &[("sender", line.into()), ("date", c.date.to_string().into())],
                                ));
                            }
                            ui.label(egui::RichText::new(c.text.trim_end()).monospace());
                            if !c.understood.trim().is_empty() {
                                ui.separator();
                                ui.label(egui::RichText::new(texts.t("corr-as-read")).strong());
                                ui.label(egui::RichText::new(c.understood.trim_end()).monospace());
                            }
                        });
                }
            });
        if self.mail_outcome.is_some() {
            super::status_slot::status_slot_ui(ui, self.mail_outcome.as_ref());
        }
        commands
    }
}

/// Writes `game`'s correspondence to a text file the user chooses.
pub(crate) fn export(app: &mut CcdeskApp, game: GameId) {
    let Some(report) = correspondence_report(&app.doc.project, game, "") else {
        return;
    };
    let texts = app.texts();
    let request = FileRequest::save(
        &texts.t("corr-export-title"),
        FileFilter::TEXT,
        &format!("correspondence-{game}.txt"),
    );
    app.choose_file(request, move |app, _, path| {
        let outcome = ccdesk_io::export_file::write_export(&path, report.as_bytes())
            .map(|()| {
                texts.ta(
                    "corr-exported",
                    &[
                        ("game", game.to_string().into()),
                        ("path", path.display().to_string().into()),
                    ],
                )
            })
            .map_err(|e| texts.ta("corr-not-exported", &[("why", e.to_string().into())]));
        app.tell_file_outcome(outcome);
    });
}
