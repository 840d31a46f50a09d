//! The keyboard (issue 18): the one table of shortcuts, which the window
//! obeys, the View and Help menus show and Help > Keyboard lists; where a
//! shortcut sends the keyboard; Escape closing the dialog on top.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::app_command::AppCommand;
use super::panes::Pane;
use super::{AfterUnsaved, CcdeskApp};

/// Where a shortcut sends the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FocusTarget {
    /// A square of the board (the one with the focus ring).
    Board,
    /// The Move field under the board.
    MoveField,
    /// The rows of the games list.
    Games,
    /// The owner's due list at the top of the clock ledger.
    DueList,
    /// The first control of a pane.
    Pane(Pane),
}

impl FocusTarget {
    /// What it is, in words of the window's language.
    #[must_use]
    pub fn words(self, texts: &super::i18n::Catalogue) -> String {
        match self {
            FocusTarget::Board => texts.t("focus-board"),
            FocusTarget::MoveField => texts.t("focus-move-field"),
            FocusTarget::Games => texts.t("focus-games-list"),
            FocusTarget::DueList => texts.t("focus-due-list"),
            FocusTarget::Pane(p) => p.name(texts),
        }
    }

    /// The pane that holds it.
    #[must_use]
    pub fn pane(self) -> Pane {
        match self {
            FocusTarget::Board | FocusTarget::MoveField => Pane::Board,
            FocusTarget::Games => Pane::Games,
            FocusTarget::DueList => Pane::Ledger,
            FocusTarget::Pane(p) => p,
        }
    }
}

/// Where the keyboard was sent, until it gets there (the pane draws) or
/// [`WAIT_FRAMES`] frames pass without it being drawn.
#[derive(Debug, Clone, Default)]
pub struct KeyboardState {
    pending: Option<FocusTarget>,
    waited: u8,
}

/// Frames a target may take to be drawn (a pane shown again draws the
/// next frame) before the keyboard stays where it is, and says so.
const WAIT_FRAMES: u8 = 3;

impl KeyboardState {
    /// Sends the keyboard to `target` (it gets there when drawn).
    pub fn send_to(&mut self, target: FocusTarget) {
        self.pending = Some(target);
        self.waited = 0;
    }

    /// Counts a frame; the target not drawn for [`WAIT_FRAMES`] frames is
    /// given up and returned, to be told.
    fn tick(&mut self) -> Option<FocusTarget> {
        let target = self.pending?;
        self.waited += 1;
        if self.waited > WAIT_FRAMES {
            self.pending = None;
            Some(target)
        } else {
            None
        }
    }

    /// Where the keyboard is being sent.
    #[must_use]
    pub fn pending(&self) -> Option<FocusTarget> {
        self.pending
    }

    /// True (once) when the keyboard was sent to `target`.
    pub(crate) fn take(&mut self, target: FocusTarget) -> bool {
        if self.pending == Some(target) {
            self.pending = None;
            true
        } else {
            false
        }
    }
}

/// What a shortcut does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Edit > Undo.
    Undo,
    /// Edit > Redo.
    Redo,
    /// File > Save.
    Save,
    /// File > Save as….
    SaveAs,
    /// File > Open….
    Open,
    /// File > New.
    New,
    /// Sends the keyboard somewhere.
    Focus(FocusTarget),
    /// Help > Keyboard.
    KeyboardHelp,
}

/// One shortcut: its keys, what it does, in words.
#[derive(Debug, Clone, Copy)]
pub struct Shortcut {
    /// The keys.
    pub keys: KeyboardShortcut,
    /// What they do.
    pub action: Action,
    /// What they do, in words, for Help > Keyboard.
    pub what: &'static str,
}

const fn ctrl(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const fn ctrl_shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(
        Modifiers {
            alt: false,
            ctrl: false,
            shift: true,
            mac_cmd: false,
            command: true,
        },
        key,
    )
}

const PANE_KEYS: [Key; 8] = [
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
];

/// Every shortcut of the window, the one table the window obeys and the
/// menus and Help > Keyboard show. Those with more modifier keys come
/// first (Ctrl+Shift+S before Ctrl+S).
#[must_use]
pub fn shortcuts() -> Vec<Shortcut> {
    let mut all = vec![
        Shortcut {
            keys: ctrl_shift(Key::Z),
            action: Action::Redo,
            what: "redo",
        },
        Shortcut {
            keys: ctrl_shift(Key::S),
            action: Action::SaveAs,
            what: "save as…",
        },
        Shortcut {
            keys: ctrl(Key::Y),
            action: Action::Redo,
            what: "redo",
        },
        Shortcut {
            keys: ctrl(Key::Z),
            action: Action::Undo,
            what: "undo",
        },
        Shortcut {
            keys: ctrl(Key::S),
            action: Action::Save,
            what: "save",
        },
        Shortcut {
            keys: ctrl(Key::O),
            action: Action::Open,
            what: "open a project…",
        },
        Shortcut {
            keys: ctrl(Key::N),
            action: Action::New,
            what: "new project",
        },
        Shortcut {
            keys: ctrl(Key::B),
            action: Action::Focus(FocusTarget::Board),
            what: "go to the board (arrow keys move the focus ring, Enter or Space picks up and puts down)",
        },
        Shortcut {
            keys: ctrl(Key::L),
            action: Action::Focus(FocusTarget::MoveField),
            what: "go to the Move field",
        },
        Shortcut {
            keys: ctrl(Key::G),
            action: Action::Focus(FocusTarget::Games),
            what: "go to the games list",
        },
        Shortcut {
            keys: ctrl(Key::D),
            action: Action::Focus(FocusTarget::DueList),
            what: "go to the due list (clock ledger)",
        },
    ];
    for (pane, key) in Pane::ALL.into_iter().zip(PANE_KEYS) {
        all.push(Shortcut {
            keys: ctrl(key),
            action: Action::Focus(FocusTarget::Pane(pane)),
            what: pane_words(pane),
        });
    }
    all.push(Shortcut {
        keys: KeyboardShortcut::new(Modifiers::NONE, Key::F1),
        action: Action::KeyboardHelp,
        what: "list the keys (Help > Keyboard)",
    });
    all
}

fn pane_words(pane: Pane) -> &'static str {
    match pane {
        Pane::Games => "go to the Games pane",
        Pane::Board => "go to the Board pane",
        Pane::Scoresheet => "go to the Scoresheet pane",
        Pane::Ledger => "go to the Clock ledger pane",
        Pane::Admin => "go to the Tournament admin pane",
        Pane::Analysis => "go to the Engine analysis pane",
        Pane::Adjudication => "go to the Adjudication pane",
        Pane::Correspondence => "go to the Correspondence pane",
    }
}

/// Keys that work without a shortcut of their own, for Help > Keyboard.
pub const OTHER_KEYS: [(&str, &str); 8] = [
    ("Tab, Shift+Tab", "next or previous control"),
    (
        "Arrow keys",
        "on the board: move the focus ring from square to square",
    ),
    (
        "Enter or Space",
        "on the board: pick up the piece under the focus ring, then put it down",
    ),
    (
        "Left, Right, Home, End",
        "step through the moves while the board or scoresheet was used last",
    ),
    (
        "Enter",
        "in the Move field: play the move typed, or answer p, s, l, c",
    ),
    (
        "Escape",
        "close the dialog on top; on the board, put the piece back",
    ),
    ("Ctrl+Tab", "next tab of the pane under the pointer"),
    ("Alt+Up", "in ccdesk's file chooser: the parent folder"),
];

/// The keys of `action` as the menus show them ("Ctrl+L"), if it has any.
#[must_use]
pub fn keys_text(ctx: &egui::Context, action: Action) -> Option<String> {
    shortcuts()
        .into_iter()
        .find(|s| s.action == action)
        .map(|s| ctx.format_shortcut(&s.keys))
}

/// Obeys the shortcuts pressed this frame, and Escape; none while a
/// modal dialog or the file chooser has the keyboard (Escape closes the
/// dialog on top).
pub(crate) fn dispatch(app: &mut CcdeskApp, ctx: &egui::Context) {
    if let Some(missed) = app.keys.tick() {
        app.announce(
            super::announce::keyboard_not_moved(&app.texts(), &missed.words(&app.texts())),
            super::announce::Urgency::Polite,
        );
    }
    if app.keys.pending().is_some() {
        // The frames it waits for are drawn without more input.
        ctx.request_repaint();
    }
    escape(app, ctx);
    if app.dialog.is_some() || app.file_chooser_open() {
        return;
    }
    for shortcut in shortcuts() {
        if ctx.input_mut(|i| i.consume_shortcut(&shortcut.keys)) {
            app.run(AppCommand::Do(shortcut.action));
        }
    }
}

/// Does what `action` does (as [`AppCommand::Do`] asks it).
pub(crate) fn run(app: &mut CcdeskApp, action: Action) {
    match action {
        Action::Undo => app.undo(),
        Action::Redo => app.redo(),
        Action::Save => {
            app.save();
        }
        Action::SaveAs => app.save_as(),
        Action::Open => app.open_dialog(),
        Action::New => app.after_unsaved(AfterUnsaved::New),
        Action::KeyboardHelp => app.dialogs.show_keyboard_help = true,
        Action::Focus(target) => {
            app.reveal_pane(target.pane());
            app.keys.send_to(target);
        }
    }
}

/// Escape closes what is on top: the modal dialog, else Help > Keyboard,
/// About, and the other dialogs, one per press; with nothing open, it puts
/// back the piece picked up on the board. A menu or list open on top, the
/// file chooser and the promotion choice close themselves.
fn escape(app: &mut CcdeskApp, ctx: &egui::Context) {
    if egui::Popup::is_any_open(ctx)
        || app.file_chooser_open()
        || app.board.promotion.is_some()
        || !ctx.input(|i| i.key_pressed(Key::Escape))
    {
        return;
    }
    let closed = if app.dialog.is_some() {
        app.dialog = None;
        true
    } else if app.dialogs.show_keyboard_help {
        app.dialogs.show_keyboard_help = false;
        true
    } else if app.dialogs.show_about {
        app.dialogs.show_about = false;
        true
    } else if app.is_welcome_open() {
        app.close_welcome();
        true
    } else if app.dialogs.due_since.is_some() {
        app.dialogs.due_since = None;
        true
    } else if app.dialogs.desk.is_some() {
        app.dialogs.desk = None;
        true
    } else if app.dialogs.engine_settings.is_some() {
        app.dialogs.engine_settings = None;
        true
    } else if app.dialogs.server.is_some() {
        app.dialogs.server = None;
        true
    } else if app.dialogs.read.is_some() {
        app.dialogs.read = None;
        true
    } else if app.dialogs.reply.is_some() {
        app.dialogs.reply = None;
        true
    } else if app.dialogs.new_game.is_some() {
        app.dialogs.new_game = None;
        true
    } else if app.board.picked.is_some() {
        app.board.picked = None;
        true
    } else {
        false
    };
    if closed {
        ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape));
    }
}

/// Gives the keyboard to the next control drawn after this point (egui's
/// own Tab order), so a pane or list takes it without knowing its ids.
pub(crate) fn focus_next_control(ui: &egui::Ui) {
    let anchor = ui.scope_id().with("keyboard_anchor");
    let layer = ui.layer_id();
    ui.memory_mut(|m| {
        m.request_focus(anchor);
        m.move_focus(egui::FocusDirection::Next);
        // The anchor hands the focus on to the next control interested.
        m.interested_in_focus(anchor, layer);
    });
}

/// Where the keyboard was sent to `target`: the next control drawn takes it.
pub(crate) fn focus_here(ui: &egui::Ui, app: &mut CcdeskApp, target: FocusTarget) {
    if app.keys.take(target) {
        focus_next_control(ui);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_shortcuts_share_keys() {
        let all = shortcuts();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert!(a.keys != b.keys, "{:?} twice", a.keys);
            }
        }
    }

    #[test]
    fn every_pane_has_a_shortcut() {
        for pane in Pane::ALL {
            assert!(
                shortcuts()
                    .iter()
                    .any(|s| s.action == Action::Focus(FocusTarget::Pane(pane)))
            );
        }
    }
}
