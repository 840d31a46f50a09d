//! The closing rows every admin dialog ends with: the form's last refusal,
//! the button that turns the form into what the organiser asked for, and
//! "cancel".

use super::{Intent, WARN};
use crate::i18n::Catalogue;

/// Draws the closing rows of a dialog's `form`: its error (kept in the
/// field `error` gives), the `action` button and "cancel". On `action`,
/// `make` turns the form into an intent, or into the reason it cannot be
/// used, which stays on show. True when the dialog is done: an intent was
/// pushed, or the organiser cancelled.
pub(crate) fn form_actions<F>(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    form: &mut F,
    error: fn(&mut F) -> &mut Option<String>,
    action: &str,
    make: impl FnOnce(&F) -> Result<Intent, String>,
    intents: &mut Vec<Intent>,
) -> bool {
    if let Some(e) = error(form) {
        ui.colored_label(WARN, e.as_str());
    }
    let mut done = false;
    ui.horizontal(|ui| {
        if ui.button(action).clicked() {
            match make(form) {
                Ok(intent) => {
                    intents.push(intent);
                    done = true;
                }
                Err(e) => *error(form) = Some(e),
            }
        }
        if ui.button(tr.t("admin-cancel")).clicked() {
            done = true;
        }
    });
    done
}
