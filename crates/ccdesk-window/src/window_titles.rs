//! Names for the title bars of ccdesk's windows (issue 18): egui makes a
//! window's title bar a focusable node (drag moves the window, a double
//! click folds it) without a name; here it is named after its window
//! ("Server games window title").
//!
//! egui gives that node the id `area.with("__title_click")`, where the
//! window's area is `Id::unique` of its title's text (an `Option<Cow<str>>`,
//! which hashes as `Some(&str)`); a title bar not drawn this frame is left
//! alone.

/// The titles of ccdesk's windows (`egui::Window`s; the modal dialogs
/// have no title bar).
const WINDOWS: [&str; 5] = [
    "Server games",
    "Due since you were last here",
    "About ccdesk",
    "Keyboard",
    "Engine settings",
];

/// Names the title bars of the windows drawn this frame.
pub(crate) fn name_title_bars(ctx: &egui::Context) {
    for title in WINDOWS {
        let id = egui::Id::unique(Some(title)).with("__title_click");
        if ctx.has_accesskit_node(id) {
            ctx.accesskit_node_builder(id, |node| {
                node.set_label(format!("{title} window title"));
            });
        }
    }
}
