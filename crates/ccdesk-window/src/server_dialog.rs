//! File › Server games…: the player's games on an XFCC server (ICCF, LSS
//! or any address). Sync fetches every game into the project as one
//! command (only new moves added, analysis and notes kept); Send move,
//! Accept draw, Claim draw and Resign ask for confirmation, then send; the
//! server's every answer is shown in words. The calls run on a thread so
//! the window stays live; a server that cannot be reached is said to be
//! offline and nothing changes. The password is never written to a file:
//! it is used for the calls, and kept in the system keyring only when
//! asked; the server and user name are remembered in the settings.

use std::sync::mpsc::{Receiver, TryRecvError};

use super::CcdeskApp;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::server::{
    MoveAnswer, SentMove, XfccGame, checked_san, next_move_number, plan_played_move, plan_sync,
};
use ccdesk_io::xfcc::soap::MoveFields;
use ccdesk_io::xfcc::{ServerAccount, XfccClient, XfccError, resolve_server};

/// What a call to the server brought back.
enum Outcome {
    /// `GetMyGames`.
    Synced {
        server: String,
        url: String,
        user: String,
        games: Result<Vec<XfccGame>, XfccError>,
    },
    /// `MakeAMove`.
    Moved {
        game: GameId,
        what: String,
        sent: SentMove,
        answer: Result<MoveAnswer, XfccError>,
    },
}

/// A move (or draw acceptance, claim, resignation) waiting for the user's
/// confirmation.
#[derive(Debug, Clone)]
struct Pending {
    game: GameId,
    what: String,
    sent: SentMove,
    message: String,
}

/// The Server games window's state while it is open.
#[derive(Default)]
pub struct ServerForm {
    /// ICCF, LSS, an account's name or an XFCC address.
    pub server: String,
    /// The user's name on the server.
    pub user: String,
    /// The password, for this session's calls (and the keyring when
    /// `keep_password` is ticked).
    pub password: String,
    /// Keep the password in the system keyring after a sync it worked for.
    pub keep_password: bool,
    /// The move to send, in SAN.
    pub mv: String,
    /// Offer a draw with the move.
    pub offer_draw: bool,
    /// A message to the opponent.
    pub message: String,
    /// What the server said last, line by line.
    pub answer: Vec<String>,
    pending: Option<Pending>,
    running: Option<Receiver<Outcome>>,
}

impl CcdeskApp {
    /// Opens File › Server games…, with the last account used.
    pub fn open_server_dialog(&mut self) {
        let account = self.settings.servers.first().cloned();
        let password = std::env::var(ccdesk_io::xfcc::accounts::PASSWORD_VARIABLE)
            .ok()
            .filter(|p| !p.is_empty())
            .or_else(|| {
                account
                    .as_ref()
                    .and_then(|a| ccdesk_io::xfcc::kept_password(&a.url, &a.user))
            })
            .unwrap_or_default();
        self.dialogs.server = Some(ServerForm {
            server: account.as_ref().map(|a| a.name.clone()).unwrap_or_default(),
            user: account.map(|a| a.user).unwrap_or_default(),
            password,
            ..ServerForm::default()
        });
    }

    fn remember_account(&mut self, name: &str, url: &str, user: &str) {
        let account = ServerAccount {
            name: name.to_owned(),
            url: url.to_owned(),
            user: user.to_owned(),
        };
        self.settings
            .servers
            .retain(|a| !(a.url == account.url && a.user == account.user));
        self.settings.servers.insert(0, account);
        self.store_settings();
    }
}

fn refused_words(e: &XfccError) -> String {
    match e {
        XfccError::Unreachable { .. } => {
            format!("Offline: {e}. Nothing was changed.")
        }
        XfccError::Refused { reason, .. } if reason.contains("AuthenticationFailed") => format!(
            "The server did not accept the user name or password ({reason}). Nothing was changed."
        ),
        XfccError::NoAnswer { .. } => format!(
            "{e}. If this was a move, the server may have received it: nothing was recorded here, \
             and the next Sync will show whether it was played (and record it)."
        ),
        _ => format!("{e}. Nothing was changed."),
    }
}

/// Shows the server's answer in the dialog and says it once to a screen
/// reader: the first line (a sync's count, a move's answer), assertive
/// when the server refused or could not be reached.
fn finish(app: &mut CcdeskApp, form: &mut ServerForm, outcome: Outcome) {
    let done = finish_outcome(app, form, outcome);
    if let Some(first) = form.answer.first() {
        let words = first.trim_end_matches(':').to_owned();
        let urgency = if done {
            super::announce::Urgency::Polite
        } else {
            super::announce::Urgency::Assertive
        };
        app.announce(words, urgency);
    }
}

/// The answer to `outcome` in `form.answer`; true when the server did what
/// was asked.
fn finish_outcome(app: &mut CcdeskApp, form: &mut ServerForm, outcome: Outcome) -> bool {
    match outcome {
        Outcome::Synced {
            server,
            url,
            user,
            games,
        } => match games {
            Err(e) => {
                form.answer = vec![refused_words(&e)];
                false
            }
            Ok(games) => {
                let plan = plan_sync(&app.doc.project, &server, &url, &user, &games, app.today());
                if let Some(command) = plan.command {
                    app.execute(command);
                }
                app.remember_account(&server, &url, &user);
                let kept = if form.keep_password {
                    match ccdesk_io::xfcc::remember_password(&url, &user, &form.password) {
                        Ok(kept) => Some(format!("The password is kept in {kept}.")),
                        Err(e) => Some(format!("{e}.")),
                    }
                } else {
                    None
                };
                let mut lines: Vec<String> = plan.lines.iter().map(ToString::to_string).collect();
                lines.extend(plan.problems.iter().map(|p| format!("not synced: {p}")));
                lines.extend(plan.notes.iter().map(|n| format!("note: {n}")));
                if lines.is_empty() {
                    lines.push(format!("{server} has no games for {user}."));
                }
                lines.insert(
                    0,
                    format!("Synced {} games from {server}:", plan.lines.len()),
                );
                lines.extend(kept);
                form.answer = lines;
                true
            }
        },
        Outcome::Moved {
            game,
            what,
            sent,
            answer,
        } => match answer {
            Err(e) => {
                form.answer = vec![refused_words(&e)];
                false
            }
            Ok(MoveAnswer::Success) => {
                match plan_played_move(&app.doc.project, game, &sent, app.today()) {
                    Ok(command) => app.execute(command),
                    Err(e) => {
                        form.answer = vec![format!(
                            "The server accepted the {what}, but it could not be recorded here: {e}. Sync to bring the game up to date."
                        )];
                        return false;
                    }
                }
                form.answer = vec![format!(
                    "{game}: {what} sent: {} ({}).",
                    MoveAnswer::Success.words(),
                    MoveAnswer::Success.code()
                )];
                form.mv.clear();
                form.offer_draw = false;
                form.message.clear();
                true
            }
            Ok(refusal) => {
                form.answer = vec![format!(
                    "{game}: {what} refused: {} ({}). Nothing was changed.",
                    refusal.words(),
                    refusal.code()
                )];
                false
            }
        },
    }
}

fn start_sync(app: &CcdeskApp, form: &mut ServerForm) {
    let (server, url) = match resolve_server(&form.server, &app.settings.servers) {
        Ok(found) => found,
        Err(e) => {
            form.answer = vec![e.to_string().replace("--server ", "Server ")];
            return;
        }
    };
    let user = form.user.trim().to_owned();
    if user.is_empty() || form.password.is_empty() {
        form.answer = vec!["Give the user name and the password for the server.".to_owned()];
        return;
    }
    let password = form.password.clone();
    let (tx, rx) = std::sync::mpsc::channel();
    form.answer = vec![format!("Asking {server} for the games of {user}…")];
    std::thread::spawn(move || {
        let games = XfccClient::new(&url, &user, &password).get_my_games();
        let _ = tx.send(Outcome::Synced {
            server,
            url,
            user,
            games,
        });
    });
    form.running = Some(rx);
}

fn ask(app: &CcdeskApp, form: &mut ServerForm, kind: &str) {
    let Some(game) = app.selection.game else {
        form.answer = vec!["Select a server game in the games list first.".to_owned()];
        return;
    };
    let Some(g) = app.doc.project.game(game) else {
        return;
    };
    let Some(link) = g.server.as_deref() else {
        form.answer = vec![format!(
            "{game} is not a server game: Sync brings the server's games in."
        )];
        return;
    };
    let number = next_move_number(g);
    let mut sent = SentMove::default();
    let what = match kind {
        "move" => match checked_san(&app.doc.project, game, &form.mv) {
            Ok(san) => {
                let what = format!("{number}. {san}");
                sent.san = Some(san);
                sent.offer_draw = form.offer_draw;
                if form.offer_draw {
                    format!("{what} with a draw offer")
                } else {
                    what
                }
            }
            Err(e) => {
                form.answer = vec![format!("{}: {e}. Nothing was sent.", form.mv.trim())];
                return;
            }
        },
        "accept" => {
            sent.accept_draw = true;
            "draw acceptance".to_owned()
        }
        "claim" => {
            sent.claim_draw = true;
            "draw claim".to_owned()
        }
        _ => {
            sent.resign = true;
            "resignation".to_owned()
        }
    };
    form.answer = vec![format!(
        "Send the {what} in {game} (server game {} on {})?",
        link.game.id, link.server
    )];
    form.pending = Some(Pending {
        game,
        what,
        sent,
        message: form.message.clone(),
    });
}

fn send(app: &CcdeskApp, form: &mut ServerForm, pending: Pending) {
    let Some(g) = app.doc.project.game(pending.game) else {
        return;
    };
    let Some(link) = g.server.as_deref() else {
        return;
    };
    let password = if form.password.is_empty() {
        match ccdesk_io::xfcc::password(&link.server, &link.url, &link.user) {
            Ok(p) => p,
            Err(e) => {
                form.answer = vec![format!("{e}. Nothing was sent.")];
                return;
            }
        }
    } else {
        form.password.clone()
    };
    let fields = MoveFields {
        game_id: link.game.id.clone(),
        resign: pending.sent.resign,
        accept_draw: pending.sent.accept_draw,
        movecount: next_move_number(g),
        my_move: pending.sent.san.clone().unwrap_or_default(),
        offer_draw: pending.sent.offer_draw,
        claim_draw: pending.sent.claim_draw,
        my_message: pending.message.clone(),
    };
    let (url, user) = (link.url.clone(), link.user.clone());
    let (tx, rx) = std::sync::mpsc::channel();
    form.answer = vec![format!("Sending the {} to {}…", pending.what, link.server)];
    std::thread::spawn(move || {
        let answer = XfccClient::new(&url, &user, &password).make_a_move(&fields);
        let _ = tx.send(Outcome::Moved {
            game: pending.game,
            what: pending.what,
            sent: pending.sent,
            answer,
        });
    });
    form.running = Some(rx);
}

/// Draws the window while it is open and takes in the server's answers.
pub(crate) fn server_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.server.take() else {
        return;
    };
    if let Some(rx) = &form.running {
        match rx.try_recv() {
            Ok(outcome) => {
                form.running = None;
                finish(app, &mut form, outcome);
            }
            Err(TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(50));
            }
            Err(TryRecvError::Disconnected) => {
                form.running = None;
                form.answer = vec![
                    "The call to the server ended without an answer. Nothing was changed."
                        .to_owned(),
                ];
            }
        }
    }
    let busy = form.running.is_some();
    let mut open = true;
    let mut action: Option<&str> = None;
    egui::Window::new("Server games")
        .open(&mut open)
        .resizable(true)
        .default_width(560.0)
        .show(ctx, |ui| {
            egui::Grid::new("server_account")
                .num_columns(2)
                .show(ui, |ui| {
                    let l = ui.label("Server");
                    ui.text_edit_singleline(&mut form.server)
                        .labelled_by(l.id)
                        .on_hover_text("ICCF, LSS, or an XFCC address (https://…)");
                    ui.end_row();
                    let l = ui.label("User");
                    ui.text_edit_singleline(&mut form.user).labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label("Password");
                    ui.add(egui::TextEdit::singleline(&mut form.password).password(true))
                        .labelled_by(l.id)
                        .on_hover_text("used for the calls only, never saved");
                    ui.end_row();
                });
            ui.checkbox(
                &mut form.keep_password,
                "Keep the password in the system keyring",
            )
            .on_hover_text(
                "after a sync it worked for; ccdesk server sync and move then find it there",
            );
            if ui.add_enabled(!busy, egui::Button::new("Sync")).clicked() {
                action = Some("sync");
            }
            ui.separator();
            let selected = app.selection.game.and_then(|g| app.doc.project.game(g));
            match selected.and_then(|g| g.server.as_deref().map(|l| (g.id, l))) {
                Some((id, link)) => {
                    ui.label(format!(
                        "{id}: server game {} on {}, {}",
                        link.game.id,
                        link.server,
                        link.whose_move()
                    ));
                }
                None => {
                    ui.label("Select a server game in the games list to send a move.");
                }
            }
            egui::Grid::new("server_move")
                .num_columns(2)
                .show(ui, |ui| {
                    let l = ui.label("Move");
                    ui.text_edit_singleline(&mut form.mv).labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label("Message");
                    ui.text_edit_singleline(&mut form.message).labelled_by(l.id);
                    ui.end_row();
                });
            ui.checkbox(&mut form.offer_draw, "Offer a draw");
            ui.horizontal(|ui| {
                let free = !busy && form.pending.is_none();
                if ui
                    .add_enabled(free, egui::Button::new("Send move…"))
                    .clicked()
                {
                    action = Some("move");
                }
                if ui
                    .add_enabled(free, egui::Button::new("Accept draw…"))
                    .clicked()
                {
                    action = Some("accept");
                }
                if ui
                    .add_enabled(free, egui::Button::new("Claim draw…"))
                    .clicked()
                {
                    action = Some("claim");
                }
                if ui.add_enabled(free, egui::Button::new("Resign…")).clicked() {
                    action = Some("resign");
                }
            });
            ui.separator();
            for line in &form.answer {
                ui.label(line);
            }
            if form.pending.is_some() {
                ui.horizontal(|ui| {
                    if ui.button("Send").clicked() {
                        action = Some("send");
                    }
                    if ui.button("Cancel").clicked() {
                        action = Some("cancel");
                    }
                });
            }
        });
    match action {
        Some("sync") => start_sync(app, &mut form),
        Some("send") => {
            if let Some(pending) = form.pending.take() {
                send(app, &mut form, pending);
            }
        }
        Some("cancel") => {
            form.pending = None;
            form.answer = vec!["Not sent.".to_owned()];
        }
        Some(kind) => ask(app, &mut form, kind),
        None => {}
    }
    if open {
        app.dialogs.server = Some(form);
    }
}
