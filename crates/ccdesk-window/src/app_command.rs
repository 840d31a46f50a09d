//! What a pane or dialog asks the window to do: one enum, applied in one
//! place ([`CcdeskApp::run`]), as rerun's viewer sends its commands. A pane
//! draws from a read-only [`crate::view_context::ViewContext`] and returns
//! the `AppCommand`s of its frame; it never changes the app itself.

use chrono::NaiveDate;

use crate::announce::Urgency;
use crate::ledger_pane::LedgerFile;
use crate::{CcdeskApp, Dialog, Pane};
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;

/// A dialog a pane opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    /// File > Reply… on the selected game.
    Reply,
    /// File > Read message….
    Read,
    /// Edit > Whose desk….
    Desk,
    /// File > New game….
    NewGame,
    /// Reply… offering the announcement of the owner's leave (E8.2).
    LeaveAnnouncement {
        /// The leave's first day.
        from: NaiveDate,
        /// The leave's last day.
        to: NaiveDate,
    },
}

/// A change of the board's state (shared by the board, the scoresheet and
/// the analysis pane).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardCommand {
    /// Shows the position after `ply` moves of the selected game (`len`,
    /// its length: the current position).
    ShowPly {
        /// The number of moves played in the position shown.
        ply: usize,
        /// The game's number of moves.
        len: usize,
    },
    /// The arrow keys step through the moves (the board or scoresheet was
    /// used last), or not (a text field took the keyboard).
    StepKeys(bool),
    /// Leaves the line being tried for the game's moves.
    LeaveTried,
    /// Tries a line on the board (an analysis line of the scoresheet).
    Try(crate::AnalysisDraft),
    /// Takes back the last move of the line being tried.
    TakeBackTried,
}

/// One change of the window a pane or dialog asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum AppCommand {
    /// Applies a domain command to the project (one undo step); a refusal
    /// is shown in a dialog and the project is unchanged.
    Execute(Command),
    /// Applies a domain command a pane made, as [`AppCommand::Execute`]
    /// does (a refusal in a dialog); what it did is handed back to the
    /// pane, which says it (the adjudication pane).
    ExecuteFor(Pane, Command),
    /// Applies a command made by a pane's form: a refusal is said in the
    /// status line and handed back to the pane, which shows it below its
    /// form (so no control moves), and the pane's later commands of the
    /// frame are dropped (the clock ledger).
    ExecuteForm(Pane, Command),
    /// Shows a game in every pane, at its current position.
    SelectGame(GameId),
    /// Shows a game at a move (the position after `ply` moves), leaving
    /// the analysis being tried.
    ShowMove {
        /// The game.
        game: GameId,
        /// The number of moves played in the position shown.
        ply: usize,
    },
    /// Changes what the board shows.
    Board(BoardCommand),
    /// A packet printed, an assessment started or stopped (the
    /// adjudication pane).
    Adjudication(crate::adjudication_pane::AdjudicationRun),
    /// Opens a dialog.
    Open(Opening),
    /// Sends the game's last message kept as sent but not mailed yet,
    /// through the owner's mail account (the correspondence pane's Send).
    SendKept(GameId),
    /// Writes a game's correspondence to a text file the user chooses.
    ExportCorrespondence(GameId),
    /// A clock ledger CSV import or export.
    LedgerFile(LedgerFile),
    /// Says a sentence in the status line and to a screen reader.
    Announce(String, Urgency),
    /// Puts a sentence in the status line, unannounced.
    Status(String),
    /// What a shortcut does, asked by its keys or by its menu item (undo,
    /// redo, save, open, new, send the keyboard somewhere, Help >
    /// Keyboard).
    Do(crate::keyboard::Action),
    /// The keyboard, sent to a pane's control by a shortcut, got there.
    KeyboardArrived(crate::keyboard::FocusTarget),
}

impl CcdeskApp {
    /// Applies what a pane or dialog asked for: the one place a pane's
    /// intent changes the window. Returns false when a domain command was
    /// refused.
    pub fn run(&mut self, command: AppCommand) -> bool {
        match command {
            AppCommand::Execute(command) => {
                if let Err(e) = self.doc.execute(command) {
                    self.dialog = Some(Dialog::Error(e.to_string()));
                    return false;
                }
            }
            AppCommand::ExecuteFor(pane, command) => {
                if let Err(e) = self.doc.execute(command) {
                    self.dialog = Some(Dialog::Error(e.to_string()));
                    return false;
                }
                let event = self.doc.last_event.clone().unwrap_or_default();
                self.panes.form_outcome(pane, Ok(event));
            }
            AppCommand::ExecuteForm(pane, command) => {
                let outcome = self
                    .doc
                    .execute(command)
                    .map(|()| self.doc.last_event.clone().unwrap_or_default())
                    .map_err(|e| e.to_string());
                if let Err(e) = &outcome {
                    self.announce(e.clone(), Urgency::Assertive);
                }
                let applied = outcome.is_ok();
                self.panes.form_outcome(pane, outcome);
                return applied;
            }
            AppCommand::SelectGame(game) => self.select_game(game),
            AppCommand::ShowMove { game, ply } => {
                self.board.analysis = None;
                self.selection = crate::Selection {
                    game: Some(game),
                    ply: Some(ply),
                };
            }
            AppCommand::Board(change) => self.change_board(change),
            AppCommand::Adjudication(asked) => crate::adjudication_pane::run(self, asked),
            AppCommand::Open(opening) => match opening {
                Opening::Reply => self.open_reply_dialog(),
                Opening::Read => self.open_read_dialog(),
                Opening::Desk => self.open_desk_dialog(),
                Opening::NewGame => self.open_new_game_dialog(),
                Opening::LeaveAnnouncement { from, to } => self.open_leave_announcement(from, to),
            },
            AppCommand::SendKept(game) => {
                let outcome = self
                    .mail_sender()
                    .and_then(|(account, password)| self.send_by_mail(game, account, password));
                self.panes.correspondence.mail_outcome = Some(outcome);
            }
            AppCommand::ExportCorrespondence(game) => {
                crate::correspondence_pane::export(self, game);
            }
            AppCommand::LedgerFile(action) => {
                if let Err(e) = crate::ledger_pane::file_action(self, action) {
                    self.announce(e.clone(), Urgency::Assertive);
                    self.panes.form_outcome(Pane::Ledger, Err(e));
                }
            }
            AppCommand::Announce(text, urgency) => self.announce(text, urgency),
            AppCommand::Status(text) => self.doc.last_event = Some(text),
            AppCommand::Do(action) => crate::keyboard::run(self, action),
            AppCommand::KeyboardArrived(target) => {
                self.keys.take(target);
            }
        }
        true
    }

    fn change_board(&mut self, change: BoardCommand) {
        match change {
            BoardCommand::ShowPly { ply, len } => crate::board_pane::show_ply(self, ply, len),
            BoardCommand::StepKeys(on) => self.board.keys_active = on,
            BoardCommand::LeaveTried => self.board.analysis = None,
            BoardCommand::Try(draft) => {
                self.board.analysis = Some(draft);
                self.board.picked = None;
            }
            BoardCommand::TakeBackTried => {
                if let Some(draft) = &mut self.board.analysis {
                    draft.moves.pop();
                }
            }
        }
    }

    /// Applies a frame's commands in order; a refused form command drops
    /// the ones after it (they were asked for on its success: the leave's
    /// announcement once the leave is booked).
    pub fn run_all(&mut self, commands: impl IntoIterator<Item = AppCommand>) {
        for command in commands {
            let form = matches!(command, AppCommand::ExecuteForm(..));
            if !self.run(command) && form {
                break;
            }
        }
    }
}
