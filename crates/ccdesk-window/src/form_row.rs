//! One row of a dialog's two-column grid: a label and the one-line text
//! field it names (for screen readers and egui_kittest too).

/// A labelled one-line text field `width` points wide, with `hint` shown
/// while it is empty; ends the grid row.
pub(crate) fn text_row_ui(
    ui: &mut egui::Ui,
    label: &str,
    value: &mut String,
    hint: &str,
    width: f32,
) {
    let l = ui.label(label);
    ui.add(
        egui::TextEdit::singleline(value)
            .hint_text(hint)
            .desired_width(width),
    )
    .labelled_by(l.id);
    ui.end_row();
}
