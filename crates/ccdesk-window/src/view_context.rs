//! What a pane draws from, read only: the project, today, the window's
//! words, the selection and the settings. A pane changes nothing through
//! it; it returns [`crate::app_command::AppCommand`]s.

use std::sync::Arc;

use chrono::NaiveDate;

use crate::board_state::BoardState;
use crate::document::Document;
use crate::i18n::Catalogue;
use crate::keyboard::FocusTarget;
use crate::services::Settings;
use crate::{CcdeskApp, Selection};
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;

/// The window's state a pane may read while it draws.
pub struct ViewContext<'a> {
    /// The open project with its undo history.
    pub doc: &'a Document,
    /// The open project.
    pub project: &'a Project,
    /// Today's date from the clock service.
    pub today: NaiveDate,
    /// The window's words in its language.
    pub texts: &'a Arc<Catalogue>,
    /// The selected game and position.
    pub selection: &'a Selection,
    /// The window's settings.
    pub settings: &'a Settings,
    /// The board's state (the position shown, the analysis tried).
    pub board: &'a BoardState,
    /// Where a shortcut sent the keyboard, until it gets there.
    pub keyboard_to: Option<FocusTarget>,
    /// A dialog or form is open on top of the panes (the arrow keys are
    /// its, not the moves').
    pub modal_open: bool,
    /// A mail is being sent (Send waits for its answer).
    pub mail_sending: bool,
    /// The games for which the last mail check found a move or message.
    pub mail_arrived: &'a [GameId],
    /// The check of the project shown, made between frames.
    pub file_check: &'a crate::file_check::FileCheck,
    /// The adjudication case's engine assessment being made.
    pub(crate) assessing: Option<&'a crate::adjudication_pane::AssessmentJob>,
}

impl ViewContext<'_> {
    /// The text of `key` in the window's language.
    #[must_use]
    pub fn t(&self, key: &str) -> String {
        self.texts.t(key)
    }

    /// The selected game, if there is one.
    #[must_use]
    pub fn selected_game(&self) -> Option<&Game> {
        self.project.game(self.selection.game?)
    }

    /// The position shown: the game at the selected move, plus the
    /// analysis line when analysis is on.
    #[must_use]
    pub(crate) fn shown_position(&self) -> Option<crate::board_pane::Shown> {
        crate::board_pane::shown_position_of(self.doc, self.selection, self.board)
    }

    /// Whether a shortcut sent the keyboard to `target` (the pane then
    /// focuses its first control and says so with
    /// [`crate::app_command::AppCommand::KeyboardArrived`]).
    #[must_use]
    pub fn keyboard_sent_to(&self, target: FocusTarget) -> bool {
        self.keyboard_to == Some(target)
    }
}

/// The context of `$app`'s fields, each borrowed on its own (so the
/// panes' state can be borrowed mutably beside it).
macro_rules! view_of {
    ($app:expr, $mail_arrived:expr) => {
        ViewContext {
            doc: &$app.doc,
            project: &$app.doc.project,
            today: $app.today.today(),
            texts: &$app.catalogue,
            selection: &$app.selection,
            settings: &$app.settings,
            board: &$app.board,
            keyboard_to: $app.keys.pending(),
            modal_open: $app.dialogs.new_game.is_some() || $app.dialog.is_some(),
            mail_sending: $app.mail_send.running(),
            mail_arrived: $mail_arrived,
            file_check: &$app.file_check,
            assessing: $app.assessment.job.as_ref(),
        }
    };
}

impl CcdeskApp {
    /// The read-only context the panes draw from, and the panes' own state,
    /// borrowed together.
    pub(crate) fn view_and_panes<'a>(
        &'a mut self,
        mail_arrived: &'a [GameId],
    ) -> (ViewContext<'a>, &'a mut crate::pane_states::PaneStates) {
        (view_of!(self, mail_arrived), &mut self.panes)
    }

    /// The read-only context, for a part of the window still drawn from
    /// the app (the board pane): without the mail check's games.
    pub(crate) fn view(&self) -> ViewContext<'_> {
        view_of!(self, &[])
    }
}
