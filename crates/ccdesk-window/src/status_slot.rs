//! A dialog's or pane's own status line (what Copy, Save or Send did) in a
//! slot of fixed height, so that its words appearing or changing never move
//! a control under the pointer: the slot is there whether or not there is
//! something to say, and a longer text is cut at its edge (whole on hover,
//! and to a screen reader).

/// Colour of a failure.
const FAILED: egui::Color32 = egui::Color32::from_rgb(170, 30, 30);

/// Lines of text the slot holds.
const ROWS: f32 = 2.0;

/// The slot's height in `ui`.
#[must_use]
pub(crate) fn slot_height(ui: &egui::Ui) -> f32 {
    ui.text_style_height(&egui::TextStyle::Body) * ROWS + ui.spacing().item_spacing.y
}

/// Draws the slot with `status` (a success in the text's colour, a failure
/// in red), as wide as what `ui` holds so far.
pub(crate) fn status_slot_ui(ui: &mut egui::Ui, status: Option<&Result<String, String>>) {
    slot_ui(
        ui,
        status.map(|s| match s {
            Ok(text) => (text.as_str(), false),
            Err(text) => (text.as_str(), true),
        }),
    );
}

/// Draws the slot with why a form was refused, in red, if it was.
pub(crate) fn refusal_slot_ui(ui: &mut egui::Ui, refusal: Option<&str>) {
    slot_ui(ui, refusal.map(|text| (text, true)));
}

/// Draws the slot with `said` (its text, and whether it is a failure).
fn slot_ui(ui: &mut egui::Ui, said: Option<(&str, bool)>) {
    let width = ui.min_rect().width().max(200.0);
    let (rect, _) =
        ui.allocate_exact_size(egui::vec2(width, slot_height(ui)), egui::Sense::hover());
    let Some((text, failed)) = said else {
        return;
    };
    let mut slot = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    slot.set_clip_rect(rect.intersect(ui.clip_rect()));
    let label = if failed {
        slot.colored_label(FAILED, text)
    } else {
        slot.label(text)
    };
    if label.rect.height() > rect.height() {
        label.on_hover_text(text);
    }
}
