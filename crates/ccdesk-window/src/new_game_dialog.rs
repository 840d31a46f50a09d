//! The "new game" dialog: a game of the desk's owner against an opponent
//! (new or already known), with colours, event, round and board, rule set,
//! agreed notation and piece letters (E2.2, P02), the language of its
//! messages, start date and an optional starting
//! position as FEN.

use chrono::NaiveDate;

use super::CcdeskApp;
use super::i18n::Catalogue;
use ccdesk_domain::colour::Colour;
use ccdesk_domain::command::Command;
use ccdesk_domain::game::{Game, start_position};
use ccdesk_domain::ids::{GameId, PlayerId};
use ccdesk_domain::language::Language;
use ccdesk_domain::ledger::RuleSet;
use ccdesk_domain::notation::{Notation, PieceLetters};
use ccdesk_domain::player::Player;
use ccdesk_domain::project::Project;

/// The form's fields, kept between frames while the dialog is open.
#[derive(Debug, Clone)]
pub struct NewGameForm {
    /// The owner's name, asked for when the project has no owner yet.
    pub own_name: String,
    /// An opponent already in the project; `None` = a new one from the fields below.
    pub opponent: Option<PlayerId>,
    /// New opponent's name.
    pub opponent_name: String,
    /// New opponent's email address.
    pub opponent_email: String,
    /// New opponent's postal address.
    pub opponent_address: String,
    /// The owner's colour.
    pub my_colour: Colour,
    /// The event.
    pub event: String,
    /// The round, if any.
    pub round: String,
    /// The board, if any.
    pub board: String,
    /// The rule set's name.
    pub rules: String,
    /// The agreed notation.
    pub notation: Notation,
    /// The agreed piece letters (E2.2).
    pub letters: PieceLetters,
    /// The language of the game's messages and printouts.
    pub language: Language,
    /// The start date as `YYYY-MM-DD`.
    pub start: String,
    /// A starting position as FEN; empty = the initial position.
    pub fen: String,
    /// Why the last attempt to create the game was refused.
    pub error: Option<String>,
}

impl NewGameForm {
    /// An empty form starting today.
    #[must_use]
    pub fn new(today: NaiveDate) -> Self {
        NewGameForm {
            own_name: String::new(),
            opponent: None,
            opponent_name: String::new(),
            opponent_email: String::new(),
            opponent_address: String::new(),
            my_colour: Colour::White,
            event: "Friendly".to_owned(),
            round: String::new(),
            board: String::new(),
            rules: RuleSet::email().name,
            notation: Notation::San,
            letters: PieceLetters::English,
            language: Language::English,
            start: today.format("%Y-%m-%d").to_string(),
            fen: String::new(),
            error: None,
        }
    }

    /// The commands that create the game (and the players it needs), and
    /// the new game's id; or why the form cannot be accepted.
    pub fn commands(
        &self,
        project: &Project,
        texts: &Catalogue,
    ) -> Result<(Command, GameId), String> {
        let mut commands = Vec::new();
        let mut next_player = project.next_player_id().0;
        let me = match project.owner() {
            Some(id) => id,
            None => {
                let name = self.own_name.trim();
                if name.is_empty() {
                    return Err(texts.t("new-game-error-own-name"));
                }
                let id = PlayerId(next_player);
                next_player += 1;
                commands.push(Command::AddPlayer(Player::new(id, name)));
                commands.push(Command::SetOwner(Some(id)));
                id
            }
        };
        let opponent = match self.opponent {
            Some(id) => id,
            None => {
                let name = self.opponent_name.trim();
                if name.is_empty() {
                    return Err(texts.t("new-game-error-opponent-name"));
                }
                let id = PlayerId(next_player);
                let mut player = Player::new(id, name);
                player.email = self.opponent_email.trim().to_owned();
                player.address = self.opponent_address.trim().to_owned();
                commands.push(Command::AddPlayer(player));
                id
            }
        };
        if opponent == me {
            return Err(texts.t("new-game-error-yourself"));
        }
        let event = self.event.trim();
        if event.is_empty() {
            return Err(texts.t("new-game-error-event"));
        }
        let start = match self.start.trim() {
            "" => None,
            text => Some(
                NaiveDate::parse_from_str(text, "%Y-%m-%d")
                    .map_err(|_| texts.ta("new-game-error-start", &[("text", text.into())]))?,
            ),
        };
        let fen = match self.fen.trim() {
            "" => None,
            text => {
                start_position(Some(text)).map_err(|e| e.to_string())?;
                Some(text.to_owned())
            }
        };
        let (white, black) = match self.my_colour {
            Colour::White => (me, opponent),
            Colour::Black => (opponent, me),
        };
        let id = project.next_game_id();
        let mut game = Game::new(id, white, black, event);
        let optional = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        game.round = optional(&self.round);
        game.board = optional(&self.board);
        game.rules.clone_from(&self.rules);
        game.notation = self.notation;
        game.letters = self.letters;
        game.language = self.language;
        game.start = start;
        game.setup_fen = fen;
        commands.push(Command::AddGame {
            game: Box::new(game),
            index: None,
        });
        Ok((Command::Batch(commands), id))
    }
}

impl CcdeskApp {
    /// Opens the "new game" dialog; the game is in the window's language
    /// (the owner's, issue 35) with its letters until he chooses another.
    pub fn open_new_game_dialog(&mut self) {
        let mut form = NewGameForm::new(self.today());
        form.event = self.t("new-game-default-event");
        form.language = self.language();
        form.letters = form.language.letters();
        self.dialogs.new_game = Some(form);
    }
}

/// A labelled text field in this dialog's grid, 260 points wide.
fn field(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) {
    crate::form_row::text_row_ui(ui, label, value, hint, 260.0);
}

/// Draws the dialog while it is open.
pub(crate) fn new_game_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.new_game.take() else {
        return;
    };
    let mut close = false;
    let mut create = false;
    let project = &app.doc.project;
    let texts = app.texts();
    let t = |key: &str| texts.t(key);
    egui::Modal::new(egui::Id::unique("new_game_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(t("new-game-heading"));
        egui::Grid::new("new_game_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                if project.owner().is_none() {
                    field(
                        ui,
                        &t("new-game-own-name"),
                        &mut form.own_name,
                        &t("new-game-own-name-hint"),
                    );
                }
                let l = ui.label(t("new-game-opponent"));
                let others: Vec<&Player> = project
                    .players()
                    .iter()
                    .filter(|p| Some(p.id) != project.owner())
                    .collect();
                let new_player = t("new-game-new-player");
                let chosen = form
                    .opponent
                    .map_or(new_player.as_str(), |id| project.player_name(id));
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("new_game_opponent"),
                    chosen,
                    |ui| {
                        ui.selectable_value(&mut form.opponent, None, new_player.as_str());
                        for p in others {
                            ui.selectable_value(&mut form.opponent, Some(p.id), &p.name);
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                if form.opponent.is_none() {
                    field(
                        ui,
                        &t("new-game-opponent-name"),
                        &mut form.opponent_name,
                        &t("new-game-opponent-name-hint"),
                    );
                    field(
                        ui,
                        &t("new-game-email"),
                        &mut form.opponent_email,
                        &t("new-game-email-hint"),
                    );
                    let l = ui.label(t("new-game-postal-address"));
                    ui.add(
                        egui::TextEdit::multiline(&mut form.opponent_address)
                            .desired_rows(2)
                            .desired_width(260.0),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                }
                ui.label(t("new-game-i-play"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut form.my_colour, Colour::White, t("new-game-white"));
                    ui.radio_value(&mut form.my_colour, Colour::Black, t("new-game-black"));
                });
                ui.end_row();
                field(
                    ui,
                    &t("new-game-event"),
                    &mut form.event,
                    &t("new-game-event-hint"),
                );
                field(
                    ui,
                    &t("new-game-round"),
                    &mut form.round,
                    &t("new-game-optional"),
                );
                field(
                    ui,
                    &t("new-game-board"),
                    &mut form.board,
                    &t("new-game-optional"),
                );
                let l = ui.label(t("new-game-rules"));
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("new_game_rules"),
                    form.rules.clone(),
                    |ui| {
                        for r in [RuleSet::email().name, RuleSet::postal().name] {
                            ui.selectable_value(&mut form.rules, r.clone(), r);
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(t("new-game-notation"));
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("new_game_notation"),
                    ccdesk_domain::message::wording::Wording::of(texts.language())
                        .notation(form.notation),
                    |ui| {
                        for n in Notation::ALL {
                            ui.selectable_value(
                                &mut form.notation,
                                n,
                                ccdesk_domain::message::wording::Wording::of(texts.language())
                                    .notation(n),
                            );
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                let l = ui.label(t("new-game-language"));
                let before = form.language;
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("new_game_language"),
                    form.language.own_name(),
                    |ui| {
                        for language in Language::ALL {
                            ui.selectable_value(&mut form.language, language, language.own_name());
                        }
                    },
                )
                .response
                .on_hover_text(t("new-game-language-hint"))
                .labelled_by(l.id);
                ui.end_row();
                // Letters that were the language's follow it; letters
                // chosen apart (E2.2) stay.
                if form.language != before && form.letters == before.letters() {
                    form.letters = form.language.letters();
                }
                let l = ui.label(t("new-game-piece-letters"));
                crate::combo_value::show_combo(
                    ui,
                    egui::ComboBox::from_id_salt("new_game_letters"),
                    crate::scoresheet_pane::letters_label(&texts, form.letters),
                    |ui| {
                        for p in PieceLetters::ALL {
                            ui.selectable_value(
                                &mut form.letters,
                                p,
                                crate::scoresheet_pane::letters_label(&texts, p),
                            );
                        }
                    },
                )
                .response
                .labelled_by(l.id);
                ui.end_row();
                field(ui, &t("new-game-start-date"), &mut form.start, "YYYY-MM-DD");
                field(
                    ui,
                    &t("new-game-fen"),
                    &mut form.fen,
                    &t("new-game-fen-hint"),
                );
            });
        ui.horizontal(|ui| {
            if ui.button(t("new-game-create")).clicked() {
                create = true;
            }
            if ui.button(t("dialog-cancel")).clicked() {
                close = true;
            }
        });
        // Why the form was refused: below the buttons, in room kept for
        // it, so they never move under the pointer.
        super::status_slot::refusal_slot_ui(ui, form.error.as_deref());
    });
    if create {
        match form.commands(&app.doc.project, &texts) {
            Ok((command, id)) => {
                app.execute(command);
                if app.doc.project.game(id).is_some() {
                    app.select_game(id);
                }
                return;
            }
            Err(e) => form.error = Some(e),
        }
    }
    if !close {
        app.dialogs.new_game = Some(form);
    }
}
