//! The dialogs' own state, kept by the window while each is open: the forms
//! of New game, Reply, Read message, Whose desk, Rename, Server games, Mail
//! account and Engine settings, and which of About, Keyboard and "due since
//! you were last here" are shown.

use crate::desk_dialog::DeskForm;
use crate::due_since::DueSince;
use crate::engine_settings::EngineSettingsForm;
use crate::mail_account_dialog::MailAccountForm;
use crate::new_game_dialog::NewGameForm;
use crate::read_dialog::ReadForm;
use crate::rename_dialog::RenameForm;
use crate::reply_dialog::ReplyForm;
use crate::server_dialog::ServerForm;

/// Every dialog's state; `None` (or false) while it is closed.
#[derive(Default)]
pub struct Dialogs {
    /// File › New game…, while open.
    pub new_game: Option<NewGameForm>,
    /// File › Reply…, while open.
    pub reply: Option<ReplyForm>,
    /// File › Read message…, while open.
    pub read: Option<ReadForm>,
    /// Edit › Whose desk…, while open.
    pub desk: Option<DeskForm>,
    /// File › Rename project…, while open.
    pub rename: Option<RenameForm>,
    /// File › Server games…, while open.
    pub server: Option<ServerForm>,
    /// Edit › Mail account…, while open.
    pub mail_account: Option<MailAccountForm>,
    /// Edit › Engine settings…, while open.
    pub engine_settings: Option<EngineSettingsForm>,
    /// What fell due since the window was last open, until closed.
    pub due_since: Option<DueSince>,
    /// Help › About is open.
    pub show_about: bool,
    /// Help › Keyboard is open.
    pub show_keyboard_help: bool,
}
